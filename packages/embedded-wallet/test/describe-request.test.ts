/** What approvals show: decoded transfers and approvals, typed data rows, messages, warnings. */
import type { FrameNetwork } from '@walletport/core/embedded-protocol';
import fc from 'fast-check';
import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, parseEther, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { describeRequest } from '../src/frame/wallet/describe-request.js';

const POLYGON: FrameNetwork = {
  chainId: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
};
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TOKEN = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const SPENDER = '0x000000000000000000000000000000000000bEEF';

function tx(fields: Record<string, unknown>) {
  return [{ from: ACCOUNT, ...fields }];
}

describe('describeRequest: transactions', () => {
  it('a plain transfer shows recipient and value in the network currency', () => {
    const summary = describeRequest(
      'eth_sendTransaction',
      tx({ to: SPENDER, value: toHex(parseEther('1.5')) }),
      POLYGON,
    );
    expect(summary).toEqual({
      title: 'Send POL',
      rows: [
        { label: 'Network', value: 'Polygon' },
        { label: 'To', value: SPENDER },
        { label: 'Value', value: '1.5 POL' },
      ],
      warnings: [],
    });
  });

  it('uses the network decimals', () => {
    const sixDecimals = { ...POLYGON, nativeCurrency: { name: 'X', symbol: 'X', decimals: 6 } };
    expect(
      describeRequest('eth_sendTransaction', tx({ to: SPENDER, value: '0x1e8480' }), sixDecimals).rows,
    ).toContainEqual({
      label: 'Value',
      value: '2 X',
    });
  });

  it('decodes an ERC-20 transfer', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SPENDER, 1234n] });
    const summary = describeRequest('eth_sendTransaction', tx({ to: TOKEN, data }), POLYGON);
    expect(summary.title).toBe('Send tokens');
    expect(summary.rows).toEqual([
      { label: 'Network', value: 'Polygon' },
      { label: 'Token contract', value: TOKEN },
      { label: 'Recipient', value: SPENDER },
      { label: 'Amount', value: '1234 (base units)' },
    ]);
    expect(summary.warnings).toEqual([]);
  });

  it('an unlimited ERC-20 approval carries a warning; a limited one does not; zero is a revoke', () => {
    const approve = (amount: bigint) =>
      describeRequest(
        'eth_sendTransaction',
        tx({
          to: TOKEN,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, amount] }),
        }),
        POLYGON,
      );
    const unlimited = approve(maxUint256);
    expect(unlimited.title).toBe('Approve token spending');
    expect(unlimited.rows).toContainEqual({ label: 'Allowance', value: 'Unlimited' });
    expect(unlimited.warnings).toEqual([
      `Unlimited approval: ${SPENDER} can move all of this token from your account, now and later`,
    ]);
    const limited = approve(500n);
    expect(limited.rows).toContainEqual({ label: 'Allowance', value: '500 (base units)' });
    expect(limited.warnings).toEqual([]);
    expect(approve(0n).title).toBe('Revoke token approval');
  });

  it('setApprovalForAll is an approval of a whole collection, with a warning', () => {
    const data = encodeFunctionData({
      abi: parseAbi(['function setApprovalForAll(address operator, bool approved)']),
      functionName: 'setApprovalForAll',
      args: [SPENDER, true],
    });
    const summary = describeRequest('eth_sendTransaction', tx({ to: TOKEN, data }), POLYGON);
    expect(summary.title).toBe('Approve all items of a collection');
    expect(summary.warnings).toHaveLength(1);
  });

  it('unknown calldata shows the selector and the byte count, plus any value', () => {
    const summary = describeRequest(
      'eth_sendTransaction',
      tx({ to: TOKEN, data: '0x12345678aabbccdd', value: '0x1' }),
      POLYGON,
    );
    expect(summary.title).toBe('Contract call');
    expect(summary.rows).toEqual([
      { label: 'Network', value: 'Polygon' },
      { label: 'Contract', value: TOKEN },
      { label: 'Function', value: '0x12345678' },
      { label: 'Data', value: '8 bytes' },
      { label: 'Value', value: '0.000000000000000001 POL' },
    ]);
    expect(summary.warnings).toHaveLength(1);
  });

  it('a contract deployment and an unknown network are flagged', () => {
    const summary = describeRequest('eth_sendTransaction', tx({ data: '0x6080' }), undefined);
    expect(summary.title).toBe('Deploy a contract');
    expect(summary.rows).toContainEqual({ label: 'Value', value: '0 wei' });
    expect(summary.warnings).toEqual([
      'The network of this request is not one of the app’s networks',
      'This deploys a new contract from this account',
    ]);
  });

  it('a request for another chain than the network shown is flagged', () => {
    expect(
      describeRequest('eth_sendTransaction', tx({ to: SPENDER, chainId: '0x1' }), POLYGON).warnings,
    ).toEqual(['The request is for chain 1, not Polygon']);
    const calls = describeRequest(
      'wallet_sendCalls',
      [{ chainId: '0x1', calls: [{ to: SPENDER }] }],
      POLYGON,
    );
    expect(calls.warnings).toEqual(['The request is for chain 1, not Polygon']);
  });

  it('wallet_sendCalls lists each call and says the calls are not atomic', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] });
    const summary = describeRequest(
      'wallet_sendCalls',
      [
        {
          version: '2.0.0',
          chainId: '0x89',
          atomicRequired: false,
          calls: [
            { to: TOKEN, data },
            { to: SPENDER, value: '0x0de0b6b3a7640000' },
          ],
        },
      ],
      POLYGON,
    );
    expect(summary.title).toBe('Send 2 calls');
    expect(summary.rows).toContainEqual({ label: 'Call 1', value: 'Approve token spending' });
    expect(summary.rows).toContainEqual({ label: 'Call 2', value: 'Send POL' });
    expect(summary.rows).toContainEqual({ label: '2. Value', value: '1 POL' });
    expect(summary.warnings[0]).toMatch(/^Call 1: Unlimited approval/);
    expect(summary.warnings.at(-1)).toMatch(/one after another/);
  });
});

