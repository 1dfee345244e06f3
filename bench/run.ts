// npm run bench: every benchmark in this folder, one after another. Figures only; never pass/fail.
// `npm run bench workspace` (or auth-profile, realtime, two-instances; or BENCH_ONLY=…) runs one of them.
// two-instances is the one that can fail: it checks that the instances are stateless (exit code 1 if not).
import { benchAuthProfile } from './auth-profile.ts';
import { benchEmsRollups, benchEmsUsage } from './ems.ts';
import { benchEmsImport } from './ems-import.ts';
import { benchEmsDemoData } from './ems-demo-data.ts';
import { benchEInvoiceParse } from './e-invoice-parse.ts';
import { benchExports } from './exports.ts';
import { benchInvoiceImport } from './invoice-import.ts';
import { benchInvoiceAudit } from './invoice-audit.ts';
import { benchInvoiceAuditDemo } from './invoice-audit-demo.ts';
import { benchInvoiceAuditPriority } from './invoice-audit-priority.ts';
import { benchPgliteStart } from './pglite-start.ts';
import { benchRealtime } from './realtime.ts';
import { benchResponsive } from './responsive.ts';
import { benchSearch } from './search.ts';
import { benchTable, benchTableList } from './table.ts';
import { benchTwoInstances } from './two-instances.ts';
import { benchWorkspace } from './workspace.ts';
import { benchWorkbookUploads } from './workbook-uploads.ts';
import { benchSignals, benchSignalsServed } from './signals.ts';

const only = process.argv[2] ?? process.env.BENCH_ONLY;
// `table` comes last: the goals of the performance issue with their targets, one line each.
const benchmarks: Record<string, () => Promise<unknown>> = {
  'auth-profile': benchAuthProfile,
  workspace: benchWorkspace,
  realtime: benchRealtime,
  search: benchSearch,
  'ems-rollups': benchEmsRollups,
  'ems-usage': benchEmsUsage,
  'ems-import': benchEmsImport,
  'ems-demo-data': benchEmsDemoData,
  responsive: benchResponsive,
  exports: benchExports,
  'e-invoice-parse': benchEInvoiceParse,
  'invoice-import': benchInvoiceImport,
  'invoice-audit': benchInvoiceAudit,
  'invoice-audit-demo': benchInvoiceAuditDemo,
  'invoice-audit-priority': benchInvoiceAuditPriority,
  'pglite-start': benchPgliteStart,
  'two-instances': benchTwoInstances,
  'workbook-uploads': benchWorkbookUploads,
  signals: benchSignals,
  'signals-served': benchSignalsServed,
  table: benchTable,
  // Not part of a full run (table measures it too): the list rows alone, for before/after comparisons.
  ...(only === 'table-list' ? { 'table-list': benchTableList } : {}),
};
for (const [name, run] of Object.entries(benchmarks)) if (!only || only === name) await run();
