import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PermissionRule } from '../lib/permission-guard.tsx';
import { MENU_ITEMS } from './menu-items.ts';
import { routes } from './router.tsx';

/** Every screen of the table as 'path [permission]', permissions of PermissionGuard layout routes included. */
function flatten(list: readonly RouteObject[], base = '', rules: string[] = []): string[] {
  return list.flatMap((route) => {
    const guard = (route.element as ReactElement<PermissionRule> | undefined)?.props;
    const rule = guard
      ? 'can' in guard
        ? guard.can
        : 'canAny' in guard
          ? guard.canAny.join('|')
          : guard.allOf.join('&')
      : undefined;
    const path =
      route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
    const allRules = rule ? [...rules, rule] : rules;
    // A pathless layout route (the query client's) is no screen of its own.
    const screen = route.index === true || route.path !== undefined;
    const own =
      screen && (route.lazy || route.Component || route.loader)
        ? [`${path || '/'} ${allRules.join(',')}`.trim()]
        : [];
    return [...own, ...flatten(route.children ?? [], path.replace(/\/$/, ''), allRules)];
  });
}

describe('route table (built from the areas)', () => {
  it('has every screen of spec §2 with its permission', () => {
    expect(flatten(routes).sort()).toEqual(
      [
        '/',
        '/',
        '/*',
        '/collectief',
        '/login',
        '/logout',
        '/reset-password',
        '/ondertekenen/:token',
        '/v3',
        '/v3',
        '/v3/*',
        '/v3/account',
        '/v3/account/settings',
        '/v3/actions actions:read',
        '/v3/customers',
        '/v3/customers/:customerId',
        '/v3/customers/:customerId',
        '/v3/customers/:customerId/actions organisation:read',
        '/v3/customers/:customerId/actions/:actionId/edit organisation:read',
        '/v3/customers/:customerId/actions/create organisation:write',
        '/v3/customers/:customerId/connections organisation-connections:read',
        '/v3/customers/:customerId/connections/:connectionId/edit organisation-connections:write',
        '/v3/customers/:customerId/connections/create organisation-connections:write',
        '/v3/customers/:customerId/contacts organisation-contacts:read',
        '/v3/customers/:customerId/contacts/:contactId/edit organisation-contacts:write',
        '/v3/customers/:customerId/contacts/create organisation-contacts:write',
        '/v3/customers/:customerId/edit organisation:write',
        '/v3/customers/:customerId/ems/input organisation-report-ems:read&mod:ems',
        '/v3/customers/:customerId/ems/usage organisation-report-ems:read&mod:ems',
        '/v3/customers/:customerId/ems organisation-report-ems:read&mod:ems',
        '/v3/customers/:customerId/ems/comparisons organisation-report-ems:read&mod:ems',
        '/v3/customers/:customerId/energy-saving mod:energysaving&organisation-information:read',
        '/v3/customers/:customerId/entities organisation-entities:read',
        '/v3/customers/:customerId/entities/:entityId/edit organisation-entities:write',
        '/v3/customers/:customerId/entities/create organisation-entities:write',
        '/v3/customers/:customerId/hours organisation-hours:read',
        '/v3/customers/:customerId/library organisation-documents:read',
        '/v3/customers/:customerId/invoices organisation-invoices:read',
        '/v3/customers/:customerId/invoices/:invoiceId/edit organisation-invoices:write',
        '/v3/customers/:customerId/invoices/:invoiceId/show organisation-invoices:read',
        '/v3/customers/:customerId/invoices/create organisation-invoices:write',
        '/v3/customers/:customerId/invoice-audit organisation-report-invoice-check:read&mod:invoicecontrol',
        '/v3/customers/:customerId/invoice-audit/:connectionId organisation-report-invoice-check:read&mod:invoicecontrol',
        '/v3/customers/:customerId/mutations mod:mutations&organisation-mutations:read',
        '/v3/customers/:customerId/mutations/:mutationId/edit mod:mutations&organisation-mutations:read',
        '/v3/customers/:customerId/mutations/create mod:mutations&organisation-mutations:write',
        '/v3/customers/:customerId/notes/:actionId/edit organisation:read',
        '/v3/customers/:customerId/notes/create organisation:write',
        '/v3/customers/:customerId/services is:admin',
        '/v3/customers/:customerId/budgets mod:budgets&organisation:read',
        '/v3/customers/:customerId/budgets/:budgetId/edit mod:budgets&organisation:write',
        '/v3/customers/:customerId/budgets/create mod:budgets&organisation:write',
        '/v3/customers/:customerId/purchase mod:purchase&organisation-report-prices:read',
        '/v3/customers/:customerId/rates mod:purchase&organisation-report-prices:read',
        '/v3/customers/:customerId/tax-requests mod:taxrequest&financial-taxes-heffing:read',
        '/v3/customers/:customerId/tax-requests/:taxRequestId mod:taxrequest&financial-taxes-heffing:read',
        '/v3/customers/:customerId/tax-requests/:taxRequestId/edit mod:taxrequest&financial-taxes-heffing:read&is:admin',
        '/v3/customers/:customerId/tax-requests/create mod:taxrequest&financial-taxes-heffing:read&is:admin',
        '/v3/customers/:customerId/signals',
        '/v3/customers/:customerId/signals/:mod/:tab',
        '/v3/signals is:admin&signals-notifications:read',
        '/v3/collective/:tab is:admin&collective:read',
        '/v3/collective/clicks/:clickId/edit is:admin&collective:read',
        '/v3/collective/clicks/create is:admin&collective:write',
        '/v3/collective/collectives is:admin&collective:read',
        '/v3/collective/collectives/:collectiveId/edit is:admin&collective:read',
        '/v3/collective/collectives/create is:admin&collective:write',
        '/v3/customers/create customers:write',
        '/v3/degree-days organisation-report-ems:read|is:admin',
        '/v3/forbidden',
        '/v3/forecast forecast:read',
        '/v3/grid-operators is:admin',
        '/v3/grid-operators/:gridOperatorId is:admin',
        '/v3/hours organisation-hours:read',
        '/v3/knowledgebase organisation-knowledgebase:read',
        '/v3/knowledgebase/:id organisation-knowledgebase:read',
        '/v3/knowledgebase/:id/edit organisation-knowledgebase:write',
        '/v3/knowledgebase/create organisation-knowledgebase:write',
        '/v3/inbox wl:inbox&support-email-inbox:read',
        '/v3/invoice-audit/inbox invoice-check:read&wl:invoicecontrol',
        '/v3/invoice-audit/:invoiceAuditId/edit invoice-check:read&wl:invoicecontrol',
        '/v3/control/invoice-settings invoice-settings:read',
        '/v3/control/services is:admin',
        '/v3/control/signals is:admin&signals-notifications:read',
        '/v3/control/signals/:tab is:admin&signals-notifications:read',
        '/v3/customers/:customerId/signal-settings is:admin&signals-notifications:read',
        '/v3/customers/:customerId/signal-settings/:tab is:admin&signals-notifications:read',
        '/v3/measuring-companies is:admin',
        '/v3/parameters is:admin&back-office-parameters:read',
        '/v3/parameters/:parameterId/edit is:admin&back-office-parameters:read',
        '/v3/parameters/create is:admin&back-office-parameters:write',
        '/v3/roles is:admin&roles:read',
        '/v3/sales is:admin&sales:read',
        '/v3/sales/:dealId/edit is:admin&organisation:write',
        '/v3/sales/create is:admin&organisation:write',
        '/v3/exports is:admin&export:read',
        '/v3/roles/:roleId/edit is:admin&roles:read',
        '/v3/roles/create is:admin&roles:write',
        '/v3/suppliers is:admin',
        '/v3/supply-agreements is:admin&back-office-contracts:read',
        '/v3/supply-agreements/:agreementId/edit is:admin&back-office-contracts:read',
        '/v3/supply-agreements/create is:admin&back-office-contracts:write',
        '/v3/tax-requests mod:taxrequest&financial-taxes-heffing:read',
        '/v3/taxes financial-taxes-heffing:read',
        '/v3/invoices/year invoices:read',
        '/v3/invoices/month invoices:read',
        '/v3/templates is:admin&email-templates:read',
        '/v3/templates/:templateId/edit is:admin&email-templates:read',
        '/v3/templates/create is:admin&email-templates:write',
        '/v3/trafos is:admin',
        '/v3/users is:admin&roles:read',
        '/v3/users/:userId/edit is:admin&roles:read',
        '/v3/users/create is:admin&roles:write',
      ].sort(),
    );
  });

  it('gives every Beheer menu item a screen whose permission it repeats, or a narrower one of its own', () => {
    const screens = new Map(
      flatten(routes).map((line) => {
        const [path = '', rule = ''] = line.split(' ');
        return [path, rule];
      }),
    );
    for (const item of MENU_ITEMS.filter((entry) => entry.tab === 'beheer')) {
      expect(screens.has(item.path)).toBe(true);
    }
    for (const item of MENU_ITEMS.filter((entry) => entry.tab === 'klant')) {
      const path = item.path ? `/v3/customers/:customerId/${item.path}` : '/v3/customers/:customerId';
      expect(screens.has(path)).toBe(true);
    }
  });
});
