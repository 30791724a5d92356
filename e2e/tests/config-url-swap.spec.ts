import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/test.js';
import { ROOT, serveApp, stopAll, type Server } from '../support/servers.js';
import { portsEnv, TEST_PORTS } from '../support/ports.js';

test('la build del shell no contiene ninguna URL de remoto', () => {
  const dist = path.join(ROOT, 'shell/dist');
  const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const code = readFileSync(path.join(dist, file), 'utf8');
    expect(code, file).not.toMatch(/mf-manifest\.json/);
    expect(code, file).not.toMatch(/localhost:30\d\d/);
  }
});

test('mover el catálogo a otro puerto solo cambia /config.json, sin reconstruir el shell', async ({
  page,
}) => {
  const servers: Server[] = [];
  try {
    // The same catalogue build, deployed somewhere else…
    servers.push(await serveApp('catalog', 3211));
    // …and a shell whose deploy-time config points at it (every other remote unchanged).
    servers.push(
      await serveApp('shell', 3200, {
        ...portsEnv(TEST_PORTS),
        SHELL_PORT: '3200',
        CATALOG_MANIFEST_URL: 'http://localhost:3211/mf-manifest.json',
      }),
    );
    const config = (await (await fetch('http://localhost:3200/config.json')).json()) as {
      remotes: { catalog: string };
    };
    expect(config.remotes.catalog).toBe('http://localhost:3211/mf-manifest.json');

    const catalogRequests: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (
        url.startsWith('http://localhost:3211/') ||
        url.startsWith(`http://localhost:${String(TEST_PORTS.catalog)}/`)
      ) {
        catalogRequests.push(url);
      }
    });
    await page.goto('http://localhost:3200/');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(catalogRequests.some((url) => url.startsWith('http://localhost:3211/'))).toBe(true);
    expect(
      catalogRequests.filter((url) => url.startsWith(`http://localhost:${String(TEST_PORTS.catalog)}/`)),
    ).toEqual([]);
  } finally {
    await stopAll(servers);
  }
});

test('el modo mantenimiento se activa por configuración, sin reconstruir', async ({ page }) => {
  const shell = await serveApp('shell', 3201, {
    ...portsEnv(TEST_PORTS),
    SHELL_PORT: '3201',
    MAINTENANCE: '1',
  });
  try {
    await page.goto('http://localhost:3201/');
    await expect(page.getByRole('heading', { name: '¡Estamos en mantenimiento!' })).toBeVisible();
    await expect(page.getByText(/Volveremos muy pronto/)).toBeVisible();
  } finally {
    await shell.stop();
  }
});

test('los manifiestos y remoteEntry se sirven sin caché, los chunks con hash como inmutables y con CORS', async () => {
  const base = `http://localhost:${String(TEST_PORTS.catalog)}`;
  const manifestResponse = await fetch(`${base}/mf-manifest.json`, {
    headers: { Origin: 'http://localhost:3100' },
  });
  expect(manifestResponse.headers.get('cache-control')).toBe('no-cache');
  expect(manifestResponse.headers.get('access-control-allow-origin')).toBeTruthy();
  interface Entry {
    remoteEntry: { name: string };
  }
  const manifest = (await manifestResponse.json()) as {
    metaData: Entry & { leanBuild: { manifest: { metaData: Entry } } };
  };
  // Both entries (the lean one runs on the runtime the shell lends) keep a stable name.
  for (const name of [
    manifest.metaData.remoteEntry.name,
    manifest.metaData.leanBuild.manifest.metaData.remoteEntry.name,
  ]) {
    const entry = await fetch(`${base}/${name}`);
    expect(entry.status, name).toBe(200);
    expect(entry.headers.get('cache-control'), name).toBe('no-cache');
  }
  const chunks = readdirSync(path.join(ROOT, 'mf-catalog/dist')).filter((file) =>
    /\.[0-9a-f]{8}\.js$/.test(file),
  );
  for (const chunk of [
    chunks.find((file) => !file.startsWith('lean.')),
    chunks.find((file) => file.startsWith('lean.')),
  ]) {
    expect(chunk).toBeTruthy();
    const chunkResponse = await fetch(`${base}/${String(chunk)}`);
    expect(chunkResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  }
});
