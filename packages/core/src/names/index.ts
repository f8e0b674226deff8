// Names (docs/names.md): the `@walletport/core/names` entry. Its own entry rather than the internal
// barrel, so the registration flow and its rules reach a page only through the RegisterAccountName
// views' chunks (the eager feature, feature/install-names.ts, loads the flow with import()).
export { MAX_NAME_LENGTH, type NameInput, type NameInputProblem, readNameInput } from './name-input.js';
export {
  createNameSearch,
  MAX_NAME_SUGGESTIONS,
  NAME_SEARCH_DELAY_MS,
  type NameAvailability,
  type NameSearch,
  type NameSearchResult,
  readSearchAnswer,
  suffixOfAnswer,
} from './name-search.js';
export { describeRegisterError, type RegisterFailure, type RegisterFailureCode } from './register-failure.js';
export {
  createRegisterNameFlow,
  type NamesAccount,
  type RegisterNameFlow,
  type RegisterNameFlowDeps,
  type RegisterNameState,
  type RegisterNameStep,
} from './register-name-flow.js';
export {
  buildRegistrationMessage,
  type RegistrationMessage,
  registrationCoinType,
} from './registration-message.js';
export type { NamesService } from './feature/install-names.js';
