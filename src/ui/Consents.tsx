import type { Brand } from '../domain/brands';
import { privacyHref, termsHref, termsWording } from '../domain/brands';
import { Checkbox } from './Checkbox';
import { appHref } from './links';
import './kit.css';

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={appHref(href)} target="_blank" rel="noopener noreferrer">
      {children} <span className="kit-visually-hidden">(opens in a new tab)</span>
    </a>
  );
}

export interface TermsConsentsValue {
  termPrivacyConsent: boolean;
  communicationConsent: boolean;
}

export interface TermsConsentsProps {
  brand: Brand;
  value: TermsConsentsValue;
  onChange: (value: TermsConsentsValue) => void;
  errors?: Partial<Record<keyof TermsConsentsValue, string>>;
  disabled?: boolean;
}

/**
 * The two required consents. The terms link reads "Terms of Use" or "Terms of Service" by brand
 * and both legal links fall back to the in-app pages when the brand configures none. Wording
 * beyond the link names is ours (the spec does not give it): legal review replaces it.
 */
export function TermsConsents({
  brand,
  value,
  onChange,
  errors = {},
  disabled,
}: TermsConsentsProps) {
  return (
    <div className="kit-consents">
      <Checkbox
        id="termPrivacyConsent"
        required
        checked={value.termPrivacyConsent}
        onChange={(checked) => onChange({ ...value, termPrivacyConsent: checked })}
        error={errors.termPrivacyConsent}
        disabled={disabled}
        label={
          <>
            I agree to the <NewTabLink href={termsHref(brand)}>{termsWording(brand)}</NewTabLink>{' '}
            and the <NewTabLink href={privacyHref(brand)}>Privacy Policy</NewTabLink>.
          </>
        }
      />
      <Checkbox
        id="communicationConsent"
        required
        checked={value.communicationConsent}
        onChange={(checked) => onChange({ ...value, communicationConsent: checked })}
        error={errors.communicationConsent}
        disabled={disabled}
        label={`I agree to receive disclosures, notices and other communications from ${brand.companyName} electronically.`}
      />
    </div>
  );
}

export interface SmsConsentsValue {
  smsTransactionalConsent: boolean;
  smsMarketingConsent: boolean;
}

export interface SmsConsentsProps {
  brand: Brand;
  value: SmsConsentsValue;
  onChange: (value: SmsConsentsValue) => void;
  disabled?: boolean;
}

/** The two optional text-message consents, grouped under one legend. */
export function SmsConsents({ brand, value, onChange, disabled }: SmsConsentsProps) {
  return (
    <fieldset className="kit-field" disabled={disabled}>
      <legend className="kit-fieldset__legend">
        Text messages <span className="kit-field__optional">(optional)</span>
      </legend>
      <Checkbox
        id="smsTransactionalConsent"
        checked={value.smsTransactionalConsent}
        onChange={(checked) => onChange({ ...value, smsTransactionalConsent: checked })}
        label={`Text me updates about my application and account from ${brand.shortName}.`}
        hint="Message and data rates may apply. Reply STOP to opt out."
      />
      <Checkbox
        id="smsMarketingConsent"
        checked={value.smsMarketingConsent}
        onChange={(checked) => onChange({ ...value, smsMarketingConsent: checked })}
        label={`Text me offers and news from ${brand.shortName}.`}
        hint="Consent is not a condition of any loan. Message and data rates may apply. Reply STOP to opt out."
      />
    </fieldset>
  );
}
