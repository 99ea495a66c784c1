import { useRef } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";

interface CancelTrialDialogProps {
  /** The trial as the dialog names it: whose, and with whom. */
  trial: { lead: { name: string }; teacher: { name: string } };
  /** "Fri, Nov 27, 9:00 – 10:00 AM", as the staff member reads it. */
  when: string;
  open: boolean;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Asks before a trial is cancelled, which e-mails the visitor and frees the teacher's time. Focus starts on "Keep the
 * trial", the answer that does nothing; Escape and the close button keep it too.
 */
export function CancelTrialDialog({ trial, when, open, onConfirm, onClose }: CancelTrialDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          keepRef.current?.focus();
        }}
      >
        <DialogTitle>Cancel this trial?</DialogTitle>
        <DialogDescription>
          {trial.lead.name}'s trial with {trial.teacher.name}, {when}, will be cancelled and the time freed.
          They are sent an e-mail that cancels the invitation. A lead at Trial booked goes back to Contacted.
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={keepRef} type="button" onClick={onClose} className={buttonClasses("secondary")}>
            Keep the trial
          </button>
          <button type="button" onClick={onConfirm} className={buttonClasses("primary")}>
            Cancel the trial
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
