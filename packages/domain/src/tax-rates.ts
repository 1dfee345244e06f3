// The shape in which the energy-tax engine receives its rates. The rates themselves are parameters that
// back-office admins maintain (the parameters area stores them); nothing here holds a figure.
// Amounts are decimal strings ("0.10880") so no rate is ever rounded by binary floating point.

/** 1 = electricity (kWh), 2 = gas (m³). */
export type Product = 1 | 2;

/** One marginal bracket: the rate applies to the part of the year's volume in [from, to). */
export type TaxBracket = {
  from: number;
  /** null = no upper bound. */
  to: number | null;
  /** € per kWh or m³ excluding VAT, for business use. */
  rate: string;
  /** Where the non-business rate differs (electricity above 10 M kWh); else the same as `rate`. */
  rateNonBusiness?: string;
};

/** The energy tax of one product in one calendar year. */
export type EnergyTaxYear = {
  year: number;
  product: Product;
  brackets: TaxBracket[];
  /** ODE (opslag duurzame energie) brackets, a separate levy up to and including 2022; [] from 2023. */
  ode: TaxBracket[];
  /** Tax reduction per connection with a verblijfsfunctie for the whole year, € excl. VAT; "0" for gas. */
  reductionPerConnection: string;
  /** false while an admin has not checked the figures against the Belastingdienst table. */
  verified: boolean;
};

/** A VAT rate with the days it applies to (`to` exclusive, null = open); `rate` is a percentage ("21" = 21 %). */
export type VatPeriod = { from: string; to: string | null; rate: string };
