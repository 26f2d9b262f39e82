import { useParams } from 'react-router';
import {
  ASSET_ACCOUNT_TYPES,
  ASSET_FIELDS,
  validateAssets,
  type AssetFormValues,
  type AssetsBody,
} from '../../../domain/offerAssets';
import { Checkbox } from '../../../ui/Checkbox';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { MoneyField } from '../../../ui/NumberField';
import { Select } from '../../../ui/Select';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { assetsCalls } from '../../../../machines/step-screen/calls/offer';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import './offer.css';

export const ASSETS_TITLE = 'Qualify with your assets';

function AssetsForm({ screen }: { screen: StepScreen<object, AssetsBody> }) {
  const form = useForm<AssetFormValues>({
    initial: { accountType: '', total: '', confirmed: false },
    fields: ASSET_FIELDS,
    validate: (values) => {
      const result = validateAssets(values);
      return result.ok ? {} : result.errors;
    },
    onValid: (values) => {
      const result = validateAssets(values);
      if (result.ok) screen.submit(result.body);
    },
  });
  const { values, setValues, errors } = form;
  return (
    <form noValidate onSubmit={form.submit} className="offer-assets">
      <ErrorSummary {...form.summaryProps} />
      <Select
        id="accountType"
        label="Type of account"
        hint="Where most of your savings and investments are held."
        placeholder="Select an account type"
        options={ASSET_ACCOUNT_TYPES}
        value={values.accountType}
        onChange={(accountType) => setValues({ ...values, accountType })}
        error={errors.accountType}
        disabled={screen.busy}
        required
      />
      <MoneyField
        id="total"
        label="Total balance of your accounts"
        hint="Add up today’s balances of the accounts in your name, in dollars."
        value={values.total}
        onChange={(total) => setValues({ ...values, total })}
        error={errors.total}
        disabled={screen.busy}
        required
      />
      <Checkbox
        id="confirmed"
        label="I confirm these accounts are in my name and the total is correct"
        hint="We will verify the balances with your bank or broker before closing."
        checked={values.confirmed}
        onChange={(confirmed) => setValues({ ...values, confirmed })}
        error={errors.confirmed}
        disabled={screen.busy}
      />
      <SubmitRow loading={screen.busy} disabled={screen.busy} />
    </form>
  );
}

/**
 * product/assets (ASSETS_PREQUAL): asset-depletion qualification. The borrower's income alone
 * does not qualify; their liquid assets can. They say where the assets are and their total, and
 * confirm; the step link-assets is posted and the lender prepares offers.
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const screen = useStepScreen(applicationId, assetsCalls);
  return (
    <StepScreenFrame
      title={ASSETS_TITLE}
      screen={screen}
      lead={
        <div className="lede">
          <p>
            Your income alone doesn’t qualify you for a line, but your savings and investments can.
            With asset-based qualification we count a share of your liquid assets as income.
          </p>
          <p>Tell us where your assets are held and their total balance today.</p>
        </div>
      }
    >
      {() => <AssetsForm screen={screen} />}
    </StepScreenFrame>
  );
}
