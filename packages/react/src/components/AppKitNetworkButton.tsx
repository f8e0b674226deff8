'use client';
import { type NetworkButtonProps, NetworkButtonContent } from './NetworkButtonContent.js';
import { ShadowHost } from './ShadowHost.js';

/** AppKit's `<AppKitNetworkButton/>`: the active network; opens the Networks view. */
export function AppKitNetworkButton(props: NetworkButtonProps) {
  return (
    <ShadowHost>
      <NetworkButtonContent {...props} />
    </ShadowHost>
  );
}
