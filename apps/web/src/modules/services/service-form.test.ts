import { describe, expect, it } from 'vitest';
import { errorsByService, initialState, toBody } from './service-form.ts';

describe('service form', () => {
  it('switches on the saved services and sends only the ones that are on, in catalogue order', () => {
    const state = initialState([
      {
        service: 'advice',
        name: 'Advies',
        module: null,
        startDate: '2026-01-01',
        endDate: null,
        notes: 'Kwartaalgesprek',
        active: true,
      },
    ]);
    expect(state.advice).toEqual({
      on: true,
      startDate: '2026-01-01',
      endDate: null,
      notes: 'Kwartaalgesprek',
    });
    expect(state.monitoring.on).toBe(false);
    state.monitoring = { on: true, startDate: '2026-02-01', endDate: '2026-12-31', notes: '  ' };
    const { body, keys } = toBody(state);
    expect(keys).toEqual(['monitoring', 'advice']);
    expect(body.services).toEqual([
      { service: 'monitoring', startDate: '2026-02-01', endDate: '2026-12-31', notes: null },
      { service: 'advice', startDate: '2026-01-01', endDate: null, notes: 'Kwartaalgesprek' },
    ]);
  });

  it('maps 422 errors by index back to the service that was sent there', () => {
    expect(
      errorsByService(
        { 'services.1.endDate': 'De einddatum moet op of na de startdatum liggen.', services: 'x' },
        ['monitoring', 'advice'],
      ),
    ).toEqual({ advice: { endDate: 'De einddatum moet op of na de startdatum liggen.' } });
  });
});
