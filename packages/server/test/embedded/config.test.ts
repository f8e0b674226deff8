import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MAIL_FROM, loadConfig } from '../../src/config.js';

const KEY = '0f'.repeat(32);

describe('embedded wallet configuration', () => {
  it('is off by default', () => {
    expect(loadConfig({}).embedded).toEqual({
      smtpUrl: undefined,
      mailFrom: DEFAULT_MAIL_FROM,
      frameOrigins: [],
      shareKey: undefined,
    });
    expect(DEFAULT_MAIL_FROM).toBe('Walletport <login@localhost>');
  });

  it('reads SMTP_URL, MAIL_FROM, EMBEDDED_FRAME_ORIGINS and EMBEDDED_SHARE_KEY', () => {
    const { embedded } = loadConfig({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Shop <login@shop.example>',
      EMBEDDED_FRAME_ORIGINS:
        ' https://Wallet.Example.com:443 , http://127.0.0.1:*,https://wallet.example.com ',
      EMBEDDED_SHARE_KEY: KEY.toUpperCase(),
    });
    expect(embedded).toEqual({
      smtpUrl: 'smtp://127.0.0.1:2525',
      mailFrom: 'Shop <login@shop.example>',
      frameOrigins: ['https://wallet.example.com', 'http://127.0.0.1:*'],
      shareKey: Uint8Array.from(Buffer.from(KEY, 'hex')),
    });
    expect(
      loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example:465', EMBEDDED_SHARE_KEY: KEY }).embedded
        .smtpUrl,
    ).toBe('smtps://user:pass@mail.example:465');
  });

  it('needs the share key once SMTP_URL is set, and says how to make one', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(
      /EMBEDDED_SHARE_KEY is required when SMTP_URL is set .*openssl rand -hex 32/,
    );
  });

  it('refuses malformed values without echoing secrets', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems.map((problem) => `${problem.variable} ${problem.problem}`);
      }
      return [];
    };
    const secretKey = 'ab'.repeat(31);
    const badKey = problems({ SMTP_URL: 'smtp://127.0.0.1:2525', EMBEDDED_SHARE_KEY: secretKey });
    expect(badKey).toEqual([
      expect.stringMatching(/^EMBEDDED_SHARE_KEY must be 32 bytes as 64 hex characters/),
    ]);
    expect(badKey.join()).not.toContain(secretKey);
    expect(problems({ EMBEDDED_SHARE_KEY: 'zz'.repeat(32) })).toHaveLength(1);

    const badUrl = problems({ SMTP_URL: 'http://user:hunter2@mail.example', EMBEDDED_SHARE_KEY: KEY });
    expect(badUrl).toEqual(['SMTP_URL must be an smtp:// or smtps:// URL with a host']);
    // A broken SMTP_URL still asks for the key, so one run names both.
    expect(problems({ SMTP_URL: 'nonsense' })).toHaveLength(2);

    expect(problems({ MAIL_FROM: 'no address' })).toEqual([
      expect.stringMatching(/^MAIL_FROM must be an address/),
    ]);
    expect(problems({ MAIL_FROM: 'a@example.com\r\nBcc: x@example.com' })).toHaveLength(1);
    expect(problems({ EMBEDDED_FRAME_ORIGINS: 'https://ok.example,wallet.example/path' })).toEqual([
      'EMBEDDED_FRAME_ORIGINS entries must be origins such as https://wallet.example.com, got "wallet.example/path"',
    ]);
  });
});
