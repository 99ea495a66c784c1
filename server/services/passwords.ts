import { hash, verify } from "@node-rs/argon2";

/**
 * OWASP's argon2id minimum. The algorithm is not named because @node-rs/argon2 exports it as a const
 * enum (unusable with isolatedModules) and argon2id is its default; a test checks the PHC string.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  blank: "The password cannot be only spaces.",
} as const;

/**
 * A hash of a password nobody has, with the same parameters as real ones: verifying against it for an
 * unknown or disabled user takes as long as a wrong password, so timing does not reveal which it was.
 */
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$kubz2Kltctdt1dwsks2i5Q$ljDLMi9xR482vofeTEE21UxnEI92SZQgJ20muKsmP18";

/** The reason a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  // Characters, not UTF-16 units, so an emoji counts once.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (password.trim() === "") return PASSWORD_MESSAGES.blank;
  return undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Always runs one argon2 verification: against the stored hash, or the dummy one when there is none. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  try {
    const matches = await verify(storedHash ?? DUMMY_HASH, password);
    return storedHash !== undefined && matches;
  } catch {
    // A malformed stored hash can never match; refusing is the safe answer.
    return false;
  }
}
