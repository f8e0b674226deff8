/**
 * EIP-712 typed data as nested label/value rows (structs and arrays indent under their field), as
 * wallet/describe-typed-data.ts lays it out: the primary type, the domain, then the message. Bounded in
 * depth and count here too, so a view never grows without limit whatever it is handed.
 */
import type { TypedDataRow, TypedDataSummary } from '../ports.js';
import { el } from './dom.js';

const MAX_DEPTH = 10;
const MAX_ROWS = 600;

const HEX = /^0x[0-9a-fA-F]+$/;

function rowList(rows: readonly TypedDataRow[], depth: number, budget: { rows: number }): HTMLElement {
  const list = el('dl', { class: 'wpf-tree' });
  for (const row of rows) {
    if (budget.rows <= 0) {
      list.append(
        el('div', { class: 'wpf-tree-row' }, el('dt', {}, '…'), el('dd', {}, 'More data not shown')),
      );
      break;
    }
    budget.rows -= 1;
    const children = row.rows;
    const item = el(
      'div',
      { class: children === undefined ? 'wpf-tree-row' : 'wpf-tree-row wpf-tree-branch' },
      el('dt', {}, row.label),
    );
    if (children === undefined) {
      const value = row.value ?? '';
      item.append(el('dd', { class: HEX.test(value) ? 'wpf-mono' : undefined }, value));
    } else if (depth >= MAX_DEPTH) {
      item.append(el('dd', {}, '… nested too deep'));
    } else {
      item.append(el('dd', {}, rowList(children, depth + 1, budget)));
    }
    list.append(item);
  }
  return list;
}

export const TYPED_DATA_TEXT = { type: 'Type', domain: 'Domain', message: 'Message' } as const;

export function typedDataRows(data: TypedDataSummary): HTMLElement {
  const budget = { rows: MAX_ROWS };
  return el(
    'div',
    { class: 'wpf-typed' },
    el(
      'dl',
      { class: 'wpf-tree' },
      el(
        'div',
        { class: 'wpf-tree-row' },
        el('dt', {}, TYPED_DATA_TEXT.type),
        el('dd', {}, data.primaryType),
      ),
    ),
    data.domain.length === 0 ? undefined : el('h3', { class: 'wpf-subtitle' }, TYPED_DATA_TEXT.domain),
    data.domain.length === 0 ? undefined : rowList(data.domain, 1, budget),
    el('h3', { class: 'wpf-subtitle' }, TYPED_DATA_TEXT.message),
    rowList(data.message, 1, budget),
  );
}
