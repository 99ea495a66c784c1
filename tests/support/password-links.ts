import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import * as api from "#contracts/api";
import type { Config } from "#server/config";
import { testConfig } from "./config.ts";
import { parseMail, type TestSmtpServer } from "./smtp.ts";

/** The site's address in suites whose password links are e-mailed (they need SMTP_URL and PUBLIC_URL). */
export const LINKS_PUBLIC_URL = "https://harmoniyoga.example";
export const PASSWORD_LINK = /https:\/\/harmoniyoga\.example\/admin\/set-password\?token=([A-Za-z0-9_-]{43})/;

/** The settings that make the server e-mail password links to `smtp`. */
export function linkMailingConfig(smtp: TestSmtpServer): Partial<Config> {
  return { mail: { ...testConfig().mail, smtpUrl: smtp.url }, publicUrl: LINKS_PUBLIC_URL };
}

/**
 * Names and client addresses no other test of the suite uses; `block` keeps suites' addresses apart. The
 * addresses start at a random point, since the rate limits' counters live in Redis, which a second run of the
 * same suite at the same time (or within the limits' window) shares.
 */
export function uniqueClients(block: number) {
  let counter = randomInt(0, 200) * 250;
  return {
    unique: (label: string) => `${label}${++counter}`,
    freshIp: () => `10.${block}.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`,
  };
}

/** The link in the last e-mail to `address`. */
export function linkMailedTo(smtp: TestSmtpServer, address: string): string {
  const mail = smtp.received.filter((received) => received.to.includes(address)).at(-1);
  const link = mail && parseMail(mail.raw).text?.match(PASSWORD_LINK)?.[0];
  if (!link) throw new Error(`no password link was e-mailed to ${address}`);
  return link;
}

export function tokenOf(link: string): string {
  return new URL(link, LINKS_PUBLIC_URL).searchParams.get("token") ?? "";
}

/** The set-password form's request, sent from `remoteAddress`. */
export function setPasswordWith(
  app: FastifyInstance,
  remoteAddress: string,
  token: string,
  password: string,
  confirm = password,
) {
  return app.inject({
    method: "POST",
    url: api.setPassword.path,
    payload: { token, password, confirm },
    remoteAddress,
  });
}

/** The sign-in's password step. */
export function loginWith(app: FastifyInstance, remoteAddress: string, username: string, password: string) {
  return app.inject({ method: "POST", url: api.login.path, payload: { username, password }, remoteAddress });
}
