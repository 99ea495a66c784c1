import nodemailer, { type NodemailerError } from "nodemailer";
import type { Config } from "../config.ts";
import { DeliveryError, withTimeout } from "./delivery.ts";
import type { CallOutcome, ProviderCalls } from "./provider-health.ts";

export interface MailAddress {
  name: string;
  address: string;
}

export interface OutgoingMail {
  /** One address, or several separated by commas. */
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: MailAddress;
  /** A calendar invitation (.ics text), sent as text/calendar with its METHOD so mail clients offer to add it. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
}

/** An e-mail the SMTP server did not take; `retryable` says whether trying again later can help. */
export class MailError extends DeliveryError {
  constructor(message: string, retryable: boolean, status?: number) {
    super(message, retryable, status);
    this.name = "MailError";
  }
}

export interface Mailer {
  /** False without SMTP_URL: nothing can be sent. */
  readonly configured: boolean;
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** Problems with our own settings: sending again will not help until someone changes them. */
const SETTINGS_ERRORS = new Set(["EAUTH", "ENOAUTH", "EOAUTH2", "ECONFIG", "EENVELOPE", "EMESSAGE"]);

/**
 * SMTP says it in the reply code: 4xx is "try again later", 5xx is "never". Without a reply the
 * connection failed (refused, reset, timed out, TLS), which is worth retrying.
 */
function classify(error: unknown): MailError {
  if (error instanceof MailError) return error;
  const failure = error as NodemailerError;
  const reason = failure.response ?? failure.message ?? String(error);
  if (typeof failure.responseCode === "number") {
    const permanent = failure.permanent ?? failure.responseCode >= 500;
    return new MailError(`The SMTP server answered: ${reason}`, !permanent, failure.responseCode);
  }
  if (failure.code && SETTINGS_ERRORS.has(failure.code)) {
    return new MailError(`The e-mail could not be sent: ${reason}`, false);
  }
  return new MailError(`Could not reach the SMTP server: ${reason}`, true);
}

/** Our login or settings refused: no e-mail can go out until someone changes them. */
const ACCOUNT_ERRORS = new Set(["EAUTH", "ENOAUTH", "EOAUTH2", "ECONFIG"]);

/** The SMTP server's health as one failed send shows it (server/services/provider-health.ts). */
function callOutcome(error: unknown, failure: MailError): CallOutcome {
  const code = (error as NodemailerError).code;
  return failure.retryable || (code !== undefined && ACCOUNT_ERRORS.has(code)) ? "failed" : "refused";
}

function createSmtpMailer(settings: Config["mail"] & { smtpUrl: string }, calls?: ProviderCalls): Mailer {
  const { timeoutMs } = settings;
  const transport = nodemailer.createTransport(
    {
      url: settings.smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    },
    { from: settings.from },
  );
  return {
    configured: true,
    async send(mail) {
      try {
        const info = await withTimeout(
          transport.sendMail({
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
            ...(mail.calendar
              ? {
                  icalEvent: {
                    filename: "invite.ics",
                    method: mail.calendar.method,
                    content: mail.calendar.content,
                  },
                }
              : {}),
          }),
          timeoutMs,
          () => new MailError(`The SMTP server did not finish within ${timeoutMs} ms`, true),
        );
        calls?.record("ok");
        return { messageId: info.messageId };
      } catch (error) {
        const failure = classify(error);
        calls?.record(callOutcome(error, failure));
        throw failure;
      }
    },
    close() {
      transport.close();
    },
  };
}

const notConfigured: Mailer = {
  configured: false,
  send() {
    return Promise.reject(new MailError("E-mail is not configured (no SMTP_URL).", false));
  },
  close() {},
};

/** Sends e-mail over SMTP (SMTP_URL) from MAIL_FROM; without SMTP_URL it sends nothing. */
export function createMailer(settings: Config["mail"], calls?: ProviderCalls): Mailer {
  return settings.smtpUrl
    ? createSmtpMailer({ ...settings, smtpUrl: settings.smtpUrl }, calls)
    : notConfigured;
}
