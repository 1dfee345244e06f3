import { useState } from 'react';
import type { RoleItem } from '@energiek/contracts/roles';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useRoles } from '../api/roles.ts';
import { PageHeader } from '../components/page-header.tsx';
import { ROLES_TEXTS } from '../texts.ts';

function columns(canWrite: boolean): DataTableColumn<RoleItem>[] {
  const list: DataTableColumn<RoleItem>[] = [
    {
      key: 'name',
      header: ROLES_TEXTS.columns.name,
      cell: (role) => <span className="font-medium text-slate-900">{role.name}</span>,
    },
    { key: 'description', header: ROLES_TEXTS.columns.description, cell: (role) => role.description ?? '—' },
    { key: 'userCount', header: ROLES_TEXTS.columns.userCount, align: 'right' },
  ];
  if (canWrite) {
    list.push({
      key: 'actions',
      header: ROLES_TEXTS.columns.actions,
      align: 'right',
      cell: (role) => (
        <ButtonLink
          variant="border"
          icon="edit"
          to={`/v3/roles/${role.id}/edit`}
          aria-label={`${ROLES_TEXTS.edit}: ${role.name}`}
        >
          {ROLES_TEXTS.edit}
        </ButtonLink>
      ),
    });
  }
  return list;
}

/** /v3/roles (is:admin + roles:read; creating and editing need roles:write too). */
export function RolesPage() {
  usePageTitle(ROLES_TEXTS.list.pageTitle);
  const canWrite = usePermission({ can: 'roles:write' });
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const q = useDebouncedValue(search.trim(), 500);
  // The page belongs to the search it was chosen for: a new search starts on the first page.
  const page = paging.q === q ? paging.page : 1;
  const roles = useRoles({ q, page });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={ROLES_TEXTS.list.title}
        intro={ROLES_TEXTS.list.intro}
        action={
          canWrite ? (
            <ButtonLink icon="plus" to="/v3/roles/create">
              {ROLES_TEXTS.list.create}
            </ButtonLink>
          ) : null
        }
      />
      <TextField
        className="mb-4 max-w-md"
        label={ROLES_TEXTS.list.search}
        type="search"
        placeholder={ROLES_TEXTS.list.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {roles.isError ? <Alert tone="error" title={ROLES_TEXTS.list.loadFailed} /> : null}
      <DataTable
        label={ROLES_TEXTS.list.table}
        columns={columns(canWrite)}
        rows={roles.data?.data ?? []}
        rowKey={(role) => role.id}
        loading={roles.isFetching}
        emptyText={ROLES_TEXTS.list.empty}
        server={{
          page: roles.data?.meta.current_page ?? page,
          lastPage: roles.data?.meta.last_page ?? 1,
          onPageChange: (next) => setPaging({ q, page: next }),
        }}
      />
    </div>
  );
}
