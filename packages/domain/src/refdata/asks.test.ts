// Unit tests of the qualifiers a question asks beyond its subject (asks.ts).
import { describe, expect, it } from 'vitest';
import { asksOf, asksVetoes } from './asks.ts';

const veto = (x: string, y: string, yesNo = false): string[] => asksVetoes(asksOf(x), asksOf(y), yesNo);

describe('qualifiers of a question', () => {
  it('separates a marked qualifier named on one side only', () => {
    expect(veto('Eurovision 2027 winner?', 'Eurovision 2027: Televote Winner')).toEqual(['different vote (main vs televote)']);
    expect(veto('Eurovision 2027: jury vote winner', 'Eurovision 2027: televote winner')).toEqual(['different vote (jury vs televote)']);
    expect(veto('2027 Six Nations winner?', 'Six Nations 2027: Grand Slam')).toEqual(['different prize (main vs grand_slam)']);
    expect(veto('IPL 2027 champion?', 'IPL 2027: which team will finish top of the league table?')).toEqual(['different table (main vs league_table)']);
    expect(veto('Vitality vs NAVI (Dec 6)', 'Vitality vs NAVI — Map 1 winner (Dec 6)')).toEqual(['different part (main vs map1)']);
    expect(veto('Vitality vs NAVI map 2', 'Vitality vs NAVI — Map 1 winner')).toEqual(['different part (map2 vs map1)']);
    expect(veto('Highest-grossing film of 2026 worldwide?', 'Top-grossing film at the 2026 calendar-year box office (incl. holdovers)')).toEqual(['different gross_basis (main vs calendar)']);
    expect(veto('Avengers: Doomsday Rotten Tomatoes score?', 'Avengers: Doomsday Popcornmeter (audience score) above 90%?')).toEqual(['different score (main vs audience)']);
    expect(veto('Avengers: Doomsday domestic opening weekend?', 'Avengers: Doomsday opening weekend (studio estimate)')).toEqual(['different estimate (main vs estimate)']);
    expect(veto('Will 2026 be the hottest year on record?', '2026 among the 3 warmest years on record (NASA GISTEMP)?')).toEqual(['different placing (main vs top_n)']);
    expect(veto("Narnia: The Magician's Nephew opening weekend?", "Narnia: The Magician's Nephew 5-day Thanksgiving box office")).toEqual(['different frame (main vs extended)']);
    expect(veto('Will WHO declare a new PHEIC in 2027?', 'H5N1 bird flu pandemic declared in 2027?')).toEqual(['different pathogen (main vs h5n1)']);
    expect(veto('Bird flu PHEIC in 2027?', 'H5N1 PHEIC declared in 2027?')).toEqual([]);
  });

  it('keeps questions that name the same qualifier or none', () => {
    expect(veto('Eurovision 2027 winner?', 'Eurovision Song Contest 2027')).toEqual([]);
    expect(veto('Six Nations 2027: Grand Slam', 'Will Ireland win the 2027 Six Nations Grand Slam?')).toEqual([]);
    expect(veto('Vitality vs NAVI map 1', 'Vitality vs NAVI — Map 1 winner')).toEqual([]);
    expect(veto('GDP advance estimate Q4 2026', 'US GDP growth in Q4 2026')).toEqual([]);
  });

  it('separates stated qualifiers only when both sides name them and differ', () => {
    expect(veto('FDA approval of CagriSema by Mar 31, 2027?', 'European Commission approval of CagriSema by March 31, 2027?')).toEqual(['different regulator (fda vs eu)']);
    expect(veto('FDA approval of CagriSema by Mar 31, 2027?', 'CagriSema approved by March 31, 2027?')).toEqual([]);
    expect(veto('Will the EU lift its sanctions on Sberbank in 2029?', 'US lifts sanctions on Sberbank by end of 2029?')).toEqual(['different sanctioner (eu vs us)']);
    expect(veto('US lifts sanctions on Sberbank by end of 2029?', 'OFAC removes Sberbank from the SDN list before 2030?')).toEqual([]);
    expect(veto('Sanctions on Sberbank lifted in 2029?', 'US lifts sanctions on Sberbank by end of 2029?')).toEqual([]);
    expect(veto('#1 song on Spotify US Daily Top 50 on Dec 25?', 'Top Spotify song on December 25? (Global)')).toEqual(['different chart_region (us vs global)']);
    expect(veto('UK Christmas Number One 2026', 'Spotify Global Top 50 #1 on Christmas Day 2026')).toEqual(['different chart_region (uk vs global)']);
    expect(veto('Netflix top English film (Global) Dec 21 – Dec 27', 'Netflix #1 movie in the US on December 27, 2026')).toEqual(['different chart_region (global vs us)']);
    expect(veto('Top Spotify song on December 25?', 'Spotify Global Top 50 #1 on Christmas Day 2026')).toEqual([]);
    expect(veto('White Christmas in NYC?', 'Will it snow in NYC on Christmas?')).toEqual(['different snow (depth vs fall)']);
    expect(veto('White Christmas in NYC?', 'White Christmas 2026 in New York City (Central Park, 1" snow depth)?')).toEqual([]);
    expect(veto('South Africa vs India, 2nd Test (Cape Town)', 'South Africa vs India Test Series Winner')).toEqual(['different cricket_unit (match vs series)']);
    expect(veto('South Africa vs India, 2nd Test (Cape Town)', 'Will India win the 2nd Test vs South Africa?')).toEqual([]);
    expect(veto('The Ashes 2027: series winner', 'Ashes 2027 winner')).toEqual([]);
    expect(veto('US national average gas price on July 31, 2027 (AAA)', 'EIA regular gasoline monthly average, July 2027')).toEqual(['different reading (day vs period_average)']);
    expect(veto('Mauna Loa CO2 monthly average for May 2027?', 'May 2027 CO2 at Mauna Loa above 432 ppm?')).toEqual([]);
    expect(veto('Will Punxsutawney Phil see his shadow?', 'Groundhog Day 2027: will Phil predict an early spring?')).toEqual(['different groundhog (winter vs spring)']);
    expect(veto('Will Punxsutawney Phil see his shadow?', 'Will Punxsutawney Phil see his shadow on Groundhog Day 2027?')).toEqual([]);
  });

  it('separates two yes/no questions when only one title states a threshold', () => {
    expect(veto('Will the Doomsday Clock move closer to midnight in January 2027?', 'Doomsday Clock set at 85 seconds or less to midnight in 2027?', true)).toEqual(['a numeric threshold in one title only']);
    expect(veto('Will ADP report more than 50,000 private jobs?', 'ADP private payrolls above 50K?', true)).toEqual([]);
    // (not between ladders: a ladder's strikes are its outcomes)
    expect(veto('Will the Doomsday Clock move closer to midnight in January 2027?', 'Doomsday Clock set at 85 seconds or less to midnight in 2027?', false)).toEqual([]);
  });
});

