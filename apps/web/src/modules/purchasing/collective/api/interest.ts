import { useMutation } from '@tanstack/react-query';
import { interestResultSchema, type InterestValues } from '@energiek/contracts/collective';
import { apiRequest } from '../../../../lib/api-client.ts';

// POST collective/interest: the public interest form of /collectief (rate limited per IP).

export function useSubmitInterest() {
  return useMutation({
    mutationFn: (body: InterestValues) =>
      apiRequest('collective/interest', { method: 'POST', body, schema: interestResultSchema }),
  });
}
