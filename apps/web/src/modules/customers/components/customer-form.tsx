import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CUSTOMER_MODULES } from '@energiek/contracts/customers';
import type { CustomerCreate, CustomerWithDetails } from '@energiek/contracts/customers';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormDirtyBar } from '../../../components/ui/form-dirty-bar.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useAdminUsers } from '../api/customers.ts';
import { CUSTOMERS_TEXTS } from '../texts.ts';
import { AddressFields } from './address-fields.tsx';
import { customerBody, initialCustomerValues, isDirty } from './customer-form-values.ts';
import type { CustomerFormValues } from './customer-form-values.ts';

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
  customer?: CustomerWithDetails;
  /** Admins see and send the admin-only fields (number, type, status, account manager, modules). */
  isAdmin: boolean;
  submitLabel: string;
  saving: boolean;
  errors: Record<string, string>;
  cancelTo: string;
  onSubmit: (body: CustomerCreate, done: () => void) => void;
};

/** Create and edit form of a customer (sections Algemeen, Bezoekadres, Postadres, Contact, Beheer). */
export function CustomerForm({
  customer,
  isAdmin,
  submitLabel,
  saving,
  errors,
  cancelTo,
  onSubmit,
}: CustomerFormProps) {
  const [initial, setInitial] = useState(() => initialCustomerValues(customer));
  const [values, setValues] = useState<CustomerFormValues>(initial);
  const admins = useAdminUsers(isAdmin);
  const formId = useId();
  const set = (next: Partial<CustomerFormValues>) => setValues((current) => ({ ...current, ...next }));
  const dirty = isDirty(values, initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Once saved the form is clean again, so the leave warning does not stop the navigation away.
    onSubmit(customerBody(values, isAdmin), () => setInitial(values));
  };
  const toggleModule = (module: string, on: boolean) =>
    set({ modules: on ? [...values.modules, module] : values.modules.filter((item) => item !== module) });
  const adminHint = isAdmin ? undefined : T.adminOnlyHint;
  const managerOptions = (admins.data ?? []).map((user) => ({ value: String(user.id), label: user.name }));
  const current = customer?.details?.accountManager;
  if (current && !managerOptions.some((option) => option.value === String(current.id))) {
    managerOptions.push({ value: String(current.id), label: current.name });
  }

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-6 pb-24">
      <Card title={T.sections.general} landmark>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={T.name}
            required
            className="sm:col-span-2"
            value={values.name}
            error={errors.name}
            onChange={(event) => set({ name: event.target.value })}
          />
          <TextField
            label={T.number}
            inputMode="numeric"
            value={values.number}
            error={errors.number}
            hint={isAdmin ? (customer ? undefined : T.numberHint) : adminHint}
            disabled={!isAdmin}
            onChange={(event) => set({ number: event.target.value })}
          />
          <Select
            label={T.subType}
            options={SUB_TYPE_OPTIONS}
            placeholder={null}
            value={values.subType}
            error={errors.subType}
            disabled={!isAdmin}
            onChange={(event) => set({ subType: event.target.value as CustomerFormValues['subType'] })}
          />
          <Select
            label={T.status}
            options={STATUS_OPTIONS}
            placeholder={null}
            value={values.status}
            error={errors.status}
            disabled={!isAdmin}
            onChange={(event) => set({ status: event.target.value as CustomerFormValues['status'] })}
          />
          <TextField
            label={T.kvkNumber}
            inputMode="numeric"
            placeholder="12345678"
            value={values.kvkNumber}
            error={errors.kvkNumber}
            onChange={(event) => set({ kvkNumber: event.target.value })}
          />
          <TextField
            label={T.vatNumber}
            placeholder="NL123456789B01"
            value={values.vatNumber}
            error={errors.vatNumber}
            onChange={(event) => set({ vatNumber: event.target.value })}
          />
          <TextField
            label={T.iban}
            placeholder="NL91 ABNA 0417 1643 00"
            value={values.iban}
            error={errors.iban}
            onChange={(event) => set({ iban: event.target.value })}
          />
        </div>
      </Card>
      <Card title={T.sections.visit} landmark>
        <AddressFields prefix="visit" values={values} errors={errors} onChange={set} />
      </Card>
      <Card title={T.sections.postal} landmark>
        <Checkbox
          label={T.sameAsVisit}
          checked={values.postalSameAsVisit}
          onChange={(event) => set({ postalSameAsVisit: event.target.checked })}
        />
        {values.postalSameAsVisit ? null : (
          <div className="mt-4">
            <AddressFields prefix="postal" values={values} errors={errors} onChange={set} />
          </div>
        )}
      </Card>
      <Card title={T.sections.contact} landmark>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={T.emailAddress}
            type="email"
            value={values.emailAddress}
            error={errors.emailAddress}
            onChange={(event) => set({ emailAddress: event.target.value })}
          />
          <TextField
            label={T.phoneNumber}
            type="tel"
            value={values.phoneNumber}
            error={errors.phoneNumber}
            onChange={(event) => set({ phoneNumber: event.target.value })}
          />
          <TextField
            label={T.website}
            placeholder="https://www.voorbeeld.nl"
            className="sm:col-span-2"
            value={values.website}
            error={errors.website}
            onChange={(event) => set({ website: event.target.value })}
          />
          <Textarea
            label={T.notes}
            className="sm:col-span-2"
            value={values.notes}
            error={errors.notes}
            onChange={(event) => set({ notes: event.target.value })}
          />
        </div>
      </Card>
      {isAdmin ? (
        <Card title={T.sections.management} landmark>
          <Select
            label={T.accountManager}
            options={managerOptions}
            placeholder={T.noAccountManager}
            value={values.accountManagerId}
            error={errors.accountManagerId}
            onChange={(event) => set({ accountManagerId: event.target.value })}
          />
          <fieldset className="mt-4">
            <legend className="mb-3 text-sm font-medium text-slate-700">{T.modules}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {CUSTOMER_MODULES.map((module) => (
                <Checkbox
                  key={module}
                  label={CUSTOMERS_TEXTS.modules[module]}
                  checked={values.modules.includes(module)}
                  onChange={(event) => toggleModule(module, event.target.checked)}
                />
              ))}
            </div>
            {errors.modules ? <p className="mt-2 text-sm text-red-700">{errors.modules}</p> : null}
          </fieldset>
        </Card>
      ) : null}
      <div className="flex justify-end gap-3">
        <ButtonLink variant="border" to={cancelTo}>
          {T.cancel}
        </ButtonLink>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
      <FormDirtyBar dirty={dirty} form={formId} saving={saving} onCancel={() => setValues(initial)} />
    </form>
  );
}
