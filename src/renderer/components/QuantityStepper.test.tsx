import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { QuantityStepper } from './QuantityStepper';

beforeAll(async () => {
  await initI18n('en');
});

/** A stepper whose every change is "saved" (busy) until the test lets it finishRef. */
function Saving({ finishRef }: { finishRef: { current: (() => void) | null } }) {
  const [value, setValue] = useState(0);
  const [busy, setBusy] = useState(false);
  return (
    <QuantityStepper
      label="Butter"
      value={value}
      busy={busy}
      onChange={(next) => {
        setBusy(true);
        finishRef.current = () => {
          setValue(next);
          setBusy(false);
        };
      }}
    />
  );
}

describe('quantity stepper', () => {
  it('keeps the focus on + while the change is saved, so + can be pressed again from the keyboard', async () => {
    const finishRef: { current: (() => void) | null } = { current: null };
    render(<Saving finishRef={finishRef} />);
    const plus = screen.getByRole('button', { name: 'One more Butter' });
    plus.focus();
    await userEvent.keyboard('{Enter}');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(plus);
    // A press while saving changes nothing.
    await userEvent.keyboard('{Enter}');
    await act(() => finishRef.current?.());
    expect(document.activeElement).toBe(plus);
    expect(screen.getByRole('status', { name: 'Quantity of Butter' }).textContent).toBe('1');
    await userEvent.keyboard('{Enter}');
    await act(() => finishRef.current?.());
    expect(screen.getByRole('status', { name: 'Quantity of Butter' }).textContent).toBe('2');
    expect(document.activeElement).toBe(plus);
  });

  it('keeps the focus on − when it reaches the minimum, and says it can go no lower', async () => {
    render(<QuantityStepper label="Butter" value={0} onChange={() => {}} />);
    const minus = screen.getByRole('button', { name: 'One less Butter' });
    minus.focus();
    await userEvent.keyboard('{Enter}');
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(minus);
  });
});
