import { describe, expect, it } from 'vitest';
import { encodeUpdate } from './hub.ts';

describe('encodeUpdate', () => {
  it('gives the text JSON.stringify gives of the update frame, for any topic and seq', () => {
    const bodies = [{ kind: 'markets', coef: 2.35, name: 'a "quoted" ü' }, null, 'text', 5, []];
    for (const data of [...bodies, undefined, { at: new Date(0) }]) {
      const encoded = encodeUpdate(data);
      for (const [topic, seq] of [
        ['game:1', 7],
        ['balance', 1],
        ['game:1', 8],
      ] as const) {
        expect(encoded.frame(topic, seq)).toBe(
          JSON.stringify({ type: 'update', topic, seq, data }),
        );
      }
    }
  });

  it('serializes the data once however many sockets it goes to', () => {
    let calls = 0;
    const encoded = encodeUpdate({
      toJSON() {
        calls += 1;
        return { n: 1 };
      },
    });
    expect(calls).toBe(0);
    for (let seq = 1; seq <= 100; seq += 1) encoded.frame('live', seq);
    expect(calls).toBe(1);
  });
});
