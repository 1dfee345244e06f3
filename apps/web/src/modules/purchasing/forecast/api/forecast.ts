import { useQuery } from '@tanstack/react-query';
import { forecastResponseSchema } from '@energiek/contracts/forecast';
import { apiRequest } from '../../../../lib/api-client.ts';

// GET forecast?customerId=&year=

export function useForecast(customerId: number | null, year: number) {
  return useQuery({
    queryKey: ['forecast', customerId, year],
    queryFn: ({ signal }) =>
      apiRequest('forecast', {
        query: { customerId: customerId ?? undefined, year },
        schema: forecastResponseSchema,
        signal,
      }).then((r) => r.data),
    enabled: customerId !== null,
  });
}
