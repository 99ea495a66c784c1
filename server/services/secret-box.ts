import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Authenticated encryption for the few secrets the database must be able to give back (TOTP secrets; ADR 035):
 * AES-256-GCM from node:crypto, a new 96-bit nonce per secret, and the owner's id as associated data so a
 * sealed secret copied onto another row does not open.
 */
export interface EncryptionKey {
  /** Written beside each sealed value, so rotation knows which key opens it. */
  id: string;
  /** 32 bytes. */
  key: Buffer;
}

const FORMAT = "v1";
const NONCE_BYTES = 12;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** A sealed value whose key is not configured, or that was altered: nothing can be read from it. */
export class SecretUnreadableError extends Error {
  constructor(
    message: string,
    readonly keyId: string | undefined,
  ) {
    super(message);
    this.name = "SecretUnreadableError";
  }
}

export interface SecretBox {
  seal(plain: string, owner: string): string;
  open(sealed: string, owner: string): string;
  /** True for a value sealed with another key than the current one, or not sealed at all. */
  needsResealing(stored: string): boolean;
  /** The id of the key new values are sealed with. */
  readonly currentKeyId: string;
}

/** Whether a stored value is one of ours, as opposed to a secret from before encryption. */
export function isSealed(stored: string): boolean {
  return stored.startsWith(`${FORMAT}.`);
}

export function isValidKeyId(id: string): boolean {
  return KEY_ID.test(id);
}

/** Seals with the first key; opens with whichever key a value names. */
export function createSecretBox(keys: readonly EncryptionKey[]): SecretBox {
  const [current] = keys;
  if (!current) throw new Error("createSecretBox needs at least one key");
  const byId = new Map(keys.map((entry) => [entry.id, entry.key]));

  return {
    currentKeyId: current.id,

    seal(plain, owner) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv("aes-256-gcm", current.key, nonce);
      cipher.setAAD(Buffer.from(owner));
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const parts = [nonce, sealed, cipher.getAuthTag()].map((part) => part.toString("base64url"));
      return [FORMAT, current.id, ...parts].join(".");
    },

    open(stored, owner) {
      const [format, keyId, nonce, sealed, tag, ...extra] = stored.split(".");
      if (format !== FORMAT || !keyId || !nonce || !sealed || !tag || extra.length > 0) {
        throw new SecretUnreadableError("the stored secret is not in a sealed format", undefined);
      }
      const key = byId.get(keyId);
      if (!key) throw new SecretUnreadableError(`no configured key has the id "${keyId}"`, keyId);
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
        decipher.setAAD(Buffer.from(owner));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        throw new SecretUnreadableError(`the secret sealed with key "${keyId}" does not open`, keyId);
      }
    },

    needsResealing(stored) {
      return !stored.startsWith(`${FORMAT}.${current.id}.`);
    },
  };
}
