import { createContext, useContext, useId, useLayoutEffect, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { PageWidth } from './pageParts';
import { Loading } from './States';

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
  /** `busy`: the holder is a loading state (the landmark says so). */
  claim: (owner: string, title: string, width: PageWidth, busy?: boolean) => void;
  release: (owner: string) => void;
}

export const PageFrameContext = createContext<FrameValue | null>(null);

/**
 * A loading state that may come before the screen's page, or while it is suspended again (a
 * Suspense fallback of the platform's session gate, while the screen's texts or code load). In an
 * open page frame it goes in the frame's content and holds the frame, so the screen's page can
 * take it (back) over; anywhere else it renders where it is.
 */
export function FrameHolder({ children }: { children: ReactNode }) {
  const frame = useContext(PageFrameContext);
  const id = useId();
  const slots = frame?.slots.current;
  // Only ever the fallback of a gate around the whole area: a page holding the frame is hidden
  // while it shows (its texts or code suspended again), and takes the frame back when it returns.
  const holds = frame != null && slots != null;
  const claim = frame?.claim;
  const release = frame?.release;
  const title = frame?.title;
  const width = frame?.width;
  useLayoutEffect(() => {
    if (!holds || !claim || !release || title === undefined || width === undefined) return;
    claim(id, title, width, true);
    return () => release(id);
  }, [holds, claim, release, id, title, width]);
  return holds ? createPortal(children, slots.body) : children;
}

/** The session gates' Suspense fallback: the loading state, in the page frame when one is open. */
export function GateLoading() {
  return (
    <FrameHolder>
      <Loading />
    </FrameHolder>
  );
}
