import type { CurrentUser, Profile } from '@energiek/contracts/auth';
import { useMenuItems } from '../../../lib/area.ts';
import { openableModules } from '../../../lib/openable-modules.ts';
import { Card } from '../../../components/ui/card.tsx';
import { HOME_TEXTS } from '../texts.ts';

const T = HOME_TEXTS.account;

function roleName(user: CurrentUser, profile: Profile | undefined): string {
  if (user.type !== 'admin') return T.roles.customer;
  // An admin is called by their role's name (Adviseur …); a full admin without a role is a 'Beheerder'.
  if (user.roleName) return user.roleName;
  return profile?.scope.full === true ? T.roles.admin : T.roles.restrictedAdmin;
}

const moduleNames = (modules: readonly string[]) =>
  modules.map((module) => T.moduleNames[module] ?? module).join(', ');

/** The signed-in user's own account facts (GET auth/user, and the profile for the role). */
export function AccountSummary({ user, profile }: { user: CurrentUser; profile: Profile | undefined }) {
  // Only the modules a menu item of this profile opens: never one the user would be refused.
  const items = useMenuItems();
  const modules = profile ? openableModules(profile, items, user.modules) : [];
  const rows: [string, string][] = [
    [T.emailAddress, user.emailAddress],
    [T.role, roleName(user, profile)],
    [T.twoStep, user.twoStepEnabled ? T.twoStepOn : T.twoStepOff],
    [T.modules, modules.length > 0 ? moduleNames(modules) : T.noModules],
  ];
  return (
    <Card
      title={user.type === 'customer' ? T.titleStaff : T.title}
      landmark
      className="mt-8"
      bodyClassName="px-6 py-5"
    >
      <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900 max-sm:mb-2">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
