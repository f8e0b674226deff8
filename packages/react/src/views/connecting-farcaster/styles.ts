/** CSS of the Farcaster view: the QR box of the WalletConnect view's size, the hint and the two links. */
export const FARCASTER_CSS = /* css */ `
.wp-farcaster { display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-m); }
.wp-farcaster__qr {
  position: relative; width: 100%; max-width: 328px; aspect-ratio: 1 / 1; box-sizing: border-box;
}
.wp-farcaster__expired {
  position: absolute; inset: 0; box-sizing: border-box;
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: var(--wp-spacing-s);
  padding: var(--wp-spacing-l); border-radius: var(--wp-border-radius-l); background: var(--wp-color-surface-1);
  text-align: center;
}
.wp-farcaster__hint { margin: 0; max-width: 296px; }
.wp-farcaster[data-phase='failed'] .wp-farcaster__hint { visibility: hidden; }
.wp-farcaster__links { display: flex; gap: var(--wp-spacing-xs); justify-content: center; flex-wrap: wrap; }
.wp-farcaster__links .wp-button__label { display: inline-flex; align-items: center; gap: var(--wp-spacing-xs); }
`;
