import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@playfield/db/identity';
import { createOutboxDispatcher, enqueue } from './outbox.ts';
import type { MailMessage } from './smtp.ts';
import { createTestIdentity } from './test-support.ts';
import type { TestIdentity } from './test-support.ts';

let t: TestIdentity;
beforeAll(async () => {
  t = await createTestIdentity();
});
afterAll(async () => {
  await t.close();
});

describe('outbox dispatcher', () => {
  it('delivers pending e-mail once, keeps SMS, and records failures for a retry', async () => {
    const db = t.database.db;
    const now = t.clock.now();
    await enqueue(db, now, {
      channel: 'email',
      to: 'one@example.com',
      subject: 'One',
      body: 'first',
    });
    await enqueue(db, now, { channel: 'sms', to: '+79990001122', body: 'code 123456' });
    await enqueue(db, now, {
      channel: 'email',
      to: 'down@example.com',
      subject: 'Two',
      body: 'second',
    });
    const sent: MailMessage[] = [];
    const dispatcher = createOutboxDispatcher({
      db,
      from: 'Playfield <noreply@playfield.test>',
      now: t.clock.now,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      transport: {
        send(message) {
          if (message.to === 'down@example.com') return Promise.reject(new Error('mailbox busy'));
          sent.push(message);
          return Promise.resolve();
        },
      },
    });
    expect(await dispatcher.dispatchOnce()).toBe(1);
    expect(sent).toEqual([
      {
        from: 'Playfield <noreply@playfield.test>',
        to: 'one@example.com',
        subject: 'One',
        text: 'first',
      },
    ]);
    const [delivered] = await t.service.listOutbox({ to: 'one@example.com' });
    expect(delivered?.sentAt).not.toBe(null);
    const [failed] = await t.service.listOutbox({ to: 'down@example.com' });
    expect(failed?.sentAt).toBe(null);
    const [sms] = await t.service.listOutbox({ to: '+79990001122' });
    expect(sms?.sentAt).toBe(null);
    // Nothing is sent twice; the failed one is tried again, up to five attempts in all.
    for (let i = 0; i < 6; i++) await dispatcher.dispatchOnce();
    expect(sent).toHaveLength(1);
    const [row] = await db.select().from(outbox).where(eq(outbox.recipient, 'down@example.com'));
    expect(row).toMatchObject({ attempts: 5, lastError: 'mailbox busy', sentAt: null });
  });
});
