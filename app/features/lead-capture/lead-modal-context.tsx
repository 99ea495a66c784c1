import { type ReactNode, useEffect } from "react";
import {
  type DialogFormOpener,
  DialogFormProvider,
  lazyDialogForm,
  useDialogFormOpener,
} from "../../components/ui/dialog-form-provider.tsx";
import { type LeadModalMode, parseLeadModalMode } from "./lead-modal-mode.ts";

export type { LeadModalMode } from "./lead-modal-mode.ts";

/** Any element with this class opens the modal, including buttons inside offering HTML content. */
export const LEAD_MODAL_OPENER_SELECTOR = ".lead-modal-btn";

/** Fetched once the browser is idle after load, or at the latest on the first opening. */
const leadModal = lazyDialogForm<LeadModalMode>(
  () => import("./lead-modal.tsx").then((module) => module.LeadModal),
  "default",
);

export function useLeadModal(): DialogFormOpener<LeadModalMode> {
  return useDialogFormOpener(leadModal);
}

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

/** The page-wide work that comes with the modal: its preload, attribution, the ads tag, class openers. */
function LeadModalPageEffects() {
  const { open } = useLeadModal();

  useEffect(() => whenIdle(leadModal.preload), []);

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
      open(parseLeadModalMode(element.getAttribute("data-lead-mode")), element);
    }
    document.addEventListener("click", handleClick);
    return () => document.removeEventListener("click", handleClick);
  }, [open]);

  return null;
}

export function LeadModalProvider({ children }: { children: ReactNode }) {
  return (
    <DialogFormProvider dialog={leadModal}>
      <LeadModalPageEffects />
      {children}
    </DialogFormProvider>
  );
}
