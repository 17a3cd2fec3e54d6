// Unit tests of the subject axes: instruments, company metrics, platforms and out-of-kb names.
import { describe, expect, it } from 'vitest';
import { propositionOf } from './proposition.ts';
import { alsoDomainsOf, boxOfficeScope, openingDays, platformsOf, platformWords, properNames, subjectOf, subjectVetoes } from './subject.ts';
import { parseStrikes, strikeKey } from './text.ts';
import { priceKindOf } from './observe.ts';

const none: ReadonlySet<string> = new Set();
const veto = (x: string, y: string, similarity = 0): string[] => subjectVetoes(subjectOf(x, none), subjectOf(y, none), { single: true, similarity });

describe('subject axes', () => {
  it('tells quoted instruments apart and keeps one instrument in other words', () => {
    expect(subjectOf('WTI oil price on Mar 31, 2027', none).underlying).toEqual(['wti']);
    expect(subjectOf('Nasdaq Composite above 27,000 at the end of 2027?', none).underlying).toEqual(['ixic']);
    // a company written as its ticker is that company's name
    expect(veto('Union Pacific-Norfolk Southern deal closes by Jun 30, 2029?', 'Will UNP close its acquisition of NSC before July 2029?')).toEqual([]);
    expect(veto('Union Pacific-Norfolk Southern deal closes by Jun 30, 2029?', 'Will CSX close its acquisition of KSU before July 2029?')).not.toEqual([]);
    // Freddie Mac's survey names its term alone
    expect(subjectOf('Freddie Mac PMMS 30Y fixed, 28 June 2029', none).underlying).toEqual(['mortgage30']);
    expect(subjectOf('30-year mortgage rate on Jun 28, 2029', none).underlying).toEqual(['mortgage30']);
    expect(subjectOf('Nasdaq-100 at the end of 2027', none).underlying).toEqual(['ndx']);
    expect(subjectOf('Bitcoin Cash above $1,000 on Dec 31?', none).underlying).toEqual(['bch']);
    expect(subjectOf('BCH ≥ $1,000 at 17:00 ET on 31 Dec 2027?', none).underlying).toEqual(['bch']);
    expect(subjectOf('Bitcoin above $100,000 on Dec 31?', none).underlying).toEqual(['btc']);
    expect(subjectOf('EUR/USD on June 30, 2027?', none).underlying).toEqual(['fx:eurusd']);
    expect(veto('WTI crude settles above $70 on March 31, 2027?', 'Brent crude above $70 on March 31, 2027?')).toContain('different instruments (wti vs brent)');
    expect(veto('Gold price at the end of Jun 2027', 'Will gold be above $4,500 on June 30, 2027?', 0.6)).toEqual([]);
    expect(veto('S&P 500 close on Dec 31', 'SPX on December 31', 0.6)).toEqual([]);
  });

  it('tells company metrics and platforms apart', () => {
    expect(veto('Tesla deliveries in Q1 2027', 'Tesla Q1 2027 production above 450K?', 0.6)).toContain('different metrics (deliveries vs production)');
    expect(veto('Will Apple beat quarterly earnings (FQ2 2027)?', 'Will Apple beat revenue estimates in fiscal Q2 2027?', 0.6)).toContain('different metrics (earnings vs revenue)');
    expect(veto('Top free app on the US App Store on Jan 31, 2027?', 'Top free app on Google Play US — Jan 31, 2027', 0.6)).toContain('different platforms (app_store vs google_play)');
    expect(veto('Will Apple say "AI" on its earnings call?', 'Apple earnings call: "AI" mentioned?', 0.6)).toEqual([]);
  });

  it('separates one-market events that name only different names, not one name written two ways', () => {
    expect(veto('Will Stripe IPO in 2027?', 'SpaceX IPO in 2027?', 0.33)).toContain('different names (stripe vs spacex)');
    expect(veto('Seattle January 2027 rainfall above 6 inches?', 'Portland, OR January 2027 precipitation above 6 inches?', 0.2)).toHaveLength(1);
    expect(veto('Will Strategy sell any bitcoin in 2027?', 'MicroStrategy sells Bitcoin in 2027?')).toEqual([]);
    expect(veto('Will the SEC approve a spot Hyperliquid ETF?', 'SEC approves a spot HYPE ETF?')).toEqual([]);
    expect(veto('DHS Secretary confirmed before Apr 1, 2027?', 'New Homeland Security Secretary confirmed by March 31, 2027?')).toEqual([]);
    expect(veto('Will Stripe IPO in 2027?', 'SpaceX IPO in 2027?', 0.6)).toEqual([]);
  });

  it('reads an approval and the start of trading as two propositions', () => {
    expect(propositionOf('SEC approves a spot HYPE ETF by March 31, 2027?').acts).toEqual(['approve']);
    expect(propositionOf('Spot HYPE ETF begins trading in the US by March 31, 2027?').acts).toEqual(['trade']);
    expect(propositionOf('Will SpaceX IPO and begin trading in 2027?').acts).toEqual(['ipo']);
  });

  it('files company and tech categories under both domains, and central-bank politics under economics', () => {
    expect(alsoDomainsOf('economics', 'Companies', 'Tesla deliveries in Q1 2027')).toEqual(['culture']);
    expect(alsoDomainsOf('culture', 'Tech', 'Tesla deliveries in Q1 2027?')).toEqual(['economics']);
    expect(alsoDomainsOf('politics', 'Politics', 'Senate confirms Fed Vice Chair by March 31?')).toEqual(['economics']);
    expect(alsoDomainsOf('politics', 'Politics', 'Kentucky Governor Election 2027')).toEqual([]);
  });

  it('files a Nobel prize or a person of the year under world news and culture alike', () => {
    expect(alsoDomainsOf('politics', 'World', 'Nobel Prize in Literature 2027?')).toEqual(['culture']);
    expect(alsoDomainsOf('culture', 'Culture', 'Time Person of the Year 2026')).toEqual(['politics']);
    expect(alsoDomainsOf('sports', 'Sports', 'Nobel Prize in Literature 2027?')).toEqual([]);
  });

  it('reads counts written with a thousands separator and levels reached by a deadline', () => {
    expect(parseStrikes('More than 2,000 US measles cases in 2027').map(strikeKey)).toEqual(['gt:2000']);
    expect(parseStrikes('Silver to $60 before 2028?').map(strikeKey)).toEqual(['ge:60']);
    expect(parseStrikes('from $50 to $60 by June').map(strikeKey)).toEqual(['range:50:60']);
    expect(priceKindOf(['Silver to $60 before 2028?'])).toBe('touch');
    expect(priceKindOf(['Silver settles above $60 on Dec 31, 2027?'])).toBe('at');
  });

  it('reads names, not capitalised words: measures fold away, a first word is a weak name', () => {
    expect(properNames('Jobs numbers in Apr 2027?', none).names).toEqual([]);
    expect(properNames('Nonfarm payrolls April 2027', none).names).toEqual([]);
    // a chamber and the ranking of a seat count in title case are no names
    expect(properNames('Next UK General Election: Most Seats', none).names).toEqual([]);
    expect(properNames('UK general election: largest party in the Commons', none).names).toEqual([]);
    expect(properNames('Foldable iPhone announced in 2027?', none)).toEqual({ names: ['foldable'], weak: ['foldable'] });
    expect(properNames('SpaceX IPO in 2027?', none)).toEqual({ names: ['spacex'], weak: [] });
    const a = subjectOf('Will Apple announce a foldable iPhone in 2027?', none), b = subjectOf('Foldable iPhone announced in 2027?', none);
    expect(subjectVetoes(a, b, { single: true, similarity: 0.4, stemsA: new Set(['apple', 'annou', 'folda', 'iphon']), stemsB: new Set(['folda', 'iphon', 'annou']) })).toEqual([]);
  });
  it('does not read the instrument or its exchange as a proper name', () => {
    expect(subjectOf('Henry Hub natural gas above $5 in January 2027?', none).names).toEqual([]);
    expect(subjectOf('Natural gas (NYMEX front month) settles over $5 in January 2027?', none).names).toEqual([]);
  });
});

