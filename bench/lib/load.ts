// One load generator for every HTTP benchmark: autocannon's programmatic API, no pipelining,
// a warm-up that is thrown away, then the measured run. Comparing targets with this same
// function in the same process is what makes their ratio meaningful; alternating between them
// in rounds spreads any change in background load (other processes on the machine) over all.
import autocannon from 'autocannon';
import type { BenchOptions } from './types.ts';

export interface LoadResult {
  /** Requests per second over the measured time (all rounds). */
  requestsPerSecond: number;
  /** Median and 99th-percentile latency of the slowest round, milliseconds. */
  latencyP50: number;
  latencyP99: number;
  total: number;
  /** Connection errors, timeouts and non-2xx answers: any of them spoils the figure. */
  failures: number;
}

/** A URL, or a URL with request headers (e.g. `Accept-Encoding`). */
export type LoadTarget = string | { url: string; headers: Record<string, string> };

function once(
  target: LoadTarget,
  connections: number,
  seconds: number,
): Promise<autocannon.Result> {
  const { url, headers } = typeof target === 'string' ? { url: target, headers: {} } : target;
  return autocannon({ url, headers, connections, pipelining: 1, duration: seconds, timeout: 10 });
}

/**
 * Warms every target up, then measures them in turn for `options.rounds` rounds, each round
 * giving every target an equal share of `options.durationSeconds`.
 */
export async function compareLoad(
  urls: readonly LoadTarget[],
  options: BenchOptions,
): Promise<LoadResult[]> {
  for (const url of urls) {
    if (options.warmupSeconds > 0) await once(url, options.connections, options.warmupSeconds);
  }
  const rounds = Math.max(1, options.rounds);
  const slice = Math.max(1, Math.round(options.durationSeconds / rounds));
  const results = urls.map(() => ({ seconds: 0, total: 0, failures: 0, p50: 0, p99: 0 }));
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, url] of urls.entries()) {
      const r = await once(url, options.connections, slice);
      const acc = results[i];
      if (!acc) continue;
      acc.seconds += r.duration;
      acc.total += r.requests.total;
      acc.failures += r.errors + r.timeouts + r.non2xx;
      acc.p50 = Math.max(acc.p50, r.latency.p50);
      acc.p99 = Math.max(acc.p99, r.latency.p99);
    }
  }
  return results.map((acc) => ({
    requestsPerSecond: acc.seconds > 0 ? acc.total / acc.seconds : 0,
    latencyP50: acc.p50,
    latencyP99: acc.p99,
    total: acc.total,
    failures: acc.failures,
  }));
}
