import type { Area } from '../lib/area.ts';
import { accountArea } from '../modules/account/routes.tsx';
import { actionsArea } from '../modules/actions/routes.tsx';
import { authArea } from '../modules/auth/routes.tsx';
import { collectiveArea } from '../modules/collective/routes.tsx';
import { connectionsArea } from '../modules/connections/routes.tsx';
import { contactsArea } from '../modules/contacts/routes.tsx';
import { customersArea } from '../modules/customers/routes.tsx';
import { degreeDaysArea } from '../modules/degree-days/routes.tsx';
import { emsArea } from '../modules/ems/routes.tsx';
import { entitiesArea } from '../modules/entities/routes.tsx';
import { errorsArea } from '../modules/errors/routes.tsx';
import { homeArea } from '../modules/home/routes.tsx';
import { hoursArea } from '../modules/hours/routes.tsx';
import { libraryArea } from '../modules/library/routes.tsx';
import { masterDataArea } from '../modules/master-data/routes.tsx';
import { parametersArea } from '../modules/parameters/routes.tsx';
import { rolesArea } from '../modules/roles/routes.tsx';
import { servicesArea } from '../modules/services/routes.tsx';
import { usersArea } from '../modules/users/routes.tsx';

/**
 * Every web area, one line each (docs/adding-an-area.md). The order is the menu's: within a tab, items
 * appear in the order of their areas, then of their routes.
 */
export const AREAS: readonly Area[] = [
  authArea,
  collectiveArea,
  homeArea,
  accountArea,
  customersArea,
  actionsArea,
  connectionsArea,
  entitiesArea,
  contactsArea,
  libraryArea,
  emsArea,
  hoursArea,
  servicesArea,
  usersArea,
  rolesArea,
  masterDataArea,
  degreeDaysArea,
  parametersArea,
  errorsArea,
];
