/**
 * Where the modal lives in the page. By default Walletport appends its own <walletport-modal> to <body>.
 * With `disableAppend` or `enableEmbedded` the app places the element itself — `<appkit-modal>` (or
 * AppKit's `<w3m-modal>`, or `<walletport-modal>`) wherever it wants it — and the modal renders into the
 * first such element that is not already in use, as soon as it appears.
 */
export const APPENDED_HOST_TAG = 'walletport-modal';
export const APP_PLACED_HOST_SELECTOR = 'appkit-modal, w3m-modal, walletport-modal';
/** Marks a host element one mounted modal has claimed, so a second instance picks another. */
export const HOST_CLAIM_ATTRIBUTE = 'data-walletport-host';

export interface HostOptions {
  disableAppend: boolean;
  enableEmbedded: boolean;
}

export function appPlacesHost(options: HostOptions): boolean {
  return options.disableAppend || options.enableEmbedded;
}

function findAppPlacedHost(doc: Document): HTMLElement | undefined {
  for (const element of doc.querySelectorAll<HTMLElement>(APP_PLACED_HOST_SELECTOR)) {
    if (!element.hasAttribute(HOST_CLAIM_ATTRIBUTE)) return element;
  }
  return undefined;
}

/**
 * Calls `onHost` with the host element: a new appended one right away, or the app's element once it is in
 * the document. Returns a cancel function (stops waiting; removes the host Walletport appended).
 */
export function acquireHost(
  doc: Document,
  options: HostOptions,
  onHost: (host: HTMLElement) => void,
): () => void {
  if (!appPlacesHost(options)) {
    const host = doc.createElement(APPENDED_HOST_TAG);
    host.setAttribute(HOST_CLAIM_ATTRIBUTE, '');
    doc.body.appendChild(host);
    onHost(host);
    return () => host.remove();
  }

  const claim = (host: HTMLElement) => {
    host.setAttribute(HOST_CLAIM_ATTRIBUTE, '');
    onHost(host);
    return () => host.removeAttribute(HOST_CLAIM_ATTRIBUTE);
  };
  const present = findAppPlacedHost(doc);
  if (present) return claim(present);

  // The app renders its element later (e.g. in a React tree that mounts after createAppKit): wait for it.
  let release: (() => void) | undefined;
  const observer = new MutationObserver(() => {
    const host = findAppPlacedHost(doc);
    if (!host) return;
    observer.disconnect();
    release = claim(host);
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    release?.();
  };
}
