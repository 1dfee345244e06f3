import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  budgetComparisonResponseSchema,
  budgetItemSchema,
  type budgetCreateSchema,
  type BudgetItem,
} from '@energiek/contracts/budgets';
import { listEnvelope } from '@energiek/contracts/envelopes';
import { apiRequest } from '../../../../lib/api-client.ts';
import { useApiMutation } from '../../../../lib/use-api-mutation.ts';

// customers/{customerId}/budgets (generic calls) and budgets/comparison.

const base = (customerId: number) => `customers/${customerId}/budgets`;
const itemResponse = z.object({ data: budgetItemSchema });

export function useBudgetComparison(customerId: number, year: number) {
  return useQuery({
    queryKey: ['budgets', 'comparison', customerId, year],
    queryFn: ({ signal }) =>
      apiRequest(`${base(customerId)}/comparison`, {
        query: { year },
        schema: budgetComparisonResponseSchema,
        signal,
      }),
  });
}

export function useBudgets(customerId: number) {
  return useQuery({
    queryKey: ['budgets', 'list', customerId],
    queryFn: ({ signal }) =>
      apiRequest(base(customerId), {
        query: { limit: 999, sort: '-year' },
        schema: listEnvelope(budgetItemSchema),
        signal,
      }),
  });
}

export function useBudget(customerId: number, id: number | undefined) {
  return useQuery({
    queryKey: ['budgets', 'item', customerId, id],
    queryFn: ({ signal }) =>
      apiRequest(`${base(customerId)}/${id}`, { schema: itemResponse, signal }).then((r) => r.data),
    enabled: id !== undefined,
  });
}

export function useSaveBudget(customerId: number, id: number | undefined) {
  return useApiMutation(
    (body: z.output<typeof budgetCreateSchema>): Promise<BudgetItem> =>
      apiRequest(id ? `${base(customerId)}/${id}` : base(customerId), {
        method: id ? 'PATCH' : 'POST',
        body,
        schema: itemResponse,
      }).then((r) => r.data),
    { invalidates: [['budgets']] },
  );
}

export function useDeleteBudget(customerId: number) {
  return useApiMutation((id: number) => apiRequest(`${base(customerId)}/${id}`, { method: 'DELETE' }), {
    invalidates: [['budgets']],
  });
}
