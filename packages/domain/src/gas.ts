import Decimal from 'decimal.js';

/**
 * kWh in one m³(n) of natural gas: Dutch volumes are m³(n;35.17), the upper heating value of
 * Groningen-quality gas, 35.17 MJ per m³ ÷ 3.6 = 9.769 kWh (DOMAIN.md "Connections"), the rounded figure
 * suppliers use to turn a TTF price in € per MWh into € per m³. One figure for every calculation: the
 * collective's position used the unrounded 9.7694… while rates and the forecast used 9.769.
 */
export const GAS_KWH_PER_M3 = new Decimal('9.769');
