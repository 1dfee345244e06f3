import {
  SIGNAL_RULE_LABELS,
  SIGNAL_RULE_MODULE,
  SIGNAL_RULE_THRESHOLDS,
  SIGNAL_RULES,
  SIGNAL_SETTINGS_MESSAGES,
  type SignalPreview,
  type SignalRule,
  type SignalPreviewResult,
  type SignalSettings,
  type SignalSettingsBody,
} from '@energiek/contracts/signals';
import { localDayOf } from '@energiek/domain/local-time';
import type { RuleSettings } from '@energiek/domain/signal-rules';
import { actsFor, requireActsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { auditAs } from '../../lib/audit.ts';
import { dbErrorCode } from '../../lib/db-errors.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import { evaluateCustomer, settingsFor, whoIsToldFor } from './signals.evaluate.ts';
import * as repo from './signals.repository.ts';

// The rule settings of /v3/control/signals/{tab} (issue 30): per rule on/off and its threshold, the
// defaults (customer null) and per-customer overrides in signal_rule_settings, and a preview of how many
// signals a threshold would raise on the current data before it is saved.

/** The settings as the screen shows them: for a customer its override where it has one. */
export async function getSignalSettings(
  ctx: ServiceContext,
  actor: Actor,
  { customerId }: { customerId?: number },
): Promise<{ data: SignalSettings }> {
  if (customerId !== undefined) requireActsFor(actor, customerId);
  const defaults = await settingsFor(ctx, null);
  const told = await whoIsToldFor(ctx, customerId ?? null);
  const rows = customerId === undefined ? [] : await repo.ruleSettingsRows(ctx.db, customerId);
  const own = new Map(rows.filter((r) => r.customerId !== null).map((r) => [r.rule, r]));
  return {
    data: {
      customerId: customerId ?? null,
      rules: SIGNAL_RULES.map((rule) => {
        const override = own.get(rule);
        const range = SIGNAL_RULE_THRESHOLDS[rule];
        return {
          rule,
          module: SIGNAL_RULE_MODULE[rule],
          name: SIGNAL_RULE_LABELS[rule],
          explanation: range.explanation,
          unit: range.unit,
          min: range.min,
          max: range.max,
          enabled: override ? override.enabled : defaults[rule].enabled,
          threshold: override ? override.threshold : defaults[rule].threshold,
          defaultEnabled: defaults[rule].enabled,
          defaultThreshold: defaults[rule].threshold,
          overridden: Boolean(override),
          recipients: told[rule].recipients,
          adminIds: told[rule].adminIds,
        };
      }),
    },
  };
}

/** POST signal-settings / customers/{customerId}/signal-settings: per rule switch and threshold. */
export async function saveSignalSettings(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, body }: { customerId?: number; body: SignalSettingsBody },
): Promise<{ data: SignalSettings }> {
  if (customerId !== undefined) requireActsFor(actor, customerId);
  // The default row is never removed (null only clears a customer's override).
  type Given = NonNullable<SignalSettingsBody['rules'][SignalRule]> | null | undefined;
  const given = Object.entries(body.rules).filter(([, s]) => customerId !== undefined || s !== null) as [
    SignalRule,
    Given,
  ][];
  // Who is told, when omitted, stays what applies now (a new override inherits the default's).
  const current = await whoIsToldFor(ctx, customerId ?? null);
  const errors: Record<string, string[]> = {};
  const rules: Parameters<typeof repo.saveRuleSettings>[2] = {};
  for (const [rule, setting] of given) {
    if (setting === undefined) continue;
    if (setting === null) {
      rules[rule] = null;
      continue;
    }
    const recipients = [...new Set(setting.recipients ?? current[rule].recipients)];
    const adminIds = recipients.includes('chosen-admins')
      ? [...new Set(setting.adminIds ?? current[rule].adminIds)]
      : [];
    const known = new Set(await repo.activeAdminIds(ctx.db, adminIds));
    if (adminIds.some((id) => !known.has(id))) {
      errors[`rules.${rule}.adminIds`] = [SIGNAL_SETTINGS_MESSAGES.adminIds];
    }
    rules[rule] = { enabled: setting.enabled, threshold: setting.threshold, recipients, adminIds };
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  try {
    await ctx.db.transaction((tx) => repo.saveRuleSettings(tx, customerId ?? null, rules));
  } catch (error) {
    // An admin may name a customer that does not exist.
    if (dbErrorCode(error) === '23503') throw notFound();
    throw error;
  }
  await auditAs(ctx.db, actor, {
    event: 'signals.settings-saved',
    ...(customerId === undefined ? {} : { customerId }),
    subjectType: 'signal-settings',
    subjectId: customerId ?? 0,
    details: { rules: Object.keys(body.rules) },
  });
  return getSignalSettings(ctx, actor, customerId === undefined ? {} : { customerId });
}

/**
 * POST signal-settings/preview: how many signals the rule would raise now with this threshold (rule
 * switched on), over one customer or every customer the actor acts for. Nothing is stored.
 */
export async function previewSignalRule(
  ctx: ServiceContext,
  actor: Actor,
  { body }: { body: SignalPreview },
): Promise<{ data: SignalPreviewResult }> {
  if (body.customerId !== undefined) requireActsFor(actor, body.customerId);
  const ids =
    body.customerId !== undefined
      ? [body.customerId]
      : (await repo.customerIds(ctx.db)).filter((id) => actsFor(actor, id));
  const shared = { today: localDayOf(new Date()) };
  let signals = 0;
  let customers = 0;
  for (const customerId of ids) {
    const settings = await settingsFor(ctx, customerId);
    const trial: RuleSettings = { enabled: true, threshold: body.threshold };
    const { raised } = await evaluateCustomer(ctx, customerId, shared, { ...settings, [body.rule]: trial }, [
      body.rule,
    ]);
    signals += raised.length;
    if (raised.length > 0) customers++;
  }
  return { data: { rule: body.rule, threshold: body.threshold, signals, customers } };
}
