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
