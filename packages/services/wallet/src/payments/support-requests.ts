import { sql } from 'drizzle-orm';
import type { Database } from '@playfield/db';
import { CATALOGS, translate } from '@playfield/i18n';
import { createPaymentRequestSchema } from '@playfield/protocol/wallet';
import type { PaymentRequestTopic, PaymentRequestView } from '@playfield/protocol/wallet';
import { WalletError } from './errors.ts';
import type { WalletMessageKey } from './errors.ts';
import { findOwnPayment } from './repository.ts';
import type { PaymentType } from './state.ts';

// Players' requests about their payments (spec §2: payment/requests lists them,
// payment/create-request/{topicId}/{subTopicId} and .../transactions/{transactionId} create
// one). Topics are fixed here with their sub-topics and the kind of payment they are about.

interface TopicDefinition {
  id: number;
  key: WalletMessageKey;
  transactionType: PaymentType | null;
  subTopics: readonly { id: number; key: WalletMessageKey }[];
}

export const PAYMENT_REQUEST_TOPICS: readonly TopicDefinition[] = [
  {
    id: 1,
    key: 'wallet_topic_deposit',
    transactionType: 'deposit',
    subTopics: [
      { id: 1, key: 'wallet_subtopic_not_credited' },
      { id: 2, key: 'wallet_subtopic_wrong_amount' },
      { id: 3, key: 'wallet_subtopic_charged_twice' },
    ],
  },
  {
    id: 2,
    key: 'wallet_topic_withdrawal',
    transactionType: 'withdrawal',
    subTopics: [
      { id: 4, key: 'wallet_subtopic_not_received' },
      { id: 5, key: 'wallet_subtopic_delayed' },
      { id: 6, key: 'wallet_subtopic_cancelled' },
    ],
  },
  { id: 3, key: 'wallet_topic_other', transactionType: null, subTopics: [] },
];

export interface PaymentRequestsService {
  topics(lang: string): PaymentRequestTopic[];
  create(userId: number, body: unknown): Promise<PaymentRequestView>;
  list(
    userId: number,
    page: number,
    pageSize: number,
  ): Promise<{ items: PaymentRequestView[]; total: number }>;
  get(userId: number, id: string): Promise<PaymentRequestView>;
}

type Row = Record<string, unknown>;

function toView(row: Row): PaymentRequestView {
  return {
    id: String(row.id),
    topicId: Number(row.topic_id),
    subTopicId: row.sub_topic_id === null ? null : Number(row.sub_topic_id),
    paymentId: row.payment_id === null ? null : String(row.payment_id),
    message: String(row.message),
    status: row.status as PaymentRequestView['status'],
    createdAt: new Date(row.created_at as string | Date).toISOString(),
  };
}

export function createPaymentRequestsService(deps: {
  database: Pick<Database, 'db'>;
  now?: () => Date;
}): PaymentRequestsService {
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());

  return {
    topics(lang) {
      const messages = CATALOGS[lang] ?? CATALOGS.en ?? {};
      return PAYMENT_REQUEST_TOPICS.map((t) => ({
        id: t.id,
        title: translate(messages, t.key),
        transactionType: t.transactionType,
        subTopics: t.subTopics.map((s) => ({ id: s.id, title: translate(messages, s.key) })),
      }));
    },

    async create(userId, body) {
      const parsed = createPaymentRequestSchema.safeParse(body);
      if (!parsed.success) {
        const tooShortOrLong = parsed.error.issues.some((i) => i.path[0] === 'message');
        throw new WalletError(
          400,
          tooShortOrLong ? 'wallet_request_message_length' : 'wallet_invalid_request',
        );
      }
      const input = parsed.data;
      const topic = PAYMENT_REQUEST_TOPICS.find((t) => t.id === input.topicId);
      if (!topic) throw new WalletError(400, 'wallet_request_topic_unknown');
      if (topic.subTopics.length > 0) {
        if (!topic.subTopics.some((s) => s.id === input.subTopicId)) {
          throw new WalletError(400, 'wallet_request_subtopic_required');
        }
      } else if (input.subTopicId !== undefined) {
        throw new WalletError(400, 'wallet_invalid_request');
      }
      if (topic.transactionType && input.paymentId === undefined) {
        throw new WalletError(400, 'wallet_request_payment_required');
      }
      if (input.paymentId !== undefined) {
        const payment = await findOwnPayment(db, userId, input.paymentId);
        if (!payment || (topic.transactionType && payment.type !== topic.transactionType)) {
          throw new WalletError(404, 'wallet_payment_not_found');
        }
      }
      const result = await db.execute<Row>(
        sql`insert into wallet_payment_requests
              (user_id, topic_id, sub_topic_id, payment_id, message, created_at)
            values (${userId}, ${topic.id}, ${input.subTopicId ?? null},
                    ${input.paymentId ?? null}::uuid, ${input.message},
                    ${now().toISOString()}::timestamptz)
            returning id, topic_id, sub_topic_id, payment_id, message, status, created_at`,
      );
      const row = result.rows[0];
      if (!row) throw new Error('payment request was not stored');
      return toView(row);
    },

    async list(userId, page, pageSize) {
      const rows = await db.execute<Row>(
        sql`select id, topic_id, sub_topic_id, payment_id, message, status, created_at
            from wallet_payment_requests where user_id = ${userId}
            order by created_at desc, id desc
            limit ${pageSize} offset ${(page - 1) * pageSize}`,
      );
      const count = await db.execute<{ total: string | number }>(
        sql`select count(*) as total from wallet_payment_requests where user_id = ${userId}`,
      );
      return { items: rows.rows.map(toView), total: Number(count.rows[0]?.total ?? 0) };
    },

    async get(userId, id) {
      if (!/^[1-9][0-9]{0,17}$/.test(id)) throw new WalletError(404, 'wallet_request_not_found');
      const rows = await db.execute<Row>(
        sql`select id, topic_id, sub_topic_id, payment_id, message, status, created_at
            from wallet_payment_requests where id = ${id}::bigint and user_id = ${userId}`,
      );
      const row = rows.rows[0];
      if (!row) throw new WalletError(404, 'wallet_request_not_found');
      return toView(row);
    },
  };
}
