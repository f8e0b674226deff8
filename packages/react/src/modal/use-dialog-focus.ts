'use client';
import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { deepActiveElement, focusableWithin, hasFocusInModalFrame, hasFocusWithin } from './focus.js';

/** What had focus before the modal opened, and where it sat (to find its successor if it is replaced). */
interface FocusOrigin {
  element: Element;
  /** Its parent element, or the shadow root it sits at the top of; none for a child of <body>. */
  container: ParentNode | null;
}

function focusOrigin(element: Element | null): FocusOrigin | null {
  if (!element || element === element.ownerDocument.body) return null;
  const doc = element.ownerDocument;
  const parent = element.parentElement;
  if (parent)
    return { element, container: parent === doc.body || parent === doc.documentElement ? null : parent };
  const root = element.getRootNode();
  return { element, container: root instanceof ShadowRoot ? root : null };
}

/**
 * The element to give focus back to: the one that had it, or — when that one left the page — the first
 * control now in its place. Connecting is the case in point: the modal closes after the AppKitButton
 * swapped its Connect button for the Account button, and a keyboard user must land on the new button,
 * not on <body> at the top of the page.
 */
function returnTarget(origin: FocusOrigin): HTMLElement | undefined {
  const { element, container } = origin;
  if (element.isConnected) return 'focus' in element ? (element as HTMLElement) : undefined;
  if (!container || !(container as Node).isConnected) return undefined;
  return focusableWithin(container)[0];
}

/**
 * While `active`: focus moves into the dialog (the dialog itself, so screen readers read its label
 * first; Tab then reaches its first control). When `active` ends (the modal closes) focus returns to
 * what had it before — typically the button that opened the modal, or the control that replaced it —
 * unless the visitor put it somewhere else on the page meanwhile.
 */
export function useDialogFocus(dialogRef: RefObject<HTMLElement | null>, active: boolean): void {
  // Captured during render-commit of the opening, before focus moves in; read by the restore below.
  const originRef = useRef<FocusOrigin | null>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!active || !dialog) return;
    originRef.current = focusOrigin(deepActiveElement(dialog.ownerDocument));
    if (!hasFocusWithin(dialog)) dialog.focus({ preventScroll: true });
  }, [dialogRef, active]);

  // The restore is a passive effect on purpose: React puts focus back on the element that had it before
  // a commit, after layout effects ran, which would undo a restore made there.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!active || !dialog) return;
    const doc = dialog.ownerDocument;
    return () => {
      const origin = originRef.current;
      originRef.current = null;
      const focusNowhere = doc.activeElement === null || doc.activeElement === doc.body;
      // Focus in the embedded wallet's frame (shown over the view, outside the dialog's element) is
      // still focus in the modal: it goes back too.
      if (!hasFocusWithin(dialog) && !focusNowhere && !hasFocusInModalFrame(doc)) return;
      if (origin) returnTarget(origin)?.focus({ preventScroll: true });
    };
  }, [dialogRef, active]);
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. Call from the dialog's keydown handler. */
export function trapTab(event: KeyboardEvent<HTMLElement>, dialog: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusableWithin(dialog);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = deepActiveElement(dialog.ownerDocument);
  const outside = !active || !dialog.contains(active);
  if (event.shiftKey && (outside || active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
