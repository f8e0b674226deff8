/**
 * Bundle entry of the extension's second content script (extension/dist/bridge.js), in the ISOLATED world:
 * reads stack-config.json from the extension's folder, where `npm start` writes the devnet's RPC URLs, and
 * hands the text to the wallet in the page's world (stack-config-bridge.ts). Chromium reads an unpacked
 * extension's files from disk on every request, so a stack started on other ports needs no extension reload.
 */
import { startStackConfigBridge } from '../inpage/stack-config-bridge.js';
import { stackConfigFileName } from '../inpage/stack-config.js';

// Only this call of the extension API is used; the types of the whole API are not worth a dependency.
declare const chrome: { runtime: { getURL(path: string): string } };

startStackConfigBridge(window, async () => {
  try {
    const response = await fetch(chrome.runtime.getURL(stackConfigFileName), { cache: 'no-store' });
    return response.ok ? await response.text() : null;
  } catch {
    // No file: the stack is not running (it removes the file when it stops) or was never started.
    return null;
  }
});
