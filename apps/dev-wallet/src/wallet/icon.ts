/**
 * A 96×96 wallet glyph on the brand blue: a card with a clasp and a small "dev" chevron, readable at 24px.
 * Kept as source text; walletIconDataUri() turns it into the data URI EIP-6963 asks for.
 */
const walletIconSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<rect width="96" height="96" rx="22" fill="#3b5bfd"/>
<rect x="18" y="28" width="60" height="44" rx="9" fill="#ffffff"/>
<path d="M24 28 L60 17 a5 5 0 0 1 6 4 L68 28 Z" fill="#c9d3ff"/>
<rect x="52" y="42" width="26" height="16" rx="6" fill="#3b5bfd"/>
<circle cx="60" cy="50" r="3.5" fill="#ffffff"/>
<path d="M28 45 l6 5 l-6 5" fill="none" stroke="#3b5bfd" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

export function walletIconDataUri(): string {
  return `data:image/svg+xml,${encodeURIComponent(walletIconSvg)}`;
}

/** The same icon as base64: Wallet Standard requires `data:image/svg+xml;base64,…`. The SVG is ASCII. */
export function walletIconBase64DataUri(): `data:image/svg+xml;base64,${string}` {
  return `data:image/svg+xml;base64,${btoa(walletIconSvg)}`;
}
