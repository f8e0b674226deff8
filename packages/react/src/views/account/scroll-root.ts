'use client';
import { createContext, useContext } from 'react';

/**
 * The element a list scrolls in (the Account tab panel, or the Activity view's list area), so an infinite
 * list can watch its end against the box that actually scrolls. Null outside one: the viewport.
 */
export const ScrollRootContext = createContext<{ readonly current: HTMLElement | null }>({ current: null });

export function useScrollRoot(): { readonly current: HTMLElement | null } {
  return useContext(ScrollRootContext);
}
