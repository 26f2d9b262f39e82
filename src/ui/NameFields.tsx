import { NAME_SUFFIXES, type NameSuffix } from '../domain/validation/name';
import { Select, type SelectOption } from './Select';
import { TextField } from './TextField';
import './kit.css';

export interface NameValue {
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: NameSuffix | '';
}

export type NameErrors = Partial<Record<keyof NameValue, string>>;

export interface NameFieldsProps {
  /** Input ids are `${idPrefix}-firstName` etc.; by default just `firstName` etc. */
  idPrefix?: string;
  value: NameValue;
  onChange: (value: NameValue) => void;
  errors?: NameErrors;
  disabled?: boolean;
  readOnly?: boolean;
  showMiddleName?: boolean;
  showSuffix?: boolean;
}

const SUFFIX_LABELS: Record<NameSuffix, string> = {
  '': 'None',
  I: 'I',
  II: 'II',
  III: 'III',
  IV: 'IV',
  V: 'V',
  JR: 'Jr.',
  SR: 'Sr.',
};

export const SUFFIX_OPTIONS: readonly SelectOption[] = NAME_SUFFIXES.map((value) => ({
  value,
  label: SUFFIX_LABELS[value],
}));

export const nameFieldId = (field: keyof NameValue, idPrefix?: string) =>
  idPrefix ? `${idPrefix}-${field}` : field;

/** Legal name: first, middle (optional), last and suffix (optional), each labelled. */
export function NameFields({
  idPrefix,
  value,
  onChange,
  errors = {},
  disabled,
  readOnly,
  showMiddleName = true,
  showSuffix = true,
}: NameFieldsProps) {
  const set = (field: keyof NameValue) => (next: string) => onChange({ ...value, [field]: next });
  const common = { disabled, readOnly, spellCheck: false, autoCapitalize: 'words' } as const;
  return (
    <div className="kit-name-fields">
      <TextField
        {...common}
        id={nameFieldId('firstName', idPrefix)}
        label="First name"
        autoComplete="given-name"
        required
        value={value.firstName}
        onChange={set('firstName')}
        error={errors.firstName}
      />
      {showMiddleName ? (
        <TextField
          {...common}
          id={nameFieldId('middleName', idPrefix)}
          label="Middle name"
          optional
          autoComplete="additional-name"
          value={value.middleName}
          onChange={set('middleName')}
          error={errors.middleName}
        />
      ) : null}
      <TextField
        {...common}
        id={nameFieldId('lastName', idPrefix)}
        label="Last name"
        autoComplete="family-name"
        required
        value={value.lastName}
        onChange={set('lastName')}
        error={errors.lastName}
      />
      {showSuffix ? (
        <Select
          id={nameFieldId('suffix', idPrefix)}
          label="Suffix"
          optional
          autoComplete="honorific-suffix"
          options={SUFFIX_OPTIONS}
          value={value.suffix}
          onChange={set('suffix')}
          error={errors.suffix}
          disabled={disabled || readOnly}
        />
      ) : null}
    </div>
  );
}
