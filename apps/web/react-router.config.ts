import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: {
    // v8 behaviour, opted into early. With `v8_middleware` the load context is a
    // RouterContextProvider; the server puts the PlayfieldLoadContext fields on it and
    // app/load-context.ts types them, so loaders read `context.shell` either way.
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
