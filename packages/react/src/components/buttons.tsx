'use client';
import { useAppKitAccount } from '../hooks/use-app-kit-account.js';
import { type AccountButtonProps, AccountButtonContent } from './AccountButtonContent.js';
import { type ConnectButtonProps, ConnectButtonContent } from './ConnectButtonContent.js';
import type { NetworkButtonProps } from './NetworkButtonContent.js';
import { ShadowHost } from './ShadowHost.js';

export type { AccountButtonProps, ButtonSize, ConnectButtonProps, NetworkButtonProps };
import type { ButtonSize } from './ConnectButtonContent.js';
// Each in its own module: a re-export pulls a button into a bundle only where it is used.
export { AppKitAccountButton } from './AppKitAccountButton.js';
export { AppKitConnectButton } from './AppKitConnectButton.js';
export { AppKitNetworkButton } from './AppKitNetworkButton.js';

export interface AppKitButtonProps extends ConnectButtonProps, Pick<AccountButtonProps, 'balance'> {}

/**
 * AppKit's `<AppKitButton/>`: the connect button while disconnected, the account button once connected.
 * One shadow host for both, so the switch does not rebuild it. Clicking opens the modal.
 */
export function AppKitButton({ balance, ...connect }: AppKitButtonProps) {
  return (
    <ShadowHost>
      <ButtonSwitch balance={balance} {...connect} />
    </ShadowHost>
  );
}

function ButtonSwitch({ balance, ...connect }: AppKitButtonProps) {
  const { isConnected } = useAppKitAccount(
    connect.namespace === undefined ? {} : { namespace: connect.namespace },
  );
  if (!isConnected) return <ConnectButtonContent {...connect} />;
  const { size, disabled, namespace } = connect;
  return <AccountButtonContent balance={balance} size={size} disabled={disabled} namespace={namespace} />;
}
