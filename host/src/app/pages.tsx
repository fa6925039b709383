import styled from 'styled-components';
import { ErrorPanel, Link } from '@hueso/shared';

const Page = styled.main`
  max-width: 640px;
  margin: 10vh auto;
  padding: 24px;
  text-align: center;
  pre {
    margin: 0;
    text-align: left;
    white-space: pre-wrap;
  }
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
    <Page>
      <ErrorPanel
        title="The game could not start"
        headingLevel={1}
        message="Its configuration (config.json) is missing or invalid:"
      >
        <pre>{message}</pre>
      </ErrorPanel>
    </Page>
  );
}

export function AppCrashed() {
  return (
    <Page>
      <ErrorPanel
        title="Something went wrong"
        headingLevel={1}
        message="Reload the page to continue."
        retryLabel="Reload"
        onRetry={() => window.location.reload()}
      />
    </Page>
  );
}
