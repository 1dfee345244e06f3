import { useState } from 'react';
import type { TaxCalculateBody } from '@energiek/contracts/taxes';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Tabs, type TabItem } from '../../../components/ui/tabs.tsx';
import { fieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCalculateTaxes } from '../api/calculate.ts';
import { CalculationResult } from '../components/calculation-result.tsx';
import { CalculatorForm } from '../components/calculator-form.tsx';
import { TAXES_TEXTS } from '../texts.ts';

// The tabs of /v3/taxes: the calculator now; the per-customer overview from EMS volumes joins as a second
// tab (the bar shows once there is more than one).
const TABS: readonly TabItem[] = [{ id: 'calculator', label: TAXES_TEXTS.tabs.calculator }];

/** /v3/taxes (financial-taxes-heffing:read): a consultant tries a case on the energy-tax engine. */
export function TaxesPage() {
  usePageTitle(TAXES_TEXTS.pageTitle);
  const [tab, setTab] = useState('calculator');
  const calculate = useCalculateTaxes();
  const [product, setProduct] = useState<1 | 2>(1);
  const onCalculate = (body: TaxCalculateBody) => {
    setProduct(body.product);
    calculate.mutate(body);
  };
  const serverErrors = calculate.isError ? fieldErrors(calculate.error) : {};
  const generalError =
    calculate.isError && Object.keys(serverErrors).length === 0
      ? (serverMessage(calculate.error) ?? TAXES_TEXTS.errors.failed)
      : null;

  const calculator = (
    <div className="grid gap-6">
      <CalculatorForm
        onCalculate={onCalculate}
        calculating={calculate.isPending}
        serverErrors={serverErrors}
      />
      <div className="grid gap-4">
        {generalError ? <Alert tone="error" title={generalError} /> : null}
        {calculate.data && !calculate.isError ? (
          <CalculationResult result={calculate.data} product={product} />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 px-5 py-8 text-center text-sm text-slate-500">
            {TAXES_TEXTS.result.empty}
          </p>
        )}
      </div>
    </div>
  );

  return (
    <PageFrame wide>
      <PageHeader title={TAXES_TEXTS.title} intro={TAXES_TEXTS.intro} />
      {TABS.length > 1 ? (
        <Tabs tabs={TABS} activeId={tab} onChange={setTab} label={TAXES_TEXTS.tabs.label}>
          {calculator}
        </Tabs>
      ) : (
        calculator
      )}
    </PageFrame>
  );
}
