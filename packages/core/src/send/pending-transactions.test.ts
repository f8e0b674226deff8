import { describe, expect, it } from 'vitest';
import {
  addPendingTransaction,
  PENDING_TRANSACTIONS_LIMIT,
  type PendingTransaction,
  removePendingTransaction,
} from './pending-transactions.js';

const tx = (index: number): PendingTransaction => ({
  hash: `0x${index.toString(16).padStart(64, '0')}`,
  caipNetworkId: 'eip155:31337',
  from: '0x1',
  to: '0x2',
  amountText: '1',
  symbol: 'ETH',
  submittedAt: index,
});

describe('pending transactions', () => {
  it('the limit is 99', () => {
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(99);
  });

  it('adds while there is room; at the limit the transaction is not watched and the list is unchanged', () => {
    let list: readonly PendingTransaction[] = [];
    for (let index = 0; index < 99; index += 1) {
      const added = addPendingTransaction(list, tx(index));
      expect(added.watched).toBe(true);
      list = added.list;
    }
    expect(list).toHaveLength(99);
    const full = addPendingTransaction(list, tx(99));
    expect(full).toEqual({ list, watched: false });
    expect(full.list).toBe(list);
  });

  it('a hash already watched is not added twice', () => {
    const { list } = addPendingTransaction([], tx(1));
    expect(addPendingTransaction(list, tx(1))).toEqual({ list, watched: true });
  });

  it('removing frees a place; removing an unknown hash changes nothing', () => {
    const { list } = addPendingTransaction([tx(1)], tx(2));
    expect(removePendingTransaction(list, tx(1).hash)).toEqual([tx(2)]);
    expect(removePendingTransaction(list, '0xnope')).toBe(list);
  });

  it('watching resumes once the list is below the limit again', () => {
    const list = Array.from({ length: 99 }, (_, index) => tx(index));
    const freed = removePendingTransaction(list, tx(0).hash);
    expect(addPendingTransaction(freed, tx(100)).watched).toBe(true);
  });
});
