/** Validation of `features` and its merge over the defaults. */
import * as z from './mini-schema.js';
import {
  CONNECT_METHODS,
  CONNECTOR_TYPE_ORDER,
  type ConnectMethod,
  DEFAULT_FEATURES,
  type ResolvedFeatures,
  SOCIAL_PROVIDERS,
  WALLET_FEATURES,
  type WalletFeature,
} from './features.js';
import { invalidOption } from './invalid-option-error.js';
import { orderList, uniqueList } from './leaf-schemas.js';

const SWITCHES = Object.freeze([
  'swaps',
  'onramp',
  'receive',
  'send',
  'email',
  'emailShowWallets',
  'history',
  'analytics',
  'allWallets',
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
  'pay',
] as const);

export const connectMethodsOrderSchema = orderList(CONNECT_METHODS);
export const walletFeaturesOrderSchema = orderList(WALLET_FEATURES);

const switchShape = Object.fromEntries(SWITCHES.map((name) => [name, z.optional(z.boolean())])) as {
  [Name in (typeof SWITCHES)[number]]: z.OptionalSchema<boolean>;
};

export const featuresSchema = z.object({
  ...switchShape,
  socials: z.optional(
    z.union([z.literal(false), uniqueList(SOCIAL_PROVIDERS)], {
      error: 'expected false or a list of social providers',
    }),
  ),
  connectMethodsOrder: z.optional(connectMethodsOrderSchema),
  walletFeaturesOrder: z.optional(walletFeaturesOrderSchema),
  connectorTypeOrder: z.optional(orderList(CONNECTOR_TYPE_ORDER)),
});
export type ParsedFeatures = z.output<typeof featuresSchema>;

/** The feature names Walletport knows; any other key of `features` is ignored with a warning. */
export const KNOWN_FEATURE_NAMES: readonly string[] = Object.freeze([
  ...SWITCHES,
  'socials',
  'connectMethodsOrder',
  'walletFeaturesOrder',
  'connectorTypeOrder',
]);

export interface TopLevelFeatureOptions {
  connectMethodsOrder?: readonly ConnectMethod[] | undefined;
  walletFeaturesOrder?: readonly WalletFeature[] | undefined;
  collapseWallets?: boolean | undefined;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * Merges the app's features over the defaults. connectMethodsOrder, walletFeaturesOrder and
 * collapseWallets are also top-level options, while AppKit keeps them in `features`; either place works, and giving both
 * with different values is refused (which one would the app expect to win?).
 */
export function resolveFeatures(
  parsed: ParsedFeatures | undefined,
  topLevel: TopLevelFeatureOptions,
): ResolvedFeatures {
  const features = parsed ?? {};
  const pick = <Name extends keyof TopLevelFeatureOptions>(
    name: Name,
    same: (
      a: NonNullable<TopLevelFeatureOptions[Name]>,
      b: NonNullable<TopLevelFeatureOptions[Name]>,
    ) => boolean,
  ): TopLevelFeatureOptions[Name] => {
    const outer = topLevel[name];
    const inner = features[name] as TopLevelFeatureOptions[Name];
    if (outer !== undefined && inner !== undefined && !same(outer, inner)) {
      throw invalidOption(name, `differs from \`features.${name}\`; set it in one place`);
    }
    return outer ?? inner;
  };
  const connectMethodsOrder = pick('connectMethodsOrder', sameList);
  const walletFeaturesOrder = pick('walletFeaturesOrder', sameList);
  const collapseWallets = pick('collapseWallets', (a, b) => a === b);

  const switches = Object.fromEntries(
    SWITCHES.map((name) => [name, features[name] ?? DEFAULT_FEATURES[name]]),
  );
  return {
    ...DEFAULT_FEATURES,
    ...switches,
    collapseWallets: collapseWallets ?? DEFAULT_FEATURES.collapseWallets,
    socials:
      features.socials === undefined
        ? DEFAULT_FEATURES.socials
        : (features.socials as ResolvedFeatures['socials']),
    connectMethodsOrder,
    walletFeaturesOrder: walletFeaturesOrder ?? DEFAULT_FEATURES.walletFeaturesOrder,
    connectorTypeOrder: features.connectorTypeOrder as ResolvedFeatures['connectorTypeOrder'],
  } as ResolvedFeatures;
}
