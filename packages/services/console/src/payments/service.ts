// The console's payment pages (issue 15): the review of withdrawals (decided under the
// payment's row lock in the audit's transaction; the same Idempotency-Key answers the same
// outcome), the review flag of a player, payment requests and deposits — all through the
// wallet's public services.
import type { IdentityService } from '@playfield/identity';
import { WalletError } from '@playfield/wallet';
import type { ReviewDecision, WalletModule } from '@playfield/wallet';
import { auditedWrite } from '../audit.ts';
import type { Actor, ConsoleContext } from '../context.ts';
import { ConsoleError } from '../errors.ts';

export interface PaymentPorts {
  identity: Pick<IdentityService, 'admin'>;
  wallet: Pick<WalletModule, 'review' | 'requestAdmin'>;
}

type Ctx = Pick<ConsoleContext, 'db' | 'now'>;

function translated(error: unknown): unknown {
  if (!(error instanceof WalletError)) return error;
  if (error.status === 404)
    return new ConsoleError(404, 'payment_not_found', 'No such withdrawal.');
  if (error.status === 409) {
    return new ConsoleError(409, 'withdrawal_decided', 'The withdrawal is not waiting for review.');
  }
  return error;
}

export function createPaymentConsole(ctx: Ctx, ports: PaymentPorts) {
  const { review, requestAdmin } = ports.wallet;
  return {
    waiting: (page: number) => review.waiting(page),
    withdrawals: (page: number) => review.list('withdrawal', page),
    deposits: (page: number) => review.list('deposit', page),

    async decide(
      actor: Actor,
      paymentId: string,
      decision: ReviewDecision,
      key: string,
      reason: string | null,
    ) {
      await review.prepare(paymentId);
      try {
        const outcome = await auditedWrite(ctx, actor, `withdrawal.${decision}`, async (tx) => {
          const done = await review.decideWithin(tx, paymentId, {
            decision,
            operatorId: actor.operatorId,
            reason,
            key,
          });
          return {
            object: { type: 'payment', id: paymentId },
            before: done.before,
            after: { ...done.after, ...(done.replayed ? { replayed: true } : {}) },
            result: done,
          };
        });
        await review.afterCommit(outcome);
        return {
          paymentId,
          status: outcome.payment.status,
          review: outcome.payment.review ?? null,
        };
      } catch (error) {
        throw translated(error);
      }
    },

    async setFlag(actor: Actor, userId: number, reason: string | null) {
      if (!(await ports.identity.admin.profile(userId))) {
        throw new ConsoleError(404, 'player_not_found', 'No such player.');
      }
      return auditedWrite(ctx, actor, 'player.review-flag', async (tx) => {
        const { before, after } = await review.setFlag(tx, userId, reason);
        return {
          object: { type: 'player', id: userId },
          before,
          after,
          result: { userId, flag: after },
        };
      });
    },

    requests: (page: number, status?: 'open' | 'answered' | 'closed') =>
      requestAdmin.list(page, status),

    answerRequest(actor: Actor, requestId: number, input: { answer: string; close: boolean }) {
      return auditedWrite(ctx, actor, 'payment-request.answer', async (tx) => {
        const done = await requestAdmin.answer(tx, requestId, {
          ...input,
          operatorId: actor.operatorId,
        });
        if (!done) throw new ConsoleError(404, 'request_not_found', 'No such payment request.');
        return {
          object: { type: 'payment_request', id: requestId },
          before: done.before,
          after: done.after,
          result: done.after,
        };
      });
    },
  };
}

export type PaymentConsole = ReturnType<typeof createPaymentConsole>;
