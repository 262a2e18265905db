import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressStream, isCompressible } from './compression.ts';

async function collect(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding(';;,q=,br;q=x')).toBeNull();
  });
});

describe('isCompressible', () => {
  it('accepts text and JSON, not images or event streams', () => {
    expect(isCompressible('text/html; charset=utf-8')).toBe(true);
    expect(isCompressible('application/json')).toBe(true);
    expect(isCompressible('image/png')).toBe(false);
    expect(isCompressible('text/event-stream')).toBe(false);
    expect(isCompressible(null)).toBe(false);
  });
});

describe('compressStream', () => {
  const text = '<p>hello</p>'.repeat(500);

  for (const [encoding, decode] of [
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ] as const) {
    it(`round-trips ${encoding} across chunks`, async () => {
      const source = new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = new TextEncoder().encode(text);
          controller.enqueue(bytes.slice(0, 100));
          controller.enqueue(bytes.slice(100));
          controller.close();
        },
      });
      const compressed = await collect(source.pipeThrough(compressStream(encoding)));
      expect(compressed.length).toBeLessThan(text.length);
      expect(decode(compressed).toString('utf8')).toBe(text);
    });
  }

  it('emits output for each chunk before the stream ends (streamed SSR)', async () => {
    let push: ((chunk: Uint8Array) => void) | undefined;
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (chunk) => controller.enqueue(chunk);
      },
    });
    const reader = source.pipeThrough(compressStream('gzip')).getReader();
    push?.(new TextEncoder().encode('<html><body>shell'));
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(first.value?.length).toBeGreaterThan(0);
    await reader.cancel();
  });
});

describe('compression of answers with a strong ETag', () => {
  it('compresses once per URL, ETag and encoding, and reuses the bytes', async () => {
    const { Hono } = await import('hono');
    const zlib = (await import('node:zlib')).default;
    const { compression: middleware } = await import('./compression.ts');
    const { vi } = await import('vitest');
    const spy = vi.spyOn(zlib, 'brotliCompress');
    let version = 1;
    const app = new Hono();
    app.use(middleware());
    app.get('/list', (c) => {
      c.header('ETag', `"v${version}"`);
      return c.json({ games: Array.from({ length: 500 }, (_, i) => ({ id: i, version })) });
    });
    const ask = () => app.request('/list', { headers: { 'Accept-Encoding': 'br' } });
    const a = await ask();
    const b = await ask();
    expect(a.headers.get('Content-Encoding')).toBe('br');
    expect(a.headers.get('ETag')).toBe('W/"v1"');
    const bytes = Buffer.from(await a.arrayBuffer());
    expect(Buffer.from(await b.arrayBuffer()).equals(bytes)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(bytes).toString()).games).toHaveLength(500);
    expect(spy).toHaveBeenCalledTimes(1);
    version = 2;
    const c = await ask();
    expect(c.headers.get('ETag')).toBe('W/"v2"');
    expect(spy).toHaveBeenCalledTimes(2);
    // gzip is its own entry.
    const g = await app.request('/list', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(
      JSON.parse(gunzipSync(Buffer.from(await g.arrayBuffer())).toString()).games,
    ).toHaveLength(500);
    spy.mockRestore();
  });
});
