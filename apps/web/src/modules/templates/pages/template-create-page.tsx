import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
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
    <PageFrame wide>
      <PageHeader
        title={T.createTitle}
        action={
          <ButtonLink variant="link" icon="chevron-left" to="/v3/templates">
            {T.back}
          </ButtonLink>
        }
      />
      <TemplateForm kind="create" save={(body) => create.mutateAsync(body)} />
    </PageFrame>
  );
}
