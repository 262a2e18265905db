// The public entry of @playfield/console. Named exports only; one line per module.
export { createConsoleService } from './service.ts';
export type { ConsoleDeps, ConsoleService } from './service.ts';
export { consoleContext } from './context-module.ts';
export type { ConsoleContextOptions, ConsolePorts } from './context-module.ts';
export { consoleRoutes } from './routes.ts';
export { consoleRouter, consoleToken } from './console-router.ts';
export type { ConsoleCall, ConsoleRouter } from './console-router.ts';
export type { OperatorAuth } from './sessions.ts';
export { OPERATOR_LOCKOUT } from './lockout.ts';
export { ConsoleError } from './errors.ts';
