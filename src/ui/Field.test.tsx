import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MoneyField, NumberField } from './NumberField';
import { Select } from './Select';
import { EmailField, TEXTAREA_DEFAULT_ROWS, TextArea, TextField } from './TextField';
import { expectNoAxeViolations } from './testAxe';

function ControlledText(props: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      id="city"
      label="City"
      hint="As on your mail"
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

describe('TextField', () => {
  it('keeps what the user types', async () => {
    render(<ControlledText />);
    const input = screen.getByLabelText('City');
    await userEvent.type(input, 'San Luis Obispo');
    expect(input).toHaveProperty('value', 'San Luis Obispo');
  });

  it('is described by its hint, and by its error when invalid', async () => {
    const { rerender, container } = render(<ControlledText />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe('city-hint');

    rerender(<ControlledText error="Please enter a valid city name" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('city-hint city-error');
    const error = document.getElementById('city-error')!;
    expect(error.textContent).toBe('Error: Please enter a valid city name');
    await expectNoAxeViolations(container);
  });

  it('shows required, optional, read-only and disabled states', async () => {
    const { container } = render(
      <>
        <TextField id="a" label="First" required value="" onChange={() => {}} />
        <TextField id="b" label="Middle" optional value="" onChange={() => {}} />
        <TextField id="c" label="Loan number" readOnly value="12345" />
        <TextField id="d" label="Email on file" disabled value="x@y.z" />
      </>,
    );
    expect(screen.getByLabelText('First').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Middle (optional)')).toBeTruthy();
    expect(screen.getByLabelText('Loan number')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Email on file')).toHaveProperty('disabled', true);
    await expectNoAxeViolations(container);
  });
});

describe('EmailField', () => {
  it('is an email input with autocomplete', async () => {
    const { container } = render(
      <EmailField value="" onChange={() => {}} error="Please enter your email" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    await expectNoAxeViolations(container);
  });
});

describe('NumberField and MoneyField', () => {
  function Money() {
    const [text, setText] = useState('');
    const [amount, setAmount] = useState<number | null>(null);
    return (
      <>
        <MoneyField
          id="income"
          label="Annual income"
          value={text}
          onChange={(t, a) => {
            setText(t);
            setAmount(a);
          }}
        />
        <pre data-testid="amount">{String(amount)}</pre>
      </>
    );
  }

  it('keeps the typed text, reports the amount and regroups on leaving', async () => {
    const { container } = render(<Money />);
    const input = screen.getByLabelText('Annual income');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(input, '85000');
    expect(input).toHaveProperty('value', '85000');
    expect(screen.getByTestId('amount').textContent).toBe('85000');
    await userEvent.tab();
    expect(input).toHaveProperty('value', '85,000');
    expect(screen.getByTestId('amount').textContent).toBe('85000');
    await expectNoAxeViolations(container);
  });

  it('leaves text that is not an amount as typed', async () => {
    render(<Money />);
    const input = screen.getByLabelText('Annual income');
    await userEvent.type(input, '85k');
    await userEvent.tab();
    expect(input).toHaveProperty('value', '85k');
    expect(screen.getByTestId('amount').textContent).toBe('null');
  });

  it('NumberField uses a text input with a decimal keyboard', () => {
    render(<NumberField id="n" label="Amount" value="1.5" onChange={() => {}} />);
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });
});

describe('Select', () => {
  it('is labelled, keeps the choice and wires its error', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <Select
          id="state"
          label="State"
          placeholder="Select a state"
          options={[
            { value: 'CA', label: 'California' },
            { value: 'NV', label: 'Nevada' },
          ]}
          value={value}
          onChange={setValue}
          error={value ? undefined : 'Please enter a valid state'}
        />
      );
    }
    const { container } = render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
    await userEvent.selectOptions(select, 'NV');
    expect(select).toHaveProperty('value', 'NV');
    expect(select.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('TextArea', () => {
  it('has 5 rows by default and keeps typing', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextArea id="msg" label="Message" value={value} onChange={setValue} />;
    }
    const { container } = render(<Controlled />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(TEXTAREA_DEFAULT_ROWS).toBe(5);
    expect(area.getAttribute('rows')).toBe('5');
    await userEvent.type(area, 'Hello{enter}there');
    expect(area).toHaveProperty('value', 'Hello\nthere');
    await expectNoAxeViolations(container);
  });
});
