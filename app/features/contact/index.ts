export { EmailCard, RESPONSE_PROMISE } from "./email-card.tsx";
export { type Office, OfficeCard } from "./office-card.tsx";
