import { useParams } from 'react-router';
import { can } from '@energiek/contracts/access';
import { EditPage } from '../../../components/edit-page.tsx';
import { useProfile } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
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
  const mayWrite = can(useProfile().data?.profile, 'back-office-parameters:write');
  const listPath = `/v3/parameters?kind=${parameter.data?.kind ?? 'energy-tax'}`;

  return (
    <EditPage
      title={parameter.data ? `${T.editTitle}: ${parameter.data.label}` : T.editTitle}
      back={{ to: listPath, label: T.back }}
      query={parameter}
      loadFailed={T.loadFailed}
      remove={{
        allowed: mayWrite,
        label: T.delete,
        title: T.deleteTitle,
        message: T.deleteConfirm(parameter.data?.label ?? ''),
        run: () => remove.mutateAsync(parameterId),
        pending: remove.isPending,
        deleted: T.deleted,
        to: listPath,
      }}
      intro={
        parameter.data && !parameter.data.verified ? (
          <p className="mb-4">
            <VerifiedBadge verified={false} />
          </p>
        ) : null
      }
    >
      {(data) => (
        <ParameterForm
          key={data.id}
          kind="edit"
          initialKind={data.kind}
          parameter={data}
          save={(values) => update.mutateAsync({ id: parameterId, body: values })}
          listPath={listPath}
        />
      )}
    </EditPage>
  );
}
