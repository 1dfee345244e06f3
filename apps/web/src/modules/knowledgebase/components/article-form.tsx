import { useId } from 'react';
import { Controller } from 'react-hook-form';
import {
  KNOWLEDGEBASE_VISIBILITY,
  knowledgebaseBodySchema,
  type KnowledgebaseArticle,
  type KnowledgebaseBody,
} from '@energiek/contracts/knowledgebase';
import { ContractForm, FormActions } from '../../../components/form/contract-form.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useProfile } from '../../../lib/auth.ts';
import { useContractForm, type ContractFormKind } from '../../../lib/use-contract-form.ts';
import { useCategories } from '../api/knowledgebase.ts';
import { KNOWLEDGEBASE_TEXTS } from '../texts.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

const T = KNOWLEDGEBASE_TEXTS.form;

type ArticleFormProps = {
  kind: ContractFormKind;
  article?: KnowledgebaseArticle;
  save: (body: KnowledgebaseBody) => Promise<KnowledgebaseArticle>;
  cancelTo: string;
};

/** Title, category, visibility and the rich-text body of an article; the server's 422s land on the fields. */
export function ArticleForm({ kind, article, save, cancelTo }: ArticleFormProps) {
  const backOffice = useProfile().data?.profile.type === 'admin';
  const contract = useContractForm({
    schema: knowledgebaseBodySchema,
    defaultValues: {
      title: article?.title ?? '',
      category: article?.category ?? '',
      body: article?.body ?? '',
      visibility: article?.visibility ?? (backOffice ? 'backoffice' : 'customers'),
    },
    kind,
    save,
    savedMessage: T.saved,
    savedTo: (saved) => `/v3/knowledgebase/${saved.id}`,
    labels: T,
  });
  const { control } = contract.form;
  const categories = useCategories();
  const listId = useId();
  const bodyLabelId = useId();
  const visibilities = KNOWLEDGEBASE_VISIBILITY.filter((v) => backOffice || v === 'customers').map((v) => ({
    value: v,
    label: KNOWLEDGEBASE_TEXTS.visibility[v],
  }));

  return (
    <ContractForm contract={contract} className="space-y-6">
      <Card>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField required className="sm:col-span-2" {...contract.field('title', T.title)} />
          <TextField
            required
            list={listId}
            hint={T.categoryHint}
            {...contract.field('category', T.category)}
          />
          <datalist id={listId}>
            {(categories.data ?? []).map((category) => (
              <option key={category.name} value={category.name} />
            ))}
          </datalist>
          <Select
            required
            options={visibilities}
            placeholder={null}
            {...contract.field('visibility', T.visibility)}
          />
        </div>
      </Card>
      <Card>
        <p id={bodyLabelId} className="mb-2 text-sm font-medium text-slate-800">
          {T.body} <span className="text-red-600">*</span>
        </p>
        <Controller
          control={control}
          name="body"
          render={({ field }) => (
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(contract.errorOf('body'))}
              labelId={bodyLabelId}
            />
          )}
        />
        {contract.errorOf('body') ? (
          <p className="mt-1 text-sm text-red-700" role="alert">
            {contract.errorOf('body')}
          </p>
        ) : null}
      </Card>
      {kind === 'create' ? (
        <>
          <p className="text-sm text-slate-600">{T.attachmentsAfterSave}</p>
          <FormActions submitLabel={T.create} cancelTo={cancelTo} saving={contract.saving} />
        </>
      ) : null}
    </ContractForm>
  );
}
