// Thirty-fifth independent refdata holdout: writes test/refdata/holdout35-set.json (US politics, policy and the 2031-32
// season futures as listed in autumn 2031: the 2032 presidential primaries (declarations, Iowa/New Hampshire/South
// Carolina and later contests, nominee markets per party), the November 2031 state and NYC-area local elections,
// Congress (shutdowns, bills, the Speaker), the Supreme Court's October Term 2031, cabinet departures, presidential
// approval from named pollsters and aggregators, tariffs and executive orders, the Fed and its chair; plus season futures
// listed then (NFL/NBA/NHL/college champions, MVPs and awards, the 2032 World Series) and about 15% non-US distractors).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout35.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, emitScenario,
// venueBuilders, caseList, nf, rows, z, yn, slug and the HoldoutRow/Mx types), lines 1–80 of
// test/refdata/holdout29.build.ts (its header: the labelling rules below are adopted from it verbatim, and the helper
// usage) and the last 45 lines of test/refdata/holdout29.build.ts (how the JSON is written out).
// Nothing under services/refdata/** or packages/domain/src/refdata/** was opened, nor any other set, build file or test
// in test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not been seen.
//
// Labelling rules (what the labels assert):
// - One real-world event = one question about one observation: one measure (headline/core, MoM/YoY, deliveries/
//   production, 3-day/5-day weekend), one period, one estimate (advance vs second GDP), one observation kind (value at a
//   time vs reached at any time; "on" a date vs "by" a date), one place, one asset, one office and one counting rule.
//   Listings that differ on any of these are different events (split with `groups`, or put in separate cases).
// - The same nominal observation (same asset, same instant) priced off a different source or fixing (CF Benchmarks vs
//   an exchange candle, COMEX settle vs LBMA PM, Box Office Mojo vs The Numbers), different weather stations of one
//   city, and Fed cuts counted by meetings vs by 25 bp steps are ONE event with the outcomes matched but `fungible`
//   false on that pair (nf()). Instants hours apart (12:00 ET vs 17:00 ET) and different deadlines are different events.
//   Different poll aggregators (RealClearPolitics vs Silver Bulletin) are different statistics, so different events.
// - Same `t` = same outcome on the YES side. "Above 2.8%" and "2.9% or higher" are one outcome for a statistic published
//   to one decimal; "Above 3.0%" and "3.0% or higher" are not. For continuously traded prices "above X" and "X or more"
//   are one outcome. Above vs below (or "Democrats win" vs "Republicans win" in a two-party race) on the same
//   observation is the same event with different `t` (the YES sides are complements).
// - A categorical market on one venue and a set of binary markets on another are the same event when their buckets
//   coincide; buckets that do not coincide get their own `t`.
// - Deadlines: "by June 30" and "in 2027" are different events; "by Dec 31, 2027" and "in 2027"/"before 2028" are one.
// Set-specific readings (applying the rules above): there is no Virginia or New Jersey governor race in November 2031
// (those fall in 2029 and 2033), so the November 2031 slots hold what is really on those ballots: both chambers of the
// Virginia General Assembly, both houses of the New Jersey Legislature, the Kentucky/Mississippi/Louisiana governor races,
// and NYC-area local races (Suffolk County Executive, the Brooklyn and Queens DAs, Nassau County Legislature, Yonkers).
// A candidate "announcing" a run and "filing FEC Form 2" are different observations; a bill passing one chamber and being
// signed into law are different observations; a cabinet member "resigning" and being "removed/fired" are different
// observations; a justice "announcing retirement" and a "vacancy occurring" are different observations. A state's
// party-certified caucus result and the AP call on the same caucus are one event priced off different sources (nf).
// A nominee market and a primary winner market are different rounds; a conference champion and the league champion are
// different rounds; the popular vote and the Electoral College are different measures. A chamber-control market with two
// party rows and a single "Republicans win" market are one event (the Democratic row is the complement). Two listings of
// one pollster's approval differing in "above 45%" vs "45% or higher" are kept apart as outcomes (published to 0.1).
// Ids: beta event ids 430001+, gamma ids 37001+, alpha tickers dated 2031/2032; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'primaries' | 'elections_2031' | 'congress' | 'courts' | 'executive' | 'approval' | 'fed' | 'sports_futures' | 'non_us';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(430000, 37000);

const AP = 'Associated Press https://apnews.com/hub/election-results';
const FEDSRC = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const FR = 'Federal Register https://www.federalregister.gov/presidential-documents/executive-orders';
const WH = 'https://www.whitehouse.gov/presidential-actions/';
const GALLUP = 'Gallup https://news.gallup.com/poll/203198/presidential-approval-ratings.aspx';
const NFL = 'NFL https://www.nfl.com/standings';
const SCOTUS = 'Supreme Court of the United States https://www.supremecourt.gov/opinions/slipopinions.aspx';
const CONGRESS = 'Congress.gov https://www.congress.gov/';

// ───────────────────────────── 2032 PRIMARIES ─────────────────────────────

