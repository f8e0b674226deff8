/**
 * JSX typings of the button elements createAppKit defines, so `<appkit-button balance="hide" />` type-checks
 * in an app's TSX as it does with AppKit. They reach a consumer through `@walletport/react`'s own
 * declarations: the entry exports these types, which makes the compiler load this file and the `react`
 * augmentation below with it, under `strict` and without `skipLibCheck`.
 *
 * React 19 sets an attribute for each prop of a custom element that has no property of that name (these
 * elements define none): `disabled={true}` becomes `disabled=""`, `disabled={false}` removes it, and
 * `loadingLabel` arrives as the `loadinglabel` attribute, which is what the elements read.
 */
import type { ChainNamespace } from '@walletport/core';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** `<appkit-network-button>` (and `<w3m-network-button>`). */
export interface AppKitNetworkButtonAttributes {
  disabled?: boolean;
  /** Walletport's addition: the smaller button, as the React component offers. */
  size?: 'md' | 'sm';
}

/** `<appkit-account-button>` (and `<w3m-account-button>`). */
export interface AppKitAccountButtonAttributes extends AppKitNetworkButtonAttributes {
  /** 'hide' leaves the balance out (and never fetches it). */
  balance?: 'show' | 'hide';
  /** That namespace's account instead of the active one. */
  namespace?: ChainNamespace;
}

/** `<appkit-connect-button>` (and `<w3m-connect-button>`). */
export interface AppKitConnectButtonAttributes extends AppKitNetworkButtonAttributes {
  /** The text while idle; 'Connect Wallet' in the instance's locale by default. */
  label?: string;
  /** The text while a connection is under way; 'Connecting…' by default. */
  loadingLabel?: string;
  /** Lists only this namespace's wallets in the modal. */
  namespace?: ChainNamespace;
}

/** `<appkit-button>` (and `<w3m-button>`): the connect button, or the account button once connected. */
export interface AppKitButtonAttributes
  extends AppKitConnectButtonAttributes,
    AppKitAccountButtonAttributes {}

/** Props of an element in JSX: the element's attributes plus what every HTML element takes (id, className, ref …). */
export type AppKitElementProps<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Attributes;

/** Every element createAppKit defines, and `<appkit-modal>`, the host an app places with `disableAppend`. */
export interface AppKitElements {
  'appkit-button': AppKitElementProps<AppKitButtonAttributes>;
  'appkit-account-button': AppKitElementProps<AppKitAccountButtonAttributes>;
  'appkit-connect-button': AppKitElementProps<AppKitConnectButtonAttributes>;
  'appkit-network-button': AppKitElementProps<AppKitNetworkButtonAttributes>;
  'w3m-button': AppKitElementProps<AppKitButtonAttributes>;
  'w3m-account-button': AppKitElementProps<AppKitAccountButtonAttributes>;
  'w3m-connect-button': AppKitElementProps<AppKitConnectButtonAttributes>;
  'w3m-network-button': AppKitElementProps<AppKitNetworkButtonAttributes>;
  /** AppKit types `class` on it; React 19 passes it to a custom element as the attribute. */
  'appkit-modal': AppKitElementProps<{ class?: string }>;
}

declare module 'react' {
  // React 19 reads intrinsic elements from React.JSX; React 18's global JSX extends the same interface.
  namespace JSX {
    interface IntrinsicElements extends AppKitElements {}
  }
}
