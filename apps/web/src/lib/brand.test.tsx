import { useState } from 'react';
import { Provider } from 'react-redux';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tenantBrandColours } from '@portal/domain';
import { createStore } from '../app/store';
import { useBrandColour, useBrandName, useLinkBrand } from './brand';
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
        <App brandName="Mint Pro Insurance Brokers" colour="#123456" />
      </Provider>,
    );
    expect(screen.getByTestId('header').textContent).toBe('Mint Pro Insurance Brokers');
    expect(document.documentElement.style.getPropertyValue('--colour-brand')).toBe('#123456');
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.getByTestId('header').textContent).toBe('MintFin Bank');
    expect(document.documentElement.style.getPropertyValue('--colour-brand')).toBe(tenantBrandColours.mintfin);
  });

  it("keeps the partner's brand while the link's brand is still loading", () => {
    render(
      <Provider store={signedInElsewhere()}>
        <App brandName={undefined} />
      </Provider>,
    );
    expect(screen.getByTestId('header').textContent).toBe('MintFin Bank');
  });
});
