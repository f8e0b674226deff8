/**
 * CSS of the Send views (the form, the token list, the review and its outcome). Theme tokens only, logical
 * sides only, the shared focus ring: light/dark, right-to-left and the app's themeVariables just work.
 */
import { STATE_TRANSITION } from '../../ui/motion.js';

const ERROR_TEXT = 'color-mix(in srgb, var(--wp-color-error) 70%, var(--wp-color-foreground))';
const SUCCESS_TEXT = 'color-mix(in srgb, var(--wp-color-success) 70%, var(--wp-color-foreground))';

export const SEND_CSS = /* css */ `
.wp-send { display: flex; flex-direction: column; gap: var(--wp-spacing-m); }
.wp-send__card {
  display: flex; flex-direction: column; gap: var(--wp-spacing-s);
  padding-block: var(--wp-spacing-m); padding-inline: var(--wp-spacing-l) var(--wp-spacing-m);
  border: 1px solid var(--wp-color-border); border-radius: var(--wp-border-radius-l);
  background: var(--wp-color-surface-1);
}
.wp-send__card-head { display: flex; align-items: center; justify-content: space-between; gap: var(--wp-spacing-s); min-height: 28px; }
.wp-send__label { font-size: var(--wp-font-size-s); font-weight: var(--wp-font-weight-medium); color: var(--wp-color-text-secondary); }
.wp-send__balance { display: flex; align-items: center; gap: var(--wp-spacing-xs); min-width: 0; font-size: var(--wp-font-size-s); color: var(--wp-color-text-secondary); font-variant-numeric: tabular-nums; }
.wp-send__balance-text { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wp-send__max {
  flex: none; height: 24px; margin: 0; padding: 0 var(--wp-spacing-s); border: 0; cursor: pointer;
  border-radius: var(--wp-border-radius-full); background: var(--wp-color-accent-soft);
  color: color-mix(in srgb, var(--wp-color-accent) 60%, var(--wp-color-foreground));
  font: inherit; font-size: var(--wp-font-size-s); font-weight: var(--wp-font-weight-semibold);
  transition: background-color ${STATE_TRANSITION};
}
.wp-send__max:hover:not(:disabled) { background: color-mix(in srgb, var(--wp-color-accent) 22%, transparent); }
.wp-send__max:disabled { cursor: not-allowed; opacity: 0.5; }
.wp-send__amount-row { display: flex; align-items: center; gap: var(--wp-spacing-s); }
.wp-send__amount-input {
  flex: 1; min-width: 0; height: 44px; margin: 0; padding: 0 var(--wp-spacing-2xs);
  border: 0; border-radius: var(--wp-border-radius-s); background: transparent; color: var(--wp-color-foreground);
  font: inherit; font-size: var(--wp-font-size-2xl); font-weight: var(--wp-font-weight-medium);
  letter-spacing: -0.02em; font-variant-numeric: tabular-nums;
}
.wp-send__amount-input::placeholder { color: var(--wp-color-text-tertiary); opacity: 1; }
.wp-send__token {
  display: inline-flex; align-items: center; gap: var(--wp-spacing-xs); flex: none; max-width: 50%;
  height: 40px; margin: 0; padding-block: 0; padding-inline: var(--wp-spacing-2xs) var(--wp-spacing-s);
  border: 1px solid var(--wp-color-border); border-radius: var(--wp-border-radius-full); cursor: pointer;
  background: var(--wp-color-background); color: var(--wp-color-foreground);
  font: inherit; font-size: var(--wp-font-size-m); font-weight: var(--wp-font-weight-semibold);
  transition: background-color ${STATE_TRANSITION};
}
.wp-send__token:hover { background: var(--wp-color-surface-2); }
.wp-send__token-symbol { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wp-send__token .wp-icon { color: var(--wp-color-text-tertiary); }
.wp-send__hint { display: flex; align-items: center; justify-content: space-between; gap: var(--wp-spacing-s); min-height: 18px; font-size: var(--wp-font-size-s); color: var(--wp-color-text-secondary); font-variant-numeric: tabular-nums; }
.wp-send__card .wp-send__message { padding-inline: 0; }
.wp-send__message { display: flex; align-items: flex-start; gap: var(--wp-spacing-2xs); margin: 0; padding-inline: var(--wp-spacing-2xs); font-size: var(--wp-font-size-s); line-height: 1.4; overflow-wrap: anywhere; }
.wp-send__message .wp-icon { margin-top: 1px; }
.wp-send__message--error { color: ${ERROR_TEXT}; }
.wp-send__message--success { color: ${SUCCESS_TEXT}; }
.wp-send__message--neutral { color: var(--wp-color-text-secondary); }
.wp-send__field { display: flex; flex-direction: column; gap: var(--wp-spacing-xs); }
.wp-send__recipient {
  width: 100%; box-sizing: border-box; height: 44px; margin: 0; padding-block: 0; padding-inline: var(--wp-spacing-m);
  border: 1px solid var(--wp-color-border); border-radius: var(--wp-border-radius-m);
  background: var(--wp-color-background); color: var(--wp-color-foreground);
  font: inherit; font-size: var(--wp-font-size-m);
  transition: border-color ${STATE_TRANSITION};
}
.wp-send__recipient::placeholder { color: var(--wp-color-text-tertiary); opacity: 1; }
.wp-send__recipient:focus-visible { border-color: var(--wp-color-accent); }
.wp-send__recipient[aria-invalid='true'] { border-color: color-mix(in srgb, var(--wp-color-error) 65%, var(--wp-color-border)); }
.wp-send__fee {
  display: flex; align-items: center; justify-content: space-between; gap: var(--wp-spacing-s); min-height: 32px;
  padding-inline: var(--wp-spacing-2xs); font-size: var(--wp-font-size-s); color: var(--wp-color-text-secondary);
}
.wp-send__fee-value { display: flex; align-items: center; gap: var(--wp-spacing-xs); color: var(--wp-color-foreground); font-variant-numeric: tabular-nums; text-align: end; }
.wp-send__notice {
  display: flex; align-items: center; gap: var(--wp-spacing-s); margin: 0;
  padding: var(--wp-spacing-s) var(--wp-spacing-m); border-radius: var(--wp-border-radius-m);
  background: var(--wp-color-accent-soft); font-size: var(--wp-font-size-s); color: var(--wp-color-foreground);
}
.wp-send__notice .wp-button { margin-inline-start: auto; }
.wp-send__state {
  display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-m);
  padding: var(--wp-spacing-xl) var(--wp-spacing-m); text-align: center;
}
.wp-send__state > * { margin: 0; }

/* The token list */
.wp-send-tokens { display: flex; flex-direction: column; gap: var(--wp-spacing-s); }
.wp-send-tokens__list { display: flex; flex-direction: column; gap: var(--wp-spacing-2xs); margin: 0; padding: 0; list-style: none; }
.wp-send-tokens__amounts { display: flex; flex-direction: column; align-items: flex-end; gap: 2px; font-variant-numeric: tabular-nums; }
.wp-send-tokens__balance { font-size: var(--wp-font-size-m); font-weight: var(--wp-font-weight-medium); color: var(--wp-color-foreground); }
.wp-send-tokens__fiat { font-size: var(--wp-font-size-s); color: var(--wp-color-text-secondary); }
.wp-send-tokens__empty { padding: var(--wp-spacing-xl) var(--wp-spacing-m); text-align: center; }
.wp-send-tokens__note { display: flex; align-items: center; gap: var(--wp-spacing-xs); padding-inline: var(--wp-spacing-2xs); font-size: var(--wp-font-size-s); color: var(--wp-color-text-secondary); }
.wp-send-tokens__note .wp-button { margin-inline-start: auto; }

/* The review */
.wp-send-review__summary { gap: 0; padding: 0; }
.wp-send-review__amount { display: flex; align-items: center; gap: var(--wp-spacing-m); padding: var(--wp-spacing-l); }
.wp-send-review__amount-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.wp-send-review__amount-value {
  margin: 0; font-size: var(--wp-font-size-xl); font-weight: var(--wp-font-weight-semibold); letter-spacing: -0.01em;
  color: var(--wp-color-foreground); font-variant-numeric: tabular-nums; overflow-wrap: anywhere;
}
.wp-send-review__rows { display: flex; flex-direction: column; margin: 0; padding: var(--wp-spacing-2xs) var(--wp-spacing-l); border-top: 1px solid var(--wp-color-border); }
.wp-send-review__row { display: flex; align-items: flex-start; justify-content: space-between; gap: var(--wp-spacing-m); padding-block: var(--wp-spacing-s); }
.wp-send-review__row + .wp-send-review__row { border-top: 1px solid var(--wp-color-border); }
.wp-send-review__row dt { flex: none; font-size: var(--wp-font-size-s); color: var(--wp-color-text-secondary); line-height: 20px; }
.wp-send-review__row dd {
  display: flex; flex-direction: column; align-items: flex-end; gap: 2px; min-width: 0; margin: 0;
  font-size: var(--wp-font-size-s); color: var(--wp-color-foreground); line-height: 20px; text-align: end; font-variant-numeric: tabular-nums;
}
/* 22ch of monospace: an address breaks into two even lines (0x + 20, then 20; a 44-character base58 one 22 and 22), easy to compare with the wallet's. */
.wp-send-review__address {
  max-width: 22ch; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: var(--wp-font-size-s); word-break: break-all;
}
.wp-send-review__network { display: inline-flex; align-items: center; gap: var(--wp-spacing-xs); }
.wp-send-review__secondary { color: var(--wp-color-text-secondary); }
.wp-send-review__actions { display: grid; grid-template-columns: 1fr 2fr; gap: var(--wp-spacing-s); }
.wp-send-review__problem {
  display: flex; flex-direction: column; gap: var(--wp-spacing-2xs); margin: 0;
  padding: var(--wp-spacing-m); border-radius: var(--wp-border-radius-m);
  background: color-mix(in srgb, var(--wp-color-error) 10%, transparent);
}
.wp-send-review__problem-title { display: flex; align-items: center; gap: var(--wp-spacing-xs); font-size: var(--wp-font-size-s); font-weight: var(--wp-font-weight-semibold); color: ${ERROR_TEXT}; }
.wp-send-review__problem-text { font-size: var(--wp-font-size-s); color: var(--wp-color-foreground); line-height: 1.4; overflow-wrap: anywhere; }
.wp-send-outcome { display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-s); padding: var(--wp-spacing-l) var(--wp-spacing-s) var(--wp-spacing-s); text-align: center; }
.wp-send-outcome > * { margin: 0; }
.wp-send-outcome__icon {
  display: flex; align-items: center; justify-content: center; width: 56px; height: 56px; margin-bottom: var(--wp-spacing-2xs);
  border-radius: var(--wp-border-radius-full);
}
.wp-send-outcome__icon--success { color: var(--wp-color-success); background: color-mix(in srgb, var(--wp-color-success) 14%, transparent); }
.wp-send-outcome__icon--error { color: var(--wp-color-error); background: color-mix(in srgb, var(--wp-color-error) 14%, transparent); }
.wp-send-outcome__icon--busy { color: var(--wp-color-accent); background: var(--wp-color-accent-soft); }
.wp-send-outcome__text { max-width: 300px; overflow-wrap: anywhere; }
.wp-send-outcome__link {
  display: inline-flex; align-items: center; gap: var(--wp-spacing-2xs); border-radius: var(--wp-border-radius-xs);
  color: color-mix(in srgb, var(--wp-color-accent) 60%, var(--wp-color-foreground));
  font-size: var(--wp-font-size-s); font-weight: var(--wp-font-weight-medium); text-decoration: none;
}
.wp-send-outcome__link:hover { text-decoration: underline; }
.wp-send-outcome__hash { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: var(--wp-font-size-s); color: var(--wp-color-text-secondary); }
.wp-send-outcome__actions { display: flex; flex-direction: column; gap: var(--wp-spacing-s); width: 100%; margin-top: var(--wp-spacing-s); }
`;
