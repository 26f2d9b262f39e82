/**
 * The profile types the lender gives an identity (registration §3 "Profile"): a borrower, an
 * invited co-owner (the additional signer) and a broker. The sandbox's profiles use the same list.
 */
export const PROFILE_TYPES = ['CUSTOMER', 'CO_DEEDER', 'BROKER'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];
