// Accessibility audit of every organisation screen in the dark scheme (see lib/a11y.mjs).
import { declareOrgA11yTest } from './lib/a11y.mjs';

declareOrgA11yTest('dark');
