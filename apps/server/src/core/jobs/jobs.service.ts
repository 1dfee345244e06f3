import type { JobStatus } from '@energiek/contracts/jobs';
import { notFound } from '../../lib/http-errors.ts';
import type { Actor } from '../actor.ts';
import type { ServiceContext } from '../context.ts';

// Who may watch or cancel a job: the user who enqueued it, or a full admin (admin with the full scope),
// who also sees scheduled jobs. Anyone else gets 404, as for a job that does not exist.

export function mayWatchJob(actor: Pick<Actor, 'user' | 'profile'>, requestedById: number | null): boolean {
  if (requestedById !== null && requestedById === actor.user.id) return true;
  return actor.profile.type === 'admin' && actor.profile.scope.full === true;
}

export async function getJob(ctx: ServiceContext, actor: Actor, input: { id: string }): Promise<JobStatus> {
  const found = await ctx.jobs.find(input.id);
  if (!found || !mayWatchJob(actor, found.requestedById)) throw notFound();
  return found.status;
}

export async function cancelJob(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<JobStatus> {
  const found = await ctx.jobs.find(input.id);
  if (!found || !mayWatchJob(actor, found.requestedById)) throw notFound();
  return (await ctx.jobs.cancel(input.id)) ?? found.status;
}
