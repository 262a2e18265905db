// The contract between bench/run.ts and a benchmark module. A benchmark is a file
// bench/<name>.ts exporting `benchmark`; run.ts finds it by its file name, so adding one
// (auth, wallet, feed, betting, ...) needs no change anywhere else.

export interface BenchOptions {
  /** Seconds of measured load per target (after the warm-up). */
  durationSeconds: number;
  /** Seconds of unmeasured load before each measurement. */
  warmupSeconds: number;
  /** Concurrent connections of the load generator. */
  connections: number;
  /** Alternations between compared targets; the duration is shared among the rounds. */
  rounds: number;
}

export interface BenchContext {
  options: BenchOptions;
  /** Progress output (stderr), kept apart from the figures. */
  log(message: string): void;
}

/** A limit a metric must respect; `>=` for throughput ratios, `<=` for sizes. */
export interface Budget {
  op: '>=' | '<=';
  limit: number;
}

export interface Metric {
  label: string;
  value: number;
  /** How to print the value, e.g. `req/s`, `×`, `KiB`. */
  unit: string;
  budget?: Budget;
}

export interface BenchResult {
  metrics: Metric[];
  /** Free-form lines printed after the metrics (per-file breakdowns and the like). */
  details?: string[];
}

export interface Benchmark {
  /** Same as the file name: `npm run bench -- <name>`. */
  name: string;
  description: string;
  run(context: BenchContext): Promise<BenchResult>;
}

/** True when the metric has no budget or meets it. */
export function withinBudget(metric: Metric): boolean {
  if (!metric.budget) return true;
  return metric.budget.op === '>='
    ? metric.value >= metric.budget.limit
    : metric.value <= metric.budget.limit;
}
