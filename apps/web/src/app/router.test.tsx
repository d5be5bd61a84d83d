import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render';

describe('routes', () => {
  it('shows a friendly page for an unknown address, with a way home', async () => {
    mockApi({});
    const { user, router } = renderApp({ route: '/no-such-page' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { name: 'From house plan to priced bill of quantities' }),
    ).toBeInTheDocument();
  });

  it('opens the trade routes of the specification: a visitor is told they are not theirs', async () => {
    mockApi({});
    renderApp({ route: '/septic' });
    expect(
      await screen.findByText(
        'The BOQ workspace is for quantity surveyors, price setters and administrators.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['/about', 'About Kadirio'],
    ['/contact', 'Contact'],
    ['/login', 'Log in'],
    ['/register', 'Create your account'],
  ])('loads %s', async (route, heading) => {
    mockApi({});
    renderApp({ route });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});
