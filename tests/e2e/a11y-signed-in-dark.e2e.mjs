// Accessibility audit of every signed-in screen in the dark scheme (see lib/a11y.mjs).
import { declareSignedInA11yTest } from './lib/a11y.mjs';

declareSignedInA11yTest('dark');
