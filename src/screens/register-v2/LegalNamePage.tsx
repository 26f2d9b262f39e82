import { NameFields } from '../../ui/NameFields';
import { StepPage } from './StepPage';

/** register-v2/legal-name: first, middle, last name and suffix. */
export function Component() {
  return (
    <StepPage
      step="name"
      title="What is your legal name?"
      fields={['firstName', 'middleName', 'lastName', 'suffix']}
    >
      {(values, change, errors) => (
        <NameFields value={values} onChange={(name) => change(name)} errors={errors} />
      )}
    </StepPage>
  );
}
