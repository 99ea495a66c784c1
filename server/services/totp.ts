import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** RFC 6238 as authenticator apps expect it by default: HMAC-SHA-1, 30-second steps, 6 digits. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** RFC 6238 §5.2: one step either side forgives a phone clock that drifted or a code typed slowly. */
export const TOTP_ALLOWED_DRIFT_STEPS = 1;

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/** 160 bits, the HMAC-SHA-1 key length RFC 4226 §4 recommends. */
const SECRET_BYTES = 20;

/** RFC 4648 base32 without padding: the form authenticator apps take a secret in. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let output = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return output;
}

/** Reads base32 as typed: case, spaces and padding do not matter. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, "");
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const character of clean) {
    const index = BASE32_ALPHABET.indexOf(character);
    if (index === -1) throw new Error(`"${character}" is not a base32 character`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new shared secret, base32-encoded. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** The time step a moment falls in: whole 30-second periods since the Unix epoch. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** RFC 4226 HOTP with dynamic truncation, for a raw key and a counter. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The code an authenticator app shows for a base32 secret at a moment. */
export function totpCode(secret: string, at: Date): string {
  return hotp(base32Decode(secret), totpStep(at));
}

function sameCode(given: string, expected: string): boolean {
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/**
 * The step whose code `code` is, within the allowed drift around `at`, and newer than `lastUsedStep`
 * (a code already used, or an older one, is refused so an overheard code cannot be replayed).
 */
export function matchTotp(
  secret: string,
  code: string,
  at: Date,
  lastUsedStep: number | null,
): number | undefined {
  const key = base32Decode(secret);
  const current = totpStep(at);
  for (let drift = -TOTP_ALLOWED_DRIFT_STEPS; drift <= TOTP_ALLOWED_DRIFT_STEPS; drift++) {
    const step = current + drift;
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (sameCode(code, hotp(key, step))) return step;
  }
  return undefined;
}

/** The otpauth:// address a QR code carries (Google Authenticator's Key Uri Format). */
export function totpUri(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const parameters = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${parameters.toString()}`;
}
