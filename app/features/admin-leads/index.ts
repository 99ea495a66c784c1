export { InboxCounts } from "./inbox-counts.tsx";
export { LeadsInbox } from "./inbox-page.tsx";
export { LeadPage, type TrialControls } from "./lead-page.tsx";
export { StudioStats } from "./studio-stats.tsx";
