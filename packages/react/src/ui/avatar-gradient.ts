import { hashString } from './hash.js';

/**
 * A CSS background unique-looking per address and identical on every render and machine: three hues
 * picked from the address's hash. Case-insensitive, so checksummed and lower-case addresses match.
 */
export function avatarGradient(address: string): string {
  const hash = hashString(address.toLowerCase());
  const hue1 = hash % 360;
  const hue2 = (hue1 + 40 + ((hash >>> 9) % 80)) % 360;
  const hue3 = (hue1 + 160 + ((hash >>> 17) % 60)) % 360;
  const x = 20 + ((hash >>> 3) % 50);
  const y = 15 + ((hash >>> 11) % 50);
  return (
    `radial-gradient(circle at ${x}% ${y}%, hsl(${hue1} 85% 72%) 0%, transparent 55%), ` +
    `linear-gradient(135deg, hsl(${hue2} 70% 58%) 0%, hsl(${hue3} 65% 42%) 100%)`
  );
}
