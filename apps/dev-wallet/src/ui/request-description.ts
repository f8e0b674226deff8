/** The approval card's content, shared by the EVM and Solana request descriptions. */
export interface DetailRow {
  label: string;
  value: string;
  /** Hex, addresses and JSON read better in a monospace font that keeps line breaks. */
  code?: boolean;
}

/** What the approval card shows for one request: plain strings only, rendered with textContent. */
export interface RequestDescription {
  title: string;
  summary: string;
  rows: DetailRow[];
}
