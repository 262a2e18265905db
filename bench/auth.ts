// `npm run bench -- auth`: (a) password logins per second through the real server against the
// raw argon2id verification rate of the same parameters and the same concurrency cap (2 at a
// time, the service default), measured alternately in the same run: the login path should cost
// little beyond the hash. (b) the 99th-percentile latency of `GET /bff-api/config/all.json`
// during a login flood against without one: hashing runs on capped, lower-priority threads, so a
// flood of logins must not starve the rest of the site.
//
// Rate limits: the server counts writes per client IP (120 a minute) and the identity service
// counts sign-in attempts per account, reserving one before each check (decision 022). The bench
// gives every concurrent client its own account, logged in with its right password only, so at
// most one attempt per account is in flight (no captcha, no lockout), and starts the server with
// TRUST_PROXY=loopback, giving every login its own `X-Forwarded-For` address so the per-IP
// write limit never answers 429.
import autocannon from 'autocannon';
import { DEFAULT_HASH_PARAMETERS, createPasswordHasher } from '@playfield/identity';
import { startProductionServer } from '../e2e/production-server.ts';
import { ensureBuild } from './lib/build.ts';
import type { Benchmark, BenchContext, BenchResult } from './lib/types.ts';

/** The identity service's default `hashConcurrency` (the server does not change it). */
const HASH_CONCURRENCY = 2;
const LOGIN_RATIO_BUDGET = 0.5;
const P99_RATIO_BUDGET = 5;
/** Readers of the config during the flood: modest site traffic, measured for latency. */
const PROBE_CONNECTIONS = 4;
const CONFIG_PATH = '/bff-api/config/all.json';

interface Run {
  count: number;
  errors: number;
  seconds: number;
}

const EMPTY: Run = { count: 0, errors: 0, seconds: 0 };

function add(a: Run, b: Run): Run {
  return { count: a.count + b.count, errors: a.errors + b.errors, seconds: a.seconds + b.seconds };
}

function rate(run: Run): number {
  return run.seconds > 0 ? run.count / run.seconds : 0;
}

/** Runs `work` in `clients` concurrent loops until `seconds` pass; counts what resolved. */
async function loop(
  clients: number,
  seconds: number,
  work: (client: number) => Promise<void>,
): Promise<Run> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let count = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        try {
          await work(client);
          count += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { count, errors, seconds: (performance.now() - started) / 1000 };
}

let sequence = 0;

/** A distinct client address per login (10.x.y.z), believed because of TRUST_PROXY=loopback. */
function nextAddress(): string {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

async function register(baseUrl: string): Promise<{ login: string; password: string }> {
  const res = await fetch(`${baseUrl}/web-api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ type: 'one_click', countryCode: 'ru', currency: 'RUB' }),
  });
  if (res.status !== 201) {
    throw new Error(`one-click registration answered ${res.status}: ${await res.text()}`);
  }
  return (await res.json()) as { login: string; password: string };
}

function loginWith(baseUrl: string, login: string, password: string): () => Promise<void> {
  const body = JSON.stringify({ login, password });
  return async function logIn(): Promise<void> {
    const res = await fetch(`${baseUrl}/web-api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body,
    });
    const answer = (await res.json()) as { success?: boolean };
    if (res.status !== 200 || answer.success !== true) {
      throw new Error(`login answered ${res.status}: ${JSON.stringify(answer)}`);
    }
  };
}

function probe(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: PROBE_CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    timeout: 10,
  });
}

