import { useParams } from 'react-router';
import { PageFrame, SettingsHeader } from '../../../components/page-header.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useInvoiceSettings } from '../api/invoice-audit.ts';
import { SettingsForm } from '../components/settings-form.tsx';
import { INVOICE_AUDIT_TEXTS } from '../texts.ts';

const T = INVOICE_AUDIT_TEXTS.settings;

/** /v3/control/invoice-settings: the default tolerances and rule switches of the invoice audit. */
export function InvoiceSettingsPage() {
  usePageTitle(T.title);
  const params = useParams();
  const customerId = params.customerId ? Number(params.customerId) : undefined;
  const settings = useInvoiceSettings(customerId);
  return (
    <PageFrame>
      <SettingsHeader texts={T} customerId={customerId} />
      {settings.data ? (
        <SettingsForm
          key={JSON.stringify(settings.data)}
          settings={settings.data}
          {...(customerId ? { customerId } : {})}
        />
      ) : (
        <PageSpinner />
      )}
    </PageFrame>
  );
}
