import { z } from 'zod';
import {
  MUTATION_TYPES,
  mutationBodySchema,
  type MutationBody,
  type MutationItem,
} from '@energiek/contracts/mutations';

// The form's values as the inputs hold them (select ids as strings, a decimal with a comma), piped into
// the contract so client and server validate alike.

/** '1.500,5' → 1500.5; '' → null; text that is no number → NaN (the contract names the field). */
export function decimalOrNull(text: string): number | null {
  const trimmed = text.replace(/\s/g, '');
  if (!trimmed) return null;
  const normalised = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

const idOrNull = (value: string) => (value ? Number(value) : null);

const formValuesSchema = z.object({
  type: z.enum(MUTATION_TYPES),
  desiredDate: z.string().nullable(),
  connectionIds: z.array(z.number()),
  supplierId: z.string(),
  capacity: z.string(),
  contractedCapacity: z.string(),
  newName: z.string(),
  entityId: z.string(),
  comment: z.string(),
  documentIds: z.array(z.number()),
});

function toBody(values: z.output<typeof formValuesSchema>): MutationBody {
  return {
    type: values.type,
    desiredDate: values.desiredDate ?? '',
    connectionIds: values.connectionIds,
    supplierId: idOrNull(values.supplierId),
    capacity: values.capacity.trim() || null,
    contractedCapacity: decimalOrNull(values.contractedCapacity),
    newName: values.newName,
    entityId: idOrNull(values.entityId),
    comment: values.comment,
    documentIds: values.documentIds,
  };
}

export const mutationFormSchema = formValuesSchema.transform(toBody).pipe(mutationBodySchema);
export type MutationFormValues = z.input<typeof mutationFormSchema>;

export function formValues(mutation: MutationItem | undefined, today: string): MutationFormValues {
  if (!mutation) {
    return {
      type: 'supplier-switch',
      desiredDate: today,
      connectionIds: [],
      supplierId: '',
      capacity: '',
      contractedCapacity: '',
      newName: '',
      entityId: '',
      comment: '',
      documentIds: [],
    };
  }
  return {
    type: mutation.type,
    desiredDate: mutation.desiredDate,
    connectionIds: mutation.connections.map((c) => c.id),
    supplierId: mutation.supplierId === null ? '' : String(mutation.supplierId),
    capacity: mutation.capacity ?? '',
    contractedCapacity:
      mutation.contractedCapacity === null ? '' : String(mutation.contractedCapacity).replace('.', ','),
    newName: mutation.newName,
    entityId: mutation.entityId === null ? '' : String(mutation.entityId),
    comment: mutation.comment,
    documentIds: mutation.documents.map((d) => d.id),
  };
}
