import SMTPConnection from 'nodemailer/lib/smtp-connection';

/**
 * The outbox's SMTP client: nodemailer's SMTP connection speaks the protocol (EHLO, STARTTLS when
 * offered or implicit TLS with `smtps://`, AUTH PLAIN when the URL has credentials, dot-stuffing,
 * timeouts); one message per connection. The message itself is formatted here (`formatMessage`:
 * header values cannot break a line, body base64) and handed to it as is.
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

/** The bare address of `Name <address>` (or the value itself), for MAIL FROM and RCPT TO. */
function envelopeAddress(value: string): string {
  return headerSafe(value).replace(/^.*<([^>]+)>.*$/, '$1');
}

/**
 * One connection per message: connect (TLS or STARTTLS), AUTH PLAIN when there are credentials,
 * MAIL, RCPT, DATA, then QUIT; `send` settles once the server has answered the QUIT (or closed).
 */
export function createSmtpTransport(
  settings: SmtpSettings,
  now: () => number = Date.now,
): MailTransport {
  return {
    async send(message) {
      const connection = new SMTPConnection({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        name: settings.clientName,
        // nodemailer sends the host as the TLS server name (SNI) unless it is an IP address.
        tls: { rejectUnauthorized: settings.rejectUnauthorized },
        // Resolve the host as net.connect would, also on a machine with loopback only.
        allowInternalNetworkInterfaces: true,
        connectionTimeout: settings.timeoutMs,
        greetingTimeout: settings.timeoutMs,
        socketTimeout: settings.timeoutMs,
      });
      // An error or a closed connection fails whichever step is waiting (nodemailer reports them
      // as events, not to the step's callback); after QUIT they only end the wait for the close.
      let failed: (error: Error) => void = () => undefined;
      const failure = new Promise<never>((_, reject) => {
        failed = reject;
      });
      failure.catch(() => undefined);
      connection.on('error', (error: Error) => failed(error));
      const ended = new Promise<void>((resolve) =>
        connection.once('end', () => {
          failed(new Error('SMTP connection closed'));
          resolve();
        }),
      );
      const step = <T>(run: (done: (error: Error | null | undefined, value?: T) => void) => void) =>
        Promise.race([
          failure,
          new Promise<T | undefined>((resolve, reject) =>
            run((error, value) => (error ? reject(error) : resolve(value))),
          ),
        ]);
      try {
        await step<void>((done) => connection.connect((error) => done(error)));
        if (settings.user !== undefined) {
          await step<boolean>((done) =>
            connection.login(
              { user: settings.user, pass: settings.password ?? '', method: 'PLAIN' },
              done,
            ),
          );
        }
        const id = `${now()}.${Math.random().toString(36).slice(2)}@${settings.clientName}`;
        await step((done) =>
          connection.send(
            { from: envelopeAddress(message.from), to: [envelopeAddress(message.to)] },
            formatMessage(message, new Date(now()), id),
            done,
          ),
        );
        connection.quit();
        await ended;
      } catch (error) {
        connection.close();
        throw error;
      }
    },
  };
}
