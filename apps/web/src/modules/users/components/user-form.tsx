import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CustomerRef } from '@energiek/contracts/auth';
import type { UserItem, UserUpdate } from '@energiek/contracts/users';
import { USER_MODULES } from '@energiek/contracts/users';
import { scopeCovers } from '@energiek/contracts/access';
import { useCurrentUser, useProfile } from '../../../lib/auth.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useRoleOptions } from '../api/lookups.ts';
import { USERS_TEXTS } from '../texts.ts';
import { AssignedCustomersPicker } from './assigned-customers-picker.tsx';
import { CustomerPicker } from './customer-picker.tsx';

export type UserFormValues = {
  firstName: string;
  lastName: string;
  emailAddress: string;
  type: 'admin' | 'customer';
  roleId: number | null;
  customerId: number | null;
  canSwitch: boolean;
  /** Admins without canSwitch: the customers assigned to them. */
  assignedCustomers: CustomerRef[];
  modules: string[];
  isActive: boolean;
};

type UserFormProps = {
  user?: UserItem;
  submitLabel: string;
  saving: boolean;
  errors: Record<string, string>;
  onSubmit: (body: UserUpdate) => void;
};

export function initialValues(user?: UserItem): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    emailAddress: user?.emailAddress ?? '',
    type: user?.type ?? 'customer',
    roleId: user?.roleId ?? null,
    customerId: user?.customerId ?? null,
    canSwitch: user?.canSwitch ?? false,
    assignedCustomers: user?.assignedCustomers ?? [],
    modules: user?.modules ?? [],
    isActive: user?.isActive ?? true,
  };
}

/** The body the server expects: staff have a customer and never canSwitch; admins have no customer;
 *  assigned customers are sent only for an admin without canSwitch (otherwise they stay as they are). */
export function toBody(values: UserFormValues): UserUpdate {
  const isAdmin = values.type === 'admin';
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    emailAddress: values.emailAddress,
    type: values.type,
    roleId: values.roleId,
    customerId: isAdmin ? null : values.customerId,
    canSwitch: isAdmin && values.canSwitch,
    ...(isAdmin && !values.canSwitch
      ? { customerIds: values.assignedCustomers.map((customer) => customer.id) }
      : {}),
    modules: values.modules.filter((module) =>
      (USER_MODULES as readonly string[]).includes(module),
    ) as UserUpdate['modules'],
    isActive: values.isActive,
  };
}

const TYPE_OPTIONS = [
  { value: 'customer', label: USERS_TEXTS.types.customer },
  { value: 'admin', label: USERS_TEXTS.types.admin },
];

/** Create and edit form of a user; field errors are the server's Dutch 422 messages. */
export function UserForm({ user, submitLabel, saving, errors, onSubmit }: UserFormProps) {
  const [values, setValues] = useState<UserFormValues>(() => initialValues(user));
  const roles = useRoleOptions();
  const set = (next: Partial<UserFormValues>) => setValues((current) => ({ ...current, ...next }));
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(toBody(values));
  };

  const toggleModule = (module: string, on: boolean) =>
    set({ modules: on ? [...values.modules, module] : values.modules.filter((item) => item !== module) });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Card>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={USERS_TEXTS.form.firstName}
            required
            value={values.firstName}
            error={errors.firstName}
            onChange={(event) => set({ firstName: event.target.value })}
          />
          <TextField
            label={USERS_TEXTS.form.lastName}
            value={values.lastName}
            error={errors.lastName}
            onChange={(event) => set({ lastName: event.target.value })}
          />
          <TextField
            label={USERS_TEXTS.form.emailAddress}
            required
            type="email"
            value={values.emailAddress}
            error={errors.emailAddress}
            onChange={(event) => set({ emailAddress: event.target.value })}
          />
          <Select
            label={USERS_TEXTS.form.type}
            required
            options={TYPE_OPTIONS}
            placeholder={null}
            value={values.type}
            error={errors.type}
            onChange={(event) => set({ type: event.target.value as UserFormValues['type'] })}
          />
          <Select
            label={USERS_TEXTS.form.role}
            options={roleOptions}
            placeholder={USERS_TEXTS.form.noRole}
            value={values.roleId === null ? '' : String(values.roleId)}
            error={errors.roleId}
            onChange={(event) => set({ roleId: event.target.value ? Number(event.target.value) : null })}
          />
        </div>
        <div className="mt-4">
          {values.type === 'customer' ? (
            <CustomerPicker
              value={values.customerId}
              current={user?.customer ?? null}
              error={errors.customerId}
              onChange={(customerId) => set({ customerId })}
            />
          ) : (
            <div className="space-y-4">
              <Checkbox
                label={USERS_TEXTS.form.canSwitch}
                checked={values.canSwitch}
                disabled={switchLocked}
                error={errors.canSwitch}
                onChange={(event) => set({ canSwitch: event.target.checked })}
              />
              {values.canSwitch ? null : (
                <AssignedCustomersPicker
                  value={values.assignedCustomers}
                  error={errors.customerIds}
                  onChange={(assignedCustomers) => set({ assignedCustomers })}
                />
              )}
            </div>
          )}
        </div>
      </Card>
      <Card>
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-slate-900">{USERS_TEXTS.form.modules}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {USER_MODULES.map((module) => (
              <Checkbox
                key={module}
                label={USERS_TEXTS.modules[module]}
                checked={values.modules.includes(module)}
                onChange={(event) => toggleModule(module, event.target.checked)}
              />
            ))}
          </div>
          {errors.modules ? <p className="mt-2 text-sm text-red-700">{errors.modules}</p> : null}
        </fieldset>
        {user ? (
          <Checkbox
            className="mt-4"
            label={USERS_TEXTS.form.isActive}
            checked={values.isActive}
            onChange={(event) => set({ isActive: event.target.checked })}
          />
        ) : null}
      </Card>
      <div className="flex justify-end gap-3">
        <ButtonLink variant="border" to="/v3/users">
          {USERS_TEXTS.form.cancel}
        </ButtonLink>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
