/**
 * CSS of the name views. Theme tokens only, logical sides only: light/dark, right-to-left and the app's
 * themeVariables apply.
 */
import { STATE_TRANSITION } from '../../ui/motion.js';

const ERROR_TEXT = 'color-mix(in srgb, var(--wp-color-error) 70%, var(--wp-color-foreground))';
const SUCCESS_TEXT = 'color-mix(in srgb, var(--wp-color-success) 70%, var(--wp-color-foreground))';

export const NAMES_CSS = /* css */ `
.wp-names { display: flex; flex-direction: column; gap: var(--wp-spacing-m); }
.wp-names > p { margin: 0; }
.wp-names__field { display: flex; flex-direction: column; gap: var(--wp-spacing-xs); }
.wp-names__label { font-size: var(--wp-font-size-s); font-weight: var(--wp-font-weight-medium); color: var(--wp-color-text-secondary); }
.wp-names__box {
  display: flex; align-items: center; height: 48px; box-sizing: border-box;
  padding-inline: var(--wp-spacing-m); gap: var(--wp-spacing-2xs);
  border: 1px solid var(--wp-color-border); border-radius: var(--wp-border-radius-m);
  background: var(--wp-color-background);
  transition: border-color ${STATE_TRANSITION};
}
.wp-names__box:focus-within { border-color: var(--wp-color-accent); }
.wp-names__box[data-invalid='true'] { border-color: color-mix(in srgb, var(--wp-color-error) 65%, var(--wp-color-border)); }
.wp-names__input {
  flex: 1; min-width: 0; height: 100%; margin: 0; padding: 0; border: 0;
  background: transparent; color: var(--wp-color-foreground); font: inherit; font-size: var(--wp-font-size-m);
}
.wp-names__input::placeholder { color: var(--wp-color-text-tertiary); opacity: 1; }
.wp-names__suffix { flex: none; font-size: var(--wp-font-size-m); color: var(--wp-color-text-secondary); white-space: nowrap; }
.wp-names__message { display: flex; align-items: flex-start; gap: var(--wp-spacing-2xs); min-height: 18px; margin: 0; font-size: var(--wp-font-size-s); line-height: 1.4; overflow-wrap: anywhere; }
.wp-names__message .wp-icon, .wp-names__message .wp-spinner { flex: none; margin-top: 1px; }
.wp-names__message--error { color: ${ERROR_TEXT}; }
.wp-names__message--success { color: ${SUCCESS_TEXT}; }
.wp-names__message--neutral, .wp-names__message--busy { color: var(--wp-color-text-secondary); }
.wp-names__suggestions { display: flex; flex-direction: column; gap: var(--wp-spacing-xs); }
.wp-names__chips { display: flex; flex-wrap: wrap; gap: var(--wp-spacing-xs); margin: 0; padding: 0; list-style: none; }
.wp-names__chip {
  max-width: 100%; height: 32px; margin: 0; padding: 0 var(--wp-spacing-m); cursor: pointer;
  border: 1px solid var(--wp-color-border); border-radius: var(--wp-border-radius-full);
  background: var(--wp-color-surface-1); color: var(--wp-color-foreground);
  font: inherit; font-size: var(--wp-font-size-s); overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  transition: background-color ${STATE_TRANSITION};
}
.wp-names__chip:hover { background: var(--wp-color-surface-2); }
.wp-names__failure {
  display: flex; gap: var(--wp-spacing-s); margin: 0; padding: var(--wp-spacing-s) var(--wp-spacing-m);
  border-radius: var(--wp-border-radius-m); background: color-mix(in srgb, var(--wp-color-error) 10%, transparent);
  color: ${ERROR_TEXT}; font-size: var(--wp-font-size-s); line-height: 1.4; overflow-wrap: anywhere;
}
.wp-names__failure p { margin: 0; }
.wp-names__failure .wp-icon { flex: none; margin-top: 2px; }
.wp-names__failure strong { display: block; font-weight: var(--wp-font-weight-semibold); }
.wp-names__outcome { display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-s); padding: var(--wp-spacing-l) var(--wp-spacing-s) var(--wp-spacing-s); text-align: center; }
.wp-names__outcome > * { margin: 0; }
.wp-names__outcome-icon {
  display: flex; align-items: center; justify-content: center; width: 56px; height: 56px; margin-bottom: var(--wp-spacing-2xs);
  border-radius: var(--wp-border-radius-full);
}
.wp-names__outcome-icon--busy { color: var(--wp-color-accent); background: var(--wp-color-accent-soft); }
.wp-names__outcome-icon--success { color: var(--wp-color-success); background: color-mix(in srgb, var(--wp-color-success) 14%, transparent); }
.wp-names__outcome-text { max-width: 300px; overflow-wrap: anywhere; }
.wp-names__outcome .wp-avatar { margin-bottom: var(--wp-spacing-2xs); }
.wp-names__actions { display: flex; flex-direction: column; gap: var(--wp-spacing-s); width: 100%; margin-top: var(--wp-spacing-s); }
.wp-names__state { display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-m); padding: var(--wp-spacing-xl) var(--wp-spacing-m); text-align: center; }
.wp-names__state > * { margin: 0; }
`;
