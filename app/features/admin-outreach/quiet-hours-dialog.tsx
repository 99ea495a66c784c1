import { type RefObject, useRef } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { QUIET_HOURS_MESSAGES } from "#contracts/quiet-hours";

interface QuietHoursDialogProps {
  /** "It is 22:40 for this lead. …" while staff are asked; null when nothing waits for an answer. */
  notice: string | null;
  onConfirm(): void;
  onCancel(): void;
  /** Where focus goes when the dialog closes: the send button, the control that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * Asks before a call or message goes outside the client's calling hours. Focus starts on Cancel, the
 * answer that does nothing; Escape and the close button cancel too. Focus then goes back to the send
 * button (while a confirmed send is under way it is disabled, and the form gives focus back with the result).
 */
export function QuietHoursDialog({ notice, onConfirm, onCancel, returnFocusTo }: QuietHoursDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={notice !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle>{QUIET_HOURS_MESSAGES.confirmTitle}</DialogTitle>
        <DialogDescription>{notice}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancelRef} type="button" onClick={onCancel} className={buttonClasses("secondary")}>
            {QUIET_HOURS_MESSAGES.cancel}
          </button>
          <button type="button" onClick={onConfirm} className={buttonClasses("primary")}>
            {QUIET_HOURS_MESSAGES.sendAnyway}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
