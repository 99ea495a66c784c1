import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** MAIL FROM of the envelope. */
  from: string;
  /** RCPT TO of the envelope. */
  to: string[];
  /** The user the client logged in as, when it did. */
  user?: string;
  raw: string;
}

/** How the server answers a message's DATA: take it, or reply with an SMTP error code. */
export type SmtpReply = "accept" | { code: number; message: string };

export interface TestSmtpServer {
  /** smtp://… URL for SMTP_URL, with the credentials when the server requires them. */
  readonly url: string;
  readonly port: number;
  /** Messages the server accepted, in order. */
  readonly received: ReceivedMail[];
  /** Every DATA the server saw, accepted or rejected. */
  readonly attempts: number;
  /** Answers the next messages from this script; the last entry repeats. */
  script(replies: SmtpReply[]): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 at a random port, for tests that send e-mail through nodemailer.
 * Plain SMTP without STARTTLS (there is no certificate to trust); with `auth` it requires a login.
 */
export async function startSmtpServer(options: { auth?: { user: string; pass: string } } = {}) {
  const received: ReceivedMail[] = [];
  let replies: SmtpReply[] = ["accept"];
  let attempts = 0;
  const { auth } = options;

  const server = new SMTPServer({
    logger: false,
    disabledCommands: ["STARTTLS"],
    authOptional: !auth,
    allowInsecureAuth: true,
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.pass) {
        callback(null, { user: login.username });
      } else {
        callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const reply = replies[Math.min(attempts, replies.length - 1)] ?? "accept";
        attempts += 1;
        if (reply !== "accept") {
          callback(Object.assign(new Error(reply.message), { responseCode: reply.code }));
          return;
        }
        const envelopeFrom = session.envelope.mailFrom;
        received.push({
          from: envelopeFrom ? envelopeFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          ...(session.user ? { user: String(session.user) } : {}),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback(null, "Message queued");
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const credentials = auth ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@` : "";

  const handle: TestSmtpServer = {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    received,
    get attempts() {
      return attempts;
    },
    script(next) {
      replies = next;
      attempts = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return handle;
}

export interface ParsedMail {
  /** Header values by lower-case name, unfolded and with encoded words decoded. */
  headers: Map<string, string>;
  text?: string;
  html?: string;
  /** A calendar invitation (nodemailer's icalEvent): its Content-Type and its text. */
  calendar?: { contentType: string; body: string };
}

function decodeQuotedPrintable(body: string): Buffer {
  const bytes: number[] = [];
  const unwrapped = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < unwrapped.length; i++) {
    const hex = unwrapped.slice(i + 1, i + 3);
    if (unwrapped[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding = "7bit"): string {
  switch (encoding.toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body).toString("utf8");
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

/** RFC 2047 words such as =?UTF-8?Q?Caf=C3=A9?= in headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")).toString("utf8"),
    );
}

function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const separator = entity.search(/\r?\n\r?\n/);
  const head = separator === -1 ? entity : entity.slice(0, separator);
  const body = separator === -1 ? "" : entity.slice(separator).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function collectParts(entity: string, into: ParsedMail) {
  const { headers, body } = splitEntity(entity);
  const contentType = headers.get("content-type") ?? "text/plain";
  const boundary = contentType.match(/boundary="?([^";]+)"?/i)?.[1];
  if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      // The line break before the next boundary belongs to the boundary, not to the part.
      collectParts(section.replace(/^\r?\n/, "").replace(/\r?\n$/, ""), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get("content-transfer-encoding")).replace(/\r\n/g, "\n");
  if (contentType.toLowerCase().startsWith("text/html")) into.html = decoded;
  else if (contentType.toLowerCase().startsWith("text/plain")) into.text = decoded;
  else if (contentType.toLowerCase().startsWith("text/calendar"))
    into.calendar = { contentType, body: decoded };
}

/** Just enough MIME to read what nodemailer sends: headers and the text, HTML and calendar parts. */
export function parseMail(raw: string): ParsedMail {
  const parsed: ParsedMail = { headers: splitEntity(raw).headers };
  collectParts(raw, parsed);
  return parsed;
}
