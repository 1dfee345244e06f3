import { formatNumber } from '@energiek/contracts/format';

/** A volume as the API sent it (up to 4 decimals), with Dutch separators and no digits dropped or added. */
export function exact(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  const decimals = Math.min(4, (String(value).split('.')[1] ?? '').length);
  return formatNumber(value, decimals);
}
