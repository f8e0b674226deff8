/**
 * Bundle entry of the WalletConnect wallet page (dist/wc.js, loaded by dist/wc.html). Running it is the
 * point, so this one file has a side effect.
 */
import { startWcPage } from '../walletconnect/start-wc-page.js';

startWcPage(window).catch((error: unknown) => {
  console.error('[walletport dev wallet] the WalletConnect page could not start', error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = `The wallet could not start: ${error instanceof Error ? error.message : String(error)}`;
  document.body.replaceChildren(message);
});
