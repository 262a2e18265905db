import { Hono } from 'hono';
import type { Context } from 'hono';
import { CATALOGS } from '@playfield/i18n';
import { IDEMPOTENCY_KEY_HEADER, apiError, idempotencyKeySchema } from '@playfield/protocol';
import type { HttpEnv } from '@playfield/protocol';
import { z } from 'zod';
import { runCalculator } from '../calculator.ts';
import { BettingError } from '../errors.ts';
import type { BettingService } from '../service.ts';

type Ctx = Context<HttpEnv>;

/** The player's language: the web's `?lng=` when it names a catalog, else the server's. */
export function languageOf(c: Ctx): string {
  const asked = c.req.query('lng');
  if (asked && CATALOGS[asked]) return asked;
  const lang = c.get('lang');
  return lang && CATALOGS[lang] ? lang : 'en';
}

function errorResponse(c: Ctx, error: BettingError) {
  const body = apiError(error.status, error.translated(languageOf(c)), error.code ?? error.key);
  // Refusals about particular legs name them by outcome id, so the bet slip can mark them.
  const outcomeIds = error.outcomeIds ? { outcomeIds: [...error.outcomeIds] } : {};
  return c.json({ ...body, ...outcomeIds }, error.status);
}

function handleErrors(app: Hono<HttpEnv>): void {
  app.use(async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  app.onError((error, c) => {
    if (error instanceof BettingError) return errorResponse(c, error);
    throw error;
  });
}

/** The signed-in user's numeric id; 401 for visitors. */
function userOf(c: Ctx): number {
  const auth = c.get('auth');
  const id = auth ? Number(auth.userId) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new BettingError(401, 'betting_login_to_bet', {}, 'unauthorized');
  }
  return id;
}

async function jsonBody(c: Ctx): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new BettingError(400, 'betting_error_invalid', {}, 'body_invalid');
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateSchema = z
  .string()
  .regex(DATE)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)));

const historyQuerySchema = z.object({
  status: z
    .enum(['pending', 'waiting', 'win', 'lose', 'return', 'partial', 'rejected'])
    .optional()
    .catch(undefined),
  typeId: z
    .string()
    .regex(/^[0-9]$/)
    .transform(Number)
    .optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});

const DAY_MS = 86_400_000;

/**
 * The betting API, mounted by the server at `/web-api/betting`: placement (with an
 * `Idempotency-Key`), the signed-in player's history and one coupon (404 for another player's).
 */
export function bettingRoutes(service: BettingService): Hono<HttpEnv> {
  const app = new Hono<HttpEnv>();
  handleErrors(app);

  app.post('/place', async (c) => {
    const userId = userOf(c);
    const key = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_KEY_HEADER));
    if (!key.success) {
      throw new BettingError(400, 'betting_error_idempotency_key', {}, 'idempotency_key_required');
    }
    const body = await jsonBody(c);
    const result = await service.place({
      userId,
      lang: languageOf(c),
      idempotencyKey: key.data,
      body,
    });
    return c.json(result.answer, 201);
  });

  app.get('/history', async (c) => {
    const userId = userOf(c);
    const query = historyQuerySchema.safeParse(c.req.query());
    if (!query.success) throw new BettingError(400, 'betting_error_query', {}, 'invalid_query');
    const { status, typeId, from, to } = query.data;
    const coupons = await service.history({
      userId,
      ...(status ? { status } : {}),
      ...(typeId === undefined ? {} : { typeId }),
      ...(from ? { from: new Date(`${from}T00:00:00Z`) } : {}),
      // `to` is a whole day: coupons placed on it are included.
      ...(to ? { to: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) } : {}),
    });
    return c.json(coupons);
  });

  app.get('/coupon/:couponId', async (c) => {
    const userId = userOf(c);
    const raw = c.req.param('couponId');
    const couponId = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : NaN;
    const coupon = Number.isSafeInteger(couponId) ? await service.coupon(userId, couponId) : null;
    if (!coupon) throw new BettingError(404, 'betting_error_not_found', {}, 'not_found');
    return c.json(coupon);
  });

  return app;
}

/** `POST /web-api/betting-calculator`: open to visitors, no money involved. */
export function calculatorRoutes(): Hono<HttpEnv> {
  const app = new Hono<HttpEnv>();
  handleErrors(app);
  app.post('/', async (c) => c.json(runCalculator(await jsonBody(c), languageOf(c))));
  return app;
}
