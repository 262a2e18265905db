// React Router's load context is whatever the server hands loaders: here the typed
// PlayfieldLoadContext of @playfield/protocol (apps/server builds it per request).
import type { ShellContext } from '@playfield/protocol';

declare module 'react-router' {
  interface AppLoadContext {
    shell: ShellContext;
  }
}

export {};
