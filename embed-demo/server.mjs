// @ts-check
/**
 * The demo integrator: another company's page, on its own origin (port EMBED_DEMO_PORT, 3005),
 * that sells some of the store's products through the embedded checkout (docs/embedding.md).
 * Plain HTML and a plain script, as an integrator would write them; its server does the two
 * things an integrator's server must: keep its own product list (synchronised from the store's
 * public catalogue) and confirm an order with the API using its secret (`/confirmar`), because
 * the browser's `complete` event is only a hint.
 *
 * `/` is the page; `/react18` is the same page with React 18 rendering the product list (the
 * checkout must not care which React, if any, the host runs).
 */
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

const env = process.env;
const port = Number(env.EMBED_DEMO_PORT ?? 3005);
const apiUrl = env.API_BASE_URL ?? `http://localhost:${env.API_PORT ?? '4000'}`;
const checkoutUrl = env.CHECKOUT_PUBLIC_URL ?? `http://localhost:${env.CART_CHECKOUT_PORT ?? '3002'}`;
const integrator = env.EMBED_DEMO_INTEGRATOR ?? 'demo';
// Development only, like the seeded customers' password (api/README.md).
const secret = env.EMBED_DEMO_SECRET ?? 'demo-secret-para-pruebas';

const money = new Intl.NumberFormat('es-HN', { style: 'currency', currency: 'HNL' });

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);

/**
 * @typedef {{ id: number, name: string, price: { sale: number }, stock: number }} StoreProduct
 * @type {{ at: number, products: StoreProduct[] } | null}
 */
let catalogue = null;

/** The products this shop sells: four accessories in stock, refreshed every minute. */
async function products() {
  if (catalogue && Date.now() - catalogue.at < 60_000) return catalogue.products;
  const url = `${apiUrl}/products/category/accesorios-de-computo?filter%5BinStock%5D=1&per-page=4&sort=price`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`catálogo: ${String(response.status)}`);
  const page = /** @type {{ items: StoreProduct[] }} */ (await response.json());
  catalogue = { at: Date.now(), products: page.items };
  return page.items;
}

/** @param {boolean} withReact */
async function page(withReact) {
  const template = await readFile(path.join(HERE, 'public/index.html'), 'utf8');
  let list;
  try {
    list = (await products())
      .map(
        (product) => `<li>
          <span class="name">${escapeHtml(product.name)}</span>
          <span class="price">${escapeHtml(money.format(product.price.sale))}</span>
          <button type="button" data-product-id="${String(product.id)}" data-name="${escapeHtml(product.name)}">Agregar al carrito</button>
        </li>`,
      )
      .join('\n');
  } catch {
    list = '<li>El catálogo no está disponible en este momento.</li>';
  }
  const react = withReact
    ? '<script src="/vendor/react.js"></script><script src="/vendor/react-dom.js"></script>'
    : '';
  return template
    .replaceAll('__PRODUCTS__', list)
    .replaceAll('__REACT__', react)
    .replaceAll('__LOADER_URL__', escapeHtml(`${checkoutUrl}/tienda-checkout.js`))
    .replaceAll('__API_URL__', escapeHtml(apiUrl))
    .replaceAll('__INTEGRATOR__', escapeHtml(integrator));
}

/** The integrator's server confirms an order with the API (its secret never reaches the browser). */
/** @param {string} orderNumber */
async function confirm(orderNumber) {
  const response = await fetch(`${apiUrl}/embed/orders/${encodeURIComponent(orderNumber)}`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  return { status: response.status, body: await response.text() };
}

/** React 18's browser builds, found from each package's root (its `exports` hide `umd/`). */
/** @type {Record<string, { name: string, file: string }>} */
const VENDOR = {
  '/vendor/react.js': { name: 'react', file: 'umd/react.production.min.js' },
  '/vendor/react-dom.js': { name: 'react-dom', file: 'umd/react-dom.production.min.js' },
};
/** @param {string} name */
const packageRoot = (name) => path.dirname(require.resolve(`${name}/package.json`));

const server = http.createServer((req, res) => {
  void (async () => {
    const url = new URL(req.url ?? '/', `http://localhost:${String(port)}`);
    const vendor = VENDOR[url.pathname];
    if (url.pathname === '/' || url.pathname === '/react18') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(await page(url.pathname === '/react18'));
    } else if (url.pathname === '/demo.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(await readFile(path.join(HERE, 'public/demo.js')));
    } else if (vendor) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(await readFile(path.join(packageRoot(vendor.name), vendor.file)));
    } else if (url.pathname === '/confirmar' && req.method === 'GET') {
      const order = url.searchParams.get('pedido') ?? '';
      const answer = await confirm(order);
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(answer.body);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('No encontrado');
    }
  })().catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Error interno');
  });
});

server.listen(port, () => {
  console.log(`embed-demo (integrador «${integrator}») en http://localhost:${String(port)}`);
});
