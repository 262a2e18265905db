// What the operator console's dashboard asks of identity (issue 15): players online and
// registrations, counted in SQL over indexes (sessions_seen_idx, users_created_idx), cheap
// enough to poll every few seconds.
import { sql } from 'drizzle-orm';
import type { Db } from '@playfield/db';

export interface IdentityDashboardWindow {
  now: Date;
  /** A session seen since then (not ended, not expired) is online. */
  onlineSince: Date;
  /** Start of the per-minute series (a minute's start). */
  from: Date;
  /** Start of today. */
  dayStart: Date;
}

export interface IdentityDashboardFigures {
  /** Distinct players with a live session seen since `onlineSince`. */
  online: number;
  registrationsToday: number;
  /** Registrations per minute since `from` (only minutes with some); minute = epoch minutes. */
  registrations: { minute: number; count: number }[];
}

export interface IdentityDashboard {
  figures(window: IdentityDashboardWindow): Promise<IdentityDashboardFigures>;
}

const n = (v: unknown) => Number(v ?? 0);
const iso = (d: Date) => d.toISOString();

export function identityDashboard(db: Db): IdentityDashboard {
  return {
    async figures({ now, onlineSince, from, dayStart }) {
      const [online, today, perMinute] = await Promise.all([
        db.execute<{ online: string }>(
          sql`select count(distinct user_id) as online from sessions
              where ended_at is null and last_seen_at >= ${iso(onlineSince)}::timestamptz
                and expires_at > ${iso(now)}::timestamptz`,
        ),
        db.execute<{ count: string }>(
          sql`select count(*) as count from users
              where created_at >= ${iso(dayStart)}::timestamptz`,
        ),
        db.execute<{ minute: string; count: string }>(
          sql`select floor(extract(epoch from created_at) / 60) as minute, count(*) as count
              from users where created_at >= ${iso(from)}::timestamptz group by 1`,
        ),
      ]);
      return {
        online: n(online.rows[0]?.online),
        registrationsToday: n(today.rows[0]?.count),
        registrations: perMinute.rows.map((r) => ({ minute: n(r.minute), count: n(r.count) })),
      };
    },
  };
}
