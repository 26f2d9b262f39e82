import { drawTotal, formatMoney, formatMoneyInput, parseMoneyInput } from './money';
import { clampProgress } from './progress';

describe('formatMoney', () => {
  it.each([
    [1234.5, undefined, '$1,234.50'],
    [1234.5, 0, '$1,235'],
    [0, undefined, '$0.00'],
    [-42.1, undefined, '-$42.10'],
    [1_000_000, 2, '$1,000,000.00'],
    [0.125, 3, '$0.125'],
  ])('%s with precision %s → %s', (value, precision, expected) => {
    expect(formatMoney(value, precision)).toBe(expected);
  });

  it('throws when value or precision is not a number, or precision is negative', () => {
    expect(() => formatMoney('12' as unknown as number)).toThrow(TypeError);
    expect(() => formatMoney(Number.NaN)).toThrow(TypeError);
    expect(() => formatMoney(12, '2' as unknown as number)).toThrow(TypeError);
    expect(() => formatMoney(12, -1)).toThrow(RangeError);
    expect(() => formatMoney(12, 1.5)).toThrow(RangeError);
  });
});

describe('drawTotal', () => {
  it('adds the fee to the amount, without floating-point noise', () => {
    expect(drawTotal(50_000, 2_495)).toBe(52_495);
    expect(drawTotal(0.1, 0.2)).toBe(0.3);
    expect(drawTotal(0, 0)).toBe(0);
  });

  it.each([
    [-1, 0],
    [0, -0.01],
  ])('throws on a negative (%s, %s)', (amount, fee) => {
    expect(() => drawTotal(amount, fee)).toThrow(RangeError);
  });

  it.each([
    [Number.NaN, 0],
    ['1' as unknown as number, 0],
    [1, undefined as unknown as number],
  ])('throws on a non-number (%s, %s)', (amount, fee) => {
    expect(() => drawTotal(amount, fee)).toThrow(TypeError);
  });
});

describe('money input', () => {
  it.each([
    ['12,345.67', 12345.67],
    ['$ 1,000', 1000],
    ['.5', 0.5],
    ['', null],
    ['12a', null],
    ['-5', null],
    ['1.2.3', null],
  ])('parses %s → %s', (text, expected) => {
    expect(parseMoneyInput(text)).toBe(expected);
  });

  it('formats for display without the currency sign', () => {
    expect(formatMoneyInput(12345)).toBe('12,345');
    expect(formatMoneyInput(12345.5, 2)).toBe('12,345.50');
  });
});

describe('clampProgress', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [42.5, 42.5],
    [100, 100],
    [150, 100],
    [Number.NaN, 0],
  ])('%s → %s', (value, expected) => {
    expect(clampProgress(value)).toBe(expected);
  });
});
