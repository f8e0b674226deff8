export { acceptImage, type ImageContentType, MAX_IMAGE_BYTES, sniffRasterType } from './image-types.js';
export {
  decodeDataUrl,
  type ImportOptions,
  type ImportProblem,
  type ImportReport,
  importRegistry,
  RegistryImportError,
} from './import-registry.js';
export { isAllowableScheme, KNOWN_WALLET_SCHEMES, safeAppLink, safeHttpsLink } from './links.js';
export { hueOf, initialsOf, monogramSvg } from './monogram.js';
export { createRegistryService, type RegistryService, SNAPSHOT_TTL_MS } from './registry-service.js';
export { isSafeDisplayName, type SanitizeResult, sanitizeWallet } from './sanitize-wallet.js';
export {
  DEV_WALLET,
  SEED_WALLETS,
  type SeedWallet,
  seedAssetImages,
  seedWalletEntries,
} from './seed-wallets.js';
export { isSafeSvg } from './svg-sanitizer.js';
export {
  countWallets,
  findImage,
  type ImageKind,
  loadWallets,
  type StoredImage,
} from './wallet-repository.js';
export { queryWallets, searchKey, type WalletPageResult, type WalletQuery } from './wallet-query.js';
export { BADGE_TYPES, type BadgeType, WALLET_ID_PATTERN, type WalletRecord } from './wallet-record.js';
