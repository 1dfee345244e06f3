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
/** The current password, the new one (with its rules) and its confirmation, in this order. */
const PASSWORD_FIELDS: {
  name: keyof ChangePasswordBody;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}[] = [
  { name: 'currentPassword', label: T.current, autoComplete: 'current-password' },
  { name: 'password', label: T.password, autoComplete: 'new-password', hint: T.passwordHint },
  { name: 'passwordConfirmation', label: T.confirmation, autoComplete: 'new-password' },
];
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
        const field = PASSWORD_FIELDS.find(({ name }) => isApiError(error) && error.fieldError(name))?.name;
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
        {PASSWORD_FIELDS.map(({ name, label, autoComplete, hint }) => (
          <TextField
            key={name}
            label={label}
            type="password"
            autoComplete={autoComplete}
            required
            hint={hint}
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
        <Button type="submit" loading={change.isPending}>
          {T.submit}
        </Button>
      </form>
    </Card>
  );
}
