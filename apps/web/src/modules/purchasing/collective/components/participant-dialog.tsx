import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { EmsVolume, ParticipantItem } from '@energiek/contracts/collective';
import { VOLUME_CERTAINTY_LABELS } from '@energiek/contracts/forecast';
import { formatDate } from '@energiek/contracts/format';
import { daysBetween } from '@energiek/domain/calendar';
import { FormDialog } from '../../../../components/form/form-dialog.tsx';
import {
  ConnectionPicker,
  type PickedConnection,
} from '../../../../components/pickers/connection-picker.tsx';
import { CustomerPicker, type PickedCustomer } from '../../../../components/pickers/customer-picker.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { UI_TEXTS } from '../../../../components/ui/texts.ts';
import { useToast } from '../../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage } from '../../../../lib/api-errors.ts';
import { useDialogForm } from '../../../../lib/use-contract-form.ts';
import { fetchEmsVolume, useAddParticipant, useUpdateParticipant } from '../api/collective.ts';
import { ADMIN_TEXTS, PRODUCT_UNITS } from '../texts.ts';

const T = ADMIN_TEXTS.participants;

// The fields as typed; the server checks them (participant schemas) and its 422 lands at the field.
const participantFormSchema = z.object({
  customer: z.custom<PickedCustomer | null>(),
  connection: z.custom<PickedConnection | null>(),
  volume: z.string(),
  source: z.enum(['ems', 'manual']),
});
type ParticipantForm = z.input<typeof participantFormSchema>;

/** The body's fields as the form names them. */
const FORM_FIELD: Readonly<Record<string, keyof ParticipantForm>> = {
  connectionId: 'connection',
  expectedAnnualVolume: 'volume',
  volumeSource: 'source',
};
const formField = (path: string) => FORM_FIELD[path];

/** '161.204,5' (Dutch, as typed) → '161204.5' (the body's decimal). */
const bodyDecimal = (volume: string) => volume.trim().replaceAll('.', '').replace(',', '.');

type ParticipantDialogProps = {
  collectiveId: number;
  product: 1 | 2;
  /** The participant whose volume changes; none: add one. */
  participant: ParticipantItem | null;
  onClose: () => void;
};

/** Adds a connection to the collective or changes its expected annual volume; "Uit EMS overnemen". */
export function ParticipantDialog({ collectiveId, product, participant, onClose }: ParticipantDialogProps) {
  const [loadingEms, setLoadingEms] = useState(false);
  const [emsBasis, setEmsBasis] = useState<EmsVolume | null>(null);
  const add = useAddParticipant();
  const update = useUpdateParticipant();
  const toast = useToast();
  const contract = useDialogForm({
    schema: participantFormSchema,
    defaultValues: {
      customer: null,
      connection: null,
      volume: participant ? String(Number(participant.expectedAnnualVolume)).replace('.', ',') : '',
      source: participant?.volumeSource ?? 'manual',
    },
    save: ({ connection, volume, source }) => {
      const expectedAnnualVolume = bodyDecimal(volume);
      return participant
        ? update.mutateAsync({ id: participant.id, body: { expectedAnnualVolume, volumeSource: source } })
        : add.mutateAsync({
            collectiveId,
            connectionId: connection?.id ?? 0,
            expectedAnnualVolume,
            volumeSource: source,
          });
    },
    onClose,
    savedMessage: T.saved,
    labels: { connection: T.connection, volume: T.volumeLabel(PRODUCT_UNITS[product]) },
    errorField: formField,
  });
  const { control, register, setValue, setError, clearErrors } = contract.form;
  const [customer, connection] = useWatch({ control, name: ['customer', 'connection'] });
  const connectionId = participant?.connectionId ?? connection?.id ?? null;
  const volumeField = register('volume', {
    // Typing makes the volume one's own: no longer the EMS figure.
    onChange: () => {
      setValue('source', 'manual');
      setEmsBasis(null);
    },
  });

  const fromEms = async () => {
    if (connectionId === null) return;
    setLoadingEms(true);
    try {
      const ems = await fetchEmsVolume(connectionId);
      // The server answers a dot decimal ('161204.5'); the field speaks Dutch, where a dot groups thousands.
      setValue('volume', ems.volume.replace('.', ','), { shouldDirty: true });
      setValue('source', 'ems', { shouldDirty: true });
      setEmsBasis(ems);
      clearErrors();
      toast.success(T.fromEmsDone(formatDate(ems.from), formatDate(ems.to)));
    } catch (error) {
      const errors = fieldErrors(error);
      for (const [path, message] of Object.entries(errors))
        setError(formField(path) ?? (path as keyof ParticipantForm), { type: 'server', message });
      toast.error(Object.values(errors)[0] ?? saveErrorMessage(error));
    } finally {
      setLoadingEms(false);
    }
  };

  return (
    <FormDialog
      contract={contract}
      title={participant ? T.dialogEdit : T.dialogAdd}
      submitLabel={UI_TEXTS.ok}
      onClose={onClose}
      className="space-y-4"
    >
      {participant ? (
        <p className="text-sm text-slate-600">
          {participant.customerName} · {participant.ean}
        </p>
      ) : (
        <>
          <CustomerPicker
            value={customer}
            onChange={(next) => {
              setValue('customer', next, { shouldDirty: true });
              setValue('connection', null);
            }}
            required
          />
          {customer ? (
            <ConnectionPicker
              customerId={customer.id}
              value={connection}
              onChange={(next) => setValue('connection', next, { shouldDirty: true })}
              filters={{ product }}
              label={T.connection}
              required
              error={contract.errorOf('connection')}
            />
          ) : null}
        </>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-48 flex-1"
          label={T.volumeLabel(PRODUCT_UNITS[product])}
          inputMode="decimal"
          required
          error={contract.errorOf('volume')}
          {...volumeField}
        />
        <Button
          variant="border"
          onClick={() => void fromEms()}
          disabled={connectionId === null}
          loading={loadingEms}
        >
          {T.fromEms}
        </Button>
      </div>
      {emsBasis ? (
        <p className="text-sm text-slate-600" data-testid="participant-ems-basis">
          {T.emsBasis(
            emsBasis.coveredDays,
            daysBetween(emsBasis.from, emsBasis.to),
            VOLUME_CERTAINTY_LABELS[emsBasis.certainty ?? 'low'],
          )}
        </p>
      ) : null}
    </FormDialog>
  );
}
