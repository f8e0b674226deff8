import { describe, expect, it } from 'vitest';
import {
  announceEventName,
  announceProvider,
  type Eip1193Provider,
  type Eip6963ProviderDetail,
  requestEventName,
  walletIconDataUri,
} from '../src/index.js';

const info = {
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
  name: 'Walletport Dev Wallet',
  icon: walletIconDataUri(),
  rdns: 'dev.walletport.wallet',
};
const provider: Eip1193Provider = {
  request: async () => null,
  on: () => provider,
  removeListener: () => provider,
};

function collect(target: EventTarget): Eip6963ProviderDetail[] {
  const details: Eip6963ProviderDetail[] = [];
  target.addEventListener(announceEventName, (event) =>
    details.push((event as CustomEvent<Eip6963ProviderDetail>).detail),
  );
  return details;
}

describe('announceProvider (EIP-6963)', () => {
  it('announces at once with the info and provider', () => {
    const target = new EventTarget();
    const details = collect(target);
    announceProvider(target, info, provider);
    expect(details).toHaveLength(1);
    expect(details[0]!.info).toEqual(info);
    expect(details[0]!.provider).toBe(provider);
  });

  it('announces again on every eip6963:requestProvider, with the same frozen detail', () => {
    const target = new EventTarget();
    const details = collect(target);
    announceProvider(target, info, provider);
    target.dispatchEvent(new Event(requestEventName));
    target.dispatchEvent(new Event(requestEventName));
    expect(details).toHaveLength(3);
    expect(details[2]).toBe(details[0]);
    expect(Object.isFrozen(details[0])).toBe(true);
    expect(Object.isFrozen(details[0]!.info)).toBe(true);
  });

  it('stops answering after the returned function is called', () => {
    const target = new EventTarget();
    const details = collect(target);
    const stop = announceProvider(target, info, provider);
    stop();
    target.dispatchEvent(new Event(requestEventName));
    expect(details).toHaveLength(1);
  });

  it('copies the info, so later changes by the caller do not leak into announcements', () => {
    const target = new EventTarget();
    const details = collect(target);
    const mutable = { ...info };
    announceProvider(target, mutable, provider);
    mutable.name = 'Changed';
    target.dispatchEvent(new Event(requestEventName));
    expect(details[1]!.info.name).toBe('Walletport Dev Wallet');
  });
});

describe('walletIconDataUri', () => {
  it('is an SVG data URI that decodes to a complete <svg> document', () => {
    const uri = walletIconDataUri();
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 96 96"/);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
  });
});
