import { describe, expect, it } from 'vitest';
import * as errors from './index.js';

describe('errors barrel', () => {
  it('exposes the public API of every module', () => {
    for (const name of [
      'WalletportError',
      'createError',
      'formatMessage',
      'errorText',
      'englishText',
      'VERBATIM_TEXT',
      'MESSAGES',
      'ALERTS',
      'alertForApiError',
      'parseWalletError',
      'shouldAddChain',
      'isUserRejection',
      'UserRejectedRequestError',
      'ChainMismatchError',
      'classifyNodeError',
      'ExecutionRevertedError',
      'FeeCapTooHighError',
      'TransactionRevertedError',
      'classifyReplacement',
      'wrapError',
    ]) {
      expect(errors).toHaveProperty(name);
    }
  });

  it('keeps the internal field readers private', () => {
    expect(errors).not.toHaveProperty('errorChain');
    expect(errors).not.toHaveProperty('readProp');
  });

  it('offers no way to recover a code from English text', () => {
    expect(errors).not.toHaveProperty('matchMessage');
  });
});
