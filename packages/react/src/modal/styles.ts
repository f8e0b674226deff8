/**
 * CSS of the modal shell: the host reset, overlay, card, header, view area, alert bar and their motion.
 * Motion comes from one scale (MOTION_TOKENS, ui/motion.ts): fast (120 ms) for the header text and
 * colour changes, base (150 ms) for the card, the views, the alerts and the height; ease-out for what
 * enters, ease-in for what leaves, ease-in-out for a change in place.
 * Under reduced motion (`data-reduced-motion="true"` on .wp-modal, from the media query) the scale drops
 * to 0 ms for everything inside, entrance animations are off, and the shake becomes a still red outline
 * pulse. Sides are logical (inline-start/end), so the card lays itself out right to left under dir="rtl".
 */
import { MOTION_TOKENS } from '../ui/motion.js';

export const MODAL_CSS = /* css */ `
:host { all: initial; display: block; }
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }

.wp-modal {
  ${MOTION_TOKENS}
  font-family: var(--wp-font-family);
  font-size: var(--wp-font-size-m);
  line-height: 1.4;
  color: var(--wp-color-foreground);
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  text-rendering: optimizeLegibility;
}
.wp-modal--overlay {
  position: fixed; inset: 0; z-index: var(--wp-z-index);
  display: flex; align-items: center; justify-content: center;
  padding: var(--wp-spacing-l);
  background: var(--wp-color-overlay);
  animation: wp-fade-in var(--wp-duration-base) var(--wp-ease-out);
}
.wp-modal--overlay[data-state='closing'] { animation: wp-fade-out var(--wp-duration-base) var(--wp-ease-in) forwards; pointer-events: none; }
.wp-modal--embedded { display: flex; justify-content: center; }

.wp-dialog {
  position: relative;
  display: flex; flex-direction: column;
  width: var(--wp-modal-width); max-width: 100%;
  max-height: min(720px, calc(100vh - 2 * var(--wp-spacing-l)));
  max-height: min(720px, calc(100dvh - 2 * var(--wp-spacing-l)));
  overflow: hidden;
  background: var(--wp-color-background);
  /* Outer radius = inner radius (rows, 12 px) + padding (16 px): the corners look concentric. */
  border-radius: calc(var(--wp-border-radius-m) + var(--wp-spacing-l));
  box-shadow: 0 0 0 1px var(--wp-color-border), 0 24px 64px -16px rgba(0, 0, 0, 0.35), 0 8px 24px -12px rgba(0, 0, 0, 0.25);
  outline: none;
  animation: wp-card-in var(--wp-duration-base) var(--wp-ease-out);
}
.wp-modal[data-state='closing'] .wp-dialog { animation: wp-card-out var(--wp-duration-base) var(--wp-ease-in) forwards; }
.wp-dialog--shake { animation: wp-shake 500ms cubic-bezier(0.36, 0.07, 0.19, 0.97) both; }

/* Phones: a bottom sheet the width of the screen. */
@media (max-width: 430px) {
  .wp-modal--overlay { align-items: flex-end; padding: 0; }
  .wp-modal--overlay .wp-dialog {
    width: 100%;
    max-height: calc(100vh - var(--wp-spacing-3xl));
    max-height: calc(100dvh - var(--wp-spacing-3xl));
    border-radius: calc(var(--wp-border-radius-m) + var(--wp-spacing-l)) calc(var(--wp-border-radius-m) + var(--wp-spacing-l)) 0 0;
    padding-bottom: env(safe-area-inset-bottom, 0px);
    animation-name: wp-sheet-in;
  }
  .wp-modal--overlay[data-state='closing'] .wp-dialog { animation-name: wp-sheet-out; }
  .wp-modal--overlay .wp-dialog--shake { animation-name: wp-shake; }
}

/* Header: back | title | close, the title centred whatever the buttons. */
.wp-header {
  display: grid; grid-template-columns: 36px 1fr 36px; align-items: center; gap: var(--wp-spacing-s);
  min-height: 60px; padding: var(--wp-spacing-m) var(--wp-spacing-m) var(--wp-spacing-s);
  flex: none;
}
.wp-header__title {
  margin: 0; min-width: 0; text-align: center;
  font-size: var(--wp-font-size-l); font-weight: var(--wp-font-weight-semibold); line-height: 1.3;
  letter-spacing: -0.01em; color: var(--wp-color-foreground);
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
/* Focused by script on each view change (never by Tab): a heading, not a control, so no focus ring. */
.wp-header__title:focus { outline: none; }
.wp-header__title-text { display: inline; animation: wp-fade-in var(--wp-duration-fast) var(--wp-ease-out); }
.wp-header__slot { display: flex; width: 36px; height: 36px; }
.wp-header__slot:first-child { grid-column: 1; }
.wp-header__title { grid-column: 2; }
.wp-header__slot:last-child { grid-column: 3; }

/* The view area; its height follows the view's (ResizeObserver) and animates. */
.wp-modal-body {
  flex: 0 1 auto; min-height: 0;
  overflow-x: hidden; overflow-y: auto; overscroll-behavior: contain;
  transition: height var(--wp-duration-base) var(--wp-ease-in-out);
  scrollbar-width: thin;
}
.wp-modal-content { padding: var(--wp-spacing-2xs) var(--wp-spacing-l) var(--wp-spacing-l); }
.wp-view { animation: wp-view-in var(--wp-duration-base) var(--wp-ease-out); }
.wp-view-fallback { display: flex; flex-direction: column; gap: var(--wp-spacing-xs); }
.wp-view-message {
  display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-m);
  padding: var(--wp-spacing-xl) var(--wp-spacing-s); text-align: center; color: var(--wp-color-text-secondary);
}
.wp-view-message__icon {
  display: flex; align-items: center; justify-content: center; width: 48px; height: 48px;
  border-radius: var(--wp-border-radius-full); background: var(--wp-color-surface-2);
}

/* Alert bar: floats over the top of the view, under the header, so it never moves the content. */
.wp-alerts { position: absolute; top: 56px; inset-inline: var(--wp-spacing-m); z-index: 2; pointer-events: none; }
.wp-alert {
  display: flex; align-items: flex-start; gap: var(--wp-spacing-s);
  padding-block: var(--wp-spacing-s); padding-inline: var(--wp-spacing-m) var(--wp-spacing-xs);
  border-radius: var(--wp-border-radius-m);
  background: var(--wp-color-background);
  box-shadow: 0 0 0 1px var(--wp-color-border), 0 12px 32px -12px rgba(0, 0, 0, 0.4);
  pointer-events: auto;
  animation: wp-alert-in var(--wp-duration-base) var(--wp-ease-out);
}
.wp-alert__icon { display: flex; padding-top: 6px; flex: none; }
.wp-alert--success .wp-alert__icon { color: var(--wp-color-success); }
.wp-alert--info .wp-alert__icon { color: var(--wp-color-accent); }
.wp-alert--warning .wp-alert__icon { color: var(--wp-color-warning); }
.wp-alert--error .wp-alert__icon { color: var(--wp-color-error); }
.wp-alert__body { flex: 1; min-width: 0; padding: 5px 0; }
.wp-alert__message { margin: 0; font-size: var(--wp-font-size-m); font-weight: var(--wp-font-weight-medium); line-height: 1.35; }
.wp-alert__long {
  margin: var(--wp-spacing-3xs) 0 0; font-size: var(--wp-font-size-s); line-height: 1.4;
  color: var(--wp-color-text-secondary); overflow-wrap: anywhere;
}

@keyframes wp-fade-in { from { opacity: 0; } }
@keyframes wp-fade-out { to { opacity: 0; } }
@keyframes wp-card-in { from { opacity: 0; transform: translateY(8px) scale(0.98); } }
@keyframes wp-card-out { to { opacity: 0; transform: translateY(8px) scale(0.98); } }
@keyframes wp-sheet-in { from { transform: translateY(100%); } }
@keyframes wp-sheet-out { to { transform: translateY(100%); } }
@keyframes wp-view-in { from { opacity: 0; transform: translateY(4px); } }
@keyframes wp-alert-in { from { opacity: 0; transform: translateY(-6px); } }
/* The shake is a physical "no" of the whole card: it stays the same in both directions. */
@keyframes wp-shake {
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(3px); }
  30%, 50%, 70% { transform: translateX(-6px); }
  40%, 60% { transform: translateX(6px); }
}
@keyframes wp-flash { 0%, 100% { box-shadow: 0 0 0 1px var(--wp-color-border); } 30%, 70% { box-shadow: 0 0 0 2px var(--wp-color-error); } }

/* Every transition inside reads its duration from the scale: zero here makes each change instant. */
.wp-modal[data-reduced-motion='true'] { --wp-duration-fast: 0ms; --wp-duration-base: 0ms; }
.wp-modal[data-reduced-motion='true'],
.wp-modal[data-reduced-motion='true'] .wp-dialog,
.wp-modal[data-reduced-motion='true'] .wp-view,
.wp-modal[data-reduced-motion='true'] .wp-alert,
.wp-modal[data-reduced-motion='true'] .wp-header__title-text { animation: none; }
.wp-modal[data-reduced-motion='true'] .wp-modal-body { transition: none; }
.wp-modal[data-reduced-motion='true'] .wp-dialog.wp-dialog--shake { animation: wp-flash 500ms ease both; }
`;
