import { loadComponent } from './loaded-components';
import { REMOTES, type RemoteName } from './remote-registry';

function parseArea(area: string): [RemoteName, string] | null {
  const slash = area.indexOf('/');
  const remote = area.slice(0, slash);
  return slash > 0 && remote in REMOTES ? [remote as RemoteName, area.slice(slash + 1)] : null;
}

/**
 * Loads the component of every area the server rendered before the page hydrates. An area whose
 * remote cannot load in the browser is left out: hydration then meets a mismatch there, and React
 * renders that part in the browser (the area's 'Reintentar' message), as a page without server
 * rendering would.
 */
export async function preloadServerRenderedAreas(areas: readonly string[]): Promise<void> {
  await Promise.allSettled(
    areas.map((area) => {
      const parsed = parseArea(area);
      return parsed ? loadComponent(...parsed) : Promise.resolve();
    }),
  );
}
