/**
 * Walletport's own network mark, drawn by hand for this package (no third-party artwork): the local anvil
 * devnet (imageId 'devnet', networks/local.ts). A block drawn as an isometric cube in the dev wallet's
 * blues on a dark slate tile, kept inside the middle of the tile because network images are cut to a
 * circle. Its own file, not one shared with the dev wallet mark, so the two artwork chunks share no module.
 */
export const DEVNET_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">' +
  '<path fill="#1b2030" d="M0 0h24v24H0z"/>' +
  '<path fill="#c9d3ff" d="M12 4.5l6.5 3.75L12 12L5.5 8.25z"/>' +
  '<path fill="#3b5bfd" d="M5.5 8.25L12 12v7.5l-6.5-3.75z"/>' +
  '<path fill="#6f86ff" d="M18.5 8.25v7.5L12 19.5V12z"/>' +
  '</svg>';
