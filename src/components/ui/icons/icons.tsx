// Every icon, by name. A re-export barrel only: each icon lives in a small module by where it is
// used (the bundler resolves these re-exports to those modules, so a chunk carries only the icon
// modules it uses and the first visit only the shell's: issue 8). Add an icon to the module of its use.

export {
  ChevronDownIcon,
  ChevronRightIcon,
  CloseIcon,
  SearchIcon,
} from './control-icons';
export { BulletListIcon, LinkIcon, NumberedListIcon } from './editor-icons';
export {
  ExternalLinkIcon,
  EyeIcon,
  EyeOffIcon,
  FileIcon,
  TrashIcon,
  UploadIcon,
} from './file-icons';
export { PlayIcon } from './media-icons';
export { MenuIcon, MoonIcon, SunIcon } from './shell-icons';
export { AlertIcon, CheckIcon } from './status-icons';
export type { IconProps } from './svg';
