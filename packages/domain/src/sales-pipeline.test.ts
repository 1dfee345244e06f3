import { describe, expect, it } from 'vitest';
import { DEFAULT_PROBABILITY, weightedPipeline } from './sales-pipeline.ts';

describe('weightedPipeline', () => {
  it('sums value × probability per stage and over the open stages, rounding once', () => {
    const pipeline = weightedPipeline([
      // 12 000 × 10 % = 1 200
      { stage: 'lead', expectedValue: '12000', probability: 10 },
      // 0,015 × 50 % = 0,0075 three times = 0,0225 → 0,02 (per deal it would be 0,01 × 3 = 0,03)
      { stage: 'offerte', expectedValue: '0.015', probability: 50 },
      { stage: 'offerte', expectedValue: '0.015', probability: 50 },
      { stage: 'offerte', expectedValue: '0.015', probability: 50 },
      // 8 333,33 × 75 % = 6 249,9975
      { stage: 'onderhandeling', expectedValue: '8333.33', probability: 75 },
      // unknown value counts as a deal without value
      { stage: 'gekwalificeerd', expectedValue: null, probability: 25 },
      // won and lost stay out of the open pipeline
      { stage: 'gewonnen', expectedValue: 5000, probability: 100 },
      { stage: 'verloren', expectedValue: 7000, probability: 0 },
    ]);
    const byStage = Object.fromEntries(pipeline.stages.map((s) => [s.stage, s]));
    expect(byStage.lead).toEqual({ stage: 'lead', count: 1, value: '12000.00', weighted: '1200.00' });
    expect(byStage.offerte).toEqual({ stage: 'offerte', count: 3, value: '0.05', weighted: '0.02' });
    expect(byStage.onderhandeling!.weighted).toBe('6250.00');
    expect(byStage.gekwalificeerd).toEqual({
      stage: 'gekwalificeerd',
      count: 1,
      value: '0.00',
      weighted: '0.00',
    });
    expect(byStage.gewonnen).toEqual({ stage: 'gewonnen', count: 1, value: '5000.00', weighted: '5000.00' });
    expect(byStage.verloren!.weighted).toBe('0.00');
    // 1 200 + 0,0225 + 6 249,9975 = 7 450,02
    expect(pipeline.open).toEqual({ count: 6, value: '20333.38', weighted: '7450.02' });
  });

  it('answers zeros for no deals and has a default probability for every stage', () => {
    const pipeline = weightedPipeline([]);
    expect(pipeline.open).toEqual({ count: 0, value: '0.00', weighted: '0.00' });
    expect(pipeline.stages).toHaveLength(6);
    expect(DEFAULT_PROBABILITY).toEqual({
      lead: 10,
      gekwalificeerd: 25,
      offerte: 50,
      onderhandeling: 75,
      gewonnen: 100,
      verloren: 0,
    });
  });
});
