export {
  createIdbDeviceStore,
  createMemoryDeviceStore,
  DEVICE_STORE_DATABASE,
  DEVICE_STORE_NAME,
  type DeviceShareRecord,
  type DeviceStore,
  deviceShareKey,
  parseDeviceShareRecord,
} from './device-store.js';
export {
  AddressMismatchError,
  EmailNotChangedError,
  FarcasterChannelClosedError,
  LoginFlowError,
  NoFarcasterChannelError,
  NoSocialLoginError,
  NoCodeSentError,
  NoKeyStepError,
  NotSignedInError,
} from './errors.js';
export {
  createFarcasterLogin,
  FARCASTER_POLL_MS,
  type FarcasterLink,
  type FarcasterLogin,
} from './farcaster-login.js';
export {
  type ConnectedAccount,
  createLoginFlow,
  type LoginFlow,
  type LoginFlowOptions,
  type VerifyOutcome,
} from './login-flow.js';
export {
  createLocalSessionStore,
  createMemorySessionStore,
  parseStoredSession,
  type SessionStore,
  sessionStorageKey,
  type StoredSession,
} from './session-store.js';
export {
  createMemoryVerifierStore,
  createSessionVerifierStore,
  createSocialVerifier,
  SOCIAL_ORIGIN_KEY,
  type SocialVerifierStore,
  socialVerifierHash,
  socialVerifierKey,
} from './social-verifier.js';
