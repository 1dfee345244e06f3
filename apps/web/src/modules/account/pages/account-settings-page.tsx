import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { PageHeader } from '../components/page-header.tsx';
import { SettingsForm } from '../components/settings-form.tsx';
import { ACCOUNT_TEXTS } from '../texts.ts';

/** /v3/account/settings: Mijn instellingen (auth/update-settings). */
export function AccountSettingsPage() {
  usePageTitle(ACCOUNT_TEXTS.settings.pageTitle);
  const user = useCurrentUser();
  if (!user.data) return <PageSpinner />;

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-10 pb-28 sm:px-6 lg:px-8">
      <PageHeader title={ACCOUNT_TEXTS.settings.title} intro={ACCOUNT_TEXTS.settings.intro} />
      <SettingsForm settings={user.data.settings} />
    </div>
  );
}
