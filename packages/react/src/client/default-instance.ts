import type { AppKit } from './types.js';

/**
 * The instance hooks use when no <AppKitProvider> is around them. This is the one piece of module state
 * in Walletport, kept for AppKit compatibility (`createAppKit()` then hooks anywhere). Server-rendered
 * apps that must not share an instance between requests pass one to <AppKitProvider> instead.
 */
const holder: { current: AppKit | undefined } = { current: undefined };

export function setDefaultAppKit(instance: AppKit | undefined): void {
  holder.current = instance;
}

export function getDefaultAppKit(): AppKit | undefined {
  return holder.current;
}
