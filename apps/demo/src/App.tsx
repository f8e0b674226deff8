import type { CaipNetwork } from '@walletport/core';
import { type AppKit, AppKitButton, AppKitNetworkButton } from '@walletport/react';
import type { DemoConfig } from './config.js';
import { ConfigurationPanel } from './panels/ConfigurationPanel.js';
import { DevWalletHint } from './panels/DevWalletHint.js';
import { SendTransactionPanel } from './panels/SendTransactionPanel.js';
import { SignMessagePanel } from './panels/SignMessagePanel.js';
import { WagmiHooksPanel } from './panels/WagmiHooksPanel.js';
import { WalletportHooksPanel } from './panels/WalletportHooksPanel.js';
import type { DemoSettings } from './settings.js';
import type { DemoSiwxKind } from './siwx.js';

export interface AppProps {
  appKit: AppKit;
  config: DemoConfig;
  settings: DemoSettings;
  available: readonly CaipNetwork[];
  active: readonly CaipNetwork[];
  /** Where sign-in is checked; undefined when sign-in is off. */
  siwxKind: DemoSiwxKind | undefined;
}

export function App({ appKit, config, settings, available, active, siwxKind }: AppProps) {
  return (
    <>
      <header className="top">
        <h1 className="brand">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          Walletport demo
        </h1>
        <div className="top-actions">
          <AppKitNetworkButton />
          <AppKitButton />
        </div>
      </header>
      <main>
        <DevWalletHint config={config} />
        <ConfigurationPanel
          appKit={appKit}
          settings={settings}
          available={available}
          active={active}
          siwxKind={siwxKind}
        />
        <SignMessagePanel />
        <SendTransactionPanel />
        <div className="columns">
          <WalletportHooksPanel appKit={appKit} />
          <WagmiHooksPanel />
        </div>
      </main>
      <footer className="bottom muted small">
        Walletport runs here against the local devnet only. The dev wallet’s keys are public: never send real
        funds to them.
      </footer>
    </>
  );
}
