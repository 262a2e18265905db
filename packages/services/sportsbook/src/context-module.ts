// The sportsbook context as a module of the composition (issue 14 item 1): the book over the
// database (decisions 018, 019) with the built-in feed simulator on the leader; the line and
// results APIs; the feed job; the sportsbook topics of the live hub. Closing releases the
// feed's leader lock after the writes in progress.
import {
  createFeedSimulator,
  createSeededRandom,
  intervalScheduler,
  systemClock,
} from '@playfield/feed';
import type { ContextModule, ModuleBase } from '@playfield/module';
import { lineEndpoints, resultsEndpoints } from './http/routes.ts';
import { sportsbookLive } from './live.ts';
import { FEED_LEADER_LOCK } from './run-state.ts';
import { createSportsbook } from './sportsbook.ts';
import type { Sportsbook } from './sportsbook.ts';
import { createSportsbookStore } from './store.ts';

export interface SimulatedFeedOptions {
  /** FEED_SEED, FEED_SPEED, FEED_MARGIN. */
  seed: number;
  speed: number;
  margin: number;
  /** False for the `web` role, which never leads. */
  canLead: boolean;
}

/**
 * The sportsbook over the database. `open()` makes it the leader — the instance holding the
 * feed's advisory lock builds the simulator (wall clock), resuming the stored world with new
 * ids above everything stored, ticking once its job starts — or a follower that loads the
 * stored book and applies the leader's events from the live bus.
 */
export function openSimulatedSportsbook(
  options: SimulatedFeedOptions,
  base: ModuleBase,
): Sportsbook {
  const { database, logger } = base;
  return createSportsbook({
    clock: systemClock,
    scheduler: intervalScheduler,
    cluster: {
      store: createSportsbookStore(database.db),
      tryLead: (onLost) => database.tryAdvisoryLock(FEED_LEADER_LOCK, onLost),
      createFeed: ({ firstGameId, resume }) =>
        createFeedSimulator({
          clock: systemClock,
          random: createSeededRandom(options.seed),
          scheduler: intervalScheduler,
          speed: options.speed,
          margin: options.margin,
          firstGameId,
          ...(resume ? { resume } : {}),
        }),
      canLead: options.canLead,
      onLog: (message, context) => logger.info(message, context),
    },
    onError: (error, context) => logger.warn('sportsbook error', { err: error, ...context }),
  });
}

/** The simulator's sportsbook (opened here), or one made by the caller (tests). */
export type SportsbookSource = { simulated: SimulatedFeedOptions } | { given: Sportsbook };

export function sportsbookContext(
  source: SportsbookSource,
): ContextModule<unknown, { sportsbook: Sportsbook }> {
  return {
    name: 'sportsbook',
    open: async (_needs, base) => {
      let sportsbook: Sportsbook;
      if ('given' in source) {
        sportsbook = source.given;
      } else {
        sportsbook = openSimulatedSportsbook(source.simulated, base);
        const role = await sportsbook.open();
        base.logger.info('sportsbook opened', { role });
      }
      // The operators' overrides in force from the start (decision 037).
      await sportsbook.operator.loadOverrides(base.database.db);
      return {
        provides: { sportsbook },
        routes: [
          ...[lineEndpoints(sportsbook), resultsEndpoints(sportsbook)].map((router) => ({
            path: router.prefix,
            routes: router.routes,
            endpoints: router.endpoints,
          })),
        ],
        live: sportsbookLive(sportsbook),
        // The feed first in the list: settlement (betting, later) listens to finished games.
        jobs: [
          {
            name: 'feed',
            start() {
              sportsbook.start();
              return () => sportsbook.stop();
            },
          },
        ],
        close: () => sportsbook.shutdown(),
      };
    },
  };
}
