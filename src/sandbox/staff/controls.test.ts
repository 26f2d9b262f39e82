import { AUTH_MODE_STORAGE_KEY, authModeFor } from '../../../machines/session/session.rules';
import { visibleConditions } from '../../domain/conditions';
import { openConditions } from '../handlers/conditions';
import { Lender, manualClock, SEED, sequentialIds } from '../lender';
import { readSessionCookie, type BrowserSessionEnv } from '../session';
import { CONDITION_TEMPLATES, STAFF_CONDITION_CATEGORIES } from './conditions';
import {
  applyControls,
  AUTH_MODE_KEY,
  defaultNext,
  describeFaults,
  parseControls,
  type ControlEnv,
} from './controls';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** A browser's storage and a one-cookie jar. */
function fakeSession(): BrowserSessionEnv & {
  local: MemoryStorage;
  tab: MemoryStorage;
  jar: Map<string, string>;
} {
  const local = new MemoryStorage();
  const tab = new MemoryStorage();
  const jar = new Map<string, string>();
  return {
    local,
    tab,
    jar,
    localStorage: local,
    sessionStorage: tab,
    cookies: {
      get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      set: (cookie) => {
        const [pair = '', ...attributes] = cookie.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')) jar.delete(name.trim());
        else jar.set(name.trim(), value);
      },
    },
  };
}

function setup() {
  const lender = new Lender({
    ids: sequentialIds('c0a10000'),
    clock: manualClock('2026-03-02T18:00:00.000Z'),
  });
  const session = fakeSession();
  const env: ControlEnv = { lender, session };
  return { lender, session, env };
}

