/**
 * The frame page's entry (frame/index.html): wires the real login flow, wallet and UI into the frame app.
 * Everything here is glue; the behaviour lives in frame-app.ts, router.ts and the modules they use.
 */
import { createAuthApi } from './api/auth-api.js';
import { rpcUrlFor } from './config.js';
import { startFrameApp } from './frame-app.js';
import {
  createIdbDeviceStore,
  createLocalSessionStore,
  createLoginFlow,
  createMemoryDeviceStore,
  createMemorySessionStore,
  createMemoryVerifierStore,
  createSessionVerifierStore,
} from './session/index.js';
import { createFrameUi } from './ui/frame-ui.js';
import { applyTheme, DEFAULT_THEME } from './ui/theme.js';
import { describeRequest } from './wallet/describe-request.js';
import { createEvmWallet } from './wallet/evm-wallet.js';

/** Set by the frame build (vite.frame.config.ts) from package.json. */
declare const __WALLETPORT_FRAME_VERSION__: string | undefined;
const FRAME_VERSION =
  typeof __WALLETPORT_FRAME_VERSION__ === 'string' ? __WALLETPORT_FRAME_VERSION__ : '0.0.0-dev';

/**
 * Whether this frame may keep data. A browser that blocks third-party storage (strict privacy settings,
 * some browsers by default) refuses it to the frame, which is third-party on every host page. Then the
 * session and the device share live in memory: logging in works, but only for this page's life, and a
 * new page load asks for the code (and the recovery passphrase) again.
 */
function persistentStorageAllowed(): boolean {
  try {
    return window.localStorage !== null && typeof indexedDB !== 'undefined';
  } catch {
    return false;
  }
}

const themeRoot = document.documentElement;
const root = document.getElementById('wpf-root') ?? document.body.appendChild(document.createElement('main'));
applyTheme(themeRoot, DEFAULT_THEME);

startFrameApp({
  window,
  fetch: globalThis.fetch.bind(globalThis),
  version: FRAME_VERSION,
  createUi: (onLayout) => createFrameUi({ root, themeRoot, onLayout }),
  createFlow: (config) => {
    const persistent = persistentStorageAllowed();
    return createLoginFlow({
      api: createAuthApi({ apiUrl: config.apiUrl, projectId: config.projectId }),
      deviceStore: persistent ? createIdbDeviceStore() : createMemoryDeviceStore(),
      sessionStore: persistent ? createLocalSessionStore(config.projectId) : createMemorySessionStore(),
      socialVerifiers: persistent
        ? createSessionVerifierStore(config.projectId)
        : createMemoryVerifierStore(),
      projectId: config.projectId,
    });
  },
  createWalletFactory: (config) => (session, networks) =>
    createEvmWallet({
      privateKey: session.keys.evm.privateKey,
      rpcUrl: (chainId) => rpcUrlFor(config, chainId),
      networks,
    }),
  describeRequest,
});
