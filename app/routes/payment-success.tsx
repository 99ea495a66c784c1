import { Link } from "react-router";
import { pageTitle } from "#contracts/brand";
import { buttonClasses } from "../components/ui/button.tsx";
import { PROMISED_REPLY_TIME } from "../content/response-promise.ts";
import { PaymentResult } from "../features/payment-result/index.ts";
import { metaFromLoader } from "../lib/page-meta.ts";
import { pageMeta } from "../lib/seo.ts";
import type { PublicPageHandle } from "./public-layout.tsx";

export const handle: PublicPageHandle = { headerTransparent: false };

// Runs at build time, so the SEO helpers stay out of the browser's JavaScript.
export function loader() {
  return {
    meta: pageMeta({
      title: pageTitle("Payment Successful"),
      description: `Your payment to Harmoni Yoga went through. A yoga advisor will be in touch within ${PROMISED_REPLY_TIME} to schedule your live sessions.`,
      path: "/payment-success",
    }),
  };
}

export const meta = metaFromLoader;

export default function PaymentSuccess() {
  return (
    <PaymentResult
      actions={
        <>
          <Link to="/" className={buttonClasses("primary", "lg")}>
            Back to home
          </Link>
          <Link to="/contact-us" className={buttonClasses("secondary", "lg")}>
            Contact Us
          </Link>
        </>
      }
    />
  );
}
