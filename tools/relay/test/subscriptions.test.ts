import { describe, expect, it } from 'vitest';
import { SubscriptionRegistry, TopicLimitError } from '../src/subscriptions.js';

describe('SubscriptionRegistry', () => {
  it('tracks subscribers per topic and forgets a closed connection entirely', () => {
    const registry = new SubscriptionRegistry<string>();
    expect(registry.subscribe('alice', 't1')).toBe(true);
    expect(registry.subscribe('alice', 't1')).toBe(false);
    registry.subscribe('bob', 't1');
    registry.subscribe('alice', 't2');
    expect(registry.subscribers('t1')).toEqual(['alice', 'bob']);
    registry.unsubscribe('bob', 't1');
    expect(registry.subscribers('t1')).toEqual(['alice']);
    registry.removeConnection('alice');
    expect(registry.subscribers('t1')).toEqual([]);
    expect(registry.topicsOf('alice')).toEqual([]);
    expect(registry.topicCount).toBe(0);
  });

  it('limits the topics of one connection', () => {
    const registry = new SubscriptionRegistry<string>({ maxTopicsPerConnection: 2 });
    registry.subscribe('alice', 'a');
    expect(registry.wouldExceed('alice', ['a', 'b'])).toBe(false);
    expect(registry.wouldExceed('alice', ['b', 'c'])).toBe(true);
    registry.subscribe('alice', 'b');
    expect(() => registry.subscribe('alice', 'c')).toThrow(TopicLimitError);
  });
});
