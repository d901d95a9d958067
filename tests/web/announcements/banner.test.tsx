import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BannerItem, bannerText } from '../../../src/web/features/announcements/AnnouncementBanner';
import { bannerTextMax } from '../../../src/shared/constants';

describe("the banner's announcement", () => {
  it('cuts the text at 70 characters and keeps a shorter one whole', () => {
    const long = 'a'.repeat(bannerTextMax + 5);
    expect(bannerText(long)).toBe(`${'a'.repeat(bannerTextMax)}…`);
    expect(bannerText('short')).toBe('short');
  });

  it("links with 'See More' unless the announcement names its link, and shows no link without an address", () => {
    const base = { id: 1, title: 'Notice', announcement_text: 'Text', hyperlink_text: '', hyperlinks: '' };
    const { rerender } = render(<BannerItem announcement={{ ...base, hyperlinks: 'https://example.com' }} />);
    expect(screen.getByRole('link', { name: 'See More' })).toHaveAttribute('href', 'https://example.com');
    rerender(
      <BannerItem announcement={{ ...base, hyperlinks: 'https://example.com', hyperlink_text: 'Read' }} />,
    );
    expect(screen.getByRole('link', { name: 'Read' })).toBeInTheDocument();
    rerender(<BannerItem announcement={base} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
