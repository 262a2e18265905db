import { describe, expect, it } from 'vitest';
import { availableBenchmarks, formatMetric, parseArgs } from './run.ts';

describe('availableBenchmarks', () => {
  it('lists bench/<name>.ts modules, not the runner, tests, declarations or folders', () => {
    expect(
      availableBenchmarks([
        'run.ts',
        'ssr.ts',
        'wallet.ts',
        'run.test.ts',
        'x.d.ts',
        'lib',
        'README.md',
      ]),
    ).toEqual(['ssr', 'wallet']);
  });
});

describe('parseArgs', () => {
  it('takes names and numeric options, with defaults of 50 connections and 10 s', () => {
    expect(
      parseArgs(['ssr', '--duration=5', '--connections=20', '--warmup=1', '--rounds=3']),
    ).toEqual({
      names: ['ssr'],
      options: { durationSeconds: 5, warmupSeconds: 1, connections: 20, rounds: 3 },
    });
    expect(parseArgs([]).options).toEqual({
      durationSeconds: 10,
      warmupSeconds: 3,
      connections: 50,
      rounds: 2,
    });
  });

  it('refuses unknown options and zero durations', () => {
    expect(() => parseArgs(['--pipelining=10'])).toThrow(/unknown option/);
    expect(() => parseArgs(['--duration=0'])).toThrow(/at least 1/);
  });
});

describe('formatMetric', () => {
  it('prints PASS or FAIL against the budget', () => {
    const ratio = { label: 'ratio', unit: '×', budget: { op: '>=' as const, limit: 0.3 } };
    expect(formatMetric({ ...ratio, value: 0.45 })).toMatch(/0\.45 ×\s+PASS \(budget >= 0\.3 ×\)/);
    expect(formatMetric({ ...ratio, value: 0.2 })).toMatch(/FAIL/);
    const size = { label: 'js', unit: 'KiB', budget: { op: '<=' as const, limit: 160 } };
    expect(formatMetric({ ...size, value: 161 })).toMatch(/161 KiB\s+FAIL/);
    expect(formatMetric({ label: 'rps', unit: 'req/s', value: 1234.5 })).toMatch(/1235 req\/s$/);
  });
});
