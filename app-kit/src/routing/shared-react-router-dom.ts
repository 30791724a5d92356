/**
 * What every app receives when it imports `react-router-dom` in a federated build: the
 * declarative-mode API of React Router, re-exported from `react-router` so webpack keeps only
 * these parts of it.
 *
 * Why: a shared module is never tree-shaken (the host cannot know what a remote will use), so
 * sharing the package itself put all of React Router 7 on the first view (62 KB gzip: data
 * routers, framework mode, cookies, sessions) for a store that uses only the names below.
 * tooling/src/shared-dependencies.mjs provides this module under the `react-router-dom` share
 * key; Jest and TypeScript still see the real package.
 *
 * Adding a name: export it here, redeploy the shell first (as with a new kernel export), then
 * the remote that uses it. `tooling/test/shared-subsets.test.mjs` fails when an app imports a
 * value from `react-router-dom` that is missing here.
 */
export {
  // Routers
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  StaticRouter,
  // Route tree and navigation components
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  // Hooks
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  // Helpers
  createPath,
  createRoutesFromChildren,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
} from 'react-router';
