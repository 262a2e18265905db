import { describe, expect, it } from 'vitest';
import { loadMessages } from './messages.server.ts';

describe('loadMessages', () => {
  it('returns only the asked dictionaries of the language', () => {
    const messages = loadMessages('de', ['error']);
    expect(messages.error_not_found_title).toBe('Diese Seite wurde nicht gefunden');
    expect(Object.keys(messages).every((k) => k.startsWith('error_'))).toBe(true);
  });

  it('falls back to English for a language without a catalog', () => {
    expect(loadMessages('xx', ['error']).error_not_found_title).toBe(
      'This page could not be found',
    );
  });

  it('serves the same object for the same request (cached)', () => {
    expect(loadMessages('ru', ['main', 'shell'])).toBe(loadMessages('ru', ['main', 'shell']));
  });
});
