import { ArrowUpRight } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { PROMISED_REPLY_TIME } from "#app/content/response-promise.ts";
import { TRIAL_PRICE } from "#app/content/trial-packs.ts";
import type { TrialPack } from "#app/content/types.ts";
import { formatUsd } from "./savings.ts";

export interface TrialOption extends Pick<TrialPack, "classes" | "price"> {
  /** The hosted payment page for this pack. */
  href: string;
}

const classesLabel = (count: number) => (count === 1 ? "1 class" : `${count} classes`);

/**
 * Pick 1 to 4 trial classes; the price and the Buy Now link follow the count (default 1). Buy Now pays on the
 * hosted page now; the advisor action beside it (the call-back form, no payment) is for those who want to talk
 * first (docs/product/prices-and-constants.md, Prices, plans and trial packs).
 */
export function TrialSelector({
  options,
  advisorAction,
}: {
  options: TrialOption[];
  advisorAction: ReactNode;
}) {
  const [classes, setClasses] = useState(options[0]?.classes);
  const titleId = useId();
  const name = useId();
  const selected = options.find((option) => option.classes === classes);
  if (!selected) return null;

  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-8 rounded-2xl border border-sage-200 bg-sage-50 p-6 sm:p-8 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-12"
    >
      <div>
        <p className="text-sm font-semibold tracking-widest text-clay-700 uppercase">New here?</p>
        <h3 id={titleId} className="mt-2 text-2xl font-semibold text-ink sm:text-3xl">
          Try a live class first
        </h3>
        <p className="mt-3 text-ink-muted">
          Your first class is {TRIAL_PRICE}. Take a few to find your instructor and your rhythm before you
          choose a plan.
        </p>
        <fieldset className="mt-6">
          <legend className="text-sm font-semibold text-ink">Number of trial classes</legend>
          <div className="mt-3 grid grid-cols-4 gap-2">
            {options.map((option) => (
              <label key={option.classes} className="relative">
                {/* The real radio covers its pill, so pointer, touch and keyboard all reach it. */}
                <input
                  type="radio"
                  name={name}
                  value={option.classes}
                  checked={option.classes === classes}
                  onChange={() => setClasses(option.classes)}
                  className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
                />
                <span className="flex cursor-pointer flex-col items-center rounded-xl border border-sage-300 bg-white px-2 py-3 text-center transition-colors duration-150 peer-checked:border-sage-700 peer-checked:bg-sage-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sage-700 hover:border-sage-500">
                  <span className="font-serif text-xl font-semibold">{option.classes}</span>
                  <span className="text-xs">{option.classes === 1 ? "class" : "classes"}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <div className="rounded-2xl bg-white p-6 text-center shadow-soft">
        <p aria-live="polite" className="text-ink-muted">
          <span className="block text-sm font-medium">{classesLabel(selected.classes)}</span>
          <span data-testid="trial-price" className="block font-serif text-5xl font-semibold text-ink">
            {formatUsd(selected.price)}
          </span>
          <span className="mt-1 block text-sm">{formatUsd(selected.price / selected.classes)} per class</span>
        </p>
        <p className="mt-5 text-sm text-ink">
          Pay {formatUsd(selected.price)} now. A yoga advisor contacts you within {PROMISED_REPLY_TIME} of
          checkout to book your {selected.classes === 1 ? "class time" : "class times"}.
        </p>
        <div className="mt-4 flex flex-wrap gap-3 [&>*]:flex-auto">
          <a
            href={selected.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Buy Now (${classesLabel(selected.classes)}, opens in a new tab)`}
            className={buttonClasses("primary", "lg")}
          >
            Buy Now
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </a>
          {advisorAction}
        </div>
        <p className="mt-3 text-xs text-ink-muted">
          Secure checkout with PayPal. The trial fee is non-refundable.
        </p>
      </div>
    </section>
  );
}
