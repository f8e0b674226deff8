/** The typed swap ABIs (swap-abi.ts) say what the compiled contracts say. */
import type { Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  walletportSwapFactoryArtifact,
  walletportSwapPairArtifact,
  walletportSwapRouterArtifact,
  walletportWethArtifact,
} from '../src/artifacts.js';
import {
  devnetSwapFactoryAbi,
  devnetSwapPairAbi,
  devnetSwapRouterAbi,
  devnetWethAbi,
} from '../src/swap-abi.js';

/**
 * Each item as canonical JSON (keys sorted). solc adds internalType, empty names and anonymous: false,
 * and indexed: false, which the human-readable ABI leaves out; none of them changes an encoding.
 */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(
      ([key, item]) =>
        key !== 'internalType' &&
        !(key === 'name' && item === '') &&
        !((key === 'anonymous' || key === 'indexed') && item === false),
    )
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, item]) => [key, canonical(item)]);
  return Object.fromEntries(entries);
};

const signatures = (abi: Abi): string[] => abi.map((item) => JSON.stringify(canonical(item))).sort();

describe('typed swap ABIs', () => {
  it('are the router’s whole ABI', () => {
    expect(signatures(devnetSwapRouterAbi)).toEqual(signatures(walletportSwapRouterArtifact().abi));
  });

  it.each([
    ['factory', devnetSwapFactoryAbi, walletportSwapFactoryArtifact().abi],
    ['pair', devnetSwapPairAbi, walletportSwapPairArtifact().abi],
    ['WETH', devnetWethAbi, walletportWethArtifact().abi],
  ] as const)('are part of the %s’s ABI', (_, typed, compiled) => {
    const all = signatures(compiled);
    for (const item of signatures(typed)) expect(all).toContain(item);
  });
});
