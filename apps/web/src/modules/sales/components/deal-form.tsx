import { Controller, useWatch } from 'react-hook-form';
import {
  DEAL_STAGES,
  DEAL_STAGE_LABELS,
  DEFAULT_PROBABILITY,
  type DealItem,
} from '@energiek/contracts/sales';
import { ContractDate } from '../../../components/form/contract-fields.tsx';
import { ContractForm, FormActions } from '../../../components/form/contract-form.tsx';
import { CustomerPicker } from '../../../components/pickers/customer-picker.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useAdminUsers } from '../../../lib/admin-users.ts';
import { useContractForm, type ContractFormKind } from '../../../lib/use-contract-form.ts';
import { useCustomerContacts } from '../api/sales.ts';
import { SALES_TEXTS } from '../texts.ts';
import { dealFormSchema, dealFormValues, type DealBody } from './deal-form-values.ts';

const T = SALES_TEXTS.form;
const STAGE_OPTIONS = DEAL_STAGES.map((value) => ({ value, label: DEAL_STAGE_LABELS[value] }));
const MODE_OPTIONS = [
  { value: 'prospect', label: T.modeProspect },
  { value: 'customer', label: T.modeCustomer },
];

type DealFormProps = {
  kind: ContractFormKind;
  deal?: DealItem;
  currentUserId: number;
  save: (body: DealBody) => Promise<DealItem>;
  savedTo: string;
};

/** Create and edit form of a deal: prospect or customer, stage (won and lost explained), volume and value. */
export function DealForm({ kind, deal, currentUserId, save, savedTo }: DealFormProps) {
  const contract = useContractForm({
    schema: dealFormSchema,
    defaultValues: dealFormValues(deal, currentUserId),
    kind,
    save,
    savedMessage: (saved) => (kind === 'create' ? T.created(saved.title) : T.saved(saved.title)),
    savedTo,
    labels: { ...T, customer: T.customerId },
    errorField: (path) => (path === 'customerId' ? 'customer' : undefined),
  });
  const { register, control, setValue } = contract.form;
  const error = contract.errorOf;
  const [mode, customer, stage] = useWatch({ control, name: ['mode', 'customer', 'stage'] });
  const contacts = useCustomerContacts(mode === 'customer' && customer ? customer.id : null);
  const owners = useAdminUsers(true);
  const won = deal?.stage === 'gewonnen';

  const stageField = register('stage', {
    // A new stage brings its default probability (the user may still type another).
    onChange: (event: { target: { value: keyof typeof DEFAULT_PROBABILITY } }) =>
      setValue('probability', String(DEFAULT_PROBABILITY[event.target.value]), { shouldDirty: true }),
  });

  return (
    <ContractForm contract={contract} className="space-y-6">
      <Card title={T.deal}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={T.title}
            required
            className="sm:col-span-2"
            error={error('title')}
            {...register('title')}
          />
          <Select
            label={T.stage}
            required
            placeholder={null}
            options={STAGE_OPTIONS}
            disabled={won}
            hint={won ? T.wonLocked : stage === 'gewonnen' ? T.wonHint : undefined}
            error={error('stage')}
            {...stageField}
          />
          <Select
            label={T.ownerId}
            placeholder={T.noOwner}
            options={(owners.data ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
            error={error('ownerId')}
            {...register('ownerId')}
          />
          {stage === 'verloren' ? (
            <Textarea
              label={T.lostReason}
              required
              rows={2}
              className="sm:col-span-2"
              error={error('lostReason')}
              {...register('lostReason')}
            />
          ) : null}
          <Textarea
            label={T.nextStep}
            rows={2}
            className="sm:col-span-2"
            error={error('nextStep')}
            {...register('nextStep')}
          />
        </div>
      </Card>

      <Card title={T.company}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={T.mode}
            placeholder={null}
            options={MODE_OPTIONS}
            disabled={won}
            className="sm:col-span-2"
            {...register('mode')}
          />
          {mode === 'customer' ? (
            <>
              <Controller
                control={control}
                name="customer"
                render={({ field }) => (
                  <CustomerPicker
                    label={T.customerId}
                    required
                    value={field.value ?? null}
                    error={error('customer')}
                    onChange={(picked) => {
                      field.onChange(picked);
                      setValue('contactId', '', { shouldDirty: true });
                    }}
                  />
                )}
              />
              <Select
                label={T.contactId}
                placeholder={T.noContact}
                options={(contacts.data ?? []).map((contact) => ({
                  value: String(contact.id),
                  label: contact.fullName,
                }))}
                error={error('contactId')}
                {...register('contactId')}
              />
            </>
          ) : (
            <>
              <TextField
                label={T.prospectCompany}
                required
                error={error('prospectCompany')}
                {...register('prospectCompany')}
              />
              <TextField label={T.prospectName} error={error('prospectName')} {...register('prospectName')} />
              <TextField
                label={T.prospectEmail}
                type="email"
                error={error('prospectEmail')}
                {...register('prospectEmail')}
              />
              <TextField
                label={T.prospectPhone}
                type="tel"
                error={error('prospectPhone')}
                {...register('prospectPhone')}
              />
            </>
          )}
        </div>
      </Card>

      <Card title={T.figures}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={T.volumeKwh}
            inputMode="numeric"
            error={error('volumeKwh')}
            {...register('volumeKwh')}
          />
          <TextField
            label={T.volumeM3}
            inputMode="numeric"
            error={error('volumeM3')}
            {...register('volumeM3')}
          />
          <TextField
            label={T.expectedValue}
            inputMode="decimal"
            error={error('expectedValue')}
            {...register('expectedValue')}
          />
          <TextField
            label={T.probability}
            inputMode="numeric"
            hint={T.probabilityHint}
            error={error('probability')}
            {...register('probability')}
          />
          <ContractDate contract={contract} name="expectedCloseDate" label={T.expectedCloseDate} />
        </div>
      </Card>

      {kind === 'create' ? (
        <FormActions submitLabel={T.create} cancelTo={savedTo} saving={contract.saving} />
      ) : null}
    </ContractForm>
  );
}
