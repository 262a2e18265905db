// `npm run bench -- feed`: the live feed under load.
// 1. Fan-out: 5,000 WebSocket clients (in separate processes) subscribed to one game topic of
//    the site's live hub, odds changes published at a fixed rate; delivery latency p50/p99 from
//    the publisher's clock and messages/s received, against a raw `ws` broadcast loop of the
//    same bodies at the same rate to the same clients (bench/lib/feed-server.ts), alternately.
// 2. `GET /web-api/line/games` (live, and one sport's line) of the production server against raw
//    node:http serving the same JSON bytes (bench/lib/raw-server.mjs), like the ssr benchmark.
// 3. The hub process's RSS per 1,000 connected, subscribed clients.
import { fork, spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LineSportsResponse } from '@playfield/protocol/sportsbook';
import { startProductionServer } from '../e2e/production-server.ts';
import { ensureBuild } from './lib/build.ts';
import { compareLoad } from './lib/load.ts';
import type { Benchmark, BenchContext, BenchResult, Metric } from './lib/types.ts';

const FEED_SERVER = fileURLToPath(new URL('./lib/feed-server.ts', import.meta.url));
const FEED_CLIENTS = fileURLToPath(new URL('./lib/feed-clients.mjs', import.meta.url));
const RAW_SERVER = fileURLToPath(new URL('./lib/raw-server.mjs', import.meta.url));
const TOPIC = 'game:1';

/** Subscribed clients (BENCH_FEED_CLIENTS), split over BENCH_FEED_CLIENT_PROCESSES processes. */
const CLIENTS = Number(process.env.BENCH_FEED_CLIENTS ?? 5000);
const CLIENT_PROCESSES = Number(process.env.BENCH_FEED_CLIENT_PROCESSES ?? 2);
/**
 * Odds changes published per second on the topic during the latency phase (each goes to every
 * client): a rate both servers sustain on the 2-core reference machine, so latency is delivery
 * time and not a growing queue.
 */
const RATE = Number(process.env.BENCH_FEED_RATE ?? 5);
/** Odds changes published back to back in the throughput phase (per server and round). */
const BURST = Number(process.env.BENCH_FEED_BURST ?? 40);
/** "Back to back": far above what either server delivers, below the hub's slow-consumer cap. */
const BURST_RATE = 1000;

const MSGS_RATIO_BUDGET = 0.5;
const P99_RATIO_BUDGET = 3;
const CPU_RATIO_BUDGET = 2;
const HTTP_RATIO_BUDGET = 0.3;
const MIB_PER_1000_BUDGET = 20;

/** An IPC child answering `{id, ...}` to each `{id, cmd, ...}`. */
interface Peer {
  child: ChildProcess;
  ask<T>(message: object): Promise<T>;
}

function peer(child: ChildProcess): Peer {
  let nextId = 1;
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  child.on('message', (raw: { id: number; error?: string }) => {
    const w = waiting.get(raw.id);
    if (!w) return;
    waiting.delete(raw.id);
    if (raw.error) w.reject(new Error(raw.error));
    else w.resolve(raw);
  });
  child.once('exit', (code) => {
    for (const w of waiting.values()) w.reject(new Error(`child exited (code ${code})`));
    waiting.clear();
  });
  return {
    child,
    ask<T>(message: object) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
        child.send({ id, ...message });
      });
    },
  };
}

/** Starts a child that prints `{"port":N}` first on stdout. */
function withPort(child: ChildProcess, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const line = buffered.split('\n')[0];
      if (buffered.includes('\n') && line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`${what} exited early (code ${code})`)));
    child.once('error', reject);
  });
}

async function startFeedServer(mode: 'site' | 'raw'): Promise<{ peer: Peer; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--expose-gc', FEED_SERVER, mode], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const port = await withPort(child, `${mode} feed server`);
  return { peer: peer(child), url: `ws://127.0.0.1:${port}/ws` };
}

async function startClients(): Promise<Peer> {
  const child = fork(FEED_CLIENTS, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`feed clients exited early (code ${code})`)));
  });
  return peer(child);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The p-th percentile (nearest rank) of ascending values; NaN when there are none. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

interface Delivery {
  received: number;
  expected: number;
  gaps: number;
  seconds: number;
  latencies: number[];
  /** CPU time (user + system) the server process spent from the first publish to the drain. */
  cpuMicros: number;
}

interface Collected {
  n: number;
  gaps: number;
  first: number;
  last: number;
  latencies: number[];
}

/**
 * Publishes `count` updates on `server` at `rate`/s, waits until every client got them (or 30 s
 * after the last publish), and returns what the clients received.
 */
