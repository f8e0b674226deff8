/**
 * The devnet's demo NFT collection (contracts/WalletportCollectibles.sol). Its metadata and images are
 * files of the demo site (apps/demo/public/collectibles/<id>.json and <id>.svg); the contract's tokenURI
 * is baseURI + id + '.json', and the local stack points baseURI at the demo site's port on every start.
 */

/** The demo site's default address (tools/stack's WALLETPORT_DEMO_PORT default 5173). */
const DEFAULT_DEMO_ORIGIN = 'http://127.0.0.1:5173';

export const DEVNET_COLLECTIBLES = {
  name: 'Walletport Collectibles',
  symbol: 'WPC',
  /** The token ids minted on a fresh devnet; each has a metadata file and an image. */
  tokenIds: [1, 2, 3, 4, 5, 6],
  /** Where the metadata lives until the stack says otherwise: the demo site on its default port. */
  defaultBaseUri: `${DEFAULT_DEMO_ORIGIN}/collectibles/`,
} as const;

/** The base URI for a demo site at `origin` (e.g. 'http://127.0.0.1:5173'): '<origin>/collectibles/'. */
export function collectiblesBaseUri(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/collectibles/`;
}

/** The metadata URL the contract answers for `tokenId` under `baseUri`, as tokenURI builds it. */
export function collectibleTokenUri(baseUri: string, tokenId: number | bigint): string {
  return `${baseUri}${tokenId.toString()}.json`;
}
