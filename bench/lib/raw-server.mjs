// The baseline of the SSR benchmark: a bare node:http server answering every request with the
// same bytes and content type the site answered for the measured page. It runs in its own
// process, like the site, so both are measured by the same client under the same conditions.
// Usage: node raw-server.mjs <body-file> <content-type>   (prints `{"port":N}` when listening)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile, contentType] = process.argv.slice(2);
if (!bodyFile || !contentType) {
  console.error('usage: node raw-server.mjs <body-file> <content-type>');
  process.exit(2);
}
const body = readFileSync(bodyFile);
const headers = { 'content-type': contentType, 'content-length': String(body.length) };

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
