// The public entry of @playfield/module: the shape every bounded context exports (decision 025
// is taken; see docs/decisions/030-context-modules.md) and the composition that opens them.
export { composeModules } from './compose.ts';
export type { Composition, OpenedModules } from './compose.ts';
export { latePort } from './late-port.ts';
export type { LatePort } from './late-port.ts';
export type {
  BusMessage,
  ContextModule,
  LiveBus,
  LiveContribution,
  LiveUser,
  ModuleBase,
  ModuleJob,
  ModuleLogger,
  Mount,
  OpenedModule,
  PlayGate,
  TopicAnswer,
} from './contract.ts';
export {
  answerErrors,
  endpointRouter,
  noStore,
  requestLanguage,
  requestUser,
} from './endpoints.ts';
export type {
  EndpointCall,
  EndpointHooks,
  EndpointRouter,
  MountOptions,
  RequestPart,
} from './endpoints.ts';
