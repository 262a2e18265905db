import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: {
    // v8 behaviour, opted into early (docs/decisions). `v8_middleware` stays off: with it the
    // load context must be a RouterContextProvider, while the server hands loaders the plain
    // typed PlayfieldLoadContext of @playfield/protocol (`context.shell`).
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
