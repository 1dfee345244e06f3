import type { UserItem } from '@energiek/contracts/users';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { actionsColumn, DataTable } from '../../../components/ui/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { userListState, useUsers } from '../api/users.ts';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { UserActions } from '../components/user-actions.tsx';
import { UsersFilters } from '../components/users-filters.tsx';
import { USERS_TEXTS } from '../texts.ts';
import { serverPages } from '../../../lib/list-sort.ts';

function columns(currentUserId: number): DataTableColumn<UserItem>[] {
  return [
    {
      key: 'name',
      header: USERS_TEXTS.columns.name,
      cell: (user) => (
        <>
          <span className="block font-medium whitespace-nowrap text-slate-900">{user.name}</span>
          <span className="block text-xs text-slate-500">
            {USERS_TEXTS.types[user.type]}
            {user.isActive ? null : (
              <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700">
                {USERS_TEXTS.statuses.inactive}
              </span>
            )}
          </span>
        </>
      ),
    },
    {
      key: 'emailAddress',
      header: USERS_TEXTS.columns.email,
      cell: (user) => <span className="break-all">{user.emailAddress}</span>,
    },
    { key: 'role', header: USERS_TEXTS.columns.role, cell: (user) => user.role?.name ?? '—' },
    { key: 'customer', header: USERS_TEXTS.columns.customer, cell: (user) => user.customer?.name ?? '—' },
    actionsColumn(USERS_TEXTS.columns.actions, (user) => (
      <UserActions user={user} currentUserId={currentUserId} />
    )),
  ];
}

/** /v3/users (is:admin): the users of the back office, searched and paged by the server. */
export function UsersPage() {
  usePageTitle(USERS_TEXTS.list.pageTitle);
  const me = useCurrentUser();
  // Search, filters and page live in the URL; a new search or filter starts on the first page.
  const { state: query, set } = useListState(userListState);
  const users = useUsers(query);

  return (
    <PageFrame wide>
      <PageHeader
        title={USERS_TEXTS.list.title}
        intro={USERS_TEXTS.list.intro}
        action={
          <ButtonLink icon="plus" to="/v3/users/create">
            {USERS_TEXTS.list.create}
          </ButtonLink>
        }
      />
      <UsersFilters filters={query} onChange={set} />
      {users.isError ? <Alert tone="error" title={USERS_TEXTS.list.loadFailed} /> : null}
      {/*
        Rows stay mounted while a new search or page loads (shown dimmed): a row's open confirmation
        or context menu must not vanish because the list refetched underneath it.
      */}
      <div className={users.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <DataTable
          label={USERS_TEXTS.list.table}
          columns={columns(me.data?.id ?? 0)}
          rows={users.data?.data ?? []}
          rowKey={(user) => user.id}
          loading={users.isPending}
          emptyText={USERS_TEXTS.list.empty}
          server={{ ...serverPages(users.data?.meta, query, set) }}
        />
      </div>
    </PageFrame>
  );
}
