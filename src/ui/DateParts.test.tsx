import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { DateParts as DatePartsValue } from '../domain/dates';
import { DateParts, datePartsFirstInputId } from './DateParts';
import { NameFields, SUFFIX_OPTIONS, type NameValue } from './NameFields';
import { expectNoAxeViolations } from './testAxe';

describe('DateParts', () => {
  function Dob({ error }: { error?: string }) {
    const [value, setValue] = useState<DatePartsValue>({ day: '', month: '', year: '' });
    return (
      <DateParts
        id="dob"
        legend="Date of birth"
        value={value}
        onChange={setValue}
        error={error}
        autoCompletePrefix="bday"
      />
    );
  }

  it('has labelled month, day and year inputs in a fieldset, and keeps typing', async () => {
    const { container } = render(<Dob />);
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Month'), '03');
    await userEvent.type(screen.getByLabelText('Day'), '07');
    await userEvent.type(screen.getByLabelText('Year'), '1980');
    expect(screen.getByLabelText('Month')).toHaveProperty('value', '03');
    expect(screen.getByLabelText('Day')).toHaveProperty('value', '07');
    expect(screen.getByLabelText('Year')).toHaveProperty('value', '1980');
    expect(screen.getByLabelText('Year').getAttribute('autocomplete')).toBe('bday-year');
    expect(screen.getByLabelText('Month').getAttribute('inputmode')).toBe('numeric');
    await expectNoAxeViolations(container);
  });

  it('marks the parts invalid and describes the group with the error', async () => {
    const { container } = render(<Dob error="Must be at least 18 years old" />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group.getAttribute('aria-describedby')).toBe('dob-hint dob-error');
    expect(document.getElementById('dob-error')!.textContent).toBe(
      'Error: Must be at least 18 years old',
    );
    for (const label of ['Month', 'Day', 'Year']) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(datePartsFirstInputId('dob')).toBe(screen.getByLabelText('Month').id);
    await expectNoAxeViolations(container);
  });

  it('marks only the given parts', () => {
    render(
      <DateParts
        id="d"
        legend="Date"
        value={{ day: '40', month: '1', year: '2000' }}
        onChange={() => {}}
        error="Invalid date"
        invalidParts={['day']}
      />,
    );
    expect(screen.getByLabelText('Day').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Month').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('NameFields', () => {
  function Name({ errors }: { errors?: Partial<Record<keyof NameValue, string>> }) {
    const [value, setValue] = useState<NameValue>({
      firstName: '',
      middleName: '',
      lastName: '',
      suffix: '',
    });
    return (
      <>
        <NameFields value={value} onChange={setValue} errors={errors} />
        <pre data-testid="value">{JSON.stringify(value)}</pre>
      </>
    );
  }

  it('labels first, middle, last and suffix and keeps what is entered', async () => {
    const { container } = render(<Name />);
    await userEvent.type(screen.getByLabelText('First name'), 'Jane');
    await userEvent.type(screen.getByLabelText('Middle name (optional)'), 'Q');
    await userEvent.type(screen.getByLabelText('Last name'), "O'Brien");
    await userEvent.selectOptions(screen.getByLabelText('Suffix (optional)'), 'JR');
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({
      firstName: 'Jane',
      middleName: 'Q',
      lastName: "O'Brien",
      suffix: 'JR',
    });
    expect(screen.getByLabelText('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByLabelText('Last name').getAttribute('autocomplete')).toBe('family-name');
    await expectNoAxeViolations(container);
  });

  it("offers the spec's suffixes", () => {
    expect(SUFFIX_OPTIONS.map((o) => o.value)).toEqual([
      '',
      'I',
      'II',
      'III',
      'IV',
      'V',
      'JR',
      'SR',
    ]);
  });

  it('wires each error to its field', async () => {
    const { container } = render(
      <Name
        errors={{
          firstName: 'Some of the characters entered are not supported.',
          lastName: 'Required',
        }}
      />,
    );
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('First name').getAttribute('aria-describedby')).toBe(
      'firstName-error',
    );
    expect(screen.getByLabelText('Last name').getAttribute('aria-describedby')).toBe(
      'lastName-error',
    );
    expect(screen.getByLabelText('Middle name (optional)').getAttribute('aria-invalid')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
