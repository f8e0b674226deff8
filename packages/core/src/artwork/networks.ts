/**
 * Network artwork (`@walletport/core/artwork/networks`): a network's mark by its `assets.imageId` (the
 * catalogue's ids; testnets reuse their mainnet's). Its own entry so a bundler can load it as a chunk of
 * its own (about 7 KB gzip), apart from the wallet and token artwork.
 */
import { NETWORK_SVGS } from './generated-networks.js';
import { DEVNET_SVG } from './own-network-marks.js';

// Each artwork entry carries its own two tiny helpers rather than sharing a module: a shared module would
// become one more chunk that each loads, one more round trip before a logo shows.
function ownEntry(record: Readonly<Record<string, string>>, key: string): string | undefined {
  // Own keys only: an id such as 'constructor' must not reach the prototype.
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Percent-encoded in full: the text stays exact and passes any check that allows SVG data URIs. */
function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const OWN_NETWORK_SVGS: Readonly<Record<string, string>> = { devnet: DEVNET_SVG };

/** The mark of the network with this `assets.imageId` (any case), as a standalone SVG, or undefined. */
export function networkArtworkSvg(imageId: string | null | undefined): string | undefined {
  if (typeof imageId !== 'string' || imageId === '') return undefined;
  const id = imageId.toLowerCase();
  return ownEntry(NETWORK_SVGS, id) ?? ownEntry(OWN_NETWORK_SVGS, id);
}

/** networkArtworkSvg as a `data:image/svg+xml,…` URI for <img>. */
export function networkArtwork(imageId: string | null | undefined): string | undefined {
  const svg = networkArtworkSvg(imageId);
  return svg === undefined ? undefined : svgDataUri(svg);
}

/** Every `imageId` that has artwork, e.g. for a server seeding its images. */
export function networkArtworkIds(): string[] {
  return [...Object.keys(NETWORK_SVGS), ...Object.keys(OWN_NETWORK_SVGS)];
}
