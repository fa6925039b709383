// The host is an ordinary app: the federation runtime loads with the first remote area
// (app/remotes.ts), so the login page starts without it.
import './bootstrap';
