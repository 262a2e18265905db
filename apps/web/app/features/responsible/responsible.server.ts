// Server-only side of the office responsible page: reads the player's limits through the
// limit-service API (the same validation, rules and translated errors the browser gets) and
// turns the page's forms into its calls.
import { helpOrganisations } from '@playfield/domain/limits';
import type { EndpointInput } from '@playfield/protocol/endpoint';
import {
  availableLimitsEndpoint,
  limitActionEndpoint,
  limitHistoryEndpoint,
  limitsListEndpoint,
  selfExcludeReasonsEndpoint,
  setLimitsEndpoint,
  testAnswersEndpoint,
} from '@playfield/protocol/endpoints/limits';
import type { LimitQuestion } from '@playfield/protocol/limits';
import type { ShellContext } from '@playfield/protocol/load-context';
import { z } from 'zod';
import { EndpointError, field, officeCall } from '../wallet/office.server.ts';

const userCountrySchema = z.object({ user_country_code: z.string().nullable().optional() });

/** The player's registered country (lowercase), else the site's; for the help links. */
async function playerCountry(shell: ShellContext): Promise<string> {
  try {
    const response = await shell.api('/web-api/user/config');
    if (response.ok) {
      const parsed = userCountrySchema.safeParse(await response.json());
      const code = parsed.success ? parsed.data.user_country_code : null;
      if (code) return code.toLowerCase();
    }
  } catch {
    // The help links fall back to the site's country; the page does not fail for them.
  }
  return shell.config.countryCode;
}

/**
 * The player's limits and the instant the limit service read them at (its `Date` header, on
 * the limits' clock), which the page counts a pending change's deadline from.
 */
async function readLimits(shell: ShellContext) {
  let dated = Number.NaN;
  const limits = await officeCall(
    {
      api: async (path, init) => {
        const response = await shell.api(path, init);
        dated = Date.parse(response.headers.get('date') ?? '');
        return response;
      },
    },
    limitsListEndpoint,
    {},
  );
  return { limits, serverNow: Number.isFinite(dated) ? dated : Date.now() };
}

/** Everything the page shows, read in parallel. */
export async function loadResponsible(shell: ShellContext) {
  const [{ limits, serverNow }, available, reasons, history, country] = await Promise.all([
    readLimits(shell),
    officeCall(shell, availableLimitsEndpoint, {}),
    officeCall(shell, selfExcludeReasonsEndpoint, {}),
    officeCall(shell, limitHistoryEndpoint, { query: { limit: '50' } }),
    playerCountry(shell),
  ]);
  return { limits, serverNow, available, reasons, history, help: helpOrganisations(country) };
}

/** What a form post answers: a notice, and for a self-exclusion the questions to answer. */
export interface ResponsibleActionResult {
  ok: boolean;
  message: string;
  limitType: number | null;
  questions: LimitQuestion[] | null;
  tokenGuid: string | null;
}

const integer = (text: string): number | null => (/^-?\d{1,9}$/.test(text) ? Number(text) : null);

function result(
  ok: boolean,
  message: string,
  limitType: number | null,
  extra: Partial<ResponsibleActionResult> = {},
): ResponsibleActionResult {
  return { ok, message, limitType, questions: null, tokenGuid: null, ...extra };
}

/**
 * Runs one form intent: `set` (a new value, or the no-limit value to remove it), `decide`
 * (confirm 1 / reject 0 a pending change) or `answers` (the self-exclusion test). Invalid
 * input is refused by the API itself with a translated message; nothing here changes state.
 */
export async function runResponsibleAction(
  shell: ShellContext,
  form: FormData,
  invalidInput: string,
): Promise<{ status: number; result: ResponsibleActionResult }> {
  const intent = field(form, 'intent');
  const limitType = integer(field(form, 'limitType'));
  try {
    if (intent === 'set') {
      const value = integer(field(form, 'limitValue').replace(/[\s\u00a0\u202f]/g, ''));
      if (limitType === null || value === null) {
        return { status: 400, result: result(false, invalidInput, limitType) };
      }
      const reason = integer(field(form, 'selfExcludeReason'));
      const answer = await officeCall(shell, setLimitsEndpoint, {
        body: {
          limits: [
            { limitType, limitValue: value, ...(reason !== null && { selfExcludeReason: reason }) },
          ],
        },
      });
      return {
        status: 200,
        result: result(true, answer.title, limitType, {
          questions: answer.status === 202 ? answer.questions : null,
          tokenGuid: answer.status === 202 ? answer.tokenGuid : null,
        }),
      };
    }
    if (intent === 'decide') {
      const action = field(form, 'action') === '1' ? 1 : 0;
      const answer = await officeCall(shell, limitActionEndpoint, {
        // A missing type is sent as it is: the API refuses it with its translated message.
        body: { limitType, action } as EndpointInput<typeof limitActionEndpoint>['body'],
      });
      return { status: 200, result: result(true, answer.title, limitType) };
    }
    if (intent === 'answers') {
      const answers = [...form.keys()]
        .filter((key) => key.startsWith('q-'))
        .map((key) => ({ questionId: Number(key.slice(2)), answerId: Number(field(form, key)) }));
      const answer = await officeCall(shell, testAnswersEndpoint, {
        body: { tokenGuid: field(form, 'tokenGuid'), answers },
      });
      return { status: 200, result: result(answer.success, answer.title, 30) };
    }
    return { status: 400, result: result(false, invalidInput, limitType) };
  } catch (error) {
    if (error instanceof EndpointError) {
      return { status: error.status, result: result(false, error.message, limitType) };
    }
    throw error;
  }
}
