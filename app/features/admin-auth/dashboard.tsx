import type { ReactNode } from "react";
import { Link } from "react-router";
import { OUTREACH_CHANNELS } from "#contracts/outreach-channels";
import { useSignedInStaff } from "./admin-session.tsx";

/** Spec: the dashboard opens with a welcome text; `children` (the inbox's counts, the studio's figures) follow it. */
export function Dashboard({ children }: { children?: ReactNode }) {
  const { user } = useSignedInStaff();
  return (
    <div>
      <div className="max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          Welcome, {user.username}
        </h1>
        <p className="mt-4 text-lg text-ink-muted">
          Reach leads quickly with the four tools above, after Leads: ring a client through your own phone
          with{" "}
          <Link
            to={OUTREACH_CHANNELS.call.pagePath}
            className="font-medium text-sage-700 underline underline-offset-4"
          >
            Call Client
          </Link>
          , or send an SMS, an e-mail or a WhatsApp template message.
        </p>
      </div>
      {children}
    </div>
  );
}
