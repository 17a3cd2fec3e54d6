// Twenty-first independent refdata holdout: writes test/refdata/holdout21-set.json (long-dated and season-long markets
// the venues list now, in late 2026, for 2029: season futures, yearly macro and market ranges, 2029 elections abroad,
// technology milestones, awards and climate records).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout21.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, emitScenario,
// venueBuilders, caseList, nf, rows, z, yn, slug and the HoldoutRow/Mx types), lines 1–60 of
// test/refdata/holdout17.build.ts (its header: the labelling rules below are adopted from it verbatim, and the helper
// usage) and its last 40 lines (how the JSON is written out).
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
// - Deadlines: "by June 30" and "in 2028" are different events; "by Dec 31, 2027" and "in 2027"/"before 2028" are one.
// Additions for this set (same spirit): a season is one event (the 2028-29 Premier League is not the 2029-30 one; Super
// Bowl LXIII, played in February 2029, is not the "2029 season" Super Bowl LXIV); an award is one event (NL MVP is not
// AL MVP, the drivers' title is not the constructors'); reaching a round is not winning; a method-of-victory or
// round market is not the fight's winner market. An inverted listing ("Will X NOT…", "stay above" vs "fall below")
// on the same observation is the same event with a different `t`.
// Single-venue events with no counterpart are cases of one event (kind `lone`, not counted as hard negatives).
// Ids: beta event ids 290001+, gamma ids 23001+, alpha tickers dated 2029 (a few 2028/2030 for season neighbours);
// all closes after 2026-11-22.
import { writeFileSync } from 'node:fs';
import { emitScenario, caseList, venueBuilders, nf, z, yn, slug, type Mx, type HoldoutRow as Row } from './evalset.emit.ts';

type Cat = 'sports' | 'central_banks' | 'economics' | 'markets' | 'crypto' | 'commodities' | 'companies' | 'politics' | 'tech' | 'culture' | 'weather';
/** Hard-negative kinds counted in the report (`lone` = a single-venue event, recorded but not a hard negative). */
type Hn = 'season' | 'deadline' | 'date' | 'source' | 'inverted' | 'office' | 'award' | 'threshold' | 'measure' | 'round' | 'place' | 'asset' | 'competition' | 'method' | 'time' | 'lone';

const { cases, meta, add } = caseList<Cat>();
const hnKinds: Array<{ name: string; kinds: Hn[] }> = [];
/** Adds a case and records the kinds of its hard negatives (one per kind listed; `lone` is not a hard negative). */
const addCase = (cat: Cat, c: Parameters<typeof add>[1], kinds: Hn[] = []): void => {
  add(cat, c, kinds.filter((k) => k !== 'lone').length);
  hnKinds.push({ name: c.name, kinds });
};
const { A, B, U, G, G1 } = venueBuilders(290000, 23000);
/** Adds the same extra fields (a source, rules) to every row. */
const w = (ms: Row[], mx: Mx): Row[] => ms.map(([id, label, t, x]) => [id, label, t, { ...mx, ...(x ?? {}) }]);
/** Categorical children on beta / beta_us: market slug `${prefix}-${slug(label)}`, groupItemTitle = label, a question each. */
const kids = (prefix: string, q: (label: string) => string, opts: Array<[label: string, t: string]>, mx: Mx = {}): Row[] =>
  opts.map(([label, t]) => [`${prefix}-${slug(label)}`, label, t, { q: q(label), ...mx }]);
/** One beta / beta_us yes/no market row. */
const one = (marketSlug: string, t: string, mx: Mx = {}): Row[] => [[marketSlug, 'Yes', t, mx]];

const SPORTS_A = 'Sports';
const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const BEA = 'Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product';
const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_LAU = 'Bureau of Labor Statistics https://www.bls.gov/cps/';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const SPX = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const NHC = 'National Hurricane Center https://www.nhc.noaa.gov/';
const NSIDC = 'National Snow and Ice Data Center https://nsidc.org/arcticseaicenews/';

// ───────────────────────────── AMERICAN FOOTBALL ─────────────────────────────

{ // Super Bowl LXIII (played February 2029, the 2028 season): alpha, beta, gamma. beta_us lists the "2029 season"
  // champion, i.e. Super Bowl LXIV in February 2030 — a different season.
  const close = z('2029-02-12', '03:00');
  addCase('sports', { name: 'super-bowl-lxiii-feb-2029', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXSB-29', 'Super Bowl LXIII champion', SPORTS_A, close, [['KC', 'Kansas City', 'kc'], ['BAL', 'Baltimore', 'bal'], ['PHI', 'Philadelphia', 'phi'], ['DET', 'Detroit', 'det'], ['BUF', 'Buffalo', 'buf'], ['SF', 'San Francisco', 'sf'], ['CIN', 'Cincinnati', 'cin']]),
    B('Super Bowl Champion 2029', 'Sports', close, kids('super-bowl-2029', (l) => `Will the ${l} win Super Bowl 2029?`, [['Kansas City Chiefs', 'kc'], ['Baltimore Ravens', 'bal'], ['Philadelphia Eagles', 'phi'], ['Detroit Lions', 'det'], ['Buffalo Bills', 'buf'], ['San Francisco 49ers', 'sf'], ['Houston Texans', 'hou'], ['Los Angeles Rams', 'lar']])),
    G('Super Bowl LXIII (Feb 2029) Winner', close, [['Kansas City Chiefs', 'kc'], ['Baltimore Ravens', 'bal'], ['Philadelphia Eagles', 'phi'], ['Buffalo Bills', 'buf'], ['Detroit Lions', 'det']]),
    U('nfl-2029-season-champion', 'NFL 2029 season champion (Super Bowl LXIV)', 'Sports', z('2030-02-11', '03:00'), kids('nfl-2029-season-champion', (l) => `Will the ${l} win Super Bowl LXIV?`, [['Kansas City Chiefs', 'kc30'], ['Philadelphia Eagles', 'phi30'], ['Baltimore Ravens', 'bal30']])),
  ] }, ['season']);
}
{ // NFL MVP for the 2028 season (announced February 2029): alpha and beta_us; beta lists Offensive Player of the Year.
  const close = z('2029-02-08', '03:00');
  addCase('sports', { name: 'nfl-mvp-2028-season', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXNFLMVP-29', 'NFL MVP 2028-29', SPORTS_A, close, [['LJAC', 'Lamar Jackson', 'jackson'], ['JALL', 'Josh Allen', 'allen'], ['PMAH', 'Patrick Mahomes', 'mahomes'], ['JBUR', 'Joe Burrow', 'burrow'], ['CSTR', 'C.J. Stroud', 'stroud']]),
    U('nfl-mvp-2028-29', 'NFL MVP (2028 season)', 'Sports', close, kids('nfl-mvp-2028-29', (l) => `Will ${l} win the 2028-29 NFL MVP award?`, [['Josh Allen', 'allen'], ['Lamar Jackson', 'jackson'], ['Patrick Mahomes', 'mahomes'], ['Jayden Daniels', 'daniels']])),
    B('NFL Offensive Player of the Year 2028-29', 'Sports', close, kids('nfl-opoy-2028-29', (l) => `Will ${l} win 2028-29 Offensive Player of the Year?`, [['Ja\'Marr Chase', 'chase'], ['Josh Allen', 'allen-opoy'], ['Bijan Robinson', 'bijan']])),
  ] }, ['award']);
}
{ // Chiefs regular-season wins in 2028 (alpha, gamma): same buckets, both "over 10.5" style.
  const close = z('2029-01-08', '06:00');
  addCase('sports', { name: 'chiefs-wins-2028', events: [
    A('KXNFLWINS-KC28', 'Kansas City pro football regular season wins 2028', SPORTS_A, close, [['T9', 'Over 9.5 wins', 'o9'], ['T10', 'Over 10.5 wins', 'o10'], ['T11', 'Over 11.5 wins', 'o11'], ['T12', 'Over 12.5 wins', 'o12']]),
    G('Kansas City Chiefs 2028 regular season wins', close, [['10 or more wins', 'o9'], ['11 or more wins', 'o10'], ['12 or more wins', 'o11'], ['13 or more wins', 'o12']]),
  ] });
}

// ───────────────────────────── BASKETBALL / HOCKEY / BASEBALL ─────────────────────────────

{ // NBA champion 2028-29 (Finals June 2029): all four venues; each lists a different subset of teams.
  const close = z('2029-06-25', '04:00');
  addCase('sports', { name: 'nba-champion-2029', events: [
    A('KXNBA-29', 'Pro Basketball Champion 2029', SPORTS_A, close, [['OKC', 'Oklahoma City', 'okc'], ['BOS', 'Boston', 'bos'], ['DEN', 'Denver', 'den'], ['SAS', 'San Antonio', 'sas'], ['NYK', 'New York K', 'nyk'], ['CLE', 'Cleveland', 'cle']]),
    B('NBA Champion 2029', 'Sports', close, kids('nba-champion-2029', (l) => `Will the ${l} win the 2029 NBA Finals?`, [['Oklahoma City Thunder', 'okc'], ['Boston Celtics', 'bos'], ['Denver Nuggets', 'den'], ['San Antonio Spurs', 'sas'], ['New York Knicks', 'nyk'], ['Cleveland Cavaliers', 'cle'], ['Houston Rockets', 'hou']])),
    U('nba-champion-2029', '2029 NBA Champion', 'Sports', close, kids('nba-2029-champion', (l) => `Will the ${l} win the 2029 NBA Championship?`, [['Thunder', 'okc'], ['Celtics', 'bos'], ['Spurs', 'sas'], ['Knicks', 'nyk']])),
    G('2028-29 NBA Champion', close, [['Oklahoma City Thunder', 'okc'], ['San Antonio Spurs', 'sas'], ['Denver Nuggets', 'den'], ['Boston Celtics', 'bos']]),
  ] });
}
{ // NBA MVP 2028-29: alpha and beta; gamma lists the Finals MVP (a different award).
  addCase('sports', { name: 'nba-mvp-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNBAMVP-29', 'NBA MVP 2028-29', SPORTS_A, z('2029-05-25'), [['SGA', 'Shai Gilgeous-Alexander', 'sga'], ['VWEM', 'Victor Wembanyama', 'wemby'], ['NJOK', 'Nikola Jokic', 'jokic'], ['LDON', 'Luka Doncic', 'luka'], ['AEDW', 'Anthony Edwards', 'ant']]),
    B('NBA MVP 2028-29', 'Sports', z('2029-05-25'), kids('nba-mvp-2028-29', (l) => `Will ${l} win the 2028–29 NBA MVP?`, [['Victor Wembanyama', 'wemby'], ['Shai Gilgeous-Alexander', 'sga'], ['Nikola Jokić', 'jokic'], ['Luka Dončić', 'luka'], ['Cade Cunningham', 'cade']])),
    G('2029 NBA Finals MVP', z('2029-06-25'), [['Shai Gilgeous-Alexander', 'fmvp-sga'], ['Victor Wembanyama', 'fmvp-wemby'], ['Nikola Jokic', 'fmvp-jokic']]),
  ] }, ['award']);
}
{ // NBA Rookie of the Year 2028-29 (alpha categorical) vs beta's separate yes/no markets per player.
  const close = z('2029-05-20');
  addCase('sports', { name: 'nba-roy-2029', events: [
    A('KXNBAROY-29', 'NBA Rookie of the Year 2028-29', SPORTS_A, close, [['ADYB', 'AJ Dybantsa', 'dybantsa'], ['DPET', 'Darryn Peterson', 'peterson'], ['CBOO', 'Cameron Boozer', 'boozer']]),
    B('Will AJ Dybantsa win 2028-29 NBA Rookie of the Year?', 'Sports', close, one('aj-dybantsa-nba-roy-2028-29', 'dybantsa')),
    B('Will Darryn Peterson win 2028-29 NBA Rookie of the Year?', 'Sports', close, one('darryn-peterson-nba-roy-2028-29', 'peterson')),
  ] });
}
{ // Stanley Cup 2029: alpha and gamma. beta lists the 2028 Stanley Cup — the season before.
  addCase('sports', { name: 'stanley-cup-2029', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNHL-29', 'Pro Hockey Champion 2029', SPORTS_A, z('2029-06-30'), [['FLA', 'Florida', 'fla'], ['EDM', 'Edmonton', 'edm'], ['COL', 'Colorado', 'col'], ['CAR', 'Carolina', 'car'], ['DAL', 'Dallas', 'dal']]),
    G('2029 Stanley Cup Champion', z('2029-06-30'), [['Colorado Avalanche', 'col'], ['Florida Panthers', 'fla'], ['Edmonton Oilers', 'edm'], ['Carolina Hurricanes', 'car']]),
    B('Stanley Cup Champion 2028', 'Sports', z('2028-06-30'), kids('stanley-cup-2028', (l) => `Will the ${l} win the 2028 Stanley Cup?`, [['Florida Panthers', 'fla28'], ['Colorado Avalanche', 'col28'], ['Edmonton Oilers', 'edm28']])),
  ] }, ['season']);
}
{ // Hart Trophy 2028-29 (beta, gamma) — clean match.
  const close = z('2029-06-20');
  addCase('sports', { name: 'hart-trophy-2029', events: [
    B('NHL Hart Trophy 2028-29', 'Sports', close, kids('hart-trophy-2028-29', (l) => `Will ${l} win the 2028-29 Hart Trophy?`, [['Connor McDavid', 'mcd'], ['Nathan MacKinnon', 'mack'], ['Auston Matthews', 'matt'], ['Macklin Celebrini', 'celeb']])),
    G('2028-29 Hart Memorial Trophy winner', close, [['Connor McDavid', 'mcd'], ['Nathan MacKinnon', 'mack'], ['Macklin Celebrini', 'celeb']]),
  ] });
}
{ // World Series 2029: alpha, beta, beta_us (clean match, partial outcome lists).
  const close = z('2029-11-06', '06:00');
  addCase('sports', { name: 'world-series-2029', events: [
    A('KXMLB-29', 'Pro Baseball Champion 2029', SPORTS_A, close, [['LAD', 'Los Angeles D', 'lad'], ['NYY', 'New York Y', 'nyy'], ['ATL', 'Atlanta', 'atl'], ['PHI', 'Philadelphia', 'phi'], ['SEA', 'Seattle', 'sea'], ['TOR', 'Toronto', 'tor']]),
    B('World Series Champion 2029', 'Sports', close, kids('world-series-2029', (l) => `Will the ${l} win the 2029 World Series?`, [['Los Angeles Dodgers', 'lad'], ['New York Yankees', 'nyy'], ['Atlanta Braves', 'atl'], ['Philadelphia Phillies', 'phi'], ['Seattle Mariners', 'sea'], ['New York Mets', 'nym']])),
    U('mlb-world-series-2029', '2029 World Series Winner', 'Sports', close, kids('ws-2029', (l) => `Will the ${l} win the 2029 World Series?`, [['Dodgers', 'lad'], ['Yankees', 'nyy'], ['Blue Jays', 'tor'], ['Mets', 'nym']])),
  ] });
}
{ // NL MVP 2029 (alpha, gamma); beta lists the AL MVP — a different award with near-identical wording.
  const close = z('2029-11-20');
  addCase('sports', { name: 'nl-mvp-2029', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNLMVP-29', 'NL MVP 2029', SPORTS_A, close, [['SOHT', 'Shohei Ohtani', 'ohtani'], ['JSOT', 'Juan Soto', 'soto'], ['EDLC', 'Elly De La Cruz', 'edlc'], ['FTAT', 'Fernando Tatis Jr.', 'tatis']]),
    G('2029 National League MVP', close, [['Shohei Ohtani', 'ohtani'], ['Juan Soto', 'soto'], ['Elly De La Cruz', 'edlc']]),
    B('AL MVP 2029', 'Sports', close, kids('al-mvp-2029', (l) => `Will ${l} win the 2029 AL MVP?`, [['Aaron Judge', 'judge'], ['Bobby Witt Jr.', 'witt'], ['Julio Rodríguez', 'julio'], ['Gunnar Henderson', 'gunnar']])),
  ] }, ['award']);
}
{ // AL Cy Young 2029: alpha categorical vs gamma categorical vs beta_us single markets per pitcher.
  const close = z('2029-11-19');
  addCase('sports', { name: 'al-cy-young-2029', events: [
    A('KXALCY-29', 'AL Cy Young 2029', SPORTS_A, close, [['TSKU', 'Tarik Skubal', 'skubal'], ['GCRO', 'Garrett Crochet', 'crochet'], ['JBRA', 'Jacob Misiorowski', 'miz'], ['HBRO', 'Hunter Brown', 'hbrown']]),
    U('al-cy-young-2029', 'AL Cy Young Award 2029', 'Sports', close, kids('al-cy-young-2029', (l) => `Will ${l} win the 2029 AL Cy Young?`, [['Tarik Skubal', 'skubal'], ['Garrett Crochet', 'crochet']])),
    G('2029 American League Cy Young Award', close, [['Tarik Skubal', 'skubal'], ['Garrett Crochet', 'crochet'], ['Hunter Brown', 'hbrown']]),
  ] });
}
{ // NL Cy Young 2029 (beta) vs NL Rookie of the Year 2029 (alpha): different awards, both one venue each.
  addCase('sports', { name: 'nl-cy-young-vs-nl-roy-2029', groups: [['beta'], ['alpha']], events: [
    B('NL Cy Young 2029', 'Sports', z('2029-11-19'), kids('nl-cy-young-2029', (l) => `Will ${l} win the 2029 NL Cy Young?`, [['Paul Skenes', 'skenes'], ['Yoshinobu Yamamoto', 'yamamoto'], ['Zack Wheeler', 'wheeler']])),
    A('KXNLROY-29', 'NL Rookie of the Year 2029', SPORTS_A, z('2029-11-12'), [['KCAR', 'Konnor Griffin', 'griffin'], ['JJWE', 'JJ Wetherholt', 'wetherholt']]),
  ] }, ['award']);
}
{ // Shohei Ohtani home runs in 2029 (alpha only).
  addCase('sports', { name: 'ohtani-hr-2029', events: [
    A('KXMLBHR-29OHTANI', 'Shohei Ohtani regular season home runs 2029', SPORTS_A, z('2029-10-01'), [['T40', 'Above 39.5', 'o40'], ['T50', 'Above 49.5', 'o50'], ['T60', 'Above 59.5', 'o60']]),
  ] }, ['lone']);
}

