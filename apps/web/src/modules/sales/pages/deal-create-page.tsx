import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCreateDeal } from '../api/sales.ts';
import { DealForm } from '../components/deal-form.tsx';
import { SALES_TEXTS } from '../texts.ts';

const T = SALES_TEXTS.form;

/** /v3/sales/create (organisation:write): a new deal, owned by the signed-in admin unless changed. */
export function DealCreatePage() {
  usePageTitle(T.createPageTitle);
  const me = useCurrentUser();
  const create = useCreateDeal();
  return (
    <PageFrame>
      <PageHeader title={T.createTitle} />
      {me.data ? (
        <DealForm
          kind="create"
          currentUserId={me.data.id}
          save={(body) => create.mutateAsync(body)}
          savedTo="/v3/sales"
        />
      ) : (
        <PageSpinner />
      )}
    </PageFrame>
  );
}
