import { describe, expect, it } from 'vitest';
import { apiError, apiErrorSchema, normalizeApiError } from './errors.ts';

describe('apiError', () => {
  it('builds the spec §8 shape and leaves out a missing code', () => {
    expect(apiError(400, 'Bad lang')).toEqual({ message: 'Bad lang', status: 400 });
    expect(apiError(429, 'Slow down', 'rate_limited')).toEqual({
      message: 'Slow down',
      status: 429,
      code: 'rate_limited',
    });
  });

  it('is accepted by the schema', () => {
    expect(apiErrorSchema.safeParse(apiError(403, 'No', 7)).success).toBe(true);
    expect(apiErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
  });
});

describe('normalizeApiError', () => {
  it('keeps a well-formed error as it is', () => {
    expect(normalizeApiError({ message: 'Nope', status: 403, code: 'csrf' }, 403)).toEqual({
      message: 'Nope',
      status: 403,
      code: 'csrf',
    });
  });

  it('joins JSON:API error details with newlines', () => {
    const body = { errors: [{ detail: 'Amount too low' }, { detail: 'Currency unknown' }] };
    expect(normalizeApiError(body, 400)).toEqual({
      message: 'Amount too low\nCurrency unknown',
      status: 400,
    });
  });

  it('uses titles when details are missing and takes the first code and status', () => {
    const body = {
      errors: [{ title: 'Forbidden', code: 111, status: '403' }, { detail: 'Again' }],
    };
    expect(normalizeApiError(body)).toEqual({
      message: 'Forbidden\nAgain',
      status: 403,
      code: 111,
    });
  });

  it('falls back to the JSON text when there is no message', () => {
    expect(normalizeApiError({ error: 'weird' }, 502)).toEqual({
      message: '{"error":"weird"}',
      status: 502,
    });
  });

  it('uses a text body as the message', () => {
    expect(normalizeApiError('Gateway timeout', 504)).toEqual({
      message: 'Gateway timeout',
      status: 504,
    });
  });

  it('defaults the status to 500', () => {
    expect(normalizeApiError({ message: 'Boom' })).toEqual({ message: 'Boom', status: 500 });
    expect(normalizeApiError(null)).toEqual({ message: 'null', status: 500 });
    expect(normalizeApiError(undefined, 42)).toEqual({ message: '', status: 500 });
  });

  it('ignores a body status that is not an HTTP status', () => {
    expect(normalizeApiError({ message: 'x', status: 2 }, 400)).toEqual({
      message: 'x',
      status: 400,
    });
  });

  it('ignores malformed JSON:API entries', () => {
    const body = { message: 'Outer', errors: ['oops', { detail: 5 }] };
    expect(normalizeApiError(body, 422)).toEqual({ message: 'Outer', status: 422 });
  });
});
