/**
 * `/embed.js`: the loader integrators put on their page (docs/embedding.md). It defines
 * `<hueso-area area path config lang loading>`, which renders a game area in an open shadow root.
 * This file stays small: the federation runtime, React and the area load when the first element
 * comes within a screen of the viewport (`./area`), once for the page however many elements it has.
 */
import { palette as c } from '@hueso/shared/palette';
import { explainFailure, recordPolicyViolations } from './failure';
import { embedMessages } from './messages';

const ELEMENT = 'hueso-area';

/**
 * The element's own look, in a constructed sheet: no `<style>` a page's CSP must allow. `:host`
 * starts from every property's initial value, so nothing the page sets on an ancestor is
 * inherited inside (its font size excepted, on purpose) and `direction` is the area's, not the
 * page's. The area sits in an inline block: a page's `text-decoration` is drawn through its
 * in-flow descendants but never into an atomic inline box.
 */
const NOTICE_CSS = `
:host { all: initial; display: block; font-size: inherit; direction: ltr; unicode-bidi: isolate; }
:host([hidden]) { display: none; }
.area { display: inline-block; width: 100%; vertical-align: top; }
.notice {
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px;
  margin: 0; padding: 12px 16px; border-radius: 8px;
  background: ${c.surface}; color: ${c.text}; border: 1px solid ${c.border};
  font: 15px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
.notice[role="alert"] { border-color: ${c.danger}; }
.notice button {
  font: inherit; min-height: 36px; padding: 6px 16px; cursor: pointer;
  border: 1px solid ${c.primary}; border-radius: 8px; background: ${c.primary}; color: ${c.buttonText};
}
.notice button:hover { background: ${c.primaryHover}; }
.notice button:focus-visible { outline: 2px solid ${c.focus}; outline-offset: 2px; }
`;

let sheet: CSSStyleSheet | null = null;
function noticeSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(NOTICE_CSS);
  }
  return sheet;
}

/** The nonce of this script's `<script>` element, for a page whose CSP allows styles by nonce. */
function scriptNonce(): string | undefined {
  const self = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).find(
    (s) => s.src === import.meta.url,
  );
  return self?.nonce || undefined;
}

type Unmount = () => void;

/** How near the viewport an element starts loading its area: one screen above or below it. */
const NEAR = '100% 0px 100% 0px';

class HuesoArea extends HTMLElement {
  static observedAttributes = ['area', 'path', 'config', 'lang', 'loading'];
  readonly #root: ShadowRoot;
  #unmount: Unmount | null = null;
  /** Each render's number: an answer for an older one is dropped (attributes changed meanwhile). */
  #generation = 0;
  #pending = false;
  /** Within a screen of the viewport once (or `loading="eager"`): from then on it renders. */
  #near = false;
  #watch: IntersectionObserver | null = null;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.adoptedStyleSheets = [noticeSheet()];
  }

  connectedCallback() {
    if (this.#near || this.getAttribute('loading') === 'eager' || !('IntersectionObserver' in window))
      return this.#approach();
    this.#watch ??= new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && this.#approach(),
      {
        rootMargin: NEAR,
      },
    );
    this.#watch.observe(this);
  }

  disconnectedCallback() {
    this.#watch?.disconnect();
    this.#watch = null;
    this.#generation += 1;
    this.#teardown();
  }

  attributeChangedCallback(name: string, before: string | null, after: string | null) {
    if (before === after || !this.isConnected) return;
    if (name === 'loading' && after === 'eager') this.#approach();
    else if (this.#near) this.#schedule();
  }

  #approach() {
    this.#watch?.disconnect();
    this.#watch = null;
    this.#near = true;
    this.#schedule();
  }

  /** Several attributes set in one task render once. */
  #schedule() {
    if (this.#pending) return;
    this.#pending = true;
    queueMicrotask(() => {
      this.#pending = false;
      if (this.isConnected) void this.#render();
    });
  }

  #teardown() {
    const unmount = this.#unmount;
    this.#unmount = null;
    unmount?.();
    this.#root.replaceChildren();
  }

  #notice(text: string, alert: boolean, retry = alert): HTMLElement {
    const box = document.createElement('div');
    box.className = 'notice';
    box.setAttribute('role', alert ? 'alert' : 'status');
    const message = document.createElement('span');
    message.textContent = text;
    box.append(message);
    if (retry) {
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.textContent = this.#texts().retry;
      retry.addEventListener('click', () => this.#schedule());
      box.append(retry);
    }
    this.#root.replaceChildren(box);
    return box;
  }

  /** The element's texts: its `lang`, or the nearest `lang` of the page around it. */
  #texts() {
    return embedMessages(this.closest('[lang]')?.getAttribute('lang'));
  }

  async #render() {
    const generation = ++this.#generation;
    this.#teardown();
    const area = this.getAttribute('area')?.trim();
    const M = this.#texts();
    // No Retry: setting the attribute renders the element again by itself.
    if (!area) return this.#notice(M.noArea, true, false);
    const loading = this.#notice(M.loading, false);
    const violations = recordPolicyViolations();
    try {
      const { mountArea } = await import(/* webpackChunkName: "area" */ './area');
      if (generation !== this.#generation) return;
      // In the shadow root before the area mounts: it writes its styles into this root.
      const mountPoint = document.createElement('div');
      mountPoint.className = 'area';
      this.#root.append(mountPoint);
      const unmount = await mountArea(mountPoint, {
        area,
        path: this.getAttribute('path') ?? undefined,
        config: this.getAttribute('config') ?? undefined,
        lang: this.closest('[lang]')?.getAttribute('lang') ?? undefined,
        nonce: scriptNonce(),
        loaderUrl: import.meta.url,
      });
      if (generation !== this.#generation) return unmount();
      this.#unmount = unmount;
      loading.remove();
    } catch (err) {
      // A policy violation is reported in a task of its own, after the failed request.
      const blocked = await violations.settle();
      if (generation !== this.#generation) return;
      const policyUrl = new URL('/embed-csp.txt', import.meta.url).href;
      const failure = explainFailure(err, blocked, area, this.#texts(), policyUrl);
      this.#notice(failure.text, true, failure.retry);
      if (!failure.explained) console.warn(`[hueso-area] ${area}:`, err);
    } finally {
      violations.stop();
    }
  }
}

if (!customElements.get(ELEMENT)) customElements.define(ELEMENT, HuesoArea);
