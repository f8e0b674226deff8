// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { AppKit } from '../../src/client/types.js';
import { viewComponent } from '../../src/views/registry.js';
import { createTestKit } from '../modal/harness.js';

/** React.lazy components are objects tagged with $$typeof; a loaded view is its plain function. */
function isLoaded(name: Parameters<typeof viewComponent>[0]): boolean {
  return typeof viewComponent(name) === 'function';
}

describe('createAppKit loads the first view with the modal', () => {
  let kit: AppKit | undefined;
  afterEach(() => {
    kit?.destroy();
    kit = undefined;
  });

  it('preloadModal() loads the view open() would show, so the dialog never waits on a skeleton', async () => {
    kit = createTestKit();
    await kit.preloadModal({ view: { name: 'Networks' } });
    expect(isLoaded('Networks')).toBe(true);
    await kit.open();
    expect(kit.stores.router.getState().view.name).toBe('Connect');
    expect(isLoaded('Connect')).toBe(true);
  });

  it('once prepared, open() opens within the call (inside the click event), with no await before it', async () => {
    kit = createTestKit();
    // Not prepared yet: the first open waits for the modal's code.
    const first = kit.open();
    expect(kit.getState().open).toBe(false);
    await first;
    kit.close();
    // Prepared (as the idle preload or a hover does): the open is synchronous.
    void kit.open();
    expect(kit.getState().open).toBe(true);
  });
});
