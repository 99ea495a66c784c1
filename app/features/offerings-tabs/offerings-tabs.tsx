import { ArrowRight } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Section } from "#app/components/layout/section.tsx";
import { DrawnIcon } from "#app/components/ui/drawn-icon.tsx";
import type { IconsDrawn } from "#app/content/icons.ts";
import type { OfferingGroup, OfferingTile } from "#app/content/types.ts";
import { centredScrollLeft, tabOrder } from "./tab-order.ts";

/** What a tab needs of a tile: everything except the detail page's HTML, which stays out of the home page. */
export type OfferingTabTile = IconsDrawn<Omit<OfferingTile, "content">>;

export interface OfferingTab extends Pick<OfferingGroup, "key" | "label" | "linkPath" | "desc"> {
  tiles: OfferingTabTile[];
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

interface TabStripProps {
  /** The tabs in this strip's order. */
  tabs: OfferingTab[];
  /** The visitor's pick, or null until there is one: then this strip's first tab is selected. */
  chosenKey: string | null;
  onChoose: (key: string) => void;
  /** Tab ids are `${idPrefix}-tab-${key}`; panels are `${panelPrefix}-panel-${key}`. */
  idPrefix: string;
  panelPrefix: string;
  className: string;
}

/**
 * One strip of tabs (the WAI-ARIA tabs pattern): arrows move along the strip in its own order (wrapping), Home
 * and End jump to the ends, and a newly selected tab scrolls to the centre of the strip when the strip scrolls.
 */
function TabStrip({ tabs, chosenKey, onChoose, idPrefix, panelPrefix, className }: TabStripProps) {
  const selectedKey = chosenKey ?? tabs[0]?.key;
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    const list = listRef.current;
    const tab = selectedKey ? tabRefs.current.get(selectedKey) : undefined;
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({
      left: centredScrollLeft({ offsetLeft: tab.offsetLeft, width: tab.offsetWidth }, list),
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
  }, [selectedKey]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((group) => group.key === selectedKey);
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onChoose(next.key);
    tabRefs.current.get(next.key)?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label="Offering categories"
      onKeyDown={onKeyDown}
      className={`gap-2 pb-2 ${className}`}
    >
      {tabs.map((group) => {
        const selected = group.key === selectedKey;
        return (
          <button
            key={group.key}
            ref={(node) => {
              if (node) tabRefs.current.set(group.key, node);
              else tabRefs.current.delete(group.key);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${group.key}`}
            aria-selected={selected}
            aria-controls={`${panelPrefix}-panel-${group.key}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChoose(group.key)}
            className={`shrink-0 rounded-full border px-5 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors duration-200 ${
              selected
                ? "border-sage-700 bg-sage-700 text-white"
                : "border-sage-200 bg-white text-sage-800 hover:border-sage-400 hover:bg-sage-50"
            }`}
          >
            {group.label}
          </button>
        );
      })}
    </div>
  );
}

/**
 * Until the visitor picks a tab, which panel shows depends on the screen width, and only CSS knows that width in
 * the prerendered page: the first category's panel from 640 px, the second's below. Afterwards, the chosen one.
 */
function panelVisibility(key: string, groups: OfferingTab[], chosenKey: string | null) {
  if (chosenKey !== null) return { hidden: key !== chosenKey, className: "mt-10" };
  if (key === groups[0]?.key) return { hidden: false, className: "mt-10 hidden sm:block" };
  if (key === groups[1]?.key) return { hidden: false, className: "mt-10 sm:hidden" };
  return { hidden: true, className: "mt-10" };
}

/**
 * The offering categories as tabs, one shown at a time (id `offerings`). Under 640 px the first two swap and the
 * second category starts selected (docs/product/site-pages.md, Offerings tabs). The prerendered HTML must be right before any
 * script runs and stay put at hydration, and keyboard and screen-reader order must follow what is seen, so each
 * width gets its own strip in its own DOM order, and CSS shows one: a `display: none` strip is out of the tab order
 * and the accessibility tree (CSS `order` would move the tabs only visually). Both strips control the same panels,
 * and a pick in either selects in both.
 */
export function OfferingsTabs({ groups }: { groups: OfferingTab[] }) {
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const baseId = useId();

  return (
    <Section
      id="offerings"
      tone="white"
      eyebrow="Offerings"
      title="Yoga for what you need right now"
      intro="Choose a focus to see its classes. Not sure where to start? Book a trial and your advisor will help you choose."
    >
      <TabStrip
        tabs={tabOrder(groups, true)}
        chosenKey={chosenKey}
        onChoose={setChosenKey}
        idPrefix={`${baseId}-narrow`}
        panelPrefix={baseId}
        className="-mx-5 flex overflow-x-auto px-5 [scrollbar-width:none] sm:hidden [&::-webkit-scrollbar]:hidden"
      />
      <TabStrip
        tabs={groups}
        chosenKey={chosenKey}
        onChoose={setChosenKey}
        idPrefix={`${baseId}-wide`}
        panelPrefix={baseId}
        className="hidden flex-wrap justify-center sm:flex"
      />

      {groups.map((group) => {
        const { hidden, className } = panelVisibility(group.key, groups, chosenKey);
        return (
          <div
            key={group.key}
            role="tabpanel"
            id={`${baseId}-panel-${group.key}`}
            // Named by the wide strip's tab: a hidden element still names what points to it by id.
            aria-labelledby={`${baseId}-wide-tab-${group.key}`}
            hidden={hidden}
            className={className}
          >
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <p className="max-w-2xl text-ink-muted">{group.desc}</p>
              <Link
                to={group.linkPath}
                className="inline-flex shrink-0 items-center gap-1.5 rounded font-semibold text-sage-700 underline-offset-4 hover:underline"
              >
                All {group.label} classes
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {group.tiles.map((tile) => (
                <li key={`${tile.slug}-${tile.title}`}>
                  <OfferingTileCard tile={tile} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </Section>
  );
}

const tileActionClass =
  "mt-5 inline-flex items-center gap-1.5 self-start rounded-full text-sm font-semibold text-clay-700 after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-clay-600";

/** The whole card is clickable through its one action (a stretched link or button), so it reads once. */
function OfferingTileCard({ tile }: { tile: OfferingTabTile }) {
  // "Book a trial class" alone would not say which class; "Explore Power Yoga" already does.
  const label = tile.cta.includes(tile.title) ? undefined : `${tile.cta}: ${tile.title}`;
  const action = (
    <>
      {tile.cta}
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-sand-200 bg-sand-50 p-6 transition-shadow duration-200 focus-within:shadow-soft hover:shadow-soft">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-sage-100 text-sage-700">
        <DrawnIcon drawing={tile.icon} aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-ink">{tile.title}</h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{tile.desc}</p>
      {tile.slug ? (
        <Link to={`/offerings/${tile.slug}`} aria-label={label} className={tileActionClass}>
          {action}
        </Link>
      ) : (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={label}
          data-lead-offering={tile.title}
          className={`lead-modal-btn ${tileActionClass}`}
        >
          {action}
        </button>
      )}
    </article>
  );
}
