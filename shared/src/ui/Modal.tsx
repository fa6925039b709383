import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { styled } from 'styled-components';
import { useMessages } from '../i18n/messages';
import { Button } from './Button';
import { CloseIcon } from './icons';
import { KIT_MESSAGES } from './messages';
import { activeElementOf, usePortalTarget } from './portal';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  background: ${(p) => p.theme.colors.backdrop};
`;
const Panel = styled.div`
  width: min(92vw, 640px);
  max-height: 88vh;
  overflow: auto;
  padding: 20px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  h2 {
    margin: 0 0 12px;
    font-size: 20px;
  }
`;
const Close = styled(Button)`
  float: right;
  min-height: 32px;
  padding: 4px 6px;
`;

/**
 * The open dialogs, the newest last: only the top one answers Escape and keeps Tab inside, so a
 * confirmation opened over a dialog closes alone.
 */
const openDialogs: symbol[] = [];

/** Elements Tab can reach: enabled controls, links, and anything with a non-negative tabindex. */
const FOCUSABLE = [
  'button:not([disabled]):not([tabindex="-1"])',
  '[href]:not([tabindex="-1"])',
  'input:not([disabled]):not([tabindex="-1"])',
  'select:not([disabled]):not([tabindex="-1"])',
  'textarea:not([disabled]):not([tabindex="-1"])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * An accessible dialog: labelled by its title, focus kept inside, Escape and Close dismiss it.
 * While `busy` (a payment or request the player must not walk away from) it cannot be dismissed.
 */
export function Modal({
  title,
  onClose,
  busy = false,
  children,
}: {
  title: string;
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
}) {
  const t = useMessages(KIT_MESSAGES);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = busy ? () => undefined : onClose;
  const target = usePortalTarget();

  useEffect(() => {
    if (!target) return;
    const self = Symbol('dialog');
    openDialogs.push(self);
    const previous = activeElementOf(target) as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== self) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        closeRef.current();
        return;
      }
      if (e.key !== 'Tab' || !panel.current) return;
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => !el.closest('[hidden]'),
      );
      if (items.length === 0) return;
      const [head, tail] = [items[0]!, items[items.length - 1]!];
      const active = activeElementOf(panel.current);
      const inside = panel.current.contains(active);
      if (!inside || (e.shiftKey && active === head)) {
        // Focus left the dialog (say, its button was disabled while busy): bring it back.
        e.preventDefault();
        (e.shiftKey ? tail : head).focus();
      } else if (!e.shiftKey && active === tail) {
        e.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      openDialogs.splice(openDialogs.indexOf(self), 1);
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [target]);

  if (!target) return null;
  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && closeRef.current()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Close $variant="ghost" aria-label={t.close} onClick={onClose} disabled={busy}>
          <CloseIcon />
        </Close>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Panel>
    </Backdrop>,
    target,
  );
}
