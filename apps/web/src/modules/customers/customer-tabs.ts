import type { CustomerDashboard } from '@energiek/contracts/customers';
import type { PermissionRule } from '../../lib/permission-guard.tsx';

// The tabs of the customer workspace (/v3/customers/{customerId}/…), in order. A tab the user may not
// open is not shown. The pages behind connections, entities, library and services belong to their areas.

export type CustomerTab = {
  id: string;
  label: string;
  /** Relative to /v3/customers/{customerId}; '' is the index (Overzicht). */
  path: string;
  permission: PermissionRule;
  /** The dashboard count shown as the tab's badge. */
  count?: keyof Pick<
    CustomerDashboard['counts'],
    'connections' | 'entities' | 'contacts' | 'documents' | 'openActions'
  >;
};

export const CUSTOMER_TABS: readonly CustomerTab[] = [
  { id: 'overview', label: 'Overzicht', path: '', permission: { can: 'organisation:read' } },
  {
    id: 'actions',
    label: 'Acties',
    path: 'actions',
    permission: { can: 'organisation:read' },
    count: 'openActions',
  },
  {
    id: 'connections',
    label: 'Aansluitingen',
    path: 'connections',
    permission: { can: 'organisation-connections:read' },
    count: 'connections',
  },
  {
    id: 'entities',
    label: 'Entiteiten',
    path: 'entities',
    permission: { can: 'organisation-entities:read' },
    count: 'entities',
  },
  {
    id: 'contacts',
    label: 'Contactpersonen',
    path: 'contacts',
    permission: { can: 'organisation-contacts:read' },
    count: 'contacts',
  },
  {
    id: 'library',
    label: 'Bibliotheek',
    path: 'library',
    permission: { can: 'organisation-documents:read' },
    count: 'documents',
  },
  { id: 'hours', label: 'Uren', path: 'hours', permission: { can: 'organisation-hours:read' } },
  { id: 'services', label: 'Diensten', path: 'services', permission: { can: 'is:admin' } },
];

/** The tab a path inside the workspace belongs to: the first segment after the customer id. */
export function activeTabId(pathname: string, customerId: number): string {
  const rest = pathname.split(`/v3/customers/${customerId}`)[1] ?? '';
  const segment = rest.replace(/^\/+/, '').split('/')[0] ?? '';
  return CUSTOMER_TABS.find((tab) => tab.path === segment && segment !== '')?.id ?? 'overview';
}
