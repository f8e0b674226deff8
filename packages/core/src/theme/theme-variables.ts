/**
 * `themeVariables`: the eight values an app may set. Walletport's own names start with `--wp-`; AppKit's
 * names (`--w3m-…` and the newer `--apkt-…`) are accepted as aliases, so an AppKit theme carries over
 * unchanged. Everything is validated here. The app's values are kept under the names it used (what
 * `useAppKitTheme().themeVariables` gives back, as in AppKit); only the token resolution reads them
 * under Walletport's names (`parseThemeVariables`).
 */
import { invalidOption } from '../options/invalid-option-error.js';
import { formatOptionPath } from '../options/option-path.js';
import { describeUnsafeCssValue } from './css-value.js';

export const THEME_VARIABLE_NAMES = Object.freeze([
  'font-family',
  'accent',
  'color-mix',
  'color-mix-strength',
  'font-size-master',
  'border-radius-master',
  'z-index',
  'qr-color',
] as const);
export type ThemeVariableName = (typeof THEME_VARIABLE_NAMES)[number];

/** Walletport's prefix first: when the same variable is given under several names, the first prefix wins. */
export const THEME_VARIABLE_PREFIXES = Object.freeze(['--wp-', '--apkt-', '--w3m-'] as const);

type NumericVariable = 'color-mix-strength' | 'z-index';
type VariableValue<Name extends ThemeVariableName> = Name extends NumericVariable ? number : string;

/** Validated theme variables under Walletport's names. */
export type ThemeVariables = { readonly [Name in ThemeVariableName as `--wp-${Name}`]?: VariableValue<Name> };
/** AppKit's names (`@reown/appkit` ≤ 1.7). */
export type W3mThemeVariables = { [Name in ThemeVariableName as `--w3m-${Name}`]?: VariableValue<Name> };
/** AppKit's newer names. */
export type ApktThemeVariables = { [Name in ThemeVariableName as `--apkt-${Name}`]?: VariableValue<Name> };
/**
 * Validated variables under the names the app used: AppKit's `ThemeVariables` (`--w3m-…`, `--apkt-…`)
 * plus Walletport's `--wp-…`. Numbers come back as numbers, even when given as numeric strings.
 */
export type AppThemeVariables = {
  readonly [Name in ThemeVariableName as `${(typeof THEME_VARIABLE_PREFIXES)[number]}${Name}`]?: VariableValue<Name>;
};
/** What the app may pass: any mix of the three spellings (numbers may also be numeric strings). */
export type ThemeVariablesInput = {
  [Name in ThemeVariableName as `${(typeof THEME_VARIABLE_PREFIXES)[number]}${Name}`]?:
    | VariableValue<Name>
    | (Name extends NumericVariable ? string : never)
    | undefined;
};

/** A CSS length the token scale can multiply: '10px', '0.25rem', '4px', '0'. */
const CSS_LENGTH = /^(?:0|(?:\d{1,4}(?:\.\d{1,4})?|\.\d{1,4})(?:px|rem|em))$/;
const NUMERIC_STRING = /^-?\d{1,10}(?:\.\d{1,4})?$/;
const MAX_Z_INDEX = 2_147_483_647;

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && NUMERIC_STRING.test(value)) return Number(value);
  return undefined;
}

type Check = (value: unknown) => { value: string | number } | { problem: string };

function cssText(value: unknown): ReturnType<Check> {
  if (typeof value !== 'string') return { problem: 'expected a string' };
  const problem = describeUnsafeCssValue(value);
  return problem === undefined ? { value: value.trim() } : { problem };
}

function cssLength(value: unknown): ReturnType<Check> {
  if (typeof value === 'string' && CSS_LENGTH.test(value.trim())) return { value: value.trim() };
  return { problem: "expected a CSS length in px, rem or em, e.g. '4px'" };
}

const CHECKS: Readonly<Record<ThemeVariableName, Check>> = {
  'font-family': cssText,
  accent: cssText,
  'color-mix': cssText,
  'qr-color': cssText,
  'font-size-master': cssLength,
  'border-radius-master': cssLength,
  'color-mix-strength': (value) => {
    const number = toNumber(value);
    return number !== undefined && number >= 0 && number <= 100
      ? { value: number }
      : { problem: 'expected a number from 0 to 100 (a percentage)' };
  },
  'z-index': (value) => {
    const number = toNumber(value);
    return number !== undefined && Number.isInteger(number) && Math.abs(number) <= MAX_Z_INDEX
      ? { value: number }
      : { problem: 'expected an integer' };
  },
};

