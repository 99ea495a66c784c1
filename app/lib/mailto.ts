/**
 * A mailto: link to one address, which every mailto: link in the app is built with. The address is
 * percent-encoded but for `@` and `+`, which RFC 6068 lets stand, so nothing in it can end the address or
 * start a header: `?`, `&`, `#`, `,`, `;`, `%`, quotes and spaces are escaped. A value stored before the mailbox
 * rule (contracts/email.ts), such as `a@b.c?bcc=x@evil.example`, then opens a message to that one odd address
 * with no Bcc (docs/decisions/034-one-mailbox-rule-and-linear-patterns.md).
 */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address).replaceAll("%40", "@").replaceAll("%2B", "+")}`;
}
