'use client';
import { useAppKitInstance } from '../context.js';
import { useStoreSelector } from '../hooks/use-store.js';
import { ModalDialog } from './ModalDialog.js';
import { usePresence } from './use-presence.js';
import { usePrefersReducedMotion } from './use-reduced-motion.js';

/** How long the closing animation runs (the view-transition duration). */
export const MODAL_EXIT_MS = 150;

/** The modal as the instance's modal store says: nothing while closed, kept during the closing animation. */
export function ModalRoot() {
  const instance = useAppKitInstance();
  const open = useStoreSelector(instance.stores.modal, (state) => state.open);
  const reducedMotion = usePrefersReducedMotion();
  const presence = usePresence(open, reducedMotion ? 0 : MODAL_EXIT_MS);
  if (presence === 'closed') return null;
  return <ModalDialog open={open} reducedMotion={reducedMotion} embedded={instance.options.enableEmbedded} />;
}
