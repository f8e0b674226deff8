import { Core } from '@walletconnect/core';
import { SignClient } from '@walletconnect/sign-client';

/**
 * The wallet side of WalletConnect: the sign-client itself (Apache-2.0 up to 2.21.8), not WalletKit, whose
 * releases and the SDK's from 2.21.9 on carry a licence that is not open source.
 */
export type WalletClient = InstanceType<typeof SignClient>;

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

export interface WalletClientOptions {
  relayUrl: string;
  projectId?: string;
  /** The page's origin, sent to dapps as the wallet's url. */
  url: string;
}

/**
 * Vendor calls in @walletconnect/core 2.21.8 that telemetryEnabled: false does not cover:
 * - Verify: on every proposal and request the wallet asks the vendor's verify server (up to 5 s each) unless
 *   the SDK believes it runs under a test runner, recorded in the Verify module's isDevEnv flag. The dev
 *   wallet has no verify server and shows every dapp as unverified anyway, so it sets that flag: Verify
 *   answers at once, without a network call.
 * - The event client's init sends an "INIT" event to the vendor's analytics endpoint whatever
 *   telemetryEnabled says (it checks only for a test runner). SignClient 2.21.8 never calls it (WalletKit
 *   did), and with telemetry off the client keeps and sends no other event; it is still replaced by a no-op
 *   so that nothing reaching it can call out.
 * Both are checked, so an SDK change that renames them is reported instead of silently calling out.
 */
function keepVendorServicesOff(core: InstanceType<typeof Core>): void {
  const verify = core.verify as unknown as { isDevEnv?: unknown };
  if (typeof verify.isDevEnv === 'boolean') verify.isDevEnv = true;
  else console.warn('[dev wallet] @walletconnect/core has no Verify isDevEnv flag: verify lookups stay on');
  if (typeof core.eventClient.init === 'function') core.eventClient.init = async () => undefined;
  else console.warn('[dev wallet] @walletconnect/core has no eventClient.init: the INIT event may be sent');
}

/** A SignClient on its own core: no telemetry, no verify server, no 1 s pause between requests. */
export async function createWalletClient(options: WalletClientOptions): Promise<WalletClient> {
  const core = new Core({
    projectId: options.projectId ?? devProjectId,
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    logger: 'error',
  });
  keepVendorServicesOff(core);
  return SignClient.init({
    core,
    logger: 'error',
    metadata: { ...walletConnectMetadata, url: options.url },
    // The SDK's request queue hands requests over one at a time with a 1 s pause after each answer; the page
    // lists every waiting request itself, so it takes them as they come.
    signConfig: { disableRequestQueue: true },
  });
}
