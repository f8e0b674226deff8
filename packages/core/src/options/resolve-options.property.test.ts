import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mainnet, solana } from '../networks/index.js';
import { InvalidOptionError } from './invalid-option-error.js';
import { OPTION_NAMES } from './options-schema.js';
import { resolveOptions } from './resolve-options.js';

/** The option at the root of a path such as 'customWallets[0].mobile_link'. */
function rootOf(option: string): string {
  return option.split(/[.[]/)[0] ?? option;
}

/** Either a result, or an InvalidOptionError naming a known option in backticks. */
function expectResolvesOrNamesAnOption(input: unknown): void {
  try {
    resolveOptions(input, { warn: () => {} });
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidOptionError);
    const { option, message } = error as InvalidOptionError;
    expect(OPTION_NAMES).toContain(rootOf(option));
    expect(message).toContain(`\`${rootOf(option)}`);
  }
}

const junk = fc.anything({
  withNullPrototype: true,
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
});
const base = { projectId: 'demo', networks: [mainnet] };

describe('resolveOptions properties', () => {
  it('property: any input resolves or throws an InvalidOptionError naming an option', () => {
    fc.assert(fc.property(junk, expectResolvesOrNamesAnOption));
  });

  it('property: junk in any known option throws only InvalidOptionError naming an option', () => {
    const options = fc.dictionary(fc.constantFrom(...OPTION_NAMES), junk, { maxKeys: 4 });
    fc.assert(
      fc.property(options, (patch) => {
        expectResolvesOrNamesAnOption({ ...base, ...patch });
      }),
    );
  });

  it('property: junk one level down (features, metadata, themeVariables, maps) names the option too', () => {
    const nested = fc.record({
      name: fc.constantFrom(
        'features',
        'metadata',
        'themeVariables',
        'tokens',
        'chainImages',
        'customRpcUrls',
        'defaultAccountTypes',
      ),
      value: fc.dictionary(fc.string(), junk, { maxKeys: 3 }),
    });
    fc.assert(
      fc.property(nested, ({ name, value }) => {
        expectResolvesOrNamesAnOption({ ...base, [name]: value });
      }),
    );
  });

  it('property: junk lists of networks, custom wallets and adapters name the option', () => {
    const lists = fc.record({
      name: fc.constantFrom('networks', 'customWallets', 'adapters'),
      value: fc.array(fc.oneof(junk, fc.dictionary(fc.string(), junk, { maxKeys: 4 })), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(lists, ({ name, value }) => {
        expectResolvesOrNamesAnOption({ ...base, [name]: value });
      }),
    );
  });

  it('property: valid options always resolve, frozen, with the choices kept', () => {
    const valid = fc.record(
      {
        themeMode: fc.constantFrom('light', 'dark'),
        enableInjected: fc.boolean(),
        allWallets: fc.constantFrom('SHOW', 'HIDE', 'ONLY_MOBILE'),
        features: fc.record(
          {
            swaps: fc.boolean(),
            socials: fc.oneof(
              fc.constant(false as const),
              fc.uniqueArray(
                fc.constantFrom('google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'),
              ),
            ),
            connectMethodsOrder: fc.uniqueArray(fc.constantFrom('email', 'social', 'wallet'), {
              minLength: 1,
            }),
          },
          { requiredKeys: [] },
        ),
        networks: fc.shuffledSubarray([mainnet, solana], { minLength: 1 }),
      },
      { requiredKeys: ['networks'] },
    );
    fc.assert(
      fc.property(valid, (options) => {
        const resolved = resolveOptions({ projectId: 'demo', ...options });
        expect(Object.isFrozen(resolved)).toBe(true);
        expect(resolved.themeMode).toBe(options.themeMode ?? 'dark');
        expect(resolved.networks.map((network) => network.caipNetworkId)).toEqual(
          options.networks.map((network) => network.caipNetworkId),
        );
        if (options.features?.socials !== undefined)
          expect(resolved.features.socials).toEqual(options.features.socials);
      }),
    );
  });
});
