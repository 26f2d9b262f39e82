import { RadioGroup } from '../../ui/RadioGroup';
import { StepPage } from './StepPage';

/** register-v2/for-sale: is the property for sale (Yes / No)? */
export function Component() {
  return (
    <StepPage step="forSale" title="Is your property for sale?" fields={['isListedForSale']}>
      {(values, change, errors) => (
        <RadioGroup
          id="isListedForSale"
          legend="Is the property listed for sale?"
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          inline
          value={values.isListedForSale || null}
          onChange={(value) => change({ isListedForSale: value === 'yes' ? 'yes' : 'no' })}
          error={errors.isListedForSale}
        />
      )}
    </StepPage>
  );
}
