import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@energiek/db/client';
import { registerJobRoutes } from './core/jobs/jobs.routes.ts';
import { cleanupJobRunsJob } from './core/jobs/cleanup.job.ts';
import type { AnyJobDefinition, JobDefinition } from './core/jobs/job-definition.ts';
import { emsImportJob } from './modules/ems/import/ems-import.job.ts';
import { demoDataJob } from './modules/ems/demo/demo-data.job.ts';
import { lowTariffRebuildJob } from './modules/ems/low-tariff-rebuild.job.ts';
import { notificationDigestJob } from './modules/notifications/digest.job.ts';
import { recomputeModulesJob } from './modules/services/recompute-modules.job.ts';
import { exportJob } from './modules/exports/exports.job.ts';
import { exportsCleanupJob } from './modules/exports/exports.cleanup.job.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { registerActionRoutes } from './modules/actions/actions.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerConnectionRoutes } from './modules/connections/connections.routes.ts';
import { registerCounterRoutes } from './modules/counter/counter.routes.ts';
import { registerCustomerRoutes } from './modules/customers/customers.routes.ts';
import { registerDataAuthorisationRoutes } from './modules/data-authorisations/data-authorisations.routes.ts';
import { registerEmsRoutes } from './modules/ems/ems.routes.ts';
import { registerDegreeDayRoutes } from './modules/degree-days/degree-days.routes.ts';
import { registerEntityRoutes } from './modules/entities/entities.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerHourRoutes } from './modules/hours/hours.routes.ts';
import { registerLibraryRoutes } from './modules/library/library.routes.ts';
import { registerMailOutboxRoutes } from './modules/mail-outbox/mail-outbox.routes.ts';
import { registerMasterDataRoutes } from './modules/master-data/master-data.routes.ts';
import { registerRealtime } from './modules/realtime/realtime.routes.ts';
import { registerRoleRoutes } from './modules/roles/roles.routes.ts';
import { registerServiceRoutes } from './modules/services/services.routes.ts';
import { registerServiceDefinitionRoutes } from './modules/services/service-definitions.routes.ts';
import { registerSwitchRoutes } from './modules/switch/switch.routes.ts';
import { registerTaxRoutes } from './modules/taxes/taxes.routes.ts';
import { registerTaxRequestRoutes } from './modules/tax-requests/tax-requests.routes.ts';
import { registerPurchaseRoutes } from './modules/purchasing/purchase/purchase.routes.ts';
import { registerForecastRoutes } from './modules/purchasing/forecast/forecast.routes.ts';
import { registerBudgetRoutes } from './modules/purchasing/budgets/budgets.routes.ts';
import { registerEnergySavingRoutes } from './modules/energy-saving/energy-saving.routes.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { registerParameterRoutes } from './modules/parameters/parameters.routes.ts';
import { registerMutationRoutes } from './modules/purchasing/mutations/mutations.routes.ts';
import { registerSupplyAgreementRoutes } from './modules/purchasing/agreements/supply-agreements.routes.ts';
import { registerCollectiveRoutes } from './modules/purchasing/collective/collective.routes.ts';
import { registerTemplateRoutes } from './modules/templates/templates.routes.ts';
import { registerKnowledgebaseRoutes } from './modules/knowledgebase/knowledgebase.routes.ts';
import { registerInboxRoutes } from './modules/inbox/inbox.routes.ts';
import { registerSalesRoutes } from './modules/sales/sales.routes.ts';
import { registerExportRoutes } from './modules/exports/exports.routes.ts';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { invoiceImportJob } from './modules/invoices/invoice-import.job.ts';
import { registerInvoiceAuditRoutes } from './modules/invoice-audit/invoice-audit.routes.ts';
import {
  invoiceAuditJob,
  invoiceReauditJob,
  meterDataReauditJob,
} from './modules/invoice-audit/invoice-audit.job.ts';
import { registerSignalRoutes } from './modules/signals/signals.routes.ts';
import { signalsAfterImportJob, signalsRunJob } from './modules/signals/signals.job.ts';
import { registerHomeRoutes } from './modules/home/home.routes.ts';
import { registerMonthlyReportRoutes } from './modules/monthly-report/monthly-report.routes.ts';
import { monthlyReportJob } from './modules/monthly-report/monthly-report.job.ts';

