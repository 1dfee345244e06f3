import { useState } from 'react';
import { useParams } from 'react-router';
import { can } from '@energiek/contracts/access';
import type { CustomerRef } from '@energiek/contracts/auth';
import { formatDate, formatNumber } from '@energiek/contracts/format';
import { HOUR_LIST_MESSAGES, MAX_HOUR_EXPORT_ROWS, type HourListItem } from '@energiek/contracts/hours';
import { useAdminUsers } from '../../../lib/admin-users.ts';
import { ExportLink } from '../../../components/export-link.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  actionsColumn,
  DataTable,
  type DataTableColumn,
  type SortState,
} from '../../../components/ui/data-table.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useCurrentUser, useProfile, useSelectedCustomer } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import {
  hoursExportUrl,
  useCustomerName,
  useHours,
  useRefreshAfterTimerRegistration,
  type HourFilters,
  type HourSort,
} from '../api/hours.ts';
import { HourFormDialog } from '../components/hour-form-dialog.tsx';
import { HourRowActions } from '../components/hour-row-actions.tsx';
import { HoursFilters } from '../components/hours-filters.tsx';
import { HoursTotals } from '../components/hours-totals.tsx';
import { filtersActive, fromHourFilters, hourListState, toHourFilters } from '../list-state.ts';
import { HOURS_TEXTS } from '../texts.ts';

const SORT_KEYS: Record<string, string> = {
  date: 'date',
  user: 'user',
  customer: 'customer',
  duration: 'seconds',
};

function toSortState(sort: HourSort): SortState {
  const key = sort.replace(/^-/, '');
  const column = Object.entries(SORT_KEYS).find(([, value]) => value === key)?.[0] ?? 'date';
  return { key: column, direction: sort.startsWith('-') ? 'desc' : 'asc' };
}

type Dialog = { mode: 'create' } | { mode: 'edit'; hour: HourListItem } | null;

/**
 * /v3/hours and /v3/customers/:customerId/hours (organisation-hours:read): time entries with filters,
 * totals per day / week / month, manual entries, edit and delete, and the Excel and CSV exports.
 */
