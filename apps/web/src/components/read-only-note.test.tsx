import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { roles, canWrite } from '@portal/domain';
import { enIN } from '@portal/domain/messages/en-IN';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { ReadOnlyNote } from './read-only-note';
import { useGetSessionQuery } from '../lib/api-endpoints/session';
import { mockApi, renderWithProviders, signedInSession } from '../app/test-helpers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Says the role once the session has loaded, so that "nothing shown" is read after the answer, not before it. */
function SessionRole() {
  const session = useGetSessionQuery();
  return session.data ? <span>role: {session.data.role}</span> : null;
}

const signedInAs = (role: string) => mockApi({ 'GET /api/session/status': () => [200, { signedIn: true, partner: { ...signedInSession, role } }] });

// The sentence stands where a seller finds an action; a partner who may act sees nothing in its place.
describe.each(roles)('the read-only note for the %s role', (role) => {
  it(canWrite(role) ? 'shows nothing: this seat may act' : 'says the account can view but not make changes', async () => {
    await i18next.changeLanguage('en-IN');
    signedInAs(role);
    renderWithProviders(
      <section aria-label="actions">
        <SessionRole />
        <ReadOnlyNote className="note" />
      </section>,
    );
    // Once the session has answered, the role is known; a writer's note is still nothing.
    await screen.findByText(`role: ${role}`);
    if (canWrite(role)) {
      expect(screen.getByRole('region', { name: 'actions' }).textContent).toBe(`role: ${role}`);
    } else {
      const note = await screen.findByText(enIN.leads.readOnly);
      expect(note.tagName).toBe('P');
      expect(note.className).toBe('note');
    }
  });
});

describe.each([
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)('the read-only note in %s', (language, catalogue) => {
  it("is in the view seat's language", async () => {
    await i18next.changeLanguage(language);
    signedInAs('view');
    renderWithProviders(<ReadOnlyNote />);
    expect(await screen.findByText(catalogue.leads.readOnly)).toBeDefined();
  });
});
