/**
 * Bundle entry for both deliveries: the extension's MAIN-world content script (extension/dist/inpage.js)
 * and the page script (dist/dev-wallet.js). Running it is the point, so this one file has a side effect.
 */
import { installDevWallet } from '../inpage/install.js';

try {
  installDevWallet(window);
} catch (error) {
  console.error('[walletport dev wallet] could not start', error);
}
