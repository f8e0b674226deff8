/**
 * Placeholder filling on its own, without message-format.ts's plural rules: the page's buttons have no
 * plural texts, so their catalogue (loaded before the first click) needs only this.
 */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders from params in one pass; missing ones stay visible. */
export function fillParams(text: string, params: MessageParams): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}
