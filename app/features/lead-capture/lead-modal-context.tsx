import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { type LeadModalMode, parseLeadModalMode } from "./lead-modal-mode.ts";

export type { LeadModalMode } from "./lead-modal-mode.ts";

interface LeadModalApi {
  open(mode?: LeadModalMode): void;
}

/** Any element with this class opens the modal, including buttons inside offering HTML content. */
export const LEAD_MODAL_OPENER_SELECTOR = ".lead-modal-btn";

const LeadModalContext = createContext<LeadModalApi | null>(null);

/**
 * The modal (dialog, form, validation schema) is its own chunk, kept off every page's critical path:
 * it is fetched once the browser is idle after load, or at the latest on the first opening.
 */
const loadLeadModal = () => import("./lead-modal.tsx");
const LeadModal = lazy(() => loadLeadModal().then((module) => ({ default: module.LeadModal })));

/**
 * Attribution and the ads tag do their work after load, so their code stays out of the initial
 * JavaScript too. Both are nice-to-haves: a failed download is reported and the page goes on.
 */
function runLazily<Module>(load: () => Promise<Module>, task: (module: Module) => void, what: string): void {
  load().then(task, (error: unknown) => console.warn(`Could not load ${what}`, error));
}

function whenIdle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1500);
  return () => clearTimeout(handle);
}

/** Links with a real destination (e.g. a tel: call option) keep working; the modal opens as well. */
function isRealLink(element: Element): boolean {
  const href = element.getAttribute("href");
  return element.tagName === "A" && href !== null && href !== "" && !href.startsWith("#");
}

export function LeadModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{
    isOpen: boolean;
    /** Whether the modal was ever opened, so its chunk is rendered only once it is needed. */
    used: boolean;
    mode: LeadModalMode;
    formKey: number;
  }>({ isOpen: false, used: false, mode: "default", formKey: 0 });
  const submitted = useRef(false);
  // Radix returns focus only to its own Dialog.Trigger; openers here are anywhere on the page.
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((mode: LeadModalMode = "default") => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const startFresh = submitted.current;
    submitted.current = false;
    setState((current) => ({
      isOpen: true,
      used: true,
      mode,
      formKey: startFresh ? current.formKey + 1 : current.formKey,
    }));
  }, []);

  useEffect(() => whenIdle(() => void loadLeadModal()), []);

  useEffect(() => {
    // Read now: by the time the module arrives, a client navigation may have moved on from the landing URL.
    const landingUrl = window.location.href;
    const referrer = document.referrer;
    runLazily(
      () => import("../../lib/attribution.ts"),
      (attribution) => attribution.rememberLandingAttribution(landingUrl, referrer),
      "landing attribution",
    );
    runLazily(
      () => import("../../lib/analytics.ts"),
      (analytics) => analytics.loadAdsTag(),
      "the ads tag",
    );

    // One delegated listener covers openers rendered from HTML strings, which React never sees.
    function handleClick(event: MouseEvent) {
      if (!(event.target instanceof Element)) return;
      const element = event.target.closest(LEAD_MODAL_OPENER_SELECTOR);
      if (!element) return;
      if (!isRealLink(element)) event.preventDefault();
      open(parseLeadModalMode(element.getAttribute("data-lead-mode")));
      if (element instanceof HTMLElement) opener.current = element;
    }
    document.addEventListener("click", handleClick);
    return () => document.removeEventListener("click", handleClick);
  }, [open]);

  const api = useMemo<LeadModalApi>(() => ({ open }), [open]);
  return (
    <LeadModalContext.Provider value={api}>
      {children}
      {state.used && (
        <Suspense fallback={null}>
          <LeadModal
            key={state.formKey}
            open={state.isOpen}
            mode={state.mode}
            onOpenChange={(isOpen) => setState((current) => ({ ...current, isOpen }))}
            onSubmitted={() => {
              submitted.current = true;
            }}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </LeadModalContext.Provider>
  );
}

export function useLeadModal(): LeadModalApi {
  const api = useContext(LeadModalContext);
  if (!api) throw new Error("useLeadModal must be used inside LeadModalProvider");
  return api;
}
