import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import QRCode from "qrcode";
import { PRODUCT_NAME } from "#contracts/brand";
import type { StaffRole } from "#contracts/staff-roles";
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from "#contracts/two-factor";
import type { Database, DatabaseHandle } from "../db/client.ts";
import { staffRecoveryCodes, staffSignInChallenges, staffUsers } from "../db/schema.ts";
import { type AuditContext, createAuditLog } from "./audit.ts";
import type { Admission } from "./login-throttle.ts";
import { type SecretBox, SecretUnreadableError } from "./secret-box.ts";
import { endOtherSessionsOfUser } from "./staff-sessions.ts";
import { turnOffTwoFactor } from "./staff-users.ts";
import { generateTotpSecret, matchTotp, totpUri } from "./totp.ts";

/** A code step must follow its password soon; after this the person starts again. */
const CHALLENGE_MINUTES = 5;
/** Crockford-like: no 0/O or 1/I/L to mix up when typed from paper. */
const RECOVERY_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/** 3 groups of 4 from 31 characters: about 59 bits each, too many to guess within the sign-in throttle. */
const RECOVERY_GROUPS = 3;
const RECOVERY_GROUP_LENGTH = 4;
const TOTP_CODE = /^\d{6}$/;

/** A refusal the staff member can act on; its message is shown as is. */
export class TwoFactorError extends Error {
  constructor(
    readonly code: "wrong_code" | "not_enabled" | "already_enabled" | "required" | "no_enrolment",
    message: string,
  ) {
    super(message);
    this.name = "TwoFactorError";
  }
}

export interface TwoFactorEnrolment {
  /** Base32, for typing into an authenticator app. */
  secret: string;
  /** An SVG QR code of the otpauth:// address, as a data: URL. */
  qrCode: string;
}

export interface TwoFactorService {
  status(userId: string): Promise<{ enabled: boolean; recoveryCodesLeft: number }>;
  /** Starts (or restarts) enrolment with a new secret; two-factor sign-in stays off until `confirm`. */
  begin(userId: string, username: string): Promise<TwoFactorEnrolment>;
  /**
   * Turns two-factor sign-in on with the first code of the new secret and ends the account's other sessions
   * (signed in with the password alone); answers the recovery codes.
   */
  confirm(userId: string, code: string, context: AuditContext & { keepSession: string }): Promise<string[]>;
  /** New recovery codes for a current authenticator code; the old ones stop working. */
  regenerateRecoveryCodes(userId: string, code: string, context: AuditContext): Promise<string[]>;
  /** Turns two-factor sign-in off for a current authenticator code. */
  disable(userId: string, code: string, context: AuditContext): Promise<void>;
  /** Checks a sign-in's second factor: a TOTP code or an unused recovery code. */
  verify(userId: string, code: string, context: AuditContext): Promise<"totp" | "recovery" | undefined>;
  /** A pending sign-in's id for the browser; the database keeps its hash. */
  openChallenge(pending: PendingSignIn): Promise<string>;
  /**
   * Spends a pending sign-in (each allows one code); undefined when unknown or older than a few minutes.
   * `passwordMatched` is false too when the account was disabled or lost two-factor sign-in meanwhile.
   */
  takeChallenge(id: string): Promise<PendingSignIn | undefined>;
}

/** A password step that did not sign in, waiting for its code (ADR 035: every such step opens one). */
export interface PendingSignIn {
  /** Null when the username belongs to no active account. */
  userId: string | null;
  /** The account's role when the code step takes it; unknown before. */
  role?: StaffRole;
  username: string;
  passwordMatched: boolean;
  /** What the password step counted against the sign-in throttle; a right code takes it back. */
  admission: Admission;
}

export interface TwoFactorOptions {
  /** The clock TOTP codes are checked against (AppEnvironment.now). */
  now(): Date;
  /** STAFF_REQUIRE_2FA: nobody may turn it off. */
  required: boolean;
  /** Seals secrets at rest (totp-secrets.ts). */
  box: SecretBox;
  log: FastifyBaseLogger;
}

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Recovery codes are compared without dashes, spaces or case, as people copy them from paper. */
function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "");
}

