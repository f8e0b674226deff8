/**
 * The JSX typings of the elements, checked by the repository's `tsc -p tsconfig.json --noEmit`: the usages
 * below must compile, and every `@ts-expect-error` line must stay an error. At run time the same JSX
 * renders on a server as the plain elements with their attributes.
 */
import type { AppKitButtonAttributes, AppKitElements } from '@walletport/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, expectTypeOf, it } from 'vitest';

describe('JSX typings of the AppKit elements', () => {
  it('accept the attributes AppKit documents', () => {
    const page = (
      <>
        <appkit-button balance="hide" />
        <appkit-button size="sm" label="Connect" loadingLabel="Connecting" disabled namespace="eip155" />
        <appkit-account-button balance="show" disabled namespace="solana" />
        <appkit-connect-button size="md" label="Sign in" loadingLabel="Signing in" />
        <appkit-network-button disabled />
        <w3m-button balance="hide" />
        <appkit-modal class="modal" />
        <appkit-button id="header-button" className="wallet" style={{ marginLeft: 8 }} />
      </>
    );
    const html = renderToStaticMarkup(page);
    expect(html).toContain('<appkit-button balance="hide"></appkit-button>');
    expect(html).toContain('<appkit-network-button disabled=""></appkit-network-button>');
  });

  it('refuse values and attributes the elements do not have', () => {
    const refused = [
      // @ts-expect-error balance is 'show' or 'hide'
      <appkit-button key="balance" balance="maybe" />,
      // @ts-expect-error size is 'md' or 'sm'
      <appkit-connect-button key="size" size="lg" />,
      // @ts-expect-error namespace is a chain namespace Walletport knows
      <appkit-button key="namespace" namespace="tron" />,
      // @ts-expect-error the network button takes no label
      <appkit-network-button key="label" label="Network" />,
      // @ts-expect-error disabled is a boolean
      <appkit-account-button key="disabled" disabled="yes" />,
      // @ts-expect-error a misspelt element stays unknown
      <appkit-buton key="unknown" />,
    ];
    expect(refused).toHaveLength(6);
  });

  it('are exported for apps that wrap the elements', () => {
    expectTypeOf<AppKitElements['appkit-button']>().toExtend<AppKitButtonAttributes>();
    expectTypeOf<AppKitButtonAttributes['balance']>().toEqualTypeOf<'show' | 'hide' | undefined>();
  });
});
