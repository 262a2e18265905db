// The operator console's roles and permissions (issue 15, decision 035): least privilege. Every
// console endpoint declares one permission; a role holds a fixed set of them. Support reads
// player data and touches no money; content edits content only; a trader runs the sportsbook;
// risk and payments decide withdrawals, player blocks and KYC; admin holds everything,
// operators and roles included.

/** What a console endpoint may need. */
export const PERMISSIONS = [
  'operators.manage',
  'audit.read',
  'config.read',
  'config.write',
  'players.read',
  'players.block',
  'players.sessions',
  'players.2fa-reset',
  'players.notes',
  'players.kyc',
  'sportsbook.read',
  'sportsbook.markets',
  'sportsbook.results',
  'sportsbook.limits',
  'payments.read',
  'payments.withdrawals',
  'content.write',
  'dashboard.read',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['admin', 'trader', 'risk', 'support', 'content'] as const;

export type Role = (typeof ROLES)[number];

/** Each role's permissions (admin: all of them). */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: PERMISSIONS,
  trader: [
    'dashboard.read',
    'sportsbook.read',
    'sportsbook.markets',
    'sportsbook.results',
    'sportsbook.limits',
  ],
  risk: [
    'dashboard.read',
    'players.read',
    'players.block',
    'players.sessions',
    'players.notes',
    'players.kyc',
    'payments.read',
    'payments.withdrawals',
  ],
  support: [
    'dashboard.read',
    'players.read',
    'players.sessions',
    'players.2fa-reset',
    'players.notes',
  ],
  content: ['content.write'],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

/** True when `role` holds `permission`. */
export function roleAllows(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The permissions of `role`, in the order of {@link PERMISSIONS}. */
export function permissionsOf(role: Role): Permission[] {
  return PERMISSIONS.filter((permission) => roleAllows(role, permission));
}

/**
 * What a console endpoint needs: a permission, or `signed-in` for what every operator may do
 * about themself (who am I, sign out, change my password, read the API description).
 */
export type ConsoleAccess = Permission | 'signed-in';

/** True when an operator of `role` may call an endpoint needing `access`. */
export function mayCall(role: Role, access: ConsoleAccess): boolean {
  return access === 'signed-in' || roleAllows(role, access);
}