async function measure(server: Peer, name: string, clients: Peer[], rate: number, count: number) {
  const expected = count * CLIENTS;
  const cpuBefore = await server.ask<{ micros: number }>({ cmd: 'cpu' });
  await server.ask({ cmd: 'publish', rate, count });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const counts = await Promise.all(
      clients.map((c) => c.ask<{ n: number }>({ cmd: 'count', name })),
    );
    if (counts.reduce((a, c) => a + c.n, 0) >= expected || Date.now() > deadline) break;
    await sleep(50);
  }
  const cpuAfter = await server.ask<{ micros: number }>({ cmd: 'cpu' });
  const parts = await Promise.all(clients.map((c) => c.ask<Collected>({ cmd: 'collect', name })));
  const first = Math.min(...parts.map((p) => p.first || Infinity));
  const last = Math.max(...parts.map((p) => p.last));
  return {
    received: parts.reduce((a, p) => a + p.n, 0),
    expected,
    gaps: parts.reduce((a, p) => a + p.gaps, 0),
    // From the first delivery to the last one, plus the one publishing interval before it.
    seconds: (last - first) / 1000 + 1 / rate,
    latencies: parts.flatMap((p) => p.latencies),
    cpuMicros: cpuAfter.micros - cpuBefore.micros,
  } satisfies Delivery;
}

function summarize(rounds: Delivery[]) {
  const latencies = Float64Array.from(rounds.flatMap((r) => r.latencies)).sort();
  const received = rounds.reduce((a, r) => a + r.received, 0);
  const seconds = rounds.reduce((a, r) => a + r.seconds, 0);
  return {
    received,
    expected: rounds.reduce((a, r) => a + r.expected, 0),
    gaps: rounds.reduce((a, r) => a + r.gaps, 0),
    perSecond: seconds > 0 ? received / seconds : 0,
    /** Server CPU microseconds per delivered message. */
    cpuPerDelivery: received > 0 ? rounds.reduce((a, r) => a + r.cpuMicros, 0) / received : 0,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.length > 0 ? (latencies[latencies.length - 1] ?? NaN) : NaN,
  };
}

const mib = (bytes: number) => bytes / 1024 / 1024;

