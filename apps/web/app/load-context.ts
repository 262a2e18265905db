// The load context loaders receive: the typed PlayfieldLoadContext of @playfield/protocol,
// which apps/server builds per request. With the v8_middleware flag React Router hands loaders
// a RouterContextProvider; the server sets the shell fields on it (React Router's documented
// migration path from AppLoadContext), and both interfaces are augmented so either mode types.
import type { ShellContext } from '@playfield/protocol/load-context';

declare module 'react-router' {
  interface AppLoadContext {
    shell: ShellContext;
  }
  interface RouterContextProvider {
    shell: ShellContext;
  }
}

export {};
