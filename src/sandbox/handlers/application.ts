import type {
  ConsentTypesSchema,
  CreatedHelocSchema,
  HelocApplicationListSchema,
  HelocApplicationSchema,
  OptimizelyProfileSchema,
  ReferralIdSchema,
  StateLicensesSchema,
  StatesEligibilitySchema,
  ZipEligibilitySchema,
} from '../../api/application';
import {
  CreateHelocRequestSchema,
  IncomeRequestSchema,
  ProfileRequestSchema,
  PropertyRequestSchema,
  RequestAddressSchema,
} from '../../api/application';
import { z } from 'zod';
import { z as zm } from 'zod/mini';
import {
  isUuid,
  LenderError,
  notFound,
  NOT_LENDING_STATES,
  US_STATES,
  type NewHeloc,
} from '../lender';
import {
  noContent,
  operation,
  readBody,
  requireQuery,
  signedIn,
  type OperationDefinition,
} from './define';
import { toSuffix } from './schemas';
import { applicationJson, applicationsJson } from './views';

const CONSENT_TYPES = [
  { type: 'PRIVACY', version: '2025-06', optIn: true },
  { type: 'TERMS', version: '2025-06', optIn: true },
  { type: 'COMMUNICATIONS', version: '2025-06', optIn: true },
  { type: 'SOFT_CREDIT', version: '2025-06', optIn: true },
];

/** Zip codes no brand lends in (state-level refusals are separate: NOT_LENDING_STATES). */
const INELIGIBLE_ZIPS = ['96813', '25301', '99501'];

/**
 * The product's create-HELOC body (src/api/application.ts), parsed leniently: the lender needs
 * the property's address; the rest may be left out (the staff tools and tests post less), and a
 * `dob` may come with the profile.
 */
const createHelocBody = zm.extend(zm.partial(CreateHelocRequestSchema), {
  propertyRequest: zm.extend(RequestAddressSchema, {
    occupancyType: zm.optional(PropertyRequestSchema.shape.occupancyType),
  }),
  profileRequest: zm.optional(
    zm.extend(zm.partial(ProfileRequestSchema), { dob: zm.optional(zm.string()) }),
  ),
  income: zm.optional(zm.partial(IncomeRequestSchema)),
  /** Designed: a crypto-backed HELOC names its product (src/domain/registration/payload.ts). */
  productType: zm.optional(zm.string()),
});

function stringRecord(value: Record<string, unknown> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value ?? {})) {
    if (typeof item === 'string' && item) out[key] = key === 'id' ? item.toUpperCase() : item;
  }
  return out;
}

