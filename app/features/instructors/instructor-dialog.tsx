import type { ReactElement, ReactNode } from "react";
import { Dialog, DialogContent, DialogTrigger } from "#app/components/ui/dialog.tsx";
import type { Instructor } from "#app/content/types.ts";

/** The pop-ups speak of an instructor by first name. */
export function firstName(instructor: Instructor): string {
  return instructor.name.split(" ")[0] ?? instructor.name;
}

interface InstructorDialogProps {
  /** The button that opens the pop-up; focus returns to it on close. */
  trigger: ReactElement;
  /** The pop-up's width on wider screens. */
  className: string;
  closeLabel?: string;
  children: ReactNode;
}

/** A pop-up about one instructor, opened from their card. */
export function InstructorDialog({ trigger, className, closeLabel, children }: InstructorDialogProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className} closeLabel={closeLabel}>
        {children}
      </DialogContent>
    </Dialog>
  );
}
