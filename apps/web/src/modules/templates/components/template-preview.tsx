import { useMemo } from 'react';
import type { TemplatePreviewBody } from '@energiek/contracts/templates';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { fieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useTemplatePreview } from '../api/templates.ts';
import { TEMPLATES_TEXTS } from '../texts.ts';

const T = TEMPLATES_TEXTS.form;

/** The mail as it would look with the sample data, following the unsaved text (500 ms after typing). */
export function TemplatePreview(props: { templateKey: string | null; subject: string; body: string }) {
  // A string, so the debounce settles (a new object every render would restart it).
  const settled = useDebouncedValue(
    JSON.stringify({ key: props.templateKey, subject: props.subject, body: props.body }),
    500,
  );
  const request = useMemo(() => JSON.parse(settled) as TemplatePreviewBody, [settled]);
  const preview = useTemplatePreview(request);
  const problems = preview.isError ? Object.values(fieldErrors(preview.error)) : [];

  return (
    <Card title={T.preview} actions={preview.isFetching ? <Spinner /> : undefined}>
      {preview.isError ? (
        <Alert tone="error" title={T.previewFailed}>
          <ul className="list-disc pl-5" data-testid="template-preview-errors">
            {(problems.length > 0 ? problems : [serverMessage(preview.error) ?? '']).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {preview.data && !preview.isError ? (
        <div data-testid="template-preview">
          <p className="mb-3 text-sm">
            <span className="text-slate-500">{T.previewSubject}: </span>
            <span className="font-medium" data-testid="template-preview-subject">
              {preview.data.subject}
            </span>
          </p>
          <pre className="overflow-x-auto rounded-lg bg-slate-50 p-4 font-sans text-sm whitespace-pre-wrap text-slate-800">
            {preview.data.text}
          </pre>
        </div>
      ) : null}
    </Card>
  );
}