describe('parseControls', () => {
  it('reads every control, in order', () => {
    const parsed = parseControls(
      'reset=1&as=borrower&status=gen_closing_disclosure&bpo=BPO_REQUIRED&uwDecision=APPROVED&uwSubDecision=VERIFIED_OFFER' +
        '&floodCert=true&primaryAccept=true&crypto=true&disburseRouting=021000021&state=tx&manualNotary=true&inquiry=true' +
        '&flags=fe-webchat,-fe-heloc-redesign-2025&org=acme&fail=getApplicationStatus:503:2&fail=createHeloc:0&latency=250' +
        '&next=/account/heloc/register-v2?step=name',
    );
    expect(parsed.messages).toEqual([]);
    expect(parsed.next).toBe('/account/heloc/register-v2?step=name');
    expect(parsed.actions).toEqual([
      { kind: 'reset' },
      { kind: 'as', persona: 'borrower' },
      { kind: 'status', status: 'GEN_CLOSING_DISCLOSURE' },
      { kind: 'bpo', bpo: 'BPO_REQUIRED' },
      { kind: 'uwDecision', uwDecision: 'APPROVED' },
      { kind: 'uwSubDecision', uwSubDecision: 'VERIFIED_OFFER' },
      { kind: 'floodCert', value: true },
      { kind: 'primaryAccept', value: true },
      { kind: 'crypto', value: true },
      { kind: 'disburseRouting', routingNumber: '021000021' },
      { kind: 'state', state: 'TX' },
      { kind: 'manualNotary', value: true },
      { kind: 'inquiry', value: true },
      {
        kind: 'flags',
        changes: [
          { name: 'fe-webchat', enabled: true },
          { name: 'fe-heloc-redesign-2025', enabled: false },
        ],
      },
      { kind: 'org', org: 'acme' },
      { kind: 'fail', fault: { operation: 'getApplicationStatus', status: 503, times: 2 } },
      { kind: 'fail', fault: { operation: 'createHeloc', status: 0, times: null } },
      { kind: 'latency', ms: 250 },
    ]);
  });

  it('accepts each persona, clearing values and the extras (fail=clear, latency=default)', () => {
    for (const persona of ['visitor', 'borrower', 'signer', 'broker']) {
      expect(parseControls(`as=${persona}`).actions).toEqual([{ kind: 'as', persona }]);
    }
    expect(
      parseControls('uwDecision=&uwSubDecision=&disburseRouting=none&fail=clear&latency=default')
        .actions,
    ).toEqual([
      { kind: 'uwDecision', uwDecision: null },
      { kind: 'uwSubDecision', uwSubDecision: null },
      { kind: 'disburseRouting', routingNumber: null },
      { kind: 'clearFaults' },
      { kind: 'latency', ms: null },
    ]);
  });

  it('notes a status the spec does not name, and sets it anyway', () => {
    const parsed = parseControls('status=MADE_UP_STATUS');
    expect(parsed.actions).toEqual([{ kind: 'status', status: 'MADE_UP_STATUS' }]);
    expect(parsed.messages).toEqual([
      { level: 'note', text: expect.stringContaining('not a status the spec names') },
    ]);
  });

  it.each([
    ['reset=maybe', 'reset=maybe'],
    ['as=admin', 'as=admin'],
    ['status=not a status', 'status='],
    ['bpo=MAYBE', 'bpo=MAYBE'],
    ['uwDecision=YES', 'uwDecision=YES'],
    ['uwSubDecision=NO', 'uwSubDecision=NO'],
    ['floodCert=yes', 'floodCert=yes'],
    ['primaryAccept=2', 'primaryAccept=2'],
    ['crypto=', 'crypto='],
    ['manualNotary=on', 'manualNotary=on'],
    ['inquiry=nope', 'inquiry=nope'],
    ['disburseRouting=12345', 'disburseRouting=12345'],
    ['state=ZZ', 'state=ZZ'],
    ['flags=fe-made-up', 'unknown flag "fe-made-up"'],
    ['org=not an org!', 'org=not an org!'],
    ['fail=noSuchCall:500', 'unknown operation "noSuchCall"'],
    ['fail=getProfile:200', 'status must be 0'],
    ['fail=getProfile:500:0', 'times must be'],
    ['fail=getProfile', 'expected <operation>:<httpStatus|hang|lost>[@<seconds>][:<times>]'],
    ['fail=getProfile:500@5', '@<seconds> goes with 429 or 503 only'],
    ['fail=getProfile:lost:0', 'times must be'],
    ['latency=fast', 'latency=fast'],
    ['latency=999999', 'latency=999999'],
    ['authMode=oauth', 'authMode=oauth: expected hosted or legacy'],
    [
      'condition=NOT_A_CATEGORY',
      'condition=NOT_A_CATEGORY: expected one of BANK_ACCOUNT_FRAUD_REVIEW',
    ],
    ['condition=MISSING_PHONE_NUMBER:not-a-uuid', 'is not an application uuid'],
    ['condition=', 'condition=: expected one of'],
    [
      'answerCondition=SOMETHING',
      'answerCondition=SOMETHING: expected a condition uuid or a category',
    ],
    ['answerCondition=', 'answerCondition=: expected'],
    ['colour=blue', 'colour: unknown control'],
  ])('ignores %s with a visible message', (query, text) => {
    const parsed = parseControls(query);
    expect(parsed.actions).toEqual([]);
    expect(parsed.messages).toEqual([{ level: 'error', text: expect.stringContaining(text) }]);
  });

  it('keeps the good parts of a mixed flags list', () => {
    const parsed = parseControls('flags=fe-webchat,fe-nope,-fe-heloc-ny-fcra');
    expect(parsed.actions).toEqual([
      {
        kind: 'flags',
        changes: [
          { name: 'fe-webchat', enabled: true },
          { name: 'fe-heloc-ny-fcra', enabled: false },
        ],
      },
    ]);
    expect(parsed.messages).toHaveLength(1);
  });

  it.each([
    'https://evil.example/account/heloc',
    '//evil.example/account/heloc',
    '/\\evil.example',
    '/account/helocx',
    '/account/heloc/../../evil',
    '/account/heloc/%2e%2e/%2e%2e/evil',
    'javascript:alert(1)',
    '/dashboard',
    'account/heloc/x',
  ])('refuses next=%s (no open redirect)', (next) => {
    const parsed = parseControls(new URLSearchParams({ next }));
    expect(parsed.next).toBeNull();
    expect(parsed.messages[0]?.text).toMatch(/not a path inside the app/u);
  });

  it('accepts the app root and paths below it as next', () => {
    expect(parseControls('next=/account/heloc').next).toBe('/account/heloc');
    expect(parseControls('next=%2Faccount%2Fheloc%2Fx%3Fpop-webchat%3D1').next).toBe(
      '/account/heloc/x?pop-webchat=1',
    );
  });
});

