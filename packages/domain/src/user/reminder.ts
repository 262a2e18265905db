/**
 * Registration reminder popup of spec §4: for visitors only, after a delay, never over an
 * auth form or another modal; once shown, the next allowed time is stored (now plus the
 * interval, or 0 = never again when there is no interval). A stored future time blocks it.
 */

/** Registration reminder configuration (spec §3: delay in seconds, interval in minutes). */
export interface RegistrationReminderConfig {
  delaySeconds: number;
  /** Minutes until it may show again; 0 or absent means never again. */
  intervalMinutes?: number | null;
}

export interface RegistrationReminderInput {
  isAuthorised: boolean;
  /** An auth form (login, registration, recovery) is open. */
  isAuthFormOpen: boolean;
  /** Any other modal is open. */
  isOtherModalOpen: boolean;
  /** Stored next-allowed time in ms since the epoch; 0 means never again; null when unset. */
  storedNextAllowedAt: number | null;
  now: number;
}

/** Whether the reminder may be shown now (the delay has already elapsed). */
export function mayShowRegistrationReminder(input: RegistrationReminderInput): boolean {
  if (input.isAuthorised || input.isAuthFormOpen || input.isOtherModalOpen) return false;
  if (input.storedNextAllowedAt === null) return true;
  if (input.storedNextAllowedAt === 0) return false;
  return input.storedNextAllowedAt <= input.now;
}

/** The next-allowed time to store after showing it: now + interval, or 0 (never again). */
export function nextRegistrationReminderAt(
  config: RegistrationReminderConfig,
  now: number,
): number {
  const minutes = config.intervalMinutes ?? 0;
  return minutes > 0 ? now + minutes * 60_000 : 0;
}

/** Milliseconds to wait after the page is ready before the first attempt. */
export function registrationReminderDelayMs(config: RegistrationReminderConfig): number {
  return Math.max(0, config.delaySeconds) * 1000;
}