describe('polling aggregators', () => {
  it('tells two aggregators named in the titles apart, and reads a title silent on it as either', () => {
    const rcp = asksOf('Trump approval rating on Apr 30, 2028 (RealClearPolitics)?'), sb = asksOf('Trump approval on 30 Apr (Silver Bulletin) above');
    expect(asksVetoes(rcp, sb, false)).toEqual(['different aggregator (rcp vs silver_bulletin)']);
    expect(asksVetoes(asksOf('Leader in RCP 2028 Democratic primary average on Dec 31'), asksOf('Who will lead the RealClearPolling Dem primary average on December 31?'), false)).toEqual([]);
    expect(asksVetoes(asksOf('Trump approval rating on April 30, 2028?'), sb, false)).toEqual([]);
  });
});

describe('the speaker of a mentions market', () => {
  it('separates two speakers and keeps one speaker named in other words', () => {
    expect(veto('What will JPMorgan say during its earnings call?', 'What will Goldman Sachs say during its earnings call?')).toEqual(['different speakers (jpmorgan vs goldman sachs)']);
    expect(veto('What will JPMorgan say during its earnings call?', 'What will JPMorgan Chase say during Q4 earnings call?')).toEqual([]);
    expect(veto('What will JPM say during its earnings call?', 'What will JPMorgan say during Q4 earnings call?')).toEqual([]);
    expect(veto('What will Powell say at the press conference?', 'Fed press conference mentions')).toEqual([]);
  });
});

describe('a speaker named elsewhere in the other title', () => {
  it('keeps "What will Zuckerberg say during Meta earnings call?" with "What will Meta say on its earnings call?"', () => {
    expect(veto('What will Meta say on its Q1 2029 earnings call?', 'What will Zuckerberg say during Meta earnings call (Q1 2029)?')).toEqual([]);
  });
});
