import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { findProduct, indiaToday, shopOccupancies } from '@portal/domain';
import { renderWithStore } from '../../../components/form/render-with-store';
import { stubFetch } from '../../../components/form/stub-fetch';
import { AnswerList } from './answer-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AnswerList', () => {
  it.each(['CONTENTS', 'BUILDING_CONTENTS'])("reads back shop's %s quote once per field, under the plan's own field", (planCode) => {
    const sale = findProduct('shop')!.sale!;
    const values = { ...sale.samples(indiaToday()).quote, planCode, contentSumInsured: '500000' };
    stubFetch(() => Response.json(shopOccupancies));
    renderWithStore(<AnswerList fields={sale.quote.fields} values={values} />);
    const shown = sale.quote.fields.filter(
      (field) => field.name === 'contentSumInsured' && field.showWhen !== undefined && 'equals' in field.showWhen && field.showWhen.equals.includes(planCode),
    );
    expect(shown).toHaveLength(1);
    expect(screen.getAllByText(shown[0]!.label, { selector: 'dt' })).toHaveLength(1);
    expect(screen.getAllByText('5,00,000', { selector: 'dd' })).toHaveLength(1);
  });

  it('reads back a choice whose options the server lists by its label, not its code', async () => {
    const sale = findProduct('shop')!.sale!;
    const occupancy = sale.quote.fields.find((field) => field.name === 'occupancy')!;
    const requested: string[] = [];
    stubFetch((call) => {
      requested.push(call.url.pathname);
      return Response.json(shopOccupancies);
    });
    renderWithStore(<AnswerList fields={[occupancy]} values={{ occupancy: 'KIRANA' }} />);
    expect(await screen.findByText('Kirana / Grocery Store', { selector: 'dd' })).toBeTruthy();
    expect(screen.queryByText('KIRANA')).toBeNull();
    expect(requested).toEqual([`/api${occupancy.optionsFrom}`]);
  });
});
