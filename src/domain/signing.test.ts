import { allSigned, hasSigned, SIGNER_STATUS_LABEL } from './signing';

describe('the primary’s signer list', () => {
  it('counts a notarised signer as signed', () => {
    expect(hasSigned({ status: 'NOTARIZED' })).toBe(true);
    expect(hasSigned({ status: 'SIGNED' })).toBe(true);
    expect(hasSigned({ status: 'ID_VERIFIED' })).toBe(false);
    expect(allSigned([{ status: 'SIGNED' }, { status: 'NOTARIZED' }])).toBe(true);
    expect(allSigned([{ status: 'NOTARIZED' }, { status: 'CONSENTED' }])).toBe(false);
    expect(allSigned([])).toBe(false);
  });

  it('says each status in words', () => {
    expect(SIGNER_STATUS_LABEL.NOTARIZED).toBe('Signed and notarized');
  });
});
