import { describe, expect, it } from 'vitest';
import { mainnet } from '../networks/index.js';
import { InvalidOptionError } from './invalid-option-error.js';
import { resolveOptions } from './resolve-options.js';

const base = { projectId: 'demo-project', networks: [mainnet] };

function messageOf(input: unknown): string {
  try {
    resolveOptions(input);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidOptionError);
    return (error as InvalidOptionError).message;
  }
  throw new Error('expected resolveOptions to throw');
}

describe('security: links must be http(s), rejected with a message naming the option', () => {
  it.each(['termsConditionsUrl', 'privacyPolicyUrl', 'apiUrl'])('%s', (option) => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,hi',
      '//evil.example',
      'https://u:p@evil.example',
    ]) {
      expect(messageOf({ ...base, [option]: url })).toBe(
        `Invalid option \`${option}\`: expected an absolute http(s) URL without spaces or credentials`,
      );
    }
    expect(resolveOptions({ ...base, [option]: 'https://dapp.example/x' })).toHaveProperty(
      option,
      'https://dapp.example/x',
    );
  });

  it('apiUrl loses its trailing slash so paths can be appended', () => {
    expect(resolveOptions({ ...base, apiUrl: 'http://localhost:8787/' }).apiUrl).toBe(
      'http://localhost:8787',
    );
  });

  it('customWallets: mobile_link may be any wallet scheme but never javascript:/data:', () => {
    const wallet = { id: 'w', name: 'W' };
    expect(
      resolveOptions({ ...base, customWallets: [{ ...wallet, mobile_link: 'mywallet://' }] })
        .customWallets[0],
    ).toEqual({
      ...wallet,
      mobile_link: 'mywallet://',
    });
    for (const link of ['javascript:alert(1)', 'data:text/html,x', 'JAVASCRIPT:alert(1)']) {
      expect(messageOf({ ...base, customWallets: [{ ...wallet, mobile_link: link }] })).toContain(
        'Invalid option `customWallets[0].mobile_link`',
      );
    }
    expect(messageOf({ ...base, customWallets: [{ ...wallet, desktop_link: 'vbscript:x' }] })).toContain(
      'customWallets[0].desktop_link',
    );
  });

  it('customWallets: web links and images must be http(s); unknown fields are dropped', () => {
    const wallet = { id: 'w', name: 'W' };
    for (const field of ['homepage', 'webapp_link', 'app_store', 'play_store', 'image_url']) {
      expect(messageOf({ ...base, customWallets: [{ ...wallet, [field]: 'mywallet://x' }] })).toContain(
        `customWallets[0].${field}`,
      );
    }
    const resolved = resolveOptions({ ...base, customWallets: [{ ...wallet, onclick: 'alert(1)' }] });
    expect(resolved.customWallets[0]).not.toHaveProperty('onclick');
  });

  it('customWallets: ids are unique', () => {
    expect(
      messageOf({
        ...base,
        customWallets: [
          { id: 'w', name: 'A' },
          { id: 'w', name: 'B' },
        ],
      }),
    ).toBe("Invalid option `customWallets[1].id`: repeats 'w' (already customWallets[0])");
  });

  it('images in tokens, chainImages and connectorImages must be http(s) or raster data', () => {
    expect(
      messageOf({ ...base, tokens: { 'eip155:1': { address: '0xabc', image: 'javascript:x' } } }),
    ).toContain('tokens["eip155:1"].image');
    expect(messageOf({ ...base, chainImages: { 1: 'file:///x.png' } })).toContain('chainImages["1"]');
    expect(
      messageOf({ ...base, connectorImages: { injected: 'data:image/svg+xml;base64,PHN2Zz4=' } }),
    ).toContain('connectorImages.injected');
  });

  it('a "__proto__" key never reaches the prototype of a resolved map', () => {
    const chainImages = JSON.parse(
      '{"__proto__": "https://x.example/a.png", "1": "https://x.example/b.png"}',
    );
    const resolved = resolveOptions({ ...base, chainImages });
    expect(Object.getPrototypeOf(resolved.chainImages)).toBe(Object.prototype);
    expect(Object.keys(resolved.chainImages)).toEqual(['1']);
  });
});
