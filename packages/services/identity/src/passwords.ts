import { MIN_PASSWORD_LENGTH } from '@playfield/domain/user';
import { isCommonPassword } from './common-passwords.ts';
import { createHashWorkers } from './hash-workers.ts';

/** Longest password accepted: long enough for any passphrase, short enough to bound hashing. */
export const MAX_PASSWORD_LENGTH = 128;

export type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'same_as_login';

/**
 * The password policy: at least 8 characters, at most 128, not one of the 10,000 most common
 * passwords, and not the login or e-mail itself. Returns the first problem, or null.
 */
export function checkPassword(
  password: string,
  identifiers: readonly string[] = [],
): PasswordProblem | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return 'too_short';
  if (length > MAX_PASSWORD_LENGTH) return 'too_long';
  if (isCommonPassword(password)) return 'common';
  const lowered = password.toLowerCase();
  if (identifiers.some((id) => id !== '' && id.toLowerCase() === lowered)) return 'same_as_login';
  return null;
}

/** argon2id parameters (OWASP minimum: 19 MiB memory, 2 passes, 1 lane). */
export interface HashParameters {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const DEFAULT_HASH_PARAMETERS: HashParameters = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /**
   * Spends the same work as a real verification without a stored hash, so an unknown login
   * takes as long as a wrong password.
   */
  verifyDummy(password: string): Promise<false>;
  /** Calls waiting for a hashing slot now. */
  readonly waiting: number;
}

/** `Algorithm.Argon2id` of @node-rs/argon2. */
const ARGON2ID = 2;

/**
 * argon2id behind a cap of `concurrency` hashes at once, run on that many worker threads at a
 * lower priority than the event loop (hash-workers.ts): a login flood waits for hashing slots
 * instead of starving every other request.
 */
export async function createPasswordHasher(
  options: { concurrency?: number; parameters?: HashParameters } = {},
): Promise<PasswordHasher> {
  const parameters = options.parameters ?? DEFAULT_HASH_PARAMETERS;
  const workers = createHashWorkers(options.concurrency ?? 2);
  const argonOptions = { ...parameters, algorithm: ARGON2ID };
  const hash = async (password: string): Promise<string> =>
    String(await workers.run({ op: 'hash', password, options: argonOptions }));
  const verify = async (hashed: string, password: string): Promise<boolean> =>
    (await workers.run({ op: 'verify', hashed, password })) === true;
  // Unknown logins verify against this, so they cost the same as a wrong password.
  const dummyHash = await hash('dummy-password-for-timing');

  return {
    hash,
    async verify(hashed, password) {
      try {
        return await verify(hashed, password);
      } catch {
        // A malformed stored hash is a failed verification, never a 500.
        return false;
      }
    },
    async verifyDummy(password) {
      await verify(dummyHash, password).catch(() => false);
      return false;
    },
    get waiting() {
      return workers.waiting;
    },
  };
}
