import { useWatch } from 'react-hook-form';
import { formatDate } from '@energiek/contracts/format';
import {
  AGREEMENT_STATUS_LABELS,
  AGREEMENT_TRANSITIONS,
  PRICE_TYPES,
  agreementTermsLocked,
  PRICE_TYPE_LABELS,
  type SupplyAgreementBodyParsed,
  type SupplyAgreementItem,
} from '@energiek/contracts/supply-agreements';
import { noticeDeadline } from '@energiek/domain/agreement-deadlines';
import { ContractForm, FormActions } from '../../../../components/form/contract-form.tsx';
import { ContractDate, ContractRows } from '../../../../components/form/contract-fields.tsx';
import { ConnectionPicker } from '../../../../components/pickers/connection-picker.tsx';
import { CustomerPicker } from '../../../../components/pickers/customer-picker.tsx';
import { EntityPicker } from '../../../../components/pickers/entity-picker.tsx';
import { SupplierPicker } from '../../../../components/pickers/supplier-picker.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { useContractForm } from '../../../../lib/use-contract-form.ts';
import { useDocumentOptions } from '../api/supply-agreements.ts';
import { agreementFormSchema, emptyRate, formValues } from '../form-values.ts';
import { SUPPLY_AGREEMENTS_TEXTS } from '../texts.ts';
import { ConnectionRows, RateRows } from './agreement-rows.tsx';

const T = SUPPLY_AGREEMENTS_TEXTS.form;

type AgreementFormProps = {
  agreement: SupplyAgreementItem | undefined;
  save: (body: SupplyAgreementBodyParsed) => Promise<SupplyAgreementItem>;
  savedTo: (saved: SupplyAgreementItem) => string;
  cancelTo: string;
  /** A reader without back-office-contracts:write sees every field, disabled, and no way to save. */
  readOnly?: boolean;
};

