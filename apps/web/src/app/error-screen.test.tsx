import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render';

// The about screen stands in for any screen with a bug.
vi.mock('../features/site/components/about-screen', () => ({
  AboutScreen: () => {
    throw new Error('Cannot read properties of undefined');
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error screen', () => {
  it('shows "Unexpected Application Error!" under the top bar, with a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({});
    const { user } = renderApp({ route: '/about' });

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(
      await screen.findByRole('heading', { name: 'From house plan to priced bill of quantities' }),
    ).toBeInTheDocument();
  });
});
