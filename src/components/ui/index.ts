// The UI primitives (see README.md). Import from here, e.g. `import { Button } from '../components/ui'`.
export * from './button/button';
export * from './checkbox/checkbox';
export * from './icons/icons';
export * from './password-field/password-field';
export * from './select/select';
export * from './spinner/spinner';
export * from './text-field/text-field';
