import { CacheProvider } from '@emotion/react';
import {
  serializeForScript,
  SERVER_RENDER_ID,
  setRuntimeConfig,
  type PrepareServerPage,
  type RuntimeConfig,
  type ServerRenderRecord,
} from '@store/app-kit';
import { App } from '../app/App';
import { remoteRouteAt, type RemoteRoute } from '../app/route-table';
import { makeShellStore } from '../app/store';
import { REMOTES } from '../federation/remote-registry';
import { areaKey } from '../federation/loaded-components';
import { ServerAreasContext, type ServerArea } from '../federation/server-areas';
import { menusApi } from '../layout/mega-menu/use-menus';
import { renderToHtml } from './render-to-html';
import { moveHoistedTags, titleFromHoisted } from './hoisted-tags';
import { ServerRemotes, withTimeout } from './server-remotes';
import { createServerStyles } from './server-styles';

export interface PageRendererOptions {
  readonly config: RuntimeConfig;
  /** How often a remote's server manifest is checked for a new deploy (0: on every request). */
  readonly remoteCheckIntervalMs: number;
  /** How long a remote (its files, its data, its render) may take before the browser renders it. */
  readonly timeoutMs: number;
}

export interface RenderedPage {
  readonly status: number;
  /**
   * Goes at the end of `<head>`: the page's title (replacing the built one), its own tags, its
   * critical CSS, the hydration record.
   */
  readonly head: string;
  /** Goes inside `<div id="root">`. */
  readonly body: string;
  /** `remote/expose` of each area the server rendered (empty: the page degraded to the browser). */
  readonly areas: readonly string[];
}

interface ServerPageModule {
  default: ServerArea['Component'];
  prepareServerPage?: PrepareServerPage;
}

/** The catalogue and content routes the server renders, or null (the page is rendered in the browser). */
export function serverRouteFor(url: string) {
  const matched = remoteRouteAt(new URL(url, 'http://tienda.invalid').pathname);
  return matched?.route.serverRendered ? matched : null;
}

/**
 * HTTP headers of a page the server does not render: per-shopper pages (cart, checkout, portal,
 * login, compare) say `noindex` in the response itself, which a crawler reads without running the
 * page's JavaScript (the page's own `<meta name="robots">` comes with it in the browser).
 */
export function headersFor(url: string): Record<string, string> {
  const matched = remoteRouteAt(new URL(url, 'http://tienda.invalid').pathname);
  return matched?.route.noindex ? { 'X-Robots-Tag': 'noindex' } : {};
}

/**
 * The shell's server render of a catalogue page: the frame (header with its menus, footer), the
 * route's remote page from its server bundle with the data it fetched, the critical CSS, and
 * what the browser needs to hydrate without fetching again. The cart, account and login widgets
 * render their fallbacks here and come alive in the browser.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const { config, timeoutMs } = options;
  // The server's kernel: every remote's API calls go to the configured API.
  setRuntimeConfig(config);
  const remotes = new ServerRemotes(config.remotes, {
    checkIntervalMs: options.remoteCheckIntervalMs,
    timeoutMs,
  });

  async function renderArea(route: RemoteRoute, url: string, params: Record<string, string | undefined>) {
    const key = areaKey(route.remote, route.expose);
    const module = await remotes.load<ServerPageModule>(route.remote, route.expose);
    const request = { url, params, props: route.props ?? {} };
    const prepared = module.prepareServerPage
      ? await withTimeout(module.prepareServerPage(request), timeoutMs, `${key} datos`)
      : { props: {}, state: undefined, status: 200 };
    return { key, area: { Component: module.default, props: prepared.props }, prepared };
  }

  async function render(url: string): Promise<RenderedPage | null> {
    if (config.maintenance) return null;
    const matched = serverRouteFor(url);
    if (!matched) return null;
    const { route, params } = matched;

    const shellStore = makeShellStore();
    const menus = shellStore.dispatch(menusApi.endpoints.getMenus.initiate(undefined));
    const areas = new Map<string, ServerArea>();
    const state: Record<string, unknown> = {};
    let status = 200;
    try {
      const { key, area, prepared } = await renderArea(route, url, params);
      areas.set(key, area);
      if (prepared.state !== undefined) state[REMOTES[route.remote].container] = prepared.state;
      status = prepared.status;
    } catch (error) {
      // The degrade path: the frame is rendered here, the area in the browser ('Reintentar' if it
      // is really down there too). Never a 500, never a blank page.
      console.error(`[ssr] ${route.remote}/${route.expose} no se pudo renderizar en el servidor`, error);
    }
    // The header's menus: with them when the API answers in time, else the header's own default.
    // Not unsubscribed: that would start RTK Query's removal timer; the request's store goes away whole.
    await withTimeout(menus, timeoutMs, 'menús').catch(() => undefined);
    state.shell = { shellApi: shellStore.getState().shellApi };

    const styles = createServerStyles();
    const html = await renderToHtml(
      <CacheProvider value={styles.cache}>
        <ServerAreasContext value={areas}>
          <App config={config} location={url} store={shellStore} />
        </ServerAreasContext>
      </CacheProvider>,
      timeoutMs,
    );
    const { hoisted, markup } = moveHoistedTags(html);
    const record: ServerRenderRecord = { areas: [...areas.keys()], state };
    return {
      status,
      head: `${titleFromHoisted(hoisted)}${hoisted}${styles.tagsFor(markup)}<script id="${SERVER_RENDER_ID}" type="application/json">${serializeForScript(record)}</script>`,
      body: markup,
      areas: record.areas,
    };
  }

  return { render, headersFor };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
