/** The marital statuses the contact step asks for (moreInfo/contact; the contact-info step body). */
export const MARITAL_STATUSES = ['MARRIED', 'SEPARATED', 'UNMARRIED'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