// ───────────────────────────── FOOTBALL (SOCCER) ─────────────────────────────

{ // Premier League 2028-29 champion: alpha, beta, gamma; beta_us lists the 2029-30 title (next season).
  const close = z('2029-05-20');
  addCase('sports', { name: 'premier-league-2028-29', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXEPL-29', 'English Premier League winner 2028-29', SPORTS_A, close, [['ARS', 'Arsenal', 'ars'], ['MCI', 'Man City', 'mci'], ['LFC', 'Liverpool', 'liv'], ['CHE', 'Chelsea', 'che'], ['MUN', 'Man United', 'mun']]),
    B('Premier League Winner 2028-29', 'Sports', close, kids('epl-2028-29-winner', (l) => `Will ${l} win the 2028–29 Premier League?`, [['Arsenal', 'ars'], ['Manchester City', 'mci'], ['Liverpool', 'liv'], ['Chelsea', 'che'], ['Newcastle', 'new']])),
    G('Premier League 2028/29 Champion', close, [['Arsenal', 'ars'], ['Manchester City', 'mci'], ['Liverpool', 'liv']]),
    U('epl-winner-2029-30', 'Premier League 2029-30 Winner', 'Sports', z('2030-05-26'), kids('epl-2029-30', (l) => `Will ${l} win the 2029-30 Premier League?`, [['Arsenal', 'ars30'], ['Liverpool', 'liv30']])),
  ] }, ['season']);
}
{ // Premier League 2028-29 relegation (alpha per-team yes/no, beta multi) vs gamma "finish bottom" (a place, not relegation).
  const close = z('2029-05-20');
  addCase('sports', { name: 'epl-relegation-2028-29', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXEPLRELEGATE-29', 'Premier League relegation 2028-29', SPORTS_A, close, [['BUR', 'Burnley', 'bur'], ['SUN', 'Sunderland', 'sun'], ['LEE', 'Leeds', 'lee'], ['WOL', 'Wolves', 'wol'], ['BRE', 'Brentford', 'bre']]),
    B('Premier League 2028-29: Relegated teams', 'Sports', close, kids('epl-2028-29-relegated', (l) => `Will ${l} be relegated from the Premier League in 2028-29?`, [['Burnley', 'bur'], ['Sunderland', 'sun'], ['Leeds United', 'lee'], ['Wolverhampton', 'wol'], ['Everton', 'eve']])),
    G('Premier League 2028/29: which club finishes last?', close, [['Burnley', 'last-bur'], ['Sunderland', 'last-sun'], ['Leeds United', 'last-lee']]),
  ] }, ['place']);
}
{ // Bundesliga 2028-29 champion: alpha, beta, gamma (clean).
  const close = z('2029-05-19');
  addCase('sports', { name: 'bundesliga-2028-29', events: [
    A('KXBUNDESLIGA-29', 'Bundesliga winner 2028-29', SPORTS_A, close, [['FCB', 'Bayern Munich', 'fcb'], ['BVB', 'Dortmund', 'bvb'], ['B04', 'Leverkusen', 'b04'], ['RBL', 'RB Leipzig', 'rbl']]),
    B('Bundesliga Winner 2028-29', 'Sports', close, kids('bundesliga-2028-29', (l) => `Will ${l} win the 2028–29 Bundesliga?`, [['Bayern München', 'fcb'], ['Borussia Dortmund', 'bvb'], ['Bayer Leverkusen', 'b04'], ['VfB Stuttgart', 'vfb']])),
    G('Bundesliga 2028/29 Meister', close, [['FC Bayern', 'fcb'], ['Borussia Dortmund', 'bvb'], ['RB Leipzig', 'rbl']]),
  ] });
}
{ // Serie A 2028-29 (beta, gamma) vs Coppa Italia 2029 (alpha) — a different competition in the same country and year.
  addCase('sports', { name: 'serie-a-2028-29', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Serie A Winner 2028-29', 'Sports', z('2029-05-27'), kids('serie-a-2028-29', (l) => `Will ${l} win the 2028–29 Serie A?`, [['Inter', 'int'], ['Napoli', 'nap'], ['Juventus', 'juv'], ['AC Milan', 'acm'], ['Atalanta', 'ata']])),
    G('Serie A 2028/29 Scudetto winner', z('2029-05-27'), [['Inter Milan', 'int'], ['Napoli', 'nap'], ['Juventus', 'juv'], ['AC Milan', 'acm']]),
    A('KXCOPPAITALIA-29', 'Coppa Italia winner 2029', SPORTS_A, z('2029-05-16'), [['INT', 'Inter', 'ci-int'], ['JUV', 'Juventus', 'ci-juv'], ['NAP', 'Napoli', 'ci-nap']]),
  ] }, ['competition']);
}
{ // La Liga 2028-29 winner on beta vs two single yes/no markets on beta_us.
  const close = z('2029-05-27');
  addCase('sports', { name: 'la-liga-2028-29', events: [
    B('La Liga Winner 2028-29', 'Sports', close, kids('la-liga-2028-29', (l) => `Will ${l} win La Liga 2028-29?`, [['Real Madrid', 'rma'], ['Barcelona', 'bar'], ['Atlético Madrid', 'atm']])),
    U('real-madrid-la-liga-2028-29', 'Real Madrid to win La Liga 2028-29?', 'Sports', close, one('real-madrid-win-la-liga-2028-29', 'rma')),
    U('barcelona-la-liga-2028-29', 'Barcelona to win La Liga 2028-29?', 'Sports', close, one('barcelona-win-la-liga-2028-29', 'bar')),
  ] });
}
{ // Champions League 2028-29 winner: all four venues.
  const close = z('2029-06-02');
  addCase('sports', { name: 'ucl-winner-2029', events: [
    A('KXUCL-29', 'UEFA Champions League winner 2028-29', SPORTS_A, close, [['RMA', 'Real Madrid', 'rma'], ['MCI', 'Man City', 'mci'], ['ARS', 'Arsenal', 'ars'], ['PSG', 'PSG', 'psg'], ['FCB', 'Bayern Munich', 'fcb'], ['BAR', 'Barcelona', 'bar']]),
    B('Champions League Winner 2029', 'Sports', close, kids('ucl-2029-winner', (l) => `Will ${l} win the 2028–29 Champions League?`, [['Real Madrid', 'rma'], ['Manchester City', 'mci'], ['Arsenal', 'ars'], ['Paris Saint-Germain', 'psg'], ['Bayern Munich', 'fcb'], ['Liverpool', 'liv']])),
    U('ucl-champion-2029', 'UEFA Champions League 2029 Champion', 'Sports', close, kids('ucl-champion-2029', (l) => `Will ${l} win the 2029 Champions League?`, [['Real Madrid', 'rma'], ['Arsenal', 'ars'], ['PSG', 'psg']])),
    G('UEFA Champions League 2028/29 Winner', close, [['Real Madrid', 'rma'], ['Paris Saint-Germain', 'psg'], ['Barcelona', 'bar'], ['Bayern Munich', 'fcb']]),
  ] });
}
{ // Reaching the 2029 Champions League final (alpha, beta) vs reaching the semi-finals (gamma): a different round.
  addCase('sports', { name: 'ucl-finalists-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXUCLFINALIST-29', 'Champions League 2028-29: reach the final', SPORTS_A, z('2029-05-10'), [['ARS', 'Arsenal', 'f-ars'], ['RMA', 'Real Madrid', 'f-rma'], ['PSG', 'PSG', 'f-psg']]),
    B('Champions League 2029: Which teams reach the final?', 'Sports', z('2029-05-10'), kids('ucl-2029-finalist', (l) => `Will ${l} reach the 2029 Champions League final?`, [['Arsenal', 'f-ars'], ['Real Madrid', 'f-rma'], ['Inter', 'f-int']])),
    G('Champions League 2028/29: reach the semi-finals', z('2029-04-20'), [['Arsenal', 'sf-ars'], ['Real Madrid', 'sf-rma'], ['PSG', 'sf-psg']]),
  ] }, ['round']);
}
{ // Ballon d'Or 2029 (alpha, gamma) — clean.
  const close = z('2029-10-30');
  addCase('sports', { name: 'ballon-dor-2029', events: [
    A('KXBALLONDOR-29', 'Ballon d\'Or 2029 winner', SPORTS_A, close, [['LYAM', 'Lamine Yamal', 'yamal'], ['KMBA', 'Kylian Mbappe', 'mbappe'], ['EHAA', 'Erling Haaland', 'haaland'], ['JBEL', 'Jude Bellingham', 'bellingham']]),
    G('2029 Ballon d\'Or', close, [['Lamine Yamal', 'yamal'], ['Kylian Mbappé', 'mbappe'], ['Erling Haaland', 'haaland']]),
  ] });
}

