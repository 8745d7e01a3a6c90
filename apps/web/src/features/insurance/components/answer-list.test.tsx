import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { findProduct, indiaToday } from '@portal/domain';
import { AnswerList } from './answer-list';

afterEach(cleanup);

describe('AnswerList', () => {
  it.each(['CONTENTS', 'BUILDING_CONTENTS'])("reads back shop's %s quote once per field, under the plan's own field", (planCode) => {
    const sale = findProduct('shop')!.sale!;
    const values = { ...sale.samples(indiaToday()).quote, planCode, contentSumInsured: '500000' };
    render(<AnswerList fields={sale.quote.fields} values={values} />);
    const shown = sale.quote.fields.filter((field) => field.name === 'contentSumInsured' && field.showWhen !== undefined && 'equals' in field.showWhen && field.showWhen.equals.includes(planCode));
    expect(shown).toHaveLength(1);
    expect(screen.getAllByText(shown[0]!.label, { selector: 'dt' })).toHaveLength(1);
    expect(screen.getAllByText('5,00,000', { selector: 'dd' })).toHaveLength(1);
  });
});
