import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import {
  GENERAL_VARIABLES,
  templateBodySchema,
  type TemplateBody,
  type TemplateItem,
} from '@energiek/contracts/templates';
import { ContractForm, FormActions } from '../../../components/form/contract-form.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useContractForm, type ContractFormKind } from '../../../lib/use-contract-form.ts';
import { TEMPLATES_TEXTS } from '../texts.ts';
import { TemplatePreview } from './template-preview.tsx';
import { VariableList } from './variable-list.tsx';

const T = TEMPLATES_TEXTS.form;

type TemplateFormProps = {
  kind: ContractFormKind;
  template?: TemplateItem;
  save: (body: TemplateBody) => Promise<TemplateItem>;
};

/** Name, subject and text of a template, its variables (click to insert) and a live preview. */
export function TemplateForm({ kind, template, save }: TemplateFormProps) {
  const contract = useContractForm({
    schema: templateBodySchema,
    defaultValues: {
      name: template?.name ?? '',
      subject: template?.subject ?? '',
      body: template?.body ?? '',
    },
    kind,
    save,
    savedMessage: T.saved,
    savedTo: kind === 'create' ? (saved) => `/v3/templates/${saved.id}/edit` : undefined,
    labels: T,
  });
  const { register, control, setValue, getValues } = contract.form;
  const subject = useWatch({ control, name: 'subject' }) ?? '';
  const body = useWatch({ control, name: 'body' }) ?? '';
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const variables = template?.variables ?? GENERAL_VARIABLES;
  const bodyField = register('body');

  const insert = (name: string) => {
    const textarea = bodyRef.current;
    const current = getValues('body') ?? '';
    const at = textarea?.selectionStart ?? current.length;
    const end = textarea?.selectionEnd ?? at;
    const tag = `{{${name}}}`;
    setValue('body', current.slice(0, at) + tag + current.slice(end), { shouldDirty: true });
    // The field is uncontrolled, so its value is already in the element: put the cursor after the
    // variable now, so whatever is typed next follows it (a deferred focus lost the first keys).
    textarea?.focus();
    textarea?.setSelectionRange(at + tag.length, at + tag.length);
  };

  return (
    <ContractForm contract={contract} className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 space-y-6">
        <Card>
          <div className="space-y-4">
            {template?.key ? (
              <p className="text-sm text-slate-600">
                {T.usedFor}: {template.description}
              </p>
            ) : null}
            <TextField required {...contract.field('name', T.name)} />
            <TextField required {...contract.field('subject', T.subject)} />
            <Textarea
              label={T.body}
              required
              rows={16}
              hint={T.bodyHint}
              error={contract.errorOf('body')}
              className="font-mono"
              {...bodyField}
              ref={(element) => {
                bodyField.ref(element);
                bodyRef.current = element;
              }}
            />
          </div>
        </Card>
        <TemplatePreview templateKey={template?.key ?? null} subject={subject} body={body} />
        {kind === 'create' ? (
          <FormActions submitLabel={T.create} cancelTo="/v3/templates" saving={contract.saving} />
        ) : null}
      </div>
      <VariableList variables={variables} onInsert={insert} />
    </ContractForm>
  );
}
