import { configuredApiFallback } from './environment';

describe('configuredApiFallback (VITE_API_FALLBACK_BASE_URL)', () => {
  it.each([
    ['https://api.lender.example', 'https://api.lender.example'],
    ['https://api.lender.example/', 'https://api.lender.example'],
    [' https://api.lender.example/heloc/ ', 'https://api.lender.example/heloc'],
    ['http://localhost:8080', 'http://localhost:8080'],
  ])('keeps %s as %s', (value, expected) => {
    expect(configuredApiFallback(value)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    '  ',
    'not a url',
    'http://api.lender.example',
    'javascript:alert(1)',
    'https://user:secret@api.lender.example',
    'https://api.lender.example/?x=1',
    'https://api.lender.example/#x',
  ])('ignores %s', (value) => {
    expect(configuredApiFallback(value)).toBeNull();
  });
});
