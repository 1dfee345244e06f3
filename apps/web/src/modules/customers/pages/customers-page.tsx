import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { CustomerListItem } from '@energiek/contracts/customers';
import { Alert } from '../../../components/ui/alert.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { serverPages, serverSort } from '../../../lib/list-sort.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { Crown } from '../../../components/crown.tsx';
import { useSelectCustomer } from '../../../lib/select-customer.ts';
import { customerListState, useCustomers } from '../api/customers.ts';
import type { CustomerFilters } from '../api/customers.ts';
import { CustomersFilters } from '../components/customers-filters.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { CUSTOMERS_TEXTS } from '../texts.ts';

const T = CUSTOMERS_TEXTS;

// The name is a button too, so the row opens from the keyboard as well as by clicking anywhere on it.
const columns = (open: (customer: CustomerListItem) => void): DataTableColumn<CustomerListItem>[] => [
  {
    key: 'name',
    header: T.columns.name,
    sortable: true,
    cell: (customer) => (
      <span className="flex items-center gap-1.5">
        <button
          type="button"
          className="rounded text-left font-medium text-slate-900 hover:text-brand-700 hover:underline"
          onClick={(event) => {
            event.stopPropagation();
            open(customer);
          }}
        >
          {customer.name}
        </button>
        {customer.subType === 'ambassador' ? <Crown label={T.ambassador} /> : null}
      </span>
    ),
  },
  { key: 'number', header: T.columns.number, sortable: true },
  { key: 'city', header: T.columns.city, cell: (customer) => customer.city ?? '—' },
  { key: 'electricCount', header: T.columns.electricCount, sortable: true, align: 'right' },
  { key: 'gasCount', header: T.columns.gasCount, sortable: true, align: 'right' },
  { key: 'statusName', header: T.columns.statusName, sortable: true },
];

/** /v3/customers: the customers the user may act for, searched, filtered, sorted and paged by the server. */
export function CustomersPage() {
  usePageTitle(T.list.pageTitle);
  const canCreate = usePermission({ can: 'customers:write' });
  // Search, filters, sort and page live in the URL: a reload or a shared link shows the same list.
  const { state: query, set } = useListState(customerListState);
  const customers = useCustomers(query);
  const select = useSelectCustomer();
  const navigate = useNavigate();
  const toast = useToast();

  const change = useCallback((next: Partial<CustomerFilters>) => set(next), [set]);
  // Opening a customer makes it the session's customer first, so the workspace works for it.
  const open = (customer: CustomerListItem) =>
    select.mutate(customer.id, {
      onSuccess: () => navigate(`/v3/customers/${customer.id}`),
      onError: () => toast.error(T.list.openFailed),
    });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={T.list.title}
        intro={T.list.intro}
        create={{ when: canCreate, to: '/v3/customers/create', label: T.list.create }}
      />
      <CustomersFilters filters={query} onChange={change} />
      {customers.isError ? <Alert tone="error" title={T.list.loadFailed} className="mb-4" /> : null}
      <DataTable
        label={T.list.table}
        columns={columns(open)}
        rows={customers.data?.data ?? []}
        rowKey={(customer) => customer.id}
        loading={customers.isFetching || select.isPending}
        emptyText={T.list.empty}
        onRowClick={open}
        server={{ ...serverPages(customers.data?.meta, query, set), ...serverSort(query, change) }}
      />
    </div>
  );
}
