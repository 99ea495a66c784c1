interface ToggleButtonsProps<T extends string> {
  /** Names the group for screen readers: "Timeline order". */
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
}

/** Two or more ways to show one thing, as toggle buttons (`aria-pressed`): the chosen one stands out. */
export function ToggleButtons<T extends string>({ legend, options, value, onChange }: ToggleButtonsProps<T>) {
  return (
    <fieldset className="inline-flex rounded-full bg-sand-100 p-1">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="rounded-full px-3 py-1.5 text-sm font-medium text-ink-muted aria-pressed:bg-white aria-pressed:text-sage-800 aria-pressed:shadow-soft"
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
