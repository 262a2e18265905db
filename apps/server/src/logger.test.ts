import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function capture(level: 'debug' | 'info' | 'warn' | 'error') {
  const lines: string[] = [];
  const logger = createLogger({
    level,
    write: (line) => lines.push(line),
    now: () => new Date('2026-01-02T03:04:05.000Z'),
  });
  return { logger, records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('createLogger', () => {
  it('writes one JSON object per event with time, level and message', () => {
    const { logger, records } = capture('info');
    logger.info('listening', { port: 3000 });
    expect(records()).toEqual([
      { time: '2026-01-02T03:04:05.000Z', level: 'info', msg: 'listening', port: 3000 },
    ]);
  });

  it('drops events below the level', () => {
    const { logger, records } = capture('warn');
    logger.debug('a');
    logger.info('b');
    logger.warn('c');
    logger.error('d');
    expect(records().map((r) => r.msg)).toEqual(['c', 'd']);
    expect(logger.isEnabled('info')).toBe(false);
    expect(logger.isEnabled('error')).toBe(true);
  });

  it('adds child bindings to every line', () => {
    const { logger, records } = capture('debug');
    logger.child({ requestId: 'r1' }).child({ ip: '1.2.3.4' }).debug('x');
    expect(records()[0]).toMatchObject({ requestId: 'r1', ip: '1.2.3.4', msg: 'x' });
  });

  it('expands errors with their stack and bigints as text', () => {
    const { logger, records } = capture('info');
    logger.error('failed', { err: new Error('boom', { cause: 'disk' }), amount: 10n });
    const record = records()[0] as { err: Record<string, unknown>; amount: unknown };
    expect(record.err.message).toBe('boom');
    expect(record.err.cause).toBe('disk');
    expect(String(record.err.stack)).toContain('Error: boom');
    expect(record.amount).toBe('10');
  });

  it('still writes a line for a circular value', () => {
    const { logger, records } = capture('info');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    logger.info('odd', { loop });
    expect(records()[0]).toMatchObject({ level: 'info', msg: 'odd' });
  });
});
