/**
 * Arrow keys in the token list: Down from the search field enters the list, Up and Down move between
 * rows, Home and End jump, Up from the first row goes back to the search field. Tab still walks every
 * row; the arrows are the shortcut a list invites. Returns the index to focus, -1 for the search field,
 * or undefined when the key is not the list's.
 */
export function nextListFocus(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return current <= 0 ? -1 : current - 1;
    case 'Home':
      return current === -1 ? undefined : 0;
    case 'End':
      return current === -1 ? undefined : count - 1;
    default:
      return undefined;
  }
}