{ // Democratic presidential nominee 2032 (all four venues; outcome lists only partly overlap).
  const close = z('2032-08-20', '04:00');
  addCase('primaries', { name: 'dem-nominee-2032', events: [
    A('KXPRESNOMD-32', '2032 Democratic presidential nominee', 'Politics', close, [['GNEW', 'Gavin Newsom', 'dn-newsom'], ['JSHA', 'Josh Shapiro', 'dn-shapiro'], ['GWHI', 'Gretchen Whitmer', 'dn-whitmer'],
      ['PBUT', 'Pete Buttigieg', 'dn-buttigieg'], ['AOCA', 'Alexandria Ocasio-Cortez', 'dn-aoc'], ['WMOO', 'Wes Moore', 'dn-moore']]),
    B('Democratic Presidential Nominee 2032', 'Politics', close, [['dem-nominee-2032-newsom', 'Newsom', 'dn-newsom'], ['dem-nominee-2032-shapiro', 'Shapiro', 'dn-shapiro'],
      ['dem-nominee-2032-aoc', 'AOC', 'dn-aoc'], ['dem-nominee-2032-buttigieg', 'Buttigieg', 'dn-buttigieg'], ['dem-nominee-2032-pritzker', 'Pritzker', 'dn-pritzker'],
      ['dem-nominee-2032-beshear', 'Beshear', 'dn-beshear'], ['dem-nominee-2032-moore', 'Moore', 'dn-moore']]),
    U('democratic-nominee-2032', '2032 Democratic Nominee', 'Politics', close, [['dem-nom-2032-gavin-newsom', 'Gavin Newsom', 'dn-newsom'], ['dem-nom-2032-josh-shapiro', 'Josh Shapiro', 'dn-shapiro'],
      ['dem-nom-2032-aoc', 'Alexandria Ocasio-Cortez', 'dn-aoc']]),
    G('Who will be the 2032 Democratic nominee for President?', close, gr(['Gavin Newsom', 'dn-newsom'], ['Josh Shapiro', 'dn-shapiro'], ['Pete Buttigieg', 'dn-buttigieg'],
      ['JB Pritzker', 'dn-pritzker'], ['Andy Beshear', 'dn-beshear'], ['Ro Khanna', 'dn-khanna'])),
  ] });
}
{ // Republican presidential nominee 2032 (all four venues).
  const close = z('2032-07-24', '04:00');
  addCase('primaries', { name: 'gop-nominee-2032', events: [
    A('KXPRESNOMR-32', '2032 Republican presidential nominee', 'Politics', close, [['JDV', 'J.D. Vance', 'rn-vance'], ['MRUB', 'Marco Rubio', 'rn-rubio'], ['RDES', 'Ron DeSantis', 'rn-desantis'],
      ['DJTJR', 'Donald Trump Jr.', 'rn-djtjr'], ['VRAM', 'Vivek Ramaswamy', 'rn-ramaswamy']]),
    B('Republican Presidential Nominee 2032', 'Politics', close, [['gop-nominee-2032-vance', 'JD Vance', 'rn-vance'], ['gop-nominee-2032-rubio', 'Marco Rubio', 'rn-rubio'],
      ['gop-nominee-2032-trump-jr', 'Donald Trump Jr', 'rn-djtjr'], ['gop-nominee-2032-desantis', 'Ron DeSantis', 'rn-desantis'], ['gop-nominee-2032-youngkin', 'Glenn Youngkin', 'rn-youngkin']]),
    U('republican-nominee-2032', 'Republican Nominee 2032', 'Politics', close, [['rep-nom-2032-vance', 'Vance', 'rn-vance'], ['rep-nom-2032-rubio', 'Rubio', 'rn-rubio'], ['rep-nom-2032-desantis', 'DeSantis', 'rn-desantis']]),
    G('2032 GOP presidential nominee', close, gr(['JD Vance', 'rn-vance'], ['Marco Rubio', 'rn-rubio'], ['Donald Trump Jr.', 'rn-djtjr'], ['Tucker Carlson', 'rn-carlson'])),
  ] });
}
{ // Which party wins the 2032 presidential election (alpha categorical, beta "Democrat wins", gamma "Republican wins": complements)
  // vs the 2032 national popular vote (beta_us): measure negative.
  const close = z('2032-11-03', '04:00');
  addCase('primaries', { name: 'pres-party-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXPRESPARTY-32', 'Which party will win the 2032 presidential election?', 'Politics', close, [['D', 'Democratic Party', 'pp-d'], ['R', 'Republican Party', 'pp-r']]),
    B1('Will the Democratic candidate win the 2032 US presidential election?', 'Politics', close, 'pp-d'),
    G1('Republican wins 2032 US presidential election?', close, 'pp-r'),
    U1('dem-wins-popular-vote-2032', 'Democrats win the 2032 popular vote?', 'Politics', close, 'pv-d'),
  ] }, ['inverted', 'measure']);
}
{ // Iowa Republican caucus 2032 winner: alpha per the Iowa GOP's certified results, beta per the AP call: one event, nf.
  const close = z('2032-01-20', '05:00');
  addCase('primaries', { name: 'iowa-gop-caucus-2032', fungible: nf('alpha|beta'), events: [
    A('KXIACAUCUSR-32', 'Iowa Republican caucus winner 2032', 'Politics', close, [['JDV', 'Vance', 'ia-vance'], ['MRUB', 'Rubio', 'ia-rubio'], ['RDES', 'DeSantis', 'ia-desantis']],
      { rules: 'Resolves to the candidate with the most votes in the results certified by the Republican Party of Iowa.' }),
    B('Iowa Republican Caucus Winner', 'Politics', close, w([['iowa-gop-caucus-vance', 'J.D. Vance', 'ia-vance'], ['iowa-gop-caucus-rubio', 'Marco Rubio', 'ia-rubio'],
      ['iowa-gop-caucus-ramaswamy', 'Vivek Ramaswamy', 'ia-ramaswamy']], { src: AP.split(' ').at(-1)! })),
  ] }, ['source']);
}
{ // Iowa holds the first Democratic nominating contest of 2032 — gamma only.
  addCase('primaries', { name: 'iowa-dem-first-2032', events: [G1('Iowa Democrats hold the first nominating contest of the 2032 cycle?', z('2032-03-01'), 'iafirst')] });
}
{ // New Hampshire Democratic primary 2032 (alpha, beta, gamma).
  const close = z('2032-01-28', '05:00');
  addCase('primaries', { name: 'nh-dem-primary-2032', events: [
    A('KXNHPRIMD-32', 'New Hampshire Democratic primary winner', 'Politics', close, [['GNEW', 'Newsom', 'nhd-newsom'], ['PBUT', 'Buttigieg', 'nhd-buttigieg'], ['RKHA', 'Khanna', 'nhd-khanna']]),
    B('New Hampshire Democratic Primary Winner 2032', 'Politics', close, [['nh-dem-primary-newsom', 'Gavin Newsom', 'nhd-newsom'], ['nh-dem-primary-buttigieg', 'Pete Buttigieg', 'nhd-buttigieg'],
      ['nh-dem-primary-shapiro', 'Josh Shapiro', 'nhd-shapiro']]),
    G('NH Dem primary 2032 — winner', close, gr(['Newsom', 'nhd-newsom'], ['Buttigieg', 'nhd-buttigieg'], ['Shapiro', 'nhd-shapiro'], ['Khanna', 'nhd-khanna'])),
  ] });
}
{ // New Hampshire Republican primary 2032 (alpha, beta_us) vs "Vance wins NH by 10+ points" (beta): threshold negative.
  const close = z('2032-01-28', '05:00');
  addCase('primaries', { name: 'nh-gop-primary-2032', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXNHPRIMR-32', 'New Hampshire Republican primary winner', 'Politics', close, [['JDV', 'J.D. Vance', 'nhr-vance'], ['MRUB', 'Marco Rubio', 'nhr-rubio']]),
    U('nh-gop-primary-2032', 'NH GOP Primary 2032', 'Politics', close, [['nh-gop-primary-2032-vance', 'Vance', 'nhr-vance'], ['nh-gop-primary-2032-rubio', 'Rubio', 'nhr-rubio'],
      ['nh-gop-primary-2032-youngkin', 'Youngkin', 'nhr-youngkin']]),
    B1('Will Vance win the New Hampshire primary by 10+ points?', 'Politics', close, 'nhr-vance10'),
  ] }, ['threshold']);
}
{ // South Carolina Democratic primary 2032 (alpha, beta, gamma).
  const close = z('2032-02-08', '05:00');
  addCase('primaries', { name: 'sc-dem-primary-2032', events: [
    A('KXSCPRIMD-32', 'South Carolina Democratic primary', 'Politics', close, [['WMOO', 'Wes Moore', 'scd-moore'], ['GNEW', 'Gavin Newsom', 'scd-newsom'], ['JSHA', 'Josh Shapiro', 'scd-shapiro']]),
    B('South Carolina Democratic Primary Winner', 'Politics', close, [['sc-dem-primary-2032-moore', 'Moore', 'scd-moore'], ['sc-dem-primary-2032-newsom', 'Newsom', 'scd-newsom'],
      ['sc-dem-primary-2032-booker', 'Booker', 'scd-booker']]),
    G('2032 South Carolina Democratic primary winner?', close, gr(['Wes Moore', 'scd-moore'], ['Gavin Newsom', 'scd-newsom'], ['Cory Booker', 'scd-booker'])),
  ] });
}
{ // South Carolina Republican primary 2032 (beta_us, gamma).
  const close = z('2032-02-22', '05:00');
  addCase('primaries', { name: 'sc-gop-primary-2032', events: [
    U('sc-republican-primary-2032', 'South Carolina Republican Primary', 'Politics', close, [['sc-rep-primary-2032-vance', 'J.D. Vance', 'scr-vance'], ['sc-rep-primary-2032-rubio', 'Marco Rubio', 'scr-rubio']]),
    G('SC GOP primary 2032', close, gr(['Vance', 'scr-vance'], ['Rubio', 'scr-rubio'], ['DeSantis', 'scr-desantis'])),
  ] });
}
{ // Newsom announces a 2032 run by Dec 31, 2031 (alpha, beta) vs by June 30, 2032 (gamma): deadline negative.
  addCase('primaries', { name: 'newsom-announce-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXNEWSOMRUN-31DEC31', 'Will Newsom announce a 2032 presidential run in 2031?', 'Politics', z('2031-12-31'), 'YES', 'Announces in 2031', 'newsom31'),
    B1('Gavin Newsom announces presidential run before 2032?', 'Politics', z('2031-12-31'), 'newsom31'),
    G1('Newsom officially enters 2032 race by June 30, 2032?', z('2032-06-30'), 'newsom32h1'),
  ] }, ['deadline']);
}
{ // Shapiro announces a 2032 run by Mar 31, 2032 (beta, beta_us, gamma).
  const close = z('2032-03-31');
  addCase('primaries', { name: 'shapiro-announce-q1-2032', events: [
    B1('Will Josh Shapiro announce a 2032 presidential campaign by March 31, 2032?', 'Politics', close, 'shapiro-q1'),
    U1('shapiro-announces-2032-run-by-march-31', 'Shapiro announces 2032 run by Mar 31?', 'Politics', close, 'shapiro-q1'),
    G1('Josh Shapiro declares for President by 31 Mar 2032?', close, 'shapiro-q1'),
  ] });
}
{ // AOC announces a presidential run in 2031 (alpha, gamma) vs files FEC Form 2 for President in 2031 (beta): observation negative.
  const close = z('2031-12-31');
  addCase('primaries', { name: 'aoc-announce-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXAOCRUN-31DEC31', 'Will AOC announce a run for President in 2031?', 'Politics', close, 'YES', 'Announces', 'aoc-ann'),
    G1('Alexandria Ocasio-Cortez announces 2032 presidential bid before 2032?', close, 'aoc-ann'),
    B1('Will Ocasio-Cortez file a Statement of Candidacy (FEC Form 2) for President in 2031?', 'Politics', close, 'aoc-fec'),
  ] }, ['observation']);
}
{ // Vance announces a 2032 campaign by Jan 31, 2032 (alpha, beta, gamma).
  const close = z('2032-01-31');
  addCase('primaries', { name: 'vance-announce-jan-2032', events: [
    A1('KXVANCERUN-32JAN31', 'Vance announces 2032 presidential campaign by Jan 31, 2032?', 'Politics', close, 'YES', 'Before Feb 1, 2032', 'vance-ann'),
    B1('Will JD Vance formally launch a 2032 presidential campaign by January 31?', 'Politics', close, 'vance-ann'),
    G1('J.D. Vance officially announces 2032 run by 31 January 2032?', close, 'vance-ann'),
  ] });
}
{ // DeSantis runs in 2032 — beta_us only.
  addCase('primaries', { name: 'desantis-run-2032', events: [U1('desantis-runs-for-president-2032', 'Will Ron DeSantis run for president in 2032?', 'Politics', z('2032-06-30'), 'desantis-run')] });
}
{ // Donald Trump Jr. announces in 2031 — beta only.
  addCase('primaries', { name: 'djtjr-announce-2031', events: [B1('Will Donald Trump Jr. announce a presidential run in 2031?', 'Politics', z('2031-12-31'), 'djtjr-ann')] });
}
{ // Michigan Democratic primary 2032 (alpha, beta) vs Nevada Democratic caucus 2032 (gamma): place negative.
  const close = z('2032-02-28', '05:00');
  addCase('primaries', { name: 'mi-dem-primary-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMIPRIMD-32', 'Michigan Democratic primary winner 2032', 'Politics', close, [['GWHI', 'Whitmer', 'mid-whitmer'], ['PBUT', 'Buttigieg', 'mid-buttigieg'], ['GNEW', 'Newsom', 'mid-newsom']]),
    B('Michigan Democratic Primary 2032', 'Politics', close, [['mi-dem-primary-whitmer', 'Gretchen Whitmer', 'mid-whitmer'], ['mi-dem-primary-buttigieg', 'Pete Buttigieg', 'mid-buttigieg']]),
    G('Nevada Democratic primary 2032 winner', z('2032-02-17', '08:00'), gr(['Whitmer', 'nvd-whitmer'], ['Newsom', 'nvd-newsom'], ['Buttigieg', 'nvd-buttigieg'])),
  ] }, ['place']);
}
{ // How many major Democratic candidates have declared by Dec 31, 2031 (alpha, beta): one counting rule, buckets partly coincide.
  const close = z('2031-12-31');
  const rule = 'Counts major candidates as listed by the New York Times 2032 candidate tracker on Dec 31, 2031.';
  addCase('primaries', { name: 'dem-field-size-2031', events: [
    A('KXDEMFIELD-31DEC31', 'Number of declared Democratic candidates on Dec 31, 2031', 'Politics', close, [['B5', 'Fewer than 5', 'df-lt5'], ['B5-7', '5 to 7', 'df-5-7'], ['B8-10', '8 to 10', 'df-8-10'],
      ['T10', 'More than 10', 'df-gt10']], { rules: rule }),
    B('How many major Democrats will have declared for 2032 by end of 2031?', 'Politics', close, [['dem-field-2031-0-4', '0-4', 'df-lt5'], ['dem-field-2031-5-7', '5-7', 'df-5-7'],
      ['dem-field-2031-8-plus', '8+', 'df-8plus']], { rules: rule }),
  ] });
}
{ // Republican VP nominee 2032 — gamma only.
  addCase('primaries', { name: 'gop-vp-nominee-2032', events: [G('2032 Republican vice-presidential nominee', z('2032-07-24', '04:00'), gr(['Marco Rubio', 'rvp-rubio'], ['Byron Donalds', 'rvp-donalds'], ['Sarah Huckabee Sanders', 'rvp-sanders']))] });
}
{ // The first 2032 Democratic primary debate is held in 2031 (alpha, beta_us).
  const close = z('2031-12-31');
  addCase('primaries', { name: 'dnc-first-debate-2031', events: [
    A1('KXDNCDEBATE-31DEC31', 'First 2032 Democratic primary debate held in 2031?', 'Politics', close, 'YES', 'Held by Dec 31, 2031', 'dncdeb'),
    U1('first-democratic-debate-before-2032', 'Will the first Democratic primary debate take place before 2032?', 'Politics', close, 'dncdeb'),
  ] });
}
{ // Super Tuesday 2032: Vance wins Texas (alpha, beta) vs Vance wins California (gamma): place negative.
  const close = z('2032-03-03', '08:00');
  addCase('primaries', { name: 'super-tuesday-tx-gop-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXTXPRIMR-32', 'Texas Republican primary winner 2032', 'Politics', close, 'JDV', 'Vance', 'txr-vance'),
    B1('Will JD Vance win the 2032 Texas Republican primary?', 'Politics', close, 'txr-vance'),
    G1('Vance wins California GOP primary (Super Tuesday 2032)?', close, 'car-vance'),
  ] }, ['place']);
}

// ───────────────────────────── NOVEMBER 2031 ELECTIONS ─────────────────────────────

