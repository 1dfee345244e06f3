import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  AGREEMENT_CLICKS_WRITE,
  CLICK_LOADS,
  agreementClickBodySchema,
  type AgreementClickBody,
  type AgreementClickBook,
  type AgreementClickItem,
} from '@energiek/contracts/collective';
import { formatDate, formatNumber, toIsoDate } from '@energiek/contracts/format';
import { ContractForm, FormSubmit } from '../../../../components/form/contract-form.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DataTable, useConfirmDelete, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { DateInput } from '../../../../components/ui/date-input.tsx';
import { Icon } from '../../../../components/ui/icon.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { usePermission } from '../../../../lib/permission-guard.tsx';
import { useContractForm } from '../../../../lib/use-contract-form.ts';
import { useAgreementClickBook, useCreateAgreementClick, useDeleteAgreementClick } from '../api/purchase.ts';
import { PURCHASE_TEXTS } from '../texts.ts';

const T = PURCHASE_TEXTS.clickBook;

export type ClickAgreement = { agreementId: number; label: string };

const number = (value: string | null, places: number) =>
  value === null || value === '' ? '–' : formatNumber(Number(value), places);

/** A click's share or volume. */
const amount = (c: AgreementClickItem) =>
  c.sharePct !== null ? `${number(c.sharePct, 1)}%` : `${number(c.volumeMwh, 1)} MWh`;

type Year = AgreementClickBook['years'][number];
const yearColumns: DataTableColumn<Year>[] = [
  { key: 'year', header: T.columns.year, cell: (y) => y.year },
  {
    key: 'expected',
    header: T.columns.expected,
    align: 'right',
    phone: false,
    cell: (y) => number(y.expectedMwh, 1),
  },
  {
    key: 'clicked',
    header: T.columns.clicked,
    align: 'right',
    cell: (y) => (y.clickedPct === null ? '–' : `${number(y.clickedPct, 1)}%`),
  },
  {
    key: 'price',
    header: T.columns.weightedPrice,
    align: 'right',
    cell: (y) => (y.weightedPrice === null ? '–' : `€ ${number(y.weightedPrice, 2)}/MWh`),
  },
  { key: 'open', header: T.columns.open, align: 'right', phone: false, cell: (y) => number(y.openMwh, 1) },
];

