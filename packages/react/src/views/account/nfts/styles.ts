/** CSS of the NFTs tab: a grid of square pictures with the name under each (tokens only). */
export const NFTS_CSS = /* css */ `
.wp-nfts__grid {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: var(--wp-spacing-s);
  margin: 0; padding: 0; list-style: none;
}
.wp-nft { display: flex; flex-direction: column; gap: var(--wp-spacing-xs); min-width: 0; }
.wp-nft__name {
  font-size: var(--wp-font-size-s); font-weight: var(--wp-font-weight-medium); color: var(--wp-color-foreground);
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
`;

/** An NFT's picture frame (the grid, and the Activity rows' previews): square, neutral behind a missing picture. */
export const NFT_PICTURE_CSS = /* css */ `
.wp-nft__picture {
  position: relative; display: flex; align-items: center; justify-content: center;
  width: 100%; aspect-ratio: 1 / 1; overflow: hidden; box-sizing: border-box;
  border-radius: var(--wp-border-radius-m); background: var(--wp-color-surface-2);
  color: var(--wp-color-text-tertiary);
}
.wp-nft__picture::after {
  content: ''; position: absolute; inset: 0; border-radius: inherit;
  box-shadow: inset 0 0 0 1px var(--wp-color-border); pointer-events: none;
}
.wp-nft__picture img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;
