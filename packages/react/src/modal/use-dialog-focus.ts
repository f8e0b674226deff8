'use client';
import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { deepActiveElement, focusableWithin, hasFocusWithin } from './focus.js';

/**
 * While `active`: focus moves into the dialog (the dialog itself, so screen readers read its label
 * first; Tab then reaches its first control). When `active` ends (the modal closes) focus returns to
 * what had it before — typically the button that opened the modal — unless the visitor put it
 * somewhere else on the page meanwhile.
 */
export function useDialogFocus(dialogRef: RefObject<HTMLElement | null>, active: boolean): void {
  // Captured during render-commit of the opening, before focus moves in; read by the restore below.
  const previousRef = useRef<Element | null>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!active || !dialog) return;
    previousRef.current = deepActiveElement(dialog.ownerDocument);
    if (!hasFocusWithin(dialog)) dialog.focus({ preventScroll: true });
  }, [dialogRef, active]);

  // The restore is a passive effect on purpose: React puts focus back on the element that had it before
  // a commit, after layout effects ran, which would undo a restore made there.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!active || !dialog) return;
    const doc = dialog.ownerDocument;
    return () => {
      const previous = previousRef.current;
      previousRef.current = null;
      const focusNowhere = doc.activeElement === null || doc.activeElement === doc.body;
      if (!hasFocusWithin(dialog) && !focusNowhere) return;
      if (previous && previous !== doc.body && previous.isConnected && 'focus' in previous) {
        (previous as HTMLElement).focus({ preventScroll: true });
      }
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
