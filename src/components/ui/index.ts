// The UI primitives (see README.md). Import from here: `import { Button } from '@/components/ui'`.
export * from './button/button';
export * from './icons/icons';
export * from './spinner/spinner';
