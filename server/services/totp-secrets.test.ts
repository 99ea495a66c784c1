import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { testConfig } from "#tests/support/config.ts";
import { testDatabases } from "#tests/support/db.ts";
import { createStaffUser } from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";
import { staffUsers } from "../db/schema.ts";
import { createSecretBox } from "./secret-box.ts";
import { LOCAL_KEY_FILE, TotpKeyError, totpSecretBox } from "./totp-secrets.ts";

const silent = pino({ level: "silent" });
const key = (id: string) => ({ id, key: randomBytes(32) });
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

describe("where the key that seals two-factor secrets comes from", () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  const staffWith = (totpEncryptionKeys?: ReturnType<typeof key>[]) => ({
    ...testConfig().staff,
    ...(totpEncryptionKeys ? { totpEncryptionKeys } : { totpEncryptionKeys: undefined }),
  });

  it("refuses to start on PostgreSQL without TOTP_ENCRYPTION_KEYS, saying how to make one", async () => {
    const config = { dataDir: "./data", databaseUrl: "postgres://db.example/harmoni", staff: staffWith() };
    await expect(totpSecretBox(config, silent)).rejects.toThrow(
      new TotpKeyError(
        "TOTP_ENCRYPTION_KEYS must be set when DATABASE_URL is: it encrypts the staff's two-factor secrets. " +
          "Make a key with `openssl rand -base64 32` and set TOTP_ENCRYPTION_KEYS=2026a:<that key> on every server.",
      ),
    );
  });

  it("keeps a generated key in the embedded database's folder, readable by the server's user only", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "harmoni-totp-key-"));
    folders.push(dataDir);
    const config = { dataDir, staff: staffWith() };
    const first = await totpSecretBox(config, silent);
    const sealed = first.seal(SECRET, "user-1");
    const path = join(dataDir, LOCAL_KEY_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, "utf8")).toMatch(/^local:[A-Za-z0-9+/]{43}=\n$/);
    const afterRestart = await totpSecretBox(config, silent);
    expect(afterRestart.open(sealed, "user-1")).toBe(SECRET);
  });

  it("seals with the first configured key and opens with any listed one", async () => {
    const [older, newer] = [key("2026a"), key("2026b")];
    const sealedBefore = createSecretBox([older]).seal(SECRET, "user-1");
    const box = await totpSecretBox({ dataDir: "memory://", staff: staffWith([newer, older]) }, silent);
    expect(box.open(sealedBefore, "user-1")).toBe(SECRET);
    expect(box.needsResealing(sealedBefore)).toBe(true);
    const sealedNow = box.seal(SECRET, "user-1");
    expect(sealedNow.startsWith("v1.2026b.")).toBe(true);
    expect(box.needsResealing(sealedNow)).toBe(false);
    expect(() => box.open(sealedNow, "user-2")).toThrow('the secret sealed with key "2026b" does not open');
  });
});

describe.each(testDatabases())("sealing stored two-factor secrets at start on $name", (database) => {
  const older = key("2026a");
  const newer = key("2026b");
  const server = useTestApp(database, {
    persistent: true,
    config: { staff: { ...testConfig().staff, totpEncryptionKeys: [older] } },
  });
  const storedSecret = async (id: string) =>
    (await server.app.database.db.select().from(staffUsers).where(eq(staffUsers.id, id)))[0]?.twoFactorSecret;

  it("seals a secret from before encryption, then every secret with the first key after a rotation", async () => {
    const user = await createStaffUser(server.app);
    await server.app.database.db
      .update(staffUsers)
      .set({ twoFactorSecret: SECRET })
      .where(eq(staffUsers.id, user.id));

    await server.restart();
    const sealed = await storedSecret(user.id);
    expect(sealed?.startsWith("v1.2026a.")).toBe(true);
    expect(createSecretBox([older]).open(sealed ?? "", user.id)).toBe(SECRET);

    const rotated = { staff: { ...testConfig().staff, totpEncryptionKeys: [newer, older] } };
    await server.restart(undefined, rotated);
    const resealed = await storedSecret(user.id);
    expect(resealed?.startsWith("v1.2026b.")).toBe(true);
    expect(createSecretBox([newer]).open(resealed ?? "", user.id)).toBe(SECRET);
  });

  it("refuses to start when a secret's key is no longer listed, naming the account and the key", async () => {
    const user = await createStaffUser(server.app, "lost.key");
    const sealed = createSecretBox([key("2025z")]).seal(SECRET, user.id);
    await server.app.database.db
      .update(staffUsers)
      .set({ twoFactorSecret: sealed })
      .where(eq(staffUsers.id, user.id));
    const restarted = server.restart(undefined, {
      staff: { ...testConfig().staff, totpEncryptionKeys: [newer] },
    });
    await expect(restarted).rejects.toThrow(
      'The two-factor secrets of lost.key (key "2025z") cannot be decrypted with TOTP_ENCRYPTION_KEYS. ' +
        "Put back the key they name, or reset their two-factor sign-in with `npm run staff -- reset-2fa <username>`.",
    );
  });
});
