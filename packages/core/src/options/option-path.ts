/**
 * Turns a validation path (['features', 'socials', 2]) into the way a developer writes it
 * (`features.socials[2]`). Keys that are not identifiers are quoted (`themeVariables["--w3m-accent"]`);
 * keys come from the app's input, so they are escaped and shortened before they reach a message.
 */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const MAX_KEY_LENGTH = 64;

export function formatOptionPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') {
      text += `[${segment}]`;
    } else if (typeof segment === 'string' && IDENTIFIER.test(segment) && segment.length <= MAX_KEY_LENGTH) {
      text += text === '' ? segment : `.${segment}`;
    } else {
      const key = typeof segment === 'string' ? segment : String(segment.description ?? '');
      const shortened = key.length > MAX_KEY_LENGTH ? `${key.slice(0, MAX_KEY_LENGTH)}…` : key;
      text += `[${JSON.stringify(shortened)}]`;
    }
  }
  return text === '' ? 'options' : text;
}
