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
          <TextField required className="sm:col-span-2" {...contract.field('title', T.title)} />
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
            placeholder={T.noOwner}
            options={(owners.data ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
            {...contract.field('ownerId', T.ownerId)}
          />
          {stage === 'verloren' ? (
            <Textarea
              required
              rows={2}
              className="sm:col-span-2"
              {...contract.field('lostReason', T.lostReason)}
            />
          ) : null}
          <Textarea rows={2} className="sm:col-span-2" {...contract.field('nextStep', T.nextStep)} />
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
                placeholder={T.noContact}
                options={(contacts.data ?? []).map((contact) => ({
                  value: String(contact.id),
                  label: contact.fullName,
                }))}
                {...contract.field('contactId', T.contactId)}
              />
            </>
          ) : (
            <>
              <TextField required {...contract.field('prospectCompany', T.prospectCompany)} />
              <TextField {...contract.field('prospectName', T.prospectName)} />
              <TextField type="email" {...contract.field('prospectEmail', T.prospectEmail)} />
              <TextField type="tel" {...contract.field('prospectPhone', T.prospectPhone)} />
            </>
          )}
        </div>
      </Card>

      <Card title={T.figures}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField inputMode="numeric" {...contract.field('volumeKwh', T.volumeKwh)} />
          <TextField inputMode="numeric" {...contract.field('volumeM3', T.volumeM3)} />
          <TextField inputMode="decimal" {...contract.field('expectedValue', T.expectedValue)} />
          <TextField
            inputMode="numeric"
            hint={T.probabilityHint}
            {...contract.field('probability', T.probability)}
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
