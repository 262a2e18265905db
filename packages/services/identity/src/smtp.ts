import { connect as netConnect } from 'node:net';
import type { Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { TLSSocket } from 'node:tls';

/**
 * A minimal SMTP client (RFC 5321) for the outbox: EHLO, STARTTLS when offered (or implicit TLS
 * with `smtps://`), AUTH PLAIN when the URL has credentials, one message per connection.
 * `SMTP_URL` looks like `smtp://user:pass@mail.example:587` or `smtps://…:465`.
 */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  /** Name sent in EHLO. */
  clientName: string;
  timeoutMs: number;
  /** Test servers with self-signed certificates only. */
  rejectUnauthorized: boolean;
}

export function parseSmtpUrl(url: string): SmtpSettings {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    user: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    clientName: parsed.searchParams.get('name') ?? 'playfield.local',
    timeoutMs: 15_000,
    rejectUnauthorized: parsed.searchParams.get('tls_verify') !== 'false',
  };
}

/** Removes CR and LF so no value can start a new header line. */
function headerSafe(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

function encodeWord(value: string): string {
  return /^[\x20-\x7e]*$/.test(value)
    ? value
    : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** The message in RFC 5322 form, body base64 (so no line needs dot-stuffing). */
export function formatMessage(message: MailMessage, date: Date, messageId: string): string {
  const body = Buffer.from(message.text, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');
  return [
    `From: ${headerSafe(message.from)}`,
    `To: ${headerSafe(message.to)}`,
    `Subject: ${encodeWord(headerSafe(message.subject))}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${messageId}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}

/** Reads complete SMTP replies (multi-line `250-…` up to `250 …`) from a socket. */
class ReplyReader {
  private buffer = '';
  private waiting: ((reply: { code: number; text: string }) => void) | null = null;
  private failed: ((error: Error) => void) | null = null;
  private lines: string[] = [];
  private replies: { code: number; text: string }[] = [];

  attach(socket: Socket | TLSSocket): void {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.push(chunk));
    socket.on('error', (error) => this.failed?.(error));
    socket.on('close', () => this.failed?.(new Error('SMTP connection closed')));
  }

  private push(chunk: string): void {
    this.buffer += chunk;
    let index: number;
    while ((index = this.buffer.indexOf('\n')) !== -1) {
      const line = this.buffer.slice(0, index).replace(/\r$/, '');
      this.buffer = this.buffer.slice(index + 1);
      this.lines.push(line.slice(4));
      if (line[3] !== '-') {
        this.replies.push({ code: Number(line.slice(0, 3)), text: this.lines.join('\n') });
        this.lines = [];
      }
    }
    this.flush();
  }

  private flush(): void {
    if (this.waiting && this.replies.length > 0) {
      const resolve = this.waiting;
      this.waiting = null;
      this.failed = null;
      resolve(this.replies.shift() as { code: number; text: string });
    }
  }

  next(): Promise<{ code: number; text: string }> {
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
      this.flush();
    });
  }
}

export function createSmtpTransport(
  settings: SmtpSettings,
  now: () => number = Date.now,
): MailTransport {
  return {
    async send(message) {
      let socket: Socket | TLSSocket = settings.secure
        ? tlsConnect({
            host: settings.host,
            port: settings.port,
            servername: settings.host,
            rejectUnauthorized: settings.rejectUnauthorized,
          })
        : netConnect({ host: settings.host, port: settings.port });
      socket.setTimeout(settings.timeoutMs, () => socket.destroy(new Error('SMTP timeout')));
      let reader = new ReplyReader();
      reader.attach(socket);
      const expect = async (ok: number[]) => {
        const reply = await reader.next();
        if (!ok.includes(reply.code)) throw new Error(`SMTP ${reply.code}: ${reply.text}`);
        return reply;
      };
      const command = async (line: string, ok: number[]) => {
        socket.write(`${line}\r\n`);
        return expect(ok);
      };
      try {
        await expect([220]);
        let hello = await command(`EHLO ${settings.clientName}`, [250]);
        if (!settings.secure && /^STARTTLS$/im.test(hello.text)) {
          await command('STARTTLS', [220]);
          socket.removeAllListeners('data');
          socket = tlsConnect({
            socket,
            servername: settings.host,
            rejectUnauthorized: settings.rejectUnauthorized,
          });
          reader = new ReplyReader();
          reader.attach(socket);
          await new Promise<void>((resolve, reject) => {
            socket.once('secureConnect', () => resolve());
            socket.once('error', reject);
          });
          hello = await command(`EHLO ${settings.clientName}`, [250]);
        }
        if (settings.user !== undefined) {
          const plain = Buffer.from(`\0${settings.user}\0${settings.password ?? ''}`).toString(
            'base64',
          );
          await command(`AUTH PLAIN ${plain}`, [235]);
        }
        const address = (value: string) => headerSafe(value).replace(/^.*<([^>]+)>.*$/, '$1');
        await command(`MAIL FROM:<${address(message.from)}>`, [250]);
        await command(`RCPT TO:<${address(message.to)}>`, [250, 251]);
        await command('DATA', [354]);
        const id = `${now()}.${Math.random().toString(36).slice(2)}@${settings.clientName}`;
        await command(`${formatMessage(message, new Date(now()), id)}\r\n.`, [250]);
        await command('QUIT', [221]).catch(() => undefined);
      } finally {
        socket.destroy();
      }
    },
  };
}
