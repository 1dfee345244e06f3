import type { RoleItem } from '@energiek/contracts/roles';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { actionsColumn, DataTable } from '../../../components/ui/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { FilterBar, ListSearch } from '../../../components/filter-bar.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useListState } from '../../../lib/use-list-state.ts';
import { roleListState, useRoles } from '../api/roles.ts';
import { ROLES_TEXTS } from '../texts.ts';
import { serverPages } from '../../../lib/list-sort.ts';

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
    list.push(
      actionsColumn(ROLES_TEXTS.columns.actions, (role) => (
        <ButtonLink
          variant="border"
          icon="edit"
          to={`/v3/roles/${role.id}/edit`}
          aria-label={`${ROLES_TEXTS.edit}: ${role.name}`}
        >
          {ROLES_TEXTS.edit}
        </ButtonLink>
      )),
    );
  }
  return list;
}

/** /v3/roles (is:admin + roles:read; creating and editing need roles:write too). */
export function RolesPage() {
  usePageTitle(ROLES_TEXTS.list.pageTitle);
  const canWrite = usePermission({ allOf: ['is:admin', 'roles:write'] });
  // Search and page live in the URL; a new search starts on the first page.
  const { state: query, set } = useListState(roleListState);
  const roles = useRoles(query);

  return (
    <PageFrame wide>
      <PageHeader
        title={ROLES_TEXTS.list.title}
        intro={ROLES_TEXTS.list.intro}
        create={{ when: canWrite, to: '/v3/roles/create', label: ROLES_TEXTS.list.create }}
      />
      <FilterBar columns="md:grid-cols-[minmax(0,28rem)]">
        <ListSearch texts={ROLES_TEXTS.list} state={query} set={set} />
      </FilterBar>
      {roles.isError ? <Alert tone="error" title={ROLES_TEXTS.list.loadFailed} /> : null}
      <DataTable
        label={ROLES_TEXTS.list.table}
        columns={columns(canWrite)}
        rows={roles.data?.data ?? []}
        rowKey={(role) => role.id}
        loading={roles.isFetching}
        emptyText={ROLES_TEXTS.list.empty}
        server={{ ...serverPages(roles.data?.meta, query, set) }}
      />
    </PageFrame>
  );
}
