// Types of check-budget.mjs (plain JavaScript: it runs under bare node at the end of the build).

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: string;
  imports?: string[];
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
}

export interface AssetsManifest {
  entry: { module: string; imports: string[] };
  url: string;
  routes: Record<string, ManifestRoute>;
}

/** URLs of the modules the browser loads up front for `pathname`, and the matched route ids. */
export declare function upfrontModules(
  assets: AssetsManifest,
  pathname: string,
  routeDiscovery?: { mode?: string },
): { routeIds: string[]; urls: string[] };
