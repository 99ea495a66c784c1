export { InboxCounts } from "./inbox-counts.tsx";
export { LeadsInbox } from "./inbox-page.tsx";
export { LeadPage } from "./lead-page.tsx";
export { StudioStats } from "./studio-stats.tsx";
