// Unit tests of the court-ruling rule of session 10 (f12, holdout58/50/33): the side a court rules for is one outcome
// whether a venue writes it as a label of the case ("Rules for Marlowe", "Delgado (petitioner)", "Petitioner wins") or as
// a yes/no question ("Supreme Court sides with Marlowe?", "SCOTUS: Government wins U.S. v. Halvorsen?"); the other side,
// the vote split, the date of the ruling stay apart.
import { describe, expect, it } from 'vitest';
import { refdata } from '@ref/domain';
import { accepted as matched, keys, numbered, score } from './test-listings.ts';

const { mk, eventOf } = numbered(Date.parse('2034-07-03T20:00:00Z'));
const ev = (venue: string, title: string, markets: refdata.VenueMarketInput[]): refdata.EventFeatures => eventOf(venue, title, 'Politics', markets);
const yes = (venue: string, title: string): refdata.EventFeatures => ev(venue, title, [mk('Yes', title)]);

describe('the side a court rules for', () => {
  it('reads a ruling for a party as one outcome, by its name or by its role in the case', () => {
    const caseOf = ev('alpha', 'Marlowe v. FEC', [mk('Rules for Marlowe')]);
    const sides = yes('beta', 'Supreme Court sides with Marlowe in campaign finance case?');
    expect(keys(caseOf)).toEqual(keys(sides));
    expect(matched(score(caseOf, sides))).toBe(true);
    const petitioner = ev('alpha', 'Harlan v. United States: Supreme Court rules for the petitioner?', [mk('Petitioner wins')]);
    const favor = yes('beta', 'Will SCOTUS rule in favor of Harlan in Harlan v. United States?');
    expect(keys(petitioner)).toEqual(keys(favor));
    expect(matched(score(petitioner, favor))).toBe(true);
    const prevails = ev('gamma', 'Delgado v. Louisiana — who prevails?', [mk('Delgado (petitioner)'), mk('Louisiana (respondent)')]);
    const ruling = ev('alpha', 'Delgado v. Louisiana: Supreme Court ruling', [mk('Rules for Delgado'), mk('Rules for Louisiana')]);
    expect(keys(prevails)).toEqual(keys(ruling));
    // (the government of a federal case is the United States)
    const gov = ev('alpha', 'United States v. Halvorsen', [mk('Rules for the United States')]);
    const wins = yes('beta_us', 'SCOTUS: Government wins U.S. v. Halvorsen?');
    expect(keys(gov)).toEqual(keys(wins));
    expect(matched(score(gov, wins))).toBe(true);
  });
  it('keeps the other side of the case, and the vote split, apart', () => {
    const halvorsen = yes('beta', 'Will SCOTUS rule for Halvorsen against the Labor Department?');
    const wins = yes('beta_us', 'SCOTUS: Government wins U.S. v. Halvorsen?');
    expect(score(halvorsen, wins).vetoes).toContain('the other side of a court case');
    const sides = yes('beta', 'Supreme Court sides with Marlowe in campaign finance case?');
    const unanimous = yes('beta', 'Will Marlowe v. FEC be decided unanimously?');
    expect(matched(score(sides, unanimous))).toBe(false);
    // (a question on the ruling's date names no side)
    expect(keys(yes('beta_us', 'Delgado v. Louisiana decided by June 30?'))[0]).not.toMatch(/^court:/);
  });
});
