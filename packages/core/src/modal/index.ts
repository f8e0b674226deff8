// The modal and its router (see docs/router.md): typed views, pure navigation rules, the router and modal services,
// their ports, and the Telegram return helper.
export {
  chooseOpeningView,
  type CloseDecision,
  type CloseInput,
  decideClose,
  isCloseBlockedBySiwx,
  MODAL_SHAKE_MS,
  type OpeningInput,
  SIWX_GUARDED_VIEWS,
} from './modal-rules.js';
export {
  IMPLEMENTED_VIEW_NAMES,
  type ImplementedViewName,
  isImplementedView,
  type OpenableView,
  type OpenableViewName,
  unavailableViewOf,
} from './implemented-views.js';
export { createPublicOpen, type OpenWarn, type PublicOpenOptions, toOpenOptions } from './public-open.js';
export {
  createModalService,
  createModalStore,
  type ModalCloseHook,
  type ModalService,
  type ModalServiceDeps,
  type ModalState,
  type ModalOpenOptions,
  type OpenOptions,
} from './modal.js';
export { createModalNavigation, type ModalNavigation, type ModalNavigationDeps } from './navigation.js';
export {
  type AuthReloadPort,
  type CloseOptions,
  type CloseOutcome,
  type ErrorReporter,
  type FarcasterAccountPort,
  type ModalCloseInfo,
  type ModalClosePort,
  type ModalContextPort,
  type ModalEventSink,
  type ModalEvents,
  type SiwxClosePort,
  type CloseGuard,
  systemTimers,
  type Timers,
} from './ports.js';
export {
  createRouterService,
  createRouterStore,
  FARCASTER_RELOAD_DELAY_MS,
  type GoBackResult,
  type RouterService,
  type RouterServiceDeps,
} from './router.js';
export {
  backClosesModal,
  clearHistoryState,
  createInitialRouterState,
  goBackToIndexState,
  planTransactionPop,
  popView,
  pushTransactionAction,
  pushView,
  type RouterState,
  replaceView,
  resetView,
  type TransactionAction,
  type TransactionPopPlan,
  type TransactionStatus,
  type TransactionStep,
} from './router-transitions.js';
export {
  consumeTelegramResultUri,
  type HistoryLike,
  type LocationLike,
  TELEGRAM_RESULT_URI_PARAM,
} from './telegram.js';
export {
  featureOfView,
  isSameView,
  isViewName,
  type PayArguments,
  type RouterView,
  type SendArguments,
  type SocialProvider,
  type SwapArguments,
  type View,
  type ViewFeature,
  type ViewName,
  type ViewParams,
  VIEW_NAMES,
} from './views.js';
