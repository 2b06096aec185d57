import { render, screen } from '@testing-library/react';
import { ICON_NAMES } from '@portal/shared';
import { PortalIcon } from './icons';

describe('icon set', () => {
  it('draws every icon a nav item may name', () => {
    const { container } = render(
      <>
        {ICON_NAMES.map((name) => (
          <PortalIcon key={name} name={name} />
        ))}
      </>,
    );
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(ICON_NAMES.length);
    for (const icon of icons) expect(icon.childElementCount).toBeGreaterThan(0);
  });

  it('is decorative unless labelled', () => {
    render(
      <>
        <PortalIcon name="truck" data-testid="decorative" />
        <PortalIcon name="globe" label="Language" />
      </>,
    );
    expect(screen.getByTestId('decorative')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Language' })).toBeInTheDocument();
  });

  it('marks the arrows that must mirror in right-to-left', () => {
    render(<PortalIcon name="chevronRight" data-testid="arrow" className="extra" />);
    expect(screen.getByTestId('arrow')).toHaveClass('portal-icon', 'portal-icon--directional', 'extra');
  });
});
