// The console's site configuration (issue 15): the site-config context's keys, described by
// their own schemas, and the one write function the command line uses too, run inside the
// console's audited write (the change, its history line and its audit line commit together).
import { z } from 'zod';
import { siteConfigFields } from '@playfield/protocol/site-config';
import type { SiteConfigKey } from '@playfield/protocol/site-config';
import { isSiteConfigError } from '@playfield/site-config';
import type { SiteConfigService } from '@playfield/site-config';
import { auditedWrite } from '../audit.ts';
import type { Actor, ConsoleContext } from '../context.ts';
import { ConsoleError } from '../errors.ts';

type Ctx = Pick<ConsoleContext, 'db' | 'now'>;

function describe(key: SiteConfigKey): unknown {
  try {
    return z.toJSONSchema(siteConfigFields[key], { io: 'input', unrepresentable: 'any' });
  } catch {
    return null;
  }
}

function refusal(error: unknown): unknown {
  if (!isSiteConfigError(error)) return error;
  if (error.code === 'unknown_key') {
    return new ConsoleError(404, 'unknown_key', `Unknown key "${error.key}".`);
  }
  return new ConsoleError(
    400,
    'invalid_value',
    `Invalid value for "${error.key}": ${error.problems.join('; ')}`,
  );
}

export function createConfigConsole(ctx: Ctx, siteConfig: SiteConfigService) {
  return {
    async list() {
      const entries = await siteConfig.list();
      return {
        items: entries.map((e) => ({
          key: e.key,
          schema: describe(e.key),
          value: e.value,
          source: e.source,
          updatedAt: e.updatedAt?.toISOString() ?? null,
        })),
      };
    },

    async history(key: string, page: number) {
      try {
        const found = await siteConfig.history(key, page);
        return {
          total: found.total,
          items: found.items.map((line) => ({ ...line, at: line.at.toISOString() })),
        };
      } catch (error) {
        throw refusal(error);
      }
    },

    async set(actor: Actor, key: string, path: string | undefined, value: unknown) {
      const target = path ? `${key}.${path}` : key;
      try {
        const before = await siteConfig.getKey(key);
        return await auditedWrite(ctx, actor, 'config.set', async (tx) => {
          const after = await siteConfig.setKey(target, value, {
            tx,
            changedBy: `operator:${actor.operatorId ?? 'unknown'}`,
          });
          return {
            object: { type: 'config', id: key },
            before,
            after,
            result: { key, value: after },
          };
        });
      } catch (error) {
        throw refusal(error);
      }
    },
  };
}

export type ConfigConsole = ReturnType<typeof createConfigConsole>;
