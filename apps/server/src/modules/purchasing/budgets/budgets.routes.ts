import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BUDGETS_READ,
  BUDGETS_WRITE,
  budgetComparisonQuerySchema,
  budgetComparisonResponseSchema,
  budgetCreateSchema,
  budgetFilters,
  budgetItemSchema,
  budgetUpdateSchema,
} from '@energiek/contracts/budgets';
import { customerParams } from '@energiek/contracts/primitives';
import type { Budget } from '@energiek/db/schema/index';
import { budgets } from '@energiek/db/schema/index';
import { actorOf } from '../../../core/actor.ts';
import { registerResourceRoutes } from '../../../plugins/resource-routes.ts';
import { tableResource } from '../../../plugins/table-resource.ts';
import { getBudgetComparison, toBudgetItem } from './budgets.service.ts';

// Budgets (mod:budgets): the generic calls of spec §7 under customers/{customerId}/budgets, and the
// comparison of a year's budgets with the forecast and the actual cost to date.

export function registerBudgetRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v3/customers/:customerId/budgets/comparison',
    {
      config: { permission: BUDGETS_READ, customerScoped: true },
      schema: {
        tags: ['budgets'],
        summary: "Compare a year's budgets with the forecast and the actual cost to date.",
        operationId: 'getBudgetComparison',
        params: customerParams,
        querystring: budgetComparisonQuerySchema,
        response: { 200: budgetComparisonResponseSchema },
      },
    },
    (request) => getBudgetComparison(app.ctx, actorOf(request), { ...request.params, query: request.query }),
  );

  registerResourceRoutes(
    app,
    tableResource({
      name: 'budgets',
      table: budgets,
      customerScoped: true,
      permissions: { read: BUDGETS_READ, write: BUDGETS_WRITE },
      item: budgetItemSchema,
      create: budgetCreateSchema,
      update: budgetUpdateSchema,
      searchColumns: ['note'],
      sortable: ['year', 'product', 'amount', 'volume', 'createdAt'],
      defaultSort: '-year',
      filters: budgetFilters,
      toItem: (row) => toBudgetItem(row as Budget),
      uniqueField: 'year',
      tags: ['budgets'],
    }),
  );
}
