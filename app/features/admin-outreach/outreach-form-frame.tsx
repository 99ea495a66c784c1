import { LoaderCircle } from "lucide-react";
import type { FormEvent, ReactNode, RefObject } from "react";
import { buttonClasses } from "../../components/ui/button.tsx";
import { ResultMessage } from "./result-message.tsx";
import type { OutreachStatus, ShownResult } from "./use-outreach-form.ts";

interface OutreachFormFrameProps {
  title: string;
  intro: string;
  submitLabel: string;
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    submitRef: RefObject<HTMLButtonElement | null>;
    status: OutreachStatus;
    result: ShownResult | null;
    submit(event: FormEvent<HTMLFormElement>): void;
  };
  children: ReactNode;
}

/** A tool page: heading, what the tool does, and its form with the shared send button and result. */
export function OutreachFormFrame({ title, intro, submitLabel, form, children }: OutreachFormFrameProps) {
  const sending = form.status === "sending";
  return (
    <div className="mx-auto w-full max-w-2xl">
      <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-2 text-ink-muted">{intro}</p>
      {/* noValidate: our rules from contracts/ run on submit and put each message beside its field. */}
      <form
        ref={form.formRef}
        onSubmit={form.submit}
        noValidate
        aria-busy={sending}
        className="mt-6 rounded-2xl bg-white p-5 shadow-soft sm:p-8"
      >
        <fieldset disabled={sending} className="min-w-0 space-y-5">
          {children}
          <div className="flex flex-col gap-4 pt-1 sm:flex-row-reverse sm:items-start sm:justify-between">
            <button ref={form.submitRef} type="submit" className={buttonClasses("primary", "lg", "shrink-0")}>
              {sending && (
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:hidden" />
              )}
              {sending ? "Sending..." : submitLabel}
            </button>
            <div className="min-w-0 flex-1">
              <ResultMessage result={form.result} />
            </div>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
