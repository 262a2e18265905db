/** localStorage key of the reminder's next-allowed time (ms since the epoch; 0 = never again). */
export const REMINDER_STORAGE_KEY = 'pf.registrationReminder.nextAt';

/** The stored next-allowed time, or null when unset or unreadable (private mode, bad value). */
export function readReminderNextAt(storage: Pick<Storage, 'getItem'> | null): number | null {
  try {
    const raw = storage?.getItem(REMINDER_STORAGE_KEY);
    if (raw === null || raw === undefined || !/^\d+$/.test(raw)) return null;
    return Number(raw);
  } catch {
    return null;
  }
}

export function writeReminderNextAt(storage: Pick<Storage, 'setItem'> | null, at: number): void {
  try {
    storage?.setItem(REMINDER_STORAGE_KEY, String(at));
  } catch {
    // Storage refused (private mode, quota): the reminder may show again on the next visit.
  }
}
