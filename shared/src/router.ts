/**
 * Routing for every app. Apps import the router from @hueso/shared rather than from
 * react-router-dom, so one router instance (inside the shared singleton) serves the host and
 * every remote, and the browser downloads only the parts of react-router the apps use.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
