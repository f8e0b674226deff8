/**
 * The schema of the whole options object (mini-schema.ts). Values that need more than a shape check (networks,
 * theme variables, SIWX, cross-option rules) are finished in resolve-options.ts.
 */
import * as z from './mini-schema.js';
import { THEME_MODES } from '../theme/index.js';
import { ACCOUNT_TYPES_BY_NAMESPACE } from './account-types.js';
import { connectMethodsOrderSchema, featuresSchema, walletFeaturesOrderSchema } from './features-schema.js';
import {
  caipNetworkIdKey,
  httpUrl,
  identifier,
  idList,
  imageUrl,
  isPlainObject,
  oneOf,
  recordKey,
  text,
  walletLink,
  webSocketUrl,
} from './leaf-schemas.js';
import { adaptersSchema, networkSchema, networksSchema } from './network-options.js';

/** Safe in URLs, query strings and storage keys without escaping; covers WalletConnect's 32-hex ids. */
export const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const LOCALE_PATTERN = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8}){0,6}$/;

export function canonicalLocale(value: unknown): string | undefined {
  if (typeof value !== 'string' || !LOCALE_PATTERN.test(value)) return undefined;
  try {
    return Intl.getCanonicalLocales(value)[0];
  } catch {
    return undefined;
  }
}

const nullableLink = (schema: typeof httpUrl | typeof walletLink) => z.optional(z.nullable(schema));

export const customWalletSchema = z.object({
  id: identifier,
  name: identifier,
  homepage: z.optional(httpUrl),
  image_url: z.optional(imageUrl),
  mobile_link: nullableLink(walletLink),
  desktop_link: nullableLink(walletLink),
  webapp_link: nullableLink(httpUrl),
  app_store: nullableLink(httpUrl),
  play_store: nullableLink(httpUrl),
  rdns: z.optional(z.nullable(identifier)),
});

export const metadataSchema = z.object({
  name: z.optional(text),
  description: z.optional(text),
  url: z.optional(httpUrl),
  icons: z.optional(z.array(imageUrl).check(z.maxLength(16, { error: 'expected at most 16 icons' }))),
});

const accountTypesShape = Object.fromEntries(
  Object.entries(ACCOUNT_TYPES_BY_NAMESPACE).map(([namespace, types]) => [
    namespace,
    z.optional(oneOf(types as readonly [string, ...string[]])),
  ]),
);

const plainObject = (what: string) =>
  z.custom<Record<string, unknown>>(isPlainObject, { error: `expected ${what}` });

const boolean = z.optional(z.boolean());

export const OPTIONS_SHAPE = {
  projectId: z
    .string()
    .check(z.regex(PROJECT_ID_PATTERN, { error: "expected 1 to 128 letters, digits, '-' or '_'" })),
  adapters: z.optional(adaptersSchema),
  networks: networksSchema,
  defaultNetwork: z.optional(networkSchema),
  metadata: z.optional(metadataSchema),
  features: z.optional(featuresSchema),
  themeMode: z.optional(z.enum(THEME_MODES, { error: "expected 'light' or 'dark'" })),
  // Checked by the theme module (one set of rules for options and setThemeVariables).
  themeVariables: z.optional(z.unknown()),
  includeWalletIds: z.optional(idList),
  excludeWalletIds: z.optional(idList),
  featuredWalletIds: z.optional(idList),
  customWallets: z.optional(z.array(customWalletSchema)),
  tokens: z.optional(
    z.record(caipNetworkIdKey, z.object({ address: identifier, image: z.optional(imageUrl) })),
  ),
  termsConditionsUrl: z.optional(httpUrl),
  privacyPolicyUrl: z.optional(httpUrl),
  // Live objects, checked by hand and kept by reference.
  siwx: z.optional(z.unknown()),
  siweConfig: z.optional(
    z.custom<object>((value) => value !== null && typeof value === 'object' && !Array.isArray(value), {
      error: 'expected a SIWE client object',
    }),
  ),
  enableEmbedded: boolean,
  allowUnsupportedChain: boolean,
  defaultAccountTypes: z.optional(
    z.strictObject(accountTypesShape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `has no namespace ${(issue.keys ?? []).map((key) => JSON.stringify(key.slice(0, 64))).join(', ')}; expected eip155, solana, polkadot, bip122 or cosmos`
          : 'expected an object of account types per namespace',
    }),
  ),
  customRpcUrls: z.optional(
    z.record(
      caipNetworkIdKey,
      z.array(z.object({ url: httpUrl, config: z.optional(plainObject('an object of transport settings')) })),
    ),
  ),
  chainImages: z.optional(z.record(recordKey, imageUrl)),
  connectorImages: z.optional(z.record(recordKey, imageUrl)),
  enableNetworkSwitch: boolean,
  connectMethodsOrder: z.optional(connectMethodsOrderSchema),
  walletFeaturesOrder: z.optional(walletFeaturesOrderSchema),
  collapseWallets: boolean,
  apiUrl: z.optional(httpUrl),
  relayUrl: z.optional(webSocketUrl),
  embeddedWalletUrl: z.optional(httpUrl),
  locale: z.optional(
    z.custom<string>((value) => canonicalLocale(value) !== undefined, {
      error: "expected a BCP 47 language tag such as 'en' or 'pt-BR'",
    }),
  ),
  enableWalletConnect: boolean,
  enableInjected: boolean,
  enableEIP6963: boolean,
  enableCoinbase: boolean,
  coinbasePreference: z.optional(oneOf(['all', 'smartWalletOnly', 'eoaOnly'])),
  enableWallets: boolean,
  allWallets: z.optional(oneOf(['SHOW', 'HIDE', 'ONLY_MOBILE'])),
  debug: boolean,
  enableReconnect: boolean,
  disableAppend: boolean,
  enableWalletGuide: boolean,
  enableAuthLogger: boolean,
};

export const optionsSchema = z.object(OPTIONS_SHAPE);
export type ParsedOptions = z.output<typeof optionsSchema>;

/** Every option Walletport reads. */
export const OPTION_NAMES: readonly string[] = Object.freeze(Object.keys(OPTIONS_SHAPE));

/** AppKit options Walletport accepts without acting on them; the app is warned instead of failing. */
export const UNSUPPORTED_APPKIT_OPTIONS: readonly string[] = Object.freeze([
  'universalProvider',
  'universalProviderConfigOverride',
  'manualWCControl',
  'basic',
  'showWallets',
  'enableMobileFullScreen',
  'experimental_preferUniversalLinks',
  'sdkType',
  'sdkVersion',
]);
