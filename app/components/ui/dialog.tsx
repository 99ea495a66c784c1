import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ComponentProps, type ComponentPropsWithoutRef, useEffect } from "react";
import { registerOpenDialog } from "./open-dialogs.ts";

/**
 * An accessible modal dialog (Radix): focus is trapped inside, Escape and the close control dismiss it,
 * and the title and description label it. Put a `DialogTitle` (and usually a `DialogDescription`)
 * inside every `DialogContent`.
 */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  /** Accessible name of the corner close button. */
  closeLabel?: string;
}

/*
 * Centred with `inset-0 m-auto h-fit` rather than a transform: a transformed ancestor would become
 * the containing block of fixed-position popovers inside the dialog and clip them.
 */
const contentClasses =
  "fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto overscroll-contain rounded-2xl bg-white p-6 text-ink shadow-2xl outline-none transition duration-200 ease-out starting:translate-y-2 starting:opacity-0 sm:p-8";

/**
 * Toasts (sonner) sit outside the dialog: a press on one must not count as a press outside the dialog
 * and close it.
 */
function isToast(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest("[data-sonner-toaster]") !== null;
}

/** True when focus fell out of the dialog, e.g. because the control that had it was disabled. */
export function dialogLostFocus(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.getAttribute("role") === "dialog";
}

/** Rendered inside Radix's content, which is mounted only while its dialog is open. */
function CountAsOpen() {
  useEffect(registerOpenDialog, []);
  return null;
}

export function DialogContent({
  children,
  className = "",
  closeLabel = "Close",
  onInteractOutside,
  ...props
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/55 transition-opacity duration-200 starting:opacity-0" />
      <RadixDialog.Content
        className={`${contentClasses} ${className}`.trim()}
        onInteractOutside={(event) => {
          if (isToast(event.target)) event.preventDefault();
          else onInteractOutside?.(event);
        }}
        {...props}
      >
        <CountAsOpen />
        {children}
        <RadixDialog.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-ink-muted transition-colors duration-150 hover:bg-sand-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-700"
        >
          <X aria-hidden="true" className="size-5" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogTitle({ className = "", ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return (
    <RadixDialog.Title
      className={`pr-10 font-serif text-2xl font-semibold text-ink sm:text-3xl ${className}`.trim()}
      {...props}
    />
  );
}

export function DialogDescription({
  className = "",
  ...props
}: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={`mt-2 text-ink-muted ${className}`.trim()} {...props} />;
}
