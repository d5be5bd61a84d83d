import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';

/**
 * What a shared component needs from a link: where it goes. The app passes React Router's
 * `Link`; the landing page, which loads before the router, passes its own anchor (landing-link).
 */
export type LinkProps = { to: string; ref?: Ref<HTMLAnchorElement> } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href'
>;

export type LinkComponent = ComponentType<LinkProps>;
