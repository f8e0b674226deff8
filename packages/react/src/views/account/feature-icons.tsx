/**
 * The Account area's own drawings, on the icon set's 24 px grid (2 px stroke, round caps, currentColor):
 * the wallet feature buttons' arrows, swap and buy marks, and the NFT picture placeholder. Kept with the
 * view that uses them, so the shared icon set does not grow for one screen. Decorative: label the control.
 */
const SHAPES = {
  send: ['M7 17L17 7', 'M9 7h8v8'],
  receive: ['M17 7L7 17', 'M15 17H7V9'],
  swaps: ['M7 8h11l-3.5-3.5', 'M17 16H6l3.5 3.5'],
  onramp: ['M12 5v14', 'M5 12h14'],
  picture: [
    'M4.5 6.5a2 2 0 0 1 2-2h11a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2h-11a2 2 0 0 1-2-2z',
    'M4.5 16l4.5-4.5 4 4 2.5-2.5 4 4',
    'M14.5 9.5h.01',
  ],
} as const;

export type AccountIconName = keyof typeof SHAPES;

export function AccountIcon({ name, size = 20 }: { name: AccountIconName; size?: number }) {
  return (
    <svg
      className="wp-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {SHAPES[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
