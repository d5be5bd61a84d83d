import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render';
import { SheetNotices } from './sheet-notices';

// docs/takeoff.md, "Foundation walls saved before revision 2": a foundation wall saved under
// revision 1 (0.6 m) now takes the default height, 1.15 m, and the sheet says so until it is saved.
describe('the foundation-wall height notice', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says the default height replaced the earlier 0.6 m, in English and Swahili', async () => {
    const { unmount } = renderWithProviders(
      <SheetNotices sheet={{ foundationHeightNotice: true }} language="en" />,
    );
    expect(await screen.findByTestId('sheet-foundation-height')).toHaveTextContent(
      /default.*1\.15 m.*instead of the earlier 0\.6 m/,
    );
    unmount();
    await i18n.changeLanguage('sw');
    renderWithProviders(<SheetNotices sheet={{ foundationHeightNotice: true }} language="sw" />);
    expect(await screen.findByTestId('sheet-foundation-height')).toHaveTextContent(/mita 1\.15.*mita 0\.6/);
  });

  it('says nothing for a sheet without it', async () => {
    renderWithProviders(
      <>
        <h1>Sheet</h1>
        <SheetNotices sheet={{}} language="en" />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Sheet' })).toBeInTheDocument();
    expect(screen.queryByTestId('sheet-foundation-height')).not.toBeInTheDocument();
  });
});
