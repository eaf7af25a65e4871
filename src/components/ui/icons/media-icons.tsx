// Media icons: the organisation page's video facade.
import { type IconProps, Svg } from './svg';

export const PlayIcon = (p: IconProps) => (
  <Svg fill="currentColor" {...p}>
    <path d="M7 4.5v15l12-7.5z" />
  </Svg>
);
