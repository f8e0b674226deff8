/**
 * `registry import <file>`: loads wallets (and optionally images) from a JSON file into the registry.
 * The file is untrusted: every entry goes through sanitize-wallet.ts and every image through
 * image-types.ts. By default one bad entry refuses the whole file (nothing is written) and every problem
 * is reported; `skipInvalid` imports the good entries and reports the rest.
 *
 * File format: { "wallets": [ { id, name, rdns?, homepage?, chains?, mobile_link?, desktop_link?,
 * webapp_link?, image_id?, rank?, badge_type?, image? } ], "images"?: [ { kind, id, image } ] } where
 * `image` is a data: URL (its declared type is ignored; the bytes decide). `{ "data": [...] }` (the
 * GET /getWallets answer) and a bare array of wallets are accepted too.
 */
import type { Database } from '../db/index.js';
import { acceptImage } from './image-types.js';
import { isAllowableScheme } from './links.js';
import { knownNames } from './lookalike-names.js';
import { sanitizeWallet } from './sanitize-wallet.js';
import { SEED_WALLETS } from './seed-wallets.js';
import {
  type ImageKind,
  loadWallets,
  type StoredImage,
  upsertImage,
  upsertWallets,
} from './wallet-repository.js';
import { WALLET_ID_PATTERN, type WalletRecord } from './wallet-record.js';

export interface ImportOptions {
  skipInvalid?: boolean;
  /** App-link schemes to accept beyond the known wallet schemes (never browser schemes). */
  allowSchemes?: readonly string[];
}

export interface ImportProblem {
  /** Where in the file: 'wallets[3]' or 'images[0]'. */
  entry: string;
  id?: string;
  problems: string[];
}

export interface ImportReport {
  wallets: number;
  images: number;
  problems: ImportProblem[];
  /** False when problems stopped the import (nothing was written). */
  written: boolean;
}

export class RegistryImportError extends Error {
  override readonly name = 'RegistryImportError';
}

const IMAGE_KINDS: readonly ImageKind[] = ['wallet', 'asset', 'currency', 'token'];
const DATA_URL = /^data:[a-z0-9.+/-]*(?:;[a-z0-9=.-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/i;

/** The bytes of a base64 data: URL, or undefined. */
export function decodeDataUrl(value: unknown): Uint8Array | undefined {
  if (typeof value !== 'string' || value.length > 400_000) return undefined;
  const base64 = DATA_URL.exec(value)?.[1];
  if (base64 === undefined || base64.length % 4 !== 0) return undefined;
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

function checkImage(value: unknown, problems: string[], field: string): StoredImage | undefined {
  const bytes = decodeDataUrl(value);
  if (bytes === undefined) {
    problems.push(`${field}: must be a base64 data: URL`);
    return undefined;
  }
  const contentType = acceptImage(bytes);
  if (contentType === undefined) {
    problems.push(`${field}: refused (PNG, JPEG, GIF, WebP, or a plain SVG drawing, at most 256 KiB)`);
    return undefined;
  }
  return { contentType, data: bytes };
}

function entriesOf(file: unknown): { wallets: unknown[]; images: unknown[] } {
  if (Array.isArray(file)) return { wallets: file, images: [] };
  if (typeof file === 'object' && file !== null) {
    const record = file as Record<string, unknown>;
    const wallets = record.wallets ?? record.data;
    const images = record.images ?? [];
    if (Array.isArray(wallets) && Array.isArray(images)) return { wallets, images };
  }
  throw new RegistryImportError(
    'A registry file must be { "wallets": [...], "images"?: [...] } or a list of wallets.',
  );
}

interface PendingImage {
  kind: ImageKind;
  id: string;
  image: StoredImage;
}

export async function importRegistry(
  db: Database,
  file: unknown,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const extraSchemes = new Set(options.allowSchemes ?? []);
  for (const scheme of extraSchemes) {
    if (!isAllowableScheme(scheme))
      throw new RegistryImportError(`The scheme ${JSON.stringify(scheme)} cannot be allowed.`);
  }
  const { wallets: walletEntries, images: imageEntries } = entriesOf(file);
  const problems: ImportProblem[] = [];
  const wallets: WalletRecord[] = [];
  const images: PendingImage[] = [];
  const seen = new Set<string>();
  // No entry may pass for a catalogue wallet or for one the registry already lists.
  const registered = await loadWallets(db);
  const known = knownNames([...SEED_WALLETS, ...registered].map((wallet) => wallet.name));

  walletEntries.forEach((entry, index) => {
    const result = sanitizeWallet(entry, extraSchemes, known);
    const entryProblems = result.ok ? [] : [...result.problems];
    let image: StoredImage | undefined;
    const rawImage = (entry as Record<string, unknown> | null)?.image;
    if (rawImage !== undefined && rawImage !== null) image = checkImage(rawImage, entryProblems, 'image');
    if (result.ok && seen.has(result.wallet.id)) entryProblems.push('id: appears twice in the file');
    if (!result.ok || entryProblems.length > 0) {
      const id = (entry as Record<string, unknown> | null)?.id;
      problems.push({
        entry: `wallets[${index}]`,
        ...(typeof id === 'string' ? { id } : {}),
        problems: entryProblems,
      });
      return;
    }
    seen.add(result.wallet.id);
    wallets.push(result.wallet);
    if (image !== undefined) images.push({ kind: 'wallet', id: result.wallet.image_id, image });
  });

  imageEntries.forEach((entry, index) => {
    const record = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const entryProblems: string[] = [];
    const kind = record.kind as ImageKind;
    if (!IMAGE_KINDS.includes(kind)) entryProblems.push(`kind: must be one of ${IMAGE_KINDS.join(', ')}`);
    const id = typeof record.id === 'string' ? record.id : '';
    if (!WALLET_ID_PATTERN.test(id)) entryProblems.push('id: must be a slug');
    const image = checkImage(record.image, entryProblems, 'image');
    if (entryProblems.length > 0 || image === undefined) {
      problems.push({ entry: `images[${index}]`, ...(id === '' ? {} : { id }), problems: entryProblems });
      return;
    }
    images.push({ kind, id, image });
  });

  if (problems.length > 0 && options.skipInvalid !== true) {
    return { wallets: 0, images: 0, problems, written: false };
  }
  await db.transaction(async (tx) => {
    await upsertWallets(tx, wallets);
    for (const pending of images) await upsertImage(tx, pending.kind, pending.id, pending.image);
  });
  return { wallets: wallets.length, images: images.length, problems, written: true };
}