describe('calendar words', () => {
  it('reads a weekday written short before its date as no name', () => {
    expect(properNames('SPX weekly close ≥ 6,000 (Fri Apr 7)', new Set(['spx'])).names).toEqual([]);
    expect(properNames('Sun 9 April: Tesla above $300?', new Set()).names).toEqual(['tesla']);
    expect(properNames('Will Sun Microsystems rebrand?', new Set()).names).toContain('sun');
  });
});

describe('price series, leaderboards and agencies', () => {
  it("reads AAA's regular gas average as the gasoline price, never natural gas", () => {
    expect(subjectOf('AAA US regular gas average on Apr 30 above', none).underlying).toEqual(['gasoline']);
    expect(subjectOf('US gas average price on Apr 30?', none).underlying).toEqual(['gasoline']);
    expect(subjectOf('Henry Hub natural gas average in April?', none).underlying).not.toContain('gasoline');
  });
  it('reads egg prices as a quoted price series', () => {
    expect(subjectOf('Egg prices in March 2027?', none).underlying).toEqual(['eggs']);
    expect(subjectOf('Average price of a dozen eggs in Mar 2027', none).underlying).toEqual(['eggs']);
    expect(subjectOf('Egg prices in March 2027?', none).names).toEqual([]);
  });
  it('names a leaderboard in a title, a rule or a source, and the words that name it', () => {
    expect(platformsOf('Resolves per https://lmarena.ai/leaderboard/text.')).toEqual(['lmarena']);
    expect(subjectOf('Top of LMArena text leaderboard on June 30, 2027', none).platform).toEqual(['lmarena']);
    expect(platformWords('Billboard Hot 100 #1 on chart dated Jan 9, 2027')).toEqual(['billboard', 'hot']);
  });
  it('tells the Billboard Hot 100 from the Billboard 200, and reads "Billboard" alone as any of its charts', () => {
    const hot = subjectOf('Billboard Hot 100 #1 (Apr 15, 2028 chart)', none), albums = subjectOf('Billboard 200 #1 album on the chart dated Apr 15, 2028?', none);
    expect(subjectVetoes(hot, albums, { single: false, similarity: 0.5 })).toEqual([expect.stringMatching(/different platforms/)]);
    expect(subjectVetoes(subjectOf('Billboard #1 song on April 15?', none), hot, { single: false, similarity: 0.5 })).toEqual([]);
    expect(subjectVetoes(subjectOf('Billboard #1 album on April 15?', none), albums, { single: false, similarity: 0.5 })).toEqual([]);
    expect(platformWords('Billboard 200 #1 album')).toEqual(['billboard']);
  });
  it('reads the days an opening-weekend gross counts', () => {
    expect(boxOfficeScope('"Shrek 5" US opening (3-day), per The Numbers', [])).toBe('domestic');
    expect(boxOfficeScope('Shrek 5 domestic opening weekend', [])).toBe('domestic');
    expect(boxOfficeScope('#1 movie at the box office this weekend (Dec 27-29)?', [])).toBe('domestic');
    expect(boxOfficeScope('Weekend box office #1, 17-19 Jan 2031 (3-day)', [])).toBe('domestic');
    expect(boxOfficeScope('Worldwide box office #1 this weekend', [])).toBe('worldwide');
    expect(boxOfficeScope('Top movie at the box office, May 25–27, 2029', [])).toBe('domestic');
    expect(boxOfficeScope('#1 movie this weekend (May 25-27)?', [])).toBe('domestic');
    expect(boxOfficeScope('Top movie of 2029 at the box office', [])).toBeNull();
    expect(boxOfficeScope('Top-grossing movie of the Jun 30 – Jul 2, 2028 weekend', [])).toBe('domestic');
    // (a film's weekend gross, as its opening weekend, is the domestic one unless worldwide is said)
    expect(boxOfficeScope('Box office: Sinners 2 second weekend gross', [])).toBe('domestic');
    expect(boxOfficeScope('Box office: Sinners 2 second weekend worldwide gross', [])).toBe('worldwide');
    // a season's or a film's gross whose rules count the domestic gross only
    expect(boxOfficeScope('Top grossing movie of summer 2029', ['Resolves to the film with the highest domestic gross for releases between May 4 and September 3, 2029.'])).toBe('domestic');
    expect(boxOfficeScope('Top grossing movie of summer 2029', ['Resolves to the film with the highest domestic gross and the highest worldwide gross.'])).toBeNull();
    expect(boxOfficeScope('Top grossing movie of summer 2029', [])).toBeNull();
    expect(boxOfficeScope('Shrek 5 opening night reviews', [])).toBeNull();
    expect(openingDays('Shrek 5 opening weekend box office?', ['Resolves on the domestic (US and Canada) 3-day Friday–Sunday opening weekend gross reported by The Numbers.'])).toBe(3);
    expect(openingDays('Shrek 5 opening weekend box office?', ['Resolves per the 5-day Wednesday–Sunday domestic opening gross on Box Office Mojo.'])).toBe(5);
    expect(openingDays('Avengers: Doomsday domestic opening weekend > $200 million?', ['Box Office Mojo domestic Fri–Sun opening gross, first weekend of release.'])).toBe(3);
    expect(openingDays('The Batman Part II opening weekend domestic box office', ['Three-day Friday–Sunday domestic opening gross per Box Office Mojo actuals.'])).toBe(3);
    expect(openingDays('Avengers: Doomsday opening weekend', [])).toBeNull();
    expect(openingDays('Box office of Shrek 5 in July', ['5-day total'])).toBeNull();
  });
  it('reads a benchmark index of AI labs as another leaderboard than the arena', () => {
    const aa = subjectOf('Top AI lab on the Artificial Analysis Intelligence Index — 30 Apr 2027', none);
    expect(aa.platform).toEqual(['artificial_analysis']);
    expect(subjectVetoes(aa, subjectOf('Top of LMArena text leaderboard on April 30, 2027', none), { single: false, similarity: 0.5 }))
      .toContain('different platforms (artificial_analysis vs lmarena)');
  });
  it('reads the agency that measures a hazard as no name of the subject', () => {
    expect(properNames('USGS records an M8+ quake during 2027?', none).names).toEqual([]);
  });
});

