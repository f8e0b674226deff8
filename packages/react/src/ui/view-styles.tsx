'use client';
import { createContext, type ReactNode, useContext, useInsertionEffect } from 'react';
import { hashString } from './hash.js';

/** Where view styles go: the modal's shadow root (set by the modal shell), else the page's <head>. */
const StyleRootContext = createContext<ShadowRoot | undefined>(undefined);

export function StyleRootProvider({
  root,
  children,
}: {
  root: ShadowRoot | undefined;
  children?: ReactNode;
}) {
  return <StyleRootContext.Provider value={root}>{children}</StyleRootContext.Provider>;
}

/** A stable id for a stylesheet's text, used to insert each distinct text once per root. */
export function styleIdOf(css: string): string {
  return `wp-${hashString(css).toString(36)}-${css.length.toString(36)}`;
}

/**
 * Adds `css` to `root` as one <style data-wp-style="…"> unless the same text is already there. The DOM is
 * the registry (no module state), so it dedupes across components, remounts and several instances.
 */
export function insertStyles(root: ShadowRoot | HTMLElement, css: string): void {
  const id = styleIdOf(css);
  if (root.querySelector(`style[data-wp-style="${id}"]`)) return;
  const style = root.ownerDocument.createElement('style');
  style.setAttribute('data-wp-style', id);
  style.textContent = css;
  root.appendChild(style);
}

/**
 * Makes a view's own CSS (a string from the view's styles.ts) available before the view paints. Call it
 * at the top of the view component with a module-level constant. Insertion effects never run on the
 * server, so this is safe during server rendering; styles stay after unmount (the view may come back).
 */
export function useViewStyles(css: string): void {
  const root = useContext(StyleRootContext);
  useInsertionEffect(() => {
    if (root) insertStyles(root, css);
    else if (typeof document !== 'undefined') insertStyles(document.head, css);
  }, [root, css]);
}
