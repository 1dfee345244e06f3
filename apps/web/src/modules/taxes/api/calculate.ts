import { useMutation } from '@tanstack/react-query';
import {
  taxCalculationResponseSchema,
  type TaxCalculateBody,
  type TaxCalculation,
} from '@energiek/contracts/taxes';
import { apiRequest } from '../../../lib/api-client.ts';

// POST taxes/calculate: nothing is stored, so a mutation (one calculation per click).

export function calculateTaxes(body: TaxCalculateBody): Promise<TaxCalculation> {
  return apiRequest('taxes/calculate', {
    method: 'POST',
    body,
    schema: taxCalculationResponseSchema,
  }).then((response) => response.data);
}

export function useCalculateTaxes() {
  return useMutation({ mutationFn: calculateTaxes });
}
