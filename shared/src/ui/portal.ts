import { createContext, useContext } from 'react';

/**
 * Where dialogs render. `undefined` (no provider): the document's body, as in the host. An area
 * mounted by `createMount` provides an element of its own (inside its shadow root when embedded),
 * and `null` while that element is not in the page yet.
 */
export const PortalTargetContext = createContext<HTMLElement | null | undefined>(undefined);

export function usePortalTarget(): HTMLElement | null {
  const target = useContext(PortalTargetContext);
  return target === undefined ? document.body : target;
}

/** The element that has focus in the tree of `node`: inside a shadow root, not its host. */
export function activeElementOf(node: Node | null): Element | null {
  const root = node?.getRootNode();
  return root && 'activeElement' in root
    ? (root as Document | ShadowRoot).activeElement
    : document.activeElement;
}
