import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useMessages } from '../i18n/messages';
import { LazyWalletHelp } from '../wallet/LazyWalletHelp';
import { Button } from './Button';
import { AlertIcon, CloseIcon } from './icons';
import { KIT_MESSAGES } from './messages';

const Panel = styled.div<{ $filled: boolean }>`
  display: flex;
  gap: ${(p) => p.theme.space.md};
  align-items: flex-start;
  padding: ${(p) => p.theme.space.md} ${(p) => p.theme.space.lg};
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => (p.$filled ? p.theme.colors.dangerFill : p.theme.colors.danger)};
  background: ${(p) => (p.$filled ? p.theme.colors.dangerFill : p.theme.colors.surface)};
  color: ${(p) => (p.$filled ? p.theme.colors.buttonText : p.theme.colors.text)};
  text-align: left;
  > svg {
    flex: none;
    margin-top: 2px;
    color: ${(p) => (p.$filled ? p.theme.colors.buttonText : p.theme.colors.danger)};
  }
`;
const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${(p) => p.theme.space.sm};
  overflow-wrap: anywhere;
  h1,
  h2,
  h3 {
    margin: 0;
    font-size: 18px;
  }
  p {
    margin: 0;
  }
`;
const Dismiss = styled.button.attrs({ type: 'button' })`
  flex: none;
  display: inline-flex;
  padding: 2px;
  border: 0;
  border-radius: 4px;
  background: none;
  color: inherit;
  cursor: pointer;
`;

/**
 * The one error panel of the game: a remote that failed, a section that could not load, a dialog's
 * failed action. It is an alert, named by `label` or its title, with an optional Retry.
 */
export function ErrorPanel({
  title,
  message,
  children,
  label,
  headingLevel = 2,
  onRetry,
  retrying = false,
  retryLabel,
  onDismiss,
  dismissLabel,
  tone = 'outline',
  className,
}: {
  title?: ReactNode;
  message?: ReactNode;
  children?: ReactNode;
  /** The alert's accessible name when the title is not it (for instance 'Market unavailable'). */
  label?: string;
  headingLevel?: 1 | 2 | 3;
  onRetry?: () => void;
  /** Disables Retry while the retried request runs. */
  retrying?: boolean;
  retryLabel?: string;
  onDismiss?: () => void;
  dismissLabel?: string;
  /** `filled` for a notice that must stand out over art (the login card). */
  tone?: 'outline' | 'filled';
  className?: string;
}) {
  const t = useMessages(KIT_MESSAGES);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Panel
      role="alert"
      aria-label={label}
      aria-labelledby={!label && title ? titleId : undefined}
      $filled={tone === 'filled'}
      className={className}
    >
      <AlertIcon />
      <Body>
        {title && <Heading id={titleId}>{title}</Heading>}
        {message && <p>{message}</p>}
        <LazyWalletHelp failure={message} />
        {children}
        {onRetry && (
          <Button $variant="ghost" onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
            {retryLabel ?? t.retry}
          </Button>
        )}
      </Body>
      {onDismiss && (
        <Dismiss aria-label={dismissLabel ?? t.dismiss} onClick={onDismiss}>
          <CloseIcon />
        </Dismiss>
      )}
    </Panel>
  );
}
