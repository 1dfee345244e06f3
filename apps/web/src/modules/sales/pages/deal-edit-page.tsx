import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { saveErrorMessage } from '../../../lib/api-errors.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useDeal, useDeleteDeal, useUpdateDeal } from '../api/sales.ts';
import { DealForm } from '../components/deal-form.tsx';
import { SALES_TEXTS } from '../texts.ts';

const T = SALES_TEXTS.form;

/** /v3/sales/{dealId}/edit (organisation:write). */
export function DealEditPage() {
  usePageTitle(T.editPageTitle);
  const dealId = Number(useParams().dealId);
  const deal = useDeal(dealId);
  const me = useCurrentUser();
  const update = useUpdateDeal();
  const remove = useDeleteDeal();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  let body;
  if (deal.isPending || !me.data) body = <PageSpinner />;
  else if (deal.isError) body = <Alert tone="error" title={T.loadFailed} />;
  else
    body = (
      <DealForm
        key={`${deal.data.id}-${deal.data.updatedAt}`}
        kind="edit"
        deal={deal.data}
        currentUserId={me.data.id}
        save={(values) => update.mutateAsync({ id: dealId, body: values })}
        savedTo="/v3/sales"
      />
    );

  const onDelete = () =>
    remove.mutate(dealId, {
      onSuccess: () => {
        toast.success(T.deleted);
        void navigate('/v3/sales');
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(saveErrorMessage(error));
      },
    });

  return (
    <PageFrame>
      <PageHeader
        title={deal.data ? `${deal.data.title} · ${deal.data.companyName}` : T.editPageTitle}
        action={
          deal.data ? (
            <Button variant="border" icon="trash" onClick={() => setConfirming(true)}>
              {T.delete}
            </Button>
          ) : null
        }
      />
      {deal.data?.setupActionId && deal.data.customer ? (
        <p className="mb-4 text-sm">
          <Link
            className="text-brand-700 underline"
            to={`/v3/customers/${deal.data.customer.id}/actions/${deal.data.setupActionId}/edit`}
          >
            {T.setupAction}
          </Link>
        </p>
      ) : null}
      {body}
      <Modal
        open={confirming}
        title={T.deleteTitle}
        onClose={() => setConfirming(false)}
        onOk={onDelete}
        okLabel={T.delete}
        okLoading={remove.isPending}
        destructive
      >
        <p>{T.deleteText}</p>
      </Modal>
    </PageFrame>
  );
}
