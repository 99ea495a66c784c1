import * as Popover from "@radix-ui/react-popover";
import { Check, ChevronDown, Search } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import type { Country } from "#contracts/countries";
import { filterCountries } from "./country-search.ts";

function Flag({ country }: { country: Country }) {
  return country.isImageFlag ? (
    <img
      src={country.flag}
      alt=""
      aria-hidden="true"
      width={20}
      height={14}
      className="h-3.5 w-5 rounded-sm object-cover"
    />
  ) : (
    <span aria-hidden="true" className="text-lg leading-none">
      {country.flag}
    </span>
  );
}

interface CountryPickerProps {
  countries: readonly Country[];
  value: string;
  onChange(code: string): void;
}

/**
 * Dial-code picker: a button that toggles a searchable list. Closes on an outside press or Escape;
 * choosing a country closes it and clears the search.
 */
export function CountryPicker({ countries, value, onChange }: CountryPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [activeIndex, setActiveIndex] = useState(0);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const results = filterCountries(countries, query);
  const selected = countries.find((country) => country.code === value) ?? countries[0];

  function choose(country: Country) {
    onChange(country.code);
    setQuery("");
    setActiveIndex(0);
    setOpen(false);
  }

  function handleSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = results.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActiveIndex(Math.max(next, 0));
      document.getElementById(optionId(Math.max(next, 0)))?.scrollIntoView({ block: "nearest" });
    } else if (event.key === "Enter") {
      // The picker sits inside the lead form: Enter here picks a country, it must not submit.
      event.preventDefault();
      const country = results[activeIndex];
      if (country) choose(country);
    }
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-haspopup="listbox"
        aria-label={selected ? `Country code: ${selected.name} ${selected.code}` : "Country code"}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-xl border border-sand-300 bg-white px-3 py-3 text-base text-ink transition-colors duration-150 hover:border-sage-400 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-sage-600/40 disabled:cursor-not-allowed disabled:bg-sand-50 disabled:text-ink-muted aria-expanded:border-sage-600"
      >
        {selected && <Flag country={selected} />}
        <span className="tabular-nums">{selected?.code}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
      </Popover.Trigger>
      {/* Rendered in place, not portalled, so it stays inside the dialog's focus trap and scroll lock. */}
      <Popover.Content
        align="start"
        sideOffset={6}
        collisionPadding={16}
        className="z-50 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-sand-200 bg-white p-2 shadow-xl outline-none transition-opacity duration-150 starting:opacity-0"
      >
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
          />
          <label htmlFor={`${listId}-search`} className="sr-only">
            Search countries
          </label>
          <input
            id={`${listId}-search`}
            type="text"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results.length > 0 ? optionId(activeIndex) : undefined}
            autoComplete="off"
            placeholder="Search by name or code"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveIndex(0);
            }}
            onKeyDown={handleSearchKeyDown}
            className="block w-full rounded-lg border border-sand-300 bg-sand-50 py-2 pr-3 pl-9 text-base text-ink placeholder:text-ink-muted/70 focus:border-sage-600 focus:outline-2 focus:outline-sage-600/40"
          />
        </div>
        <div id={listId} role="listbox" aria-label="Countries" className="mt-2 max-h-60 overflow-y-auto">
          {results.map((country, index) => (
            // Keys reach options through the search box (aria-activedescendant), so they take no tab stop.
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input above
            <div
              key={country.code + country.name}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={country.code === value}
              onClick={() => choose(country)}
              onPointerMove={() => setActiveIndex(index)}
              className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-ink ${
                index === activeIndex ? "bg-sage-50" : ""
              }`}
            >
              <Flag country={country} />
              <span className="flex-1">{country.name}</span>
              <span className="tabular-nums text-ink-muted">{country.code}</span>
              {country.code === value && <Check aria-hidden="true" className="size-4 text-sage-700" />}
            </div>
          ))}
        </div>
        {/* Always present so the change to "No results" is announced. */}
        <p role="status" className={results.length === 0 ? "px-3 py-2.5 text-sm text-ink-muted" : "sr-only"}>
          {results.length === 0 ? "No results" : ""}
        </p>
      </Popover.Content>
    </Popover.Root>
  );
}
