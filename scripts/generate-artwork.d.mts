/** Types of generate-artwork.mjs (a plain-JS script so it runs with node alone). */
export const ROOT: string;
export const SOURCE_PACKAGE: string;
export const SOURCE_VERSION: string;
export const WALLETS_FILE: string;
export const NETWORKS_FILE: string;
export const TOKENS_FILE: string;
export const WALLET_ICONS: Readonly<Record<string, string>>;
export const NETWORK_ICONS: Readonly<Record<string, string>>;
export const TOKEN_ICONS: Readonly<Record<string, string>>;
export interface IconSet {
  manifest: { name: string; version: string };
  info: Record<string, unknown>;
  icons: Record<string, unknown>;
}
/** The installed icon set; throws unless it is exactly SOURCE_VERSION. */
export function readIconSet(root?: string): IconSet;
/** One icon as a standalone 24×24 SVG; throws when it is missing or not a plain 24×24 drawing. */
export function iconSvg(icons: IconSet['icons'], name: string): string;
/** The generated files' text, by path from the repository root. */
export function generateArtwork(iconSet: IconSet): Record<string, string>;
