import type { FastifyInstance } from 'fastify';
import { registerEmsComparisonRoutes } from './comparisons/ems-comparisons.routes.ts';
import { registerEmsDemoRoutes } from './demo/ems-demo.routes.ts';
import { registerEmsImportRoutes } from './import/ems-import.routes.ts';
import { registerEmsOverviewRoutes } from './overview/ems-overview.routes.ts';
import { registerEmsReactiveRoutes } from './reactive/ems-reactive.routes.ts';
import { registerEmsUsageRoutes } from './usage/ems-usage.routes.ts';

// Energy monitoring (mod:ems), one area of several slices: overview, usage, input (imports and meter
// readings), comparisons, reactive energy and the demo data's progress.

export function registerEmsRoutes(app: FastifyInstance): void {
  registerEmsOverviewRoutes(app);
  registerEmsUsageRoutes(app);
  registerEmsImportRoutes(app);
  registerEmsComparisonRoutes(app);
  registerEmsReactiveRoutes(app);
  registerEmsDemoRoutes(app);
}
