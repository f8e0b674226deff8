/**
 * Planned versus implemented views. `ViewParams` (views.ts) names every view the product plans, so flows
 * and tests can be written against the whole map; only some of them have a screen yet. This list is the
 * views the Walletport modal can show today, and the public `open({ view })` accepts only these: at
 * compile time through `OpenableView`, at run time through `createPublicOpen` (public-open.ts).
 *
 * The React package declares one view per folder and its registry must match this list exactly (checked
 * by the compiler and by packages/react/test/views/registry.test.ts); adding a screen means adding its
 * name here too, deliberately.
 */
import type { View, ViewName } from './views.js';

export const IMPLEMENTED_VIEW_NAMES = Object.freeze([
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingMultiChain',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'Account',
  'Networks',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'EmailVerifyOtp',
  'EmbeddedWalletKey',
  'ConnectSocials',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'UpdateEmail',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'Activity',
  'Send',
  'SendSelectToken',
  'SendPreview',
  'Receive',
  'OnRamp',
  'OnRampFiatSelect',
  'OnRampTokenSelect',
  'OnRampInProgress',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
] as const satisfies readonly ViewName[]);

/** A view the modal can show today. */
export type ImplementedViewName = (typeof IMPLEMENTED_VIEW_NAMES)[number];

/** A view `open({ view })` accepts: an implemented one, with its typed params. */
export type OpenableView = View<ImplementedViewName>;

type NameWithoutRequiredParams<V> = V extends { readonly params: unknown }
  ? never
  : V extends { readonly name: infer N }
    ? N
    : never;

/** The views `open` also takes by name alone, as AppKit's `open({ view: 'Networks' })` does. */
export type OpenableViewName = NameWithoutRequiredParams<OpenableView>;

const IMPLEMENTED: ReadonlySet<string> = new Set(IMPLEMENTED_VIEW_NAMES);

export function isImplementedView(name: unknown): name is ImplementedViewName {
  return typeof name === 'string' && IMPLEMENTED.has(name);
}

/**
 * Why a requested view cannot be opened, or undefined when it can (or none was requested). The value
 * comes from app code that may be untyped JavaScript, so anything is checked, not just the name.
 */
export function unavailableViewOf(requested: unknown): string | undefined {
  if (requested === undefined) return undefined;
  const name =
    typeof requested === 'object' && requested !== null ? (requested as { name?: unknown }).name : undefined;
  if (isImplementedView(name)) return undefined;
  return typeof name === 'string' ? name : String(name);
}
