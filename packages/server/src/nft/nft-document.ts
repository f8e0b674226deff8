/**
 * The parts of an NFT metadata document (ERC-721 metadata JSON) the API shows: name and description,
 * cleaned and capped, and the image URL, resolved against the tokenURI (metadata often names its image
 * relative to itself) and kept only when it is http(s): the browser loads it, so javascript:, data: or
 * file: URLs never pass.
 */
import { sanitizeOptionalText, TEXT_LIMITS } from '../chain/sanitize-text.js';

export interface NftDocument {
  name: string | undefined;
  description: string | undefined;
  imageUrl: string | undefined;
}

export const MAX_IMAGE_URL_LENGTH = 2_048;

/** `image` as an absolute http(s) URL, resolved against `tokenUri` when relative; else undefined. */
export function resolveImageUrl(image: unknown, tokenUri: string): string | undefined {
  if (typeof image !== 'string') return undefined;
  const text = image.trim();
  if (text === '' || text.length > MAX_IMAGE_URL_LENGTH) return undefined;
  let resolved: URL;
  try {
    // A data: tokenURI is no base for a relative path: only absolute images resolve against it.
    resolved = /^https?:/i.test(tokenUri) ? new URL(text, tokenUri) : new URL(text);
  } catch {
    return undefined;
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return undefined;
  if (resolved.username !== '' || resolved.password !== '') return undefined;
  const href = resolved.href;
  return href.length > MAX_IMAGE_URL_LENGTH ? undefined : href;
}

/** The document's fields; throws when the text is not a JSON object. */
export function parseNftDocument(text: string, tokenUri: string): NftDocument {
  const document: unknown = JSON.parse(text);
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new SyntaxError('NFT metadata is not a JSON object');
  }
  const fields = document as Record<string, unknown>;
  return {
    name: sanitizeOptionalText(fields.name, TEXT_LIMITS.nftName),
    description: sanitizeOptionalText(fields.description, TEXT_LIMITS.nftDescription),
    imageUrl: resolveImageUrl(fields.image ?? fields.image_url, tokenUri),
  };
}
