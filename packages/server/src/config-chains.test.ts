import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTokenList } from './config-chains.js';

describe('parseTokenList', () => {
  it('reads address:symbol:decimals[:name] entries', () => {
    expect(
      parseTokenList(
        '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512:WPUSD:6, 0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0:WPT:18:Walletport Token',
      ),
    ).toEqual([
      { address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', symbol: 'WPUSD', decimals: 6, name: 'WPUSD' },
      {
        address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
        symbol: 'WPT',
        decimals: 18,
        name: 'Walletport Token',
      },
    ]);
    expect(parseTokenList('0x12:X:1')).toMatch(/token address/);
    expect(parseTokenList('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512:X:99')).toMatch(/decimals/);
  });

  it('answers tokens or a problem text, never throws, and round-trips (property)', () => {
    const token = fc.record({
      address: fc.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      symbol: fc.stringMatching(/^[A-Za-z0-9]{1,16}$/),
      decimals: fc.integer({ min: 0, max: 36 }),
      name: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,20}[A-Za-z0-9]$/),
    });
    fc.assert(
      fc.property(fc.array(token, { maxLength: 4 }), (tokens) => {
        const text = tokens.map((t) => `${t.address}:${t.symbol}:${t.decimals}:${t.name}`).join(',');
        expect(parseTokenList(text)).toEqual(tokens);
      }),
    );
    fc.assert(fc.property(fc.string(), (text) => void parseTokenList(text)));
  });
});
