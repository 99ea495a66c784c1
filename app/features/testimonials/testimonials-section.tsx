import { Quote } from "lucide-react";
import { type TouchEvent, useRef, useState } from "react";
import { Section } from "#app/components/layout/section.tsx";
import type { Testimonial } from "#app/content/types.ts";
import { StarRating } from "./star-rating.tsx";
import { slideAfterSwipe } from "./swipe.ts";

/**
 * Testimonials: a 3-column grid from 768 px; below it one at a time, moved by a horizontal swipe of more
 * than 50 px or by the dots. The layout switch is pure CSS, so the prerendered page is right at any width.
 */
export function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] }) {
  const [current, setCurrent] = useState(0);
  const touchStartX = useRef<number | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.changedTouches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const startX = touchStartX.current;
    const endX = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (startX === null || endX === undefined) return;
    setCurrent((index) => slideAfterSwipe(index, testimonials.length, endX - startX));
  };

  return (
    <Section
      id="testimonials"
      tone="white"
      eyebrow="Student stories"
      title="What our students say"
      intro="Real routines, real progress: a few words from people who practise with us every week."
    >
      <div
        data-testid="testimonials-viewport"
        className="-mx-1 touch-pan-y overflow-hidden px-1 py-1 md:mx-0 md:overflow-visible md:px-0"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => {
          touchStartX.current = null;
        }}
      >
        <ul
          data-testid="testimonials-track"
          style={{ "--slide": current } as React.CSSProperties}
          className="flex transition-transform duration-250 ease-out max-md:translate-x-[calc(var(--slide)*-100%)] md:grid md:grid-cols-3 md:gap-6 md:transition-none lg:gap-8"
        >
          {testimonials.map((testimonial, index) => (
            <li
              key={testimonial.id}
              data-current={index === current}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${testimonials.length}`}
              className="w-full shrink-0 px-1 max-md:data-[current=false]:invisible md:px-0"
            >
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-8 flex justify-center gap-1 md:hidden">
        {testimonials.map((testimonial, index) => (
          <button
            key={testimonial.id}
            type="button"
            aria-label={`Show testimonial ${index + 1}`}
            aria-current={index === current ? "true" : undefined}
            onClick={() => setCurrent(index)}
            className="group inline-flex size-8 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full transition-all duration-200 ${
                index === current ? "w-6 bg-sage-700" : "w-2.5 bg-sage-300 group-hover:bg-sage-500"
              }`}
            />
          </button>
        ))}
      </div>
    </Section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-sand-200 bg-sand-50 p-6 sm:p-7">
      <div className="flex items-center justify-between">
        <StarRating rating={testimonial.rating} />
        <Quote aria-hidden="true" className="size-7 text-sage-200" />
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-sand-200 pt-5">
        <img
          src={testimonial.image}
          alt=""
          aria-hidden="true"
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="size-12 rounded-full"
        />
        <span>
          <span className="block font-semibold text-ink">{testimonial.name}</span>
          <span className="block text-sm text-ink-muted">
            {testimonial.role ? `${testimonial.role}, ` : ""}
            {testimonial.location}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
