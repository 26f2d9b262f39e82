import type { FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../ui/Link';
import type { HelocApplication } from '../../../api/application';
import { useBrand } from '../../../app/shell';
import { drawFitsOffer } from '../../../domain/offer';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import {
  confirmOfferCalls,
  type OfferSelection,
} from '../../../../machines/step-screen/calls/offer';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import { AprHeadline, CostsTable, PaymentSummary, RateDetails } from './OfferDetails';
import {
  choiceFromSearch,
  choiceToSearch,
  summarize,
  visibleOffers,
  type OfferChoice,
} from './offerChoice';
import { COMPANY_COVERS_APPRAISAL_FLAG, RATE_BUY_DOWN_FLAG, useFlag } from './useFlag';
import './offer.css';
import { applicationScreenPath } from '../../../domain/screenPaths';

export const CONFIRM_OFFER_TITLE = 'Confirm Offer';
export const CONFIRM_LABEL = 'Confirm offer';
export const CHOICE_GONE_TEXT =
  'This choice is no longer available. Please choose your offer again.';

interface ConfirmProps {
  application: HelocApplication;
  choice: OfferChoice | null;
  screen: StepScreen<HelocApplication, OfferSelection>;
  applicationUuid: string;
}

function Confirm({ application, choice, screen, applicationUuid }: ConfirmProps) {
  const brand = useBrand();
  const rateBuyDown = useFlag(RATE_BUY_DOWN_FLAG);
  const companyCoversAppraisal = useFlag(COMPANY_COVERS_APPRAISAL_FLAG);
  const selectPath = applicationScreenPath(applicationUuid, 'product/select');
  const shown = visibleOffers(application.offers, rateBuyDown);
  const summary =
    choice && shown.some((offer) => offer.uuid === choice.offerUuid)
      ? summarize(application, choice, {
          interestOnly: brand.ageRestricted,
          companyCoversAppraisal,
        })
      : null;
  // The query is the user's (a bookmark, an edited address): the choice must still fit.
  const fits =
    summary !== null &&
    summary.range.fits &&
    choice !== null &&
    choice.value >= summary.range.min &&
    choice.value <= summary.range.max &&
    drawFitsOffer(summary.draw, summary.offer);
  if (!summary || !fits || !choice) {
    return (
      <div className="kit-alert kit-alert--error" role="alert">
        <p>{CHOICE_GONE_TEXT}</p>
        <p>
          <Link to={selectPath}>Choose your offer</Link>
        </p>
      </div>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    screen.submit({ offer: summary.offer, draw: summary.draw, preference: choice.preference });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="offer-confirm">
      <section className="offer-card" aria-labelledby="offer-card-title">
        <h2 id="offer-card-title">Your offer</h2>
        <AprHeadline summary={summary} />
        <PaymentSummary summary={summary} />
        <RateDetails summary={summary} />
      </section>
      <CostsTable summary={summary} />
      <SubmitRow label={CONFIRM_LABEL} loading={screen.busy} disabled={screen.busy}>
        <Link
          className="kit-button kit-button--secondary"
          to={`${selectPath}?${choiceToSearch(choice)}`}
        >
          Change
        </Link>
      </SubmitRow>
    </form>
  );
}

/**
 * product/select/confirm (fe-heloc-multi-page-product-select): the choice made on product/select
 * (in the query), summarised, and posted as select-offer.
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const [search] = useSearchParams();
  const screen = useStepScreen(applicationId, confirmOfferCalls);
  return (
    <StepScreenFrame
      title={CONFIRM_OFFER_TITLE}
      screen={screen}
      lead={<p className="lede">Check your offer before you continue.</p>}
    >
      {(application) => (
        <Confirm
          application={application}
          choice={choiceFromSearch(search)}
          screen={screen}
          applicationUuid={applicationId}
        />
      )}
    </StepScreenFrame>
  );
}
