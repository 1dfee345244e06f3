import type { RoleDetail } from '@energiek/contracts/roles';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { ROLES_TEXTS } from '../texts.ts';

/** The users having the role, each linking to their edit screen. */
export function RoleUsers({ users }: { users: RoleDetail['users'] }) {
  return (
    <Card title={ROLES_TEXTS.users.title} landmark>
      {users.length === 0 ? (
        <p className="text-sm text-slate-600">{ROLES_TEXTS.users.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {users.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link to={`/v3/users/${user.id}/edit`} className="font-medium text-brand-700 hover:underline">
                {user.name}
              </Link>
              <span className="text-slate-500">
                {user.emailAddress}
                {user.isActive ? '' : ` (${ROLES_TEXTS.users.inactive})`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
