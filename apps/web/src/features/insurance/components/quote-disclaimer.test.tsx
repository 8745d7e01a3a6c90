import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { TOLL_FREE_NUMBER } from '@portal/domain';
import { stubFetch } from '../../../components/form/stub-fetch';
import { renderSalePage } from '../../../test/render-sale-page';
import { landingConfigOf, productOf } from '../../../test/sale-fixtures';
import { QuoteDisclaimer } from './quote-disclaimer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('QuoteDisclaimer', () => {
  it.each([
    ['fire', true],
    ['marine', true],
    ['workmen-compensation', false],
  ])('%s: the toll-free line is shown under the quote form: %s', async (code, shown) => {
    const { calls } = stubFetch(() => Response.json(landingConfigOf(productOf(code))));
    renderSalePage('insurance-landing', <QuoteDisclaimer productCode={code} />, `/insurance/${code}`);
    if (shown) expect(await screen.findByText(new RegExp(TOLL_FREE_NUMBER))).toBeTruthy();
    else {
      // The landing config has arrived (and been rendered) before checking nothing is shown.
      await waitFor(() => expect(calls).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText(new RegExp(TOLL_FREE_NUMBER))).toBeNull();
    }
  });
});