describe('applyControls', () => {
  it('resets, signs in as the borrower, and sets the routing fields of the application', () => {
    const { lender, session, env } = setup();
    lender.setLatency(900);
    const parsed = parseControls(
      'reset=1&as=borrower&status=AUTOPAY_ACCOUNT&bpo=BPO_REQUIRED&uwDecision=DECLINE&uwSubDecision=&floodCert=true' +
        '&primaryAccept=true&crypto=true&disburseRouting=021000021&state=TX&manualNotary=true&inquiry=true' +
        '&flags=-fe-webchat,fe-heloc-maintenance&org=acme&fail=getApplicationStatus:503:2&latency=0',
    );
    expect(applyControls(parsed.actions, env)).toEqual([]);
    const borrower = lender.identity(SEED.borrower.uuid)!;
    expect(session.local.getItem('jwt')).toBe(borrower.jwt);
    expect(readSessionCookie(session.cookies.get())).toBe(SEED.borrower.uuid);
    expect(session.tab.getItem('org')).toBe('acme');
    const application = lender.application(SEED.borrower.applicationUuid)!;
    expect(application.status).toMatchObject({
      checklistStatus: 'AUTOPAY_ACCOUNT',
      bpo: 'BPO_REQUIRED',
      uwDecision: 'DECLINE',
      uwSubDecision: null,
      waitingOnFloodCert: true,
      primaryParticipantAcceptComplete: true,
      manualNotary: true,
    });
    expect(application).toMatchObject({
      isCrypto: true,
      isInquiry: true,
      property: { state: 'TX' },
    });
    expect(application.disburseAccount.routingNumber).toBe('021000021');
    expect(lender.flag('fe-webchat')?.enabled).toBe(false);
    expect(lender.flag('fe-heloc-maintenance')?.enabled).toBe(true);
    expect(lender.state.settings.faults).toEqual([
      { operation: 'getApplicationStatus', status: 503, remaining: 2 },
    ]);
    expect(lender.state.settings.latencyMs).toBe(0);
    expect(defaultNext(env)).toBe(`/account/heloc/${SEED.borrower.applicationUuid}`);
  });

  it('reset signs out and forgets the org', () => {
    const { session, env } = setup();
    applyControls(parseControls('as=broker&org=acme').actions, env);
    applyControls(parseControls('reset=1').actions, env);
    expect(session.local.getItem('jwt')).toBeNull();
    expect(session.jar.size).toBe(0);
    expect(session.tab.getItem('org')).toBeNull();
    expect(defaultNext(env)).toBe('/account/heloc/register-v2');
  });

  it('cannot set application fields for a visitor, and says so', () => {
    const { env } = setup();
    const messages = applyControls(parseControls('as=visitor&status=HMDA').actions, env);
    expect(messages).toEqual([
      { level: 'error', text: expect.stringContaining('no signed-in user with an application') },
    ]);
  });

  it('acts on the application of the persona signed in', () => {
    const { lender, env } = setup();
    applyControls(parseControls('as=broker&status=HMDA').actions, env);
    expect(lender.application(SEED.referredBorrower.applicationUuid)?.status.checklistStatus).toBe(
      'HMDA',
    );
    expect(defaultNext(env)).toBe(`/account/heloc/${SEED.referredBorrower.applicationUuid}`);
    applyControls(parseControls('as=signer').actions, env);
    expect(defaultNext(env)).toBe('/account/heloc/heloc-signer/resume');
  });

  it('reads every fault kind and adds it to the lender as written', () => {
    const { lender, env } = setup();
    const parsed = parseControls(
      'fail=createHeloc:429@30:1&fail=payAppraisal:503@5&fail=getProfile:hang&fail=uploadDocument:lost:2&fail=saveBankAccount:0:1',
    );
    expect(parsed.messages).toEqual([]);
    expect(parsed.actions).toEqual([
      { kind: 'fail', fault: { operation: 'createHeloc', status: 429, times: 1, retryAfter: 30 } },
      {
        kind: 'fail',
        fault: { operation: 'payAppraisal', status: 503, times: null, retryAfter: 5 },
      },
      { kind: 'fail', fault: { operation: 'getProfile', status: 'hang', times: null } },
      { kind: 'fail', fault: { operation: 'uploadDocument', status: 'lost', times: 2 } },
      { kind: 'fail', fault: { operation: 'saveBankAccount', status: 0, times: 1 } },
    ]);
    applyControls(parsed.actions, env);
    expect(lender.state.settings.faults).toStrictEqual([
      { operation: 'createHeloc', status: 429, remaining: 1, retryAfter: 30 },
      { operation: 'payAppraisal', status: 503, remaining: null, retryAfter: 5 },
      { operation: 'getProfile', status: 'hang', remaining: null },
      { operation: 'uploadDocument', status: 'lost', remaining: 2 },
      { operation: 'saveBankAccount', status: 0, remaining: 1 },
    ]);
    expect(describeFaults(lender)).toEqual([
      'createHeloc:429@30:1',
      'payAppraisal:503@5',
      'getProfile:hang',
      'uploadDocument:lost:2',
      'saveBankAccount:0:1',
    ]);
  });

  it('clears faults and restores the default latency', () => {
    const { lender, env } = setup();
    applyControls(parseControls('fail=getProfile:500&latency=40').actions, env);
    applyControls(parseControls('fail=clear&latency=default').actions, env);
    expect(lender.state.settings.faults).toEqual([]);
    expect(lender.state.settings.latencyMs).toBeNull();
  });

  it('status=none clears the status (start/profile); a waiting status moves on by itself', () => {
    const { lender, env } = setup();
    applyControls(parseControls('as=borrower&status=none').actions, env);
    expect(lender.application(SEED.borrower.applicationUuid)?.status.checklistStatus).toBeNull();
    applyControls(parseControls('status=WAITING_FOR_OFFERS').actions, env);
    const statuses = [1, 2, 3].map(
      () => lender.pollStatus(SEED.borrower.applicationUuid).status.checklistStatus,
    );
    expect(statuses).toEqual(['WAITING_FOR_OFFERS', 'WAITING_FOR_OFFERS', 'OFFER_SELECTION']);
  });

  it('advance=false keeps a waiting status; advance=true schedules its move again', () => {
    const { lender, env } = setup();
    const uuid = SEED.borrower.applicationUuid;
    applyControls(parseControls('as=borrower&status=GEN_NOTE_SIGNING&advance=false').actions, env);
    for (let i = 0; i < 4; i += 1) lender.pollStatus(uuid);
    expect(lender.application(uuid)?.status.checklistStatus).toBe('GEN_NOTE_SIGNING');
    applyControls(parseControls('advance=true').actions, env);
    lender.pollStatus(uuid);
    expect(lender.pollStatus(uuid).status.checklistStatus).toBe('NOTE_SIGNING');
  });

  it('applies a scenario to the current application, and refuses an unknown one', () => {
    const { lender, env } = setup();
    const parsed = parseControls('as=borrower&scenario=BPO-REQUIRED-TX&scenario=nope');
    expect(parsed.messages).toEqual([
      { level: 'error', text: expect.stringContaining('scenario=nope: expected one of decline') },
    ]);
    expect(applyControls(parsed.actions, env)).toEqual([]);
    expect(lender.application(SEED.borrower.applicationUuid)).toMatchObject({
      status: { checklistStatus: 'NAV_BPO_ORDER_REQUEST', bpo: 'BPO_REQUIRED' },
      property: { state: 'TX' },
    });
    expect(applyControls(parseControls('as=visitor&scenario=decline').actions, env)).toEqual([
      { level: 'error', text: expect.stringContaining('scenario: no signed-in user') },
    ]);
  });
});

