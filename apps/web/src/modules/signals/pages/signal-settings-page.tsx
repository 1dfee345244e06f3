import { useNavigate, useParams } from 'react-router';
import { SIGNAL_MODULE_LABELS, SIGNAL_MODULES, type SignalModule } from '@energiek/contracts/signals';
import { PageFrame, SettingsHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useSignalSettings } from '../api/signal-settings.ts';
import { SignalSettingsForm } from '../components/signal-settings-form.tsx';
import { SIGNAL_SETTINGS_TEXTS } from '../texts.ts';

const T = SIGNAL_SETTINGS_TEXTS;

/**
 * /v3/control/signals/:tab — the signal rules of a module with their defaults; below a customer
 * (/v3/customers/:customerId/signal-settings/:tab) that customer's overrides.
 */
export function SignalSettingsPage() {
  usePageTitle(T.title);
  const params = useParams();
  const navigate = useNavigate();
  const customerId = params.customerId ? Number(params.customerId) : undefined;
  const tab: SignalModule = SIGNAL_MODULES.includes(params.tab as SignalModule)
    ? (params.tab as SignalModule)
    : 'ems';
  const settings = useSignalSettings(customerId);
  const base = customerId ? `/v3/customers/${customerId}/signal-settings` : '/v3/control/signals';
  return (
    <PageFrame>
      <SettingsHeader texts={T} customerId={customerId} />
      <Tabs
        label={T.modules}
        tabs={SIGNAL_MODULES.map((m) => ({ id: m, label: SIGNAL_MODULE_LABELS[m] }))}
        activeId={tab}
        onChange={(m) => void navigate(`${base}/${m}`)}
      >
        {settings.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
        {settings.data ? (
          <SignalSettingsForm
            key={`${tab}:${JSON.stringify(settings.data)}`}
            settings={settings.data}
            module={tab}
            {...(customerId ? { customerId } : {})}
          />
        ) : settings.isError ? null : (
          <PageSpinner />
        )}
      </Tabs>
    </PageFrame>
  );
}
