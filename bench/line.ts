// `npm run bench -- line`: GET /web-api/line/games as a browser asks it (Accept-Encoding: br)
// against raw node:http answering the same encoded bytes, and against a raw server that
// compresses the whole unpaged list on every request — what the site did before issue 13
// (one answer of every line game, compressed again for each request). Then the anonymous read
// limit: a burst from one address is answered 429 with Retry-After past the limit.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LineGamesResponse } from '@playfield/protocol/sportsbook';
import { startProductionServer } from '../e2e/production-server.ts';
import { ensureBuild } from './lib/build.ts';
import { compareLoad } from './lib/load.ts';
import type { Benchmark, BenchContext, BenchResult, Metric } from './lib/types.ts';

const RAW_SERVER = fileURLToPath(new URL('./lib/raw-server.mjs', import.meta.url));
/** The budget of every site / raw ratio of plain HTTP answers (as `ssr` and `feed`). */
const HTTP_RATIO_BUDGET = 0.3;
/** Reads per minute of the server started for the limit check. */
const READ_LIMIT = 100;
const BR = { 'accept-encoding': 'br' };

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** Raw bytes, as sent (fetch would decode a brotli body). */
async function getEncoded(url: string): Promise<Buffer> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers: BR }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function withPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const line = buffered.split('\n')[0];
      if (buffered.includes('\n') && line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`raw server exited early (code ${code})`)));
    child.once('error', reject);
  });
}

async function run({ options, log }: BenchContext): Promise<BenchResult> {
  ensureBuild(log);
  const scratch = mkdtempSync(join(tmpdir(), 'playfield-bench-'));
  const raws: ChildProcess[] = [];
  const metrics: Metric[] = [];
  const details: string[] = [];
  const raw = async (name: string, body: Buffer, encoding: string): Promise<string> => {
    const file = join(scratch, name);
    writeFileSync(file, body);
    const child = spawn(
      process.execPath,
      [RAW_SERVER, file, 'application/json; charset=UTF-8', encoding],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    raws.push(child);
    return `http://127.0.0.1:${await withPort(child)}/`;
  };

  log('starting the production server (DATA_DIR=memory://, read limit off for throughput)');
  let site = await startProductionServer({ env: { READS_PER_IP_PER_MINUTE: '0' } });
  try {
    const base = `${site.baseUrl}/web-api/line/games?section=line&lng=en`;
    // The whole line as one list, as the unpaged answer was: every page of 200 joined.
    const games: LineGamesResponse['games'] = [];
    let cursor: string | null = null;
    do {
      const answer = await get(`${base}&limit=200${cursor ? `&cursor=${cursor}` : ''}`);
      if (answer.status !== 200) throw new Error(`line/games answered ${answer.status}`);
      const page = JSON.parse(answer.body.toString()) as LineGamesResponse;
      games.push(...page.games);
      cursor = page.nextCursor;
    } while (cursor);
    const whole = Buffer.from(JSON.stringify({ section: 'line', games }));
    const firstPage = await get(base);
    const firstPageBr = await getEncoded(base);
    const bigPageBr = await getEncoded(`${base}&limit=200`);
    details.push(
      `the whole line: ${games.length} games, ${whole.length} bytes of JSON (the unpaged answer); default page: ${firstPage.body.length} bytes, ${firstPageBr.length} br; page of 200: ${bigPageBr.length} br`,
    );

    const targets = [
      { label: 'site games, default page (br)', url: base },
      { label: '  raw node:http, same br bytes', url: await raw('p1.br', firstPageBr, 'br') },
      { label: 'site games, limit=200 (br)', url: `${base}&limit=200` },
      { label: '  raw node:http, same br bytes', url: await raw('p200.br', bigPageBr, 'br') },
    ];
    log(`measuring ${targets.length} targets with Accept-Encoding: br`);
    const results = await compareLoad(
      targets.map((t) => ({ url: t.url, headers: BR })),
      options,
    );
    // Measured last and alone: each of its requests costs ~100 ms of compression, and the
    // requests still queued when a measurement ends would run into the next target's.
    const before = {
      label: 'before: whole line compressed per request (raw)',
      url: await raw('whole.json', whole, 'per-request-br'),
    };
    // With 50 connections a request of it waits longer than a round lasts (none completes):
    // 8 connections, so its throughput is measured rather than its queue.
    const beforeConnections = Math.min(options.connections, 8);
    log(
      `measuring the whole line compressed per request (the answer before paging), ${beforeConnections} connections`,
    );
    targets.push({ ...before, label: `${before.label}, ${beforeConnections} connections` });
    results.push(
      ...(await compareLoad([{ url: before.url, headers: BR }], {
        ...options,
        connections: beforeConnections,
      })),
    );
    if (!(results[4]!.total > 0)) throw new Error('the before target answered no request');
    let failures = 0;
    for (const [i, target] of targets.entries()) {
      const r = results[i];
      if (!r) throw new Error('the load generator returned no result');
      failures += r.failures;
      metrics.push({ label: target.label, value: r.requestsPerSecond, unit: 'req/s' });
      details.push(`${target.label.trim()}: p50 ${r.latencyP50} ms, p99 ${r.latencyP99} ms`);
      if (i === 1 || i === 3) {
        const s = results[i - 1]!;
        metrics.push({
          label: '  ratio site / raw',
          value: s.requestsPerSecond / r.requestsPerSecond,
          unit: '×',
          budget: { op: '>=', limit: HTTP_RATIO_BUDGET },
        });
      }
    }
    metrics.push({
      label: 'default page (site) / before (whole list, compressed per request)',
      value: results[0]!.requestsPerSecond / results[4]!.requestsPerSecond,
      unit: '×',
      budget: { op: '>=', limit: 10 },
    });
    metrics.push({
      label: 'failed requests (errors, timeouts, non-2xx)',
      value: failures,
      unit: '',
      budget: { op: '<=', limit: 0 },
    });
    details.unshift(
      `line: autocannon, ${options.connections} connections, no pipelining, ${options.warmupSeconds} s warm-up, ${options.durationSeconds} s measured each in ${options.rounds} alternating rounds; load average ${loadavg()[0]?.toFixed(1)}`,
    );
    await site.stop();

    log(`starting the production server with READS_PER_IP_PER_MINUTE=${READ_LIMIT}`);
    site = await startProductionServer({ env: { READS_PER_IP_PER_MINUTE: String(READ_LIMIT) } });
    const burst = await Promise.all(
      Array.from({ length: READ_LIMIT + 50 }, () =>
        get(`${site.baseUrl}/web-api/line/sports?lng=en`),
      ),
    );
    const refused = burst.filter((a) => a.status === 429);
    const withRetry = refused.filter((a) => Number(a.headers.get('retry-after')) > 0);
    metrics.push({
      label: `reads refused 429 of ${burst.length} from one address (limit ${READ_LIMIT}/min)`,
      value: refused.length,
      unit: '',
      budget: { op: '>=', limit: 50 },
    });
    metrics.push({
      label: '  of them without Retry-After',
      value: refused.length - withRetry.length,
      unit: '',
      budget: { op: '<=', limit: 0 },
    });
    return { metrics, details };
  } finally {
    for (const child of raws) child.kill('SIGTERM');
    await site.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

export const benchmark: Benchmark = {
  name: 'line',
  description:
    'GET /web-api/line/games (paged, encoded bytes reused) against raw node:http and against the whole list compressed per request; the anonymous read limit',
  run,
};
