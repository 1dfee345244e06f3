import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageFrame, PageHeader } from '../../../../components/page-header.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useToast } from '../../../../components/ui/use-toast.ts';
import { useCustomerName } from '../../../../lib/customer-name.ts';
import { usePageTitle } from '../../../../lib/document-title.ts';
import { useBudget, useDeleteBudget } from '../api/budgets.ts';
import { BudgetForm } from '../components/budget-form.tsx';
import { BUDGETS_TEXTS } from '../texts.ts';

const T = BUDGETS_TEXTS.form;

/** customers/:customerId/budgets/create and /:budgetId/edit. */
export function BudgetEditPage() {
  const params = useParams();
  const customerId = Number(params.customerId);
  const budgetId = params.budgetId ? Number(params.budgetId) : undefined;
  const [search] = useSearchParams();
  const year = Number(search.get('year')) || new Date().getFullYear();
  const customerName = useCustomerName(customerId);
  const budget = useBudget(customerId, budgetId);
  const remove = useDeleteBudget(customerId);
  const toast = useToast();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  usePageTitle(budgetId ? T.editTitle : T.createTitle);
  return (
    <PageFrame>
      <PageHeader
        title={budgetId ? T.editTitle : T.createTitle}
        customerName={customerName}
        action={
          budget.data ? (
            <Button variant="border" icon="trash" onClick={() => setConfirming(true)}>
              {T.delete}
            </Button>
          ) : null
        }
      />
      {budgetId && budget.isError ? <Alert tone="error" title={T.notFound} /> : null}
      {budgetId && budget.isPending ? <Spinner className="size-6 text-brand-600" /> : null}
      {!budgetId || budget.data ? (
        <BudgetForm customerId={customerId} budget={budget.data} year={year} />
      ) : null}
      <Modal
        open={confirming}
        title={T.deleteTitle}
        onClose={() => setConfirming(false)}
        okLabel={T.delete}
        onOk={() => {
          if (!budgetId) return;
          remove.mutate(budgetId, {
            onSuccess: () => {
              toast.success(T.deleted);
              void navigate(`/v3/customers/${customerId}/budgets?year=${budget.data?.year ?? year}`);
            },
          });
        }}
      >
        <p>{T.deleteText}</p>
      </Modal>
    </PageFrame>
  );
}
