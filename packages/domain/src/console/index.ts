// @playfield/domain/console: the operator console's pure rules (roles, permissions, sessions).
export {
  isPermission,
  isRole,
  mayCall,
  PERMISSIONS,
  permissionsOf,
  ROLE_PERMISSIONS,
  ROLES,
  roleAllows,
} from './roles.ts';
export type { ConsoleAccess, Permission, Role } from './roles.ts';
export {
  CONSOLE_ABSOLUTE_MS,
  CONSOLE_API_PREFIX,
  CONSOLE_IDLE_MS,
  CONSOLE_SESSION_COOKIE,
  consoleSessionExpiry,
} from './session.ts';
