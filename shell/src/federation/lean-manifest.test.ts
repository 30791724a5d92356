import { chooseManifest, isManifestUrl, withChosenManifest } from './lean-manifest';

const leanManifest = {
  id: 'catalog',
  metaData: { name: 'catalog', remoteEntry: { name: 'remoteEntry.lean.js', path: '', type: 'global' } },
  exposes: [{ path: './HomePage', assets: { js: { sync: ['lean.__federation_expose_HomePage.1.js'] } } }],
};
const fullManifest = {
  id: 'catalog',
  metaData: {
    name: 'catalog',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    leanBuild: { runtimeVersion: '2.9.2', manifest: leanManifest },
  },
};

describe('manifiesto del remoto: la build ligera cuando el shell presta su runtime', () => {
  it('takes the lean build when it was built for the version the shell lends', () => {
    expect(chooseManifest(fullManifest, '2.9.2')).toEqual(leanManifest);
  });

  it('keeps the full manifest for another version, for a shell that lends none, or without a lean build', () => {
    expect(chooseManifest(fullManifest, '2.10.0')).toBe(fullManifest);
    expect(chooseManifest(fullManifest, undefined)).toBe(fullManifest);
    const older = { id: 'catalog', metaData: { name: 'catalog' } };
    expect(chooseManifest(older, '2.9.2')).toBe(older);
    const broken = { metaData: { leanBuild: { runtimeVersion: '2.9.2', manifest: 'x' } } };
    expect(chooseManifest(broken, '2.9.2')).toBe(broken);
    expect(chooseManifest(null, '2.9.2')).toBeNull();
  });

  it('answers the runtime with the chosen manifest and the response’s status and headers', async () => {
    const response = new Response(JSON.stringify(fullManifest), {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'X-Build': 'b1' },
    });
    const chosen = await withChosenManifest(response, '2.9.2');
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get('X-Build')).toBe('b1');
    await expect(chosen.json()).resolves.toEqual(leanManifest);
  });

  it('passes the body through untouched when there is nothing to choose', async () => {
    const text = JSON.stringify(fullManifest);
    await expect((await withChosenManifest(new Response(text), '3.0.0')).text()).resolves.toBe(text);
    await expect((await withChosenManifest(new Response('no es JSON'), '2.9.2')).text()).resolves.toBe(
      'no es JSON',
    );
    const notFound = new Response('{}', { status: 404 });
    expect(await withChosenManifest(notFound, '2.9.2')).toBe(notFound);
  });

  it('treats a JSON URL as a manifest, with or without a query', () => {
    expect(isManifestUrl('http://localhost:3001/mf-manifest.json')).toBe(true);
    expect(isManifestUrl('https://cdn.example/catalog/mf-manifest.json?v=3')).toBe(true);
    expect(isManifestUrl('http://localhost:3001/remoteEntry.js')).toBe(false);
  });
});
