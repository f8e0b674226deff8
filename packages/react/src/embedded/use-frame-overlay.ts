'use client';
import type { EmbeddedWallet } from '@walletport/core/internal';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { FRAME_SLOT_ATTRIBUTE, focusableWithin } from '../modal/focus.js';
import { type Box, overlayStyle } from './frame-layout.js';

const boxOf = (element: Element): Box => {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
};

interface Claim {
  frame: HTMLIFrameElement;
  /** The frame client's own (hidden) style, put back when the view lets go. */
  hiddenStyle: string | null;
  style: string;
  visible: boolean;
}

/**
 * Lays the embedded wallet's iframe over `slotRef`'s element while it is mounted: sized from the first
 * frame (so the frame lays out at the right width before it shows), visible and focused while `visible`,
 * and given back its hidden style on unmount. Each animation frame re-reads the placeholder's box, which
 * covers resizes, scrolling, the card's entrance and the modal's height animation alike; the style is
 * written only when it changed, so an idle frame costs two box reads.
 */
export function useFrameOverlay(
  slotRef: RefObject<HTMLElement | null>,
  wallet: Pick<EmbeddedWallet, 'frameElement'>,
  visible: boolean,
  zIndex: number,
): void {
  const wanted = useRef({ visible, zIndex });
  wanted.current = { visible, zIndex };
  const placeNow = useRef<() => void>(() => {});

  useLayoutEffect(() => {
    const slot = slotRef.current;
    const doc = slot?.ownerDocument;
    const win = doc?.defaultView;
    if (!slot || !doc || !win) return;
    const dialog = slot.closest<HTMLElement>('[role="dialog"]');
    const modal = slot.closest('.wp-modal');
    const scroller = slot.closest('.wp-modal-body');
    const root = slot.getRootNode();
    const host = root instanceof ShadowRoot ? root.host : undefined;
    const radius = win.getComputedStyle(slot).borderRadius || '0px';
    let claim: Claim | undefined;

    /**
     * Focus leaves a frame that is no longer shown for the dialog (or nowhere, when the dialog is gone).
     * After the commit: React puts focus back on what had it before a commit that removed nodes, and the
     * iframe is still in the page then.
     */
    const focusLeaves = (frame: HTMLIFrameElement) =>
      win.queueMicrotask(() => {
        if (doc.activeElement !== frame) return;
        if (dialog?.isConnected && !dialog.closest('[inert]')) dialog.focus({ preventScroll: true });
        if (doc.activeElement === frame) frame.blur();
      });

    const release = () => {
      if (claim === undefined) return;
      const { frame, hiddenStyle } = claim;
      focusLeaves(frame);
      if (hiddenStyle === null) frame.removeAttribute('style');
      else frame.setAttribute('style', hiddenStyle);
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
      frame.removeAttribute(FRAME_SLOT_ATTRIBUTE);
      claim = undefined;
    };

    const place = () => {
      const frame = wallet.frameElement();
      if (frame !== claim?.frame) {
        release();
        if (frame === undefined) return;
        frame.setAttribute(FRAME_SLOT_ATTRIBUTE, '');
        claim = { frame, hiddenStyle: frame.getAttribute('style'), style: '', visible: false };
      }
      const current = claim;
      if (current === undefined) return;
      // The card fades out on close: the frame goes at once rather than float over an empty overlay.
      const show = wanted.current.visible && modal?.getAttribute('data-state') !== 'closing';
      const style = overlayStyle({
        slot: boxOf(slot),
        clip: scroller ? boxOf(scroller) : undefined,
        zIndex: wanted.current.zIndex,
        radius,
        visible: show,
      });
      if (style !== current.style) {
        current.frame.setAttribute('style', style);
        current.style = style;
      }
      if (show === current.visible) return;
      current.visible = show;
      if (show) {
        current.frame.removeAttribute('aria-hidden');
        current.frame.tabIndex = 0;
        current.frame.focus({ preventScroll: true });
      } else {
        focusLeaves(current.frame);
        current.frame.setAttribute('aria-hidden', 'true');
        current.frame.tabIndex = -1;
      }
    };
    placeNow.current = place;

    // Tab out of the frame leaves the page's document order (the iframe is the body's last child): bring
    // focus back to the dialog's first control, as its own Tab trap does, instead of the page behind it.
    const keepFocusInModal = (event: FocusEvent) => {
      if (!claim?.visible || dialog?.getAttribute('aria-modal') !== 'true') return;
      const target = event.target as Node | null;
      if (target === claim.frame || (host !== undefined && target === host)) return;
      if (host === undefined && target !== null && dialog.contains(target)) return;
      (focusableWithin(dialog)[0] ?? dialog).focus({ preventScroll: true });
    };
    doc.addEventListener('focusin', keepFocusInModal);

    let handle = 0;
    const tick = () => {
      place();
      handle = win.requestAnimationFrame(tick);
    };
    tick();
    return () => {
      win.cancelAnimationFrame(handle);
      doc.removeEventListener('focusin', keepFocusInModal);
      placeNow.current = () => {};
      release();
    };
  }, [slotRef, wallet]);

  // A change of what is wanted applies in the same commit, not one animation frame later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-place when these change
  useLayoutEffect(() => placeNow.current(), [visible, zIndex]);
}