// ───────────────────────────── FORMULA 1 ─────────────────────────────

{ // F1 2029 drivers' champion: alpha, beta, gamma. beta_us lists the constructors' championship — a different title.
  const close = z('2029-12-10');
  addCase('sports', { name: 'f1-drivers-2029', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXF1-29', 'F1 Drivers Champion 2029', SPORTS_A, close, [['MVER', 'Max Verstappen', 'ver'], ['LNOR', 'Lando Norris', 'nor'], ['OPIA', 'Oscar Piastri', 'pia'], ['GRUS', 'George Russell', 'rus'], ['CLEC', 'Charles Leclerc', 'lec']]),
    B('F1 Drivers\' Champion 2029', 'Sports', close, kids('f1-drivers-champion-2029', (l) => `Will ${l} win the 2029 F1 Drivers' Championship?`, [['Max Verstappen', 'ver'], ['Lando Norris', 'nor'], ['Oscar Piastri', 'pia'], ['George Russell', 'rus'], ['Kimi Antonelli', 'ant']])),
    G('2029 Formula 1 World Drivers\' Championship', close, [['Max Verstappen', 'ver'], ['Lando Norris', 'nor'], ['Charles Leclerc', 'lec']]),
    U('f1-constructors-champion-2029', 'F1 Constructors\' Champion 2029', 'Sports', close, kids('f1-constructors-2029', (l) => `Will ${l} win the 2029 F1 Constructors' Championship?`, [['McLaren', 'c-mcl'], ['Mercedes', 'c-mer'], ['Red Bull Racing', 'c-rbr'], ['Ferrari', 'c-fer']])),
  ] }, ['award']);
}
{ // F1 2028 drivers' champion (gamma) vs F1 2030 drivers' champion (beta): neighbouring seasons, no match.
  addCase('sports', { name: 'f1-drivers-2028-vs-2030', groups: [['gamma'], ['beta']], events: [
    G('2028 Formula 1 World Drivers\' Championship', z('2028-12-05'), [['Max Verstappen', 'ver28'], ['Lando Norris', 'nor28'], ['George Russell', 'rus28']]),
    B('F1 Drivers\' Champion 2030', 'Sports', z('2030-12-10'), kids('f1-drivers-champion-2030', (l) => `Will ${l} win the 2030 F1 Drivers' Championship?`, [['Max Verstappen', 'ver30'], ['Oscar Piastri', 'pia30']])),
  ] }, ['season']);
}
{ // Lewis Hamilton still racing in F1 in 2029 (alpha) vs "Hamilton retires before the 2029 season" (beta): inverted.
  addCase('sports', { name: 'hamilton-2029-grid', events: [
    A('KXHAMILTON-29', 'Will Lewis Hamilton start a Formula 1 race in 2029?', SPORTS_A, z('2029-12-10'), [['YES', 'Yes', 'races']]),
    B('Will Lewis Hamilton NOT start an F1 race in 2029?', 'Sports', z('2029-12-10'), one('hamilton-no-f1-race-2029', 'noraces')),
  ] }, ['inverted']);
}

// ───────────────────────────── TENNIS / GOLF ─────────────────────────────

{ // Wimbledon 2029 men's singles: alpha, beta, gamma; beta_us lists the ladies' singles.
  const close = z('2029-07-15', '18:00');
  addCase('sports', { name: 'wimbledon-2029-men', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXWMENSINGLES-29', 'Wimbledon Men\'s Singles 2029', SPORTS_A, close, [['JSIN', 'Jannik Sinner', 'sinner'], ['CALC', 'Carlos Alcaraz', 'alcaraz'], ['JFON', 'Joao Fonseca', 'fonseca'], ['JMEN', 'Jakub Mensik', 'mensik']]),
    B('Wimbledon 2029 Men\'s Winner', 'Sports', close, kids('wimbledon-2029-men', (l) => `Will ${l} win Wimbledon 2029?`, [['Jannik Sinner', 'sinner'], ['Carlos Alcaraz', 'alcaraz'], ['João Fonseca', 'fonseca'], ['Jack Draper', 'draper']])),
    G('Wimbledon 2029 - Gentlemen\'s Singles Champion', close, [['Carlos Alcaraz', 'alcaraz'], ['Jannik Sinner', 'sinner']]),
    U('wimbledon-2029-womens-winner', 'Wimbledon 2029 Women\'s Winner', 'Sports', z('2029-07-14', '18:00'), kids('wimbledon-2029-women', (l) => `Will ${l} win the 2029 Wimbledon women's title?`, [['Aryna Sabalenka', 'w-saba'], ['Coco Gauff', 'w-gauff'], ['Iga Swiatek', 'w-swiatek']])),
  ] }, ['office']);
}
{ // US Open 2029 women's singles: alpha and beta (clean).
  const close = z('2029-09-09');
  addCase('sports', { name: 'us-open-2029-women', events: [
    A('KXUSOWOMEN-29', 'US Open Women\'s Singles 2029', SPORTS_A, close, [['ASAB', 'Aryna Sabalenka', 'saba'], ['CGAU', 'Coco Gauff', 'gauff'], ['IGSW', 'Iga Swiatek', 'swiatek'], ['MAND', 'Mirra Andreeva', 'andreeva']]),
    B('US Open 2029 Women\'s Winner', 'Sports', close, kids('us-open-2029-women', (l) => `Will ${l} win the 2029 US Open women's singles?`, [['Aryna Sabalenka', 'saba'], ['Coco Gauff', 'gauff'], ['Mirra Andreeva', 'andreeva'], ['Amanda Anisimova', 'anisimova']])),
  ] });
}
{ // Australian Open 2029 men's (alpha, gamma) vs Australian Open 2030 men's (beta).
  addCase('sports', { name: 'australian-open-2029-men', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXAOMEN-29', 'Australian Open Men\'s Singles 2029', SPORTS_A, z('2029-01-28', '12:00'), [['JSIN', 'Jannik Sinner', 'sinner'], ['CALC', 'Carlos Alcaraz', 'alcaraz'], ['NDJO', 'Novak Djokovic', 'djokovic']]),
    G('Australian Open 2029 Men\'s Singles', z('2029-01-28', '12:00'), [['Jannik Sinner', 'sinner'], ['Carlos Alcaraz', 'alcaraz']]),
    B('Australian Open 2030 Men\'s Winner', 'Sports', z('2030-02-03', '12:00'), kids('australian-open-2030-men', (l) => `Will ${l} win the 2030 Australian Open?`, [['Jannik Sinner', 'sinner30'], ['Carlos Alcaraz', 'alcaraz30']])),
  ] }, ['season']);
}
{ // French Open 2029 men's winner (beta, gamma) vs "reach the final" (alpha).
  addCase('sports', { name: 'roland-garros-2029-men', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('French Open 2029 Men\'s Winner', 'Sports', z('2029-06-10', '18:00'), kids('french-open-2029-men', (l) => `Will ${l} win the 2029 French Open?`, [['Carlos Alcaraz', 'alcaraz'], ['Jannik Sinner', 'sinner'], ['Casper Ruud', 'ruud']])),
    G('Roland Garros 2029 Men\'s Singles Winner', z('2029-06-10', '18:00'), [['Carlos Alcaraz', 'alcaraz'], ['Jannik Sinner', 'sinner'], ['Lorenzo Musetti', 'musetti']]),
    A('KXFOMENFINAL-29', 'French Open 2029: Men\'s finalist', SPORTS_A, z('2029-06-07', '18:00'), [['CALC', 'Carlos Alcaraz', 'fin-alcaraz'], ['JSIN', 'Jannik Sinner', 'fin-sinner']]),
  ] }, ['round']);
}
{ // Novak Djokovic wins another Grand Slam by the end of 2029 (beta) vs in 2029 (alpha): deadline (since 2026) vs year.
  addCase('sports', { name: 'djokovic-slam-2029', groups: [['beta'], ['alpha']], events: [
    B('Will Novak Djokovic win another Grand Slam by December 31, 2029?', 'Sports', z('2029-12-31'), one('djokovic-another-grand-slam-by-2029', 'by2029')),
    A('KXDJOKOSLAM-29', 'Will Novak Djokovic win a Grand Slam title in 2029?', SPORTS_A, z('2029-12-31'), [['YES', 'Yes', 'in2029']]),
  ] }, ['deadline']);
}
{ // The Masters 2029: all four venues.
  const close = z('2029-04-15', '23:00');
  addCase('sports', { name: 'masters-2029', events: [
    A('KXMASTERS-29', 'Masters Tournament 2029 winner', SPORTS_A, close, [['SSCH', 'Scottie Scheffler', 'scheffler'], ['RMCI', 'Rory McIlroy', 'rory'], ['XSCH', 'Xander Schauffele', 'xander'], ['LABE', 'Ludvig Aberg', 'aberg'], ['JRAH', 'Jon Rahm', 'rahm']]),
    B('Masters 2029 Winner', 'Sports', close, kids('masters-2029', (l) => `Will ${l} win the 2029 Masters?`, [['Scottie Scheffler', 'scheffler'], ['Rory McIlroy', 'rory'], ['Jon Rahm', 'rahm'], ['Bryson DeChambeau', 'bryson']])),
    U('the-masters-2029-winner', 'The Masters 2029', 'Sports', close, kids('masters-2029-us', (l) => `Will ${l} win The Masters 2029?`, [['Scottie Scheffler', 'scheffler'], ['Rory McIlroy', 'rory'], ['Ludvig Åberg', 'aberg']])),
    G('2029 Masters Champion', close, [['Scottie Scheffler', 'scheffler'], ['Xander Schauffele', 'xander'], ['Bryson DeChambeau', 'bryson']]),
  ] });
}
{ // PGA Championship 2029 (alpha, beta) vs the 2029 U.S. Open (gamma) — a different major.
  addCase('sports', { name: 'pga-championship-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPGACHAMP-29', 'PGA Championship 2029 winner', SPORTS_A, z('2029-05-20', '23:00'), [['SSCH', 'Scottie Scheffler', 'scheffler'], ['XSCH', 'Xander Schauffele', 'xander'], ['RMCI', 'Rory McIlroy', 'rory']]),
    B('PGA Championship 2029 Winner', 'Sports', z('2029-05-20', '23:00'), kids('pga-championship-2029', (l) => `Will ${l} win the 2029 PGA Championship?`, [['Scottie Scheffler', 'scheffler'], ['Rory McIlroy', 'rory'], ['Collin Morikawa', 'morikawa']])),
    G('2029 U.S. Open (golf) Champion', z('2029-06-17', '23:00'), [['Scottie Scheffler', 'uso-scheffler'], ['Bryson DeChambeau', 'uso-bryson']]),
  ] }, ['competition']);
}
{ // The Open 2029 winner (alpha, gamma) vs top-10 finish at The Open 2029 (beta): a different measure.
  addCase('sports', { name: 'the-open-2029', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXTHEOPEN-29', 'The Open Championship 2029 winner', SPORTS_A, z('2029-07-22', '18:00'), [['SSCH', 'Scottie Scheffler', 'scheffler'], ['RMCI', 'Rory McIlroy', 'rory'], ['TFLE', 'Tommy Fleetwood', 'fleetwood']]),
    G('The 158th Open Championship (2029) Winner', z('2029-07-22', '18:00'), [['Scottie Scheffler', 'scheffler'], ['Tommy Fleetwood', 'fleetwood'], ['Shane Lowry', 'lowry']]),
    B('The Open 2029: Top 10 finish', 'Sports', z('2029-07-22', '18:00'), kids('the-open-2029-top-10', (l) => `Will ${l} finish in the top 10 at The Open 2029?`, [['Scottie Scheffler', 't10-scheffler'], ['Rory McIlroy', 't10-rory']])),
  ] }, ['measure']);
}
{ // Ryder Cup 2029 winner (beta, beta_us, gamma): two-way with a tie outcome on one venue only.
  const close = z('2029-09-30', '22:00');
  addCase('sports', { name: 'ryder-cup-2029', events: [
    B('Ryder Cup 2029 Winner', 'Sports', close, kids('ryder-cup-2029', (l) => `Will ${l} win the 2029 Ryder Cup?`, [['Team USA', 'usa'], ['Team Europe', 'eur'], ['Tie', 'tie']])),
    U('ryder-cup-2029', '2029 Ryder Cup', 'Sports', close, kids('ryder-cup-2029-us', (l) => `Will ${l} win the 2029 Ryder Cup?`, [['USA', 'usa'], ['Europe', 'eur']])),
    G('2029 Ryder Cup: winning team', close, [['United States', 'usa'], ['Europe', 'eur']]),
  ] });
}

// ───────────────────────────── COMBAT SPORTS ─────────────────────────────

