import {
  selectSequenceFor,
  selectValues,
} from '../../../machines/registration/registration.select';
import {
  CONFIRM_LOW_INCOME,
  LEGACY_PAGES,
  pageErrorKey,
  pageStepsOf,
  stepErrors,
  type EmploymentType,
  type OccupancyChoice,
  type StepId,
  type StepValues,
} from '../../domain/registration';
import { AddressTypeahead, addressFieldId } from '../../ui/AddressTypeahead';
import { Checkbox } from '../../ui/Checkbox';
import { DateParts, datePartsFirstInputId } from '../../ui/DateParts';
import { NameFields } from '../../ui/NameFields';
import { MoneyField } from '../../ui/NumberField';
import { RadioGroup } from '../../ui/RadioGroup';
import { useBrand } from '../../app/shell/ShellProvider';
import { saleStatusQuestion } from '../../domain/brands';
import { INCOME_SOURCES } from '../register-v2/AnnualIncomePage';
import { useForm } from '../../ui/form/useForm';
import {
  useAddressLookup,
  useRegistration,
  useRegistrationActor,
} from '../register-v2/RegistrationProvider';
import { ADDRESS_FIELDS, OCCUPANCY_OPTIONS, PropertyNotices } from '../register-v2/StartPage';
import { submitLegacyPage } from '../../../machines/registration/registration.legacy';
import { LegacyPageForm } from './LegacyPageForm';
import { LegacyRegistration } from './LegacyRegistration';

const PAGE = LEGACY_PAGES[0]!;

type PageOne = Pick<
  StepValues,
  'property' | 'homeAddress' | 'forSale' | 'income' | 'name' | 'birthdate'
>;

/** Each step's fields in page order (the error summary's order). */
const FIELDS: Partial<Record<StepId, readonly string[]>> = {
  property: [...ADDRESS_FIELDS, 'occupancyType'],
  homeAddress: ADDRESS_FIELDS,
  forSale: ['isListedForSale'],
  income: ['income', 'otherIncome', 'employmentType'],
  name: ['firstName', 'middleName', 'lastName', 'suffix'],
  birthdate: ['dob'],
};

function inputId(key: string): string {
  const [step, field = ''] = key.split('.') as [StepId, string];
  if (step === 'property') {
    return field === 'occupancyType'
      ? 'occupancyType'
      : addressFieldId('street1', field as (typeof ADDRESS_FIELDS)[number]);
  }
  if (step === 'homeAddress') {
    return addressFieldId('homeStreet1', field as (typeof ADDRESS_FIELDS)[number]);
  }
  if (step === 'birthdate') return datePartsFirstInputId('dob');
  return field;
}

/** /register: the previous registration's first page. */
export function Component() {
  return (
    <LegacyRegistration>
      <PropertyAndYou />
    </LegacyRegistration>
  );
}

