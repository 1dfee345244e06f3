import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  INVOICE_AUDIT_ACCESS,
  customerAuditResponseSchema,
  customerInvoiceParams,
  invoiceAuditActionSchema,
  invoiceAuditDetailResponseSchema,
  invoiceAuditListQuerySchema,
  invoiceAuditListResponseSchema,
  invoiceAuditParams,
  invoiceAuditResponseSchema,
  invoiceSettingsBodySchema,
  invoiceSettingsResponseSchema,
} from '@energiek/contracts/invoice-audit';
import { customerParams, id } from '@energiek/contracts/primitives';
import { registerFileRoute, registerServiceRoute } from '../../plugins/service-route.ts';
import {
  actOnInvoiceAudit,
  getCustomerAudit,
  getInvoiceAudit,
  getClaimLetter,
  getInvoiceAuditItem,
  getInvoiceSettings,
  listInvoiceAudits,
  registerInvoiceAuditHooks,
  saveInvoiceSettings,
} from './invoice-audit.service.ts';

// The invoice audit (issue 29). Permissions (docs/permissions.md): the audit of one invoice with the
// invoice (organisation-invoices:read); the customer tabs with organisation-report-invoice-check:read and
// mod:invoicecontrol; the inbox and its work with wl:invoicecontrol + invoice-check:read; the settings
// with invoice-settings:read (changes also is:admin).

const tags = ['invoice-audit'];
const inbox = { permission: INVOICE_AUDIT_ACCESS } as const;
const report = {
  permission: { allOf: ['organisation-report-invoice-check:read', 'mod:invoicecontrol'] },
  customerScoped: true,
} as const;
const settingsRead = { permission: 'invoice-settings:read' } as const;
const settingsWrite = { permission: { allOf: ['invoice-settings:read', 'is:admin'] } } as const;

export function registerInvoiceAuditRoutes(app: FastifyInstance): void {
  registerInvoiceAuditHooks(app.ctx);

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/customers/:customerId/invoices/:invoiceId/audit',
    config: { permission: 'organisation-invoices:read', customerScoped: true },
    tags,
    summary: 'The audit of one invoice: its shadow bill, findings and missing inputs.',
    operationId: 'getInvoiceAudit',
    description:
      'Per line kind and connection the expected amount (shadow bill), the invoiced amount and the deviation; findings per rule with the € paid too much (positive) or too little; missing inputs as Dutch reasons. Computed now when it never ran.',
    params: customerInvoiceParams,
    response: invoiceAuditResponseSchema,
    service: getInvoiceAudit,
  });

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/customers/:customerId/invoice-audit',
    config: report,
    tags,
    summary: "A customer's connections with their invoice months and audits.",
    operationId: 'getCustomerInvoiceAudit',
    params: customerParams,
    query: z.object({ connectionId: id().optional() }),
    response: customerAuditResponseSchema,
    handler: (ctx, actor, { params, query }) =>
      getCustomerAudit(ctx, actor, {
        customerId: params.customerId,
        ...(query.connectionId ? { connectionId: query.connectionId } : {}),
      }),
  });

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/invoice-audits',
    config: inbox,
    tags,
    summary: 'The audit inbox: invoices with deviations above tolerance.',
    operationId: 'listInvoiceAudits',
    description:
      'Across the customers the user acts for. status: open (default), in-progress, closed, all. Sort: amountAtStake (default -amountAtStake), invoiceDate, computedAt, customerName.',
    query: invoiceAuditListQuerySchema,
    response: invoiceAuditListResponseSchema,
    handler: (ctx, actor, { query }) => listInvoiceAudits(ctx, actor, query),
  });

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/invoice-audits/:invoiceAuditId',
    config: inbox,
    tags,
    summary: 'One audit item with its result and history.',
    operationId: 'getInvoiceAuditItem',
    params: invoiceAuditParams,
    response: invoiceAuditDetailResponseSchema,
    service: getInvoiceAuditItem,
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: '/api/v3/invoice-audits/:invoiceAuditId',
    config: inbox,
    tags,
    summary: 'Assign, comment on, decide or recompute an audit item.',
    operationId: 'updateInvoiceAuditItem',
    params: invoiceAuditParams,
    body: invoiceAuditActionSchema,
    response: invoiceAuditDetailResponseSchema,
    service: actOnInvoiceAudit,
  });

  registerFileRoute(app, {
    url: '/api/v3/invoice-audits/:invoiceAuditId/claim-letter',
    config: inbox,
    tags,
    summary: 'The claim letter (PDF) of an audit item.',
    operationId: 'getInvoiceAuditClaimLetter',
    description:
      'The Dutch letter made with the claim (kept in the customer library, folder Facturen). 404 without a claim.',
    params: invoiceAuditParams,
    service: getClaimLetter,
  });

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/invoice-settings',
    config: settingsRead,
    tags,
    summary: 'The default tolerances and rule switches of the invoice audit.',
    operationId: 'getInvoiceSettings',
    response: invoiceSettingsResponseSchema,
    service: getInvoiceSettings,
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: '/api/v3/invoice-settings',
    config: settingsWrite,
    tags,
    summary: 'Change the default tolerances and rule switches.',
    operationId: 'updateInvoiceSettings',
    body: invoiceSettingsBodySchema,
    response: invoiceSettingsResponseSchema,
    service: saveInvoiceSettings,
  });

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/customers/:customerId/invoice-settings',
    config: { ...settingsRead, customerScoped: true },
    tags,
    summary: "A customer's tolerances and rule switches (its overrides on the defaults).",
    operationId: 'getCustomerInvoiceSettings',
    params: customerParams,
    response: invoiceSettingsResponseSchema,
    service: getInvoiceSettings,
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: '/api/v3/customers/:customerId/invoice-settings',
    config: { ...settingsWrite, customerScoped: true },
    tags,
    summary: "Change a customer's tolerances and rule switches.",
    operationId: 'updateCustomerInvoiceSettings',
    params: customerParams,
    body: invoiceSettingsBodySchema,
    response: invoiceSettingsResponseSchema,
    service: saveInvoiceSettings,
  });
}
