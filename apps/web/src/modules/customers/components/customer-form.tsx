import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { UseFormRegister } from 'react-hook-form';
import { CUSTOMER_MODULES } from '@energiek/contracts/customers';
import type { CustomerWithDetails } from '@energiek/contracts/customers';
import { ContractForm, FormActions } from '../../../components/form/contract-form.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import type { ContractFormKind } from '../../../lib/use-contract-form.ts';
import { useAdminUsers } from '../../../lib/admin-users.ts';
import { CUSTOMERS_TEXTS } from '../texts.ts';
import { AddressFields } from './address-fields.tsx';
import { customerFormSchema, initialCustomerValues } from './customer-form-values.ts';
import type { CustomerBody, CustomerFormValues } from './customer-form-values.ts';

const T = CUSTOMERS_TEXTS.form;

const STATUS_OPTIONS = (['active', 'prospect', 'inactive'] as const).map((value) => ({
  value,
  label: CUSTOMERS_TEXTS.statuses[value],
}));
const SUB_TYPE_OPTIONS = (['regular', 'ambassador'] as const).map((value) => ({
  value,
  label: CUSTOMERS_TEXTS.subTypes[value],
}));

type CustomerFormProps = {
  kind: ContractFormKind;
  customer?: CustomerWithDetails;
  /** Admins see and send the admin-only fields (number, type, status, account manager, modules). */
  isAdmin: boolean;
  submitLabel: string;
  cancelTo: string;
  save: (body: CustomerBody) => Promise<CustomerWithDetails>;
  savedMessage: (customer: CustomerWithDetails) => string;
  savedTo: (customer: CustomerWithDetails) => string;
};

/** Create and edit form of a customer (sections Algemeen, Bezoekadres, Postadres, Contact, Beheer). */
export function CustomerForm({
  kind,
  customer,
  isAdmin,
  submitLabel,
  cancelTo,
  save,
  savedMessage,
  savedTo,
}: CustomerFormProps) {
  const schema = useMemo(() => customerFormSchema(isAdmin), [isAdmin]);
  const contract = useContractForm({
    schema,
    defaultValues: initialCustomerValues(customer),
    kind,
    save,
    savedMessage,
    savedTo,
    labels: T,
  });
  const register = contract.form.register as unknown as UseFormRegister<CustomerFormValues>;
  const error = contract.errorOf as (name: keyof CustomerFormValues) => string | undefined;
  const sameAsVisit = useWatch({ control: contract.form.control, name: 'postalSameAsVisit' });
  const admins = useAdminUsers(isAdmin);
  const adminHint = isAdmin ? undefined : T.adminOnlyHint;
  const managerOptions = (admins.data ?? []).map((user) => ({ value: String(user.id), label: user.name }));
  const current = customer?.details?.accountManager;
  if (current && !managerOptions.some((option) => option.value === String(current.id))) {
    managerOptions.push({ value: String(current.id), label: current.name });
  }

  return (
    <ContractForm contract={contract} className="space-y-6 pb-24">
      <Card title={T.sections.general} landmark>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField required className="sm:col-span-2" {...contract.field('name', T.name)} />
          <TextField
            inputMode="numeric"
            hint={isAdmin ? (customer ? undefined : T.numberHint) : adminHint}
            disabled={!isAdmin}
            {...contract.field('number', T.number)}
          />
          <Select
            options={SUB_TYPE_OPTIONS}
            placeholder={null}
            disabled={!isAdmin}
            {...contract.field('subType', T.subType)}
          />
          <Select
            options={STATUS_OPTIONS}
            placeholder={null}
            disabled={!isAdmin}
            {...contract.field('status', T.status)}
          />
          <TextField
            inputMode="numeric"
            placeholder="12345678"
            {...contract.field('kvkNumber', T.kvkNumber)}
          />
          <TextField placeholder="NL123456789B01" {...contract.field('vatNumber', T.vatNumber)} />
          <TextField placeholder="NL91 ABNA 0417 1643 00" {...contract.field('iban', T.iban)} />
        </div>
      </Card>
      <Card title={T.sections.visit} landmark>
        <AddressFields prefix="visit" register={register} errorOf={error} />
      </Card>
      <Card title={T.sections.postal} landmark>
        <Checkbox label={T.sameAsVisit} {...register('postalSameAsVisit')} />
        {sameAsVisit ? null : (
          <div className="mt-4">
            <AddressFields prefix="postal" register={register} errorOf={error} />
          </div>
        )}
      </Card>
      <Card title={T.sections.contact} landmark>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField type="email" {...contract.field('emailAddress', T.emailAddress)} />
          <TextField type="tel" {...contract.field('phoneNumber', T.phoneNumber)} />
          <TextField
            placeholder="https://www.voorbeeld.nl"
            className="sm:col-span-2"
            {...contract.field('website', T.website)}
          />
          <Textarea className="sm:col-span-2" {...contract.field('notes', T.notes)} />
        </div>
      </Card>
      {isAdmin ? (
        <Card title={T.sections.management} landmark>
          <Select
            options={managerOptions}
            placeholder={T.noAccountManager}
            {...contract.field('accountManagerId', T.accountManager)}
          />
          <fieldset className="mt-4">
            <legend className="mb-3 text-sm font-medium text-slate-700">{T.modules}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {CUSTOMER_MODULES.map((module) => (
                <Checkbox
                  key={module}
                  label={CUSTOMERS_TEXTS.modules[module]}
                  value={module}
                  {...register('modules')}
                />
              ))}
            </div>
            {error('modules') ? <p className="mt-2 text-sm text-red-700">{error('modules')}</p> : null}
          </fieldset>
        </Card>
      ) : null}
      <FormActions submitLabel={submitLabel} cancelTo={cancelTo} saving={contract.saving} />
    </ContractForm>
  );
}
