/**
 * The one focus ring and the one motion scale of the modal and the page buttons, as CSS text their
 * stylesheets share, so every control looks and moves the same (test/ui/stylesheets.test.ts scans every
 * stylesheet for strays).
 */

/** Keyboard focus only (:focus-visible): a 2 px accent outline 2 px outside the control. */
export const FOCUS_RING = 'outline: 2px solid var(--wp-color-accent); outline-offset: 2px;';

/**
 * Everything that takes focus. :where() keeps the rule's weight at one pseudo-class, so a control's own
 * styles stay in charge of everything else; tabindex="-1" (the dialog, focused by script) is left out.
 */
export const FOCUSABLE =
  ':where(button, a[href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"]))';

/**
 * The motion scale as custom properties, declared on the modal's root and the buttons' theme scope: fast
 * for colour and press feedback and the header text, base for the card, the views, the alerts and the
 * height (the same 120 / 150 ms as core's DURATIONS, pinned by the test); ease-out for what enters,
 * ease-in for what leaves, ease-in-out for a change in place. Reduced motion sets the durations to 0 ms.
 * CSS, not theme tokens: apps do not configure motion, and this keeps it out of the page's first script.
 */
export const MOTION_TOKENS =
  '--wp-duration-fast: 120ms; --wp-duration-base: 150ms; --wp-ease-out: cubic-bezier(0.2, 0, 0, 1); ' +
  '--wp-ease-in: cubic-bezier(0.4, 0, 1, 1); --wp-ease-in-out: cubic-bezier(0.4, 0, 0.2, 1);';

/** A colour or shadow change in place (hover, press, selection): fast, ease-in-out. */
export const STATE_TRANSITION = 'var(--wp-duration-fast) var(--wp-ease-in-out)';
