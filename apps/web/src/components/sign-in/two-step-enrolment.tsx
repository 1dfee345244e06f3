import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from './error-message.ts';
import { useTwoStepSecret, useValidateTwoStepSecret } from '../../lib/two-step.ts';
import { SIGN_IN_TEXTS } from './texts.ts';
import { CodeField, useCodeForm } from './code-field.tsx';
import { StepHeader } from './step-header.tsx';
import { StepIcon } from './step-icon.tsx';

type TwoStepEnrolmentProps = {
  onDone: () => void;
  onBack: () => void;
  /** The way-out button; 'Terug naar inloggen' in the sign-in flow. */
  backLabel?: string;
  /** The explanation above the QR code; the sign-in flow's says it is required for admins. */
  intro?: string;
};

/** Groups a base32 secret in fours, as authenticator apps show it. */
function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** Enrolment an admin must finish before the session allows anything but auth calls (login set2fa). */
export function TwoStepEnrolment({
  onDone,
  onBack,
  backLabel = SIGN_IN_TEXTS.enrol.back,
  intro = SIGN_IN_TEXTS.enrol.intro,
}: TwoStepEnrolmentProps) {
  const secret = useTwoStepSecret();
  const validate = useValidateTwoStepSecret();
  const queryClient = useQueryClient();
  const data = secret.data;
  const [copied, setCopied] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useCodeForm();

  const onSubmit = handleSubmit(async ({ code }) => {
    if (!data) return;
    try {
      await validate.mutateAsync({ secret: data.secret, code });
    } catch (error) {
      const codeError = isApiError(error) ? error.fieldError('code') : undefined;
      setError(codeError ? 'code' : 'root.server', { message: codeError ?? errorMessage(error) });
      return;
    }
    // The session is complete now: drop anything fetched while it was still pending. Reset rather than
    // remove, so screens that show the user (Mijn gegevens) fetch it again.
    void queryClient.resetQueries({ queryKey: ['auth'] });
    onDone();
  });

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div>
      <StepHeader icon={<StepIcon kind="shield" />} title={SIGN_IN_TEXTS.enrol.title} intro={intro} />
      {secret.isPending ? (
        <p className="flex items-center gap-3 text-slate-600">
          <Spinner className="size-5 text-brand-600" />
          {SIGN_IN_TEXTS.enrol.loading}
        </p>
      ) : null}
      {secret.isError ? <Alert tone="error" title={SIGN_IN_TEXTS.enrol.failed} /> : null}
      {data ? (
        <form onSubmit={onSubmit} noValidate className="space-y-6">
          <div className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-start">
            <img
              src={data.qrCode}
              alt={SIGN_IN_TEXTS.enrol.qrAlt}
              className="size-40 shrink-0 rounded-lg border border-slate-100 bg-white p-1"
            />
            <div className="min-w-0 text-sm text-slate-600">
              <p>{SIGN_IN_TEXTS.enrol.manual}</p>
              <p
                className="mt-2 font-mono text-base font-semibold tracking-wider break-words text-slate-900"
                data-testid="two-step-secret"
              >
                {groupSecret(data.secret)}
              </p>
              <Button
                variant="link"
                className="mt-2"
                icon={copied ? 'check' : 'copy'}
                label={copied ? SIGN_IN_TEXTS.enrol.copied : SIGN_IN_TEXTS.enrol.copy}
                onClick={() => void copy(data.secret)}
              />
            </div>
          </div>
          {errors.root?.server ? <Alert tone="error" title={errors.root.server.message} /> : null}
          <CodeField
            label={SIGN_IN_TEXTS.enrol.codeLabel}
            error={errors.code?.message}
            {...register('code')}
          />
          <Button type="submit" size="lg" fullWidth loading={validate.isPending}>
            {SIGN_IN_TEXTS.enrol.submit}
          </Button>
        </form>
      ) : null}
      <Button variant="transparent" fullWidth className="mt-3" onClick={onBack}>
        {backLabel}
      </Button>
    </div>
  );
}
