import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FORECAST_READ, forecastQuerySchema, forecastResponseSchema } from '@energiek/contracts/forecast';
import { actorOf } from '../../../core/actor.ts';
import { getForecast } from './forecast.service.ts';

// Forecast (spec §2 /v3/forecast, forecast:read). Tenancy in the service: a customer the user does not act
// for answers 404.

export function registerForecastRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  r.get(
    '/api/v3/forecast',
    {
      config: { permission: FORECAST_READ },
      schema: {
        tags: ['forecast'],
        summary: 'Get the expected cost of a customer per connection for a year and the next two.',
        operationId: 'getForecast',
        querystring: forecastQuerySchema,
        response: { 200: forecastResponseSchema },
      },
    },
    (request) => getForecast(ctx, actorOf(request), { query: request.query }),
  );
}
