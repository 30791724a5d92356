import { configure, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { StaffProfile, StaffRole } from '@store/contracts';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/routes';
import { setRuntimeConfig } from '../app/runtime-config';
import { makeStore, type AppStore } from '../app/store';

export const TEST_API = 'http://api.test';

// Pages are lazy chunks: the first render of one loads MUI X's grid and friends, which can take
// longer than Testing Library's default 1 s on a busy machine.
configure({ asyncUtilTimeout: 8000 });

export function staffWith(roles: StaffRole[], overrides: Partial<StaffProfile> = {}): StaffProfile {
  // Object.assign: the profile may carry fields (mustChangePassword) other helpers are adding.
  return Object.assign(
    { mustChangePassword: false },
    {
      id: 7,
      email: 'pedidos@ejemplo.hn',
      name: 'Pedidos Demo',
      roles,
      secondFactor: 'none' as const,
      disabled: false,
      lockedUntil: null,
      createdAt: '2026-11-01T12:00:00.000Z',
    },
    overrides,
  );
}

/** The current URL, shown for tests that check what a filter did to it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The whole app (router, layout, pages, the real store) at `route`, logged in as `staff` (or not).
 * The API is whatever the test stubbed (test/fetch-stub.ts).
 */
/**
 * jsdom has no layout: matchMedia answers as a desktop (≥ 900 px) unless `narrow`, so the layout
 * shows its permanent menu as at 1280 px.
 */
function emulateWidth(narrow: boolean): void {
  window.matchMedia = (query: string) =>
    ({
      matches: !narrow && /min-width/u.test(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      // MUI's useMediaQuery still subscribes through these (older Safari): without them it throws.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      addListener: () => undefined,
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export function renderApp(
  route: string,
  staff: StaffProfile | null = null,
): RenderResult & { store: AppStore } {
  emulateWidth(false);
  setRuntimeConfig({ apiBaseUrl: TEST_API });
  sessionStorage.clear();
  const store = makeStore(
    staff
      ? { token: 'token-de-prueba', staff, expired: false }
      : { token: null, staff: null, expired: false },
  );
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, ...result };
}
