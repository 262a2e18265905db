import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpTransport, formatMessage, parseSmtpUrl } from './smtp.ts';

// A scripted SMTP server on a local port: the network boundary of the transport.
function fakeSmtp(options: { rejectRcpt?: boolean } = {}) {
  const received: string[] = [];
  let data = '';
  const server: Server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        received.push(line);
        if (line.startsWith('EHLO')) socket.write('250-fake\r\n250-AUTH PLAIN\r\n250 OK\r\n');
        else if (line.startsWith('AUTH PLAIN')) socket.write('235 ok\r\n');
        else if (line.startsWith('MAIL FROM')) socket.write('250 ok\r\n');
        else if (line.startsWith('RCPT TO')) {
          socket.write(options.rejectRcpt ? '550 no such user\r\n' : '250 ok\r\n');
        } else if (line === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
      }
    });
  });
  return {
    received,
    data: () => data,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe('SMTP transport', () => {
  it('parses smtp and smtps URLs', () => {
    expect(parseSmtpUrl('smtp://u%40x:p%3Ass@mail.example:2525')).toMatchObject({
      host: 'mail.example',
      port: 2525,
      secure: false,
      user: 'u@x',
      password: 'p:ss',
    });
    expect(parseSmtpUrl('smtps://mail.example')).toMatchObject({ port: 465, secure: true });
    expect(() => parseSmtpUrl('http://mail.example')).toThrow();
  });

  it('sends a message with AUTH PLAIN, MAIL, RCPT and DATA', async () => {
    const server = fakeSmtp();
    close = server.close;
    const port = await server.listen();
    const transport = createSmtpTransport(parseSmtpUrl(`smtp://user:pw@127.0.0.1:${port}`));
    await transport.send({
      from: 'Playfield <noreply@playfield.test>',
      to: 'ann@example.com',
      subject: 'Подтвердите адрес',
      text: 'Hello',
    });
    expect(server.received).toEqual([
      'EHLO playfield.local',
      `AUTH PLAIN ${Buffer.from('\0user\0pw').toString('base64')}`,
      'MAIL FROM:<noreply@playfield.test>',
      'RCPT TO:<ann@example.com>',
      'DATA',
      'QUIT',
    ]);
    expect(server.data()).toContain('Subject: =?UTF-8?B?');
    expect(server.data()).toContain(Buffer.from('Hello').toString('base64'));
  });

  it('fails when the server refuses the recipient', async () => {
    const server = fakeSmtp({ rejectRcpt: true });
    close = server.close;
    const port = await server.listen();
    const transport = createSmtpTransport(parseSmtpUrl(`smtp://127.0.0.1:${port}`));
    await expect(
      transport.send({ from: 'a@b.c', to: 'x@y.z', subject: 's', text: 't' }),
    ).rejects.toThrow(/550/);
  });

  it('keeps header injection out of the message', () => {
    const text = formatMessage(
      {
        from: 'a@b.c',
        to: 'x@y.z\r\nBcc: victim@example.com',
        subject: 'Hi\r\nX-Evil: 1',
        text: 'b',
      },
      new Date(0),
      'id@test',
    );
    expect(text).not.toMatch(/\r\nBcc:/);
    expect(text).not.toMatch(/\r\nX-Evil:/);
  });
});