/** Create and edit form of a supply agreement: terms, connections (with their own from/to) and rates. */
export function AgreementForm({ agreement, save, savedTo, cancelTo, readOnly = false }: AgreementFormProps) {
  const contract = useContractForm({
    schema: agreementFormSchema,
    defaultValues: formValues(agreement),
    kind: agreement ? 'edit' : 'create',
    save,
    savedMessage: T.saved,
    savedTo,
    labels: T,
  });
  const { register, control, setValue } = contract.form;
  const [customerId, customerName, product, priceType, tacitRenewal, connections, rates, endDate, notice] =
    useWatch({
      control,
      name: [
        'customerId',
        'customerName',
        'product',
        'priceType',
        'tacitRenewal',
        'connections',
        'rates',
        'endDate',
        'noticeMonths',
      ],
    });
  const customer = customerId ? Number(customerId) : undefined;
  const documents = useDocumentOptions(customer);
  const current = agreement?.status ?? 'concept';
  // Signed: the agreed terms lie fixed (the server refuses changes to them as well).
  const locked = agreementTermsLocked(current);
  const statusOptions = [current, ...AGREEMENT_TRANSITIONS[current]].map((status) => ({
    value: status,
    label: AGREEMENT_STATUS_LABELS[status],
  }));
  // The linked document stays an option while the library list loads (a select drops an unknown value).
  const documentOptions = (documents.data ?? []).map((d) => ({
    value: String(d.id),
    label: `${d.folder} / ${d.fileName}`,
  }));
  if (agreement?.documentId && !documentOptions.some((o) => o.value === String(agreement.documentId))) {
    documentOptions.unshift({ value: String(agreement.documentId), label: T.linkedDocument });
  }
  const errorOf = (name: string) => contract.errorOf(name as 'note');
  const months = Number(notice);
  const deadline =
    endDate && /^\d{4}-\d{2}-\d{2}$/.test(endDate) && Number.isInteger(months) && months >= 0 && months <= 36
      ? noticeDeadline(endDate, months)
      : null;

  return (
    <ContractForm contract={contract} className="space-y-6" readOnly={readOnly}>
      {locked && agreement ? (
        <Alert tone="info" title={T.lockedTitle(AGREEMENT_STATUS_LABELS[agreement.status])}>
          {T.lockedText}
        </Alert>
      ) : null}
      <Card title={T.general}>
        <div className="grid gap-4 sm:grid-cols-2">
          {agreement ? (
            <TextField label={T.customer} value={agreement.customerName} disabled readOnly />
          ) : (
            <CustomerPicker
              label={T.customer}
              required
              error={errorOf('customerId')}
              value={customerId ? { id: Number(customerId), name: customerName } : null}
              onChange={(picked) => {
                setValue('customerId', picked ? String(picked.id) : '', { shouldDirty: true });
                setValue('customerName', picked?.name ?? '');
                setValue('entityId', '');
                setValue('documentId', '');
                setValue('connections', []);
              }}
            />
          )}
          <fieldset disabled={locked} className="contents">
            {customer ? (
              <EntityPicker
                customerId={customer}
                label={T.entityId}
                current={
                  agreement?.entityId ? { id: agreement.entityId, name: agreement.entityName ?? '' } : null
                }
                error={errorOf('entityId')}
                {...register('entityId')}
              />
            ) : (
              <Select label={T.entityId} options={[]} disabled value="" onChange={() => undefined} />
            )}
            <SupplierPicker
              label={T.supplierId}
              current={agreement ? { id: agreement.supplierId, name: agreement.supplierName } : null}
              required
              error={errorOf('supplierId')}
              {...register('supplierId')}
            />
            <Select
              label={T.product}
              required
              placeholder={null}
              options={[
                { value: '1', label: SUPPLY_AGREEMENTS_TEXTS.products[1] ?? '' },
                { value: '2', label: SUPPLY_AGREEMENTS_TEXTS.products[2] ?? '' },
              ]}
              error={errorOf('product')}
              {...register('product', { onChange: () => setValue('connections', []) })}
            />
          </fieldset>

          <TextField {...contract.field('reference', T.reference)} />
          <TextField {...contract.field('productName', T.productName)} />
          <fieldset disabled={locked} className="contents">
            <Select
              required
              placeholder={null}
              options={PRICE_TYPES.map((value) => ({ value, label: PRICE_TYPE_LABELS[value] }))}
              {...contract.field('priceType', T.priceType)}
            />
          </fieldset>

          <Select
            required
            placeholder={null}
            options={statusOptions}
            {...contract.field('status', T.status)}
          />
          <fieldset disabled={locked} className="contents">
            <ContractDate contract={contract} name="startDate" label={T.startDate} required />
            <ContractDate contract={contract} name="endDate" label={T.endDate} required />
            <TextField
              inputMode="numeric"
              hint={deadline ? T.deadline(formatDate(deadline)) : undefined}
              {...contract.field('noticeMonths', T.noticeMonths)}
            />
            <div className="grid gap-2">
              <Checkbox label={T.tacitRenewal} {...register('tacitRenewal')} />
              {tacitRenewal ? (
                <TextField
                  inputMode="numeric"
                  hint={T.renewalHint}
                  {...contract.field('renewalMonths', T.renewalMonths)}
                />
              ) : null}
            </div>
          </fieldset>

          <Select
            placeholder={T.noDocument}
            disabled={!customer}
            options={documentOptions}
            {...contract.field('documentId', T.documentId)}
          />
        </div>
      </Card>
      <Card title={T.connections}>
        <div className="grid gap-4">
          <ContractRows contract={contract} name="connections">
            {(rows) => <ConnectionRows {...rows} />}
          </ContractRows>
          {customer ? (
            <ConnectionPicker
              customerId={customer}
              label={T.addConnection}
              value={null}
              filters={{ product: product === '2' ? 2 : 1 }}
              onChange={(picked) => {
                if (!picked || connections.some((c) => c.connectionId === picked.id)) return;
                const row = {
                  connectionId: picked.id,
                  ean: picked.ean,
                  address: picked.address,
                  fromDate: null,
                  toDate: null,
                };
                setValue('connections', [...connections, row], { shouldDirty: true });
              }}
            />
          ) : (
            <p className="text-sm text-slate-500">{T.chooseCustomerFirst}</p>
          )}
        </div>
      </Card>
      <Card title={T.rates}>
        <fieldset disabled={locked} className="contents">
          <p className="mb-3 text-sm text-slate-600">{T.rates_hint}</p>
          <ContractRows contract={contract} name="rates">
            {(rows) => <RateRows {...rows} priceType={priceType} electricity={product === '1'} />}
          </ContractRows>
          {errorOf('rates') ? <p className="mt-2 text-sm text-red-700">{errorOf('rates')}</p> : null}
          <div className="mt-3">
            <Button
              variant="border"
              icon="plus"
              onClick={() => setValue('rates', [...rates, emptyRate(null)], { shouldDirty: true })}
            >
              {T.addRate}
            </Button>
          </div>
        </fieldset>
      </Card>
      <Textarea rows={3} {...contract.field('note', T.note)} />
      {agreement ? null : <FormActions submitLabel={T.save} cancelTo={cancelTo} saving={contract.saving} />}
    </ContractForm>
  );
}
