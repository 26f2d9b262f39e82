import { render } from '@testing-library/react';
import { expectNoAxeViolations } from './testAxe';

describe('expectNoAxeViolations', () => {
  it('fails on an unlabelled input (the check is live)', async () => {
    const { container } = render(<input type="text" />);
    await expect(expectNoAxeViolations(container)).rejects.toThrow(/label/);
  });

  it('passes a labelled one', async () => {
    const { container } = render(
      <label>
        Name <input type="text" />
      </label>,
    );
    await expectNoAxeViolations(container);
  });
});
