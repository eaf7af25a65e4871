import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orgs, orgUser, recordRequests } from '../../../tests/mocks';
import { employerMockState } from '../../../tests/mocks/handlers/employer';
import { renderApp } from '../../../tests/render';
import { INVALID_WEBSITE, EMPLOYER_TEXTS as T } from '../../shared/texts/employer';

vi.setConfig({ testTimeout: 20_000 });

const org = orgs.find((o) => o.id === orgUser.orgId)!;
const wait = { timeout: 15_000 };

describe('/employer/profile', () => {
  it('edits about and website (http/https only) and links to the public page', async () => {
    const posts = recordRequests('/api/org/profile');
    const { user } = renderApp({ route: '/employer/profile', user: 'org' });
    const about = (await screen.findByRole(
      'textbox',
      { name: 'About' },
      wait,
    )) as HTMLTextAreaElement;
    expect(about.value).toBe(org.about);
    // The title is set by an effect after the page commits.
    await waitFor(() => expect(document.title).toContain(T.profileTitle));
    expect(screen.getByRole('link', { name: 'View your public page' }).getAttribute('href')).toBe(
      `/org?orgId=${org.id}`,
    );
    const website = screen.getByRole('textbox', { name: 'Website' }) as HTMLInputElement;
    expect(website.value).toBe(org.website);
    await user.clear(website);
    await user.type(website, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(INVALID_WEBSITE)).toBeTruthy();
    expect(posts.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(website);
    await user.type(website, 'https://harbour.example/club');
    await user.clear(about);
    await user.type(about, 'Sydney football since 1908.');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(T.orgUpdated)).toBeTruthy();
    expect(employerMockState().profiles.get(org.id)).toMatchObject({
      about: 'Sydney football since 1908.',
      website: 'https://harbour.example/club',
    });
  });

  it('uploads a logo with a preview and shows it', async () => {
    const { user } = renderApp({ route: '/employer/profile', user: 'org' });
    expect(await screen.findByText('No logo yet', {}, wait)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(screen.getByText('Required field')).toBeTruthy();
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], 'crest.svg', {
      type: 'image/svg+xml',
    });
    await user.upload(screen.getByLabelText(/Choose a logo/), file);
    // A data: URL of the file itself (the CSP allows images from 'self' and data: only).
    const preview = await screen.findByRole('img', { name: 'Preview of the chosen logo' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob((preview.getAttribute('src') ?? '').split(',')[1])).toContain('<svg');
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(await screen.findByText(T.logoUploaded)).toBeTruthy();
    const logo = await screen.findByRole('img', { name: `${org.name} logo` });
    expect(logo.getAttribute('src')).toMatch(new RegExp(`^/api/org/logo/${org.id}\\?v=`));
    // Its box is reserved before the image loads (issue 8: images carry width and height).
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['112', '112']);
    await waitFor(() =>
      expect(employerMockState().profiles.get(org.id)?.logo).toBe(`/api/org/logo/${org.id}`),
    );
  });

  it('refuses a logo over 1 MB before uploading', async () => {
    const { user } = renderApp({ route: '/employer/profile', user: 'org' });
    await screen.findByText('No logo yet', {}, wait);
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Choose a logo/), big);
    expect(screen.getByText('The logo is larger than 1 MB.')).toBeTruthy();
  });
});
