import { useState } from 'react';
import { useParams } from 'react-router';
import { formatDate, formatDateTime } from '@energiek/contracts/format';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { buttonClasses } from '../../../../components/ui/button-classes.ts';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { Logo } from '../../../../components/ui/logo.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { usePageTitle } from '../../../../lib/document-title.ts';
import { signingDocumentUrl, useSign, useSigning } from '../api/signatures.ts';
import { SUPPLY_AGREEMENTS_TEXTS } from '../texts.ts';

const T = SUPPLY_AGREEMENTS_TEXTS.publicPage;

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-4xl px-4 py-4">
          <Logo />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="mb-6 text-2xl font-semibold text-slate-900">{T.title}</h1>
        {children}
      </main>
    </div>
  );
}

/** /ondertekenen/:token: the public page behind the one-time link of a signature request. */
export function SigningPage() {
  usePageTitle(T.title);
  const token = useParams().token ?? '';
  const view = useSigning(token);
  const sign = useSign(token);
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const errors = isApiError(sign.error) ? sign.error : null;

  if (view.isPending) {
    return (
      <Frame>
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner className="size-5" /> {T.loading}
        </p>
      </Frame>
    );
  }
  if (sign.data) {
    return (
      <Frame>
        <Alert tone="success" title={T.signedTitle}>
          <p>{T.signedText(sign.data.signerName, formatDateTime(sign.data.signedAt))}</p>
          <p className="mt-2 text-xs">
            {T.hash}: <span className="break-all font-mono">{sign.data.documentHash}</span>
          </p>
        </Alert>
      </Frame>
    );
  }
  if (!view.data) {
    return (
      <Frame>
        <Alert tone="error" title={T.invalid}>
          <p>{T.invalidHint}</p>
        </Alert>
      </Frame>
    );
  }
  const v = view.data;
  return (
    <Frame>
      <div className="space-y-6">
        <div className="space-y-2 text-slate-700">
          <p>{T.greeting(v.contactName)}</p>
          <p>{T.explain(v.customerName, v.supplierName)}</p>
          <dl className="grid gap-1 text-sm sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium">{T.reference}</dt>
            <dd>{v.reference || '–'}</dd>
            <dt className="font-medium">{T.period}</dt>
            <dd>
              {formatDate(v.startDate)} t/m {formatDate(v.endDate)}
            </dd>
            <dt className="font-medium">{T.validUntil}</dt>
            <dd>{formatDate(v.expiresAt)}</dd>
          </dl>
        </div>
        <a
          className={buttonClasses('border')}
          href={signingDocumentUrl(token)}
          target="_blank"
          rel="noreferrer"
        >
          {T.open}
        </a>
        <iframe
          title={T.pdfTitle}
          src={signingDocumentUrl(token)}
          className="hidden h-[36rem] w-full rounded-lg border border-slate-200 bg-white sm:block"
        />
        <form
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
          onSubmit={(event) => {
            event.preventDefault();
            sign.mutate({ name, agree: agree as true, documentHash: v.documentHash });
          }}
        >
          <TextField
            label={T.name}
            required
            autoComplete="name"
            value={name}
            error={errors?.fieldError('name')}
            onChange={(event) => setName(event.target.value)}
          />
          <Checkbox label={T.agree} checked={agree} onChange={(event) => setAgree(event.target.checked)} />
          {errors?.fieldError('agree') ? (
            <p className="text-sm text-red-700">{errors.fieldError('agree')}</p>
          ) : null}
          {errors?.fieldError('documentHash') ? (
            <Alert tone="error" title={errors.fieldError('documentHash') ?? T.failed} />
          ) : null}
          {sign.error &&
          !errors?.fieldError('name') &&
          !errors?.fieldError('agree') &&
          !errors?.fieldError('documentHash') ? (
            <Alert tone="error" title={errors?.message || T.failed} />
          ) : null}
          <Button type="submit" loading={sign.isPending}>
            {T.sign}
          </Button>
        </form>
        <p className="text-xs text-slate-500">
          {T.hash}: <span className="break-all font-mono">{v.documentHash}</span>
        </p>
      </div>
    </Frame>
  );
}
