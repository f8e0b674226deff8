'use client';
import { useMemo } from 'react';
import type { AppKitOpenOptions } from '../client/types.js';
import { useAppKitInstance } from '../context.js';

export interface ModalTriggerHandlers {
  onClick(): void;
  onPointerEnter(): void;
  onFocus(): void;
}

/**
 * The handlers of a button that opens the modal. Hover and focus load the modal's code ahead of the
 * click (the visitor's intent is the cue), so the click opens at once. A failed load is reported on
 * the console: the next hover or click tries again.
 */
export function useModalTrigger(options: AppKitOpenOptions | undefined): ModalTriggerHandlers {
  const instance = useAppKitInstance();
  const view = options?.view;
  const namespace = options?.namespace;
  return useMemo(() => {
    const report = (error: unknown) => console.error('[walletport] The modal could not be opened', error);
    const openOptions: AppKitOpenOptions = {
      ...(view === undefined ? {} : { view }),
      ...(namespace === undefined ? {} : { namespace }),
    };
    const preload = () => {
      instance.preloadModal(openOptions).catch(report);
    };
    return {
      onClick: () => {
        instance.open(openOptions).catch(report);
      },
      onPointerEnter: preload,
      onFocus: preload,
    };
  }, [instance, view, namespace]);
}
