import { mainnet, optimism } from '@walletport/core';
import { describe, expect, it } from 'vitest';
import { networkImageSrc } from '../../../src/views/networks/network-image-src.js';

describe('networkImageSrc', () => {
  it("uses the app's chainImages entry by chain id, as AppKit does", () => {
    expect(networkImageSrc({ chainImages: { '1': 'https://img.example/eth.png' } }, mainnet)).toBe(
      'https://img.example/eth.png',
    );
  });

  it('accepts a CAIP-2 key too', () => {
    expect(networkImageSrc({ chainImages: { 'eip155:10': 'https://img.example/op.png' } }, optimism)).toBe(
      'https://img.example/op.png',
    );
  });

  it("is undefined without an entry, so the network's own image is used", () => {
    expect(networkImageSrc({ chainImages: {} }, mainnet)).toBeUndefined();
  });
});
