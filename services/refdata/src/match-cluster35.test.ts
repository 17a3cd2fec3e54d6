// Pairs that score above the acceptance threshold but were lost in clustering: a yes/no listing of a game naming both
// its sides is the game (not one candidate of a field, whose pairs wait for the whole events), two venues' one-market
// listings of two candidates of a race are that race's outcomes though they name different people, and of one venue's
// close candidates the one its outcomes single out keeps its pair (a whole event beside one-outcome listings, a ladder
// sharing strikes beside ladders sharing none).
import { describe, expect, it } from 'vitest';
import { refdata } from '@ref/domain';
import { counter, listing } from './test-listings.ts';

const next = counter();
const ev = (venue: string, title: string, category: string | null, labels: string[], closeIso: string): refdata.EventFeatures =>
  listing(venue, `e${next()}`, title, category, labels, Date.parse(closeIso), labels.length === 1 ? title : '');
/** the keys clustered with `f` (itself included), sorted */
const clusterOf = (fs: refdata.EventFeatures[], f: refdata.EventFeatures): string[] =>
  (refdata.matchEvents(fs).clusters.find((c) => c.members.some((m) => m.key === f.key))?.members.map((m) => m.key) ?? [f.key]).sort();

describe('a yes/no listing of a game that names both its sides', () => {
  const close = '2034-01-13T05:00:00Z';
  const game = ev('alpha', 'Ohio St. vs Georgia', 'Sports', ['Ohio St.', 'Georgia'], close);
  const yesNo = ev('beta', 'CFP Semifinal (Orange Bowl): Ohio State vs. Georgia', 'Sports', ['Ohio State'], close);
  const other = ev('gamma', 'Orange Bowl (CFP semi): Buckeyes vs Dawgs', null, ['Buckeyes', 'Bulldogs'], close);
  const single = ev('gamma', 'Georgia beats Ohio State in the Orange Bowl?', null, ['Georgia Bulldogs'], close);

  it('is the game: another venue\'s listing of the game joins them, not that venue\'s one-side listing scored lower', () => {
    const c = clusterOf([game, yesNo, other, single], game);
    expect(c).toEqual([game.key, yesNo.key, other.key].sort());
    expect(c).not.toContain(single.key);
  });

  it('leaves one-market listings of the candidates of a field waiting for the whole events', () => {
    const cl = '2034-01-30T04:00:00Z';
    const afc = ev('alpha', 'AFC Champion', 'Sports', ['Kansas City', 'Buffalo', 'Baltimore'], cl);
    const afc2 = ev('gamma', 'Who wins the AFC Championship Game (Jan 29)?', null, ['Kansas City', 'Buffalo', 'Baltimore'], cl);
    const kc = ev('beta', 'Will the Kansas City Chiefs win the AFC Championship?', 'Sports', ['Kansas City Chiefs'], cl);
    const buf = ev('beta', 'Will the Buffalo Bills win the AFC Championship?', 'Sports', ['Buffalo Bills'], cl);
    expect(clusterOf([afc, afc2, kc, buf], afc)).toEqual([afc.key, afc2.key, kc.key, buf.key].sort());
  });
});

describe('two venues\' one-market listings of two candidates of a race', () => {
  const close = '2034-08-05T04:00:00Z';
  const race = ev('alpha', 'Arizona Republican Senate nominee', 'Elections', ['Kari Lake', 'Abe Hamadeh', 'Andy Biggs'], close);
  const lake = ev('beta_us', 'Arizona GOP Senate Nominee', 'Politics', ['Kari Lake'], close);
  const hamadeh = ev('gamma', 'Will Abe Hamadeh win Arizona\'s GOP Senate primary?', null, ['Abe Hamadeh'], close);

  it('are outcomes of that race though each names another person', () => {
    expect(clusterOf([race, lake, hamadeh], race)).toEqual([race.key, lake.key, hamadeh.key].sort());
  });

  it('but not a candidate\'s listing of another race', () => {
    const governor = ev('gamma', 'Will Abe Hamadeh win the 2034 Arizona governor race?', null, ['Abe Hamadeh'], '2034-11-08T04:00:00Z');
    expect(clusterOf([race, lake, governor], race)).not.toContain(governor.key);
  });
});

describe('of one venue\'s close candidates, the one the outcomes single out', () => {
  it('is the whole event beside a listing of one of its outcomes (a ladder beside a rung)', () => {
    const close = '2027-05-01T03:59:00Z';
    const ladder = ev('alpha', 'How high will Bitcoin get in April 2027?', 'Crypto', ['Above $110,000', 'Above $120,000', 'Above $130,000'], close);
    const other = ev('beta_us', 'What price will Bitcoin hit in April?', 'Crypto', ['↑ $120K', '↓ $80K'], close);
    const rung = ev('beta_us', 'Will Bitcoin hit $120K by April 30?', 'Crypto', ['Yes'], close);
    const c = clusterOf([ladder, other, rung], ladder);
    expect(c).toContain(other.key);
    expect(c).not.toContain(rung.key);
  });

  it('is the ladder with a strike in common, not the same hour\'s price ranges', () => {
    const close = '2034-04-19T21:00:00Z';
    const above = ev('alpha', 'Bitcoin price on Apr 19, 2034 at 5pm EDT?', 'Crypto', ['$100,000 or above', '$105,000 or above', '$110,000 or above'], close);
    const above2 = ev('gamma', 'BTC/USD at 17:00 ET on 19 Apr (Coinbase)', null, ['≥ $100,000', '≥ $105,000'], close);
    const ranges = ev('gamma', 'Bitcoin price at 5pm ET Apr 19 — which range? (Coinbase)', null, ['$104,000–$104,499', '$104,500–$104,999', '$105,000–$105,999'], close);
    const c = clusterOf([above, above2, ranges], above);
    expect(c).toContain(above2.key);
    expect(c).not.toContain(ranges.key);
  });

  it('is none when two named events share the candidates: a debate is not the election, though its outcomes are the same two people', () => {
    const election = ev('beta_us', '2032 U.S. Presidential Election Winner', 'Politics', ['Shapiro', 'Vance'], '2032-11-03T04:00:00Z');
    const debate = ev('beta', 'Who will win the second presidential debate? (CNN poll)', 'Politics', ['Shapiro', 'Vance'], '2032-10-13T04:00:00Z');
    const party = ev('beta', 'Which party wins the 2032 US Presidential Election?', 'Politics', ['Democratic', 'Republican', 'Other'], '2032-11-03T04:00:00Z');
    const c = clusterOf([election, debate, party], election);
    expect(c).not.toContain(debate.key);
  });
});
