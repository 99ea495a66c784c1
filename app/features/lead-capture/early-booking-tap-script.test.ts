import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { earlyBookingTapScript } from "./early-booking-tap-script.ts";

/** An element as the script sees it: the control it is inside (or none), its attributes and its tag. */
function fakeElement(
  tagName: string,
  attributes: Record<string, string>,
  inside: "control" | "dialog" | null,
) {
  const element = {
    tagName,
    attributes: { ...attributes },
    closest: (selector: string) =>
      (selector === "[role=dialog]" ? inside === "dialog" : inside === "control") ? element : null,
    getAttribute: (name: string) => element.attributes[name] ?? null,
    setAttribute: (name: string, value: string) => {
      element.attributes[name] = value;
    },
    removeAttribute: (name: string) => {
      delete element.attributes[name];
    },
  };
  return element;
}

type Listener = (event: { target: unknown; preventDefault(): void }) => void;

const MODAL_FILES = ["/assets/modal.js", "/assets/shared.js"];

/** Runs the built script against a document that records its listeners and links, as a page's <head> would. */
async function loadScript() {
  const listeners = new Map<string, Listener>();
  const links: Record<string, unknown>[] = [];
  const document = {
    head: { append: (link: Record<string, unknown>) => links.push(link) },
    createElement: (tagName: string) => ({ tagName }),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    removeEventListener: (type: string, listener: Listener) => {
      if (listeners.get(type) === listener) listeners.delete(type);
    },
  };
  const window: { takeEarlyBookingTap?: () => unknown } = {};
  runInNewContext(await earlyBookingTapScript(MODAL_FILES), { document, window });
  const dispatch = (type: string, target: unknown) => {
    let prevented = false;
    listeners.get(type)?.({ target, preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { listeners, links, window, dispatch };
}

describe("the early booking tap script", () => {
  it("is small, besides the modal's file names", async () => {
    expect(Buffer.byteLength(await earlyBookingTapScript([]))).toBeLessThan(750);
  });

  it("has the browser fetch the modal's chunks at the first tap on a booking control, once", async () => {
    const { links, dispatch } = await loadScript();
    dispatch("click", fakeElement("P", {}, null));
    expect(links).toEqual([]);
    dispatch("click", fakeElement("BUTTON", { "data-booking-cta": "" }, "control"));
    dispatch("click", fakeElement("BUTTON", { "data-booking-cta": "" }, "control"));
    expect(links).toEqual(MODAL_FILES.map((href) => ({ tagName: "link", rel: "modulepreload", href })));
  });

  it("remembers the control tapped last, marks it busy, and hands it over once", async () => {
    const { listeners, window, dispatch } = await loadScript();
    const hero = fakeElement("BUTTON", { "data-booking-cta": "" }, "control");
    const plan = fakeElement(
      "BUTTON",
      { "data-booking-cta": "", "data-lead-plan": "Small Group" },
      "control",
    );
    dispatch("click", fakeElement("P", {}, null));
    dispatch("click", hero);
    expect(hero.attributes["aria-busy"]).toBe("true");
    expect(dispatch("click", plan)).toBe(false);
    expect(hero.attributes["aria-busy"]).toBeUndefined();
    expect(plan.attributes["aria-busy"]).toBe("true");

    expect(window.takeEarlyBookingTap?.()).toBe(plan);
    expect(window.takeEarlyBookingTap).toBeUndefined();
    expect(listeners.has("click")).toBe(false);
    // The mark stays until focus is in the modal.
    dispatch("focusin", fakeElement("BUTTON", {}, null));
    expect(plan.attributes["aria-busy"]).toBe("true");
    dispatch("focusin", fakeElement("INPUT", {}, "dialog"));
    expect(plan.attributes["aria-busy"]).toBeUndefined();
    expect(listeners.size).toBe(0);
  });

  it("keeps a link that stands in for a button from moving the page, and a real link working", async () => {
    const { dispatch } = await loadScript();
    expect(dispatch("click", fakeElement("A", { href: "#book-a-class" }, "control"))).toBe(true);
    expect(dispatch("click", fakeElement("A", {}, "control"))).toBe(true);
    expect(dispatch("click", fakeElement("A", { href: "tel:+15551234567" }, "control"))).toBe(false);
  });

  it("hands over nothing, and stops listening, when nothing was tapped", async () => {
    const { listeners, window } = await loadScript();
    expect(window.takeEarlyBookingTap?.()).toBeUndefined();
    expect(listeners.size).toBe(0);
  });
});
