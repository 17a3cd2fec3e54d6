// Unit tests of the court-ruling rule of session 10 (f12, holdout58/50/33): the side a court rules for is one outcome
// whether a venue writes it as a label of the case ("Rules for Marlowe", "Delgado (petitioner)", "Petitioner wins") or as
// a yes/no question ("Supreme Court sides with Marlowe?", "SCOTUS: Government wins U.S. v. Halvorsen?"); the other side,
// the vote split, the date of the ruling stay apart.
import { describe, expect, it } from 'vitest';
import { refdata } from '@ref/domain';
import { loadKb } from './kb.ts';

const { kb } = loadKb();
const close = Date.parse('2034-07-03T20:00:00Z');
let n = 0;
const mk = (label: string, question = ''): refdata.VenueMarketInput => ({
  venue_market_id: `m${++n}`, question, outcome_label: label, yes_token: null, no_token: null, status: 'active',
  close_time_ms: close, expiration_time_ms: close, rules: null, resolution_source: null,
});
const ev = (venue: string, title: string, markets: refdata.VenueMarketInput[]): refdata.EventFeatures =>
  refdata.eventFeatures({ venue, venue_event_id: `e${++n}`, event_slug: null, title, sub_title: null, category: 'Politics', status: 'active',
    mutually_exclusive: markets.length > 1, market_type: null, close_time_ms: close, settlement_sources: [], rules: null, markets }, kb);
const yes = (venue: string, title: string): refdata.EventFeatures => ev(venue, title, [mk('Yes', title)]);
const score = (a: refdata.EventFeatures, b: refdata.EventFeatures): refdata.PairScore => (a.key < b.key ? refdata.scorePair(a, b) : refdata.scorePair(b, a));
const keys = (f: refdata.EventFeatures): string[] => f.markets.map((m) => m.key ?? '');
const matched = (s: refdata.PairScore): boolean => s.vetoes.length === 0 && s.confidence >= refdata.MATCH_ACCEPT;

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