async function fanOut({
  options,
  log,
}: BenchContext): Promise<{ metrics: Metric[]; details: string[] }> {
  // Each server holds CLIENTS sockets (and each client process its share): check the limit
  // the children inherit before opening thousands of sockets.
  const limit = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim();
  if (limit !== 'unlimited' && Number(limit) < CLIENTS + 1024) {
    throw new Error(
      `ulimit -n is ${limit}: ${CLIENTS} clients need more; run \`ulimit -n 65536\` first`,
    );
  }
  log(`ulimit -n ${limit}`);
  const stop: ChildProcess[] = [];
  try {
    const site = await startFeedServer('site');
    stop.push(site.peer.child);
    const raw = await startFeedServer('raw');
    stop.push(raw.peer.child);
    const clients: Peer[] = [];
    for (let i = 0; i < CLIENT_PROCESSES; i += 1) {
      const c = await startClients();
      stop.push(c.child);
      clients.push(c);
    }
    const share = (i: number) =>
      Math.floor(CLIENTS / CLIENT_PROCESSES) + (i < CLIENTS % CLIENT_PROCESSES ? 1 : 0);
    type Memory = { rss: number; heapUsed: number };
    const before = await Promise.all([site, raw].map((s) => s.peer.ask<Memory>({ cmd: 'memory' })));
    for (const [name, server] of [
      ['site', site],
      ['raw', raw],
    ] as const) {
      log(`connecting ${CLIENTS} clients to the ${name} server (${server.url}), topic ${TOPIC}`);
      const started = Date.now();
      await Promise.all(
        clients.map((c, i) =>
          c.ask({ cmd: 'connect', name, url: server.url, topic: TOPIC, count: share(i) }),
        ),
      );
      log(`  ${CLIENTS} subscribed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    await sleep(1_000);
    const after = await Promise.all([site, raw].map((s) => s.peer.ask<Memory>({ cmd: 'memory' })));
    const perThousand = (i: number) =>
      mib((after[i]?.rss ?? 0) - (before[i]?.rss ?? 0)) / (CLIENTS / 1000);

    const targets = [
      { name: 'site', peer: site.peer },
      { name: 'raw', peer: raw.peer },
    ];
    if (options.warmupSeconds > 0) {
      log(`warm-up: ${options.warmupSeconds} s of ${RATE} odds changes/s on each server`);
      for (const t of targets) {
        await measure(t.peer, t.name, clients, RATE, RATE * options.warmupSeconds);
        await measure(t.peer, t.name, clients, BURST_RATE, BURST);
      }
    }
    const rounds = Math.max(1, options.rounds);
    const slice = Math.max(1, Math.round(options.durationSeconds / rounds));
    const results: Record<string, Delivery[]> = { site: [], raw: [] };
    const bursts: Record<string, Delivery[]> = { site: [], raw: [] };
    const load: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const t of targets) {
        log(`round ${round + 1}/${rounds}: ${slice} s of ${RATE} odds changes/s on ${t.name}`);
        results[t.name]?.push(await measure(t.peer, t.name, clients, RATE, RATE * slice));
        log(`round ${round + 1}/${rounds}: ${BURST} odds changes back to back on ${t.name}`);
        bursts[t.name]?.push(await measure(t.peer, t.name, clients, BURST_RATE, BURST));
        load.push(loadavg()[0] ?? 0);
      }
    }
    for (const c of clients) {
      await c.ask({ cmd: 'close', name: 'site' });
      await c.ask({ cmd: 'close', name: 'raw' });
    }
    const s = summarize(results.site ?? []);
    const r = summarize(results.raw ?? []);
    const sb = summarize(bursts.site ?? []);
    const rb = summarize(bursts.raw ?? []);
    const rawP99 = Math.max(1, r.p99);
    const fmt = (x: number) => x.toFixed(1);
    return {
      metrics: [
        {
          label: `site hub: deliveries/s (${CLIENTS} clients, bursts of ${BURST})`,
          value: sb.perSecond,
          unit: 'msg/s',
        },
        { label: 'raw ws broadcast: deliveries/s', value: rb.perSecond, unit: 'msg/s' },
        {
          label: 'ratio deliveries/s site / raw',
          value: sb.perSecond / rb.perSecond,
          unit: '×',
          budget: { op: '>=', limit: MSGS_RATIO_BUDGET },
        },
        {
          label: 'site hub: server CPU per delivery (bursts)',
          value: sb.cpuPerDelivery,
          unit: 'µs',
        },
        {
          label: 'raw ws broadcast: server CPU per delivery (bursts)',
          value: rb.cpuPerDelivery,
          unit: 'µs',
        },
        {
          label: 'ratio server CPU per delivery site / raw',
          value: sb.cpuPerDelivery / rb.cpuPerDelivery,
          unit: '×',
          budget: { op: '<=', limit: CPU_RATIO_BUDGET },
        },
        { label: `site hub: delivery latency p50 (${RATE} changes/s)`, value: s.p50, unit: 'ms' },
        { label: 'site hub: delivery latency p99', value: s.p99, unit: 'ms' },
        { label: 'raw ws broadcast: delivery latency p50', value: r.p50, unit: 'ms' },
        { label: 'raw ws broadcast: delivery latency p99', value: r.p99, unit: 'ms' },
        {
          label: 'ratio p99 site / raw (raw floored at 1 ms)',
          value: s.p99 / rawP99,
          unit: '×',
          budget: { op: '<=', limit: P99_RATIO_BUDGET },
        },
        {
          label: 'updates lost or out of order (both servers)',
          value: [s, r, sb, rb].reduce((a, x) => a + x.expected - x.received + x.gaps, 0),
          unit: '',
          budget: { op: '<=', limit: 0 },
        },
        {
          label: 'site hub: RSS per 1,000 subscribed clients',
          value: perThousand(0),
          unit: 'MiB',
          budget: { op: '<=', limit: MIB_PER_1000_BUDGET },
        },
      ],
      details: [
        `fan-out: ${CLIENTS} clients in ${CLIENT_PROCESSES} processes per server, topic ${TOPIC}, ${RATE} odds changes/s, ${options.warmupSeconds} s warm-up, ${options.durationSeconds} s measured per server in ${rounds} alternating rounds`,
        `site at ${RATE}/s: ${s.received}/${s.expected} delivered, ${s.gaps} sequence gaps, latency p50 ${fmt(s.p50)} ms p99 ${fmt(s.p99)} ms max ${fmt(s.max)} ms`,
        `raw  at ${RATE}/s: ${r.received}/${r.expected} delivered, ${r.gaps} sequence gaps, latency p50 ${fmt(r.p50)} ms p99 ${fmt(r.p99)} ms max ${fmt(r.max)} ms`,
        `site bursts: ${sb.received}/${sb.expected} delivered, ${Math.round(sb.perSecond)} msg/s, last delivery ${fmt(sb.max)} ms after its publish`,
        `raw  bursts: ${rb.received}/${rb.expected} delivered, ${Math.round(rb.perSecond)} msg/s, last delivery ${fmt(rb.max)} ms after its publish`,
        `memory: site RSS ${fmt(mib(before[0]?.rss ?? 0))} → ${fmt(mib(after[0]?.rss ?? 0))} MiB, raw ws ${fmt(mib(before[1]?.rss ?? 0))} → ${fmt(mib(after[1]?.rss ?? 0))} MiB (${fmt(perThousand(1))} MiB per 1,000)`,
        `load average (1 min) during the fan-out rounds: ${load.map((l) => l.toFixed(1)).join(', ')}`,
      ],
    };
  } finally {
    for (const child of stop) child.kill('SIGTERM');
  }
}

interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

async function getJson(url: string): Promise<Answer> {
  const res = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? 'application/json',
    body: Buffer.from(await res.arrayBuffer()),
  };
}

async function lineGames({
  options,
  log,
}: BenchContext): Promise<{ metrics: Metric[]; details: string[] }> {
  log('starting the production server (DATA_DIR=memory://)');
  // Every client reads from one address: the anonymous read limit (decision 024) would refuse
  // the line requests this bench measures, so it is off here as in bench line.
  const site = await startProductionServer({ env: { READS_PER_IP_PER_MINUTE: '0' } });
  const scratch = mkdtempSync(join(tmpdir(), 'playfield-bench-'));
  const raws: ChildProcess[] = [];
  try {
    const { sports } = JSON.parse(
      (await getJson(`${site.baseUrl}/web-api/line/sports?section=line&lng=en`)).body.toString(),
    ) as LineSportsResponse;
    // The first sport of the line (by sortOrder: football in the simulated feed).
    const sport = sports[0];
    if (!sport) throw new Error('the line has no sport: nothing to measure');
    const queries = [
      '/web-api/line/games?section=live&lng=en',
      `/web-api/line/games?sportId=${sport.sportId}&section=line&lng=en`,
    ];
    const pairs: { query: string; site: string; raw: string; bytes: number }[] = [];
    for (const [i, query] of queries.entries()) {
      const answer = await getJson(`${site.baseUrl}${query}`);
      if (answer.status !== 200) throw new Error(`GET ${query} answered ${answer.status}`);
      const file = join(scratch, `answer-${i}.json`);
      writeFileSync(file, answer.body);
      const child = spawn(process.execPath, [RAW_SERVER, file, answer.contentType], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      raws.push(child);
      const port = await withPort(child, 'raw node:http server');
      pairs.push({
        query,
        site: `${site.baseUrl}${query}`,
        raw: `http://127.0.0.1:${port}${query}`,
        bytes: answer.body.length,
      });
    }
    log(`measuring ${queries.join(' and ')} against raw node:http`);
    const results = await compareLoad(
      pairs.flatMap((p) => [p.site, p.raw]),
      options,
    );
    const metrics: Metric[] = [];
    const details: string[] = [];
    let failures = 0;
    for (const [i, pair] of pairs.entries()) {
      const s = results[2 * i];
      const r = results[2 * i + 1];
      if (!s || !r) throw new Error('the load generator returned no result');
      failures += s.failures + r.failures;
      const label = pair.query.replace('/web-api/line/games', 'games');
      metrics.push(
        { label: `site ${label}`, value: s.requestsPerSecond, unit: 'req/s' },
        { label: '  raw node:http, same bytes', value: r.requestsPerSecond, unit: 'req/s' },
        {
          label: '  ratio site / raw',
          value: s.requestsPerSecond / r.requestsPerSecond,
          unit: '×',
          budget: { op: '>=', limit: HTTP_RATIO_BUDGET },
        },
      );
      details.push(
        `${pair.query}: ${pair.bytes} bytes; site p50 ${s.latencyP50} ms p99 ${s.latencyP99} ms, raw p50 ${r.latencyP50} ms p99 ${r.latencyP99} ms`,
      );
    }
    metrics.push({
      label: 'failed requests (errors, timeouts, non-2xx)',
      value: failures,
      unit: '',
      budget: { op: '<=', limit: 0 },
    });
    details.unshift(
      `line: autocannon, ${options.connections} connections, no pipelining, ${options.warmupSeconds} s warm-up, ${options.durationSeconds} s measured each in ${options.rounds} alternating rounds; sport ${sport.sportId} (${sport.name}); load average ${loadavg()[0]?.toFixed(1)}`,
    );
    return { metrics, details };
  } finally {
    for (const child of raws) child.kill('SIGTERM');
    await site.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function run(context: BenchContext): Promise<BenchResult> {
  // The fan-out needs no build, the line does: build first so a stale build fails early.
  ensureBuild(context.log);
  const feed = await fanOut(context);
  const line = await lineGames(context);
  return {
    metrics: [...feed.metrics, ...line.metrics],
    details: [...feed.details, ...line.details],
  };
}

export const benchmark: Benchmark = {
  name: 'feed',
  description: `live hub fan-out to ${CLIENTS} WebSocket clients against a raw ws broadcast; line games JSON against raw node:http; hub memory per 1,000 clients`,
  run,
};
