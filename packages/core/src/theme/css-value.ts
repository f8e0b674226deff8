/**
 * The hostile-input guard for theme values. Theme variables come from the app (and, through
 * `setThemeVariables`, possibly from its users), and the UI writes them into the modal's stylesheet.
 * A value must stay one CSS value: it may not end the declaration or rule (`;`, `{`, `}`), open markup
 * (`<`, `</style>`), hide the rest of the sheet in a comment (`/*`), use escapes to disguise any of that
 * (`\`), start an at-rule (`@import`), or make the browser fetch something (`url(`, `image(`,
 * `image-set(`, `src(`, legacy `expression(`). Control characters and line breaks are refused too.
 */

/** Longer than any real font stack or colour expression. */
export const MAX_CSS_VALUE_LENGTH = 256;

const FORBIDDEN_CHARACTERS = /[;{}<>\\@\p{Cc}\u2028\u2029]/u;
const FORBIDDEN_SEQUENCES = Object.freeze([
  '/*',
  '*/',
  'url(',
  'image(',
  'image-set(',
  'src(',
  'expression(',
  'element(',
]);

/** Why a CSS value is refused, or undefined when it is safe. */
export function describeUnsafeCssValue(value: string): string | undefined {
  if (value.trim() === '') return 'must not be empty';
  if (value.length > MAX_CSS_VALUE_LENGTH) return `must be at most ${MAX_CSS_VALUE_LENGTH} characters`;
  if (FORBIDDEN_CHARACTERS.test(value)) {
    return "must not contain ';', '{', '}', '<', '>', '\\', '@' or control characters";
  }
  const lower = value.toLowerCase();
  const sequence = FORBIDDEN_SEQUENCES.find((forbidden) => lower.includes(forbidden));
  if (sequence !== undefined) return `must not contain '${sequence}'`;
  return undefined;
}

export function isSafeCssValue(value: unknown): value is string {
  return typeof value === 'string' && describeUnsafeCssValue(value) === undefined;
}
