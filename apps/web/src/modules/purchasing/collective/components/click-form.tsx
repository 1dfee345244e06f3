import { useEffect } from 'react';
import { z } from 'zod';
import { CLICK_LOADS, clickBodySchema, type ClickBody, type ClickItem } from '@energiek/contracts/collective';
import { toIsoDate } from '@energiek/contracts/format';
import { ContractForm, FormActions } from '../../../../components/form/contract-form.tsx';
import { LookupSelect } from '../../../../components/pickers/lookup-select.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { useLookup } from '../../../../lib/lookups.ts';
import { useContractForm, type ContractFormKind } from '../../../../lib/use-contract-form.ts';
import { useSaveClick } from '../api/collective.ts';
import { ADMIN_TEXTS, LOAD_LABELS } from '../texts.ts';

const T = ADMIN_TEXTS.clickForm;

/** The inputs (collective id as a string, one amount field chosen by amountKind), piped into the contract. */
export const clickFormSchema = z
  .object({
    collectiveId: z.string(),
    clickDate: z.string(),
    period: z.string(),
    load: z.string(),
    amountKind: z.enum(['share', 'volume']),
    amount: z.string(),
    price: z.string(),
    note: z.string(),
  })
  .transform(({ amountKind, amount, collectiveId, ...v }): ClickBody => ({
    ...v,
    load: v.load as ClickBody['load'],
    collectiveId: collectiveId ? Number(collectiveId) : 0,
    sharePct: amountKind === 'share' ? amount : null,
    volumeMwh: amountKind === 'volume' ? amount : null,
  }))
  .pipe(clickBodySchema);

export function clickFormValues(click?: ClickItem, collectiveId?: string): z.input<typeof clickFormSchema> {
  const comma = (value: string | null) => (value === null ? '' : String(Number(value)).replace('.', ','));
  return {
    collectiveId: click ? String(click.collectiveId) : (collectiveId ?? ''),
    clickDate: click?.clickDate ?? toIsoDate(new Date()),
    period: click?.period ?? '',
    load: click?.load ?? 'base',
    amountKind: click?.volumeMwh ? 'volume' : 'share',
    amount: click ? comma(click.sharePct ?? click.volumeMwh) : '',
    price: click ? comma(click.price) : '',
    note: click?.note ?? '',
  };
}

type ClickFormProps = { kind: ContractFormKind; click?: ClickItem; collectiveId?: string; listPath: string };

/** Create and edit form of a click; the server refuses a click that takes a month over 100 %. */
export function ClickForm({ kind, click, collectiveId, listPath }: ClickFormProps) {
  const save = useSaveClick();
  const contract = useContractForm({
    schema: clickFormSchema,
    defaultValues: clickFormValues(click, collectiveId),
    kind,
    save: (body) => save.mutateAsync({ id: click?.id, body }),
    savedMessage: (saved) => T.saved(saved.period),
    savedTo: listPath,
    labels: { ...T, amount: T.sharePct },
    errorField: (path) => (path === 'sharePct' || path === 'volumeMwh' ? 'amount' : undefined),
  });
  const { register, watch } = contract.form;
  // The select gets its options after it was registered: put the chosen collective (from the URL or the
  // click) back once they are there, or the browser leaves the select empty and the choice is lost.
  const collectives = useLookup('collective/collectives');
  const chosen = clickFormValues(click, collectiveId).collectiveId;
  const { setValue } = contract.form;
  useEffect(() => {
    if (collectives.data && chosen) setValue('collectiveId', chosen);
  }, [collectives.data, chosen, setValue]);
  const byShare = watch('amountKind') === 'share';
  return (
    <ContractForm contract={contract} className="space-y-6">
      <Card title={T.details}>
        <div className="grid gap-4 sm:grid-cols-2">
          <LookupSelect
            resource="collective/collectives"
            label={T.collectiveId}
            required
            error={contract.errorOf('collectiveId')}
            {...register('collectiveId')}
          />
          <TextField type="date" required {...contract.field('clickDate', T.clickDate)} />
          <TextField hint={T.periodHint} required {...contract.field('period', T.period)} />
          <Select
            label={T.load}
            placeholder={null}
            options={CLICK_LOADS.map((load) => ({ value: load, label: LOAD_LABELS[load] }))}
            {...register('load')}
          />
          <Select
            label={T.amountKind}
            placeholder={null}
            options={[
              { value: 'share', label: T.byShare },
              { value: 'volume', label: T.byVolume },
            ]}
            {...register('amountKind')}
          />
          <TextField
            inputMode="decimal"
            required
            {...contract.field('amount', byShare ? T.sharePct : T.volumeMwh)}
          />
          <TextField inputMode="decimal" required {...contract.field('price', T.price)} />
        </div>
        <Textarea className="mt-4" label={T.note} rows={2} {...register('note')} />
      </Card>
      {kind === 'create' ? (
        <FormActions submitLabel={T.save} cancelTo={listPath} saving={contract.saving} />
      ) : null}
    </ContractForm>
  );
}
