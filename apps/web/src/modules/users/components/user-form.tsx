import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { customerRefSchema } from '@energiek/contracts/auth';
import { text } from '@energiek/contracts/primitives';
import { USER_MODULES, userCreateSchema } from '@energiek/contracts/users';
import type { UserCreate, UserItem } from '@energiek/contracts/users';
import { ContractForm, FormActions } from '../../../components/form/contract-form.tsx';
import { CustomerPicker } from '../../../components/pickers/customer-picker.tsx';
import { scopeCovers } from '@energiek/contracts/access';
import { useCurrentUser, useProfile } from '../../../lib/auth.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import type { ContractFormKind } from '../../../lib/use-contract-form.ts';
import { useRoleOptions } from '../api/lookups.ts';
import { USERS_TEXTS } from '../texts.ts';
import { AssignedCustomersPicker } from './assigned-customers-picker.tsx';

const T = USERS_TEXTS.form;
const fields = userCreateSchema.shape;

/** The form's values: the contract's user fields, the chosen customers as {id, name} for the pickers. */
const userFormFields = z.object({
  firstName: fields.firstName,
  lastName: fields.lastName.unwrap(),
  emailAddress: fields.emailAddress,
  phoneNumber: fields.phoneNumber,
  type: fields.type,
  roleId: fields.roleId.unwrap(),
  customer: customerRefSchema.nullable(),
  canSwitch: z.boolean(),
  /** Admins without canSwitch: the customers assigned to them. */
  assignedCustomers: z.array(customerRefSchema),
  modules: z.array(text()),
  isActive: z.boolean(),
});
export type UserFormValues = z.output<typeof userFormFields>;

export function initialValues(user?: UserItem): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    emailAddress: user?.emailAddress ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    type: user?.type ?? 'customer',
    roleId: user?.roleId ?? null,
    customer: user?.customer ?? null,
    canSwitch: user?.canSwitch ?? false,
    assignedCustomers: user?.assignedCustomers ?? [],
    modules: user?.modules ?? [],
    isActive: user?.isActive ?? true,
  };
}

/** The body the server expects: staff have a customer and never canSwitch; admins have no customer;
 *  assigned customers are sent only for an admin without canSwitch (otherwise they stay as they are). */
export function toBody(values: UserFormValues): UserCreate {
  const isAdmin = values.type === 'admin';
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    emailAddress: values.emailAddress,
    phoneNumber: values.phoneNumber ?? null,
    type: values.type,
    roleId: values.roleId,
    customerId: isAdmin ? null : (values.customer?.id ?? null),
    canSwitch: isAdmin && values.canSwitch,
    ...(isAdmin && !values.canSwitch
      ? { customerIds: values.assignedCustomers.map((customer) => customer.id) }
      : {}),
    modules: values.modules.filter((module) =>
      (USER_MODULES as readonly string[]).includes(module),
    ) as UserCreate['modules'],
    isActive: values.isActive,
  };
}

/** Validated by the contract's field rules, sent as the contract's body. */
export const userFormSchema = userFormFields.transform(toBody);

const TYPE_OPTIONS = [
  { value: 'customer', label: USERS_TEXTS.types.customer },
  { value: 'admin', label: USERS_TEXTS.types.admin },
];

type UserFormProps = {
  kind: ContractFormKind;
  user?: UserItem;
  submitLabel: string;
  save: (body: UserCreate) => Promise<UserItem>;
  savedMessage: string;
};

/** Create and edit form of a user; the server's 422 errors land on the fields. */
export function UserForm({ kind, user, submitLabel, save, savedMessage }: UserFormProps) {
  const contract = useContractForm({
    schema: userFormSchema,
    defaultValues: initialValues(user),
    kind,
    save,
    savedMessage,
    savedTo: '/v3/users',
    labels: { ...T, customerId: T.customer, customerIds: T.assigned.title },
  });
  const { register, control, watch } = contract.form;
  const roles = useRoleOptions();
  // The grant rule: offer only roles within the signed-in user's own scope (and the user's current one),
  // and the customer switch only to someone who has it. The server refuses the rest anyway.
  const ownScope = useProfile().data?.profile.scope;
  const me = useCurrentUser().data;
  const roleOptions = (roles.data ?? [])
    .filter(
      (role) => role.id === user?.roleId || (ownScope !== undefined && scopeCovers(ownScope, role.scope)),
    )
    .map((role) => ({ value: String(role.id), label: role.name }));
  const switchLocked = me !== undefined && !me.canSwitch && !user?.canSwitch;
  const type = watch('type');
  const canSwitch = watch('canSwitch');
  const modulesError = contract.errorOf('modules');

  return (
    <ContractForm contract={contract} className="space-y-6">
      <Card>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField required {...contract.field('firstName')} />
          <TextField {...contract.field('lastName')} />
          <TextField required type="email" {...contract.field('emailAddress')} />
          <TextField type="tel" autoComplete="tel" hint={T.phoneHint} {...contract.field('phoneNumber')} />
          <Select required options={TYPE_OPTIONS} placeholder={null} {...contract.field('type')} />
          <Select
            label={T.role}
            options={roleOptions}
            placeholder={T.noRole}
            error={contract.errorOf('roleId')}
            {...register('roleId', { setValueAs: (value: unknown) => (value ? Number(value) : null) })}
          />
        </div>
        <div className="mt-4">
          {type === 'customer' ? (
            <Controller
              control={control}
              name="customer"
              render={({ field }) => (
                <CustomerPicker
                  label={T.customer}
                  required
                  value={field.value ?? null}
                  error={contract.errorOf('customer') ?? contract.errorOf('customerId' as 'customer')}
                  onChange={field.onChange}
                />
              )}
            />
          ) : (
            <div className="space-y-4">
              <Checkbox
                label={T.canSwitch}
                disabled={switchLocked}
                error={contract.errorOf('canSwitch')}
                {...register('canSwitch')}
              />
              {canSwitch ? null : (
                <Controller
                  control={control}
                  name="assignedCustomers"
                  render={({ field }) => (
                    <AssignedCustomersPicker
                      value={field.value ?? []}
                      error={contract.errorOf('customerIds' as 'assignedCustomers')}
                      onChange={field.onChange}
                    />
                  )}
                />
              )}
            </div>
          )}
        </div>
      </Card>
      <Card>
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-slate-900">{T.modules}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {USER_MODULES.map((module) => (
              <Checkbox
                key={module}
                label={USERS_TEXTS.modules[module]}
                value={module}
                {...register('modules')}
              />
            ))}
          </div>
          {modulesError ? <p className="mt-2 text-sm text-red-700">{modulesError}</p> : null}
        </fieldset>
        {user ? <Checkbox className="mt-4" label={T.isActive} {...register('isActive')} /> : null}
      </Card>
      <FormActions submitLabel={submitLabel} cancelTo="/v3/users" saving={contract.saving} />
    </ContractForm>
  );
}
