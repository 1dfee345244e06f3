import { useState } from 'react';
import {
  SIGNATURE_REQUEST_STATUS_LABELS,
  type SignatureRequestItem,
} from '@energiek/contracts/agreement-signatures';
import { formatDate, formatDateTime } from '@energiek/contracts/format';
import type { SupplyAgreementItem } from '@energiek/contracts/supply-agreements';
import { Button } from '../../../../components/ui/button.tsx';
import { buttonClasses } from '../../../../components/ui/button-classes.ts';
import { Card } from '../../../../components/ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { useToast } from '../../../../components/ui/use-toast.ts';
import { serverMessage } from '../../../../lib/api-errors.ts';
import { usePermission } from '../../../../lib/permission-guard.tsx';
import { documentDownloadUrl } from '../api/supply-agreements.ts';
import {
  useContactOptions,
  useRevokeSignatureRequest,
  useSendSignatureRequest,
  useSignatureRequests,
} from '../api/signatures.ts';
import { SUPPLY_AGREEMENTS_TEXTS } from '../texts.ts';

const T = SUPPLY_AGREEMENTS_TEXTS.signing;
const WRITE = { allOf: ['is:admin', 'back-office-contracts:write'] } as const;
const STATUS_READ = { allOf: ['is:admin', 'back-office-signhost-contracts:read'] } as const;
const SIGNABLE = new Set(['concept', 'ter-ondertekening']);

/** Sending the agreement for signing, and (with back-office-signhost-contracts:read) each request's status. */
export function SignatureRequests({ agreement }: { agreement: SupplyAgreementItem }) {
  const canWrite = usePermission(WRITE);
  const canSeeStatus = usePermission(STATUS_READ);
  const requests = useSignatureRequests(agreement.id, canSeeStatus);
  const contacts = useContactOptions(agreement.customerId);
  const send = useSendSignatureRequest(agreement.id);
  const revoke = useRevokeSignatureRequest(agreement.id);
  const toast = useToast();
  const [contactId, setContactId] = useState('');
  const signable = SIGNABLE.has(agreement.status);

  const columns: DataTableColumn<SignatureRequestItem>[] = [
    {
      key: 'recipient',
      header: T.recipient,
      cell: (r) => (
        <span>
          {r.contactName}
          <span className="block break-all text-xs text-slate-500">{r.emailAddress}</span>
        </span>
      ),
    },
    {
      key: 'status',
      header: T.status,
      cell: (r) => <span data-testid="signature-status">{SIGNATURE_REQUEST_STATUS_LABELS[r.status]}</span>,
    },
    {
      key: 'sent',
      header: T.sentAt,
      cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.createdAt)}</span>,
    },
    {
      key: 'expires',
      header: T.expiresAt,
      cell: (r) => <span className="whitespace-nowrap">{formatDate(r.expiresAt)}</span>,
    },
    {
      key: 'signed',
      header: T.signedBy,
      cell: (r) =>
        r.signedAt ? (
          // Wide enough for the hash on two lines beside the open drawer at 1440 px (issue 32).
          <span className="block min-w-52">
            {r.signerName} · {formatDateTime(r.signedAt)} · {r.signerIp}
            <span className="block break-all font-mono text-xs text-slate-500" title={T.hash}>
              {r.documentHash}
            </span>
            {r.signedDocumentId ? (
              <a
                className={buttonClasses('link')}
                href={documentDownloadUrl(agreement.customerId, r.signedDocumentId)}
                download
              >
                {T.download}
              </a>
            ) : null}
          </span>
        ) : null,
    },
    {
      key: 'actions',
      header: '',
      cell: (r) =>
        canWrite && (r.status === 'verstuurd' || r.status === 'geopend') ? (
          <Button
            variant="border"
            loading={revoke.isPending && revoke.variables === r.id}
            onClick={() =>
              revoke.mutate(r.id, {
                onSuccess: () => toast.success(T.revoked),
                onError: (error) => toast.error(serverMessage(error) ?? T.revoke),
              })
            }
          >
            {T.revoke}
          </Button>
        ) : null,
    },
  ];

  return (
    <Card title={T.title}>
      <p className="mb-3 text-sm text-slate-600">{T.intro}</p>
      {canWrite && signable ? (
        <div className="mb-4 flex flex-wrap items-end gap-3">
          <Select
            label={T.contact}
            placeholder={T.chooseContact}
            className="min-w-60"
            options={(contacts.data ?? [])
              .filter((c) => c.emailAddress)
              .map((c) => ({ value: String(c.id), label: `${c.fullName} (${c.emailAddress})` }))}
            value={contactId}
            onChange={(event) => setContactId(event.target.value)}
          />
          <Button
            disabled={!contactId}
            loading={send.isPending}
            onClick={() =>
              send.mutate(Number(contactId), {
                onSuccess: (sent) => {
                  toast.success(T.sent(sent.emailAddress));
                  setContactId('');
                },
                onError: (error) => toast.error(serverMessage(error) ?? T.send),
              })
            }
          >
            {T.send}
          </Button>
        </div>
      ) : canWrite ? (
        <p className="mb-4 text-sm text-slate-500">{T.notSignable}</p>
      ) : null}
      {canSeeStatus ? (
        <DataTable
          label={T.table}
          columns={columns}
          rows={requests.data ?? []}
          rowKey={(r) => r.id}
          loading={requests.isPending}
          emptyText={T.empty}
        />
      ) : null}
    </Card>
  );
}
