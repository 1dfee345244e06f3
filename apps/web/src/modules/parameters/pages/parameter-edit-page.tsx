import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { can } from '@energiek/contracts/access';
import { useProfile } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { saveErrorMessage } from '../../../lib/api-errors.ts';
import { useDeleteParameter, useParameter, useUpdateParameter } from '../api/parameters.ts';
import { VerifiedBadge } from '../components/parameter-columns.tsx';
import { ParameterForm } from '../components/parameter-form.tsx';
import { PARAMETERS_TEXTS } from '../texts.ts';

const T = PARAMETERS_TEXTS.form;

/** /v3/parameters/{parameterId}/edit (back-office-parameters:read; saving needs :write). */
export function ParameterEditPage() {
  usePageTitle(T.editPageTitle);
  const parameterId = Number(useParams().parameterId);
  const parameter = useParameter(parameterId);
  const update = useUpdateParameter();
  const remove = useDeleteParameter();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const mayWrite = can(useProfile().data?.profile, 'back-office-parameters:write');
  const listPath = `/v3/parameters?kind=${parameter.data?.kind ?? 'energy-tax'}`;

  let body;
  if (parameter.isPending) body = <PageSpinner />;
  else if (parameter.isError) body = <Alert tone="error" title={T.loadFailed} />;
  else
    body = (
      <ParameterForm
        key={parameter.data.id}
        kind="edit"
        initialKind={parameter.data.kind}
        parameter={parameter.data}
        save={(values) => update.mutateAsync({ id: parameterId, body: values })}
        listPath={listPath}
      />
    );

  const onDelete = () =>
    remove.mutate(parameterId, {
      onSuccess: () => {
        toast.success(T.deleted);
        void navigate(listPath);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(saveErrorMessage(error));
      },
    });

  return (
    <PageFrame>
      <PageHeader
        title={parameter.data ? `${T.editTitle}: ${parameter.data.label}` : T.editTitle}
        action={
          <div className="flex flex-wrap gap-2">
            <ButtonLink variant="link" icon="chevron-left" to={listPath}>
              {T.back}
            </ButtonLink>
            {mayWrite && parameter.data ? (
              <Button variant="border" icon="trash" onClick={() => setConfirming(true)}>
                {T.delete}
              </Button>
            ) : null}
          </div>
        }
      />
      {parameter.data && !parameter.data.verified ? (
        <p className="mb-4">
          <VerifiedBadge verified={false} />
        </p>
      ) : null}
      {body}
      <Modal
        open={confirming}
        title={T.deleteTitle}
        onClose={() => setConfirming(false)}
        onOk={onDelete}
        okLabel={T.delete}
        okLoading={remove.isPending}
        destructive
      >
        <p>{T.deleteConfirm(parameter.data?.label ?? '')}</p>
      </Modal>
    </PageFrame>
  );
}
