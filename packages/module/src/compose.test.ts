import { describe, expect, it } from 'vitest';
import type { Database } from '@playfield/db';
import { composeModules } from './compose.ts';
import type { ContextModule, ModuleBase, OpenedModule } from './contract.ts';

const base: ModuleBase = {
  database: {} as Database,
  logger: { info: () => {}, warn: () => {}, error: () => {} },
};

/** A module that records its opening, closing and jobs in `log`. */
function recorded<Needs, Provides>(
  name: string,
  log: string[],
  make: (needs: Needs) => Provides,
  extra: Partial<OpenedModule<Provides>> = {},
): ContextModule<Needs, Provides> {
  return {
    name,
    open: (needs) => {
      log.push(`open ${name}`);
      return Promise.resolve({
        provides: make(needs),
        jobs: [
          {
            name: `${name}-job`,
            start() {
              log.push(`start ${name}`);
              return () => log.push(`stop ${name}`);
            },
          },
        ],
        close: () => {
          log.push(`close ${name}`);
          return Promise.resolve();
        },
        ...extra,
      });
    },
  };
}

describe('composeModules', () => {
  it('opens in list order with the earlier ports, starts jobs in order and stops and closes in reverse', async () => {
    const log: string[] = [];
    const opened = await composeModules()
      .add(recorded('clock', log, () => ({ clock: { now: () => 42 } })))
      .add(
        recorded('ledger', log, ({ clock }: { clock: { now(): number } }) => ({
          ledger: { at: clock.now() },
        })),
      )
      .open(base);
    expect(opened.ports.ledger.at).toBe(42);
    expect(opened.names).toEqual(['clock', 'ledger']);
    expect(opened.jobs.map((job) => job.name)).toEqual(['clock-job', 'ledger-job']);
    const stop = opened.startJobs();
    stop();
    await opened.close();
    expect(log).toEqual([
      'open clock',
      'open ledger',
      'start clock',
      'start ledger',
      'stop ledger',
      'stop clock',
      'close ledger',
      'close clock',
    ]);
  });

  it('binds a late port from a later module, which the earlier one reads when it works', async () => {
    const composition = composeModules();
    const rate = composition.late<{ value(): number }>('rate');
    const opened = await composition
      .add<{ price: { quote(): number } }>({
        name: 'price',
        open: () =>
          Promise.resolve({ provides: { price: { quote: () => 10 * rate.get().value() } } }),
      })
      .add<{ rates: { value(): number } }>({
        name: 'rates',
        open: () => Promise.resolve({ provides: { rates: { value: () => 3 } } }),
      })
      .bind(rate, ({ rates }) => rates)
      .open(base);
    expect(opened.ports.price.quote()).toBe(30);
  });

  it('refuses to finish opening while a late port is unbound, and closes what it opened', async () => {
    const log: string[] = [];
    const composition = composeModules();
    composition.late<number>('never bound');
    const list = composition.add(recorded('only', log, () => ({ only: true })));
    await expect(list.open(base)).rejects.toThrow('late ports never bound: never bound');
    expect(log).toEqual(['open only', 'close only']);
  });

  it('reading a late port before it is bound says which one', () => {
    const port = composeModules().late<number>('deposit guard');
    expect(() => port.get()).toThrow('late port "deposit guard" is read before it is bound');
    port.bind(1);
    expect(() => port.bind(2)).toThrow('bound twice');
  });

  it('closes the modules already open when a later one fails to open', async () => {
    const log: string[] = [];
    const list = composeModules()
      .add(recorded('first', log, () => ({ first: 1 })))
      .add<{ second: number }>({ name: 'second', open: () => Promise.reject(new Error('boom')) });
    await expect(list.open(base)).rejects.toThrow('boom');
    expect(log).toEqual(['open first', 'close first']);
  });

  it('collects routes and live parts in list order', async () => {
    const opened = await composeModules()
      .add({
        name: 'a',
        open: () =>
          Promise.resolve({
            provides: {},
            routes: [{ path: '/a', routes: {} as never }],
            live: {
              resolve: (topic: string) =>
                topic === 'a' ? { error: 'unavailable' as const, message: 'a' } : null,
            },
          }),
      })
      .add({
        name: 'b',
        open: () =>
          Promise.resolve({ provides: {}, routes: [{ path: '/b', routes: {} as never }] }),
      })
      .open(base);
    expect(opened.routes.map((r) => r.path)).toEqual(['/a', '/b']);
    expect(opened.live).toHaveLength(1);
  });

  it('checks a module’s needs against the earlier modules’ ports at compile time', () => {
    const needsLedger: ContextModule<{ ledger: { at: number } }, { report: string }> = {
      name: 'report',
      open: () => Promise.resolve({ provides: { report: 'ok' } }),
    };
    const composition = composeModules();
    // @ts-expect-error no module before it provides `ledger`
    composition.add(needsLedger);
    const withLedger = composition.add<{ ledger: { at: number } }>({
      name: 'ledger',
      open: () => Promise.resolve({ provides: { ledger: { at: 1 } } }),
    });
    withLedger.add(needsLedger);
    const wrongType = composition.add<{ ledger: { at: string } }>({
      name: 'ledger',
      open: () => Promise.resolve({ provides: { ledger: { at: 'x' } } }),
    });
    // @ts-expect-error `ledger.at` is a string here, the module needs a number
    wrongType.add(needsLedger);
    const late = composition.late<number>('n');
    // @ts-expect-error a late port is bound with a value of its own type
    withLedger.bind(late, ({ ledger }) => String(ledger.at));
    expect(true).toBe(true);
  });
});
