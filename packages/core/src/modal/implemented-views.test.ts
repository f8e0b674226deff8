import { describe, expect, it, vi } from 'vitest';
import { IMPLEMENTED_VIEW_NAMES, isImplementedView, unavailableViewOf } from './implemented-views.js';
import type { ModalOpenOptions, OpenOptions } from './modal.js';
import { createPublicOpen } from './public-open.js';
import { VIEW_NAMES } from './views.js';

function setup() {
  const opened: ModalOpenOptions[] = [];
  const modal = { open: (options?: ModalOpenOptions) => void opened.push(options ?? {}) };
  const warn = vi.fn();
  return { open: createPublicOpen(modal, warn), opened, warn };
}

describe('implemented views', () => {
  it('are planned views, each listed once', () => {
    expect(IMPLEMENTED_VIEW_NAMES.every((name) => VIEW_NAMES.includes(name))).toBe(true);
    expect(new Set(IMPLEMENTED_VIEW_NAMES).size).toBe(IMPLEMENTED_VIEW_NAMES.length);
  });

  it('tells implemented names from planned and unknown ones', () => {
    expect(isImplementedView('Connect')).toBe(true);
    expect(isImplementedView('Pay')).toBe(false);
    expect(isImplementedView('Nope')).toBe(false);
    expect(isImplementedView(undefined)).toBe(false);
  });

  it('names what a request cannot open, whatever untyped code passed', () => {
    expect(unavailableViewOf(undefined)).toBeUndefined();
    expect(unavailableViewOf({ name: 'Networks' })).toBeUndefined();
    expect(unavailableViewOf({ name: 'Pay' })).toBe('Pay');
    expect(unavailableViewOf('Networks')).toBe('undefined');
    expect(unavailableViewOf({ name: 42 })).toBe('42');
  });
});

describe('public open', () => {
  it('opens an implemented view, and opens by the rules without one', () => {
    const { open, opened, warn } = setup();
    open({ view: { name: 'Networks' } });
    open();
    expect(opened).toEqual([{ view: { name: 'Networks' } }, {}]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a planned view without a screen', { name: 'Pay', params: { amount: '1' } }, 'Pay'],
    ['an unknown name', { name: 'Settings' }, 'Settings'],
    ['a planned view named alone', 'Pay', 'Pay'],
    ['a value that is not a view', 42, 'undefined'],
  ])('refuses %s: a warning naming it, and no navigation', (_, view, named) => {
    const { open, opened, warn } = setup();
    open({ view } as unknown as OpenOptions);
    expect(opened).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain(`'${named}'`);
    expect(warn.mock.calls[0]?.[1]).toMatchObject({ view: named, implementedViews: IMPLEMENTED_VIEW_NAMES });
  });

  it("opens a view named by a string, as AppKit's open({ view: 'Networks' }) does", () => {
    const { open, opened, warn } = setup();
    open({ view: 'Networks' });
    expect(opened).toEqual([{ view: { name: 'Networks' } }]);
    open({ view: 'Pay' } as unknown as OpenOptions);
    expect(opened).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
    // @ts-expect-error a view with required params cannot be opened by name alone.
    const byNameWithoutParams: OpenOptions = { view: 'ConnectingExternal' };
    expect(byNameWithoutParams).toBeDefined();
  });

  it('rejects planned-but-unbuilt views at compile time', () => {
    const { open } = setup();
    // @ts-expect-error Pay is planned, not implemented: open() does not accept it.
    const planned: OpenOptions = { view: { name: 'Pay' } };
    // @ts-expect-error not a view at all.
    const unknown: OpenOptions = { view: { name: 'Settings' } };
    // @ts-expect-error an implemented view still needs its required params.
    const missingParams: OpenOptions = { view: { name: 'ConnectingExternal' } };
    open({ view: { name: 'ConnectingExternal', params: { connectorId: 'io.metamask' } } });
    expect([planned, unknown, missingParams]).toHaveLength(3);
  });
});
