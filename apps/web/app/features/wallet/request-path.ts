/**
 * The choices encoded in payment/create-request/{topicId}, {topicId}/{subTopicId},
 * {topicId}/transactions and {topicId}/transactions/{transactionId} (spec §2).
 */
export interface RequestPath {
  topicId: number | null;
  subTopicId: number | null;
  transactionId: string | null;
}

const ID = /^[1-9][0-9]{0,8}$/;

export function readRequestPath(splat: string | undefined): RequestPath {
  const [topic, second, third] = (splat ?? '').split('/').filter(Boolean);
  const topicId = topic && ID.test(topic) ? Number(topic) : null;
  if (topicId === null) return { topicId: null, subTopicId: null, transactionId: null };
  if (second === 'transactions') {
    return { topicId, subTopicId: null, transactionId: third ?? null };
  }
  return {
    topicId,
    subTopicId: second && ID.test(second) ? Number(second) : null,
    transactionId: null,
  };
}
