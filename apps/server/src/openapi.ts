// `GET /web-api/openapi.json` (issue 14 item 2): the OpenAPI 3.1 description of the public
// endpoints the contexts mount from typed definitions (@playfield/protocol), built once from
// the mounts themselves, so it lists exactly what is served.
import { Hono } from 'hono';
import { openApiDocument } from '@playfield/protocol/endpoint';
import type { Endpoint } from '@playfield/protocol/endpoint';
import type { Mount } from '@playfield/module';

/** The endpoints of `mounts`, in mount order. */
export function mountedEndpoints(mounts: readonly Mount[]): Endpoint[] {
  return mounts.flatMap((mount) => mount.endpoints ?? []);
}

/** The description's router, mounted at `/web-api`. */
export function openApiRoutes(mounts: readonly Mount[]): Hono {
  const document = JSON.stringify(
    openApiDocument(mountedEndpoints(mounts), {
      title: 'Playfield public API',
      version: '1',
      description:
        'Endpoints mounted from typed definitions. Errors carry spec §8 shape: { status, message, code }.',
    }),
  );
  const app = new Hono();
  app.get('/openapi.json', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  return app;
}
