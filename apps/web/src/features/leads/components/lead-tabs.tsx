import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { leadDetailTabs, type LeadDetailTab } from '@portal/domain';
import { useFieldText } from '../../../components/form/field-text';
import type { LeadAnswer, LeadTabAnswers } from '../lead-format';

/**
 * The answers' words in the page's language: a label or an option's words by their field text (the forms'
 * own words), a number of months or years with its unit; typed answers (names, places) as typed.
 */
function AnswerList({ answers, empty }: { answers: readonly LeadAnswer[]; empty: string }) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  if (answers.length === 0) return <p className="status-message">{empty}</p>;
  return (
    <dl className="details lead-answers">
      {answers.map((answer) => (
        <div key={answer.key} className="lead-answers__row">
          <dt>{fieldText(answer.label)}</dt>
          <dd>{answer.count ? t(`leadDetails.${answer.count.unit}`, { count: answer.count.count }) : fieldText(answer.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function TabContent({ tab, answers }: { tab: LeadDetailTab; answers: LeadTabAnswers }) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  switch (tab) {
    case 'LEAD_DETAILS':
      return <AnswerList answers={answers.details} empty={t('leadDetails.noDetails')} />;
    case 'ADDONS':
      return answers.addOns.length === 0 ? (
        <p className="status-message">{t('leadDetails.noAddOns')}</p>
      ) : (
        <ul className="lead-addons">
          {answers.addOns.map((addOn) => (
            <li key={addOn}>{fieldText(addOn)}</li>
          ))}
        </ul>
      );
    case 'ELIGIBILITY_CRITERIA':
      return <AnswerList answers={answers.eligibility} empty={t('leadDetails.noEligibility')} />;
    default: {
      const unhandled: never = tab;
      return unhandled;
    }
  }
}

/**
 * The lead's answers in the three tabs of SPEC §2 (LEAD_DETAILS, ADDONS, ELIGIBILITY_CRITERIA), as
 * WAI-ARIA tabs: arrow keys, Home and End move between them, the chosen tab's panel follows it.
 */
export function LeadTabs({ answers }: { answers: LeadTabAnswers }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<LeadDetailTab>('LEAD_DETAILS');
  const id = useId();
  const tabRefs = useRef<Partial<Record<LeadDetailTab, HTMLButtonElement | null>>>({});

  const choose = (tab: LeadDetailTab) => {
    setSelected(tab);
    tabRefs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = leadDetailTabs.indexOf(selected);
    const last = leadDetailTabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    choose(leadDetailTabs[next] as LeadDetailTab);
  };

  return (
    <div className="lead-tabs">
      <div role="tablist" aria-label={t('leadDetails.aboutThisLead')} className="lead-tabs__list" onKeyDown={onKeyDown}>
        {leadDetailTabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={tab === selected}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            className="lead-tabs__tab"
            onClick={() => setSelected(tab)}
          >
            {t(`leadDetails.tab.${tab}`)}
          </button>
        ))}
      </div>
      {leadDetailTabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-${tab}-panel`}
          aria-labelledby={`${id}-${tab}-tab`}
          hidden={tab !== selected}
          tabIndex={0}
          className="lead-tabs__panel"
        >
          {tab === selected ? <TabContent tab={tab} answers={answers} /> : null}
        </div>
      ))}
    </div>
  );
}
