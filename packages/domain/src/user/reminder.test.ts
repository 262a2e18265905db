import { describe, expect, it } from 'vitest';
import {
  mayShowRegistrationReminder,
  nextRegistrationReminderAt,
  registrationReminderDelayMs,
} from './reminder.ts';

const base = {
  isAuthorised: false,
  isAuthFormOpen: false,
  isOtherModalOpen: false,
  storedNextAllowedAt: null,
  now: 1_000_000,
};

describe('registration reminder (spec §4)', () => {
  it('shows for a visitor with nothing stored and nothing open', () => {
    expect(mayShowRegistrationReminder(base)).toBe(true);
  });
  it('never shows to a signed-in user or over a form or modal', () => {
    expect(mayShowRegistrationReminder({ ...base, isAuthorised: true })).toBe(false);
    expect(mayShowRegistrationReminder({ ...base, isAuthFormOpen: true })).toBe(false);
    expect(mayShowRegistrationReminder({ ...base, isOtherModalOpen: true })).toBe(false);
  });
  it('a stored future time blocks it; 0 blocks it forever', () => {
    expect(mayShowRegistrationReminder({ ...base, storedNextAllowedAt: 1_000_001 })).toBe(false);
    expect(mayShowRegistrationReminder({ ...base, storedNextAllowedAt: 1_000_000 })).toBe(true);
    expect(mayShowRegistrationReminder({ ...base, storedNextAllowedAt: 0 })).toBe(false);
  });
  it('stores now + interval minutes, or 0 without an interval', () => {
    expect(nextRegistrationReminderAt({ delaySeconds: 5, intervalMinutes: 30 }, 1000)).toBe(
      1000 + 30 * 60_000,
    );
    expect(nextRegistrationReminderAt({ delaySeconds: 5 }, 1000)).toBe(0);
    expect(nextRegistrationReminderAt({ delaySeconds: 5, intervalMinutes: 0 }, 1000)).toBe(0);
  });
  it('converts the delay to milliseconds', () => {
    expect(registrationReminderDelayMs({ delaySeconds: 20 })).toBe(20_000);
    expect(registrationReminderDelayMs({ delaySeconds: -1 })).toBe(0);
  });
});
