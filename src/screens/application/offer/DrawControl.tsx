import { formatMoney } from '../../../domain/money';
import { DRAW_STEP, stepDraw, type DrawRange } from '../../../domain/offer';
import { MoneyField } from '../../../ui/NumberField';

export interface DrawControlProps {
  /** Id of the typed amount field (the error summary links here). */
  id: string;
  range: DrawRange;
  /** The amount the slider and stepper show. */
  value: number;
  /** What is typed in the amount field (kept as typed, even when it is not an amount). */
  text: string;
  error?: string;
  disabled?: boolean;
  /** The slider or the stepper moved: a valid amount (the field shows it too). */
  onValue: (value: number) => void;
  /** The user typed in the amount field. */
  onText: (text: string) => void;
}

const whole = (value: number) => formatMoney(value, 0);

/**
 * The draw amount three ways: a native range slider (arrow keys, Page Up/Down, Home/End), a typed
 * amount, and −/+ buttons of $1,000 for those who find the slider hard. All labelled; the slider
 * says its value in dollars (aria-valuetext).
 */
export function DrawControl({
  id,
  range,
  value,
  text,
  error,
  disabled,
  onValue,
  onText,
}: DrawControlProps) {
  const label = range.controls === 'cash' && range.payoff > 0 ? 'Cash to you' : 'Initial draw';
  if (!range.adjustable) {
    return (
      <div className="draw-control draw-control--fixed">
        <p className="draw-control__fixed">
          <span className="draw-control__label">{label}</span> <strong>{whole(range.max)}</strong>
        </p>
        <p className="kit-field__hint">The most this offer allows.</p>
      </div>
    );
  }
  const bounds = `From ${whole(range.min)} to ${whole(range.max)}.`;
  return (
    <div className="draw-control">
      <div className="kit-field">
        <label className="kit-field__label" htmlFor={`${id}-slider`}>
          {label} (slider)
        </label>
        <p className="kit-field__hint" id={`${id}-slider-hint`}>
          {bounds}
        </p>
        <input
          id={`${id}-slider`}
          className="draw-control__slider"
          type="range"
          min={range.min}
          max={range.max}
          step={DRAW_STEP}
          value={value}
          disabled={disabled}
          aria-describedby={`${id}-slider-hint`}
          aria-valuetext={whole(value)}
          onChange={(event) => onValue(Number(event.target.value))}
        />
      </div>
      <div className="draw-control__typed">
        <button
          type="button"
          className="kit-button kit-button--secondary draw-control__step"
          aria-label={`Decrease by ${whole(DRAW_STEP)}`}
          aria-controls={id}
          disabled={disabled}
          onClick={() => onValue(stepDraw(range, value, -1))}
        >
          −
        </button>
        <MoneyField
          id={id}
          label={`${label} amount`}
          hint={`Whole dollars. ${bounds}`}
          value={text}
          error={error}
          disabled={disabled}
          onChange={(typed) => onText(typed)}
        />
        <button
          type="button"
          className="kit-button kit-button--secondary draw-control__step"
          aria-label={`Increase by ${whole(DRAW_STEP)}`}
          aria-controls={id}
          disabled={disabled}
          onClick={() => onValue(stepDraw(range, value, 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
