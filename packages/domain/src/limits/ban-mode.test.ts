import { describe, expect, it } from 'vitest';
import { banModeRedirect, banPermitsWithdrawal } from './ban-mode.ts';

const SELF_EXCLUDED = { level: 53, version: 1 };

describe('ban mode', () => {
  it('lets a self-excluded player withdraw, see limits, history and information', () => {
    for (const path of [
      'office/deduce',
      'office/responsible',
      'office/historypay',
      'office/history',
      'information/rules',
      'ban',
      '/office/deduce/',
    ]) {
      expect(banModeRedirect(path, SELF_EXCLUDED)).toBeNull();
    }
  });

  it('sends every other page to the ban page', () => {
    for (const path of ['', 'line', 'live', 'slots', 'office/recharge', 'promotions']) {
      expect(banModeRedirect(path, SELF_EXCLUDED)).toBe('ban');
    }
  });

  it('permits withdrawal only for level 53 version 1 or level 45', () => {
    expect(banPermitsWithdrawal({ level: 53, version: 1 })).toBe(true);
    expect(banPermitsWithdrawal({ level: 45, version: 0 })).toBe(true);
    expect(banPermitsWithdrawal({ level: 53, version: 2 })).toBe(false);
    expect(banModeRedirect('office/deduce', { level: 10, version: 1 })).toBe('ban');
  });

  it('sends a player who is not banned from the ban page home, and lets everything else through', () => {
    expect(banModeRedirect('ban', null)).toBe('home');
    expect(banModeRedirect('ban', { level: 0, version: 0 })).toBe('home');
    expect(banModeRedirect('office/recharge', null)).toBeNull();
  });
});
