/** Types of packages.mjs (a plain-JS module so scripts can use it before any build). */
export interface PublishablePackage {
  name: string;
  /** Absolute path of the package folder. */
  dir: string;
  manifest: Record<string, unknown>;
  /** The publishable workspace packages it depends on (dependencies and peerDependencies). */
  workspaceDeps: string[];
}
/** packages/* that are not private, each after the workspace packages it depends on. */
export function publishablePackages(): PublishablePackage[];
/** `names` and every workspace package they depend on, in build order. */
export function withWorkspaceDependencies(names: string[]): PublishablePackage[];
