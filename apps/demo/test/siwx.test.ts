import { describe, expect, it } from 'vitest';
import { demoSiwx } from '../src/siwx.js';

describe("the demo's sign-in choice", () => {
  it('off gives no SIWX at all', () => {
    expect(demoSiwx('off', { apiUrl: 'http://127.0.0.1:4000' }, 'walletport-demo')).toBeUndefined();
  });

  it('uses the Walletport server when the stack gives one, else the browser-only gate', () => {
    expect(demoSiwx('optional', { apiUrl: 'http://127.0.0.1:4000' }, 'walletport-demo')?.kind).toBe('server');
    expect(demoSiwx('optional', {}, 'walletport-demo')?.kind).toBe('local');
  });

  it('required and optional set getRequired', () => {
    for (const config of [{ apiUrl: 'http://127.0.0.1:4000' }, {}]) {
      expect(demoSiwx('required', config, 'walletport-demo')?.config.getRequired?.()).toBe(true);
      expect(demoSiwx('optional', config, 'walletport-demo')?.config.getRequired?.()).toBe(false);
    }
  });
});
