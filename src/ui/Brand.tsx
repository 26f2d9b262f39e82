import type { CSSProperties, ReactNode } from 'react';
import { brandCssVariables, logoDataUri, type Brand } from '../domain/brands';
import './kit.css';

/**
 * Applies a brand's CSS custom properties to a wrapper; everything inside restyles. Use
 * `applyBrandTheme` for the document root (so portals such as modals are themed too).
 */
export function BrandTheme({ brand, children }: { brand: Brand; children?: ReactNode }) {
  return (
    <div
      className="kit-brand"
      data-brand={brand.code}
      style={brandCssVariables(brand) as CSSProperties}
    >
      {children}
    </div>
  );
}

/** Sets (and, called with another brand, replaces) the brand variables on an element. */
export function applyBrandTheme(element: HTMLElement, brand: Brand): void {
  for (const [name, value] of Object.entries(brandCssVariables(brand))) {
    element.style.setProperty(name, value);
  }
  element.dataset.brand = brand.code;
}

/** The brand's logo, from its inline SVG (no request). `alt` defaults to the short name. */
export function BrandLogo({ brand, alt = brand.shortName }: { brand: Brand; alt?: string }) {
  return <img className="kit-logo" src={logoDataUri(brand)} alt={alt} />;
}
