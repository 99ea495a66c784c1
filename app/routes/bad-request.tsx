import { pageTitle } from "#contracts/brand";
import { ApplicationError } from "../components/layout/application-error.tsx";
import { notFoundMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/bad-request";

export const meta: Route.MetaFunction = () =>
  notFoundMeta(pageTitle("Bad request"), "The address could not be read.");

/** A 400 is the address's fault, not the studio's: say so, and what usually causes it. */
const BAD_ADDRESS =
  "This address could not be read: it may have been cut short or mistyped (a stray % sign). Check it, or start again from the home page.";

/**
 * The application error page for a malformed address, prerendered because a build without a server cannot render
 * an error status (contracts/error-pages.ts). It shows what the root error boundary shows for a 400 response.
 */
export default function BadRequest() {
  return <ApplicationError detail="400 Bad Request" explanation={BAD_ADDRESS} />;
}
