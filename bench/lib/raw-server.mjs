// The baseline of the SSR benchmark: a bare node:http server answering every request with the
// same bytes and content type the site answered for the measured page. It runs in its own
// process, like the site, so both are measured by the same client under the same conditions.
// Usage: node raw-server.mjs <body-file> <content-type> [content-encoding | per-request-br]
// (prints `{"port":N}` when listening). With a content encoding, the file holds bytes already
// encoded and the header says so; `per-request-br` compresses the body with brotli (quality 4,
// as the site's compression) for every request, the cost of an answer compressed each time.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import zlib from 'node:zlib';

const [bodyFile, contentType, encoding] = process.argv.slice(2);
if (!bodyFile || !contentType) {
  console.error('usage: node raw-server.mjs <body-file> <content-type>');
  process.exit(2);
}
const body = readFileSync(bodyFile);
const headers = { 'content-type': contentType, 'content-length': String(body.length) };
if (encoding && encoding !== 'per-request-br') headers['content-encoding'] = encoding;

const server = createServer((_req, res) => {
  if (encoding === 'per-request-br') {
    zlib.brotliCompress(
      body,
      { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      (error, output) => {
        if (error) {
          res.writeHead(500);
          res.end();
          return;
        }
        res.writeHead(200, {
          'content-type': contentType,
          'content-encoding': 'br',
          'content-length': String(output.length),
        });
        res.end(output);
      },
    );
    return;
  }
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