const ED = z('2031-11-05', '05:00');
{ // Virginia House of Delegates control (alpha categorical, beta "Republicans win", gamma categorical): one event, complements.
  addCase('elections_2031', { name: 'va-house-2031', events: [
    A('KXVAHOUSE-31', 'Virginia House of Delegates control after 2031 election', 'Politics', ED, [['D', 'Democrats', 'vah-d'], ['R', 'Republicans', 'vah-r']]),
    B1('Will Republicans win the Virginia House of Delegates in 2031?', 'Politics', ED, 'vah-r', { mx: { src: AP.split(' ').at(-1)! } }),
    G('Virginia House of Delegates 2031: which party wins a majority?', ED, gr(['Democratic', 'vah-d'], ['Republican', 'vah-r'])),
  ] }, ['inverted']);
}
{ // Virginia Senate control 2031 (alpha, beta, beta_us, gamma): the Senate, not the House of Delegates.
  addCase('elections_2031', { name: 'va-senate-2031', events: [
    A('KXVASENATE-31', 'Virginia State Senate control 2031', 'Politics', ED, [['D', 'Democrats', 'vas-d'], ['R', 'Republicans', 'vas-r']]),
    B1('Virginia State Senate: will Democrats keep the majority in 2031?', 'Politics', ED, 'vas-d'),
    U('virginia-senate-control-2031', 'Virginia Senate 2031', 'Politics', ED, [['va-senate-2031-democrats', 'Democrats', 'vas-d'], ['va-senate-2031-republicans', 'Republicans', 'vas-r']]),
    G1('Republicans flip the Virginia Senate in Nov 2031?', ED, 'vas-r'),
  ] }, ['inverted']);
}
{ // New Jersey Senate control 2031 (alpha, beta) vs New Jersey General Assembly control 2031 (gamma, beta_us): office negative.
  addCase('elections_2031', { name: 'nj-legislature-2031', groups: [['alpha', 'beta'], ['gamma', 'beta_us']], events: [
    A('KXNJSEN-31', 'New Jersey State Senate control 2031', 'Politics', ED, [['D', 'Democrats', 'njs-d'], ['R', 'Republicans', 'njs-r']]),
    B('New Jersey Senate Election 2031: which party wins control?', 'Politics', ED, [['nj-senate-2031-dem', 'Democrats', 'njs-d'], ['nj-senate-2031-rep', 'Republicans', 'njs-r']]),
    G('New Jersey General Assembly 2031 — majority party', ED, gr(['Democrats', 'nja-d'], ['Republicans', 'nja-r'])),
    U1('nj-assembly-republicans-2031', 'Will Republicans win the NJ Assembly in 2031?', 'Politics', ED, 'nja-r'),
  ] }, ['office', 'inverted']);
}
{ // Kentucky governor 2031 (alpha, beta, gamma) by party vs Kentucky Attorney General 2031 (beta_us): office negative.
  addCase('elections_2031', { name: 'ky-gov-2031', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXGOVKY-31', 'Kentucky Governor election 2031', 'Politics', ED, [['D', 'Democratic', 'kyg-d'], ['R', 'Republican', 'kyg-r']]),
    B('Kentucky Governor Election Winner (Party)', 'Politics', ED, [['ky-governor-2031-democrat', 'Democrat', 'kyg-d'], ['ky-governor-2031-republican', 'Republican', 'kyg-r']]),
    G1('Republicans win the 2031 Kentucky governor race?', ED, 'kyg-r'),
    U1('kentucky-attorney-general-republican-2031', 'Republican wins Kentucky Attorney General race 2031?', 'Politics', ED, 'kyag-r'),
  ] }, ['office']);
}
{ // Mississippi governor 2031 (alpha, beta_us) vs Louisiana governor 2031 (beta): office/place negative.
  addCase('elections_2031', { name: 'ms-gov-2031', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXGOVMS-31', 'Mississippi Governor 2031 winning party', 'Politics', ED, [['R', 'Republican', 'msg-r'], ['D', 'Democratic', 'msg-d']]),
    U('mississippi-governor-2031', 'Mississippi Governor Election 2031', 'Politics', ED, [['ms-gov-2031-republican', 'Republican', 'msg-r'], ['ms-gov-2031-democrat', 'Democrat', 'msg-d']]),
    B('Louisiana Governor Election 2031 winner party', 'Politics', z('2031-11-16', '05:00'), [['la-governor-2031-rep', 'Republican', 'lag-r'], ['la-governor-2031-dem', 'Democrat', 'lag-d']]),
  ] }, ['place']);
}
{ // Louisiana governor race goes to a runoff — gamma only.
  addCase('elections_2031', { name: 'la-gov-runoff-2031', events: [G1('Louisiana 2031 governor race goes to a November runoff?', z('2031-10-12', '05:00'), 'la-runoff')] });
}
{ // Suffolk County Executive 2031 (alpha, beta) vs Suffolk County Legislature majority (gamma): office negative.
  addCase('elections_2031', { name: 'suffolk-exec-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSUFFOLKCE-31', 'Suffolk County Executive election 2031', 'Politics', ED, [['R', 'Republican', 'suf-r'], ['D', 'Democrat', 'suf-d']]),
    B1('Will the Republican win the Suffolk County Executive race in 2031?', 'Politics', ED, 'suf-r'),
    G1('Republicans win a majority of the Suffolk County Legislature in 2031?', ED, 'sufleg-r'),
  ] }, ['office']);
}
{ // Brooklyn (Kings County) District Attorney 2031 (alpha, gamma) vs Bronx DA 2031 (beta): place negative.
  addCase('elections_2031', { name: 'brooklyn-da-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXKINGSDA-31', 'Brooklyn DA 2031: Democratic nominee wins?', 'Politics', ED, 'D', 'Democratic nominee', 'bkda-d'),
    G1('Kings County District Attorney 2031 — Democrat wins?', ED, 'bkda-d'),
    B1('Bronx District Attorney 2031: will the Democrat win?', 'Politics', ED, 'bxda-d'),
  ] }, ['place']);
}
{ // Queens District Attorney 2031 — beta_us only.
  addCase('elections_2031', { name: 'queens-da-2031', events: [U1('queens-da-democrat-2031', 'Queens DA 2031: Democrat wins?', 'Politics', ED, 'qnda-d')] });
}
{ // Yonkers mayor 2031 — alpha only.
  addCase('elections_2031', { name: 'yonkers-mayor-2031', events: [A1('KXYONKERSMAYOR-31', 'Yonkers mayoral election 2031: Democrat wins?', 'Politics', ED, 'D', 'Democrat', 'yonk-d')] });
}
{ // New York statewide ballot Proposal 1 (Nov 2031) passes (alpha, beta) vs Proposal 2 (gamma): a different question.
  addCase('elections_2031', { name: 'ny-prop1-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXNYPROP1-31', 'NY Ballot Proposal 1 (2031) approved?', 'Politics', ED, 'YES', 'Approved', 'nyprop1'),
    B1('Will New York voters approve Proposal 1 on November 4, 2031?', 'Politics', ED, 'nyprop1'),
    G1('NY statewide ballot Proposal 2 passes (Nov 2031)?', ED, 'nyprop2'),
  ] }, ['category']);
}
{ // Virginia House of Delegates: Democrats win 55+ seats (alpha) vs 60+ seats (beta_us): threshold negative.
  addCase('elections_2031', { name: 'va-house-seats-2031', groups: [['alpha'], ['beta_us']], events: [
    A1('KXVAHOUSESEATS-31', 'Democratic seats in the Virginia House of Delegates after 2031', 'Politics', ED, 'T54', '55 or more', 'vahs-55'),
    U1('virginia-house-dems-60-seats-2031', 'Will Democrats win 60+ Virginia House seats in 2031?', 'Politics', ED, 'vahs-60'),
  ] }, ['threshold']);
}
{ // Virginia 2031 turnout above 2.5 million — gamma only.
  addCase('elections_2031', { name: 'va-turnout-2031', events: [G1('Virginia November 2031 general election turnout above 2.5M votes?', z('2031-12-15'), 'vato')] });
}
{ // Nassau County Legislature control 2031 (alpha, beta_us, and beta's Democratic side: complements).
  addCase('elections_2031', { name: 'nassau-leg-2031', events: [
    A('KXNASSAULEG-31', 'Nassau County Legislature majority 2031', 'Politics', ED, [['R', 'Republicans', 'nas-r'], ['D', 'Democrats', 'nas-d']]),
    U1('nassau-legislature-gop-majority-2031', 'Republicans keep Nassau County Legislature majority?', 'Politics', ED, 'nas-r'),
    B1('Will Democrats flip the Nassau County Legislature in 2031?', 'Politics', ED, 'nas-d'),
  ] }, ['inverted']);
}
{ // Kentucky governor margin: the Republican wins by more than 10 points (beta) — a different statistic from the winner — with the
  // same question on gamma phrased as a margin bucket: one event.
  addCase('elections_2031', { name: 'ky-gov-margin-2031', events: [
    B1('Kentucky governor 2031: Republican margin of victory over 10 points?', 'Politics', ED, 'kym10'),
    G1('KY Gov 2031: GOP candidate wins by more than 10 pts?', ED, 'kym10'),
  ] });
}

// ───────────────────────────── CONGRESS ─────────────────────────────

{ // Shutdown begins by Nov 22, 2031 (alpha, the CR's expiry) vs a shutdown at any time in 2031 (beta, gamma): deadline negative.
  addCase('congress', { name: 'shutdown-2031', groups: [['alpha'], ['beta', 'gamma']], events: [
    A1('KXGOVSHUT-31NOV22', 'Government shutdown by Nov 22, 2031?', 'Politics', z('2031-11-22', '04:59'), 'YES', 'Shutdown begins', 'shut-nov22'),
    B1('US government shutdown in 2031?', 'Politics', z('2031-12-31'), 'shut-2031'),
    G1('Will the US federal government shut down before 2032?', z('2031-12-31'), 'shut-2031'),
  ] }, ['deadline']);
}
{ // Shutdown begins by Jan 30, 2032 (alpha, beta_us) vs the government is shut down ON Jan 31, 2032 (beta): observation negative.
  addCase('congress', { name: 'shutdown-jan-2032', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A1('KXGOVSHUT-32JAN30', 'Government shutdown begins by Jan 30, 2032?', 'Politics', z('2032-01-30', '23:59'), 'YES', 'Shutdown', 'shut-jan30'),
    U1('government-shutdown-by-january-30-2032', 'Shutdown by January 30, 2032?', 'Politics', z('2032-01-30', '23:59'), 'shut-jan30'),
    B1('Will the federal government be shut down on January 31, 2032?', 'Politics', z('2032-01-31'), 'shut-on-jan31'),
  ] }, ['observation']);
}
{ // The Speaker is removed by a motion to vacate in 2031 (alpha, beta) vs the Speaker resigns in 2031 (gamma): observation negative.
  const close = z('2031-12-31');
  addCase('congress', { name: 'speaker-vacate-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXSPEAKERVACATE-31', 'Speaker removed via motion to vacate in 2031?', 'Politics', close, 'YES', 'Removed', 'spk-vacate'),
    B1('Will the House pass a motion to vacate the Speaker before 2032?', 'Politics', close, 'spk-vacate'),
    G1('Speaker of the House resigns the speakership in 2031?', close, 'spk-resign'),
  ] }, ['observation']);
}
{ // Debt limit raised or suspended by Mar 31, 2032 (alpha, gamma) vs in 2031 (beta): deadline negative.
  const close = z('2032-03-31');
  addCase('congress', { name: 'debt-limit-q1-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXDEBTLIMIT-32MAR31', 'Debt ceiling raised or suspended by Mar 31, 2032?', 'Politics', close, 'YES', 'Before Apr 1, 2032', 'debt-q1'),
    G1('Congress raises or suspends the debt limit by 31 March 2032?', close, 'debt-q1'),
    B1('Debt ceiling raised or suspended in 2031?', 'Politics', z('2031-12-31'), 'debt-2031'),
  ] }, ['deadline']);
}
{ // FY2032 NDAA signed into law in 2031 (alpha, beta, beta_us).
  const close = z('2031-12-31');
  addCase('congress', { name: 'ndaa-fy32-2031', events: [
    A1('KXNDAA-31DEC31', 'FY2032 NDAA signed into law in 2031?', 'Politics', close, 'YES', 'Signed by Dec 31', 'ndaa', { src: CONGRESS }),
    B1('Will the FY2032 NDAA become law by December 31, 2031?', 'Politics', close, 'ndaa'),
    U1('ndaa-fy2032-law-2031', 'NDAA signed before 2032?', 'Politics', close, 'ndaa'),
  ] });
}
{ // Farm bill enacted by Dec 31, 2031 (beta, gamma) vs passes the House in 2031 (alpha): observation negative.
  const close = z('2031-12-31');
  addCase('congress', { name: 'farm-bill-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Farm bill signed into law in 2031?', 'Politics', close, 'farm31'),
    G1('New farm bill enacted by Dec 31, 2031?', close, 'farm31'),
    A1('KXFARMBILLHOUSE-31', 'House passes a farm bill in 2031?', 'Politics', close, 'YES', 'Passes House', 'farm-house'),
  ] }, ['observation']);
}
{ // Full-year FY2032 appropriations enacted by Feb 1, 2032 — alpha only.
  addCase('congress', { name: 'fy32-omnibus', events: [A1('KXOMNIBUS-32FEB01', 'Full-year FY2032 appropriations enacted by Feb 1, 2032?', 'Politics', z('2032-02-01', '04:59'), 'YES', 'Enacted', 'omni')] });
}
{ // Senate abolishes the legislative filibuster before 2032 (beta, gamma).
  const close = z('2031-12-31');
  addCase('congress', { name: 'filibuster-2031', events: [
    B1('Will the Senate eliminate the filibuster in 2031?', 'Politics', close, 'fili'),
    G1('Legislative filibuster abolished before 2032?', close, 'fili'),
  ] });
}
{ // The reconciliation bill passes the House in 2031 (alpha) vs is signed into law in 2031 (beta): observation negative.
  const close = z('2031-12-31');
  addCase('congress', { name: 'reconciliation-2031', groups: [['alpha'], ['beta']], events: [
    A1('KXRECONHOUSE-31', 'House passes FY2032 budget reconciliation bill in 2031?', 'Politics', close, 'YES', 'Passes House', 'recon-house'),
    B1('Will the 2031 reconciliation bill be signed into law before 2032?', 'Politics', close, 'recon-law'),
  ] }, ['observation']);
}
{ // Number of bills signed into law in 2031 (alpha buckets, gamma categorical; buckets partly coincide).
  const close = z('2031-12-31');
  addCase('congress', { name: 'laws-enacted-2031', events: [
    A('KXLAWS-31', 'How many bills will become law in 2031?', 'Politics', close, [['B100', 'Under 100', 'laws-lt100'], ['B100-149', '100-149', 'laws-100-149'], ['B150-199', '150-199', 'laws-150-199'],
      ['T199', '200 or more', 'laws-200plus']], { sources: [CONGRESS] }),
    G('Public laws enacted in calendar 2031', close, gr(['Fewer than 100', 'laws-lt100'], ['100 to 149', 'laws-100-149'], ['150 or more', 'laws-150plus'])),
  ] });
}
{ // Gallup congressional approval in November 2031 above 20% — beta_us only.
  addCase('congress', { name: 'congress-approval-nov-2031', events: [U1('gallup-congress-approval-above-20-nov-2031', 'Gallup: Congress approval above 20% in November 2031?', 'Politics', z('2031-12-05'), 'cong20')] });
}
{ // Congressional stock-trading ban passes the House in 2031 (alpha, beta) vs is signed into law (gamma): observation negative.
  const close = z('2031-12-31');
  addCase('congress', { name: 'stock-ban-house-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXSTOCKBAN-31', 'House passes congressional stock trading ban in 2031?', 'Politics', close, 'YES', 'Passes House', 'stockban'),
    B1('Will the House pass a ban on members trading stocks in 2031?', 'Politics', close, 'stockban'),
    G1('Congressional stock trading ban signed into law in 2031?', close, 'stockban-law'),
  ] }, ['observation']);
}
{ // A House member switches parties in 2031 — gamma only.
  addCase('congress', { name: 'house-party-switch-2031', events: [G1('Any sitting House member switches party before 2032?', z('2031-12-31'), 'hswitch')] });
}

