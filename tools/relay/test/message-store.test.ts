import { describe, expect, it } from 'vitest';
import { MessageStore } from '../src/message-store.js';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const input = (topic: string, message: string, ttlSeconds = 60) => ({
  topic,
  message,
  ttlSeconds,
  tag: 1,
  senderId: 'sender',
});

describe('MessageStore', () => {
  it('keeps a message until its ttl runs out, then forgets it', () => {
    const time = clock();
    const store = new MessageStore({ now: time.now });
    const stored = store.add(input('t', 'hello', 10));
    expect(stored).toMatchObject({
      topic: 't',
      message: 'hello',
      publishedAt: 1_000_000,
      expiresAt: 1_010_000,
    });
    time.advance(9_999);
    expect(store.messagesOf('t').map((m) => m.message)).toEqual(['hello']);
    time.advance(1);
    expect(store.messagesOf('t')).toEqual([]);
    expect(store.size).toBe(0);
  });

  it('sweep() drops expired messages of topics nobody reads', () => {
    const time = clock();
    const store = new MessageStore({ now: time.now });
    store.add(input('a', 'short', 1));
    store.add(input('b', 'long', 100));
    time.advance(2_000);
    expect(store.sweep()).toBe(1);
    expect(store.size).toBe(1);
  });

  it('stores a retried publish (same topic and text) once, and again after it expired', () => {
    const time = clock();
    const store = new MessageStore({ now: time.now });
    expect(store.add(input('t', 'same', 1))).toBeDefined();
    expect(store.add(input('t', 'same', 1))).toBeUndefined();
    expect(store.add(input('other', 'same', 1))).toBeDefined();
    time.advance(1_000);
    expect(store.add(input('t', 'same', 1))).toBeDefined();
    expect(store.messagesOf('t')).toHaveLength(1);
  });

  it('caps messages per topic and in total, dropping the oldest first', () => {
    const store = new MessageStore({ maxPerTopic: 3, maxTotal: 5 });
    for (const n of [1, 2, 3, 4]) store.add(input('a', `a${n}`));
    expect(store.messagesOf('a').map((m) => m.message)).toEqual(['a2', 'a3', 'a4']);
    for (const n of [1, 2, 3]) store.add(input('b', `b${n}`));
    expect(store.size).toBe(5);
    expect(store.messagesOf('a').map((m) => m.message)).toEqual(['a3', 'a4']);
    expect(store.messagesOf('b').map((m) => m.message)).toEqual(['b1', 'b2', 'b3']);
  });

  it('refuses limits below 1', () => {
    expect(() => new MessageStore({ maxTotal: 0 })).toThrow(RangeError);
  });
});
