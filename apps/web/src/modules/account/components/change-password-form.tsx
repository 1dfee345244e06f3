import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBodySchema } from '@energiek/contracts/auth';
import type { ChangePasswordBody } from '@energiek/contracts/auth';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { errorMessage } from '../api/error-message.ts';
import { ACCOUNT_TEXTS } from '../texts.ts';

const T = ACCOUNT_TEXTS.password;
const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;
const EMPTY: ChangePasswordBody = { currentPassword: '', password: '', passwordConfirmation: '' };

/** POST auth/change-password with the current password; the server's field errors land on the fields. */
export function ChangePasswordForm({ emailAddress }: { emailAddress: string }) {
  const change = useChangePassword();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordBodySchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        toast.success(T.done);
      },
      onError: (error) => {
        const field = FIELDS.find((name) => isApiError(error) && error.fieldError(name));
        if (field && isApiError(error)) {
          setError(field, { message: error.fieldError(field) }, { shouldFocus: true });
        } else {
          setError('root.server', { message: errorMessage(error) });
        }
      },
    }),
  );

  return (
    <Card title={T.title} landmark bodyClassName="px-6 py-5">
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
        {/* Lets password managers store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={emailAddress} readOnly hidden />
        {errors.root?.server ? <Alert tone="error" title={errors.root.server.message} /> : null}
        <TextField
          label={T.current}
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          label={T.password}
          type="password"
          autoComplete="new-password"
          required
          hint={T.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={T.confirmation}
          type="password"
          autoComplete="new-password"
          required
          error={errors.passwordConfirmation?.message}
          {...register('passwordConfirmation')}
        />
        <Button type="submit" loading={change.isPending}>
          {T.submit}
        </Button>
      </form>
    </Card>
  );
}
