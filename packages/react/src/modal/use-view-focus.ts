'use client';
import { type RefObject, useEffect, useRef } from 'react';
import { deepActiveElement, hasFocusInModalFrame } from './focus.js';

/**
 * Keeps keyboard focus in the dialog while its content changes. The dialog's keyboard rules (Esc, the
 * Tab trap) listen on the dialog, so focus that falls to <body> silently disables them: choosing a wallet
 * unmounts the row that had focus, a declined connection swaps the spinner for "Try again", Back removes
 * itself when the history ends.
 *
 * - On every view change, focus moves to the view's title (`titleRef`, the dialog's heading, which names
 *   the new view), unless the new view already placed focus inside itself (an input it focuses) or focus
 *   is on the embedded wallet's frame that view shows.
 * - Within a view, when the element that had focus leaves the page and focus fell to nothing, it moves to
 *   the title too.
 *
 * With `embedded` (the card drawn in the page's flow) focus is only moved when it was in the dialog:
 * the page around it keeps focus that the visitor put there.
 */
export function useViewFocus({
  dialogRef,
  titleRef,
  contentRef,
  viewKey,
  active,
  embedded,
}: {
  dialogRef: RefObject<HTMLElement | null>;
  titleRef: RefObject<HTMLElement | null>;
  contentRef: RefObject<HTMLElement | null>;
  /** Changes on every navigation (the key the view is mounted under). */
  viewKey: string;
  active: boolean;
  embedded: boolean;
}): void {
  // The last element inside the dialog that had focus: tells "focus fell out of the dialog" from
  // "focus was never in it" (the embedded card) once that element is gone.
  const lastFocused = useRef<Element | null>(null);
  const shownKey = useRef<string | undefined>(undefined);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!active || !dialog) return;
    const onFocusIn = () => {
      const focused = deepActiveElement(dialog.ownerDocument);
      if (focused !== null && dialog.contains(focused)) lastFocused.current = focused;
    };
    // Mutations are delivered right after the DOM changed (before the next task), so a key pressed
    // after the change already finds focus back in the dialog.
    const observer = new MutationObserver(() => {
      const previous = lastFocused.current;
      if (previous === null || previous.isConnected || !focusIsNowhere(dialog)) return;
      focusTitle(titleRef.current);
    });
    dialog.addEventListener('focusin', onFocusIn);
    observer.observe(dialog, { childList: true, subtree: true });
    return () => {
      dialog.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, [dialogRef, titleRef, active]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!active || !dialog) {
      shownKey.current = undefined;
      lastFocused.current = null;
      return;
    }
    const first = shownKey.current === undefined;
    shownKey.current = viewKey;
    // Opening is the dialog focus hook's: focus goes to the dialog itself (screen readers read its label).
    if (first) return;
    const doc = dialog.ownerDocument;
    const focused = deepActiveElement(doc);
    if (hasFocusInModalFrame(doc)) return;
    if (focused !== null && contentRef.current?.contains(focused)) return;
    const inDialog = focused !== null && dialog.contains(focused);
    const fellOut = focusIsNowhere(dialog) && (!embedded || lastFocused.current !== null);
    if (inDialog || fellOut) focusTitle(titleRef.current);
  }, [dialogRef, titleRef, contentRef, viewKey, active, embedded]);
}

/**
 * True when no element has focus: <body> (where browsers put it when the focused element is removed),
 * or the modal's own shadow host with nothing focused inside it (what some engines report instead).
 */
function focusIsNowhere(dialog: HTMLElement): boolean {
  const doc = dialog.ownerDocument;
  const focused = deepActiveElement(doc);
  if (focused === null || focused === doc.body) return true;
  const root = dialog.getRootNode();
  return root instanceof ShadowRoot && focused === root.host;
}

function focusTitle(title: HTMLElement | null): void {
  title?.focus({ preventScroll: true });
}
