import { findApplicationId, isUuid } from './ids';
import { isNumeric } from './numeric';
import { isUrl } from './url';

const ID = '3f2b8c1e-9a4d-4c7b-8e21-0d5f6a7b8c9d';

describe('isUuid', () => {
  it.each([
    [ID, true],
    [ID.toUpperCase(), true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['3f2b8c1e9a4d4c7b8e210d5f6a7b8c9d', false], // no hyphens
    ['3f2b8c1e-9a4d-4c7b-8e21-0d5f6a7b8c9', false], // 11 in the last group
    ['3f2b8c1e-9a4d-4c7b-8e21-0d5f6a7b8c9dd', false], // 13 in the last group
    ['zf2b8c1e-9a4d-4c7b-8e21-0d5f6a7b8c9d', false], // not hex
    [` ${ID}`, false],
    ['', false],
    [42, false],
  ])('%s → %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});

describe('findApplicationId', () => {
  it.each([
    [`/${ID}/identity`, ID],
    [`/account/heloc/${ID}/signing/sign`, ID],
    [`/register/name/${ID}`, ID],
    [`/register/name/${ID}?step=x`, ID],
    ['/register/name', undefined],
    ['/dashboard/settings', undefined],
    [`/${ID.slice(1)}/liens`, undefined],
  ])('%s → %s', (path, expected) => {
    expect(findApplicationId(path)).toBe(expected);
  });
});

describe('isUrl', () => {
  it.each([
    ['https://www.figure.com/privacy', true],
    ['http://localhost:5173', true],
    ['HTTPS://X.TEST', true],
    ['/privacy', false],
    ['ftp://files.test/a', false],
    ['www.figure.com', false],
    ['https://', false],
    ['javascript:alert(1)', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(isUrl(value)).toBe(expected);
  });
});

describe('isNumeric', () => {
  it.each([
    [5, {}, true],
    ['5', {}, true],
    [' 12.5 ', {}, true],
    ['-3', {}, true],
    ['1e3', {}, true],
    ['', {}, false],
    ['  ', {}, false],
    ['12abc', {}, false],
    ['1,000', {}, false],
    [Number.NaN, {}, false],
    [Number.POSITIVE_INFINITY, {}, false],
    [null, {}, false],
    [true, {}, false],
    [10, { min: 10 }, true],
    [9.99, { min: 10 }, false],
    ['100', { max: 100 }, true],
    ['100.01', { max: 100 }, false],
    [50, { min: 0, max: 100 }, true],
  ])('%s %o → %s', (value, bounds, expected) => {
    expect(isNumeric(value, bounds)).toBe(expected);
  });
});
