import { useBrand } from '../../app/shell/ShellProvider';
import { saleStatusQuestion } from '../../domain/brands';
import { RadioGroup } from '../../ui/RadioGroup';
import { StepPage } from './StepPage';

/**
 * register-v2/for-sale: is the property for sale (Yes / No)? Some partners also count a listing
 * planned within the next 6 months (the brand's wording).
 */
export function Component() {
  const brand = useBrand();
  return (
    <StepPage step="forSale" title="Is your property for sale?" fields={['isListedForSale']}>
      {(values, change, errors) => (
        <RadioGroup
          id="isListedForSale"
          legend={saleStatusQuestion(brand)}
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
