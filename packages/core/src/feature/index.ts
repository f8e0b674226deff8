// Feature modules: the contract a feature installs against (see docs/instance.md).
export type {
  FeatureContext,
  FeatureCoreServices,
  FeatureDispose,
  FeatureServices,
  InstanceFeature,
  InstanceHookName,
} from './types.js';
