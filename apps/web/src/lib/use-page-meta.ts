import { useEffect } from 'react';

const SITE_NAME = 'Kadirio';

function descriptionTag(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/**
 * Sets the tab title ("<title> · Kadirio") and the meta description while a page is shown, so
 * shared links and search results describe the page rather than the whole site. Leaving the
 * page puts back what was there, so a page without its own never shows a stale one.
 */
export function usePageMeta(title: string | undefined, description: string | undefined): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    const meta = descriptionTag();
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