export function HoursPage() {
  const params = useParams();
  const customerId = params.customerId ? Number(params.customerId) : undefined;
  const profile = useProfile().data?.profile;
  const me = useCurrentUser().data;
  const isAdmin = profile?.type === 'admin';
  const managesEveryone = profile?.scope.full === true;
  const canWrite = can(profile, 'organisation-hours:write');
  const customerName = useCustomerName(customerId);
  // Customer staff work for their own customer only: no customer filter, new entries go there.
  const ownCustomer = useSelectedCustomer();
  usePageTitle(HOURS_TEXTS.pageTitle);

  // Period, filters, sort and page live in the URL: a reload keeps them.
  const { state, set, reset } = useListState(hourListState);
  const query: HourFilters = toHourFilters(state);
  const { sort, page } = state;
  const customer = state.customerId ? { id: state.customerId, name: state.customerName } : null;
  const [dialog, setDialog] = useState<Dialog>(null);
  const hours = useHours(customerId, query, sort, page);
  const admins = useAdminUsers(isAdmin);
  useRefreshAfterTimerRegistration();

  const change = (next: Partial<HourFilters>) => set(fromHourFilters(next));
  const mayChange = (hour: HourListItem) => canWrite && (managesEveryone || hour.user.id === me?.id);

  // A phone shows description, duration and actions; date, who (and customer) fold under the
  // description as a small line (issue 32: the table was 568 px wide at 390 px).
  const phoneLine = (hour: HourListItem) =>
    [formatDate(hour.date), hour.user.name, customerId ? null : hour.customer.name, hour.sourceName]
      .filter(Boolean)
      .join(' · ');
  const columns: DataTableColumn<HourListItem>[] = [
    {
      key: 'date',
      header: HOURS_TEXTS.columns.date,
      sortable: true,
      phone: false,
      cell: (hour) => <span className="whitespace-nowrap tabular-nums">{formatDate(hour.date)}</span>,
    },
    {
      key: 'user',
      header: HOURS_TEXTS.columns.user,
      sortable: true,
      phone: false,
      cell: (hour) => hour.user.name,
    },
    ...(customerId
      ? []
      : [
          {
            key: 'customer',
            header: HOURS_TEXTS.columns.customer,
            sortable: true,
            phone: false,
            cell: (hour: HourListItem) => hour.customer.name,
          },
        ]),
    {
      key: 'description',
      header: HOURS_TEXTS.columns.description,
      cell: (hour) => (
        <>
          <span className="whitespace-pre-line">{hour.description}</span>
          <span className="block text-xs text-slate-500 tabular-nums sm:hidden">{phoneLine(hour)}</span>
        </>
      ),
    },
    {
      key: 'source',
      header: HOURS_TEXTS.columns.source,
      phone: false,
      cell: (hour) => (
        <span className="inline-flex items-center gap-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
          {hour.source === 'timer' ? <Icon name="clock" className="size-3.5" /> : null}
          {hour.sourceName}
        </span>
      ),
    },
    {
      key: 'duration',
      header: HOURS_TEXTS.columns.duration,
      sortable: true,
      align: 'right',
      cell: (hour) => hour.duration,
    },
    ...(canWrite
      ? [
          actionsColumn(HOURS_TEXTS.columns.actions, (hour: HourListItem) =>
            mayChange(hour) ? (
              <HourRowActions hour={hour} onEdit={(chosen) => setDialog({ mode: 'edit', hour: chosen })} />
            ) : null,
          ),
        ]
      : []),
  ];

  const tooMany = (hours.data?.meta.total ?? 0) > MAX_HOUR_EXPORT_ROWS;
  const exportLink = (format: 'xlsx' | 'csv') => hoursExportUrl(format, customerId, query, sort);
  const bookable = managesEveryone && isAdmin ? (admins.data ?? null) : null;
  const fixedCustomer = customerId
    ? { id: customerId, name: customerName.data ?? hours.data?.data[0]?.customer.name ?? '' }
    : isAdmin
      ? null
      : ownCustomer;

  return (
    <PageFrame wide>
      <PageHeader
        title={HOURS_TEXTS.title}
        intro={
          customerId && fixedCustomer?.name
            ? HOURS_TEXTS.customerIntro(fixedCustomer.name)
            : HOURS_TEXTS.intro
        }
        action={
          <div className="flex flex-wrap items-center gap-2">
            {tooMany ? (
              <p className="text-sm text-slate-600">
                {HOUR_LIST_MESSAGES.tooManyRows(formatNumber(MAX_HOUR_EXPORT_ROWS))}
              </p>
            ) : (
              (['xlsx', 'csv'] as const).map((format) => (
                <ExportLink key={format} href={exportLink(format)} fallbackName="uren">
                  {format === 'xlsx' ? HOURS_TEXTS.exportXlsx : HOURS_TEXTS.exportCsv}
                </ExportLink>
              ))
            )}
            {canWrite ? (
              <Button icon="plus" onClick={() => setDialog({ mode: 'create' })}>
                {HOURS_TEXTS.add}
              </Button>
            ) : null}
          </div>
        }
      />
      <HoursFilters
        filters={query}
        onChange={change}
        users={isAdmin ? (admins.data ?? []) : null}
        onReset={reset}
        active={filtersActive(state)}
        {...(customerId || !isAdmin
          ? {}
          : {
              customer,
              onCustomerChange: (next: CustomerRef | null) =>
                set({ customerId: next?.id ?? 0, customerName: next?.name ?? '' }),
            })}
      />
      {hours.isError ? <Alert tone="error" title={HOURS_TEXTS.loadFailed} /> : null}
      <HoursTotals totals={hours.data?.meta.totals} entries={hours.data?.meta.total ?? 0} />
      <DataTable
        label={HOURS_TEXTS.table}
        columns={columns}
        rows={hours.data?.data ?? []}
        rowKey={(hour) => hour.id}
        loading={hours.isPending}
        emptyText={HOURS_TEXTS.empty}
        server={{
          page: hours.data?.meta.current_page ?? page,
          lastPage: hours.data?.meta.last_page ?? 1,
          onPageChange: (next) => set({ page: next }),
          sort: toSortState(sort),
          onSortChange: (next) => {
            const key = SORT_KEYS[next.key] ?? 'date';
            set({ sort: `${next.direction === 'desc' ? '-' : ''}${key}` as HourSort });
          },
        }}
      />
      {dialog && me ? (
        <HourFormDialog
          {...(dialog.mode === 'edit' ? { hour: dialog.hour } : {})}
          customer={fixedCustomer}
          users={bookable}
          currentUserId={me.id}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </PageFrame>
  );
}
