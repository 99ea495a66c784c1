import { useLocation } from "react-router";
import { OUTREACH_CHANNELS, type OutreachChannel } from "../../contracts/outreach-channels.ts";
import { channelOfPage } from "../../contracts/staff-pages.ts";
import { staffPageMeta, useSignedInStaff, useStaffCall } from "../features/admin-auth/index.ts";
import { OUTREACH_FORMS, useOutreachLead } from "../features/admin-outreach/index.ts";
import type { Route } from "./+types/admin-outreach-tool";

/** routes.ts registers this module once per channel, at the channel's page path. */
function channelAt(pathname: string): OutreachChannel {
  const channel = channelOfPage(pathname);
  if (!channel) throw new Error(`${pathname} is not an outreach tool's page`);
  return channel;
}

export const meta = ({ location }: Route.MetaArgs) =>
  staffPageMeta(OUTREACH_CHANNELS[channelAt(location.pathname)].title);

/** An outreach tool's page: its form, opened for the lead in `?lead=` when there is one. */
export default function OutreachToolRoute() {
  const Form = OUTREACH_FORMS[channelAt(useLocation().pathname)];
  const call = useStaffCall();
  const lead = useOutreachLead(call);
  const { user } = useSignedInStaff();
  return <Form call={call} lead={lead} username={user.username} />;
}
