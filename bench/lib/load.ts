// One load generator for every HTTP benchmark: autocannon's programmatic API, no pipelining,
// a warm-up that is thrown away, then the measured run. Comparing two targets with this same
// function in the same process is what makes their ratio meaningful.
import autocannon from 'autocannon';
import type { BenchOptions } from './types.ts';

export interface LoadResult {
  /** Mean requests per second over the measured run. */
  requestsPerSecond: number;
  /** Median and 99th-percentile latency, milliseconds. */
  latencyP50: number;
  latencyP99: number;
  total: number;
  /** Connection errors, timeouts and non-2xx answers: any of them spoils the figure. */
  failures: number;
}

function once(url: string, connections: number, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, connections, pipelining: 1, duration: seconds, timeout: 10 });
}

/** Warm up, then measure `url` with the options' connections and duration. */
export async function measureLoad(url: string, options: BenchOptions): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await once(url, options.connections, options.warmupSeconds);
  const result = await once(url, options.connections, options.durationSeconds);
  return {
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    total: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
