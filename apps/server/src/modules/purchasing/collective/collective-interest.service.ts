import { interestBodySchema, type InterestBody } from '@energiek/contracts/collective';
import type { ServiceContext } from '../../../core/context.ts';
import { writeAudit, type AuditClient } from '../../../lib/audit.ts';
import { createLeadFromInterest } from '../../sales/sales.service.ts';

// The interest form of the public page /collectief. An interest becomes a sales lead (stage "lead",
// source "collectief") in the sales pipeline; the same address again while its lead is open files nothing
// new. A won lead later becomes the customer (sales area).

export type InterestOutcome = { dealId: number; created: boolean };

type Interest = ReturnType<typeof interestBodySchema.parse>;

/** The expected volume as typed ("300.000 kWh", "25000 m3"): kWh or m³ when the unit is clear. */
export function volumeOf(text: string): { volumeKwh?: number; volumeM3?: number } {
  const match = /^\s*([\d.\s]+)(?:,\d+)?\s*(kwh|mwh|m3|m³)?\s*$/i.exec(text);
  if (!match) return {};
  const amount = Number(match[1]!.replace(/[.\s]/g, ''));
  if (!Number.isSafeInteger(amount)) return {};
  const unit = match[2]?.toLowerCase();
  if (unit === 'kwh') return { volumeKwh: amount };
  if (unit === 'mwh') return { volumeKwh: amount * 1000 };
  if (unit === 'm3' || unit === 'm³') return { volumeM3: amount };
  return {};
}

/** What an interest becomes in the back office: a sales lead. */
export async function recordInterest(ctx: ServiceContext, body: Interest): Promise<InterestOutcome> {
  const message = [body.message, body.expectedVolume ? `Verwacht jaarverbruik: ${body.expectedVolume}` : '']
    .filter(Boolean)
    .join(' — ');
  return createLeadFromInterest(ctx, {
    company: body.company,
    name: body.name,
    emailAddress: body.emailAddress,
    phoneNumber: body.phone || null,
    message: message || null,
    ...volumeOf(body.expectedVolume ?? ''),
  });
}

/** POST collective/interest (public, rate limited per IP). */
export async function submitInterest(
  ctx: ServiceContext,
  client: AuditClient,
  input: InterestBody,
): Promise<InterestOutcome> {
  await ctx.limiters.publicFormsPerIp.hit(`collective-interest:${client.ip ?? '-'}`);
  const body = interestBodySchema.parse(input);
  const outcome = await recordInterest(ctx, body);
  await writeAudit(ctx.db, null, {
    event: 'collective.interest',
    subjectType: 'sales_deal',
    subjectId: outcome.dealId,
    details: { company: body.company, ip: client.ip },
  });
  return outcome;
}
