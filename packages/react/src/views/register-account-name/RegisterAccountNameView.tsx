'use client';
import type { RegisterNameFlow, RegisterNameState } from '@walletport/core/names';
import { useEffect, useId } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useTranslate } from '../../i18n/index.js';
import { SpinnerGlyph } from '../../ui/Spinner.js';
import { Button, Icon, type IconName, Text, useViewStyles } from '../../ui/index.js';
import { useViewLoader } from '../view-loader.js';
import { type FieldTone, failureDetail, fieldMessage, registerLabel } from './name-text.js';
import { NamesFlowPending } from './NamesFlowPending.js';
import { NAMES_CSS } from './styles.js';
import { useNamesFlow, useNamesState } from './use-names-flow.js';

const TONE_ICON: Readonly<Record<Exclude<FieldTone, 'busy'>, IconName>> = {
  error: 'error',
  neutral: 'info',
  success: 'check',
};

/**
 * RegisterAccountName: the name field with its rule checked on every keystroke, availability and free
 * variants after a short pause, then Register, which asks the wallet to sign and the server to register.
 * A failure comes back here with 'Error registering name' and why (docs/names.md).
 */
export default function RegisterAccountNameView() {
  useViewStyles(NAMES_CSS);
  const load = useNamesFlow();
  if (load.status !== 'ready') return <NamesFlowPending load={load} />;
  return <NameForm flow={load.flow} />;
}

function NameForm({ flow }: { flow: RegisterNameFlow }) {
  const t = useTranslate();
  const instance = useAppKitInstance();
  const { preloadView } = useViewLoader();
  const state = useNamesState(flow);
  const inputId = useId();
  const messageId = useId();

  useEffect(() => {
    // A visit after a registration starts from an empty form.
    if (flow.store.getState().step === 'success') flow.reset();
    void preloadView('RegisterAccountNameSuccess').catch(() => {});
  }, [flow, preloadView]);

  if (state.step === 'signing' || state.step === 'registering') return <NameProgress state={state} />;

  const message = fieldMessage(state);
  const canRegister = flow.canRegister();
  const label = registerLabel(state, canRegister);
  const register = async () => {
    await flow.register();
    const router = instance.services.router;
    // Only when the visitor is still here: a registration that ends after they left does not pull them back.
    if (
      flow.store.getState().step === 'success' &&
      instance.stores.router.getState().view.name === 'RegisterAccountName'
    )
      router.replace({ name: 'RegisterAccountNameSuccess' });
  };

  return (
    <form
      className="wp-names"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void register();
      }}
    >
      <Text variant="small" tone="secondary">
        {t('names.intro')}
      </Text>
      <div className="wp-names__field">
        <label htmlFor={inputId} className="wp-names__label">
          {t('names.label')}
        </label>
        {/* A name is ASCII: left to right with its suffix, in a right-to-left page too. */}
        <div className="wp-names__box" dir="ltr" data-invalid={message.tone === 'error' ? 'true' : undefined}>
          <input
            id={inputId}
            className="wp-names__input"
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={80}
            placeholder={t('names.placeholder')}
            value={state.text}
            onChange={(event) => flow.setText(event.target.value)}
            aria-invalid={message.tone === 'error' ? true : undefined}
            aria-describedby={messageId}
          />
          {state.suffix === undefined ? null : (
            <span className="wp-names__suffix" aria-hidden="true">
              {state.suffix}
            </span>
          )}
        </div>
        {/* Polite: the rule and availability are announced when they change, without interrupting typing. */}
        <p
          id={messageId}
          className={`wp-names__message wp-names__message--${message.tone}`}
          aria-live="polite"
        >
          {message.tone === 'busy' ? (
            <SpinnerGlyph size={14} />
          ) : (
            <Icon name={TONE_ICON[message.tone]} size={14} />
          )}
          <span>{t(message.text.key, message.text.params)}</span>
        </p>
      </div>
      <Suggestions flow={flow} state={state} />
      {state.failure === undefined ? null : <Failure state={state} />}
      <Button type="submit" variant="primary" fullWidth disabled={!canRegister}>
        {t(label.key, label.params)}
      </Button>
    </form>
  );
}

function Suggestions({ flow, state }: { flow: RegisterNameFlow; state: RegisterNameState }) {
  const t = useTranslate();
  const headingId = useId();
  // Alternatives are only worth the space when the name asked for cannot be had.
  if (state.availability.status !== 'taken' || state.suggestions.length === 0) return null;
  return (
    <div className="wp-names__suggestions">
      <span id={headingId} className="wp-names__label">
        {t('names.suggestions')}
      </span>
      <ul className="wp-names__chips" aria-labelledby={headingId}>
        {state.suggestions.map((name) => (
          <li key={name}>
            <button type="button" className="wp-names__chip" onClick={() => flow.choose(name)}>
              {name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Failure({ state }: { state: RegisterNameState }) {
  const t = useTranslate();
  const detail = failureDetail(state);
  return (
    <div className="wp-names__failure" role="alert">
      <Icon name="error" size={16} />
      <p>
        <strong>{t('code.REGISTER_NAME_FAILED')}</strong>
        {typeof detail === 'string' ? detail : t(detail.key, detail.params)}
      </p>
    </div>
  );
}

/** While the wallet signs, then while the server registers: one status, announced once per change. */
function NameProgress({ state }: { state: RegisterNameState }) {
  const t = useTranslate();
  const name =
    state.availability.status === 'available'
      ? state.availability.fullName
      : state.input.status === 'valid'
        ? state.input.label
        : '';
  const signing = state.step === 'signing';
  return (
    <div className="wp-names__outcome">
      <span className="wp-names__outcome-icon wp-names__outcome-icon--busy">
        {signing ? <Icon name="wallet" size={26} /> : <SpinnerGlyph size={28} />}
      </span>
      <div role="status">
        <Text as="h2" variant="title">
          {signing ? t('names.signing') : t('names.registering', { name })}
        </Text>
      </div>
      {signing ? (
        <Text variant="small" tone="secondary" className="wp-names__outcome-text">
          {t('names.signingHint', { name })}
        </Text>
      ) : null}
    </div>
  );
}
