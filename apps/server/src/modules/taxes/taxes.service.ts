import type { TaxCalculateBody, TaxCalculation } from '@energiek/contracts/taxes';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { energyTaxOf, toTaxCalculation } from './taxes.engine.ts';

// The energy-tax calculator (issue 12): a consultant tries a case. Nothing is stored; the permission
// (financial-taxes-heffing:read) is the route's.

export async function calculateTaxes(
  ctx: ServiceContext,
  _actor: Actor,
  input: { body: TaxCalculateBody },
): Promise<TaxCalculation> {
  const { body } = input;
  const { result, rates } = await energyTaxOf(
    ctx,
    {
      product: body.product,
      from: body.from,
      to: body.to,
      volume: body.volume,
      priorVolume: body.priorVolume ?? 0,
      reduction: body.reduction,
      business: body.business,
    },
    { glasshouse: body.glasshouse === true },
  );
  return toTaxCalculation(result, rates);
}

// The front door: what other areas use of taxes besides the functions above (docs/architecture.md
// "Areas and front doors").
export { ratesFor, withEngineErrors } from './taxes.engine.ts';
/** The one assembler of energy-tax rate years (with borrowing for the forecast). */
export { glasshouseRates, loadTaxRateBook, type BorrowedRates, type TaxRateBook } from './tax-rate-book.ts';
export { glasshouseOf, reductionApplies } from './tax-settings.service.ts';
export { taxConnections } from './overview.repository.ts';
export { addressOf, indexMeasured, yearVolume } from './overview.volumes.ts';
