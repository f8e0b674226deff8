/** Multiplies a CSS length, so the radius and type scales follow their master value. */
const LENGTH = /^(\d*\.?\d+)(px|rem|em)$/;

/** '4px' × 3 → '12px'; a length it cannot read becomes calc(), which the browser evaluates. */
export function scaleLength(length: string, factor: number): string {
  if (length === '0') return '0px';
  const match = LENGTH.exec(length);
  if (match === null) return `calc(${length} * ${factor})`;
  const scaled = Math.round(Number(match[1]) * factor * 10_000) / 10_000;
  return `${scaled}${match[2]}`;
}
