import { CircleCheckBig } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { PROMISED_REPLY_TIME } from "#app/content/response-promise.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { paymentDetailsFrom } from "./payment-details.ts";

/** The return page's details. Rendered as React text, so a parameter can never become markup. */
function PaymentDetailsList() {
  const [params] = useSearchParams();
  const { amountPaid, transactionId } = paymentDetailsFrom(params);
  if (!amountPaid && !transactionId) return null;
  return (
    <div className="mt-8 space-y-3 rounded-xl bg-sand-100 px-5 py-4 text-left">
      {amountPaid ? <p className="font-semibold text-ink">{amountPaid}</p> : null}
      {transactionId ? (
        <p className="text-sm text-ink-muted">
          Transaction ID: <span className="font-mono break-all text-ink">{transactionId}</span>
        </p>
      ) : null}
    </div>
  );
}

/** `actions` are the page's way onward (home, contact). */
export function PaymentResult({ actions }: { actions: ReactNode }) {
  // The page is prerendered without a query string; reading it only after hydration keeps the first
  // client render identical to the HTML.
  const hydrated = useHydrated();
  return (
    <section className="page-container flex justify-center py-14 sm:py-24">
      <div className="w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-soft sm:p-10">
        <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-sage-100 text-savings">
          <CircleCheckBig aria-hidden="true" className="size-9" />
        </span>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          Payment Successful!
        </h1>
        <p className="mt-4 leading-relaxed text-ink-muted">
          Thank you for your payment. Your receipt is on its way from our payment provider, and a yoga advisor
          will be in touch within {PROMISED_REPLY_TIME} to schedule your sessions.
        </p>
        {hydrated ? <PaymentDetailsList /> : null}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </div>
    </section>
  );
}
