import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { isFieldShown, type FieldConfig, type FormValues } from '@portal/domain';
import { useFieldOptions } from '../../../components/form/get-field-options';
import { useOptionLabel } from '../../../components/form/option-label';
import { useAppDispatch } from '../../../lib/store-hooks';
import { optionGroups, optionSelected, optionUnselected, selectChosenOptions, type OptionGroup, type WithOptionSelection } from '../option-selection-slice';
import { optionFieldsOf } from '../use-quote-options';
import './option-toggles.css';

export interface OptionTogglesProps {
  productCode: string;
  /** The product's quote fields; those named addOns, loadings or discounts get toggles. */
  fields: readonly FieldConfig[];
  /** The values the premium shown was quoted for: a group the form does not ask for them gets no toggles. */
  quotedValues: FormValues;
  /** After a toggle, with the group's new choice: the caller prices it again. */
  onChange: (group: OptionGroup, codes: string[]) => void;
  /** While a new premium is on its way. */
  busy?: boolean;
}

interface GroupProps {
  productCode: string;
  field: FieldConfig & { name: OptionGroup };
  onChange: OptionTogglesProps['onChange'];
  busy: boolean;
}

function OptionGroupToggles({ productCode, field, onChange, busy }: GroupProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const displayOptionLabel = useOptionLabel();
  const headingId = useId();
  const { options } = useFieldOptions(field);
  const chosen = useSelector((state: WithOptionSelection) => selectChosenOptions(state, productCode)[field.name]) ?? [];
  if (options.length === 0) return null;

  const toggle = (code: string) => {
    const selecting = !chosen.includes(code);
    const group = field.name;
    dispatch(selecting ? optionSelected({ productCode, group, code }) : optionUnselected({ productCode, group, code }));
    // The choice in the options' order, as the form's multiselect sends it.
    const next = selecting ? [...chosen, code] : chosen.filter((c) => c !== code);
    onChange(
      group,
      options.map((option) => option.value).filter((value) => next.includes(value)),
    );
  };

  return (
    <div role="group" aria-labelledby={headingId} className="ins-option-group">
      <h4 id={headingId} className="ins-option-heading">
        {t(`optionGroups.${field.name}`)}
      </h4>
      <ul className="ins-option-list">
        {options.map((option) => {
          const pressed = chosen.includes(option.value);
          return (
            <li key={option.value}>
              <button
                type="button"
                className={pressed ? 'ins-option ins-option--on' : 'ins-option'}
                aria-pressed={pressed}
                aria-disabled={busy || undefined}
                onClick={() => !busy && toggle(option.value)}
              >
                {displayOptionLabel(option)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The quote's optional cover as toggle buttons, one list per group (Add-ons, Loadings, Discounts):
 * selecting or unselecting one updates the store (and so the quote form's field) and asks for the
 * premium again, so the partner sees what each option costs or saves.
 */
export function OptionToggles({ productCode, fields, quotedValues, onChange, busy = false }: OptionTogglesProps) {
  const shown = optionFieldsOf(fields).filter((field) => isFieldShown(field, quotedValues));
  if (shown.length === 0) return null;
  return (
    <div className="ins-options">
      {optionGroups.map(({ group }) => {
        const field = shown.find((f) => f.name === group);
        return field ? <OptionGroupToggles key={group} productCode={productCode} field={field} onChange={onChange} busy={busy} /> : null;
      })}
    </div>
  );
}
