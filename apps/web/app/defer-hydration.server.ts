// The page paints before its JavaScript downloads (issue 13, decision 025).
//
// React Router puts a `<link rel="modulepreload">` in the head for every module the page
// hydrates with (35 on `/en/live`, ≈ 110 KiB gzip) and bootstraps from an inline module script
// whose static imports load them. On a slow phone network those downloads share the line with
// the document and its stylesheets, so the first paint waits for bytes it does not need: the
// server's HTML is the whole page. This rewrite of the streamed document
//   - drops the modulepreload links from the head, and
//   - turns the bootstrap's static route imports into dynamic ones, started together after the
//     first paint (a frame, then a task), with the entry module preloaded meanwhile; each route
//     module evaluates in a task of its own as its imports arrive, then the entry hydrates.
// Presses on odds before hydration are kept by the early-click script (hydration.ts). A hidden
// tab paints no frames, so there the scripts start at once.
//
// The rewrite is done only when the bootstrap has exactly the shape React Router 7 writes (route
// imports, the manifest, `import(entry)`); anything else passes unchanged.
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const MODULEPRELOAD = /<link rel="modulepreload" href="[^"<>]+"[^<>]*\/?>/g;
const BOOTSTRAP = /(<script\b[^<>]*\btype="module"[^<>]*>)([\s\S]*?)(<\/script>)/;
/** The bootstrap's last statement: the entry module, imported once the routes are in. */
const ENTRY_IMPORT = /\nimport\(("[^"\n]+")\);\s*$/;
const ROUTE_IMPORT = /^import \* as (\w+) from ("[^"\n]+");$/gm;
/** Any static import left after the route imports are rewritten: not the expected shape. */
const OTHER_STATIC_IMPORT = /^\s*import\s*(?!\()/m;

/** Waits for the first paint (a frame, then a task), at once in a hidden tab. */
const AFTER_PAINT =
  "await new Promise(function(r){if(document.visibilityState==='hidden')r();" +
  'else requestAnimationFrame(function(){setTimeout(r,0)})});';

/**
 * The bootstrap script's content with its route imports made dynamic and concurrent, after the
 * first paint, and the entry module preloaded meanwhile; null when it is not the shape React
 * Router writes.
 */
export function deferBootstrap(content: string): string | null {
  const entry = ENTRY_IMPORT.exec(content)?.[1];
  if (!content.includes('window.__reactRouterRouteModules') || entry === undefined) return null;
  const names: string[] = [];
  const urls: string[] = [];
  const rest = content.replace(ROUTE_IMPORT, (_, name: string, url: string) => {
    names.push(name);
    urls.push(url);
    return '';
  });
  if (names.length === 0 || OTHER_STATIC_IMPORT.test(rest)) return null;
  // One modulepreload (inserting a link costs about a millisecond of a phone's main thread;
  // the 35 React Router writes cost more than the imports they save): the entry, which is
  // imported only once the routes are in.
  const preload =
    `var pfEntry=document.createElement('link');pfEntry.rel='modulepreload';pfEntry.href=${entry};` +
    'document.head.appendChild(pfEntry);';
  const imports =
    `const [${names.join(', ')}] = await Promise.all([` +
    `${urls.map((url) => `import(${url})`).join(', ')}]);`;
  return `${AFTER_PAINT}${preload}\n${imports}${rest}`;
}

/**
 * The document with its modulepreload links removed and its bootstrap deferred past the first
 * paint; null when the bootstrap is not (yet) in `html` or is not the expected shape.
 */
export function deferHydration(html: string): string | null {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return null;
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1 || headEnd > bootstrap.index) return null;
  const head = html.slice(0, headEnd).replace(MODULEPRELOAD, '');
  const [tag, open, content, close] = bootstrap as unknown as [string, string, string, string];
  const deferred = deferBootstrap(content);
  if (deferred === null) return null;
  return (
    head +
    html.slice(headEnd, bootstrap.index) +
    open +
    deferred +
    close +
    html.slice(bootstrap.index + tag.length)
  );
}

/** Beyond this much HTML without the bootstrap, the document passes unchanged. */
const MAX_BUFFER = 4 * 1024 * 1024;

/**
 * A stream stage that holds the document until its bootstrap script has passed (the end of the
 * shell, written at once), rewrites it with {@link deferHydration}, and passes the rest (streamed
 * loader data) as it comes.
 */
export function deferHydrationStream(onFlush?: () => void): Transform {
  const decoder = new StringDecoder('utf8');
  let held = '';
  let passing = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      if (passing) {
        callback(null, text === '' ? undefined : text);
        return;
      }
      held += text;
      const bootstrap = BOOTSTRAP.exec(held);
      if (bootstrap === null && held.length < MAX_BUFFER) {
        callback();
        return;
      }
      passing = true;
      const out = deferHydration(held) ?? held;
      held = '';
      callback(null, out);
    },
    flush(callback) {
      onFlush?.();
      const rest = held + decoder.end();
      held = '';
      callback(null, rest === '' ? undefined : passing ? rest : (deferHydration(rest) ?? rest));
    },
  });
}
