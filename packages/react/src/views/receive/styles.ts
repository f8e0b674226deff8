/**
 * CSS of the Receive view. Theme tokens only; the QR code's own card (always white, for cameras) is the
 * QR primitive's (ui/qr/styles.ts).
 */
export const RECEIVE_CSS = /* css */ `
.wp-receive { display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-l); padding-top: var(--wp-spacing-2xs); }
.wp-receive__qr-box { position: relative; width: 100%; max-width: 232px; aspect-ratio: 1 / 1; }
.wp-receive__address-card {
  display: flex; flex-direction: column; gap: var(--wp-spacing-s); width: 100%; box-sizing: border-box;
  padding: var(--wp-spacing-m) var(--wp-spacing-l); border: 1px solid var(--wp-color-border);
  border-radius: var(--wp-border-radius-l); background: var(--wp-color-surface-1);
}
.wp-receive__label { margin: 0; font-size: var(--wp-font-size-s); font-weight: var(--wp-font-weight-medium); color: var(--wp-color-text-secondary); }
/* 22ch of monospace: the address breaks into two even lines (0x + 20, then 20), easy to read back. */
.wp-receive__address {
  max-width: 22ch; margin: 0; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: var(--wp-font-size-l); line-height: 1.5; letter-spacing: 0.02em; color: var(--wp-color-foreground);
  word-break: break-all; user-select: all;
}
.wp-receive__networks { display: flex; flex-direction: column; gap: var(--wp-spacing-s); width: 100%; }
.wp-receive__chips { display: flex; flex-wrap: wrap; gap: var(--wp-spacing-xs); margin: 0; padding: 0; list-style: none; }
.wp-receive__chip {
  display: inline-flex; align-items: center; gap: var(--wp-spacing-xs); height: 28px; box-sizing: border-box;
  padding-block: 0; padding-inline: var(--wp-spacing-2xs) var(--wp-spacing-s);
  border-radius: var(--wp-border-radius-full); background: var(--wp-color-surface-1);
  font-size: var(--wp-font-size-s); color: var(--wp-color-foreground);
}
.wp-receive__hint { margin: 0; font-size: var(--wp-font-size-s); line-height: 1.4; color: var(--wp-color-text-secondary); }
`;
