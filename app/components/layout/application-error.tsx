import { buttonClasses } from "../ui/button.tsx";
import { LogoMark } from "./logo.tsx";

const OUR_FAULT = "Sorry, something went wrong on our side. Please try again.";

/**
 * The spec's application error page (docs/product/site-pages.md, Not-found and error pages): what failed, in one line, and a
 * way home. `explanation` replaces the apology where the fault is not ours (a malformed address).
 */
export function ApplicationError({
  detail,
  explanation = OUR_FAULT,
}: {
  detail: string;
  explanation?: string;
}) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-sand-100 px-5 py-16">
      <div className="w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-soft sm:p-10">
        <LogoMark className="mx-auto size-12" />
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-ink">Unexpected Application Error!</h1>
        <p className="mt-4 rounded-xl bg-sand-100 px-4 py-3 font-mono text-sm break-words text-ink-muted">
          {detail}
        </p>
        <p className="mt-4 text-ink-muted">{explanation}</p>
        {/* A full page load, because the in-app router may be what failed. */}
        <a href="/" className={buttonClasses("primary", "lg", "mt-8")}>
          Return to Home
        </a>
      </div>
    </main>
  );
}
