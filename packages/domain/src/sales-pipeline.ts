// The sales pipeline (issue 11 "Sales"): deal stages, the default probability of each stage and the weighted
// pipeline, Σ expected value × probability. Pure functions on decimal.js; amounts are rounded to cents once,
// at the end (a sum of rounded products would drift by a cent per deal).
import Decimal from 'decimal.js';

export const DEAL_STAGES = [
  'lead',
  'gekwalificeerd',
  'offerte',
  'onderhandeling',
  'gewonnen',
  'verloren',
] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

/** Stages of deals still in play (the board's first four columns). */
export const OPEN_DEAL_STAGES = ['lead', 'gekwalificeerd', 'offerte', 'onderhandeling'] as const;

/** Percentage a deal gets when it enters a stage and nobody set one by hand. */
export const DEFAULT_PROBABILITY: Record<DealStage, number> = {
  lead: 10,
  gekwalificeerd: 25,
  offerte: 50,
  onderhandeling: 75,
  gewonnen: 100,
  verloren: 0,
};

export function isOpenStage(stage: DealStage): boolean {
  return stage !== 'gewonnen' && stage !== 'verloren';
}

export type PipelineDeal = {
  stage: DealStage;
  /** Expected value in € per year (a decimal string or number); null when not known yet. */
  expectedValue: Decimal.Value | null;
  /** 0–100. */
  probability: number;
};

export type StageTotals = {
  stage: DealStage;
  count: number;
  /** Σ expected value, € (2 decimals, as a string). */
  value: string;
  /** Σ expected value × probability / 100, € (2 decimals, as a string). */
  weighted: string;
};

export type Pipeline = {
  stages: StageTotals[];
  /** The open stages together: what the weighted pipeline means. */
  open: Omit<StageTotals, 'stage'>;
};

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** Count, value and weighted value per stage and over the open stages. */
export function weightedPipeline(deals: readonly PipelineDeal[]): Pipeline {
  const sums = new Map<DealStage, { count: number; value: Decimal; weighted: Decimal }>(
    DEAL_STAGES.map((stage) => [stage, { count: 0, value: new Decimal(0), weighted: new Decimal(0) }]),
  );
  for (const deal of deals) {
    const sum = sums.get(deal.stage)!;
    const value = new Decimal(deal.expectedValue ?? 0);
    sum.count += 1;
    sum.value = sum.value.plus(value);
    sum.weighted = sum.weighted.plus(value.times(deal.probability).dividedBy(100));
  }
  const open = { count: 0, value: new Decimal(0), weighted: new Decimal(0) };
  for (const stage of OPEN_DEAL_STAGES) {
    const sum = sums.get(stage)!;
    open.count += sum.count;
    open.value = open.value.plus(sum.value);
    open.weighted = open.weighted.plus(sum.weighted);
  }
  return {
    stages: DEAL_STAGES.map((stage) => {
      const sum = sums.get(stage)!;
      return { stage, count: sum.count, value: cents(sum.value), weighted: cents(sum.weighted) };
    }),
    open: { count: open.count, value: cents(open.value), weighted: cents(open.weighted) },
  };
}
