/**
 * CSS of the email-login and embedded-wallet pieces (the email field, the code boxes, the frame's
 * placeholder and the views around them). Theme tokens only, logical sides only, the shared focus ring.
 */
import { STATE_TRANSITION } from '../ui/motion.js';

const ERROR_TEXT = 'color-mix(in srgb, var(--wp-color-error) 70%, var(--wp-color-foreground))';
const ERROR_BORDER = 'color-mix(in srgb, var(--wp-color-error) 65%, var(--wp-color-border))';

export const EMBEDDED_CSS = /* css */ `
.wp-email-form { display: flex; flex-direction: column; gap: var(--wp-spacing-xs); margin: 0; }
.wp-email-field { position: relative; display: flex; align-items: center; }
.wp-email-field__input {
  width: 100%; height: 56px; margin: 0;
  padding-block: 0; padding-inline: var(--wp-spacing-l) calc(var(--wp-spacing-s) + 36px + var(--wp-spacing-s));
  border: 1px solid var(--wp-color-border); border-radius: var(--wp-border-radius-m);
  background: var(--wp-color-surface-1); color: var(--wp-color-foreground);
  font: inherit; font-size: var(--wp-font-size-m);
  transition: border-color ${STATE_TRANSITION}, background-color ${STATE_TRANSITION};
}
.wp-email-field__input::placeholder { color: var(--wp-color-text-tertiary); opacity: 1; }
.wp-email-field__input:hover { background: var(--wp-color-surface-2); }
.wp-email-field__input:focus-visible { border-color: var(--wp-color-accent); background: var(--wp-color-surface-1); }
.wp-email-field__input[aria-invalid='true'] { border-color: ${ERROR_BORDER}; }
.wp-email-field__submit {
  position: absolute; inset-inline-end: var(--wp-spacing-s);
  display: flex; align-items: center; justify-content: center; width: 36px; height: 36px; margin: 0; padding: 0;
  border: 0; border-radius: var(--wp-border-radius-s); cursor: pointer;
  background: var(--wp-color-accent-strong); color: var(--wp-color-accent-foreground);
  transition: background-color ${STATE_TRANSITION}, color ${STATE_TRANSITION}, box-shadow ${STATE_TRANSITION};
  -webkit-tap-highlight-color: transparent;
}
.wp-email-field__submit:hover:not(:disabled) { box-shadow: inset 0 0 0 100px rgba(0, 0, 0, 0.08); }
.wp-email-field__submit:disabled { cursor: not-allowed; background: var(--wp-color-surface-3); color: var(--wp-color-text-tertiary); }
.wp-email-field__submit[aria-busy='true'] { cursor: progress; background: var(--wp-color-surface-3); color: var(--wp-color-accent); }
.wp-email-field__submit .wp-spinner { color: inherit; }

.wp-embedded-error {
  display: flex; align-items: flex-start; gap: var(--wp-spacing-2xs); margin: 0;
  padding-inline: var(--wp-spacing-2xs);
  font-size: var(--wp-font-size-s); line-height: 1.4; color: ${ERROR_TEXT}; overflow-wrap: anywhere;
}
.wp-embedded-error > .wp-icon { flex: none; margin-top: 1px; }
.wp-embedded-notice { margin: 0; font-size: var(--wp-font-size-s); line-height: 1.4; color: var(--wp-color-text-secondary); }

.wp-otp { display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-l); padding-top: var(--wp-spacing-xs); }
.wp-otp__icon {
  display: flex; align-items: center; justify-content: center; width: 56px; height: 56px;
  border-radius: var(--wp-border-radius-full); background: var(--wp-color-accent-soft); color: var(--wp-color-accent);
}
.wp-otp__intro { max-width: 100%; overflow-wrap: anywhere; }
.wp-otp__intro strong { font-weight: var(--wp-font-weight-medium); color: var(--wp-color-foreground); }
.wp-otp__boxes {
  display: grid; grid-template-columns: repeat(6, minmax(0, 44px)); justify-content: center;
  gap: var(--wp-spacing-xs); width: 100%; margin: 0; padding: 0; border: 0;
}
.wp-otp__box {
  width: 100%; height: 52px; min-width: 0; margin: 0; padding: 0;
  border: 1px solid var(--wp-color-border); border-radius: var(--wp-border-radius-m);
  background: var(--wp-color-surface-1); color: var(--wp-color-foreground); caret-color: var(--wp-color-accent);
  font: inherit; font-size: var(--wp-font-size-xl); font-weight: var(--wp-font-weight-semibold);
  font-variant-numeric: tabular-nums; text-align: center;
  transition: border-color ${STATE_TRANSITION}, background-color ${STATE_TRANSITION}, opacity ${STATE_TRANSITION};
}
.wp-otp__box:hover { background: var(--wp-color-surface-2); }
.wp-otp__box:focus-visible { border-color: var(--wp-color-accent); background: var(--wp-color-surface-1); }
.wp-otp__box[aria-invalid='true'] { border-color: ${ERROR_BORDER}; }
.wp-otp__boxes[aria-busy='true'] .wp-otp__box { opacity: 0.6; }
.wp-otp__status {
  display: flex; align-items: center; justify-content: center; gap: var(--wp-spacing-xs);
  min-height: 20px; margin-top: calc(-1 * var(--wp-spacing-xs)); text-align: center;
}
.wp-otp__status .wp-embedded-error { justify-content: center; }
.wp-otp__checking { font-size: var(--wp-font-size-s); color: var(--wp-color-text-secondary); }
.wp-otp__resend { display: flex; align-items: center; justify-content: center; min-height: 32px; margin-top: calc(-1 * var(--wp-spacing-s)); }
.wp-otp__wait {
  margin: 0; font-size: var(--wp-font-size-s); line-height: 1.4; color: var(--wp-color-text-secondary);
  font-variant-numeric: tabular-nums;
}

.wp-frame-slot {
  position: relative; display: flex; align-items: center; justify-content: center;
  margin-inline: calc(-1 * var(--wp-spacing-l));
  border-radius: var(--wp-border-radius-m);
  transition: height var(--wp-duration-base) var(--wp-ease-in-out);
}

.wp-embedded-view { display: flex; flex-direction: column; gap: var(--wp-spacing-l); }
.wp-embedded-view__intro {
  display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-2xs);
  padding: var(--wp-spacing-xs) var(--wp-spacing-xs) 0; text-align: center; overflow-wrap: anywhere;
}
.wp-embedded-view__caption { margin-bottom: calc(-1 * var(--wp-spacing-s)); overflow-wrap: anywhere; }
.wp-embedded-view__failure { display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-m); }
.wp-embedded-view__failure .wp-embedded-error { justify-content: center; text-align: center; }
`;
