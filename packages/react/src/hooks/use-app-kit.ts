'use client';
import { useMemo } from 'react';
import type { AppKitOpenOptions } from '../client/types.js';
import { useAppKitInstance } from '../context.js';

export interface UseAppKitReturn {
  /** Opens the modal (on `view` when given; on `namespace`'s wallets when given). Resolves once shown. */
  open(options?: AppKitOpenOptions): Promise<void>;
  close(): void;
}

/** AppKit's `useAppKit()`: opens and closes the modal of the instance in scope. */
export function useAppKit(): UseAppKitReturn {
  const instance = useAppKitInstance();
  return useMemo(
    () => ({
      open: (options?: AppKitOpenOptions) => instance.open(options),
      close: () => instance.close(),
    }),
    [instance],
  );
}
