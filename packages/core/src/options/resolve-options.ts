/**
 * `resolveOptions`: the app's options in, validated, defaulted and frozen options out. Every problem
 * fails here, when the instance is created, with an InvalidOptionError that names the option.
 */
import { DEFAULT_THEME_MODE, validateThemeVariables } from '../theme/index.js';
import { type DefaultAccountTypesInput, resolveDefaultAccountTypes } from './account-types.js';
import { cloneFrozen } from './clone-frozen.js';
import { KNOWN_FEATURE_NAMES, resolveFeatures } from './features-schema.js';
import { invalidOption, projectIdRequired, siweAndSiwxBothSet } from './invalid-option-error.js';
import { describeIssue, issueToError } from './issues.js';
import { checkAdapters, type ParsedNetwork, resolveNetworks } from './network-options.js';
import {
  canonicalLocale,
  OPTION_NAMES,
  optionsSchema,
  type ParsedOptions,
  UNSUPPORTED_APPKIT_OPTIONS,
} from './options-schema.js';
import { type Metadata, readPageMetadata, resolveMetadata } from './page-metadata.js';
import type { OptionsEnvironment, ResolvedOptions, SiwxConfigLike } from './types.js';

/** The methods every SIWX configuration has (AppKit's SIWXConfig). */
const SIWX_METHODS = Object.freeze([
  'createMessage',
  'addSession',
  'revokeSession',
  'setSessions',
  'getSessions',
] as const);

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null;
}

function checkSiwx(value: unknown): SiwxConfigLike | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidOption('siwx', 'expected a SIWX configuration object');
  }
  const missing = SIWX_METHODS.find(
    (method) => typeof (value as Record<string, unknown>)[method] !== 'function',
  );
  if (missing !== undefined) throw invalidOption('siwx', `is missing the method \`${missing}\``);
  return value as SiwxConfigLike;
}

function warnAboutIgnored(
  input: Record<string, unknown>,
  warn: ((message: string) => void) | undefined,
): void {
  if (warn === undefined) return;
  for (const key of Object.keys(input)) {
    if (OPTION_NAMES.includes(key)) continue;
    const name = key.slice(0, 64);
    warn(
      UNSUPPORTED_APPKIT_OPTIONS.includes(key)
        ? `Option \`${name}\` is not supported by Walletport and is ignored`
        : `Unknown option \`${name}\` is ignored`,
    );
  }
  const features = input.features;
  if (features !== null && typeof features === 'object' && !Array.isArray(features)) {
    for (const key of Object.keys(features)) {
      if (!KNOWN_FEATURE_NAMES.includes(key))
        warn(`Unknown feature \`features.${key.slice(0, 64)}\` is ignored`);
    }
  }
}

function uniqueIds(ids: readonly string[] | undefined): string[] {
  return [...new Set(ids ?? [])];
}

function checkCustomWallets(wallets: ParsedOptions['customWallets']): void {
  wallets?.forEach((wallet, index) => {
    const first = wallets.findIndex((other) => other.id === wallet.id);
    if (first !== index) {
      throw invalidOption(
        `customWallets[${index}].id`,
        `repeats '${wallet.id.slice(0, 64)}' (already customWallets[${first}])`,
      );
    }
  });
}

function needsPage(metadata: ParsedOptions['metadata']): boolean {
  return (
    metadata === undefined ||
    metadata.name === undefined ||
    metadata.description === undefined ||
    metadata.url === undefined ||
    metadata.icons === undefined
  );
}

/**
 * Validates the app's options and fills in every default (see docs/options.md). `env.document` is read for
 * metadata the app did not supply; `env.warn` hears about ignored options. Throws InvalidOptionError.
 */
export function resolveOptions(input: unknown, env: OptionsEnvironment = {}): ResolvedOptions {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw projectIdRequired();
  const raw = input as Record<string, unknown>;
  // projectId required, siwx and siweConfig exclusive: checked before the shape so these two clear
  // messages are never hidden behind another one.
  if (
    raw.projectId === undefined ||
    raw.projectId === null ||
    (typeof raw.projectId === 'string' && raw.projectId.trim() === '')
  ) {
    throw projectIdRequired();
  }
  if (isSet(raw.siwx) && isSet(raw.siweConfig)) throw siweAndSiwxBothSet();
  warnAboutIgnored(raw, env.warn);

  const result = optionsSchema.safeParse(raw, { error: describeIssue });
  if (!result.success) throw issueToError(result.error.issues);
  const options = result.data;

  const adapters = options.adapters ?? [];
  checkAdapters(adapters);
  const { networks, defaultNetwork } = resolveNetworks(
    // The schema's minLength(1) guarantees the first network.
    options.networks as [ParsedNetwork, ...ParsedNetwork[]],
    options.defaultNetwork,
  );
  // Kept under the app's names (useAppKitTheme gives them back as set); tokens map them to --wp- later.
  const themeVariables = validateThemeVariables(options.themeVariables).set;
  const siwx = checkSiwx(options.siwx);
  checkCustomWallets(options.customWallets);
  const features = resolveFeatures(options.features, {
    connectMethodsOrder: options.connectMethodsOrder,
    walletFeaturesOrder: options.walletFeaturesOrder,
    collapseWallets: options.collapseWallets,
  });
  const page = needsPage(options.metadata) ? readPageMetadata(env.document) : undefined;
  const metadata: Metadata | undefined = resolveMetadata(options.metadata, page);

  const data = cloneFrozen({
    projectId: options.projectId,
    networks,
    defaultNetwork,
    metadata,
    features,
    themeMode: options.themeMode ?? DEFAULT_THEME_MODE,
    themeVariables,
    includeWalletIds: uniqueIds(options.includeWalletIds),
    excludeWalletIds: uniqueIds(options.excludeWalletIds),
    featuredWalletIds: uniqueIds(options.featuredWalletIds),
    customWallets: options.customWallets ?? [],
    tokens: options.tokens ?? {},
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    enableEmbedded: options.enableEmbedded ?? false,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    defaultAccountTypes: resolveDefaultAccountTypes(
      options.defaultAccountTypes as DefaultAccountTypesInput | undefined,
    ),
    customRpcUrls: options.customRpcUrls ?? {},
    chainImages: options.chainImages ?? {},
    connectorImages: options.connectorImages ?? {},
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    apiUrl: options.apiUrl?.replace(/\/+$/, ''),
    relayUrl: options.relayUrl,
    embeddedWalletUrl: options.embeddedWalletUrl,
    locale: options.locale === undefined ? undefined : canonicalLocale(options.locale),
    enableWalletConnect: options.enableWalletConnect ?? true,
    enableInjected: options.enableInjected ?? true,
    enableEIP6963: options.enableEIP6963 ?? true,
    enableCoinbase: options.enableCoinbase ?? true,
    coinbasePreference: options.coinbasePreference ?? 'all',
    enableWallets: options.enableWallets ?? true,
    allWallets: options.allWallets ?? 'SHOW',
    debug: options.debug ?? false,
    enableReconnect: options.enableReconnect ?? true,
    disableAppend: options.disableAppend ?? false,
    enableWalletGuide: options.enableWalletGuide ?? true,
    enableAuthLogger: options.enableAuthLogger ?? true,
  });
  // Live objects join after the copy: they keep their identity and their own (mutable) state.
  return Object.freeze({
    ...data,
    adapters: Object.freeze([...adapters]),
    siwx,
    siweConfig: options.siweConfig,
  }) as ResolvedOptions;
}
