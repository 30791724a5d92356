// @ts-check
/**
 * Scripts reach the browser as the build's Zopfli gzip copy (src/webpack-precompressed.mjs),
 * smaller than the server's own gzip, and never a stale one. Run with `node --test tooling/test/`.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import webpack from 'webpack';
import { serveStatic } from '../src/serve-static.mjs';
import { precompressedScripts } from '../src/webpack-precompressed.mjs';

/** A script big enough to compress, with the repetition real bundles have. */
const SCRIPT = Array.from(
  { length: 400 },
  (_, index) =>
    `export function component${String(index)}(props) { return props.value * ${String(index)}; }\n`,
).join('');

describe('scripts precomprimidos con Zopfli', () => {
  /** @type {string} */
  let dir;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompressed-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('the build writes x.js.gz beside each script: valid gzip, smaller than zlib at level 9', async () => {
    const source = path.join(dir, 'entry.js');
    await writeFile(source, SCRIPT);
    const out = path.join(dir, 'out');
    /** @type {import('webpack').Stats | undefined} */
    const stats = await new Promise((resolve, reject) => {
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: './entry.js',
          // Unminified: the test needs a script above the threshold.
          optimization: { minimize: false },
          output: { path: out, filename: 'main.js', library: { type: 'module' } },
          experiments: { outputModule: true },
          plugins: [precompressedScripts()],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    assert.equal(stats?.hasErrors(), false, stats?.toString());
    const script = await readFile(path.join(out, 'main.js'));
    const copy = await readFile(path.join(out, 'main.js.gz'));
    assert.deepEqual(zlib.gunzipSync(copy), script);
    assert.ok(copy.length < zlib.gzipSync(script, { level: 9 }).length);
  });

  describe('el servidor estático', () => {
    /** @type {import('node:http').Server} */
    let server;
    /** @type {string} */
    let base;
    /** @type {string} */
    let site;
    before(async () => {
      site = path.join(dir, 'site');
      await mkdir(site);
      await writeFile(path.join(site, 'index.html'), '<!doctype html><title>x</title>');
      await writeFile(path.join(site, 'app.12345678.js'), SCRIPT);
      // A marker no server-made gzip would contain: the bytes sent must be the build's copy.
      await writeFile(path.join(site, 'app.12345678.js.gz'), zlib.gzipSync('/* copia */'));
      await writeFile(path.join(site, 'old.12345678.js'), SCRIPT);
      await writeFile(path.join(site, 'old.12345678.js.gz'), zlib.gzipSync('/* vieja */'));
      // The script changed after its copy was made: the copy must not be sent.
      const copyTime = (await stat(path.join(site, 'old.12345678.js.gz'))).mtime;
      const later = new Date(copyTime.getTime() + 60_000);
      await utimes(path.join(site, 'old.12345678.js'), later, later);
      server = await serveStatic({ dir: site, port: 0, host: '127.0.0.1', spa: true });
      const address = server.address();
      assert.ok(address && typeof address === 'object');
      base = `http://127.0.0.1:${String(address.port)}`;
    });
    after(() => new Promise((resolve) => server.close(() => resolve(undefined))));

    it('sends the build’s copy to a browser that accepts gzip', async () => {
      const response = await fetch(`${base}/app.12345678.js`, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-encoding'), 'gzip');
      assert.equal(await response.text(), '/* copia */');
    });

    it('gzips a script itself when its copy is older than it', async () => {
      const response = await fetch(`${base}/old.12345678.js`, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(response.headers.get('content-encoding'), 'gzip');
      assert.equal(await response.text(), SCRIPT);
    });

    it('sends the plain script to a client that does not accept gzip', async () => {
      const response = await fetch(`${base}/app.12345678.js`, { headers: { 'accept-encoding': 'identity' } });
      assert.equal(response.headers.get('content-encoding'), null);
      assert.equal(await response.text(), SCRIPT);
    });
  });
});
