import { useState } from 'react';
import { formatNumber } from '@energiek/contracts/format';
import type { ParticipantItem } from '@energiek/contracts/collective';
import { FilterBar, SearchField } from '../../../../components/filter-bar.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { useToast } from '../../../../components/ui/use-toast.ts';
import { saveErrorMessage } from '../../../../lib/api-errors.ts';
import { useDeleteParticipant, useParticipants } from '../api/collective.ts';
import { ADMIN_TEXTS, PRODUCT_UNITS } from '../texts.ts';
import { AllocationCard } from './allocation-card.tsx';
import { CollectiveSelect, useCollectiveState } from './collective-select.tsx';
import { ParticipantDialog } from './participant-dialog.tsx';
import { serverPages } from '../../../../lib/list-sort.ts';

const T = ADMIN_TEXTS.participants;

function columns(
  mayWrite: boolean,
  edit: (p: ParticipantItem) => void,
  remove: (p: ParticipantItem) => void,
) {
  return [
    { key: 'customer', header: T.customer, cell: (p: ParticipantItem) => p.customerName },
    {
      key: 'ean',
      header: T.ean,
      cell: (p: ParticipantItem) => <span className="font-mono text-xs">{p.ean}</span>,
    },
    { key: 'address', header: T.address, cell: (p: ParticipantItem) => p.address || '—' },
    {
      key: 'volume',
      header: T.volume,
      align: 'right' as const,
      className: 'whitespace-nowrap',
      cell: (p: ParticipantItem) =>
        `${formatNumber(Number(p.expectedAnnualVolume))} ${PRODUCT_UNITS[p.product]}`,
    },
    {
      key: 'share',
      header: T.share,
      align: 'right' as const,
      className: 'whitespace-nowrap',
      cell: (p: ParticipantItem) => `${formatNumber(Number(p.sharePct), 2)} %`,
    },
    { key: 'source', header: T.source, cell: (p: ParticipantItem) => T.sources[p.volumeSource] },
    ...(mayWrite
      ? [
          {
            key: 'actions',
            header: '',
            cell: (p: ParticipantItem) => (
              <div className="flex justify-end gap-1">
                <Button variant="transparent" icon="edit" onClick={() => edit(p)}>
                  {T.edit}
                </Button>
                <Button variant="transparent" icon="trash" onClick={() => remove(p)}>
                  {T.remove}
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];
}

/** The Deelnemers tab: the connections of one collective with their expected volume, and the allocation. */
export function ParticipantsTab({ mayWrite }: { mayWrite: boolean }) {
  const { state, set, collective } = useCollectiveState();
  const participants = useParticipants(state);
  const [dialog, setDialog] = useState<ParticipantItem | 'new' | null>(null);
  const [removing, setRemoving] = useState<ParticipantItem | null>(null);
  const remove = useDeleteParticipant();
  const toast = useToast();

  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => (toast.success(T.removed), setRemoving(null)),
      onError: (error) => (toast.error(saveErrorMessage(error)), setRemoving(null)),
    });

  return (
    <>
      <FilterBar columns="sm:grid-cols-[2fr_2fr_auto]">
        <CollectiveSelect value={state.collectiveId} onChange={(collectiveId) => set({ collectiveId })} />
        <SearchField label={ADMIN_TEXTS.search} value={state.q} onSearch={(q) => set({ q })} />
        {mayWrite && collective ? (
          <div className="flex items-end">
            <Button icon="plus" onClick={() => setDialog('new')}>
              {T.add}
            </Button>
          </div>
        ) : null}
      </FilterBar>
      {participants.isError ? <Alert tone="error" title={ADMIN_TEXTS.loadFailed} /> : null}
      <DataTable
        label={T.table}
        columns={columns(mayWrite, setDialog, setRemoving)}
        rows={state.collectiveId ? (participants.data?.data ?? []) : []}
        rowKey={(p) => p.id}
        loading={participants.isPending}
        emptyText={T.empty}
        server={{ ...serverPages(participants.data?.meta, state, set) }}
      />
      {collective ? <AllocationCard collectiveId={collective.id} /> : null}
      {dialog && collective ? (
        <ParticipantDialog
          collectiveId={collective.id}
          product={collective.product}
          participant={dialog === 'new' ? null : dialog}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <Modal
        open={removing !== null}
        title={T.removeTitle}
        onClose={() => setRemoving(null)}
        onOk={() => void confirmRemove()}
        okLabel={T.remove}
        okLoading={remove.isPending}
        destructive
      >
        <p>{T.removeConfirm(removing ? `${removing.customerName} (${removing.ean})` : '')}</p>
      </Modal>
    </>
  );
}
