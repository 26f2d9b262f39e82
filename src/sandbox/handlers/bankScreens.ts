import { HttpResponse } from 'msw';
import { z } from 'zod';
import type {
  BankAccountSchema,
  BankAccountsSchema,
  ExchangedAccountSchema,
  LinkTokenSchema,
} from '../../api/bankLink';
import type {
  ChosenAccountSchema,
  InstitutionsSchema,
  OAuthDecisionSchema,
  ResumeSchema,
  SignInSchema,
} from '../bankLink/api';
import { OAUTH_BANK_PATH } from '../bankLink/oauthBank';
import { accountNumberError, routingNumberError } from '../../domain/bankAccount';
import {
  badRequest,
  isUuid,
  LenderError,
  notFound,
  type HelocApplication,
  type Lender,
} from '../lender';
import type {
  BankAccountRecord,
  BankLinkSession,
  ProviderAccount,
} from '../lender/screenState/bank';
import { bankStateOf, maskedNumber } from '../lender/steps/bank';
import { APP_BASE } from '../paths';
import { operation, readBody, signedIn, type OperationContext } from './define';
import type { OperationDefinition } from './define';

// ── the sandbox bank-link provider ───────────────────────────────────────────────────────────

/** Test credentials of every credential bank (as Plaid's sandbox). */
export const BANK_LINK_USERNAME = 'user_good';
export const BANK_LINK_PASSWORD = 'pass_good';
/** The provider's words for a wrong username or password. */
export const INVALID_CREDENTIALS_MESSAGE =
  'The username or password provided were not correct. Please try again.';
export const OAUTH_DENIED_MESSAGE = 'You did not allow access at your bank.';
export const LINK_EXPIRED_MESSAGE = 'This bank link session expired. Please start again.';
/** A link token is good for 30 minutes. */
export const LINK_TOKEN_LIFETIME_MS = 30 * 60_000;

interface SandboxInstitution {
  id: string;
  name: string;
  oauth: boolean;
  routingNumber: string;
}

export const SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = [
  {
    id: 'ins_first_platypus',
    name: 'First Platypus Bank',
    oauth: false,
    routingNumber: '011401533',
  },
  { id: 'ins_tartan', name: 'Tartan Bank', oauth: false, routingNumber: '021000021' },
  { id: 'ins_houndstooth', name: 'Houndstooth Bank', oauth: false, routingNumber: '121000358' },
  {
    id: 'ins_platypus_oauth',
    name: 'Platypus OAuth Bank',
    oauth: true,
    routingNumber: '026009593',
  },
];

/** Every bank offers the same two accounts (numbers by account id). */
const PROVIDER_ACCOUNTS: readonly ProviderAccount[] = [
  { id: 'acc_checking', name: 'Plaid Checking', subtype: 'checking', mask: '0000' },
  { id: 'acc_savings', name: 'Plaid Saving', subtype: 'savings', mask: '1111' },
];
const ACCOUNT_NUMBERS: Readonly<Record<string, string>> = {
  acc_checking: '1111222233330000',
  acc_savings: '1111222233331111',
};

/** Banks by routing number, for accounts typed in by hand (unknown: no name). */
const ROUTING_DIRECTORY: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SANDBOX_INSTITUTIONS.map((bank) => [bank.routingNumber, bank.name])),
  '011000015': 'Federal Reserve Bank',
  '322271627': 'JPMorgan Chase',
};

function providerError(status: number, errorCode: string, message: string): Response {
  return HttpResponse.json({ errorCode, errors: [message] }, { status });
}

const LINK_TOKEN =
  /^link-sandbox-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-\w+$/u;

/** The application and session a link token belongs to; a Response when it is unknown or old. */
function sessionFor(
  lender: Lender,
  linkToken: string,
): { application: HelocApplication; session: BankLinkSession } | Response {
  const uuid = LINK_TOKEN.exec(linkToken)?.[1];
  const application = uuid ? lender.application(uuid) : undefined;
  const session = application
    ? bankStateOf(application).linkSessions.find((s) => s.linkToken === linkToken)
    : undefined;
  if (!application || !session || Date.parse(session.expiresAt) <= lender.now()) {
    return providerError(400, 'INVALID_LINK_TOKEN', LINK_EXPIRED_MESSAGE);
  }
  return { application, session };
}

/**
 * The OAuth bank's answer (its stand-in page outside the app calls this directly: no service
 * worker there): the borrower allowed or denied access. Where the bank sends the browser back
 * (plaid-oauth-success with the state id), or null for an unknown state id.
 */