describe('auth mode, conditions (staff controls)', () => {
  const UUID = SEED.borrower.applicationUuid;

  it('reads authMode, condition and answerCondition', () => {
    const other = SEED.referredBorrower.applicationUuid;
    const parsed = parseControls(
      `authMode=LEGACY&authMode=default&condition=missing_phone_number&condition=ESCALATION_REVIEW:${other}` +
        '&answerCondition=heloc_manual_paystub_upload&answerCondition=C0D10000-0000-4000-8000-000000000001',
    );
    expect(parsed.messages).toEqual([]);
    expect(parsed.actions).toEqual([
      { kind: 'authMode', mode: 'legacy' },
      { kind: 'authMode', mode: null },
      { kind: 'condition', category: 'MISSING_PHONE_NUMBER', applicationUuid: null },
      { kind: 'condition', category: 'ESCALATION_REVIEW', applicationUuid: other },
      { kind: 'answerCondition', target: 'HELOC_MANUAL_PAYSTUB_UPLOAD' },
      { kind: 'answerCondition', target: 'c0d10000-0000-4000-8000-000000000001' },
    ]);
  });

  it('authMode writes the tab setting the app reads its auth mode from; default and reset clear it', () => {
    const { session, env } = setup();
    expect(AUTH_MODE_KEY).toBe(AUTH_MODE_STORAGE_KEY);
    expect(applyControls(parseControls('authMode=legacy').actions, env)).toEqual([]);
    expect(authModeFor('figure', session.tab.getItem(AUTH_MODE_STORAGE_KEY))).toBe('legacy');
    applyControls(parseControls('authMode=hosted').actions, env);
    expect(authModeFor('figure', session.tab.getItem(AUTH_MODE_STORAGE_KEY))).toBe('hosted');
    applyControls(parseControls('authMode=default').actions, env);
    expect(session.tab.getItem(AUTH_MODE_STORAGE_KEY)).toBeNull();
    applyControls(parseControls('authMode=legacy&reset=1').actions, env);
    expect(session.tab.getItem(AUTH_MODE_STORAGE_KEY)).toBeNull();
  });

  it('condition= adds an open condition to the current application, with the spec wording', () => {
    const { lender, env } = setup();
    const before = openConditions(lender, UUID).length;
    const messages = applyControls(
      parseControls(
        'as=borrower&condition=MISSING_PHONE_NUMBER&condition=HELOC_MANUAL_PAYSTUB_UPLOAD&condition=BANK_ACCOUNT_FRAUD_REVIEW',
      ).actions,
      env,
    );
    expect(messages).toEqual([]);
    const open = openConditions(lender, UUID);
    expect(open).toHaveLength(before + 3);
    const added = open.slice(-3);
    expect(added.map((condition) => condition.identityUuid)).toEqual([
      SEED.borrower.uuid,
      SEED.borrower.uuid,
      SEED.borrower.uuid,
    ]);
    expect(visibleConditions(added).map((view) => [view.title, view.actionLabel])).toEqual([
      ['Add your phone number', 'Add Phone Number'],
      ['Upload your 2 most recent paystubs', 'Upload Documents'],
      ['Upload Bank Letter', 'Upload Document'],
    ]);
  });

  it('gives every category a condition the app shows', () => {
    const views = visibleConditions(
      STAFF_CONDITION_CATEGORIES.map((category, index) => ({
        uuid: `c${index}`,
        categoryEnum: category,
        ...CONDITION_TEMPLATES[category],
      })),
    );
    expect(views.map((view) => view.category)).toEqual(STAFF_CONDITION_CATEGORIES);
    const byCategory = Object.fromEntries(views.map((view) => [view.category, view]));
    // Spec wording: notes describe a hard inquiry; commentsToBorrower overrides the description.
    expect(byCategory.HARD_CREDIT_INQUIRY_REVIEW?.description).toBe(
      CONDITION_TEMPLATES.HARD_CREDIT_INQUIRY_REVIEW.notes,
    );
    expect(byCategory.GENERIC_DOCUMENT_REQUEST?.description).toBe(
      CONDITION_TEMPLATES.GENERIC_DOCUMENT_REQUEST.commentsToBorrower,
    );
  });

  it('condition=<CATEGORY>:<uuid> adds to the given application; an unknown one is refused', () => {
    const { lender, env } = setup();
    const other = SEED.referredBorrower.applicationUuid;
    expect(
      applyControls(parseControls(`condition=ESCALATION_REVIEW:${other}`).actions, env),
    ).toEqual([]);
    expect(openConditions(lender, other).map((condition) => condition.categoryEnum)).toEqual([
      'ESCALATION_REVIEW',
    ]);
    expect(
      applyControls(
        parseControls('condition=ESCALATION_REVIEW:a0000000-0000-4000-8000-00000000ffff').actions,
        env,
      ),
    ).toEqual([{ level: 'error', text: expect.stringContaining('no application a0000000') }]);
    expect(
      applyControls(parseControls('as=visitor&condition=ESCALATION_REVIEW').actions, env),
    ).toEqual([{ level: 'error', text: expect.stringContaining('condition: no signed-in user') }]);
  });

  it('answerCondition= marks open conditions received, by category or uuid', () => {
    const { lender, env } = setup();
    applyControls(parseControls('as=borrower&condition=MISSING_PHONE_NUMBER').actions, env);
    const categories = () =>
      openConditions(lender, UUID).map((condition) => condition.categoryEnum);
    expect(categories()).toContain('MISSING_PHONE_NUMBER');
    expect(
      applyControls(parseControls('answerCondition=MISSING_PHONE_NUMBER').actions, env),
    ).toEqual([]);
    expect(categories()).not.toContain('MISSING_PHONE_NUMBER');
    const paystub = 'c0d10000-0000-4000-8000-000000000001';
    expect(applyControls(parseControls(`answerCondition=${paystub}`).actions, env)).toEqual([]);
    expect(categories()).not.toContain('HELOC_MANUAL_PAYSTUB_UPLOAD');
    expect(lender.application(UUID)?.screens.conditions?.answered).toEqual(
      expect.arrayContaining([expect.objectContaining({ conditionUuid: paystub })]),
    );
    // Nothing left to answer: refused with the reason.
    expect(
      applyControls(
        parseControls(
          `answerCondition=${paystub}&answerCondition=MISSING_PHONE_NUMBER&answerCondition=c0d10000-0000-4000-8000-00000000ffff`,
        ).actions,
        env,
      ),
    ).toEqual([
      { level: 'error', text: expect.stringContaining('is already answered') },
      {
        level: 'error',
        text: expect.stringContaining('has no open MISSING_PHONE_NUMBER condition'),
      },
      { level: 'error', text: expect.stringContaining('no condition c0d10000') },
    ]);
    expect(
      applyControls(parseControls('as=visitor&answerCondition=ESCALATION_REVIEW').actions, env),
    ).toEqual([
      { level: 'error', text: expect.stringContaining('no signed-in user with an application') },
    ]);
  });
});

