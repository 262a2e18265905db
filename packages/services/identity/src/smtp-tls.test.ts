import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { TLSSocket, createServer as createTlsServer } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpTransport, parseSmtpUrl } from './smtp.ts';

// The encrypted paths of the SMTP transport against scripted local servers: STARTTLS when the
// server offers it, implicit TLS for smtps://, certificate checks, and a server that never greets.
// A self-signed test certificate (CN mail.playfield.test, also 127.0.0.1), made for these tests
// only and trusted nowhere.
const KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgTGcDQOFgFmLVxLjl
F7nQ3thiukZ7Vbaz/TlfURMP//mhRANCAAR8+2u7B6351v+K9YXABNEGo5uH4Aet
9EfpkJsJeWJ62ZRsMeaj7whKu+wsZ6HEFd35KwMvLaUs2gnghhefEVV/
-----END PRIVATE KEY-----
`;
const CERT = `-----BEGIN CERTIFICATE-----
MIIBuTCCAV+gAwIBAgIUNkafA/GhfHpuVdLeZYMwvZWqOlAwCgYIKoZIzj0EAwIw
HjEcMBoGA1UEAwwTbWFpbC5wbGF5ZmllbGQudGVzdDAgFw0yNjExMjYxNjI4Mjla
GA8yMTI2MTEwMjE2MjgyOVowHjEcMBoGA1UEAwwTbWFpbC5wbGF5ZmllbGQudGVz
dDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABHz7a7sHrfnW/4r1hcAE0Qajm4fg
B630R+mQmwl5YnrZlGwx5qPvCEq77CxnocQV3fkrAy8tpSzaCeCGF58RVX+jeTB3
MB0GA1UdDgQWBBQf7aBhKu3EROxNKJKv388slqRP3zAfBgNVHSMEGDAWgBQf7aBh
Ku3EROxNKJKv388slqRP3zAPBgNVHRMBAf8EBTADAQH/MCQGA1UdEQQdMBuCE21h
aWwucGxheWZpZWxkLnRlc3SHBH8AAAEwCgYIKoZIzj0EAwIDSAAwRQIhANNRcMLL
5Hjl3xd2eBfeJgH93GrbaSdSAEgk5kB4Sb6zAiBlfh7iNxk0uy/yR2wIhs+S4MhC
vwvWT8FRtIbXAg8CnA==
-----END CERTIFICATE-----
`;

const MESSAGE = { from: 'Playfield <a@b.c>', to: 'd@e.f', subject: 's', text: 't' };

/**
 * Answers SMTP commands on a socket and records them ("tls " marks those read encrypted).
 * With `startTls`, EHLO offers STARTTLS and the answer to it hands the socket over.
 */
function converse(
  socket: Socket,
  received: string[],
  options: { secure: boolean; startTls?: (socket: Socket) => void },
): void {
  let buffer = '';
  let inData = false;
  const onData = (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let i: number;
    while ((i = buffer.indexOf('\r\n')) !== -1) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          socket.write('250 queued\r\n');
        }
        continue;
      }
      received.push(`${options.secure ? 'tls ' : ''}${line}`);
      if (line.startsWith('EHLO')) {
        socket.write(
          options.startTls ? '250-fake\r\n250 STARTTLS\r\n' : '250-fake\r\n250 AUTH PLAIN\r\n',
        );
      } else if (line === 'STARTTLS' && options.startTls) {
        socket.write('220 go ahead\r\n');
        socket.off('data', onData);
        options.startTls(socket);
        return;
      } else if (line.startsWith('AUTH PLAIN')) socket.write('235 ok\r\n');
      else if (line === 'DATA') {
        inData = true;
        socket.write('354 go on\r\n');
      } else if (line === 'QUIT') socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    }
  };
  socket.on('data', onData);
  socket.on('error', () => undefined);
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

let servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  servers = [];
});

describe('SMTP transport over TLS', () => {
  it('upgrades with STARTTLS when offered and speaks encrypted from then on', async () => {
    const received: string[] = [];
    const server = createServer((socket) => {
      socket.write('220 fake ESMTP\r\n');
      converse(socket, received, {
        secure: false,
        startTls: (plain) => {
          const tls = new TLSSocket(plain, { isServer: true, key: KEY, cert: CERT });
          converse(tls, received, { secure: true });
        },
      });
    });
    servers.push(server);
    const port = await listen(server);
    const url = `smtp://user:pw@127.0.0.1:${port}?tls_verify=false`;
    await createSmtpTransport(parseSmtpUrl(url)).send(MESSAGE);
    expect(received).toEqual([
      'EHLO playfield.local',
      'STARTTLS',
      'tls EHLO playfield.local',
      `tls AUTH PLAIN ${Buffer.from('\0user\0pw').toString('base64')}`,
      'tls MAIL FROM:<a@b.c>',
      'tls RCPT TO:<d@e.f>',
      'tls DATA',
      'tls QUIT',
    ]);
  });

  it('refuses a certificate it cannot verify unless tls_verify=false', async () => {
    const received: string[] = [];
    const server = createTlsServer({ key: KEY, cert: CERT }, (socket) => {
      socket.write('220 fake ESMTP\r\n');
      converse(socket, received, { secure: true });
    });
    servers.push(server);
    const port = await listen(server);
    await expect(
      createSmtpTransport(parseSmtpUrl(`smtps://127.0.0.1:${port}`)).send(MESSAGE),
    ).rejects.toThrow(/certificate/i);
    expect(received).toEqual([]);
  });

  it('speaks TLS from the start for smtps://', async () => {
    const received: string[] = [];
    const server = createTlsServer({ key: KEY, cert: CERT }, (socket) => {
      socket.write('220 fake ESMTP\r\n');
      converse(socket, received, { secure: true });
    });
    servers.push(server);
    const port = await listen(server);
    await createSmtpTransport(parseSmtpUrl(`smtps://127.0.0.1:${port}?tls_verify=false`)).send(
      MESSAGE,
    );
    expect(received).toEqual([
      'tls EHLO playfield.local',
      'tls MAIL FROM:<a@b.c>',
      'tls RCPT TO:<d@e.f>',
      'tls DATA',
      'tls QUIT',
    ]);
  });

  it('fails, rather than waits for ever, when the server never greets', async () => {
    const server = createServer((socket) => socket.on('error', () => undefined));
    servers.push(server);
    const port = await listen(server);
    const settings = { ...parseSmtpUrl(`smtp://127.0.0.1:${port}`), timeoutMs: 200 };
    await expect(createSmtpTransport(settings).send(MESSAGE)).rejects.toThrow();
  });
});
