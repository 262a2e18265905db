#!/usr/bin/env node
// A small preview server for the web app's production build, for looking at pages without the
// site server (apps/server): static assets from build/client, everything else through React
// Router with a fixed load context and a strict nonce-based CSP, so a script the CSP would
// block shows up as a console error. Not a production server: no language redirects beyond
// `/` → `/en`, no APIs.
//   node apps/web/scripts/preview.mjs [port]        PREVIEW_MAINTENANCE=1 to turn maintenance on
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestListener } from '@react-router/node';
import { RouterContextProvider } from 'react-router';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const CLIENT = join(WEB, 'build', 'client');
const build = await import(pathToFileURL(join(WEB, 'build', 'server', 'index.js')).href);
const port = Number(process.argv[2] ?? process.env.PORT ?? 0);
const maintenance = process.env.PREVIEW_MAINTENANCE === '1';

const LANGUAGES = ['ru', 'en', 'uk', 'kk', 'az', 'tr', 'es', 'pt', 'de', 'fr', 'ar'];
const config = {
  companyName: 'Playfield',
  languages: LANGUAGES,
  defaultLanguage: 'ru',
  useBrowserLanguage: true,
  langHiddenUnauthorized: [],
  isRegistrationAllowed: true,
  isShowRegistrationWidget: true,
  isRegistrationButtonDisabled: false,
  isShowIdentification: false,
  isShowPaymentPageOnlyAuth: false,
  isOneTapAuthEnabled: false,
  isAvailableConfirmTerms: false,
  isShowCookieAgreePopup: false,
  isVipDomain: false,
  isPwa: false,
  themeColor: '#0b1526',
  minAge: 18,
  autoLogoff: { enabled: false, inactiveMinutes: 30 },
  availableRoutes: [],
  promoBonusToOffer: false,
  twelveHourFormat: false,
  countryCode: 'ru',
  currencyCode: 'RUB',
  defaultBettingView: 0,
  defaultMarketsNameType: 'short',
  maintenance: {
    isActive: maintenance,
    startAt: maintenance ? '2026-11-22T18:00:00Z' : null,
    finishAt: maintenance ? '2026-11-22T21:30:00Z' : null,
    notifyStartDate: null,
    notifyEndDate: null,
  },
};

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};

let currentNonce = '';
const render = createRequestListener({
  build,
  mode: 'production',
  getLoadContext(request) {
    const lang = /^\/([a-z]{2})(?:\/|$)/.exec(new URL(request.url).pathname)?.[1] ?? 'en';
    // The app opts into v8_middleware: the load context is a RouterContextProvider carrying
    // the shell fields, as apps/server builds it.
    return Object.assign(new RouterContextProvider(), {
      shell: {
        nonce: currentNonce,
        requestId: randomUUID(),
        lang: LANGUAGES.includes(lang) ? lang : 'en',
        config,
        publicUrl: `http://127.0.0.1:${server.address().port}`,
      },
    });
  },
});

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://preview.invalid');
  if (url.pathname === '/') {
    res.writeHead(302, { Location: `/en${url.search}` }).end();
    return;
  }
  const file = normalize(join(CLIENT, decodeURIComponent(url.pathname)));
  if (file.startsWith(CLIENT + sep) && existsSync(file) && statSync(file).isFile()) {
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    });
    createReadStream(file).pipe(res);
    return;
  }
  // One request at a time is enough for a preview; the nonce reaches getLoadContext here.
  currentNonce = randomBytes(16).toString('base64');
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'self'; script-src 'nonce-${currentNonce}' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'self'`,
  );
  void render(req, res);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`preview: http://127.0.0.1:${server.address().port}/en`);
});
