import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentCheckbox } from './consent-checkbox';

afterEach(cleanup);

function Consent({ error }: { error?: string }) {
  const [checked, setChecked] = useState(false);
  return (
    <ConsentCheckbox checked={checked} onChange={setChecked} error={error} hint="Read the letter first">
      I agree
    </ConsentCheckbox>
  );
}

describe('ConsentCheckbox', () => {
  it('is labelled by its text, which toggles it, and names its hint and error', async () => {
    render(<Consent error="Tick the box to agree before you continue" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = (box.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Read the letter first', 'Tick the box to agree before you continue']);
    await userEvent.click(screen.getByText('I agree'));
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('without an error is neither invalid nor described by one', () => {
    render(<Consent />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(box.getAttribute('aria-describedby')).not.toContain('error');
  });
});