async function run({ options, log }: BenchContext): Promise<BenchResult> {
  ensureBuild(log);
  log('starting the production server (DATA_DIR=memory://, TRUST_PROXY=loopback)');
  // The config reads measured during the flood come from one address: the anonymous read
  // limit (decision 024) is off, as in bench line.
  const site = await startProductionServer({
    env: { TRUST_PROXY: 'loopback', READS_PER_IP_PER_MINUTE: '0' },
  });
  try {
    const clients = options.connections;
    const accounts = await Promise.all(
      Array.from({ length: clients }, () => register(site.baseUrl)),
    );
    const logIns = accounts.map(({ login, password }) => loginWith(site.baseUrl, login, password));
    const logIn = (client: number) => logIns[client]!();
    await logIn(0); // fails loudly here rather than as a count of errors
    const { password } = accounts[0]!;

    const hasher = await createPasswordHasher({ concurrency: HASH_CONCURRENCY });
    const stored = await hasher.hash(password);
    const verify = async (): Promise<void> => {
      if (!(await hasher.verify(stored, password))) throw new Error('verification failed');
    };

    const share = Math.max(1, options.durationSeconds / options.rounds);
    log(`warming up (${options.warmupSeconds} s each): logins, then raw verifications`);
    await loop(clients, options.warmupSeconds, logIn);
    await loop(clients, options.warmupSeconds, verify);
    let logins: Run = EMPTY;
    let hashes: Run = EMPTY;
    for (let round = 1; round <= options.rounds; round++) {
      log(`round ${round}/${options.rounds}: logins through the server, then raw argon2id verify`);
      logins = add(logins, await loop(clients, share, logIn));
      hashes = add(hashes, await loop(clients, share, verify));
    }

    const configUrl = `${site.baseUrl}${CONFIG_PATH}`;
    log(`p99 of ${CONFIG_PATH}: quiet, then during a login flood (${clients} clients)`);
    await probe(configUrl, Math.max(1, options.warmupSeconds));
    let quietP99 = 0;
    let floodP99 = 0;
    let probeFailures = 0;
    let flood: Run = EMPTY;
    for (let round = 1; round <= options.rounds; round++) {
      const quiet = await probe(configUrl, share);
      const [busy, during] = await Promise.all([
        probe(configUrl, share),
        loop(clients, share, logIn),
      ]);
      quietP99 = Math.max(quietP99, quiet.latency.p99);
      floodP99 = Math.max(floodP99, busy.latency.p99);
      probeFailures += quiet.errors + quiet.timeouts + quiet.non2xx;
      probeFailures += busy.errors + busy.timeouts + busy.non2xx;
      flood = add(flood, during);
    }

    const p = DEFAULT_HASH_PARAMETERS;
    return {
      metrics: [
        {
          label: 'logins through the server (POST /web-api/auth/login)',
          value: rate(logins),
          unit: 'login/s',
        },
        {
          label: `raw argon2id verify (cap ${HASH_CONCURRENCY})`,
          value: rate(hashes),
          unit: 'verify/s',
        },
        {
          label: 'ratio logins / raw verify',
          value: rate(logins) / rate(hashes),
          unit: '×',
          budget: { op: '>=', limit: LOGIN_RATIO_BUDGET },
        },
        { label: `${CONFIG_PATH} p99, no logins`, value: quietP99, unit: 'ms' },
        { label: `${CONFIG_PATH} p99, during a login flood`, value: floodP99, unit: 'ms' },
        {
          label: 'ratio p99 flood / quiet',
          value: floodP99 / Math.max(quietP99, 1),
          unit: '×',
          budget: { op: '<=', limit: P99_RATIO_BUDGET },
        },
        {
          label: 'failed logins, verifications and config requests',
          value: logins.errors + hashes.errors + flood.errors + probeFailures,
          unit: '',
          budget: { op: '<=', limit: 0 },
        },
      ],
      details: [
        `argon2id m=${p.memoryCost} KiB t=${p.timeCost} p=${p.parallelism}; ${clients} concurrent clients for logins and verifications, ${options.rounds} alternating rounds of ${share.toFixed(1)} s`,
        `${logins.count} logins, ${hashes.count} verifications; during the flood ${flood.count} logins (${rate(flood).toFixed(1)}/s) beside ${PROBE_CONNECTIONS} config readers`,
        'quiet p99 floored at 1 ms in the ratio; every login has its own X-Forwarded-For (TRUST_PROXY=loopback)',
      ],
    };
  } finally {
    await site.stop();
  }
}

export const benchmark: Benchmark = {
  name: 'auth',
  description:
    'password logins/s vs raw argon2id verify; config p99 during a login flood vs without',
  run,
};