{ // A 2029 heavyweight title fight: winner (alpha 3-way, beta moneyline with team-named outcomes) vs method of victory
  // (gamma) and "goes the distance" (beta_us): separate events on the same bout.
  const close = z('2029-03-18', '06:00');
  addCase('sports', { name: 'itauma-dubois-2029', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A('KXBOXING-29MAR17ITAUDUB', 'Itauma vs Dubois: winner', SPORTS_A, close, [['ITAU', 'Moses Itauma', 'itauma'], ['DUB', 'Daniel Dubois', 'dubois'], ['DRAW', 'Draw', 'draw']]),
    B('Moses Itauma vs. Daniel Dubois', 'Sports', close, [['boxing-itauma-dubois-2029-03-17', '', 'itauma', { q: 'Itauma vs. Dubois', outcomes: yn('Itauma', 'Dubois') }]]),
    G('Itauma vs Dubois (17 Mar 2029): method of victory', close, [['Itauma by KO/TKO', 'm-itauma-ko'], ['Itauma by decision', 'm-itauma-dec'], ['Dubois by KO/TKO', 'm-dubois-ko'], ['Dubois by decision', 'm-dubois-dec']]),
    U('itauma-dubois-distance', 'Itauma vs. Dubois: Will the fight go the distance?', 'Sports', close, one('itauma-dubois-fight-goes-the-distance', 'distance')),
  ] }, ['method', 'method']);
}
{ // UFC title fight rounds (alpha, beta): "ends in round N"; gamma's over/under 2.5 rounds is a different market.
  const close = z('2029-01-21', '08:00');
  addCase('sports', { name: 'ufc-title-rounds-jan-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXUFCROUND-29JAN20TOPORT', 'Topuria vs Tsarukyan: round the fight ends', SPORTS_A, close, [['R1', 'Round 1', 'r1'], ['R2', 'Round 2', 'r2'], ['R3', 'Round 3', 'r3'], ['R4', 'Round 4', 'r4'], ['R5', 'Round 5', 'r5'], ['DEC', 'Goes to decision', 'dec']]),
    B('UFC 326: Topuria vs. Tsarukyan - What round will the fight end?', 'Sports', close, kids('ufc-topuria-tsarukyan-round', (l) => `Topuria vs. Tsarukyan: fight ends in ${l}?`, [['Round 1', 'r1'], ['Round 2', 'r2'], ['Round 3', 'r3'], ['Decision', 'dec']])),
    G1('Topuria vs Tsarukyan: Over 2.5 rounds?', close, 'ou25'),
  ] }, ['round']);
}
{ // UFC title fight winner (alpha, gamma, beta_us): clean.
  const close = z('2029-01-21', '08:00');
  addCase('sports', { name: 'ufc-title-winner-jan-2029', events: [
    A('KXUFCFIGHT-29JAN20TOPORT', 'Topuria vs Tsarukyan', SPORTS_A, close, [['TOP', 'Ilia Topuria', 'topuria'], ['TSA', 'Arman Tsarukyan', 'tsarukyan']]),
    G('UFC: Ilia Topuria vs Arman Tsarukyan - Winner', close, [['Ilia Topuria', 'topuria'], ['Arman Tsarukyan', 'tsarukyan']]),
    U('ufc-topuria-tsarukyan', 'UFC 326: Topuria vs. Tsarukyan', 'Sports', close, [['ufc-topuria-vs-tsarukyan-2029-01-20', '', 'topuria', { outcomes: yn('Topuria', 'Tsarukyan') }]]),
  ] });
}

// ───────────────────────────── CENTRAL BANKS ─────────────────────────────

{ // Fed funds target (upper bound) after the December 2029 FOMC: alpha ranges, beta buckets, gamma buckets. Buckets that
  // coincide share `t`; alpha's open-ended "3.75% or above" and beta's "4.00%+" do not.
  const close = z('2029-12-12', '19:00');
  addCase('central_banks', { name: 'fed-rate-end-2029', events: [
    A('KXFEDDEC-29DEC12', 'Fed funds upper bound after Dec 2029 meeting', 'Economics', close, w([['B2.75', '2.75% or below', 'le275'], ['B3.00', '3.00%', 'u300'], ['B3.25', '3.25%', 'u325'], ['B3.50', '3.50%', 'u350'], ['T3.75', '3.75% or above', 'ge375']], { src: FED }), { sources: [FED] }),
    B('Fed rate at end of 2029?', 'Economy', close, kids('fed-upper-bound-end-2029', (l) => `Will the Fed's upper bound be ${l} after the December 2029 meeting?`, [['≤2.75%', 'le275'], ['3.00%', 'u300'], ['3.25%', 'u325'], ['3.50%', 'u350'], ['3.75%', 'u375'], ['4.00%+', 'ge400']], { src: 'https://www.federalreserve.gov' })),
    G('US Fed Funds target rate (upper) at end of 2029', close, [['3.00%', 'u300'], ['3.25%', 'u325'], ['3.50%', 'u350']]),
  ] });
}
{ // Number of Fed cuts in 2029: alpha counts decisions (meetings), beta counts decisions, gamma counts 25 bp steps:
  // one event, with gamma not fungible against the other two.
  const close = z('2029-12-12', '19:00');
  addCase('central_banks', { name: 'fed-cuts-count-2029', fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A('KXRATECUTCOUNT-29', 'Number of Fed rate cuts in 2029', 'Economics', close, [['0', '0 cuts', 'c0'], ['1', '1 cut', 'c1'], ['2', '2 cuts', 'c2'], ['3', '3 cuts', 'c3'], ['4', '4 or more', 'c4p']], { rules: 'Counts FOMC meetings in 2029 at which the target range is lowered.' }),
    B('How many Fed rate cuts in 2029?', 'Economy', close, kids('fed-cuts-2029', (l) => `Will the Fed cut rates ${l} in 2029?`, [['0', 'c0'], ['1', 'c1'], ['2', 'c2'], ['3', 'c3'], ['4+', 'c4p']], { rules: 'Counts FOMC decisions in 2029 that lower the federal funds target range, regardless of size.' })),
    G('Fed rate cuts in 2029 (25bp steps)', close, [['0 steps', 'c0'], ['1 step', 'c1'], ['2 steps', 'c2'], ['3 steps', 'c3']], { rules: 'Counts total easing in 2029 in 25 basis point steps (a 50bp cut counts as 2).' }),
  ] }, ['source']);
}
{ // A Fed hike in 2029 (alpha) vs "No Fed hike in 2029?" (beta): same observation, inverted YES.
  addCase('central_banks', { name: 'fed-hike-2029', events: [
    A('KXFEDHIKE-29', 'Will the Fed hike rates in 2029?', 'Economics', z('2029-12-12', '19:00'), [['YES', 'Yes', 'hike']], { sources: [FED] }),
    B('No Fed rate hike in 2029?', 'Economy', z('2029-12-12', '19:00'), one('no-fed-rate-hike-in-2029', 'nohike', { src: 'https://www.federalreserve.gov' })),
  ] }, ['inverted']);
}
{ // ECB deposit facility rate at end of 2029: alpha thresholds and beta buckets that coincide at one point.
  const close = z('2029-12-31');
  addCase('central_banks', { name: 'ecb-deposit-end-2029', events: [
    A('KXECBRATE-29DEC', 'ECB deposit rate at end of 2029', 'Economics', close, [['T1.50', 'Above 1.50%', 'gt150'], ['T2.00', 'Above 2.00%', 'gt200'], ['T2.50', 'Above 2.50%', 'gt250']]),
    B('ECB deposit rate above 2.00% at end of 2029?', 'Economy', close, one('ecb-deposit-rate-above-2pct-end-2029', 'gt200')),
    B('ECB deposit rate above 2.50% at end of 2029?', 'Economy', close, one('ecb-deposit-rate-above-2-5pct-end-2029', 'gt250')),
  ] });
}
{ // ECB hike by June 30, 2029 (alpha) vs ECB hike in 2029 (gamma): different deadlines.
  addCase('central_banks', { name: 'ecb-hike-deadlines-2029', groups: [['alpha'], ['gamma']], events: [
    A('KXECBHIKE-29JUN30', 'Will the ECB raise rates by Jun 30, 2029?', 'Economics', z('2029-06-30'), [['YES', 'Yes', 'h-jun']]),
    G1('ECB rate hike in 2029?', z('2029-12-31'), 'h-2029', { rules: 'YES if the ECB raises any key rate at a monetary policy meeting held in 2029.' }),
  ] }, ['deadline']);
}
{ // Bank of England Bank Rate at end of 2029 (beta, gamma): clean.
  const close = z('2029-12-31');
  addCase('central_banks', { name: 'boe-rate-end-2029', events: [
    B('Bank of England rate at end of 2029?', 'Economy', close, kids('boe-rate-end-2029', (l) => `Will the BoE Bank Rate be ${l} at the end of 2029?`, [['Below 2.50%', 'lt250'], ['2.50%–2.99%', 'b250'], ['3.00%–3.49%', 'b300'], ['3.50% or higher', 'ge350']])),
    G('BoE Bank Rate on 31 Dec 2029', close, [['Under 2.50%', 'lt250'], ['2.50% to 2.99%', 'b250'], ['3.00% to 3.49%', 'b300'], ['3.50% and above', 'ge350']]),
  ] });
}
{ // Bank of Japan policy rate at 1% or higher by end of 2029 (alpha only).
  addCase('central_banks', { name: 'boj-1pct-2029', events: [
    A('KXBOJRATE-29', 'Will the BOJ policy rate reach 1% or higher in 2029?', 'Economics', z('2029-12-31'), [['YES', 'Yes', 'boj1']]),
  ] }, ['lone']);
}

// ───────────────────────────── ECONOMICS ─────────────────────────────

{ // US recession in 2029: alpha and gamma use an NBER-dated peak in 2029; beta uses two negative quarters (BEA advance).
  addCase('economics', { name: 'us-recession-2029', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXRECSSNBER-29', 'Will the NBER say a US recession began in 2029?', 'Economics', z('2030-12-31'), [['YES', 'Yes', 'nber']], { rules: 'Resolves Yes if the NBER Business Cycle Dating Committee announces a peak in any month of 2029, by Dec 31, 2030.' }),
    G1('US recession starts in 2029 (NBER dated)?', z('2030-12-31'), 'nber', { rules: 'YES if the NBER dates a business-cycle peak in 2029 and announces it on or before 31 Dec 2030.' }),
    B('US recession in 2029?', 'Economy', z('2030-01-31'), one('us-recession-in-2029', 'twoq', { src: 'https://www.bea.gov', rules: 'Resolves Yes if the BEA advance estimates show two consecutive quarters of negative real GDP growth within 2029.' })),
  ] }, ['measure']);
}
{ // US real GDP growth 2029, annual average (alpha, beta) vs Q4/Q4 (gamma).
  addCase('economics', { name: 'us-gdp-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGDPYEAR-29', 'US GDP growth in 2029', 'Economics', z('2030-01-30', '13:30'), [['T1.0', 'Above 1.0%', 'gt10'], ['T2.0', 'Above 2.0%', 'gt20'], ['T3.0', 'Above 3.0%', 'gt30']], { sources: [BEA] }),
    B('US GDP growth in 2029 above 2%?', 'Economy', z('2030-01-30', '13:30'), one('us-gdp-growth-2029-above-2', 'gt20', { src: 'https://www.bea.gov', rules: 'Annual average real GDP growth for 2029 over 2028, BEA advance estimate, above 2.0%.' })),
    G1('US real GDP Q4 2029 vs Q4 2028 above 2%?', z('2030-01-30', '13:30'), 'q4q4', { rules: 'Q4/Q4 change in real GDP, BEA advance estimate.' }),
  ] }, ['measure']);
}
{ // US unemployment peak in 2029 (alpha highest monthly print, beta "hits 5%") vs December 2029 print (gamma).
  addCase('economics', { name: 'us-unemployment-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXU3MAX-29', 'Highest US unemployment rate in 2029', 'Economics', z('2030-01-04', '13:30'), [['T4.4', 'Above 4.4%', 'ge45'], ['T4.9', 'Above 4.9%', 'ge50'], ['T5.4', 'Above 5.4%', 'ge55']], { sources: [BLS_LAU] }),
    B('US unemployment hits 5.0% in 2029?', 'Economy', z('2030-01-04', '13:30'), one('us-unemployment-hits-5-in-2029', 'ge50', { src: 'https://www.bls.gov' })),
    G1('US unemployment rate for December 2029 at 5.0% or above?', z('2030-01-04', '13:30'), 'dec50'),
  ] }, ['measure']);
}
{ // US CPI YoY for December 2029: alpha thresholds, beta buckets, beta_us one market; gamma lists core CPI.
  const close = z('2030-01-15', '13:30');
  addCase('economics', { name: 'us-cpi-dec-2029', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXCPIYOY-29DEC', 'CPI year-over-year in Dec 2029', 'Economics', close, [['T2.4', 'Above 2.4%', 'gt24'], ['T2.9', 'Above 2.9%', 'gt29'], ['T3.4', 'Above 3.4%', 'gt34']], { sources: [BLS_CPI] }),
    B('US inflation at end of 2029?', 'Economy', close, kids('us-cpi-yoy-dec-2029', (l) => `Will US annual inflation for December 2029 be ${l}?`, [['2.5% or higher', 'gt24'], ['3.0% or higher', 'gt29'], ['3.5% or higher', 'gt34']], { src: 'https://www.bls.gov/cpi/' })),
    U('us-inflation-dec-2029-3pct', 'US inflation 3% or higher in Dec 2029?', 'Economy', close, one('us-cpi-dec-2029-3pct-or-higher', 'gt29')),
    G('US core CPI YoY for December 2029', close, [['2.5% or higher', 'core25'], ['3.0% or higher', 'core30']]),
  ] }, ['measure']);
}
{ // Euro area HICP inflation for December 2029 above 2% (beta, gamma): clean.
  const close = z('2030-01-07', '10:00');
  addCase('economics', { name: 'ez-hicp-dec-2029', events: [
    B('Eurozone inflation above 2% in December 2029?', 'Economy', close, one('eurozone-inflation-above-2-dec-2029', 'gt20', { src: 'https://ec.europa.eu/eurostat' })),
    G1('Euro area HICP flash for Dec 2029 above 2.0%?', close, 'gt20'),
  ] });
}
{ // US federal debt above $45 trillion by end of 2029 (beta only).
  addCase('economics', { name: 'us-debt-45t-2029', events: [
    B('US national debt above $45T by end of 2029?', 'Economy', z('2029-12-31'), one('us-national-debt-above-45t-by-2029', 'gt45t')),
  ] }, ['lone']);
}

