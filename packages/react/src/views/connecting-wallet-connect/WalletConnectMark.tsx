/**
 * Our own drawing of the wallet-connect mark for the generic entry's QR centre: a blue tile with a
 * bridge arc over a wave. Colours are fixed (it is a logo on the QR's white plate, in both themes).
 */
export function WalletConnectMark() {
  return (
    <svg className="wp-qr__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill="#3b99fc" />
      <path
        d="M11.5 16.2c4.7-4.6 12.3-4.6 17 0M8.8 20.2l4.6 4.5 4.2-4.1 2.4 2.3 2.4-2.3 4.2 4.1 4.6-4.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
