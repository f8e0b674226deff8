'use client';
import { createRoot, type Root } from 'react-dom/client';
import { getDefaultAppKit } from '../client/default-instance.js';
// From their own modules, not through buttons.tsx's re-exports: the page's bundle then keeps the buttons
// the app does not render itself in this chunk, loaded only when an element needs them.
import { AppKitAccountButton } from '../components/AppKitAccountButton.js';
import { AppKitConnectButton } from '../components/AppKitConnectButton.js';
import { AppKitNetworkButton } from '../components/AppKitNetworkButton.js';
import { AppKitButton } from '../components/buttons.js';
import { AppKitProvider } from '../context.js';
import { type ElementButtonProps, readElementProps } from './element-props.js';
import type { ButtonKind } from './element-names.js';

/** What the element definitions call (define-elements.ts); loaded the first time an element connects. */
export interface ElementRenderer {
  /** Renders (or re-renders, after an attribute change) the element's button. */
  render(element: HTMLElement, kind: ButtonKind): void;
  /** Unmounts the element's button once it has left the document. */
  release(element: HTMLElement): void;
}

/** The same React buttons the app could render itself, so the elements look and behave the same. */
function ElementButton({ button }: { button: ElementButtonProps }) {
  switch (button.kind) {
    case '':
      return <AppKitButton {...button.props} />;
    case 'account-':
      return <AppKitAccountButton {...button.props} />;
    case 'connect-':
      return <AppKitConnectButton {...button.props} />;
    case 'network-':
      return <AppKitNetworkButton {...button.props} />;
  }
}

/**
 * One renderer per set of definitions; it keeps a React root per connected element (weakly, so an element
 * dropped without being disconnected is not held).
 *
 * Each element gets its own shadow root and a React root inside it: the page's light DOM stays as the app
 * wrote it (a server-rendered `<appkit-button>` hydrates without a mismatch) and page CSS cannot reach in.
 * The button binds to the instance createAppKit made last, as the hooks do outside an <AppKitProvider>:
 * a custom element cannot see React context.
 */
export function createElementRenderer(): ElementRenderer {
  const roots = new WeakMap<HTMLElement, Root>();
  return {
    render(element, kind) {
      // Removed again before this code arrived: nothing to show.
      if (!element.isConnected) return;
      const instance = getDefaultAppKit();
      if (!instance) return;
      let root = roots.get(element);
      if (!root) {
        root = createRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }), {
          identifierPrefix: 'wp-el-',
        });
        roots.set(element, root);
      }
      root.render(
        <AppKitProvider instance={instance}>
          <ElementButton button={readElementProps(element, kind)} />
        </AppKitProvider>,
      );
    },
    release(element) {
      // Moved rather than removed (disconnected, then connected again): the render that follows keeps it.
      if (element.isConnected) return;
      roots.get(element)?.unmount();
      roots.delete(element);
    },
  };
}
