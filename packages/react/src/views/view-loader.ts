'use client';
import type { ViewName } from '@walletport/core';
import { createContext, useContext } from 'react';

/**
 * How a view warms up or checks for another view. The modal provides the real registry; views read it
 * from context instead of importing the registry, whose lazy imports of every view would otherwise form
 * an import cycle through each view.
 */
export interface ViewLoader {
  preloadView(name: ViewName): Promise<unknown>;
  hasView(name: ViewName): boolean;
}

const noLoader: ViewLoader = { preloadView: () => Promise.resolve(), hasView: () => false };

export const ViewLoaderContext = createContext<ViewLoader>(noLoader);

export function useViewLoader(): ViewLoader {
  return useContext(ViewLoaderContext);
}
