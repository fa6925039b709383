import { useEffect, useState } from 'react';
import { keyframes, styled } from 'styled-components';
import { useMessages } from '@hueso/shared';
import { CloseIcon } from '@hueso/shared/ui';
import { MegaphoneIcon } from '@hueso/shared/play';
import { ANNOUNCEMENT_DELAY_MS, ANNOUNCEMENT_DURATION_MS, ANNOUNCEMENT_MESSAGES } from '../messages';

const slide = keyframes`
  from { transform: translateY(-12px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;
/**
 * In the page's flow above the islands: a floating banner covered 'Open pool', 'Enter Arena' and the
 * first Start for its 30 s, so it takes its own row instead.
 */
const Banner = styled.section`
  box-shadow: 0 10px 30px ${(p) => p.theme.colors.shadow};
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  border-radius: 12px;
  background: linear-gradient(90deg, ${(p) => p.theme.colors.announcement}, ${(p) => p.theme.colors.surface});
  border: 1px solid ${(p) => p.theme.colors.accent};
  animation: ${slide} 0.3s ease-out;
  > svg {
    flex: none;
    color: ${(p) => p.theme.colors.accent};
  }
  p {
    flex: 1;
    margin: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const Dismiss = styled.button.attrs({ type: 'button' })`
  flex: none;
  display: inline-flex;
  padding: 4px;
  border: 0;
  border-radius: 4px;
  background: none;
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
`;

/**
 * A temporary announcement that appears 7 s after the home screen loads and goes away by itself
 * 30 s later; the player may dismiss it sooner. It stays while the pointer or focus is on it, so
 * it never vanishes under a player reading it or reaching its button. Its text is the current
 * language's, unless one is given.
 */
export function AnnouncementBanner({ text }: { text?: string }) {
  const M = useMessages(ANNOUNCEMENT_MESSAGES);
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setVisible(true), ANNOUNCEMENT_DELAY_MS);
    return () => clearTimeout(t);
  }, []);
  useEffect(() => {
    if (!visible || held) return;
    const t = setTimeout(() => setDismissed(true), ANNOUNCEMENT_DURATION_MS);
    return () => clearTimeout(t);
  }, [visible, held]);
  if (!visible || dismissed) return null;
  return (
    <Banner
      aria-label={M.label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <MegaphoneIcon size={24} />
      <p role="status">{text ?? M.text}</p>
      <Dismiss aria-label={M.dismiss} onClick={() => setDismissed(true)}>
        <CloseIcon />
      </Dismiss>
    </Banner>
  );
}
