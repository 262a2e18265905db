// `npm run bench [-- name... --duration=10 --warmup=3 --connections=50 --rounds=2]`
// Runs the named benchmarks (all of them when none is named). A benchmark is any bench/<name>.ts
// exporting `benchmark` (see lib/types.ts); figures go to stdout, progress to stderr, and the
// exit status is 1 when a metric misses its budget.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { withinBudget } from './lib/types.ts';
import type { Benchmark, BenchOptions, Metric } from './lib/types.ts';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));

/** Names of the benchmark modules in bench/ (every `<name>.ts` except this runner and tests). */
export function availableBenchmarks(files: readonly string[]): string[] {
  return files
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .filter((f) => f !== 'run.ts')
    .map((f) => f.slice(0, -'.ts'.length))
    .sort();
}

export interface ParsedArgs {
  names: string[];
  options: BenchOptions;
}

const DEFAULTS: BenchOptions = {
  durationSeconds: 10,
  warmupSeconds: 3,
  connections: 50,
  rounds: 2,
};

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const names: string[] = [];
  const options = { ...DEFAULTS };
  for (const arg of argv) {
    const flag = /^--(duration|warmup|connections|rounds)=(\d+)$/.exec(arg);
    if (flag) {
      const value = Number(flag[2]);
      if (flag[1] === 'duration') options.durationSeconds = value;
      else if (flag[1] === 'warmup') options.warmupSeconds = value;
      else if (flag[1] === 'rounds') options.rounds = value;
      else options.connections = value;
    } else if (arg.startsWith('-')) {
      throw new Error(
        `unknown option ${arg} (known: --duration=N --warmup=N --connections=N --rounds=N)`,
      );
    } else {
      names.push(arg);
    }
  }
  if (options.durationSeconds < 1 || options.connections < 1 || options.rounds < 1) {
    throw new Error('--duration, --connections and --rounds must be at least 1');
  }
  return { names, options };
}

function formatValue(metric: Metric): string {
  const digits = metric.unit === '×' ? 2 : metric.value >= 100 ? 0 : 1;
  return `${metric.value.toFixed(digits)} ${metric.unit}`.trim();
}

export function formatMetric(metric: Metric): string {
  const value = formatValue(metric);
  if (!metric.budget) return `  ${metric.label.padEnd(58)} ${value}`;
  const verdict = withinBudget(metric) ? 'PASS' : 'FAIL';
  const budget = `${metric.budget.op} ${metric.budget.limit} ${metric.unit}`.trim();
  return `  ${metric.label.padEnd(58)} ${value.padEnd(14)} ${verdict} (budget ${budget})`;
}

async function load(name: string): Promise<Benchmark> {
  const module = (await import(pathToFileURL(`${BENCH_DIR}${name}.ts`).href)) as {
    benchmark?: Benchmark;
  };
  if (!module.benchmark) throw new Error(`bench/${name}.ts does not export \`benchmark\``);
  return module.benchmark;
}

async function main(): Promise<number> {
  const { names, options } = parseArgs(process.argv.slice(2));
  const known = availableBenchmarks(readdirSync(BENCH_DIR));
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length > 0) {
    console.error(`unknown benchmark ${unknown.join(', ')}; available: ${known.join(', ')}`);
    return 2;
  }
  const selected = names.length > 0 ? names : known;
  const log = (message: string): void => void process.stderr.write(`  … ${message}\n`);
  let failed = 0;
  console.log(`Playfield benchmarks, ${new Date().toISOString()}, node ${process.version}`);
  for (const name of selected) {
    const benchmark = await load(name);
    console.log(`\n## ${benchmark.name}: ${benchmark.description}`);
    const result = await benchmark.run({ options, log });
    for (const metric of result.metrics) {
      console.log(formatMetric(metric));
      if (!withinBudget(metric)) failed += 1;
    }
    for (const line of result.details ?? []) console.log(`    ${line}`);
  }
  console.log(failed === 0 ? '\nbenchmarks: PASS' : `\nbenchmarks: FAIL (${failed} over budget)`);
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
