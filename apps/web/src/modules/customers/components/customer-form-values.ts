import { z } from 'zod';
import { customerCreateSchema, formatIban } from '@energiek/contracts/customers';
import type {
  CustomerCreate,
  CustomerStatus,
  CustomerSubType,
  CustomerWithDetails,
} from '@energiek/contracts/customers';
import { textValues } from '../../../components/form/text-values.ts';

// The customer form's state and the body it sends: blank optional fields become null, the postal address
// copies the visit address when 'zelfde als bezoekadres' is on, and admin-only fields are left out for
// everybody else (the server would answer 422 on them).

export type CustomerFormValues = {
  name: string;
  number: string;
  subType: CustomerSubType;
  status: CustomerStatus;
  kvkNumber: string;
  vatNumber: string;
  iban: string;
  visitStreet: string;
  visitHouseNumber: string;
  visitPostcode: string;
  visitCity: string;
  postalSameAsVisit: boolean;
  postalStreet: string;
  postalHouseNumber: string;
  postalPostcode: string;
  postalCity: string;
  emailAddress: string;
  phoneNumber: string;
  website: string;
  accountManagerId: string;
  modules: string[];
  notes: string;
};

const ADDRESS_PARTS = ['Street', 'HouseNumber', 'Postcode', 'City'] as const;

export function initialCustomerValues(customer?: CustomerWithDetails): CustomerFormValues {
  const d = customer?.details;
  const visit = ADDRESS_PARTS.map((part) => d?.[`visit${part}`] ?? '');
  const postal = ADDRESS_PARTS.map((part) => d?.[`postal${part}`] ?? '');
  const postalEmpty = postal.every((value) => value === '');
  return {
    name: customer?.name ?? '',
    number: customer ? String(customer.number) : '',
    subType: customer?.subType ?? 'regular',
    status: d?.status ?? 'active',
    ...textValues(d, ['kvkNumber', 'vatNumber']),
    iban: formatIban(d?.iban),
    ...textValues(d, ['visitStreet', 'visitHouseNumber', 'visitPostcode', 'visitCity']),
    postalSameAsVisit: !customer || postalEmpty || visit.join('|') === postal.join('|'),
    ...textValues(d, ['postalStreet', 'postalHouseNumber', 'postalPostcode', 'postalCity']),
    ...textValues(d, ['emailAddress', 'phoneNumber', 'website']),
    accountManagerId: d?.accountManagerId ? String(d.accountManagerId) : '',
    modules: customer?.modules ?? [],
    notes: d?.notes ?? '',
  };
}

/** The POST body; `isAdmin` decides whether the admin-only fields go along. */
export function customerBody(values: CustomerFormValues, isAdmin: boolean): CustomerCreate {
  const postal = (part: (typeof ADDRESS_PARTS)[number]) =>
    values.postalSameAsVisit ? values[`visit${part}`] : values[`postal${part}`];
  const body: CustomerCreate = {
    name: values.name,
    kvkNumber: values.kvkNumber,
    vatNumber: values.vatNumber,
    iban: values.iban,
    visitStreet: values.visitStreet,
    visitHouseNumber: values.visitHouseNumber,
    visitPostcode: values.visitPostcode,
    visitCity: values.visitCity,
    postalStreet: postal('Street'),
    postalHouseNumber: postal('HouseNumber'),
    postalPostcode: postal('Postcode'),
    postalCity: postal('City'),
    emailAddress: values.emailAddress,
    phoneNumber: values.phoneNumber,
    website: values.website,
    notes: values.notes,
  };
  if (!isAdmin) return body;
  const number = values.number.trim();
  return {
    ...body,
    // A number that is not a whole number is sent as is, so the server's Dutch message explains it.
    ...(number === ''
      ? {}
      : { number: /^\d+$/.test(number) ? Number(number) : (number as unknown as number) }),
    subType: values.subType,
    status: values.status,
    accountManagerId: values.accountManagerId ? Number(values.accountManagerId) : null,
    modules: values.modules as CustomerCreate['modules'],
  };
}

/** True when the form differs from where it started (the dirty bar and the leave warning). */
export function isDirty(values: CustomerFormValues, initial: CustomerFormValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(initial);
}

const formValuesSchema = z.object({
  name: z.string(),
  number: z.string(),
  subType: z.enum(['regular', 'ambassador']),
  status: z.enum(['active', 'prospect', 'inactive']),
  kvkNumber: z.string(),
  vatNumber: z.string(),
  iban: z.string(),
  visitStreet: z.string(),
  visitHouseNumber: z.string(),
  visitPostcode: z.string(),
  visitCity: z.string(),
  postalSameAsVisit: z.boolean(),
  postalStreet: z.string(),
  postalHouseNumber: z.string(),
  postalPostcode: z.string(),
  postalCity: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string(),
  website: z.string(),
  accountManagerId: z.string(),
  modules: z.array(z.string()),
  notes: z.string(),
});

/** The form's schema: its values → the body (admin fields only for admins) → the contract. */
export function customerFormSchema(isAdmin: boolean) {
  return formValuesSchema
    .transform((values) => customerBody(values as CustomerFormValues, isAdmin))
    .pipe(customerCreateSchema);
}
export type CustomerBody = z.output<ReturnType<typeof customerFormSchema>>;
