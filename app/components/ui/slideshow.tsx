import { ChevronLeft, ChevronRight, ImageOff } from "lucide-react";
import { useCallback, useEffect, useReducer } from "react";
import {
  controlsReady,
  createSlideshow,
  currentStatus,
  type SlideStatus,
  slideshowReducer,
} from "./slideshow-state.ts";
import { Spinner } from "./spinner.tsx";

export interface Slide {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface SlideshowProps {
  slides: readonly Slide[];
  /** Accessible name of the slideshow, e.g. "Pictures from the studio". */
  label: string;
  /** Shown in place of an image that failed to load. */
  failedText?: string;
}

const arrowClasses =
  "absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-ink shadow-soft transition-colors duration-150 hover:bg-white hover:text-sage-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-700";

/**
 * One image at a time with previous/next buttons that wrap around and a dot per slide. The controls
 * appear only once the first image has loaded or failed, so nobody clicks through blank frames; a
 * failed image shows a quiet placeholder and still counts as loaded. Arrow keys move between slides
 * wherever focus is, because the slideshow is meant to be the only thing on screen (inside a dialog).
 */
export function Slideshow({ slides, label, failedText = "This image could not be loaded." }: SlideshowProps) {
  const [state, dispatch] = useReducer(slideshowReducer, slides.length, createSlideshow);
  const ready = controlsReady(state);
  const status = currentStatus(state);
  const slide = slides[state.index];

  useEffect(() => {
    if (!ready) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowRight") dispatch({ type: "next" });
      else if (event.key === "ArrowLeft") dispatch({ type: "previous" });
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [ready]);

  const settle = useCallback(
    (index: number, outcome: Exclude<SlideStatus, "loading">) =>
      dispatch({ type: "settled", index, status: outcome }),
    [],
  );

  if (!slide) return null;

  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <div
        className="relative overflow-hidden rounded-xl bg-sand-100"
        style={{ aspectRatio: `${slide.width} / ${slide.height}` }}
      >
        {status === "failed" ? (
          <div
            role="img"
            aria-label={slide.alt}
            className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center text-ink-muted"
          >
            <ImageOff aria-hidden="true" className="size-10 text-sage-500" />
            <p className="text-sm">{failedText}</p>
          </div>
        ) : (
          <SlideImage key={state.index} slide={slide} index={state.index} onSettled={settle} />
        )}

        {status === "loading" ? (
          <div className="absolute inset-0 flex items-center justify-center text-sage-600">
            <Spinner label="Loading image" />
          </div>
        ) : null}

        {ready ? (
          <>
            <button
              type="button"
              aria-label="Previous slide"
              onClick={() => dispatch({ type: "previous" })}
              className={`${arrowClasses} left-3`}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              aria-label="Next slide"
              onClick={() => dispatch({ type: "next" })}
              className={`${arrowClasses} right-3`}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </>
        ) : null}
      </div>

      <div className="mt-4 flex min-h-6 flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm font-medium text-ink-muted">
          {ready ? `Slide ${state.index + 1} of ${slides.length}` : ""}
        </p>
        {ready ? (
          <ul className="flex items-center gap-1" aria-label="Slides">
            {slides.map((item, index) => (
              <li key={item.src}>
                <button
                  type="button"
                  aria-label={`Show slide ${index + 1}`}
                  aria-current={index === state.index ? "true" : undefined}
                  onClick={() => dispatch({ type: "go", index })}
                  className="group inline-flex size-7 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-sage-700"
                >
                  <span
                    aria-hidden="true"
                    className={`block rounded-full transition-all duration-200 ${
                      index === state.index
                        ? "h-2.5 w-6 bg-sage-700"
                        : "size-2.5 bg-sage-300 group-hover:bg-sage-500"
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

interface SlideImageProps {
  slide: Slide;
  index: number;
  onSettled: (index: number, outcome: Exclude<SlideStatus, "loading">) => void;
}

function SlideImage({ slide, index, onSettled }: SlideImageProps) {
  // An image already in the cache may finish before React attaches its listeners; read it directly.
  const checkComplete = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete) onSettled(index, image.naturalWidth > 0 ? "loaded" : "failed");
    },
    [index, onSettled],
  );
  return (
    <img
      ref={checkComplete}
      src={slide.src}
      alt={slide.alt}
      width={slide.width}
      height={slide.height}
      onLoad={() => onSettled(index, "loaded")}
      onError={() => onSettled(index, "failed")}
      className="size-full object-contain"
    />
  );
}
