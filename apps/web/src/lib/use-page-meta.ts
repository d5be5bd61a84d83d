import { useEffect } from 'react';

const SITE_NAME = 'Kadirio';

/**
 * Sets the tab title ("<title> · Kadirio") and the meta description while a page is shown, so
 * shared links and search results describe the page rather than the whole site.
 */
export function usePageMeta(title: string | undefined, description: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
