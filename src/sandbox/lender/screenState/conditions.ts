/**
 * What the lender keeps for the conditions screens on each application (application.screens.conditions).
 * Self-contained types only (no imports from ../types: no cycle). Persisted with the state.
 */

/** A document the borrower uploaded (the file's bytes are not kept: the sandbox only records it). */
export interface UploadedDocumentRecord {
  uuid: string;
  /** One of the upload types (src/domain/documents.ts DOCUMENT_TYPES). */
  documentType: string;
  fileName: string;
  /** Bytes. */
  size: number;
  contentType: string;
  /** The condition it answers, when uploaded from a condition. */
  conditionUuid: string | null;
  /** The identity that uploaded it. */
  identityUuid: string;
  uploadedAt: string;
}

/** A condition the borrower answered: it leaves the open list (getConditions). */
export interface AnsweredConditionRecord {
  conditionUuid: string;
  identityUuid: string;
  /** The documents sent with the answer (uuids of `documents`). */
  documentUuids: string[];
  answeredAt: string;
}

/** A location an applicant shared for a condition that asks for it (SIGNER_LOCATION_CONFIRMATION). */
export interface SharedLocationRecord {
  uuid: string;
  conditionUuid: string;
  /** Who shared it (the condition's own applicant). */
  identityUuid: string;
  latitude: number;
  longitude: number;
  /** Metres. */
  accuracy: number;
  recordedAt: string;
}

export interface ConditionsScreenState {
  /** Every document uploaded to the application, oldest first. */
  documents: UploadedDocumentRecord[];
  /** The conditions answered, oldest first. */
  answered: AnsweredConditionRecord[];
  /** Locations shared for conditions, oldest first (absent in state saved before they existed). */
  locations?: SharedLocationRecord[];
}

export function emptyConditionsScreenState(): ConditionsScreenState {
  return { documents: [], answered: [], locations: [] };
}
