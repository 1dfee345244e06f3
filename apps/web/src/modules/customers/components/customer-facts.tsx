import type { CustomerDetails } from '@energiek/contracts/customers';
import { Card } from '../../../components/ui/card.tsx';
import { useCustomerDetails } from '../api/customers.ts';
import { CUSTOMERS_TEXTS } from '../texts.ts';

const T = CUSTOMERS_TEXTS.dashboard;

function visitAddress(details: CustomerDetails): string {
  const street = [details.visitStreet, details.visitHouseNumber].filter(Boolean).join(' ');
  const place = [details.visitPostcode, details.visitCity].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/**
 * The customer's address and account manager on the overview. A line without a value is left out
 * (customers have no contract end yet, so there is no such line).
 */
export function CustomerFacts({ customerId }: { customerId: number }) {
  const details = useCustomerDetails(customerId).data?.details;
  if (!details) return null;
  const rows = [
    [T.visitAddress, visitAddress(details)],
    [T.accountManager, details.accountManager?.name ?? ''],
  ].filter(([, value]) => value !== '');
  if (rows.length === 0) return null;
  return (
    <Card title={T.facts} landmark>
      <dl
        className="grid gap-x-8 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]"
        data-testid="customer-facts"
      >
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium break-words text-slate-900 max-sm:mb-2">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
