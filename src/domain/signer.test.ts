import {
  isAdditionalSigner,
  SIGNER_SCREEN_PATHS,
  isSignerWaiting,
  signerMayStayOn,
  signerProgress,
  signerScreenFor,
  signerScreenOfPath,
  signerScreenPath,
  type CoDeedStatusFacts,
  type SignerScreen,
} from './signer';

function status(
  signer: Partial<CoDeedStatusFacts['signer']> = {},
  cancelled: boolean | null = false,
): CoDeedStatusFacts {
  return {
    cancelled,
    signer: { eConsented: false, identityVerification: null, signedAt: null, ...signer },
  };
}

const CONSENTED = { eConsented: true };
const VERIFIED = { eConsented: true, identityVerification: 'VERIFIED' };
const SIGNED = { ...VERIFIED, signedAt: '2025-06-01T10:00:00Z' };
const NOTARY_ASKED = { ...SIGNED, notaryRequired: true, notarizedAt: null };
const NOTARIZED = { ...SIGNED, notaryRequired: true, notarizedAt: '2025-06-03T17:00:00Z' };

describe('signerScreenFor', () => {
  it.each<[string, CoDeedStatusFacts, SignerScreen]>([
    ['a new signer is welcomed and asked for consent', status(), 'intro'],
    [
      'a consent missing sends to the intro even with an ID verified',
      status({ identityVerification: 'VERIFIED' }),
      'intro',
    ],
    [
      'a consented signer without an ID check verifies their identity',
      status(CONSENTED),
      'identity',
    ],
    [
      'a failed ID check stays on identity',
      status({ eConsented: true, identityVerification: 'FAILED_VERIFICATION' }),
      'identity',
    ],
    [
      'an ID in review stays on identity',
      status({ eConsented: true, identityVerification: 'PENDING_REVIEW' }),
      'identity',
    ],
    ['a verified signer signs', status(VERIFIED), 'sign'],
    ['a signed signer reads their documents', status(SIGNED), 'documents'],
    [
      'a signed signer whose eNotary session the lender asks for talks to the eNotary',
      status(NOTARY_ASKED),
      'notary',
    ],
    ['a notarised signer reads their documents', status(NOTARIZED), 'documents'],
    [
      'a notary not asked for (null: an older answer) leaves the signer on documents',
      status({ ...SIGNED, notaryRequired: null }),
      'documents',
    ],
    [
      'the notary comes only after signing, even when the lender asks early',
      status({ ...VERIFIED, notaryRequired: true }),
      'sign',
    ],
    ['a cancelled application ends the notary step too', status(NOTARY_ASKED, true), 'cancelled'],
    [
      'a cancelled application ends the flow, whatever the progress',
      status(SIGNED, true),
      'cancelled',
    ],
    ['cancelled wins over a missing consent', status({}, true), 'cancelled'],
    ['a null cancelled flag is not cancelled', status(CONSENTED, null), 'identity'],
  ])('%s', (_, answer, screen) => {
    expect(signerScreenFor(answer)).toBe(screen);
  });
});

describe('isSignerWaiting', () => {
  it('waits while the lender reviews the ID', () => {
    expect(
      isSignerWaiting(status({ eConsented: true, identityVerification: 'PENDING_REVIEW' })),
    ).toBe(true);
  });

  it.each([null, 'FAILED_VERIFICATION', 'VERIFIED'])(
    'does not wait on %s',
    (identityVerification) => {
      expect(isSignerWaiting(status({ eConsented: true, identityVerification }))).toBe(false);
    },
  );

  it('does not wait before consent or once cancelled (those pages come first)', () => {
    expect(isSignerWaiting(status({ identityVerification: 'PENDING_REVIEW' }))).toBe(false);
    expect(
      isSignerWaiting(status({ eConsented: true, identityVerification: 'PENDING_REVIEW' }, true)),
    ).toBe(false);
  });
});

describe('signerProgress (the notary-only sidebar)', () => {
  it.each<[string, CoDeedStatusFacts, string]>([
    ['before consent', status(), 'ID_UPLOAD'],
    ['on the identity page', status(CONSENTED), 'ID_UPLOAD'],
    ['on the sign page', status(VERIFIED), 'ID_UPLOAD'],
    ['at the notary', status(NOTARY_ASKED), 'ENOTARY'],
    ['signed, the notary not asked for yet', status(SIGNED), 'ENOTARY'],
    ['notarised', status(NOTARIZED), 'COMPLETE'],
  ])('%s: %s', (_, answer, progress) => {
    expect(signerProgress(answer)).toBe(progress);
  });
});