// ───────────────────────────── SUPREME COURT ─────────────────────────────

{ // A justice announces retirement by June 30, 2032 (alpha, beta_us) vs a Supreme Court vacancy in 2032 (beta): deadline and observation negative.
  addCase('courts', { name: 'scotus-retire-jun-2032', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A1('KXSCOTUSRETIRE-32JUN30', 'Supreme Court justice announces retirement by June 30, 2032?', 'Politics', z('2032-06-30'), 'YES', 'Announces', 'scr-jun'),
    U1('scotus-retirement-announced-by-june-30-2032', 'Will a Supreme Court justice announce retirement by June 30, 2032?', 'Politics', z('2032-06-30'), 'scr-jun'),
    B1('Supreme Court vacancy in 2032?', 'Politics', z('2032-12-31'), 'scv-2032'),
  ] }, ['deadline', 'observation']);
}
{ // Clarence Thomas leaves the Court in 2032 (alpha, beta, gamma) vs announces retirement in 2032 (beta_us): observation negative.
  const close = z('2032-12-31');
  addCase('courts', { name: 'thomas-leaves-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXTHOMAS-32', 'Will Clarence Thomas leave the Supreme Court in 2032?', 'Politics', close, 'YES', 'Leaves in 2032', 'thomas32'),
    B1('Clarence Thomas out as Justice by end of 2032?', 'Politics', close, 'thomas32'),
    G1('Justice Thomas departs SCOTUS before 2033?', close, 'thomas32'),
    U1('clarence-thomas-announces-retirement-2032', 'Clarence Thomas announces retirement in 2032?', 'Politics', close, 'thomas-ann32'),
  ] }, ['observation']);
}
{ // Samuel Alito leaves in 2032 (alpha, gamma) vs by June 30, 2032 (beta): deadline negative.
  const close = z('2032-12-31');
  addCase('courts', { name: 'alito-leaves-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXALITO-32', 'Will Samuel Alito leave the Supreme Court in 2032?', 'Politics', close, 'YES', 'Leaves in 2032', 'alito32'),
    G1('Alito retires or leaves the Court in 2032?', close, 'alito32'),
    B1('Samuel Alito leaves the Supreme Court by June 30, 2032?', 'Politics', z('2032-06-30'), 'alito-jun'),
  ] }, ['deadline']);
}
{ // Number of argued cases decided in OT2031 (alpha, beta): same counting rule, buckets partly coincide.
  const close = z('2032-07-10');
  addCase('courts', { name: 'ot2031-decisions', events: [
    A('KXSCOTUSCASES-OT31', 'Signed opinions in argued cases, October Term 2031', 'Politics', close, [['B55', 'Below 55', 'ot-lt55'], ['B55-59', '55-59', 'ot-55-59'], ['B60-64', '60-64', 'ot-60-64'],
      ['T64', '65 or more', 'ot-65plus']], { sources: [SCOTUS] }),
    B('How many signed opinions will SCOTUS issue in OT2031?', 'Politics', close, w([['scotus-ot2031-under-55', 'Under 55', 'ot-lt55'], ['scotus-ot2031-55-59', '55-59', 'ot-55-59'],
      ['scotus-ot2031-60-plus', '60+', 'ot-60plus']], { src: SCOTUS.split(' ').at(-1)! })),
  ] });
}
{ // Cert granted in a Fed-governor removal case by Jan 31, 2032 (alpha) vs the Court decides such a case by June 30, 2032 (beta): observation.
  addCase('courts', { name: 'scotus-fed-removal', groups: [['alpha'], ['beta']], events: [
    A1('KXSCOTUSFEDCERT-32JAN31', 'SCOTUS grants cert in a Fed governor removal case by Jan 31, 2032?', 'Politics', z('2032-01-31'), 'YES', 'Cert granted', 'fedcert'),
    B1('Will the Supreme Court rule on presidential removal of Fed governors by June 30, 2032?', 'Politics', z('2032-06-30'), 'fedrule'),
  ] }, ['observation']);
}
{ // The Court's last opinion day of OT2031 falls after June 30, 2032 (alpha, beta).
  const close = z('2032-07-15');
  addCase('courts', { name: 'ot2031-last-day', events: [
    A1('KXSCOTUSEND-OT31', 'Last OT2031 opinion day after June 30, 2032?', 'Politics', close, 'YES', 'July or later', 'ot-late'),
    B1('Will the Supreme Court release its final OT2031 opinions in July 2032?', 'Politics', close, 'ot-late'),
  ] });
}
{ // Congress changes the size of the Court before 2033 — beta only.
  addCase('courts', { name: 'court-size-2032', events: [B1('Will the number of Supreme Court seats change before 2033?', 'Politics', z('2032-12-31'), 'ctsize')] });
}
{ // Chief Justice Roberts leaves by end of 2032 (beta_us, gamma) vs in 2031 (alpha): deadline negative.
  const close = z('2032-12-31');
  addCase('courts', { name: 'roberts-leaves-2032', groups: [['beta_us', 'gamma'], ['alpha']], events: [
    U1('john-roberts-leaves-court-2032', 'John Roberts leaves the Supreme Court by end of 2032?', 'Politics', close, 'roberts32'),
    G1('Chief Justice Roberts no longer on the Court by Dec 31, 2032?', close, 'roberts32'),
    A1('KXROBERTS-31', 'Will John Roberts leave the Supreme Court in 2031?', 'Politics', z('2031-12-31'), 'YES', 'Leaves in 2031', 'roberts31'),
  ] }, ['deadline']);
}
{ // Number of 6–3 decisions in OT2031 above 12 — alpha only.
  addCase('courts', { name: 'ot2031-63-split', events: [A1('KXSCOTUS63-OT31', '6-3 decisions in October Term 2031', 'Politics', z('2032-07-15'), 'T12', 'More than 12', 'sixthree')] });
}

// ───────────────────────────── EXECUTIVE, CABINET, TARIFFS ─────────────────────────────

{ // The Attorney General leaves office by Dec 31, 2031 (alpha, beta, gamma) vs is impeached in 2031 (beta_us): observation negative.
  const close = z('2031-12-31');
  addCase('executive', { name: 'ag-out-2031', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXAGOUT-31DEC31', 'Attorney General out by Dec 31, 2031?', 'Politics', close, 'YES', 'Leaves office', 'ag-out'),
    B1('Will the US Attorney General leave office in 2031?', 'Politics', close, 'ag-out'),
    G1('AG departs the Justice Department before 2032?', close, 'ag-out'),
    U1('attorney-general-impeached-2031', 'Will the House impeach the Attorney General in 2031?', 'Politics', close, 'ag-imp'),
  ] }, ['observation']);
}
{ // Secretary of Defense out by Dec 31, 2031 (alpha, beta_us) vs Secretary of State out by Dec 31, 2031 (beta): office negative.
  const close = z('2031-12-31');
  addCase('executive', { name: 'secdef-out-2031', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A1('KXSECDEFOUT-31DEC31', 'Secretary of Defense out by Dec 31, 2031?', 'Politics', close, 'YES', 'Leaves office', 'secdef-out'),
    U1('defense-secretary-out-2031', 'Will the Defense Secretary leave office in 2031?', 'Politics', close, 'secdef-out'),
    B1('Will the Secretary of State leave office by December 31, 2031?', 'Politics', close, 'sos-out'),
  ] }, ['office']);
}
{ // Treasury Secretary out before Apr 1, 2032 (beta, gamma) vs Commerce Secretary (alpha): office negative.
  const close = z('2032-03-31');
  addCase('executive', { name: 'treasury-out-q1-2032', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Treasury Secretary out by March 31, 2032?', 'Politics', close, 'tsy-out'),
    G1('US Treasury Secretary leaves post before April 2032?', close, 'tsy-out'),
    A1('KXCOMMERCEOUT-32MAR31', 'Commerce Secretary out by Mar 31, 2032?', 'Politics', close, 'YES', 'Leaves office', 'com-out'),
  ] }, ['office']);
}
{ // Next cabinet member to leave (alpha, gamma; lists partly overlap).
  const close = z('2032-06-30');
  addCase('executive', { name: 'next-cabinet-exit', events: [
    A('KXNEXTCABOUT-32', 'Next Cabinet member to leave', 'Politics', close, [['AG', 'Attorney General', 'nc-ag'], ['DEF', 'Secretary of Defense', 'nc-def'], ['DHS', 'Secretary of Homeland Security', 'nc-dhs'],
      ['LAB', 'Secretary of Labor', 'nc-lab']]),
    G('Which Cabinet secretary leaves next?', close, gr(['Attorney General', 'nc-ag'], ['Defense', 'nc-def'], ['Homeland Security', 'nc-dhs'], ['Education', 'nc-edu'])),
  ] });
}
{ // Executive orders signed in November 2031: alpha per the Federal Register, beta per the White House site — one event, nf —
  // vs gamma's December 2031 count: date negative.
  addCase('executive', { name: 'eo-count-nov-2031', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXEOS-31NOV', 'Executive orders signed in November 2031', 'Politics', z('2031-12-05'), [['B5', 'Fewer than 5', 'eo-lt5'], ['B5-9', '5 to 9', 'eo-5-9'], ['T9', '10 or more', 'eo-10plus']], { sources: [FR] }),
    B('How many executive orders will be signed in November 2031?', 'Politics', z('2031-12-05'), w([['eo-nov-2031-0-4', '0-4', 'eo-lt5'], ['eo-nov-2031-5-9', '5-9', 'eo-5-9'], ['eo-nov-2031-10-plus', '10+', 'eo-10plus']], { src: WH })),
    G1('10+ executive orders signed in December 2031?', z('2032-01-05'), 'eo-dec10'),
  ] }, ['source', 'date']);
}
{ // Section 232 tariffs on semiconductors announced by Dec 31, 2031 (alpha, beta).
  const close = z('2031-12-31');
  addCase('executive', { name: 'chip-tariffs-2031', events: [
    A1('KXCHIPTARIFF-31', 'New Section 232 semiconductor tariffs imposed in 2031?', 'Politics', close, 'YES', 'Imposed', 'chip232'),
    B1('Will the US impose Section 232 tariffs on semiconductors before 2032?', 'Politics', close, 'chip232'),
  ] });
}
{ // Customs duties in the November 2031 Monthly Treasury Statement above $30B (alpha) vs above $25B (beta_us): threshold negative.
  const close = z('2031-12-12');
  addCase('executive', { name: 'customs-nov-2031', groups: [['alpha'], ['beta_us']], events: [
    A1('KXCUSTOMS-31NOV', 'Customs duties collected in November 2031 (MTS)', 'Economics', close, 'T30', 'Above $30B', 'cust30'),
    U1('customs-duties-above-25b-nov-2031', 'Tariff revenue above $25B in November 2031?', 'Economics', close, 'cust25'),
  ] }, ['threshold']);
}
{ // US–EU trade agreement announced by Jan 1, 2032 (beta, beta_us, gamma).
  const close = z('2031-12-31');
  addCase('executive', { name: 'us-eu-trade-2031', events: [
    B1('US-EU trade deal announced in 2031?', 'Politics', close, 'useu'),
    U1('us-eu-trade-deal-2031', 'Will the US and EU announce a trade deal by Dec 31, 2031?', 'Politics', close, 'useu'),
    G1('US and European Union announce a trade agreement before 2032?', close, 'useu'),
  ] });
}
{ // 10+ pardons in December 2031 — gamma only.
  addCase('executive', { name: 'pardons-dec-2031', events: [G1('President grants 10 or more pardons in December 2031?', z('2031-12-31'), 'pard')] });
}
{ // White House press secretary leaves in 2031 — alpha only.
  addCase('executive', { name: 'press-sec-2031', events: [A1('KXPRESSSEC-31', 'White House Press Secretary out in 2031?', 'Politics', z('2031-12-31'), 'YES', 'Leaves', 'presssec')] });
}
{ // Executive order on artificial intelligence signed by Dec 31, 2031 (alpha, beta) vs by Nov 30, 2031 (gamma): deadline negative.
  const close = z('2031-12-31');
  addCase('executive', { name: 'ai-eo-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXAIEO-31', 'AI executive order signed by Dec 31, 2031?', 'Politics', close, 'YES', 'Signed', 'aieo', { src: FR }),
    B1('Will the President sign an executive order on AI before 2032?', 'Politics', close, 'aieo'),
    G1('AI executive order signed by November 30, 2031?', z('2031-11-30'), 'aieo-nov'),
  ] }, ['deadline']);
}
{ // A presidential veto in 2031 (beta, beta_us) vs a veto overridden in 2031 (gamma): observation negative.
  const close = z('2031-12-31');
  addCase('executive', { name: 'veto-2031', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B1('Will the President veto a bill in 2031?', 'Politics', close, 'veto31'),
    U1('presidential-veto-2031', 'Presidential veto in 2031?', 'Politics', close, 'veto31'),
    G1('Congress overrides a presidential veto in 2031?', close, 'override31'),
  ] }, ['observation']);
}
{ // White House chief of staff out by Mar 31, 2032 (alpha, gamma).
  const close = z('2032-03-31');
  addCase('executive', { name: 'cos-out-q1-2032', events: [
    A1('KXCOSOUT-32MAR31', 'White House Chief of Staff out by Mar 31, 2032?', 'Politics', close, 'YES', 'Leaves', 'cos-out'),
    G1('WH chief of staff departs by 31 Mar 2032?', close, 'cos-out'),
  ] });
}
{ // House impeaches a cabinet official in 2031 — beta only.
  addCase('executive', { name: 'cabinet-impeach-2031', events: [B1('Will the House impeach a Cabinet secretary in 2031?', 'Politics', z('2031-12-31'), 'cabimp')] });
}
{ // Tariff rate on Chinese imports: the White House raises the baseline China tariff above 50% by Dec 31, 2031 (alpha, gamma)
  // vs on Canadian imports (beta): place negative.
  const close = z('2031-12-31');
  addCase('executive', { name: 'china-tariff-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXCHINATARIFF-31', 'US tariff on Chinese goods above 50% by Dec 31, 2031?', 'Politics', close, 'T50', 'Above 50%', 'cn50'),
    G1('US baseline tariff on China exceeds 50% before 2032?', close, 'cn50'),
    B1('Will US tariffs on Canadian goods exceed 50% in 2031?', 'Politics', close, 'ca50'),
  ] }, ['place']);
}

