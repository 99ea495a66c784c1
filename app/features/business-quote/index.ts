export { GetQuoteButton } from "./get-quote-button.tsx";
export { BusinessQuoteProvider, useQuoteDialog } from "./quote-dialog-context.tsx";
