import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq, isNotNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import { type DatabaseHandle, IN_MEMORY_DATA_DIR } from "../db/client.ts";
import { staffUsers } from "../db/schema.ts";
import {
  createSecretBox,
  type EncryptionKey,
  isSealed,
  isValidKeyId,
  type SecretBox,
  SecretUnreadableError,
} from "./secret-box.ts";

/** The file the embedded database's generated key lives in, when TOTP_ENCRYPTION_KEYS is not set. */
export const LOCAL_KEY_FILE = "totp-encryption.key";

/** A reason the server cannot start, worded for whoever runs it. */
export class TotpKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TotpKeyError";
  }
}

/** "id:base64" on one line, the same form as one entry of TOTP_ENCRYPTION_KEYS. */
function parseKeyFile(text: string): EncryptionKey | undefined {
  const [id = "", material = ""] = text.trim().split(":");
  const key = Buffer.from(material, "base64");
  return isValidKeyId(id) && key.length === 32 ? { id, key } : undefined;
}

/** The embedded database's own key: read from its folder, or made there the first time (readable by us only). */
async function localKey(dataDir: string, log: FastifyBaseLogger): Promise<EncryptionKey> {
  const path = join(dataDir, LOCAL_KEY_FILE);
  const existing = await readFile(path, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (existing !== undefined) {
    const key = parseKeyFile(existing);
    if (!key)
      throw new TotpKeyError(
        `${path} is not a key this server wrote; restore it or set TOTP_ENCRYPTION_KEYS.`,
      );
    return key;
  }
  const key = { id: "local", key: randomBytes(32) };
  await writeFile(path, `${key.id}:${key.key.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  log.warn(
    { path },
    "Two-factor secrets are encrypted with a key generated beside the embedded database; set TOTP_ENCRYPTION_KEYS to keep the key elsewhere (docs/security.md)",
  );
  return key;
}

/**
 * The keys that seal TOTP secrets: TOTP_ENCRYPTION_KEYS when set. PostgreSQL needs it: a key kept on one
 * server's disk would lock the others out, and be lost with the container. The embedded database keeps a
 * generated one in its folder; an in-memory database, a new one per process.
 */
export async function totpSecretBox(
  config: Pick<Config, "dataDir" | "databaseUrl" | "staff">,
  log: FastifyBaseLogger,
): Promise<SecretBox> {
  const configured = config.staff.totpEncryptionKeys;
  if (configured) return createSecretBox(configured);
  if (config.databaseUrl) {
    throw new TotpKeyError(
      "TOTP_ENCRYPTION_KEYS must be set when DATABASE_URL is: it encrypts the staff's two-factor secrets. " +
        "Make a key with `openssl rand -base64 32` and set TOTP_ENCRYPTION_KEYS=2026a:<that key> on every server.",
    );
  }
  if (config.dataDir === IN_MEMORY_DATA_DIR) return createSecretBox([{ id: "memory", key: randomBytes(32) }]);
  return createSecretBox([await localKey(config.dataDir, log)]);
}

/**
 * Seals every TOTP secret with the current key: those from before encryption, and those under an older key
 * (rotation). Each row is rewritten only if nobody changed it meanwhile, so instances starting together
 * agree. A secret no configured key opens stops the start: removing a key too early would otherwise turn
 * off two-factor sign-in for its users without a word.
 */
export async function resealTotpSecrets(
  database: DatabaseHandle,
  box: SecretBox,
  log: FastifyBaseLogger,
): Promise<void> {
  const rows = await database.db
    .select({ id: staffUsers.id, username: staffUsers.username, secret: staffUsers.twoFactorSecret })
    .from(staffUsers)
    .where(isNotNull(staffUsers.twoFactorSecret));
  const unreadable: string[] = [];
  let resealed = 0;
  for (const row of rows) {
    if (!row.secret || !box.needsResealing(row.secret)) continue;
    let plain: string;
    try {
      plain = isSealed(row.secret) ? box.open(row.secret, row.id) : row.secret;
    } catch (error) {
      if (!(error instanceof SecretUnreadableError)) throw error;
      unreadable.push(`${row.username} (${error.keyId ? `key "${error.keyId}"` : "damaged"})`);
      continue;
    }
    const updated = await database.db
      .update(staffUsers)
      .set({ twoFactorSecret: box.seal(plain, row.id) })
      .where(eq(staffUsers.twoFactorSecret, row.secret))
      .returning({ id: staffUsers.id });
    resealed += updated.length;
  }
  if (unreadable.length > 0) {
    throw new TotpKeyError(
      `The two-factor secrets of ${unreadable.join(", ")} cannot be decrypted with TOTP_ENCRYPTION_KEYS. ` +
        "Put back the key they name, or reset their two-factor sign-in with `npm run staff -- reset-2fa <username>`.",
    );
  }
  if (resealed > 0)
    log.info({ resealed, keyId: box.currentKeyId }, "two-factor secrets sealed with the current key");
}
