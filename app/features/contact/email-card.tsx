import { Clock, Mail } from "lucide-react";
import { PROMISED_REPLY_TIME } from "#app/content/response-promise.ts";
import { mailtoHref } from "#app/lib/mailto.ts";

/**
 * The reply promise for the contact page (docs/product/site-pages.md, About and Contact): the brief's
 * "We typically respond within 24 hours", at the studio's promised reply time.
 */
export const RESPONSE_PROMISE = `We typically respond within ${PROMISED_REPLY_TIME}`;

export function EmailCard({ email }: { email: string }) {
  return (
    <li className="flex flex-col rounded-2xl bg-sage-800 p-6 text-white shadow-soft sm:p-8">
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-sage-700 text-sand-100">
        <Mail aria-hidden="true" className="size-5" />
      </span>
      <p className="mt-5 text-sm font-semibold tracking-widest text-sand-200 uppercase">E-mail</p>
      <h3 className="mt-1 text-2xl font-semibold">Write to us</h3>
      <p className="mt-4 leading-relaxed text-sage-100">
        Questions about classes, plans, billing or your first trial: one address reaches our whole team.
      </p>
      <a
        href={mailtoHref(email)}
        className="mt-5 self-start rounded font-semibold break-all text-white underline underline-offset-4 hover:text-sand-100 focus-visible:outline-sand-100"
      >
        {email}
      </a>
      <p className="mt-auto flex items-center gap-2 pt-6 text-sm font-medium text-sand-100">
        <Clock aria-hidden="true" className="size-4" />
        {RESPONSE_PROMISE}.
      </p>
    </li>
  );
}
