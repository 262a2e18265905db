import { describe, expect, it } from 'vitest';
import {
  limitDeleteQuerySchema,
  realityCheckRequestSchema,
  setLimitsRequestSchema,
  testAnswersRequestSchema,
} from './limits.ts';

describe('limit-service bodies', () => {
  it('reads the spec example of POST limits', () => {
    expect(setLimitsRequestSchema.parse({ limits: [{ limitType: 20, limitValue: 1000 }] })).toEqual(
      { limits: [{ limitType: 20, limitValue: 1000 }] },
    );
  });

  it('refuses unknown types, fractions, empty lists and a type twice', () => {
    const bad = [
      { limits: [{ limitType: 34, limitValue: 1 }] },
      { limits: [{ limitType: 20, limitValue: 10.5 }] },
      { limits: [] },
      {
        limits: [
          { limitType: 20, limitValue: 1 },
          { limitType: 20, limitValue: 2 },
        ],
      },
    ];
    for (const body of bad) expect(setLimitsRequestSchema.safeParse(body).success).toBe(false);
  });

  it('reads DELETE limit queries with the default reject action', () => {
    expect(limitDeleteQuerySchema.parse({ limitType: '21' })).toEqual({ limitType: 21, action: 0 });
    expect(limitDeleteQuerySchema.parse({ limitType: '21', action: '1' }).action).toBe(1);
    expect(limitDeleteQuerySchema.safeParse({ limitType: 'x' }).success).toBe(false);
  });

  it('needs a uuid token for test answers', () => {
    expect(testAnswersRequestSchema.safeParse({ tokenGuid: 'abc', answers: [] }).success).toBe(
      false,
    );
  });

  it('maps the reality-check action names of spec §4', () => {
    const parse = (action: string) =>
      realityCheckRequestSchema.parse({ data: { attributes: { action } } }).data.attributes;
    expect(parse('continue')).toEqual({ action: 'confirm', do_not_show_again: false });
    expect(parse('log_out').action).toBe('reject');
    expect(parse('nothing').action).toBe('cancel');
    expect(
      realityCheckRequestSchema.safeParse({ data: { attributes: { action: 'x' } } }).success,
    ).toBe(false);
  });
});
