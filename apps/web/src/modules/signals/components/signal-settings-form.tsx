import { useState } from 'react';
import {
  SIGNAL_RECIPIENT_LABELS,
  SIGNAL_RECIPIENTS,
  type SignalModule,
  type SignalRecipient,
  type SignalSettings,
  type SignalSettingsBody,
} from '@energiek/contracts/signals';
import { useRulesDraft } from '../../../components/form/use-rules-draft.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useAdminChoices, usePreviewSignalRule, useSaveSignalSettings } from '../api/signal-settings.ts';
import { SIGNAL_SETTINGS_TEXTS } from '../texts.ts';

const T = SIGNAL_SETTINGS_TEXTS;
type Rule = SignalSettings['rules'][number];
type Draft = Record<
  string,
  { enabled: boolean; threshold: string; recipients: SignalRecipient[]; adminIds: number[] }
>;

const nl = (n: number) => String(n).replace('.', ',');
const draftOf = (rules: readonly Rule[]): Draft =>
  Object.fromEntries(
    rules.map((r) => [
      r.rule,
      { enabled: r.enabled, threshold: nl(r.threshold), recipients: r.recipients, adminIds: r.adminIds },
    ]),
  );
const sameSet = <T,>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x) => b.includes(x));
const toggled = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
/** A Dutch decimal ("1,5") as a number; null when it is none. */
const parse = (text: string): number | null => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
};

