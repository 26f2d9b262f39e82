import { render, screen } from '@testing-library/react';
import { BRANDS } from '../domain/brands';
import { BrandLogo, BrandTheme, applyBrandTheme } from './Brand';
import { SubmitRow } from './SubmitRow';
import { expectNoAxeViolations } from './testAxe';

describe('BrandTheme', () => {
  it('sets the brand colours as CSS custom properties, and switching org restyles', async () => {
    const { container, rerender } = render(
      <BrandTheme brand={BRANDS.figure}>
        <SubmitRow />
      </BrandTheme>,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.style.getPropertyValue('--color-primary')).toBe('#1f4fd8');
    expect(wrapper.dataset.brand).toBe('figure');
    rerender(
      <BrandTheme brand={BRANDS.fairway}>
        <SubmitRow />
      </BrandTheme>,
    );
    expect(wrapper.style.getPropertyValue('--color-primary')).toBe('#00573f');
    expect(wrapper.style.getPropertyValue('--color-focus')).toBe('#c25e00');
    await expectNoAxeViolations(container);
  });

  it('applyBrandTheme themes an element such as the document root', () => {
    const root = document.createElement('div');
    applyBrandTheme(root, BRANDS.cmg);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#0b3c5d');
    applyBrandTheme(root, BRANDS.agewell);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#6d28d9');
    expect(root.dataset.brand).toBe('agewell');
  });
});

describe('BrandLogo', () => {
  it('renders the inline SVG as a data URI with alt text', async () => {
    const { container } = render(<BrandLogo brand={BRANDS.fairway} />);
    const img = screen.getByRole('img', { name: 'Fairway' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expectNoAxeViolations(container);
  });
});
