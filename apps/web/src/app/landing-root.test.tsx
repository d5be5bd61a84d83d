import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../lib/i18n';
import { mockApi } from '../testing/mock-api';
import { buildCataloguePage, buildSeedCatalogue } from '../testing/factories';
import { renderLanding, type AppStarter } from './landing-root';

/** An IntersectionObserver the test drives: `reach()` brings every observed element into view. */
class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  private readonly elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements.length = 0;
  }
  static reach() {
    for (const observer of TestIntersectionObserver.instances) {
      const entries = observer.elements.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

let root: Root;
let starter: { prefetchApp: Mock<AppStarter['prefetchApp']>; startApp: Mock<AppStarter['startApp']> };

function showLanding() {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => renderLanding(root, starter));
}

beforeEach(() => {
  TestIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  // The app never arrives: what the landing page does meanwhile is what is tested here.
  starter = {
    prefetchApp: vi.fn<AppStarter['prefetchApp']>(),
    startApp: vi.fn<AppStarter['startApp']>(() => new Promise<void>(() => undefined)),
  };
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('landing page before the app has loaded', () => {
  it('shows the top bar and the hero, and keeps the estimate for when the visitor reaches it', async () => {
    const api = mockApi({
      'GET /api/catalogue': { body: buildCataloguePage(buildSeedCatalogue(), { limit: 500 }) },
      'GET /api/blog': { body: { items: [], total: 0, page: 1, limit: 3 } },
    });
    showLanding();

    const nav = screen.getByRole('navigation', { name: 'Navigation' });
    for (const name of ['Home', 'About us', 'Contact', 'Login', 'Jisajiri'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getByRole('heading', { name: 'From house plan to priced bill of quantities' }),
    ).toBeVisible();

    // Until the visitor scrolls near it, the estimate is its title and the room it will take.
    expect(screen.getByRole('region', { name: 'Instant estimate' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Length (m)')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);

    act(() => TestIntersectionObserver.reach());
    expect(await screen.findByTestId('estimate-grand-total')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'Instant estimate' })).toHaveLength(1);
    expect(api.requests.map((request) => request.path).sort()).toEqual(['/api/blog', '/api/catalogue']);
  });

  it('starts the app in place at the address of a followed link', async () => {
    const user = userEvent.setup();
    showLanding();

    const register = screen.getByRole('link', { name: 'Get started' });
    expect(register).toHaveAttribute('href', '/register');
    await user.click(register);

    expect(starter.prefetchApp).toHaveBeenCalled();
    expect(starter.startApp).toHaveBeenCalledOnce();
    expect(window.location.pathname).toBe('/register');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('leads from the hero to the instant estimate, starting the app there', async () => {
    const user = userEvent.setup();
    showLanding();

    const estimate = screen.getByRole('link', { name: 'Get an instant estimate' });
    expect(estimate).toHaveAttribute('href', '/estimate');
    await user.click(estimate);

    expect(starter.startApp).toHaveBeenCalledOnce();
    expect(window.location.pathname).toBe('/estimate');
  });

  it('toggles the theme and switches to Swahili, remembering both', async () => {
    const user = userEvent.setup();
    showLanding();

    const toggle = screen.getByRole('button', { name: 'Toggle theme' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('theme')).toBe('dark');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'sw');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Anza sasa' })).toBeInTheDocument());
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');
    expect(starter.startApp).not.toHaveBeenCalled();
  });
});
