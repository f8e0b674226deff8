/** The wallet's root secret: 32 random bytes made in the frame, never stored whole anywhere. */

export const SEED_BYTES = 32;

export function createSeed(): Uint8Array {
  const seed = new Uint8Array(SEED_BYTES);
  globalThis.crypto.getRandomValues(seed);
  return seed;
}

/** Overwrites secret bytes once they are no longer needed (best effort: copies may remain in the heap). */
export function wipe(...buffers: Uint8Array[]): void {
  for (const buffer of buffers) buffer.fill(0);
}
