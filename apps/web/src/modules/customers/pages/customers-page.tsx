import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CustomerListItem } from '@energiek/contracts/customers';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import type { DataTableColumn, SortState } from '../../../components/ui/data-table.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { Crown } from '../../customer-switcher/components/crown.tsx';
import { useSelectCustomer } from '../../customer-switcher/api/select-customer.ts';
import { useCustomers } from '../api/customers.ts';
import type { CustomerFilters } from '../api/customers.ts';
import { CustomersFilters } from '../components/customers-filters.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { CUSTOMERS_TEXTS } from '../texts.ts';

const T = CUSTOMERS_TEXTS;
const INITIAL_FILTERS: CustomerFilters = { q: '', status: '', subType: '', sort: 'name', page: 1 };

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

function toSortState(sort: CustomerFilters['sort']): SortState {
  return { key: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? 'desc' : 'asc' };
}

/** /v3/customers: the customers the user may act for, searched, filtered, sorted and paged by the server. */
export function CustomersPage() {
  usePageTitle(T.list.pageTitle);
  const canCreate = usePermission({ can: 'customers:write' });
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<CustomerFilters>(INITIAL_FILTERS);
  const q = useDebouncedValue(search.trim(), 500);
  // The page belongs to the search it was chosen for: a new search starts on the first page.
  const query: CustomerFilters = { ...filters, q, page: filters.q === q ? filters.page : 1 };
  const customers = useCustomers(query);
  const select = useSelectCustomer();
  const navigate = useNavigate();
  const toast = useToast();

  const change = (next: Partial<CustomerFilters>) =>
    setFilters((current) => ({ ...current, ...next, q, page: 1 }));
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
        action={
          canCreate ? (
            <ButtonLink icon="plus" to="/v3/customers/create">
              {T.list.create}
            </ButtonLink>
          ) : null
        }
      />
      <CustomersFilters search={search} onSearchChange={setSearch} filters={filters} onChange={change} />
      {customers.isError ? <Alert tone="error" title={T.list.loadFailed} className="mb-4" /> : null}
      <DataTable
        label={T.list.table}
        columns={columns(open)}
        rows={customers.data?.data ?? []}
        rowKey={(customer) => customer.id}
        loading={customers.isFetching || select.isPending}
        emptyText={T.list.empty}
        onRowClick={open}
        server={{
          page: customers.data?.meta.current_page ?? query.page,
          lastPage: customers.data?.meta.last_page ?? 1,
          onPageChange: (page) => setFilters((current) => ({ ...current, q, page })),
          sort: toSortState(query.sort),
          onSortChange: (sort) =>
            change({ sort: `${sort.direction === 'desc' ? '-' : ''}${sort.key}` as CustomerFilters['sort'] }),
        }}
      />
    </div>
  );
}
