import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCurrency, formatDate } from '@energiek/contracts/format';
import {
  TAX_REQUEST_STATUS_LABELS,
  TAX_REQUEST_TYPE_LABELS,
  lastDayOf,
} from '@energiek/contracts/tax-requests';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { Card } from '../../../components/ui/card.tsx';
import {
  usePortalContracts,
  usePortalCustomer,
  usePortalDocuments,
  usePortalTaxRequests,
} from '../api/portal.ts';
import { HOME_TEXTS } from '../texts.ts';
import { PortalSummaryCards } from './portal-summary.tsx';

// The customer's own portal home (issue 31): their advisor, contracts (end dates, notice deadlines), tax
// refunds and newest documents, in their words. Read-only: every line leads to the screen that shows it.

const T = HOME_TEXTS.portal;

const DOCUMENTS = { can: 'organisation-documents:read' } as const;
const TAX_REQUESTS = { allOf: ['mod:taxrequest', 'financial-taxes-heffing:read'] } as const;

function List({ items, empty, testId }: { items: ReactNode[] | undefined; empty: string; testId: string }) {
  if (items === undefined) return <p className="px-5 py-4 text-sm text-slate-500">{T.loading}</p>;
  if (items.length === 0)
    return (
      <p className="px-5 py-4 text-sm text-slate-600" data-testid={testId}>
        {empty}
      </p>
    );
  return (
    <ul className="divide-y divide-slate-100" data-testid={testId}>
      {items}
    </ul>
  );
}

function Line({ title, detail, aside }: { title: string; detail: string; aside?: ReactNode }) {
  return (
    <li className="flex items-start justify-between gap-3 px-5 py-3">
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-900">{title}</span>
        <span className="block text-xs text-slate-500">{detail}</span>
      </span>
      {aside ? <span className="shrink-0 text-right text-xs">{aside}</span> : null}
    </li>
  );
}

function Advisor({ customerId }: { customerId: number }) {
  const customer = usePortalCustomer(customerId);
  const advisor = customer.data?.details?.accountManager;
  if (!advisor) return null;
  return (
    <Card title={T.advisor} landmark bodyClassName="px-5 py-4">
      <div className="flex items-center gap-4" data-testid="portal-advisor">
        <span
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800"
          aria-hidden="true"
        >
          {advisor.initials}
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{advisor.name}</p>
          <p className="text-sm text-slate-600">{T.advisorRole}</p>
          {advisor.phoneNumber ? (
            <a
              href={`tel:${advisor.phoneNumber.replace(/[^+\d]/g, '')}`}
              className="mt-1 block text-sm font-medium text-brand-700 hover:underline"
              data-testid="portal-advisor-phone"
            >
              {advisor.phoneNumber}
            </a>
          ) : null}
          <a
            href={`mailto:${advisor.emailAddress}`}
            className="mt-1 block truncate text-sm font-medium text-brand-700 hover:underline"
          >
            {advisor.emailAddress}
          </a>
        </div>
      </div>
    </Card>
  );
}

function Contracts({ customerId }: { customerId: number }) {
  const contracts = usePortalContracts(customerId);
  if (contracts.isError) return null;
  const rows = contracts.data?.agreements.map((a) => (
    <Line
      key={a.agreementId}
      title={`${a.supplierName} · ${a.product === 1 ? T.electricity : T.gas}`}
      detail={T.runsUntil(formatDate(a.endDate)) + (a.tacitRenewal ? ` · ${T.tacit}` : '')}
      aside={
        <span className={a.daysToDeadline <= 60 ? 'font-semibold text-amber-800' : 'text-slate-600'}>
          {T.noticeBy(formatDate(a.noticeDeadline))}
        </span>
      }
    />
  ));
  return (
    <Card title={T.contracts} landmark bodyClassName="px-0 py-0">
      <List items={rows} empty={T.noContracts} testId="portal-contracts" />
    </Card>
  );
}

function TaxRefunds({ customerId }: { customerId: number }) {
  const requests = usePortalTaxRequests(customerId, true);
  const rows = requests.data?.map((r) => (
    <Line
      key={r.id}
      title={TAX_REQUEST_TYPE_LABELS[r.type]}
      // `to` is the day after the period, as everywhere in the API: the last day is shown, as in the list.
      detail={`${formatDate(r.from)} – ${formatDate(lastDayOf(r.to))} · ${formatCurrency(r.amount)}`}
      aside={<span className="font-medium text-slate-700">{TAX_REQUEST_STATUS_LABELS[r.status]}</span>}
    />
  ));
  return (
    <Card title={T.taxRefunds} landmark bodyClassName="px-0 py-0">
      <List items={rows} empty={T.noTaxRefunds} testId="portal-tax-refunds" />
    </Card>
  );
}

function Documents({ customerId }: { customerId: number }) {
  const documents = usePortalDocuments(customerId, true);
  const rows = documents.data?.map((d) => (
    <Line key={d.id} title={d.fileName} detail={`${d.folder || T.noFolder} · ${formatDate(d.createdAt)}`} />
  ));
  return (
    <Card
      title={T.documents}
      landmark
      bodyClassName="px-0 py-0"
      actions={
        <Link
          to={`/v3/customers/${customerId}/library`}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {T.allDocuments}
        </Link>
      }
    >
      <List items={rows} empty={T.noDocuments} testId="portal-documents" />
    </Card>
  );
}

/** The portal home's cards for customer staff, below the greeting and the energy tile. */
export function PortalHome({ customerId }: { customerId: number }) {
  const mayDocuments = usePermission(DOCUMENTS);
  const mayTaxRequests = usePermission(TAX_REQUESTS);
  return (
    <>
      <PortalSummaryCards customerId={customerId} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2" data-testid="portal-home">
        <Advisor customerId={customerId} />
        <Contracts customerId={customerId} />
        {mayTaxRequests ? <TaxRefunds customerId={customerId} /> : null}
        {mayDocuments ? <Documents customerId={customerId} /> : null}
      </div>
    </>
  );
}
