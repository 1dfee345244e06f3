import { useParams } from 'react-router';
import { formatDateTime, formatNumber } from '@energiek/contracts/format';
import type { CustomerDashboard } from '@energiek/contracts/customers';
import { EnergyTile } from '../../../components/energy-tile.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import type { IconName } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCustomerDashboard } from '../api/customers.ts';
import { CustomerFacts } from '../components/customer-facts.tsx';
import { CUSTOMERS_TEXTS } from '../texts.ts';

const T = CUSTOMERS_TEXTS.dashboard;

type Figure = { label: string; value: number; icon: IconName; note?: string };

function figures(counts: CustomerDashboard['counts']): Figure[] {
  return [
    {
      label: T.electricity,
      value: counts.electricity,
      icon: 'bolt',
      note: T.withProduction(counts.electricityWithProduction),
    },
    { label: T.gas, value: counts.gas, icon: 'flame' },
    { label: T.connections, value: counts.connections, icon: 'sun', note: T.inactiveIncluded },
    { label: T.entities, value: counts.entities, icon: 'home' },
    { label: T.contacts, value: counts.contacts, icon: 'user' },
    { label: T.openActions, value: counts.openActions, icon: 'check' },
  ];
}

/**
 * /v3/customers/{customerId} (index): key figures, address and account manager, and for admins the
 * recent activity (changes, actions, notes, comments).
 */
export function CustomerDashboardPage() {
  const customerId = Number(useParams().customerId);
  const dashboard = useCustomerDashboard(customerId);

  if (dashboard.isPending) {
    return (
      <div className="py-10 text-center text-brand-600">
        <Spinner className="size-6" />
      </div>
    );
  }
  if (dashboard.isError) return <Alert tone="error" title={T.loadFailed} />;
  const { counts, activity } = dashboard.data;

  return (
    <div className="space-y-6">
      <section aria-label={T.keyFigures}>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {figures(counts).map((figure) => (
            <li
              key={figure.label}
              className="rounded-xl bg-white px-4 py-4 shadow-sm ring-1 ring-slate-900/5 sm:px-5"
            >
              <div className="flex items-start gap-2 text-sm font-medium text-slate-600">
                <Icon name={figure.icon} className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {figure.label}
              </div>
              <p className="mt-2 text-3xl font-bold text-slate-900 tabular-nums">
                {formatNumber(figure.value)}
              </p>
              {figure.note ? <p className="mt-1 text-xs text-slate-500">{figure.note}</p> : null}
            </li>
          ))}
        </ul>
      </section>
      <EnergyTile customerId={customerId} />
      <CustomerFacts customerId={customerId} />
      {activity ? (
        <Card title={T.activity} landmark>
          {activity.length === 0 ? (
            <p className="text-sm text-slate-500">{T.noActivity}</p>
          ) : (
            <ol className="divide-y divide-slate-100">
              {activity.map((entry) => (
                <li
                  key={`${entry.event}-${entry.id}`}
                  className="flex flex-wrap items-baseline justify-between gap-2 py-2.5 text-sm"
                >
                  <span className="min-w-0 break-words text-slate-800">
                    {entry.description}
                    {entry.userName ? <span className="text-slate-500"> {T.by(entry.userName)}</span> : null}
                  </span>
                  <time dateTime={entry.createdAt} className="text-xs text-slate-500 tabular-nums">
                    {formatDateTime(entry.createdAt)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </Card>
      ) : null}
    </div>
  );
}
