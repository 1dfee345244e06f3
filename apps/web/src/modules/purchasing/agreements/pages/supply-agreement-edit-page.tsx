import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatDate } from '@energiek/contracts/format';
import { AGREEMENT_STATUS_LABELS, type SupplyAgreementItem } from '@energiek/contracts/supply-agreements';
import { DeleteRecordButton } from '../../../../components/delete-button.tsx';
import { CreateOrEditPage } from '../../../../components/edit-page.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../../components/ui/button-classes.ts';
import { usePageTitle } from '../../../../lib/document-title.ts';
import { usePermission } from '../../../../lib/permission-guard.tsx';
import { useRealtimeEvent } from '../../../../lib/realtime.ts';
import {
  documentDownloadUrl,
  useDeleteSupplyAgreement,
  useSaveSupplyAgreement,
  useSupplyAgreement,
} from '../api/supply-agreements.ts';
import { AgreementForm } from '../components/agreement-form.tsx';
import { SignatureRequests } from '../components/signature-requests.tsx';
import { SUPPLY_AGREEMENTS_TEXTS } from '../texts.ts';

const T = SUPPLY_AGREEMENTS_TEXTS;
const LIST = '/v3/supply-agreements';
// SUPPLY_AGREEMENTS_WRITE of the contract, written out as in routes.tsx.
const WRITE = { allOf: ['is:admin', 'back-office-contracts:write'] } as const;

/** Status, deadline, signed document and (for a concept) delete. */
function Summary({ agreement, canWrite }: { agreement: SupplyAgreementItem; canWrite: boolean }) {
  const remove = useDeleteSupplyAgreement();
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
      <span>
        {T.columns.status}:{' '}
        <strong data-testid="agreement-status">{AGREEMENT_STATUS_LABELS[agreement.status]}</strong>
      </span>
      <span>{T.form.deadline(formatDate(agreement.noticeDeadline))}</span>
      {agreement.documentId ? (
        <a
          className={buttonClasses('link')}
          href={documentDownloadUrl(agreement.customerId, agreement.documentId)}
          download
        >
          {T.signing.download}
        </a>
      ) : null}
      {canWrite && agreement.status === 'concept' ? (
        <DeleteRecordButton texts={T.remove} remove={remove} id={agreement.id} to={LIST} />
      ) : null}
    </div>
  );
}

/** /v3/supply-agreements/create (writers) and /v3/supply-agreements/:agreementId/edit (readers see it disabled). */
export function SupplyAgreementEditPage() {
  const params = useParams();
  const id = params.agreementId ? Number(params.agreementId) : undefined;
  usePageTitle(id ? T.form.editTitle : T.form.createTitle);
  const agreement = useSupplyAgreement(id);
  const save = useSaveSupplyAgreement(id);
  const queryClient = useQueryClient();
  // Readers open an agreement here too (the list's rows lead here): they see it, disabled.
  const canWrite = usePermission(WRITE);
  // Signed on the public page while this page is open: show the new status and document at once.
  useRealtimeEvent('supply-agreements.changed', (event) => {
    if (event.agreementId === id) void queryClient.invalidateQueries({ queryKey: ['supply-agreements'] });
  });

  return (
    <CreateOrEditPage id={id} query={agreement} texts={T} customerName={agreement.data?.customerName}>
      {agreement.data ? <Summary agreement={agreement.data} canWrite={canWrite} /> : null}
      {canWrite ? null : (
        <Alert tone="info" title={T.form.readOnlyTitle}>
          {T.form.readOnlyText}
        </Alert>
      )}
      <AgreementForm
        key={agreement.data?.updatedAt ?? 'new'}
        agreement={agreement.data}
        save={(body) => save.mutateAsync(body)}
        savedTo={(saved) => `/v3/supply-agreements/${saved.id}/edit`}
        cancelTo={LIST}
        readOnly={!canWrite}
      />
      {agreement.data ? (
        <div className="mt-6">
          <SignatureRequests agreement={agreement.data} />
        </div>
      ) : null}
    </CreateOrEditPage>
  );
}
