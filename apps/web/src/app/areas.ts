import type { Area } from '../lib/area.ts';
import { accountArea } from '../modules/account/routes.tsx';
import { actionsArea } from '../modules/actions/routes.tsx';
import { authArea } from '../modules/auth/routes.tsx';
import { collectiveArea } from '../modules/purchasing/collective/routes.tsx';
import { connectionsArea } from '../modules/connections/routes.tsx';
import { contactsArea } from '../modules/contacts/routes.tsx';
import { customersArea } from '../modules/customers/routes.tsx';
import { emsArea } from '../modules/ems/routes.tsx';
import { degreeDaysArea } from '../modules/degree-days/routes.tsx';
import { entitiesArea } from '../modules/entities/routes.tsx';
import { errorsArea } from '../modules/errors/routes.tsx';
import { homeArea } from '../modules/home/routes.tsx';
import { hoursArea } from '../modules/hours/routes.tsx';
import { inboxArea } from '../modules/inbox/routes.tsx';
import { invoiceOverviewsArea, invoicesArea } from '../modules/invoices/routes.tsx';
import { invoiceAuditArea } from '../modules/invoice-audit/routes.tsx';
import './invoice-panels.ts';
import { libraryArea } from '../modules/library/routes.tsx';
import { masterDataArea } from '../modules/master-data/routes.tsx';
import { mutationsArea } from '../modules/purchasing/mutations/routes.tsx';
import { parametersArea } from '../modules/parameters/routes.tsx';
import { rolesArea } from '../modules/roles/routes.tsx';
import { salesArea } from '../modules/sales/routes.tsx';
import { exportsArea } from '../modules/exports/routes.tsx';
import { servicesArea } from '../modules/services/routes.tsx';
import { supplyAgreementsArea } from '../modules/purchasing/agreements/routes.tsx';
import { taxRequestsArea } from '../modules/tax-requests/routes.tsx';
import { templatesArea } from '../modules/templates/routes.tsx';
import { knowledgebaseArea } from '../modules/knowledgebase/routes.tsx';
import { taxesArea } from '../modules/taxes/routes.tsx';
import { purchaseArea } from '../modules/purchasing/purchase/routes.tsx';
import { forecastArea } from '../modules/purchasing/forecast/routes.tsx';
import { budgetsArea } from '../modules/purchasing/budgets/routes.tsx';
import { energySavingArea } from '../modules/energy-saving/routes.tsx';
import { usersArea } from '../modules/users/routes.tsx';
import { signalsArea } from '../modules/signals/routes.tsx';

/**
 * Every web area, one line each (docs/adding-an-area.md). The order is the menu's: within a tab, items
 * appear in the order of their areas, then of their routes.
 */
export const AREAS: readonly Area[] = [
  authArea,
  homeArea,
  accountArea,
  customersArea,
  actionsArea,
  inboxArea,
  connectionsArea,
  entitiesArea,
  contactsArea,
  libraryArea,
  invoicesArea,
  emsArea,
  hoursArea,
  taxesArea,
  invoiceOverviewsArea,
  invoiceAuditArea,
  signalsArea,
  taxRequestsArea,
  purchaseArea,
  budgetsArea,
  mutationsArea,
  forecastArea,
  energySavingArea,
  servicesArea,
  usersArea,
  rolesArea,
  masterDataArea,
  degreeDaysArea,
  supplyAgreementsArea,
  templatesArea,
  parametersArea,
  collectiveArea,
  knowledgebaseArea,
  salesArea,
  exportsArea,
  errorsArea,
];
