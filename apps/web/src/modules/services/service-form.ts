import { z } from 'zod';
import {
  SERVICE_KEYS,
  customerServiceInputSchema,
  customerServicesBodySchema,
  type CustomerServiceInput,
  type CustomerServiceItem,
  type ServiceKey,
  SERVICES,
} from '@energiek/contracts/services';

// The services screen's form: one row per catalogue service (in catalogue order), switched on or off.
// The body sends only the rows that are on, so the server's 422 paths ('services.{sent index}.field')
// are mapped back to the row they came from (serviceErrorField, used by useContractForm).

export type ServiceEntry = {
  service: ServiceKey;
  on: boolean;
  startDate: string | null;
  endDate: string | null;
  notes: string;
};
export type ServiceFormValues = { services: ServiceEntry[] };

export function formValues(saved: readonly CustomerServiceItem[]): ServiceFormValues {
  return {
    services: SERVICES.map((service) => {
      const row = saved.find((item) => item.service === service.key);
      return row
        ? {
            service: service.key,
            on: true,
            startDate: row.startDate,
            endDate: row.endDate,
            notes: row.notes ?? '',
          }
        : { service: service.key, on: false, startDate: null, endDate: null, notes: '' };
    }),
  };
}

function toInput(entry: ServiceEntry): CustomerServiceInput {
  return {
    service: entry.service,
    startDate: entry.startDate ?? '',
    endDate: entry.endDate,
    notes: entry.notes.trim() || null,
  };
}

const entrySchema = z.object({
  service: z.enum(SERVICE_KEYS),
  on: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  notes: z.string(),
});

/**
 * The form's values → the body of POST services. Each row that is on is checked by the contract's row
 * schema first, so a client-side error lands on its own row (the body's indexes skip the rows that
 * are off); then the whole body goes through the contract.
 */
export const serviceFormSchema = z
  .object({ services: z.array(entrySchema) })
  .superRefine((values, context) => {
    values.services.forEach((entry, index) => {
      if (!entry.on) return;
      const result = customerServiceInputSchema.safeParse(toInput(entry));
      for (const issue of result.error?.issues ?? []) {
        context.addIssue({
          code: 'custom',
          message: issue.message,
          path: [
            'services',
            index,
            ...issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
          ],
        });
      }
    });
  })
  .transform((values) => ({ services: values.services.filter((entry) => entry.on).map(toInput) }))
  .pipe(customerServicesBodySchema);

/** A 422 path of the sent list ('services.1.endDate') → the form row it came from ('services.4.endDate'). */
export function serviceErrorField(path: string, submitted: ServiceFormValues): string | undefined {
  const match = /^services\.(\d+)\.(\w+)$/.exec(path);
  if (!match) return undefined;
  const sent = submitted.services.flatMap((entry, index) => (entry.on ? [index] : []));
  const row = sent[Number(match[1])];
  return row === undefined ? undefined : `services.${row}.${match[2]}`;
}
