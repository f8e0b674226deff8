/**
 * Which sign-in sections the Connect view shows, in which order. Core decides the order (docs/options.md:
 * email, social, wallet; wallet first when injected wallets exist; the app's connectMethodsOrder wins);
 * a method shows only when its feature is on and the modal has a section that implements it here: email
 * where the instance has an embedded wallet, social where the server also offers one of the app's
 * providers.
 */
import { type ConnectMethod, getConnectMethodsOrder, type ResolvedFeatures } from '@walletport/core/internal';

export interface ConnectMethodsInput {
  features: ResolvedFeatures;
  /** The app's `enableWallets` (false hides every wallet option). */
  enableWallets: boolean;
  hasInjectedWallets: boolean;
  /** Methods the modal has a section for. */
  implemented: ReadonlySet<ConnectMethod>;
}

function isEnabled(method: ConnectMethod, input: ConnectMethodsInput): boolean {
  switch (method) {
    case 'email':
      return input.features.email;
    case 'social':
      return input.features.socials !== false && input.features.socials.length > 0;
    case 'wallet':
      return input.enableWallets;
  }
}

export function visibleConnectMethods(input: ConnectMethodsInput): ConnectMethod[] {
  return getConnectMethodsOrder({
    options: { features: input.features },
    hasInjectedWallets: input.hasInjectedWallets,
  }).filter((method) => input.implemented.has(method) && isEnabled(method, input));
}