// The one list of server modules buildApp registers, in this order: each with its routes and its
// background jobs (a job's cron schedule is part of its definition). A new area is a folder under
// modules/ and one line here (docs/adding-an-area.md); docs/operations.md "Jobs" lists what runs when.

export type ModuleDeps = {
  /** The database handle (health pings it); services use app.ctx.db. */
  database: DatabaseHandle;
};

export type ServerModule = {
  /** The folder under modules/; the same area name as in contracts and the web app. */
  name: string;
  register(app: FastifyInstance, deps: ModuleDeps): void | Promise<void>;
  /** The module's background jobs (`*.job.ts` beside it), with their schedules. */
  jobs?: readonly AnyJobDefinition[];
};

/** A job definition as the module list holds it (the runner checks each job's data with its schema). */
const job = <TData>(definition: JobDefinition<TData>) => definition as AnyJobDefinition;

export const MODULES: readonly ServerModule[] = [
  { name: 'health', register: (app, { database }) => registerHealthRoutes(app, database) },
  { name: 'auth', register: registerAuthRoutes },
  { name: 'mail-outbox', register: registerMailOutboxRoutes },
  { name: 'customers', register: registerCustomerRoutes },
  { name: 'switch', register: registerSwitchRoutes },
  { name: 'users', register: registerUserRoutes },
  { name: 'roles', register: registerRoleRoutes },
  { name: 'hours', register: registerHourRoutes },
  {
    name: 'notifications',
    register: registerNotificationRoutes,
    jobs: [job(notificationDigestJob)],
  },
  { name: 'realtime', register: registerRealtime },
  { name: 'master-data', register: registerMasterDataRoutes },
  { name: 'library', register: registerLibraryRoutes },
  { name: 'services', register: registerServiceRoutes, jobs: [job(recomputeModulesJob)] },
  { name: 'service-definitions', register: registerServiceDefinitionRoutes },
  { name: 'entities', register: registerEntityRoutes },
  { name: 'connections', register: registerConnectionRoutes },
  { name: 'data-authorisations', register: registerDataAuthorisationRoutes },
  {
    name: 'ems',
    register: registerEmsRoutes,
    jobs: [job(emsImportJob), job(demoDataJob), job(lowTariffRebuildJob)],
  },
  { name: 'actions', register: registerActionRoutes },
  { name: 'counter', register: registerCounterRoutes },
  { name: 'jobs', register: registerJobRoutes, jobs: [job(cleanupJobRunsJob)] },
  { name: 'degree-days', register: registerDegreeDayRoutes },
  { name: 'parameters', register: registerParameterRoutes },
  { name: 'taxes', register: registerTaxRoutes },
  { name: 'tax-requests', register: registerTaxRequestRoutes },
  { name: 'purchasing/mutations', register: registerMutationRoutes },
  { name: 'invoices', register: registerInvoiceRoutes, jobs: [job(invoiceImportJob)] },
  {
    name: 'invoice-audit',
    register: registerInvoiceAuditRoutes,
    jobs: [job(invoiceAuditJob), job(invoiceReauditJob), job(meterDataReauditJob)],
  },
  { name: 'purchasing/agreements', register: registerSupplyAgreementRoutes },
  { name: 'purchasing/purchase', register: registerPurchaseRoutes },
  { name: 'purchasing/forecast', register: registerForecastRoutes },
  { name: 'purchasing/budgets', register: registerBudgetRoutes },
  { name: 'purchasing/collective', register: registerCollectiveRoutes },
  { name: 'templates', register: registerTemplateRoutes },
  { name: 'knowledgebase', register: registerKnowledgebaseRoutes },
  { name: 'inbox', register: registerInboxRoutes },
  { name: 'sales', register: registerSalesRoutes },
  {
    name: 'exports',
    register: registerExportRoutes,
    jobs: [job(exportJob), job(exportsCleanupJob)],
  },
  { name: 'energy-saving', register: registerEnergySavingRoutes },
  { name: 'monthly-report', register: registerMonthlyReportRoutes, jobs: [job(monthlyReportJob)] },
  {
    name: 'signals',
    register: registerSignalRoutes,
    jobs: [job(signalsRunJob), job(signalsAfterImportJob)],
  },
  { name: 'home', register: registerHomeRoutes },
];

/** Every job of the app, once: the modules' jobs in module order. */
export const MODULE_JOBS: readonly AnyJobDefinition[] = MODULES.flatMap((module) => module.jobs ?? []);
