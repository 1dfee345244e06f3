import type { CurrentUser } from '@energiek/contracts/auth';
import { Card } from '../../../components/ui/card.tsx';
import { HOME_TEXTS } from '../texts.ts';

const T = HOME_TEXTS.account;

/** The signed-in user's own account facts (GET auth/user). */
export function AccountSummary({ user }: { user: CurrentUser }) {
  const rows: [string, string][] = [
    [T.emailAddress, user.emailAddress],
    [T.role, T.roles[user.type]],
    [T.twoStep, user.twoStepEnabled ? T.twoStepOn : T.twoStepOff],
    [T.modules, user.modules.length > 0 ? user.modules.join(', ') : T.noModules],
  ];
  return (
    <Card title={T.title} landmark className="mt-8" bodyClassName="px-6 py-5">
      <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
