import { useState } from 'react';
import { MIN_QUANTITY, normaliseQuantity } from '../../lib/cart';
import { decreaseLabel, increaseLabel, quantityLabel } from '../../lib/cart/cart-texts';
import { FOCUS_RING } from '../focus-ring';

export interface QuantityStepperProps {
  /** The quantity shown: the visitor's pending change, else the store's. */
  value: number;
  /** The product's title, for the controls' accessible names. */
  title: string;
  onChange: (quantity: number) => void;
}

const STEP_BUTTON = `grid h-9 w-9 place-items-center rounded-full border border-white/25 text-lg leading-none hover:border-accent hover:text-accent disabled:cursor-not-allowed disabled:opacity-40 ${FOCUS_RING}`;

/**
 * The quantity of a physical line (spec 000 §2, §5): minimum 0, no maximum; − and + or typing a
 * number. What it sends is debounced by the store; 0 removes the line.
 */
export function QuantityStepper({ value, title, onChange }: QuantityStepperProps) {
  // The typed text may be briefly empty; it follows `value` whenever that changes (the store's answer).
  const [text, setText] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(String(value));
  }

  const change = (quantity: number) => {
    setText(String(quantity));
    if (quantity !== value) onChange(quantity);
  };

  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        aria-label={decreaseLabel(title)}
        disabled={value <= MIN_QUANTITY}
        onClick={() => change(value - 1)}
        className={STEP_BUTTON}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={MIN_QUANTITY}
        step={1}
        value={text}
        aria-label={quantityLabel(title)}
        onChange={(event) => {
          setText(event.target.value);
          const quantity = normaliseQuantity(event.target.value);
          if (quantity !== null && quantity !== value) onChange(quantity);
        }}
        onBlur={() => setText(String(value))}
        className={`h-9 w-14 rounded-md border border-white/25 bg-transparent text-center tabular-nums text-paper [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none ${FOCUS_RING}`}
      />
      <button type="button" aria-label={increaseLabel(title)} onClick={() => change(value + 1)} className={STEP_BUTTON}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
