import { type IWalletKit, WalletKit } from '@reown/walletkit';
import { Core } from '@walletconnect/core';

/** Shown to dapps as the wallet's identity in the session. */
export const walletConnectMetadata = {
  name: 'Walletport Dev Wallet',
  description: 'Development wallet for local devnets (public test keys).',
  icons: [] as string[],
};

/**
 * The relay takes any project id (tools/relay accepts every query); the SDK only puts it on the URL. A real
 * relay needs a real one, hence the option.
 */
export const devProjectId = 'walletport-dev-wallet';

export interface WalletKitOptions {
  relayUrl: string;
  projectId?: string;
  /** The page's origin, sent to dapps as the wallet's url. */
  url: string;
}

/**
 * Two vendor calls that telemetryEnabled: false does not stop in @walletconnect/core 2.25 / walletkit 1.6:
 * - Verify: on every proposal and request the wallet asks the vendor's verify server (up to 5 s each) unless
 *   the SDK believes it runs under a test runner, recorded in the Verify module's isDevEnv flag. The dev
 *   wallet has no verify server and shows every dapp as unverified anyway, so it sets that flag: Verify
 *   answers at once, without a network call.
 * - WalletKit.init sends an "INIT" event to the vendor's analytics endpoint whatever telemetryEnabled says
 *   (the event client checks only for a test runner). The dev wallet sends no analytics: that one call is
 *   replaced by a no-op.
 * Both are checked, so an SDK upgrade that renames them is reported instead of silently calling out.
 */
function keepVendorServicesOff(core: InstanceType<typeof Core>): void {
  const verify = core.verify as unknown as { isDevEnv?: unknown };
  if (typeof verify.isDevEnv === 'boolean') verify.isDevEnv = true;
  else console.warn('[dev wallet] @walletconnect/core has no Verify isDevEnv flag: verify lookups stay on');
  if (typeof core.eventClient.init === 'function') core.eventClient.init = async () => undefined;
  else console.warn('[dev wallet] @walletconnect/core has no eventClient.init: the INIT event may be sent');
}

/** A WalletKit on its own core: no telemetry, no verify server, no 1 s pause between requests. */
export async function createWalletKit(options: WalletKitOptions): Promise<IWalletKit> {
  const core = new Core({
    projectId: options.projectId ?? devProjectId,
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    logger: 'error',
  });
  keepVendorServicesOff(core);
  return WalletKit.init({
    core,
    metadata: { ...walletConnectMetadata, url: options.url },
    // The SDK's request queue hands requests over one at a time with a 1 s pause after each answer; the page
    // lists every waiting request itself, so it takes them as they come.
    signConfig: { disableRequestQueue: true },
  });
}
