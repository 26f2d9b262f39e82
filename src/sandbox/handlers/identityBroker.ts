import type { FigureInfoSchema, RedirectSchema } from '../../api/identityBroker';
import { HttpResponse } from 'msw';
import { z } from 'zod';
import { LenderError, notFound, type Identity, type Lender } from '../lender';
import { APP_BASE, isAppPath, isSafeLoginRedirect } from '../paths';
import { expiredSessionCookie, SESSION_COOKIE } from '../session';
import {
  operation,
  readBody,
  signedIn,
  type OperationContext,
  type OperationDefinition,
} from './define';
import { email } from './schemas';
import { figureInfoJson } from './views';

const REALMS = ['customer', 'agent'] as const;

function realmOf(context: OperationContext): (typeof REALMS)[number] {
  const realm = context.params.realm ?? '';
  if (!(REALMS as readonly string[]).includes(realm)) throw notFound('Realm');
  return realm as (typeof REALMS)[number];
}

/** The identity of the hosted-login cookie, if it names a known one. */
function cookieIdentity(context: OperationContext): Identity | undefined {
  const uuid = context.cookies[SESSION_COOKIE];
  return uuid ? context.lender.identity(uuid) : undefined;
}

const registerBody = z.looseObject({
  email,
  phoneNumber: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  redirectUrl: z.string().nullish(),
});

function loginUrl(params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `/auth/login?${query}` : '/auth/login';
}

function optionalRedirect(value: string | null | undefined): Record<string, string> {
  return value && isSafeLoginRedirect(value) ? { redirectUrl: value } : {};
}

function endSession(lender: Lender, identity: Identity | undefined): Response {
  if (identity) lender.revokeToken(identity.uuid);
  if (typeof document !== 'undefined') document.cookie = expiredSessionCookie();
  return new HttpResponse(null, { status: 204, headers: { 'set-cookie': expiredSessionCookie() } });
}

export const identityBrokerOperations: OperationDefinition[] = [
  operation('registerIdentity', async ({ lender, request, url, org }) => {
    const body = await readBody(request, registerBody);
    if (lender.identityByEmail(body.email)) {
      // The app shows the Account Already Exists modal on this 401.
      throw new LenderError(401, { message: 'identity exists' });
    }
    lender.registerIdentity({
      email: body.email,
      password: null,
      phoneNumber: body.phoneNumber ?? null,
      org: url.searchParams.get('organization') ?? org,
      name: { firstName: body.firstName ?? '', lastName: body.lastName ?? '' },
    });
    const nonce = url.searchParams.get('externalStateNonce');
    const back =
      body.redirectUrl && isAppPath(body.redirectUrl)
        ? body.redirectUrl
        : `${APP_BASE}/register-v2/login-info${nonce ? `?${new URLSearchParams({ externalStateNonce: nonce }).toString()}` : ''}`;
    const answer = {
      // No e-mail in the URL (issue 14): the app hands it to the login page in the tab's storage.
      redirectUrl: loginUrl({ otp: '1', redirectUrl: back }),
    };
    return answer satisfies z.input<typeof RedirectSchema>;
  }),

  operation('hostedLogin', async (context) => {
    const realm = realmOf(context);
    const body = await readBody(
      context.request,
      z.looseObject({ returnUrl: z.string().nullish(), redirectUrl: z.string().nullish() }),
    );
    const redirect =
      body.returnUrl ?? body.redirectUrl ?? context.url.searchParams.get('redirectUrl');
    const answer = {
      redirectUrl: loginUrl({
        ...(realm === 'agent' ? { realm } : {}),
        ...optionalRedirect(redirect),
      }),
    };
    return answer satisfies z.input<typeof RedirectSchema>;
  }),

  operation('getFigureInfo', (context) => {
    realmOf(context);
    // The hosted session (cookie) is the source of truth: it answers its identity's token in an
    // authorization header, which the app's client stores. Without it, the bearer token decides.
    const hosted = cookieIdentity(context);
    if (hosted) {
      return HttpResponse.json(
        figureInfoJson(hosted, context.lender.profileFor(hosted.uuid)) satisfies z.input<
          typeof FigureInfoSchema
        >,
        {
          headers: {
            // A good token: the current one, renewed if it ran out (the hosted session outlives it).
            authorization: `Bearer ${context.lender.sessionToken(hosted.uuid)}`,
            'access-control-expose-headers': 'authorization',
          },
        },
      );
    }
    if (!context.identity) throw new LenderError(401, { message: 'unauthenticated' });
    return figureInfoJson(
      context.identity,
      context.lender.profileFor(context.identity.uuid),
    ) satisfies z.input<typeof FigureInfoSchema>;
  }),

  // Designed (issue 17, the session-expiry warning's "Stay signed in"): a renewed token of the
  // same sign-in session, with a new exp, in the authorization header; the one it replaces stays
  // good until its own exp (a call already on its way with it still succeeds).
  operation('extendSession', (context) => {
    realmOf(context);
    const token = context.lender.renewToken(signedIn(context).uuid);
    return new HttpResponse(null, {
      status: 204,
      headers: {
        authorization: `Bearer ${token}`,
        'access-control-expose-headers': 'authorization',
      },
    });
  }),

  operation('logout', (context) => {
    realmOf(context);
    return endSession(context.lender, context.identity ?? cookieIdentity(context));
  }),
];
