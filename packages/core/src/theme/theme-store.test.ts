import { describe, expect, it, vi } from 'vitest';
import { InvalidOptionError } from '../options/invalid-option-error.js';
import { createThemeService, createThemeStore } from './theme-store.js';

function setup(init?: Parameters<typeof createThemeStore>[0]) {
  const store = createThemeStore(init);
  return { store, service: createThemeService({ store }) };
}

describe('theme store', () => {
  it('theme state: themeMode (default dark), themeVariables', () => {
    expect(createThemeStore().getState()).toEqual({ themeMode: 'dark', themeVariables: {} });
  });

  it("starts from the app's options, validated and under the app's own names", () => {
    const store = createThemeStore({ themeMode: 'light', themeVariables: { '--w3m-accent': '#00bb7f' } });
    expect(store.getState()).toEqual({ themeMode: 'light', themeVariables: { '--w3m-accent': '#00bb7f' } });
    expect(() => createThemeStore({ themeVariables: { '--w3m-accent': '}' } })).toThrow(InvalidOptionError);
  });

  it('instances are independent', () => {
    const one = setup();
    const two = setup();
    one.service.setThemeMode('light');
    expect(two.store.getState().themeMode).toBe('dark');
  });
});

describe('theme service', () => {
  it('setThemeMode changes the mode and notifies subscribers', () => {
    const { store, service } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    service.setThemeMode('light');
    expect(store.getState().themeMode).toBe('light');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('setThemeMode refuses anything but light or dark, naming themeMode, and changes nothing', () => {
    const { store, service } = setup();
    expect(() => service.setThemeMode('system' as 'dark')).toThrow(
      "Invalid option `themeMode`: expected 'light' or 'dark'",
    );
    expect(store.getState().themeMode).toBe('dark');
  });

  it('setThemeVariables merges over the current variables by name (AppKit behaviour)', () => {
    const { store, service } = setup({ themeVariables: { '--w3m-accent': 'red' } });
    service.setThemeVariables({ '--w3m-z-index': 10, '--apkt-color-mix': '#000' });
    expect(store.getState().themeVariables).toEqual({
      '--w3m-accent': 'red',
      '--w3m-z-index': 10,
      '--apkt-color-mix': '#000',
    });
    service.setThemeVariables({ '--w3m-accent': 'blue' });
    expect(store.getState().themeVariables['--w3m-accent']).toBe('blue');
  });

  it('a name set to undefined is removed; other spellings of the variable stay, as in AppKit', () => {
    const { store, service } = setup({ themeVariables: { '--w3m-accent': 'red', '--w3m-z-index': 10 } });
    service.setThemeVariables({ '--apkt-accent': undefined });
    expect(store.getState().themeVariables).toEqual({ '--w3m-accent': 'red', '--w3m-z-index': 10 });
    service.setThemeVariables({ '--w3m-accent': undefined });
    expect(store.getState().themeVariables).toEqual({ '--w3m-z-index': 10 });
  });

  it('the tokens read the variables under any spelling, the newer one winning', () => {
    const { service } = setup({ themeVariables: { '--w3m-accent': 'red' } });
    expect(service.getThemeTokens()['--wp-color-accent']).toBe('red');
    service.setThemeVariables({ '--apkt-accent': 'blue' });
    expect(service.getThemeTokens()['--wp-color-accent']).toBe('blue');
  });

  it('a rejected update changes nothing', () => {
    const { store, service } = setup({ themeVariables: { '--w3m-accent': 'red' } });
    expect(() => service.setThemeVariables({ '--w3m-z-index': 1, '--w3m-accent': 'url(x)' })).toThrow(
      InvalidOptionError,
    );
    expect(store.getState().themeVariables).toEqual({ '--w3m-accent': 'red' });
  });

  it('getThemeTokens follows the state and keeps its identity while the state does not change', () => {
    const { service } = setup();
    const first = service.getThemeTokens();
    expect(service.getThemeTokens()).toBe(first);
    expect(first['--wp-color-background']).toBe('#121313');
    service.setThemeMode('light');
    const second = service.getThemeTokens();
    expect(second).not.toBe(first);
    expect(second['--wp-color-background']).toBe('#ffffff');
  });
});
