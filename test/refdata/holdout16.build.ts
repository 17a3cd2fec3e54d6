// Sixteenth independent refdata holdout: a mid-2027 catalog cross-section; writes test/refdata/holdout16-set.json.
// Run: `source deploy/toolchain.sh && node test/refdata/holdout16.build.ts`.
//
// What it is: a hand-labelled evaluation set for the cross-venue event matcher, shaped like what the four venues (alpha,
// beta, beta_us, gamma) would list in mid-2027: sports (~35%), politics (~20%), economics and central banks (~15%),
// crypto and markets (~15%), and culture, tech, science and weather. Each venue is written in its own style (alpha
// tickers and terse strike titles, beta questions and negRisk groups, beta_us slugs, gamma titles and categorical
// children), with hard negatives, listings on one venue only and categorical events split into binaries elsewhere.
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (Case/E/M, emitScenario, venueBuilders,
// caseList, nf, rows, z, yn, slug) and lines 1–60 of test/refdata/holdout10.build.ts (header, labelling rules; a
// `sed | head` also showed its lines 60–62, the end of its first case, by accident).
// Nothing under services/refdata/** or packages/domain/src/refdata/** was opened, nor any other set, build file or test
// in test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not been seen.
//
// Labelling rules (adopted from holdout10, with the shared conventions):
// - One real-world event = one question about one observation: one measure (headline/core, deliveries/production,
//   BLS payrolls/ADP), one period, one estimate (advance vs third), one observation kind (value at an instant vs
//   reached at any time; close vs intraday; "on" vs "by"), one place, one asset, one competition (the GP vs the sprint,
//   the WNBA title vs the Commissioner's Cup), one office (PM vs party leader), one counting rule. Listings that
//   differ on any of these are different events (split with `groups`, or separate cases).
// - The same nominal observation priced off a different fixing or station (CF Benchmarks vs an exchange candle at the
//   same instant, COMEX settle vs LBMA PM, Central Park vs LaGuardia for "New York", NASA vs Copernicus) is ONE event
//   with the same outcomes but `fungible` false on that pair (nf()). Fed cuts counted by meetings vs by 25 bp steps:
//   one event, outcomes matched, nf(). Instants hours apart and different deadlines are different events.
// - Same `t` = same outcome on the YES side. For an integer count "over 11.5" = "12 or more". For continuously traded
//   prices "above X" = "X or more". Above vs below (or hold vs cut, team A vs team B) on one observation is one event
//   with different `t` (inverted YES/NO sides are not matched outcomes).
// - A categorical market on one venue and binaries (or a negRisk group) on another are one event where the buckets
//   coincide; buckets without a counterpart get their own `t`.
// - Poll averages from different aggregators (RealClearPolitics vs Silver Bulletin) are different measures, hence
//   different events (they differ by a point or more, unlike two fixings of one traded price).
// Ids: beta event ids 240001+, gamma ids 18001+, alpha tickers dated 2027–2028; all closes after 2026-11-22.
import { writeFileSync } from 'node:fs';
import { emitScenario, caseList, venueBuilders, nf, z, yn, slug, type Mx, type HoldoutRow as Row } from './evalset.emit.ts';

type Cat = 'sports' | 'politics' | 'economics' | 'crypto' | 'markets' | 'culture' | 'tech' | 'science' | 'weather';
type Kind = 'same subject, other date' | 'by vs on / other deadline' | 'different source or measure' | 'inverted yes/no' | 'near-identical title, other office or competition'
  | 'other category or league' | 'other threshold' | 'other place' | 'other instant';

const { cases, meta, add } = caseList<Cat>();
const { A, B, U, G, G1 } = venueBuilders(240000, 18000);
const kinds = new Map<Kind, number>();
/** Counts a hard negative of one kind (for the report printed at the end). */
const hn = (k: Kind, n = 1): number => { kinds.set(k, (kinds.get(k) ?? 0) + n); return n; };
/** Adds the same extra fields (a source, rules) to every row. */
const w = (ms: Row[], mx: Mx): Row[] => ms.map(([id, label, t, x]) => [id, label, t, { ...mx, ...(x ?? {}) }]);
/** beta-style rows: a slug per label from a question template. */
const bq = (prefix: string, ls: Array<[label: string, t: string]>, q: (l: string) => string): Row[] => ls.map(([l, t]) => [`${prefix}-${slug(l)}`, l, t, { q: q(l) }]);
/** gamma-style children. */
const gc = (ls: Array<[label: string, t: string]>): Array<[string, string]> => ls;

// ═══════════════════════════════════════ SPORTS ═══════════════════════════════════════

{ // NFL preseason: Chiefs at Bears, Aug 14 2027. Beta lists one two-outcome market (first outcome Chiefs).
  const close = z('2027-08-15', '03:00');
  add('sports', { name: 'nfl-pre-kc-chi-0814', events: [
    A('KXNFLPRE-27AUG14KCCHI', 'Kansas City at Chicago (Preseason Wk 1)', 'Sports', close, [['KC', 'Kansas City', 'kc'], ['CHI', 'Chicago', 'chi']], { rules: 'If Kansas City wins the Aug 14, 2027 preseason game vs Chicago, resolves Yes. Ties resolve No for both.' }),
    B('Chiefs vs. Bears (Preseason)', 'Sports', close, [['nfl-pre-kc-chi-2027-08-14', 'Chiefs', 'kc', { q: 'Chiefs vs. Bears', outcomes: yn('Chiefs', 'Bears') }]]),
    G1('NFL Preseason: Chiefs beat Bears (Aug 14)?', close, 'kc'),
  ] });
}
{ // Same preseason opponents are not repeated; this is the REGULAR season Week 9 game of the same two teams (different date).
  const close = z('2027-11-08', '05:00');
  add('sports', { name: 'nfl-kc-chi-wk9', events: [
    A('KXNFLGAME-27NOV07CHIKC', 'Chicago at Kansas City', 'Sports', close, [['KC', 'Kansas City', 'kc9'], ['CHI', 'Chicago', 'chi9']]),
    U('nfl-chi-kc-2027-11-07', 'Bears @ Chiefs', 'Sports', close, [['aec-nfl-chi-kc-2027-11-07', 'Chiefs', 'kc9', { q: 'Bears @ Chiefs', outcomes: yn('Chiefs', 'Bears') }]]),
  ] }, hn('same subject, other date', 2));
}
{ // NFL preseason: Cowboys vs Rams, Aug 21 2027 — only gamma lists Rams-side YES (inverted).
  const close = z('2027-08-22', '04:00');
  add('sports', { name: 'nfl-pre-dal-lar-0821', events: [
    A('KXNFLPRE-27AUG21DALLAR', 'Dallas at Los Angeles R (Preseason)', 'Sports', close, [['DAL', 'Dallas', 'dal'], ['LAR', 'Los Angeles R', 'lar']]),
    B('Cowboys vs. Rams', 'Sports', close, [['nfl-pre-dal-lar-2027-08-21', 'Cowboys', 'dal', { q: 'Cowboys vs. Rams', outcomes: yn('Cowboys', 'Rams') }]]),
    G1('Will the LA Rams win vs Dallas (preseason, 8/21)?', close, 'lar'),
  ] }, hn('inverted yes/no'));
}
{ // Super Bowl LXII champion: alpha, beta (negRisk), beta_us, gamma categorical; bucket sets differ.
  const close = z('2028-02-13', '03:00');
  const teams: Array<[string, string, string, string]> = [['KC', 'Kansas City', 'Chiefs', 'sb-kc'], ['PHI', 'Philadelphia', 'Eagles', 'sb-phi'], ['BUF', 'Buffalo', 'Bills', 'sb-buf'],
    ['BAL', 'Baltimore', 'Ravens', 'sb-bal'], ['DET', 'Detroit', 'Lions', 'sb-det'], ['SF', 'San Francisco', '49ers', 'sb-sf']];
  add('sports', { name: 'nfl-super-bowl-lxii', events: [
    A('KXSB-28', 'Pro Football Champion 2028', 'Sports', close, teams.map(([c, city, , t]) => [c, city, t])),
    B('Super Bowl Champion 2028', 'Sports', close, [...bq('super-bowl-2028', teams.map(([, , n, t]) => [`${n}`, t]), (l) => `Will the ${l} win Super Bowl 2028?`),
      ['super-bowl-2028-green-bay-packers', 'Packers', 'sb-gb', { q: 'Will the Packers win Super Bowl 2028?' }]]),
    U('super-bowl-lxii-winner', 'Super Bowl LXII Winner', 'Sports', close, teams.slice(0, 4).map(([c, , n, t]) => [`sblxii-${c.toLowerCase()}`, n, t, { q: `Super Bowl LXII: ${n}` }])),
    G('Super Bowl LXII (Feb 2028) winner', close, gc([['Chiefs', 'sb-kc'], ['Eagles', 'sb-phi'], ['Bills', 'sb-buf'], ['Ravens', 'sb-bal'], ['Other', 'sb-other-g']])),
  ] });
}
{ // AFC champion (conference title) vs the Super Bowl: near-identical "Will the Chiefs win..." titles, different competition.
  const close = z('2028-01-31', '03:00');
  add('sports', { name: 'nfl-afc-champion-2027', events: [
    A('KXNFLAFCCHAMP-27', 'AFC Champion 2027-28', 'Sports', close, [['KC', 'Kansas City', 'afc-kc'], ['BUF', 'Buffalo', 'afc-buf'], ['BAL', 'Baltimore', 'afc-bal']]),
    B('AFC Champion', 'Sports', close, bq('afc-champion-2027', [['Chiefs', 'afc-kc'], ['Bills', 'afc-buf'], ['Ravens', 'afc-bal'], ['Bengals', 'afc-cin']], (l) => `Will the ${l} win the AFC Championship?`)),
  ] }, hn('near-identical title, other office or competition', 2));
}
{ // NFL MVP 2027 season (AP). Gamma lists Offensive Player of the Year with the same names: different award.
  const close = z('2028-02-11', '02:00');
  const ps: Array<[string, string]> = [['Josh Allen', 'mvp-allen'], ['Lamar Jackson', 'mvp-lamar'], ['Patrick Mahomes', 'mvp-mahomes'], ['Joe Burrow', 'mvp-burrow'], ['Jalen Hurts', 'mvp-hurts']];
  add('sports', { name: 'nfl-mvp-2027', events: [
    A('KXNFLMVP-28', 'NFL MVP (2027 season)', 'Sports', close, ps.map(([n, t]) => [n.split(' ')[1]!.toUpperCase(), n, t]), { sources: ['Associated Press https://apnews.com/hub/nfl'] }),
    B('NFL MVP 2027-28', 'Sports', close, bq('nfl-mvp-2027-28', ps.slice(0, 4), (l) => `Will ${l} win the 2027-28 NFL MVP award?`)),
    G('AP NFL MVP 2027 season', close, gc([['J. Allen', 'mvp-allen'], ['L. Jackson', 'mvp-lamar'], ['P. Mahomes', 'mvp-mahomes'], ['Other', 'mvp-other-g']])),
  ] });
  add('sports', { name: 'nfl-opoy-2027-gamma', events: [
    G('AP Offensive Player of the Year 2027 season', close, gc([['Ja\'Marr Chase', 'opoy-chase'], ['J. Allen', 'opoy-allen'], ['Saquon Barkley', 'opoy-saquon'], ['Other', 'opoy-other']])),
  ] }, hn('near-identical title, other office or competition'));
}
{ // Bills regular-season wins: "over 11.5" (alpha) = "12+ wins" (beta). Gamma: win the AFC East (different question).
  const close = z('2028-01-10', '06:00');
  add('sports', { name: 'nfl-bills-win-total', events: [
    A('KXNFLWINS-27BUF', 'Buffalo regular season wins 2027', 'Sports', close, [['T10.5', 'Over 10.5 wins', 'buf-ge11'], ['T11.5', 'Over 11.5 wins', 'buf-ge12'], ['T12.5', 'Over 12.5 wins', 'buf-ge13']]),
    B('Bills 2027 regular season wins', 'Sports', close, [['bills-12-or-more-wins-2027', '12+', 'buf-ge12', { q: 'Will the Bills win 12 or more regular season games in 2027?' }],
      ['bills-13-or-more-wins-2027', '13+', 'buf-ge13', { q: 'Will the Bills win 13 or more regular season games in 2027?' }]]),
  ] });
  add('sports', { name: 'nfl-bills-afc-east-gamma', events: [G1('Buffalo Bills win the AFC East 2027?', close, 'buf-afce')] }, hn('different source or measure'));
}
{ // MLB: Dodgers vs Giants, Jul 20 2027 — four venues.
  const close = z('2027-07-21', '07:00');
  add('sports', { name: 'mlb-lad-sf-0720', events: [
    A('KXMLBGAME-27JUL20LADSF', 'Los Angeles D vs San Francisco', 'Sports', close, [['LAD', 'Los Angeles D', 'lad'], ['SF', 'San Francisco', 'sfg']]),
    B('Dodgers vs. Giants', 'Sports', close, [['mlb-lad-sf-2027-07-20', 'Dodgers', 'lad', { q: 'Dodgers vs. Giants', outcomes: yn('Dodgers', 'Giants') }]]),
    U('mlb-lad-sf-2027-07-20', 'Dodgers at Giants', 'Sports', close, [['aec-mlb-lad-sf-2027-07-20', 'Dodgers', 'lad', { q: 'Dodgers at Giants', outcomes: yn('Dodgers', 'Giants') }]]),
    G1('MLB 7/20: Dodgers win at SF Giants?', close, 'lad'),
  ] });
}
{ // MLB: Yankees-Red Sox series — Jul 24 game (alpha, beta) vs Jul 25 game (beta_us, gamma): same teams, next day.
  add('sports', { name: 'mlb-nyy-bos-0724', events: [
    A('KXMLBGAME-27JUL24NYYBOS', 'New York Y vs Boston', 'Sports', z('2027-07-25', '05:00'), [['NYY', 'New York Y', 'nyy24'], ['BOS', 'Boston', 'bos24']]),
    B('Yankees vs. Red Sox', 'Sports', z('2027-07-25', '05:00'), [['mlb-nyy-bos-2027-07-24', 'Yankees', 'nyy24', { q: 'Yankees vs. Red Sox', outcomes: yn('Yankees', 'Red Sox') }]]),
  ] });
  add('sports', { name: 'mlb-nyy-bos-0725', events: [
    U('mlb-nyy-bos-2027-07-25', 'Yankees at Red Sox', 'Sports', z('2027-07-26', '02:00'), [['aec-mlb-nyy-bos-2027-07-25', 'Yankees', 'nyy25', { q: 'Yankees at Red Sox', outcomes: yn('Yankees', 'Red Sox') }]]),
    G1('Yankees @ Red Sox (Jul 25) — Yankees win?', z('2027-07-26', '02:00'), 'nyy25'),
  ] }, hn('same subject, other date', 4));
}
{ // MLB doubleheader: Mets-Phillies Game 1 vs Game 2 on Aug 7 2027 (same teams, same date, different games).
  const close = z('2027-08-08', '05:00');
  add('sports', { name: 'mlb-nym-phi-g1', events: [
    A('KXMLBGAME-27AUG07NYMPHIG1', 'New York M vs Philadelphia (Game 1)', 'Sports', close, [['NYM', 'New York M', 'nym-g1'], ['PHI', 'Philadelphia', 'phi-g1']]),
    B('Mets vs. Phillies (Game 1)', 'Sports', close, [['mlb-nym-phi-2027-08-07-g1', 'Mets', 'nym-g1', { q: 'Mets vs. Phillies - Game 1', outcomes: yn('Mets', 'Phillies') }]]),
  ] });
  add('sports', { name: 'mlb-nym-phi-g2', events: [
    A('KXMLBGAME-27AUG07NYMPHIG2', 'New York M vs Philadelphia (Game 2)', 'Sports', close, [['NYM', 'New York M', 'nym-g2'], ['PHI', 'Philadelphia', 'phi-g2']]),
    G1('Mets vs Phillies, 8/7 nightcap: Phillies win?', close, 'phi-g2'),
  ] }, hn('same subject, other date', 3));
}
{ // MLB AL MVP 2027 (BBWAA); beta_us lists the NL MVP (different league, near-identical title); AL Cy Young on alpha only.
  const close = z('2027-11-20', '01:00');
  add('sports', { name: 'mlb-al-mvp-2027', events: [
    A('KXMLBALMVP-27', 'AL MVP 2027', 'Sports', close, [['JUDGE', 'Aaron Judge', 'almvp-judge'], ['RALEIGH', 'Cal Raleigh', 'almvp-raleigh'], ['WITT', 'Bobby Witt Jr.', 'almvp-witt'], ['JRAM', 'José Ramírez', 'almvp-jram']], { sources: ['BBWAA https://bbwaa.com/awards/'] }),
    B('American League MVP 2027', 'Sports', close, bq('al-mvp-2027', [['Aaron Judge', 'almvp-judge'], ['Bobby Witt Jr.', 'almvp-witt'], ['Julio Rodríguez', 'almvp-julio']], (l) => `Will ${l} win the 2027 AL MVP?`)),
    G('2027 AL MVP', close, gc([['Judge', 'almvp-judge'], ['Witt Jr.', 'almvp-witt'], ['Raleigh', 'almvp-raleigh'], ['Field', 'almvp-field']])),
  ] });
  add('sports', { name: 'mlb-nl-mvp-2027-us', events: [
    U('mlb-nl-mvp-2027', 'NL MVP 2027', 'Sports', close, [['nl-mvp-2027-ohtani', 'Shohei Ohtani', 'nlmvp-ohtani'], ['nl-mvp-2027-soto', 'Juan Soto', 'nlmvp-soto']]),
  ] }, hn('other category or league'));
  add('sports', { name: 'mlb-al-cy-young-2027-alpha', events: [
    A('KXMLBALCY-27', 'AL Cy Young 2027', 'Sports', z('2027-11-19', '01:00'), [['SKUBAL', 'Tarik Skubal', 'alcy-skubal'], ['CROCHET', 'Garrett Crochet', 'alcy-crochet']]),
  ] }, hn('near-identical title, other office or competition'));
}
{ // World Series 2027: gamma lists each team as a separate binary market (categorical split into binaries).
  const close = z('2027-11-05', '05:00');
  add('sports', { name: 'mlb-world-series-2027', events: [
    A('KXMLBWS-27', 'Pro Baseball Champion 2027', 'Sports', close, [['LAD', 'Los Angeles D', 'ws-lad'], ['NYY', 'New York Y', 'ws-nyy'], ['PHI', 'Philadelphia', 'ws-phi'], ['DET', 'Detroit', 'ws-det'], ['SEA', 'Seattle', 'ws-sea']]),
    B('World Series Champion 2027', 'Sports', close, bq('world-series-2027', [['Los Angeles Dodgers', 'ws-lad'], ['New York Yankees', 'ws-nyy'], ['Philadelphia Phillies', 'ws-phi'], ['Chicago Cubs', 'ws-chc']], (l) => `Will the ${l} win the 2027 World Series?`)),
    U('mlb-world-series-2027', '2027 World Series Winner', 'Sports', close, [['ws27-lad', 'Dodgers', 'ws-lad'], ['ws27-nyy', 'Yankees', 'ws-nyy'], ['ws27-sea', 'Mariners', 'ws-sea']]),
    G1('Dodgers win the 2027 World Series?', close, 'ws-lad'),
    G1('Yankees win the 2027 World Series?', close, 'ws-nyy'),
    G1('Tigers win the 2027 World Series?', close, 'ws-det'),
  ] });
}
{ // WNBA: Liberty vs Aces, Jul 18 2027; WNBA champion 2027 vs the Commissioner's Cup (different competition).
  const close = z('2027-07-19', '03:00');
  add('sports', { name: 'wnba-nyl-lva-0718', events: [
    A('KXWNBAGAME-27JUL18NYLLV', 'New York vs Las Vegas (W)', 'Sports', close, [['NY', 'New York', 'nyl'], ['LV', 'Las Vegas', 'lva']]),
    B('Liberty vs. Aces', 'Sports', close, [['wnba-ny-lv-2027-07-18', 'Liberty', 'nyl', { q: 'Liberty vs. Aces', outcomes: yn('Liberty', 'Aces') }]]),
    G1('WNBA: Aces beat the Liberty on July 18?', close, 'lva'),
  ] }, hn('inverted yes/no'));
  const c2 = z('2027-10-20', '04:00');
  add('sports', { name: 'wnba-champion-2027', events: [
    A('KXWNBA-27', 'Pro Women\'s Basketball Champion 2027', 'Sports', c2, [['NY', 'New York', 'w-nyl'], ['LV', 'Las Vegas', 'w-lva'], ['MIN', 'Minnesota', 'w-min'], ['IND', 'Indiana', 'w-ind']]),
    B('WNBA Champion 2027', 'Sports', c2, bq('wnba-champion-2027', [['New York Liberty', 'w-nyl'], ['Las Vegas Aces', 'w-lva'], ['Minnesota Lynx', 'w-min'], ['Indiana Fever', 'w-ind'], ['Golden State Valkyries', 'w-gsv']], (l) => `Will the ${l} win the 2027 WNBA Finals?`)),
    G('WNBA 2027 Champion', c2, gc([['Lynx', 'w-min'], ['Liberty', 'w-nyl'], ['Fever', 'w-ind'], ['Other', 'w-other-g']])),
  ] });
  add('sports', { name: 'wnba-commissioners-cup-2027-beta', events: [
    B('WNBA Commissioner\'s Cup 2027 winner', 'Sports', z('2027-07-02', '03:00'), bq('wnba-commissioners-cup-2027', [['New York Liberty', 'cc-nyl'], ['Minnesota Lynx', 'cc-min']], (l) => `Will the ${l} win the 2027 Commissioner's Cup?`)),
  ] }, hn('near-identical title, other office or competition'));
}
{ // Soccer transfer: Haaland leaves Man City in the summer 2027 window (by Sep 1). Gamma: "Haaland to Real Madrid" (a destination, different question).
  const close = z('2027-09-01', '22:00');
  const rules = 'Resolves Yes if Manchester City and another club officially announce Erling Haaland\'s permanent or loan transfer between Jun 1 and Sep 1, 2027 (UK window close).';
  add('sports', { name: 'soccer-haaland-leaves-city', events: [
    A('KXTRANSFER-27SEP01HAALAND', 'Erling Haaland transferred before the summer window closes?', 'Sports', close, [['YES', 'Haaland transferred', 'haaland-out']], { rules }),
    B('Will Haaland leave Man City this summer?', 'Sports', close, [['will-erling-haaland-leave-manchester-city-by-september-1', 'Yes', 'haaland-out', { q: 'Will Erling Haaland leave Manchester City by September 1, 2027?', rules }]]),
  ] });
  add('sports', { name: 'soccer-haaland-to-real-gamma', events: [G1('Erling Haaland signs for Real Madrid by Sep 1, 2027?', close, 'haaland-rma')] }, hn('different source or measure'));
  // "by Sep 1" (window) vs "in 2027" (includes January 2028? no: calendar 2027, incl. a winter move) — different deadline.
  add('sports', { name: 'soccer-haaland-leaves-2027-us', events: [
    U('haaland-leaves-man-city-2027', 'Haaland leaves Man City in 2027?', 'Sports', z('2027-12-31'), [['haaland-leaves-man-city-before-2028', 'Yes', 'haaland-out-2027']]),
  ] }, hn('by vs on / other deadline', 2));
}
{ // Soccer transfer: Vinícius Júnior to a Saudi Pro League club by Sep 2027 (alpha + gamma "Vini Jr." nickname).
  const close = z('2027-09-08', '21:00');
  add('sports', { name: 'soccer-vini-saudi', events: [
    A('KXTRANSFER-27SEP08VINI', 'Vinícius Júnior joins a Saudi Pro League club?', 'Sports', close, [['YES', 'Vinícius Júnior to SPL', 'vini-spl']], { rules: 'Yes if a Saudi Pro League club officially announces the signing of Vinícius José Paixão de Oliveira Júnior by Sep 8, 2027 (Saudi window close).' }),
    G1('Vini Jr. to the Saudi Pro League before the Saudi window shuts (Sep 8 2027)?', close, 'vini-spl'),
  ] });
}
{ // Premier League 2027-28 champion; Arsenal top-4 on beta_us is a different measure.
  const close = z('2028-05-28', '18:00');
  add('sports', { name: 'epl-champion-2027-28', events: [
    A('KXEPL-28', 'English Premier League winner 2027-28', 'Sports', close, [['ARS', 'Arsenal', 'epl-ars'], ['LIV', 'Liverpool', 'epl-liv'], ['MCI', 'Man City', 'epl-mci'], ['CHE', 'Chelsea', 'epl-che']]),
    B('Premier League Winner 2027/28', 'Sports', close, bq('epl-2027-28', [['Arsenal', 'epl-ars'], ['Liverpool', 'epl-liv'], ['Manchester City', 'epl-mci'], ['Chelsea', 'epl-che'], ['Newcastle', 'epl-new']], (l) => `Will ${l} win the 2027–28 Premier League?`)),
    U('epl-winner-2027-28', 'EPL 27/28 Champion', 'Sports', close, [['epl2728-arsenal', 'Arsenal', 'epl-ars'], ['epl2728-liverpool', 'Liverpool', 'epl-liv'], ['epl2728-man-city', 'Man City', 'epl-mci']]),
    G('Premier League 2027-28 title', close, gc([['Arsenal', 'epl-ars'], ['Liverpool', 'epl-liv'], ['Man City', 'epl-mci'], ['Any other club', 'epl-other-g']])),
  ] });
  add('sports', { name: 'epl-arsenal-top4-beta', events: [
    B('Will Arsenal finish top 4 in 2027-28?', 'Sports', close, [['arsenal-top-4-2027-28', 'Yes', 'ars-top4', { q: 'Will Arsenal finish in the top 4 of the 2027–28 Premier League?' }]]),
  ] }, hn('different source or measure'));
}
{ // Champions League 2027-28 winner vs Europa League (near-identical "European" titles).
  const close = z('2028-05-28', '21:00');
  add('sports', { name: 'ucl-2027-28', events: [
    A('KXUCL-28', 'UEFA Champions League winner 2027-28', 'Sports', close, [['RMA', 'Real Madrid', 'ucl-rma'], ['PSG', 'Paris Saint-Germain', 'ucl-psg'], ['BAR', 'Barcelona', 'ucl-bar'], ['BAY', 'Bayern Munich', 'ucl-bay']]),
    B('Champions League Winner 2028', 'Sports', close, bq('ucl-2027-28', [['Real Madrid', 'ucl-rma'], ['PSG', 'ucl-psg'], ['Barcelona', 'ucl-bar'], ['Bayern München', 'ucl-bay'], ['Arsenal', 'ucl-ars']], (l) => `Will ${l} win the 2027-28 UEFA Champions League?`)),
    G('UCL 27/28 winner', close, gc([['Real Madrid CF', 'ucl-rma'], ['Paris SG', 'ucl-psg'], ['FC Barcelona', 'ucl-bar'], ['Other', 'ucl-other-g']])),
  ] });
  add('sports', { name: 'uel-2027-28-alpha', events: [
    A('KXUEL-28', 'UEFA Europa League winner 2027-28', 'Sports', z('2028-05-21', '21:00'), [['TOT', 'Tottenham', 'uel-tot'], ['ROM', 'Roma', 'uel-rom']]),
  ] }, hn('near-identical title, other office or competition'));
}
{ // MLS match: Inter Miami vs LA Galaxy Jul 31 2027 — three-way (draw is an outcome).
  const close = z('2027-08-01', '04:00');
  add('sports', { name: 'mls-mia-lag-0731', events: [
    A('KXMLSGAME-27JUL31MIALA', 'Inter Miami CF vs LA Galaxy', 'Sports', close, [['MIA', 'Inter Miami CF', 'mia'], ['LA', 'LA Galaxy', 'lag'], ['TIE', 'Tie', 'mls-draw']]),
    B('Inter Miami vs. LA Galaxy', 'Sports', close, [['mls-mia-la-2027-07-31-mia', 'Inter Miami', 'mia', { q: 'Will Inter Miami win?' }], ['mls-mia-la-2027-07-31-draw', 'Draw', 'mls-draw', { q: 'Will Inter Miami vs. LA Galaxy end in a draw?' }],
      ['mls-mia-la-2027-07-31-la', 'LA Galaxy', 'lag', { q: 'Will LA Galaxy win?' }]]),
  ] });
}
{ // Tennis: US Open 2027 men's singles; gamma lists the women's draw with a near-identical title.
  const close = z('2027-09-13', '02:00');
  add('sports', { name: 'tennis-uso-2027-men', events: [
    A('KXUSOMEN-27', 'US Open Men\'s Singles Champion 2027', 'Sports', close, [['SINNER', 'Jannik Sinner', 'uso-sinner'], ['ALCARAZ', 'Carlos Alcaraz', 'uso-alcaraz'], ['DJOKOVIC', 'Novak Djokovic', 'uso-djokovic'], ['FRITZ', 'Taylor Fritz', 'uso-fritz']]),
    B('2027 US Open Men\'s Winner', 'Sports', close, bq('us-open-2027-men', [['Sinner', 'uso-sinner'], ['Alcaraz', 'uso-alcaraz'], ['Djokovic', 'uso-djokovic'], ['Draper', 'uso-draper']], (l) => `Will ${l} win the 2027 US Open (men's singles)?`)),
    U('us-open-mens-singles-2027', 'US Open Men\'s Singles', 'Sports', close, [['uso27m-sinner', 'J. Sinner', 'uso-sinner'], ['uso27m-alcaraz', 'C. Alcaraz', 'uso-alcaraz']]),
  ] });
  add('sports', { name: 'tennis-uso-2027-women-gamma', events: [
    G('US Open 2027 winner', z('2027-09-12', '00:00'), gc([['Sabalenka', 'usow-sabalenka'], ['Świątek', 'usow-swiatek'], ['Gauff', 'usow-gauff'], ['Other', 'usow-other']]), { rules: 'Women\'s singles champion of the 2027 US Open.' }),
  ] }, hn('other category or league', 3));
}
{ // Golf: The 155th Open (St Andrews, Jul 2027) winner; "Scheffler top 10" on beta is another measure.
  const close = z('2027-07-18', '19:00');
  add('sports', { name: 'golf-open-2027', events: [
    A('KXGOLFOPEN-27', 'The Open Championship 2027 winner', 'Sports', close, [['SCHEFFLER', 'Scottie Scheffler', 'open-scheffler'], ['MCILROY', 'Rory McIlroy', 'open-mcilroy'], ['SCHAUFFELE', 'Xander Schauffele', 'open-xander'], ['DECHAMBEAU', 'Bryson DeChambeau', 'open-bryson']]),
    B('The Open 2027 Winner', 'Sports', close, bq('the-open-2027', [['Scottie Scheffler', 'open-scheffler'], ['Rory McIlroy', 'open-mcilroy'], ['Tommy Fleetwood', 'open-fleetwood']], (l) => `Will ${l} win The Open Championship 2027?`)),
    G('British Open 2027 (St Andrews) — winner', close, gc([['S. Scheffler', 'open-scheffler'], ['R. McIlroy', 'open-mcilroy'], ['Field', 'open-field-g']])),
  ] });
  add('sports', { name: 'golf-open-2027-scheffler-top10', events: [
    B('Scheffler Top 10 at The Open?', 'Sports', close, [['scheffler-top-10-the-open-2027', 'Yes', 'scheffler-top10', { q: 'Will Scottie Scheffler finish top 10 at The Open 2027?' }]]),
  ] }, hn('different source or measure'));
}
{ // F1 Belgian GP 2027 (Spa, Jul 25): the Grand Prix vs the Sprint on Saturday (different competition, same weekend).
  add('sports', { name: 'f1-belgian-gp-2027', events: [
    A('KXF1RACE-27BEL', 'Belgian Grand Prix winner', 'Sports', z('2027-07-25', '15:00'), [['VER', 'Max Verstappen', 'bel-ver'], ['NOR', 'Lando Norris', 'bel-nor'], ['PIA', 'Oscar Piastri', 'bel-pia'], ['LEC', 'Charles Leclerc', 'bel-lec']]),
    B('F1: Belgian Grand Prix Winner', 'Sports', z('2027-07-25', '15:00'), bq('f1-belgian-gp-2027', [['Max Verstappen', 'bel-ver'], ['Lando Norris', 'bel-nor'], ['Oscar Piastri', 'bel-pia'], ['George Russell', 'bel-rus']], (l) => `Will ${l} win the 2027 Belgian GP?`)),
    G('Formula 1 Belgian GP 2027', z('2027-07-25', '15:00'), gc([['VER', 'bel-ver'], ['NOR', 'bel-nor'], ['PIA', 'bel-pia'], ['Other', 'bel-other-g']])),
  ] });
  add('sports', { name: 'f1-belgian-sprint-2027-us', events: [
    U('f1-belgian-sprint-2027', 'Belgian GP Sprint winner', 'Sports', z('2027-07-24', '12:00'), [['bel-sprint-verstappen', 'Verstappen', 'belspr-ver'], ['bel-sprint-norris', 'Norris', 'belspr-nor']]),
  ] }, hn('near-identical title, other office or competition', 3));
}
{ // F1 Drivers' Championship 2027 vs Constructors' (gamma): different measure.
  const close = z('2027-12-05', '16:00');
  add('sports', { name: 'f1-wdc-2027', events: [
    A('KXF1WDC-27', 'F1 Drivers\' Champion 2027', 'Sports', close, [['VER', 'Max Verstappen', 'wdc-ver'], ['NOR', 'Lando Norris', 'wdc-nor'], ['PIA', 'Oscar Piastri', 'wdc-pia'], ['RUS', 'George Russell', 'wdc-rus']]),
    B('F1 Drivers\' Champion 2027', 'Sports', close, bq('f1-drivers-champion-2027', [['Max Verstappen', 'wdc-ver'], ['Lando Norris', 'wdc-nor'], ['Oscar Piastri', 'wdc-pia'], ['Lewis Hamilton', 'wdc-ham']], (l) => `Will ${l} be the 2027 F1 World Drivers' Champion?`)),
    U('f1-world-champion-2027', '2027 F1 World Champion', 'Sports', close, [['f1wc27-verstappen', 'Verstappen', 'wdc-ver'], ['f1wc27-norris', 'Norris', 'wdc-nor']]),
  ] });
  add('sports', { name: 'f1-wcc-2027-gamma', events: [
    G('F1 2027 Championship — team', close, gc([['McLaren', 'wcc-mcl'], ['Red Bull', 'wcc-rbr'], ['Ferrari', 'wcc-fer'], ['Mercedes', 'wcc-mer']]), { rules: 'Winner of the 2027 FIA Formula One World Constructors\' Championship.' }),
  ] }, hn('different source or measure'));
}
{ // Cricket: ICC Men's Cricket World Cup 2027 (Southern Africa, Oct–Nov) winner.
  const close = z('2027-11-28', '18:00');
  add('sports', { name: 'cricket-cwc-2027', events: [
    A('KXCRICKETWC-27', 'ICC Men\'s Cricket World Cup 2027 winner', 'Sports', close, [['IND', 'India', 'cwc-ind'], ['AUS', 'Australia', 'cwc-aus'], ['ENG', 'England', 'cwc-eng'], ['RSA', 'South Africa', 'cwc-rsa']]),
    B('Cricket World Cup 2027 Winner', 'Sports', close, bq('cricket-world-cup-2027', [['India', 'cwc-ind'], ['Australia', 'cwc-aus'], ['South Africa', 'cwc-rsa'], ['New Zealand', 'cwc-nzl'], ['Pakistan', 'cwc-pak']], (l) => `Will ${l} win the 2027 ICC Cricket World Cup?`)),
    G('ODI World Cup 2027 champion', close, gc([['India', 'cwc-ind'], ['Australia', 'cwc-aus'], ['Proteas (South Africa)', 'cwc-rsa'], ['Other', 'cwc-other-g']])),
  ] });
}
{ // Cricket: The Hundred 2027 men's final (beta only).
  add('sports', { name: 'cricket-hundred-2027-beta', events: [
    B('The Hundred 2027 (Men) Winner', 'Sports', z('2027-08-29', '20:00'), bq('the-hundred-2027-men', [['Oval Invincibles', 'h100-oval'], ['Southern Brave', 'h100-brave'], ['Trent Rockets', 'h100-rockets']], (l) => `Will ${l} win The Hundred 2027 (men)?`)),
  ] });
}
{ // UFC: main event Aug 2027. Beta's two-outcome market leads with Makhachev; gamma asks for Topuria (inverted YES).
  const close = z('2027-08-22', '07:00');
  add('sports', { name: 'ufc-topuria-makhachev', events: [
    A('KXUFCFIGHT-27AUG21TOPMAK', 'Topuria vs Makhachev', 'Sports', close, [['TOP', 'Ilia Topuria', 'ufc-top'], ['MAK', 'Islam Makhachev', 'ufc-mak']]),
    B('UFC: Makhachev vs. Topuria', 'Sports', close, [['ufc-makhachev-topuria-2027-08-21', 'Makhachev', 'ufc-mak', { q: 'Islam Makhachev vs. Ilia Topuria', outcomes: yn('Makhachev', 'Topuria') }]]),
    G1('UFC Aug 21: Will Ilia Topuria beat Islam Makhachev?', close, 'ufc-top'),
  ] }, hn('inverted yes/no', 2));
  add('sports', { name: 'ufc-topuria-makhachev-ko', events: [
    A('KXUFCMOV-27AUG21TOPMAK', 'Topuria vs Makhachev: method of victory', 'Sports', close, [['KO', 'Win by KO/TKO', 'ufc-ko'], ['SUB', 'Win by submission', 'ufc-sub'], ['DEC', 'Win by decision', 'ufc-dec']]),
  ] }, hn('different source or measure'));
}
// ═══════════════════════════════════════ POLITICS ═══════════════════════════════════════

{ // 2028 Democratic presidential nominee: four venues, different candidate lists.
  const close = z('2028-08-31');
  const ds: Array<[string, string, string]> = [['NEWS', 'Gavin Newsom', 'dem-newsom'], ['SHAP', 'Josh Shapiro', 'dem-shapiro'], ['BUTT', 'Pete Buttigieg', 'dem-buttigieg'], ['AOC', 'Alexandria Ocasio-Cortez', 'dem-aoc'], ['WHIT', 'Gretchen Whitmer', 'dem-whitmer'], ['BESH', 'Andy Beshear', 'dem-beshear']];
  add('politics', { name: 'pol-dem-nominee-2028', events: [
    A('KXPRESNOMD-28', 'Democratic nominee for President 2028', 'Elections', close, ds.map(([c, n, t]) => [c, n, t])),
    B('Democratic Presidential Nominee 2028', 'Politics', close, [...bq('democratic-nominee-2028', ds.map(([, n, t]) => [n, t]), (l) => `Will ${l} win the 2028 Democratic presidential nomination?`),
      ['democratic-nominee-2028-wes-moore', 'Wes Moore', 'dem-moore', { q: 'Will Wes Moore win the 2028 Democratic presidential nomination?' }]]),
    U('democratic-nominee-2028', '2028 Democratic Nominee', 'Politics', close, [['dem-nom-2028-newsom', 'Newsom', 'dem-newsom'], ['dem-nom-2028-shapiro', 'Shapiro', 'dem-shapiro'], ['dem-nom-2028-aoc', 'AOC', 'dem-aoc']]),
    G('2028 Dem presidential nomination', close, gc([['Newsom', 'dem-newsom'], ['Shapiro', 'dem-shapiro'], ['Ocasio-Cortez', 'dem-aoc'], ['Buttigieg', 'dem-buttigieg'], ['Other', 'dem-other-g']])),
  ] });
}
{ // 2028 Republican presidential nominee; the GOP VP nominee on gamma has near-identical names and title.
  const close = z('2028-07-31');
  add('politics', { name: 'pol-gop-nominee-2028', events: [
    A('KXPRESNOMR-28', 'Republican nominee for President 2028', 'Elections', close, [['VANCE', 'J.D. Vance', 'gop-vance'], ['RUBIO', 'Marco Rubio', 'gop-rubio'], ['DESA', 'Ron DeSantis', 'gop-desantis'], ['TRJR', 'Donald Trump Jr.', 'gop-trumpjr']]),
    B('Republican Presidential Nominee 2028', 'Politics', close, bq('republican-nominee-2028', [['JD Vance', 'gop-vance'], ['Marco Rubio', 'gop-rubio'], ['Ron DeSantis', 'gop-desantis'], ['Donald Trump Jr.', 'gop-trumpjr'], ['Tucker Carlson', 'gop-carlson']], (l) => `Will ${l} be the 2028 Republican presidential nominee?`)),
    U('republican-nominee-2028', '2028 Republican Nominee', 'Politics', close, [['gop-nom-2028-vance', 'Vance', 'gop-vance'], ['gop-nom-2028-rubio', 'Rubio', 'gop-rubio']]),
    G('GOP nominee for president, 2028', close, gc([['JD Vance', 'gop-vance'], ['Marco Rubio', 'gop-rubio'], ['Other', 'gop-other-g']])),
  ] });
  add('politics', { name: 'pol-gop-vp-nominee-2028-gamma', events: [
    G('GOP nominee for vice president, 2028', close, gc([['Marco Rubio', 'gopvp-rubio'], ['Byron Donalds', 'gopvp-donalds'], ['Other', 'gopvp-other']])),
  ] }, hn('near-identical title, other office or competition', 2));
}
{ // 2028 presidential election: party market (alpha, beta, gamma) vs candidate market (beta_us): different questions.
  const close = z('2028-11-08', '12:00');
  add('politics', { name: 'pol-pres-party-2028', events: [
    A('KXPRESPARTY-28', 'Which party will win the 2028 presidential election?', 'Elections', close, [['D', 'Democratic Party', 'pty-d'], ['R', 'Republican Party', 'pty-r']]),
    B('Which party wins the 2028 US Presidential Election?', 'Politics', close, bq('presidential-election-winner-party-2028', [['Democratic', 'pty-d'], ['Republican', 'pty-r'], ['Other', 'pty-o']], (l) => `Will the ${l} party win the 2028 US presidential election?`)),
    G('2028 US presidential election — winning party', close, gc([['Democrats', 'pty-d'], ['Republicans', 'pty-r']])),
  ] });
  add('politics', { name: 'pol-pres-winner-2028-us', events: [
    U('presidential-election-winner-2028', '2028 Presidential Election Winner', 'Politics', close, [['pres-2028-vance', 'JD Vance', 'pres-vance'], ['pres-2028-newsom', 'Gavin Newsom', 'pres-newsom']]),
  ] }, hn('different source or measure', 3));
}
{ // Trump approval on Sep 30 2027: RCP average (alpha, beta) vs Silver Bulletin (gamma) — different measures.
  const close = z('2027-09-30', '23:00');
  add('politics', { name: 'pol-approval-rcp-0930', events: [
    A('KXAPRPOTUS-27SEP30', 'Trump approval rating on Sep 30, 2027 (RCP)', 'Politics', close, [['T42', 'Above 42.0%', 'rcp-gt42'], ['T44', 'Above 44.0%', 'rcp-gt44']], { sources: ['RealClearPolling https://www.realclearpolling.com/polls/approval/donald-trump/approval-rating'] }),
    B('Trump approval on September 30?', 'Politics', close, [['trump-approval-sep-30-above-42', 'Above 42%', 'rcp-gt42', { q: 'Trump approval rating above 42% on September 30 (RCP)?', src: 'https://www.realclearpolling.com/polls/approval/donald-trump/approval-rating' }],
      ['trump-approval-sep-30-above-44', 'Above 44%', 'rcp-gt44', { q: 'Trump approval rating above 44% on September 30 (RCP)?', src: 'https://www.realclearpolling.com/polls/approval/donald-trump/approval-rating' }]]),
  ] });
  add('politics', { name: 'pol-approval-silver-0930-gamma', events: [
    G('Trump approval (Silver Bulletin avg) on Sept 30, 2027', close, gc([['Above 42%', 'sb-gt42'], ['Above 44%', 'sb-gt44']]), { rules: 'Per the Silver Bulletin presidential approval average, net of the day\'s update.' }),
  ] }, hn('different source or measure', 2));
}
{ // Government shutdown: "by Oct 1 2027" (FY2028 lapse) on three venues; beta_us "shutdown lasting 7+ days" is another question.
  const close = z('2027-10-01', '04:00');
  add('politics', { name: 'pol-shutdown-oct1-2027', events: [
    A('KXGOVSHUT-27OCT01', 'Government shutdown on Oct 1, 2027?', 'Politics', close, [['YES', 'Shutdown begins', 'shut-oct1']], { rules: 'Yes if OPM announces a lapse in appropriations / shutdown of the federal government beginning on or before Oct 1, 2027.' }),
    B('US government shutdown by October 1?', 'Politics', close, [['us-government-shutdown-by-october-1-2027', 'Yes', 'shut-oct1', { q: 'Will there be a US federal government shutdown by October 1, 2027?' }]]),
    G1('Federal shutdown at the start of FY2028 (Oct 1, 2027)?', close, 'shut-oct1'),
  ] });
  add('politics', { name: 'pol-shutdown-7days-us', events: [
    U('government-shutdown-7-days-2027', 'Shutdown lasts 7+ days?', 'Politics', z('2027-10-31'), [['shutdown-lasts-7-days-oct-2027', 'Yes', 'shut-7d', { q: 'Will a shutdown beginning in Oct 2027 last at least 7 days?' }]]),
  ] }, hn('different source or measure'));
}
{ // Congress: NDAA FY2028 passes the House by Jul 31 (alpha) vs becomes law in 2027 (beta): different events.
  add('politics', { name: 'pol-ndaa-house-0731-alpha', events: [
    A('KXNDAAHOUSE-27JUL31', 'House passes FY2028 NDAA by Jul 31?', 'Politics', z('2027-07-31'), [['YES', 'House passes', 'ndaa-house']]),
  ] });
  add('politics', { name: 'pol-ndaa-law-2027-beta', events: [
    B('FY2028 NDAA signed into law in 2027?', 'Politics', z('2027-12-31'), [['fy2028-ndaa-signed-into-law-2027', 'Yes', 'ndaa-law', { q: 'Will the FY2028 NDAA be signed into law by December 31, 2027?' }]]),
  ] }, hn('by vs on / other deadline'));
}
{ // Senate: filibuster abolished in 2027 (alpha, beta).
  add('politics', { name: 'pol-filibuster-2027', events: [
    A('KXFILIBUSTER-27', 'Will the Senate eliminate the filibuster in 2027?', 'Politics', z('2027-12-31'), [['YES', 'Filibuster eliminated', 'filibuster']]),
    B('Filibuster nuked in 2027?', 'Politics', z('2027-12-31'), [['senate-eliminates-legislative-filibuster-2027', 'Yes', 'filibuster', { q: 'Will the US Senate eliminate the legislative filibuster in 2027?' }]]),
  ] });
}
{ // Speaker of the House: Mike Johnson out as Speaker by end of 2027 (alpha, gamma).
  add('politics', { name: 'pol-speaker-johnson-out', events: [
    A('KXSPEAKEROUT-27', 'Mike Johnson out as Speaker before 2028?', 'Politics', z('2027-12-31'), [['YES', 'Out', 'johnson-out']]),
    G1('Speaker Mike Johnson leaves the Speakership by Dec 31, 2027?', z('2027-12-31'), 'johnson-out'),
  ] });
}
{ // UK: Starmer out as Prime Minister by end of 2027 (alpha, beta) vs out as Labour leader (gamma): different office.
  const close = z('2027-12-31');
  add('politics', { name: 'pol-starmer-out-pm', events: [
    A('KXUKPMOUT-27', 'Keir Starmer out as UK Prime Minister in 2027?', 'World', close, [['YES', 'Starmer out', 'starmer-pm']]),
    B('Starmer out as PM by end of 2027?', 'Politics', close, [['starmer-out-as-uk-prime-minister-by-december-31-2027', 'Yes', 'starmer-pm', { q: 'Will Keir Starmer cease to be UK Prime Minister by December 31, 2027?' }]]),
  ] });
  add('politics', { name: 'pol-starmer-out-labour-gamma', events: [G1('Starmer out as Labour leader in 2027?', close, 'starmer-labour')] }, hn('near-identical title, other office or competition', 2));
}
{ // Next UK Prime Minister after Starmer (beta negRisk, gamma categorical).
  const close = z('2028-12-31');
  add('politics', { name: 'pol-next-uk-pm', events: [
    B('Next UK Prime Minister', 'Politics', close, bq('next-uk-prime-minister', [['Wes Streeting', 'ukpm-streeting'], ['Angela Rayner', 'ukpm-rayner'], ['Andy Burnham', 'ukpm-burnham'], ['Nigel Farage', 'ukpm-farage'], ['Shabana Mahmood', 'ukpm-mahmood']], (l) => `Will ${l} be the next UK Prime Minister?`)),
    G('Who succeeds Keir Starmer as PM?', close, gc([['Streeting', 'ukpm-streeting'], ['Burnham', 'ukpm-burnham'], ['Rayner', 'ukpm-rayner'], ['Farage', 'ukpm-farage'], ['Someone else', 'ukpm-other-g']])),
  ] });
}
{ // Argentina general election, Oct 24 2027 — first-round winner (alpha, beta, gamma).
  const close = z('2027-10-25', '12:00');
  add('politics', { name: 'pol-argentina-2027', events: [
    A('KXARGPRES-27', 'Argentina presidential election 2027 winner', 'World', close, [['MILEI', 'Javier Milei', 'arg-milei'], ['KICI', 'Axel Kicillof', 'arg-kicillof'], ['OTHER', 'Other', 'arg-other']]),
    B('Argentina Presidential Election 2027', 'Politics', close, bq('argentina-presidential-election-2027', [['Javier Milei', 'arg-milei'], ['Axel Kicillof', 'arg-kicillof'], ['Victoria Villarruel', 'arg-villarruel']], (l) => `Will ${l} win the 2027 Argentine presidential election?`)),
    G('Argentina 2027: next president', close, gc([['Milei', 'arg-milei'], ['Kicillof', 'arg-kicillof'], ['Other', 'arg-other']])),
  ] });
}
{ // Spain general election 2027: most seats (alpha, beta) vs next PM (gamma) — different questions.
  const close = z('2027-08-31');
  add('politics', { name: 'pol-spain-most-seats', events: [
    A('KXSPAINSEATS-27', 'Spain general election: most seats', 'World', close, [['PP', 'Partido Popular', 'es-pp'], ['PSOE', 'PSOE', 'es-psoe'], ['VOX', 'Vox', 'es-vox']]),
    B('Spain General Election: Most Seats', 'Politics', close, bq('spain-election-most-seats-2027', [['PP', 'es-pp'], ['PSOE', 'es-psoe'], ['Vox', 'es-vox']], (l) => `Will ${l} win the most seats in the 2027 Spanish general election?`)),
  ] });
  add('politics', { name: 'pol-spain-next-pm-gamma', events: [
    G('Spain: Prime Minister after the 2027 election', close, gc([['Alberto Núñez Feijóo', 'es-pm-feijoo'], ['Pedro Sánchez', 'es-pm-sanchez'], ['Santiago Abascal', 'es-pm-abascal']])),
  ] }, hn('near-identical title, other office or competition', 2));
}
{ // Ukraine–Russia ceasefire by Dec 31 2027 (alpha, beta, beta_us) vs by Sep 30 on gamma.
  add('politics', { name: 'pol-ukraine-ceasefire-2027', events: [
    A('KXUKRCEASE-27DEC31', 'Russia-Ukraine ceasefire in 2027?', 'World', z('2027-12-31'), [['YES', 'Ceasefire', 'cease-dec']]),
    B('Russia x Ukraine ceasefire in 2027?', 'Politics', z('2027-12-31'), [['russia-x-ukraine-ceasefire-in-2027', 'Yes', 'cease-dec', { q: 'Russia x Ukraine ceasefire in 2027?' }]]),
    U('russia-ukraine-ceasefire-2027', 'Russia-Ukraine Ceasefire 2027', 'Politics', z('2027-12-31'), [['russia-ukraine-ceasefire-before-2028', 'Yes', 'cease-dec']]),
  ] });
  add('politics', { name: 'pol-ukraine-ceasefire-sep-gamma', events: [G1('Russia–Ukraine ceasefire by September 30, 2027?', z('2027-09-30'), 'cease-sep')] }, hn('by vs on / other deadline', 3));
}
{ // Supreme Court vacancy in 2027 (beta only).
  add('politics', { name: 'pol-scotus-vacancy-beta', events: [
    B('Supreme Court vacancy in 2027?', 'Politics', z('2027-12-31'), [['supreme-court-vacancy-2027', 'Yes', 'scotus-vac', { q: 'Will a US Supreme Court seat become vacant in 2027?' }]]),
  ] });
}
{ // Louisiana governor 2027: winning party (alpha, gamma).
  add('politics', { name: 'pol-louisiana-gov-2027', events: [
    A('KXGOVLA-27', 'Louisiana Governor election 2027: winning party', 'Elections', z('2027-11-21'), [['R', 'Republican', 'la-r'], ['D', 'Democratic', 'la-d']]),
    G('Louisiana governor race 2027 — party', z('2027-11-21'), gc([['GOP', 'la-r'], ['Democrat', 'la-d']])),
  ] });
}
// ═══════════════════════════════════ ECONOMICS & CENTRAL BANKS ═══════════════════════════════════

const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
{ // FOMC Sep 22 2027 decision. Gamma asks "hold?" — same event, YES = hold; beta_us asks "cut?".
  const close = z('2027-09-22', '18:00');
  add('economics', { name: 'fed-sep-2027', events: [
    A('KXFEDDECISION-27SEP', 'Fed decision in Sep 2027?', 'Economics', close, [['C25', 'Cut 25bps', 'fed-c25'], ['C26', 'Cut >25bps', 'fed-cgt25'], ['H0', 'Hold', 'fed-hold'], ['H25', 'Hike 25bps+', 'fed-hike']], { sources: [FED] }),
    B('Fed decision in September?', 'Economics', close, [['fed-decreases-interest-rates-by-25-bps-after-september-2027-meeting', '25 bps decrease', 'fed-c25'],
      ['fed-decreases-interest-rates-by-50-bps-after-september-2027-meeting', '50+ bps decrease', 'fed-cgt25'], ['no-change-in-fed-interest-rates-after-september-2027-meeting', 'No change', 'fed-hold'],
      ['fed-increases-interest-rates-by-25-bps-after-september-2027-meeting', '25+ bps increase', 'fed-hike']]),
    U('fed-decision-sep-2027', 'Fed Rate Cut in September?', 'Economics', close, [['fed-cut-sep-2027', 'Yes', 'fed-anycut', { q: 'Will the Fed cut rates at its September 2027 meeting?' }]]),
    G1('FOMC holds rates at the Sept 21–22, 2027 meeting?', close, 'fed-hold'),
  ] }, hn('inverted yes/no'));
}
{ // Fed cuts in 2027: alpha counts 25 bp steps, beta counts meetings with a cut — one event, nf (convention).
  const close = z('2027-12-15', '19:00');
  add('economics', { name: 'fed-cuts-2027-count', events: [
    A('KXRATECUTCOUNT-27', 'Number of Fed rate cuts in 2027', 'Economics', close, [['T1', 'At least 2 cuts', 'cuts-ge2'], ['T2', 'At least 3 cuts', 'cuts-ge3'], ['T3', 'At least 4 cuts', 'cuts-ge4']],
      { rules: 'Counts cuts in units of 25 bps to the upper bound of the federal funds target range announced in 2027 (a 50 bps cut counts as 2).' }),
    B('How many Fed rate cuts in 2027?', 'Economics', close, [['2-fed-rate-cuts-or-more-in-2027', '2+', 'cuts-ge2', { q: 'Will the Fed cut rates at 2 or more meetings in 2027?' }], ['3-fed-rate-cuts-or-more-in-2027', '3+', 'cuts-ge3', { q: 'Will the Fed cut rates at 3 or more meetings in 2027?' }]],
      { rules: 'Counts FOMC meetings in 2027 at which the target range was lowered, of any size.' }),
  ], fungible: nf('alpha|beta') });
}
{ // Fed funds upper bound on Dec 31 2027 (alpha, gamma; identical buckets).
  const close = z('2027-12-31');
  add('economics', { name: 'fed-rate-end-2027', events: [
    A('KXFEDEND-27', 'Fed funds upper bound at end of 2027', 'Economics', close, [['B3.00', '3.00% or lower', 'ffr-le300'], ['B3.25', '3.25%', 'ffr-325'], ['B3.50', '3.50%', 'ffr-350'], ['B3.75', '3.75% or higher', 'ffr-ge375']], { sources: [FED] }),
    G('Fed target rate (upper) on Dec 31 2027', close, gc([['≤3.00%', 'ffr-le300'], ['3.25%', 'ffr-325'], ['3.50%', 'ffr-350'], ['≥3.75%', 'ffr-ge375']])),
  ] });
}
{ // CPI YoY July 2027 (Aug 11 release): headline on alpha, beta; gamma lists CORE with the same thresholds.
  const close = z('2027-08-11', '12:30');
  const rules = 'Headline CPI-U, 12-month percent change, not seasonally adjusted, July 2027, as first published by the BLS to one decimal.';
  add('economics', { name: 'cpi-yoy-jul-2027', events: [
    A('KXCPIYOY-27JUL', 'CPI year-over-year in Jul 2027', 'Economics', close, [['T2.5', 'Above 2.5%', 'cpi-gt25'], ['T2.7', 'Above 2.7%', 'cpi-gt27'], ['T2.9', 'Above 2.9%', 'cpi-gt29']], { sources: [BLS_CPI], rules }),
    B('July inflation: US CPI YoY?', 'Economics', close, w([['us-cpi-yoy-july-2027-2pt6-or-higher', '≥2.6%', 'cpi-gt25', { q: 'Will US annual inflation be 2.6% or higher in July 2027?' }],
      ['us-cpi-yoy-july-2027-2pt8-or-higher', '≥2.8%', 'cpi-gt27', { q: 'Will US annual inflation be 2.8% or higher in July 2027?' }],
      ['us-cpi-yoy-july-2027-2pt9-or-higher', '≥2.9%', 'cpi-ge29', { q: 'Will US annual inflation be 2.9% or higher in July 2027?' }]], { src: 'https://www.bls.gov/cpi/', rules })),
  ] });
  add('economics', { name: 'core-cpi-yoy-jul-2027-gamma', events: [
    G('US core CPI YoY — July 2027', close, gc([['Above 2.5%', 'core-gt25'], ['Above 2.7%', 'core-gt27'], ['Above 2.9%', 'core-gt29']]), { rules: 'CPI less food and energy, 12-month change, July 2027.' }),
  ] }, hn('different source or measure', 2));
}
{ // July 2027 payrolls (Aug 6): BLS NFP on alpha, beta, gamma; ADP on beta_us (different measure).
  const close = z('2027-08-06', '12:30');
  add('economics', { name: 'nfp-jul-2027', events: [
    A('KXPAYROLLS-27JUL', 'Jobs numbers in Jul 2027', 'Economics', close, [['T50000', 'Above 50,000', 'nfp-gt50'], ['T100000', 'Above 100,000', 'nfp-gt100'], ['T150000', 'Above 150,000', 'nfp-gt150']], { sources: ['Bureau of Labor Statistics https://www.bls.gov/ces/'] }),
    B('July jobs report: nonfarm payrolls?', 'Economics', close, [['july-2027-nonfarm-payrolls-above-100k', '>100k', 'nfp-gt100', { q: 'Will July 2027 nonfarm payrolls come in above 100k?' }], ['july-2027-nonfarm-payrolls-above-150k', '>150k', 'nfp-gt150', { q: 'Will July 2027 nonfarm payrolls come in above 150k?' }]]),
    G('US NFP (Jul 2027), first print', close, gc([['More than 50K', 'nfp-gt50'], ['More than 100K', 'nfp-gt100'], ['More than 150K', 'nfp-gt150']])),
  ] });
  add('economics', { name: 'adp-jul-2027-us', events: [
    U('adp-employment-jul-2027', 'ADP private payrolls, July 2027', 'Economics', z('2027-08-04', '12:15'), [['adp-jul-2027-above-100k', 'Above 100K', 'adp-gt100', { q: 'ADP National Employment Report July 2027 above 100,000?' }]]),
  ] }, hn('different source or measure', 3));
}
{ // Unemployment rate July 2027 (one decimal): alpha "Above 4.3%" = beta "4.4% or higher".
  const close = z('2027-08-06', '12:30');
  add('economics', { name: 'unrate-jul-2027', events: [
    A('KXU3-27JUL', 'Unemployment rate in Jul 2027', 'Economics', close, [['T4.2', 'Above 4.2%', 'u3-gt42'], ['T4.3', 'Above 4.3%', 'u3-gt43'], ['T4.4', 'Above 4.4%', 'u3-gt44']]),
    B('US unemployment rate for July?', 'Economics', close, [['us-unemployment-july-2027-4pt4-or-higher', '4.4%+', 'u3-gt43', { q: 'Will the US unemployment rate be 4.4% or higher in July 2027?' }], ['us-unemployment-july-2027-4pt5-or-higher', '4.5%+', 'u3-gt44', { q: 'Will the US unemployment rate be 4.5% or higher in July 2027?' }]]),
  ] });
}
{ // Q2 2027 GDP advance estimate (Jul 29) on alpha, beta; the THIRD estimate (Sep 30) on gamma is another event.
  add('economics', { name: 'gdp-q2-2027-advance', events: [
    A('KXGDP-27JUL29', 'Q2 2027 GDP growth (advance)', 'Economics', z('2027-07-29', '12:30'), [['T1.0', 'Above 1.0%', 'gdp-gt10'], ['T2.0', 'Above 2.0%', 'gdp-gt20'], ['T3.0', 'Above 3.0%', 'gdp-gt30']], { sources: ['Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product'] }),
    B('US GDP growth in Q2 2027?', 'Economics', z('2027-07-29', '12:30'), [['us-gdp-q2-2027-above-2pt0', '>2.0%', 'gdp-gt20', { q: 'Will the BEA advance estimate of Q2 2027 real GDP growth (SAAR) be above 2.0%?' }]]),
  ] });
  add('economics', { name: 'gdp-q2-2027-third-gamma', events: [
    G1('US Q2 2027 GDP above 2.0% (third estimate, Sep 30)?', z('2027-09-30', '12:30'), 'gdp3-gt20'),
  ] }, hn('different source or measure', 2));
}
{ // Recession: NBER-declared (alpha) vs two consecutive negative GDP quarters (beta) — different measures.
  add('economics', { name: 'recession-nber-2027-alpha', events: [A('KXRECSSNBER-27', 'Recession in 2027 (NBER)?', 'Economics', z('2028-12-31'), [['YES', 'NBER recession', 'rec-nber']])] });
  add('economics', { name: 'recession-2q-2027-beta', events: [
    B('US recession in 2027?', 'Economics', z('2028-02-28'), [['us-recession-in-2027', 'Yes', 'rec-2q', { q: 'US recession in 2027?', rules: 'Resolves Yes if two consecutive quarters of negative real GDP growth (BEA advance estimates) occur within 2027.' }]]),
  ] }, hn('different source or measure'));
}
{ // ECB Sep 9 2027 deposit-rate decision (alpha, beta, gamma) vs BoE Aug 2027 (beta only).
  const close = z('2027-09-09', '12:15');
  add('economics', { name: 'ecb-sep-2027', events: [
    A('KXECB-27SEP', 'ECB deposit rate decision, Sep 2027', 'Economics', close, [['CUT', 'Cut', 'ecb-cut'], ['HOLD', 'Hold', 'ecb-hold'], ['HIKE', 'Hike', 'ecb-hike']]),
    B('ECB decision in September?', 'Economics', close, [['ecb-cuts-rates-september-2027', 'Cut', 'ecb-cut'], ['ecb-no-change-september-2027', 'No change', 'ecb-hold'], ['ecb-hikes-rates-september-2027', 'Hike', 'ecb-hike']]),
    G1('ECB leaves rates unchanged on 9 Sep 2027?', close, 'ecb-hold'),
  ] });
  add('economics', { name: 'boe-aug-2027-beta', events: [
    B('Bank of England decision in August?', 'Economics', z('2027-08-05', '11:00'), [['boe-cuts-rates-august-2027', 'Cut', 'boe-cut'], ['boe-no-change-august-2027', 'No change', 'boe-hold']]),
  ] }, hn('other place'));
}
{ // Bank of Japan hikes in 2027 (alpha, gamma).
  add('economics', { name: 'boj-hike-jul-2027', events: [
    A('KXBOJ-27JUL', 'Bank of Japan hikes at the July 2027 meeting?', 'Economics', z('2027-07-30', '04:00'), [['HIKE', 'Hike', 'boj-hike']]),
    G1('BOJ raises its policy rate in July 2027?', z('2027-07-30', '04:00'), 'boj-hike'),
  ] });
}
{ // US tariffs: average effective tariff rate (Yale Budget Lab) above 15% on Dec 31 2027 — alpha only.
  add('economics', { name: 'tariff-rate-2027-alpha', events: [A('KXTARIFFRATE-27', 'Effective US tariff rate above 15% at end of 2027?', 'Economics', z('2027-12-31'), [['T15', 'Above 15%', 'tariff-gt15']], { sources: ['Yale Budget Lab https://budgetlab.yale.edu/'] })] });
}
{ // PCE price index June 2027 (Jul 30 release): core PCE YoY on alpha, beta; gamma lists core PCE MoM (other measure).
  const close = z('2027-07-30', '12:30');
  add('economics', { name: 'core-pce-yoy-jun-2027', events: [
    A('KXPCECORE-27JUN', 'Core PCE inflation (YoY) in Jun 2027', 'Economics', close, [['T2.6', 'Above 2.6%', 'pce-gt26'], ['T2.8', 'Above 2.8%', 'pce-gt28']], { sources: ['Bureau of Economic Analysis https://www.bea.gov/data/personal-consumption-expenditures-price-index-excluding-food-and-energy'] }),
    B('Core PCE YoY for June?', 'Economics', close, [['core-pce-yoy-june-2027-2pt7-or-higher', '2.7% or more', 'pce-gt26', { q: 'Will core PCE inflation (YoY) be 2.7% or higher for June 2027?' }], ['core-pce-yoy-june-2027-2pt8-or-higher', '2.8% or more', 'pce-ge28', { q: 'Will core PCE inflation (YoY) be 2.8% or higher for June 2027?' }]]),
  ] }, hn('other threshold'));
  add('economics', { name: 'core-pce-mom-jun-2027-gamma', events: [G('Core PCE m/m — June 2027', close, gc([['0.2% or more', 'pcem-ge02'], ['0.3% or more', 'pcem-ge03']]))] }, hn('different source or measure', 2));
}
{ // Initial jobless claims, week ending Aug 14 2027 (alpha, gamma).
  const close = z('2027-08-19', '12:30');
  add('economics', { name: 'claims-0814', events: [
    A('KXJOBLESS-27AUG19', 'Initial jobless claims (week ending Aug 14)', 'Economics', close, [['T230000', 'Above 230,000', 'claims-gt230'], ['T250000', 'Above 250,000', 'claims-gt250']]),
    G('US initial jobless claims — w/e 14 Aug 2027', close, gc([['> 230K', 'claims-gt230'], ['> 250K', 'claims-gt250']])),
  ] });
}
{ // 30-year mortgage rate (Freddie Mac PMMS) below 6% by end of 2027 — alpha only.
  add('economics', { name: 'mortgage-2027-alpha', events: [A('KXMORTGAGE-27', '30-year mortgage rate below 6% in 2027?', 'Economics', z('2027-12-31'), [['T6', 'Below 6.00%', 'mort-lt6']], { sources: ['Freddie Mac https://www.freddiemac.com/pmms'] })] });
}
{ // Euro area flash HICP Aug 2027 (beta, gamma) vs final HICP (alpha) — different estimates.
  add('economics', { name: 'hicp-flash-aug-2027', events: [
    B('Eurozone inflation (flash) for August?', 'Economics', z('2027-09-01', '09:00'), [['eurozone-flash-hicp-august-2027-above-2pt0', 'Above 2.0%', 'hicp-gt20', { q: 'Will euro area flash HICP inflation for August 2027 be above 2.0%?' }]]),
    G1('Euro area flash HICP Aug 2027 above 2.0%?', z('2027-09-01', '09:00'), 'hicp-gt20'),
  ] });
  add('economics', { name: 'hicp-final-aug-2027-alpha', events: [A('KXHICP-27AUG', 'Euro area HICP (final) Aug 2027', 'Economics', z('2027-09-17', '09:00'), [['T2.0', 'Above 2.0%', 'hicpf-gt20']])] }, hn('different source or measure', 2));
}
{ // Zelensky out as President of Ukraine in 2027 (alpha, beta, gamma).
  add('politics', { name: 'pol-zelensky-out-2027', events: [
    A('KXZELENSKYOUT-27', 'Zelensky out as President of Ukraine in 2027?', 'World', z('2027-12-31'), [['YES', 'Out', 'zel-out']]),
    B('Zelenskyy out as Ukraine President in 2027?', 'Politics', z('2027-12-31'), [['zelenskyy-out-as-ukraine-president-in-2027', 'Yes', 'zel-out', { q: 'Zelenskyy out as Ukraine President in 2027?' }]]),
    G1('Volodymyr Zelenskyy ceases to be president before 2028?', z('2027-12-31'), 'zel-out'),
  ] });
}
{ // Canada: Carney out as PM (gamma) vs Poilievre out as Conservative leader (beta): different people and offices.
  add('politics', { name: 'pol-carney-out-gamma', events: [G1('Mark Carney out as Canadian PM by end of 2027?', z('2027-12-31'), 'carney-out')] });
  add('politics', { name: 'pol-poilievre-out-beta', events: [B('Poilievre out as Conservative leader in 2027?', 'Politics', z('2027-12-31'), [['poilievre-out-as-conservative-leader-2027', 'Yes', 'poilievre-out', { q: 'Will Pierre Poilievre cease to be leader of the Conservative Party of Canada in 2027?' }]])] }, hn('near-identical title, other office or competition'));
}
{ // 2028 Democratic primary polling leader on Sep 30 2027 (RCP) — alpha, beta_us.
  add('politics', { name: 'pol-dem-poll-leader-0930', events: [
    A('KXDEMPOLL-27SEP30', 'Leader in 2028 Democratic primary polling on Sep 30, 2027 (RCP)', 'Elections', z('2027-09-30', '23:00'), [['NEWS', 'Gavin Newsom', 'poll-newsom'], ['AOC', 'Alexandria Ocasio-Cortez', 'poll-aoc'], ['BUTT', 'Pete Buttigieg', 'poll-butt']]),
    U('dem-primary-poll-leader-sep-30-2027', 'Dem primary polling leader Sep 30', 'Politics', z('2027-09-30', '23:00'), [['dem-poll-leader-sep-30-newsom', 'Newsom', 'poll-newsom'], ['dem-poll-leader-sep-30-aoc', 'AOC', 'poll-aoc']]),
  ] });
}

// ═══════════════════════════════════════ CRYPTO & MARKETS ═══════════════════════════════════════

{ // BTC at 5pm ET Aug 31 2027: alpha (CF Benchmarks BRTI) and beta (Binance BTCUSDT 1m close at 21:00 UTC) — same
  // instant, different fixing: one event, nf. Gamma's 12:00 UTC (8am ET) print the same day is another event.
  const close = z('2027-08-31', '21:00');
  add('crypto', { name: 'btc-0831-5pm', events: [
    A('KXBTCD-27AUG3117', 'Bitcoin price on Aug 31, 2027 at 5pm EDT?', 'Crypto', close, [['T119999.99', '$120,000 or above', 'btc-ge120'], ['T129999.99', '$130,000 or above', 'btc-ge130'], ['T139999.99', '$140,000 or above', 'btc-ge140']],
      { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI'], rules: 'Resolves on the simple average of the 60 seconds of CF Benchmarks BRTI before 5:00 pm EDT on Aug 31, 2027.' }),
    B('Bitcoin above ___ on August 31?', 'Crypto', close, w([['bitcoin-above-120k-on-august-31-2027', '120,000', 'btc-ge120', { q: 'Will the price of Bitcoin be above $120,000 on August 31?' }],
      ['bitcoin-above-130k-on-august-31-2027', '130,000', 'btc-ge130', { q: 'Will the price of Bitcoin be above $130,000 on August 31?' }], ['bitcoin-above-150k-on-august-31-2027', '150,000', 'btc-ge150', { q: 'Will the price of Bitcoin be above $150,000 on August 31?' }]],
      { src: 'https://www.binance.com/en/trade/BTC_USDT', rules: 'Resolves on the Binance BTC/USDT 1-minute candle close for 17:00 ET (21:00 UTC) on Aug 31, 2027.' })),
  ], fungible: nf('alpha|beta') });
  add('crypto', { name: 'btc-0831-noon-utc-gamma', events: [
    G('BTC/USDT above on Aug 31, 2027 12:00 UTC', z('2027-08-31', '12:00'), gc([['> $120,000', 'btcn-gt120'], ['> $130,000', 'btcn-gt130']]), { rules: 'Binance BTC/USDT 1-minute candle close at 12:00 UTC on Aug 31, 2027.' }),
  ] }, hn('other instant', 2));
}
{ // BTC reaches $200k in 2027 (any time) on alpha, beta, gamma, beta_us; "above $200k on Dec 31" (alpha) is another kind.
  add('crypto', { name: 'btc-hit-200k-2027', events: [
    A('KXBTCMAXY-27', 'How high will Bitcoin get in 2027?', 'Crypto', z('2027-12-31'), [['175000', '$175,000 or above', 'btcmax-175'], ['200000', '$200,000 or above', 'btcmax-200'], ['250000', '$250,000 or above', 'btcmax-250']]),
    B('What price will Bitcoin hit in 2027?', 'Crypto', z('2027-12-31'), [['will-bitcoin-reach-200000-in-2027', '↑ 200,000', 'btcmax-200', { q: 'Will Bitcoin reach $200,000 by December 31, 2027?' }], ['will-bitcoin-reach-250000-in-2027', '↑ 250,000', 'btcmax-250', { q: 'Will Bitcoin reach $250,000 by December 31, 2027?' }],
      ['will-bitcoin-dip-to-80000-in-2027', '↓ 80,000', 'btcmin-80', { q: 'Will Bitcoin dip to $80,000 by December 31, 2027?' }]]),
    U('bitcoin-200k-2027', 'BTC hits $200K in 2027?', 'Crypto', z('2027-12-31'), [['bitcoin-hits-200k-before-2028', 'Yes', 'btcmax-200']]),
    G1('Bitcoin to touch $200k before 2028?', z('2027-12-31'), 'btcmax-200'),
  ] });
  add('crypto', { name: 'btc-close-200k-dec31-alpha', events: [
    A('KXBTCY-27DEC31', 'Bitcoin price at end of 2027?', 'Crypto', z('2027-12-31', '22:00'), [['T199999.99', '$200,000 or above', 'btcy-200']]),
  ] }, hn('by vs on / other deadline', 4));
}
{ // ETH: reach $5,000 by Sep 30 (beta, gamma) vs above $5,000 ON Sep 30 at 5pm ET (alpha).
  add('crypto', { name: 'eth-reach-5k-sep', events: [
    B('Ethereum to $5k by September 30?', 'Crypto', z('2027-09-30', '23:59'), [['will-ethereum-reach-5000-by-september-30-2027', 'Yes', 'eth-reach5k', { q: 'Will Ethereum reach $5,000 by September 30, 2027?' }]]),
    G1('ETH hits $5,000 any time before Oct 1, 2027?', z('2027-09-30', '23:59'), 'eth-reach5k'),
  ] });
  add('crypto', { name: 'eth-on-sep30-alpha', events: [
    A('KXETHD-27SEP3017', 'Ethereum price on Sep 30, 2027 at 5pm EDT?', 'Crypto', z('2027-09-30', '21:00'), [['T4999.99', '$5,000 or above', 'eth-on5k'], ['T5499.99', '$5,500 or above', 'eth-on55']]),
  ] }, hn('by vs on / other deadline', 2));
}
{ // ETC (Ethereum Classic) near-identical ticker, alpha only.
  add('crypto', { name: 'etc-sep30-alpha', events: [A('KXETCD-27SEP3017', 'Ethereum Classic price on Sep 30, 2027 at 5pm EDT?', 'Crypto', z('2027-09-30', '21:00'), [['T29.99', '$30 or above', 'etc-30']])] }, hn('other category or league'));
}
{ // Solana above $300 on Dec 31 2027 at 5pm ET — alpha (CF SOL index) and beta (Binance SOLUSDT same instant): nf.
  const close = z('2027-12-31', '22:00');
  add('crypto', { name: 'sol-dec31', events: [
    A('KXSOLD-27DEC3117', 'Solana price on Dec 31, 2027 at 5pm EST?', 'Crypto', close, [['T299.99', '$300 or above', 'sol-300'], ['T399.99', '$400 or above', 'sol-400']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/SOLUSD_RTI'] }),
    B('Solana above ___ on December 31?', 'Crypto', close, [['solana-above-300-on-december-31-2027', '300', 'sol-300', { q: 'Will the price of Solana be above $300 on December 31?', src: 'https://www.binance.com/en/trade/SOL_USDT' }]]),
  ], fungible: nf('alpha|beta') });
}
{ // Crypto policy: US Strategic Bitcoin Reserve purchases (beta only); stablecoin market cap (gamma only).
  add('crypto', { name: 'sbr-purchase-beta', events: [B('US government buys Bitcoin in 2027?', 'Crypto', z('2027-12-31'), [['us-government-buys-bitcoin-2027', 'Yes', 'sbr-buy', { q: 'Will the US government announce a purchase of Bitcoin for the Strategic Bitcoin Reserve in 2027?' }]])] });
  add('crypto', { name: 'usdt-mcap-gamma', events: [G1('Tether (USDT) market cap above $250B on Dec 31, 2027?', z('2027-12-31'), 'usdt-250')] });
}
{ // S&P 500 close on Sep 30 2027: alpha ranges vs beta "above" ladder; Nasdaq-100 on gamma (different index).
  const close = z('2027-09-30', '20:00');
  add('markets', { name: 'spx-close-0930', events: [
    A('KXINXY-27SEP30', 'S&P 500 close on Sep 30, 2027', 'Financials', close, [['T7000', '7,000 or above', 'spx-ge7000'], ['T7500', '7,500 or above', 'spx-ge7500'], ['T8000', '8,000 or above', 'spx-ge8000']]),
    B('S&P 500 above ___ end of September?', 'Finance', close, [['spx-above-7000-sep-30-2027', '7,000', 'spx-ge7000', { q: 'Will the S&P 500 (SPX) close above 7,000 on September 30, 2027?' }], ['spx-above-7500-sep-30-2027', '7,500', 'spx-ge7500', { q: 'Will the S&P 500 (SPX) close above 7,500 on September 30, 2027?' }]]),
    U('spx-close-sep-30-2027', 'S&P 500 on Sep 30', 'Finance', close, [['spx-sep-30-2027-above-7500', 'Above 7,500', 'spx-ge7500']]),
  ] });
  add('markets', { name: 'ndx-close-0930-gamma', events: [G('Nasdaq 100 close on Sep 30, 2027', close, gc([['Above 25,000', 'ndx-25k'], ['Above 27,500', 'ndx-275']]))] }, hn('other category or league'));
}
{ // Gold on Sep 30 2027: COMEX front-month settle (alpha) vs LBMA PM fix (gamma): one event, nf. Silver (beta) is another asset.
  add('markets', { name: 'gold-0930', events: [
    A('KXGOLD-27SEP30', 'Gold price on Sep 30, 2027', 'Commodities', z('2027-09-30', '18:30'), [['T3999.99', '$4,000 or above', 'au-4000'], ['T4499.99', '$4,500 or above', 'au-4500']], { sources: ['CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html'] }),
    G('Gold (LBMA PM) on 30 Sep 2027', z('2027-09-30', '14:00'), gc([['≥ $4,000/oz', 'au-4000'], ['≥ $4,500/oz', 'au-4500']]), { rules: 'LBMA Gold Price PM in USD per troy ounce on 30 September 2027.' }),
  ], fungible: nf('alpha|gamma') });
  add('markets', { name: 'silver-0930-beta', events: [B('Silver above $50 on September 30?', 'Commodities', z('2027-09-30', '18:30'), [['silver-above-50-sep-30-2027', 'Yes', 'ag-50', { q: 'Will silver (SI) settle above $50/oz on September 30, 2027?' }]])] }, hn('other category or league'));
}
{ // Oil: WTI (alpha, beta) vs Brent (gamma) on Aug 31.
  add('markets', { name: 'wti-0831', events: [
    A('KXWTI-27AUG31', 'WTI crude oil price on Aug 31, 2027', 'Commodities', z('2027-08-31', '18:30'), [['T59.99', '$60 or above', 'wti-60'], ['T69.99', '$70 or above', 'wti-70']]),
    B('WTI Crude above ___ on August 31?', 'Commodities', z('2027-08-31', '18:30'), [['wti-above-60-aug-31-2027', '$60', 'wti-60', { q: 'Will WTI crude oil (CL) settle above $60 on August 31, 2027?' }], ['wti-above-70-aug-31-2027', '$70', 'wti-70', { q: 'Will WTI crude oil (CL) settle above $70 on August 31, 2027?' }]]),
  ] });
  add('markets', { name: 'brent-0831-gamma', events: [G('Brent crude on Aug 31, 2027', z('2027-08-31', '18:30'), gc([['Above $60', 'brent-60'], ['Above $70', 'brent-70']]))] }, hn('other category or league', 2));
}
{ // Tesla Q3 2027 deliveries (alpha, beta) vs production (gamma).
  const close = z('2027-10-02', '13:00');
  add('markets', { name: 'tsla-q3-deliveries', events: [
    A('KXTSLADEL-27Q3', 'Tesla deliveries in Q3 2027', 'Companies', close, [['T400000', 'Above 400,000', 'tsla-gt400'], ['T450000', 'Above 450,000', 'tsla-gt450']]),
    B('Tesla Q3 deliveries above 450k?', 'Business', close, [['tesla-q3-2027-deliveries-above-450k', 'Yes', 'tsla-gt450', { q: 'Will Tesla report more than 450,000 vehicle deliveries for Q3 2027?' }]]),
  ] });
  add('markets', { name: 'tsla-q3-production-gamma', events: [G1('Tesla Q3 2027 production over 450K?', close, 'tslap-gt450')] }, hn('different source or measure', 2));
}
{ // Largest company by market cap on Sep 30 2027 (alpha, beta, gamma).
  const close = z('2027-09-30', '20:00');
  add('markets', { name: 'largest-company-0930', events: [
    A('KXLARGEST-27SEP30', 'Largest company in the world on Sep 30, 2027', 'Companies', close, [['NVDA', 'NVIDIA', 'big-nvda'], ['MSFT', 'Microsoft', 'big-msft'], ['AAPL', 'Apple', 'big-aapl'], ['GOOGL', 'Alphabet', 'big-googl']]),
    B('Largest company end of September?', 'Business', close, bq('largest-company-end-of-september-2027', [['Nvidia', 'big-nvda'], ['Microsoft', 'big-msft'], ['Apple', 'big-aapl'], ['Alphabet', 'big-googl']], (l) => `Will ${l} be the largest company in the world by market cap on September 30?`)),
    G('World\'s biggest company by market cap — Sep 30 2027', close, gc([['NVDA', 'big-nvda'], ['AAPL', 'big-aapl'], ['MSFT', 'big-msft'], ['Other', 'big-other-g']])),
  ] });
}
{ // IPOs: SpaceX IPO in 2027 (alpha, beta, beta_us) vs OpenAI IPO (gamma, different company, same phrasing).
  add('markets', { name: 'spacex-ipo-2027', events: [
    A('KXIPOSPACEX-27', 'Will SpaceX IPO in 2027?', 'Companies', z('2027-12-31'), [['YES', 'SpaceX IPO', 'spacex-ipo']]),
    B('SpaceX IPO in 2027?', 'Business', z('2027-12-31'), [['spacex-ipo-in-2027', 'Yes', 'spacex-ipo', { q: 'Will SpaceX complete an IPO by December 31, 2027?' }]]),
    U('spacex-ipo-2027', 'SpaceX IPO by end of 2027?', 'Business', z('2027-12-31'), [['spacex-ipo-before-2028', 'Yes', 'spacex-ipo']]),
  ] });
  add('markets', { name: 'openai-ipo-2027-gamma', events: [G1('OpenAI IPO in 2027?', z('2027-12-31'), 'openai-ipo')] }, hn('other category or league'));
}
{ // 10-year Treasury yield on Dec 31 2027 — Treasury par curve (alpha) vs CNBC/market close (beta): same day, nf.
  add('markets', { name: 'ust10y-dec31', events: [
    A('KXTNOTE-27DEC31', '10-year Treasury yield at end of 2027', 'Financials', z('2027-12-31', '21:00'), [['T4.00', 'Above 4.00%', 'ust-gt400'], ['T4.50', 'Above 4.50%', 'ust-gt450']], { sources: ['US Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates'] }),
    B('10Y Treasury yield above 4.5% at year end?', 'Finance', z('2027-12-31', '21:00'), [['us-10y-yield-above-4pt5-dec-31-2027', 'Yes', 'ust-gt450', { q: 'Will the US 10-year Treasury yield close above 4.5% on December 31, 2027?', src: 'https://www.cnbc.com/quotes/US10Y' }]]),
  ], fungible: nf('alpha|beta') });
}
// ═══════════════════════════════ CULTURE, TECH, SCIENCE, WEATHER ═══════════════════════════════

{ // 79th Emmys (Sep 2027): Outstanding Drama Series (alpha, beta, gamma); Outstanding Comedy on beta_us (other category).
  const close = z('2027-09-20', '04:00');
  add('culture', { name: 'emmys-2027-drama', events: [
    A('KXEMMYDRAMA-27', 'Emmy for Outstanding Drama Series 2027', 'Entertainment', close, [['SEV', 'Severance', 'emmy-sev'], ['PITT', 'The Pitt', 'emmy-pitt'], ['WL', 'The White Lotus', 'emmy-wl'], ['ANDOR', 'Andor', 'emmy-andor']]),
    B('Emmys 2027: Best Drama Series', 'Culture', close, bq('emmys-2027-outstanding-drama-series', [['Severance', 'emmy-sev'], ['The Pitt', 'emmy-pitt'], ['The White Lotus', 'emmy-wl'], ['The Last of Us', 'emmy-tlou']], (l) => `Will "${l}" win Outstanding Drama Series at the 2027 Emmys?`)),
    G('79th Primetime Emmys — Drama Series', close, gc([['Severance', 'emmy-sev'], ['The Pitt', 'emmy-pitt'], ['Other', 'emmy-other-g']])),
  ] });
  add('culture', { name: 'emmys-2027-comedy-us', events: [
    U('emmys-2027-outstanding-comedy', 'Emmys 2027: Outstanding Comedy Series', 'Culture', close, [['emmys27-comedy-the-studio', 'The Studio', 'emmyc-studio'], ['emmys27-comedy-hacks', 'Hacks', 'emmyc-hacks'], ['emmys27-comedy-the-bear', 'The Bear', 'emmyc-bear']]),
  ] }, hn('other category or league', 3));
}
{ // Box office: domestic 3-day opening of Shrek 5 (Jun 30 2027 release; weekend Jul 2–4). Alpha and beta cite Box Office
  // Mojo, gamma The Numbers: one event, nf on the pairs with gamma.
  const close = z('2027-07-06', '20:00');
  add('culture', { name: 'boxoffice-shrek5-owk', events: [
    A('KXBOXOFFICE-27JUL02SHREK5', 'Shrek 5 domestic opening weekend', 'Entertainment', close, [['T100', 'Above $100M', 'shrek-100'], ['T150', 'Above $150M', 'shrek-150']], { sources: ['Box Office Mojo https://www.boxofficemojo.com/'] }),
    B('Shrek 5 opening weekend box office?', 'Culture', close, [['shrek-5-opening-weekend-above-100m', '100M+', 'shrek-100', { q: 'Will Shrek 5 gross more than $100M in its domestic opening weekend (Jul 2–4)?', src: 'https://www.boxofficemojo.com/' }]]),
    G('"Shrek 5" US opening (3-day), per The Numbers', close, gc([['> $100m', 'shrek-100'], ['> $150m', 'shrek-150']])),
  ], fungible: nf('alpha|gamma', 'beta|gamma') });
}
{ // Music: Spotify #1 US song on a chart date (beta) vs Billboard Hot 100 #1 (alpha): different charts.
  add('culture', { name: 'billboard-no1-0814-alpha', events: [A('KXBILLBOARD-27AUG14', 'Billboard Hot 100 #1 on Aug 14, 2027 chart', 'Entertainment', z('2027-08-11', '16:00'), [['TSWIFT', 'Taylor Swift', 'bb-swift'], ['SABR', 'Sabrina Carpenter', 'bb-sabrina']])] });
  add('culture', { name: 'spotify-no1-0814-beta', events: [B('#1 song on Spotify US on August 14?', 'Culture', z('2027-08-15', '12:00'), bq('spotify-us-top-song-aug-14-2027', [['Taylor Swift', 'sp-swift'], ['Sabrina Carpenter', 'sp-sabrina']], (l) => `Will a ${l} song be #1 on Spotify US daily chart for August 14?`))] }, hn('different source or measure', 2));
}
{ // Time Person of the Year 2027 (alpha, beta, gamma).
  const close = z('2027-12-10');
  add('culture', { name: 'time-poy-2027', events: [
    A('KXTIMEPOY-27', 'TIME Person of the Year 2027', 'Entertainment', close, [['TRUMP', 'Donald Trump', 'poy-trump'], ['ALTMAN', 'Sam Altman', 'poy-altman'], ['LEO', 'Pope Leo XIV', 'poy-leo'], ['HUANG', 'Jensen Huang', 'poy-huang']]),
    B('Time 2027 Person of the Year', 'Culture', close, bq('time-2027-person-of-the-year', [['Donald Trump', 'poy-trump'], ['Pope Leo XIV', 'poy-leo'], ['Jensen Huang', 'poy-huang'], ['Elon Musk', 'poy-musk']], (l) => `Will ${l} be named TIME's 2027 Person of the Year?`)),
    G('Time POY 2027', close, gc([['Trump', 'poy-trump'], ['Pope Leo', 'poy-leo'], ['Altman', 'poy-altman'], ['Other', 'poy-other-g']])),
  ] });
}
{ // Tech: OpenAI releases GPT-6 by Dec 31 2027 (alpha, beta, gamma) vs "by Sep 30" (beta_us).
  add('tech', { name: 'gpt6-2027', events: [
    A('KXGPT6-27', 'GPT-6 released in 2027?', 'Science and Technology', z('2027-12-31'), [['YES', 'GPT-6 released', 'gpt6-dec']], { rules: 'Yes if OpenAI makes a model named GPT-6 generally available to the public by Dec 31, 2027.' }),
    B('GPT-6 released by December 31?', 'Tech', z('2027-12-31'), [['gpt-6-released-by-december-31-2027', 'Yes', 'gpt6-dec', { q: 'Will OpenAI release GPT-6 by December 31, 2027?' }]]),
    G1('OpenAI GPT-6 public release before 2028?', z('2027-12-31'), 'gpt6-dec'),
  ] });
  add('tech', { name: 'gpt6-sep-us', events: [U('gpt-6-released-by-sep-30-2027', 'GPT-6 by Sep 30?', 'Tech', z('2027-09-30'), [['gpt-6-by-sep-30-2027', 'Yes', 'gpt6-sep']])] }, hn('by vs on / other deadline', 3));
}
{ // Tech: best AI model end of Sep 2027 (LMArena text leaderboard) — beta negRisk and alpha.
  const close = z('2027-09-30', '16:00');
  add('tech', { name: 'best-ai-model-sep-2027', events: [
    A('KXTOPMODEL-27SEP30', 'Top AI model on Sep 30, 2027 (LMArena)', 'Science and Technology', close, [['OAI', 'OpenAI', 'ai-openai'], ['GOOG', 'Google', 'ai-google'], ['ANTH', 'Anthropic', 'ai-anthropic'], ['XAI', 'xAI', 'ai-xai']]),
    B('Which company has best AI model end of September?', 'Tech', close, bq('which-company-best-ai-model-end-of-september-2027', [['OpenAI', 'ai-openai'], ['Google', 'ai-google'], ['Anthropic', 'ai-anthropic'], ['xAI', 'ai-xai'], ['DeepSeek', 'ai-deepseek']], (l) => `Will ${l} have the top AI model on LMArena text at end of September 2027?`)),
  ] });
}
{ // Tech: Apple announces a foldable iPhone at its Sep 2027 event (alpha, gamma).
  add('tech', { name: 'apple-foldable-sep-2027', events: [
    A('KXAPPLEFOLD-27SEP', 'Apple announces a foldable iPhone at its Sep 2027 event?', 'Science and Technology', z('2027-09-30'), [['YES', 'Foldable announced', 'fold-sep']]),
    G1('Foldable iPhone unveiled in September 2027?', z('2027-09-30'), 'fold-sep'),
  ] });
}
{ // Science: Artemis III launch in 2027 (alpha, gamma) vs a Starship upper-stage catch (beta; a different milestone).
  add('science', { name: 'artemis3-2027', events: [
    A('KXARTEMIS3-27', 'Artemis III launches in 2027?', 'Science and Technology', z('2027-12-31'), [['YES', 'Launch', 'artemis3']]),
    G1('NASA Artemis III lifts off before 2028?', z('2027-12-31'), 'artemis3'),
  ] });
  add('science', { name: 'starship-catch-ship-beta', events: [B('Starship upper stage caught by the tower in 2027?', 'Science', z('2027-12-31'), [['starship-ship-catch-2027', 'Yes', 'ship-catch', { q: 'Will SpaceX catch a Starship upper stage with the launch tower in 2027?' }]])] }, hn('near-identical title, other office or competition'));
}
{ // Science: 2027 the hottest year on record — NASA GISTEMP (alpha) vs Copernicus ERA5 (beta): one event, nf.
  add('science', { name: 'hottest-year-2027', events: [
    A('KXHOTYEAR-27', 'Will 2027 be the hottest year on record?', 'Climate and Weather', z('2028-01-20'), [['YES', 'Hottest', 'hot27']], { sources: ['NASA GISS https://data.giss.nasa.gov/gistemp/'] }),
    B('2027 hottest year on record?', 'Science', z('2028-01-20'), [['2027-hottest-year-on-record', 'Yes', 'hot27', { q: 'Will 2027 be the hottest year on record?', src: 'https://climate.copernicus.eu/' }]]),
  ], fungible: nf('alpha|beta') });
}
{ // Science: measles cases in the US in 2027 above 2,000 (CDC) — alpha only. Bird flu human-to-human (beta only).
  add('science', { name: 'measles-2027-alpha', events: [A('KXMEASLES-27', 'US measles cases in 2027', 'Health', z('2028-01-15'), [['T1000', 'Above 1,000', 'measles-1000'], ['T2000', 'Above 2,000', 'measles-2000']], { sources: ['CDC https://www.cdc.gov/measles/data-research/'] })] });
  add('science', { name: 'h5n1-pandemic-beta', events: [B('WHO declares H5N1 pandemic in 2027?', 'Science', z('2027-12-31'), [['who-declares-h5n1-pandemic-2027', 'Yes', 'h5n1', { q: 'Will the WHO declare an H5N1 pandemic in 2027?' }]])] });
}
{ // Weather: NYC high on Jul 22 2027 — Central Park (alpha) vs LaGuardia (beta): same city, different station → nf.
  // Chicago the same day (gamma) is another place.
  const close = z('2027-07-23', '05:00');
  add('weather', { name: 'nyc-high-0722', events: [
    A('KXHIGHNY-27JUL22', 'Highest temperature in NYC on Jul 22, 2027?', 'Climate and Weather', close, [['B88.5', '88° to 89°', 'ny-8889'], ['B90.5', '90° to 91°', 'ny-9091'], ['T91', '92° or above', 'ny-ge92']], { sources: ['National Weather Service https://www.weather.gov/wrh/climate?wfo=okx'], rules: 'Central Park (KNYC) maximum per the NWS Daily Climate Report.' }),
    B('Highest temperature in NYC on July 22?', 'Weather', close, [['nyc-high-july-22-2027-88-89f', '88-89°F', 'ny-8889'], ['nyc-high-july-22-2027-90-91f', '90-91°F', 'ny-9091'], ['nyc-high-july-22-2027-92f-or-higher', '92°F or higher', 'ny-ge92']],
      { rules: 'Resolves on the highest temperature recorded at LaGuardia Airport (KLGA) on July 22, 2027, per Weather Underground.' }),
  ], fungible: nf('alpha|beta') });
  add('weather', { name: 'chi-high-0722-gamma', events: [G('Chicago high temp on Jul 22, 2027 (O\'Hare)', close, gc([['88–89°F', 'chi-8889'], ['90–91°F', 'chi-9091'], ['92°F+', 'chi-ge92']]))] }, hn('other place', 2));
}
{ // Weather: NYC high the NEXT day (Jul 23) on beta_us — same station wording as alpha, other date.
  add('weather', { name: 'nyc-high-0723-us', events: [U('nyc-high-temp-2027-07-23', 'NYC high temp Jul 23', 'Weather', z('2027-07-24', '05:00'), [['nyc-high-2027-07-23-90-91', '90-91°F', 'ny23-9091']])] }, hn('same subject, other date'));
}
{ // Weather: Atlantic hurricanes in 2027 season (NHC count) — alpha, beta, gamma; one bucket set misaligned.
  const close = z('2027-11-30', '23:59');
  add('weather', { name: 'atlantic-hurricanes-2027', events: [
    A('KXHURCTOT-27', 'Number of Atlantic hurricanes in 2027', 'Climate and Weather', close, [['T5', 'Above 5', 'hur-ge6'], ['T7', 'Above 7', 'hur-ge8'], ['T9', 'Above 9', 'hur-ge10']]),
    B('How many hurricanes in the 2027 Atlantic season?', 'Weather', close, [['6-or-more-atlantic-hurricanes-2027', '6+', 'hur-ge6'], ['8-or-more-atlantic-hurricanes-2027', '8+', 'hur-ge8'], ['11-or-more-atlantic-hurricanes-2027', '11+', 'hur-ge11']]),
    G('2027 Atlantic hurricane count (NHC)', close, gc([['At least 6', 'hur-ge6'], ['At least 8', 'hur-ge8'], ['At least 10', 'hur-ge10']])),
  ] }, hn('other threshold'));
  add('weather', { name: 'hurricane-landfall-florida-us', events: [U('hurricane-landfall-florida-2027', 'Hurricane makes landfall in Florida in 2027?', 'Weather', close, [['hurricane-landfall-florida-2027-yes', 'Yes', 'fl-landfall']])] });
}

// ═══════════════════════════════════════ OUTPUT ═══════════════════════════════════════
const scenario = emitScenario(cases);
writeFileSync(new URL('./holdout16-set.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);
const venues = cases.flatMap((c) => c.events.map((e) => e.venue));
const byCat = new Map<Cat, number>();
for (const m of meta) byCat.set(m.cat, (byCat.get(m.cat) ?? 0) + cases.find((c) => c.name === m.name)!.events.length);
const truth = scenario['truth'] as { outcomes: Array<{ members: string[] }> };
console.log(JSON.stringify({
  cases: cases.length, venueEvents: venues.length,
  perVenue: Object.fromEntries(['alpha', 'beta', 'beta_us', 'gamma'].map((v) => [v, venues.filter((x) => x === v).length])),
  eventsByCategory: Object.fromEntries(byCat), singleVenueCases: cases.filter((c) => c.events.length === 1).length,
  matchedOutcomeGroups: truth.outcomes.filter((o) => o.members.length > 1).length,
  matchedOutcomePairs: truth.outcomes.reduce((s, o) => s + (o.members.length * (o.members.length - 1)) / 2, 0),
  hardNegatives: meta.reduce((s, m) => s + m.hn, 0), hardNegativesByKind: Object.fromEntries(kinds),
}, null, 1));