function newRecoveryCode(): string {
  const groups = Array.from({ length: RECOVERY_GROUPS }, () =>
    Array.from(
      { length: RECOVERY_GROUP_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join(""),
  );
  return groups.join("-");
}

async function replaceRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await db
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: sha256(normaliseRecoveryCode(code)) })));
  return codes;
}

export function createTwoFactor(database: DatabaseHandle, options: TwoFactorOptions): TwoFactorService {
  const { db } = database;
  const audit = createAuditLog(db);

  /** The user's two-factor state, with the secret opened (undefined when there is none or it cannot be read). */
  async function secretOf(userId: string) {
    const [user] = await db
      .select({
        sealed: staffUsers.twoFactorSecret,
        enabled: sql<boolean>`${staffUsers.twoFactorEnabledAt} is not null`,
        lastStep: staffUsers.twoFactorLastStep,
      })
      .from(staffUsers)
      .where(eq(staffUsers.id, userId));
    if (!user) return undefined;
    const { sealed, ...state } = user;
    return { ...state, secret: sealed ? openSecret(userId, sealed) : undefined };
  }

  /** A secret that does not open counts as no secret: codes fail, and the failure is logged once here. */
  function openSecret(userId: string, sealed: string): string | undefined {
    try {
      return options.box.open(sealed, userId);
    } catch (error) {
      if (!(error instanceof SecretUnreadableError)) throw error;
      options.log.error({ userId, keyId: error.keyId }, `two-factor secret unreadable: ${error.message}`);
      return undefined;
    }
  }

  /**
   * Accepts a code of the enabled secret and records its step in the same statement, so two requests
   * racing with one code cannot both pass.
   */
  async function spendTotp(userId: string, code: string): Promise<boolean> {
    const user = await secretOf(userId);
    if (!user?.enabled || !user.secret || !TOTP_CODE.test(code)) return false;
    const step = matchTotp(user.secret, code, options.now(), user.lastStep);
    if (step === undefined) return false;
    const spent = await db
      .update(staffUsers)
      .set({ twoFactorLastStep: step })
      .where(
        and(
          eq(staffUsers.id, userId),
          or(isNull(staffUsers.twoFactorLastStep), lt(staffUsers.twoFactorLastStep, step)),
        ),
      )
      .returning({ id: staffUsers.id });
    return spent.length > 0;
  }

  async function requireCurrentCode(userId: string, code: string): Promise<void> {
    const user = await secretOf(userId);
    if (!user?.enabled) throw new TwoFactorError("not_enabled", TWO_FACTOR_MESSAGES.notEnabled);
    if (!(await spendTotp(userId, code)))
      throw new TwoFactorError("wrong_code", TWO_FACTOR_MESSAGES.wrongCode);
  }

  return {
    async status(userId) {
      const user = await secretOf(userId);
      const [codes] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(staffRecoveryCodes)
        .where(eq(staffRecoveryCodes.userId, userId));
      return { enabled: user?.enabled ?? false, recoveryCodesLeft: user?.enabled ? (codes?.count ?? 0) : 0 };
    },

    async begin(userId, username) {
      const user = await secretOf(userId);
      if (user?.enabled) throw new TwoFactorError("already_enabled", TWO_FACTOR_MESSAGES.alreadyEnabled);
      const secret = generateTotpSecret();
      await db
        .update(staffUsers)
        .set({ twoFactorSecret: options.box.seal(secret, userId) })
        .where(eq(staffUsers.id, userId));
      const svg = await QRCode.toString(totpUri(secret, PRODUCT_NAME, username), {
        type: "svg",
        margin: 2,
        errorCorrectionLevel: "M",
      });
      return { secret, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
    },

    async confirm(userId, code, { keepSession, ...context }) {
      const user = await secretOf(userId);
      if (user?.enabled) throw new TwoFactorError("already_enabled", TWO_FACTOR_MESSAGES.alreadyEnabled);
      if (!user?.secret) throw new TwoFactorError("no_enrolment", TWO_FACTOR_MESSAGES.noEnrolment);
      const step = TOTP_CODE.test(code) ? matchTotp(user.secret, code, options.now(), null) : undefined;
      if (step === undefined) throw new TwoFactorError("wrong_code", TWO_FACTOR_MESSAGES.wrongCode);
      return database.transaction(async ({ db: tx }) => {
        await tx
          .update(staffUsers)
          .set({ twoFactorEnabledAt: sql`now()`, twoFactorLastStep: step })
          .where(eq(staffUsers.id, userId));
        const codes = await replaceRecoveryCodes(tx, userId);
        const signedOut = await endOtherSessionsOfUser(tx, userId, keepSession);
        await createAuditLog(tx).record("two_factor_enrolled", {
          ...context,
          userId,
          detail: { otherSessionsEnded: signedOut },
        });
        return codes;
      });
    },

    async regenerateRecoveryCodes(userId, code, context) {
      await requireCurrentCode(userId, code);
      return database.transaction(async ({ db: tx }) => {
        const codes = await replaceRecoveryCodes(tx, userId);
        await createAuditLog(tx).record("two_factor_recovery_regenerated", { ...context, userId });
        return codes;
      });
    },

    async disable(userId, code, context) {
      if (options.required) throw new TwoFactorError("required", TWO_FACTOR_MESSAGES.required);
      await requireCurrentCode(userId, code);
      await database.transaction(async ({ db: tx }) => {
        await turnOffTwoFactor(tx, userId);
        await createAuditLog(tx).record("two_factor_disabled", { ...context, userId });
      });
    },

    async verify(userId, code, context) {
      const trimmed = code.trim();
      if (TOTP_CODE.test(trimmed)) return (await spendTotp(userId, trimmed)) ? "totp" : undefined;
      const spent = await db
        .delete(staffRecoveryCodes)
        .where(
          and(
            eq(staffRecoveryCodes.userId, userId),
            eq(staffRecoveryCodes.codeHash, sha256(normaliseRecoveryCode(trimmed))),
          ),
        )
        .returning({ userId: staffRecoveryCodes.userId });
      if (spent.length === 0) return undefined;
      const { recoveryCodesLeft } = await this.status(userId);
      await audit.record("two_factor_recovery_used", { ...context, userId, detail: { recoveryCodesLeft } });
      return "recovery";
    },

    async openChallenge({ userId, username, passwordMatched, admission }) {
      const id = randomBytes(32).toString("base64url");
      await db.delete(staffSignInChallenges).where(lt(staffSignInChallenges.expiresAt, sql`now()`));
      await db.insert(staffSignInChallenges).values({
        idHash: sha256(id),
        userId,
        username,
        passwordMatched,
        throttleAdmission: admission,
        expiresAt: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})`,
      });
      return id;
    },

    async takeChallenge(id) {
      const [taken] = await db
        .delete(staffSignInChallenges)
        .where(eq(staffSignInChallenges.idHash, sha256(id)))
        .returning({
          userId: staffSignInChallenges.userId,
          username: staffSignInChallenges.username,
          passwordMatched: staffSignInChallenges.passwordMatched,
          admission: staffSignInChallenges.throttleAdmission,
          live: sql<boolean>`${staffSignInChallenges.expiresAt} > now()`,
        });
      if (!taken?.live) return undefined;
      const { live: _live, ...pending } = taken;
      if (!pending.userId) return { ...pending, userId: null, passwordMatched: false };
      // The account may have been disabled, or two-factor reset, in the minutes since the password step.
      const [user] = await db
        .select({ role: staffUsers.role })
        .from(staffUsers)
        .where(
          and(
            eq(staffUsers.id, pending.userId),
            isNull(staffUsers.disabledAt),
            isNotNull(staffUsers.twoFactorEnabledAt),
          ),
        );
      return user ? { ...pending, role: user.role } : { ...pending, passwordMatched: false };
    },
  };
}
