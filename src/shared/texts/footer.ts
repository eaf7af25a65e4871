// The footer's placeholder links (SPEC 2), in a module of their own: the footer loads after the
// first render (components/layout/footer/deferred-footer.tsx), and its texts with it.
import { BRAND } from './shell';

export const FOOTER_LINKS = [
  'Features',
  'Testimonials',
  'Highlights',
  'Pricing',
  'FAQs',
  'About us',
  'Careers',
  'Press',
  'Terms',
  'Privacy',
  'Contact',
  'Privacy Policy',
  'Terms of Service',
] as const;

/** The two social links' names. */
export const ON_LINKEDIN = `${BRAND} on LinkedIn`;
export const ON_X = `${BRAND} on X`;

/** The footer's navigation landmark. */
export const FOOTER_NAV = 'Footer';
