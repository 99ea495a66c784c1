import type { FastifyBaseLogger } from "fastify";
import { INVITATION_LINK_DAYS, RESET_LINK_MINUTES } from "#contracts/password-links";
import { setPasswordPath } from "#contracts/staff-pages";
import { escapeHtml } from "./html.ts";
import type { Mailer } from "./mail.ts";
import { outreachEmail } from "./outreach-email.ts";
import type { MadeLink } from "./password-links.ts";

/** Why a link was made, which decides what its e-mail says. */
export type LinkReason = "invitation" | "owner_reset" | "forgot_password";

/** What became of a link's e-mail; anything but `sent` leaves the link with whoever asked for it. */
export type LinkDelivery = "sent" | "no_email" | "smtp_not_configured" | "public_url_not_set" | "failed";

export interface LinkRecipient {
  username: string;
  email: string | null;
}

export interface PasswordLinkMail {
  /**
   * The link's address: the full address when the site knows its own (PUBLIC_URL), else its path, which
   * only an owner's page completes with the address it was opened at. The request's Host header never
   * decides where a link points (ADR 036).
   */
  address(token: string): string;
  /** Why a link for this recipient could not be e-mailed (logged when a setting is missing), or undefined. */
  undeliverable(recipient: LinkRecipient): Exclude<LinkDelivery, "sent" | "failed"> | undefined;
  /** E-mails the link when it can; failures are logged here, once, without the token. */
  send(recipient: LinkRecipient, link: MadeLink, reason: LinkReason): Promise<LinkDelivery>;
}

const WORDS: Record<LinkReason, { subject: string; why: (username: string) => string; action: string }> = {
  invitation: {
    subject: "Your Harmoni Yoga staff account",
    why: (username) =>
      `An owner of the Harmoni Yoga staff area has made you an account with the username <strong>${username}</strong>. Choose your password to start.`,
    action: "Set your password",
  },
  owner_reset: {
    subject: "Set a new password for the Harmoni Yoga staff area",
    why: (username) =>
      `An owner of the Harmoni Yoga staff area has reset the password of your account <strong>${username}</strong>: the old one no longer works.`,
    action: "Set a new password",
  },
  forgot_password: {
    subject: "Set a new password for the Harmoni Yoga staff area",
    why: (username) =>
      `Someone asked for a link to set a new password for the staff account <strong>${username}</strong>. If it was not you, ignore this e-mail: your password stays as it is.`,
    action: "Set a new password",
  },
};

/** How long a link works, in words: "7 days", "30 minutes". */
export function linkLifetime(link: MadeLink): string {
  return link.purpose === "invitation" ? `${INVITATION_LINK_DAYS} days` : `${RESET_LINK_MINUTES} minutes`;
}

export function createPasswordLinkMail(deps: {
  mailer: Mailer;
  publicUrl: string | undefined;
  /** MAIL_FROM's address, where a reply reaches the studio. */
  contactEmail: string;
  log: FastifyBaseLogger;
}): PasswordLinkMail {
  const { mailer, publicUrl, contactEmail, log } = deps;
  const address = (token: string) => `${publicUrl ?? ""}${setPasswordPath(token)}`;

  function undeliverable(recipient: LinkRecipient) {
    if (!recipient.email) return "no_email" as const;
    if (!mailer.configured) {
      log.warn(
        { username: recipient.username },
        "a password link was not e-mailed: e-mail is not set up (set SMTP_URL)",
      );
      return "smtp_not_configured" as const;
    }
    if (!publicUrl) {
      log.warn(
        { username: recipient.username },
        "a password link was not e-mailed: links in e-mails need the site's address (set PUBLIC_URL)",
      );
      return "public_url_not_set" as const;
    }
    return undefined;
  }

  return {
    address,
    undeliverable,

    async send(recipient, link, reason) {
      const blocked = undeliverable(recipient);
      if (blocked || !recipient.email) return blocked ?? "no_email";
      const words = WORDS[reason];
      const mail = outreachEmail({
        name: recipient.username,
        subject: words.subject,
        message: [
          `<p>${words.why(escapeHtml(recipient.username))}</p>`,
          `<p><a href="${escapeHtml(address(link.token))}">${words.action}</a></p>`,
          `<p>The link works once, for ${linkLifetime(link)}.</p>`,
        ].join("\n"),
        contactEmail,
        siteUrl: publicUrl,
      });
      try {
        await mailer.send({ to: recipient.email, subject: mail.subject, text: mail.text, html: mail.html });
        return "sent";
      } catch (error) {
        log.error(
          {
            username: recipient.username,
            reason,
            error: error instanceof Error ? error.message : String(error),
          },
          "a password link e-mail could not be sent",
        );
        return "failed";
      }
    },
  };
}
