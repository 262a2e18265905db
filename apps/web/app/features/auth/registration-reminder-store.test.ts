import {
  mayShowRegistrationReminder,
  nextRegistrationReminderAt,
  registrationReminderDelayMs,
} from '@playfield/domain/user';
import { describe, expect, it } from 'vitest';
import {
  readReminderNextAt,
  REMINDER_STORAGE_KEY,
  writeReminderNextAt,
} from './registration-reminder-store.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('registration reminder storage', () => {
  it('reads back what it stored, and treats junk or no storage as unset', () => {
    const storage = memoryStorage();
    expect(readReminderNextAt(storage)).toBeNull();
    writeReminderNextAt(storage, 1_700_000_000_000);
    expect(readReminderNextAt(storage)).toBe(1_700_000_000_000);
    writeReminderNextAt(storage, 0);
    expect(readReminderNextAt(storage)).toBe(0);
    expect(readReminderNextAt(memoryStorage({ [REMINDER_STORAGE_KEY]: 'soon' }))).toBeNull();
    expect(readReminderNextAt(null)).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readReminderNextAt(throwing)).toBeNull();
    expect(() => writeReminderNextAt(throwing, 1)).not.toThrow();
  });

  it('with the default timing (60 s, 1440 min) a shown reminder stays away for a day', () => {
    const config = { delaySeconds: 60, intervalMinutes: 1440 };
    const storage = memoryStorage();
    const shownAt = 1_000_000;
    expect(registrationReminderDelayMs(config)).toBe(60_000);
    const visitor = { isAuthorised: false, isAuthFormOpen: false, isOtherModalOpen: false };
    expect(
      mayShowRegistrationReminder({
        ...visitor,
        storedNextAllowedAt: readReminderNextAt(storage),
        now: shownAt,
      }),
    ).toBe(true);
    writeReminderNextAt(storage, nextRegistrationReminderAt(config, shownAt));
    const stored = readReminderNextAt(storage);
    expect(stored).toBe(shownAt + 86_400_000);
    expect(
      mayShowRegistrationReminder({ ...visitor, storedNextAllowedAt: stored, now: shownAt + 1 }),
    ).toBe(false);
    expect(
      mayShowRegistrationReminder({
        ...visitor,
        storedNextAllowedAt: stored,
        now: shownAt + 86_400_000,
      }),
    ).toBe(true);
    // Interval 0: once shown, never again.
    writeReminderNextAt(storage, nextRegistrationReminderAt({ delaySeconds: 0 }, shownAt));
    expect(
      mayShowRegistrationReminder({
        ...visitor,
        storedNextAllowedAt: readReminderNextAt(storage),
        now: shownAt * 10,
      }),
    ).toBe(false);
  });
});
