import {
  selectSequenceFor,
  selectValues,
} from '../../../machines/registration/registration.select';
import { useBrand } from '../../app/shell/ShellProvider';
import {
  LEGACY_PAGES,
  pageErrorKey,
  pageStepsOf,
  stepErrors,
  type StepId,
  type StepValues,
} from '../../domain/registration';
import { SmsConsents, TermsConsents } from '../../ui/Consents';
import { PasswordField } from '../../ui/PasswordField';
import { PhoneField } from '../../ui/PhoneField';
import { EmailField } from '../../ui/TextField';
import { useForm } from '../../ui/form/useForm';
import { useRegistration, useRegistrationActor } from '../register-v2/RegistrationProvider';
import { submitLegacyPage } from '../../../machines/registration/registration.legacy';
import { LegacyPageForm } from './LegacyPageForm';
import { LegacyRegistration } from './LegacyRegistration';

const PAGE = LEGACY_PAGES[1]!;

type PageTwo = Pick<StepValues, 'contact' | 'password' | 'loginInfo'>;

const FIELDS: Partial<Record<StepId, readonly string[]>> = {
  contact: ['email', 'phoneNumber'],
  password: ['password', 'confirmPassword', 'termPrivacyConsent', 'communicationConsent'],
  loginInfo: ['termPrivacyConsent', 'communicationConsent'],
};

function inputId(key: string): string {
  const [step, field = ''] = key.split('.') as [StepId, string];
  if (step === 'contact' && field === 'phoneNumber') return 'phone';
  if (step === 'password' && field === 'confirmPassword') return 'password-confirm';
  return field;
}

/** /register/account-setup: the previous registration's second page. */
export function Component() {
  return (
    <LegacyRegistration>
      <AccountSetup />
    </LegacyRegistration>
  );
}

/**
 * Contact details, then the password and consents (legacy auth) or the consents alone (hosted
 * login: the password is made at the login service), then the submit sequence.
 */
function AccountSetup() {
  const brand = useBrand();
  const saved: PageTwo = {
    contact: useRegistration((s) => selectValues(s, 'contact')),
    password: useRegistration((s) => selectValues(s, 'password')),
    loginInfo: useRegistration((s) => selectValues(s, 'loginInfo')),
  };
  const sequence = useRegistration((s) => selectSequenceFor(s));
  const shown = pageStepsOf(sequence, PAGE.steps);
  const asksContact = shown.includes('contact');
  const asksPassword = shown.includes('password');
  const allErrors = useRegistration((s) => s.context.errors);
  const errors = (step: StepId) => stepErrors(allErrors, step);
  const submittedOf = (page: PageTwo): Partial<StepValues> =>
    Object.fromEntries(shown.map((step) => [step, page[step as keyof PageTwo]]));
  const actor = useRegistrationActor();
  // The machine validates the page's steps together and answers with their errors.
  const form = useForm<PageTwo>({
    initial: saved,
    fields: shown.flatMap((step) => (FIELDS[step] ?? []).map((field) => pageErrorKey(step, field))),
    idFor: inputId,
    errors: allErrors,
    onValid: (page) => submitLegacyPage(actor, submittedOf(page)),
  });
  const { values, setValues } = form;
  const change = <K extends keyof PageTwo>(step: K, next: PageTwo[K]) =>
    setValues((all) => ({ ...all, [step]: next }));
  const submitted = submittedOf(values);
  const terms = asksPassword ? 'password' : 'loginInfo';

  return (
    <LegacyPageForm
      page={PAGE}
      title="Set up your account"
      values={submitted}
      form={form}
      submitLabel={asksPassword ? 'Create account' : 'Continue'}
      showBack
    >
      {asksContact ? (
        <section className="legacy-register__group" aria-labelledby="legacy-contact">
          <h2 id="legacy-contact">How can we reach you?</h2>
          <EmailField
            id="email"
            label="Email"
            value={values.contact.email}
            onChange={(email) => change('contact', { ...values.contact, email })}
            error={errors('contact').email}
            required
          />
          <PhoneField
            id="phone"
            value={values.contact.phoneNumber}
            onChange={(phoneNumber) => change('contact', { ...values.contact, phoneNumber })}
            error={errors('contact').phoneNumber}
            required
          />
          <SmsConsents
            brand={brand}
            value={values.contact}
            onChange={(sms) => change('contact', { ...values.contact, ...sms })}
          />
        </section>
      ) : null}
      <section className="legacy-register__group" aria-labelledby="legacy-account">
        <h2 id="legacy-account">{asksPassword ? 'Create your password' : 'Review and agree'}</h2>
        {asksPassword ? (
          <PasswordField
            value={values.password.password}
            confirmValue={values.password.confirmPassword}
            onChange={(password) => change('password', { ...values.password, password })}
            onConfirmChange={(confirmPassword) =>
              change('password', { ...values.password, confirmPassword })
            }
            errors={errors('password')}
          />
        ) : null}
        <TermsConsents
          brand={brand}
          value={values[terms]}
          onChange={(consents) =>
            terms === 'password'
              ? change('password', { ...values.password, ...consents })
              : change('loginInfo', consents)
          }
          errors={errors(terms)}
        />
      </section>
    </LegacyPageForm>
  );
}
