import { z } from 'zod';
import { measureBodySchema, type Measure, type MeasureBody } from '@energiek/contracts/energy-saving';

// The measure form as the inputs hold it (the year as text), piped into the contract.

const formValues = z.object({
  locationKey: z.string(),
  category: z.string(),
  measure: z.string(),
  status: z.string(),
  reason: z.string(),
  year: z.string(),
});

export const measureFormSchema = formValues
  .transform((v): MeasureBody => ({
    ...v,
    category: v.category as MeasureBody['category'],
    status: v.status as MeasureBody['status'],
    year: v.year.trim() === '' ? null : /^\d+$/.test(v.year.trim()) ? Number(v.year.trim()) : Number.NaN,
  }))
  .pipe(measureBodySchema);

export type MeasureFormValues = z.input<typeof measureFormSchema>;

export function measureFormValues(locationKey: string, measure?: Measure): MeasureFormValues {
  return {
    locationKey,
    category: measure?.category ?? '',
    measure: measure?.measure ?? '',
    status: measure?.status ?? '',
    reason: measure?.reason ?? '',
    year: measure?.year ? String(measure.year) : '',
  };
}
