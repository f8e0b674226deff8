/**
 * Image content types are decided by the bytes, never by what a file or an importer claims: raster
 * formats by their magic numbers, SVG only when it passes the strict allowlist of svg-sanitizer.ts.
 */
import { isSafeSvg } from './svg-sanitizer.js';

export type ImageContentType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml';

/** Images bigger than this are refused on import: wallet icons are small. */
export const MAX_IMAGE_BYTES = 256 * 1024;

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + prefix.length && prefix.every((byte, index) => bytes[offset + index] === byte)
  );
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** The raster type of `bytes` by magic number, or undefined. */
export function sniffRasterType(bytes: Uint8Array): Exclude<ImageContentType, 'image/svg+xml'> | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/** The content type an image may be served with, or undefined when it must be refused. */
export function acceptImage(bytes: Uint8Array): ImageContentType | undefined {
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) return undefined;
  const raster = sniffRasterType(bytes);
  if (raster !== undefined) return raster;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  return isSafeSvg(text) ? 'image/svg+xml' : undefined;
}
