import { z } from 'zod';
import { dealCreateSchema, type DealCreate, type DealItem, type DealStage } from '@energiek/contracts/sales';
import { DEAL_STAGES } from '@energiek/contracts/sales';

// The deal form's values (select ids and numbers as typed text) and how they become the body the contract
// describes: the form validates with dealFormSchema, these values turned into the body and checked by the
// server's own dealCreateSchema (errors keep the field names).

export type DealFormValues = {
  title: string;
  mode: 'prospect' | 'customer';
  customer: { id: number; name: string } | null;
  contactId: string;
  prospectCompany: string;
  prospectName: string;
  prospectEmail: string;
  prospectPhone: string;
  ownerId: string;
  stage: DealStage;
  lostReason: string;
  volumeKwh: string;
  volumeM3: string;
  expectedValue: string;
  probability: string;
  expectedCloseDate: string | null;
  nextStep: string;
};

const grouped = (value: number | null) => (value === null ? '' : value.toLocaleString('nl-NL'));

export function dealFormValues(deal?: DealItem, ownerId?: number): DealFormValues {
  return {
    title: deal?.title ?? '',
    mode: deal?.customer ? 'customer' : 'prospect',
    customer: deal?.customer ?? null,
    contactId: deal?.contact ? String(deal.contact.id) : '',
    prospectCompany: deal?.prospectCompany ?? '',
    prospectName: deal?.prospectName ?? '',
    prospectEmail: deal?.prospectEmail ?? '',
    prospectPhone: deal?.prospectPhone ?? '',
    ownerId: deal ? (deal.owner ? String(deal.owner.id) : '') : ownerId ? String(ownerId) : '',
    stage: deal?.stage ?? 'lead',
    lostReason: deal?.lostReason ?? '',
    volumeKwh: grouped(deal?.volumeKwh ?? null),
    volumeM3: grouped(deal?.volumeM3 ?? null),
    expectedValue: deal?.expectedValue ? deal.expectedValue.replace('.', ',') : '',
    probability: deal ? String(deal.probability) : '',
    expectedCloseDate: deal?.expectedCloseDate ?? null,
    nextStep: deal?.nextStep ?? '',
  };
}

/** '850.000' → 850000; text that is no whole number goes as is, so the contract names it. */
function whole(text: string): number | string | null {
  const trimmed = text.trim().replace(/[.\s]/g, '');
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : text;
}

export function toDealBody(values: DealFormValues): DealCreate {
  const customer = values.mode === 'customer';
  return {
    title: values.title,
    customerId: customer ? (values.customer?.id ?? null) : null,
    contactId: customer && values.contactId ? Number(values.contactId) : null,
    prospectCompany: customer ? null : values.prospectCompany,
    prospectName: customer ? null : values.prospectName,
    prospectEmail: customer ? null : values.prospectEmail,
    prospectPhone: customer ? null : values.prospectPhone,
    ownerId: values.ownerId ? Number(values.ownerId) : null,
    stage: values.stage,
    lostReason: values.stage === 'verloren' ? values.lostReason : null,
    volumeKwh: whole(values.volumeKwh) as number | null,
    volumeM3: whole(values.volumeM3) as number | null,
    expectedValue: values.expectedValue.trim() || null,
    probability: values.probability.trim() ? (whole(values.probability) as number) : null,
    expectedCloseDate: values.expectedCloseDate,
    nextStep: values.nextStep,
  };
}

const formValuesSchema = z.object({
  title: z.string(),
  mode: z.enum(['prospect', 'customer']),
  customer: z.object({ id: z.number(), name: z.string() }).nullable(),
  contactId: z.string(),
  prospectCompany: z.string(),
  prospectName: z.string(),
  prospectEmail: z.string(),
  prospectPhone: z.string(),
  ownerId: z.string(),
  stage: z.enum(DEAL_STAGES),
  lostReason: z.string(),
  volumeKwh: z.string(),
  volumeM3: z.string(),
  expectedValue: z.string(),
  probability: z.string(),
  expectedCloseDate: z.string().nullable(),
  nextStep: z.string(),
});

export const dealFormSchema = formValuesSchema.transform(toDealBody).pipe(dealCreateSchema);
export type DealBody = z.output<typeof dealFormSchema>;
