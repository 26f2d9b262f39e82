import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PhoneField } from './PhoneField';
import { expectNoAxeViolations } from './testAxe';

function Phone({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  const [e164, setE164] = useState<string | null>(null);
  return (
    <>
      <PhoneField
        value={value}
        onChange={(formatted, number) => {
          setValue(formatted);
          setE164(number);
        }}
        error={error}
        required
      />
      <pre data-testid="e164">{String(e164)}</pre>
    </>
  );
}

describe('PhoneField', () => {
  it('formats to (xxx) xxx-xxxx as the user types and reports E.164 once complete', async () => {
    const { container } = render(<Phone />);
    const input = screen.getByLabelText('Mobile phone');
    await userEvent.type(input, '555');
    expect(input).toHaveProperty('value', '(555');
    expect(screen.getByTestId('e164').textContent).toBe('null');
    await userEvent.type(input, '1234');
    expect(input).toHaveProperty('value', '(555) 123-4');
    await userEvent.type(input, '567');
    expect(input).toHaveProperty('value', '(555) 123-4567');
    expect(screen.getByTestId('e164').textContent).toBe('+15551234567');
    await userEvent.type(input, '99');
    expect(input).toHaveProperty('value', '(555) 123-4567');
    await expectNoAxeViolations(container);
  });

  it('understands a pasted international number', async () => {
    render(<Phone />);
    const input = screen.getByLabelText('Mobile phone');
    await userEvent.click(input);
    await userEvent.paste('+1 555 123 4567');
    expect(input).toHaveProperty('value', '(555) 123-4567');
    expect(screen.getByTestId('e164').textContent).toBe('+15551234567');
  });

  it('lets the user delete back to empty', async () => {
    render(<Phone />);
    const input = screen.getByLabelText('Mobile phone');
    await userEvent.type(input, '5551234');
    await userEvent.type(input, '{Backspace}'.repeat(11));
    expect(input).toHaveProperty('value', '');
  });

  it('caps input at 19 characters, is a tel input, and defaults to the US', async () => {
    render(<Phone />);
    const input = screen.getByLabelText('Mobile phone');
    expect(input.getAttribute('maxlength')).toBe('19');
    expect(input.getAttribute('type')).toBe('tel');
    const country = screen.getByRole('combobox', { name: 'Country code' });
    expect(country).toHaveProperty('value', 'US');
    expect(screen.getByRole('option', { name: 'US +1' })).toBeTruthy();
  });

  it('wires its error', async () => {
    const { container } = render(<Phone error="Country code 1 is not needed" />);
    const input = screen.getByLabelText('Mobile phone');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('phone-error');
    await expectNoAxeViolations(container);
  });
});
