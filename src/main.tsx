import '../styles/reset.css';
import '../styles/tokens.css';
import '../styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/app';
import { primeFirstScreen } from './app/first-load';
import { restoreState } from './state';

restoreState();
primeFirstScreen(window.location.pathname, window.location.search);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Router>
        <App />
      </Router>
    </StrictMode>,
  );
}
