import { emsImportJob } from '../../modules/ems/import/ems-import.job.ts';
import { demoDataJob } from '../../modules/ems/demo/demo-data.job.ts';
import { lowTariffRebuildJob } from '../../modules/ems/low-tariff-rebuild.job.ts';
import { notificationDigestJob } from '../../modules/notifications/digest.job.ts';
import { recomputeModulesJob } from '../../modules/services/recompute-modules.job.ts';
import { exportJob } from '../../modules/exports/exports.job.ts';
import { exportsCleanupJob } from '../../modules/exports/exports.cleanup.job.ts';
import { invoiceImportJob } from '../../modules/invoices/invoice-import.job.ts';
import type { AnyJobDefinition } from './job-definition.ts';
import { cleanupJobRunsJob } from './cleanup.job.ts';

// Every job of the app, once (docs/operations.md "Jobs" lists what runs when). A new job is a
// `*.job.ts` beside its module and one line here.

export const APP_JOBS: readonly AnyJobDefinition[] = [
  recomputeModulesJob as AnyJobDefinition,
  notificationDigestJob as AnyJobDefinition,
  cleanupJobRunsJob as AnyJobDefinition,
  emsImportJob as AnyJobDefinition,
  demoDataJob as AnyJobDefinition,
  lowTariffRebuildJob as AnyJobDefinition,
  exportJob as AnyJobDefinition,
  exportsCleanupJob as AnyJobDefinition,
  invoiceImportJob as AnyJobDefinition,
];
