import { fireEvent, render, screen } from '@testing-library/react';
import { portalConfig } from '../config';
import { DownloadButton } from './DownloadButton';

describe('DownloadButton', () => {
  it('links to the app store in a new tab with an accessible name', () => {
    render(<DownloadButton />);
    const link = screen.getByRole('link', { name: 'Download App' });
    expect(link).toHaveAttribute('href', portalConfig().appStoreUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('sits in a landmark of its own, named for what it offers', () => {
    render(<DownloadButton />);
    const landmark = screen.getByRole('complementary', { name: 'Get the app' });
    expect(landmark).toContainElement(screen.getByRole('link', { name: 'Download App' }));
  });

  it("has a tooltip 'Download App' over the site name that describes the link", () => {
    render(<DownloadButton />);
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    const lines = Array.from(tooltip.children).map((line) => line.textContent);
    expect(lines).toEqual(['Download App', portalConfig().siteName]);
    expect(screen.getByRole('link', { name: 'Download App' })).toHaveAttribute('aria-describedby', tooltip.id);
  });

  it('lets Escape dismiss the tooltip until the pointer leaves', () => {
    const { container } = render(<DownloadButton />);
    const wrapper = container.firstElementChild as HTMLElement;
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(wrapper).toHaveClass('download-fab--tooltip-dismissed');
    fireEvent.mouseLeave(wrapper);
    expect(wrapper).not.toHaveClass('download-fab--tooltip-dismissed');
  });
});
