import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { findLatinWords, formatRupees, type FieldConfig } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { ConfigForm } from './config-form';
import { OtpEntry } from './otp-entry';
import { renderWithStore } from './render-with-store';
import { wordsOnPage } from '../../test/words-on-page';

// No page frame here to set the document's title: another file's page may have left its own (wordsOnPage reads it).
beforeEach(() => {
  document.title = '';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fields: FieldConfig[] = [
  { name: 'dob', kind: 'date', inputType: 'text', label: 'Date of Birth', mandatory: false },
  { name: 'price', kind: 'amount', inputType: 'number', label: 'Device Price (Rs)', mandatory: false },
  { name: 'code', kind: 'text', inputType: 'text', label: 'First Name', mandatory: false, typedAsIs: true },
];

// The form engine's own words follow the page's language (decision 0212); the marks it shows are the formatter's.
describe.each([
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)('the form fields in %s', (language, catalogue) => {
  it('mark an amount as the formatter does, ask a date in the pattern the date messages name, and take a code as typed', async () => {
    await i18next.changeLanguage(language);
    renderWithStore(<ConfigForm fields={fields} onSubmit={vi.fn()} submitLabel={catalogue.signIn.verify} />);
    // The amount field's prefix is the mark every amount on the page carries (formatRupees), in every language.
    expect(document.querySelector('.cf-amount-prefix')?.textContent).toBe(formatRupees(100).split(' ')[0]);
    expect(screen.getByRole('textbox', { name: catalogue.fieldText.dateOfBirth }).getAttribute('placeholder')).toBe('DD/MM/YYYY');
    expect(catalogue.validation.dateFormat).toContain('DD/MM/YYYY');
    const code = screen.getByRole('textbox', { name: catalogue.fieldText.firstName });
    // Spell-check off is a property Preact sets in a browser; jsdom has no such property, so only the attributes are read here.
    expect([code.getAttribute('autocapitalize'), code.getAttribute('autocorrect')]).toEqual(['none', 'off']);
    expect(code.getAttribute('spellcheck')).not.toBe('true');
    expect(findLatinWords(wordsOnPage())).toEqual([]);
  });

  it("an OTP's own check and its Resend button speak it where the page gives no words of its own", async () => {
    await i18next.changeLanguage(language);
    renderWithStore(
      <OtpEntry
        label={catalogue.signIn.otpLabel}
        length={6}
        onVerify={vi.fn()}
        submitLabel={catalogue.signIn.verify}
        submittingLabel={catalogue.signIn.verifying}
        submitting={false}
        resend={{ onResend: vi.fn(), resending: false }}
      />,
    );
    expect(screen.getByRole('button', { name: catalogue.signIn.resend })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: catalogue.signIn.verify }));
    expect(await screen.findByText(catalogue.validation.otpValidNumeric)).toBeDefined();
    expect(findLatinWords(wordsOnPage())).toEqual([]);
  });
});
