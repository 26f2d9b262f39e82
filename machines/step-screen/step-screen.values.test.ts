import { sameValues } from './step-screen.values';

describe('sameValues: does a SUBMIT repeat the attempt before it?', () => {
  it('equal plain values, arrays and objects are the same, whatever the object', () => {
    expect(sameValues(undefined, undefined)).toBe(true);
    expect(sameValues({ a: 1, b: ['x', { c: true }] }, { b: ['x', { c: true }], a: 1 })).toBe(true);
    expect(sameValues(new Date(5), new Date(5))).toBe(true);
  });

  it('any difference makes another write', () => {
    expect(sameValues(null, { a: 1 })).toBe(false);
    expect(sameValues(null, undefined)).toBe(false);
    expect(sameValues({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValues({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValues(['a'], ['a', 'b'])).toBe(false);
    expect(sameValues(new Date(5), new Date(6))).toBe(false);
  });

  it('a file is the same only as itself (two files of one name may differ)', () => {
    const file = new File(['%PDF-1'], 'may.pdf');
    expect(sameValues({ files: [[file]] }, { files: [[file]] })).toBe(true);
    expect(sameValues({ files: [[file]] }, { files: [[new File(['%PDF-2'], 'may.pdf')]] })).toBe(
      false,
    );
  });
});
