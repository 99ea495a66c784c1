declare global {
  interface Window {
    /**
     * Set by the prerendered page's inline script until the app takes over: stops catching taps and hands
     * over the booking control tapped last, if any (ADR 028).
     */
    takeEarlyBookingTap?: () => Element | undefined;
  }
}

/**
 * The prerendered pages' inline script (docs/decisions/028-booking-taps-before-hydration.md). A visitor sees
 * the page seconds before the app can open the lead modal; a tap on a booking control in between would be
 * lost. This catches it: one listener on the document, in the capture phase, remembers the control tapped
 * last (its `data-lead-*` attributes say what it books) and marks it `aria-busy`, which app.css turns into a
 * turning ring and screen readers read as "Opening…". When the app has hydrated, the lead modal's provider
 * calls `window.takeEarlyBookingTap()`, which removes the listener and returns that control, and opens the
 * modal for it as a tap would; the mark goes once focus is in the modal.
 *
 * The first such tap also has the browser fetch the lead modal's chunks (`files`, written in at build time) at
 * once, as `modulepreload` (high priority, like the app's own modules), rather than once the app's modules have
 * run: the tap waits for both anyway (docs/decisions/051).
 *
 * Not part of the app's code: scripts/optimize-pages.ts writes this function's source, minified, into every
 * prerendered page, where the page's CSP allows it by its hash. So it uses nothing but its argument and the
 * browser, and is written for size.
 */
export function captureEarlyBookingTaps(selector: string, files: readonly string[]): void {
  let tapped: Element | undefined;
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element).closest?.(selector);
    if (!control) return;
    if (!tapped)
      for (const href of files)
        document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
    const href = control.getAttribute("href");
    // A link that only stands in for a button would move the page; the app's listener prevents it too.
    if (control.tagName === "A" && (!href || href[0] === "#")) event.preventDefault();
    tapped?.removeAttribute("aria-busy");
    tapped = control;
    control.setAttribute("aria-busy", "true");
  };
  const onFocusIn = (event: FocusEvent) => {
    if ((event.target as Element).closest?.("[role=dialog]")) {
      tapped?.removeAttribute("aria-busy");
      document.removeEventListener("focusin", onFocusIn);
    }
  };
  document.addEventListener("click", onClick, true);
  window.takeEarlyBookingTap = () => {
    document.removeEventListener("click", onClick, true);
    window.takeEarlyBookingTap = undefined;
    if (tapped) document.addEventListener("focusin", onFocusIn);
    return tapped;
  };
}