export function authorizeBankOAuth(
  lender: Lender,
  oauthStateId: string,
  allow: boolean,
): string | null {
  const found = sessionByOAuthState(lender, oauthStateId);
  if (!found) return null;
  lender.changeApplication(found.application.uuid, () => {
    Object.assign(found.session, {
      status: allow ? 'SIGNED_IN' : 'OAUTH_DENIED',
      accounts: allow ? structuredClone([...PROVIDER_ACCOUNTS]) : [],
    } satisfies Partial<BankLinkSession>);
  });
  return `${APP_BASE}/plaid-oauth-success?oauth_state_id=${encodeURIComponent(oauthStateId)}`;
}

function sessionByOAuthState(
  lender: Lender,
  oauthStateId: string,
): { application: HelocApplication; session: BankLinkSession } | undefined {
  for (const application of lender.state.applications) {
    const session = application.screens.bank?.linkSessions.find(
      (s) => s.oauthStateId === oauthStateId,
    );
    if (session) return { application, session };
  }
  return undefined;
}

/** A new link session for the application (the lender's link-token call). Keeps the last 5. */
export function startBankLink(
  lender: Lender,
  uuid: string,
  purpose: BankLinkSession['purpose'] = 'DISBURSE',
): BankLinkSession {
  return lender.changeApplication(uuid, (application) => {
    const bank = bankStateOf(application);
    const session: BankLinkSession = {
      linkToken: `link-sandbox-${application.uuid}-${lender.newId().slice(0, 8)}`,
      expiresAt: new Date(lender.now() + LINK_TOKEN_LIFETIME_MS).toISOString(),
      purpose,
      institutionId: null,
      oauthStateId: null,
      status: 'CREATED',
      accounts: [],
      publicToken: null,
      chosenAccountId: null,
    };
    bank.linkSessions = [...bank.linkSessions.slice(-4), session];
    return structuredClone(session);
  });
}

function institution(id: string | null): SandboxInstitution | undefined {
  return SANDBOX_INSTITUTIONS.find((bank) => bank.id === id);
}

// ── the lender's bank-account service ────────────────────────────────────────────────────────

/** An account on the wire: the number masked. */
export function bankAccountJson(account: BankAccountRecord) {
  return {
    accountRef: account.accountRef,
    source: account.source,
    institutionName: account.institutionName,
    accountType: account.accountType,
    name: account.name,
    mask: account.mask,
    routingNumber: account.routingNumber,
    accountNumber: maskedNumber(account.accountNumber),
  } satisfies z.input<typeof BankAccountSchema>;
}

function application(context: OperationContext): HelocApplication {
  const identity = signedIn(context);
  const uuid = context.params.uuid ?? '';
  if (!isUuid(uuid)) throw notFound('Application');
  return context.lender.accessibleApplication(identity.uuid, uuid);
}

const purpose = z.enum(['DISBURSE', 'AUTOPAY']);

const manualAccountBody = z.looseObject({
  holderName: z.string().trim().min(1, "Enter the account holder's name").max(100),
  routingNumber: z.string(),
  accountNumber: z.string(),
  accountType: z.enum(['CHECKING', 'SAVINGS']),
  purpose: purpose.optional(),
});

