import { connect } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer, listen } from './http-server.ts';
import { createTestApp } from './test-app.ts';
import type { TestApp } from './test-app.ts';

let t: TestApp;
let server: Server;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  server = createHttpServer(t.app);
  port = await listen(server, 0);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** Sends raw bytes over a socket and returns the status of the answer (no client fix-ups). */
function raw(request: Buffer | string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(5000, () => {
      socket.destroy();
      reject(new Error('no answer within 5 s (hang)'));
    });
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(data);
      if (match) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on('error', reject);
    socket.write(request);
  });
}

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers });

describe('bad input through the app', () => {
  it('answers an 8 KiB path with 414', async () => {
    expect((await get(`/en/${'a'.repeat(8 * 1024)}`)).status).toBe(414);
    expect((await get(`/${'b/'.repeat(4 * 1024)}`)).status).toBe(414);
  });

  it('answers %00 with 400', async () => {
    expect((await get('/en/%00')).status).toBe(400);
    expect((await get('/%00/x')).status).toBe(400);
  });

  it('answers invalid percent-encoding and non-UTF-8 with 400', async () => {
    expect((await get('/en/%E0%A4%A')).status).toBe(400);
    expect((await get('/%')).status).toBe(400);
    expect((await get('/en/%FF%FE')).status).toBe(400);
  });

  it('never follows .. segments', async () => {
    const plain = await get('/en/../../etc/passwd');
    expect([302, 404]).toContain(plain.status);
    expect(plain.headers.get('location')).toBe('/ru/etc/passwd');
    const encoded = await get('/en/%2e%2e/%2e%2e/etc/passwd');
    expect([302, 404]).toContain(encoded.status);
  });

  it('ignores unknown query parameters', async () => {
    const res = await get('/en?utm_x=1&__proto__=2&a[b]=3&=&&');
    expect(res.status).toBe(200);
  });

  it('ignores a malformed Accept-Language', async () => {
    const res = await get('/', { 'Accept-Language': ';;q=x,,-,*;q=9' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/ru');
    const long = await get('/', { 'Accept-Language': 'en-US,'.repeat(2000) });
    expect(long.headers.get('location')).toBe('/en');
  });

  it('answers a huge cookie with 431 and ignores a garbage lng cookie', async () => {
    expect((await get('/en', { Cookie: `lng=en; big=${'x'.repeat(12_000)}` })).status).toBe(431);
    const garbage = await get('/', { Cookie: 'lng=%ZZ%00<script>' });
    expect(garbage.headers.get('location')).toBe('/ru');
  });

  it('answers bad dictionary queries with 400, not 500', async () => {
    const res = await get('/web-api/dictionary?lang=%ZZ&ids=%00');
    expect(res.status).toBe(400);
  });
});

describe('bad input over a real socket', () => {
  it('answers raw non-UTF-8 bytes in the path properly', async () => {
    const request = Buffer.concat([
      Buffer.from('GET /en/'),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
    ]);
    expect([400, 404]).toContain(await raw(request));
  });

  it('answers an oversized header block with 431 (Node limit) and keeps serving', async () => {
    const status = await raw(
      `GET /en HTTP/1.1\r\nHost: localhost\r\nCookie: x=${'y'.repeat(40_000)}\r\n\r\n`,
    );
    expect(status).toBe(431);
    expect(await raw('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).toBe(
      200,
    );
  });

  it('answers an 8 KiB request line with 414', async () => {
    const status = await raw(
      `GET /en/${'a'.repeat(8 * 1024)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(status).toBe(414);
  });

  it('answers a garbage request line with 400', async () => {
    expect(await raw('BLAH\r\n\r\n')).toBe(400);
  });
});
