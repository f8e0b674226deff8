/**
 * AppKit's button elements (`<appkit-button>`, `<appkit-account-button>`, `<appkit-connect-button>`,
 * `<appkit-network-button>`, and the older `w3m-` names AppKit still registers), defined by createAppKit
 * in a browser so pages and apps written for AppKit keep working.
 *
 * This module is in every page that calls createAppKit, so it holds only the definitions: each element
 * forwards its lifecycle to the renderer (render-element.tsx), which loads the first time an element is
 * connected. A page that never uses the elements never loads it.
 */
import { loadOnce } from '@walletport/core/internal';
import { BUTTON_KINDS, ELEMENT_PREFIXES, OBSERVED_ATTRIBUTES } from './element-names.js';
import type { ElementRenderer } from './render-element.js';

const report = (error: unknown) =>
  console.error('[walletport] A button element could not be rendered', error);

/**
 * Defines the elements in `registry` (the page's by default; nothing without one, e.g. on a server). A name
 * that is already defined, by an earlier createAppKit or by another library, is left as it is, so calling
 * this again never throws.
 */
export function defineAppKitElements(
  registry: CustomElementRegistry | undefined = globalThis.customElements,
) {
  if (!registry) return;
  // A failed load (offline, a deploy in between) is not kept: the next lifecycle call tries again.
  const { load } = loadOnce<ElementRenderer>(() =>
    import('./render-element.js').then((module) => module.createElementRenderer()),
  );
  // Every call goes through the one promise, so callbacks run in the order the browser made them
  // (a disconnect, then a reconnect, when the element is moved).
  const run = (task: (renderer: ElementRenderer) => void) => void load().then(task).catch(report);
  for (const prefix of ELEMENT_PREFIXES) {
    for (const kind of BUTTON_KINDS) {
      const name = `${prefix}${kind}button`;
      if (registry.get(name)) continue;
      registry.define(
        name,
        class extends HTMLElement {
          static observedAttributes = OBSERVED_ATTRIBUTES;
          connectedCallback() {
            run((renderer) => renderer.render(this, kind));
          }
          attributeChangedCallback() {
            if (this.isConnected) this.connectedCallback();
          }
          disconnectedCallback() {
            run((renderer) => renderer.release(this));
          }
        },
      );
    }
  }
}
