import type { ListMeta } from '@energiek/contracts/envelopes';
import {
  TEMPLATE_MESSAGES,
  type TemplateBody,
  type TemplateItem,
  type TemplateListQuery,
  type TemplatePreview,
  type TemplatePreviewBody,
} from '@energiek/contracts/templates';
import type { EmailTemplate } from '@energiek/db/schema/index';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { auditSubject, writeAudit, writeAudited } from '../../lib/audit.ts';
import { foundOr404, notFound, validationError } from '../../lib/http-errors.ts';
import { mailTemplateDefinition, templateVariables } from '../../lib/mail-templates/definitions.ts';
import { checkTemplate, renderTemplate, sampleValues } from '../../lib/mail-templates/render.ts';
import { ensureDefaultTemplates } from '../../lib/mail-templates/template-mail.ts';
import type { MailOutcome } from '../../lib/mailer.ts';
import {
  deleteTemplateRow,
  findTemplate,
  findTemplates,
  insertTemplate,
  updateTemplateRow,
} from './templates.repository.ts';

// E-mail templates: the product's mails (one stored template each, defaults inserted on first use) and
// admins' own templates. Every save is checked against the variables the template offers (Dutch 422).

const templateSubject = (id: number) => auditSubject('email_template', id, undefined);

function toItem(row: EmailTemplate): TemplateItem {
  const definition = row.key === null ? undefined : mailTemplateDefinition(row.key);
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: definition?.description ?? 'Eigen sjabloon',
    subject: row.subject,
    body: row.body,
    variables: [...templateVariables(row.key)],
    isDefault: definition !== undefined && definition.subject === row.subject && definition.body === row.body,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function refuseBadTemplate(key: string | null, parts: { subject: string; body: string }): void {
  const errors = checkTemplate(parts, templateVariables(key));
  const fields = Object.fromEntries(Object.entries(errors).filter(([, list]) => list.length > 0));
  if (Object.keys(fields).length > 0) throw validationError(fields);
}

export async function listTemplates(
  ctx: ServiceContext,
  _actor: Actor,
  query: TemplateListQuery,
): Promise<{ data: TemplateItem[]; meta: ListMeta }> {
  await ensureDefaultTemplates(ctx.db);
  const { rows, total } = await findTemplates(ctx.db, { q: query.q }, query);
  return { data: rows.map(toItem), meta: pageMeta(query.page, query.limit, total) };
}

export async function getTemplate(
  ctx: ServiceContext,
  _actor: Actor,
  input: { id: number },
): Promise<TemplateItem> {
  const row = await findTemplate(ctx.db, input.id);
  if (!row) throw notFound();
  return toItem(row);
}

export async function createTemplate(
  ctx: ServiceContext,
  actor: Actor,
  input: { body: TemplateBody },
): Promise<TemplateItem> {
  refuseBadTemplate(null, input.body);
  const saved = await writeAudited(
    ctx.db,
    actor,
    (tx) => insertTemplate(tx, { ...input.body, key: null, updatedById: actor.user.id }),
    (row) => ({ event: 'templates.created', ...templateSubject(row.id) }),
  );
  return toItem(saved);
}

export async function updateTemplate(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; body: TemplateBody },
): Promise<TemplateItem> {
  const saved = await writeAudited(
    ctx.db,
    actor,
    async (tx) => {
      const existing = await findTemplate(tx, input.id);
      if (!existing) throw notFound();
      refuseBadTemplate(existing.key, input.body);
      return foundOr404(await updateTemplateRow(tx, input.id, { ...input.body, updatedById: actor.user.id }));
    },
    (row) => ({ event: 'templates.updated', ...templateSubject(row.id), details: { key: row.key } }),
  );
  return toItem(saved);
}

/** Puts a product mail's template back to the text the product ships. */
export async function resetTemplate(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number },
): Promise<TemplateItem> {
  const saved = await writeAudited(
    ctx.db,
    actor,
    async (tx) => {
      const existing = await findTemplate(tx, input.id);
      const definition = existing?.key ? mailTemplateDefinition(existing.key) : undefined;
      if (!existing || !definition) throw notFound();
      const { name, subject, body } = definition;
      return foundOr404(
        await updateTemplateRow(tx, input.id, { name, subject, body, updatedById: actor.user.id }),
      );
    },
    (row) => ({ event: 'templates.reset', ...templateSubject(row.id) }),
  );
  return toItem(saved);
}

export async function deleteTemplate(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  await writeAudited(
    ctx.db,
    actor,
    async (tx) => {
      const existing = await findTemplate(tx, input.id);
      if (!existing) throw notFound();
      if (existing.key !== null) throw validationError({ key: [TEMPLATE_MESSAGES.systemDelete] });
      await deleteTemplateRow(tx, input.id);
    },
    { event: 'templates.deleted', ...templateSubject(input.id) },
  );
}

/** The template as the mail would look with the sample values (unsaved text; checked as a save is). */
export function previewTemplate(
  _ctx: ServiceContext,
  _actor: Actor,
  input: TemplatePreviewBody,
): TemplatePreview {
  const key = input.key !== null && mailTemplateDefinition(input.key) ? input.key : null;
  refuseBadTemplate(key, input);
  return renderTemplate(input, sampleValues(templateVariables(key)));
}

/** Sends the stored template with the sample values to `to` (default: the admin's own address). */
export async function sendTestTemplate(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; to?: string | undefined },
): Promise<{ to: string; status: MailOutcome }> {
  const row = await findTemplate(ctx.db, input.id);
  if (!row) throw notFound();
  const rendered = renderTemplate(row, sampleValues(templateVariables(row.key)));
  const to = input.to ?? actor.user.emailAddress;
  // What became of it is said, not assumed (issue 31): without SMTP the mail is only stored.
  const status = await ctx.mailer.send({ to, subject: `[Test] ${rendered.subject}`, text: rendered.text });
  await writeAudit(ctx.db, actor, {
    event: 'templates.test_sent',
    subjectType: 'email_template',
    subjectId: row.id,
    details: { to, status },
  });
  return { to, status };
}
