import { describe, expect, it } from 'vitest';
import type { Leg, MovementInput } from './types.ts';
import { movementProblem } from './validate.ts';

const player: Leg['account'] = { kind: 'player', accountId: 7, userId: 3 };

function movement(legs: Leg[], key = 'k-1'): MovementInput {
  return { kind: 'deposit', idempotencyKey: key, legs };
}

describe('movementProblem', () => {
  it('accepts a balanced movement', () => {
    expect(
      movementProblem(
        movement([
          { account: player, currency: 'RUB', amount: 100n },
          { account: { kind: 'system', code: 'cash_in' }, currency: 'RUB', amount: -100n },
        ]),
      ),
    ).toBeNull();
  });

  it('accepts balanced legs in two currencies', () => {
    expect(
      movementProblem(
        movement([
          { account: player, currency: 'RUB', amount: -9_000n },
          { account: { kind: 'system', code: 'adjustments' }, currency: 'RUB', amount: 9_000n },
          { account: { kind: 'player', accountId: 8, userId: 3 }, currency: 'USD', amount: 100n },
          { account: { kind: 'system', code: 'adjustments' }, currency: 'USD', amount: -100n },
        ]),
      ),
    ).toBeNull();
  });

  it.each<[string, Leg[]]>([
    [
      'unbalanced',
      [
        { account: player, currency: 'RUB', amount: 100n },
        { account: { kind: 'system', code: 'cash_in' }, currency: 'RUB', amount: -99n },
      ],
    ],
    ['single leg', [{ account: player, currency: 'RUB', amount: 100n }]],
    [
      'zero leg',
      [
        { account: player, currency: 'RUB', amount: 0n },
        { account: { kind: 'system', code: 'cash_in' }, currency: 'RUB', amount: 0n },
      ],
    ],
    [
      'unknown currency',
      [
        { account: player, currency: 'XXX', amount: 1n },
        { account: { kind: 'system', code: 'cash_in' }, currency: 'XXX', amount: -1n },
      ],
    ],
    [
      'balanced across currencies only',
      [
        { account: player, currency: 'RUB', amount: 1n },
        { account: { kind: 'system', code: 'cash_in' }, currency: 'USD', amount: -1n },
      ],
    ],
    [
      'same account twice',
      [
        { account: player, currency: 'RUB', amount: 1n },
        { account: player, currency: 'RUB', amount: -1n },
      ],
    ],
    [
      'bad account id',
      [
        { account: { kind: 'player', accountId: 0, userId: 1 }, currency: 'RUB', amount: 1n },
        { account: { kind: 'system', code: 'cash_in' }, currency: 'RUB', amount: -1n },
      ],
    ],
  ])('refuses a movement that is %s', (_, legs) => {
    expect(movementProblem(movement(legs))).toEqual(expect.any(String));
  });

  it('refuses an empty idempotency key', () => {
    const legs: Leg[] = [
      { account: player, currency: 'RUB', amount: 1n },
      { account: { kind: 'system', code: 'cash_in' }, currency: 'RUB', amount: -1n },
    ];
    expect(movementProblem(movement(legs, ''))).toMatch(/idempotency key/);
  });
});
