import { execFileSync } from 'node:child_process';
import { expect, test } from './support/fixtures.js';

// What `npm pack` put in each tarball is what every user installs: the build, its declarations, the
// licence (and core's third-party notices, for its bundled artwork) and the readme — never sources,
// tests or build settings.
test('every package tarball holds its build, licence and readme, and no sources or tests', async ({
  run,
}) => {
  expect(run.tarballs.map((tarball) => tarball.name).sort()).toEqual(
    expect.arrayContaining([
      '@walletport/adapter-evm',
      '@walletport/core',
      '@walletport/react',
      '@walletport/server',
    ]),
  );
  for (const tarball of run.tarballs) {
    const files = execFileSync('tar', ['-tzf', tarball.file], { encoding: 'utf8' }).trim().split('\n');
    expect(files, tarball.name).toEqual(
      expect.arrayContaining([
        'package/package.json',
        'package/LICENSE',
        'package/README.md',
        'package/dist/index.js',
        'package/dist/index.d.ts',
      ]),
    );
    const unexpected = files.filter(
      (file) =>
        !/^package\/(package\.json|LICENSE|THIRD_PARTY_NOTICES\.md|README\.md|dist\/.+)$/.test(file) ||
        /\.test\.|\/test\//.test(file),
    );
    expect(unexpected, tarball.name).toEqual([]);
  }
});
