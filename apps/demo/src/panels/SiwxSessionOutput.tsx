import type { SiwxState } from '@walletport/core/internal';
import type { AppKit } from '@walletport/react';
import { useSyncExternalStore } from 'react';
import { HookOutput } from '../components/KeyValueRows.js';
import { rowsOf } from '../describe-value.js';

/** The SIWX session the instance holds (appKit.stores.siwx): signed in as whom, on which chain. */
export function SiwxSessionOutput({ appKit }: { appKit: AppKit }) {
  const store = appKit.stores.siwx;
  const state: SiwxState = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const session = state.session?.data;
  return (
    <div className="hook">
      <p className="siwx-summary" data-testid="siwx-summary">
        {state.status === 'signed-in' && session
          ? `Signed in as ${session.accountAddress} on chain ${session.chainId}`
          : 'Not signed in'}
      </p>
      <HookOutput
        name="appKit.stores.siwx"
        rows={rowsOf({
          status: state.status,
          address: session?.accountAddress,
          chainId: session?.chainId,
          domain: session?.domain,
          issuedAt: session?.issuedAt,
          error: state.error,
        })}
      />
    </div>
  );
}
