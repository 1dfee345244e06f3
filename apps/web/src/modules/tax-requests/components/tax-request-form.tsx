import { useWatch } from 'react-hook-form';
import {
  TAX_REQUEST_STATUS_LABELS,
  TAX_REQUEST_TRANSITIONS,
  TAX_REQUEST_TYPE_LABELS,
  TAX_REQUEST_TYPES,
  type TaxRequestBodyParsed,
  type TaxRequestItem,
  type TaxRequestPrefill,
} from '@energiek/contracts/tax-requests';
import { ContractForm, FormActions } from '../../../components/form/contract-form.tsx';
import { ContractChecklist, ContractDate, ContractRows } from '../../../components/form/contract-fields.tsx';
import { ConnectionPicker } from '../../../components/pickers/connection-picker.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useActionOptions, useDocumentOptions } from '../api/tax-requests.ts';
import { formValues, taxRequestFormSchema } from '../form-values.ts';
import { TAX_REQUESTS_TEXTS } from '../texts.ts';
import { ConnectionRows } from './connection-rows.tsx';

const T = TAX_REQUESTS_TEXTS.form;

type TaxRequestFormProps = {
  customerId: number;
  request: TaxRequestItem | undefined;
  /** A new request filled in from the money finder. */
  prefill?: TaxRequestPrefill | null;
  save: (body: TaxRequestBodyParsed) => Promise<TaxRequestItem>;
  savedTo: (saved: TaxRequestItem) => string;
  cancelTo: string;
};

/** Create and edit form of a refund request. A filed request keeps its computation fields read-only. */
export function TaxRequestForm({
  customerId,
  request,
  prefill,
  save,
  savedTo,
  cancelTo,
}: TaxRequestFormProps) {
  const contract = useContractForm({
    schema: taxRequestFormSchema,
    defaultValues: formValues(request, prefill),
    kind: request ? 'edit' : 'create',
    save,
    savedMessage: T.saved,
    savedTo,
    labels: T,
  });
  const { register, control, setValue } = contract.form;
  const [product, type, connections] = useWatch({ control, name: ['product', 'type', 'connections'] });
  const locked = request !== undefined && request.status !== 'concept';
  const documents = useDocumentOptions(customerId);
  const actions = useActionOptions(customerId);
  const unit = product === '2' ? 'm³' : 'kWh';
  const current = request?.status ?? 'concept';
  const statusOptions = [current, ...TAX_REQUEST_TRANSITIONS[current]].map((status) => ({
    value: status,
    label: TAX_REQUEST_STATUS_LABELS[status],
  }));

  return (
    <ContractForm contract={contract} className="space-y-6">
      {locked ? <Alert tone="info" title={T.locked} /> : null}
      <Card title={T.editTitle}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            required
            placeholder={null}
            disabled={locked}
            options={TAX_REQUEST_TYPES.map((value) => ({ value, label: TAX_REQUEST_TYPE_LABELS[value] }))}
            {...contract.field('type', T.type)}
          />
          <Select
            label={T.product}
            required
            placeholder={null}
            disabled={locked}
            options={[
              { value: '1', label: T.electricity },
              { value: '2', label: T.gas },
            ]}
            error={contract.errorOf('product')}
            {...register('product', { onChange: () => setValue('connections', []) })}
          />
          <ContractDate contract={contract} name="from" label={T.from} required disabled={locked} />
          <ContractDate contract={contract} name="to" label={T.to} required disabled={locked} />
          {type === 'multiple-properties' ? (
            <TextField
              inputMode="numeric"
              required
              disabled={locked}
              {...contract.field('properties', T.properties)}
            />
          ) : null}
          <Select
            required
            placeholder={null}
            options={statusOptions}
            {...contract.field('status', T.status)}
          />
          <Checkbox
            label={T.business}
            disabled={locked}
            className="sm:col-span-2"
            {...register('business')}
          />
        </div>
      </Card>
      <Card title={T.connections}>
        <div className="grid gap-4">
          <ContractRows contract={contract} name="connections">
            {(rows) => (
              <ConnectionRows {...rows} unit={unit} electricity={product === '1'} disabled={locked} />
            )}
          </ContractRows>
          {contract.errorOf('connections') ? (
            <p className="text-sm text-red-700">{contract.errorOf('connections')}</p>
          ) : null}
          {locked ? null : (
            <ConnectionPicker
              customerId={customerId}
              label={T.addConnection}
              value={null}
              filters={{ product: product === '2' ? 2 : 1 }}
              onChange={(picked) => {
                if (!picked || connections.some((c) => c.connectionId === picked.id)) return;
                setValue(
                  'connections',
                  [
                    ...connections,
                    {
                      connectionId: picked.id,
                      ean: picked.ean,
                      address: picked.address,
                      volume: '',
                      priorVolume: '',
                      reduction: true,
                      years: null,
                    },
                  ],
                  { shouldDirty: true },
                );
              }}
            />
          )}
        </div>
      </Card>
      <Card title={T.documents}>
        <ContractChecklist
          contract={contract}
          name="documentIds"
          label={T.documents}
          empty={T.noDocuments}
          options={(documents.data?.data ?? []).map((d) => ({
            id: d.id,
            label: `${d.folder} / ${d.fileName}`,
          }))}
        />
      </Card>
      <Card title={T.actions}>
        <ContractChecklist
          contract={contract}
          name="actionIds"
          label={T.actions}
          empty={T.noActions}
          options={(actions.data?.data ?? []).map((a) => ({ id: a.id, label: a.subject }))}
        />
      </Card>
      <Textarea rows={3} {...contract.field('note', T.note)} />
      {request ? null : <FormActions submitLabel={T.save} cancelTo={cancelTo} saving={contract.saving} />}
    </ContractForm>
  );
}
