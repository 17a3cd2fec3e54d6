// Names written short across venues: a given name by its common English short form ("Tish" / "Letitia James"), a party by
// an acronym whose letters include a stopword ("NPP" / "New Patriotic Party"), a player by the head of a long name
// ("Pragg" / "Praggnanandhaa R"). Each rule with a pair it must keep apart.
import { describe, expect, it } from 'vitest';
import { refdata } from '@ref/domain';
import { counter, listing } from './test-listings.ts';

const CLOSE = Date.parse('2034-06-28T23:59:00Z');
const next = counter();
const ev = (venue: string, title: string, category: string | null, labels: string[]): refdata.EventFeatures => listing(venue, `${venue}-${next()}`, title, category, labels, CLOSE);
/** The outcome pairs the aligner makes between two events' named outcomes, as "label a = label b". */
const aligned = (a: refdata.EventFeatures, b: refdata.EventFeatures, sports: boolean): string[] => {
  const ka = new Set(a.markets.map((m) => m.key).filter((k): k is string => k !== null));
  const kbk = new Set(b.markets.map((m) => m.key).filter((k): k is string => k !== null));
  const alias = refdata.labelAliases(ka, kbk, { sports, a: refdata.outcomeTexts(a.markets), b: refdata.outcomeTexts(b.markets) });
  return [...alias].map(([y, x]) => `${x} = ${y}`).sort();
};

describe('a given name by its common short form', () => {
  it('aligns Tish James with Letitia James and Joe Borelli with Joseph Borelli, not two people sharing a surname', () => {
    const a = ev('alpha', 'New York Democratic governor nominee', 'Elections', ['Tish James', 'Kathy Hochul', 'Joe Borelli']);
    const b = ev('beta', 'New York Democratic Governor Primary Winner', 'Politics', ['Letitia James', 'Kathy Hochul', 'Joseph Borelli']);
    expect(aligned(a, b, false)).toEqual(expect.arrayContaining(['lbl:tish james = lbl:letitia james', 'lbl:joe borelli = lbl:joseph borelli']));
    // (a short form of another given name, the surname shared: "Tish James" is not "Jim James", "Joe Borelli" not "John Borelli")
    const c = ev('beta', 'New York Democratic Governor Primary Winner', 'Politics', ['Jim James', 'Kathy Hochul', 'John Borelli']);
    expect(aligned(a, c, false).filter((p) => p.includes('james') || p.includes('borelli'))).toEqual([]);
    expect(refdata.givenNameShortForm('bill', 'william')).toBe(true);
    expect(refdata.givenNameShortForm('bill', 'robert')).toBe(false);
  });
});

describe('an acronym of a name whose first word is a stopword', () => {
  it('aligns NPP with New Patriotic Party, not with another party of those initials\' neighbours', () => {
    const a = ev('alpha', 'Ghana presidential election 2032: which party wins?', 'World', ['National Democratic Congress', 'New Patriotic Party']);
    const b = ev('beta', 'Ghana Presidential Election 2032: Winning Party', 'Politics', ['NDC', 'NPP']);
    expect(aligned(a, b, false)).toContain('lbl:patriotic party = lbl:npp');
    // (an acronym that spells other words: "NPP" is not the "National People's Power")
    const c = ev('alpha', 'Ghana presidential election 2032: which party wins?', 'World', ['National Democratic Congress', 'Convention People\'s Party']);
    expect(aligned(c, b, false).filter((p) => p.includes('npp'))).toEqual([]);
  });
});

describe('a player by the head of a long name', () => {
  it('aligns Pragg with Praggnanandhaa R, not a short word that starts two names or is too close to one', () => {
    const a = ev('alpha', 'Tata Steel Masters 2027 winner?', 'Sports', ['Praggnanandhaa R', 'Magnus Carlsen']);
    const b = ev('gamma', 'Tata Steel Chess Masters 2027', 'Sports', ['Pragg', 'Carlsen']);
    expect(aligned(a, b, true)).toContain('lbl:praggnanandhaa r = lbl:pragg');
    // (a word that is the other's but for a letter or two is no clipped name: "Carls" is not read as "Carlsen")
    const c = ev('gamma', 'Tata Steel Chess Masters 2027', 'Sports', ['Prag', 'Carls']);
    expect(aligned(a, c, true).filter((p) => p.includes('carls =') || p.endsWith('= lbl:carls') || p.endsWith('= lbl:prag'))).toEqual([]);
  });
});
