import {
  type ComponentType,
  type Context,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";

/** What the provider hands the dialog it loads. */
export interface DialogFormProps<Options> {
  open: boolean;
  /** What the last opener asked for, such as which copy to show. */
  options: Options;
  onOpenChange(open: boolean): void;
  /** Tells the provider the form went through, so the next opening starts with a fresh form. */
  onSubmitted(): void;
  /** Puts focus back on whatever opened the dialog. */
  returnFocus(): void;
}

export interface DialogFormOpener<Options> {
  /**
   * Opens the dialog; on close, focus returns to `opener`, or else to what had focus when it opened. An
   * opener inside another pop-up that has closed meanwhile (a dialog, a menu) hands focus to the control
   * that opened that one.
   */
  open(options: Options, opener?: Element | null): void;
  /** Starts fetching the dialog's code, e.g. when a visitor points at or focuses an opener. */
  preload(): void;
}

export interface LazyDialogForm<Options> {
  /** Fetches and runs the dialog's code (once), and gives the dialog. */
  load(): Promise<ComponentType<DialogFormProps<Options>>>;
  /** The dialog, once its code has run. */
  loaded(): ComponentType<DialogFormProps<Options>> | undefined;
  initialOptions: Options;
  /** Fetches and runs the dialog's code. */
  preload(): void;
  /**
   * Has the browser fetch the dialog's code into its cache without compiling or running it
   * (`<link rel="prefetch">`), so that `preload` or the first opening later needs no download; settles once
   * every file has arrived or failed.
   */
  prefetch(): Promise<void>;
  context: Context<DialogFormOpener<Options> | null>;
}

/**
 * A form dialog whose code (dialog, form, validation schema, request) is its own chunk, kept off the
 * page's critical path: it is fetched on `prefetch()` or `preload()`, or at the latest on the first opening.
 * `files` are the URLs of its chunks ("virtual:chunk-files/…", vite.config.ts).
 */
export function lazyDialogForm<Options>(
  load: () => Promise<ComponentType<DialogFormProps<Options>>>,
  initialOptions: Options,
  files: readonly string[] = [],
): LazyDialogForm<Options> {
  let loaded: ComponentType<DialogFormProps<Options>> | undefined;
  let loading: Promise<ComponentType<DialogFormProps<Options>>> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed download may work on the next try.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    load: loadOnce,
    loaded: () => loaded,
    initialOptions,
    preload: () => {
      loadOnce().catch((error: unknown) => console.warn("Could not load a dialog's code", error));
    },
    prefetch: () =>
      Promise.all(
        files.map((href) => {
          if (document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) return Promise.resolve();
          const link = document.createElement("link");
          link.rel = "prefetch";
          link.href = href;
          const done = new Promise<void>((settle) => {
            link.onload = link.onerror = () => settle();
          });
          document.head.append(link);
          return done;
        }),
      ).then(() => undefined),
    context: createContext<DialogFormOpener<Options> | null>(null),
  };
}

/**
 * The control that opened the pop-up an opener sits in: the element whose `aria-controls` names the nearest
 * box around the opener, as a Radix dialog's trigger does while it is open, or a menu's toggle. Read when
 * this dialog opens: by the time focus goes back, a pop-up that closed as this one opened has left the page
 * or is hidden, with the opener inside it.
 */
function triggerOfPopUpAround(element: HTMLElement): HTMLElement | null {
  for (let box = element.parentElement?.closest("[id]"); box; box = box.parentElement?.closest("[id]")) {
    const trigger = document.querySelector(`[aria-controls="${CSS.escape(box.id)}"]`);
    if (trigger instanceof HTMLElement) return trigger;
  }
  return null;
}

/**
 * Lets openers anywhere below it open the dialog. The dialog keeps what the visitor typed between
 * openings, until a submission goes through.
 */
export function DialogFormProvider<Options>({
  dialog,
  children,
}: {
  dialog: LazyDialogForm<Options>;
  children: ReactNode;
}) {
  const [state, setState] = useState({
    isOpen: false,
    /** Whether the dialog was ever opened, so its chunk is rendered only once it is needed. */
    used: false,
    options: dialog.initialOptions,
    formKey: 0,
  });
  const submitted = useRef(false);
  // Radix returns focus only to its own Dialog.Trigger; openers here can be anywhere on the page.
  const opener = useRef<HTMLElement | null>(null);
  const openerFallback = useRef<HTMLElement | null>(null);

  const open = useCallback(
    (options: Options, openedBy?: Element | null) => {
      const focused = document.activeElement;
      opener.current =
        openedBy instanceof HTMLElement ? openedBy : focused instanceof HTMLElement ? focused : null;
      openerFallback.current = opener.current && triggerOfPopUpAround(opener.current);
      const show = () => {
        const startFresh = submitted.current;
        submitted.current = false;
        setState((current) => ({
          isOpen: true,
          used: true,
          options,
          formKey: startFresh ? current.formKey + 1 : current.formKey,
        }));
      };
      // Opened once its code has run, rather than through React.lazy and Suspense: a lazy component suspends on
      // its first render even when its code is already there, and React then holds the content back for up to
      // 300 ms after showing the (empty) fallback (docs/decisions/051).
      if (dialog.loaded()) show();
      else dialog.load().then(show, (error: unknown) => console.warn("Could not open the dialog", error));
    },
    [dialog],
  );

  // Set only by `show` above, once the code has run.
  const Dialog = state.used ? dialog.loaded() : undefined;
  const api = useMemo<DialogFormOpener<Options>>(() => ({ open, preload: dialog.preload }), [open, dialog]);
  return (
    <dialog.context.Provider value={api}>
      {children}
      {Dialog && (
        <Dialog
          key={state.formKey}
          open={state.isOpen}
          options={state.options}
          onOpenChange={(isOpen) => setState((current) => ({ ...current, isOpen }))}
          onSubmitted={() => {
            submitted.current = true;
          }}
          returnFocus={() =>
            // An opener still on screen has boxes to draw; one removed or hidden has none.
            (opener.current?.getClientRects().length ? opener.current : openerFallback.current)?.focus()
          }
        />
      )}
    </dialog.context.Provider>
  );
}

export function useDialogFormOpener<Options>(dialog: LazyDialogForm<Options>): DialogFormOpener<Options> {
  const api = useContext(dialog.context);
  if (!api) throw new Error("useDialogFormOpener needs its DialogFormProvider above it");
  return api;
}