// ───────────────────────────── APPROVAL ─────────────────────────────

{ // Gallup presidential approval, November 2031 (alpha, beta, gamma).
  const close = z('2031-12-05');
  addCase('approval', { name: 'gallup-approval-nov-2031', events: [
    A('KXGALLUPAPPROVE-31NOV', 'Presidential approval (Gallup), November 2031', 'Politics', close, [['B40', 'Below 40%', 'gal-lt40'], ['B40-44', '40-44%', 'gal-40-44'], ['T44', '45% or above', 'gal-45plus']],
      { sources: [GALLUP] }),
    B('Gallup approval rating in November 2031?', 'Politics', close, w([['gallup-approval-nov-2031-under-40', '<40%', 'gal-lt40'], ['gallup-approval-nov-2031-40-44', '40-44%', 'gal-40-44'],
      ['gallup-approval-nov-2031-45-plus', '45%+', 'gal-45plus']], { src: GALLUP.split(' ').at(-1)! })),
    G('Gallup November 2031 presidential job approval', close, gr(['Under 40%', 'gal-lt40'], ['40% to 44%', 'gal-40-44'], ['45% or higher', 'gal-45plus'])),
  ] });
}
{ // Silver Bulletin approval on Dec 1, 2031 above 45.0% (alpha) and 45.0% or higher (gamma): one event, different outcomes;
  // RealClearPolitics on Dec 1 (beta): source (aggregator) negative; Silver Bulletin on Nov 30 (beta_us): date negative.
  const close = z('2031-12-01', '17:00');
  addCase('approval', { name: 'silver-approval-dec-2031', groups: [['alpha', 'gamma'], ['beta'], ['beta_us']], events: [
    A1('KXAPRPOTUS-31DEC01', 'Silver Bulletin presidential approval on Dec 1, 2031', 'Politics', close, 'T45.0', 'Above 45.0%', 'sb-gt45'),
    G1('Silver Bulletin approval at 45.0% or higher on 1 Dec 2031?', close, 'sb-ge45'),
    B1('RCP average presidential approval above 45% on December 1, 2031?', 'Politics', close, 'rcp-gt45', { mx: { src: 'https://www.realclearpolling.com/polls/approval/' } }),
    U1('silver-bulletin-approval-above-45-nov-30-2031', 'Silver Bulletin approval above 45% on November 30?', 'Politics', z('2031-11-30', '17:00'), 'sb-nov30'),
  ] }, ['threshold', 'source', 'date']);
}
{ // RealClearPolitics approval on Dec 31, 2031 (beta_us, gamma).
  const close = z('2031-12-31', '17:00');
  addCase('approval', { name: 'rcp-approval-dec31-2031', events: [
    U('rcp-approval-dec-31-2031', 'RCP approval average on Dec 31, 2031', 'Politics', close, [['rcp-approval-dec-31-below-42', 'Below 42%', 'rcp31-lt42'], ['rcp-approval-dec-31-42-45', '42-45%', 'rcp31-42-45'],
      ['rcp-approval-dec-31-above-45', 'Above 45%', 'rcp31-gt45']]),
    G('RealClearPolitics presidential approval, 31 Dec 2031', close, gr(['<42%', 'rcp31-lt42'], ['42%–45%', 'rcp31-42-45'], ['>45%', 'rcp31-gt45'])),
  ] });
}
{ // Economist/YouGov approval above 42% in the first December poll (alpha) vs disapproval above 52% (beta): measure negative.
  const close = z('2031-12-10');
  addCase('approval', { name: 'yougov-dec-2031', groups: [['alpha'], ['beta']], events: [
    A1('KXYOUGOVAPPROVE-31DEC', 'Economist/YouGov approval, first December 2031 poll', 'Politics', close, 'T42', 'Above 42%', 'yg-app42'),
    B1('Economist/YouGov: presidential disapproval above 52% in first December poll?', 'Politics', close, 'yg-dis52'),
  ] }, ['measure']);
}
{ // Quinnipiac approval in the first December 2031 poll at 40% or higher — beta_us only.
  addCase('approval', { name: 'quinnipiac-dec-2031', events: [U1('quinnipiac-approval-40-december-2031', 'Quinnipiac approval 40% or higher in first December poll?', 'Politics', z('2031-12-20'), 'qu40')] });
}
{ // RCP generic congressional ballot on Dec 31, 2031: Democrats lead by 3+ points (alpha, beta) vs Silver Bulletin's (gamma): aggregator negative.
  const close = z('2031-12-31', '17:00');
  addCase('approval', { name: 'generic-ballot-dec-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXGENBALLOT-31DEC31', 'Generic ballot (RCP) on Dec 31, 2031: Democratic lead', 'Politics', close, 'T3', 'D+3 or more', 'gb-d3'),
    B1('Will Democrats lead the RCP generic ballot by 3+ points on Dec 31, 2031?', 'Politics', close, 'gb-d3'),
    G1('Silver Bulletin generic ballot: Democrats +3 or more on 31 Dec 2031?', close, 'sbgb-d3'),
  ] }, ['source']);
}
{ // Gallup approval in December 2031 below 40% (alpha) vs 40% or higher (gamma): one event, complements.
  const close = z('2032-01-06');
  addCase('approval', { name: 'gallup-approval-dec-2031', events: [
    A1('KXGALLUPAPPROVE-31DEC', 'Gallup presidential approval, December 2031', 'Politics', close, 'B40', 'Below 40%', 'gald-lt40', { src: GALLUP }),
    G1('Gallup December 2031 approval 40% or above?', close, 'gald-ge40'),
  ] }, ['inverted']);
}

// ───────────────────────────── FED ─────────────────────────────

const FOMC_DEC = z('2031-12-17', '19:00');
{ // FOMC December 2031 decision (alpha, beta, gamma).
  addCase('fed', { name: 'fomc-dec-2031', events: [
    A('KXFEDDECISION-31DEC', 'Fed decision in Dec 2031', 'Economics', FOMC_DEC, [['C25', 'Cut 25bps', 'fd-c25'], ['H0', 'Hold', 'fd-hold'], ['H25', 'Hike 25bps', 'fd-h25']], { sources: [FEDSRC] }),
    B('Fed decision in December?', 'Economics', FOMC_DEC, w([['fed-dec-2031-25-bps-decrease', '25 bps decrease', 'fd-c25'], ['fed-dec-2031-no-change', 'No change', 'fd-hold'],
      ['fed-dec-2031-50-plus-bps-decrease', '50+ bps decrease', 'fd-c50']], { src: FEDSRC.split(' ').at(-1)! })),
    G('FOMC December 2031 rate decision', FOMC_DEC, gr(['Cut 25bp', 'fd-c25'], ['Hold', 'fd-hold'], ['Hike', 'fd-hike'])),
  ] });
}
{ // FOMC January 2032 decision (alpha, beta_us) vs "Fed cuts at any meeting by the January 2032 meeting" (gamma): deadline negative.
  const close = z('2032-01-28', '19:00');
  addCase('fed', { name: 'fomc-jan-2032', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXFEDDECISION-32JAN', 'Fed decision in Jan 2032', 'Economics', close, [['C25', 'Cut 25bps', 'fj-c25'], ['H0', 'Hold', 'fj-hold']]),
    U('fed-decision-january-2032', 'Fed Interest Rates: January 2032', 'Economics', close, [['fed-jan-2032-cut-25', '25 bp cut', 'fj-c25'], ['fed-jan-2032-no-change', 'No change', 'fj-hold']]),
    G1('Fed cuts rates at least once by the January 2032 FOMC meeting?', close, 'f-cut-by-jan'),
  ] }, ['deadline']);
}
{ // The President removes the Fed chair in 2031 (alpha, beta) vs the Fed chair resigns in 2031 (gamma): observation negative.
  const close = z('2031-12-31');
  addCase('fed', { name: 'fed-chair-removed-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXFEDCHAIRFIRE-31', 'Will the President fire the Fed Chair in 2031?', 'Economics', close, 'YES', 'Removed', 'fc-fire'),
    B1('Fed Chair removed by the President before 2032?', 'Economics', close, 'fc-fire'),
    G1('Federal Reserve Chair resigns in 2031?', close, 'fc-resign'),
  ] }, ['observation']);
}
{ // Senate confirms a nominee for the Fed Board seat whose term starts Feb 1, 2032, by Jan 31, 2032 (alpha, beta_us) vs before 2032 (beta): deadline negative.
  const close = z('2032-01-31');
  addCase('fed', { name: 'fed-governor-confirm-2032', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A1('KXFEDGOVCONF-32JAN31', 'Fed Board nominee (term from Feb 1, 2032) confirmed by Jan 31, 2032?', 'Economics', close, 'YES', 'Confirmed', 'fgconf'),
    U1('senate-confirms-fed-governor-by-jan-31-2032', 'Senate confirms new Fed governor by January 31, 2032?', 'Economics', close, 'fgconf'),
    B1('Will the Senate confirm a Fed Board nominee before 2032?', 'Economics', z('2031-12-31'), 'fgconf-2031'),
  ] }, ['deadline']);
}
{ // Number of dissents at the December 2031 FOMC — beta only.
  addCase('fed', { name: 'fomc-dec-dissents', events: [B1('Two or more dissents at the December 2031 FOMC meeting?', 'Economics', FOMC_DEC, 'fdis2')] });
}
{ // Fed cuts in 2032: alpha counts 25 bp steps, beta counts meetings with a cut — one event, nf.
  const close = z('2032-12-16', '19:00');
  addCase('fed', { name: 'fed-cuts-2032', fungible: nf('alpha|beta'), events: [
    A('KXRATECUTCOUNT-32', 'Number of Fed rate cuts in 2032', 'Economics', close, [['T0', '0', 'fc32-0'], ['T1', '1', 'fc32-1'], ['T2', '2', 'fc32-2'], ['T3', '3 or more', 'fc32-3plus']],
      { rules: 'Counts 25 bp reductions of the upper bound; a 50 bp cut counts as two.' }),
    B('How many Fed rate cuts in 2032?', 'Economics', close, [['fed-cuts-2032-0', '0', 'fc32-0'], ['fed-cuts-2032-1', '1', 'fc32-1'], ['fed-cuts-2032-2', '2', 'fc32-2'], ['fed-cuts-2032-3-plus', '3+', 'fc32-3plus']],
      { rules: 'Counts FOMC meetings at which the target range is lowered.' }),
  ] }, ['source']);
}
{ // Effective fed funds rate on Dec 31, 2031 above 3.00% (alpha) and 3.01% or higher (gamma): one outcome (published to 0.01).
  const close = z('2032-01-02', '14:00');
  addCase('fed', { name: 'effr-dec31-2031', events: [
    A1('KXEFFR-31DEC31', 'Effective fed funds rate on Dec 31, 2031', 'Economics', close, 'T3.00', 'Above 3.00%', 'effr300'),
    G1('EFFR for 31 Dec 2031 at 3.01% or higher (NY Fed)?', close, 'effr300'),
  ] });
}