/** Klikboek: per click agreement of the customer its own clicks, the position per year and a click form. */
export function ClickBookCard({
  customerId,
  agreements,
}: {
  customerId: number;
  agreements: readonly ClickAgreement[];
}) {
  const [chosen, setChosen] = useState<number | null>(null);
  const agreementId = chosen ?? agreements[0]?.agreementId ?? null;
  const book = useAgreementClickBook(customerId, agreementId);
  const canWrite = usePermission(AGREEMENT_CLICKS_WRITE);
  return (
    <Card title={T.title} landmark>
      <div className="space-y-5">
        <p className="text-sm text-slate-600">{T.intro}</p>
        {agreements.length === 0 ? (
          <p className="text-sm text-slate-600">{T.none}</p>
        ) : (
          <Select
            label={T.agreement}
            placeholder={null}
            value={String(agreementId ?? '')}
            options={agreements.map((a) => ({ value: String(a.agreementId), label: a.label }))}
            onChange={(event) => setChosen(Number(event.target.value))}
          />
        )}
        {book.data ? (
          <>
            <DataTable
              label={T.positionLabel}
              columns={yearColumns}
              rows={book.data.years}
              rowKey={(y) => y.year}
            />
            <ClicksTable customerId={customerId} book={book.data} canWrite={canWrite} />
            {canWrite ? (
              <ClickForm
                key={book.data.agreementId}
                customerId={customerId}
                agreementId={book.data.agreementId}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </Card>
  );
}

function ClicksTable({
  customerId,
  book,
  canWrite,
}: {
  customerId: number;
  book: AgreementClickBook;
  canWrite: boolean;
}) {
  const confirm = useConfirmDelete({
    remove: useDeleteAgreementClick(customerId),
    idOf: (c: AgreementClickItem) => c.id,
    title: T.deleteTitle,
    okLabel: T.delete,
    deleted: T.deleted,
    text: (c) => T.deleteText(c.period, formatDate(c.clickDate)),
  });
  const columns: DataTableColumn<AgreementClickItem>[] = [
    // A phone shows period (amount and click date beneath), price and a trash icon for the delete
    // (issue 32: 497 px at 390 px).
    { key: 'date', header: T.columns.clickDate, phone: false, cell: (c) => formatDate(c.clickDate) },
    {
      key: 'period',
      header: T.columns.period,
      cell: (c) => (
        <>
          {c.period}
          <span className="block text-xs text-slate-500 tabular-nums sm:hidden">
            {amount(c)} · {formatDate(c.clickDate)}
          </span>
        </>
      ),
    },
    { key: 'load', header: T.columns.load, phone: false, cell: (c) => T.loads[c.load] },
    { key: 'amount', header: T.columns.amount, align: 'right', phone: false, cell: amount },
    { key: 'mwh', header: T.columns.mwh, align: 'right', phone: false, cell: (c) => number(c.clickedMwh, 1) },
    {
      key: 'price',
      header: T.columns.price,
      align: 'right',
      cell: (c) => <span className="max-sm:whitespace-nowrap">{`€ ${number(c.price, 2)}/MWh`}</span>,
    },
  ];
  if (canWrite) {
    columns.push({
      key: 'delete',
      header: '',
      cell: (c) => (
        <Button
          variant="link"
          onClick={() => confirm.ask(c)}
          aria-label={T.deleteLabel(c.period, formatDate(c.clickDate))}
        >
          <Icon name="trash" className="size-4 sm:hidden" />
          <span className="max-sm:hidden">{T.delete}</span>
        </Button>
      ),
    });
  }
  return (
    <>
      <DataTable
        label={T.clicksLabel}
        columns={columns}
        rows={book.clicks}
        rowKey={(c) => c.id}
        emptyText={T.noClicks}
      />
      {confirm.dialog}
    </>
  );
}

function formSchema(agreementId: number) {
  return z
    .object({
      clickDate: z.string(),
      period: z.string(),
      load: z.string(),
      amountKind: z.enum(['share', 'volume']),
      amount: z.string(),
      price: z.string(),
    })
    .transform(({ amountKind, amount, ...v }): AgreementClickBody => ({
      ...v,
      agreementId,
      load: v.load as AgreementClickBody['load'],
      sharePct: amountKind === 'share' ? amount.replace(',', '.') : null,
      volumeMwh: amountKind === 'volume' ? amount.replace(',', '.') : null,
      price: v.price.replace(',', '.'),
    }))
    .pipe(agreementClickBodySchema);
}

function ClickForm({ customerId, agreementId }: { customerId: number; agreementId: number }) {
  const create = useCreateAgreementClick(customerId);
  const empty = {
    clickDate: toIsoDate(new Date()),
    period: '',
    load: 'base',
    amountKind: 'share' as const,
    amount: '',
    price: '',
  };
  const contract = useContractForm({
    schema: formSchema(agreementId),
    defaultValues: empty,
    kind: 'create',
    save: (body) => create.mutateAsync(body),
    clearAfterSave: true,
    savedMessage: (saved) => T.saved(saved.period),
    labels: { ...T.form, amount: T.form.sharePct },
    errorField: (path) => (path === 'sharePct' || path === 'volumeMwh' ? 'amount' : undefined),
  });
  const { register, watch } = contract.form;
  const byShare = watch('amountKind') === 'share';
  return (
    <ContractForm contract={contract} className="space-y-4">
      <h3 className="font-semibold text-slate-900">{T.form.heading}</h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={contract.form.control}
          name="clickDate"
          render={({ field }) => (
            <DateInput
              label={T.form.clickDate}
              required
              value={field.value || null}
              error={contract.errorOf('clickDate')}
              onChange={(day) => field.onChange(day ?? '')}
              onBlur={field.onBlur}
            />
          )}
        />
        <TextField
          label={T.form.period}
          hint={T.form.periodHint}
          required
          error={contract.errorOf('period')}
          {...register('period')}
        />
        <Select
          label={T.form.load}
          placeholder={null}
          options={CLICK_LOADS.map((load) => ({ value: load, label: T.loads[load] }))}
          {...register('load')}
        />
        <Select
          label={T.form.amountKind}
          placeholder={null}
          options={[
            { value: 'share', label: T.form.byShare },
            { value: 'volume', label: T.form.byVolume },
          ]}
          {...register('amountKind')}
        />
        <TextField
          label={byShare ? T.form.sharePct : T.form.volumeMwh}
          inputMode="decimal"
          required
          error={contract.errorOf('amount')}
          {...register('amount')}
        />
        <TextField
          label={T.form.price}
          inputMode="decimal"
          required
          error={contract.errorOf('price')}
          {...register('price')}
        />
      </div>
      <FormSubmit label={T.form.save} saving={contract.saving} />
    </ContractForm>
  );
}
