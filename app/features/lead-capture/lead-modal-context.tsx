import leadModalFiles from "virtual:chunk-files:./lead-modal.tsx";
import { type ReactNode, useEffect } from "react";
import {
  type DialogFormOpener,
  DialogFormProvider,
  lazyDialogForm,
  useDialogFormOpener,
} from "#app/components/ui/dialog-form-provider.tsx";
import { inIdleSteps, whenEngaged, whenIdleAfterLoad } from "#app/lib/when-engaged.ts";
import { BOOKING_CTA_SELECTOR } from "./booking-controls.ts";
import { type LeadModalOptions, openerOptions } from "./lead-modal-options.ts";

export type { LeadModalMode } from "./lead-modal-mode.ts";
export type { LeadModalOptions } from "./lead-modal-options.ts";

/**
 * Fetched once the page has loaded and is idle, run at the visitor's first touch, click, key or
 * scroll (app/lib/when-engaged.ts), or on the first opening (docs/decisions/051).
 */
const leadModal = lazyDialogForm<LeadModalOptions>(
  () => import("./lead-modal.tsx").then((module) => module.LeadModal),
  { mode: "default" },
  leadModalFiles,
);

/**
 * A tap that the prerendered page's inline script caught before the app ran (ADR 028) has marked its control
 * busy. Its modal's code then starts loading as soon as the app's own code runs, beside hydration, rather than
 * when hydration is done and the tap is replayed (docs/decisions/051). Not on the server, which prerenders.
 */
if (
  typeof document !== "undefined" &&
  document.querySelector(`:is(${BOOKING_CTA_SELECTOR})[aria-busy="true"]`)
) {
  leadModal.preload();
}

/** `open({ mode, interest }, opener?)`: the mode sets the copy, the interest goes with the lead. */
function useLeadModal(): DialogFormOpener<LeadModalOptions> {
  return useDialogFormOpener(leadModal);
}

/**
 * Attribution and the ads tag do their work after load, so their code stays out of the initial
 * JavaScript too. Both are nice-to-haves: a failed download is reported and the page goes on.
 */
function runLazily<Module>(load: () => Promise<Module>, task: (module: Module) => void, what: string): void {
  load().then(task, (error: unknown) => console.warn(`Could not load ${what}`, error));
}

/**
 * A link that only stands in for a button (no address, or a bare fragment): following it would move the
 * page. Links with a real destination (e.g. a tel: call option) keep working; the modal opens as well.
 */
function isPlaceholderLink(element: Element): boolean {
  const href = element.getAttribute("href");
  return element.tagName === "A" && (href === null || href === "" || href.startsWith("#"));
}

/** The page-wide work that comes with the modal: its preload, attribution, the ads tag, class openers. */
function LeadModalPageEffects() {
  const { open } = useLeadModal();

  useEffect(() => {
    let cancelled = false;
    let cancelSteps = () => {};
    const cancelIdle = whenIdleAfterLoad(() => {
      leadModal.prefetch().then(() => {
        if (cancelled) return;
        // Shared chunks first, the modal's own last: each evaluation is a task of its own, not one long one.
        cancelSteps = inIdleSteps([
          ...[...leadModalFiles].reverse().map((href) => () => import(/* @vite-ignore */ href)),
          leadModal.load,
        ]);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      cancelSteps();
    };
  }, []);
  useEffect(() => whenEngaged(leadModal.preload), []);

  useEffect(() => {
    // Read now: by the time the module arrives, a client navigation may have moved on from the landing URL.
    const landingUrl = window.location.href;
    const referrer = document.referrer;
    runLazily(
      () => import("#app/lib/attribution.ts"),
      (attribution) => attribution.rememberLandingAttribution(landingUrl, referrer),
      "landing attribution",
    );
    runLazily(
      () => import("#app/lib/analytics.ts"),
      (analytics) => analytics.loadAdsTag(),
      "the ads tag",
    );

    // One delegated listener covers every booking control, those rendered from HTML strings too, which React
    // never sees. It listens in the capture phase, before React's handlers: an opener inside a pop-up that
    // closes on the same click (the See More pop-up's booking button) is still in the open pop-up then, so the
    // modal can tell where focus should go back to; and a control in a part of the page still waiting for its
    // code to hydrate (the home sections after the hero) works already. Buttons keep their default, as a
    // prevented click would not close that pop-up.
    function handleClick(event: MouseEvent) {
      if (!(event.target instanceof Element)) return;
      const element = event.target.closest(BOOKING_CTA_SELECTOR);
      if (!element) return;
      if (isPlaceholderLink(element)) event.preventDefault();
      open(openerOptions(element), element);
    }
    document.addEventListener("click", handleClick, { capture: true });
    // A tap the prerendered page's inline script caught before this listener existed (ADR 028).
    const tapped = window.takeEarlyBookingTap?.();
    if (tapped) open(openerOptions(tapped), tapped);
    return () => document.removeEventListener("click", handleClick, { capture: true });
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
