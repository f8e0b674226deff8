/** Focus helpers for the dialog: what can take focus inside it, and what has focus across shadow roots. */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/**
 * The elements Tab can reach inside `container` (an element or a shadow root), in document order (inert
 * and hidden subtrees skipped).
 */
export function focusableWithin(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert], [hidden], [aria-hidden="true"]'),
  );
}

/**
 * The element that really has focus: document.activeElement stops at a shadow host (e.g. the app's
 * <appkit-button>), so follow open shadow roots down to the focused element inside.
 */
export function deepActiveElement(doc: Document): Element | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Marks the embedded wallet's iframe while a view of the modal shows it. The iframe stays in the page's
 * <body> (moving it would reload it), so focus in it is focus in the modal although it is not inside the
 * dialog's element.
 */
export const FRAME_SLOT_ATTRIBUTE = 'data-wp-frame-slot';

/** Whether focus is on a frame the modal shows (see FRAME_SLOT_ATTRIBUTE). */
export function hasFocusInModalFrame(doc: Document): boolean {
  return doc.activeElement?.hasAttribute(FRAME_SLOT_ATTRIBUTE) ?? false;
}

/** Whether focus is inside `container` (across shadow roots). */
export function hasFocusWithin(container: HTMLElement): boolean {
  const active = deepActiveElement(container.ownerDocument);
  return active !== null && container.contains(active);
}
