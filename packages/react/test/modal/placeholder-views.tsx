// Stand-ins for the real views (other packages' work): each shows its name and two buttons, so focus
// order and the trap can be tested against a known layout.
import type { ViewName } from '@walletport/core';

export function PlaceholderView({ name }: { name: ViewName }) {
  return (
    <div>
      <p>Placeholder {name}</p>
      <button type="button">First action</button>
      <button type="button">Last action</button>
    </div>
  );
}
