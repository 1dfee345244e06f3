import { useState } from 'react';
import type { ExportCatalogueItem, ExportFileFormat, ExportType } from '@energiek/contracts/exports';
import { ConnectionPicker, type PickedConnection } from '../../../components/pickers/connection-picker.tsx';
import { CustomerPicker, type PickedCustomer } from '../../../components/pickers/customer-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { useCreateExport } from '../api/exports.ts';
import { EXPORTS_TEXTS } from '../texts.ts';

const T = EXPORTS_TEXTS.form;

type Props = {
  catalogue: readonly ExportCatalogueItem[];
  unavailable: readonly { name: string; reason: string }[];
};

/** Choose an export from the catalogue (energy data: a customer's connection and a period) and start it. */
export function ExportRequestForm({ catalogue, unavailable }: Props) {
  const [type, setType] = useState<ExportType | ''>('');
  const [format, setFormat] = useState<ExportFileFormat>('xlsx');
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const [connection, setConnection] = useState<PickedConnection | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateExport();
  const toast = useToast();
  const chosen = catalogue.find((item) => item.type === type);
  const needsPeriod = chosen?.needs === 'connection-period';

  const submit = () => {
    setErrors({});
    if (!type) {
      setErrors({ type: T.chooseType });
      return;
    }
    create.mutate(
      {
        type,
        format,
        ...(needsPeriod
          ? { customerId: customer?.id ?? null, connectionId: connection?.id ?? null, from, to }
          : {}),
      },
      {
        onSuccess: () => toast.success(T.started),
        onError: (failure) => {
          setErrors(fieldErrors(failure));
          toast.error(saveErrorMessage(failure));
        },
      },
    );
  };

  return (
    <Card title={T.title} className="mb-6">
      <div className="grid gap-4 md:grid-cols-2">
        <Select
          label={T.type}
          required
          placeholder={T.chooseType}
          options={catalogue.map((item) => ({ value: item.type, label: item.name }))}
          value={type}
          error={errors.type}
          hint={chosen?.description}
          onChange={(event) => setType(event.target.value as ExportType | '')}
        />
        <Select
          label={T.format}
          placeholder={null}
          options={[
            { value: 'xlsx', label: T.xlsx },
            { value: 'csv', label: T.csv },
          ]}
          value={format}
          error={errors.format}
          onChange={(event) => setFormat(event.target.value as ExportFileFormat)}
        />
        {needsPeriod ? (
          <>
            <CustomerPicker
              label={T.customer}
              required
              value={customer}
              error={errors.customerId}
              onChange={(picked) => {
                setCustomer(picked);
                setConnection(null);
              }}
            />
            {customer ? (
              <ConnectionPicker
                customerId={customer.id}
                label={T.connection}
                required
                value={connection}
                error={errors.connectionId}
                onChange={setConnection}
              />
            ) : (
              <Select
                label={T.connection}
                required
                disabled
                placeholder={T.customerFirst}
                options={[]}
                value=""
                error={errors.connectionId}
              />
            )}
            <DateInput label={T.from} required value={from} error={errors.from} onChange={setFrom} />
            <DateInput label={T.to} required value={to} error={errors.to} onChange={setTo} />
          </>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        {unavailable.length > 0 ? (
          <p className="text-sm text-slate-500">
            {EXPORTS_TEXTS.unavailable}:{' '}
            {unavailable.map((item) => `${item.name} (${item.reason})`).join('; ')}
          </p>
        ) : (
          <span />
        )}
        <Button icon="plus" loading={create.isPending} onClick={submit}>
          {T.submit}
        </Button>
      </div>
    </Card>
  );
}