// ───────────────────────────── SEASON FUTURES ─────────────────────────────

{ // Super Bowl LXVI champion (alpha, beta, gamma) vs AFC champion 2031 season (beta_us): round negative.
  const close = z('2032-02-09', '04:00');
  addCase('sports_futures', { name: 'super-bowl-lxvi', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXSB-32', 'Pro Football Champion 2032', 'Sports', close, [['KC', 'Kansas City', 'sb-kc'], ['BUF', 'Buffalo', 'sb-buf'], ['BAL', 'Baltimore', 'sb-bal'], ['PHI', 'Philadelphia', 'sb-phi'], ['DET', 'Detroit', 'sb-det']]),
    B('Super Bowl Champion 2032', 'Sports', close, [['sb-2032-chiefs', 'Kansas City Chiefs', 'sb-kc'], ['sb-2032-bills', 'Buffalo Bills', 'sb-buf'], ['sb-2032-eagles', 'Philadelphia Eagles', 'sb-phi'],
      ['sb-2032-lions', 'Detroit Lions', 'sb-det'], ['sb-2032-texans', 'Houston Texans', 'sb-hou']]),
    G('Super Bowl LXVI winner', close, gr(['Chiefs', 'sb-kc'], ['Bills', 'sb-buf'], ['Ravens', 'sb-bal'], ['Eagles', 'sb-phi'])),
    U('afc-champion-2031-32', 'AFC Champion 2031-32', 'Sports', z('2032-01-26', '04:00'), [['afc-2032-chiefs', 'Kansas City Chiefs', 'afc-kc'], ['afc-2032-bills', 'Buffalo Bills', 'afc-buf']]),
  ] }, ['round']);
}
{ // NFC champion 2031 season (alpha, beta, gamma).
  const close = z('2032-01-26', '04:00');
  addCase('sports_futures', { name: 'nfc-champion-2031', events: [
    A('KXNFCCHAMP-32', 'NFC Champion', 'Sports', close, [['PHI', 'Philadelphia', 'nfc-phi'], ['DET', 'Detroit', 'nfc-det'], ['SF', 'San Francisco', 'nfc-sf']]),
    B('NFC Championship Winner 2031-32', 'Sports', close, [['nfc-2032-eagles', 'Eagles', 'nfc-phi'], ['nfc-2032-lions', 'Lions', 'nfc-det'], ['nfc-2032-49ers', '49ers', 'nfc-sf']]),
    G('Which team wins the NFC (2031 season)?', close, gr(['Philadelphia Eagles', 'nfc-phi'], ['Detroit Lions', 'nfc-det'], ['Green Bay Packers', 'nfc-gb'])),
  ] });
}
{ // NBA champion 2032 (all four venues).
  const close = z('2032-06-22', '04:00');
  addCase('sports_futures', { name: 'nba-champion-2032', events: [
    A('KXNBA-32', 'Pro Basketball Champion 2032', 'Sports', close, [['OKC', 'Oklahoma City', 'nba-okc'], ['SAS', 'San Antonio', 'nba-sas'], ['BOS', 'Boston', 'nba-bos'], ['DAL', 'Dallas', 'nba-dal']]),
    B('NBA Champion 2031-32', 'Sports', close, [['nba-2032-thunder', 'Thunder', 'nba-okc'], ['nba-2032-spurs', 'Spurs', 'nba-sas'], ['nba-2032-celtics', 'Celtics', 'nba-bos'], ['nba-2032-knicks', 'Knicks', 'nba-nyk']]),
    U('nba-championship-2032', '2032 NBA Finals winner', 'Sports', close, [['nba-2032-okc-thunder', 'Oklahoma City Thunder', 'nba-okc'], ['nba-2032-sa-spurs', 'San Antonio Spurs', 'nba-sas']]),
    G('2032 NBA Champion', close, gr(['OKC', 'nba-okc'], ['Spurs', 'nba-sas'], ['Mavericks', 'nba-dal'], ['Knicks', 'nba-nyk'])),
  ] });
}
{ // NBA Western Conference champion 2032 (alpha, gamma) vs Eastern Conference champion 2032 (beta): contest negative.
  const close = z('2032-06-01', '04:00');
  addCase('sports_futures', { name: 'nba-west-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNBAWEST-32', 'NBA Western Conference Champion 2032', 'Sports', close, [['OKC', 'Oklahoma City', 'west-okc'], ['SAS', 'San Antonio', 'west-sas'], ['DEN', 'Denver', 'west-den']]),
    G('NBA West champion 2031-32', close, gr(['Thunder', 'west-okc'], ['Spurs', 'west-sas'], ['Rockets', 'west-hou'])),
    B('NBA Eastern Conference Champion 2031-32', 'Sports', close, [['nba-east-2032-knicks', 'Knicks', 'east-nyk'], ['nba-east-2032-celtics', 'Celtics', 'east-bos']]),
  ] }, ['place']);
}
{ // Stanley Cup 2032 (alpha, beta, gamma).
  const close = z('2032-06-25', '04:00');
  addCase('sports_futures', { name: 'stanley-cup-2032', events: [
    A('KXNHL-32', '2032 Stanley Cup Champion', 'Sports', close, [['EDM', 'Edmonton', 'nhl-edm'], ['COL', 'Colorado', 'nhl-col'], ['FLA', 'Florida', 'nhl-fla'], ['CHI', 'Chicago', 'nhl-chi']]),
    B('Stanley Cup Champion 2032', 'Sports', close, [['nhl-2032-oilers', 'Edmonton Oilers', 'nhl-edm'], ['nhl-2032-avalanche', 'Colorado Avalanche', 'nhl-col'], ['nhl-2032-blackhawks', 'Chicago Blackhawks', 'nhl-chi']]),
    G('2031-32 Stanley Cup winner', close, gr(['Oilers', 'nhl-edm'], ['Avalanche', 'nhl-col'], ['Sharks', 'nhl-sjs'])),
  ] });
}
{ // 2032 World Series (all four venues).
  const close = z('2032-11-05', '04:00');
  addCase('sports_futures', { name: 'world-series-2032', events: [
    A('KXMLB-32', '2032 World Series Champion', 'Sports', close, [['LAD', 'Los Angeles D', 'ws32-lad'], ['NYY', 'New York Y', 'ws32-nyy'], ['ATL', 'Atlanta', 'ws32-atl'], ['PHI', 'Philadelphia', 'ws32-phi']]),
    B('World Series Champion 2032', 'Sports', close, [['ws-2032-dodgers', 'Dodgers', 'ws32-lad'], ['ws-2032-yankees', 'Yankees', 'ws32-nyy'], ['ws-2032-mets', 'Mets', 'ws32-nym']]),
    U('world-series-2032', 'World Series 2032', 'Sports', close, [['ws-2032-los-angeles-dodgers', 'Los Angeles Dodgers', 'ws32-lad'], ['ws-2032-new-york-yankees', 'New York Yankees', 'ws32-nyy']]),
    G('Who wins the 2032 World Series?', close, gr(['LA Dodgers', 'ws32-lad'], ['NY Mets', 'ws32-nym'], ['Atlanta Braves', 'ws32-atl'])),
  ] });
}
{ // 2031 World Series (alpha, beta) vs the 2031 AL pennant (gamma): round negative.
  const close = z('2031-11-03', '04:00');
  addCase('sports_futures', { name: 'world-series-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMLB-31', '2031 World Series Champion', 'Sports', close, [['LAD', 'Los Angeles D', 'ws31-lad'], ['SEA', 'Seattle', 'ws31-sea'], ['NYM', 'New York M', 'ws31-nym']]),
    B('World Series Champion 2031', 'Sports', close, [['ws-2031-dodgers', 'Dodgers', 'ws31-lad'], ['ws-2031-mariners', 'Mariners', 'ws31-sea'], ['ws-2031-mets', 'Mets', 'ws31-nym']]),
    G('2031 ALCS winner (AL pennant)', z('2031-10-25', '04:00'), gr(['Seattle Mariners', 'al31-sea'], ['New York Yankees', 'al31-nyy'])),
  ] }, ['round']);
}
{ // College Football Playoff national champion (Jan 2032) (alpha, beta, gamma).
  const close = z('2032-01-20', '05:00');
  addCase('sports_futures', { name: 'cfp-2032', events: [
    A('KXNCAAF-32', 'College Football Champion 2031-32', 'Sports', close, [['OSU', 'Ohio St.', 'cfp-osu'], ['UGA', 'Georgia', 'cfp-uga'], ['TEX', 'Texas', 'cfp-tex'], ['ORE', 'Oregon', 'cfp-ore']]),
    B('CFP National Champion 2032', 'Sports', close, [['cfp-2032-ohio-state', 'Ohio State', 'cfp-osu'], ['cfp-2032-georgia', 'Georgia', 'cfp-uga'], ['cfp-2032-texas', 'Texas', 'cfp-tex']]),
    G('2031 college football national championship winner', close, gr(['Ohio State Buckeyes', 'cfp-osu'], ['Georgia Bulldogs', 'cfp-uga'], ['Alabama Crimson Tide', 'cfp-ala'])),
  ] });
}
{ // The 2031 Heisman Trophy goes to a quarterback (alpha, beta).
  const close = z('2031-12-14', '04:00');
  addCase('sports_futures', { name: 'heisman-qb-2031', events: [
    A1('KXHEISMANPOS-31', 'Heisman Trophy 2031 winner position', 'Sports', close, 'QB', 'Quarterback', 'heis-qb'),
    B1('Will a quarterback win the 2031 Heisman Trophy?', 'Sports', close, 'heis-qb'),
  ] });
}
{ // NFL MVP, 2031 season (alpha, beta, beta_us).
  const close = z('2032-02-06', '04:00');
  addCase('sports_futures', { name: 'nfl-mvp-2031', events: [
    A('KXNFLMVP-32', 'NFL MVP 2031-32', 'Sports', close, [['JALL', 'Josh Allen', 'mvp-allen'], ['LJAC', 'Lamar Jackson', 'mvp-jackson'], ['CWIL', 'Caleb Williams', 'mvp-williams'], ['JDAN', 'Jayden Daniels', 'mvp-daniels']]),
    B('NFL MVP 2031 Season', 'Sports', close, [['nfl-mvp-2031-allen', 'Allen', 'mvp-allen'], ['nfl-mvp-2031-daniels', 'Daniels', 'mvp-daniels'], ['nfl-mvp-2031-maye', 'Maye', 'mvp-maye']]),
    U('nfl-mvp-2031-32', 'NFL MVP', 'Sports', close, [['nfl-mvp-2031-32-josh-allen', 'Josh Allen', 'mvp-allen'], ['nfl-mvp-2031-32-caleb-williams', 'Caleb Williams', 'mvp-williams']]),
  ] });
}
{ // NBA MVP 2031-32 (alpha, beta, gamma).
  const close = z('2032-05-20', '04:00');
  addCase('sports_futures', { name: 'nba-mvp-2032', events: [
    A('KXNBAMVP-32', 'NBA MVP 2031-32', 'Sports', close, [['VWEM', 'Victor Wembanyama', 'nmvp-wemby'], ['SGA', 'Shai Gilgeous-Alexander', 'nmvp-sga'], ['LDON', 'Luka Doncic', 'nmvp-luka'], ['AEDW', 'Anthony Edwards', 'nmvp-ant']]),
    B('NBA MVP 2032', 'Sports', close, [['nba-mvp-2032-wembanyama', 'Wembanyama', 'nmvp-wemby'], ['nba-mvp-2032-sga', 'SGA', 'nmvp-sga'], ['nba-mvp-2032-flagg', 'Flagg', 'nmvp-flagg']]),
    G('2031-32 NBA Most Valuable Player', close, gr(['Victor Wembanyama', 'nmvp-wemby'], ['Luka Dončić', 'nmvp-luka'], ['Cooper Flagg', 'nmvp-flagg'])),
  ] });
}
{ // NHL Hart Trophy 2032 (beta, gamma).
  const close = z('2032-06-20', '04:00');
  addCase('sports_futures', { name: 'hart-2032', events: [
    B('Hart Trophy 2032', 'Sports', close, [['hart-2032-mcdavid', 'Connor McDavid', 'hart-mcdavid'], ['hart-2032-bedard', 'Connor Bedard', 'hart-bedard'], ['hart-2032-celebrini', 'Macklin Celebrini', 'hart-celebrini']]),
    G('NHL MVP (Hart Trophy) 2031-32', close, gr(['McDavid', 'hart-mcdavid'], ['Bedard', 'hart-bedard'], ['MacKinnon', 'hart-mackinnon'])),
  ] });
}
{ // NL MVP 2032 (alpha, beta_us) vs AL MVP 2032 (beta): a different award.
  const close = z('2032-11-20', '04:00');
  addCase('sports_futures', { name: 'nl-mvp-2032', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXNLMVP-32', 'NL MVP 2032', 'Sports', close, [['SOHT', 'Shohei Ohtani', 'nlmvp-ohtani'], ['JSOT', 'Juan Soto', 'nlmvp-soto'], ['EDLC', 'Elly De La Cruz', 'nlmvp-edlc']]),
    U('nl-mvp-2032', 'National League MVP 2032', 'Sports', close, [['nl-mvp-2032-ohtani', 'Ohtani', 'nlmvp-ohtani'], ['nl-mvp-2032-soto', 'Soto', 'nlmvp-soto']]),
    B('AL MVP 2032', 'Sports', close, [['al-mvp-2032-judge', 'Aaron Judge', 'almvp-judge'], ['al-mvp-2032-witt', 'Bobby Witt Jr.', 'almvp-witt']]),
  ] }, ['category']);
}
{ // Cowboys vs Eagles on Nov 23, 2031 (alpha, beta) vs their Dec 28, 2031 meeting (gamma): date negative.
  addCase('sports_futures', { name: 'dal-phi-nov-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNFLGAME-31NOV23DALPHI', 'Dallas at Philadelphia (Nov 23)', 'Sports', z('2031-11-24', '04:30'), [['PHI', 'Philadelphia', 'dp1-phi'], ['DAL', 'Dallas', 'dp1-dal']]),
    B('Cowboys vs. Eagles', 'Sports', z('2031-11-24', '04:30'), [['nfl-dal-phi-2031-11-23-eagles', 'Eagles', 'dp1-phi'], ['nfl-dal-phi-2031-11-23-cowboys', 'Cowboys', 'dp1-dal']],
      { rules: 'Game on November 23, 2031. Resolves to the winner per ' + NFL }),
    G('Eagles @ Cowboys — Dec 28, 2031', z('2031-12-29', '04:30'), gr(['Eagles', 'dp2-phi'], ['Cowboys', 'dp2-dal'])),
  ] }, ['date']);
}
{ // Thanksgiving: Packers at Lions, Nov 27, 2031 (alpha, beta_us, gamma).
  const close = z('2031-11-27', '21:00');
  addCase('sports_futures', { name: 'gb-det-thanksgiving-2031', events: [
    A('KXNFLGAME-31NOV27GBDET', 'Green Bay at Detroit (Nov 27)', 'Sports', close, [['DET', 'Detroit', 'gbd-det'], ['GB', 'Green Bay', 'gbd-gb']]),
    U('nfl-gb-det-2031-11-27', 'Packers vs Lions', 'Sports', close, [['nfl-gb-det-2031-11-27-det', 'Detroit Lions', 'gbd-det'], ['nfl-gb-det-2031-11-27-gb', 'Green Bay Packers', 'gbd-gb']]),
    G1('Lions beat the Packers on Thanksgiving 2031?', close, 'gbd-det'),
  ] });
}
{ // Lakers vs Celtics on Christmas Day 2031 (alpha, beta) vs their Jan 22, 2032 game (gamma): date negative.
  const close = z('2031-12-26', '04:00');
  addCase('sports_futures', { name: 'lal-bos-xmas-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNBAGAME-31DEC25BOSLAL', 'Boston at Los Angeles L (Dec 25)', 'Sports', close, [['LAL', 'Los Angeles L', 'lb-lal'], ['BOS', 'Boston', 'lb-bos']]),
    B('Celtics vs. Lakers (Christmas)', 'Sports', close, [['nba-bos-lal-2031-12-25-lakers', 'Lakers', 'lb-lal'], ['nba-bos-lal-2031-12-25-celtics', 'Celtics', 'lb-bos']]),
    G('Lakers @ Celtics, Jan 22, 2032', z('2032-01-23', '03:30'), gr(['Lakers', 'lb2-lal'], ['Celtics', 'lb2-bos'])),
  ] }, ['date']);
}
{ // Ohio State at Michigan, Nov 29, 2031 (alpha, beta, gamma).
  const close = z('2031-11-29', '22:00');
  addCase('sports_futures', { name: 'osu-mich-2031', events: [
    A('KXNCAAFGAME-31NOV29OSUMICH', 'Ohio St. at Michigan', 'Sports', close, [['MICH', 'Michigan', 'om-mich'], ['OSU', 'Ohio St.', 'om-osu']]),
    B('Ohio State vs. Michigan', 'Sports', close, [['cfb-osu-mich-2031-11-29-osu', 'Ohio State', 'om-osu'], ['cfb-osu-mich-2031-11-29-mich', 'Michigan', 'om-mich']]),
    G1('Michigan beats Ohio State on 29 Nov 2031?', close, 'om-mich'),
  ] });
}
{ // March Madness 2032 champion (alpha, beta).
  const close = z('2032-04-06', '04:00');
  addCase('sports_futures', { name: 'ncaab-2032', events: [
    A('KXMARMAD-32', "Men's college basketball champion 2032", 'Sports', close, [['DUKE', 'Duke', 'mm-duke'], ['UK', 'Kentucky', 'mm-uk'], ['HOU', 'Houston', 'mm-hou']]),
    B("NCAA Men's Tournament Champion 2032", 'Sports', close, [['ncaa-2032-duke', 'Duke Blue Devils', 'mm-duke'], ['ncaa-2032-kentucky', 'Kentucky Wildcats', 'mm-uk'], ['ncaa-2032-uconn', 'UConn Huskies', 'mm-uconn']]),
  ] });
}
{ // Bills win the AFC East 2031 (beta_us, gamma) vs Bills make the playoffs (alpha): round negative.
  const close = z('2032-01-05', '04:00');
  addCase('sports_futures', { name: 'bills-afc-east-2031', groups: [['beta_us', 'gamma'], ['alpha']], events: [
    U1('bills-win-afc-east-2031', 'Buffalo Bills win the AFC East?', 'Sports', close, 'buf-div'),
    G1('Bills 2031 AFC East champions?', close, 'buf-div'),
    A1('KXNFLPLAYOFF-31BUF', 'Buffalo to make the 2031-32 playoffs?', 'Sports', close, 'BUF', 'Buffalo', 'buf-po'),
  ] }, ['round']);
}
{ // Chiefs regular-season wins over 10.5 (alpha) vs over 11.5 (beta): threshold negative.
  const close = z('2032-01-05', '04:00');
  addCase('sports_futures', { name: 'chiefs-wins-2031', groups: [['alpha'], ['beta']], events: [
    A1('KXNFLWINS-31KC', 'Kansas City regular season wins 2031', 'Sports', close, 'T10.5', 'Over 10.5', 'kc-o105'),
    B1('Chiefs win 12+ games in the 2031 regular season?', 'Sports', close, 'kc-o115'),
  ] }, ['threshold']);
}
{ // MLS Cup 2031 (alpha, gamma).
  const close = z('2031-12-07', '04:00');
  addCase('sports_futures', { name: 'mls-cup-2031', events: [
    A('KXMLSCUP-31', 'MLS Cup 2031 Champion', 'Sports', close, [['MIA', 'Inter Miami', 'mls-mia'], ['LAFC', 'LAFC', 'mls-lafc'], ['CLB', 'Columbus', 'mls-clb']]),
    G('2031 MLS Cup winner', close, gr(['Inter Miami CF', 'mls-mia'], ['Los Angeles FC', 'mls-lafc'], ['LA Galaxy', 'mls-lag'])),
  ] });
}
{ // Army–Navy, Dec 13, 2031 (beta, gamma).
  const close = z('2031-12-14', '01:00');
  addCase('sports_futures', { name: 'army-navy-2031', events: [
    B('Army vs. Navy', 'Sports', close, [['cfb-army-navy-2031-12-13-navy', 'Navy', 'an-navy'], ['cfb-army-navy-2031-12-13-army', 'Army', 'an-army']]),
    G1('Army beats Navy (Dec 13, 2031)?', close, 'an-army'),
  ] });
}
{ // Rangers vs Islanders, Nov 26, 2031 — alpha only.
  addCase('sports_futures', { name: 'nyr-nyi-nov-2031', events: [A('KXNHLGAME-31NOV26NYINYR', 'NY Islanders at NY Rangers (Nov 26)', 'Sports', z('2031-11-27', '03:30'), [['NYR', 'NY Rangers', 'ri-nyr'], ['NYI', 'NY Islanders', 'ri-nyi']])] });
}
{ // An NFL head coach fired before Dec 31, 2031 — beta only.
  addCase('sports_futures', { name: 'nfl-coach-fired-2031', events: [B1('Will an NFL head coach be fired before the end of the 2031 regular season (Dec 31)?', 'Sports', z('2031-12-31'), 'coachfire')] });
}

