// Icons of the rich-text editor's toolbar (organisation screens). Drawn, not typed: a "1." or an
// emoji in a button is visible text that its name ("Numbered list", "Link") does not contain
// (WCAG 2.5.3, Label in Name), and an emoji's look depends on the platform.
import { type IconProps, Svg } from './svg';

export const BulletListIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" fill="currentColor" />
    <circle cx="4.5" cy="12" r="1" fill="currentColor" />
    <circle cx="4.5" cy="18" r="1" fill="currentColor" />
  </Svg>
);
export const NumberedListIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 6h10M10 12h10M10 18h10" />
    <path d="M3.5 4.5 5 3.5v5" strokeWidth={1.5} />
    <path d="M3.5 14.2a1.4 1.4 0 1 1 2.3 1.1L3.5 18.5h2.8" strokeWidth={1.5} />
  </Svg>
);
export const LinkIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Svg>
);