/** The rules of one module: per rule the switch, the threshold, a preview and (customer) back to default. */
export function SignalSettingsForm({
  settings,
  module,
  customerId,
}: {
  settings: SignalSettings;
  module: SignalModule;
  customerId?: number;
}) {
  const rules = settings.rules.filter((r) => r.module === module);
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const save = useSaveSignalSettings(customerId);
  const preview = usePreviewSignalRule();
  const toast = useToast();
  // SIGNALS_WRITE of the contract: a reader sees the settings and may preview, not save.
  const mayWrite = usePermission({ allOf: ['is:admin', 'signals-notifications:write'] });
  const initial = draftOf(settings.rules);
  const { draft, set, errors, setErrors, send } = useRulesDraft(initial, save, T);
  const choosing = rules.some((r) => draft[r.rule]?.recipients.includes('chosen-admins'));
  const admins = useAdminChoices(choosing);

  const submit = () => {
    const body: SignalSettingsBody = { rules: {} };
    const local: Record<string, string> = {};
    for (const r of rules) {
      const now = draft[r.rule]!;
      const was = initial[r.rule]!;
      const sameRecipients = sameSet(now.recipients, was.recipients) && sameSet(now.adminIds, was.adminIds);
      if (now.enabled === was.enabled && now.threshold === was.threshold && sameRecipients) continue;
      const threshold = parse(now.threshold);
      if (threshold === null) local[`rules.${r.rule}.threshold`] = T.notNumber;
      else
        body.rules[r.rule] = {
          enabled: now.enabled,
          threshold,
          recipients: now.recipients,
          adminIds: now.recipients.includes('chosen-admins') ? now.adminIds : [],
        };
    }
    if (Object.keys(local).length > 0) {
      setErrors(local);
      toast.error(T.invalid);
      return;
    }
    send(body);
  };

  const runPreview = (r: Rule) => {
    const threshold = parse(draft[r.rule]!.threshold);
    if (threshold === null) {
      setErrors((e) => ({ ...e, [`rules.${r.rule}.threshold`]: T.notNumber }));
      return;
    }
    preview.mutate(
      { rule: r.rule, threshold, ...(customerId ? { customerId } : {}) },
      {
        onSuccess: (result) => {
          setErrors((e) => ({ ...e, [`rules.${r.rule}.threshold`]: '' }));
          setPreviews((p) => ({ ...p, [r.rule]: T.previewResult(result.signals, result.customers) }));
        },
        onError: (error) => {
          const message = fieldErrors(error).threshold;
          setErrors((e) => ({ ...e, [`rules.${r.rule}.threshold`]: message ?? T.invalid }));
        },
      },
    );
  };

  if (rules.length === 0) return <Card>{T.empty}</Card>;
  return (
    <Card
      bodyClassName="p-0"
      footer={
        mayWrite ? (
          <Button onClick={submit} loading={save.isPending}>
            {T.save}
          </Button>
        ) : (
          <p className="text-sm text-slate-600">{T.readOnly}</p>
        )
      }
    >
      <ul className="divide-y divide-slate-200" data-testid="signal-settings">
        {rules.map((r) => {
          const d = draft[r.rule]!;
          const error = errors[`rules.${r.rule}.threshold`];
          return (
            <li key={r.rule} className="grid gap-3 px-5 py-4 md:grid-cols-[1fr_auto]">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {r.name}
                  {r.overridden ? (
                    <span className="ml-2 text-xs text-brand-700">({T.overridden})</span>
                  ) : null}
                </p>
                <p className="mt-1 text-sm text-slate-600">{r.explanation}</p>
                {customerId ? (
                  <p className="mt-1 text-xs text-slate-500">
                    {T.defaultWas(r.defaultEnabled, nl(r.defaultThreshold), r.unit)}
                  </p>
                ) : null}
                {previews[r.rule] ? (
                  <p className="mt-1 text-sm text-brand-800" role="status">
                    {previews[r.rule]}
                  </p>
                ) : null}
                {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
                <fieldset className="mt-3" data-testid={`signal-recipients-${r.rule}`}>
                  <legend className="text-sm font-medium text-slate-700">{T.recipients}</legend>
                  <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                    {SIGNAL_RECIPIENTS.map((who) => (
                      <label key={who} className="inline-flex items-center gap-2 text-sm text-slate-700">
                        <input
                          type="checkbox"
                          className="size-4 rounded border-slate-300"
                          checked={d.recipients.includes(who)}
                          disabled={!mayWrite}
                          onChange={(e) =>
                            set(r.rule, { recipients: toggled(d.recipients, who, e.target.checked) })
                          }
                        />
                        {SIGNAL_RECIPIENT_LABELS[who]}
                      </label>
                    ))}
                  </div>
                  {d.recipients.includes('chosen-admins') ? (
                    <div
                      className="mt-2 rounded-md border border-slate-200 p-2"
                      data-testid="signal-admin-choices"
                    >
                      <p className="text-xs font-medium text-slate-600">{T.admins}</p>
                      {admins.isPending ? (
                        <p className="text-sm text-slate-600">{T.adminsLoading}</p>
                      ) : (
                        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                          {(admins.data ?? []).map((admin) => (
                            <label
                              key={admin.id}
                              className="inline-flex items-center gap-2 text-sm text-slate-700"
                            >
                              <input
                                type="checkbox"
                                className="size-4 rounded border-slate-300"
                                checked={d.adminIds.includes(admin.id)}
                                disabled={!mayWrite}
                                onChange={(e) =>
                                  set(r.rule, { adminIds: toggled(d.adminIds, admin.id, e.target.checked) })
                                }
                              />
                              {admin.name}
                            </label>
                          ))}
                        </div>
                      )}
                    </div>
                  ) : null}
                  {errors[`rules.${r.rule}.adminIds`] ? (
                    <p className="mt-1 text-sm text-red-700">{errors[`rules.${r.rule}.adminIds`]}</p>
                  ) : null}
                  {errors[`rules.${r.rule}.recipients`] ? (
                    <p className="mt-1 text-sm text-red-700">{errors[`rules.${r.rule}.recipients`]}</p>
                  ) : null}
                </fieldset>
              </div>
              <div className="flex flex-wrap items-end gap-3">
                <Switch
                  label={T.enabled}
                  aria-label={`${T.enabled} ${r.name}`}
                  checked={d.enabled}
                  disabled={!mayWrite}
                  onChange={(e) => set(r.rule, { enabled: e.target.checked })}
                />
                <label className="text-sm text-slate-700">
                  {T.threshold} ({r.unit})
                  <input
                    className="mt-1 block w-24 rounded-md border border-slate-300 px-2 py-1.5 tabular-nums"
                    inputMode="decimal"
                    aria-label={`${T.threshold} ${r.name}`}
                    aria-invalid={error ? true : undefined}
                    value={d.threshold}
                    onChange={(e) => set(r.rule, { threshold: e.target.value })}
                  />
                </label>
                <Button variant="border" onClick={() => runPreview(r)} loading={preview.isPending}>
                  {T.preview}
                </Button>
                {mayWrite && customerId && r.overridden ? (
                  <Button variant="border" onClick={() => send({ rules: { [r.rule]: null } })}>
                    {T.reset}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
