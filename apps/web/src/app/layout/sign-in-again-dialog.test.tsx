import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { api } from '../../lib/api';
import { readApiError } from '../../lib/api-error';
import { supportDialogInJsdom } from '../../components/modal/dialog-test-support';
import { mockApi, renderAt, signedInSession } from '../test-helpers';

const challenge = { sessionId: '6f1d8a8e-8a4b-4d55-9f0c-3d0c7b2f9a10', expiresInSeconds: 300, resendAfterSeconds: 30 };
const unauthenticated = [401, { error: { code: 'UNAUTHENTICATED', message: 'Please log in to continue' } }] as [number, unknown];

// A page with a half-filled form whose answer must survive the session ending under it.
const { useSaveNoteMutation } = api.injectEndpoints({
  endpoints: (build) => ({ saveNote: build.mutation<{ saved: string }, { note: string }>({ query: (body) => ({ url: '/notes', method: 'POST', body }) }) }),
});
function NotePage() {
  const [note, setNote] = useState('');
  const [saveNote, saved] = useSaveNoteMutation();
  return (
    <form onSubmit={(event) => (event.preventDefault(), void saveNote({ note }))}>
      <label htmlFor="note">Customer name</label>
      <input id="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <button type="submit">Proceed</button>
      {saved.data && <p>Saved {saved.data.saved}</p>}
      {saved.error && <p role="alert">{readApiError(saved.error)?.message}</p>}
    </form>
  );
}
const pages = { 'loan-sell': NotePage };

beforeAll(supportDialogInJsdom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The API of a partner whose session has ended: /notes answers 401 until the OTP is validated. */
function mockEndedSession() {
  let signedIn = false;
  const { calls } = mockApi({
    'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }],
    'POST /api/notes': (request) => (signedIn ? [200, { saved: new URL(request.url).pathname }] : unauthenticated),
    'POST /api/services/public/otp/generate': () => [200, challenge],
    'POST /api/services/public/otp/validate': () => {
      signedIn = true;
      return [200, signedInSession];
    },
  });
  const notesSent = () => calls.filter((request) => request.url.endsWith('/api/notes'));
  return { notesSent };
}

async function fillAndProceed() {
  renderAt('/products/personal-loan/sell', pages);
  await userEvent.type(await screen.findByLabelText('Customer name'), 'Ravi Kumar');
  await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
  return screen.findByRole('dialog', { name: 'Sign in again' });
}

describe('sign in again in place', () => {
  it('opens a labelled dialog on a 401, signs in there, sends the call again and keeps the answers', async () => {
    const { notesSent } = mockEndedSession();
    const dialog = await fillAndProceed();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByText(/Your session has ended/)).toBeDefined();

    await userEvent.type(await within(dialog).findByLabelText('Mobile number'), '9876543210');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get OTP' }));
    await userEvent.type(await within(dialog).findByLabelText('OTP'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify and sign in' }));

    expect(await screen.findByText('Saved /api/notes')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [failed, retried] = notesSent();
    expect(notesSent()).toHaveLength(2);
    expect(await failed!.json()).toEqual({ note: 'Ravi Kumar' });
    expect(await retried!.json()).toEqual({ note: 'Ravi Kumar' });
    expect((screen.getByLabelText('Customer name') as HTMLInputElement).value).toBe('Ravi Kumar');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Proceed' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('answers the 401 to the page when the partner closes the dialog without signing in', async () => {
    const { notesSent } = mockEndedSession();
    const dialog = await fillAndProceed();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please log in to continue');
    expect(notesSent()).toHaveLength(1);
    expect((screen.getByLabelText('Customer name') as HTMLInputElement).value).toBe('Ravi Kumar');
  });

  it('shows a wrong OTP in the dialog instead of opening another one', async () => {
    mockApi({
      'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }],
      'POST /api/notes': () => unauthenticated,
      'POST /api/services/public/otp/generate': () => [200, challenge],
      'POST /api/services/public/otp/validate': () => [401, { error: { code: 'UNAUTHENTICATED', message: 'This OTP has expired. Ask for a new one.' } }],
    });
    const dialog = await fillAndProceed();
    await userEvent.type(await within(dialog).findByLabelText('Mobile number'), '9876543210');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get OTP' }));
    await userEvent.type(await within(dialog).findByLabelText('OTP'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify and sign in' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('This OTP has expired. Ask for a new one.');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
