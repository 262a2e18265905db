import { describe, expect, it } from 'vitest';
import { upfrontModules } from './check-budget.mjs';
import type { AssetsManifest } from './check-budget.mjs';

// The shape of React Router's assets manifest for a language-prefixed site.
const assets: AssetsManifest = {
  url: '/assets/manifest-1.js',
  entry: { module: '/assets/entry.client.js', imports: ['/assets/react.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/react.js'] },
    lang: { id: 'lang', parentId: 'root', path: ':lang', module: '/assets/lang.js' },
    layout: {
      id: 'layout',
      parentId: 'lang',
      module: '/assets/layout.js',
      imports: ['/assets/nav.js'],
    },
    home: { id: 'home', parentId: 'layout', index: true, module: '/assets/home.js' },
    live: {
      id: 'live',
      parentId: 'layout',
      path: 'live',
      module: '/assets/live.js',
      clientLoaderModule: '/assets/live-loader.js',
    },
    notFound: { id: 'notFound', parentId: 'layout', path: '*', module: '/assets/not-found.js' },
  },
};

const paths = (urls: string[]): string[] => urls.map((u) => new URL(u).pathname).sort();

describe('upfrontModules', () => {
  it('takes the entry and the modules of the routes that match the home URL, once each', () => {
    const { routeIds, urls } = upfrontModules(assets, '/en', { mode: 'lazy' });
    expect(routeIds).toEqual(['root', 'lang', 'layout', 'home']);
    expect(paths(urls)).toEqual(
      [
        '/assets/entry.client.js',
        '/assets/react.js',
        '/assets/root.js',
        '/assets/lang.js',
        '/assets/layout.js',
        '/assets/nav.js',
        '/assets/home.js',
      ].sort(),
    );
  });

  it('adds the manifest file only when routes are not discovered lazily', () => {
    expect(paths(upfrontModules(assets, '/en', { mode: 'initial' }).urls)).toContain(
      '/assets/manifest-1.js',
    );
    expect(paths(upfrontModules(assets, '/en', { mode: 'lazy' }).urls)).not.toContain(
      '/assets/manifest-1.js',
    );
  });

  it('counts a split client loader, and other routes never', () => {
    const live = paths(upfrontModules(assets, '/en/live', { mode: 'lazy' }).urls);
    expect(live).toContain('/assets/live-loader.js');
    expect(live).not.toContain('/assets/home.js');
    expect(live).not.toContain('/assets/not-found.js');
  });
});
