import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import { resetPasswordBodySchema } from '@energiek/contracts/auth';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { QueryProvider } from '../../../lib/query-provider.tsx';
import { errorMessage } from '../../../components/sign-in/error-message.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { StepHeader } from '../../../components/sign-in/step-header.tsx';
import { StepIcon } from '../../../components/sign-in/step-icon.tsx';
import { AUTH_TEXTS } from '../texts.ts';

/** /reset-password?token=…&email=…: the link from the reset mail. */
export function ResetPasswordPage() {
  usePageTitle(AUTH_TEXTS.reset.pageTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';

  return (
    <AuthLayout>
      {token && email ? (
        <QueryProvider>
          <ResetPasswordForm token={token} email={email} />
        </QueryProvider>
      ) : (
        <div>
          <StepHeader icon={<StepIcon kind="key" />} title={AUTH_TEXTS.reset.title} />
          <Alert tone="error" title={AUTH_TEXTS.reset.invalidLink} className="mb-6" />
          <ButtonLink to="/login" variant="border" size="lg" fullWidth>
            {AUTH_TEXTS.reset.toLogin}
          </ButtonLink>
        </div>
      )}
    </AuthLayout>
  );
}

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { password: '', passwordConfirmation: '', token, email },
  });

  const onSubmit = handleSubmit((values) =>
    reset.mutate(values, {
      onError: (error) => {
        // Spec §5: the server's errors are shown under password, whichever field they concern.
        const fieldErrors = isApiError(error) ? Object.values(error.errors).flat() : [];
        const message =
          (isApiError(error) && error.fieldError('password')) || fieldErrors[0] || errorMessage(error);
        setError('password', { message }, { shouldFocus: true });
      },
    }),
  );

  if (reset.isSuccess) {
    return (
      <div>
        <StepHeader icon={<StepIcon kind="shield" />} title={AUTH_TEXTS.reset.doneTitle} />
        <Alert tone="success" className="mb-6">
          {reset.data.message}
        </Alert>
        <ButtonLink to="/login" size="lg" fullWidth>
          {AUTH_TEXTS.reset.toLogin}
        </ButtonLink>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <StepHeader
        icon={<StepIcon kind="key" />}
        title={AUTH_TEXTS.reset.title}
        intro={AUTH_TEXTS.reset.intro}
      />
      <div className="space-y-5">
        {/* Lets password managers store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label={AUTH_TEXTS.reset.password}
          required
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={AUTH_TEXTS.reset.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={AUTH_TEXTS.reset.confirmation}
          required
          type="password"
          autoComplete="new-password"
          error={errors.passwordConfirmation?.message}
          {...register('passwordConfirmation')}
        />
        <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
          {AUTH_TEXTS.reset.submit}
        </Button>
        <ButtonLink to="/login" variant="transparent" fullWidth>
          {AUTH_TEXTS.reset.toLogin}
        </ButtonLink>
      </div>
    </form>
  );
}
