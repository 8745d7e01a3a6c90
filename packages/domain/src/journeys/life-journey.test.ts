import { describe, expect, it } from 'vitest';
import { lifeJourneys, lifePlanNames, lifeStepProgress, lifeStepsOf, nextLifeStep, type LifePlan, type LifeStep } from './life-journey';

// SPEC §2: first step 0; about-insured 33 (25 for saving-for-child and guaranteed-returns); about-proposer and
// suitability 50; investment-details 75 for those two, 66 for the others; sum-assured 66; lead 100.
const expected: [LifePlan, [LifeStep, number][]][] = [
  [
    'term',
    [
      ['plan', 0],
      ['about-insured', 33],
      ['about-proposer', 50],
      ['sum-assured', 66],
      ['lead', 100],
    ],
  ],
  [
    'pos',
    [
      ['plan', 0],
      ['about-insured', 33],
      ['about-proposer', 50],
      ['sum-assured', 66],
      ['lead', 100],
    ],
  ],
  [
    'investment-planning',
    [
      ['plan', 0],
      ['about-insured', 33],
      ['suitability', 50],
      ['investment-details', 66],
      ['lead', 100],
    ],
  ],
  [
    'ulip',
    [
      ['plan', 0],
      ['about-insured', 33],
      ['suitability', 50],
      ['investment-details', 66],
      ['lead', 100],
    ],
  ],
  [
    'participating',
    [
      ['plan', 0],
      ['about-insured', 33],
      ['suitability', 50],
      ['investment-details', 66],
      ['lead', 100],
    ],
  ],
  [
    'retirement',
    [
      ['plan', 0],
      ['about-insured', 33],
      ['suitability', 50],
      ['investment-details', 66],
      ['lead', 100],
    ],
  ],
  [
    'saving-for-child',
    [
      ['plan', 0],
      ['about-insured', 25],
      ['suitability', 50],
      ['investment-details', 75],
      ['lead', 100],
    ],
  ],
  [
    'guaranteed-returns',
    [
      ['plan', 0],
      ['about-insured', 25],
      ['suitability', 50],
      ['investment-details', 75],
      ['lead', 100],
    ],
  ],
];

describe('the life journey table', () => {
  it('has a row for every plan', () => {
    expect(Object.keys(lifeJourneys).sort()).toEqual(Object.keys(lifePlanNames).sort());
  });

  it.each(expected)('%s takes its steps with SPEC §2 progress', (plan, steps) => {
    expect(lifeJourneys[plan].map((s) => [s.step, s.progress])).toEqual(steps);
    for (const [step, progress] of steps) expect(lifeStepProgress(plan, step)).toBe(progress);
    expect(lifeStepsOf(plan)[0]).toBe('plan');
    expect(nextLifeStep(plan, 'lead')).toBeUndefined();
  });

  it('moves through each plan’s steps in order; a step the plan skips has no next', () => {
    expect(nextLifeStep('term', 'about-insured')).toBe('about-proposer');
    expect(nextLifeStep('ulip', 'about-insured')).toBe('suitability');
    expect(nextLifeStep('guaranteed-returns', 'suitability')).toBe('investment-details');
    expect(nextLifeStep('term', 'suitability')).toBeUndefined();
  });

  it('progress always grows along a plan’s steps', () => {
    for (const steps of Object.values(lifeJourneys)) {
      const values = steps.map((s) => s.progress);
      expect([...values].sort((a, b) => a - b)).toEqual(values);
    }
  });
});
