/** Joins the truthy class names: `cx('wp-a', on && 'wp-b')`. */
export function cx(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
