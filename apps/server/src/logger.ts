import type { LogLevel } from './env.ts';

/** Fields attached to a log line. Errors are expanded to name, message and stack. */
export type LogFields = Record<string, unknown>;

/** A structured logger: one JSON object per line, one line per event. */
export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** A logger that adds `bindings` to every line (e.g. the request id). */
  child(bindings: LogFields): Logger;
  isEnabled(level: LogLevel): boolean;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface LoggerOptions {
  level: LogLevel;
  /** Where lines go; stdout by default. Tests pass an array sink. */
  write?: (line: string) => void;
  now?: () => Date;
}

function serializeError(error: Error): LogFields {
  const out: LogFields = { name: error.name, message: error.message, stack: error.stack };
  if (error.cause !== undefined) {
    out.cause = error.cause instanceof Error ? serializeError(error.cause) : String(error.cause);
  }
  return out;
}

function replacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return serializeError(value);
  if (typeof value === 'bigint') return value.toString();
  return value;
}

function stringify(record: LogFields): string {
  try {
    return JSON.stringify(record, replacer);
  } catch {
    // A circular or hostile value must not take logging down with it.
    return JSON.stringify({ time: record.time, level: record.level, msg: record.msg });
  }
}

/** Creates the process logger. */
export function createLogger(options: LoggerOptions, bindings: LogFields = {}): Logger {
  const threshold = RANK[options.level];
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const now = options.now ?? (() => new Date());

  function log(level: LogLevel, msg: string, fields?: LogFields): void {
    if (RANK[level] < threshold) return;
    write(stringify({ time: now().toISOString(), level, msg, ...bindings, ...fields }));
  }

  return {
    debug: (msg, fields) => log('debug', msg, fields),
    info: (msg, fields) => log('info', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    error: (msg, fields) => log('error', msg, fields),
    child: (more) => createLogger(options, { ...bindings, ...more }),
    isEnabled: (level) => RANK[level] >= threshold,
  };
}
