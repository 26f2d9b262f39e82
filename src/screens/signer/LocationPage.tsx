import type { FormEvent } from 'react';
import {
  SHARE_LOCATION_TASK,
  shareLocationTask,
} from '../../../machines/conditions/condition-answer.actors';
import { SHARE_LOCATION_LABEL, type ConditionView } from '../../domain/conditions';
import {
  LOCATION_ALERT_TEXT,
  LOCATION_ALERT_TITLE,
  LOCATION_UNSUPPORTED_TEXT,
  type LocationFailure,
} from '../../domain/signing';
import { SubmitRow } from '../../ui/SubmitRow';
import {
  useConditionAnswer,
  type ConditionAnswerExits,
} from '../application/conditions/useConditionAnswer';
import { SignerConditionFrame } from './SignerConditionFrame';

export const LOCATION_PAGE_TITLE = 'Share Your Location';
export const LOCATION_HOW_TEXT =
  'When you press Share My Location, your browser asks whether this site may use your location. We record it once, with this item, and use it only for your e-signature.';
export const LOCATION_SETTINGS_TEXT =
  "In your browser's address bar, open the site settings, allow Location, then press Try again. On a phone, also check that location services are on for your browser.";
export const NOT_A_LOCATION_TEXT =
  'This item does not ask for your location. Go back to your conditions to answer it.';

/** Where the signer is (the browser asks them), then the designed location call. */
const runShareLocation = shareLocationTask();

/** 'Why we need your location' (registration spec §8), as the sign page shows it. */
function LocationHelp({ failure, onRetry }: { failure: LocationFailure; onRetry: () => void }) {
  const unsupported = failure === 'unsupported';
  return (
    <>
      <h2 id="location-alert-title">{LOCATION_ALERT_TITLE}</h2>
      <p>{unsupported ? LOCATION_UNSUPPORTED_TEXT : LOCATION_ALERT_TEXT}</p>
      {unsupported ? null : <p>{LOCATION_SETTINGS_TEXT}</p>}
      <button type="button" className="kit-button" onClick={onRetry}>
        Try again
      </button>
    </>
  );
}

function LocationForm({
  applicationUuid,
  condition,
  exits,
}: {
  applicationUuid: string;
  condition: ConditionView;
  exits: ConditionAnswerExits;
}) {
  const answer = useConditionAnswer(applicationUuid, condition.uuid, runShareLocation, exits);
  // The same task each time: once the location is shared, a retry only marks the item done.
  const share = () => answer.submit([SHARE_LOCATION_TASK]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    share();
  }

  const failed = answer.locationFailure !== null || answer.errorMessage !== null;
  return (
    <form noValidate onSubmit={onSubmit}>
      <p>{LOCATION_HOW_TEXT}</p>
      <div
        role="alert"
        className={failed ? 'kit-alert kit-alert--error' : undefined}
        aria-labelledby={answer.locationFailure ? 'location-alert-title' : undefined}
      >
        {answer.locationFailure ? (
          <LocationHelp failure={answer.locationFailure} onRetry={share} />
        ) : answer.errorMessage ? (
          <>
            <p>{answer.errorMessage}</p>
            <button type="button" className="kit-button" onClick={share}>
              Try again
            </button>
          </>
        ) : null}
      </div>
      <SubmitRow
        label={SHARE_LOCATION_LABEL}
        loadingLabel="Sharing your location"
        loading={answer.busy || answer.finished}
      />
    </form>
  );
}

/**
 * heloc-signer/conditions/location?conditionUuid=…&conditionType=location&conditionEnum=…: the
 * signer shares where they are for their SIGNER_LOCATION_CONFIRMATION (designed: the spec names
 * the route only). The browser asks them; denied or unavailable shows 'Why we need your location'
 * with Try again. The location is posted once, then the condition is answered (the answer chart
 * keeps the shared location, so a retry only answers), then back to the list or on.
 */
export function Component() {
  return (
    <SignerConditionFrame pageTitle={LOCATION_PAGE_TITLE}>
      {({ applicationUuid, condition, exits }) =>
        condition.action === 'location' ? (
          <LocationForm
            key={condition.uuid}
            applicationUuid={applicationUuid}
            condition={condition}
            exits={exits}
          />
        ) : (
          <p>{NOT_A_LOCATION_TEXT}</p>
        )
      }
    </SignerConditionFrame>
  );
}