describe('signer mode (staff controls)', () => {
  const UUID = SEED.borrower.applicationUuid;

  it('reads signer=<state>[:<e-mail>] and signerCondition=1|location; refuses anything else', () => {
    const parsed = parseControls(
      'signer=verified&signer=signed:Robin@Example.com&signerCondition=1&signerCondition=location&signer=done&signer=signed:nope&signerCondition=x',
    );
    expect(parsed.actions).toEqual([
      { kind: 'signer', state: 'verified', email: null },
      { kind: 'signer', state: 'signed', email: 'robin@example.com' },
      { kind: 'signerCondition', condition: 'id' },
      { kind: 'signerCondition', condition: 'location' },
    ]);
    expect(parsed.messages.map((m) => m.text)).toEqual([
      'signer=done: expected one of invited, consented, verified, failedId, signed, notary, optionally followed by :<signer e-mail>',
      'signer=signed:nope: expected one of invited, consented, verified, failedId, signed, notary, optionally followed by :<signer e-mail>',
      'signerCondition=x: expected signerCondition=1 or signerCondition=location',
    ]);
  });

  it('sets the first (or the named) signer of the current application; each state is exact', () => {
    const { lender, env } = setup();
    const signer = () => lender.application(UUID)!.helocSigners[0]!;
    const apply = (search: string) => applyControls(parseControls(search).actions, env);
    expect(apply('signer=signed')).toEqual([
      {
        level: 'error',
        text: 'signer: no signed-in user with an application (sign in with as=borrower first); ignored',
      },
    ]);
    expect(apply('as=borrower&signer=consented')).toEqual([]);
    expect(signer()).toMatchObject({ eConsent: { version: '2025-06' }, signed: false });
    expect(lender.application(UUID)!.screens.income?.identity ?? []).toEqual([]);
    expect(apply('signer=signed')).toEqual([]);
    expect(signer()).toMatchObject({
      signed: true,
      signedAt: '2026-03-02T18:00:00.000Z',
      signatures: { 'co-owner-consent-to-lien': expect.any(Object) },
    });
    expect(lender.application(UUID)!.screens.income?.identity).toEqual([
      expect.objectContaining({ identityUuid: SEED.signer.uuid, status: 'VERIFIED' }),
    ]);
    expect(apply('signer=invited')).toEqual([]);
    expect(signer()).toMatchObject({ eConsent: null, signed: false, signatures: {} });
    expect(lender.application(UUID)!.screens.income?.identity).toEqual([]);

    lender.inviteSigner(UUID, { firstName: 'Robin', lastName: 'Lee', email: 'robin@example.com' });
    expect(apply('signer=failedId:robin@example.com')).toEqual([]);
    expect(lender.application(UUID)!.screens.income?.identity).toEqual([
      expect.objectContaining({ status: 'FAILED_VERIFICATION' }),
    ]);
    expect(signer().eConsent).toBeNull();
    expect(apply('signer=signed:nobody@example.com')).toEqual([
      {
        level: 'error',
        text: 'signer: the application has no additional signer nobody@example.com; ignored',
      },
    ]);
  });

  it('signerCondition=1 files an open ID check for the first signer; as=signer still opens resume', () => {
    const { lender, env } = setup();
    expect(applyControls(parseControls('as=borrower&signerCondition=1').actions, env)).toEqual([]);
    const added = openConditions(lender, UUID).at(-1)!;
    expect(added).toMatchObject({
      categoryEnum: 'ID_VERIFICATION_FAILURE',
      identityUuid: SEED.signer.uuid,
    });
    applyControls(parseControls('as=signer').actions, env);
    expect(defaultNext(env)).toBe('/account/heloc/heloc-signer/resume');
  });

  it('signerCondition=location files a location condition for the first signer; answerCondition= answers it', () => {
    const { lender, env } = setup();
    expect(
      applyControls(parseControls('as=borrower&signerCondition=location').actions, env),
    ).toEqual([]);
    const added = openConditions(lender, UUID).at(-1)!;
    expect(added).toMatchObject({
      categoryEnum: 'SIGNER_LOCATION_CONFIRMATION',
      identityUuid: SEED.signer.uuid,
      requestDocuments: [],
    });
    expect(
      applyControls(parseControls('answerCondition=SIGNER_LOCATION_CONFIRMATION').actions, env),
    ).toEqual([]);
    expect(openConditions(lender, UUID).map((condition) => condition.uuid)).not.toContain(
      added.uuid,
    );
  });

  it("condition= files only the spec's 12 for the primary borrower, not the signer's location", () => {
    expect(STAFF_CONDITION_CATEGORIES).toHaveLength(12);
    expect(parseControls('condition=SIGNER_LOCATION_CONFIRMATION').messages).toEqual([
      expect.objectContaining({ level: 'error' }),
    ]);
  });
});

