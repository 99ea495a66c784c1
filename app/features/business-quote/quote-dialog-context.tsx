import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";

interface QuoteDialogApi {
  open(): void;
  /** Starts fetching the dialog's code, e.g. when a visitor points at or focuses an opener. */
  preload(): void;
}

/**
 * The dialog (form, validation schema, request) is its own chunk, so the page's first JavaScript stays
 * small: it is fetched when a visitor shows intent to open it, or at the latest on the first opening.
 */
const loadQuoteDialog = () => import("./quote-dialog.tsx");
const QuoteDialog = lazy(() => loadQuoteDialog().then((module) => ({ default: module.QuoteDialog })));

const QuoteDialogContext = createContext<QuoteDialogApi | null>(null);

export function BusinessQuoteProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState({
    isOpen: false,
    /** Whether the dialog was ever opened, so its chunk is rendered only once it is needed. */
    used: false,
    formKey: 0,
  });
  const submitted = useRef(false);
  // Radix returns focus only to its own Dialog.Trigger; openers here can be anywhere on the page.
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const startFresh = submitted.current;
    submitted.current = false;
    setState((current) => ({
      isOpen: true,
      used: true,
      formKey: startFresh ? current.formKey + 1 : current.formKey,
    }));
  }, []);

  const api = useMemo<QuoteDialogApi>(() => ({ open, preload: () => void loadQuoteDialog() }), [open]);
  return (
    <QuoteDialogContext.Provider value={api}>
      {children}
      {state.used && (
        <Suspense fallback={null}>
          <QuoteDialog
            key={state.formKey}
            open={state.isOpen}
            onOpenChange={(isOpen) => setState((current) => ({ ...current, isOpen }))}
            onSubmitted={() => {
              submitted.current = true;
            }}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </QuoteDialogContext.Provider>
  );
}

export function useQuoteDialog(): QuoteDialogApi {
  const api = useContext(QuoteDialogContext);
  if (!api) throw new Error("useQuoteDialog must be used inside BusinessQuoteProvider");
  return api;
}