const UNKNOWN_VARIABLE = `unknown theme variable; expected one of ${THEME_VARIABLE_NAMES.map((name) => `--wp-${name}`).join(', ')} (or the same names with --w3m- or --apkt-)`;

function splitName(key: string): { prefix: string; name: ThemeVariableName } | undefined {
  for (const prefix of THEME_VARIABLE_PREFIXES) {
    if (!key.startsWith(prefix)) continue;
    const name = key.slice(prefix.length);
    if ((THEME_VARIABLE_NAMES as readonly string[]).includes(name))
      return { prefix, name: name as ThemeVariableName };
  }
  return undefined;
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export interface ThemeVariablesUpdate {
  /** The values given, under Walletport's names. */
  set: ThemeVariables;
  /** Variables given as undefined: an update removes them. */
  cleared: ThemeVariableName[];
}

/** One checked entry of the app's object: its key, the variable it names, and the value (undefined to clear). */
interface CheckedVariable {
  key: keyof AppThemeVariables;
  name: ThemeVariableName;
  prefix: string;
  value: string | number | undefined;
}

/** Checks every entry; throws an InvalidOptionError naming the first bad key, so nothing half-applies. */
function checkVariables(input: unknown, option: string): CheckedVariable[] {
  if (input === undefined) return [];
  if (!isPlainRecord(input)) throw invalidOption(option, 'expected an object of theme variables');
  return Object.keys(input).map((key) => {
    const path = formatOptionPath([option, key]);
    const parts = splitName(key);
    if (parts === undefined) throw invalidOption(path, UNKNOWN_VARIABLE);
    const raw = input[key];
    if (raw === undefined) return { key: key as keyof AppThemeVariables, ...parts, value: undefined };
    const checked = CHECKS[parts.name](raw);
    if ('problem' in checked) throw invalidOption(path, checked.problem);
    return { key: key as keyof AppThemeVariables, ...parts, value: checked.value };
  });
}

/**
 * Validates theme variables and returns them under Walletport's names, frozen. Throws an
 * InvalidOptionError naming the offending key, e.g. `themeVariables["--w3m-accent"]`.
 */
export function parseThemeVariables(input: unknown, option = 'themeVariables'): ThemeVariables {
  return parseThemeVariablesUpdate(input, option).set;
}

/** Like parseThemeVariables, and also lists the variables given as undefined (for `setThemeVariables`). */
export function parseThemeVariablesUpdate(input: unknown, option = 'themeVariables'): ThemeVariablesUpdate {
  const chosen = new Map<ThemeVariableName, { rank: number; value: string | number | undefined }>();
  for (const { name, prefix, value } of checkVariables(input, option)) {
    const rank = (THEME_VARIABLE_PREFIXES as readonly string[]).indexOf(prefix);
    const previous = chosen.get(name);
    if (previous === undefined || rank < previous.rank) chosen.set(name, { rank, value });
  }
  const set: Record<string, string | number> = {};
  const cleared: ThemeVariableName[] = [];
  for (const [name, { value }] of chosen) {
    if (value === undefined) cleared.push(name);
    else set[`--wp-${name}`] = value;
  }
  return { set: Object.freeze(set) as ThemeVariables, cleared };
}

export interface AppThemeVariablesUpdate {
  /** The values given, under the names given, validated. */
  set: AppThemeVariables;
  /** The names given as undefined: a merge removes exactly these keys. */
  cleared: (keyof AppThemeVariables)[];
}

/**
 * Validates theme variables and keeps them under the app's own names (frozen). Same checks and errors
 * as parseThemeVariables; which spelling wins for the styles is decided later, in resolveThemeTokens.
 */
export function validateThemeVariables(input: unknown, option = 'themeVariables'): AppThemeVariablesUpdate {
  const set: Record<string, string | number> = {};
  const cleared: (keyof AppThemeVariables)[] = [];
  for (const { key, value } of checkVariables(input, option)) {
    if (value === undefined) cleared.push(key);
    else set[key] = value;
  }
  return { set: Object.freeze(set) as AppThemeVariables, cleared };
}
