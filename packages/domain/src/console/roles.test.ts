import { describe, expect, it } from 'vitest';
import {
  mayCall,
  PERMISSIONS,
  permissionsOf,
  ROLE_PERMISSIONS,
  ROLES,
  roleAllows,
} from './roles.ts';
import type { Permission, Role } from './roles.ts';

// The role table, spelled out: a change to a role's rights must change this test.
const EXPECTED: Record<Role, Permission[]> = {
  admin: [...PERMISSIONS],
  trader: [
    'sportsbook.read',
    'sportsbook.markets',
    'sportsbook.results',
    'sportsbook.limits',
    'dashboard.read',
  ],
  risk: [
    'players.read',
    'players.block',
    'players.sessions',
    'players.notes',
    'players.kyc',
    'payments.read',
    'payments.withdrawals',
    'dashboard.read',
  ],
  support: [
    'players.read',
    'players.sessions',
    'players.2fa-reset',
    'players.notes',
    'dashboard.read',
  ],
  content: ['content.write'],
};

describe('console roles', () => {
  it('gives each role exactly its permissions', () => {
    for (const role of ROLES) expect(permissionsOf(role)).toEqual(EXPECTED[role]);
  });

  it('lets only admin manage operators, read the audit log or touch the configuration', () => {
    for (const permission of [
      'operators.manage',
      'audit.read',
      'config.read',
      'config.write',
    ] as const) {
      expect(ROLES.filter((role) => roleAllows(role, permission))).toEqual(['admin']);
    }
  });

  it('keeps money away from support and content, and players away from traders', () => {
    const money: Permission[] = ['payments.read', 'payments.withdrawals'];
    for (const role of ['support', 'content', 'trader'] as const) {
      for (const permission of money) expect(roleAllows(role, permission)).toBe(false);
    }
    expect(permissionsOf('trader').some((p) => p.startsWith('players.'))).toBe(false);
    expect(permissionsOf('content')).toEqual(['content.write']);
  });

  it('names only known permissions, without duplicates', () => {
    for (const role of ROLES) {
      const granted = ROLE_PERMISSIONS[role];
      expect(new Set(granted).size).toBe(granted.length);
      for (const permission of granted) expect(PERMISSIONS).toContain(permission);
    }
  });

  it('lets every operator call what needs only a sign-in', () => {
    for (const role of ROLES) expect(mayCall(role, 'signed-in')).toBe(true);
    expect(mayCall('content', 'players.read')).toBe(false);
    expect(mayCall('risk', 'payments.withdrawals')).toBe(true);
  });
});