/** The bank screens' calls (operationGroups/bank.ts). */
export const bankScreensOperations: OperationDefinition[] = [
  operation('createBankLinkToken', async (context) => {
    const { uuid } = application(context);
    const body = await readBody(context.request, z.looseObject({ purpose: purpose.optional() }));
    const session = startBankLink(context.lender, uuid, body.purpose ?? 'DISBURSE');
    return {
      linkToken: session.linkToken,
      expiration: session.expiresAt,
    } satisfies z.input<typeof LinkTokenSchema>;
  }),

  operation('exchangeBankLinkToken', async (context) => {
    const { uuid } = application(context);
    const { publicToken } = await readBody(
      context.request,
      z.looseObject({ publicToken: z.string().min(1) }),
    );
    return context.lender.changeApplication(uuid, (app) => {
      const bank = bankStateOf(app);
      const session = bank.linkSessions.find((s) => s.publicToken === publicToken);
      if (!session) throw badRequest('Unknown or expired public token');
      const accountRef = `link-${publicToken.slice(-12)}`;
      let account = bank.accounts.find((a) => a.accountRef === accountRef);
      // Exchanging the same token again answers the same account (a retried call).
      if (!account) {
        const bankInfo = institution(session.institutionId);
        const chosen = session.accounts.find((a) => a.id === session.chosenAccountId);
        if (!bankInfo || !chosen) throw badRequest('The link is not finished');
        account = {
          accountRef,
          source: 'LINK',
          institutionName: bankInfo.name,
          accountType: chosen.subtype === 'savings' ? 'SAVINGS' : 'CHECKING',
          name: chosen.name,
          mask: chosen.mask,
          routingNumber: bankInfo.routingNumber,
          accountNumber: ACCOUNT_NUMBERS[chosen.id] ?? `99887766${chosen.mask}`,
          holderName: null,
          createdAt: context.lender.nowIso(),
        };
        bank.accounts.push(account);
        session.status = 'EXCHANGED';
      }
      if (session.purpose === 'AUTOPAY') bank.autopayCandidateRef = account.accountRef;
      else bank.chosenAccountRef = account.accountRef;
      return { account: bankAccountJson(account) } satisfies z.input<typeof ExchangedAccountSchema>;
    });
  }),

  operation('getBankAccounts', (context) => {
    const app = application(context);
    const bank = app.screens.bank;
    return {
      accounts: (bank?.accounts ?? []).map(bankAccountJson),
      chosenAccountRef: bank?.chosenAccountRef ?? null,
      autopayCandidateRef: bank?.autopayCandidateRef ?? null,
    } satisfies z.input<typeof BankAccountsSchema>;
  }),

  operation('saveBankAccount', async (context) => {
    const { uuid } = application(context);
    const body = await readBody(context.request, manualAccountBody);
    const errors = [
      routingNumberError(body.routingNumber),
      accountNumberError(body.accountNumber),
    ].filter((message): message is string => message !== null);
    if (errors.length > 0) throw badRequest(...errors);
    return context.lender.changeApplication(uuid, (app) => {
      const bank = bankStateOf(app);
      const routingNumber = body.routingNumber.replace(/[\s-]/gu, '');
      const accountNumber = body.accountNumber.replace(/[\s-]/gu, '');
      const account: BankAccountRecord = {
        accountRef: `manual-${context.lender.newId().slice(0, 8)}`,
        source: 'MANUAL',
        institutionName: ROUTING_DIRECTORY[routingNumber] ?? null,
        accountType: body.accountType,
        name: body.holderName,
        mask: accountNumber.slice(-4),
        routingNumber,
        accountNumber,
        holderName: body.holderName,
        createdAt: context.lender.nowIso(),
      };
      bank.accounts.push(account);
      if (body.purpose === 'AUTOPAY') bank.autopayCandidateRef = account.accountRef;
      else bank.chosenAccountRef = account.accountRef;
      return bankAccountJson(account) satisfies z.input<typeof BankAccountSchema>;
    });
  }),

  operation(
    'getBankLinkInstitutions',
    () =>
      ({
        institutions: SANDBOX_INSTITUTIONS.map(({ id, name, oauth }) => ({ id, name, oauth })),
      }) satisfies z.input<typeof InstitutionsSchema>,
  ),

  operation('bankLinkSignIn', async ({ lender, request }) => {
    const body = await readBody(
      request,
      z.looseObject({
        linkToken: z.string(),
        institutionId: z.string(),
        username: z.string().optional(),
        password: z.string().optional(),
      }),
    );
    const found = sessionFor(lender, body.linkToken);
    if (found instanceof Response) return found;
    const bankInfo = institution(body.institutionId);
    if (!bankInfo) throw badRequest('Unknown institution');
    if (bankInfo.oauth) {
      const oauthStateId = lender.newId();
      lender.changeApplication(found.application.uuid, () => {
        Object.assign(found.session, {
          institutionId: bankInfo.id,
          oauthStateId,
          status: 'OAUTH_PENDING',
          accounts: [],
        } satisfies Partial<BankLinkSession>);
      });
      return {
        oauthUrl: `${OAUTH_BANK_PATH}?oauth_state_id=${oauthStateId}`,
        oauthStateId,
      } satisfies z.input<typeof SignInSchema>;
    }
    if (body.username !== BANK_LINK_USERNAME || body.password !== BANK_LINK_PASSWORD) {
      return providerError(400, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    }
    lender.changeApplication(found.application.uuid, () => {
      Object.assign(found.session, {
        institutionId: bankInfo.id,
        status: 'SIGNED_IN',
        accounts: structuredClone([...PROVIDER_ACCOUNTS]),
      } satisfies Partial<BankLinkSession>);
    });
    return { accounts: [...PROVIDER_ACCOUNTS] } satisfies z.input<typeof SignInSchema>;
  }),

  operation('bankLinkAuthorizeOAuth', async ({ lender, request }) => {
    const body = await readBody(
      request,
      z.looseObject({ oauthStateId: z.string(), allow: z.boolean() }),
    );
    const redirectUri = authorizeBankOAuth(lender, body.oauthStateId, body.allow);
    if (!redirectUri) throw new LenderError(404, { message: 'OAuth session not found' });
    return { redirectUri } satisfies z.input<typeof OAuthDecisionSchema>;
  }),

  operation('bankLinkResume', async ({ lender, request }) => {
    const body = await readBody(
      request,
      z.looseObject({ linkToken: z.string(), oauthStateId: z.string() }),
    );
    const found = sessionFor(lender, body.linkToken);
    if (found instanceof Response) return found;
    const { session } = found;
    if (session.oauthStateId !== body.oauthStateId) {
      return providerError(400, 'INVALID_LINK_TOKEN', LINK_EXPIRED_MESSAGE);
    }
    if (session.status === 'OAUTH_DENIED') {
      return providerError(400, 'OAUTH_DENIED', OAUTH_DENIED_MESSAGE);
    }
    if (session.status === 'OAUTH_PENDING') {
      throw new LenderError(409, { errors: ['The bank has not answered yet'] });
    }
    const bankInfo = institution(session.institutionId);
    return {
      institution: bankInfo ? { id: bankInfo.id, name: bankInfo.name } : null,
      accounts: session.accounts,
    } satisfies z.input<typeof ResumeSchema>;
  }),

  operation('bankLinkChooseAccount', async ({ lender, request }) => {
    const body = await readBody(
      request,
      z.looseObject({ linkToken: z.string(), accountId: z.string() }),
    );
    const found = sessionFor(lender, body.linkToken);
    if (found instanceof Response) return found;
    const { session } = found;
    if (session.status !== 'SIGNED_IN' && session.status !== 'ACCOUNT_CHOSEN') {
      throw new LenderError(409, { errors: ['Sign in at your bank first'] });
    }
    if (!session.accounts.some((account) => account.id === body.accountId)) {
      throw badRequest('Unknown account');
    }
    const publicToken = `public-sandbox-${lender.newId()}`;
    lender.changeApplication(found.application.uuid, () => {
      Object.assign(found.session, {
        status: 'ACCOUNT_CHOSEN',
        chosenAccountId: body.accountId,
        publicToken,
      } satisfies Partial<BankLinkSession>);
    });
    return { publicToken } satisfies z.input<typeof ChosenAccountSchema>;
  }),
];

/**
 * A link session carried to a stage without the HTTP calls (tests, the staff tools): `signedIn`
 * (a credential bank), `oauthPending` / `oauthAllowed` (the OAuth bank, before / after Allow) or
 * `accountChosen` (Plaid Checking, with a public token ready to exchange).
 */
export function prepareBankLink(
  lender: Lender,
  uuid: string,
  stage: 'signedIn' | 'oauthPending' | 'oauthAllowed' | 'accountChosen',
  purpose: BankLinkSession['purpose'] = 'DISBURSE',
): { linkToken: string; oauthStateId: string | null; publicToken: string | null } {
  const { linkToken } = startBankLink(lender, uuid, purpose);
  const oauth = stage === 'oauthPending' || stage === 'oauthAllowed';
  const oauthStateId = oauth ? lender.newId() : null;
  const publicToken = stage === 'accountChosen' ? `public-sandbox-${lender.newId()}` : null;
  lender.changeApplication(uuid, (app) => {
    const session = bankStateOf(app).linkSessions.find((s) => s.linkToken === linkToken)!;
    Object.assign(session, {
      institutionId: oauth ? 'ins_platypus_oauth' : 'ins_tartan',
      oauthStateId,
      status:
        stage === 'oauthPending'
          ? 'OAUTH_PENDING'
          : stage === 'accountChosen'
            ? 'ACCOUNT_CHOSEN'
            : 'SIGNED_IN',
      accounts: stage === 'oauthPending' ? [] : structuredClone([...PROVIDER_ACCOUNTS]),
      chosenAccountId: stage === 'accountChosen' ? 'acc_checking' : null,
      publicToken,
    } satisfies Partial<BankLinkSession>);
  });
  return { linkToken, oauthStateId, publicToken };
}
