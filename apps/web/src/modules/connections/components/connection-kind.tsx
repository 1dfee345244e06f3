import { PRODUCT_GAS, connectionKindName } from '@energiek/contracts/connections';
import { formatEan } from '@energiek/contracts/connections';
import { Icon } from '../../../components/ui/icon.tsx';

/** Electricity, gas and electricity with production, each with its own icon and colour. */
export function ConnectionKind({ product, hasProd }: { product: number; hasProd: boolean }) {
  const name = connectionKindName(product, hasProd);
  const gas = product === PRODUCT_GAS;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${
        gas ? 'bg-orange-50 text-orange-800' : hasProd ? 'bg-lime-50 text-lime-800' : 'bg-sky-50 text-sky-800'
      }`}
    >
      <Icon name={gas ? 'flame' : 'bolt'} className="size-3.5" />
      {hasProd && !gas ? <Icon name="sun" className="size-3.5" /> : null}
      {name}
    </span>
  );
}

/** An EAN in monospace groups of four, read by screen readers as the plain code. */
export function EanText({ ean }: { ean: string }) {
  return (
    <span className="font-mono text-sm tracking-tight whitespace-nowrap text-slate-900" aria-label={ean}>
      {formatEan(ean)}
    </span>
  );
}
