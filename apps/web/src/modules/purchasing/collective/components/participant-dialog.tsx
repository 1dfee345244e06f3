import { useState } from 'react';
import type { EmsVolume, ParticipantItem } from '@energiek/contracts/collective';
import { VOLUME_CERTAINTY_LABELS } from '@energiek/contracts/forecast';
import { formatDate } from '@energiek/contracts/format';
import { daysBetween } from '@energiek/domain/calendar';
import {
  ConnectionPicker,
  type PickedConnection,
} from '../../../../components/pickers/connection-picker.tsx';
import { CustomerPicker, type PickedCustomer } from '../../../../components/pickers/customer-picker.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useToast } from '../../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage } from '../../../../lib/api-errors.ts';
import { fetchEmsVolume, useAddParticipant, useUpdateParticipant } from '../api/collective.ts';
import { ADMIN_TEXTS, PRODUCT_UNITS } from '../texts.ts';

const T = ADMIN_TEXTS.participants;

type ParticipantDialogProps = {
  collectiveId: number;
  product: 1 | 2;
  /** The participant whose volume changes; none: add one. */
  participant: ParticipantItem | null;
  onClose: () => void;
};

/** Adds a connection to the collective or changes its expected annual volume; "Uit EMS overnemen". */
export function ParticipantDialog({ collectiveId, product, participant, onClose }: ParticipantDialogProps) {
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const [connection, setConnection] = useState<PickedConnection | null>(null);
  const [volume, setVolume] = useState(
    participant ? String(Number(participant.expectedAnnualVolume)).replace('.', ',') : '',
  );
  const [source, setSource] = useState<'ems' | 'manual'>(participant?.volumeSource ?? 'manual');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loadingEms, setLoadingEms] = useState(false);
  const [emsBasis, setEmsBasis] = useState<EmsVolume | null>(null);
  const add = useAddParticipant();
  const update = useUpdateParticipant();
  const toast = useToast();
  const connectionId = participant?.connectionId ?? connection?.id ?? null;

  const fromEms = async () => {
    if (connectionId === null) return;
    setLoadingEms(true);
    try {
      const ems = await fetchEmsVolume(connectionId);
      // The server answers a dot decimal ('161204.5'); the field speaks Dutch, where a dot groups thousands.
      setVolume(ems.volume.replace('.', ','));
      setSource('ems');
      setEmsBasis(ems);
      setErrors({});
      toast.success(T.fromEmsDone(formatDate(ems.from), formatDate(ems.to)));
    } catch (error) {
      const errors = fieldErrors(error);
      setErrors(errors);
      toast.error(Object.values(errors)[0] ?? saveErrorMessage(error));
    } finally {
      setLoadingEms(false);
    }
  };

  const save = async () => {
    const expectedAnnualVolume = volume.trim().replaceAll('.', '').replace(',', '.');
    try {
      if (participant) {
        await update.mutateAsync({
          id: participant.id,
          body: { expectedAnnualVolume, volumeSource: source },
        });
      } else {
        await add.mutateAsync({
          collectiveId,
          connectionId: connection?.id ?? 0,
          expectedAnnualVolume,
          volumeSource: source,
        });
      }
      toast.success(T.saved);
      onClose();
    } catch (error) {
      const errors = fieldErrors(error);
      setErrors(errors);
      toast.error(Object.values(errors)[0] ?? saveErrorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={participant ? T.dialogEdit : T.dialogAdd}
      onClose={onClose}
      onOk={() => void save()}
      okLoading={add.isPending || update.isPending}
    >
      <div className="space-y-4">
        {participant ? (
          <p className="text-sm text-slate-600">
            {participant.customerName} · {participant.ean}
          </p>
        ) : (
          <>
            <CustomerPicker
              value={customer}
              onChange={(c) => (setCustomer(c), setConnection(null))}
              required
            />
            {customer ? (
              <ConnectionPicker
                customerId={customer.id}
                value={connection}
                onChange={setConnection}
                filters={{ product }}
                label={T.connection}
                required
                error={errors.connectionId}
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
            value={volume}
            error={errors.expectedAnnualVolume}
            onChange={(event) => (setVolume(event.target.value), setSource('manual'), setEmsBasis(null))}
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
      </div>
    </Modal>
  );
}
