import { describe, expect, it } from "vitest";
import {
  controlsReady,
  createSlideshow,
  currentStatus,
  type SlideshowAction,
  type SlideshowState,
  slideshowReducer,
} from "./slideshow-state.ts";

const run = (state: SlideshowState, ...actions: SlideshowAction[]) => actions.reduce(slideshowReducer, state);

describe("slideshow state", () => {
  it("starts on the first slide with every image loading and no controls", () => {
    const state = createSlideshow(4);
    expect(state).toEqual({ index: 0, statuses: ["loading", "loading", "loading", "loading"] });
    expect(controlsReady(state)).toBe(false);
    expect(currentStatus(state)).toBe("loading");
  });

  it("moves forward and wraps from the last slide to the first", () => {
    const state = createSlideshow(3);
    expect(run(state, { type: "next" }).index).toBe(1);
    expect(run(state, { type: "next" }, { type: "next" }).index).toBe(2);
    expect(run(state, { type: "next" }, { type: "next" }, { type: "next" }).index).toBe(0);
  });

  it("moves back and wraps from the first slide to the last", () => {
    const state = createSlideshow(3);
    expect(run(state, { type: "previous" }).index).toBe(2);
    expect(run(state, { type: "previous" }, { type: "previous" }).index).toBe(1);
  });

  it("jumps to a slide and ignores an index outside the slides", () => {
    const state = createSlideshow(5);
    expect(run(state, { type: "go", index: 3 }).index).toBe(3);
    expect(run(state, { type: "go", index: 3 }, { type: "go", index: 5 }).index).toBe(3);
    expect(run(state, { type: "go", index: 3 }, { type: "go", index: -1 }).index).toBe(3);
  });

  it("shows the controls once the first image has loaded", () => {
    const state = run(createSlideshow(3), { type: "settled", index: 0, status: "loaded" });
    expect(controlsReady(state)).toBe(true);
    expect(currentStatus(state)).toBe("loaded");
  });

  it("counts a failed first image as settled, so the controls still appear", () => {
    const state = run(createSlideshow(3), { type: "settled", index: 0, status: "failed" });
    expect(controlsReady(state)).toBe(true);
    expect(currentStatus(state)).toBe("failed");
  });

  it("waits for the first image even when a later one settles first", () => {
    const state = run(createSlideshow(3), { type: "settled", index: 2, status: "loaded" });
    expect(controlsReady(state)).toBe(false);
    expect(state.statuses).toEqual(["loading", "loading", "loaded"]);
  });

  it("keeps the first outcome of an image", () => {
    const state = run(
      createSlideshow(2),
      { type: "settled", index: 1, status: "failed" },
      { type: "settled", index: 1, status: "loaded" },
    );
    expect(state.statuses[1]).toBe("failed");
  });

  it("does nothing without slides", () => {
    const state = createSlideshow(0);
    expect(run(state, { type: "next" }, { type: "previous" }, { type: "go", index: 0 })).toEqual(state);
    expect(controlsReady(state)).toBe(false);
  });
});
