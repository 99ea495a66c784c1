import { CircleAlert } from "lucide-react";
import type { ComponentPropsWithoutRef, ReactNode } from "react";

export const labelClasses = "block text-sm font-medium text-ink";

export const inputClasses =
  "block w-full rounded-xl border border-sand-300 bg-white px-4 py-3 text-base text-ink placeholder:text-ink-muted/70 transition-colors duration-150 hover:border-sage-400 focus:border-sage-600 focus:outline-2 focus:outline-offset-0 focus:outline-sage-600/40 disabled:cursor-not-allowed disabled:bg-sand-50 disabled:text-ink-muted aria-invalid:border-red-700";

export interface TextFieldProps extends ComponentPropsWithoutRef<"input"> {
  id: string;
  label: ReactNode;
}

/** A labelled text input; validation state comes in through `aria-invalid` and `aria-describedby`. */
export function TextField({ id, label, className = "", ...props }: TextFieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input id={id} className={`${inputClasses} ${className}`.trim()} {...props} />
    </div>
  );
}

/**
 * A form's error line, announced by screen readers as soon as it appears. Give it a new `key` on each
 * attempt so the same message is announced again.
 */
export function FormError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-sm font-medium text-red-700"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/**
 * A spam trap: people never see or reach it, simple bots fill it in. Off-screen rather than
 * `display: none`, because some bots skip inputs that are not displayed.
 */
export function HoneypotField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Leave this field empty
        <input
          type="text"
          name={name}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
