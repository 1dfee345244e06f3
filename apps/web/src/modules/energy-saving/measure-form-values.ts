import { z } from 'zod';
import { measureBodySchema, type Measure, type MeasureBody } from '@energiek/contracts/energy-saving';
import { emlMeasureOf } from '@energiek/contracts/energy-saving-eml';
import { textValues } from '../../components/form/text-values.ts';

// The measure form as the inputs hold it (the year as text), piped into the contract.

const formValues = z.object({
  locationKey: z.string(),
  /** '' for "overige maatregel" (free text). */
  emlCode: z.string(),
  category: z.string(),
  measure: z.string(),
  status: z.string(),
  reason: z.string(),
  year: z.string(),
});

export const measureFormSchema = formValues
  .transform((v): MeasureBody => ({
    ...v,
    emlCode: v.emlCode === '' ? null : v.emlCode,
    // A recognised measure brings its category (the field is not shown then).
    category: (emlMeasureOf(v.emlCode)?.measure.category ?? v.category) as MeasureBody['category'],
    measure: emlMeasureOf(v.emlCode)?.measure.title ?? v.measure,
    status: v.status as MeasureBody['status'],
    year: v.year.trim() === '' ? null : /^\d+$/.test(v.year.trim()) ? Number(v.year.trim()) : Number.NaN,
  }))
  .pipe(measureBodySchema);

export type MeasureFormValues = z.input<typeof measureFormSchema>;

export function measureFormValues(locationKey: string, measure?: Measure): MeasureFormValues {
  return {
    locationKey,
    ...textValues(measure, ['emlCode', 'category', 'measure', 'status', 'reason']),
    year: measure?.year ? String(measure.year) : '',
  };
}
