import { describe, expect, it } from 'vitest';
import { decideMaintenance, hasMaintenanceCookie } from './maintenance.ts';
import type { MaintenanceRequest } from './maintenance.ts';
import { dataRequestPage } from './site-paths.ts';

const config = { languages: ['ru', 'en', 'de'], defaultLanguage: 'ru', useBrowserLanguage: true };

function request(method: string, pathname: string, active = true): MaintenanceRequest {
  return { method, pathname, active, lang: 'ru', config };
}

describe('maintenance cookie', () => {
  it('counts only the value 1', () => {
    expect(hasMaintenanceCookie('lng=en; maintenance=1')).toBe(true);
    expect(hasMaintenanceCookie('maintenance="1"')).toBe(true);
    expect(hasMaintenanceCookie('maintenance=0')).toBe(false);
    expect(hasMaintenanceCookie('xmaintenance=1')).toBe(false);
    expect(hasMaintenanceCookie(undefined)).toBe(false);
  });
});

describe('React Router data requests', () => {
  it('names the page they load', () => {
    expect(dataRequestPage('/en/line.data')).toBe('/en/line');
    expect(dataRequestPage('/en/_.data')).toBe('/en/');
    expect(dataRequestPage('/_root.data')).toBe('/');
    expect(dataRequestPage('/en/line')).toBeNull();
  });
});

describe('decideMaintenance', () => {
  it('sends pages and data requests to the maintenance page in their language', () => {
    expect(decideMaintenance(request('GET', '/de/line'))).toEqual({
      kind: 'redirect',
      location: '/de/maintenance',
    });
    expect(decideMaintenance(request('GET', '/'))).toEqual({
      kind: 'redirect',
      location: '/ru/maintenance',
    });
    expect(decideMaintenance(request('GET', '/en/office/history.data'))).toEqual({
      kind: 'data-redirect',
      location: '/en/maintenance',
    });
    expect(decideMaintenance(request('GET', '/xx/line.data'))).toEqual({
      kind: 'data-redirect',
      location: '/ru/maintenance',
    });
  });

  it('keeps the maintenance page, the withdrawal returns and route discovery open', () => {
    for (const path of [
      '/en/maintenance',
      '/en/maintenance.data',
      '/en/onpay/withdraw/success',
      '/en/onpay/withdraw/pending.data',
      '/__manifest',
      '/sandbox-pay/123',
    ]) {
      expect(decideMaintenance(request('GET', path)), path).toEqual({ kind: 'pass' });
    }
  });

  it('keeps the operator console open, its pages and their data requests', () => {
    for (const path of [
      '/console',
      '/console/login',
      '/console/config',
      '/console/audit.data',
      '/console.data',
    ]) {
      expect(decideMaintenance(request('GET', path)), path).toEqual({ kind: 'pass' });
    }
    // Only the console: a look-alike path is a page like any other.
    expect(decideMaintenance(request('GET', '/consoles'))).toEqual({
      kind: 'redirect',
      location: '/ru/maintenance',
    });
  });

  it('closes money-moving writes only', () => {
    for (const path of [
      '/web-api/betting/place',
      '/web-api/wallet/deposits',
      '/web-api/wallet/withdrawals',
      '/web-api/wallet/withdrawals/7/cancel',
      '/web-api/user/accounts',
      '/web-api/user/accounts/3',
    ]) {
      expect(decideMaintenance(request('POST', path)), path).toEqual({ kind: 'closed' });
    }
    for (const [method, path] of [
      ['GET', '/web-api/wallet/accounts'],
      ['GET', '/web-api/betting/history'],
      ['POST', '/web-api/wallet/webhooks/sandbox'],
      ['POST', '/web-api/betting-calculator'],
      ['POST', '/web-api/auth/login'],
      ['POST', '/limit-service-api/limit/external/web/api/v1/BlockUser'],
    ] as const) {
      expect(decideMaintenance(request(method, path)), path).toEqual({ kind: 'pass' });
    }
  });

  it('when off, sends the maintenance page home and passes everything else', () => {
    expect(decideMaintenance(request('GET', '/de/maintenance', false))).toEqual({
      kind: 'redirect',
      location: '/de',
    });
    expect(decideMaintenance(request('GET', '/de/maintenance.data', false))).toEqual({
      kind: 'pass',
    });
    expect(decideMaintenance(request('POST', '/web-api/betting/place', false))).toEqual({
      kind: 'pass',
    });
  });
});
