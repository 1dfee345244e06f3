/** "1234.5" → "€ 1.234,50" (the amounts come as decimal strings). */
export function euro(value: string): string {
  const negative = value.startsWith('-') && /[1-9]/.test(value);
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  return `${negative ? '−' : ''}€ ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction.padEnd(2, '0').slice(0, 2)}`;
}
