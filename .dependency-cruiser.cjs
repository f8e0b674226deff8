/**
 * Package boundaries of Walletport (see docs/architecture.md):
 *   react -> core, adapter-* -> core, server -> core, react -/-> adapter-*,
 *   core -/-> react | adapter-* | server | embedded-wallet, no import cycles.
 */
const pkg = (name) => `^packages/${name}/`;
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make modules impossible to load or reason about in isolation.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-framework-free',
      severity: 'error',
      comment: 'core must not depend on React, adapters, the server or the embedded wallet.',
      from: { path: pkg('core') },
      to: {
        path: ['^packages/(react|adapter-[^/]+|server|embedded-wallet)/', '^node_modules/(react|react-dom)/'],
      },
    },
    {
      name: 'core-no-walletport-packages',
      severity: 'error',
      from: { path: pkg('core') },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'aliased-workspace', 'aliased'],
        path: '^node_modules/@walletport/',
      },
    },
    {
      name: 'react-not-adapters',
      severity: 'error',
      comment: 'Adapters are handed to the React package by the app, never imported by it.',
      from: { path: pkg('react') },
      to: { path: '^packages/adapter-[^/]+/' },
    },
    {
      name: 'adapters-only-core',
      severity: 'error',
      from: { path: '^packages/adapter-[^/]+/' },
      to: { path: '^packages/(react|server|embedded-wallet)/' },
    },
    {
      name: 'adapters-independent',
      severity: 'error',
      from: { path: '^packages/(adapter-[^/]+)/' },
      to: { path: '^packages/adapter-[^/]+/', pathNot: '^packages/$1/' },
    },
    {
      name: 'server-only-core',
      severity: 'error',
      from: { path: pkg('server') },
      to: { path: '^packages/(react|adapter-[^/]+|embedded-wallet)/' },
    },
    {
      // The frame app runs on its own origin with the visitor's key: it takes only core's protocol and
      // helpers, never the modal, an adapter or the server.
      name: 'embedded-wallet-only-core',
      severity: 'error',
      from: { path: pkg('embedded-wallet') },
      to: { path: '^packages/(react|adapter-[^/]+|server)/' },
    },
    {
      name: 'packages-not-apps-or-tools',
      severity: 'error',
      comment: 'Published packages never depend on the demo, dev wallet or local tools (their tests may).',
      from: { path: '^packages/', pathNot: ['^packages/[^/]+/test/', '\\.test\\.tsx?$'] },
      to: { path: '^(apps|tools)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    preserveSymlinks: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['walletport-source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
