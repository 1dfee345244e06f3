import { useState } from 'react';
import type { FormEvent } from 'react';
import { isFullAdmin } from '@energiek/contracts/access';
import { normaliseScope } from '@energiek/contracts/areas';
import type { Scope } from '@energiek/contracts/auth';
import type { RoleBody, RoleDetail } from '@energiek/contracts/roles';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useProfile } from '../../../lib/auth.ts';
import { ROLES_TEXTS } from '../texts.ts';
import { ScopeGrid } from './scope-grid.tsx';

type RoleFormProps = {
  role?: RoleDetail;
  submitLabel: string;
  saving: boolean;
  errors: Record<string, string>;
  onSubmit: (body: RoleBody) => void;
};

/** Create and edit form of a role: name, description and the scope grid. */
export function RoleForm({ role, submitLabel, saving, errors, onSubmit }: RoleFormProps) {
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [scope, setScope] = useState<Scope>(() => normaliseScope(role?.scope ?? { full: false }));
  const mayGrantFull = isFullAdmin(useProfile().data?.profile);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ name, description: description || null, scope });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Card title={ROLES_TEXTS.form.details}>
        <div className="grid gap-4">
          <TextField
            label={ROLES_TEXTS.form.name}
            required
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <Textarea
            label={ROLES_TEXTS.form.description}
            rows={2}
            value={description}
            error={errors.description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
      </Card>
      <Card title={ROLES_TEXTS.form.scope}>
        <ScopeGrid scope={scope} onChange={setScope} fullLocked={!mayGrantFull} />
        {errors.scope ? <p className="mt-2 text-sm text-red-700">{errors.scope}</p> : null}
      </Card>
      <div className="flex justify-end gap-3">
        <ButtonLink variant="border" to="/v3/roles">
          {ROLES_TEXTS.form.cancel}
        </ButtonLink>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
