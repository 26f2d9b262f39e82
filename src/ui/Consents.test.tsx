import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BRANDS, type Brand } from '../domain/brands';
import { appHref } from './links';
import {
  SmsConsents,
  TermsConsents,
  type SmsConsentsValue,
  type TermsConsentsValue,
} from './Consents';
import { expectNoAxeViolations } from './testAxe';

function Terms({
  brand,
  errors,
}: {
  brand: Brand;
  errors?: Partial<Record<keyof TermsConsentsValue, string>>;
}) {
  const [value, setValue] = useState<TermsConsentsValue>({
    termPrivacyConsent: false,
    communicationConsent: false,
  });
  return <TermsConsents brand={brand} value={value} onChange={setValue} errors={errors} />;
}

describe('TermsConsents', () => {
  it('uses the brand wording and links: "Terms of Service" and its configured URLs', async () => {
    const { container } = render(<Terms brand={BRANDS.figure} />);
    const terms = screen.getByRole('link', { name: 'Terms of Service (opens in a new tab)' });
    expect(terms.getAttribute('href')).toBe('https://www.figure.com/terms-of-service/');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(
      screen
        .getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('https://www.figure.com/privacy-policy/');
    expect(
      screen.getByRole('checkbox', { name: /Figure Lending LLC electronically/ }),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('says "Terms of Use" for the listed partners and falls back to the in-app pages', () => {
    render(<Terms brand={BRANDS.cmg} />);
    const terms = screen.getByRole('link', { name: 'Terms of Use (opens in a new tab)' });
    // In-app fallbacks, under the app's base path.
    expect(terms.getAttribute('href')).toBe(appHref('/terms'));
    expect(terms.getAttribute('href')).toMatch(/\/terms$/);
    expect(screen.getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe(
      appHref('/privacy'),
    );
  });

  it('ticks both and wires Required errors', async () => {
    const { container } = render(
      <Terms
        brand={BRANDS.figure}
        errors={{ termPrivacyConsent: 'Required', communicationConsent: 'Required' }}
      />,
    );
    const [terms, comms] = screen.getAllByRole('checkbox');
    expect(terms!.getAttribute('aria-invalid')).toBe('true');
    expect(comms!.getAttribute('aria-describedby')).toBe('communicationConsent-error');
    await userEvent.click(terms!);
    await userEvent.click(comms!);
    expect(terms).toHaveProperty('checked', true);
    expect(comms).toHaveProperty('checked', true);
    await expectNoAxeViolations(container);
  });
});

describe('SmsConsents', () => {
  it('offers two optional checkboxes in a group', async () => {
    function Sms() {
      const [value, setValue] = useState<SmsConsentsValue>({
        smsTransactionalConsent: false,
        smsMarketingConsent: false,
      });
      return (
        <>
          <SmsConsents brand={BRANDS.fairway} value={value} onChange={setValue} />
          <pre data-testid="value">{JSON.stringify(value)}</pre>
        </>
      );
    }
    const { container } = render(<Sms />);
    expect(screen.getByRole('group', { name: 'Text messages (optional)' })).toBeTruthy();
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: /updates about my application and account from Fairway/,
      }),
    );
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({
      smsTransactionalConsent: true,
      smsMarketingConsent: false,
    });
    await expectNoAxeViolations(container);
  });
});
