// @portal/shared/router — the react-router APIs the portal uses, and only those: this entry is
// shared as one singleton, and a shared module is never tree-shaken (docs/architecture.md#bundle-size).
// Apps never import react-router-dom themselves. Need another API? Ask for a new minor here.
// The portal uses the component router (<BrowserRouter>/<Routes>). createBrowserRouter and
// RouterProvider are deliberately absent: they bring react-router's data layer, 13 → 30 KB gzip
// for this entry (measured: see docs/shared-contract.md).
export {
  BrowserRouter,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction, Params, PathMatch, RouteObject, To } from 'react-router-dom';
