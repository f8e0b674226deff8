'use client';
import type { EmbeddedWallet, EmbeddedWalletState } from '@walletport/core/internal';
import { useRef } from 'react';
import { useAppKitInstance } from '../context.js';
import { useStoreSelector } from '../hooks/use-store.js';
import { Spinner, useViewStyles } from '../ui/index.js';
import { frameZIndex } from './frame-layout.js';
import { EMBEDDED_CSS } from './styles.js';
import { useFrameOverlay } from './use-frame-overlay.js';

/** The placeholder's height until the frame says how tall it is. */
export const FRAME_SLOT_LOADING_HEIGHT = 160;

const selectFrameUi = (state: EmbeddedWalletState) => state.frameUi;

export interface FrameSlotProps {
  wallet: Pick<EmbeddedWallet, 'store' | 'frameElement'>;
  /** What a spinner says while the frame has nothing to show yet. */
  loadingLabel: string;
}

/**
 * Where a view shows the embedded wallet's own screen (the key step, an approval). The iframe stays in
 * the page's <body> (moving it would reload it and lose the key it holds); this placeholder takes the
 * frame's reported height (animated, instant under reduced motion) and the iframe is laid over it, above
 * the modal. A spinner holds the place until the frame asks to be seen.
 */
export function FrameSlot({ wallet, loadingLabel }: FrameSlotProps) {
  useViewStyles(EMBEDDED_CSS);
  const instance = useAppKitInstance();
  const ui = useStoreSelector(wallet.store, selectFrameUi);
  const zIndex = useStoreSelector(instance.stores.theme, frameZIndex);
  const visible = ui.visible && ui.height > 0;
  const slotRef = useRef<HTMLDivElement>(null);
  useFrameOverlay(slotRef, wallet, visible, zIndex);
  return (
    <div
      ref={slotRef}
      className="wp-frame-slot"
      data-visible={visible ? 'true' : 'false'}
      style={{ height: visible ? ui.height : FRAME_SLOT_LOADING_HEIGHT }}
    >
      {visible ? null : <Spinner size={28} label={loadingLabel} />}
    </div>
  );
}
