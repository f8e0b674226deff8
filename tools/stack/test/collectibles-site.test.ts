/** The demo site's collectible metadata and images: well-formed, safe, and served with the right types. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEVNET_COLLECTIBLES } from '@walletport/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DIR } from '../src/demo-site.js';
import { type StaticServer, startStaticServer } from '../src/static-server.js';

const COLLECTIBLES_DIR = join(DEMO_DIR, 'public/collectibles');
/** Small enough for a grid of thumbnails to load at once. */
const MAX_SVG_BYTES = 10_000;

let server: StaticServer;
beforeAll(async () => {
  server = await startStaticServer({ roots: [join(DEMO_DIR, 'public')], port: 0 });
});
afterAll(async () => {
  await server?.close();
});

describe('apps/demo/public/collectibles', () => {
  it('holds a metadata file and an image for every token the devnet mints, and nothing else', async () => {
    const files = (await readdir(COLLECTIBLES_DIR)).sort();
    const expected = DEVNET_COLLECTIBLES.tokenIds.flatMap((id) => [`${id}.json`, `${id}.svg`]).sort();
    expect(files).toEqual(expected);
  });

  it.each(DEVNET_COLLECTIBLES.tokenIds)('metadata %i names the token and points at its image', async (id) => {
    const metadata = JSON.parse(await readFile(join(COLLECTIBLES_DIR, `${id}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(metadata).sort()).toEqual(['attributes', 'description', 'image', 'name']);
    expect(metadata.name).toBe(`Walletport Collectible #${id}`);
    expect(metadata.image).toBe(`${id}.svg`);
    expect(typeof metadata.description).toBe('string');
    expect(metadata.attributes).toEqual(
      expect.arrayContaining([{ trait_type: 'Title', value: expect.any(String) }]),
    );
    for (const attribute of metadata.attributes as unknown[]) {
      expect(attribute).toEqual({ trait_type: expect.any(String), value: expect.anything() });
    }
  });

  it.each(DEVNET_COLLECTIBLES.tokenIds)(
    'image %i is a small square SVG with no scripts or outside references',
    async (id) => {
      const text = await readFile(join(COLLECTIBLES_DIR, `${id}.svg`), 'utf8');
      expect(Buffer.byteLength(text)).toBeLessThan(MAX_SVG_BYTES);
      expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 512 512"/);
      expect(text).not.toMatch(/<script|<foreignObject|<image|\son[a-z]+=|javascript:/i);
      // The namespace is the only URL; every other reference is to an id inside the file.
      expect(text.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|\/\/|@import/i);
      for (const [, target] of text.matchAll(/url\(#([\w-]+)\)/g)) expect(text).toContain(`id="${target}"`);
    },
  );

  it('serves .json as application/json and .svg as image/svg+xml', async () => {
    const metadata = await fetch(`${server.url}/collectibles/1.json`);
    expect(metadata.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(((await metadata.json()) as { image: string }).image).toBe('1.svg');
    const image = await fetch(new URL('1.svg', `${server.url}/collectibles/1.json`));
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await image.text()).toContain('viewBox="0 0 512 512"');
  });
});
