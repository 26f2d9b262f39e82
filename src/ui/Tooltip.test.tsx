import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOOLTIP_OFFSET, Tooltip } from './Tooltip';
import { expectNoAxeViolations } from './testAxe';

const tip = 'The annual percentage rate includes fees.';

describe('Tooltip', () => {
  it('shows on keyboard focus and hides on Escape, keeping focus on the trigger', async () => {
    const { container } = render(<Tooltip label="About APR" content={tip} />);
    const trigger = screen.getByRole('button', { name: 'About APR' });
    expect(screen.queryByRole('tooltip')).toBeNull(); // hidden
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger);
    const bubble = screen.getByRole('tooltip');
    expect(bubble.textContent).toBe(tip);
    expect(trigger.getAttribute('aria-describedby')).toBe(bubble.id);
    await expectNoAxeViolations(container);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('is described by its content even while hidden', () => {
    render(<Tooltip label="About APR" content={tip} />);
    const trigger = screen.getByRole('button', { name: 'About APR' });
    expect(document.getElementById(trigger.getAttribute('aria-describedby')!)!.textContent).toBe(
      tip,
    );
  });

  it('shows on hover, Escape dismisses it while hovering, and it hides on leaving', async () => {
    render(<Tooltip label="About APR" content={tip} />);
    const trigger = screen.getByRole('button', { name: 'About APR' });
    fireEvent.mouseEnter(trigger.parentElement!);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(trigger.parentElement!);
    fireEvent.mouseLeave(trigger.parentElement!);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('sits 12 px from its trigger by default, or at the given offset', () => {
    expect(TOOLTIP_OFFSET).toBe(12);
    const { container, rerender } = render(<Tooltip label="About APR" content={tip} />);
    const wrapper = container.querySelector<HTMLElement>('.kit-tooltip')!;
    expect(wrapper.style.getPropertyValue('--kit-tooltip-offset')).toBe('12px');
    rerender(<Tooltip label="About APR" content={tip} offset={20} />);
    expect(wrapper.style.getPropertyValue('--kit-tooltip-offset')).toBe('20px');
  });
});
