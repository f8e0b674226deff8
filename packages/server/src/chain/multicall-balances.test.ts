import {
  type Address,
  createPublicClient,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  type Hex,
  multicall3Abi,
  numberToHex,
  pad,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeUint256, readAccountBalances } from './multicall-balances.js';

const MULTICALL = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN_A = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const TOKEN_B = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';

type Answer = { success: boolean; returnData: Hex };

/** A client whose node answers aggregate3 with `answers` and counts every request. */
function fakeClient(answers: (calls: readonly { target: Address; callData: Hex }[]) => Answer[]) {
  const requests: { method: string; params: unknown }[] = [];
  const client = createPublicClient({
    transport: custom({
      async request({ method, params }) {
        requests.push({ method, params });
        if (method === 'eth_getBalance') return numberToHex(42n);
        if (method !== 'eth_call') throw new Error(`unexpected ${method}`);
        const [{ data, to }] = params as [{ data: Hex; to: Address }];
        expect(to.toLowerCase()).toBe(MULTICALL.toLowerCase());
        const { functionName, args } = decodeFunctionData({ abi: multicall3Abi, data });
        expect(functionName).toBe('aggregate3');
        const calls = (args as unknown as [readonly { target: Address; callData: Hex }[]])[0];
        return encodeFunctionResult({
          abi: multicall3Abi,
          functionName: 'aggregate3',
          result: answers(calls),
        });
      },
    }),
  });
  return { client, requests };
}

const word = (value: bigint): Hex => pad(numberToHex(value), { size: 32 });

describe('readAccountBalances', () => {
  it('reads the native balance and every token in ONE eth_call to Multicall3', async () => {
    const { client, requests } = fakeClient((calls) => {
      expect(calls.map((call) => call.target)).toEqual([MULTICALL, TOKEN_A, TOKEN_B]);
      const [native, first] = calls;
      expect(decodeFunctionData({ abi: multicall3Abi, data: native!.callData })).toMatchObject({
        functionName: 'getEthBalance',
        args: [OWNER],
      });
      expect(decodeFunctionData({ abi: erc20Abi, data: first!.callData })).toMatchObject({
        functionName: 'balanceOf',
        args: [OWNER],
      });
      return [
        { success: true, returnData: word(10n ** 18n) },
        { success: true, returnData: word(5n) },
        { success: true, returnData: word(0n) },
      ];
    });
    const read = await readAccountBalances(client, {
      multicall3: MULTICALL,
      owner: OWNER,
      tokens: [TOKEN_A, TOKEN_B],
    });
    expect(read).toEqual({ native: 10n ** 18n, tokens: [5n, 0n] });
    expect(requests).toHaveLength(1);
  });

  it('reports a failed or garbled token call as undefined without failing the others', async () => {
    const { client } = fakeClient(() => [
      { success: true, returnData: word(1n) },
      { success: false, returnData: '0x' },
      { success: true, returnData: '0x' },
    ]);
    const read = await readAccountBalances(client, {
      multicall3: MULTICALL,
      owner: OWNER,
      tokens: [TOKEN_A, TOKEN_B],
    });
    expect(read).toEqual({ native: 1n, tokens: [undefined, undefined] });
  });

  it('throws when Multicall3 answers no native balance', async () => {
    const { client } = fakeClient(() => [{ success: true, returnData: '0x' }]);
    await expect(
      readAccountBalances(client, { multicall3: MULTICALL, owner: OWNER, tokens: [] }),
    ).rejects.toThrow(/no native balance/);
  });

  it('without Multicall3 reads only the native balance, with eth_getBalance', async () => {
    const { client, requests } = fakeClient(() => []);
    const read = await readAccountBalances(client, {
      multicall3: undefined,
      owner: OWNER,
      tokens: [TOKEN_A],
    });
    expect(read).toEqual({ native: 42n, tokens: [undefined] });
    expect(requests.map((request) => request.method)).toEqual(['eth_getBalance']);
  });
});

describe('decodeUint256', () => {
  it('decodes exactly one ABI word of a successful call', () => {
    expect(decodeUint256({ success: true, returnData: word(7n) })).toBe(7n);
    expect(decodeUint256({ success: false, returnData: word(7n) })).toBeUndefined();
    expect(decodeUint256({ success: true, returnData: `${word(7n)}00` })).toBeUndefined();
    expect(decodeUint256(undefined)).toBeUndefined();
  });
});
