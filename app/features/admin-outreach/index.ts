export { CallClientForm } from "./call-client-form.tsx";
export { EmailForm } from "./email-form.tsx";
export { useOutreachLead } from "./outreach-lead.ts";
export { SmsForm } from "./sms-form.tsx";
export { WhatsappForm } from "./whatsapp-form.tsx";