describe('deal parties', () => {
  const none = new Set<string>();
  it('reads two names joined by a hyphen as two names', () => {
    expect(properNames('Netflix-Warner Bros. deal closes before Jul 1, 2027?', none).names).toEqual(['netflix', 'warner', 'bros']);
  });
  it('separates one target bought by two different buyers, not two wordings of one deal', () => {
    const netflix = subjectOf('Netflix-Warner Bros. deal closes before Jul 1, 2027?', none);
    const netflix2 = subjectOf('Netflix completes Warner Bros. acquisition by June 30?', none);
    const paramount = subjectOf('Paramount acquires Warner Bros. Discovery by 30 June 2027?', none);
    const ctx = (x: string[], y: string[]): { single: boolean; similarity: number; stemsA: Set<string>; stemsB: Set<string> } => ({ single: true, similarity: 0.6, stemsA: new Set(x), stemsB: new Set(y) });
    expect(subjectVetoes(netflix, paramount, ctx(['netfl', 'warne', 'bros', 'deal', 'close'], ['param', 'acqui', 'warne', 'bros', 'disco']))).toEqual(['different deal parties (netflix vs paramount,discovery)']);
    expect(subjectVetoes(netflix, netflix2, ctx(['netfl', 'warne', 'bros', 'deal', 'close'], ['netfl', 'compl', 'warne', 'bros', 'acqui']))).toEqual([]);
  });
});

describe('one candidate of a race', () => {
  const none = new Set<string>();
  it('does not separate a candidate\'s market from the race that lists the candidate', () => {
    const one = subjectOf('Will Wes Streeting be the next UK Prime Minister?', none);
    const race = subjectOf('Who will be the next UK Prime Minister after Keir Starmer?', none);
    const outcomes = new Map([['lbl:streeting', { label: ['streeting'] }], ['lbl:burnham', { label: ['burnham'] }]]);
    expect(subjectVetoes(one, race, { single: true, similarity: 0.3 })).toEqual(['different names (wes,streeting vs keir,starmer)']);
    expect(subjectVetoes(one, race, { single: true, similarity: 0.3, outcomesB: outcomes })).toEqual([]);
  });
});
