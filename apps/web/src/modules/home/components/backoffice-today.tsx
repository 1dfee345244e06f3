import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@energiek/contracts/format';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useComingDeadlines, useMyOpenActions, useOpenInbox } from '../api/today.ts';
import { HOME_TEXTS } from '../texts.ts';

// The back-office home (issue 31): today's work across customers for the signed-in admin — their open
// actions by deadline, the open inbox, the coming notice deadlines. A card shows only when the profile may
// open its screen.

const T = HOME_TEXTS.today;

const ACTIONS = { can: 'actions:read' } as const;
const INBOX = { allOf: ['wl:inbox', 'support-email-inbox:read'] } as const;
const CONTRACTS = { allOf: ['is:admin', 'back-office-contracts:read'] } as const;

type Row = { key: string | number; to: string; title: string; detail: string; aside?: ReactNode };

function WorkCard(props: {
  title: string;
  all: { to: string; label: string };
  rows: Row[] | undefined;
  empty: string;
  testId: string;
}) {
  const { title, all, rows, empty, testId } = props;
  return (
    <Card
      title={title}
      landmark
      bodyClassName="px-0 py-0"
      actions={
        <Link to={all.to} className="text-sm font-medium text-brand-700 hover:underline">
          {all.label}
        </Link>
      }
    >
      <div data-testid={testId}>
        {rows === undefined ? (
          <p className="px-5 py-4 text-sm text-slate-500">{T.loading}</p>
        ) : rows.length === 0 ? (
          <p className="px-5 py-4 text-sm text-slate-600">{empty}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {rows.map((row) => (
              <li key={row.key}>
                <Link
                  to={row.to}
                  className="flex items-start justify-between gap-3 px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-slate-900">{row.title}</span>
                    <span className="block truncate text-xs text-slate-500">{row.detail}</span>
                  </span>
                  {row.aside ? <span className="shrink-0 text-xs">{row.aside}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function Due({ date, overdue }: { date: string | null; overdue: boolean }) {
  if (!date) return <span className="text-slate-400">{T.noDeadline}</span>;
  return (
    <span className={overdue ? 'font-semibold text-red-700' : 'text-slate-600'}>
      {overdue ? `${T.overdue} ` : ''}
      {formatDate(date)}
    </span>
  );
}

function DaysLeft({ days }: { days: number }) {
  const tone =
    days < 0 ? 'text-red-700 font-semibold' : days <= 30 ? 'text-amber-800 font-medium' : 'text-slate-600';
  return <span className={tone}>{T.days(days)}</span>;
}

export function BackofficeToday() {
  const mayActions = usePermission(ACTIONS);
  const mayInbox = usePermission(INBOX);
  const mayContracts = usePermission(CONTRACTS);
  const actions = useMyOpenActions(mayActions);
  const inbox = useOpenInbox(mayInbox);
  const radar = useComingDeadlines(mayContracts);
  if (!mayActions && !mayInbox && !mayContracts) return null;

  return (
    <section aria-labelledby="today-title" className="mt-8">
      <h2 id="today-title" className="text-xl font-semibold text-slate-900">
        {T.title}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-3">
        {mayActions ? (
          <WorkCard
            title={T.actions}
            testId="today-actions"
            all={{ to: '/v3/actions', label: T.allActions }}
            empty={T.noActions}
            rows={actions.data?.data.map((a) => ({
              key: a.id,
              to: `/v3/customers/${a.customerId}/actions/${a.id}/edit`,
              title: a.subject,
              detail: a.customer.name,
              aside: <Due date={a.deadline} overdue={a.isOverdue} />,
            }))}
          />
        ) : null}
        {mayInbox ? (
          <WorkCard
            title={T.inbox}
            testId="today-inbox"
            all={{ to: '/v3/inbox', label: T.allInbox }}
            empty={T.noInbox}
            rows={inbox.data?.data.map((m) => ({
              key: m.id,
              to: `/v3/inbox?bericht=${m.id}`,
              title: m.subject || T.noSubject,
              detail: [m.fromName || m.fromAddress, m.customer?.name].filter(Boolean).join(' · '),
              aside: m.isRead ? undefined : <span className="font-semibold text-brand-700">{T.unread}</span>,
            }))}
          />
        ) : null}
        {mayContracts ? (
          <WorkCard
            title={T.deadlines}
            testId="today-deadlines"
            all={{ to: '/v3/supply-agreements', label: T.allDeadlines }}
            empty={T.noDeadlines}
            rows={radar.data?.data.agreements.slice(0, 6).map((a) => ({
              key: a.agreementId,
              to: `/v3/supply-agreements/${a.agreementId}/edit`,
              title: a.customerName,
              detail: `${a.supplierName} · ${T.noticeBy(formatDate(a.noticeDeadline))}`,
              aside: <DaysLeft days={a.daysToDeadline} />,
            }))}
          />
        ) : null}
      </div>
    </section>
  );
}
