import { describe, expect, it } from 'vitest';
import { COMPLETION_ITEMS, profileCompletion } from './profile-completion';

const full = {
  firstName: 'Casey',
  lastName: 'Morgan',
  mobile: '0412345678',
  address: '12 Oval Street',
  addressb: '',
  state: 'New South Wales',
  city: 'Sydney',
  zipcode: '2000',
};

describe('profileCompletion', () => {
  it('is 100 with every required field and at least one interest, ignoring address line 2', () => {
    expect(profileCompletion(full, ['Cricket'])).toEqual({ percent: 100, missing: [] });
  });

  it('is 0 and lists everything when nothing is known', () => {
    const result = profileCompletion(null, null);
    expect(result.percent).toBe(0);
    expect(result.missing).toEqual(COMPLETION_ITEMS.map((i) => i.label));
  });

  it('counts each missing item as an equal share and names it', () => {
    const result = profileCompletion({ ...full, city: '', zipcode: '  ' }, []);
    // 5 of 8 filled
    expect(result.percent).toBe(Math.round((5 / 8) * 100));
    expect(result.missing).toEqual(['City', 'Zip code', 'Interests']);
  });

  it('treats blank interests as none', () => {
    expect(profileCompletion(full, ['  ']).missing).toEqual(['Interests']);
  });
});
