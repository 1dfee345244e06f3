import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  INVOICE_KINDS,
  INVOICE_KIND_NAMES,
  INVOICE_STATUSES,
  INVOICE_STATUS_NAMES,
  ISSUER_KINDS,
  ISSUER_KIND_NAMES,
  type InvoiceBodyOutput,
  type InvoiceItem,
} from '@energiek/contracts/invoices';
import { ContractDate } from '../../../components/form/contract-fields.tsx';
import { ContractForm, FormActions } from '../../../components/form/contract-form.tsx';
import { EntityPicker } from '../../../components/pickers/entity-picker.tsx';
import { LookupSelect } from '../../../components/pickers/lookup-select.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { fetchLastInvoice } from '../api/invoices.ts';
import { formValues, invoiceFormSchema, linesOf } from '../form-values.ts';
import { INVOICES_TEXTS } from '../texts.ts';
import { CreditedInvoiceSelect } from './credited-invoice-select.tsx';
import { DuplicateLink } from './duplicate-link.tsx';
import { LineEditor } from './line-editor.tsx';
import { RunningTotals } from './running-totals.tsx';

const T = INVOICES_TEXTS.form;

/** The master-data resource of each issuer kind (GET suppliers, grid-operators, measuring-companies). */
export const ISSUER_RESOURCES = {
  supplier: 'suppliers',
  'grid-operator': 'grid-operators',
  'metering-company': 'measuring-companies',
} as const;

const option = <K extends string>(values: readonly K[], names: Record<K, string>) =>
  values.map((value) => ({ value, label: names[value] }));

type InvoiceFormProps = {
  customerId: number;
  invoice: InvoiceItem | undefined;
  locked: boolean;
  today: string;
  save: (body: InvoiceBodyOutput) => Promise<InvoiceItem>;
  savedTo: (saved: InvoiceItem) => string;
  cancelTo: string;
  /** Beside a PDF preview: half the width, so fewer columns. */
  compact?: boolean;
};

/** Create and edit form of an invoice: header, lines with running totals, and the totals as printed. */
export function InvoiceForm({
  customerId,
  invoice,
  locked,
  today,
  save,
  savedTo,
  cancelTo,
  compact = false,
}: InvoiceFormProps) {
  const contract = useContractForm({
    schema: invoiceFormSchema,
    defaultValues: formValues(invoice, today),
    kind: invoice ? 'edit' : 'create',
    save,
    savedMessage: T.saved,
    savedTo,
    labels: T,
  });
  const { register, control, setValue, getValues } = contract.form;
  const issuerKind = useWatch({ control, name: 'issuerKind' }) as keyof typeof ISSUER_RESOURCES;
  const kind = useWatch({ control, name: 'kind' });
  const issuerId = useWatch({ control, name: 'issuerId' });
  const number = useWatch({ control, name: 'number' });
  const [copyNote, setCopyNote] = useState<string | null>(null);

  const copyLast = async () => {
    const values = getValues();
    const connectionId = values.lines[0]?.connectionId ?? null;
    if (!values.issuerId || connectionId === null) {
      setCopyNote(T.copyLastHint);
      return;
    }
    const last = await fetchLastInvoice(customerId, {
      issuerKind: values.issuerKind,
      issuerId: values.issuerId,
      connectionId,
    });
    if (!last) {
      setCopyNote(T.copyLastNone);
      return;
    }
    setValue('lines', linesOf(last), { shouldDirty: true });
    setValue('entityId', last.entityId === null ? '' : String(last.entityId), { shouldDirty: true });
    setCopyNote(T.copied(last.number));
  };

  const date = (name: 'invoiceDate' | 'dueDate' | 'periodFrom' | 'periodTo', required = false) => (
    <ContractDate contract={contract} name={name} label={T[name]} required={required} />
  );

  return (
    <ContractForm contract={contract} className="space-y-6">
      <fieldset disabled={locked} className="min-w-0 space-y-6">
        <Card title={T.details}>
          <div className={`grid gap-4 sm:grid-cols-2 ${compact ? '' : 'lg:grid-cols-3'}`}>
            <Select
              label={T.issuerKind}
              placeholder={null}
              required
              options={option(ISSUER_KINDS, ISSUER_KIND_NAMES)}
              error={contract.errorOf('issuerKind')}
              {...register('issuerKind', { onChange: () => setValue('issuerId', '') })}
            />
            <LookupSelect
              resource={ISSUER_RESOURCES[issuerKind] ?? 'suppliers'}
              label={T.issuerId}
              required
              error={contract.errorOf('issuerId')}
              {...register('issuerId')}
            />
            <EntityPicker
              customerId={customerId}
              label={T.entityId}
              error={contract.errorOf('entityId')}
              {...register('entityId')}
            />
            <div className="min-w-0 space-y-1">
              <TextField required {...contract.field('number', T.number)} />
              <DuplicateLink
                customerId={customerId}
                invoiceId={invoice?.id}
                issuerKind={issuerKind}
                issuerId={issuerId}
                number={number}
                error={contract.errorOf('number')}
              />
            </div>
            {date('invoiceDate', true)}
            {date('dueDate')}
            {date('periodFrom')}
            {date('periodTo')}
            <Select
              placeholder={null}
              options={option(INVOICE_KINDS, INVOICE_KIND_NAMES)}
              {...contract.field('kind', T.kind)}
            />
            {kind === 'credit-note' ? (
              <Controller
                control={control}
                name="creditsInvoiceId"
                render={({ field }) => (
                  <CreditedInvoiceSelect
                    customerId={customerId}
                    invoiceId={invoice?.id}
                    issuerKind={issuerKind}
                    issuerId={issuerId}
                    error={contract.errorOf('creditsInvoiceId')}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            ) : null}
            <Select
              placeholder={null}
              options={option(
                INVOICE_STATUSES.filter((s) => s !== 'draft'),
                INVOICE_STATUS_NAMES,
              )}
              {...contract.field('status', T.status)}
            />
          </div>
        </Card>
        <Card
          title={T.lines}
          actions={
            locked ? null : (
              <Button variant="link" icon="copy" title={T.copyLastTitle} onClick={() => void copyLast()}>
                {T.copyLast}
              </Button>
            )
          }
        >
          {copyNote ? (
            <div className="mb-3">
              <Alert tone="info" title={copyNote} />
            </div>
          ) : null}
          <LineEditor
            customerId={customerId}
            control={control}
            register={register}
            errorOf={contract.errorOf as (name: never) => string | undefined}
            locked={locked}
            compact={compact}
          />
        </Card>
        <Card title={T.totals}>
          <RunningTotals
            control={control}
            onUse={(totals) => {
              setValue('totalExclVat', totals.totalExclVat, { shouldDirty: true });
              setValue('totalVat', totals.totalVat, { shouldDirty: true });
              setValue('totalInclVat', totals.totalInclVat, { shouldDirty: true });
            }}
            locked={locked}
          />
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            {(['totalExclVat', 'totalVat', 'totalInclVat'] as const).map((name) => (
              <TextField
                key={name}
                label={T[name]}
                inputMode="decimal"
                required
                error={contract.errorOf(name)}
                {...register(name)}
              />
            ))}
          </div>
          <Textarea label={T.notes} className="mt-4" rows={2} {...register('notes')} />
        </Card>
      </fieldset>
      {locked ? null : <FormActions submitLabel={T.save} cancelTo={cancelTo} saving={contract.saving} />}
    </ContractForm>
  );
}