/** The property, sale status, income, name and birthdate questions on one page. */
function PropertyAndYou() {
  const brand = useBrand();
  const saved: PageOne = {
    property: useRegistration((s) => selectValues(s, 'property')),
    homeAddress: useRegistration((s) => selectValues(s, 'homeAddress')),
    forSale: useRegistration((s) => selectValues(s, 'forSale')),
    income: useRegistration((s) => selectValues(s, 'income')),
    name: useRegistration((s) => selectValues(s, 'name')),
    birthdate: useRegistration((s) => selectValues(s, 'birthdate')),
  };
  // Which steps the page shows depends on the occupancy typed (the home address for a rental).
  const snapshot = useRegistration((s) => s);
  const shownFor = (page: PageOne) =>
    pageStepsOf(selectSequenceFor(snapshot, page.property.occupancyType), PAGE.steps);
  const submittedOf = (page: PageOne): Partial<StepValues> =>
    shownFor(page).includes('homeAddress')
      ? page
      : {
          property: page.property,
          forSale: page.forSale,
          income: page.income,
          name: page.name,
          birthdate: page.birthdate,
        };
  const allErrors = useRegistration((s) => s.context.errors);
  const actor = useRegistrationActor();
  // The machine validates the page's steps together and answers with their errors.
  const form = useForm<PageOne>({
    initial: saved,
    fields: (page) =>
      shownFor(page).flatMap((step) =>
        (FIELDS[step] ?? []).map((field) => pageErrorKey(step, field)),
      ),
    idFor: inputId,
    errors: allErrors,
    onValid: (page) => submitLegacyPage(actor, submittedOf(page)),
  });
  const { values, setValues } = form;
  const change = <K extends keyof PageOne>(step: K, next: PageOne[K]) =>
    setValues((all) => ({ ...all, [step]: next }));
  const asksHome = shownFor(values).includes('homeAddress');
  const errors = (step: StepId) => stepErrors(allErrors, step);
  const lookup = useAddressLookup();
  const submitted = submittedOf(values);

  return (
    <LegacyPageForm
      page={PAGE}
      title="Apply for a HELOC"
      lede="Apply in 5 minutes, receive funding in 5 days"
      values={submitted}
      form={form}
    >
      <section className="legacy-register__group" aria-labelledby="legacy-property">
        <h2 id="legacy-property">Your property</h2>
        <AddressTypeahead
          id="street1"
          label="Property address"
          value={values.property}
          onChange={(address) => change('property', { ...values.property, ...address })}
          onQueryChange={lookup.onQueryChange}
          suggestions={lookup.suggestions}
          loading={lookup.loading}
          errors={errors('property')}
          required
        />
        <RadioGroup
          id="occupancyType"
          legend="How do you use this property?"
          options={OCCUPANCY_OPTIONS}
          value={values.property.occupancyType === 'INIT' ? null : values.property.occupancyType}
          onChange={(value) =>
            change('property', { ...values.property, occupancyType: value as OccupancyChoice })
          }
          error={errors('property').occupancyType}
        />
        <PropertyNotices state={values.property.state} zip={values.property.zip} />
        {asksHome ? (
          <AddressTypeahead
            id="homeStreet1"
            label="Your primary home address"
            value={values.homeAddress}
            onChange={(address) => change('homeAddress', { ...values.homeAddress, ...address })}
            onQueryChange={lookup.onQueryChange}
            suggestions={lookup.suggestions}
            loading={lookup.loading}
            errors={errors('homeAddress')}
            required
          />
        ) : null}
        <RadioGroup
          id="isListedForSale"
          legend={saleStatusQuestion(brand)}
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          inline
          value={values.forSale.isListedForSale || null}
          onChange={(value) =>
            change('forSale', { isListedForSale: value === 'yes' ? 'yes' : 'no' })
          }
          error={errors('forSale').isListedForSale}
        />
      </section>

      <section className="legacy-register__group" aria-labelledby="legacy-income">
        <h2 id="legacy-income">Your income</h2>
        <MoneyField
          id="income"
          label="Annual pre-tax income"
          value={values.income.income}
          onChange={(text) =>
            change('income', { ...values.income, income: text, lowIncomeConfirmed: false })
          }
          error={errors('income').income}
          required
        />
        {errors('income').income === CONFIRM_LOW_INCOME ? (
          <Checkbox
            id="lowIncomeConfirmed"
            label="I confirm this is my annual pre-tax income"
            checked={values.income.lowIncomeConfirmed}
            onChange={(checked) =>
              change('income', { ...values.income, lowIncomeConfirmed: checked })
            }
          />
        ) : null}
        <MoneyField
          id="otherIncome"
          label="Other annual income"
          optional
          value={values.income.otherIncome}
          onChange={(text) => change('income', { ...values.income, otherIncome: text })}
          error={errors('income').otherIncome}
        />
        <RadioGroup
          id="employmentType"
          legend="Primary source of income"
          options={INCOME_SOURCES}
          value={values.income.employmentType || null}
          onChange={(value) =>
            change('income', { ...values.income, employmentType: value as EmploymentType })
          }
          error={errors('income').employmentType}
        />
      </section>

      <section className="legacy-register__group" aria-labelledby="legacy-you">
        <h2 id="legacy-you">About you</h2>
        <NameFields
          value={values.name}
          onChange={(name) => change('name', name)}
          errors={errors('name')}
        />
        <DateParts
          id="dob"
          legend="Date of birth"
          value={values.birthdate}
          onChange={(parts) => change('birthdate', parts)}
          error={errors('birthdate').dob}
          autoCompletePrefix="bday"
        />
      </section>
    </LegacyPageForm>
  );
}
