/**
 * `@walletport/core/account-data`: the rules and shapes of the Account area (docs/account.md): the wallet
 * asset shape adapters make from wallet_getAssets (EIP-7811), the token list rules, the transaction list's
 * state machine and the Activity list's rules, and the wallet feature buttons. An entry of its own, so
 * only the code that uses it (the Account view's chunks, an adapter's getAssets chunk) loads it; the page's
 * first JavaScript never does. Types are also re-exported by `@walletport/core/internal`.
 */
export * from './activity/index.js';
export * from './assets/index.js';
export * from './wallet-features/index.js';
