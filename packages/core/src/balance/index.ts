// The native-balance service of an instance (`services.balance`) and the one status snapshot UIs read.
export {
  type BalanceService,
  type BalanceServiceDeps,
  createBalanceService,
  type FetchNativeBalanceOptions,
} from './balance-service.js';
export { type BalanceSnapshot, type BalanceStatus, balanceKey } from './balance-snapshot.js';
