/** The EIP-4361 message fields the builder and parser tests start from (viem's own SIWE test vector). */
import type { SiwxMessageData } from '../../src/siwx/types.js';

export const ADDRESS = '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e';

export const BASE_MESSAGE_DATA: Readonly<SiwxMessageData> = Object.freeze({
  accountAddress: ADDRESS,
  chainId: 'eip155:1',
  domain: 'example.com',
  uri: 'https://example.com/path',
  version: '1',
  nonce: 'foobarbaz',
  issuedAt: '2023-02-01T00:00:00.000Z',
});