describe('signerMayStayOn', () => {
  it.each<SignerScreen>(['documents', 'conditions'])(
    'lets a consented signer stay on %s whatever the status asks for',
    (current) => {
      expect(signerMayStayOn(current, 'identity', status(CONSENTED))).toBe(true);
      expect(signerMayStayOn(current, 'sign', status(VERIFIED))).toBe(true);
    },
  );

  it('keeps documents and conditions closed before consent', () => {
    expect(signerMayStayOn('documents', 'intro', status())).toBe(false);
    expect(signerMayStayOn('conditions', 'intro', status())).toBe(false);
  });

  it('lets a signer whose notary is asked for read their documents and conditions', () => {
    expect(signerMayStayOn('documents', 'notary', status(NOTARY_ASKED))).toBe(true);
    expect(signerMayStayOn('conditions', 'notary', status(NOTARY_ASKED))).toBe(true);
  });

  it('routes a notarised signer away from the notary page', () => {
    expect(signerMayStayOn('notary', 'documents', status(NOTARIZED))).toBe(false);
  });

  it.each<SignerScreen>(['intro', 'identity', 'sign', 'notary', 'cancelled', 'error'])(
    'routes away from %s when the status asks for another page',
    (current) => {
      expect(signerMayStayOn(current, 'documents', status(SIGNED))).toBe(false);
    },
  );

  it('never keeps a signer on documents once the application is cancelled', () => {
    expect(signerMayStayOn('documents', 'cancelled', status(SIGNED, true))).toBe(false);
  });

  it('has nothing to keep without a current page', () => {
    expect(signerMayStayOn(null, 'sign', status(VERIFIED))).toBe(false);
  });
});

describe('signer paths', () => {
  it('maps every page to a path under heloc-signer/', () => {
    expect(SIGNER_SCREEN_PATHS).toEqual({
      intro: 'heloc-signer/intro',
      identity: 'heloc-signer/identity',
      sign: 'heloc-signer/sign',
      notary: 'heloc-signer/notary',
      documents: 'heloc-signer/documents',
      conditions: 'heloc-signer/conditions',
      cancelled: 'heloc-signer/cancelled',
      error: 'heloc-signer/error',
    });
    expect(signerScreenPath('intro')).toBe('/heloc-signer/intro');
  });

  it.each<[string, SignerScreen | null]>([
    ['/heloc-signer/intro', 'intro'],
    ['/account/heloc/heloc-signer/intro', 'intro'],
    ['/heloc-signer/sign/', 'sign'],
    ['/account/heloc/heloc-signer/notary', 'notary'],
    ['/heloc-signer/documents?pop-webchat=true', 'documents'],
    ['/heloc-signer/conditions/upload-document', 'conditions'],
    ['/account/heloc/heloc-signer/conditions', 'conditions'],
    ['/heloc-signer/cancelled', 'cancelled'],
    ['/heloc-signer/error', 'error'],
    ['/heloc-signer/resume', null],
    ['/heloc-signer/login', null],
    ['/heloc-signer', null],
    ['/app-1/signing/intro', null],
    ['/', null],
  ])('reads %s as %s', (pathname, screen) => {
    expect(signerScreenOfPath(pathname)).toBe(screen);
  });

  it('reads back every path it writes', () => {
    for (const [screen, path] of Object.entries(SIGNER_SCREEN_PATHS)) {
      expect(signerScreenOfPath(`/${path}`)).toBe(screen);
    }
  });
});

describe('isAdditionalSigner (shell §6)', () => {
  const listed = { helocSigners: [{ identityUuid: 'id-2' }], additionalSignerVersion: 'v1' };

  it('is true for a CO_DEEDER profile, whatever the lists say', () => {
    expect(isAdditionalSigner({ identityUuid: 'id-9', profileType: 'CO_DEEDER' }, [])).toBe(true);
  });

  it('is true for an identity among the helocSigners of a v1 application', () => {
    expect(isAdditionalSigner({ identityUuid: 'id-2', profileType: 'CUSTOMER' }, [listed])).toBe(
      true,
    );
  });

  it('ignores the list unless additionalSignerVersion is v1', () => {
    for (const version of [null, undefined, 'v0', 'V1']) {
      expect(
        isAdditionalSigner({ identityUuid: 'id-2', profileType: 'CUSTOMER' }, [
          { ...listed, additionalSignerVersion: version },
        ]),
      ).toBe(false);
    }
  });

  it('is false for the primary borrower and for an unknown identity', () => {
    expect(isAdditionalSigner({ identityUuid: 'id-1', profileType: 'CUSTOMER' }, [listed])).toBe(
      false,
    );
    expect(isAdditionalSigner({ identityUuid: null, profileType: null }, [listed])).toBe(false);
  });
});
