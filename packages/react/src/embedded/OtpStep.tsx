'use client';
import type { CodedText } from '@walletport/core/internal';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTextTranslate, useTranslate } from '../i18n/index.js';
import { Button, Icon, Spinner, Text, useViewStyles } from '../ui/index.js';
import { embeddedFailure } from './embedded-failure.js';
import { OtpInput } from './OtpInput.js';
import { EMBEDDED_CSS } from './styles.js';
import { useResendCountdown } from './use-resend-countdown.js';

export interface OtpStepProps {
  /** What to enter and where the code went ("Enter the code we sent to …"). */
  intro: ReactNode;
  /** Checks the code; resolves when the flow moves on, rejects with what went wrong. */
  submit(code: string): Promise<void>;
  /** Sends a new code; without it there is no "Resend code". */
  resend?: () => Promise<void>;
}

type Feedback = { kind: 'error'; text: CodedText } | { kind: 'resent' } | undefined;

/**
 * One code step, shared by the login and the email update: the boxes submit by themselves at the sixth
 * digit, a spinner shows while the code is checked, a failure (worded as the frame or the server gave it)
 * shows under the boxes, which are then cleared and focused again; "Resend code" waits 30 s between codes.
 */
export function OtpStep({ intro, submit, resend }: OtpStepProps) {
  useViewStyles(EMBEDDED_CSS);
  const t = useTranslate();
  const text = useTextTranslate();
  const feedbackId = useId();
  const [checking, setChecking] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(undefined);
  // A new round mounts new, empty boxes (focused on the first).
  const [round, setRound] = useState(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onComplete = (code: string) => {
    setChecking(true);
    setFeedback(undefined);
    submit(code).then(
      () => {
        if (mounted.current) setChecking(false);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setChecking(false);
        setFeedback({ kind: 'error', text: embeddedFailure(error).text });
        setRound((current) => current + 1);
      },
    );
  };

  const failed = feedback?.kind === 'error';
  return (
    <div className="wp-otp">
      <span className="wp-otp__icon" aria-hidden="true">
        <Icon name="mail" size={26} />
      </span>
      <Text variant="body" tone="secondary" align="center" className="wp-otp__intro">
        {intro}
      </Text>
      <OtpInput
        key={round}
        label={t('email.otp.codeLabel')}
        onComplete={onComplete}
        busy={checking}
        invalid={failed}
        describedBy={failed ? feedbackId : undefined}
      />
      <div className="wp-otp__status">
        {checking ? (
          <>
            <Spinner size={16} label={t('email.otp.checking')} />
            <span className="wp-otp__checking" aria-hidden="true">
              {t('email.otp.checking')}
            </span>
          </>
        ) : feedback?.kind === 'error' ? (
          <p id={feedbackId} className="wp-embedded-error" role="alert">
            <Icon name="error" size={16} />
            <span>{text(feedback.text)}</span>
          </p>
        ) : feedback?.kind === 'resent' ? (
          <p className="wp-embedded-notice" role="status">
            {t('email.otp.resent')}
          </p>
        ) : null}
      </div>
      {resend === undefined ? null : (
        <ResendButton resend={resend} disabled={checking} onResult={setFeedback} />
      )}
    </div>
  );
}

function ResendButton({
  resend,
  disabled,
  onResult,
}: {
  resend: () => Promise<void>;
  disabled: boolean;
  onResult(feedback: Feedback): void;
}) {
  const t = useTranslate();
  const locale = useLocale();
  const { seconds, restart } = useResendCountdown();
  const [sending, setSending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onClick = () => {
    setSending(true);
    onResult(undefined);
    resend().then(
      () => {
        if (!mounted.current) return;
        setSending(false);
        restart();
        onResult({ kind: 'resent' });
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setSending(false);
        onResult({ kind: 'error', text: embeddedFailure(error).text });
      },
    );
  };

  // While it waits, the countdown is plain text: a disabled button would be too faint to read.
  return (
    <div className="wp-otp__resend">
      {seconds > 0 ? (
        <p className="wp-otp__wait">
          {t('email.otp.resendIn', { seconds: new Intl.NumberFormat(locale).format(seconds) })}
        </p>
      ) : (
        <Button variant="ghost" size="sm" loading={sending} disabled={disabled} onClick={onClick}>
          {t('email.otp.resend')}
        </Button>
      )}
    </div>
  );
}
