/** Why a configuration change was refused. */
export type SiteConfigErrorCode = 'unknown_key' | 'invalid_value';

/**
 * A refused configuration read or change. `problems` lists every reason as a sentence, so a
 * command line or an admin page can show them as they are.
 */
export class SiteConfigError extends Error {
  override readonly name = 'SiteConfigError';
  readonly code: SiteConfigErrorCode;
  /** The key (or dotted path) the caller named. */
  readonly key: string;
  readonly problems: readonly string[];

  constructor(code: SiteConfigErrorCode, key: string, problems: readonly string[]) {
    const what =
      code === 'unknown_key' ? `Unknown configuration key "${key}"` : `Invalid value for "${key}"`;
    super(problems.length > 0 ? `${what}: ${problems.join('; ')}` : what);
    this.code = code;
    this.key = key;
    this.problems = problems;
  }
}

/** True when `error` is a {@link SiteConfigError}. */
export function isSiteConfigError(error: unknown): error is SiteConfigError {
  return error instanceof SiteConfigError;
}