describe('describeRequest: messages', () => {
  it('personal_sign shows UTF-8 text, whether sent as hex or as text', () => {
    const fromHex = describeRequest(
      'personal_sign',
      [toHex('Sign in to Example\nNonce: 1'), ACCOUNT],
      POLYGON,
    );
    expect(fromHex).toEqual({
      title: 'Sign message',
      rows: [
        { label: 'Network', value: 'Polygon' },
        { label: 'Account', value: ACCOUNT },
      ],
      message: 'Sign in to Example\nNonce: 1',
      warnings: [],
    });
    expect(describeRequest('personal_sign', ['plain text', ACCOUNT], POLYGON).message).toBe('plain text');
  });

  it('personal_sign shows bytes that are not text as hex, with a warning', () => {
    const summary = describeRequest('personal_sign', ['0xdeadbeef00', ACCOUNT], POLYGON);
    expect(summary.message).toBe('0xdeadbeef00');
    expect(summary.warnings).toHaveLength(1);
  });

  it('typed data: domain rows, nested message rows, and permit warnings', () => {
    const permit = {
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: TOKEN },
      message: {
        owner: ACCOUNT,
        spender: SPENDER,
        value: maxUint256.toString(),
        nonce: 0,
        deadline: 1_900_000_000,
      },
    };
    const summary = describeRequest('eth_signTypedData_v4', [ACCOUNT, JSON.stringify(permit)], POLYGON);
    expect(summary.title).toBe('Sign typed data');
    expect(summary.typedData?.primaryType).toBe('Permit');
    expect(summary.typedData?.domain).toEqual([
      { label: 'name', value: 'USD Coin' },
      { label: 'version', value: '2' },
      { label: 'chainId', value: '1' },
      { label: 'verifyingContract', value: TOKEN },
    ]);
    expect(summary.typedData?.message[1]).toEqual({ label: 'spender', value: SPENDER });
    expect(summary.warnings).toEqual([
      'The signature is for chain 1, not Polygon',
      `This signature is a token permit: ${SPENDER} can move your tokens without another approval`,
      'The permit is for an unlimited amount',
    ]);
  });

  it('typed data structs and arrays become nested rows', () => {
    const data = {
      types: {
        Person: [{ name: 'name', type: 'string' }],
        Group: [
          { name: 'lead', type: 'Person' },
          { name: 'members', type: 'Person[]' },
        ],
      },
      primaryType: 'Group',
      domain: { name: 'Groups' },
      message: { lead: { name: 'Ada' }, members: [{ name: 'Grace' }, { name: 'Linus' }] },
    };
    const summary = describeRequest('eth_signTypedData_v4', [ACCOUNT, data], POLYGON);
    expect(summary.typedData?.message).toEqual([
      { label: 'lead', rows: [{ label: 'name', value: 'Ada' }] },
      {
        label: 'members',
        rows: [
          { label: '[0]', rows: [{ label: 'name', value: 'Grace' }] },
          { label: '[1]', rows: [{ label: 'name', value: 'Linus' }] },
        ],
      },
    ]);
    expect(summary.warnings).toEqual([]);
  });
});

describe('describeRequest: anything else', () => {
  it('names unsupported methods with the reason', () => {
    expect(describeRequest('eth_sendUserOperation', [{}], POLYGON)).toEqual({
      title: 'Unsupported request',
      rows: [{ label: 'Method', value: 'eth_sendUserOperation' }],
      warnings: ['Smart accounts are not available yet'],
    });
    expect(describeRequest('solana_signTransaction', [{}], POLYGON).warnings).toEqual([
      'Solana signing is not available yet',
    ]);
  });

  it('never throws, whatever the params', () => {
    const methods = [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_sendCalls',
      'eth_call',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...methods),
        fc.anything(),
        fc.option(fc.constant(POLYGON), { nil: undefined }),
        (method, params, network) => {
          const summary = describeRequest(method, params, network);
          expect(typeof summary.title).toBe('string');
          expect(Array.isArray(summary.warnings)).toBe(true);
        },
      ),
    );
    expect(describeRequest('eth_sendTransaction', [{ to: 'nope' }], POLYGON).warnings[0]).toMatch(
      /could not be read/,
    );
  });
});
