/**
 * Issue 28, "Facts once": with the promise set to 6 hours, every promise a visitor or staff member reads says
 * 6 hours, and none says 24 any more. The pages read the studio settings through the build's virtual module,
 * given 6 here as a build with RESPONSE_PROMISE_HOURS=6 would; the server's texts take the configured hours.
 * The build itself is checked with another settings file in scripts/studio-settings-build.test.ts.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, type MetaDescriptor } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { faqs } from "#app/content/faq.ts";
import { forBusinesses } from "#app/content/for-businesses.ts";
import { howItWorks } from "#app/content/home.ts";
import { SpeedToLead } from "#app/features/admin-leads/studio-stats.tsx";
import { QUOTE_THANK_YOU_TEXT } from "#app/features/business-quote/quote-copy.ts";
import { RESPONSE_PROMISE } from "#app/features/contact/email-card.tsx";
import { FinalCta } from "#app/features/home/final-cta.tsx";
import { leadModalFollowUp } from "#app/features/lead-capture/lead-modal-copy.ts";
import { PaymentResult } from "#app/features/payment-result/payment-result.tsx";
import { TrialSelector } from "#app/features/pricing/trial-selector.tsx";
import { loader as forBusinessesLoader } from "#app/routes/for-businesses.tsx";
import { loader as paymentSuccessLoader } from "#app/routes/payment-success.tsx";
import { salesEmail } from "#server/services/quote-summary";
import { alertEmail } from "#server/services/staff-alert-text";

vi.mock("virtual:studio-settings/responsePromiseHours", () => ({ default: 6 }));

const HOURS = 6;

/** Every promise still made for 24 hours ("within 24 hours"; the 24 hours' notice to reschedule is the cancellation policy). */
function stalePromises(text: string): string[] {
  return [...text.matchAll(/within (<!-- -->)?24 hours/g)].map((match) => match[0]);
}

function pageTexts(): [string, string][] {
  const meta = (loaded: { meta: MetaDescriptor[] }) => JSON.stringify(loaded.meta);
  return [
    ["lead form, thank-you (call back)", leadModalFollowUp("default")],
    ["lead form, thank-you (quote)", leadModalFollowUp("quote")],
    ["quote form, thank-you", QUOTE_THANK_YOU_TEXT],
    ["contact page", RESPONSE_PROMISE],
    ["home, how it works", JSON.stringify(howItWorks)],
    ["FAQ", JSON.stringify(faqs)],
    ["For Businesses", JSON.stringify(forBusinesses)],
    ["For Businesses, description", meta(forBusinessesLoader())],
    ["payment result, description", meta(paymentSuccessLoader())],
    ["home, final call to action", renderToStaticMarkup(<FinalCta bookAction={null} />)],
    [
      "home, trial selector",
      renderToStaticMarkup(
        <TrialSelector
          options={[{ classes: 1, price: 10, href: "https://pay.example/1" }]}
          advisorAction={null}
        />,
      ),
    ],
    [
      "payment result",
      renderToStaticMarkup(
        <MemoryRouter initialEntries={["/payment-success?tx=T1&amt=10&cc=USD"]}>
          <PaymentResult actions={null} />
        </MemoryRouter>,
      ),
    ],
  ];
}

function staffTexts(): [string, string][] {
  const quote = {
    id: "0b7f7a4e-8d1c-4f5e-9a3b-2c6d8e0f1a2b",
    company: "Acme",
    contact: "Jane Doe",
    email: "jane@acme.example",
    phone: "",
    teamSize: 12,
    message: null,
    createdAt: new Date("2026-11-24T10:51:00Z"),
  };
  const sales = salesEmail(quote, HOURS);
  const alert = alertEmail(
    {
      kind: "lead",
      id: quote.id,
      headline: "Asha Rao",
      who: [["Name", "Asha Rao"]],
      lookingAt: [],
      smsDetails: [],
      message: null,
      arrivedAt: quote.createdAt,
    },
    { responsePromiseHours: HOURS },
  );
  // The dashboard states the promise the server reports (server/routes/staff/dashboard.test.ts: the setting's).
  const dashboard = renderToStaticMarkup(
    <MemoryRouter>
      <SpeedToLead
        stats={{
          from: "2026-10-29",
          to: "2026-11-27",
          days: [],
          sources: [],
          funnel: [],
          firstContact: { contacted: 0, medianSeconds: null, p90Seconds: null, waiting: 0 },
          overdue: { count: 0, promiseHours: HOURS },
        }}
      />
    </MemoryRouter>,
  );
  return [
    ["dashboard, speed to lead", dashboard],
    ["sales e-mail", sales.text],
    ["sales e-mail, HTML", sales.html],
    ["staff alert", alert.text],
    ["staff alert, HTML", alert.html],
  ];
}

describe("the response promise at 6 hours", () => {
  it.each(pageTexts())("is what the %s promises", (_where, text) => {
    expect(text).toMatch(/within(?:<!-- -->)? 6 hours/);
    expect(stalePromises(text)).toEqual([]);
  });

  it.each(staffTexts())("is what the %s repeats", (_where, text) => {
    expect(text).toContain("within 6 hours");
    expect(stalePromises(text)).toEqual([]);
  });
});
