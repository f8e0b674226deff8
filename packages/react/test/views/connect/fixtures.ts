/** Connector fixtures shared by the wallet views' tests (plain data, no DOM). */
import type { AdapterConnector } from '@walletport/core';

export const ADDRESS = '0x00000000000000000000000000000000000000a1';
const SVG_ICON = 'data:image/svg+xml;base64,PHN2Zy8+';

/** An EIP-6963 wallet as the EVM adapter reports it. */
export function announced(name: string, rdns: string): AdapterConnector {
  return {
    id: rdns,
    name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: SVG_ICON,
    info: { rdns, name, icon: SVG_ICON },
  };
}

export const BROWSER_WALLET: AdapterConnector = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
};
