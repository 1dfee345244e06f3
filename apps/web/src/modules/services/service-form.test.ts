import { describe, expect, it } from 'vitest';
import { SERVICES } from '@energiek/contracts/services';
import { formValues, serviceErrorField, serviceFormSchema } from './service-form.ts';

const saved = [
  {
    service: 'advice' as const,
    name: 'Advies',
    module: null,
    startDate: '2026-01-01',
    endDate: null,
    notes: 'Kwartaalgesprek',
    active: true,
    pricePerYear: null,
    description: null,
  },
];
const indexOf = (key: string) => SERVICES.findIndex((service) => service.key === key);

describe('service form', () => {
  it('has one row per catalogue service and sends only the ones that are on, in catalogue order', () => {
    const values = formValues(saved);
    expect(values.services).toHaveLength(SERVICES.length);
    expect(values.services[indexOf('advice')]).toEqual({
      service: 'advice',
      on: true,
      startDate: '2026-01-01',
      endDate: null,
      notes: 'Kwartaalgesprek',
    });
    values.services[indexOf('monitoring')] = {
      service: 'monitoring',
      on: true,
      startDate: '2026-02-01',
      endDate: '2026-12-31',
      notes: '  ',
    };
    const parsed = serviceFormSchema.parse(values);
    expect(parsed.services.map((entry) => entry.service)).toEqual(
      SERVICES.map((service) => service.key).filter((key) => key === 'monitoring' || key === 'advice'),
    );
    expect(parsed.services.find((entry) => entry.service === 'monitoring')).toEqual({
      service: 'monitoring',
      startDate: '2026-02-01',
      endDate: '2026-12-31',
      notes: null,
    });
  });

  it('puts a row error on the catalogue row, not on its index in the sent list', () => {
    const values = formValues(saved);
    const last = SERVICES.length - 1;
    values.services[last] = {
      ...values.services[last]!,
      on: true,
      startDate: '2026-05-01',
      endDate: '2026-04-01',
    };
    const result = serviceFormSchema.safeParse(values);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [`services.${last}.endDate`, 'De einddatum moet op of na de startdatum liggen.'],
    ]);
  });

  it('maps a 422 path of the sent list back to the row that was sent there', () => {
    const values = formValues(saved);
    const monitoring = indexOf('monitoring');
    values.services[monitoring] = { ...values.services[monitoring]!, on: true, startDate: '2026-02-01' };
    const [first, second] = [monitoring, indexOf('advice')].sort((a, b) => a - b);
    expect(serviceErrorField('services.1.endDate', values)).toBe(`services.${second}.endDate`);
    expect(serviceErrorField('services.0.startDate', values)).toBe(`services.${first}.startDate`);
    expect(serviceErrorField('services.2.startDate', values)).toBeUndefined();
    expect(serviceErrorField('services', values)).toBeUndefined();
  });
});
