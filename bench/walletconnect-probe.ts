/**
 * The in-page timer of the WalletConnect bench, injected before any script of the demo and of the dev
 * wallet's WalletConnect page. Plain JavaScript in a string, as in probe.ts, so no transpiler helper
 * leaks into the page.
 *
 * The WalletConnect figures start in one page and end in another (Approve on the wallet page → Account
 * in the demo), so every mark is an epoch time: `performance.timeOrigin` plus the page's clock, which
 * both pages read from the same machine. Within one page the difference is exact (same time origin).
 *
 * - `armPointer(name)`: the next `pointerdown` in the page records its `event.timeStamp` (when the input
 *   reached the page), so input dispatch is inside the figure, as in the modal bench's comparison.
 * - `watch(name, selector, textPattern?)`: the first visible element matching `selector` (and whose text
 *   matches `textPattern`) records the time, in the microtask after the DOM change, plus the next
 *   animation frame (the earliest it can be painted). The document and every shadow root are watched
 *   (attachShadow is wrapped, since the modal renders into a shadow root).
 * - `sockets`: every WebSocket the page creates, with when it was created and when it opened (the
 *   constructor is wrapped), to split click → QR into loading the client and reaching the relay.
 * - `scriptsArrivedSince(start)`: when the last script requested after `start` finished arriving
 *   (Resource Timing's responseEnd), or null.
 */

export interface ProbeMark {
  /** Epoch ms (performance.timeOrigin + performance.now()). */
  at: number;
  /** Epoch ms of the next animation frame; null until it ran. */
  frame: number | null;
  /** The element was already visible when the watch was armed (the figure would be meaningless). */
  alreadyThere: boolean;
}

export type ProbeMarks = Record<string, ProbeMark>;

export interface ProbeSocket {
  url: string;
  /** Epoch ms. */
  createdAt: number;
  openAt: number | null;
}

/** A regex source matching exactly `text` (for `watch` by visible title). */
export function exactText(text: string): string {
  return `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
}

export const WALLET_CONNECT_PROBE = `(() => {
  const epoch = (t) => performance.timeOrigin + t;
  const marks = {};
  const watches = [];
  const pointers = new Set();
  const roots = [document];
  const find = (selector, pattern) => {
    for (const root of roots) {
      for (const element of root.querySelectorAll(selector)) {
        if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) continue;
        if (pattern && !pattern.test((element.textContent || '').trim())) continue;
        return element;
      }
    }
    return null;
  };
  const record = (name, at, alreadyThere) => {
    marks[name] = { at, frame: null, alreadyThere };
    requestAnimationFrame(() => { marks[name].frame = epoch(performance.now()); });
  };
  const check = () => {
    if (watches.length === 0) return;
    const now = epoch(performance.now());
    for (let index = watches.length - 1; index >= 0; index -= 1) {
      const watch = watches[index];
      if (!find(watch.selector, watch.pattern)) continue;
      watches.splice(index, 1);
      record(watch.name, now, false);
    }
  };
  const observer = new MutationObserver(check);
  const observe = (root) => observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
  observe(document);
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    roots.push(root);
    observe(root);
    return root;
  };
  const sockets = [];
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      const entry = { url: String(args[0]), createdAt: epoch(performance.now()), openAt: null };
      sockets.push(entry);
      this.addEventListener('open', () => { entry.openAt = epoch(performance.now()); }, { once: true });
    }
  };
  addEventListener('pointerdown', (event) => {
    for (const name of pointers) record(name, epoch(event.timeStamp), false);
    pointers.clear();
  }, { capture: true });
  Object.defineProperty(window, '__wpWc', { value: {
    marks,
    sockets,
    scriptsArrivedSince: (start) => {
      const ends = performance.getEntriesByType('resource')
        .filter((entry) => epoch(entry.startTime) >= start && /\\.m?js(\\?|$)/.test(entry.name))
        .map((entry) => epoch(entry.responseEnd));
      return ends.length > 0 ? Math.max(...ends) : null;
    },
    armPointer: (name) => { delete marks[name]; pointers.add(name); },
    watch: (name, selector, textPattern) => {
      delete marks[name];
      const pattern = textPattern ? new RegExp(textPattern) : null;
      if (find(selector, pattern)) { record(name, epoch(performance.now()), true); return; }
      watches.push({ name, selector, pattern });
    },
  } });
})();`;