// ───────────────────────────── MARKETS ─────────────────────────────

{ // S&P 500 close on Dec 31, 2029 (alpha ranges, beta binaries); the yearly high of 2029 (gamma, beta_us) is a
  // different observation of the same index.
  const close = z('2029-12-31', '21:00');
  addCase('markets', { name: 'sp500-2029', groups: [['alpha', 'beta'], ['gamma', 'beta_us']], events: [
    A('KXINXY-29DEC31', 'S&P 500 close at end of 2029', 'Financials', close, [['T7999.99', '8,000 or above', 'c8000'], ['T8999.99', '9,000 or above', 'c9000'], ['T9999.99', '10,000 or above', 'c10000']], { sources: [SPX] }),
    B('S&P 500 above 8,000 at end of 2029?', 'Finance', close, one('sp500-above-8000-end-of-2029', 'c8000')),
    B('S&P 500 above 10,000 at end of 2029?', 'Finance', close, one('sp500-above-10000-end-of-2029', 'c10000')),
    G('S&P 500 hits ___ in 2029', close, [['8,500', 'h8500'], ['9,000', 'h9000'], ['10,000', 'h10000']]),
    U('sp500-2029-high', 'S&P 500 to reach 9,000 in 2029?', 'Finance', close, one('sp500-reach-9000-2029', 'h9000')),
  ] }, ['measure']);
}
{ // Nasdaq-100 year-end 2029 (alpha, gamma) vs Nasdaq Composite year-end 2029 (beta): a different index.
  const close = z('2029-12-31', '21:00');
  addCase('markets', { name: 'nasdaq-2029', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNASDAQ100Y-29DEC31', 'Nasdaq-100 close at end of 2029', 'Financials', close, [['T29999.99', '30,000 or above', 'n30k'], ['T34999.99', '35,000 or above', 'n35k']]),
    G('Nasdaq 100 (NDX) year-end 2029 close', close, [['Above 30,000', 'n30k'], ['Above 35,000', 'n35k']]),
    B('Nasdaq Composite above 30,000 at end of 2029?', 'Finance', close, one('nasdaq-composite-above-30000-end-2029', 'ixic30k')),
  ] }, ['asset']);
}
{ // Dow Jones 60,000 in 2029 (alpha) vs "by June 30, 2029" (beta_us): deadlines.
  addCase('markets', { name: 'dow-60k-2029', groups: [['alpha'], ['beta_us']], events: [
    A('KXDJIMAX-29', 'Will the Dow hit 60,000 in 2029?', 'Financials', z('2029-12-31', '21:00'), [['T60000', 'Yes', 'dow-2029']]),
    U('dow-60000-by-june-2029', 'Dow Jones hits 60,000 by June 30, 2029?', 'Finance', z('2029-06-30', '20:00'), one('dow-jones-60000-by-june-30-2029', 'dow-jun')),
  ] }, ['deadline']);
}
{ // VIX above 50 at any time in 2029 (alpha, beta): clean.
  addCase('markets', { name: 'vix-50-2029', events: [
    A('KXVIXMAX-29', 'Will the VIX close above 50 in 2029?', 'Financials', z('2029-12-31', '21:00'), [['T50', 'Yes', 'vix50']]),
    B('VIX closes above 50 in 2029?', 'Finance', z('2029-12-31', '21:00'), one('vix-close-above-50-in-2029', 'vix50', { src: 'https://www.cboe.com' })),
  ] });
}

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // Bitcoin on Dec 31, 2029: beta (Binance 12:00 ET candle) and gamma (Coinbase 12:00 ET) — one event, not fungible;
  // alpha fixes the price at 17:00 ET via CF Benchmarks — a different instant, so a different event.
  addCase('crypto', { name: 'btc-dec-31-2029', groups: [['beta', 'gamma'], ['alpha']], fungible: nf('beta|gamma'), events: [
    B('Bitcoin above ___ on December 31, 2029?', 'Crypto', z('2029-12-31', '17:00'), kids('bitcoin-above-on-december-31-2029', (l) => `Will the price of Bitcoin be above ${l} on December 31, 2029?`, [['$100,000', 'b100'], ['$150,000', 'b150'], ['$200,000', 'b200'], ['$250,000', 'b250']], { rules: 'Binance BTC/USDT 1-minute candle at 12:00 ET on December 31, 2029 (close).' })),
    G('BTC price on 31 Dec 2029 12:00 ET', z('2029-12-31', '17:00'), [['Above $100,000', 'b100'], ['Above $150,000', 'b150'], ['Above $200,000', 'b200']], { rules: 'Coinbase BTC-USD price at 12:00 ET (17:00 UTC) on 31 Dec 2029.' }),
    A('KXBTCY-29DEC3117', 'Bitcoin price at end of 2029', 'Crypto', z('2029-12-31', '22:00'), [['T99999.99', '$100,000 or above', 'a100'], ['T149999.99', '$150,000 or above', 'a150'], ['T199999.99', '$200,000 or above', 'a200']], { sources: [CFB], rules: 'CF Benchmarks BRTI, 60-second average before 5pm ET on Dec 31, 2029.' }),
  ] }, ['time', 'source']);
}
{ // Bitcoin reached prices in 2029: alpha (highs only), beta (highs and lows), beta_us (one high).
  const close = z('2029-12-31', '23:59');
  addCase('crypto', { name: 'btc-range-2029', events: [
    A('KXBTCMAXY-29', 'How high will Bitcoin get in 2029?', 'Crypto', close, [['T150000', '$150,000 or above', 'up150'], ['T200000', '$200,000 or above', 'up200'], ['T250000', '$250,000 or above', 'up250']], { sources: [CFB] }),
    B('What price will Bitcoin hit in 2029?', 'Crypto', close, kids('what-price-will-bitcoin-hit-in-2029', (l) => `Will Bitcoin reach ${l} in 2029?`, [['↑ $150,000', 'up150'], ['↑ $200,000', 'up200'], ['↑ $250,000', 'up250'], ['↓ $60,000', 'dn60'], ['↓ $40,000', 'dn40']])),
    U('bitcoin-200k-2029', 'Bitcoin to $200k in 2029?', 'Crypto', close, one('bitcoin-reach-200k-in-2029', 'up200')),
  ] });
}
{ // Ether low in 2029 (alpha "below $2,000") vs gamma "stays above $2,000 through 2029": inverted YES.
  addCase('crypto', { name: 'eth-low-2029', events: [
    A('KXETHMINY-29', 'How low will Ethereum get in 2029?', 'Crypto', z('2029-12-31'), [['T2000', 'Below $2,000', 'lt2000'], ['T1500', 'Below $1,500', 'lt1500']]),
    G1('ETH stays above $2,000 for all of 2029?', z('2029-12-31'), 'stay2000', { rules: 'YES if ETH/USD never trades below $2,000 during calendar year 2029.' }),
  ] }, ['inverted']);
}
{ // Ether on Dec 31, 2029 at 12:00 ET: beta and beta_us (Binance) fungible; gamma (Coinbase) same instant, not fungible.
  const close = z('2029-12-31', '17:00');
  addCase('crypto', { name: 'eth-dec-31-2029', fungible: nf('beta|gamma', 'beta_us|gamma'), events: [
    B('Ethereum above ___ on December 31, 2029?', 'Crypto', close, kids('ethereum-above-on-december-31-2029', (l) => `Will the price of Ethereum be above ${l} on December 31, 2029?`, [['$5,000', 'e5k'], ['$8,000', 'e8k'], ['$10,000', 'e10k']], { rules: 'Binance ETH/USDT 1-minute candle close at 12:00 ET on December 31, 2029.' })),
    U('eth-above-5000-dec-31-2029', 'Ethereum above $5,000 on Dec 31, 2029?', 'Crypto', close, one('ethereum-above-5000-dec-31-2029', 'e5k', { rules: 'Binance ETH/USDT, 12:00 ET candle close, December 31, 2029.' })),
    G('ETH price on 31 Dec 2029 (12:00 ET)', close, [['Above $5,000', 'e5k'], ['Above $10,000', 'e10k']], { rules: 'Coinbase ETH-USD spot at 12:00 ET on 31 Dec 2029.' }),
  ] }, ['source']);
}
{ // Solana high in 2029 (alpha, beta) vs Solana new all-time high by June 30, 2029 (gamma): deadline and measure.
  addCase('crypto', { name: 'sol-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSOLMAXY-29', 'How high will Solana get in 2029?', 'Crypto', z('2029-12-31'), [['T300', '$300 or above', 's300'], ['T500', '$500 or above', 's500'], ['T1000', '$1,000 or above', 's1000']]),
    B('What price will Solana hit in 2029?', 'Crypto', z('2029-12-31'), kids('what-price-will-solana-hit-in-2029', (l) => `Will Solana reach ${l} in 2029?`, [['↑ $500', 's500'], ['↑ $1,000', 's1000'], ['↓ $75', 'sdn75']])),
    G1('Solana new all-time high by 30 June 2029?', z('2029-06-30'), 'sol-ath-jun'),
  ] }, ['deadline']);
}
{ // XRP reaches $5 in 2029 (beta_us only).
  addCase('crypto', { name: 'xrp-5-2029', events: [
    U('xrp-5-dollars-2029', 'XRP to $5 in 2029?', 'Crypto', z('2029-12-31'), one('xrp-reach-5-dollars-2029', 'xrp5')),
  ] }, ['lone']);
}
{ // Bitcoin vs gold market cap flip by end of 2029 (alpha, gamma): clean.
  addCase('crypto', { name: 'btc-flips-gold-2029', events: [
    A('KXBTCGOLD-29', 'Will Bitcoin\'s market cap exceed gold\'s before 2030?', 'Crypto', z('2029-12-31'), [['YES', 'Yes', 'flip']]),
    G1('Bitcoin market cap > gold market cap by end of 2029?', z('2029-12-31'), 'flip'),
  ] });
}

// ───────────────────────────── COMMODITIES ─────────────────────────────

{ // Gold on Dec 31, 2029: alpha (COMEX front-month settle) and beta (LBMA PM fix) — one event, not fungible; gamma's
  // 2029 high is a different observation.
  addCase('commodities', { name: 'gold-2029', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXGOLDY-29DEC31', 'Gold price at end of 2029', 'Financials', z('2029-12-31', '19:00'), [['T4999.99', '$5,000 or above', 'g5000'], ['T5999.99', '$6,000 or above', 'g6000']], { rules: 'COMEX gold front-month settlement price on Dec 31, 2029.' }),
    B('Gold above ___ at end of 2029?', 'Finance', z('2029-12-31', '19:00'), kids('gold-above-end-of-2029', (l) => `Will gold be above ${l} per ounce on December 31, 2029?`, [['$5,000', 'g5000'], ['$6,000', 'g6000'], ['$7,000', 'g7000']], { rules: 'LBMA Gold Price PM on December 31, 2029.' })),
    G('Gold reaches ___ per ounce in 2029', z('2029-12-31'), [['$6,000', 'gh6000'], ['$7,000', 'gh7000']]),
  ] }, ['source', 'measure']);
}
{ // WTI on Dec 31, 2029 (alpha, beta) vs Brent on the same day (gamma).
  addCase('commodities', { name: 'oil-end-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXWTIY-29DEC31', 'WTI crude oil price at end of 2029', 'Financials', z('2029-12-31', '19:30'), [['T49.99', 'Below $50', 'wlt50'], ['T99.99', '$100 or above', 'w100']]),
    B('WTI crude below $50 at end of 2029?', 'Finance', z('2029-12-31', '19:30'), one('wti-below-50-end-of-2029', 'wlt50')),
    G('Brent crude on 31 Dec 2029', z('2029-12-31', '19:30'), [['Below $50', 'blt50'], ['Above $100', 'b100']]),
  ] }, ['asset']);
}
{ // Copper record high in 2029 (beta only).
  addCase('commodities', { name: 'copper-record-2029', events: [
    B('Copper hits a record high in 2029?', 'Finance', z('2029-12-31'), one('copper-record-high-in-2029', 'cu-ath')),
  ] }, ['lone']);
}

// ───────────────────────────── COMPANIES ─────────────────────────────

