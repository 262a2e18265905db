// @playfield/domain/console: the operator console's pure rules (roles and permissions).
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
