import { useState } from 'react';
import { formatCurrency } from '@energiek/contracts/format';
import type { ServiceDefinitionItem } from '@energiek/contracts/services';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { useSaveServiceDefinition } from '../api/service-definitions.ts';
import { DEFINITION_TEXTS as T, MODULE_NAMES } from '../texts.ts';

/** "1250.50" → "1.250,50" for the input (display only; the server parses the text exactly). */
const dutchAmount = (value: string | null) =>
  value === null ? '' : formatCurrency(Number(value)).replace(/^€\s*/, '');

/** One service definition: what it grants and costs; a full admin edits price and description in place. */
export function ServiceDefinitionRow({
  definition,
  mayWrite,
}: {
  definition: ServiceDefinitionItem;
  mayWrite: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [price, setPrice] = useState(dutchAmount(definition.pricePerYear));
  const [description, setDescription] = useState(definition.description ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveServiceDefinition();
  const toast = useToast();

  const cancel = () => {
    setPrice(dutchAmount(definition.pricePerYear));
    setDescription(definition.description ?? '');
    setErrors({});
    setEditing(false);
  };
  const submit = () =>
    save.mutate(
      { service: definition.service, body: { pricePerYear: price, description } },
      {
        onSuccess: (saved) => {
          setPrice(dutchAmount(saved.pricePerYear));
          setDescription(saved.description ?? '');
          setErrors({});
          setEditing(false);
          toast.success(T.saved);
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          toast.error(saveErrorMessage(error) ?? T.invalid);
        },
      },
    );

  const modules = definition.modules.map((module) => MODULE_NAMES[module] ?? module);
  return (
    <li className="px-5 py-4" data-testid={`service-definition-${definition.service}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-medium text-slate-900">{definition.name}</h2>
          <p className="mt-1 text-xs text-slate-500">
            {T.modules}: {modules.length > 0 ? modules.join(', ') : T.noModules}
          </p>
        </div>
        <p className="text-sm font-medium text-slate-900 tabular-nums">
          {definition.pricePerYear === null
            ? T.noPrice
            : `${formatCurrency(Number(definition.pricePerYear))} ${T.perYear}`}
        </p>
      </div>
      {editing ? (
        <form
          className="mt-3 grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            label={T.price}
            hint={T.priceHint}
            inputMode="decimal"
            value={price}
            error={errors.pricePerYear}
            onChange={(event) => setPrice(event.target.value)}
          />
          <Textarea
            label={T.description}
            rows={3}
            value={description}
            error={errors.description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={save.isPending}>
              {T.save}
            </Button>
            <Button type="button" variant="border" onClick={cancel}>
              {T.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
          <p className="text-sm whitespace-pre-line text-slate-600">
            {definition.description ?? T.noDescription}
          </p>
          {mayWrite ? (
            <Button variant="border" aria-label={T.edit(definition.name)} onClick={() => setEditing(true)}>
              {T.editLabel}
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}
