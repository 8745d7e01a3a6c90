import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The quote fields that hold optional cover (SPEC §3 travel: add-ons, loadings, discounts), by their
 * field names; each list is shown under its heading, optionGroups.{group} in the catalogues. Any product whose quote form has a field of
 * one of these names gets the same select/unselect state and toggles.
 */
export const optionGroups = [{ group: 'addOns' }, { group: 'loadings' }, { group: 'discounts' }] as const;
export type OptionGroup = (typeof optionGroups)[number]['group'];

export const isOptionGroup = (name: string): name is OptionGroup => optionGroups.some((entry) => entry.group === name);

export type ChosenOptions = Partial<Record<OptionGroup, string[]>>;

/**
 * SPEC §4 local actions "add-on select/unselect" and "travel loading and discount select/unselect":
 * the option codes the partner chose, per product and per group. A group absent from a product's
 * entry has not been touched yet (the form's own default applies).
 */
export interface OptionSelectionState {
  byProduct: Record<string, ChosenOptions>;
}

const initialState: OptionSelectionState = { byProduct: {} };

interface OptionPayload {
  productCode: string;
  group: OptionGroup;
  code: string;
}

export const optionSelectionSlice = createSlice({
  name: 'optionSelection',
  initialState,
  reducers: {
    optionSelected: (state, { payload }: PayloadAction<OptionPayload>) => {
      const chosen = (state.byProduct[payload.productCode] ??= {});
      const codes = (chosen[payload.group] ??= []);
      if (!codes.includes(payload.code)) codes.push(payload.code);
    },
    optionUnselected: (state, { payload }: PayloadAction<OptionPayload>) => {
      const chosen = (state.byProduct[payload.productCode] ??= {});
      chosen[payload.group] = (chosen[payload.group] ?? []).filter((code) => code !== payload.code);
    },
    /** The whole group at once, as the quote form's multiselect reports it. */
    optionsChosen: (state, { payload }: PayloadAction<{ productCode: string; group: OptionGroup; codes: readonly string[] }>) => {
      (state.byProduct[payload.productCode] ??= {})[payload.group] = [...new Set(payload.codes)];
    },
  },
});

export const { optionSelected, optionUnselected, optionsChosen } = optionSelectionSlice.actions;

/** The store holds this slice under `optionSelection` (app/store.ts). */
export interface WithOptionSelection {
  optionSelection: OptionSelectionState;
}

const noneChosen: ChosenOptions = {};

export const selectChosenOptions = (state: WithOptionSelection, productCode: string): ChosenOptions =>
  state.optionSelection.byProduct[productCode] ?? noneChosen;
