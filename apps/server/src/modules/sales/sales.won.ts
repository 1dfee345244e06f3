import { actionCreateSchema } from '@energiek/contracts/actions';
import { customerCreateSchema } from '@energiek/contracts/customers';
import { formatDate, toIsoDate } from '@energiek/contracts/format';
import { DEFAULT_PROBABILITY } from '@energiek/contracts/sales';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { createAction, listAssignees } from '../actions/actions.service.ts';
import { createCustomer } from '../customers/customers.service.ts';
import * as repo from './sales.repository.ts';

/**
 * Won: a prospect becomes a customer (with the prospect's contact person), then the owner (or whoever won
 * it) gets an action to set up the contract. Each step is stored on the deal before the next, so a retry
 * after a failure creates no second customer.
 */
export async function winDeal(ctx: ServiceContext, actor: Actor, dealId: number): Promise<void> {
  const deal = (await repo.findDeal(ctx.db, dealId, 'all'))!.deal;
  let customerId = deal.customerId;
  let contactId = deal.contactId;
  if (!customerId) {
    const customer = await createCustomer(
      ctx,
      actor,
      customerCreateSchema.parse({
        name: deal.prospectCompany,
        status: 'active',
        emailAddress: deal.prospectEmail,
        phoneNumber: deal.prospectPhone,
      }),
    );
    customerId = customer.id;
    if (deal.prospectName) {
      const [firstName, ...rest] = deal.prospectName.split(' ');
      contactId = (
        await repo.insertContact(ctx.db, {
          customerId,
          firstName: firstName ?? deal.prospectName,
          lastName: rest.join(' '),
          emailAddress: deal.prospectEmail,
          telephoneNumber: deal.prospectPhone,
        })
      ).id;
    }
    await repo.updateDealRow(ctx.db, dealId, { customerId, contactId });
  }
  const acting: Actor = {
    ...actor,
    actFor: actor.actFor === 'all' ? 'all' : new Set([...actor.actFor, customerId]),
  };
  const assignee = deal.ownerId ?? actor.user.id;
  const assignable = (await listAssignees(ctx.db, customerId)).some((user) => user.id === assignee);
  const volumes = [
    deal.volumeKwh ? `${deal.volumeKwh.toLocaleString('nl-NL')} kWh` : null,
    deal.volumeM3 ? `${deal.volumeM3.toLocaleString('nl-NL')} m³` : null,
  ].filter(Boolean);
  const action = await createAction(ctx, acting, {
    customerId,
    body: actionCreateSchema.parse({
      type: 'action',
      subject: `Contract inrichten: ${deal.title}`.slice(0, 200),
      description: [
        `Deal gewonnen op ${formatDate(toIsoDate(new Date()))}.`,
        volumes.length > 0 ? `Jaarvolume: ${volumes.join(', ')}.` : null,
        deal.nextStep ? `Volgende stap: ${deal.nextStep}` : null,
      ]
        .filter(Boolean)
        .join('\n'),
      priority: 3,
      deadline: toIsoDate(new Date(Date.now() + 14 * 24 * 60 * 60 * 1000)),
      ...(assignable ? { assigneeId: assignee } : {}),
    }),
  });
  await repo.updateDealRow(ctx.db, dealId, {
    stage: 'gewonnen',
    probability: DEFAULT_PROBABILITY.gewonnen,
    lostReason: null,
    wonAt: new Date(),
    setupActionId: action.id,
  });
  await writeAudit(ctx.db, actor, {
    event: 'sales.won',
    customerId,
    subjectType: 'sales_deal',
    subjectId: dealId,
    details: { customerCreated: deal.customerId === null, actionId: action.id },
  });
}
