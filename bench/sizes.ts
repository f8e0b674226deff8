/**
 * Transfer sizes of built files. Each file is compressed on its own because each is its own HTTP
 * response; summing per-file sizes is what a visitor downloads (a concatenation would compress better).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface ByteSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export const ZERO_SIZES: ByteSizes = Object.freeze({ raw: 0, gzip: 0, brotli: 0 });

/** gzip at level 9 and brotli at quality 11: the settings a static host uses for pre-compressed assets. */
export function compressedSizes(content: Uint8Array): ByteSizes {
  return {
    raw: content.byteLength,
    gzip: gzipSync(content, { level: 9 }).byteLength,
    brotli: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }).byteLength,
  };
}

export function addSizes(a: ByteSizes, b: ByteSizes): ByteSizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

export function subtractSizes(a: ByteSizes, b: ByteSizes): ByteSizes {
  return { raw: a.raw - b.raw, gzip: a.gzip - b.gzip, brotli: a.brotli - b.brotli };
}

export function formatKiB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
