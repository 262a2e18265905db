// The subscribers of the `feed` benchmark: one process holding `count` WebSocket clients per
// target, apart from the servers so the client work does not share their event loop. Each
// client says hello, subscribes to the topic and waits for its snapshot, as the site's pages do;
// every update is parsed (a browser parses it too) and its delay since the publisher's `t`
// (performance.timeOrigin + performance.now() on both sides: one host, one clock) recorded.
// Usage: node feed-clients.mjs   (driven over IPC by bench/feed.ts)
import { WebSocket } from 'ws';

const now = () => performance.timeOrigin + performance.now();

/** Per-target sockets and the latencies of the current measurement. */
const targets = new Map();

function target(name) {
  let t = targets.get(name);
  if (!t) {
    t = { sockets: [], latencies: new Float64Array(1 << 16), n: 0, gaps: 0, first: 0, last: 0 };
    targets.set(name, t);
  }
  return t;
}

function record(t, ms) {
  if (t.n === t.latencies.length) {
    const bigger = new Float64Array(t.latencies.length * 2);
    bigger.set(t.latencies);
    t.latencies = bigger;
  }
  t.latencies[t.n] = ms;
  t.n += 1;
}

function connectOne(t, url, topic) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    let seq = 0;
    const timer = setTimeout(() => reject(new Error(`no snapshot from ${url} in 30 s`)), 30_000);
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'hello', v: 1 }));
      ws.send(JSON.stringify({ type: 'subscribe', topic }));
    });
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if (frame.type === 'snapshot') {
        seq = frame.seq;
        clearTimeout(timer);
        resolve(ws);
      } else if (frame.type === 'update') {
        const at = now();
        if (frame.seq !== seq + 1) t.gaps += 1;
        seq = frame.seq;
        record(t, at - frame.data.t);
        if (t.first === 0) t.first = at;
        t.last = at;
      }
    });
    ws.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

async function connect(name, url, topic, count, inFlight = 100) {
  const t = target(name);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      t.sockets.push(await connectOne(t, url, topic));
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, worker));
  return { open: t.sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length };
}

function collect(name) {
  const t = target(name);
  const latencies = Array.from(t.latencies.subarray(0, t.n));
  const result = { n: t.n, gaps: t.gaps, first: t.first, last: t.last, latencies };
  t.n = 0;
  t.gaps = 0;
  t.first = 0;
  t.last = 0;
  return result;
}

async function close(name) {
  const t = target(name);
  await Promise.all(
    t.sockets.map(
      (ws) =>
        new Promise((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.once('close', resolve);
          ws.close();
          setTimeout(() => ws.terminate(), 2_000).unref();
        }),
    ),
  );
  t.sockets = [];
  return {};
}

process.on('message', (message) => {
  const reply = (body) => process.send?.({ id: message.id, ...body });
  const fail = (err) => reply({ error: err instanceof Error ? err.message : String(err) });
  if (message.cmd === 'connect') {
    connect(message.name, message.url, message.topic, message.count).then(reply, fail);
  } else if (message.cmd === 'count') {
    reply({ n: target(message.name).n });
  } else if (message.cmd === 'collect') {
    reply(collect(message.name));
  } else if (message.cmd === 'close') {
    close(message.name).then(reply, fail);
  }
});
process.on('disconnect', () => process.exit(0));
process.send?.({ id: 0, ready: true });
