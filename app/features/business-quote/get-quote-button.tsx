import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { useQuoteDialog } from "./quote-dialog-context.tsx";

/** Opens the quote dialog; its code starts loading as soon as the visitor points at or focuses the button. */
export function GetQuoteButton({ children = "Get a Quote", ...props }: Omit<ButtonProps, "onClick">) {
  const { open, preload } = useQuoteDialog();
  return (
    <Button
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      {...props}
      onClick={() => open()}
    >
      {children}
    </Button>
  );
}