{ // SpaceX IPO in 2029 (alpha, beta, gamma) vs by June 30, 2029 (beta_us).
  addCase('companies', { name: 'spacex-ipo-2029', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXIPOSPACEX-29', 'Will SpaceX IPO before 2030?', 'Companies', z('2029-12-31'), [['YES', 'Yes', 'ipo']]),
    B('SpaceX IPO by December 31, 2029?', 'Business', z('2029-12-31'), one('spacex-ipo-by-december-31-2029', 'ipo')),
    G1('Will SpaceX go public by end of 2029?', z('2029-12-31'), 'ipo'),
    U('spacex-ipo-by-june-30-2029', 'SpaceX IPO by June 30, 2029?', 'Business', z('2029-06-30'), one('spacex-ipo-by-june-30-2029', 'ipo-jun')),
  ] }, ['deadline']);
}
{ // OpenAI IPO before 2030 (alpha, beta) vs OpenAI files an S-1 in 2029 (gamma).
  addCase('companies', { name: 'openai-ipo-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXIPOOPENAI-29', 'Will OpenAI IPO before 2030?', 'Companies', z('2029-12-31'), [['YES', 'Yes', 'ipo']]),
    B('OpenAI IPO in 2029?', 'Business', z('2029-12-31'), one('openai-ipo-in-2029', 'ipo')),
    G1('OpenAI publicly files an S-1 in 2029?', z('2029-12-31'), 's1'),
  ] }, ['measure']);
}
{ // Largest company by market cap on Dec 31, 2029: alpha, beta, gamma; beta_us asks about June 30, 2029.
  addCase('companies', { name: 'largest-company-end-2029', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXLARGESTCO-29DEC31', 'Largest company in the world at end of 2029', 'Companies', z('2029-12-31', '21:00'), [['NVDA', 'Nvidia', 'nvda'], ['MSFT', 'Microsoft', 'msft'], ['AAPL', 'Apple', 'aapl'], ['GOOGL', 'Alphabet', 'googl']]),
    B('Largest company end of 2029?', 'Business', z('2029-12-31', '21:00'), kids('largest-company-end-of-2029', (l) => `Will ${l} be the largest company in the world by market cap on December 31, 2029?`, [['NVIDIA', 'nvda'], ['Microsoft', 'msft'], ['Apple', 'aapl'], ['Alphabet', 'googl'], ['Saudi Aramco', 'aramco']])),
    G('World\'s largest company by market cap, 31 Dec 2029', z('2029-12-31', '21:00'), [['Nvidia', 'nvda'], ['Apple', 'aapl'], ['Microsoft', 'msft']]),
    U('largest-company-june-30-2029', 'Largest company on June 30, 2029?', 'Business', z('2029-06-30', '20:00'), kids('largest-company-june-30-2029', (l) => `Will ${l} be the largest company on June 30, 2029?`, [['Nvidia', 'jun-nvda'], ['Microsoft', 'jun-msft']])),
  ] }, ['date']);
}
{ // Nvidia stock split announced in 2029 (alpha, beta) vs Meta stock split in 2029 (gamma).
  addCase('companies', { name: 'nvda-split-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSPLIT-29NVDA', 'Will Nvidia announce a stock split in 2029?', 'Companies', z('2029-12-31'), [['YES', 'Yes', 'nvda-split']]),
    B('Nvidia announces stock split in 2029?', 'Business', z('2029-12-31'), one('nvidia-stock-split-2029', 'nvda-split')),
    G1('Meta announces a stock split in 2029?', z('2029-12-31'), 'meta-split'),
  ] }, ['asset']);
}
{ // Tesla 2029 deliveries above 3 million (beta, gamma) — clean; alpha lists production (a different measure).
  addCase('companies', { name: 'tesla-2029-deliveries', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Tesla delivers 3M+ vehicles in 2029?', 'Business', z('2030-01-03'), one('tesla-3m-deliveries-2029', 'd3m')),
    G1('Tesla full-year 2029 deliveries at least 3,000,000?', z('2030-01-03'), 'd3m'),
    A('KXTESLAPROD-29', 'Tesla vehicle production in 2029', 'Companies', z('2030-01-03'), [['T3000000', '3,000,000 or more', 'p3m']]),
  ] }, ['measure']);
}
{ // Apple market cap above $6T at end of 2029 (alpha, beta_us): clean.
  addCase('companies', { name: 'apple-6t-end-2029', events: [
    A('KXAAPLCAP-29DEC31', 'Apple market cap at end of 2029', 'Companies', z('2029-12-31', '21:00'), [['T6', '$6T or above', 'a6t'], ['T8', '$8T or above', 'a8t']]),
    U('apple-6t-market-cap-end-2029', 'Apple above $6T market cap at end of 2029?', 'Business', z('2029-12-31', '21:00'), one('apple-market-cap-6t-dec-31-2029', 'a6t')),
  ] });
}

// ───────────────────────────── POLITICS ─────────────────────────────

{ // German federal election 2029: most Bundestag seats (alpha, beta) vs largest second-vote share (gamma).
  const close = z('2029-03-31');
  addCase('politics', { name: 'germany-election-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGERMANYSEATS-29', 'German federal election: party with the most seats', 'Elections', close, [['CDU', 'CDU/CSU', 'cdu'], ['AFD', 'AfD', 'afd'], ['SPD', 'SPD', 'spd']]),
    B('Germany Parliamentary Election: Most Seats', 'Politics', close, kids('germany-election-2029-most-seats', (l) => `Will ${l} win the most seats in the 2029 German federal election?`, [['CDU/CSU', 'cdu'], ['AfD', 'afd'], ['SPD', 'spd'], ['Greens', 'grn']])),
    G('Germany 2029 Bundestag election: highest Zweitstimmen share', close, [['CDU/CSU', 'v-cdu'], ['AfD', 'v-afd']]),
  ] }, ['measure']);
}
{ // Next German Chancellor after the 2029 election (beta, gamma): clean.
  const close = z('2029-12-31');
  addCase('politics', { name: 'german-chancellor-2029', events: [
    B('Next German Chancellor?', 'Politics', close, kids('next-german-chancellor-2029', (l) => `Will ${l} be the next Chancellor of Germany?`, [['Friedrich Merz', 'merz'], ['Hendrik Wüst', 'wust'], ['Markus Söder', 'soder'], ['Alice Weidel', 'weidel']])),
    G('Germany: Chancellor elected after the 2029 Bundestag election', close, [['Friedrich Merz', 'merz'], ['Hendrik Wüst', 'wust'], ['Alice Weidel', 'weidel']]),
  ] });
}
{ // India 2029 Lok Sabha: BJP single-party majority (alpha) vs BJP largest party (beta, gamma).
  const close = z('2029-06-10');
  addCase('politics', { name: 'india-lok-sabha-2029', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('India Lok Sabha election 2029: most seats', 'Politics', close, kids('india-2029-most-seats', (l) => `Will ${l} win the most seats in the 2029 Lok Sabha election?`, [['BJP', 'bjp'], ['INC', 'inc']])),
    G('2029 Indian general election - party with most Lok Sabha seats', close, [['BJP', 'bjp'], ['Indian National Congress', 'inc']]),
    A('KXINDIAMAJ-29', 'Will the BJP win a majority (272+) in the 2029 Lok Sabha?', 'Elections', close, [['YES', 'Yes', 'bjp272']]),
  ] }, ['measure']);
}
{ // Indian Prime Minister after the 2029 election (alpha, beta): clean.
  const close = z('2029-07-31');
  addCase('politics', { name: 'india-pm-2029', events: [
    A('KXINDIAPM-29', 'Prime Minister of India after the 2029 election', 'Elections', close, [['MODI', 'Narendra Modi', 'modi'], ['SHAH', 'Amit Shah', 'shah'], ['YOGI', 'Yogi Adityanath', 'yogi'], ['RGAN', 'Rahul Gandhi', 'gandhi']]),
    B('Who will be India\'s Prime Minister after the 2029 election?', 'Politics', close, kids('india-pm-after-2029-election', (l) => `Will ${l} be sworn in as PM after the 2029 Indian election?`, [['Narendra Modi', 'modi'], ['Amit Shah', 'shah'], ['Yogi Adityanath', 'yogi']])),
  ] });
}
{ // Next Canadian federal election: most seats (alpha, beta, gamma): clean.
  const close = z('2029-10-31');
  addCase('politics', { name: 'canada-election-2029', events: [
    A('KXCANADAPARL-29', 'Canadian federal election: most seats', 'Elections', close, [['LPC', 'Liberal', 'lpc'], ['CPC', 'Conservative', 'cpc'], ['BQ', 'Bloc Quebecois', 'bq']]),
    B('Canada Election: Most Seats (2029)', 'Politics', close, kids('canada-election-most-seats-2029', (l) => `Will the ${l} Party win the most seats in the next Canadian federal election?`, [['Liberal', 'lpc'], ['Conservative', 'cpc'], ['NDP', 'ndp']])),
    G('Canada 46th general election: party with most seats', close, [['Liberal Party', 'lpc'], ['Conservative Party', 'cpc']]),
  ] });
}
{ // Carney out as PM by June 30, 2029 (alpha) vs before 2030 (beta): deadlines.
  addCase('politics', { name: 'carney-out-2029', groups: [['alpha'], ['beta']], events: [
    A('KXCARNEYOUT-29JUN30', 'Mark Carney out as Prime Minister by Jun 30, 2029?', 'Politics', z('2029-06-30'), [['YES', 'Yes', 'out-jun']]),
    B('Mark Carney out as Canadian PM before 2030?', 'Politics', z('2029-12-31'), one('mark-carney-out-before-2030', 'out-2029')),
  ] }, ['deadline']);
}
{ // Conservative leadership: Poilievre remains leader through 2029 (beta_us) vs "Poilievre out as leader in 2029" (gamma): inverted.
  addCase('politics', { name: 'poilievre-leader-2029', events: [
    U('poilievre-leader-through-2029', 'Poilievre still Conservative leader on Dec 31, 2029?', 'Politics', z('2029-12-31'), one('poilievre-conservative-leader-dec-31-2029', 'stays')),
    G1('Pierre Poilievre ceases to be CPC leader before 2030?', z('2029-12-31'), 'out'),
  ] }, ['inverted']);
}
{ // Next UK general election: most seats (alpha, beta, gamma): clean, partial outcomes.
  const close = z('2029-08-31');
  addCase('politics', { name: 'uk-general-election-2029', events: [
    A('KXUKPARL-29', 'UK general election: party with most seats', 'Elections', close, [['LAB', 'Labour', 'lab'], ['REF', 'Reform UK', 'ref'], ['CON', 'Conservative', 'con']]),
    B('UK Next General Election: Most Seats', 'Politics', close, kids('uk-next-general-election-most-seats', (l) => `Will ${l} win the most seats at the next UK general election?`, [['Reform UK', 'ref'], ['Labour', 'lab'], ['Conservatives', 'con'], ['Liberal Democrats', 'ld']])),
    G('UK general election (due 2029): most seats', close, [['Reform UK', 'ref'], ['Labour', 'lab']]),
  ] });
}
{ // Starmer out as PM before 2029 (beta) vs Starmer PM on Dec 31, 2029 (alpha): different dates and inverted, so different events.
  addCase('politics', { name: 'starmer-dates', groups: [['beta'], ['alpha']], events: [
    B('Keir Starmer out as PM before 2029?', 'Politics', z('2028-12-31'), one('keir-starmer-out-before-2029', 'out-2028')),
    A('KXSTARMERPM-29DEC31', 'Will Keir Starmer be UK Prime Minister on Dec 31, 2029?', 'Politics', z('2029-12-31'), [['YES', 'Yes', 'pm-2029']]),
  ] }, ['date']);
}
{ // Putin out as president before 2030 (alpha) vs "remain president through 2029" (beta): inverted YES.
  addCase('politics', { name: 'putin-2029', events: [
    A('KXPUTINOUT-29', 'Putin out as President of Russia before 2030?', 'Politics', z('2029-12-31'), [['YES', 'Yes', 'out']]),
    B('Will Putin remain President of Russia through 2029?', 'Politics', z('2029-12-31'), one('putin-remains-president-through-2029', 'stays')),
  ] }, ['inverted']);
}
{ // A Supreme Court vacancy in 2029 (alpha, gamma) vs Alito retires in 2029 (beta): different scope.
  addCase('politics', { name: 'scotus-2029', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXSCOTUSVACANCY-29', 'Will there be a Supreme Court vacancy in 2029?', 'Politics', z('2029-12-31'), [['YES', 'Yes', 'vac']]),
    G1('US Supreme Court vacancy arises in 2029?', z('2029-12-31'), 'vac'),
    B('Samuel Alito retires in 2029?', 'Politics', z('2029-12-31'), one('samuel-alito-retires-in-2029', 'alito')),
  ] }, ['measure']);
}
{ // House impeaches the President in 2029 (alpha, beta) vs Senate conviction in 2029 (gamma).
  addCase('politics', { name: 'impeachment-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXIMPEACH-29', 'Will the House impeach the President in 2029?', 'Politics', z('2029-12-31'), [['YES', 'Yes', 'imp']]),
    B('President impeached in 2029?', 'Politics', z('2029-12-31'), one('president-impeached-in-2029', 'imp')),
    G1('Senate convicts the US President in 2029?', z('2029-12-31'), 'convict'),
  ] }, ['office']);
}
{ // Who is inaugurated on Jan 20, 2029 (alpha) vs who wins the 2028 election per AP call (beta): different observations.
  addCase('politics', { name: 'inauguration-2029', groups: [['alpha'], ['beta']], events: [
    A('KXPRESINAUG-29', 'Who will be inaugurated President on Jan 20, 2029?', 'Politics', z('2029-01-20', '17:00'), [['JDV', 'J.D. Vance', 'inaug-vance'], ['GNEW', 'Gavin Newsom', 'inaug-newsom'], ['AOC', 'Alexandria Ocasio-Cortez', 'inaug-aoc']]),
    B('Presidential Election Winner 2028', 'Politics', z('2028-11-07'), kids('presidential-election-winner-2028', (l) => `Will ${l} win the 2028 US presidential election?`, [['JD Vance', 'win-vance'], ['Gavin Newsom', 'win-newsom'], ['Marco Rubio', 'win-rubio']])),
  ] }, ['measure']);
}
{ // South Africa 2029: ANC vote share above 40% (alpha, gamma) vs ANC majority (beta).
  const close = z('2029-06-15');
  addCase('politics', { name: 'south-africa-2029', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXZAANC-29', 'ANC national vote share in the 2029 South African election', 'Elections', close, [['T35', 'Above 35%', 'gt35'], ['T40', 'Above 40%', 'gt40']]),
    G('ANC vote share, South Africa 2029 general election', close, [['Over 35%', 'gt35'], ['Over 40%', 'gt40']]),
    B('ANC wins a majority in 2029?', 'Politics', close, one('anc-majority-2029', 'gt50')),
  ] }, ['threshold']);
}
{ // Indonesia 2029 presidential election winner (beta, gamma): clean.
  const close = z('2029-04-30');
  addCase('politics', { name: 'indonesia-2029', events: [
    B('Indonesia Presidential Election 2029', 'Politics', close, kids('indonesia-presidential-election-2029', (l) => `Will ${l} win the 2029 Indonesian presidential election?`, [['Prabowo Subianto', 'prabowo'], ['Anies Baswedan', 'anies'], ['Dedi Mulyadi', 'dedi']])),
    G('Indonesia 2029 presidential election winner', close, [['Prabowo Subianto', 'prabowo'], ['Anies Baswedan', 'anies']]),
  ] });
}
{ // Hungarian PM on Dec 31, 2029 (gamma only).
  addCase('politics', { name: 'hungary-pm-end-2029', events: [
    G('Prime Minister of Hungary on 31 Dec 2029', z('2029-12-31'), [['Péter Magyar', 'magyar'], ['Viktor Orbán', 'orban']]),
  ] }, ['lone']);
}

