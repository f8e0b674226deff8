'use client';
import { type ConnectButtonProps, ConnectButtonContent } from './ConnectButtonContent.js';
import { ShadowHost } from './ShadowHost.js';

/**
 * AppKit's `<AppKitConnectButton/>`: opens the modal to connect; `label` and `loadingLabel` set its text.
 * A module of its own (as are the account and network buttons), so a bundle that uses only some of the
 * buttons, or only the `<appkit-…>` elements whose renderer loads on demand, carries only those.
 */
export function AppKitConnectButton(props: ConnectButtonProps) {
  return (
    <ShadowHost>
      <ConnectButtonContent {...props} />
    </ShadowHost>
  );
}
