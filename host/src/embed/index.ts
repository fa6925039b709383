/**
 * `/embed.js`: the loader integrators put on their page (docs/embedding.md). It defines
 * `<hueso-area area path config lang>`, which renders a game area in an open shadow root. This
 * file stays small: the federation runtime, React and the area load on the first element
 * (`./area`), once for the page however many elements it has.
 */
import { palette as c } from '@hueso/shared/palette';
import { embedMessages } from './messages';

const ELEMENT = 'hueso-area';

/** The element's own look (its notices), in a constructed sheet: no `<style>` a page's CSP must allow. */
const NOTICE_CSS = `
:host { display: block; }
:host([hidden]) { display: none; }
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

class HuesoArea extends HTMLElement {
  static observedAttributes = ['area', 'path', 'config', 'lang'];
  readonly #root: ShadowRoot;
  #unmount: Unmount | null = null;
  /** Each render's number: an answer for an older one is dropped (attributes changed meanwhile). */
  #generation = 0;
  #pending = false;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.adoptedStyleSheets = [noticeSheet()];
  }

  connectedCallback() {
    this.#schedule();
  }

  disconnectedCallback() {
    this.#generation += 1;
    this.#teardown();
  }

  attributeChangedCallback(_name: string, before: string | null, after: string | null) {
    if (before !== after && this.isConnected) this.#schedule();
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

  #notice(text: string, alert: boolean): HTMLElement {
    const box = document.createElement('div');
    box.className = 'notice';
    box.setAttribute('role', alert ? 'alert' : 'status');
    const message = document.createElement('span');
    message.textContent = text;
    box.append(message);
    if (alert) {
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
    if (!area) return this.#notice(M.noArea, true);
    const loading = this.#notice(M.loading, false);
    try {
      const { mountArea } = await import(/* webpackChunkName: "area" */ './area');
      if (generation !== this.#generation) return;
      // In the shadow root before the area mounts: it writes its styles into this root.
      const mountPoint = document.createElement('div');
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
      if (generation !== this.#generation) return;
      // EmbedError (./area): a failure the element explains in its own words.
      const known = err instanceof Error && err.name === 'EmbedError';
      this.#notice(known ? (err as Error).message : this.#texts().unreachable(area), true);
      if (!known) console.warn(`[hueso-area] ${area}:`, err);
    }
  }
}

if (!customElements.get(ELEMENT)) customElements.define(ELEMENT, HuesoArea);
