/**
 * Bundled artwork (`@walletport/core/artwork`): real wallet, network and native token marks for what has
 * no image of its own, as standalone SVGs or `data:image/svg+xml` URIs. Synchronous and complete, for
 * servers and tools. A browser bundle should import `@walletport/core/artwork/wallets`,
 * `@walletport/core/artwork/networks` and `@walletport/core/artwork/tokens` dynamically instead, so each
 * set is a lazy chunk of its own.
 *
 * Third-party marks: "Web3 Icons" by 0xa3k5 (MIT), see THIRD_PARTY_NOTICES.md; the devnet and dev wallet
 * marks are our own.
 */
export { networkArtwork, networkArtworkIds, networkArtworkSvg } from './networks.js';
export { tokenArtwork, tokenArtworkSvg, tokenArtworkSymbols } from './tokens.js';
export { walletArtwork, walletArtworkIds, walletArtworkSvg } from './wallets.js';
