import { describe, expect, it } from 'vitest';
import { readRequestPath } from './request-path.ts';

describe('readRequestPath', () => {
  it('reads the four shapes of spec §2', () => {
    expect(readRequestPath('')).toEqual({ topicId: null, subTopicId: null, transactionId: null });
    expect(readRequestPath('2')).toEqual({ topicId: 2, subTopicId: null, transactionId: null });
    expect(readRequestPath('2/5')).toEqual({ topicId: 2, subTopicId: 5, transactionId: null });
    expect(readRequestPath('1/transactions')).toEqual({
      topicId: 1,
      subTopicId: null,
      transactionId: null,
    });
    expect(readRequestPath('1/transactions/abc-1')).toEqual({
      topicId: 1,
      subTopicId: null,
      transactionId: 'abc-1',
    });
  });

  it('ignores ids that are not ids', () => {
    expect(readRequestPath('x/5').topicId).toBeNull();
    expect(readRequestPath('2/0').subTopicId).toBeNull();
  });
});
