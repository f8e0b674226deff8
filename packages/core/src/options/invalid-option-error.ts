/**
 * The error every invalid modal option raises. It names the option (a path such as `features.socials[2]`)
 * in the message and in `option`, so a developer sees at once which line of `createAppKit({...})` to fix.
 * Options fail when the instance is created, never later in the middle of a visitor's connect flow.
 */
import { WalletportError } from '../errors/base.js';
import { MESSAGES } from '../errors/messages.js';

export type InvalidOptionCode = 'INVALID_OPTION' | 'PROJECT_ID_REQUIRED' | 'SIWE_AND_SIWX_BOTH_SET';

export class InvalidOptionError extends WalletportError {
  override name = 'InvalidOptionError';
  /** The option at fault as a path from the options root, e.g. 'themeMode' or "customWallets[0].mobile_link". */
  readonly option: string;
  declare readonly code: InvalidOptionCode;

  constructor(option: string, message: string, options: { code?: InvalidOptionCode; details?: string } = {}) {
    super(message, {
      code: options.code ?? 'INVALID_OPTION',
      details: options.details,
      category: 'VALIDATION_ERROR',
      docsPath: 'options',
    });
    this.option = option;
  }
}

/** "Invalid option `themeMode`: expected 'light' or 'dark'". */
export function invalidOption(option: string, reason: string): InvalidOptionError {
  return new InvalidOptionError(option, `Invalid option \`${option}\`: ${reason}`);
}

/** The projectId is required; the code matches the catalogue key, so the alert mapping applies. */
export function projectIdRequired(): InvalidOptionError {
  return new InvalidOptionError(
    'projectId',
    '`projectId` is required: pass the id of your project (from your Walletport server) to createAppKit({ projectId })',
    { code: 'PROJECT_ID_REQUIRED' },
  );
}

/** siwx and siweConfig cannot both be set; exact text: 'Cannot set both `siweConfig` and `siwx` options'. */
export function siweAndSiwxBothSet(): InvalidOptionError {
  return new InvalidOptionError('siwx', MESSAGES.SIWE_AND_SIWX_BOTH_SET, { code: 'SIWE_AND_SIWX_BOTH_SET' });
}
