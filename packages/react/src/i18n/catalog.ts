import { account } from './messages/account.js';
import { buttons } from './messages/buttons.js';
import { networks } from './messages/networks.js';
import { common } from './messages/common.js';
import { modal } from './messages/modal.js';
import { connect } from './messages/connect.js';
import { connecting } from './messages/connecting.js';
import { wallets } from './messages/wallets.js';
import { walletConnect } from './messages/wallet-connect.js';
import { siwx } from './messages/siwx.js';
import { codeMessages } from './messages/codes-messages.js';
import { codeWalletAlerts } from './messages/codes-wallet-alerts.js';
import { type AreaKey, defineAreas, mergeAreas } from './areas.js';
import type { Locale } from './locale.js';

export { type Locale, SUPPORTED_LOCALES } from './locale.js';

/**
 * Every area's strings: the modal's catalogue. Only the modal and its views reach this module, so it
 * loads with the modal's chunk; the buttons on the page use button-catalog.ts. Adding an area: create
 * messages/<area>.ts with `en` and every other locale, then list it here; the type check refuses a
 * locale that misses a key English has.
 */
const AREAS = /* @__PURE__ */ defineAreas([
  common,
  account,
  networks,
  modal,
  buttons,
  connect,
  wallets,
  connecting,
  walletConnect,
  siwx,
  codeMessages,
  codeWalletAlerts,
]);

export type MessageKey = AreaKey<typeof AREAS>;
export type Messages = Readonly<Record<MessageKey, string>>;

export function messagesFor(locale: Locale): Messages {
  return mergeAreas(AREAS, locale);
}
