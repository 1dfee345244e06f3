import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { can } from '@energiek/contracts/access';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { QueryBody } from '../../../components/query-body.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { saveErrorMessage } from '../../../lib/api-errors.ts';
import { useProfile } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useDeleteTemplate, useResetTemplate, useTemplate } from '../api/templates.ts';
import { TemplateForm } from '../components/template-form.tsx';
import { TestMailDialog } from '../components/test-mail-dialog.tsx';
import { useUpdateTemplate } from '../api/templates.ts';
import { TEMPLATES_TEXTS } from '../texts.ts';

const T = TEMPLATES_TEXTS.form;

/** /v3/templates/{templateId}/edit (is:admin, email-templates:read; saving needs :write). */
export function TemplateEditPage() {
  usePageTitle(T.editPageTitle);
  const templateId = Number(useParams().templateId);
  const template = useTemplate(templateId);
  const update = useUpdateTemplate();
  const reset = useResetTemplate();
  const remove = useDeleteTemplate();
  const navigate = useNavigate();
  const toast = useToast();
  const [dialog, setDialog] = useState<'test' | 'reset' | 'delete' | null>(null);
  const mayWrite = can(useProfile().data?.profile, 'email-templates:write');
  const item = template.data;

  const onError = (error: unknown) => {
    setDialog(null);
    toast.error(saveErrorMessage(error));
  };

  return (
    <PageFrame wide>
      <PageHeader
        title={item ? `${T.editTitle}: ${item.name}` : T.editTitle}
        action={
          <div className="flex flex-wrap gap-2">
            <ButtonLink variant="link" icon="chevron-left" to="/v3/templates">
              {T.back}
            </ButtonLink>
            {mayWrite && item ? (
              <Button variant="border" icon="bolt" onClick={() => setDialog('test')}>
                {T.test}
              </Button>
            ) : null}
            {mayWrite && item?.key && !item.isDefault ? (
              <Button variant="border" icon="copy" onClick={() => setDialog('reset')}>
                {T.reset}
              </Button>
            ) : null}
            {mayWrite && item && item.key === null ? (
              <Button variant="border" icon="trash" onClick={() => setDialog('delete')}>
                {T.delete}
              </Button>
            ) : null}
          </div>
        }
      />
      <QueryBody query={template} loadFailed={T.loadFailed}>
        {(record) => (
          <TemplateForm
            key={`${record.id}-${record.updatedAt}`}
            kind="edit"
            template={record}
            save={(values) => update.mutateAsync({ id: templateId, body: values })}
          />
        )}
      </QueryBody>
      <TestMailDialog open={dialog === 'test'} templateId={templateId} onClose={() => setDialog(null)} />
      <Modal
        open={dialog === 'reset'}
        title={T.resetTitle}
        onClose={() => setDialog(null)}
        onOk={() =>
          reset.mutate(templateId, {
            onSuccess: () => {
              setDialog(null);
              toast.success(T.resetDone);
            },
            onError,
          })
        }
        okLabel={T.reset}
        okLoading={reset.isPending}
      >
        <p>{T.resetConfirm}</p>
      </Modal>
      <Modal
        open={dialog === 'delete'}
        title={T.deleteTitle}
        onClose={() => setDialog(null)}
        onOk={() =>
          remove.mutate(templateId, {
            onSuccess: () => {
              toast.success(T.deleted);
              void navigate('/v3/templates');
            },
            onError,
          })
        }
        okLabel={T.delete}
        okLoading={remove.isPending}
        destructive
      >
        <p>{T.deleteConfirm(item?.name ?? '')}</p>
      </Modal>
    </PageFrame>
  );
}
