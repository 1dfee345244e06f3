import { CreatePage } from '../../../components/edit-page.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCreateTemplate } from '../api/templates.ts';
import { TemplateForm } from '../components/template-form.tsx';
import { TEMPLATES_TEXTS } from '../texts.ts';

const T = TEMPLATES_TEXTS.form;

/** /v3/templates/create (is:admin, email-templates:read; saving needs :write): an admin's own template. */
export function TemplateCreatePage() {
  usePageTitle(T.createPageTitle);
  const create = useCreateTemplate();
  return (
    <CreatePage title={T.createTitle} back={{ to: '/v3/templates', label: T.back }} wide>
      <TemplateForm kind="create" save={(body) => create.mutateAsync(body)} />
    </CreatePage>
  );
}
