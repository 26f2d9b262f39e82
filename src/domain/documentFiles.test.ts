import { documentFileName, fileNamePart, shortApplicationId } from './documentFiles';

const UUID = '3f2a9c1e-7b4d-4c2a-9e1f-0a1b2c3d4e5f';

describe('documentFileName', () => {
  it('names a document by loan number, its name and the day: HELOC-<loan>-<Name>-<date>.pdf', () => {
    expect(
      documentFileName({
        loanNumber: '1000123',
        applicationUuid: UUID,
        title: 'Closing Disclosure',
        date: '2026-11-25',
      }),
    ).toBe('HELOC-1000123-Closing-Disclosure-2026-11-25.pdf');
  });

  it('takes the short form of the application id when there is no loan number', () => {
    expect(
      documentFileName({
        loanNumber: null,
        applicationUuid: UUID,
        title: 'Privacy Notice',
        date: '2026-11-25',
      }),
    ).toBe('HELOC-3f2a9c1e-Privacy-Notice-2026-11-25.pdf');
    expect(
      documentFileName({ loanNumber: '  ', applicationUuid: UUID, title: 'X', date: '2026-11-25' }),
    ).toBe('HELOC-3f2a9c1e-X-2026-11-25.pdf');
  });

  it('names a signed copy as signed, with the signature day rather than the other date', () => {
    expect(
      documentFileName({
        loanNumber: 1000123,
        title: 'Notice of Right to Cancel',
        signedAt: '2026-11-20T17:00:00Z',
        date: '2026-11-25',
      }),
    ).toBe('HELOC-1000123-Notice-of-Right-to-Cancel-signed-2026-11-20.pdf');
  });

  it("uses the person's calendar day: an evening signature in California is not tomorrow", () => {
    expect(process.env.TZ).toBe('America/Los_Angeles');
    expect(
      documentFileName({
        loanNumber: '1000123',
        title: 'Agreement',
        signedAt: '2026-11-26T03:30:00Z',
        date: '2026-12-01',
      }),
    ).toBe('HELOC-1000123-Agreement-signed-2026-11-25.pdf');
  });

  it('ignores a signature time that is not a date (falls back to the given day, unsigned)', () => {
    expect(
      documentFileName({
        loanNumber: '7',
        title: 'Agreement',
        signedAt: 'soon',
        date: new Date(2026, 10, 25, 9),
      }),
    ).toBe('HELOC-7-Agreement-2026-11-25.pdf');
  });

  it('keeps letters and digits only, so the name is safe on every system', () => {
    expect(
      documentFileName({
        loanNumber: 'LN/42',
        title: 'Notice of Right to Cancel (co-owner copy): “final”',
        date: '2026-11-25',
      }),
    ).toBe('HELOC-LN-42-Notice-of-Right-to-Cancel-co-owner-copy-final-2026-11-25.pdf');
    expect(documentFileName({ title: '???', date: 'not a date' })).toBe('HELOC-Document.pdf');
  });
});

describe('fileNamePart', () => {
  it.each([
    ['Borrower’s Agreement', 'Borrowers-Agreement'],
    ['Café Notice', 'Cafe-Notice'],
    ['  -- a  b --  ', 'a-b'],
  ])('%s → %s', (text, expected) => {
    expect(fileNamePart(text)).toBe(expected);
  });
});

describe('shortApplicationId', () => {
  it('is the first group of the uuid', () => {
    expect(shortApplicationId(UUID)).toBe('3f2a9c1e');
  });
});
