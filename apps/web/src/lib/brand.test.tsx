import { useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tenantBrandColours } from '@portal/domain';
import { createStore } from '../app/store';
import { NEUTRAL_BRAND_COLOUR, useBrandColour, useBrandName, useLinkBrand } from './brand';
import { createInitialUiState } from './ui-slice';

function Header() {
  useBrandColour();
  return <p data-testid="header">{useBrandName()}</p>;
}

function LinkPage({ brandName, colour }: { brandName: string | undefined; colour?: string }) {
  useLinkBrand(brandName, colour);
  return <p>link page</p>;
}

function App({ brandName, colour }: { brandName: string | undefined; colour?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Header />
      {open ? <LinkPage brandName={brandName} colour={colour} /> : null}
      <button type="button" onClick={() => setOpen(false)}>
        leave
      </button>
    </>
  );
}

const signedInElsewhere = () =>
  createStore({ ui: { ...createInitialUiState(), dealer: { dealerName: 'Asha', tenantName: 'MintFin Bank', tenant: 'mintfin' } } });

describe("a page opened by a tenant's link", () => {
  afterEach(cleanup);

  it("names the link's brand in the header and takes its colour, over a partner signed in with another tenant; leaving it brings the partner's back", async () => {
    render(
      <Provider store={signedInElsewhere()}>
        <MemoryRouter initialEntries={['/leads']}>
          <App brandName="Mint Pro Insurance Brokers" colour="#123456" />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByTestId('header').textContent).toBe('Mint Pro Insurance Brokers');
    expect(document.documentElement.style.getPropertyValue('--colour-brand')).toBe('#123456');
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.getByTestId('header').textContent).toBe('MintFin Bank');
    expect(document.documentElement.style.getPropertyValue('--colour-brand')).toBe(tenantBrandColours.mintfin);
  });

  it("names no brand, in no tenant's colour, on a customer's page while its record's brand is still loading", () => {
    render(
      <Provider store={signedInElsewhere()}>
        <MemoryRouter initialEntries={['/quote/shared?token=t']}>
          <App brandName={undefined} />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByTestId('header').textContent).toBe('');
    expect(document.documentElement.style.getPropertyValue('--colour-brand')).toBe(NEUTRAL_BRAND_COLOUR);
  });

  it("keeps the signed-in partner's brand on his own pages", () => {
    render(
      <Provider store={signedInElsewhere()}>
        <MemoryRouter initialEntries={['/leads']}>
          <App brandName={undefined} />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByTestId('header').textContent).toBe('MintFin Bank');
    expect(document.documentElement.style.getPropertyValue('--colour-brand')).toBe(tenantBrandColours.mintfin);
  });
});
