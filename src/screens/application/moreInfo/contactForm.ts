import { contactInfoBody } from '../../../../machines/step-screen/calls/moreInfo';
import type { ContactInfoBody, MailingAddress } from '../../../api/moreInfo';
import { MARITAL_STATUSES, type MaritalStatus } from '../../../domain/maritalStatus';
import type { Profile } from '../../../api/profile';
import { formatPhone } from '../../../domain/phone';
import {
  REQUIRED,
  checkCity,
  checkEmail,
  checkPhone,
  checkState,
  checkStreet,
  checkZip,
  STREET_INVALID,
} from '../../../domain/validation';
import { profilePhone } from './format';

/**
 * The contact form's rules (start/contact, and its in-page edit on start/app-summary): the values
 * as typed, the first message per field (the registration spec's phone, e-mail and address
 * messages), and the `contact-info` step body (built by the calls module's `contactInfoBody`).
 */

export interface ContactValues {
  /** As shown, (555) 123-4567. */
  phone: string;
  email: string;
  /** 'yes': mail goes to the property; 'no': to the address below. */
  sameAsProperty: 'yes' | 'no' | '';
  mailing: MailingAddress;
  maritalStatus: MaritalStatus | '';
}

export const EMPTY_MAILING: MailingAddress = {
  street1: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
};

/** (ours) The property message does not fit a mailing address. */
export const MAILING_STREET_INVALID = 'Please enter a valid mailing address';
/** (ours) */
export const MAILING_CHOICE_REQUIRED = 'Select where we should send your mail';
/** (ours) */
export const MARITAL_STATUS_REQUIRED = 'Select your marital status';

/** Field keys in page order (the error summary's order). */
export const CONTACT_FIELDS = [
  'phone',
  'email',
  'sameAsProperty',
  'mailing.street1',
  'mailing.street2',
  'mailing.city',
  'mailing.state',
  'mailing.zip',
  'maritalStatus',
] as const;

export type ContactErrors = Partial<Record<(typeof CONTACT_FIELDS)[number], string>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the form starts from: what was sent before (answers['contact-info']), else the profile. */
export function contactValuesFrom(profile: Profile, previous?: unknown): ContactValues {
  if (isRecord(previous)) {
    const mailing = isRecord(previous.mailingAddress) ? previous.mailingAddress : {};
    const marital = text(previous.maritalStatus);
    return {
      phone: formatPhone(text(previous.phoneNumber)),
      email: text(previous.email),
      sameAsProperty: previous.mailingAddressSameAsProperty === false ? 'no' : 'yes',
      mailing: {
        street1: text(mailing.street1),
        street2: text(mailing.street2),
        city: text(mailing.city),
        state: text(mailing.state),
        zip: text(mailing.zip),
      },
      maritalStatus: (MARITAL_STATUSES as readonly string[]).includes(marital)
        ? (marital as MaritalStatus)
        : '',
    };
  }
  return {
    phone: profilePhone(profile),
    email: profile.email ?? '',
    sameAsProperty: '',
    mailing: { ...EMPTY_MAILING },
    maritalStatus: '',
  };
}

export type ContactValidation =
  { ok: true; body: ContactInfoBody } | { ok: false; errors: ContactErrors };

/** The first message per field, or the step body. */
export function validateContact(values: ContactValues): ContactValidation {
  const errors: ContactErrors = {};
  const phone = checkPhone(values.phone);
  if (phone) errors.phone = phone;
  const email = checkEmail(values.email);
  if (email) errors.email = email;
  if (values.sameAsProperty === '') errors.sameAsProperty = MAILING_CHOICE_REQUIRED;
  if (values.sameAsProperty === 'no') {
    const street = checkStreet(values.mailing.street1);
    if (street)
      errors['mailing.street1'] = street === STREET_INVALID ? MAILING_STREET_INVALID : street;
    const city = values.mailing.city.trim() === '' ? REQUIRED : checkCity(values.mailing.city);
    if (city) errors['mailing.city'] = city;
    const state = checkState(values.mailing.state);
    if (state) errors['mailing.state'] = state;
    const zip = checkZip(values.mailing.zip);
    if (zip) errors['mailing.zip'] = zip;
  }
  if (values.maritalStatus === '') errors.maritalStatus = MARITAL_STATUS_REQUIRED;
  if (Object.keys(errors).length > 0 || values.maritalStatus === '') return { ok: false, errors };
  const body = contactInfoBody({ ...values, maritalStatus: values.maritalStatus });
  return { ok: true, body };
}

/** The input id of a field (the error summary's links). */
export function contactFieldId(field: string, idPrefix = 'contact'): string {
  if (field === 'sameAsProperty') return `${idPrefix}-mailing-same`;
  if (field.startsWith('mailing.')) return `${idPrefix}-mailing-${field.slice('mailing.'.length)}`;
  return `${idPrefix}-${field}`;
}
