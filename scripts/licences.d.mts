/** Types of licences.mjs (a plain-JS script so it runs with node alone). */
export const ROOT: string;
export const ALLOWED_LICENCES: readonly string[];

export interface LicenceException {
  name: string;
  /** Every version when left out. */
  version?: string;
  /** Why the package may stay although its licence is not allowed. */
  reason: string;
}
export const LICENCE_EXCEPTIONS: readonly LicenceException[];

export interface PackageManifest {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: (string | { type?: string })[];
  [key: string]: unknown;
}

export interface LicenceProblem {
  name: string;
  version?: string;
  /** What the manifest declares; undefined when it declares nothing or the package is not installed. */
  licence: string | undefined;
  /** A required dependency that is not installed, so its licence could not be read. */
  missing?: true;
  dir: string | undefined;
  /** The chain that pulls it in, as name@version: its dependent first, a published package last. */
  path: string[];
}

export interface LicenceCheckOptions {
  /** The repository root (default: this checkout). */
  root?: string;
  /** The packages whose trees are walked (default: the publishable packages under root/packages). */
  packageDirs?: string[];
  allowed?: readonly string[];
  exceptions?: readonly LicenceException[];
  /** Walk optional peer dependencies too (npm never installs them). Default false. */
  optionalPeers?: boolean;
}

export function licenceOf(manifest: PackageManifest): string | undefined;
export function isAllowedLicence(expression: string | undefined, allowed?: readonly string[]): boolean;
export function publishablePackageDirs(root?: string): string[];
export function resolvePackageDir(fromDir: string, name: string): string | undefined;
export function findLicenceProblems(options?: LicenceCheckOptions): LicenceProblem[];
export function formatProblem(problem: LicenceProblem): string;
