import type { ReactNode } from "react";
import {
  type DialogFormOpener,
  DialogFormProvider,
  lazyDialogForm,
  useDialogFormOpener,
} from "#app/components/ui/dialog-form-provider.tsx";

/** Fetched when a visitor shows intent to open it (GetQuoteButton), or at the latest on the first opening. */
const quoteDialog = lazyDialogForm<void>(
  () => import("./quote-dialog.tsx").then((module) => module.QuoteDialog),
  undefined,
);

export function BusinessQuoteProvider({ children }: { children: ReactNode }) {
  return <DialogFormProvider dialog={quoteDialog}>{children}</DialogFormProvider>;
}

export function useQuoteDialog(): DialogFormOpener<void> {
  return useDialogFormOpener(quoteDialog);
}
