/**
 * Every view the modal implements, collected from the view folders (each declares itself in its
 * `view.ts`). Core's IMPLEMENTED_VIEW_NAMES is what `open({ view })` accepts; this list must match it
 * exactly: a declaration of a name core does not list fails to compile in `defineView`, a listed name
 * without a declaration fails to compile below, and registry.test.ts checks both ways at run time too.
 */
import type { ImplementedViewName } from '@walletport/core';
import { accountView } from './account/view.js';
import { activityView } from './activity/view.js';
import { allWalletsView } from './all-wallets/view.js';
import { approveTransactionView } from './approve-transaction/view.js';
import { connectView } from './connect/view.js';
import { connectSocialsView } from './connect-socials/view.js';
import { connectingExternalView } from './connecting-external/view.js';
import { connectingFarcasterView } from './connecting-farcaster/view.js';
import { connectingMultiChainView } from './connecting-multi-chain/view.js';
import { connectingSocialView } from './connecting-social/view.js';
import { connectingWalletConnectView } from './connecting-wallet-connect/view.js';
import { connectingWalletConnectBasicView } from './connecting-wallet-connect-basic/view.js';
import { emailVerifyOtpView } from './email-verify-otp/view.js';
import { embeddedWalletKeyView } from './embedded-wallet-key/view.js';
import { networksView } from './networks/view.js';
import { onRampView } from './onramp/view.js';
import { onRampFiatSelectView } from './onramp-fiat-select/view.js';
import { onRampInProgressView } from './onramp-in-progress/view.js';
import { onRampTokenSelectView } from './onramp-token-select/view.js';
import { receiveView } from './receive/view.js';
import { registerAccountNameView } from './register-account-name/view.js';
import { registerAccountNameSuccessView } from './register-account-name-success/view.js';
import { sendView } from './send/view.js';
import { sendPreviewView } from './send-preview/view.js';
import { sendSelectTokenView } from './send-select-token/view.js';
import { siwxSignMessageView } from './siwx-sign-message/view.js';
import { swapView } from './swap/view.js';
import { swapPreviewView } from './swap-preview/view.js';
import { swapSelectTokenView } from './swap-select-token/view.js';
import { unsupportedChainView } from './unsupported-chain/view.js';
import { updateEmailView } from './update-email/view.js';
import { updateEmailPrimaryOtpView } from './update-email-primary-otp/view.js';
import { updateEmailSecondaryOtpView } from './update-email-secondary-otp/view.js';
import type { DeclaredView } from './view-declaration.js';

const DECLARED = [
  connectView,
  allWalletsView,
  connectingExternalView,
  connectingMultiChainView,
  connectingWalletConnectView,
  connectingWalletConnectBasicView,
  accountView,
  networksView,
  unsupportedChainView,
  siwxSignMessageView,
  approveTransactionView,
  emailVerifyOtpView,
  embeddedWalletKeyView,
  connectSocialsView,
  connectingSocialView,
  connectingFarcasterView,
  updateEmailView,
  updateEmailPrimaryOtpView,
  updateEmailSecondaryOtpView,
  activityView,
  sendView,
  sendSelectTokenView,
  sendPreviewView,
  receiveView,
  swapView,
  swapSelectTokenView,
  swapPreviewView,
  onRampView,
  onRampFiatSelectView,
  onRampTokenSelectView,
  onRampInProgressView,
  registerAccountNameView,
  registerAccountNameSuccessView,
] as const;

// Compile-time completeness: names core lists as implemented but no folder declares. Must be `never`.
type Undeclared = Exclude<ImplementedViewName, (typeof DECLARED)[number]['name']>;
const everyImplementedViewIsDeclared: [Undeclared] extends [never] ? true : Undeclared = true;
void everyImplementedViewIsDeclared;

/** The declarations, in the order the docs list them. */
export const VIEW_DECLARATIONS: readonly DeclaredView[] = DECLARED;

const BY_NAME: ReadonlyMap<string, DeclaredView> = new Map(
  VIEW_DECLARATIONS.map((declaration) => [declaration.name, declaration]),
);

/** The declaration of `name`, or undefined for a planned view without a screen (or an unknown name). */
export function viewDeclaration(name: string): DeclaredView | undefined {
  return BY_NAME.get(name);
}
