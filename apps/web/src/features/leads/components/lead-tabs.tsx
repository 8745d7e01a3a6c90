import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { leadDetailTabs, type LeadDetailTab } from '@portal/domain';
import type { LeadAnswer, LeadTabAnswers } from '../lead-format';

/** The readable name of each tab of SPEC §2. */
export const leadTabLabels: Record<LeadDetailTab, string> = {
  LEAD_DETAILS: 'Details',
  ADDONS: 'Add-ons',
  ELIGIBILITY_CRITERIA: 'Eligibility',
};

function AnswerList({ answers, empty }: { answers: readonly LeadAnswer[]; empty: string }) {
  if (answers.length === 0) return <p className="status-message">{empty}</p>;
  return (
    <dl className="details lead-answers">
      {answers.map((answer) => (
        <div key={answer.key} className="lead-answers__row">
          <dt>{answer.label}</dt>
          <dd>{answer.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TabContent({ tab, answers }: { tab: LeadDetailTab; answers: LeadTabAnswers }) {
  switch (tab) {
    case 'LEAD_DETAILS':
      return <AnswerList answers={answers.details} empty="No other details were given with this lead." />;
    case 'ADDONS':
      return answers.addOns.length === 0 ? (
        <p className="status-message">No add-ons were chosen for this lead.</p>
      ) : (
        <ul className="lead-addons">
          {answers.addOns.map((addOn) => (
            <li key={addOn}>{addOn}</li>
          ))}
        </ul>
      );
    case 'ELIGIBILITY_CRITERIA':
      return <AnswerList answers={answers.eligibility} empty="No eligibility answers were given with this lead." />;
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
      <div role="tablist" aria-label="About this lead" className="lead-tabs__list" onKeyDown={onKeyDown}>
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
            {leadTabLabels[tab]}
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