export const applicationOperations: OperationDefinition[] = [
  operation(
    'getAllApplications',
    (context) =>
      applicationsJson(context.lender, signedIn(context).uuid) satisfies z.input<
        typeof HelocApplicationListSchema
      >,
  ),

  operation(
    'getApplicationConsentTypes',
    () => CONSENT_TYPES satisfies z.input<typeof ConsentTypesSchema>,
  ),

  operation('getApplication', (context) => {
    const uuid = context.params.uuid ?? '';
    if (!isUuid(uuid)) throw notFound('Application');
    return applicationJson(
      context.lender.accessibleApplication(signedIn(context).uuid, uuid),
    ) satisfies z.input<typeof HelocApplicationSchema>;
  }),

  operation('getOptimizelyProfile', (context) => {
    const identity = signedIn(context);
    const identityUuid = requireQuery(context.url, 'identityUuid');
    if (identityUuid !== identity.uuid) throw new LenderError(403, { message: 'forbidden' });
    return {
      optimizelyProfileUuid: context.lender.optimizelyProfile(identityUuid),
    } satisfies z.input<typeof OptimizelyProfileSchema>;
  }),

  operation('saveOptimizelyProfile', async (context) => {
    const identity = signedIn(context);
    const identityUuid = requireQuery(context.url, 'identityUuid');
    if (identityUuid !== identity.uuid) throw new LenderError(403, { message: 'forbidden' });
    const body = await readBody(
      context.request,
      z.looseObject({ optimizelyProfileUuid: z.string().min(1) }),
    );
    return {
      optimizelyProfileUuid: context.lender.saveOptimizelyProfile(
        identityUuid,
        body.optimizelyProfileUuid,
      ),
    };
  }),

  operation(
    'getStatesEligibility',
    () =>
      Object.entries(US_STATES).map(([state, name]) => ({
        state,
        name,
        eligible: !NOT_LENDING_STATES.includes(state),
      })) satisfies z.input<typeof StatesEligibilitySchema>,
  ),

  operation('getZipEligibility', ({ url, org }) => {
    const zip = url.searchParams.get('zip');
    const answer = {
      orgCode: url.searchParams.get('orgCode') ?? org,
      ineligibleZips: INELIGIBLE_ZIPS,
      ...(zip ? { zip, eligible: !INELIGIBLE_ZIPS.includes(zip) } : {}),
    };
    return answer satisfies z.input<typeof ZipEligibilitySchema>;
  }),

  operation('getReferralIdStatus', ({ lender, params }) => {
    const referral = lender.referral(params.referralUuid ?? '');
    if (!referral) throw notFound('Referral');
    const answer = { status: referral.status, email: referral.email };
    return answer satisfies z.input<typeof ReferralIdSchema>;
  }),

  operation(
    'getStateLicenses',
    () =>
      Object.entries(US_STATES)
        .filter(([abbrev]) => !NOT_LENDING_STATES.includes(abbrev))
        .map(([abbrev, name]) => ({ abbrev, name })) satisfies z.input<typeof StateLicensesSchema>,
  ),

  operation('saveFullStoryLink', async (context) => {
    const application = context.lender.accessibleApplication(
      signedIn(context).uuid,
      context.params.uuid ?? '',
    );
    const body = await readBody(
      context.request,
      z.looseObject({ link: z.string().regex(/^https?:\/\//u, 'link must be a URL') }),
    );
    context.lender.saveFullStoryLink(application.uuid, body.link);
    return noContent();
  }),

  operation('saveExperiments', async (context) => {
    const application = context.lender.accessibleApplication(
      signedIn(context).uuid,
      context.params.uuid ?? '',
    );
    const body = await readBody(
      context.request,
      z.looseObject({
        experiments: z.array(
          z.looseObject({ name: z.string().min(1), variation: z.enum(['variation', 'control']) }),
        ),
      }),
    );
    const saved = context.lender.saveExperiments(
      application.uuid,
      body.experiments.map(({ name, variation }) => ({ name, variation })),
    );
    return { experiments: saved.experiments };
  }),

  operation('createHeloc', async (context) => {
    const identity = signedIn(context);
    const body = await readBody(context.request, createHelocBody);
    const property = body.propertyRequest;
    const queryState = context.url.searchParams.get('state');
    const name = body.profileRequest?.name;
    const home = body.profileRequest?.homeAddress;
    const input: NewHeloc = {
      property: {
        street1: property.street1,
        street2: property.street2 ?? '',
        city: property.city,
        state: (property.state || queryState || '').toUpperCase(),
        zip: property.zip,
        occupancyType: property.occupancyType,
      },
      listedForSale: body.propertyListedForSale ?? false,
      name: name
        ? {
            firstName: name.firstName,
            middleName: name.middleName ?? '',
            lastName: name.lastName,
            suffix: toSuffix(name.suffix),
          }
        : undefined,
      email: body.profileRequest?.email ?? null,
      dob: body.profileRequest?.dob ?? null,
      homeAddress: home
        ? {
            street1: home.street1,
            street2: home.street2 ?? '',
            city: home.city,
            state: home.state,
            zip: home.zip,
          }
        : null,
      incomePrimary: body.income?.incomePrimary,
      incomeOther: body.income?.incomeOther ?? 0,
      employmentType: body.employmentType,
      consents: body.consentRequests?.map(({ type, version }) => ({ type, version })),
      offerCode: body.offerCode ?? null,
      referrerId: body.referrerId ?? null,
      referralId: body.referralId ?? null,
      utmParameters: stringRecord(body.utmParameters),
      productType: body.productType === 'CRYPTO_HELOC' ? 'CRYPTO_HELOC' : 'HELOC',
      org: context.org,
    };
    const application = context.lender.createHeloc(identity.uuid, input);
    const answer = {
      uuid: application.uuid,
      loanNumber: application.loanNumber,
      status: { checklistStatus: application.status.checklistStatus },
    };
    return Response.json(answer satisfies z.input<typeof CreatedHelocSchema>, { status: 201 });
  }),
];
