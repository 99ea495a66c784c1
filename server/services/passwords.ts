import { hash, verify } from "@node-rs/argon2";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as zxcvbnCommon from "@zxcvbn-ts/language-common";
import * as zxcvbnEnglish from "@zxcvbn-ts/language-en";
import { PRODUCT_NAME } from "#contracts/brand";
import { newPasswordSchema, PASSWORD_MESSAGES } from "#contracts/staff-password";

export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from "#contracts/staff-password";

/**
 * OWASP's argon2id minimum. The algorithm is not named because @node-rs/argon2 exports it as a const
 * enum (unusable with isolatedModules) and argon2id is its default; a test checks the PHC string.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * zxcvbn's score 3, "safely unguessable": about 10^8 guesses or more. With argon2id and the sign-in throttle
 * that is out of reach online, and slow offline (docs/security.md, "Passwords").
 */
const MINIMUM_SCORE = 3;

/**
 * A hash of a password nobody has, with the same parameters as real ones: verifying against it for an
 * unknown or disabled user takes as long as a wrong password, so timing does not reveal which it was.
 */
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$kubz2Kltctdt1dwsks2i5Q$ljDLMi9xR482vofeTEE21UxnEI92SZQgJ20muKsmP18";

const USER_INPUTS_WARNING = "It contains your username, your e-mail or the studio's name.";
const ADVICE = "Try three or four unrelated words, or let a password manager make one.";

/** Building the estimator reads its dictionaries (about 0.3 s), so it waits for the first new password. */
let estimator: ZxcvbnFactory | undefined;
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: {
      ...zxcvbnEnglish.translations,
      warnings: {
        ...zxcvbnEnglish.translations.warnings,
        userInputs: USER_INPUTS_WARNING,
      },
    },
  });
  return estimator;
}

/** Who the password is for: their own names count against it, as does the studio's. */
export interface PasswordOwner {
  username: string;
  email?: string | null;
}

/** The words an attacker who knows the account would try first. */
function ownWords({ username, email }: PasswordOwner): string[] {
  const names = [username, ...(email ? [email, email.split("@")[0] ?? ""] : [])];
  const parts = names.flatMap((name) => name.split(/[._@-]/));
  const studio = [PRODUCT_NAME, ...PRODUCT_NAME.split(" ")];
  return [...new Set([...names, ...parts, ...studio].map((word) => word.toLowerCase()).filter(Boolean))];
}

/** Whether the password holds the username or the e-mail's local part, in any case. */
function containsOwnName(password: string, { username, email }: PasswordOwner): boolean {
  const lower = password.toLowerCase();
  const names = [username, email?.split("@")[0] ?? ""].map((name) => name.toLowerCase());
  return names.some((name) => name.length >= 3 && lower.includes(name));
}

/** The reason a new password is refused, in plain words, or undefined when it is acceptable. */
export function passwordProblem(password: string, owner: PasswordOwner): string | undefined {
  const shape = newPasswordSchema.safeParse(password);
  if (!shape.success) return shape.error.issues[0]?.message ?? PASSWORD_MESSAGES.tooShort;
  const { score, feedback } = strengthEstimator().check(password, ownWords(owner));
  // zxcvbn rates "theo2024theo" for theo as strong enough; a password built on one's own name never is.
  if (containsOwnName(password, owner))
    return [PASSWORD_MESSAGES.weak, USER_INPUTS_WARNING, ADVICE].join(" ");
  if (score >= MINIMUM_SCORE) return undefined;
  const reason = feedback.warning ?? feedback.suggestions[0];
  return [PASSWORD_MESSAGES.weak, reason, ADVICE].filter(Boolean).join(" ");
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Always runs one argon2 verification: against the stored hash, or the dummy one when there is none. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  try {
    const matches = await verify(storedHash ?? DUMMY_HASH, password);
    return typeof storedHash === "string" && matches;
  } catch {
    // A malformed stored hash can never match; refusing is the safe answer.
    return false;
  }
}
