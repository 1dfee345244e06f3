import { useSearchParams } from 'react-router';
import { PARAMETER_KINDS } from '@energiek/contracts/parameters';
import type { ParameterKind } from '@energiek/contracts/parameters';
import { CreatePage } from '../../../components/edit-page.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCreateParameter } from '../api/parameters.ts';
import { ParameterForm } from '../components/parameter-form.tsx';
import { PARAMETERS_TEXTS } from '../texts.ts';

const T = PARAMETERS_TEXTS.form;

/** /v3/parameters/create (back-office-parameters:read; saving needs :write); ?kind= picks the kind. */
export function ParameterCreatePage() {
  usePageTitle(T.createPageTitle);
  const requested = useSearchParams()[0].get('kind');
  const kind: ParameterKind = PARAMETER_KINDS.includes(requested as ParameterKind)
    ? (requested as ParameterKind)
    : 'energy-tax';
  const create = useCreateParameter();
  const listPath = `/v3/parameters?kind=${kind}`;

  return (
    <CreatePage title={T.createTitle} back={{ to: listPath, label: T.back }}>
      <ParameterForm
        kind="create"
        initialKind={kind}
        save={(body) => create.mutateAsync(body)}
        listPath={listPath}
      />
    </CreatePage>
  );
}
