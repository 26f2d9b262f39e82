import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './Checkbox';
import { RadioGroup } from './RadioGroup';
import { expectNoAxeViolations } from './testAxe';

const OPTIONS = [
  { value: 'PRIMARY', label: 'Primary residence' },
  { value: 'SECOND', label: 'Second home', hint: 'A vacation home you live in part of the year' },
  { value: 'INVESTMENT', label: 'Investment property' },
];

function Occupancy({ error }: { error?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RadioGroup
      id="occupancy"
      legend="How do you use this property?"
      hint="Choose one"
      options={OPTIONS}
      value={value}
      onChange={setValue}
      error={value ? undefined : error}
    />
  );
}

describe('RadioGroup', () => {
  it('is a fieldset with a legend, and keeps the choice', async () => {
    const { container } = render(<Occupancy />);
    const group = screen.getByRole('group', { name: 'How do you use this property?' });
    expect(group.tagName).toBe('FIELDSET');
    await userEvent.click(screen.getByLabelText('Second home'));
    expect(screen.getByLabelText('Second home')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Primary residence')).toHaveProperty('checked', false);
    await expectNoAxeViolations(container);
  });

  it('announces its error as a polite status message', async () => {
    const { rerender, container } = render(<Occupancy />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(''); // the live region exists before the error arrives
    rerender(<Occupancy error="Please select an occupancy type" />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('Error: Please select an occupancy type');
    expect(status.getAttribute('aria-live') ?? 'polite').toBe('polite'); // role=status is polite
    const group = screen.getByRole('group');
    expect(group.getAttribute('aria-describedby')).toBe('occupancy-hint occupancy-error');
    await expectNoAxeViolations(container);
  });

  it('gives the first radio the group id (the error summary links there) and works by keyboard', async () => {
    render(<Occupancy />);
    expect(document.getElementById('occupancy')).toBe(screen.getByLabelText('Primary residence'));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByLabelText('Primary residence')).toHaveProperty('checked', true);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByLabelText('Second home')).toHaveProperty('checked', true);
  });

  it('describes an option by its hint', () => {
    render(<Occupancy />);
    expect(screen.getByLabelText('Second home').getAttribute('aria-describedby')).toBe(
      'occupancy-1-hint',
    );
  });
});

describe('Checkbox', () => {
  it('toggles and wires its error', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox
          id="agree"
          label="I agree"
          checked={checked}
          onChange={setChecked}
          required
          error={checked ? undefined : 'Required'}
        />
      );
    }
    const { container } = render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('agree-error');
    expect(box.getAttribute('aria-required')).toBe('true');
    await expectNoAxeViolations(container);
    await userEvent.click(box);
    expect(box).toHaveProperty('checked', true);
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });
});
