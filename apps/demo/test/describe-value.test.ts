import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeValue, rowsOf } from '../src/describe-value.js';

describe('hook outputs as rows', () => {
  it('shows each kind of value readably', () => {
    expect(describeValue(undefined)).toEqual({ text: 'undefined', kind: 'empty' });
    expect(describeValue(true)).toEqual({ text: 'true', kind: 'boolean' });
    expect(describeValue(31337)).toEqual({ text: '31337', kind: 'number' });
    expect(describeValue(10n)).toEqual({ text: '10n', kind: 'number' });
    expect(describeValue('')).toEqual({ text: '""', kind: 'text' });
    expect(describeValue([{ address: '0x1', type: 'eoa' }])).toEqual({
      text: '[{"address":"0x1","type":"eoa"}]',
      kind: 'structure',
    });
  });

  it('summarises data URIs (wallet icons) instead of printing them', () => {
    const icon = `data:image/svg+xml;base64,${'A'.repeat(2000)}`;
    expect(describeValue(icon).text).toBe(`data:image/svg+xml (${icon.length} characters)`);
  });

  it('leaves functions out and keeps key order', () => {
    expect(rowsOf({ b: 1, open: () => undefined, a: 'x' }).map((row) => row.key)).toEqual(['b', 'a']);
    expect(rowsOf(undefined)).toEqual([]);
  });

  it('survives circular structures', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(describeValue(loop).text).toBe('{"name":"loop","self":"[circular]"}');
  });

  it('property: any value is described by a bounded text without throwing', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true }), (value) => {
        const { text } = describeValue(value);
        expect(typeof text).toBe('string');
        expect(text.length).toBeLessThanOrEqual(400);
      }),
    );
  });
});
