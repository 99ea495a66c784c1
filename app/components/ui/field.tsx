import { CircleAlert } from "lucide-react";
import type { ComponentPropsWithoutRef, ReactNode } from "react";

export const labelClasses = "block text-sm font-medium text-ink";

export const inputClasses =
  "block w-full rounded-xl border border-sand-300 bg-white px-4 py-3 text-base text-ink placeholder:text-ink-muted/70 transition-colors duration-150 hover:border-sage-400 focus:border-sage-600 focus:outline-2 focus:outline-offset-0 focus:outline-sage-600/40 disabled:cursor-not-allowed disabled:bg-sand-50 disabled:text-ink-muted aria-invalid:border-red-700";

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  /** Guidance shown under the label and read with the control, e.g. the expected format. */
  hint?: ReactNode;
  /** This field's validation message, shown beside it; marks the control invalid. */
  error?: string;
}

export type TextFieldProps = Omit<ComponentPropsWithoutRef<"input">, "id"> & FieldFrameProps;

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/**
 * The control's validation state for assistive technology. Without `hint` and `error` it leaves any
 * `aria-invalid` / `aria-describedby` the caller passed untouched.
 */
function describedControl({ id, hint, error }: Omit<FieldFrameProps, "label">) {
  const describedBy = [hint ? hintId(id) : "", error ? errorId(id) : ""].filter(Boolean).join(" ");
  return {
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(error ? { "aria-invalid": true } : {}),
  };
}

/** Label, hint, the control and its message, in that order. */
function FieldFrame({ id, label, hint, error, children }: FieldFrameProps & { children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {hint && (
        <p id={hintId(id)} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId(id)} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

/** A labelled text input; validation state comes from `error`, or the caller's own `aria-invalid`. */
export function TextField({ id, label, hint, error, className = "", ...props }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className={`${inputClasses} ${className}`.trim()}
        {...props}
        {...describedControl({ id, hint, error })}
      />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = Omit<ComponentPropsWithoutRef<"textarea">, "id"> & FieldFrameProps;

export function TextAreaField({ id, label, hint, error, className = "", ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        className={`${inputClasses} resize-y ${className}`.trim()}
        {...props}
        {...describedControl({ id, hint, error })}
      />
    </FieldFrame>
  );
}

export type SelectFieldProps = Omit<ComponentPropsWithoutRef<"select">, "id"> &
  FieldFrameProps & {
    /** Shown first with an empty value, so nothing is chosen until the person picks. */
    placeholder: string;
    options: readonly { value: string; label: string }[];
  };

export function SelectField({
  id,
  label,
  hint,
  error,
  placeholder,
  options,
  className = "",
  ...props
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className={`${inputClasses} ${className}`.trim()}
        {...props}
        {...describedControl({ id, hint, error })}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
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
