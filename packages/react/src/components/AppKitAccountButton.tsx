'use client';
import { type AccountButtonProps, AccountButtonContent } from './AccountButtonContent.js';
import { ShadowHost } from './ShadowHost.js';

/** AppKit's `<AppKitAccountButton/>`: balance (`balance="hide"` leaves it out), avatar and name. */
export function AppKitAccountButton(props: AccountButtonProps) {
  return (
    <ShadowHost>
      <AccountButtonContent {...props} />
    </ShadowHost>
  );
}
