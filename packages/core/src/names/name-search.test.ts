import { describe, expect, it } from 'vitest';
import { createNameSearch, NAME_SEARCH_DELAY_MS, readSearchAnswer, suffixOfAnswer } from './name-search.js';
import { manualTimers } from '../../test/names/manual-timers.js';

describe('readSearchAnswer', () => {
  it('learns the suffix from the first suggestion and offers the free variants', () => {
    expect(
      readSearchAnswer('alice', [
        { name: 'alice.walletport.id', registered: true },
        { name: 'alice1.walletport.id', registered: false },
        { name: 'alice2.walletport.id', registered: true },
        { name: 'alice-id.walletport.id', registered: false },
      ]),
    ).toEqual({
      availability: { status: 'taken', label: 'alice', fullName: 'alice.walletport.id' },
      suggestions: ['alice1.walletport.id', 'alice-id.walletport.id'],
      suffix: '.walletport.id',
    });
  });

  it('uses whatever suffix the operator configured', () => {
    expect(readSearchAnswer('bob1', [{ name: 'bob1.example.org', registered: false }])).toEqual({
      availability: { status: 'available', label: 'bob1', fullName: 'bob1.example.org' },
      suggestions: [],
      suffix: '.example.org',
    });
  });

  it('an answer that does not start with the label (or is empty) could not be checked', () => {
    expect(readSearchAnswer('alice', [])).toEqual({
      availability: { status: 'failed', label: 'alice' },
      suggestions: [],
    });
    expect(suffixOfAnswer('alice', [{ name: 'bob.walletport.id', registered: false }])).toBeUndefined();
    expect(suffixOfAnswer('alice', [{ name: 'alice', registered: false }])).toBeUndefined();
    expect(suffixOfAnswer('alice', [{ name: 'alicex', registered: false }])).toBeUndefined();
  });
});

describe('createNameSearch', () => {
  it('asks once, 300 ms after the last keystroke, for the label then current', async () => {
    const timers = manualTimers();
    const asked: string[] = [];
    const answers: unknown[] = [];
    const search = createNameSearch({
      timers,
      suggest: async (label) => {
        asked.push(label);
        return [{ name: `${label}.walletport.id`, registered: false }];
      },
      answered: (result) => answers.push(result.availability),
    });
    search.request('alic');
    timers.advance(NAME_SEARCH_DELAY_MS - 1);
    search.request('alice');
    timers.advance(NAME_SEARCH_DELAY_MS - 1);
    expect(asked).toEqual([]);
    timers.advance(1);
    await Promise.resolve();
    expect(asked).toEqual(['alice']);
    await Promise.resolve();
    expect(answers).toEqual([{ status: 'available', label: 'alice', fullName: 'alice.walletport.id' }]);
    // The same label again asks nothing more.
    search.request('alice');
    timers.advance(NAME_SEARCH_DELAY_MS);
    expect(asked).toEqual(['alice']);
  });

  it('drops an answer for a label that is no longer current; a failure is "could not check"', async () => {
    const timers = manualTimers();
    let release: (() => void) | undefined;
    const answers: unknown[] = [];
    const search = createNameSearch({
      timers,
      suggest: (label) =>
        label === 'slow'
          ? new Promise((resolve) => {
              release = () => resolve([{ name: 'slow.walletport.id', registered: false }]);
            })
          : Promise.reject(new Error('offline')),
      answered: (result) => answers.push(result.availability),
    });
    search.request('slow');
    timers.advance(NAME_SEARCH_DELAY_MS);
    search.request('fast');
    timers.advance(NAME_SEARCH_DELAY_MS);
    release?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toEqual([{ status: 'failed', label: 'fast' }]);
  });
});
