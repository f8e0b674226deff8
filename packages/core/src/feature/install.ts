/**
 * Installs an instance's features in order. Each feature gets its own context whose registrations are
 * recorded, so removing a feature (destroy, or a failed install) undoes exactly what it registered.
 * A feature that throws while installing is reported and rolled back; the instance still works
 * without it (a broken plug-in must not take the modal down). Teardown runs in reverse order.
 */
import type { FeatureRegistry } from './registry.js';
import type { FeatureContext, FeatureDispose, InstanceFeature } from './types.js';

type Report = (message: string, context: Readonly<Record<string, unknown>>) => void;

function runAll(disposers: FeatureDispose[], report: Report, feature: string) {
  for (const dispose of disposers.splice(0).reverse()) {
    try {
      dispose();
    } catch (error) {
      report('A feature failed to dispose', { feature, error });
    }
  }
}

type Registrations = FeatureRegistry['api'];

/** The context one feature sees: the shared parts plus registrations that remember their removal. */
function scopedContext(
  base: Omit<FeatureContext, keyof Registrations>,
  api: Registrations,
  removals: FeatureDispose[],
): FeatureContext {
  const scoped: Record<string, unknown> = { ...base };
  // Every registration returns its removal; the feature's list keeps it for destroy or a rollback.
  for (const [name, register] of Object.entries(api) as [string, (...args: unknown[]) => FeatureDispose][]) {
    scoped[name] = (...args: unknown[]) => {
      const remove = register(...args);
      removals.push(remove);
      return remove;
    };
  }
  return scoped as unknown as FeatureContext;
}

export function installFeatures(
  features: readonly InstanceFeature[],
  base: Omit<FeatureContext, keyof FeatureRegistry['api']>,
  registry: FeatureRegistry,
  report: Report,
): FeatureDispose {
  const installed: { name: string; disposers: FeatureDispose[] }[] = [];
  const names = new Set<string>();
  for (const feature of features) {
    if (names.has(feature.name)) {
      report('A second feature with the same name was ignored', { feature: feature.name });
      continue;
    }
    names.add(feature.name);
    const disposers: FeatureDispose[] = [];
    try {
      const dispose = feature.install(scopedContext(base, registry.api, disposers));
      if (dispose !== undefined) disposers.push(dispose);
      installed.push({ name: feature.name, disposers });
    } catch (error) {
      report('A feature failed to install', { feature: feature.name, error });
      runAll(disposers, report, feature.name);
    }
  }
  return () => {
    for (const { name, disposers } of installed.splice(0).reverse()) runAll(disposers, report, name);
  };
}
