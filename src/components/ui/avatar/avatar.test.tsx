import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initials } from './avatar';

describe('Avatar', () => {
  it('shows up to two initials, named by the full name', () => {
    render(<Avatar name="Ada King Lovelace" />);
    const avatar = screen.getByRole('img', { name: 'Ada King Lovelace' });
    expect(avatar.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('AL');
  });

  it('derives initials from one word, extra spaces and an empty name', () => {
    expect(initials('  sam  ')).toBe('S');
    expect(initials('jo  van   dyke')).toBe('JD');
    expect(initials('')).toBe('?');
  });

  it('shows the picture with the name as alt text', () => {
    render(<Avatar name="Ada Lovelace" src="/pic.png" />);
    const img = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/pic.png');
  });
});
