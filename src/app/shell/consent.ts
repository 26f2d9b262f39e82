/** The privacy choices live in src/domain/consent.ts (the charts read them too). */
export {
  CONSENT_STORAGE_KEY,
  DEFAULT_CONSENT,
  readConsent,
  saveConsent,
  type ConsentChoice,
} from '../../domain/consent';
