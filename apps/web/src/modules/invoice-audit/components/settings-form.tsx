import { useState } from 'react';
import type { InvoiceSettings, InvoiceSettingsBody } from '@energiek/contracts/invoice-audit';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { useSaveInvoiceSettings } from '../api/invoice-audit.ts';
import { INVOICE_AUDIT_TEXTS } from '../texts.ts';

const T = INVOICE_AUDIT_TEXTS.settings;
type Rule = InvoiceSettings['rules'][number];
type Draft = Record<string, { enabled: boolean; percent: string; euro: string }>;

const draftOf = (rules: readonly Rule[]): Draft =>
  Object.fromEntries(
    rules.map((r) => [
      r.id,
      { enabled: r.enabled, percent: r.percent.replace('.', ','), euro: r.euro.replace('.', ',') },
    ]),
  );

/** Per rule the switch and the two tolerances; saves the changed rules only. */
export function SettingsForm({ settings, customerId }: { settings: InvoiceSettings; customerId?: number }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings.rules));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveInvoiceSettings(customerId);
  const toast = useToast();
  const initial = draftOf(settings.rules);
  const set = (id: string, patch: Partial<Draft[string]>) =>
    setDraft((d) => ({ ...d, [id]: { ...d[id]!, ...patch } }));
  const submit = () => {
    const rules: InvoiceSettingsBody['rules'] = {};
    for (const r of settings.rules) {
      const now = draft[r.id]!;
      const was = initial[r.id]!;
      if (now.enabled !== was.enabled || now.percent !== was.percent || now.euro !== was.euro) {
        rules[r.id] = now;
      }
    }
    save.mutate(
      { rules },
      {
        onSuccess: () => {
          setErrors({});
          toast.success(T.saved);
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          toast.error(saveErrorMessage(error) ?? T.invalid);
        },
      },
    );
  };
  return (
    <Card
      bodyClassName="p-0"
      footer={
        <Button onClick={submit} loading={save.isPending}>
          {T.save}
        </Button>
      }
    >
      <ul className="divide-y divide-slate-200" data-testid="invoice-settings">
        {settings.rules.map((r) => {
          const d = draft[r.id]!;
          const error = [errors[`rules.${r.id}.percent`], errors[`rules.${r.id}.euro`]].filter(Boolean);
          return (
            <li key={r.id} className="grid gap-3 px-5 py-4 md:grid-cols-[1fr_auto]">
              <div className="min-w-0">
                <label className="flex items-start gap-2 font-medium text-slate-900">
                  <input
                    type="checkbox"
                    className="mt-1 size-4 accent-teal-700"
                    checked={d.enabled}
                    onChange={(e) => set(r.id, { enabled: e.target.checked })}
                  />
                  <span>
                    {r.name}
                    {r.overridden ? (
                      <span className="ml-2 text-xs text-brand-700">({T.overridden})</span>
                    ) : null}
                  </span>
                </label>
                <p className="mt-1 text-sm text-slate-600">{r.explanation}</p>
                {error.length > 0 ? <p className="mt-1 text-sm text-red-700">{error.join(' ')}</p> : null}
              </div>
              <div className="flex gap-3">
                <label className="text-sm text-slate-700">
                  {T.percent}
                  <input
                    className="mt-1 block w-24 rounded-md border border-slate-300 px-2 py-1.5 tabular-nums"
                    inputMode="decimal"
                    aria-label={`${T.percent} ${r.name}`}
                    value={d.percent}
                    onChange={(e) => set(r.id, { percent: e.target.value })}
                  />
                </label>
                <label className="text-sm text-slate-700">
                  {T.euro}
                  <input
                    className="mt-1 block w-24 rounded-md border border-slate-300 px-2 py-1.5 tabular-nums"
                    inputMode="decimal"
                    aria-label={`${T.euro} ${r.name}`}
                    value={d.euro}
                    onChange={(e) => set(r.id, { euro: e.target.value })}
                  />
                </label>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
