// Accessibility audit of every signed-out screen in the light scheme (see lib/a11y.mjs).
import { declarePublicA11yTest } from './lib/a11y.mjs';

declarePublicA11yTest('light');
