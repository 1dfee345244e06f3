import { Link, useParams } from 'react-router';
import { EditPage } from '../../../components/edit-page.tsx';
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

  return (
    <EditPage
      title={deal.data ? `${deal.data.title} · ${deal.data.companyName}` : T.editPageTitle}
      query={{ isPending: deal.isPending || !me.data, isError: deal.isError, data: deal.data }}
      loadFailed={T.loadFailed}
      remove={{
        allowed: true,
        label: T.delete,
        title: T.deleteTitle,
        message: T.deleteText,
        run: () => remove.mutateAsync(dealId),
        pending: remove.isPending,
        deleted: T.deleted,
        to: '/v3/sales',
      }}
      intro={
        deal.data?.setupActionId && deal.data.customer ? (
          <p className="mb-4 text-sm">
            <Link
              className="text-brand-700 underline"
              to={`/v3/customers/${deal.data.customer.id}/actions/${deal.data.setupActionId}/edit`}
            >
              {T.setupAction}
            </Link>
          </p>
        ) : null
      }
    >
      {(data) => (
        <DealForm
          key={`${data.id}-${data.updatedAt}`}
          kind="edit"
          deal={data}
          currentUserId={me.data?.id ?? 0}
          save={(values) => update.mutateAsync({ id: dealId, body: values })}
          savedTo="/v3/sales"
        />
      )}
    </EditPage>
  );
}
