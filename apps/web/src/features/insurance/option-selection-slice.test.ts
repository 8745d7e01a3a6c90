import { describe, expect, it } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { optionSelected, optionSelectionSlice, optionsChosen, optionUnselected, selectChosenOptions, type ChosenOptions } from './option-selection-slice';

const run = (...actions: UnknownAction[]) => actions.reduce(optionSelectionSlice.reducer, optionSelectionSlice.getInitialState());
const chosen = (...actions: UnknownAction[]): ChosenOptions => selectChosenOptions({ optionSelection: run(...actions) }, 'travel');

const travel = 'travel';

describe('option selection (add-ons, loadings, discounts)', () => {
  it.each<[string, UnknownAction[], ChosenOptions]>([
    ['nothing chosen yet', [], {}],
    ['an add-on selected', [optionSelected({ productCode: travel, group: 'addOns', code: 'CRUISE_COVER' })], { addOns: ['CRUISE_COVER'] }],
    [
      'two add-ons, the second selected twice',
      [
        optionSelected({ productCode: travel, group: 'addOns', code: 'CRUISE_COVER' }),
        optionSelected({ productCode: travel, group: 'addOns', code: 'TERRORISM' }),
        optionSelected({ productCode: travel, group: 'addOns', code: 'TERRORISM' }),
      ],
      { addOns: ['CRUISE_COVER', 'TERRORISM'] },
    ],
    [
      'an add-on unselected',
      [
        optionSelected({ productCode: travel, group: 'addOns', code: 'CRUISE_COVER' }),
        optionSelected({ productCode: travel, group: 'addOns', code: 'TERRORISM' }),
        optionUnselected({ productCode: travel, group: 'addOns', code: 'CRUISE_COVER' }),
      ],
      { addOns: ['TERRORISM'] },
    ],
    ['a loading selected', [optionSelected({ productCode: travel, group: 'loadings', code: 'WINTER_SPORT' })], { loadings: ['WINTER_SPORT'] }],
    [
      'a loading unselected: the group is now chosen empty',
      [
        optionSelected({ productCode: travel, group: 'loadings', code: 'GOLF_SPORT' }),
        optionUnselected({ productCode: travel, group: 'loadings', code: 'GOLF_SPORT' }),
      ],
      { loadings: [] },
    ],
    [
      'a discount selected beside an add-on',
      [
        optionSelected({ productCode: travel, group: 'discounts', code: 'MEDEX_DISC' }),
        optionSelected({ productCode: travel, group: 'addOns', code: 'TERRORISM' }),
      ],
      { discounts: ['MEDEX_DISC'], addOns: ['TERRORISM'] },
    ],
    [
      'the form reports the whole group',
      [
        optionSelected({ productCode: travel, group: 'discounts', code: 'MEDEX_DISC' }),
        optionsChosen({ productCode: travel, group: 'discounts', codes: ['BAGGAGE_DISC', 'BAGGAGE_DISC'] }),
      ],
      { discounts: ['BAGGAGE_DISC'] },
    ],
  ])('%s', (_case, actions, expected) => {
    expect(chosen(...actions)).toEqual(expected);
  });

  it("keeps each product's choices apart", () => {
    const state = run(
      optionSelected({ productCode: travel, group: 'addOns', code: 'CRUISE_COVER' }),
      optionSelected({ productCode: 'other-product', group: 'addOns', code: 'TERRORISM' }),
    );
    expect(selectChosenOptions({ optionSelection: state }, travel)).toEqual({ addOns: ['CRUISE_COVER'] });
    expect(selectChosenOptions({ optionSelection: state }, 'other-product')).toEqual({ addOns: ['TERRORISM'] });
  });
});
