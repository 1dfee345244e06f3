import { z } from 'zod';
import {
  CONNECTION_MESSAGES,
  PRODUCT_ELECTRICITY,
  compactEan,
  connectionCreateSchema,
  formatEan,
  isLargeCapacity,
} from '@energiek/contracts/connections';
import type { ConnectionItem, ConnectionUpdate, Product } from '@energiek/contracts/connections';
import { isValidEan } from '@energiek/contracts/ean';
import type { LookupOption } from '../../../lib/lookups.ts';
import { CONNECTIONS_TEXTS } from '../texts.ts';

// The connection form's values (select ids as strings, a typed decimal) and how they become the body the
// contract describes. The form validates with connectionFormSchema: these values, turned into the body,
// checked by the contract's connectionCreateSchema (the server's own schema).

const T = CONNECTIONS_TEXTS.form;

export type ConnectionFormValues = {
  ean: string;
  product: '1' | '2';
  hasProd: boolean;
  street: string;
  houseNumber: string;
  houseNumberAddition: string;
  postcode: string;
  city: string;
  entityId: string;
  gridOperatorId: string;
  measuringCompanyId: string;
  supplierId: string;
  trafoId: string;
  capacity: string;
  contractedCapacity: string;
  profileCategory: string;
  status: '1' | '0';
  physicalStatus: string;
  startDate: string | null;
  endDate: string | null;
  showInEms: boolean;
  notes: string;
};

const id = (value: number | null | undefined) => (value == null ? '' : String(value));

export function connectionFormValues(connection?: ConnectionItem): ConnectionFormValues {
  return {
    ean: connection ? formatEan(connection.ean) : '',
    product: connection?.product === 2 ? '2' : '1',
    hasProd: connection?.hasProd ?? false,
    street: connection?.street ?? '',
    houseNumber: connection?.houseNumber ?? '',
    houseNumberAddition: connection?.houseNumberAddition ?? '',
    postcode: connection?.postcode ?? '',
    city: connection?.city ?? '',
    entityId: id(connection?.entityId),
    gridOperatorId: id(connection?.gridOperatorId),
    measuringCompanyId: id(connection?.measuringCompanyId),
    supplierId: id(connection?.supplierId),
    trafoId: id(connection?.trafoId),
    capacity: connection?.capacity ?? '',
    contractedCapacity:
      connection?.contractedCapacity == null ? '' : String(connection.contractedCapacity).replace('.', ','),
    profileCategory: connection?.profileCategory ?? '',
    status: connection?.status === 0 ? '0' : '1',
    physicalStatus: connection?.physicalStatus ?? '',
    startDate: connection?.startDate ?? null,
    endDate: connection?.endDate ?? null,
    showInEms: connection?.showInEms ?? true,
    notes: connection?.notes ?? '',
  };
}

/** A typed decimal ('12,5') as a number; text that is no number goes as is, so the server names it. */
function decimal(text: string): number | string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : trimmed;
}

const nullableId = (value: string) => (value ? Number(value) : null);

/** The body the server expects; fields that do not apply to the product are cleared. */
export function toConnectionBody(values: ConnectionFormValues): ConnectionUpdate {
  const product = Number(values.product) as Product;
  const large = values.capacity ? isLargeCapacity(product, values.capacity) : null;
  return {
    ean: compactEan(values.ean),
    product,
    hasProd: product === PRODUCT_ELECTRICITY && values.hasProd,
    street: values.street,
    houseNumber: values.houseNumber,
    houseNumberAddition: values.houseNumberAddition,
    postcode: values.postcode,
    city: values.city,
    entityId: nullableId(values.entityId),
    gridOperatorId: nullableId(values.gridOperatorId),
    measuringCompanyId: nullableId(values.measuringCompanyId),
    supplierId: nullableId(values.supplierId),
    trafoId: nullableId(values.trafoId),
    capacity: values.capacity || null,
    // Only a large connection (or one without a class) has a contracted capacity.
    contractedCapacity: (large === false ? null : decimal(values.contractedCapacity)) as number | null,
    profileCategory: (values.profileCategory || null) as ConnectionUpdate['profileCategory'],
    status: values.status === '0' ? 0 : 1,
    physicalStatus: (values.physicalStatus || null) as ConnectionUpdate['physicalStatus'],
    startDate: values.startDate,
    endDate: values.endDate,
    showInEms: values.showInEms,
    notes: values.notes,
  };
}

/** The live check of the EAN field: an error once 18 digits are typed and the check digit is wrong. */
export function eanFeedback(text: string): { error?: string; hint: string } {
  const code = compactEan(text);
  if (!code) return { hint: T.eanHint };
  if (!/^\d+$/.test(code) || code.length > 18)
    return { error: CONNECTION_MESSAGES.eanInvalid, hint: T.eanHint };
  if (code.length < 18) return { hint: T.eanDigitsLeft(18 - code.length) };
  return isValidEan(code) ? { hint: T.eanValid } : { error: CONNECTION_MESSAGES.eanInvalid, hint: T.eanHint };
}

const formValuesSchema = z.object({
  ean: z.string(),
  product: z.enum(['1', '2']),
  hasProd: z.boolean(),
  street: z.string(),
  houseNumber: z.string(),
  houseNumberAddition: z.string(),
  postcode: z.string(),
  city: z.string(),
  entityId: z.string(),
  gridOperatorId: z.string(),
  measuringCompanyId: z.string(),
  supplierId: z.string(),
  trafoId: z.string(),
  capacity: z.string(),
  contractedCapacity: z.string(),
  profileCategory: z.string(),
  status: z.enum(['1', '0']),
  physicalStatus: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  showInEms: z.boolean(),
  notes: z.string(),
});

/** The form's schema: its values → the body → the contract (errors keep the field names). */
export const connectionFormSchema = formValuesSchema.transform(toConnectionBody).pipe(connectionCreateSchema);
export type ConnectionBody = z.output<typeof connectionFormSchema>;

/** Grid operator options that serve the product (1 electricity, 2 gas); options without commodities always. */
export const servesProduct = (product: Product) => (option: LookupOption) => {
  const commodities = option.extra.commodities;
  return (
    commodities === undefined ||
    commodities === 'both' ||
    commodities === (product === 2 ? 'gas' : 'electricity')
  );
};
