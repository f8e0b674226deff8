import { describe, expect, it } from 'vitest';
import { parseOnrampOptions } from '../api/onramp-api.js';
import { localDevnet } from '../networks/local.js';
import { limitsOf, onrampTokensFor } from './onramp-tokens.js';

const devnet = localDevnet({ id: 31337, name: 'Devnet', port: 8545 });
const options = parseOnrampOptions({
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
  purchaseCurrencies: [
    {
      id: 'WPUSD',
      name: 'Walletport USD',
      symbol: 'WPUSD',
      networks: [{ name: 'devnet', display_name: 'Devnet', chain_id: '31337', contract_address: '0xE7f1' }],
    },
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        {
          name: 'devnet',
          display_name: 'Devnet',
          chain_id: '31337',
          contract_address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        },
      ],
    },
    {
      id: 'SOL',
      name: 'Solana',
      symbol: 'SOL',
      networks: [{ name: 'solana', chain_id: '5eykt', contract_address: '' }],
    },
  ],
});

describe('what can be bought on a network', () => {
  it('lists the provider’s tokens on the network, the native token first', () => {
    const tokens = onrampTokensFor(options, devnet);
    expect(tokens.map((token) => [token.symbol, token.address, token.network.name])).toEqual([
      ['ETH', undefined, 'devnet'],
      ['WPUSD', '0xE7f1', 'devnet'],
    ]);
  });

  it('offers nothing on a network the provider does not list', () => {
    expect(onrampTokensFor(options, localDevnet({ id: 31338, name: 'Devnet 2', port: 8546 }))).toEqual([]);
  });

  it('takes the chosen method’s limits, else the first the currency lists', () => {
    const usd = options.paymentCurrencies[0];
    expect(limitsOf(usd, 'card')).toEqual({ id: 'card', min: '10.00', max: '7500.00' });
    expect(limitsOf(usd, 'ach_bank_account')).toEqual({ id: 'card', min: '10.00', max: '7500.00' });
    expect(limitsOf(undefined, 'card')).toBeUndefined();
  });
});
