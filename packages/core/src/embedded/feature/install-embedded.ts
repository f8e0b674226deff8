/**
 * The embedded-wallet feature (email and social login). Installed when the app keeps the email feature
 * on or asks for social providers, gives
 * the frame's URL (`embeddedWalletUrl`) and has an adapter that can list the embedded connector. It hands
 * the adapter its handle, restores an earlier login at startup, rejects approvals nobody will answer when
 * the modal closes, mirrors the theme into the frame, puts the visitor's email on the account, and picks up
 * a redirect-mode social login coming back in the address (docs/social-login.md). What it
 * installs is a facade: the service and the frame client load on first need (lazy-embedded-wallet.ts).
 * Embedded auth is limited to eip155 here (the frame derives a Solana key for the Solana adapter).
 */
import { type ChainAdapter, hasCapability } from '../../adapter/index.js';
import type { SyncSource } from '../../connection/index.js';
import { CONNECTOR_IDS } from '../../connectors/index.js';
import type { FeatureContext, InstanceFeature } from '../../feature/index.js';
import type { EmbeddedWalletHandle } from '../handle.js';
import { clearLoginCache } from '../login-cache.js';
import { createLazyEmbeddedWallet } from './lazy-embedded-wallet.js';

const EMBEDDED_NAMESPACE = 'eip155';

type EmbeddedCapableAdapter = ChainAdapter & { setEmbeddedWallet(handle: EmbeddedWalletHandle): void };

/** The adapter that lists the embedded connector, when email or social login can work in this instance. */
export function embeddedAdapter(
  ctx: Pick<FeatureContext, 'options' | 'adapters'>,
): EmbeddedCapableAdapter | undefined {
  const { options } = ctx;
  // Email, or social login (an empty socials list shows nothing, but costs only this facade).
  if (!(options.features.email || options.features.socials) || options.embeddedWalletUrl === undefined)
    return undefined;
  if (typeof window === 'undefined') return undefined;
  const adapter = ctx.adapters[EMBEDDED_NAMESPACE];
  return adapter !== undefined && hasCapability(adapter, 'setEmbeddedWallet') ? adapter : undefined;
}

export const embeddedWalletFeature: InstanceFeature = {
  name: 'embeddedWallet',
  install(ctx) {
    const adapter = embeddedAdapter(ctx);
    const frameUrl = ctx.options.embeddedWalletUrl;
    if (adapter === undefined || frameUrl === undefined) return undefined;
    const wallet = createLazyEmbeddedWallet({
      load: async (store, emit) =>
        (await import('./instance-embedded-wallet.js')).createInstanceEmbeddedWallet({
          ctx,
          frameUrl,
          store,
          emit,
        }),
      clearLoginCache: () => clearLoginCache(ctx.services.storage),
    });
    adapter.setEmbeddedWallet({
      provider: wallet.provider,
      user: () => wallet.store.getState().user,
      signOut: () => wallet.signOut(),
    });

    const sync: SyncSource = {
      async sync({ namespace, chainId }) {
        if (namespace !== EMBEDDED_NAMESPACE) return undefined;
        const wanted = Number(chainId);
        const user = await wallet.restore(Number.isSafeInteger(wanted) && wanted > 0 ? wanted : undefined);
        if (user === undefined) return undefined;
        return adapter.reconnect({ connectorId: CONNECTOR_IDS.AUTH, chainId: user.chainId });
      },
    };
    const stops = [
      // Only a page coming back from a redirect-mode social login loads the code that reads it.
      ctx.onStart(() =>
        /walletport_social_|result_uri=/.test(location.search) ? wallet.resumeSocialRedirect() : undefined,
      ),
      ctx.provideSyncSource('embedded', sync),
      ctx.provideService('embeddedWallet', wallet),
      // The router reloads the auth provider after the Farcaster view is left without an address.
      ctx.addHook('authReload', () => wallet.reload()),
      ctx.services.modal.onClose((info) => {
        if (!info.transactionStackEmpty) return;
        wallet.cancelPending().catch((error: unknown) => {
          ctx.env.logger.error('Could not cancel the embedded wallet requests', { error });
        });
      }),
    ];
    return () => {
      for (const stop of stops) stop();
      wallet.destroy();
    };
  },
};
