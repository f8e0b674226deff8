/**
 * Builds the frame page (frame/index.html and what it imports) and the social login's landing page
 * (frame/social-result.html) into dist/site/: one small static site
 * with hashed assets, served from the frame's own origin (src/serve-frame.ts, or any static host).
 * Workspace packages resolve to their TypeScript sources through the `walletport-source` condition.
 * Run: npm run build:frame -w @walletport/embedded-wallet
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

const packageDir = dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };

export default defineConfig({
  root: join(packageDir, 'frame'),
  // Relative asset URLs: the frame works under any path of its origin.
  base: './',
  publicDir: false,
  clearScreen: false,
  logLevel: 'warn',
  resolve: { conditions: ['walletport-source', ...defaultClientConditions] },
  define: { __WALLETPORT_FRAME_VERSION__: JSON.stringify(version) },
  build: {
    outDir: join(packageDir, 'dist/site'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // No inline data: URIs and no preload polyfill: everything is a file on the frame's origin, which
    // its Content-Security-Policy (script-src/style-src 'self') allows and nothing else.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    // Two pages: the frame, and the social login's landing page (it hands the result to the host).
    rollupOptions: {
      input: {
        index: join(packageDir, 'frame/index.html'),
        'social-result': join(packageDir, 'frame/social-result.html'),
      },
    },
  },
});
