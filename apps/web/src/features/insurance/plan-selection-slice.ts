import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §4 local action "plan select/unselect": the plan the partner picked on each product's landing page. */
export interface PlanSelectionState {
  byProduct: Record<string, string>;
}

const initialState: PlanSelectionState = { byProduct: {} };

export const planSelectionSlice = createSlice({
  name: 'planSelection',
  initialState,
  reducers: {
    planSelected: (state, action: PayloadAction<{ productCode: string; planCode: string }>) => {
      state.byProduct[action.payload.productCode] = action.payload.planCode;
    },
    planUnselected: (state, action: PayloadAction<{ productCode: string }>) => {
      delete state.byProduct[action.payload.productCode];
    },
  },
});

export const { planSelected, planUnselected } = planSelectionSlice.actions;

/** The store holds this slice under `planSelection` (app/store.ts). */
export interface WithPlanSelection {
  planSelection: PlanSelectionState;
}

export const selectSelectedPlan = (state: WithPlanSelection, productCode: string): string | undefined => state.planSelection.byProduct[productCode];