// ───────────────────────────── TECHNOLOGY ─────────────────────────────

{ // OpenAI announces AGI by end of 2029 (alpha, beta, gamma): clean.
  addCase('tech', { name: 'openai-agi-2029', events: [
    A('KXOAIAGI-29', 'Will OpenAI announce it has achieved AGI before 2030?', 'Science and Technology', z('2029-12-31'), [['YES', 'Yes', 'agi']]),
    B('OpenAI announces AGI by December 31, 2029?', 'Tech', z('2029-12-31'), one('openai-announces-agi-by-2029', 'agi')),
    G1('OpenAI declares AGI in or before 2029?', z('2029-12-31'), 'agi'),
  ] });
}
{ // GPT-6 released by March 31, 2029 (alpha) vs by December 31, 2029 (beta, beta_us).
  addCase('tech', { name: 'gpt6-2029', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B('GPT-6 released by December 31, 2029?', 'Tech', z('2029-12-31'), one('gpt-6-released-by-december-31-2029', 'dec')),
    U('gpt-6-release-2029', 'GPT-6 released in 2029 or earlier?', 'Tech', z('2029-12-31'), one('gpt-6-released-by-end-of-2029', 'dec')),
    A('KXGPT6-29MAR31', 'Will OpenAI release GPT-6 by Mar 31, 2029?', 'Science and Technology', z('2029-03-31'), [['YES', 'Yes', 'mar']]),
  ] }, ['deadline']);
}
{ // Top AI model on LMArena text at end of 2029 (alpha, beta) vs at end of June 2029 (gamma).
  addCase('tech', { name: 'top-ai-model-end-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTOPMODEL-29DEC31', 'Top AI model on LMArena at end of 2029', 'Science and Technology', z('2029-12-31', '17:00'), [['GOOG', 'Google', 'goog'], ['OAI', 'OpenAI', 'oai'], ['ANTH', 'Anthropic', 'anth'], ['XAI', 'xAI', 'xai']]),
    B('Which company has best AI model end of 2029?', 'Tech', z('2029-12-31', '17:00'), kids('best-ai-model-end-of-2029', (l) => `Will ${l} have the top model on LMArena on December 31, 2029?`, [['Google', 'goog'], ['OpenAI', 'oai'], ['Anthropic', 'anth'], ['DeepSeek', 'dsk']])),
    G('Top LMArena text model company, 30 June 2029', z('2029-06-30', '17:00'), [['Google', 'jun-goog'], ['OpenAI', 'jun-oai']]),
  ] }, ['date']);
}
{ // Starship launches toward Mars in 2029 (alpha, beta) vs Starship lands on Mars by end of 2029 (gamma).
  addCase('tech', { name: 'starship-mars-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSTARSHIPMARS-29', 'Will SpaceX launch a Starship to Mars before 2030?', 'Science and Technology', z('2029-12-31'), [['YES', 'Yes', 'launch']]),
    B('SpaceX Starship launches to Mars by end of 2029?', 'Science', z('2029-12-31'), one('starship-launches-to-mars-by-2029', 'launch')),
    G1('Starship lands on Mars by 31 Dec 2029?', z('2029-12-31'), 'land'),
  ] }, ['measure']);
}
{ // Humans on the Moon (Artemis crewed landing) before 2030 (alpha, gamma, beta_us): clean.
  addCase('tech', { name: 'artemis-landing-2029', events: [
    A('KXMOONLAND-29', 'Will NASA land astronauts on the Moon before 2030?', 'Science and Technology', z('2029-12-31'), [['YES', 'Yes', 'moon']]),
    G1('Artemis crewed Moon landing by end of 2029?', z('2029-12-31'), 'moon'),
    U('nasa-moon-landing-by-2029', 'NASA astronauts land on the Moon by Dec 31, 2029?', 'Science', z('2029-12-31'), one('nasa-crewed-moon-landing-by-dec-31-2029', 'moon')),
  ] });
}
{ // Apple foldable iPad announced in 2029 (alpha, gamma) vs Apple smart ring announced in 2029 (beta): different products.
  addCase('tech', { name: 'apple-products-2029', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXAPPLEFOLDIPAD-29', 'Will Apple announce a foldable iPad in 2029?', 'Science and Technology', z('2029-12-31'), [['YES', 'Yes', 'fold']]),
    G1('Apple unveils a foldable iPad before 2030?', z('2029-12-31'), 'fold'),
    B('Apple announces a smart ring in 2029?', 'Tech', z('2029-12-31'), one('apple-smart-ring-2029', 'ring')),
  ] }, ['measure']);
}
{ // iPhone launch event date in September 2029 (beta only).
  addCase('tech', { name: 'iphone-event-sept-2029', events: [
    B('Apple September 2029 event before September 12?', 'Tech', z('2029-09-12'), one('apple-september-2029-event-before-sept-12', 'early')),
  ] }, ['lone']);
}
{ // Waymo in 20+ US metros by end of 2029 (alpha, beta): clean.
  addCase('tech', { name: 'waymo-20-metros-2029', events: [
    A('KXWAYMOCITIES-29', 'Waymo public service in 20 or more US metros by end of 2029?', 'Science and Technology', z('2029-12-31'), [['YES', 'Yes', 'w20']]),
    B('Waymo operating in 20+ US cities by end of 2029?', 'Tech', z('2029-12-31'), one('waymo-20-us-cities-by-2029', 'w20')),
  ] });
}

// ───────────────────────────── CULTURE ─────────────────────────────

{ // Oscars 2029 Best Actor (alpha, beta, gamma) vs Best Supporting Actor (beta_us).
  const close = z('2029-03-05', '05:00');
  addCase('culture', { name: 'oscars-2029-best-actor', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXOSCARACTO-29', 'Oscar for Best Actor 2029', 'Entertainment', close, [['TCHA', 'Timothee Chalamet', 'chalamet'], ['ABUT', 'Austin Butler', 'butler'], ['PMES', 'Paul Mescal', 'mescal'], ['JELO', 'Jacob Elordi', 'elordi']]),
    B('Oscars 2029: Best Actor Winner', 'Culture', close, kids('oscars-2029-best-actor', (l) => `Will ${l} win Best Actor at the 2029 Oscars?`, [['Timothée Chalamet', 'chalamet'], ['Austin Butler', 'butler'], ['Paul Mescal', 'mescal'], ['Leonardo DiCaprio', 'dicaprio']])),
    G('101st Academy Awards - Best Actor', close, [['Timothée Chalamet', 'chalamet'], ['Jacob Elordi', 'elordi']]),
    U('oscars-2029-best-supporting-actor', 'Oscars 2029: Best Supporting Actor', 'Culture', close, kids('oscars-2029-supporting-actor', (l) => `Will ${l} win Best Supporting Actor at the 2029 Oscars?`, [['Paul Mescal', 'sup-mescal'], ['Jeremy Strong', 'sup-strong']])),
  ] }, ['award']);
}
{ // Oscars 2029 Best Actress (alpha, beta): clean.
  const close = z('2029-03-05', '05:00');
  addCase('culture', { name: 'oscars-2029-best-actress', events: [
    A('KXOSCARACTR-29', 'Oscar for Best Actress 2029', 'Entertainment', close, [['ZEND', 'Zendaya', 'zendaya'], ['FPUG', 'Florence Pugh', 'pugh'], ['MROB', 'Margot Robbie', 'robbie']]),
    B('Oscars 2029: Best Actress Winner', 'Culture', close, kids('oscars-2029-best-actress', (l) => `Will ${l} win Best Actress at the 2029 Oscars?`, [['Zendaya', 'zendaya'], ['Florence Pugh', 'pugh'], ['Emma Stone', 'stone']])),
  ] });
}
{ // Eurovision 2029 winner (alpha, beta, gamma): clean with differing lists.
  const close = z('2029-05-20', '01:00');
  addCase('culture', { name: 'eurovision-2029', events: [
    A('KXEUROVISION-29', 'Eurovision 2029 winner', 'Entertainment', close, [['SWE', 'Sweden', 'swe'], ['FIN', 'Finland', 'fin'], ['ITA', 'Italy', 'ita'], ['FRA', 'France', 'fra'], ['UKR', 'Ukraine', 'ukr']]),
    B('Eurovision Winner 2029', 'Culture', close, kids('eurovision-winner-2029', (l) => `Will ${l} win Eurovision 2029?`, [['Sweden', 'swe'], ['Finland', 'fin'], ['Israel', 'isr'], ['Ukraine', 'ukr']])),
    G('Eurovision Song Contest 2029: winning country', close, [['Sweden', 'swe'], ['Italy', 'ita'], ['France', 'fra']]),
  ] });
}
{ // Billboard Year-End Hot 100 #1 song of 2029 (alpha, beta) vs most weeks at #1 in 2029 (gamma): different measure.
  addCase('culture', { name: 'billboard-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXBBYEAREND-29', 'Artist of the #1 song on the Billboard Year-End Hot 100 2029', 'Entertainment', z('2029-12-10'), [['TSWI', 'Taylor Swift', 'swift'], ['SCAR', 'Sabrina Carpenter', 'carpenter'], ['BEIL', 'Billie Eilish', 'eilish']]),
    B('Billboard Year-End #1 song artist 2029?', 'Culture', z('2029-12-10'), kids('billboard-year-end-number-one-2029', (l) => `Will ${l} have the #1 song on the 2029 Billboard Year-End Hot 100?`, [['Taylor Swift', 'swift'], ['Sabrina Carpenter', 'carpenter'], ['Morgan Wallen', 'wallen']])),
    G('Most weeks at No. 1 on the Hot 100 in 2029 (artist)', z('2029-12-31'), [['Taylor Swift', 'wk-swift'], ['Morgan Wallen', 'wk-wallen']]),
  ] }, ['measure']);
}
{ // Best-selling video game of 2029 in the US per Circana (alpha, beta): clean.
  addCase('culture', { name: 'bestselling-game-2029', events: [
    A('KXTOPGAME-29', 'Best-selling video game in the US in 2029 (Circana)', 'Entertainment', z('2030-01-25'), [['GTA6', 'Grand Theft Auto VI', 'gta6'], ['COD', 'Call of Duty 2029', 'cod'], ['MADDEN', 'Madden NFL 30', 'madden']]),
    B('Best-selling game of 2029 (US)?', 'Culture', z('2030-01-25'), kids('best-selling-game-2029-us', (l) => `Will ${l} be the best-selling game of 2029 in the US per Circana?`, [['GTA VI', 'gta6'], ['Call of Duty', 'cod'], ['EA Sports FC 30', 'fc30']])),
  ] });
}
{ // Grammys 2029 Album of the Year (beta) vs Record of the Year (alpha): different awards.
  addCase('culture', { name: 'grammys-2029', groups: [['beta'], ['alpha']], events: [
    B('Grammys 2029: Album of the Year', 'Culture', z('2029-02-05'), kids('grammys-2029-album-of-the-year', (l) => `Will ${l} win Album of the Year at the 2029 Grammys?`, [['Taylor Swift', 'aoty-swift'], ['Kendrick Lamar', 'aoty-kendrick']])),
    A('KXGRAMROTY-29', 'Grammy for Record of the Year 2029', 'Entertainment', z('2029-02-05'), [['TSWI', 'Taylor Swift', 'roty-swift'], ['KLAM', 'Kendrick Lamar', 'roty-kendrick']]),
  ] }, ['award']);
}
{ // TIME Person of the Year 2029 (alpha, gamma): clean.
  addCase('culture', { name: 'time-poy-2029', events: [
    A('KXTIMEPOY-29', 'TIME Person of the Year 2029', 'Entertainment', z('2029-12-12'), [['SALT', 'Sam Altman', 'altman'], ['EMUS', 'Elon Musk', 'musk'], ['POPE', 'Pope Leo XIV', 'leo']]),
    G('TIME Person of the Year 2029', z('2029-12-12'), [['Elon Musk', 'musk'], ['Sam Altman', 'altman'], ['Pope Leo XIV', 'leo']]),
  ] });
}
{ // GTA VI lifetime sales above 100M by end of 2029 (gamma only).
  addCase('culture', { name: 'gta6-100m-2029', events: [G1('GTA VI sells 100 million copies by end of 2029?', z('2029-12-31'), 'gta100')] }, ['lone']);
}

