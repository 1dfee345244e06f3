import type { CurrentUser } from '@energiek/contracts/auth';
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
    <section
      className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-xs"
      aria-labelledby="account-title"
    >
      <h2 id="account-title" className="font-semibold text-slate-900">
        {T.title}
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
