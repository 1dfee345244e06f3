import type { CurrentUser } from '@energiek/contracts/auth';
import { Card } from '../../../components/ui/card.tsx';
import { ACCOUNT_TEXTS } from '../texts.ts';

const T = ACCOUNT_TEXTS.details;

/** Name, e-mail address, kind of user and two-step status of the signed-in user. */
export function AccountDetails({ user }: { user: CurrentUser }) {
  const rows: [string, string][] = [
    [T.name, user.name],
    [T.emailAddress, user.emailAddress],
    [T.role, T.roles[user.type]],
    [T.twoStep, user.twoStepEnabled ? T.twoStepOn : T.twoStepOff],
  ];
  return (
    <Card title={T.cardTitle} landmark bodyClassName="px-6 py-5">
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
