// Plain HTTP against the production server, for what a browser hides: redirect statuses and
// Location headers, and hostile requests a browser would refuse to send.
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request with no redirect following and no URL normalisation: `path` goes on the wire
 * exactly as given (so `..`, `%00` and invalid escapes reach the server).
 */
export function rawGet(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, path, method: 'GET', headers, timeout: 15_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`GET ${path.slice(0, 80)} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** The path and query a redirect points to (Location may be absolute or relative). */
export function redirectTarget(response: RawResponse, baseUrl: string): string {
  const location = response.headers.location;
  if (typeof location !== 'string') {
    throw new Error(`expected a redirect with a Location, got ${response.status}`);
  }
  const url = new URL(location, baseUrl);
  return `${url.pathname}${url.search}`;
}
