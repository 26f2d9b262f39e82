/**
 * The three nationwide credit bureaus and where a consumer lifts a security freeze (public
 * information from each bureau's own site, checked 2025; freezes and lifts are free by law).
 */
export interface Bureau {
  name: string;
  url: string;
  /** As dialled in the US. */
  phone: string;
}

export const CREDIT_BUREAUS: readonly Bureau[] = [
  {
    name: 'Equifax',
    url: 'https://www.equifax.com/personal/credit-report-services/credit-freeze/',
    phone: '888-298-0045',
  },
  {
    name: 'Experian',
    url: 'https://www.experian.com/freeze/center.html',
    phone: '888-397-3742',
  },
  {
    name: 'TransUnion',
    url: 'https://www.transunion.com/credit-freeze',
    phone: '888-909-8872',
  },
];

export const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;
