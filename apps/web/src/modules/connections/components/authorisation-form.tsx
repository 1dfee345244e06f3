import { z } from 'zod';
import {
  DATA_AUTHORISATION_KINDS,
  DATA_AUTHORISATION_KIND_NAMES,
  dataAuthorisationBodySchema,
  type DataAuthorisationBody,
  type DataAuthorisationItem,
} from '@energiek/contracts/data-authorisations';
import { ContractDate } from '../../../components/form/contract-fields.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { LookupSelect } from '../../../components/pickers/lookup-select.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLookup } from '../../../lib/lookups.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { AUTHORISATION_TEXTS } from '../texts-authorisations.ts';
import { useSaveDataAuthorisation } from '../api/data-authorisations.ts';

// The authorisation form (create and edit in a dialog): select ids as strings, then the contract's body.

const T = AUTHORISATION_TEXTS;
const KINDS = DATA_AUTHORISATION_KINDS.map((kind) => ({
  value: kind,
  label: DATA_AUTHORISATION_KIND_NAMES[kind],
}));
const nullableId = (value: string) => (value ? Number(value) : null);

const valuesSchema = z.object({
  kind: z.string(),
  measuringCompanyId: z.string(),
  partyName: z.string(),
  reference: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  documentId: z.string(),
});
type Values = z.infer<typeof valuesSchema>;

export const authorisationFormSchema = valuesSchema
  .transform((v): DataAuthorisationBody => ({
    kind: v.kind as DataAuthorisationBody['kind'],
    measuringCompanyId: nullableId(v.measuringCompanyId),
    partyName: v.partyName,
    reference: v.reference,
    validFrom: v.validFrom ?? '',
    validTo: v.validTo,
    documentId: nullableId(v.documentId),
  }))
  .pipe(dataAuthorisationBodySchema);

function formValues(item?: DataAuthorisationItem): Values {
  return {
    kind: item?.kind ?? 'p4',
    measuringCompanyId: item?.measuringCompanyId ? String(item.measuringCompanyId) : '',
    partyName: item?.partyName ?? '',
    reference: item?.reference ?? '',
    validFrom: item?.validFrom ?? null,
    validTo: item?.validTo ?? null,
    documentId: item?.documentId ? String(item.documentId) : '',
  };
}

type Props = { customerId: number; connectionId: number; item?: DataAuthorisationItem; onDone: () => void };

export function AuthorisationForm({ customerId, connectionId, item, onDone }: Props) {
  const save = useSaveDataAuthorisation(customerId, connectionId);
  // The library list needs its own permission; without it the field offers none (no 403 screen).
  const mayReadDocuments = usePermission({ can: 'organisation-documents:read' });
  const documents = useLookup(`customers/${customerId}/documents`, {
    textField: 'fileName',
    enabled: mayReadDocuments,
  });
  const contract = useContractForm({
    schema: authorisationFormSchema,
    defaultValues: formValues(item),
    kind: 'create',
    save: async (body) => {
      const saved = await save.mutateAsync({ id: item?.id, body });
      onDone();
      return saved;
    },
    savedMessage: T.saved,
    labels: T.form,
  });
  const { register } = contract.form;
  const error = contract.errorOf;
  return (
    <ContractForm contract={contract} className="grid gap-4 sm:grid-cols-2">
      <Select required placeholder={null} options={KINDS} {...contract.field('kind', T.form.kind)} />
      <TextField {...contract.field('reference', T.form.reference)} />
      <LookupSelect
        resource="measuring-companies"
        label={T.form.measuringCompanyId}
        placeholder={T.form.none}
        error={error('measuringCompanyId')}
        {...register('measuringCompanyId')}
      />
      <TextField hint={T.form.partyHint} {...contract.field('partyName', T.form.partyName)} />
      {(['validFrom', 'validTo'] as const).map((name) => (
        <ContractDate
          key={name}
          contract={contract}
          name={name}
          label={T.form[name]}
          required={name === 'validFrom'}
          hint={name === 'validTo' ? T.form.validToHint : undefined}
        />
      ))}
      <Select
        className="sm:col-span-2"
        placeholder={T.form.none}
        options={(documents.data ?? []).map((d) => ({ value: String(d.value), label: d.text }))}
        {...contract.field('documentId', T.form.documentId)}
      />
      <div className="flex justify-end gap-3 sm:col-span-2">
        <Button variant="border" onClick={onDone}>
          {T.cancel}
        </Button>
        <Button type="submit" loading={contract.saving}>
          {T.save}
        </Button>
      </div>
    </ContractForm>
  );
}
