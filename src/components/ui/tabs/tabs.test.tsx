import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

function Harness({ onValueChange = vi.fn() }: { onValueChange?: (v: string) => void }) {
  const [value, setValue] = useState('about');
  return (
    <Tabs
      value={value}
      onValueChange={(v) => {
        onValueChange(v);
        setValue(v);
      }}
    >
      <TabList aria-label="Organisation">
        <Tab value="about">About</Tab>
        <Tab value="jobs">Jobs</Tab>
        <Tab value="video">Video</Tab>
      </TabList>
      <TabPanel value="about">About us</TabPanel>
      <TabPanel value="jobs">Open jobs</TabPanel>
      <TabPanel value="video">Our video</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('wires tabs to panels and shows only the selected panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Organisation' })).toBeTruthy();
    const about = screen.getByRole('tab', { name: 'About' });
    expect(about.getAttribute('aria-selected')).toBe('true');
    expect(about.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Jobs' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'About' });
    expect(panel.id).toBe(about.getAttribute('aria-controls'));
    expect(panel.textContent).toBe('About us');
    expect(screen.queryByRole('tabpanel', { name: 'Jobs' })).toBeNull();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves and selects with arrows (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'About' }));
    await user.keyboard('{ArrowRight}');
    const jobs = screen.getByRole('tab', { name: 'Jobs' });
    expect(document.activeElement).toBe(jobs);
    expect(jobs.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Jobs' }).textContent).toBe('Open jobs');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Video' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'About' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Video' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'About' }));
    expect(onValueChange.mock.calls.map((c) => c[0])).toEqual([
      'jobs',
      'video',
      'about',
      'video',
      'about',
    ]);
    // Tab from the tablist goes to the panel, not to the next tab
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'About' }));
  });

  it('selects on click', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Video' }));
    expect(screen.getByRole('tabpanel', { name: 'Video' }).textContent).toBe('Our video');
  });
});
