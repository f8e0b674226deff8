/**
 * The in-page timer, injected before any page script runs. It is plain JavaScript in a string (not a
 * function handed to Playwright) so that no transpiler helper can leak into the page.
 *
 * All times are performance.now() in the page: milliseconds since navigation start. The probe watches
 * the document and every shadow root (it wraps attachShadow, which also reaches closed roots, because the
 * modal renders into a shadow root) with one MutationObserver, so a mark is taken in the microtask after
 * the DOM change, plus one at the next animation frame (the earliest the change can be painted).
 */
export interface ProbeSelectors {
  /** The button the visitor clicks. */
  button: string;
  /** The modal's dialog element. */
  dialog: string;
  /** Present once the first view's own content (not its loading fallback) is rendered. */
  firstView: string;
}

export interface ProbeMarks {
  buttonInDom: number | null;
  buttonFrame: number | null;
  clickAt: number | null;
  dialogInDom: number | null;
  dialogFrame: number | null;
  viewInDom: number | null;
  viewFrame: number | null;
}

export function probeScript(selectors: ProbeSelectors): string {
  return `(() => {
  const selectors = ${JSON.stringify(selectors)};
  const marks = { buttonInDom: null, buttonFrame: null, clickAt: null, dialogInDom: null, dialogFrame: null, viewInDom: null, viewFrame: null };
  const roots = [document];
  const find = (selector) => {
    for (const root of roots) {
      const found = root.querySelector(selector);
      if (found && (typeof found.checkVisibility !== 'function' || found.checkVisibility())) return found;
    }
    return null;
  };
  const markFrame = (key) => requestAnimationFrame(() => { marks[key] = performance.now(); });
  const check = () => {
    const now = performance.now();
    if (marks.buttonInDom === null && find(selectors.button)) { marks.buttonInDom = now; markFrame('buttonFrame'); }
    if (marks.clickAt === null) return;
    if (marks.dialogInDom === null && find(selectors.dialog)) { marks.dialogInDom = now; markFrame('dialogFrame'); }
    if (marks.viewInDom === null && find(selectors.firstView)) { marks.viewInDom = now; markFrame('viewFrame'); }
  };
  const observer = new MutationObserver(check);
  const watch = (root) => observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
  watch(document);
  // A real pointer's click starts at pointerdown; event.timeStamp is when the input reached the page, so
  // input dispatch is inside the measured time. element.click() (the cold series) fires no pointerdown.
  addEventListener('pointerdown', (event) => {
    if (marks.clickAt !== null) return;
    marks.clickAt = event.timeStamp;
    check();
  }, { capture: true });
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    roots.push(root);
    watch(root);
    return root;
  };
  Object.defineProperty(window, '__wpBench', { value: {
    marks,
    // When the last of \`paths\` (URL paths of scripts) requested after the click finished arriving.
    scriptsArrivedAfterClick: (paths) => {
      const ends = performance.getEntriesByType('resource')
        .filter((entry) => marks.clickAt !== null && entry.startTime >= marks.clickAt && paths.includes(new URL(entry.name).pathname))
        .map((entry) => entry.responseEnd);
      return ends.length > 0 ? Math.max(...ends) : null;
    },
    // Where a real pointer must go: the centre of the button, in viewport coordinates.
    buttonCentre: () => {
      const button = find(selectors.button);
      if (!button) return null;
      const box = button.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    },
    // element.click() dispatches only the click: no pointer or hover events, so nothing is preloaded.
    click: () => {
      const button = find(selectors.button);
      if (!button) throw new Error('bench probe: no button matches ' + selectors.button);
      marks.clickAt = performance.now();
      button.click();
      check();
    },
  } });
})();`;
}
