import { useState } from 'react';
import type { TaxCalculateBody } from '@energiek/contracts/taxes';
import { Alert } from '../../../components/ui/alert.tsx';
import { fieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { useCalculateTaxes } from '../api/calculate.ts';
import { TAXES_TEXTS } from '../texts.ts';
import { CalculationResult } from './calculation-result.tsx';
import { CalculatorForm } from './calculator-form.tsx';

/** The calculator: a consultant tries a case on the energy-tax engine (nothing is stored). */
export function CalculatorTab() {
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
  return (
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
}
