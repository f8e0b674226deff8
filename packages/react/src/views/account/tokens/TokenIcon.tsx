'use client';
import { ImageWithInitials } from '../../../ui/ImageWithInitials.js';
import { Icon } from '../../../ui/index.js';
import { tokenArtworkSet } from './token-artwork.js';

/** Up to three letters or digits of the symbol ('WPUSD' → 'WPU'): tokens of one issuer share first letters. */
export function symbolMonogram(symbol: string): string {
  return [...symbol.normalize('NFKC').replace(/[^\p{L}\p{N}]/gu, '')].slice(0, 3).join('').toUpperCase();
}

/**
 * A token's round mark: its own icon, else the bundled mark of a native currency with its symbol, else
 * its symbol's initials. Decorative: the token's name is written next to it.
 */
export function TokenIcon({
  src,
  symbol,
  size = 36,
}: {
  src: string | undefined;
  symbol: string;
  size?: number;
}) {
  return (
    <ImageWithInitials
      block="wp-network-image"
      className="wp-token-icon"
      src={src === '' ? undefined : src}
      initials={symbolMonogram(symbol)}
      fallbackIcon={<Icon name="wallet" size={Math.round(size * 0.5)} />}
      size={size}
      fontSize={Math.round(size * 0.3)}
      artwork={{ set: tokenArtworkSet, keys: [symbol] }}
    />
  );
}
