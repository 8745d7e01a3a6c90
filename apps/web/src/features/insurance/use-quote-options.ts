import { useCallback, useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { FieldConfig, FieldValue, FormValues } from '@portal/domain';
import { useAppDispatch } from '../../lib/store-hooks';
import { isOptionGroup, optionsChosen, selectChosenOptions, type OptionGroup, type WithOptionSelection } from './option-selection-slice';

const asCodes = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The quote fields holding optional cover: multiselects named addOns, loadings or discounts. */
export const optionFieldsOf = (fields: readonly FieldConfig[]) =>
  fields.filter((field): field is FieldConfig & { name: OptionGroup } => field.kind === 'multiselect' && isOptionGroup(field.name));

/**
 * Keeps the store's add-ons, loadings and discounts and the quote form's fields of those names in
 * step, the way the plan list and the planCode field are: the form's defaults are adopted once, the
 * form's changes go to the store, and the store's choices go to the form (as it mounts and after).
 */
export function useQuoteOptions(productCode: string, fields: readonly FieldConfig[] | undefined) {
  const dispatch = useAppDispatch();
  const chosen = useSelector((state: WithOptionSelection) => selectChosenOptions(state, productCode));
  const optionFields = useMemo(() => optionFieldsOf(fields ?? []), [fields]);

  useEffect(() => {
    for (const field of optionFields) {
      const defaults = asCodes(field.defaultValue);
      if (chosen[field.name] === undefined && defaults.length > 0) dispatch(optionsChosen({ productCode, group: field.name, codes: defaults }));
    }
  }, [optionFields, chosen, dispatch, productCode]);

  /** The store's choices for the form's option fields (only groups the partner or a default set). */
  const formValues = useMemo<Partial<FormValues>>(
    () => Object.fromEntries(optionFields.flatMap((field) => (chosen[field.name] ? [[field.name, chosen[field.name]]] : []))),
    [optionFields, chosen],
  );

  /** For the form's onFieldChange: true when the field was an option group (now in the store). */
  const onFormChange = useCallback(
    (name: string, value: FieldValue | undefined): void => {
      if (isOptionGroup(name) && optionFields.some((field) => field.name === name)) {
        dispatch(optionsChosen({ productCode, group: name, codes: asCodes(value) }));
      }
    },
    [dispatch, optionFields, productCode],
  );

  return { formValues, onFormChange };
}
