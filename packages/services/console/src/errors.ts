/** A console refusal: its status, spec §8 code and (English) message. */
export class ConsoleError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConsoleError';
  }
}

export function isConsoleError(error: unknown): error is ConsoleError {
  return error instanceof ConsoleError;
}

/** The one answer to every refused sign-in: unknown e-mail, wrong password, wrong code, lock. */
export const invalidCredentials = () =>
  new ConsoleError(401, 'invalid_credentials', 'E-mail, password or code is not right.');

export const unauthorized = () => new ConsoleError(401, 'unauthorized', 'Sign in to the console.');

export const forbidden = () =>
  new ConsoleError(403, 'forbidden', 'Your role does not allow this action.');

export const operatorNotFound = () =>
  new ConsoleError(404, 'operator_not_found', 'No such operator.');
