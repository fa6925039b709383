import styled from 'styled-components';
import { Link } from '@hueso/shared';

const Page = styled.main`
  max-width: 640px;
  margin: 10vh auto;
  padding: 24px;
  text-align: center;
`;

export function NotFound() {
  return (
    <Page>
      <h1>404</h1>
      <p>This page does not exist.</p>
      <Link to="/game">Back to the game</Link>
    </Page>
  );
}

/** Shown instead of the app when config.json is missing or invalid. */
export function ConfigErrorPage({ message }: { message: string }) {
  return (
    <Page role="alert">
      <h1>The game could not start</h1>
      <p>Its configuration (config.json) is missing or invalid:</p>
      <pre style={{ textAlign: 'left', whiteSpace: 'pre-wrap' }}>{message}</pre>
    </Page>
  );
}

export function AppCrashed() {
  return (
    <Page role="alert">
      <h1>Something went wrong</h1>
      <p>Reload the page to continue.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </Page>
  );
}
