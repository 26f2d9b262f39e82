import { Fragment } from 'react';
import {
  HMDA_OPTIONS,
  HMDA_SECTION_LABELS,
  HMDA_SECTIONS,
  isHmdaOptionEnabled,
  isHmdaTextEnabled,
  setHmdaText,
  toggleHmda,
  type HmdaAnswers,
  type HmdaOption,
  type HmdaSection,
  type HmdaTextField,
} from '../../../domain/hmda';
import { Checkbox } from '../../../ui/Checkbox';
import { TextField } from '../../../ui/TextField';

export const hmdaBoxId = (section: HmdaSection, code: string, idPrefix = 'hmda') =>
  `${idPrefix}-${section}-${code.toLowerCase().replace(/_/g, '-')}`;

export const hmdaTextId = (field: HmdaTextField, idPrefix = 'hmda') => `${idPrefix}-${field}`;

export interface HmdaFieldsProps {
  answers: HmdaAnswers;
  onChange: (answers: HmdaAnswers) => void;
  errors: Partial<Record<HmdaTextField, string>>;
  idPrefix?: string;
}

/**
 * Ethnicity, race and sex: check boxes in a fieldset each. Subcategories sit under their parent
 * and are enabled while it is checked; a free-text box follows the box it belongs to;
 * "I do not wish to provide this information" clears and disables the rest of its section.
 */
export function HmdaFields({ answers, onChange, errors, idPrefix = 'hmda' }: HmdaFieldsProps) {
  const box = (section: HmdaSection, option: HmdaOption) => (
    <Fragment key={option.code}>
      <Checkbox
        id={hmdaBoxId(section, option.code, idPrefix)}
        label={option.label}
        checked={answers[section].includes(option.code)}
        disabled={!isHmdaOptionEnabled(answers, section, option.code)}
        onChange={(checked) => onChange(toggleHmda(answers, section, option.code, checked))}
      />
      {option.text ? (
        <div className="more-info-hmda__text">
          <TextField
            id={hmdaTextId(option.text.field, idPrefix)}
            label={option.text.label}
            optional
            maxLength={200}
            disabled={!isHmdaTextEnabled(answers, option.text.field)}
            value={answers[option.text.field]}
            onChange={(value) => onChange(setHmdaText(answers, option.text!.field, value))}
            error={errors[option.text.field]}
          />
        </div>
      ) : null}
    </Fragment>
  );

  return (
    <div className="more-info-hmda">
      {HMDA_SECTIONS.map((section) => {
        const options = HMDA_OPTIONS[section];
        const tops = options.filter((option) => !option.parent);
        return (
          <fieldset key={section} id={`${idPrefix}-${section}`}>
            <legend className="kit-fieldset__legend">
              {HMDA_SECTION_LABELS[section]}
              {section === 'sex' ? null : (
                <span className="kit-field__optional"> (check one or more)</span>
              )}
            </legend>
            {tops.map((option) => {
              const children = options.filter((child) => child.parent === option.code);
              return (
                <Fragment key={option.code}>
                  {box(section, option)}
                  {children.length > 0 ? (
                    <div
                      className="more-info-hmda__sub"
                      role="group"
                      aria-label={`${option.label}: subcategories`}
                    >
                      {children.map((child) => box(section, child))}
                    </div>
                  ) : null}
                </Fragment>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
