import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, TERMINAL_STATUSES, isTerminal, transition } from './state.ts';
import type { PaymentStatus } from './state.ts';

describe('payment state machine', () => {
  it.each([
    ['created', 'pending'],
    ['created', 'succeeded'],
    ['created', 'failed'],
    ['created', 'cancelled'],
    ['pending', 'succeeded'],
    ['pending', 'failed'],
    ['pending', 'cancelled'],
  ] as const)('moves %s → %s', (from, to) => {
    expect(transition(from, to)).toEqual({ changed: true, from, to });
  });

  it.each(TERMINAL_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as const)))(
    'never leaves the terminal state %s (reported %s)',
    (from, to) => {
      expect(transition(from, to).changed).toBe(false);
    },
  );

  it('ignores repeats and backward moves', () => {
    expect(transition('pending', 'pending')).toEqual({
      changed: false,
      from: 'pending',
      reason: 'same',
    });
    expect(transition('pending', 'created')).toEqual({
      changed: false,
      from: 'pending',
      reason: 'backwards',
    });
  });

  it('reaches at most one terminal state whatever order the reports arrive in', () => {
    const status = fc.constantFrom<PaymentStatus>(...PAYMENT_STATUSES);
    fc.assert(
      fc.property(fc.array(status, { maxLength: 12 }), (reports) => {
        let current: PaymentStatus = 'created';
        const terminalsReached: PaymentStatus[] = [];
        for (const report of reports) {
          const step = transition(current, report);
          if (step.changed) {
            current = step.to;
            if (isTerminal(current)) terminalsReached.push(current);
          }
        }
        expect(terminalsReached.length).toBeLessThanOrEqual(1);
        const firstTerminal = reports.find((r) => isTerminal(r));
        if (firstTerminal) expect(current).toBe(firstTerminal);
      }),
    );
  });
});
