import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  AddressTypeahead,
  type AddressErrors,
  type AddressSuggestion,
  type AddressValue,
} from './AddressTypeahead';
import { expectNoAxeViolations } from './testAxe';

const ALL: AddressSuggestion[] = [
  {
    fullAddress: '100 Main St, Reno, NV 89501',
    street1: '100 Main St',
    city: 'Reno',
    state: 'NV',
    zip: '89501',
  },
  {
    fullAddress: '100 Main Ave, Boise, ID 83702',
    street1: '100 Main Ave',
    city: 'Boise',
    state: 'ID',
    zip: '83702',
  },
  {
    fullAddress: '100 Maine Rd, Salem, OR 97301',
    street1: '100 Maine Rd',
    street2: 'Unit 4',
    city: 'Salem',
    state: 'OR',
    zip: '97301',
  },
];

const EMPTY: AddressValue = { street1: '', street2: '', city: '', state: '', zip: '' };

/** Stands in for the machine: records queries and hands back suggestions. */
function Parent({
  errors,
  onSelect,
}: {
  errors?: AddressErrors;
  onSelect?: (s: AddressSuggestion) => void;
}) {
  const [value, setValue] = useState(EMPTY);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [queries, setQueries] = useState<string[]>([]);
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()}>
      <AddressTypeahead
        value={value}
        onChange={setValue}
        onQueryChange={(text) => {
          setQueries((q) => [...q, text]);
          setSuggestions(text.length >= 3 ? ALL.filter((s) => s.fullAddress.startsWith(text)) : []);
        }}
        suggestions={suggestions}
        onSelect={onSelect}
        errors={errors}
        required
      />
      <pre data-testid="value">{JSON.stringify(value)}</pre>
      <pre data-testid="queries">{queries.join('|')}</pre>
    </form>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent!) as AddressValue;

describe('AddressTypeahead', () => {
  it('is an ARIA 1.2 combobox that leaves fetching to its parent', async () => {
    const { container } = render(<Parent />);
    const input = screen.getByRole('combobox', { name: 'Property address' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).toBe('listbox');

    await userEvent.type(input, '100 Main');
    expect(screen.getByTestId('queries').textContent).toBe(
      '1|10|100|100 |100 M|100 Ma|100 Mai|100 Main',
    );
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toMatch(/^3 addresses found/);
    expect(input).toHaveProperty('value', '100 Main');
    await expectNoAxeViolations(container);
  });

  it('moves with Down and Up (wrapping), and Enter picks without submitting', async () => {
    const onSelect = vi.fn();
    render(<Parent onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Property address' });
    await userEvent.type(input, '100 Main');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe('street1-option-0');
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe('street1-option-2');
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe('street1-option-0');
    await userEvent.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe('street1-option-2');

    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(ALL[2]);
    expect(value()).toEqual({
      street1: '100 Maine Rd',
      street2: 'Unit 4',
      city: 'Salem',
      state: 'OR',
      zip: '97301',
    });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(input);
    // The picked parts are revealed for checking.
    expect(screen.getByLabelText('City')).toHaveProperty('value', 'Salem');
    expect(screen.getByLabelText('State')).toHaveProperty('value', 'OR');
    expect(screen.getByLabelText('ZIP code')).toHaveProperty('value', '97301');
  });

  it('Escape closes the list and keeps the text', async () => {
    render(<Parent />);
    const input = screen.getByRole('combobox', { name: 'Property address' });
    await userEvent.type(input, '100 Main');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(input).toHaveProperty('value', '100 Main');
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('picks with the mouse', async () => {
    render(<Parent />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Property address' }), '100 Main');
    await userEvent.click(screen.getByRole('option', { name: '100 Main Ave, Boise, ID 83702' }));
    expect(value()).toMatchObject({ street1: '100 Main Ave', city: 'Boise', state: 'ID' });
  });

  it('says when nothing matches', async () => {
    render(<Parent />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Property address' }), '999 Nowhere');
    expect(screen.getByRole('status').textContent).toBe('No addresses found.');
  });

  it('reveals Apt/Suite, city, state and ZIP for manual entry', async () => {
    const { container } = render(<Parent />);
    const toggle = screen.getByRole('button', { name: 'Add Apt/Suite or enter address manually' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'City' })).toBeNull(); // hidden
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.type(screen.getByRole('combobox', { name: 'Property address' }), '12 Elm St');
    await userEvent.type(screen.getByLabelText('Apt, suite or unit (optional)'), 'Apt 2');
    await userEvent.type(screen.getByLabelText('City'), 'Reno');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'NV');
    await userEvent.type(screen.getByLabelText('ZIP code'), '89501');
    expect(value()).toEqual({
      street1: '12 Elm St',
      street2: 'Apt 2',
      city: 'Reno',
      state: 'NV',
      zip: '89501',
    });
    await expectNoAxeViolations(container);
  });

  it('keeps the extra fields revealed while one has an error, with errors wired', async () => {
    const { container } = render(
      <Parent
        errors={{
          street1: 'Please enter a valid property address',
          zip: 'Please enter a valid zipcode',
        }}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Property address' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('street1-hint street1-error');
    const zip = screen.getByLabelText('ZIP code');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(zip.id).toBe('street1-zip');
    await expectNoAxeViolations(container);
  });
});
