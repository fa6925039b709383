import { render, screen } from '@testing-library/react';
import { GemIcon } from './gameIcons';
import { AlertIcon, CloseIcon } from './icons';

describe('icons', () => {
  it('are hidden from assistive technology when decorative', () => {
    render(
      <button type="button">
        <CloseIcon />
        Close
      </button>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('are images named by their title when they carry meaning', () => {
    render(<GemIcon title="Special mission" />);
    expect(screen.getByRole('img', { name: 'Special mission' })).toBeInTheDocument();
  });

  it('draw in the surrounding text colour at the requested size', () => {
    render(<AlertIcon title="Error" size={32} />);
    const svg = screen.getByRole('img', { name: 'Error' });
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('width', '32');
  });
});
