/** The ConnectingMultiChain view's own CSS (theme tokens only). */
export const MULTI_CHAIN_VIEW_CSS = /* css */ `
.wp-multi-chain { display: flex; flex-direction: column; gap: var(--wp-spacing-l); }
.wp-multi-chain__intro {
  display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-m);
  padding: var(--wp-spacing-s) var(--wp-spacing-s) 0; text-align: center;
}
.wp-multi-chain__intro > p { margin: 0; max-width: 296px; }
.wp-multi-chain__list {
  display: flex; flex-direction: column; gap: var(--wp-spacing-xs);
  margin: 0; padding: 0; list-style: none;
}
.wp-multi-chain__list .wp-list-item:disabled { cursor: default; opacity: 1; }
`;
