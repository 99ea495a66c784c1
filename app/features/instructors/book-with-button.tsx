import type { ComponentPropsWithRef } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import type { Instructor } from "#app/content/types.ts";
import { firstName } from "./instructor-dialog.tsx";

interface BookWithButtonProps extends ComponentPropsWithRef<"button"> {
  instructor: Instructor;
}

/**
 * "Book with {first name}": opens the lead modal in booking mode with this teacher as the lead's interest.
 * It opens it as the offering tiles' buttons do, through the `lead-modal-btn` class and its `data-lead-*`
 * attributes (docs/product/lead-capture.md, Lead modal), so this feature needs no import from lead capture.
 */
export function BookWithButton({ instructor, ...props }: BookWithButtonProps) {
  return (
    <button
      // What a wrapper such as the pop-up's DialogClose adds: its click handler and ref.
      {...props}
      type="button"
      aria-haspopup="dialog"
      data-lead-mode="booking"
      data-lead-teacher={instructor.name}
      className={buttonClasses("primary", "md", "lead-modal-btn")}
    >
      Book with {firstName(instructor)}
    </button>
  );
}
