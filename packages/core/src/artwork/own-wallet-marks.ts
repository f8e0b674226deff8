/**
 * Walletport's own wallet mark, drawn by hand for this package (no third-party artwork): the Walletport Dev
 * Wallet of the local stack. It is apps/dev-wallet's EIP-6963 icon (a white card with a clasp and a "dev"
 * chevron on the brand blue) redrawn on the 24×24 grid of the other artwork, as a square tile: the modal's
 * frame rounds the corners, so the wallet looks the same listed by the registry as when it announces itself.
 * Its own file, not one shared with the devnet mark, so the wallet and network chunks share no module.
 */
export const DEV_WALLET_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">' +
  '<path fill="#3b5bfd" d="M0 0h24v24H0z"/>' +
  '<path fill="#c9d3ff" d="M6 7l9-2.75a1.25 1.25 0 0 1 1.5 1L17 7z"/>' +
  '<rect x="4.5" y="7" width="15" height="11" rx="2.25" fill="#fff"/>' +
  '<rect x="13" y="10.5" width="6.5" height="4" rx="1.5" fill="#3b5bfd"/>' +
  '<circle cx="15" cy="12.5" r=".875" fill="#fff"/>' +
  '<path fill="none" stroke="#3b5bfd" stroke-width="1" stroke-linecap="round" stroke-linejoin="round" d="M7 11.25l1.5 1.25L7 13.75"/>' +
  '</svg>';
