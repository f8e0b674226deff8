/**
 * CSS of the social login pieces: the Connect view's provider buttons, the list of every provider and
 * the waiting view. Theme tokens only, logical sides only, the shared focus ring.
 */
import { STATE_TRANSITION } from '../ui/motion.js';

export const SOCIAL_CSS = /* css */ `
.wp-social { display: flex; flex-direction: column; gap: var(--wp-spacing-xs); }
.wp-social-row { display: flex; gap: var(--wp-spacing-xs); }
.wp-social-button {
  display: flex; align-items: center; justify-content: center; gap: var(--wp-spacing-s);
  min-height: 48px; margin: 0; padding: 0 var(--wp-spacing-l); flex: 1 1 0; min-width: 0;
  border: 1px solid var(--wp-color-border); border-radius: var(--wp-border-radius-m);
  background: var(--wp-color-surface-1); color: var(--wp-color-foreground);
  font: inherit; font-size: var(--wp-font-size-m); font-weight: var(--wp-font-weight-medium);
  cursor: pointer; transition: background-color ${STATE_TRANSITION}, border-color ${STATE_TRANSITION};
  -webkit-tap-highlight-color: transparent;
}
.wp-social-button:hover { background: var(--wp-color-surface-2); }
.wp-social-button--wide { position: relative; }
.wp-social-button--wide .wp-social-icon { position: absolute; inset-inline-start: var(--wp-spacing-l); }
.wp-social-button__label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wp-social-button--icon { padding: 0; }
.wp-social-button--more { color: var(--wp-color-text-secondary); }
.wp-social-icon { flex: none; display: block; }

.wp-social-list { display: flex; flex-direction: column; gap: var(--wp-spacing-xs); }
.wp-social-list .wp-social-button { justify-content: flex-start; flex: none; }
.wp-social-list .wp-social-button--wide .wp-social-icon { position: static; }

.wp-social-wait {
  display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-l);
  padding-block: var(--wp-spacing-l) var(--wp-spacing-xs); text-align: center;
}
.wp-social-wait__mark {
  position: relative; display: flex; align-items: center; justify-content: center;
  width: 72px; height: 72px; border-radius: var(--wp-border-radius-full); background: var(--wp-color-surface-2);
}
.wp-social-wait__ring {
  position: absolute; inset: -4px; border-radius: inherit;
  border: 2px solid var(--wp-color-border); border-top-color: var(--wp-color-accent);
  animation: wp-social-spin 1s linear infinite;
}
.wp-social-wait__mark--failed .wp-social-wait__ring { display: none; }
.wp-social-wait__mark--failed { box-shadow: 0 0 0 2px color-mix(in srgb, var(--wp-color-error) 65%, var(--wp-color-border)); }
.wp-social-wait__text { display: flex; flex-direction: column; gap: var(--wp-spacing-2xs); max-width: 300px; }
.wp-social-wait__actions { display: flex; gap: var(--wp-spacing-xs); width: 100%; justify-content: center; }
@keyframes wp-social-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  .wp-social-wait__ring { animation-duration: 3s; }
}
`;
