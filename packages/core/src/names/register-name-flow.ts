/**
 * The name registration flow behind the RegisterAccountName views (docs/names.md): the field, its rule
 * check on every keystroke, availability and suggestions after the search delay, then Register: the
 * wallet signs the registration message, the server registers it, and the account's identity is asked
 * again so every place showing the account shows the name. A failure returns to the form with why.
 *
 * Steps: editing → signing (the wallet's prompt) → registering (the server) → success; any failure → editing.
 */
import type { NameRecord, NameSuggestion, RegisterNameRequest } from '../api/names-api.js';
import type { Clock } from '../connection/ports.js';
import type { Timers } from '../modal/ports.js';
import { createStore, type Store } from '../store/store.js';
import { type NameInput, readNameInput } from './name-input.js';
import { createNameSearch, type NameAvailability, type NameSearchResult } from './name-search.js';
import { describeRegisterError, type RegisterFailure } from './register-failure.js';
import { buildRegistrationMessage, registrationCoinType } from './registration-message.js';

/** The eip155 account that registers: its address and the chain its signature is checked on. */
export interface NamesAccount {
  readonly address: string;
  readonly chainId: number;
}

export type RegisterNameStep = 'editing' | 'signing' | 'registering' | 'success';

export interface RegisterNameState {
  /** What the field holds, as typed. */
  readonly text: string;
  readonly input: NameInput;
  readonly availability: NameAvailability;
  /** Free full names to offer instead. */
  readonly suggestions: readonly string[];
  /** The server's suffix once an answer named it; until then the field shows none. */
  readonly suffix: string | undefined;
  readonly step: RegisterNameStep;
  /** Why the last attempt failed; cleared by the next keystroke or attempt. */
  readonly failure: RegisterFailure | undefined;
  /** The name registered, once the server confirmed it. */
  readonly registered: string | undefined;
}

export interface RegisterNameFlowDeps {
  account(): NamesAccount | undefined;
  suggest(label: string, zone: string | undefined): Promise<readonly NameSuggestion[]>;
  register(request: RegisterNameRequest): Promise<NameRecord>;
  signMessage(params: { message: string; address: string }): Promise<string>;
  /** After the server registered the name: refresh the account's identity. Its failure is not the visitor's. */
  afterRegistered(address: string, name: string): Promise<void>;
  timers: Timers;
  clock: Clock;
  onError?(message: string, error: unknown): void;
}

export interface RegisterNameFlow {
  readonly store: Store<RegisterNameState>;
  setText(text: string): void;
  /** Fills the field with a suggestion (a full name). */
  choose(fullName: string): void;
  /** Can Register be pressed now? */
  canRegister(): boolean;
  /** Signs and registers; resolves when the attempt ended (the state says how). */
  register(): Promise<void>;
  /** Back to an empty form (the views call it on a fresh visit after a success). */
  reset(): void;
  destroy(): void;
}

const INITIAL_STATE: RegisterNameState = {
  text: '',
  input: { status: 'empty' },
  availability: { status: 'idle' },
  suggestions: [],
  suffix: undefined,
  step: 'editing',
  failure: undefined,
  registered: undefined,
};

/** The zone parameter for a suffix ('.walletport.id' → 'walletport.id'). */
const zoneOf = (suffix: string | undefined) => suffix?.replace(/^\./, '');

export function createRegisterNameFlow(deps: RegisterNameFlowDeps): RegisterNameFlow {
  const store = createStore<RegisterNameState>(INITIAL_STATE);
  const search = createNameSearch({
    timers: deps.timers,
    suggest: (label) => deps.suggest(label, zoneOf(store.getState().suffix)),
    answered(result: NameSearchResult) {
      store.setState((state) => ({
        availability: result.availability,
        suggestions: result.suggestions,
        suffix: result.suffix ?? state.suffix,
      }));
    },
  });
  let attempt = 0;

  const setText = (text: string) => {
    const state = store.getState();
    if (state.step === 'signing' || state.step === 'registering') return;
    const input = readNameInput(text, state.suffix);
    if (input.status === 'valid') {
      search.request(input.label);
      const same = 'label' in state.availability && state.availability.label === input.label;
      store.setState({
        text,
        input,
        failure: undefined,
        step: 'editing',
        ...(same ? {} : { availability: { status: 'checking', label: input.label }, suggestions: [] }),
      });
      return;
    }
    search.forget();
    store.setState({
      text,
      input,
      failure: undefined,
      step: 'editing',
      availability: { status: 'idle' },
      suggestions: [],
    });
  };

  const canRegister = () => {
    const { input, availability, step } = store.getState();
    if (step !== 'editing' || input.status !== 'valid' || deps.account() === undefined) return false;
    if (!('label' in availability) || availability.label !== input.label) return false;
    // When availability could not be checked, the server still decides: the attempt is allowed.
    return availability.status === 'available' || availability.status === 'failed';
  };

  const register = async () => {
    if (!canRegister()) return;
    const account = deps.account();
    const { input, availability } = store.getState();
    if (account === undefined || input.status !== 'valid') return;
    const run = ++attempt;
    // The server adds its suffix to a bare label; with the suffix known, the message names the full name.
    const name = availability.status === 'available' ? availability.fullName : input.label;
    store.setState({ step: 'signing', failure: undefined });
    try {
      const coinType = registrationCoinType(account.chainId);
      const message = buildRegistrationMessage(name, deps.clock.now());
      const signature = await deps.signMessage({ message, address: account.address });
      if (run !== attempt) return;
      store.setState({ step: 'registering' });
      const record = await deps.register({ coinType, address: account.address, message, signature });
      if (run !== attempt) return;
      try {
        await deps.afterRegistered(account.address, record.name);
      } catch (error) {
        deps.onError?.('The identity could not be refreshed after a registration', error);
      }
      if (run !== attempt) return;
      store.setState({ step: 'success', registered: record.name });
    } catch (error) {
      if (run !== attempt) return;
      const failure = describeRegisterError(error);
      if (failure.code === 'UNKNOWN' || failure.code === 'SERVER')
        deps.onError?.('A name registration failed', error);
      store.setState({ step: 'editing', failure });
      // Someone took the name meanwhile: show it taken, and free variants, at once.
      if (failure.code === 'NAME_TAKEN') {
        store.setState({ availability: { status: 'checking', label: input.label } });
        search.refresh(input.label);
      }
    }
  };

  return {
    store,
    setText,
    choose(fullName) {
      const suffix = store.getState().suffix;
      const label =
        suffix !== undefined && fullName.endsWith(suffix) ? fullName.slice(0, -suffix.length) : fullName;
      setText(label);
    },
    canRegister,
    register,
    reset() {
      attempt++;
      search.forget();
      // The suffix is the server's, not the visit's: it stays known.
      store.replaceState({ ...INITIAL_STATE, suffix: store.getState().suffix });
    },
    destroy() {
      attempt++;
      search.forget();
    },
  };
}