// ───────────────────────────── NON-US DISTRACTORS ─────────────────────────────

{ // Premier League 2031-32 champion (alpha, beta, gamma).
  const close = z('2032-05-24', '17:00');
  addCase('non_us', { name: 'epl-2031-32', events: [
    A('KXEPL-32', 'English Premier League Winner 2031-32', 'Sports', close, [['ARS', 'Arsenal', 'epl-ars'], ['MCI', 'Man City', 'epl-mci'], ['LIV', 'Liverpool', 'epl-liv']]),
    B('Premier League Winner 2031/32', 'Sports', close, [['epl-2032-arsenal', 'Arsenal', 'epl-ars'], ['epl-2032-man-city', 'Manchester City', 'epl-mci'], ['epl-2032-chelsea', 'Chelsea', 'epl-che']]),
    G('EPL 2031-32 champions', close, gr(['Arsenal FC', 'epl-ars'], ['Manchester City', 'epl-mci'], ['Liverpool FC', 'epl-liv'], ['Chelsea FC', 'epl-che'])),
  ] });
}
{ // Champions League 2031-32 winner (alpha, beta, beta_us).
  const close = z('2032-05-30', '21:00');
  addCase('non_us', { name: 'ucl-2031-32', events: [
    A('KXUCL-32', 'UEFA Champions League Winner 2032', 'Sports', close, [['RMA', 'Real Madrid', 'ucl-rma'], ['PSG', 'PSG', 'ucl-psg'], ['BAY', 'Bayern', 'ucl-bay']]),
    B('Champions League Winner 2031-32', 'Sports', close, [['ucl-2032-real-madrid', 'Real Madrid', 'ucl-rma'], ['ucl-2032-psg', 'Paris Saint-Germain', 'ucl-psg'], ['ucl-2032-barcelona', 'Barcelona', 'ucl-bar']]),
    U('ucl-winner-2032', 'UCL 2032 Winner', 'Sports', close, [['ucl-2032-rma', 'Real Madrid', 'ucl-rma'], ['ucl-2032-bayern-munich', 'Bayern Munich', 'ucl-bay']]),
  ] });
}
{ // F1 2031 Drivers' Champion (alpha, beta) vs 2031 Constructors' Champion (gamma): measure/contest negative.
  const close = z('2031-12-07', '16:00');
  addCase('non_us', { name: 'f1-2031-drivers', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXF1-31', 'F1 Drivers Champion 2031', 'Sports', close, [['VER', 'Max Verstappen', 'f1d-ver'], ['NOR', 'Lando Norris', 'f1d-nor'], ['PIA', 'Oscar Piastri', 'f1d-pia'], ['ANT', 'Kimi Antonelli', 'f1d-ant']]),
    B('F1 Drivers’ Championship 2031', 'Sports', close, [['f1-2031-verstappen', 'Verstappen', 'f1d-ver'], ['f1-2031-norris', 'Norris', 'f1d-nor'], ['f1-2031-russell', 'Russell', 'f1d-rus']]),
    G('2031 F1 Constructors’ Championship', close, gr(['McLaren', 'f1c-mcl'], ['Red Bull', 'f1c-rbr'], ['Mercedes', 'f1c-mer'])),
  ] }, ['measure']);
}
{ // ECB December 2031 decision (alpha, beta) vs BoE December 2031 decision (gamma): place negative.
  addCase('non_us', { name: 'ecb-dec-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXECB-31DEC', 'ECB deposit rate decision, December 2031', 'Economics', z('2031-12-11', '13:15'), [['C25', 'Cut 25bps', 'ecb-c25'], ['H0', 'Hold', 'ecb-hold']]),
    B('ECB decision in December 2031?', 'Economics', z('2031-12-11', '13:15'), [['ecb-dec-2031-cut', '25 bps decrease', 'ecb-c25'], ['ecb-dec-2031-hold', 'No change', 'ecb-hold']]),
    G('Bank of England December 2031 rate decision', z('2031-12-18', '12:00'), gr(['Cut', 'boe-cut'], ['Hold', 'boe-hold'])),
  ] }, ['place']);
}
{ // Bank of Canada December 2031 decision (alpha, beta_us) vs January 2032 (gamma): date negative.
  const close = z('2031-12-10', '15:00');
  addCase('non_us', { name: 'boc-dec-2031', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXBOC-31DEC', 'Bank of Canada decision Dec 2031', 'Economics', close, [['C25', 'Cut 25bps', 'boc-c25'], ['H0', 'Hold', 'boc-hold']]),
    U('bank-of-canada-december-2031', 'BoC rate decision (Dec 10, 2031)', 'Economics', close, [['boc-dec-2031-cut', 'Cut', 'boc-c25'], ['boc-dec-2031-hold', 'Hold', 'boc-hold']]),
    G('Bank of Canada January 2032 decision', z('2032-01-28', '15:00'), gr(['Cut', 'bocj-cut'], ['Hold', 'bocj-hold'])),
  ] }, ['date']);
}
{ // UK CPI October 2031 YoY above 2.5% (alpha, beta) vs UK CPIH above 2.5% (gamma): measure negative.
  const close = z('2031-11-19', '07:00');
  addCase('non_us', { name: 'uk-cpi-oct-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXUKCPI-31OCT', 'UK CPI inflation (YoY), October 2031', 'Economics', close, 'T2.5', 'Above 2.5%', 'ukcpi25'),
    B1('UK inflation 2.6% or higher in October 2031?', 'Economics', close, 'ukcpi25', { mx: { src: 'https://www.ons.gov.uk/economy/inflationandpriceindices' } }),
    G1('UK CPIH annual rate above 2.5% for October 2031?', close, 'ukcpih25'),
  ] }, ['measure']);
}
{ // Next Australian federal election: Labor wins most seats (beta, gamma).
  const close = z('2032-06-30');
  addCase('non_us', { name: 'aus-election-2031', events: [
    B1('Will Labor win the most seats at the next Australian federal election?', 'Politics', close, 'aus-alp'),
    G1('Australian Labor Party wins most House seats at next federal election?', close, 'aus-alp'),
  ] });
}
{ // BoJ hikes at its December 2031 meeting (alpha, beta, gamma).
  const close = z('2031-12-19', '04:00');
  addCase('non_us', { name: 'boj-dec-2031', events: [
    A1('KXBOJ-31DEC', 'BoJ rate hike in December 2031?', 'Economics', close, 'HIKE', 'Hike', 'boj-hike'),
    B1('Bank of Japan raises rates in December 2031?', 'Economics', close, 'boj-hike'),
    G1('BOJ hikes policy rate at Dec 2031 MPM?', close, 'boj-hike'),
  ] });
}
{ // French presidential election 2032 winner (alpha, beta, beta_us) vs first-round leader (gamma): round negative.
  const close = z('2032-05-09', '18:00');
  addCase('non_us', { name: 'france-pres-2032', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXFRPRES-32', 'French Presidential Election 2032', 'Politics', close, [['JBAR', 'Jordan Bardella', 'fr-bardella'], ['EPHI', 'Édouard Philippe', 'fr-philippe'], ['GATT', 'Gabriel Attal', 'fr-attal']]),
    B('France Presidential Election Winner 2032', 'Politics', close, [['france-2032-bardella', 'Bardella', 'fr-bardella'], ['france-2032-philippe', 'Philippe', 'fr-philippe'], ['france-2032-melenchon', 'Mélenchon', 'fr-melenchon']]),
    U('french-presidential-election-2032', 'Next President of France', 'Politics', close, [['france-pres-2032-jordan-bardella', 'Jordan Bardella', 'fr-bardella'], ['france-pres-2032-edouard-philippe', 'Edouard Philippe', 'fr-philippe']]),
    G('French presidential election 2032 — first-round winner', z('2032-04-25', '18:00'), gr(['Bardella', 'fr1-bardella'], ['Philippe', 'fr1-philippe'], ['Mélenchon', 'fr1-melenchon'])),
  ] }, ['round']);
}
{ // Ballon d'Or 2031 (alpha, beta).
  const close = z('2031-10-28', '21:00');
  addCase('non_us', { name: 'ballon-dor-2031', events: [
    A('KXBALLONDOR-31', "Ballon d'Or 2031", 'Sports', close, [['LYAM', 'Lamine Yamal', 'bdo-yamal'], ['KMBA', 'Kylian Mbappé', 'bdo-mbappe'], ['EHAA', 'Erling Haaland', 'bdo-haaland']]),
    B("Ballon d'Or 2031 Winner", 'Sports', close, [['ballon-dor-2031-yamal', 'Yamal', 'bdo-yamal'], ['ballon-dor-2031-mbappe', 'Mbappe', 'bdo-mbappe'], ['ballon-dor-2031-bellingham', 'Bellingham', 'bdo-bellingham']]),
  ] });
}
{ // Six Nations 2032 winner (beta, gamma).
  const close = z('2032-03-20', '20:00');
  addCase('non_us', { name: 'six-nations-2032', events: [
    B('Six Nations 2032 Champion', 'Sports', close, [['six-nations-2032-france', 'France', 'sn-fra'], ['six-nations-2032-ireland', 'Ireland', 'sn-ire'], ['six-nations-2032-england', 'England', 'sn-eng']]),
    G('2032 Six Nations winner', close, gr(['France', 'sn-fra'], ['Ireland', 'sn-ire'], ['Scotland', 'sn-sco'])),
  ] });
}
{ // UK GDP Q3 2031 first estimate QoQ above 0.3% (alpha, beta) vs the second estimate (gamma): estimate negative.
  addCase('non_us', { name: 'uk-gdp-q3-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXUKGDP-31Q3', 'UK GDP growth Q3 2031 (first estimate, QoQ)', 'Economics', z('2031-11-13', '07:00'), 'T0.3', 'Above 0.3%', 'ukgdp-1st'),
    B1('UK third-quarter 2031 GDP first estimate 0.4% or higher?', 'Economics', z('2031-11-13', '07:00'), 'ukgdp-1st', { mx: { src: 'https://www.ons.gov.uk/economy/grossdomesticproductgdp' } }),
    G1('UK Q3 2031 GDP (second estimate) above 0.3% q/q?', z('2031-12-22', '07:00'), 'ukgdp-2nd'),
  ] }, ['measure']);
}
{ // Euro area HICP flash for November 2031 above 2.0% (alpha, gamma) vs the final November print (beta_us): estimate negative.
  addCase('non_us', { name: 'ez-hicp-nov-2031', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A1('KXEZCPI-31NOV', 'Euro area inflation flash estimate, November 2031', 'Economics', z('2031-12-02', '10:00'), 'T2.0', 'Above 2.0%', 'ezf-20'),
    G1('Eurozone November 2031 flash HICP 2.1% or higher?', z('2031-12-02', '10:00'), 'ezf-20'),
    U1('eurozone-inflation-final-november-2031-above-2', 'Euro area final November HICP above 2.0%?', 'Economics', z('2031-12-17', '10:00'), 'ezfinal-20'),
  ] }, ['measure']);
}
{ // Australian Open 2032 men's singles (alpha, beta, gamma) vs women's singles (beta_us): category negative.
  const close = z('2032-02-01', '12:00');
  addCase('non_us', { name: 'aus-open-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXAOMEN-32', 'Australian Open 2032 Men\'s Singles Winner', 'Sports', close, [['JSIN', 'Jannik Sinner', 'aom-sinner'], ['CALC', 'Carlos Alcaraz', 'aom-alcaraz'], ['JFON', 'Joao Fonseca', 'aom-fonseca']]),
    B('Australian Open Men’s Champion 2032', 'Sports', close, [['ao-2032-men-sinner', 'Sinner', 'aom-sinner'], ['ao-2032-men-alcaraz', 'Alcaraz', 'aom-alcaraz'], ['ao-2032-men-mensik', 'Mensik', 'aom-mensik']]),
    G('AO 2032 men’s singles champion', close, gr(['Sinner', 'aom-sinner'], ['Alcaraz', 'aom-alcaraz'], ['Fonseca', 'aom-fonseca'])),
    U('australian-open-womens-2032', 'Australian Open 2032 Women\'s Winner', 'Sports', z('2032-01-31', '12:00'), [['ao-2032-women-sabalenka', 'Aryna Sabalenka', 'aow-sabalenka'], ['ao-2032-women-gauff', 'Coco Gauff', 'aow-gauff']]),
  ] }, ['category']);
}
{ // IPL 2032 winner — alpha only.
  addCase('non_us', { name: 'ipl-2032', events: [A('KXIPL-32', 'IPL 2032 Champion', 'Sports', z('2032-05-31', '18:00'), [['MI', 'Mumbai Indians', 'ipl-mi'], ['CSK', 'Chennai Super Kings', 'ipl-csk']])] });
}
{ // Nobel Peace Prize 2031 awarded to an organization — beta only.
  addCase('non_us', { name: 'nobel-peace-2031', events: [B1('Will the 2031 Nobel Peace Prize go to an organization?', 'Politics', z('2031-10-10', '10:00'), 'nobelorg', { mx: { outcomes: yn('Yes', 'No') } })] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout35-set.json', import.meta.url));
