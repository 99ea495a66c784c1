import { createServer } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseMail, startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import type { Config } from "../config.ts";
import { createMailer, MailError, type Mailer } from "./mail.ts";

const AUTH = { user: "mailer@harmoniyoga.example", pass: "s3cret/+pass" };

function settings(overrides: Partial<Config["mail"]> = {}): Config["mail"] {
  return {
    from: "Harmoni Yoga <hello@harmoniyoga.example>",
    timeoutMs: 2_000,
    retryBaseSeconds: 0.2,
    maxAttempts: 3,
    ...overrides,
  };
}

const MAIL = {
  to: "sales@harmoniyoga.example",
  subject: "Hello & welcome",
  text: "Plain words.\nSecond line.",
  html: "<p>Plain words.</p>",
  replyTo: { name: "Jane O'Brien", address: "jane@acme.example" },
};

/** The error a send rejected with, so its classification can be asserted. */
async function failureOf(mailer: Mailer): Promise<MailError> {
  const error = await mailer.send(MAIL).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof MailError)) throw new Error(`expected a MailError, got ${String(error)}`);
  return error;
}

/** A port on which nothing listens, so connecting is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe("the mail service over SMTP", () => {
  let smtp: TestSmtpServer;
  let mailer: Mailer;

  beforeAll(async () => {
    smtp = await startSmtpServer({ auth: AUTH });
    mailer = createMailer(settings({ smtpUrl: smtp.url }));
  });
  afterEach(() => smtp.script(["accept"]));
  afterAll(async () => {
    mailer.close();
    await smtp.close();
  });

  it("logs in with the URL's credentials and sends from MAIL_FROM with both parts and Reply-To", async () => {
    const { messageId } = await mailer.send(MAIL);

    const [received, ...others] = smtp.received;
    expect(others).toHaveLength(0);
    expect(received).toMatchObject({
      from: "hello@harmoniyoga.example",
      to: ["sales@harmoniyoga.example"],
      user: AUTH.user,
    });
    const mail = parseMail(received?.raw ?? "");
    expect(mail.headers.get("message-id")).toBe(messageId);
    expect(mail.headers.get("from")).toBe("Harmoni Yoga <hello@harmoniyoga.example>");
    expect(mail.headers.get("to")).toBe("sales@harmoniyoga.example");
    expect(mail.headers.get("reply-to")).toBe('"Jane O\'Brien" <jane@acme.example>');
    expect(mail.headers.get("subject")).toBe("Hello & welcome");
    expect(mail.text).toBe("Plain words.\nSecond line.");
    expect(mail.html).toBe("<p>Plain words.</p>");
  });

  it("treats a 4xx answer as worth retrying and a 5xx answer as final", async () => {
    smtp.script([{ code: 451, message: "Try again later" }]);
    const temporary = await failureOf(mailer);
    expect(temporary).toMatchObject({ retryable: true, status: 451 });
    expect(temporary.message).toContain("451 Try again later");

    smtp.script([{ code: 550, message: "Mailbox unavailable" }]);
    const permanent = await failureOf(mailer);
    expect(permanent).toMatchObject({ retryable: false, status: 550 });
    expect(permanent.message).toContain("550 Mailbox unavailable");
    expect(smtp.received).toHaveLength(1);
  });

  it("treats a refused connection as worth retrying", async () => {
    const unreachable = createMailer(settings({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` }));
    const error = await failureOf(unreachable);
    expect(error.retryable).toBe(true);
    expect(error.message).toContain("Could not reach the SMTP server");
    unreachable.close();
  });

  it("treats wrong credentials as final", async () => {
    const wrongPassword = createMailer(
      settings({ smtpUrl: `smtp://${encodeURIComponent(AUTH.user)}:wrong@127.0.0.1:${smtp.port}` }),
    );
    const error = await failureOf(wrongPassword);
    expect(error).toMatchObject({ retryable: false, status: 535 });
    wrongPassword.close();
  });
});

describe("the mail service without SMTP_URL", () => {
  it("says it is not configured and sends nothing", async () => {
    const mailer = createMailer(settings());
    expect(mailer.configured).toBe(false);
    const error = await failureOf(mailer);
    expect(error).toMatchObject({ retryable: false, message: "E-mail is not configured (no SMTP_URL)." });
  });
});
