import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSelector } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query';
import type { FieldConfig, FieldValue, FormValues } from '@portal/domain';
import { useQueryParams } from '../../lib/use-query-params';
import { useAppDispatch } from '../../lib/store-hooks';
import { useGetProposalQuery } from './api/get-proposal';
import { isOptionGroup, optionsChosen } from './option-selection-slice';
import { planSelected, planUnselected, selectSelectedPlan, type WithPlanSelection } from './plan-selection-slice';

/** The quote form field that names the plan; the plan list and the form keep it in step. */
export const PLAN_FIELD = 'planCode';

/**
 * A proposal being changed (?referenceId= from review): the form opens with the answers it was priced on,
 * and the plan list and the option toggles follow the draft's plan and options, once. A paid proposal is
 * not changed: the quote is then a new sale's.
 */
export function useQuoteDraft(productCode: string) {
  const dispatch = useAppDispatch();
  const draftReference = useQueryParams().get('referenceId') ?? undefined;
  const draft = useGetProposalQuery(draftReference ? { productCode, referenceId: draftReference } : skipToken);
  const editing = draft.data && draft.data.status !== 'PAID' ? draft.data : undefined;
  const draftQuoteValues = editing?.quoteValues as FormValues | undefined;
  const draftAdopted = useRef(false);
  useEffect(() => {
    if (draftAdopted.current || !draftQuoteValues) return;
    draftAdopted.current = true;
    const plan = draftQuoteValues[PLAN_FIELD];
    if (typeof plan === 'string' && plan !== '') dispatch(planSelected({ productCode, planCode: plan }));
    for (const [name, value] of Object.entries(draftQuoteValues)) {
      if (isOptionGroup(name) && Array.isArray(value))
        dispatch(optionsChosen({ productCode, group: name, codes: value.filter((code): code is string => typeof code === 'string') }));
    }
  }, [draftQuoteValues, dispatch, productCode]);
  return { isLoading: draft.isLoading, editing, draftQuoteValues };
}

interface QuotePlanOptions {
  productCode: string;
  fields: readonly FieldConfig[] | undefined;
  /** Whether the draft being changed is still loading: its plan wins over the form's default. */
  draftLoading: boolean;
  draftQuoteValues: FormValues | undefined;
  /** Called with every changed answer (the option toggles follow the form). */
  onChange: (name: string, value: FieldValue | undefined) => void;
}

/**
 * The plan chosen on the plan list and the form's plan field, kept in step: the list's choice is set on the
 * form, a plan picked on the form is chosen on the list, and the form's configured default plan shows as
 * chosen on the list too, once (unless a proposal being changed brings its own).
 */
export function useQuotePlan({ productCode, fields, draftLoading, draftQuoteValues, onChange }: QuotePlanOptions) {
  const dispatch = useAppDispatch();
  const selectedPlan = useSelector((state: WithPlanSelection) => selectSelectedPlan(state, productCode));
  const planValues = useMemo(() => ({ [PLAN_FIELD]: selectedPlan ?? '' }), [selectedPlan]);
  const onFieldChange = useCallback(
    (name: string, value: FieldValue | undefined) => {
      onChange(name, value);
      if (name !== PLAN_FIELD) return;
      dispatch(typeof value === 'string' && value !== '' ? planSelected({ productCode, planCode: value }) : planUnselected({ productCode }));
    },
    [dispatch, productCode, onChange],
  );

  const defaultPlanAdopted = useRef(false);
  const defaultPlan = fields?.find((field) => field.name === PLAN_FIELD)?.defaultValue;
  const draftPlan = draftQuoteValues?.[PLAN_FIELD];
  useEffect(() => {
    if (defaultPlanAdopted.current || !fields || draftLoading) return;
    defaultPlanAdopted.current = true;
    if (typeof draftPlan === 'string' && draftPlan !== '') return;
    if (!selectedPlan && typeof defaultPlan === 'string' && defaultPlan !== '') dispatch(planSelected({ productCode, planCode: defaultPlan }));
  }, [fields, draftLoading, draftPlan, defaultPlan, selectedPlan, dispatch, productCode]);
  return { selectedPlan, planValues, onFieldChange };
}
