/**
 * The names AppKit's button elements go by and the attributes they read. Plain constants, shared by the
 * definitions (eager) and the renderer (loaded on demand).
 */

/** AppKit's current prefix and the older one it still registers; both name the same four buttons. */
export const ELEMENT_PREFIXES = ['appkit-', 'w3m-'] as const;

/** What sits between the prefix and `button`: the element's kind ('' is the connect-or-account button). */
export const BUTTON_KINDS = ['', 'account-', 'connect-', 'network-'] as const;
export type ButtonKind = (typeof BUTTON_KINDS)[number];

/**
 * Every attribute any of the elements reads, lower case as HTML stores them (`loadingLabel` in markup or
 * JSX arrives as `loadinglabel`). One list for all four keeps the definitions small; an element ignores
 * the ones it does not use.
 */
export const OBSERVED_ATTRIBUTES = ['disabled', 'balance', 'size', 'label', 'loadinglabel', 'namespace'];