// ───────────────────────────── WEATHER AND CLIMATE ─────────────────────────────

{ // 2029 the hottest year on record: alpha (NASA GISTEMP), beta (Copernicus ERA5), gamma (NOAA): one event, different
  // datasets, not fungible on any pair.
  addCase('weather', { name: 'hottest-year-2029', fungible: nf('alpha|beta', 'alpha|gamma', 'beta|gamma'), events: [
    A('KXHOTYEAR-29', 'Will 2029 be the hottest year on record?', 'Climate and Weather', z('2030-01-20'), [['YES', 'Yes', 'hot']], { sources: ['NASA GISS https://data.giss.nasa.gov/gistemp/'] }),
    B('2029 hottest year on record?', 'Science', z('2030-01-20'), one('2029-hottest-year-on-record', 'hot', { src: 'https://climate.copernicus.eu', rules: 'Per Copernicus ERA5 annual global mean surface air temperature.' })),
    G1('Is 2029 the warmest year on record (NOAA)?', z('2030-01-20'), 'hot', { rules: 'Per NOAA NCEI global annual temperature ranking.' }),
  ] }, ['source']);
}
{ // Arctic sea-ice minimum extent in 2029 (alpha, beta; NSIDC daily) vs September 2029 monthly average (gamma).
  addCase('weather', { name: 'arctic-ice-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXARCTICICE-29', 'Arctic sea ice minimum extent 2029', 'Climate and Weather', z('2029-10-15'), [['B4.0', 'Below 4.0 million km²', 'lt40'], ['B4.5', 'Below 4.5 million km²', 'lt45']], { sources: [NSIDC] }),
    B('Arctic sea ice minimum below 4 million km² in 2029?', 'Science', z('2029-10-15'), one('arctic-sea-ice-minimum-below-4m-2029', 'lt40', { src: 'https://nsidc.org/arcticseaicenews/' })),
    G1('September 2029 Arctic sea ice average extent below 4.5M km²?', z('2029-10-15'), 'sept45'),
  ] }, ['measure']);
}
{ // Atlantic named storms in 2029 (alpha ranges, beta buckets) vs Atlantic hurricanes in 2029 (gamma).
  addCase('weather', { name: 'atlantic-storms-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNAMEDSTORMS-29', 'Number of Atlantic named storms in 2029', 'Climate and Weather', z('2029-11-30'), [['B14', '14 or fewer', 'le14'], ['B15-18', '15 to 18', 'b15'], ['B19-22', '19 to 22', 'b19'], ['T22', '23 or more', 'ge23']], { sources: [NHC] }),
    B('How many named storms in the 2029 Atlantic hurricane season?', 'Science', z('2029-11-30'), kids('atlantic-named-storms-2029', (l) => `Will the 2029 Atlantic season have ${l} named storms?`, [['≤14', 'le14'], ['15–18', 'b15'], ['19–22', 'b19'], ['23+', 'ge23']])),
    G('Atlantic hurricanes in the 2029 season', z('2029-11-30'), [['7 or more', 'h7'], ['10 or more', 'h10']]),
  ] }, ['measure']);
}
{ // Major hurricane US landfall in 2029 (alpha, gamma) vs Category 5 landfall (beta): a different threshold.
  addCase('weather', { name: 'us-major-hurricane-2029', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXHURLANDFALL-29', 'Will a major hurricane make US landfall in 2029?', 'Climate and Weather', z('2029-11-30'), [['YES', 'Yes', 'cat3']], { sources: [NHC] }),
    G1('Category 3+ hurricane landfall in the continental US in 2029?', z('2029-11-30'), 'cat3'),
    B('Category 5 hurricane makes US landfall in 2029?', 'Science', z('2029-11-30'), one('cat-5-hurricane-us-landfall-2029', 'cat5')),
  ] }, ['threshold']);
}
{ // 2029 global temperature anomaly above 1.5°C (Copernicus), beta_us only.
  addCase('weather', { name: 'global-1-5c-2029', events: [
    U('2029-above-1-5c', '2029 global temperature above 1.5°C?', 'Science', z('2030-01-20'), one('2029-global-temp-above-1-5c-copernicus', 'gt15')),
  ] }, ['lone']);
}
{ // NYC snowfall in winter 2028-29 (alpha: Central Park; gamma: LaGuardia) — one event, different stations, not fungible.
  addCase('weather', { name: 'nyc-snow-2028-29', fungible: nf('alpha|gamma'), events: [
    A('KXNYCSNOWS-29', 'NYC seasonal snowfall 2028-29', 'Climate and Weather', z('2029-05-31'), [['T20', 'Above 20 inches', 'gt20'], ['T30', 'Above 30 inches', 'gt30']], { sources: ['National Weather Service https://www.weather.gov/okx/'], rules: 'Central Park seasonal snowfall, July 2028 to June 2029.' }),
    G('New York City 2028-29 winter snowfall (LaGuardia)', z('2029-05-31'), [['Over 20 inches', 'gt20'], ['Over 30 inches', 'gt30']], { rules: 'LaGuardia Airport (KLGA) seasonal snowfall total.' }),
  ] }, ['source']);
}


// ───────────────────────────── MORE CLEAN MATCHES ─────────────────────────────

{ // AL Rookie of the Year 2029: beta categorical vs gamma's separate yes/no markets per player.
  const close = z('2029-11-12');
  addCase('sports', { name: 'al-roy-2029', events: [
    B('AL Rookie of the Year 2029', 'Sports', close, kids('al-roy-2029', (l) => `Will ${l} win the 2029 AL Rookie of the Year?`, [['Kevin McGonigle', 'mcgonigle'], ['Samuel Basallo', 'basallo'], ['Leo De Vries', 'devries']])),
    G1('Kevin McGonigle wins 2029 AL Rookie of the Year?', close, 'mcgonigle'),
    G1('Samuel Basallo wins 2029 AL Rookie of the Year?', close, 'basallo'),
  ] });
}
{ // First pick of the 2029 NFL Draft (alpha, beta, beta_us): position buckets.
  const close = z('2029-04-27', '02:00');
  addCase('sports', { name: 'nfl-draft-2029-first-pick', events: [
    A('KXNFLDRAFT1POS-29', '2029 NFL Draft: position of the first pick', SPORTS_A, close, [['QB', 'Quarterback', 'qb'], ['EDGE', 'Edge rusher', 'edge'], ['OT', 'Offensive tackle', 'ot'], ['WR', 'Wide receiver', 'wr']]),
    B('2029 NFL Draft: #1 pick position?', 'Sports', close, kids('nfl-draft-2029-first-pick-position', (l) => `Will the first pick of the 2029 NFL Draft be a ${l}?`, [['Quarterback', 'qb'], ['Edge Rusher', 'edge'], ['Offensive Tackle', 'ot']])),
    U('nfl-draft-2029-first-pick-qb', 'QB taken first in the 2029 NFL Draft?', 'Sports', close, one('nfl-draft-2029-first-pick-quarterback', 'qb')),
  ] });
}
{ // Tour de France 2029 winner (alpha, beta, gamma): clean.
  const close = z('2029-07-22', '18:00');
  addCase('sports', { name: 'tour-de-france-2029', events: [
    A('KXTDF-29', 'Tour de France 2029 winner', SPORTS_A, close, [['TPOG', 'Tadej Pogacar', 'pogacar'], ['JVIN', 'Jonas Vingegaard', 'vingegaard'], ['REVE', 'Remco Evenepoel', 'evenepoel']]),
    B('Tour de France Winner 2029', 'Sports', close, kids('tour-de-france-2029', (l) => `Will ${l} win the 2029 Tour de France?`, [['Tadej Pogačar', 'pogacar'], ['Jonas Vingegaard', 'vingegaard'], ['Isaac del Toro', 'deltoro']])),
    G('Tour de France 2029 - General Classification winner', close, [['Tadej Pogačar', 'pogacar'], ['Jonas Vingegaard', 'vingegaard']]),
  ] });
}
{ // IPL 2029 champion (beta, gamma): clean.
  const close = z('2029-06-01', '18:00');
  addCase('sports', { name: 'ipl-2029', events: [
    B('IPL Winner 2029', 'Sports', close, kids('ipl-winner-2029', (l) => `Will ${l} win IPL 2029?`, [['Mumbai Indians', 'mi'], ['Chennai Super Kings', 'csk'], ['Royal Challengers Bengaluru', 'rcb'], ['Gujarat Titans', 'gt']])),
    G('Indian Premier League 2029 Champion', close, [['Mumbai Indians', 'mi'], ['Royal Challengers Bengaluru', 'rcb'], ['Chennai Super Kings', 'csk']]),
  ] });
}
{ // US 10-year Treasury yield at end of 2029 (alpha, beta, gamma): clean.
  const close = z('2029-12-31', '21:00');
  addCase('markets', { name: 'us10y-end-2029', events: [
    A('KXTNOTEY-29DEC31', '10-year Treasury yield at end of 2029', 'Financials', close, [['T4.00', 'Above 4.00%', 'gt400'], ['T5.00', 'Above 5.00%', 'gt500']], { rules: 'US Treasury daily par yield curve rate, 10-year, for Dec 31, 2029.' }),
    B('10-year Treasury yield above 5% at end of 2029?', 'Finance', close, one('10y-treasury-yield-above-5-end-2029', 'gt500', { src: 'https://home.treasury.gov' })),
    G1('US 10Y yield above 5.00% on 31 Dec 2029 (Treasury par curve)?', close, 'gt500'),
  ] });
}
{ // Ether new all-time high in 2029 (alpha, beta_us): clean.
  addCase('crypto', { name: 'eth-ath-2029', events: [
    A('KXETHATH-29', 'Will Ethereum hit a new all-time high in 2029?', 'Crypto', z('2029-12-31'), [['YES', 'Yes', 'ath']]),
    U('ethereum-all-time-high-2029', 'Ethereum all-time high in 2029?', 'Crypto', z('2029-12-31'), one('ethereum-new-all-time-high-2029', 'ath')),
  ] });
}
{ // Nobel Peace Prize 2029 (alpha, beta): clean.
  const close = z('2029-10-12', '09:00');
  addCase('culture', { name: 'nobel-peace-2029', events: [
    A('KXNOBELPEACE-29', 'Nobel Peace Prize 2029 winner', 'World', close, [['UNHCR', 'UNHCR', 'unhcr'], ['ICJ', 'International Court of Justice', 'icj'], ['MSF', 'Doctors Without Borders', 'msf']]),
    B('Nobel Peace Prize Winner 2029', 'Culture', close, kids('nobel-peace-prize-2029', (l) => `Will ${l} win the 2029 Nobel Peace Prize?`, [['UNHCR', 'unhcr'], ['Médecins Sans Frontières', 'msf'], ['Yulia Navalnaya', 'navalnaya']])),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

const scenario = emitScenario(cases);
writeFileSync(new URL('./holdout21-set.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);
const events = cases.reduce((n, c) => n + c.events.length, 0);
const truth = scenario['truth'] as { events: Array<{ members: string[] }>; outcomes: Array<{ members: string[] }> };
const outcomeMatches = truth.outcomes.filter((o) => o.members.length > 1).length;
const eventMatches = truth.events.filter((e) => e.members.length > 1).length;
const byKind = new Map<string, number>();
for (const h of hnKinds) for (const k of h.kinds) byKind.set(k, (byKind.get(k) ?? 0) + 1);
const byCat = new Map<string, number>();
for (const m of meta) byCat.set(m.cat, (byCat.get(m.cat) ?? 0) + 1);
const byVenue = new Map<string, number>();
for (const c of cases) for (const e of c.events) byVenue.set(e.venue, (byVenue.get(e.venue) ?? 0) + 1);
const withHn = meta.filter((m) => m.hn > 0).length;
const lone = hnKinds.filter((h) => h.kinds.includes('lone')).length;
console.log(JSON.stringify({ cases: cases.length, venueEvents: events, byVenue: Object.fromEntries(byVenue), eventMatches, outcomeMatches,
  casesWithHardNegatives: withHn, loneCases: lone, cleanMatchCases: cases.length - withHn - lone,
  hardNegatives: meta.reduce((n, m) => n + m.hn, 0), byKind: Object.fromEntries(byKind), byCategory: Object.fromEntries(byCat) }));
