import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock.ts';
import { createSeededRandom } from './random.ts';
import { createFeedSimulator } from './simulator.ts';

function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/**
 * Measures world generation and the per-tick cost with every live game re-priced on every
 * tick (repriceEverySec 0) at FEED_SPEED 60. Numbers are printed for the report; the bounds
 * only catch an order-of-magnitude regression on a slow, shared machine.
 */
describe('simulator cost', () => {
  it('generates the world and re-prices 100+ live games per tick cheaply', () => {
    const clock = createManualClock(Date.UTC(2026, 10, 22, 12, 0, 0));
    let cpu = cpuMs();
    let wall = performance.now();
    const sim = createFeedSimulator({
      clock,
      random: createSeededRandom(1),
      speed: 60,
      repriceEverySec: 0,
    });
    const createCpu = cpuMs() - cpu;
    const createWall = performance.now() - wall;
    let markets = 0;
    sim.subscribe((e) => {
      if (e.type === 'market.updated') markets += e.markets.length;
    });
    for (let i = 0; i < 10; i += 1) {
      clock.advance(1000);
      sim.tick();
    }
    const ticks = 60;
    const walls: number[] = [];
    markets = 0;
    cpu = cpuMs();
    for (let i = 0; i < ticks; i += 1) {
      clock.advance(1000);
      wall = performance.now();
      sim.tick();
      walls.push(performance.now() - wall);
    }
    const tickCpu = (cpuMs() - cpu) / ticks;
    walls.sort((a, b) => a - b);
    const counts = sim.counts();
    console.info(
      `feed cost: world ${createCpu.toFixed(0)} ms CPU (${createWall.toFixed(0)} ms wall) for ` +
        `${counts.scheduled} scheduled, ${counts.live} live, ${counts.outrights} outrights; ` +
        `tick ${tickCpu.toFixed(1)} ms CPU, wall p50 ${walls[ticks / 2]?.toFixed(1)} ms, ` +
        `p95 ${walls[Math.floor(ticks * 0.95)]?.toFixed(1)} ms, ${(markets / ticks).toFixed(0)} markets re-priced per tick`,
    );
    expect(counts.live).toBeGreaterThanOrEqual(100);
    expect(markets / ticks).toBeGreaterThan(1000);
    expect(createCpu).toBeLessThan(20_000);
    expect(tickCpu).toBeLessThan(150);
  }, 120_000);
});
