import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { isFullAdmin } from '@energiek/contracts/access';
import { normaliseScope } from '@energiek/contracts/areas';
import type { Scope } from '@energiek/contracts/auth';
import { roleBodySchema } from '@energiek/contracts/roles';
import type { RoleDetail } from '@energiek/contracts/roles';
import { ContractForm, FormActions } from '../../../components/form/contract-form.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import type { ContractFormKind } from '../../../lib/use-contract-form.ts';
import { useProfile } from '../../../lib/auth.ts';
import { ROLES_TEXTS } from '../texts.ts';
import { ScopeGrid } from './scope-grid.tsx';

const T = ROLES_TEXTS.form;

/** The contract's role body; an empty description is sent as none. */
export const roleFormSchema = roleBodySchema.transform((role) => ({
  ...role,
  description: role.description || null,
}));
export type RoleFormValues = z.output<typeof roleFormSchema>;

type RoleFormProps = {
  kind: ContractFormKind;
  role?: RoleDetail;
  submitLabel: string;
  save: (body: RoleFormValues) => Promise<RoleDetail>;
  savedMessage: string;
  /** Where to go after saving; stay on the form when omitted. */
  savedTo?: (role: RoleDetail) => string;
};

/** Create and edit form of a role: name, description and the scope grid, validated by the contract. */
export function RoleForm({ kind, role, submitLabel, save, savedMessage, savedTo }: RoleFormProps) {
  const contract = useContractForm({
    schema: roleFormSchema,
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      scope: normaliseScope(role?.scope ?? { full: false }),
    },
    kind,
    save,
    savedMessage,
    ...(savedTo ? { savedTo } : {}),
    labels: T,
  });
  const { control } = contract.form;
  const mayGrantFull = isFullAdmin(useProfile().data?.profile);

  return (
    <ContractForm contract={contract} className="space-y-6">
      <Card title={T.details}>
        <div className="grid gap-4">
          <TextField required {...contract.field('name', T.name)} />
          <Textarea rows={2} {...contract.field('description', T.description)} />
        </div>
      </Card>
      <Card title={T.scope}>
        <Controller
          control={control}
          name="scope"
          render={({ field }) => (
            <ScopeGrid
              scope={field.value as Scope}
              onChange={(scope) => field.onChange(scope)}
              fullLocked={!mayGrantFull}
            />
          )}
        />
        {contract.errorOf('scope') ? (
          <p className="mt-2 text-sm text-red-700">{contract.errorOf('scope')}</p>
        ) : null}
      </Card>
      <FormActions submitLabel={submitLabel} cancelTo="/v3/roles" saving={contract.saving} />
    </ContractForm>
  );
}
