import { CONFIRM_LOW_INCOME, type EmploymentType } from '../../domain/registration';
import { Checkbox } from '../../ui/Checkbox';
import { MoneyField } from '../../ui/NumberField';
import { RadioGroup } from '../../ui/RadioGroup';
import { StepPage } from './StepPage';

/** Sources offered (ALIMONY etc. are sent as SEPARATE_MAINTENANCE_PAYMENTS by the payload). */
export const INCOME_SOURCES: ReadonlyArray<{ value: EmploymentType; label: string }> = [
  { value: 'FULL_TIME', label: 'Full-time employment' },
  { value: 'PART_TIME', label: 'Part-time employment' },
  { value: 'SELF_EMPLOYED', label: 'Self-employed' },
  { value: 'RETIRED', label: 'Retired' },
  { value: 'ALIMONY', label: 'Alimony' },
  { value: 'CHILD_SUPPORT', label: 'Child support' },
  { value: 'PUBLIC_ASSISTANCE_PROGRAM', label: 'Public assistance' },
  { value: 'UNEMPLOYED', label: 'Unemployed' },
];

/** register-v2/annual-income: income, other income (optional), primary source. */
export function Component() {
  return (
    <StepPage
      step="income"
      title="What is your annual income?"
      fields={['income', 'otherIncome', 'employmentType']}
    >
      {(values, change, errors) => (
        <>
          <MoneyField
            id="income"
            label="Annual pre-tax income"
            value={values.income}
            onChange={(text) => change({ ...values, income: text, lowIncomeConfirmed: false })}
            error={errors.income}
            required
          />
          {errors.income === CONFIRM_LOW_INCOME ? (
            <Checkbox
              id="lowIncomeConfirmed"
              label="I confirm this is my annual pre-tax income"
              checked={values.lowIncomeConfirmed}
              onChange={(checked) => change({ ...values, lowIncomeConfirmed: checked })}
            />
          ) : null}
          <MoneyField
            id="otherIncome"
            label="Other annual income"
            optional
            value={values.otherIncome}
            onChange={(text) => change({ ...values, otherIncome: text })}
            error={errors.otherIncome}
          />
          <RadioGroup
            id="employmentType"
            legend="Primary source of income"
            options={INCOME_SOURCES}
            value={values.employmentType || null}
            onChange={(value) => change({ ...values, employmentType: value as EmploymentType })}
            error={errors.employmentType}
          />
        </>
      )}
    </StepPage>
  );
}
