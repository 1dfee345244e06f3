import type { TemplateVariable } from '@energiek/contracts/templates';
import { Card } from '../../../components/ui/card.tsx';
import { TEMPLATES_TEXTS } from '../texts.ts';

const T = TEMPLATES_TEXTS.form;

/** The variables a template offers; a click puts one in the text at the cursor. */
export function VariableList({
  variables,
  onInsert,
}: {
  variables: readonly TemplateVariable[];
  onInsert: (name: string) => void;
}) {
  return (
    <Card title={T.variables} className="min-w-0 self-start">
      <p className="mb-3 text-sm text-slate-600">{T.variablesIntro}</p>
      <ul className="space-y-3" data-testid="template-variables">
        {variables.map((variable) => (
          <li key={variable.name} className="min-w-0">
            <button
              type="button"
              // A mouse click keeps the cursor in the text, where the variable goes.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(variable.name)}
              className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm break-all text-brand-700 hover:bg-brand-50"
            >
              {`{{${variable.name}}}`}
            </button>
            {variable.required ? (
              <span className="ml-2 text-xs font-medium text-red-700">{T.required}</span>
            ) : null}
            <p className="text-sm text-slate-700">{variable.description}</p>
            <p className="truncate text-xs text-slate-500" title={variable.example}>
              {T.example}: {variable.example.split('\n')[0]}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
