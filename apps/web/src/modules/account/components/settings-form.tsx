import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { notificationDigests } from '@energiek/contracts/auth';
import type { Settings } from '@energiek/contracts/auth';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormDirtyBar } from '../../../components/ui/form-dirty-bar.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../api/error-message.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { ACCOUNT_TEXTS } from '../texts.ts';

const T = ACCOUNT_TEXTS.settings;
const FORM_ID = 'account-settings-form';

// The form holds every key; the stored settings may lack some (the server stores only what was sent).
const settingsFormSchema = z.object({
  emailNotifications: z.boolean(),
  notificationDigest: z.enum(notificationDigests),
});
type SettingsFormValues = z.infer<typeof settingsFormSchema>;

function formValues(settings: Settings): SettingsFormValues {
  return {
    emailNotifications: settings.emailNotifications ?? false,
    notificationDigest: settings.notificationDigest ?? 'direct',
  };
}

const DIGEST_OPTIONS = notificationDigests.map((value) => ({ value, label: T.digests[value] }));

/** POST auth/update-settings; the dirty bar saves or undoes while changes are unsaved. */
export function SettingsForm({ settings }: { settings: Settings }) {
  const update = useUpdateSettings();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(settingsFormSchema), defaultValues: formValues(settings) });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (stored) => {
        reset(formValues(stored));
        toast.success();
      },
      onError: (error) => setError('root.server', { message: errorMessage(error) }),
    }),
  );

  return (
    <Card title={T.cardTitle} landmark bodyClassName="px-6 py-5">
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="max-w-xl space-y-5">
        {errors.root?.server ? <Alert tone="error" title={errors.root.server.message} /> : null}
        <Checkbox label={T.emailNotifications} {...register('emailNotifications')} />
        <Select
          label={T.digest}
          options={DIGEST_OPTIONS}
          placeholder={null}
          error={errors.notificationDigest?.message}
          {...register('notificationDigest')}
        />
      </form>
      <FormDirtyBar dirty={isDirty} form={FORM_ID} saving={update.isPending} onCancel={() => reset()} />
    </Card>
  );
}
