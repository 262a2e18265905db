import type { Algorithm } from '@node-rs/argon2';
import { hash, verify } from '@node-rs/argon2';
import { MIN_PASSWORD_LENGTH } from '@playfield/domain';
import { isCommonPassword } from './common-passwords.ts';
import { createSemaphore } from './semaphore.ts';

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

const ARGON2ID = 2 as Algorithm;

export async function createPasswordHasher(
  options: { concurrency?: number; parameters?: HashParameters } = {},
): Promise<PasswordHasher> {
  const parameters = options.parameters ?? DEFAULT_HASH_PARAMETERS;
  const semaphore = createSemaphore(options.concurrency ?? 2);
  const argonOptions = { ...parameters, algorithm: ARGON2ID };
  // A real hash with the same parameters, so verifying against it costs the same.
  const dummyHash = await hash('dummy-password-for-timing', argonOptions);

  return {
    hash: (password) => semaphore.run(() => hash(password, argonOptions)),
    async verify(hashed, password) {
      try {
        return await semaphore.run(() => verify(hashed, password));
      } catch {
        // A malformed stored hash must not throw its way to a 500; it just does not match.
        return false;
      }
    },
    async verifyDummy(password) {
      await semaphore.run(() => verify(dummyHash, password));
      return false;
    },
    get waiting() {
      return semaphore.waiting;
    },
  };
}
