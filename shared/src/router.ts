/**
 * Routing for every app. Apps import the router from @hueso/shared rather than from
 * react-router-dom, so one router instance (inside the shared singleton) serves the host and
 * every remote, and the browser downloads only the parts of react-router the apps use. The links
 * are the game's own, built from react-router's parts for custom links (./routerLinks).
 */
export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './routerLinks';
