import type { PaymentRequestTopic, PaymentView } from '@playfield/protocol/wallet';
import { Button, Select } from '@playfield/ui';
import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useFormat } from '../../i18n/use-format.ts';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { formatAmount } from './money.ts';
import type { RequestPath } from './request-path.ts';

/** A payment request: topic, then its sub-topic or the payment it is about, and a message. */
export function RequestForm({
  topics,
  payments,
  initial,
  error,
}: {
  topics: readonly PaymentRequestTopic[];
  payments: readonly PaymentView[];
  initial: RequestPath;
  error: string | null;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const format = useFormat();
  const navigation = useNavigation();
  const messageId = useId();
  const [topicId, setTopicId] = useState(String(initial.topicId ?? topics[0]?.id ?? ''));
  const topic = topics.find((item) => String(item.id) === topicId);
  const related = topic?.transactionType
    ? payments.filter((payment) => payment.type === topic.transactionType)
    : [];
  const choose = { value: '', label: t('wallet_request_choose') };

  return (
    <Form method="post" className="wallet-form panel">
      <Select
        name="topicId"
        label={t('wallet_request_topic')}
        block
        value={topicId}
        onChange={(event) => setTopicId(event.target.value)}
        options={topics.map((item) => ({ value: String(item.id), label: item.title }))}
      />
      {topic && topic.subTopics.length > 0 ? (
        <Select
          key={`sub-${topic.id}`}
          name="subTopicId"
          label={t('wallet_request_subtopic')}
          block
          defaultValue={initial.subTopicId ? String(initial.subTopicId) : ''}
          options={[
            choose,
            ...topic.subTopics.map((sub) => ({ value: String(sub.id), label: sub.title })),
          ]}
        />
      ) : null}
      {topic?.transactionType ? (
        <Select
          key={`payment-${topic.id}`}
          name="paymentId"
          label={t('wallet_request_payment')}
          block
          defaultValue={initial.transactionId ?? ''}
          options={[
            choose,
            ...related.map((payment) => ({
              value: payment.id,
              label: `${format.date(new Date(payment.createdAt))} · ${formatAmount(lang, payment.amount, payment.currency)}`,
            })),
          ]}
        />
      ) : null}
      <div className="pf-field">
        <label className="pf-field__label" htmlFor={messageId}>
          {t('wallet_request_message')}
        </label>
        <textarea
          id={messageId}
          name="message"
          className="wallet-input wallet-textarea"
          rows={5}
          minLength={10}
          maxLength={2000}
          required
          aria-describedby={`${messageId}-hint`}
        />
        <p id={`${messageId}-hint`} className="wallet-hint">
          {t('wallet_request_message_hint')}
        </p>
      </div>
      {error ? (
        <p className="wallet-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        disabled={navigation.state !== 'idle'}
      >
        {navigation.state === 'submitting' ? t('wallet_sending') : t('wallet_request_send')}
      </Button>
    </Form>
  );
}