describe('web chat (staff controls)', () => {
  /** chatMode null: the lender chooses by the desk's availability. */
  function startChat(lender: Lender, chatMode: 'agent' | 'chatbot' | null = 'agent') {
    return lender.startChat({
      provider: 'twilio',
      friendlyName: 'Pat Tester',
      emailAddress: 'pat@example.com',
      chatMode,
    });
  }

  it('reads chat, chatAgent, chatConnection, chatToken and chatAttachments; refuses anything else', () => {
    const parsed = parseControls(
      'chat=open&chat=CLOSED&chat=hours&chatAgent=end&chatAgent=file&chatAgent=say:<b>Hi</b> there' +
        '&chatConnection=drop&chatConnection=restore&chatToken=expire&chatAttachments=refuse&chatAttachments=accept',
    );
    expect(parsed.messages).toEqual([]);
    expect(parsed.actions).toEqual([
      { kind: 'chat', availability: 'open' },
      { kind: 'chat', availability: 'closed' },
      { kind: 'chat', availability: 'hours' },
      { kind: 'chatAgent', act: 'end' },
      { kind: 'chatAgent', act: 'file' },
      { kind: 'chatAgent', act: 'say', text: '<b>Hi</b> there' },
      { kind: 'chatConnection', connection: 'dropped' },
      { kind: 'chatConnection', connection: 'up' },
      { kind: 'chatToken', act: 'expire' },
      { kind: 'chatAttachments', mode: 'refuse' },
      { kind: 'chatAttachments', mode: 'accept' },
    ]);
    const bad = parseControls(
      'chat=maybe&chatAgent=dance&chatAgent=say:&chatConnection=flaky&chatToken=renew&chatAttachments=sometimes',
    );
    expect(bad.actions).toEqual([]);
    expect(bad.messages.map((m) => m.text)).toEqual([
      'chat=maybe: expected open, closed or hours',
      'chatAgent=dance: expected end, file or say:<text>',
      'chatAgent=say:: expected end, file or say:<text>',
      'chatConnection=flaky: expected drop or restore',
      'chatToken=renew: expected expire',
      'chatAttachments=sometimes: expected refuse or accept',
    ]);
  });

  it('chat= forces the desk open or closed, or back to the OPS_CHAT hours', () => {
    const { lender, env } = setup(); // Monday 10:00 PT: in hours
    applyControls(parseControls('chat=closed').actions, env);
    expect(lender.isChatOpen()).toBe(false);
    expect(startChat(lender, null).mode).toBe('chatbot');
    applyControls(parseControls('chat=open').actions, env);
    expect(lender.isChatOpen()).toBe(true);
    applyControls(parseControls('chat=hours').actions, env);
    expect(lender.state.settings.chatAvailability).toBe('hours');
  });

  it('chatAgent= acts on the newest open agent conversation: says, sends a form, ends it', () => {
    const { lender, env } = setup();
    startChat(lender);
    const newest = startChat(lender);
    expect(
      applyControls(parseControls('chatAgent=say:<script>x</script>&chatAgent=file').actions, env),
    ).toEqual([]);
    const [say, file] = lender.chatSession(newest.conversationSid)!.messages.slice(-2);
    expect(say).toMatchObject({
      author: 'agent',
      authorName: 'Morgan',
      body: '<script>x</script>',
    });
    expect(file!.media).toEqual([
      expect.objectContaining({
        contentType: 'application/pdf',
        url: expect.stringMatching(/^data:/u),
      }),
    ]);
    applyControls(parseControls('chatAgent=end').actions, env);
    expect(lender.chatSession(newest.conversationSid)).toMatchObject({ endedBy: 'agent' });
    expect(lender.latestOpenChat('agent')?.conversationSid).not.toBe(newest.conversationSid);
  });

  it('chatToken=expire ends every token of the newest open conversation: refresh is refused', () => {
    const { lender, env } = setup();
    const session = startChat(lender, 'chatbot');
    const token = session.token;
    expect(applyControls(parseControls('chatToken=expire').actions, env)).toEqual([]);
    expect(() => lender.refreshChatToken(token)).toThrowError('Token state is invalid');
  });

  it('chatConnection= and chatAttachments= set the provider; reset restores both', () => {
    const { lender, env } = setup();
    applyControls(parseControls('chatConnection=drop&chatAttachments=refuse').actions, env);
    expect(lender.state.settings).toMatchObject({
      chatConnection: 'dropped',
      chatAttachments: 'refuse',
    });
    applyControls(parseControls('reset=1').actions, env);
    expect(lender.state.settings.chatConnection ?? 'up').toBe('up');
    expect(lender.state.settings.chatAttachments ?? 'accept').toBe('accept');
  });

  it('says so when there is no conversation to act on', () => {
    const { env } = setup();
    expect(applyControls(parseControls('chatAgent=end&chatToken=expire').actions, env)).toEqual([
      {
        level: 'error',
        text: 'chatAgent: no open conversation with an agent (start one first); ignored',
      },
      { level: 'error', text: 'chatToken: no open conversation (start a chat first); ignored' },
    ]);
  });
});
