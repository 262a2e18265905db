import { isSiteConfigError } from './errors.ts';
import type { SiteConfigService } from './service.ts';

// The `npm run config -- get|set|list` commands, apart from process and database set-up so
// tests can run them against a test database.

/** Where a command writes: normal output and error output, one line per call. */
export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

const USAGE = [
  'Usage:',
  '  npm run config -- list              every key, its value and where it comes from',
  '  npm run config -- get KEY[.FIELD]   print a value as JSON',
  '  npm run config -- set KEY[.FIELD] VALUE',
  '                                      VALUE is read as JSON, else taken as text',
  'Examples:',
  '  npm run config -- set companyName "Playfield Ltd"',
  '  npm run config -- set maintenance.isActive true',
  `  npm run config -- set languages '["en","ru"]'`,
].join('\n');

/** VALUE as the command line means it: JSON when it parses, else the text itself. */
export function parseCliValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function show(value: unknown): string {
  return JSON.stringify(value) ?? 'undefined';
}

async function set(service: SiteConfigService, path: string, text: string): Promise<unknown> {
  const value = parseCliValue(text);
  try {
    return await service.setKey(path, value, { changedBy: 'cli' });
  } catch (error) {
    // `set companyName 2024` means the text "2024" when the field only takes text.
    if (typeof value !== 'string' && isSiteConfigError(error) && error.code === 'invalid_value') {
      try {
        return await service.setKey(path, text, { changedBy: 'cli' });
      } catch {
        // The text is no better than the JSON: report the JSON reading's problems.
      }
    }
    throw error;
  }
}

/**
 * Runs one command (`args` as after `npm run config --`) and returns the exit code: 0 on
 * success, 1 on a usage error, an unknown key or an invalid value (with every problem printed).
 */
export async function runConfigCommand(
  args: readonly string[],
  service: SiteConfigService,
  output: CommandOutput,
): Promise<number> {
  const [command, path, ...rest] = args;
  try {
    if (command === 'list' && path === undefined) {
      const entries = await service.list();
      const width = Math.max(...entries.map((e) => e.key.length));
      for (const entry of entries) {
        const note = entry.source === 'database' ? '' : `  (${entry.source})`;
        output.out(`${entry.key.padEnd(width)}  ${show(entry.value)}${note}`);
      }
      return 0;
    }
    if (command === 'get' && path !== undefined && rest.length === 0) {
      output.out(JSON.stringify(await service.getKey(path), null, 2) ?? 'undefined');
      return 0;
    }
    if (command === 'set' && path !== undefined && rest.length === 1) {
      const before = await service.getKey(path);
      await set(service, path, rest[0] as string);
      const after = await service.getKey(path);
      output.out(`${path} = ${show(after)} (was ${show(before)})`);
      const seconds = Math.ceil(service.cacheTtlMs / 1000);
      output.out(`Running sites apply the change within ${seconds} s.`);
      return 0;
    }
    output.err(USAGE);
    return 1;
  } catch (error) {
    if (!isSiteConfigError(error)) throw error;
    output.err(
      error.code === 'unknown_key'
        ? `Unknown key "${error.key}".`
        : `Invalid value for "${error.key}":`,
    );
    for (const problem of error.problems) output.err(`  - ${problem}`);
    return 1;
  }
}
