// `npm run bench -- ssr`: how close the server-rendered home page (`/en`) comes to the fastest
// possible answer of the same bytes, and how much JavaScript that page loads before interaction.
// Both servers run as separate processes; one client (autocannon, same connections, no
// pipelining, same warm-up and duration) measures them one after the other in the same run.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProductionServer } from '../e2e/production-server.ts';
import { ensureBuild } from './lib/build.ts';
import { HOME_JS_BUDGET_BYTES, kib, measureJavaScript, scriptUrlsOf } from './lib/js-weight.mjs';
import { compareLoad } from './lib/load.ts';
import type { Benchmark, BenchContext, BenchResult } from './lib/types.ts';

const PAGE = '/en';
const RATIO_BUDGET = 0.3;
const RAW_SERVER = fileURLToPath(new URL('./lib/raw-server.mjs', import.meta.url));

interface Page {
  status: number;
  contentType: string;
  body: Buffer;
}

/** One GET with no Accept-Encoding and no redirect following: the bytes autocannon will get. */
function getPage(url: string): Promise<Page> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? 'text/html; charset=utf-8'),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function startRawServer(
  bodyFile: string,
  contentType: string,
): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RAW_SERVER, bodyFile, contentType], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const line = buffered.split('\n')[0];
      if (buffered.includes('\n') && line) {
        const { port } = JSON.parse(line) as { port: number };
        resolve({ child, url: `http://127.0.0.1:${port}${PAGE}` });
      }
    });
    child.once('exit', (code) => reject(new Error(`raw server exited early (code ${code})`)));
    child.once('error', reject);
  });
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const res = await fetch(url, { redirect: 'manual' });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

async function run({ options, log }: BenchContext): Promise<BenchResult> {
  ensureBuild(log);
  log('starting the production server (DATA_DIR=memory://)');
  const site = await startProductionServer();
  const scratch = mkdtempSync(join(tmpdir(), 'playfield-bench-'));
  let raw: ChildProcess | undefined;
  try {
    const siteUrl = `${site.baseUrl}${PAGE}`;
    const page = await getPage(siteUrl);
    if (page.status !== 200) {
      throw new Error(`GET ${PAGE} answered ${page.status}, not 200: nothing to measure`);
    }
    const bodyFile = join(scratch, 'page.html');
    writeFileSync(bodyFile, page.body);
    const started = await startRawServer(bodyFile, page.contentType);
    raw = started.child;

    log(`measuring the site (${siteUrl}) and the raw node:http baseline (${started.url})`);
    const [siteLoad, rawLoad] = await compareLoad([siteUrl, started.url], options);
    if (!siteLoad || !rawLoad) throw new Error('the load generator returned no result');

    log('weighing the JavaScript the page loads before interaction');
    const html = page.body.toString('utf8');
    const weight = await measureJavaScript(scriptUrlsOf(html, siteUrl), fetchBytes);

    const setup = `${options.connections} connections, no pipelining, ${options.warmupSeconds} s warm-up, ${options.durationSeconds} s measured each in ${options.rounds} alternating rounds`;
    return {
      metrics: [
        { label: `site ${PAGE} (SSR)`, value: siteLoad.requestsPerSecond, unit: 'req/s' },
        { label: 'raw node:http, same bytes', value: rawLoad.requestsPerSecond, unit: 'req/s' },
        {
          label: 'ratio site / raw',
          value: siteLoad.requestsPerSecond / rawLoad.requestsPerSecond,
          unit: '×',
          budget: { op: '>=', limit: RATIO_BUDGET },
        },
        {
          label: 'failed requests (errors, timeouts, non-2xx)',
          value: siteLoad.failures + rawLoad.failures,
          unit: '',
          budget: { op: '<=', limit: 0 },
        },
        {
          label: `home JavaScript before interaction (gzip, ${weight.files.length} files)`,
          value: weight.totalGzip / 1024,
          unit: 'KiB',
          budget: { op: '<=', limit: HOME_JS_BUDGET_BYTES / 1024 },
        },
      ],
      details: [
        `client: autocannon, ${setup}`,
        `page: ${page.body.length} bytes, ${page.contentType}`,
        `site latency p50 ${siteLoad.latencyP50} ms, p99 ${siteLoad.latencyP99} ms, ${siteLoad.total} requests`,
        `raw  latency p50 ${rawLoad.latencyP50} ms, p99 ${rawLoad.latencyP99} ms, ${rawLoad.total} requests`,
        `JavaScript: ${kib(weight.totalBytes)} raw, ${kib(weight.totalGzip)} gzip`,
        ...weight.files.map(
          (f) => `  ${kib(f.gzip).padStart(10)} gzip  ${new URL(f.url).pathname}`,
        ),
      ],
    };
  } finally {
    raw?.kill('SIGTERM');
    await site.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

export const benchmark: Benchmark = {
  name: 'ssr',
  description:
    'server-rendered /en against a raw node:http server of the same bytes; home JS weight',
  run,
};
