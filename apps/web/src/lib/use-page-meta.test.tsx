import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from './use-page-meta';

function Page({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('usePageMeta', () => {
  it('sets the title and description while the page is shown and restores them after', () => {
    document.title = 'Kadirio';
    const { rerender, unmount } = render(<Page title="Blog" description="Articles on building" />);
    expect(document.title).toBe('Blog · Kadirio');
    expect(description()).toBe('Articles on building');

    rerender(<Page title="Roofing" description="About roofs" />);
    expect(document.title).toBe('Roofing · Kadirio');
    expect(description()).toBe('About roofs');

    unmount();
    expect(document.title).toBe('Kadirio');
    expect(description()).toBe('');
  });
});
