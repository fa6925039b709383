import { styled } from 'styled-components';
import { Link, useMessages } from '@hueso/shared';
import { ErrorPanel } from '@hueso/shared/ui';
import { APP_MESSAGES } from './messages';

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
  const t = useMessages(APP_MESSAGES);
  return (
    <Page>
      <h1>404</h1>
      <p>{t.notFound}</p>
      <Link to="/game">{t.backToGame}</Link>
    </Page>
  );
}

/** Shown instead of the app when config.json is missing or invalid. */
export function ConfigErrorPage({ message }: { message: string }) {
  const t = useMessages(APP_MESSAGES);
  return (
    <Page>
      <ErrorPanel title={t.cannotStart} headingLevel={1} message={t.badConfig}>
        <pre>{message}</pre>
      </ErrorPanel>
    </Page>
  );
}

export function AppCrashed() {
  const t = useMessages(APP_MESSAGES);
  return (
    <Page>
      <ErrorPanel
        title={t.crashed}
        headingLevel={1}
        message={t.reloadToContinue}
        retryLabel={t.reload}
        onRetry={() => window.location.reload()}
      />
    </Page>
  );
}
