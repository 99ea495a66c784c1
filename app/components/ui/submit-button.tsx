import { LoaderCircle } from "lucide-react";
import type { Ref } from "react";
import { type ButtonProps, buttonClasses } from "./button.tsx";

export interface SubmitButtonProps extends Omit<ButtonProps, "type"> {
  /** While true: a spinner (hidden under reduced motion) and `busyLabel` in place of the label. */
  busy: boolean;
  busyLabel: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A form's submit button that says the form is being sent. */
export function SubmitButton({
  busy,
  busyLabel,
  variant,
  size = "lg",
  className = "",
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <button type="submit" className={buttonClasses(variant, size, className)} {...props}>
      {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:hidden" />}
      {busy ? busyLabel : children}
    </button>
  );
}
