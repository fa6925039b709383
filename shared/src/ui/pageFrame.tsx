import { createContext, useContext, useId, useLayoutEffect, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { PageWidth } from './pageParts';

/** Where a framed page puts its parts: the frame's description, actions and content. */
export interface FrameSlots {
  description: HTMLElement;
  actions: HTMLElement;
  body: HTMLElement;
}

/**
 * A page frame (`PageFrame`) as the pages inside it see it: the title and width it was opened
 * with, the page that holds it, and where a page puts its parts.
 */
export interface FrameValue {
  title: string;
  width: PageWidth;
  owner: string | null;
  slots: RefObject<FrameSlots | null>;
  claim: (owner: string, title: string, width: PageWidth) => void;
  release: (owner: string) => void;
}

export const PageFrameContext = createContext<FrameValue | null>(null);

/**
 * A loading state that may come before the screen's page (a Suspense fallback of the platform's
 * session gate, while the screen's texts or code load). In a page frame no page holds yet, it
 * goes in the frame's content and keeps the frame open, so the screen's page can still take it
 * over; anywhere else it renders where it is.
 */
export function FrameHolder({ children }: { children: ReactNode }) {
  const frame = useContext(PageFrameContext);
  const id = useId();
  const slots = frame?.slots.current;
  const holds = frame != null && slots != null && (frame.owner === id || frame.owner === null);
  const claim = frame?.claim;
  const release = frame?.release;
  const title = frame?.title;
  const width = frame?.width;
  useLayoutEffect(() => {
    if (!holds || !claim || !release || title === undefined || width === undefined) return;
    claim(id, title, width);
    return () => release(id);
  }, [holds, claim, release, id, title, width]);
  return holds ? createPortal(children, slots.body) : children;
}
