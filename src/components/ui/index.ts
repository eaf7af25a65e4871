// The UI primitives (see README.md). Import from here, e.g. `import { Button } from '../components/ui'`.
export * from './alert/alert';
export * from './avatar/avatar';
export * from './button/button';
export * from './checkbox/checkbox';
export * from './collapse/collapse';
export * from './drawer/drawer';
export * from './icons/icons';
export * from './menu/menu';
export * from './paginator/paginator';
export * from './password-field/password-field';
export * from './progress-bar/progress-bar';
export * from './select/select';
export * from './skeleton/skeleton';
export * from './snackbar/snackbar';
export * from './spinner/spinner';
export * from './tabs/tabs';
export * from './text-field/text-field';
