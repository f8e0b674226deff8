import { type ChainNamespace, isKnownNamespace } from '@walletport/core/internal';
import type {
  AccountButtonProps,
  AppKitButtonProps,
  ButtonSize,
  ConnectButtonProps,
  NetworkButtonProps,
} from '../components/buttons.js';
import type { ButtonKind } from './element-names.js';

/** The props of the React button an element renders, by kind. */
export type ElementButtonProps =
  | { kind: ''; props: AppKitButtonProps }
  | { kind: 'account-'; props: AccountButtonProps }
  | { kind: 'connect-'; props: ConnectButtonProps }
  | { kind: 'network-'; props: NetworkButtonProps };

/** Only what reads as an attribute: the element interface this needs, so plain objects can stand in. */
interface AttributeSource {
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/**
 * Reads an element's attributes the way AppKit's elements do: `disabled` is on when present (as with Lit's
 * boolean attributes), except for the value "false", which React 18 writes for `disabled={false}` on a
 * custom element; an unknown `size`, `balance` or `namespace` falls back to the
 * button's default rather than reaching it; `label` and `loadingLabel` are taken as written. Each kind
 * gets the props its React button takes; undefined ones leave that button's defaults in place.
 */
export function readElementProps(element: AttributeSource, kind: ButtonKind): ElementButtonProps {
  const disabled = element.hasAttribute('disabled') && element.getAttribute('disabled') !== 'false';
  const size = oneOf<ButtonSize>(element.getAttribute('size'), ['md', 'sm']);
  const balance = oneOf(element.getAttribute('balance'), ['show', 'hide'] as const);
  const namespaceValue = element.getAttribute('namespace');
  const namespace: ChainNamespace | undefined = isKnownNamespace(namespaceValue) ? namespaceValue : undefined;
  const label = element.getAttribute('label') ?? undefined;
  const loadingLabel = element.getAttribute('loadinglabel') ?? undefined;
  switch (kind) {
    case '':
      return { kind, props: { disabled, size, balance, namespace, label, loadingLabel } };
    case 'account-':
      return { kind, props: { disabled, size, balance, namespace } };
    case 'connect-':
      return { kind, props: { disabled, size, namespace, label, loadingLabel } };
    case 'network-':
      return { kind, props: { disabled, size } };
  }
}
