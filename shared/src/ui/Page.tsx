import {
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { styled } from 'styled-components';
import { PageHeader } from './PageHeader';
import { useMainLandmark } from './landmark';
import { PageFrameContext, type FrameSlots, type FrameValue } from './pageFrame';
import { HeaderActions, HeaderRoot, PageRoot, type PageWidth } from './pageParts';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.lg};
  min-width: 0;
`;

/**
 * A screen: its landmark (a `main`, named by the title's h1 or by `label`), the content
 * width, and the padding, 16 px on every side so that a 375 px phone keeps 343 px of content.
 * `side` is a column beside the content (a section menu), above it on narrow screens. A screen
 * that lays out its own `main` beside complementary columns sets `main={false}`.
 * Inside a `PageFrame` opened with the same title and width, the page takes over the frame (its
 * landmark and h1 stay the same elements) and puts its description, actions and content in it.
 */
export function Page({
  title,
  description,
  actions,
  label,
  side,
  width = 'regular',
  main = true,
  className,
  children,
}: {
  /** The screen's one h1 (through PageHeader); the page is labelled by it. */
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** The landmark's name when there is no title. */
  label?: string;
  side?: ReactNode;
  width?: PageWidth;
  /** False: a plain frame, for a screen that places its own `main`. */
  main?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const landmark = useMainLandmark();
  const frame = useContext(PageFrameContext);
  const slots = frame?.slots.current;
  // The page that holds the frame keeps it (its title may change, with the language); another
  // takes it when it is the screen the frame was opened for.
  const framed =
    frame != null &&
    slots != null &&
    typeof title === 'string' &&
    side === undefined &&
    main &&
    className === undefined &&
    (frame.owner === titleId || (title === frame.title && width === frame.width));
  const claim = frame?.claim;
  const release = frame?.release;
  useLayoutEffect(() => {
    if (!framed || !claim || !release) return;
    claim(titleId, title, width);
    return () => release(titleId);
  }, [framed, claim, release, titleId, title, width]);

  if (framed)
    return (
      <>
        {description ? createPortal(description, slots.description) : null}
        {actions ? createPortal(actions, slots.actions) : null}
        {createPortal(children, slots.body)}
      </>
    );

  const body = (
    <>
      {title !== undefined && (
        <PageHeader id={titleId} title={title} description={description} actions={actions} />
      )}
      {children}
    </>
  );
  return (
    <PageRoot
      as={main ? landmark : 'div'}
      $width={width}
      $withSide={side !== undefined}
      aria-labelledby={main && title !== undefined ? titleId : undefined}
      aria-label={main && title === undefined ? label : undefined}
      className={className}
    >
      {side === undefined ? (
        body
      ) : (
        <>
          {side}
          <Column>{body}</Column>
        </>
      )}
    </PageRoot>
  );
}

// The frame's slots are the elements a page's header and content would be, empty until a page
// puts its parts in them.
const FrameDescription = styled.p`
  &:empty {
    display: none;
  }
`;
const FrameActions = styled(HeaderActions)`
  &:empty {
    display: none;
  }
`;
const FrameBody = styled.div`
  display: contents;
`;

/**
 * A screen's page opened before the code that renders it has arrived: the main landmark and the
 * h1 with the screen's title, in the screen's width, and `status` under it while `busy`. The
 * first `Page` inside `children` with the same title and width takes it over: its h1 and landmark
 * stay the elements painted first (the browser's largest paint is the one the player saw), and
 * the page's description, actions and content go in. The frame stays while a page holds it
 * (including from one page to the next in the same commit, as a loading page gives way to the
 * screen) and closes when none does once `busy` is over; pages rendered then are ordinary pages.
 * Without a title it renders `children` alone.
 */
export function PageFrame({
  title,
  width = 'regular',
  busy,
  status,
  children,
}: {
  title?: string;
  width?: PageWidth;
  /** The screen's code is still loading: the frame shows `status` and is busy. */
  busy: boolean;
  status?: ReactNode;
  children?: ReactNode;
}) {
  const titleId = useId();
  const landmark = useMainLandmark();
  // The page that holds the frame, with its title and width (the frame follows them: its own may
  // go, as the route moves under a screen that stays).
  const [owner, setOwner] = useState<{ id: string; title: string; width: PageWidth; busy: boolean } | null>(
    null,
  );
  // False from the commit in which `busy` ends until its layout effects have run: a page that
  // renders in that commit takes the frame before it can close.
  const [settled, setSettled] = useState(!busy);
  useLayoutEffect(() => setSettled(!busy), [busy]);

  const slots = useRef<FrameSlots | null>(null);
  const description = useRef<HTMLParagraphElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const bodyRef = useCallback((body: HTMLDivElement | null) => {
    slots.current =
      body && description.current && actions.current
        ? { description: description.current, actions: actions.current, body }
        : null;
  }, []);

  const claim = useCallback(
    (id: string, claimed: string, claimedWidth: PageWidth, loading = false) =>
      setOwner((now) =>
        now?.id === id && now.title === claimed && now.width === claimedWidth && now.busy === loading
          ? now
          : { id, title: claimed, width: claimedWidth, busy: loading },
      ),
    [],
  );
  const release = useCallback((id: string) => setOwner((now) => (now?.id === id ? null : now)), []);

  const open = owner !== null || (title !== undefined && (busy || !settled));
  const heading = owner?.title ?? title;
  const shownWidth = owner?.width ?? width;
  const ownerId = owner?.id ?? null;
  const value = useMemo<FrameValue | null>(
    () =>
      open && heading !== undefined
        ? { title: title ?? heading, width: shownWidth, owner: ownerId, slots, claim, release }
        : null,
    [open, heading, title, shownWidth, ownerId, claim, release],
  );

  return (
    <PageFrameContext.Provider value={value}>
      {value && (
        <PageRoot
          as={landmark}
          $width={shownWidth}
          $withSide={false}
          aria-labelledby={titleId}
          aria-busy={busy || owner?.busy || undefined}
        >
          <HeaderRoot>
            <div>
              <h1 id={titleId}>{heading}</h1>
              <FrameDescription ref={description} />
            </div>
            <FrameActions ref={actions} />
          </HeaderRoot>
          {busy && status}
          <FrameBody ref={bodyRef} />
        </PageRoot>
      )}
      {children}
    </PageFrameContext.Provider>
  );
}
