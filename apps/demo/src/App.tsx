import type { CaipNetwork } from '@walletport/core';
import { type AppKit, AppKitButton, AppKitNetworkButton } from '@walletport/react';
import type { DemoConfig } from './config.js';
import { ConfigurationPanel } from './panels/ConfigurationPanel.js';
import { DevWalletHint } from './panels/DevWalletHint.js';
import { WagmiHooksPanel } from './panels/WagmiHooksPanel.js';
import { WalletportHooksPanel } from './panels/WalletportHooksPanel.js';
import type { DemoSettings } from './settings.js';

export interface AppProps {
  appKit: AppKit;
  config: DemoConfig;
  settings: DemoSettings;
  available: readonly CaipNetwork[];
  active: readonly CaipNetwork[];
}

export function App({ appKit, config, settings, available, active }: AppProps) {
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
        <ConfigurationPanel appKit={appKit} settings={settings} available={available} active={active} />
        <div className="columns">
          <WalletportHooksPanel />
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
