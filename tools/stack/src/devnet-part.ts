// What the stack sets on the devnet at every start: the price feeds' answers and where the collection's
// metadata lives. The demo site's port can change (WALLETPORT_DEMO_PORT), so the base URI follows it.
import {
  collectiblesBaseUri,
  DEVNET_DEFAULT_PRICES,
  type DevnetPriceAnswers,
  setCollectiblesBaseUri,
  setDevnetPrices,
} from '@walletport/devnet';

export async function configureDevnetForDemo(options: {
  chains: readonly { rpcUrl: string }[];
  /** The demo site's origin, e.g. http://127.0.0.1:5173: its /collectibles/ folder holds the metadata. */
  demoOrigin: string;
  prices?: DevnetPriceAnswers;
}): Promise<void> {
  const prices = options.prices ?? DEVNET_DEFAULT_PRICES;
  const baseUri = collectiblesBaseUri(options.demoOrigin);
  // One after the other on each chain: both are sent by the contracts' owner and take its next nonce.
  await Promise.all(
    options.chains.map(async (chain) => {
      await setDevnetPrices(chain.rpcUrl, prices);
      await setCollectiblesBaseUri(chain.rpcUrl, baseUri);
    }),
  );
}
