import type { CustomerSummary } from '@energiek/contracts/customer-switch';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Crown } from '../../../components/crown.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { CUSTOMERS_TEXTS } from '../texts.ts';

const STATUS_CLASSES: Record<string, string> = {
  Actief: 'bg-brand-100 text-brand-800',
  Prospect: 'bg-sky-100 text-sky-800',
  Inactief: 'bg-slate-200 text-slate-700',
};

type CustomerHeaderProps = { customer: CustomerSummary; canEdit: boolean };

/** Name, crown (ambassador), number and status of the customer, with the edit button for writers. */
export function CustomerHeader({ customer, canEdit }: CustomerHeaderProps) {
  const T = CUSTOMERS_TEXTS.workspace;
  // The ambassador crown is the back office's mark, not shown to the customer's own staff (issue 31).
  const backOffice = useCurrentUser().data?.type === 'admin';
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900">
          {customer.name}
          {backOffice && customer.subType === 'ambassador' ? (
            <Crown label={CUSTOMERS_TEXTS.ambassador} />
          ) : null}
        </h1>
        <p className="mt-1 flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <span>{T.number(customer.number)}</span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[customer.statusName] ?? ''}`}
          >
            {customer.statusName}
          </span>
        </p>
      </div>
      {canEdit ? (
        <ButtonLink variant="border" icon="edit" to={`/v3/customers/${customer.id}/edit`}>
          {T.edit}
        </ButtonLink>
      ) : null}
    </header>
  );
}
