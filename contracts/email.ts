import { z } from "zod";

/** RFC 5321's limits: a whole address, and the part before the @. */
export const EMAIL_MAX_LENGTH = 254;
export const LOCAL_PART_MAX_LENGTH = 64;

/**
 * A character of the local part: RFC 5322's atext less `#`, `%`, `&` and `?`, which a mailto: link reads as a
 * fragment, an escape and its header fields (`?bcc=…&cc=…`). Commas, quotes, spaces and angle brackets are not
 * atext at all, so quoted local parts and lists of addresses are refused. The apostrophe stays: o'connor@example.com
 * is a real address (docs/decisions/034-one-mailbox-rule-and-linear-patterns.md).
 */
const LOCAL_CHARACTER = "[A-Za-z0-9!$'*+/=^_`{|}~-]";

/** A domain label as WHATWG's e-mail rule has it: letters, digits and inner hyphens, at most 63. */
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";

/**
 * Dot-separated words, @, then at least two dot-separated labels. It runs in linear time: a dot or the @ ends
 * each repeated part and is not one of its characters, so the text can be split only one way; only inside a
 * label can the engine step back, by at most 61 characters.
 */
const MAILBOX_PATTERN = new RegExp(
  `^${LOCAL_CHARACTER}+(?:\\.${LOCAL_CHARACTER}+)*@${LABEL}(?:\\.${LABEL})+$`,
);

/** Whether the text is one mailbox address and nothing else (no display name, header or second address). */
export function isMailbox(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.indexOf("@");
  return at > 0 && at <= LOCAL_PART_MAX_LENGTH && MAILBOX_PATTERN.test(value);
}

/**
 * Every e-mail field's rule, in the browser and on the server: trimmed, then one mailbox address. The length
 * check aborts, so a long value never reaches the pattern. Each form passes its own words; with `required`,
 * a blank value gets those first.
 */
export function mailboxField(messages: { invalid: string; required?: string }) {
  const text = z.string({ error: messages.required ?? messages.invalid }).trim();
  const present = messages.required ? text.min(1, { error: messages.required, abort: true }) : text;
  return present
    .max(EMAIL_MAX_LENGTH, { error: messages.invalid, abort: true })
    .refine(isMailbox, { error: messages.invalid });
}
