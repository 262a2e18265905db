// Types of js-weight.mjs (plain JavaScript so that scripts/check-budget.mjs runs under bare node).

/** The budget of issue 2: home-page JavaScript loaded before interaction, gzip. */
export declare const HOME_JS_BUDGET_BYTES: number;

export interface JavaScriptFile {
  url: string;
  bytes: number;
  gzip: number;
}

export interface JavaScriptWeight {
  /** Largest (gzip) first. */
  files: JavaScriptFile[];
  totalBytes: number;
  totalGzip: number;
}

/** Specifiers of the static imports (and re-exports) in a JavaScript module. */
export declare function staticImportsOf(code: string): string[];

/** Every JavaScript URL an HTML document loads up front, resolved against `pageUrl`. */
export declare function scriptUrlsOf(html: string, pageUrl: string): string[];

/** Gzip size at zlib's default level (6). */
export declare function gzipSize(bytes: Uint8Array): number;

/** Loads `start` and, transitively, each module's static imports; sums raw and gzip sizes. */
export declare function measureJavaScript(
  start: string[],
  load: (url: string) => Promise<Uint8Array>,
): Promise<JavaScriptWeight>;

/** `123.4 KiB`. */
export declare function kib(bytes: number): string;
