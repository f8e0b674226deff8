import { account } from './messages/account.js';
import { accountAssets } from './messages/account-assets.js';
import { buttons } from './messages/buttons.js';
import { networks } from './messages/networks.js';
import { common } from './messages/common.js';
import { modal } from './messages/modal.js';
import { connect } from './messages/connect.js';
import { connecting } from './messages/connecting.js';
import { wallets } from './messages/wallets.js';
import { walletConnect } from './messages/wallet-connect.js';
import { siwx } from './messages/siwx.js';
import { email } from './messages/email.js';
import { send } from './messages/send.js';
import { swap } from './messages/swap.js';
import { onramp } from './messages/onramp.js';
import { names } from './messages/names.js';
import { multiChain } from './messages/multi-chain.js';
import { social } from './messages/social.js';
import { codeMessages } from './messages/codes-messages.js';
import { codeWalletAlerts } from './messages/codes-wallet-alerts.js';
import type { PluralForms } from './message-format.js';

/**
 * The modal's English strings, area by area (messages/<area>.ts): the source of every key, and what any
 * other locale falls back to until its chunk is here. Only the modal and its views reach this module, so
 * it loads with the modal's chunk; the page's buttons use button-catalog.ts.
 */
export const ENGLISH = {
  ...common,
  ...account,
  ...accountAssets,
  ...networks,
  ...modal,
  ...buttons,
  ...connect,
  ...wallets,
  ...connecting,
  ...walletConnect,
  ...siwx,
  ...email,
  ...send,
  ...swap,
  ...onramp,
  ...names,
  ...multiChain,
  ...social,
  ...codeMessages,
  ...codeWalletAlerts,
} as const;

type English = typeof ENGLISH;
export type MessageKey = keyof English & string;

/**
 * What a locale file (locales/<locale>.ts) must be: every key English has, a text where English has a
 * text and plural forms where English has them. The type check refuses a missing or unknown key; the
 * catalogue test checks each locale's plural categories against Intl.PluralRules and its placeholders.
 */
export type LocaleMessages = {
  readonly [K in MessageKey]: English[K] extends string ? string : PluralForms;
};
export type Messages = LocaleMessages;
