/**
 * @jest-environment node
 */
import { preloadLinks, scriptsForExpose } from './remote-preloads';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'v2' } },
  exposes: [
    { path: './CategoryPage', assets: { js: { sync: ['v2/10.a.js', 'v2/category.b.js'] } } },
    { path: './HomePage', assets: { js: { sync: ['v2/home.c.js'] } } },
  ],
};

describe('precarga del área remota', () => {
  it('names the entry (in its folder) and the exposed page’s chunks, beside the manifest', () => {
    expect(
      scriptsForExpose(manifest, 'https://cdn.test/catalogo/mf-manifest.json', 'CategoryPage', undefined),
    ).toEqual([
      'https://cdn.test/catalogo/v2/remoteEntry.js',
      'https://cdn.test/catalogo/v2/10.a.js',
      'https://cdn.test/catalogo/v2/category.b.js',
    ]);
  });

  it('names only the entry for a page the manifest does not list, and nothing for a broken manifest', () => {
    expect(scriptsForExpose(manifest, 'https://cdn.test/mf-manifest.json', 'SearchPage', '2.9.2')).toEqual([
      'https://cdn.test/v2/remoteEntry.js',
    ]);
    expect(
      scriptsForExpose({ metaData: {} }, 'https://cdn.test/mf-manifest.json', 'HomePage', '2.9.2'),
    ).toEqual([]);
    expect(
      scriptsForExpose('no es un manifiesto', 'https://cdn.test/mf-manifest.json', 'HomePage', '2.9.2'),
    ).toEqual([]);
  });

  it('writes low-priority script preloads with their URLs escaped', () => {
    expect(preloadLinks(['https://cdn.test/a.js?x=1&y="2"'])).toBe(
      '<link rel="preload" as="script" href="https://cdn.test/a.js?x=1&amp;y=&quot;2&quot;" fetchpriority="low">',
    );
  });
});
