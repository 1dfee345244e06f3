import type { InvoiceSettings, InvoiceSettingsBody } from '@energiek/contracts/invoice-audit';
import { useRulesDraft } from '../../../components/form/use-rules-draft.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useSaveInvoiceSettings } from '../api/invoice-audit.ts';
import { INVOICE_AUDIT_TEXTS } from '../texts.ts';

const T = INVOICE_AUDIT_TEXTS.settings;
type Rule = InvoiceSettings['rules'][number];
type Draft = Record<string, { enabled: boolean; percent: string; euro: string }>;
/** A rule's two tolerances, in the order of their inputs. */
const TOLERANCES = ['percent', 'euro'] as const;

const draftOf = (rules: readonly Rule[]): Draft =>
  Object.fromEntries(
    rules.map((r) => [
      r.id,
      { enabled: r.enabled, percent: r.percent.replace('.', ','), euro: r.euro.replace('.', ',') },
    ]),
  );

/** Per rule the switch and the two tolerances; saves the changed rules only. */
export function SettingsForm({ settings, customerId }: { settings: InvoiceSettings; customerId?: number }) {
  const save = useSaveInvoiceSettings(customerId);
  const initial = draftOf(settings.rules);
  const { draft, set, errors, send } = useRulesDraft(initial, save, T);
  const submit = () => {
    const rules: InvoiceSettingsBody['rules'] = {};
    for (const r of settings.rules) {
      const now = draft[r.id]!;
      const was = initial[r.id]!;
      if (now.enabled !== was.enabled || now.percent !== was.percent || now.euro !== was.euro) {
        rules[r.id] = now;
      }
    }
    send({ rules });
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
          const error = TOLERANCES.map((tolerance) => errors[`rules.${r.id}.${tolerance}`]).filter(Boolean);
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
                {TOLERANCES.map((tolerance) => (
                  <label key={tolerance} className="text-sm text-slate-700">
                    {T[tolerance]}
                    <input
                      className="mt-1 block w-24 rounded-md border border-slate-300 px-2 py-1.5 tabular-nums"
                      inputMode="decimal"
                      aria-label={`${T[tolerance]} ${r.name}`}
                      value={d[tolerance]}
                      onChange={(e) => set(r.id, { [tolerance]: e.target.value })}
                    />
                  </label>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
