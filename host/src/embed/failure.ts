import type { EmbedTexts } from './messages';

/** A request the page's Content-Security-Policy refused while an area loaded. */
export interface Blocked {
  url: string;
  directive: string;
}

/**
 * Listens for the page's policy refusals while one element loads its area. A refusal is reported
 * in a task of its own, after the request has failed: `settle` waits one more task for it.
 */
export function recordPolicyViolations() {
  const seen: Blocked[] = [];
  const listener = (e: SecurityPolicyViolationEvent) => {
    if (/^https?:/.test(e.blockedURI)) seen.push({ url: e.blockedURI, directive: e.effectiveDirective });
  };
  document.addEventListener('securitypolicyviolation', listener);
  return {
    settle: () => new Promise<Blocked[]>((resolve) => setTimeout(() => resolve([...seen]), 50)),
    stop: () => document.removeEventListener('securitypolicyviolation', listener),
  };
}

export interface Failure {
  text: string;
  /** Whether Retry can help: not while the page's policy or the game's versions stay as they are. */
  retry: boolean;
  /** The cause is in the text: nothing more to log. */
  explained: boolean;
}

/** What the element says when its area failed: the policy that blocked it, else the loader's reason. */
export function explainFailure(
  err: unknown,
  blocked: Blocked[],
  area: string,
  M: EmbedTexts,
  /** The policy the game publishes for the pages that embed it (`/embed-csp.txt`). */
  policyUrl: string,
): Failure {
  const first = blocked[0];
  if (first) {
    const origin = new URL(first.url).origin;
    return { text: M.blocked(origin, first.directive, policyUrl), retry: false, explained: true };
  }
  // EmbedError (./area): a failure the element explains in its own words.
  if (err instanceof Error && err.name === 'EmbedError') {
    const retry = (err as Error & { retry?: boolean }).retry !== false;
    return { text: err.message, retry, explained: true };
  }
  return { text: M.unreachable(area), retry: true, explained: false };
}
