import { useState } from 'react';
import {
  AUTHORISATION_STATUS_NAMES,
  type AuthorisationStatusName,
  type DataAuthorisationItem,
} from '@energiek/contracts/data-authorisations';
import { formatDate } from '@energiek/contracts/format';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useDataAuthorisations, useDeleteDataAuthorisation } from '../api/data-authorisations.ts';
import { AUTHORISATION_TEXTS as T } from '../texts-authorisations.ts';
import { AuthorisationForm } from './authorisation-form.tsx';

// The data-access authorisations (machtigingen) of one connection, on its edit page.

const TONE: Record<AuthorisationStatusName, string> = {
  valid: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  expiring: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  expired: 'bg-rose-50 text-rose-800 ring-rose-600/20',
  future: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  none: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export function StatusBadge({ status }: { status: AuthorisationStatusName }) {
  return (
    <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium ring-1 ${TONE[status]}`}>
      {AUTHORISATION_STATUS_NAMES[status]}
    </span>
  );
}

type Dialog =
  { mode: 'form'; item?: DataAuthorisationItem } | { mode: 'delete'; item: DataAuthorisationItem } | null;

export function DataAuthorisationsCard({
  customerId,
  connectionId,
}: {
  customerId: number;
  connectionId: number;
}) {
  const list = useDataAuthorisations(customerId, connectionId);
  const canWrite = usePermission({ can: 'organisation-connections:write' });
  const remove = useDeleteDataAuthorisation(customerId, connectionId);
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);

  let body;
  if (list.isPending) body = <Spinner className="size-5 text-brand-600" />;
  else if (list.isError) body = <Alert tone="error" title={T.loadFailed} />;
  else if (list.data.data.length === 0) body = <p className="text-sm text-slate-500">{T.empty}</p>;
  else
    body = (
      <ul className="divide-y divide-slate-100" aria-label={T.title}>
        {list.data.data.map((item) => (
          <li key={item.id} className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {item.party} <span className="font-normal text-slate-500">· {item.kindName}</span>
              </p>
              <p className="text-slate-600 tabular-nums">
                {T.period(formatDate(item.validFrom), item.validTo ? formatDate(item.validTo) : null)}
                {item.reference ? ` · ${item.reference}` : ''}
              </p>
              <p className="text-xs text-slate-500">
                {[item.documentName, item.createdBy ? T.createdBy(item.createdBy) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <StatusBadge status={item.status} />
              {canWrite ? (
                <>
                  <Button variant="link" onClick={() => setDialog({ mode: 'form', item })}>
                    {T.edit}
                  </Button>
                  <Button variant="link" onClick={() => setDialog({ mode: 'delete', item })}>
                    {T.remove}
                  </Button>
                </>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <Card
      title={
        <span className="flex items-center gap-2">
          {T.title} {list.data ? <StatusBadge status={list.data.meta.status} /> : null}
        </span>
      }
      landmark
      actions={
        canWrite ? (
          <Button variant="border" icon="plus" onClick={() => setDialog({ mode: 'form' })}>
            {T.add}
          </Button>
        ) : null
      }
    >
      <p className="mb-2 text-sm text-slate-600">{T.intro}</p>
      {body}
      {dialog?.mode === 'form' ? (
        <Modal
          open
          size="large"
          title={dialog.item ? T.editTitle : T.createTitle}
          onClose={() => setDialog(null)}
          closeOnBackdrop={false}
        >
          <AuthorisationForm
            customerId={customerId}
            connectionId={connectionId}
            item={dialog.item}
            onDone={() => setDialog(null)}
          />
        </Modal>
      ) : null}
      {dialog?.mode === 'delete' ? (
        <Modal
          open
          title={T.deleteTitle}
          onClose={() => setDialog(null)}
          okLabel={T.remove}
          okLoading={remove.isPending}
          destructive
          onOk={() =>
            remove.mutate(dialog.item.id, {
              onSuccess: () => {
                toast.success(T.deleted);
                setDialog(null);
              },
              onError: (error) => toast.error(serverMessage(error)),
            })
          }
        >
          <p className="text-sm text-slate-700">{T.deleteText(dialog.item.party)}</p>
        </Modal>
      ) : null}
    </Card>
  );
}
