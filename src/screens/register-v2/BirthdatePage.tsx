import { DateParts, datePartsFirstInputId } from '../../ui/DateParts';
import { StepPage } from './StepPage';

/** register-v2/birthdate: day, month, year. */
export function Component() {
  return (
    <StepPage
      step="birthdate"
      title="What is your date of birth?"
      fields={['dob']}
      idFor={() => datePartsFirstInputId('dob')}
    >
      {(values, change, errors) => (
        <DateParts
          id="dob"
          legend="Date of birth"
          value={values}
          onChange={(parts) => change(parts)}
          error={errors.dob}
          autoCompletePrefix="bday"
        />
      )}
    </StepPage>
  );
}
