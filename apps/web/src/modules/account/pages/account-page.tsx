import { Alert } from '../../../components/ui/alert.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { AccountDetails } from '../components/account-details.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { TwoStepCard } from '../components/two-step-card.tsx';
import { ACCOUNT_TEXTS } from '../texts.ts';

/** /v3/account: Mijn gegevens. */
export function AccountPage() {
  usePageTitle(ACCOUNT_TEXTS.details.pageTitle);
  const user = useCurrentUser();
  if (!user.data) return <PageSpinner />;
  const { data } = user;

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title={ACCOUNT_TEXTS.details.title} intro={ACCOUNT_TEXTS.details.intro} />
      <AccountDetails user={data} />
      {/* The server refuses both during view-along (403); say so instead of offering them. */}
      {data.isSuper ? (
        <Alert tone="info" title={ACCOUNT_TEXTS.viewAlong} />
      ) : (
        <>
          <ChangePasswordForm emailAddress={data.emailAddress} />
          <TwoStepCard enabled={data.twoStepEnabled} />
        </>
      )}
    </div>
  );
}
