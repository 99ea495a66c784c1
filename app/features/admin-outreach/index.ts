export { CallClientForm } from "./call-client-form.tsx";
export { EmailForm } from "./email-form.tsx";
export { SmsForm } from "./sms-form.tsx";
export { WhatsappForm } from "./whatsapp-form.tsx";
