import { describe, expect, it } from 'vitest';
import { sendAr } from '../../../src/i18n/locales/send/ar.js';
import { sendDe } from '../../../src/i18n/locales/send/de.js';
import { sendEs } from '../../../src/i18n/locales/send/es.js';
import { sendFr } from '../../../src/i18n/locales/send/fr.js';
import { sendIt } from '../../../src/i18n/locales/send/it.js';
import { sendJa } from '../../../src/i18n/locales/send/ja.js';
import { sendKo } from '../../../src/i18n/locales/send/ko.js';
import { sendPtBr } from '../../../src/i18n/locales/send/pt-BR.js';
import { sendRu } from '../../../src/i18n/locales/send/ru.js';
import { sendTr } from '../../../src/i18n/locales/send/tr.js';
import { sendZhCn } from '../../../src/i18n/locales/send/zh-CN.js';
import { send } from '../../../src/i18n/messages/send.js';
import { recipientMessage, recipientPlaceholder } from '../../../src/views/send/send-text.js';
import { transactionExplorerLink } from '../../../src/views/send-preview/explorer-link.js';

const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const solscan = { blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } } };
const SOLANA_KEYS = ['send.recipientPlaceholderSolana', 'send.recipient.formatSolana'] as const;

describe('send texts on solana', () => {
  it('asks for a Solana address (no names there); elsewhere an address or a name', () => {
    expect(recipientPlaceholder('solana')).toEqual({ key: 'send.recipientPlaceholderSolana' });
    expect(recipientPlaceholder('eip155')).toEqual({ key: 'send.recipientPlaceholder' });
    expect(recipientPlaceholder(undefined)).toEqual({ key: 'send.recipientPlaceholder' });
  });

  it('a malformed recipient on solana asks for a Solana address, not one starting with 0x', () => {
    const invalid = { status: 'invalid', problem: 'format' } as const;
    expect(recipientMessage(invalid, 'Solana', 'solana')?.text).toEqual({
      key: 'send.recipient.formatSolana',
    });
    expect(recipientMessage(invalid, 'Ethereum', 'eip155')?.text).toEqual({ key: 'send.recipient.format' });
    expect(recipientMessage(invalid, 'Ethereum')?.text).toEqual({ key: 'send.recipient.format' });
    const evm = { status: 'invalid', problem: 'other-namespace' } as const;
    expect(recipientMessage(evm, 'Solana', 'solana')?.text).toEqual({ key: 'send.recipient.otherNamespace' });
  });

  it('every locale words the solana messages in its own language', () => {
    const locales = [
      sendAr,
      sendDe,
      sendEs,
      sendFr,
      sendIt,
      sendJa,
      sendKo,
      sendPtBr,
      sendRu,
      sendTr,
      sendZhCn,
    ];
    for (const key of SOLANA_KEYS) {
      expect(send[key]).toMatch(/Solana/);
      for (const locale of locales) {
        expect(locale[key], key).toMatch(/Solana/);
        expect(locale[key], key).not.toBe(send[key]);
      }
    }
  });
});

describe('transactionExplorerLink for a solana signature', () => {
  it('links {explorer}/tx/{signature} (Solscan’s form), as for an eip155 hash', () => {
    expect(transactionExplorerLink(solscan, SIGNATURE)).toEqual({
      url: `https://solscan.io/tx/${SIGNATURE}`,
      name: 'Solscan',
    });
    expect(
      transactionExplorerLink(
        { ...solscan, caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
        SIGNATURE,
      )?.url,
    ).toBe(`https://solscan.io/tx/${SIGNATURE}`);
  });

  it('adds the cluster for devnet and testnet, and keeps a query the explorer URL carries', () => {
    expect(
      transactionExplorerLink(
        { ...solscan, caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' },
        SIGNATURE,
      )?.url,
    ).toBe(`https://solscan.io/tx/${SIGNATURE}?cluster=devnet`);
    expect(
      transactionExplorerLink(
        { ...solscan, caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' },
        SIGNATURE,
      )?.url,
    ).toBe(`https://solscan.io/tx/${SIGNATURE}?cluster=testnet`);
    const custom = {
      blockExplorers: { default: { name: 'Local', url: 'https://solscan.io/?cluster=custom' } },
    };
    expect(transactionExplorerLink(custom, SIGNATURE)?.url).toBe(
      `https://solscan.io/tx/${SIGNATURE}?cluster=custom`,
    );
  });

  it('refuses an id that is neither a hash nor a base58 signature', () => {
    for (const id of ['5VER/../evil', `${SIGNATURE}0`, 'abc', `${SIGNATURE}xx`]) {
      expect(transactionExplorerLink(solscan, id), id).toBeUndefined();
    }
  });
});
