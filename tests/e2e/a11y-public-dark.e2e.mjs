// Accessibility audit of every signed-out screen in the dark scheme (see lib/a11y.mjs).
import { declarePublicA11yTest } from './lib/a11y.mjs';

declarePublicA11yTest('dark');
