import {
  type AppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitState,
  useWalletInfo,
} from '@walletport/react';
import { HookOutput } from '../components/KeyValueRows.js';
import { rowsOf } from '../describe-value.js';
import { SiwxSessionOutput } from './SiwxSessionOutput.js';

/** What Walletport's own hooks return right now, the way an app reads them. */
export function WalletportHooksPanel({ appKit }: { appKit: AppKit }) {
  const account = useAppKitAccount();
  const { caipNetwork, ...network } = useAppKitNetwork();
  const state = useAppKitState();
  const { walletInfo } = useWalletInfo();
  return (
    <section className="card" aria-labelledby="walletport-hooks-title">
      <h2 id="walletport-hooks-title">Walletport hooks</h2>
      <p className="muted small">Live output of the hooks from @walletport/react.</p>
      <div className="hooks">
        <HookOutput name="useAppKitAccount()" rows={rowsOf(account)} />
        <HookOutput
          name="useAppKitNetwork()"
          // The full network object is long; its name is what a reader looks for.
          rows={rowsOf({ ...network, caipNetwork: caipNetwork?.name })}
        />
        <HookOutput name="useAppKitState()" rows={rowsOf(state)} />
        <HookOutput name="useWalletInfo()" rows={rowsOf(walletInfo ?? { walletInfo: undefined })} />
        {appKit.services.siwx === undefined ? null : <SiwxSessionOutput appKit={appKit} />}
      </div>
    </section>
  );
}
