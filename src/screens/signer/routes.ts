import type { ScreenModules } from '../../app/screenModules';

/** The additional signer's pages (heloc-signer/*), by route path. */
export const signerScreens: ScreenModules = {
  'heloc-signer/login': () => import('./LoginPage'),
  'heloc-signer/cancelled': () => import('./CancelledPage'),
  'heloc-signer/resume': () => import('./ResumePage'),
  'heloc-signer/intro': () => import('./IntroPage'),
  'heloc-signer/identity': () => import('./IdentityPage'),
  'heloc-signer/sign': () => import('./SignPage'),
  'heloc-signer/notary': () => import('./NotaryPage'),
  'heloc-signer/documents': () => import('./DocumentsPage'),
  'heloc-signer/conditions': () => import('./ConditionsPage'),
  'heloc-signer/conditions/upload-document': () => import('./UploadDocumentPage'),
  'heloc-signer/conditions/location': () => import('./LocationPage'),
  'heloc-signer/error': () => import('./ErrorPage'),
};

/** The layout around the signed-in signer's pages: the signer machine across them. */
export const loadSignerLayout = () => import('./SignerLayout');
