// Fifty-seventh independent refdata holdout: writes test/refdata/holdout57-set.json (one ordinary weekday, Wednesday
// 19 April 2034, as the venues listed it on the evening of Tuesday 18 April: the day's prints (MBA mortgage
// applications, EIA crude inventories, the Beige Book), that week's earnings (Tesla, IBM, Netflix's share move, Abbott,
// ASML: beats, guidance, share moves), crypto ladders at different instants and sources, index closes and ranges,
// Treasury yields and the 20-year auction, oil, gold, FX, the day's MLB games (moneylines, run lines, totals, strikeout
// and hit props), NBA and NHL playoff games (series and games, player points/rebounds/assists props), the Champions
// League quarter-final second legs (90-minute result vs to advance, goalscorers), city daily highs and lows at named
// stations, mentions markets (the White House press briefing, Tesla's earnings call) and some long-dated questions).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout57.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout47.build.ts (its header: the general labelling rules below
// are adopted from it verbatim), lines 80–220 of it (the shape of its cases) and its last 10 lines (how the JSON is
// written out). Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build file or
// test in test/refdata/, nor git history or other branches. The matcher, `eval`, `diagnose` and the tests were never
// run on this set: it is NOT tuned and has not been seen.
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
// Set-specific readings (applying the rules above):
// - Weekly prints: the MBA composite, purchase and refinance indexes (week-on-week change) and the MBA 30-year contract
//   rate are different measures; Freddie Mac's PMMS rate (Thursday) is a different survey, so a different statistic.
//   EIA's commercial crude stocks change (excluding the SPR), gasoline stocks and Cushing stocks are different measures;
//   the API's Tuesday estimate is a different statistic (different event). "Build" is the complement of "draw" (EIA
//   reports to a thousand barrels, so an exact zero is ignored), and "above 0.0M" is "build".
// - Beige Book and call/briefing mentions: one event per document or appearance (the 19 April Beige Book, the 19 April
//   briefing, Tesla's Q1 call); each word and each count threshold is an outcome of it. Another edition or another
//   day's briefing is a different event. Venues here share the counting rule (plurals and possessives count).
// - Earnings: adjusted EPS, GAAP EPS and revenue are different measures; a ladder's rungs and a "beat the consensus"
//   market are outcomes of one event, matched only when the consensus number stated equals the rung. A guidance call
//   (raise / maintain / cut) is one categorical event. A stock's close-to-close direction on a day, the size of its move
//   (|change| ≥ 5%) and the opening print are different measures/observations.
// - Crypto: 5 PM ET values (alpha's ladders, CF Benchmarks BRTI) and noon ET values (Binance 1-minute candle) are
//   different instants; the same instant off CF Benchmarks vs Coinbase/Binance is one event, nf. "Above" ladders and
//   range buckets on alpha are separate products (separate cases); a range venue's bucket that does not coincide gets
//   its own `t`. The noon-to-noon up/down candle and the UTC daily candle are different periods. "Reach X in April"
//   (any touch) is a different observation from a value at an instant.
// - Indices: the official close, the intraday high and the close-to-close direction are different observations of a
//   day; the Nasdaq-100 and the Nasdaq Composite are different assets, as are the S&P 500 and SPY.
// - Rates and commodities: the 10-year yield per Treasury's daily par curve (H.15) and per a 5 PM market quote are the
//   same nominal observation, nf; the 2-year is another asset. A Treasury auction's high yield, its tail vs the 1 PM
//   when-issued and its bid-to-cover are different measures; the 20-year bond (19 April) and the 5-year TIPS (20 April)
//   are different auctions. NYMEX WTI May (CLK34, the front month until it expires on 20 April) and June (CLM34) are
//   different contracts; Brent is another asset. Gold: COMEX settle vs LBMA PM is one event, nf; silver is another
//   asset. FX: the ECB reference rate (14:15 CET) and a 10 AM ET print are different instants.
// - MLB: a game's winner, run line, total runs, a team's total and any first-five-innings market are different
//   measures or periods; the two games of a doubleheader are different events. In a game that cannot end level
//   "Yankees win" and "Red Sox win" are complements; "Red Sox +1.5" is the complement of "Yankees −1.5". Strikeout,
//   hit, home-run and outs-recorded boards are one event per statistic per game; "O/U 7.5" and "8+" are one outcome.
// - NBA/NHL playoffs: a game, the series winner, the exact series result and the conference/championship title are
//   different events; Game 2 and Game 3 of a series are different rounds. NHL moneylines include overtime; the
//   60-minute three-way is a different measure. Points, rebounds, assists, PRA and NHL goals vs points are measures.
// - Champions League: the 90-minute result (three outcomes: home, draw, away) and "to advance" (including extra time and
//   penalties) are different measures; the competition winner is another category. Anytime and first goalscorer are
//   different observations.
// - Weather: a city's daily high at the NWS climate-report station vs Weather Underground at another station of that
//   city is one event, nf; the high and the low, and rain, are different measures.
// Ids: beta event ids 650001+, gamma ids 59001+, alpha tickers dated 2034; all closes after 2026-11-23.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, ad, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'econ' | 'earnings' | 'mentions' | 'crypto' | 'indices' | 'rates' | 'commodities' | 'fx' | 'mlb' | 'mlb_props' | 'nba' | 'nhl' | 'ucl' | 'weather' | 'long';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'period' | 'place' | 'asset' | 'observation' | 'round' | 'category' | 'statistic' | 'instant' | 'contract' | 'game' | 'edition';

const { addCase, w, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(650000, 59000);

const WED = '2034-04-19';
const THU = '2034-04-20';
const D = ad(WED); // 34APR19
const E5 = z(WED, '21:00'); // 5 PM ET (EDT)
const NOON = z(WED, '16:00');
const BELL = z(WED, '20:00'); // 4 PM ET close
const MBA = 'Mortgage Bankers Association https://www.mba.org/news-and-research/research-and-economics/single-family-research/weekly-applications-survey';
const EIA = 'U.S. Energy Information Administration https://www.eia.gov/petroleum/supply/weekly/';
const FED_BB = 'Federal Reserve Board https://www.federalreserve.gov/monetarypolicy/publications/beige-book-default.htm';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const CFE = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI';
const SPX = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const NDX = 'Nasdaq https://indexes.nasdaqomx.com/Index/Overview/NDX';
const UST = 'U.S. Department of the Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates';
const TDIRECT = 'TreasuryDirect https://www.treasurydirect.gov/auctions/announcements-data-results/';
const CME = 'CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html';
const COMEX = 'CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html';
const MLBS = 'MLB https://www.mlb.com/scores';
const NBAS = 'NBA https://www.nba.com/games';
const NHLS = 'NHL https://www.nhl.com/scores';
const UEFA = 'UEFA https://www.uefa.com/uefachampionsleague/fixtures-results/';
const NWS_NYC = 'National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC';
const WU = 'https://www.wunderground.com/history/daily/';

// ───────────────────────────── THE DAY'S PRINTS ─────────────────────────────

{ // MBA applications, week ending 14 April (7:00 AM ET): alpha's composite ladder; beta "up this week" = composite above 0.0%;
  // beta_us the same composite rung; gamma asks about the Purchase Index (measure).
  const c = z(WED, '11:00');
  addCase('econ', { name: 'mba-composite', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXMBAAPPS-${D}`, 'MBA mortgage applications, week ending Apr 14', 'Economics', c, [['T-2.0', 'Above -2.0%', 'mba-comp-gt-2'], ['T0.0', 'Above 0.0%', 'mba-comp-gt0'], ['T2.0', 'Above 2.0%', 'mba-comp-gt2']], { sources: [MBA] }),
    B('Will mortgage applications rise this week?', 'Economics', c, [['mortgage-applications-up-week-ending-april-14-2034', '', 'mba-comp-gt0', { src: 'https://www.mba.org', rules: 'Resolves Yes if the MBA Market Composite Index change (seasonally adjusted, week ending April 14, 2034) released April 19 is greater than 0.0%.' }]]),
    U1('mba-composite-index-apr-19-2034-above-0', 'MBA Composite Index WoW > 0.0% (Apr 19 release)', 'Economics', c, 'mba-comp-gt0'),
    G1('MBA Purchase Index up week-on-week? (Apr 19 release)', c, 'mba-purch-gt0', { rules: 'YES if the seasonally adjusted Purchase Index rises versus the prior week in the April 19, 2034 MBA survey.' }),
  ] }, ['measure']);
}
{ // MBA 30-year fixed contract rate (alpha, gamma) vs Freddie Mac PMMS of Thursday 20 April (beta: a different survey and day).
  addCase('econ', { name: 'mba-30y-rate', groups: [['alpha', 'gamma'], ['beta']], events: [
    A(`KXMBARATE-${D}`, 'MBA 30-year fixed contract rate', 'Economics', z(WED, '11:00'), [['T6.40', 'Above 6.40%', 'mba30-gt6.40'], ['T6.50', 'Above 6.50%', 'mba30-gt6.50']], { sources: [MBA] }),
    G1('MBA 30Y fixed rate above 6.50% this week?', z(WED, '11:30'), 'mba30-gt6.50'),
    B('Freddie Mac 30-year mortgage rate above 6.5% on April 20?', 'Economics', z(THU, '16:00'), [['freddie-mac-30-year-rate-above-6pt5-april-20-2034', '', 'pmms30-gt6.5', { src: 'https://www.freddiemac.com/pmms' }]]),
  ] }, ['statistic', 'date']);
}
{ // EIA crude stocks change excl. SPR, week ending 14 April (10:30 AM ET): alpha ladder; beta Build/Draw (Build = above 0.0M);
  // gamma asks "draw" (inverted); beta_us lists the API Tuesday estimate (a different statistic).
  const c = z(WED, '14:30');
  addCase('econ', { name: 'eia-crude', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXEIACRUDE-${D}`, 'EIA crude oil inventories change', 'Economics', c, [['T-4.0', 'Above -4.0M barrels', 'eia-gt-4'], ['T-2.0', 'Above -2.0M barrels', 'eia-gt-2'], ['T0.0', 'Above 0.0M barrels', 'eia-build'], ['T2.0', 'Above 2.0M barrels', 'eia-gt2']], { sources: [EIA] }),
    B('EIA crude inventories: build or draw? (Apr 19)', 'Economics', c, [['eia-crude-build-or-draw-april-19-2034', '', 'eia-build', { outcomes: yn('Build', 'Draw'), src: 'https://www.eia.gov/petroleum/supply/weekly/' }]]),
    G1('Will the EIA report a crude draw on Wednesday?', z(WED, '15:00'), 'eia-draw', { rules: 'YES if U.S. commercial crude oil inventories (excluding SPR) in the EIA Weekly Petroleum Status Report released April 19, 2034 show a decrease.' }),
    U1('api-crude-inventory-draw-apr-18-2034', 'API weekly crude inventory: draw? (Apr 18)', 'Economics', z(WED, '00:00'), 'api-draw', { rules: 'Resolves Yes if the American Petroleum Institute weekly statistical bulletin released April 18, 2034 shows a crude draw.' }),
  ] }, ['inverted', 'statistic']);
}
{ // EIA gasoline stocks (alpha, beta_us) vs Cushing stocks (gamma: another measure).
  const c = z(WED, '14:30');
  addCase('econ', { name: 'eia-gasoline', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A(`KXEIAGAS-${D}`, 'EIA gasoline inventories change', 'Economics', c, [['T-1.5', 'Above -1.5M barrels', 'eiagas-gt-1.5'], ['T0.0', 'Above 0.0M barrels', 'eiagas-gt0']], { sources: [EIA] }),
    U1('eia-gasoline-stocks-build-apr-19-2034', 'EIA Gasoline Stocks Build (Apr 19)?', 'Economics', c, 'eiagas-gt0'),
    G1('Cushing crude stocks fall in this week\'s EIA report?', z(WED, '15:00'), 'eia-cushing-draw'),
  ] }, ['measure', 'place']);
}
{ // Beige Book, 19 April (2:00 PM ET) word board: alpha, beta (adds "Recession 3+ times", a threshold), beta_us one word;
  // gamma lists the next edition (31 May).
  const c = z(WED, '18:00');
  addCase('mentions', { name: 'beige-book-words', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXBEIGEMENTION-${D}`, 'What will the Beige Book mention?', 'Economics', c, [['RECE', 'Recession', 'bb-recession'], ['TARI', 'Tariff', 'bb-tariff'], ['AI', 'Artificial intelligence', 'bb-ai'], ['LAYO', 'Layoff', 'bb-layoff']], { sources: [FED_BB] }),
    B('Words in the April Beige Book?', 'Economics', c, w([['beige-book-april-2034-recession', 'Recession', 'bb-recession'], ['beige-book-april-2034-tariff', 'Tariff', 'bb-tariff'],
      ['beige-book-april-2034-recession-3-plus', 'Recession (3+ times)', 'bb-recession-3'], ['beige-book-april-2034-layoffs', 'Layoffs', 'bb-layoff']], { src: 'https://www.federalreserve.gov/monetarypolicy/beigebook202404.htm' })),
    U1('beige-book-apr-19-2034-says-tariff', 'Beige Book (Apr 19) says "tariff"?', 'Economics', c, 'bb-tariff'),
    G('Next Beige Book (May 31): which words appear?', z('2034-05-31', '18:00'), gr(['Recession', 'bb-may-recession'], ['Tariff', 'bb-may-tariff'])),
  ] }, ['threshold', 'edition']);
}

// ───────────────────────────── EARNINGS ─────────────────────────────

{ // Tesla Q1 2034 (after the close on 19 April): adjusted EPS ladder (alpha), beta's beat at the stated $0.84 consensus (= alpha's
  // rung), gamma's GAAP EPS (measure), beta_us revenue (measure).
  const c = z(THU, '00:00');
  addCase('earnings', { name: 'tsla-q1-eps', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A('KXTSLAEPS-34Q1', 'Tesla Q1 2034 adjusted EPS', 'Companies', c, [['T0.79', 'Above $0.79', 'tsla-eps-gt0.79'], ['T0.84', 'Above $0.84', 'tsla-eps-gt0.84'], ['T0.89', 'Above $0.89', 'tsla-eps-gt0.89']]),
    B('Will Tesla beat quarterly earnings?', 'Earnings', c, [['tsla-quarterly-earnings-beat-q1-2034', '', 'tsla-eps-gt0.84', { rules: 'Resolves Yes if Tesla reports non-GAAP EPS greater than $0.84 (the consensus at listing) for Q1 2034.' }]]),
    G1('Tesla Q1 2034 GAAP EPS above $0.70?', c, 'tsla-gaap-gt0.70'),
    U1('tesla-q1-2034-revenue-above-31b', 'Tesla Q1 revenue above $31B?', 'Earnings', c, 'tsla-rev-gt31'),
  ] }, ['measure']);
}
{ // TSLA on 20 April (the day after the print): direction close-to-close (alpha, beta); gamma the size of the move (measure).
  const c = z(THU, '20:00');
  addCase('earnings', { name: 'tsla-move-apr20', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1(`KXTSLAUP-${ad(THU)}`, 'Tesla closes higher on Apr 20?', 'Companies', c, 'UP', 'Higher than Apr 19 close', 'tsla-up-apr20'),
    B('Tesla (TSLA) Up or Down on April 20?', 'Finance', c, [['tsla-up-or-down-april-20-2034', '', 'tsla-up-apr20', { outcomes: yn('Up', 'Down') }]]),
    G1('TSLA moves 5%+ either way after earnings (Apr 20 close)?', c, 'tsla-abs5-apr20'),
  ] }, ['measure']);
}
{ // Netflix reported on 18 April after the close: NFLX on 19 April. beta_us asks Down (inverted); gamma asks about the open (observation).
  addCase('earnings', { name: 'nflx-move-apr19', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1(`KXNFLXUP-${D}`, 'Netflix closes higher on Apr 19?', 'Companies', BELL, 'UP', 'Higher than Apr 18 close', 'nflx-up'),
    B('Netflix (NFLX) Up or Down on April 19?', 'Finance', BELL, [['nflx-up-or-down-april-19-2034', '', 'nflx-up', { outcomes: yn('Up', 'Down') }]]),
    U1('nflx-close-down-2034-04-19', 'NFLX closes down on Apr 19?', 'Finance', BELL, 'nflx-down'),
    G1('Netflix opens above Tuesday\'s close on Apr 19?', z(WED, '13:31'), 'nflx-open-up'),
  ] }, ['inverted', 'observation']);
}
{ // IBM Q1 (after the close on 19 April): adjusted EPS ladder (alpha), beta at $1.60 (= alpha's rung); gamma at the $1.62 LSEG
  // consensus (another rung of the same event).
  const c = z(THU, '00:00');
  addCase('earnings', { name: 'ibm-q1-eps', events: [
    A('KXIBMEPS-34Q1', 'IBM Q1 2034 operating EPS', 'Companies', c, [['T1.55', 'Above $1.55', 'ibm-gt1.55'], ['T1.60', 'Above $1.60', 'ibm-gt1.60'], ['T1.70', 'Above $1.70', 'ibm-gt1.70']]),
    B('IBM Q1 operating EPS above $1.60?', 'Earnings', c, [['ibm-q1-2034-eps-above-1pt60', '', 'ibm-gt1.60']]),
    G1('Will IBM beat the $1.62 LSEG consensus EPS in Q1?', c, 'ibm-gt1.62'),
  ] }, ['threshold']);
}
{ // Abbott (before the open, 19 April): full-year guidance. alpha "raise", gamma categorical, beta_us "cut" (another outcome).
  const c = z(WED, '16:00');
  addCase('earnings', { name: 'abt-guidance', events: [
    A1(`KXABTGUIDE-${D}`, 'Abbott raises 2034 EPS guidance?', 'Companies', c, 'RAISE', 'Raises', 'abt-raise'),
    G('Abbott full-year 2034 EPS guidance on Apr 19', c, gr(['Raise', 'abt-raise'], ['Maintain', 'abt-keep'], ['Lower', 'abt-cut'])),
    U1('abbott-cuts-2034-guidance', 'Will Abbott cut its 2034 outlook?', 'Earnings', c, 'abt-cut'),
  ] });
}
{ // ASML Q1 net bookings (beta) vs Q2 revenue guidance midpoint (gamma): different measures.
  const c = z(WED, '10:00');
  addCase('earnings', { name: 'asml-q1', groups: [['beta'], ['gamma']], events: [
    B('ASML Q1 2034 net bookings above €5 billion?', 'Earnings', c, [['asml-q1-2034-net-bookings-above-5b', '', 'asml-book-gt5']]),
    G1('ASML guides Q2 revenue above €8bn (midpoint)?', c, 'asml-q2g-gt8'),
  ] }, ['measure']);
}
{ // Tesla Q1 earnings call (5:30 PM ET, 19 April) word board: alpha, beta, gamma one word; beta_us the Q2 call in July (date).
  const c = z(WED, '23:30');
  addCase('mentions', { name: 'tsla-call-words', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXEARNMENTIONTSLA-${D}`, 'What will be said on Tesla\'s earnings call?', 'Mentions', c, [['ROBO', 'Robotaxi', 'tc-robotaxi'], ['OPTI', 'Optimus', 'tc-optimus'], ['TARI', 'Tariff', 'tc-tariff'], ['MARS', 'Mars', 'tc-mars']]),
    B('What will be said on the Tesla Q1 earnings call?', 'Mentions', c, [['tesla-q1-call-robotaxi', 'Robotaxi', 'tc-robotaxi'], ['tesla-q1-call-optimus', 'Optimus', 'tc-optimus'], ['tesla-q1-call-tariff', 'Tariff', 'tc-tariff']]),
    G1('Will "Mars" be mentioned on Tesla\'s Q1 2034 call?', c, 'tc-mars'),
    U1('tesla-q2-2034-call-says-robotaxi', 'Tesla Q2 2034 earnings call: "Robotaxi"?', 'Mentions', z('2034-07-20', '00:00'), 'tc-q2-robotaxi'),
  ] }, ['edition']);
}
{ // White House press briefing of 19 April: alpha, beta; gamma lists Thursday's briefing (date).
  const c = z(WED, '22:00');
  addCase('mentions', { name: 'wh-briefing-words', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXSECPRESSMENTION-${D}`, 'What will the Press Secretary say at the Apr 19 briefing?', 'Mentions', c, [['CHIN', 'China', 'wh-china'], ['TARI', 'Tariff', 'wh-tariff'], ['INFL', 'Inflation', 'wh-inflation']]),
    B('What will the White House Press Secretary say on April 19?', 'Mentions', c, [['press-secretary-says-tariff-april-19', 'Tariff', 'wh-tariff'], ['press-secretary-says-inflation-april-19', 'Inflation', 'wh-inflation'], ['press-secretary-says-recession-april-19', 'Recession', 'wh-recession']]),
    G('White House briefing Thu Apr 20: words said', z(THU, '22:00'), gr(['Tariff', 'wh20-tariff'], ['China', 'wh20-china'])),
  ] }, ['date']);
}

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // BTC at 5 PM ET (alpha CF Benchmarks ladder; beta_us same index; gamma the Coinbase 5 PM price: same instant, nf);
  // beta's ladder is the noon ET Binance candle (a different instant).
  addCase('crypto', { name: 'btc-above-apr19', groups: [['alpha', 'beta_us', 'gamma'], ['beta']], fungible: nf('alpha|gamma', 'beta_us|gamma'), events: [
    A(`KXBTCD-${D}17`, 'Bitcoin price on Apr 19, 2034 at 5pm EDT?', 'Crypto', E5, [['T99999.99', '$100,000 or above', 'btc5-ge100k'], ['T104999.99', '$105,000 or above', 'btc5-ge105k'], ['T109999.99', '$110,000 or above', 'btc5-ge110k']], { sources: [CFB] }),
    U('btc-above-apr-19-2034-5pm', 'Bitcoin above ___ on April 19, 5PM ET?', 'Crypto', E5, w([['btc-above-105k-apr-19-2034-5pm-et', '105,000', 'btc5-ge105k'], ['btc-above-110k-apr-19-2034-5pm-et', '110,000', 'btc5-ge110k']], { src: 'https://www.cfbenchmarks.com/data/indices/BRTI' })),
    G('BTC/USD at 17:00 ET on 19 Apr (Coinbase)', z(WED, '21:05'), gr(['≥ $100,000', 'btc5-ge100k'], ['≥ $105,000', 'btc5-ge105k'])),
    B('Bitcoin above ___ on April 19?', 'Crypto', NOON, w([['bitcoin-above-100k-on-april-19-2034', '100,000', 'btc12-ge100k'], ['bitcoin-above-105k-on-april-19-2034', '105,000', 'btc12-ge105k']], { src: 'https://www.binance.com/en/trade/BTC_USDT' })),
  ] }, ['instant', 'source']);
}
{ // BTC 5 PM ET range buckets: alpha's $500 buckets; gamma's categorical with one $1,000 bucket that does not coincide.
  addCase('crypto', { name: 'btc-range-apr19', fungible: nf('alpha|gamma'), events: [
    A(`KXBTC-${D}17`, 'Bitcoin price range on Apr 19, 2034 at 5pm EDT?', 'Crypto', E5, [['B104250', '$104,000 to 104,499.99', 'btcr-104.0'], ['B104750', '$104,500 to 104,999.99', 'btcr-104.5'], ['B105250', '$105,000 to 105,499.99', 'btcr-105.0']], { sources: [CFB] }),
    G('Bitcoin price at 5pm ET Apr 19 — which range? (Coinbase)', z(WED, '21:05'), gr(['$104,000–$104,499', 'btcr-104.0'], ['$104,500–$104,999', 'btcr-104.5'], ['$105,000–$105,999', 'btcr-105.0-1k'])),
  ] }, ['threshold', 'source']);
}
{ // BTC up or down: beta's noon-to-noon Binance candle (beta_us same) vs gamma's UTC daily candle (period).
  addCase('crypto', { name: 'btc-updown-apr19', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B('Bitcoin Up or Down on April 19?', 'Crypto', NOON, [['bitcoin-up-or-down-on-april-19-2034', '', 'btc-ud-noon-up', { outcomes: yn('Up', 'Down') }]]),
    U1('btc-up-or-down-2034-04-19-noon-et', 'BTC Up or Down — Apr 19 12PM ET', 'Crypto', NOON, 'btc-ud-noon-up', { outcomes: yn('Up', 'Down') }),
    G1('BTC daily candle (UTC) green on 19 Apr? (Binance)', z(THU, '00:00'), 'btc-ud-utc-up'),
  ] }, ['period']);
}
{ // ETH at 5 PM ET (alpha CF Benchmarks ETH RTI, gamma the same index); beta's noon ladder (instant).
  addCase('crypto', { name: 'eth-above-apr19', groups: [['alpha', 'gamma'], ['beta']], events: [
    A(`KXETHD-${D}17`, 'Ethereum price on Apr 19, 2034 at 5pm EDT?', 'Crypto', E5, [['T3999.99', '$4,000 or above', 'eth5-ge4000'], ['T4199.99', '$4,200 or above', 'eth5-ge4200']], { sources: [CFE] }),
    G1('ETH above $4,200 at 5pm ET on April 19? (CF Benchmarks ETH RTI)', z(WED, '21:05'), 'eth5-ge4200'),
    B('Ethereum above ___ on April 19?', 'Crypto', NOON, [['ethereum-above-4000-on-april-19-2034', '4,000', 'eth12-ge4000'], ['ethereum-above-4200-on-april-19-2034', '4,200', 'eth12-ge4200']]),
  ] }, ['instant']);
}
{ // SOL at 5 PM ET (alpha, gamma); beta asks for a new all-time high by April 30 (observation and deadline).
  addCase('crypto', { name: 'sol-apr19', groups: [['alpha', 'gamma'], ['beta']], events: [
    A(`KXSOLD-${D}17`, 'Solana price on Apr 19, 2034 at 5pm EDT?', 'Crypto', E5, [['T249.99', '$250 or above', 'sol5-ge250'], ['T274.99', '$275 or above', 'sol5-ge275']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/SOLUSD_RTI'] }),
    G1('SOL ≥ $250 at 5pm ET Wed Apr 19?', z(WED, '21:05'), 'sol5-ge250'),
    B('Solana all time high by April 30?', 'Crypto', z('2034-05-01', '03:59'), [['solana-all-time-high-by-april-30-2034', '', 'sol-ath-apr30']]),
  ] }, ['observation']);
}
{ // What price will Bitcoin hit in April (any touch): beta (Binance 1-minute highs/lows), gamma (Binance), alpha (CF Benchmarks: nf).
  const c = z('2034-05-01', '03:59');
  addCase('crypto', { name: 'btc-hit-april', fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    B('What price will Bitcoin hit in April?', 'Crypto', c, [['will-bitcoin-reach-115k-in-april-2034', '↑ 115,000', 'btc-apr-hi115'], ['will-bitcoin-reach-120k-in-april-2034', '↑ 120,000', 'btc-apr-hi120'], ['will-bitcoin-dip-to-95k-in-april-2034', '↓ 95,000', 'btc-apr-lo95']]),
    G('BTC touches … before May 1? (Binance BTC/USDT)', c, gr(['$115K', 'btc-apr-hi115'], ['$95K', 'btc-apr-lo95'])),
    A('KXBTCMAXMON-34APR', 'How high will Bitcoin get in April 2034?', 'Crypto', c, [['115000', 'Above $115,000', 'btc-apr-hi115'], ['120000', 'Above $120,000', 'btc-apr-hi120']], { sources: [CFB] }),
  ] }, ['source', 'threshold']);
}
{ // XRP at 5 PM ET — alpha only.
  addCase('crypto', { name: 'xrp-apr19', events: [
    A(`KXXRPD-${D}17`, 'XRP price on Apr 19, 2034 at 5pm EDT?', 'Crypto', E5, [['T2.9999', '$3.00 or above', 'xrp5-ge3'], ['T3.4999', '$3.50 or above', 'xrp5-ge3.5']]),
  ] });
}
{ // Dogecoin — beta_us only.
  addCase('crypto', { name: 'doge-apr19', events: [
    U1('doge-above-0pt40-apr-19-2034-5pm-et', 'Dogecoin above $0.40 on April 19, 5PM ET?', 'Crypto', E5, 'doge5-ge0.40'),
  ] });
}

// ───────────────────────────── INDICES ─────────────────────────────

{ // S&P 500 official close on 19 April: alpha, beta ladder, beta_us; gamma asks about the intraday high (observation).
  addCase('indices', { name: 'spx-close-apr19', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXINXU-${D}H1600`, 'S&P 500 on Apr 19, 2034 at 4pm EDT?', 'Financials', BELL, [['T8399.99', '8,400 or above', 'spx-ge8400'], ['T8499.99', '8,500 or above', 'spx-ge8500'], ['T8599.99', '8,600 or above', 'spx-ge8600']], { sources: [SPX] }),
    B('S&P 500 above ___ on April 19?', 'Finance', BELL, [['spx-above-8400-april-19-2034', '8,400', 'spx-ge8400'], ['spx-above-8500-april-19-2034', '8,500', 'spx-ge8500']]),
    U1('sp500-close-above-8500-2034-04-19', 'S&P 500 closes above 8,500 on Apr 19?', 'Finance', BELL, 'spx-ge8500'),
    G1('Will the S&P 500 trade above 8,500 at any point on Apr 19?', BELL, 'spx-hi-ge8500'),
  ] }, ['observation']);
}
{ // S&P 500 close range buckets (alpha) vs gamma's categorical (coinciding 25-point buckets).
  addCase('indices', { name: 'spx-range-apr19', events: [
    A(`KXINX-${D}H1600`, 'S&P 500 price range on Apr 19, 2034 at 4pm EDT?', 'Financials', BELL, [['B8462', '8,450 to 8,474.99', 'spxr-8450'], ['B8487', '8,475 to 8,499.99', 'spxr-8475'], ['B8512', '8,500 to 8,524.99', 'spxr-8500']], { sources: [SPX] }),
    G('S&P 500 closing level Wed 19 April — range', BELL, gr(['8450–8474.99', 'spxr-8450'], ['8475–8499.99', 'spxr-8475'], ['8500–8524.99', 'spxr-8500'])),
  ] });
}
{ // S&P 500 direction on the day: beta Up/Down, beta_us the same; gamma asks "lower" (inverted).
  addCase('indices', { name: 'spx-updown-apr19', events: [
    B('S&P 500 Up or Down on April 19?', 'Finance', BELL, [['spx-up-or-down-on-april-19-2034', '', 'spx-ud-up', { outcomes: yn('Up', 'Down') }]]),
    U1('spx-up-or-down-2034-04-19', 'S&P 500 Up or Down (Apr 19)', 'Finance', BELL, 'spx-ud-up', { outcomes: yn('Up', 'Down') }),
    G1('Does the S&P 500 close in the red on Wednesday Apr 19?', BELL, 'spx-ud-down'),
  ] }, ['inverted']);
}
{ // Nasdaq-100 close (alpha, beta); beta_us lists the Nasdaq Composite (asset).
  addCase('indices', { name: 'ndx-close-apr19', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A(`KXNASDAQ100U-${D}H1600`, 'Nasdaq-100 on Apr 19, 2034 at 4pm EDT?', 'Financials', BELL, [['T29999.99', '30,000 or above', 'ndx-ge30000'], ['T30499.99', '30,500 or above', 'ndx-ge30500']], { sources: [NDX] }),
    B('Nasdaq 100 above ___ on April 19?', 'Finance', BELL, [['ndx-above-30000-april-19-2034', '30,000', 'ndx-ge30000'], ['ndx-above-30500-april-19-2034', '30,500', 'ndx-ge30500']]),
    U1('nasdaq-composite-above-27000-2034-04-19', 'Nasdaq Composite closes above 27,000 on Apr 19?', 'Finance', BELL, 'ccmp-ge27000'),
  ] }, ['asset']);
}
{ // Dow close (alpha, gamma).
  addCase('indices', { name: 'dji-close-apr19', events: [
    A(`KXDOW-${D}H1600`, 'Dow Jones on Apr 19, 2034 at 4pm EDT?', 'Financials', BELL, [['T51999.99', '52,000 or above', 'dji-ge52000'], ['T52499.99', '52,500 or above', 'dji-ge52500']]),
    G1('DJIA closes ≥ 52,000 on 4/19?', BELL, 'dji-ge52000'),
  ] });
}
{ // VIX close above 20 (alpha, beta); gamma asks "below 20" (inverted).
  addCase('indices', { name: 'vix-close-apr19', events: [
    A1(`KXVIX-${D}`, 'VIX close on Apr 19, 2034?', 'Financials', z(WED, '20:15'), 'T20', 'Above 20.00', 'vix-gt20'),
    B('VIX above 20 at close on April 19?', 'Finance', z(WED, '20:15'), [['vix-above-20-april-19-2034', '', 'vix-gt20']]),
    G1('VIX settles under 20 on Wednesday?', z(WED, '20:15'), 'vix-le20'),
  ] }, ['inverted']);
}

// ───────────────────────────── RATES ─────────────────────────────

{ // 10-year yield on 19 April: alpha per Treasury's par curve (H.15); beta and gamma per the 5 PM market quote (nf with alpha);
  // gamma quotes another rung; beta_us lists the 2-year (asset).
  addCase('rates', { name: 'ust10-apr19', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A(`KXTNOTED-${D}`, '10-year Treasury yield on Apr 19, 2034', 'Financials', z(WED, '22:00'), [['T4.35', 'Above 4.35%', 'ust10-gt4.35'], ['T4.40', 'Above 4.40%', 'ust10-gt4.40'], ['T4.45', 'Above 4.45%', 'ust10-gt4.45']], { sources: [UST] }),
    B('10-year Treasury yield above 4.40% on April 19?', 'Finance', E5, [['10y-treasury-yield-above-4pt40-april-19-2034', '', 'ust10-gt4.40', { src: 'https://www.cnbc.com/quotes/US10Y' }]]),
    G1('US10Y closes above 4.45% on Apr 19 (5pm ET, CNBC)?', E5, 'ust10-gt4.45'),
    U1('us-2y-yield-above-3pt90-2034-04-19', '2-Year Treasury yield above 3.90% on Apr 19?', 'Finance', E5, 'ust2-gt3.90'),
  ] }, ['source', 'threshold', 'asset']);
}
{ // 20-year bond auction (1 PM ET, 19 April): high yield (alpha, gamma); beta asks whether it tails vs when-issued (measure);
  // beta_us lists the 5-year TIPS auction of 20 April (a different auction).
  const c = z(WED, '17:30');
  addCase('rates', { name: 'ust20-auction', groups: [['alpha', 'gamma'], ['beta'], ['beta_us']], events: [
    A(`KXAUCTION20Y-${D}`, '20-year bond auction high yield', 'Financials', c, [['T4.70', 'Above 4.700%', 'a20-gt4.70'], ['T4.75', 'Above 4.750%', 'a20-gt4.75']], { sources: [TDIRECT] }),
    G1('20-Year Bond auction (Apr 19): high yield above 4.750%?', c, 'a20-gt4.75'),
    B('Will the 20-year bond auction tail?', 'Finance', c, [['20-year-bond-auction-tail-april-19-2034', '', 'a20-tail', { rules: 'Resolves Yes if the high yield exceeds the 1:00 PM ET when-issued yield.' }]]),
    U1('5y-tips-auction-high-yield-above-1pt90-2034-04-20', '5-Year TIPS auction (Apr 20): high yield above 1.90%?', 'Finance', z(THU, '17:30'), 'tips5-gt1.90'),
  ] }, ['measure', 'round']);
}
{ // June FOMC (long-dated-ish): alpha's decision ladder and beta's; gamma lists the July meeting (date).
  addCase('rates', { name: 'fomc-june-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXFEDDECISION-34JUN', 'Fed decision in Jun 2034?', 'Economics', z('2034-06-14', '18:00'), [['C25', 'Cut 25bps', 'fomc6-c25'], ['H0', 'Hold', 'fomc6-hold'], ['H25', 'Hike 25bps', 'fomc6-h25']]),
    B('Fed decision in June?', 'Economics', z('2034-06-14', '18:00'), [['fed-decreases-interest-rates-by-25-bps-after-june-2034-meeting', '25 bps decrease', 'fomc6-c25'], ['no-change-in-fed-interest-rates-after-june-2034-meeting', 'No change', 'fomc6-hold']]),
    G('FOMC July 2034 decision', z('2034-07-26', '18:00'), gr(['Cut', 'fomc7-cut'], ['Hold', 'fomc7-hold'])),
  ] }, ['date']);
}

// ───────────────────────────── OIL, GOLD, FX ─────────────────────────────

{ // WTI settle on 19 April, front month May (CLK34): alpha, beta. gamma lists Brent (asset); beta_us the June contract (contract).
  addCase('commodities', { name: 'wti-apr19', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A(`KXWTI-${D}`, 'WTI crude oil settle on Apr 19, 2034', 'Commodities', z(WED, '19:00'), [['T79.99', '$80.00 or above', 'wti-ge80'], ['T82.99', '$83.00 or above', 'wti-ge83']], { sources: [CME] }),
    B('WTI Crude Oil (WTI) above ___ on April 19?', 'Commodities', z(WED, '19:00'), [['wti-above-80-april-19-2034', '$80', 'wti-ge80'], ['wti-above-83-april-19-2034', '$83', 'wti-ge83']]),
    G1('Brent (June) settles above $85 on Apr 19?', z(WED, '19:30'), 'brent-ge85'),
    U1('cl-june-2034-settle-above-82-apr-19', 'WTI June 2034 (CLM34) settles above $82 on Apr 19?', 'Commodities', z(WED, '19:00'), 'clm-ge82'),
  ] }, ['asset', 'contract']);
}
{ // May WTI's final settlement on its expiry day, 20 April (alpha, gamma).
  addCase('commodities', { name: 'wti-may-expiry', events: [
    A1(`KXWTIEXP-${ad(THU)}`, 'May 2034 WTI final settlement', 'Commodities', z(THU, '19:00'), 'T80', 'Above $80.00', 'clk-exp-gt80', { sources: [CME] }),
    G1('CLK34 expires above $80 on Thursday?', z(THU, '19:30'), 'clk-exp-gt80'),
  ] });
}
{ // Gold on 19 April: alpha COMEX front-month settle vs beta LBMA PM (nf); gamma lists silver (asset).
  addCase('commodities', { name: 'gold-apr19', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A(`KXGOLDD-${D}`, 'Gold price on Apr 19, 2034', 'Commodities', z(WED, '18:30'), [['T4199.99', '$4,200 or above', 'gold-ge4200'], ['T4299.99', '$4,300 or above', 'gold-ge4300']], { sources: [COMEX] }),
    B('Gold above ___ on April 19?', 'Commodities', z(WED, '15:00'), w([['gold-above-4200-april-19-2034', '$4,200', 'gold-ge4200'], ['gold-above-4300-april-19-2034', '$4,300', 'gold-ge4300']], { src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices' })),
    G1('Silver above $48 on Apr 19 (COMEX settle)?', z(WED, '18:30'), 'silver-ge48'),
  ] }, ['source', 'asset']);
}
{ // EUR/USD at 10 AM ET (alpha, gamma) vs the ECB reference rate at 14:15 CET (beta: a different instant).
  addCase('fx', { name: 'eurusd-apr19', groups: [['alpha', 'gamma'], ['beta']], events: [
    A(`KXEURUSD-${D}H10`, 'EUR/USD on Apr 19, 2034 at 10am EDT?', 'Financials', z(WED, '14:00'), [['T1.1500', '1.15000 or above', 'eur10-ge1.15'], ['T1.1600', '1.16000 or above', 'eur10-ge1.16']]),
    G1('EUR/USD ≥ 1.1500 at 10:00 ET Wed?', z(WED, '14:00'), 'eur10-ge1.15'),
    B('EUR/USD ECB reference rate above 1.15 on April 19?', 'Finance', z(WED, '12:15'), [['eur-usd-ecb-reference-above-1pt15-april-19-2034', '', 'eurecb-gt1.15', { src: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/' }]]),
  ] }, ['instant']);
}
{ // USD/JPY at 10 AM ET: alpha "above 150"; gamma "below 150" (inverted); beta_us asks for 160 by June 30 (deadline, observation).
  addCase('fx', { name: 'usdjpy-apr19', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A(`KXUSDJPY-${D}H10`, 'USD/JPY on Apr 19, 2034 at 10am EDT?', 'Financials', z(WED, '14:00'), [['T150.00', '150.000 or above', 'jpy10-ge150'], ['T152.00', '152.000 or above', 'jpy10-ge152']]),
    G1('Dollar-yen below 150 at 10am ET on Apr 19?', z(WED, '14:00'), 'jpy10-lt150'),
    U1('usd-jpy-hits-160-by-june-30-2034', 'USD/JPY hits 160 by June 30?', 'Finance', z('2034-07-01', '03:59'), 'jpy-160-by-jun30'),
  ] }, ['inverted', 'deadline']);
}

// ───────────────────────────── MLB: GAMES ─────────────────────────────

/** Alpha's MLB game rules. */
const mlbRules = (team: string, game: string): string =>
  `If ${team} wins the ${game} game originally scheduled for Apr 19, 2034, then the market resolves to Yes. If the game is postponed and not played within two days, the market resolves to the last traded price.`;

{ // Yankees at Red Sox, Fenway, 7:10 PM ET (four venues); gamma asks whether the Red Sox win (inverted).
  const fp = z(WED, '23:10');
  addCase('mlb', { name: 'mlb-nyy-bos-ml', events: [
    A(`KXMLBGAME-${D}NYYBOS`, 'New York Y vs Boston', 'Sports', z(THU, '03:30'), [['NYY', 'New York Y', 'nyybos-nyy', { rules: mlbRules('New York Y', 'New York Y vs Boston') }], ['BOS', 'Boston', 'nyybos-bos', { rules: mlbRules('Boston', 'New York Y vs Boston') }]], { sources: [MLBS] }),
    B('Yankees vs. Red Sox', 'Sports', fp, [['mlb-nyy-bos-2034-04-19', '', 'nyybos-nyy', { outcomes: yn('Yankees', 'Red Sox') }]]),
    U('mlb-nyy-bos-2034-04-19', 'New York Yankees at Boston Red Sox', 'Sports', fp, [['aec-mlb-nyy-bos-2034-04-19', '', 'nyybos-nyy', { outcomes: yn('New York Yankees', 'Boston Red Sox') }]]),
    G1('Red Sox beat the Yankees at Fenway on Wed 4/19?', z(THU, '03:00'), 'nyybos-bos'),
  ] }, ['inverted']);
}
{ // Yankees at Red Sox run line: alpha ladder, beta Yankees −1.5 (= alpha NYY over 1.5), beta_us Red Sox +1.5 (complement).
  addCase('mlb', { name: 'mlb-nyy-bos-rl', events: [
    A(`KXMLBSPREAD-${D}NYYBOS`, 'New York Y vs Boston: Run line', 'Sports', z(THU, '03:30'), [['NYY2', 'New York Y wins by over 1.5 runs', 'nyybos-rl-nyy1.5'], ['BOS2', 'Boston wins by over 1.5 runs', 'nyybos-rl-bos1.5']], { sources: [MLBS] }),
    B('Run Line: Yankees (-1.5)', 'Sports', z(WED, '23:10'), [['mlb-nyy-bos-2034-04-19-spread-away-1pt5', '', 'nyybos-rl-nyy1.5', { outcomes: yn('Yankees', 'Red Sox') }]]),
    U('mlb-nyy-bos-2034-04-19-spreads', 'Yankees vs. Red Sox — Run Line', 'Sports', z(WED, '23:10'), [['asc-mlb-nyy-bos-2034-04-19-home-pos-1pt5', 'Red Sox +1.5', 'nyybos-rl-bos+1.5', { outcomes: yn('Red Sox +1.5', 'Yankees -1.5') }]]),
  ] }, ['inverted']);
}
{ // Yankees at Red Sox total runs (alpha, beta O/U 8.5 = "over 8.5 runs"); gamma the Yankees' team total (measure);
  // beta_us the first-five-innings total (period).
  addCase('mlb', { name: 'mlb-nyy-bos-total', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A(`KXMLBTOTAL-${D}NYYBOS`, 'New York Y vs Boston: Total runs', 'Sports', z(THU, '03:30'), [['8', 'Over 7.5 runs scored', 'nyybos-tot7.5'], ['9', 'Over 8.5 runs scored', 'nyybos-tot8.5'], ['10', 'Over 9.5 runs scored', 'nyybos-tot9.5']], { sources: [MLBS] }),
    B('Yankees vs. Red Sox: O/U 8.5', 'Sports', z(WED, '23:10'), [['mlb-nyy-bos-2034-04-19-total-8pt5', '', 'nyybos-tot8.5', { outcomes: yn('Over', 'Under') }]]),
    G1('Yankees score 5+ runs at Fenway (Apr 19)?', z(THU, '03:00'), 'nyybos-nyytt4.5'),
    U('mlb-nyy-bos-2034-04-19-f5', 'Yankees vs. Red Sox: 1st 5 Innings O/U 4.5', 'Sports', z(WED, '23:10'), [['tsc-f5-mlb-nyy-bos-2034-04-19-4pt5', '', 'nyybos-f5tot4.5', { outcomes: yn('Over', 'Under') }]]),
  ] }, ['measure', 'period']);
}
{ // Dodgers at Giants, Oracle Park, 9:45 PM ET (alpha, beta, beta_us); gamma lists Thursday's series finale (date).
  const fp = z(THU, '01:45');
  addCase('mlb', { name: 'mlb-lad-sf-ml', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXMLBGAME-${D}LADSF`, 'Los Angeles D vs San Francisco', 'Sports', z(THU, '07:00'), [['LAD', 'Los Angeles D', 'ladsf-lad'], ['SF', 'San Francisco', 'ladsf-sf']], { sources: [MLBS] }),
    B('Dodgers vs. Giants', 'Sports', fp, [['mlb-lad-sf-2034-04-19', '', 'ladsf-lad', { outcomes: yn('Dodgers', 'Giants') }]]),
    U('mlb-lad-sf-2034-04-19', 'Los Angeles Dodgers at San Francisco Giants', 'Sports', fp, [['aec-mlb-lad-sf-2034-04-19', '', 'ladsf-lad', { outcomes: yn('Los Angeles Dodgers', 'San Francisco Giants') }]]),
    G('Dodgers @ Giants — Thu Apr 20 (day game)', z(THU, '23:00'), gr(['Dodgers', 'ladsf20-lad'], ['Giants', 'ladsf20-sf'])),
  ] }, ['date']);
}
{ // Dodgers at Giants total (alpha, gamma "9+ runs" = over 8.5).
  addCase('mlb', { name: 'mlb-lad-sf-total', events: [
    A(`KXMLBTOTAL-${D}LADSF`, 'Los Angeles D vs San Francisco: Total runs', 'Sports', z(THU, '07:00'), [['8', 'Over 7.5 runs scored', 'ladsf-tot7.5'], ['9', 'Over 8.5 runs scored', 'ladsf-tot8.5']], { sources: [MLBS] }),
    G1('Dodgers-Giants: 9 or more total runs Wednesday?', z(THU, '06:00'), 'ladsf-tot8.5'),
  ] });
}
{ // Cubs at Cardinals, 7:45 PM ET (alpha, beta, beta_us).
  const fp = z(WED, '23:45');
  addCase('mlb', { name: 'mlb-chc-stl-ml', events: [
    A(`KXMLBGAME-${D}CHCSTL`, 'Chicago C vs St. Louis', 'Sports', z(THU, '04:00'), [['CHC', 'Chicago C', 'chcstl-chc'], ['STL', 'St. Louis', 'chcstl-stl']], { sources: [MLBS] }),
    B('Cubs vs. Cardinals', 'Sports', fp, [['mlb-chc-stl-2034-04-19', '', 'chcstl-chc', { outcomes: yn('Cubs', 'Cardinals') }]]),
    U('mlb-chc-stl-2034-04-19', 'Chicago Cubs at St. Louis Cardinals', 'Sports', fp, [['aec-mlb-chc-stl-2034-04-19', '', 'chcstl-chc', { outcomes: yn('Chicago Cubs', 'St. Louis Cardinals') }]]),
  ] });
}
{ // Mets at Phillies, 6:45 PM ET (alpha, gamma); beta lists the Phillies at Citi Field on 9 May (date, place).
  addCase('mlb', { name: 'mlb-nym-phi-ml', groups: [['alpha', 'gamma'], ['beta']], events: [
    A(`KXMLBGAME-${D}NYMPHI`, 'New York M vs Philadelphia', 'Sports', z(THU, '03:00'), [['NYM', 'New York M', 'nymphi-nym'], ['PHI', 'Philadelphia', 'nymphi-phi']], { sources: [MLBS] }),
    G('Mets vs Phillies (Citizens Bank Park, Apr 19)', z(THU, '03:00'), gr(['New York Mets', 'nymphi-nym'], ['Philadelphia Phillies', 'nymphi-phi'])),
    B('Phillies vs. Mets', 'Sports', z('2034-05-09', '23:10'), [['mlb-phi-nym-2034-05-09', '', 'phinym-phi', { outcomes: yn('Phillies', 'Mets') }]]),
  ] }, ['date', 'place']);
}
{ // Braves at Marlins doubleheader: game 1 at 1:10 PM ET (alpha, beta) and game 2 at 6:40 PM ET (beta_us, gamma).
  addCase('mlb', { name: 'mlb-atl-mia-dh', groups: [['alpha', 'beta'], ['beta_us', 'gamma']], events: [
    A(`KXMLBGAME-${D}ATLMIAG1`, 'Atlanta vs Miami (Game 1)', 'Sports', z(WED, '21:30'), [['ATL', 'Atlanta', 'atlmia1-atl'], ['MIA', 'Miami', 'atlmia1-mia']], { sources: [MLBS] }),
    B('Braves vs. Marlins (Game 1)', 'Sports', z(WED, '17:10'), [['mlb-atl-mia-2034-04-19-game-1', '', 'atlmia1-atl', { outcomes: yn('Braves', 'Marlins') }]]),
    U('mlb-atl-mia-2034-04-19-g2', 'Atlanta Braves at Miami Marlins — Game 2', 'Sports', z(WED, '22:40'), [['aec-mlb-atl-mia-2034-04-19-g2', '', 'atlmia2-atl', { outcomes: yn('Atlanta Braves', 'Miami Marlins') }]]),
    G('Braves vs Marlins, nightcap (Apr 19)', z(THU, '03:00'), gr(['Braves', 'atlmia2-atl'], ['Marlins', 'atlmia2-mia'])),
  ] }, ['game']);
}
{ // Astros at Rangers, 8:05 PM ET (alpha, gamma).
  addCase('mlb', { name: 'mlb-hou-tex-ml', events: [
    A(`KXMLBGAME-${D}HOUTEX`, 'Houston vs Texas', 'Sports', z(THU, '04:30'), [['HOU', 'Houston', 'houtex-hou'], ['TEX', 'Texas', 'houtex-tex']], { sources: [MLBS] }),
    G('Astros at Rangers — Globe Life Field, 4/19', z(THU, '04:00'), gr(['Houston Astros', 'houtex-hou'], ['Texas Rangers', 'houtex-tex'])),
  ] });
}
{ // Astros at Rangers run line: beta Rangers −1.5; gamma "Rangers win by 2+" (same outcome).
  addCase('mlb', { name: 'mlb-hou-tex-rl', events: [
    B('Run Line: Rangers (-1.5)', 'Sports', z(THU, '00:05'), [['mlb-hou-tex-2034-04-19-spread-home-1pt5', '', 'houtex-rl-tex1.5', { outcomes: yn('Rangers', 'Astros') }]]),
    G1('Rangers win by 2 or more runs vs Houston (Apr 19)?', z(THU, '04:00'), 'houtex-rl-tex1.5'),
  ] });
}
{ // Mariners at Blue Jays, 3:07 PM ET (beta, beta_us).
  addCase('mlb', { name: 'mlb-sea-tor-ml', events: [
    B('Mariners vs. Blue Jays', 'Sports', z(WED, '19:07'), [['mlb-sea-tor-2034-04-19', '', 'seator-sea', { outcomes: yn('Mariners', 'Blue Jays') }]]),
    U('mlb-sea-tor-2034-04-19', 'Seattle Mariners at Toronto Blue Jays', 'Sports', z(WED, '19:07'), [['aec-mlb-sea-tor-2034-04-19', '', 'seator-sea', { outcomes: yn('Seattle Mariners', 'Toronto Blue Jays') }]]),
  ] });
}
{ // Orioles at Guardians, 6:10 PM ET — alpha only.
  addCase('mlb', { name: 'mlb-bal-cle-ml', events: [
    A(`KXMLBGAME-${D}BALCLE`, 'Baltimore vs Cleveland', 'Sports', z(THU, '02:30'), [['BAL', 'Baltimore', 'balcle-bal'], ['CLE', 'Cleveland', 'balcle-cle']], { sources: [MLBS] }),
  ] });
}
{ // Padres at Diamondbacks, 9:40 PM ET — gamma only.
  addCase('mlb', { name: 'mlb-sd-ari-ml', events: [
    G('Padres vs D-backs (Chase Field) — Wed night', z(THU, '06:00'), gr(['San Diego', 'sdari-sd'], ['Arizona', 'sdari-ari'])),
  ] });
}
{ // Brewers at Reds, 12:40 PM ET (four venues); beta lists the Brewers as the second outcome (YES = Reds).
  const fp = z(WED, '16:40');
  addCase('mlb', { name: 'mlb-mil-cin-ml', events: [
    A(`KXMLBGAME-${D}MILCIN`, 'Milwaukee vs Cincinnati', 'Sports', z(WED, '21:00'), [['MIL', 'Milwaukee', 'milcin-mil'], ['CIN', 'Cincinnati', 'milcin-cin']], { sources: [MLBS] }),
    B('Reds vs. Brewers', 'Sports', fp, [['mlb-mil-cin-2034-04-19', '', 'milcin-cin', { outcomes: yn('Reds', 'Brewers') }]]),
    U('mlb-mil-cin-2034-04-19', 'Milwaukee Brewers at Cincinnati Reds', 'Sports', fp, [['aec-mlb-mil-cin-2034-04-19', '', 'milcin-mil', { outcomes: yn('Milwaukee Brewers', 'Cincinnati Reds') }]]),
    G1('Brewers take the getaway game in Cincinnati?', z(WED, '21:00'), 'milcin-mil'),
  ] }, ['inverted']);
}

// ───────────────────────────── MLB: PROPS ─────────────────────────────

{ // Strikeouts, Yankees at Red Sox: alpha board; beta Crochet O/U 7.5 (= 8+); gamma Crochet 10+ (another rung); beta_us
  // Crochet's outs recorded (measure).
  addCase('mlb_props', { name: 'mlb-nyy-bos-ks', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXMLBKS-${D}NYYBOS`, 'New York Y vs Boston: Strikeouts', 'Sports', z(THU, '03:30'), [['GCROCHET8', 'Garrett Crochet: 8+', 'nyybos-k-crochet8'], ['GCROCHET10', 'Garrett Crochet: 10+', 'nyybos-k-crochet10'], ['LGIL6', 'Luis Gil: 6+', 'nyybos-k-gil6']], { sources: [MLBS] }),
    B('Garrett Crochet: Strikeouts O/U 7.5', 'Sports', z(WED, '23:10'), [['mlb-nyy-bos-2034-04-19-crochet-strikeouts-7pt5', '', 'nyybos-k-crochet8', { outcomes: yn('Over', 'Under') }]]),
    G1('Crochet double-digit strikeouts vs Yankees?', z(THU, '03:00'), 'nyybos-k-crochet10'),
    U1('mlb-nyy-bos-2034-04-19-crochet-outs-17pt5', 'Garrett Crochet Outs Recorded O/U 17.5', 'Sports', z(WED, '23:10'), 'nyybos-outs-crochet17.5', { outcomes: yn('Over', 'Under') }),
  ] }, ['threshold', 'measure']);
}
{ // Hits, Yankees at Red Sox: alpha board; beta Roman Anthony 2+ hits; gamma Anthony home run (measure).
  addCase('mlb_props', { name: 'mlb-nyy-bos-hits', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXMLBHIT-${D}NYYBOS`, 'New York Y vs Boston: Hits', 'Sports', z(THU, '03:30'), [['RANTHONY1', 'Roman Anthony: 1+', 'nyybos-h-anthony1'], ['RANTHONY2', 'Roman Anthony: 2+', 'nyybos-h-anthony2'], ['JDOMINGUEZ2', 'Jasson Domínguez: 2+', 'nyybos-h-dominguez2']], { sources: [MLBS] }),
    B('Roman Anthony: 2+ Hits', 'Sports', z(WED, '23:10'), [['mlb-nyy-bos-2034-04-19-anthony-hits-1pt5', '', 'nyybos-h-anthony2', { outcomes: yn('Over', 'Under') }]]),
    G1('Roman Anthony homers vs NYY on Apr 19?', z(THU, '03:00'), 'nyybos-hr-anthony'),
  ] }, ['measure']);
}
{ // Strikeouts, Dodgers at Giants: alpha board; beta Yamamoto O/U 6.5 (= 7+); beta_us Webb 6+ (another outcome).
  addCase('mlb_props', { name: 'mlb-lad-sf-ks', events: [
    A(`KXMLBKS-${D}LADSF`, 'Los Angeles D vs San Francisco: Strikeouts', 'Sports', z(THU, '07:00'), [['YYAMAMOTO7', 'Yoshinobu Yamamoto: 7+', 'ladsf-k-yamamoto7'], ['LWEBB6', 'Logan Webb: 6+', 'ladsf-k-webb6']], { sources: [MLBS] }),
    B('Yoshinobu Yamamoto: Strikeouts O/U 6.5', 'Sports', z(THU, '01:45'), [['mlb-lad-sf-2034-04-19-yamamoto-strikeouts-6pt5', '', 'ladsf-k-yamamoto7', { outcomes: yn('Over', 'Under') }]]),
    U1('mlb-lad-sf-2034-04-19-webb-strikeouts-5pt5', 'Logan Webb Strikeouts O/U 5.5', 'Sports', z(THU, '01:45'), 'ladsf-k-webb6', { outcomes: yn('Over', 'Under') }),
  ] });
}
{ // Hits, Dodgers at Giants: alpha Ohtani 2+ hits; gamma Ohtani total bases 2+ (measure).
  addCase('mlb_props', { name: 'mlb-lad-sf-hits', groups: [['alpha'], ['gamma']], events: [
    A(`KXMLBHIT-${D}LADSF`, 'Los Angeles D vs San Francisco: Hits', 'Sports', z(THU, '07:00'), [['SOHTANI2', 'Shohei Ohtani: 2+', 'ladsf-h-ohtani2'], ['SOHTANI1', 'Shohei Ohtani: 1+', 'ladsf-h-ohtani1']], { sources: [MLBS] }),
    G1('Ohtani 2+ total bases at Oracle Park (Apr 19)?', z(THU, '06:00'), 'ladsf-tb-ohtani2'),
  ] }, ['measure']);
}
{ // Strikeouts, Brewers at Reds: Hunter Greene 8+ (alpha) = beta_us O/U 7.5.
  addCase('mlb_props', { name: 'mlb-mil-cin-ks', events: [
    A(`KXMLBKS-${D}MILCIN`, 'Milwaukee vs Cincinnati: Strikeouts', 'Sports', z(WED, '21:00'), [['HGREENE8', 'Hunter Greene: 8+', 'milcin-k-greene8'], ['HGREENE6', 'Hunter Greene: 6+', 'milcin-k-greene6']], { sources: [MLBS] }),
    U1('mlb-mil-cin-2034-04-19-greene-strikeouts-7pt5', 'Hunter Greene Strikeouts O/U 7.5', 'Sports', z(WED, '16:40'), 'milcin-k-greene8', { outcomes: yn('Over', 'Under') }),
  ] });
}

// ───────────────────────────── NBA PLAYOFFS ─────────────────────────────

{ // Magic at Celtics, East first round Game 2, 7:00 PM ET (four venues); gamma asks about the Magic (inverted).
  const tip = z(WED, '23:00');
  addCase('nba', { name: 'nba-orl-bos-g2', events: [
    A(`KXNBAGAME-${D}ORLBOS`, 'Orlando at Boston (Game 2)', 'Sports', z(THU, '03:00'), [['ORL', 'Orlando', 'orlbos2-orl'], ['BOS', 'Boston', 'orlbos2-bos']], { sources: [NBAS] }),
    B('Magic vs. Celtics', 'Sports', tip, [['nba-orl-bos-2034-04-19', '', 'orlbos2-orl', { outcomes: yn('Magic', 'Celtics') }]]),
    U('nba-orl-bos-2034-04-19', 'Orlando Magic at Boston Celtics', 'Sports', tip, [['aec-nba-orl-bos-2034-04-19', '', 'orlbos2-orl', { outcomes: yn('Orlando Magic', 'Boston Celtics') }]]),
    G1('Magic steal Game 2 in Boston?', z(THU, '03:00'), 'orlbos2-orl'),
  ] });
}
{ // Magic at Celtics spread: alpha ladder; beta Celtics −7.5 (= BOS over 7.5); gamma Magic +7.5 (complement).
  addCase('nba', { name: 'nba-orl-bos-g2-spread', events: [
    A(`KXNBASPREAD-${D}ORLBOS`, 'Orlando at Boston: Spread', 'Sports', z(THU, '03:00'), [['BOS8', 'Boston wins by over 7.5 points', 'orlbos2-sp-bos7.5'], ['BOS11', 'Boston wins by over 10.5 points', 'orlbos2-sp-bos10.5']], { sources: [NBAS] }),
    B('Spread: Celtics (-7.5)', 'Sports', z(WED, '23:00'), [['nba-orl-bos-2034-04-19-spread-home-7pt5', '', 'orlbos2-sp-bos7.5', { outcomes: yn('Celtics', 'Magic') }]]),
    G1('Magic +7.5 in Game 2 at Boston?', z(THU, '03:00'), 'orlbos2-sp-orl+7.5'),
  ] }, ['inverted']);
}
{ // Celtics–Magic series: alpha, beta; gamma asks whether Orlando wins it (inverted); beta_us asks for a Celtics sweep (measure).
  const c = z('2034-05-04', '04:00');
  addCase('nba', { name: 'nba-bos-orl-series', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNBASERIES-34BOSORLR1', 'Celtics vs Magic: first round winner', 'Sports', c, [['BOS', 'Boston', 'bosorl-ser-bos'], ['ORL', 'Orlando', 'bosorl-ser-orl']], { sources: [NBAS] }),
    B('NBA Playoffs: Who will win Celtics vs. Magic?', 'Sports', c, [['nba-playoffs-celtics-vs-magic-winner-2034', '', 'bosorl-ser-bos', { outcomes: yn('Celtics', 'Magic') }]]),
    G1('Orlando knocks out Boston in Round 1?', c, 'bosorl-ser-orl'),
    U1('nba-2034-r1-bos-orl-celtics-sweep', 'Celtics sweep the Magic (4-0)?', 'Sports', c, 'bosorl-sweep-bos'),
  ] }, ['inverted', 'measure']);
}
{ // Points board, Game 2: alpha; beta Tatum O/U 26.5 (= 27+, not alpha's 25+); beta_us Tatum 25+; gamma Banchero 25+.
  addCase('nba', { name: 'nba-orl-bos-g2-pts', events: [
    A(`KXNBAPTS-${D}ORLBOS`, 'Orlando at Boston: Points', 'Sports', z(THU, '03:00'), [['JTATUM25', 'Jayson Tatum: 25+', 'orlbos2-p-tatum25'], ['PBANCHERO25', 'Paolo Banchero: 25+', 'orlbos2-p-banchero25'], ['JBROWN20', 'Jaylen Brown: 20+', 'orlbos2-p-brown20']], { sources: [NBAS] }),
    B('Jayson Tatum: Points O/U 26.5', 'Sports', z(WED, '23:00'), [['nba-orl-bos-2034-04-19-tatum-points-26pt5', '', 'orlbos2-p-tatum27', { outcomes: yn('Over', 'Under') }]]),
    U1('nba-orl-bos-2034-04-19-tatum-25-plus-points', 'Jayson Tatum 25+ Points (Game 2)', 'Sports', z(WED, '23:00'), 'orlbos2-p-tatum25'),
    G1('Paolo Banchero 25+ points in Game 2 at Boston?', z(THU, '03:00'), 'orlbos2-p-banchero25'),
  ] }, ['threshold']);
}
{ // Rebounds board, Game 2: alpha Banchero 8+ = beta O/U 7.5; gamma Banchero assists 6+ (measure).
  addCase('nba', { name: 'nba-orl-bos-g2-reb', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNBAREB-${D}ORLBOS`, 'Orlando at Boston: Rebounds', 'Sports', z(THU, '03:00'), [['PBANCHERO8', 'Paolo Banchero: 8+', 'orlbos2-r-banchero8'], ['JTATUM8', 'Jayson Tatum: 8+', 'orlbos2-r-tatum8']], { sources: [NBAS] }),
    B('Paolo Banchero: Rebounds O/U 7.5', 'Sports', z(WED, '23:00'), [['nba-orl-bos-2034-04-19-banchero-rebounds-7pt5', '', 'orlbos2-r-banchero8', { outcomes: yn('Over', 'Under') }]]),
    G1('Banchero 6+ assists vs Celtics (G2)?', z(THU, '03:00'), 'orlbos2-a-banchero6'),
  ] }, ['measure']);
}
{ // Mavericks at Thunder, West first round Game 2, 9:30 PM ET (alpha, beta, gamma); beta_us lists Game 3 in Dallas (round).
  const tip = z(THU, '01:30');
  addCase('nba', { name: 'nba-dal-okc-g2', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNBAGAME-${D}DALOKC`, 'Dallas at Oklahoma City (Game 2)', 'Sports', z(THU, '05:30'), [['DAL', 'Dallas', 'dalokc2-dal'], ['OKC', 'Oklahoma City', 'dalokc2-okc']], { sources: [NBAS] }),
    B('Mavericks vs. Thunder', 'Sports', tip, [['nba-dal-okc-2034-04-19', '', 'dalokc2-dal', { outcomes: yn('Mavericks', 'Thunder') }]]),
    G('Thunder vs Mavs — Game 2 (Paycom Center)', z(THU, '05:00'), gr(['OKC Thunder', 'dalokc2-okc'], ['Dallas Mavericks', 'dalokc2-dal'])),
    U('nba-okc-dal-2034-04-22', 'Oklahoma City Thunder at Dallas Mavericks (Game 3)', 'Sports', z('2034-04-23', '00:30'), [['aec-nba-okc-dal-2034-04-22', '', 'okcdal3-okc', { outcomes: yn('Oklahoma City Thunder', 'Dallas Mavericks') }]]),
  ] }, ['round']);
}
{ // Points board, Mavs–Thunder Game 2: alpha; beta_us SGA 30+ (= alpha); gamma SGA points+rebounds+assists 40+ (measure).
  addCase('nba', { name: 'nba-dal-okc-g2-pts', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A(`KXNBAPTS-${D}DALOKC`, 'Dallas at Oklahoma City: Points', 'Sports', z(THU, '05:30'), [['SGILGEOUSALEXANDER30', 'Shai Gilgeous-Alexander: 30+', 'dalokc2-p-sga30'], ['CFLAGG25', 'Cooper Flagg: 25+', 'dalokc2-p-flagg25']], { sources: [NBAS] }),
    U1('nba-dal-okc-2034-04-19-sga-30-plus-points', 'Shai Gilgeous-Alexander 30+ Points', 'Sports', z(THU, '01:30'), 'dalokc2-p-sga30'),
    G1('SGA 40+ PRA (pts+reb+ast) in Game 2?', z(THU, '05:00'), 'dalokc2-pra-sga40'),
  ] }, ['measure']);
}
{ // Assists board, Mavs–Thunder Game 2: beta SGA O/U 6.5 = gamma "7+ assists".
  addCase('nba', { name: 'nba-dal-okc-g2-ast', events: [
    B('Shai Gilgeous-Alexander: Assists O/U 6.5', 'Sports', z(THU, '01:30'), [['nba-dal-okc-2034-04-19-gilgeous-alexander-assists-6pt5', '', 'dalokc2-a-sga7', { outcomes: yn('Over', 'Under') }]]),
    G1('Gilgeous-Alexander 7+ assists vs Dallas (G2)?', z(THU, '05:00'), 'dalokc2-a-sga7'),
  ] });
}
{ // Pacers at Knicks, Game 2, 7:30 PM ET (alpha, beta); gamma lists the series (a different event).
  addCase('nba', { name: 'nba-ind-nyk-g2', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNBAGAME-${D}INDNYK`, 'Indiana at New York (Game 2)', 'Sports', z(THU, '03:30'), [['IND', 'Indiana', 'indnyk2-ind'], ['NYK', 'New York', 'indnyk2-nyk']], { sources: [NBAS] }),
    B('Pacers vs. Knicks', 'Sports', z(WED, '23:30'), [['nba-ind-nyk-2034-04-19', '', 'indnyk2-ind', { outcomes: yn('Pacers', 'Knicks') }]]),
    G('Knicks–Pacers first-round series winner', z('2034-05-04', '04:00'), gr(['Knicks', 'nykind-ser-nyk'], ['Pacers', 'nykind-ser-ind'])),
  ] }, ['round']);
}
{ // 2034 NBA champion (alpha, beta, gamma); beta_us lists the Eastern Conference title (category).
  const c = z('2034-06-25', '04:00');
  addCase('long', { name: 'nba-champion-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNBA-34', '2034 Pro Basketball Champion?', 'Sports', c, [['OKC', 'Oklahoma City', 'nba34-okc'], ['BOS', 'Boston', 'nba34-bos'], ['NYK', 'New York', 'nba34-nyk']], { sources: [NBAS] }),
    B('2034 NBA Champion', 'Sports', c, [['will-the-oklahoma-city-thunder-win-the-2034-nba-finals', 'Oklahoma City Thunder', 'nba34-okc'], ['will-the-boston-celtics-win-the-2034-nba-finals', 'Boston Celtics', 'nba34-bos']]),
    G('NBA Finals 2034 — champion', c, gr(['Thunder', 'nba34-okc'], ['Celtics', 'nba34-bos'], ['Knicks', 'nba34-nyk'])),
    U('nba-eastern-conference-champion-2034', 'NBA Eastern Conference Champion 2034', 'Sports', z('2034-06-05', '04:00'), [['nba-ecf-2034-boston-celtics', 'Boston Celtics', 'ec34-bos'], ['nba-ecf-2034-new-york-knicks', 'New York Knicks', 'ec34-nyk']]),
  ] }, ['category']);
}

// ───────────────────────────── NHL PLAYOFFS ─────────────────────────────

{ // Kings at Oilers, Game 2, 10:00 PM ET (alpha, beta, beta_us; moneylines incl. OT); gamma the 60-minute three-way (measure).
  const drop = z(THU, '02:00');
  addCase('nhl', { name: 'nhl-lak-edm-g2', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNHLGAME-${D}LAEDM`, 'Los Angeles at Edmonton (Game 2)', 'Sports', z(THU, '06:00'), [['LA', 'Los Angeles', 'laedm2-la'], ['EDM', 'Edmonton', 'laedm2-edm']], { sources: [NHLS] }),
    B('Kings vs. Oilers', 'Sports', drop, [['nhl-la-edm-2034-04-19', '', 'laedm2-la', { outcomes: yn('Kings', 'Oilers') }]]),
    U('nhl-la-edm-2034-04-19', 'Los Angeles Kings at Edmonton Oilers', 'Sports', drop, [['aec-nhl-la-edm-2034-04-19', '', 'laedm2-la', { outcomes: yn('Los Angeles Kings', 'Edmonton Oilers') }]]),
    G('Oilers vs Kings G2 — result after regulation', z(THU, '05:00'), gr(['Oilers', 'laedm2-reg-edm'], ['Tie after 60', 'laedm2-reg-tie'], ['Kings', 'laedm2-reg-la'])),
  ] }, ['measure']);
}
{ // Oilers–Kings series (alpha, beta); beta_us lists the Oilers to win the Stanley Cup (category).
  addCase('nhl', { name: 'nhl-edm-lak-series', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXNHLSERIES-34EDMLAR1', 'Oilers vs Kings: first round winner', 'Sports', z('2034-05-03', '05:00'), [['EDM', 'Edmonton', 'edmla-ser-edm'], ['LA', 'Los Angeles', 'edmla-ser-la']], { sources: [NHLS] }),
    B('NHL Playoffs: Oilers vs. Kings series winner', 'Sports', z('2034-05-03', '05:00'), [['nhl-playoffs-oilers-vs-kings-2034', '', 'edmla-ser-edm', { outcomes: yn('Oilers', 'Kings') }]]),
    U1('nhl-stanley-cup-2034-edmonton-oilers', 'Edmonton Oilers win the 2034 Stanley Cup?', 'Sports', z('2034-06-25', '04:00'), 'cup34-edm'),
  ] }, ['category']);
}
{ // Points board, Kings at Oilers: alpha McDavid 2+; beta McDavid 1+ point (another rung); gamma McDavid anytime goal (measure).
  addCase('nhl', { name: 'nhl-lak-edm-g2-pts', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNHLPTS-${D}LAEDM`, 'Los Angeles at Edmonton: Points', 'Sports', z(THU, '06:00'), [['CMCDAVID2', 'Connor McDavid: 2+', 'laedm2-p-mcdavid2'], ['LDRAISAITL1', 'Leon Draisaitl: 1+', 'laedm2-p-draisaitl1']], { sources: [NHLS] }),
    B('Connor McDavid: 1+ Point', 'Sports', z(THU, '02:00'), [['nhl-la-edm-2034-04-19-mcdavid-points-0pt5', '', 'laedm2-p-mcdavid1', { outcomes: yn('Over', 'Under') }]]),
    G1('McDavid scores a goal in Game 2 vs LA?', z(THU, '05:00'), 'laedm2-g-mcdavid'),
  ] }, ['threshold', 'measure']);
}
{ // Hurricanes at Rangers, Game 1, 7:00 PM ET (alpha, beta, beta_us); gamma lists Game 2 on Friday (round).
  addCase('nhl', { name: 'nhl-car-nyr-g1', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNHLGAME-${D}CARNYR`, 'Carolina at New York R (Game 1)', 'Sports', z(THU, '03:00'), [['CAR', 'Carolina', 'carnyr1-car'], ['NYR', 'New York R', 'carnyr1-nyr']], { sources: [NHLS] }),
    B('Hurricanes vs. Rangers', 'Sports', z(WED, '23:00'), [['nhl-car-nyr-2034-04-19', '', 'carnyr1-car', { outcomes: yn('Hurricanes', 'Rangers') }]]),
    U('nhl-car-nyr-2034-04-19', 'Carolina Hurricanes at New York Rangers', 'Sports', z(WED, '23:00'), [['aec-nhl-car-nyr-2034-04-19', '', 'carnyr1-car', { outcomes: yn('Carolina Hurricanes', 'New York Rangers') }]]),
    G('Rangers vs Canes, Game 2 (Fri Apr 21, MSG)', z('2034-04-22', '03:00'), gr(['Rangers', 'carnyr2-nyr'], ['Hurricanes', 'carnyr2-car'])),
  ] }, ['round']);
}
{ // Stars vs Avalanche, Game 2 in Dallas, 9:30 PM ET (alpha, gamma).
  addCase('nhl', { name: 'nhl-col-dal-g2', events: [
    A(`KXNHLGAME-${D}COLDAL`, 'Colorado at Dallas (Game 2)', 'Sports', z(THU, '05:30'), [['COL', 'Colorado', 'coldal2-col'], ['DAL', 'Dallas', 'coldal2-dal']], { sources: [NHLS] }),
    G('Avalanche @ Stars — Game 2 winner (incl. OT/SO)', z(THU, '05:00'), gr(['Colorado Avalanche', 'coldal2-col'], ['Dallas Stars', 'coldal2-dal'])),
  ] });
}
{ // Stars vs Avalanche total goals: beta O/U 5.5; gamma "6+ goals" (same outcome); beta_us Makar 1+ point (another event).
  addCase('nhl', { name: 'nhl-col-dal-g2-total', groups: [['beta', 'gamma'], ['beta_us']], events: [
    B('Avalanche vs. Stars: O/U 5.5', 'Sports', z(THU, '01:30'), [['nhl-col-dal-2034-04-19-total-5pt5', '', 'coldal2-tot5.5', { outcomes: yn('Over', 'Under') }]]),
    G1('Avs–Stars Game 2: 6 or more total goals?', z(THU, '05:00'), 'coldal2-tot5.5'),
    U1('nhl-col-dal-2034-04-19-makar-points-0pt5', 'Cale Makar 1+ Point (Game 2)', 'Sports', z(THU, '01:30'), 'coldal2-p-makar1', { outcomes: yn('Over', 'Under') }),
  ] }, ['measure']);
}

// ───────────────────────────── CHAMPIONS LEAGUE QUARTER-FINALS, SECOND LEGS ─────────────────────────────

{ // Real Madrid v Manchester City, Bernabéu, 21:00 CEST: 90-minute result on alpha, beta, gamma; beta_us lists both teams to score (measure).
  const ko = z(WED, '19:00');
  addCase('ucl', { name: 'ucl-rma-mci-90', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXUCLGAME-${D}RMAMCI`, 'Real Madrid vs Manchester City', 'Sports', z(WED, '21:30'), [['RMA', 'Real Madrid', 'rmamci-rma'], ['TIE', 'Tie', 'rmamci-draw'], ['MCI', 'Manchester City', 'rmamci-mci']], { sources: [UEFA] }),
    B('Real Madrid vs. Manchester City', 'Sports', ko, [['ucl-rma-mci-2034-04-19-rma', 'Real Madrid', 'rmamci-rma'], ['ucl-rma-mci-2034-04-19-draw', 'Draw (Real Madrid vs. Manchester City)', 'rmamci-draw'], ['ucl-rma-mci-2034-04-19-mci', 'Manchester City', 'rmamci-mci']]),
    G('Real Madrid – Man City (UCL QF 2nd leg): 90-minute result', z(WED, '21:30'), gr(['Real Madrid', 'rmamci-rma'], ['Draw', 'rmamci-draw'], ['Man City', 'rmamci-mci'])),
    U1('ucl-rma-mci-2034-04-19-btts', 'Real Madrid vs. Man City: Both Teams to Score?', 'Sports', ko, 'rmamci-btts'),
  ] }, ['measure']);
}
{ // Who advances, Real Madrid v Manchester City (alpha, beta, beta_us "to qualify"); gamma asks whether City reach the semis (inverted).
  const c = z(WED, '22:00');
  addCase('ucl', { name: 'ucl-rma-mci-advance', events: [
    A('KXUCLADVANCE-34RMAMCI', 'Real Madrid vs Manchester City: who advances?', 'Sports', c, [['RMA', 'Real Madrid', 'rmamci-adv-rma'], ['MCI', 'Manchester City', 'rmamci-adv-mci']], { sources: [UEFA] }),
    B('Real Madrid vs. Manchester City: Who will advance?', 'Sports', c, [['ucl-qf-rma-mci-2034-to-advance', '', 'rmamci-adv-rma', { outcomes: yn('Real Madrid', 'Manchester City') }]]),
    G1('Will Manchester City reach the 2034 UCL semi-finals?', c, 'rmamci-adv-mci'),
    U1('ucl-rma-mci-2034-04-19-real-madrid-to-qualify', 'Real Madrid to qualify for the semi-finals?', 'Sports', c, 'rmamci-adv-rma'),
  ] }, ['inverted']);
}
{ // Anytime goalscorers, Real Madrid v City: alpha, beta; gamma asks Haaland to score first (observation).
  addCase('ucl', { name: 'ucl-rma-mci-scorers', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXUCLGOAL-${D}RMAMCI`, 'Real Madrid vs Manchester City: Anytime goalscorer', 'Sports', z(WED, '21:30'), [['EHAALAND', 'Erling Haaland', 'rmamci-any-haaland'], ['KMBAPPE', 'Kylian Mbappé', 'rmamci-any-mbappe'], ['ENDRICK', 'Endrick', 'rmamci-any-endrick']], { sources: [UEFA] }),
    B('Real Madrid vs. Manchester City: Anytime Goalscorer', 'Sports', z(WED, '19:00'), [['ucl-rma-mci-2034-04-19-anytime-haaland', 'Erling Haaland', 'rmamci-any-haaland'], ['ucl-rma-mci-2034-04-19-anytime-mbappe', 'Kylian Mbappe', 'rmamci-any-mbappe']]),
    G1('Haaland first goalscorer at the Bernabéu?', z(WED, '21:30'), 'rmamci-first-haaland'),
  ] }, ['observation']);
}
{ // Bayern v Paris Saint-Germain, Allianz Arena: 90-minute result (alpha, beta, gamma in German); beta_us total goals (measure).
  const ko = z(WED, '19:00');
  addCase('ucl', { name: 'ucl-fcb-psg-90', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXUCLGAME-${D}BMUPSG`, 'Bayern Munich vs Paris Saint-Germain', 'Sports', z(WED, '21:30'), [['BMU', 'Bayern Munich', 'fcbpsg-fcb'], ['TIE', 'Tie', 'fcbpsg-draw'], ['PSG', 'Paris Saint-Germain', 'fcbpsg-psg']], { sources: [UEFA] }),
    B('Bayern München vs. Paris Saint-Germain', 'Sports', ko, [['ucl-bay-psg-2034-04-19-bay', 'Bayern München', 'fcbpsg-fcb'], ['ucl-bay-psg-2034-04-19-draw', 'Draw (Bayern München vs. PSG)', 'fcbpsg-draw'], ['ucl-bay-psg-2034-04-19-psg', 'Paris Saint-Germain', 'fcbpsg-psg']]),
    G('FC Bayern München – Paris SG (Viertelfinale, Rückspiel): Ergebnis nach 90 Minuten', z(WED, '21:30'), gr(['FC Bayern', 'fcbpsg-fcb'], ['Unentschieden', 'fcbpsg-draw'], ['Paris SG', 'fcbpsg-psg'])),
    U1('ucl-bay-psg-2034-04-19-total-3pt5', 'Bayern vs. PSG: O/U 3.5 Goals', 'Sports', ko, 'fcbpsg-tot3.5', { outcomes: yn('Over', 'Under') }),
  ] }, ['measure']);
}
{ // Who advances, Bayern v PSG (alpha, beta_us, gamma); beta lists PSG to reach the final (round).
  const c = z(WED, '22:00');
  addCase('ucl', { name: 'ucl-fcb-psg-advance', groups: [['alpha', 'beta_us', 'gamma'], ['beta']], events: [
    A('KXUCLADVANCE-34BMUPSG', 'Bayern Munich vs Paris Saint-Germain: who advances?', 'Sports', c, [['BMU', 'Bayern Munich', 'fcbpsg-adv-fcb'], ['PSG', 'Paris Saint-Germain', 'fcbpsg-adv-psg']], { sources: [UEFA] }),
    U1('ucl-qf-bay-psg-2034-psg-to-advance', 'PSG to advance vs Bayern?', 'Sports', c, 'fcbpsg-adv-psg'),
    G('Bayern oder PSG — wer erreicht das Halbfinale?', c, gr(['Bayern', 'fcbpsg-adv-fcb'], ['PSG', 'fcbpsg-adv-psg'])),
    B('Will PSG reach the 2034 Champions League final?', 'Sports', z('2034-05-04', '21:00'), [['psg-reach-ucl-final-2034', '', 'psg-final34']]),
  ] }, ['round']);
}
{ // Anytime goalscorers, Bayern v PSG (alpha, gamma).
  addCase('ucl', { name: 'ucl-fcb-psg-scorers', events: [
    A(`KXUCLGOAL-${D}BMUPSG`, 'Bayern Munich vs Paris Saint-Germain: Anytime goalscorer', 'Sports', z(WED, '21:30'), [['JMUSIALA', 'Jamal Musiala', 'fcbpsg-any-musiala'], ['MOLISE', 'Michael Olise', 'fcbpsg-any-olise'], ['DDOUE', 'Désiré Doué', 'fcbpsg-any-doue']], { sources: [UEFA] }),
    G('Bayern – PSG: Torschütze (jederzeit)', z(WED, '21:30'), gr(['Jamal Musiala', 'fcbpsg-any-musiala'], ['Désiré Doué', 'fcbpsg-any-doue'])),
  ] });
}
{ // Champions League winner 2033–34 (four venues; beta_us lists Real Madrid alone).
  const c = z('2034-05-27', '22:00');
  addCase('long', { name: 'ucl-winner-2034', events: [
    A('KXUCL-34', 'Champions League winner 2033-34?', 'Sports', c, [['RMA', 'Real Madrid', 'ucl34-rma'], ['MCI', 'Manchester City', 'ucl34-mci'], ['BMU', 'Bayern Munich', 'ucl34-fcb'], ['PSG', 'Paris Saint-Germain', 'ucl34-psg']], { sources: [UEFA] }),
    B('UEFA Champions League Winner', 'Sports', c, [['will-real-madrid-win-the-2033-34-champions-league', 'Real Madrid', 'ucl34-rma'], ['will-bayern-munich-win-the-2033-34-champions-league', 'Bayern Munich', 'ucl34-fcb'], ['will-psg-win-the-2033-34-champions-league', 'PSG', 'ucl34-psg']]),
    G('UCL 2033/34 champion', c, gr(['Real Madrid', 'ucl34-rma'], ['Man City', 'ucl34-mci'], ['Paris Saint-Germain', 'ucl34-psg'])),
    U1('ucl-2034-winner-real-madrid', 'Real Madrid to win the 2033–34 Champions League?', 'Sports', c, 'ucl34-rma'),
  ] });
}

// ───────────────────────────── WEATHER, WEDNESDAY 19 APRIL ─────────────────────────────

{ // NYC high: alpha buckets at Central Park (NWS CLI); beta_us "68°F or higher" at Central Park (= alpha's top bucket); beta's
  // buckets read LaGuardia on Weather Underground (another station of the city: nf); gamma asks the low (measure).
  const c = z(THU, '14:00');
  addCase('weather', { name: 'nyc-high-apr19', groups: [['alpha', 'beta_us', 'beta'], ['gamma']], fungible: nf('alpha|beta', 'beta|beta_us'), events: [
    A(`KXHIGHNY-${D}`, 'Highest temperature in NYC on Apr 19, 2034?', 'Climate and Weather', c, [['T64', '63° or below', 'nyc-hi-le63'], ['B64.5', '64° to 65°', 'nyc-hi-64'], ['B66.5', '66° to 67°', 'nyc-hi-66'], ['T67', '68° or above', 'nyc-hi-ge68']], { sources: [NWS_NYC] }),
    U1('nyc-high-temp-68f-or-higher-2034-04-19', 'NYC (Central Park) high 68°F or higher on April 19?', 'Weather', c, 'nyc-hi-ge68'),
    B('Highest temperature in NYC on April 19?', 'Weather', c, w([['highest-temperature-in-nyc-on-april-19-2034-64-65f', '64-65°F', 'nyc-hi-64'], ['highest-temperature-in-nyc-on-april-19-2034-66-67f', '66-67°F', 'nyc-hi-66'],
      ['highest-temperature-in-nyc-on-april-19-2034-68forhigher', '68°F or higher', 'nyc-hi-ge68']], { src: `${WU}us/ny/new-york-city/KLGA` })),
    G1('NYC overnight low below 48°F on Apr 19 (Central Park)?', c, 'nyc-lo-lt48'),
  ] }, ['source', 'measure']);
}
{ // Chicago high: alpha and beta_us at Midway (NWS CLI); gamma reads O'Hare (nf).
  const c = z(THU, '14:00');
  addCase('weather', { name: 'chi-high-apr19', fungible: nf('alpha|gamma', 'beta_us|gamma'), events: [
    A(`KXHIGHCHI-${D}`, 'Highest temperature in Chicago on Apr 19, 2034?', 'Climate and Weather', c, [['B58.5', '58° to 59°', 'chi-hi-58'], ['B60.5', '60° to 61°', 'chi-hi-60'], ['T61', '62° or above', 'chi-hi-ge62']], { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=LOT&product=CLI&issuedby=MDW'] }),
    U('chicago-high-temp-2034-04-19', 'Chicago (Midway) high temperature — April 19', 'Weather', c, [['chicago-high-58-59f-2034-04-19', '58-59°F', 'chi-hi-58'], ['chicago-high-60-61f-2034-04-19', '60-61°F', 'chi-hi-60']]),
    G('Chicago daily high Wed 4/19 (O\'Hare, KORD)', c, gr(['58–59°F', 'chi-hi-58'], ['60–61°F', 'chi-hi-60'], ['62°F+', 'chi-hi-ge62'])),
  ] }, ['source']);
}
{ // Austin high at Bergstrom (alpha, beta: same station); gamma asks Austin's low (measure).
  const c = z(THU, '14:00');
  addCase('weather', { name: 'aus-high-apr19', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXHIGHAUS-${D}`, 'Highest temperature in Austin on Apr 19, 2034?', 'Climate and Weather', c, [['B84.5', '84° to 85°', 'aus-hi-84'], ['B86.5', '86° to 87°', 'aus-hi-86']], { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=EWX&product=CLI&issuedby=AUS'] }),
    B('Highest temperature in Austin on April 19?', 'Weather', c, w([['highest-temperature-in-austin-on-april-19-2034-84-85f', '84-85°F', 'aus-hi-84'], ['highest-temperature-in-austin-on-april-19-2034-86-87f', '86-87°F', 'aus-hi-86']], { src: `${WU}us/tx/austin/KAUS` })),
    G1('Austin low above 65°F on Apr 19?', c, 'aus-lo-gt65'),
  ] }, ['measure']);
}
{ // Los Angeles high: alpha at LAX; beta at Downtown LA (USC, KCQT): another station of one city, nf.
  const c = z(THU, '16:00');
  addCase('weather', { name: 'lax-high-apr19', fungible: nf('alpha|beta'), events: [
    A(`KXHIGHLAX-${D}`, 'Highest temperature in Los Angeles on Apr 19, 2034?', 'Climate and Weather', c, [['B70.5', '70° to 71°', 'la-hi-70'], ['T71', '72° or above', 'la-hi-ge72']], { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=LOX&product=CLI&issuedby=LAX'] }),
    B('Highest temperature in Los Angeles on April 19?', 'Weather', c, w([['highest-temperature-in-los-angeles-on-april-19-2034-70-71f', '70-71°F', 'la-hi-70'], ['highest-temperature-in-los-angeles-on-april-19-2034-72forhigher', '72°F or higher', 'la-hi-ge72']], { src: `${WU}us/ca/los-angeles/KCQT` })),
  ] }, ['source']);
}
{ // Miami high at Miami International (beta, gamma).
  const c = z(THU, '14:00');
  addCase('weather', { name: 'mia-high-apr19', events: [
    B('Highest temperature in Miami on April 19?', 'Weather', c, w([['highest-temperature-in-miami-on-april-19-2034-84-85f', '84-85°F', 'mia-hi-84'], ['highest-temperature-in-miami-on-april-19-2034-86forhigher', '86°F or higher', 'mia-hi-ge86']], { src: `${WU}us/fl/miami/KMIA` })),
    G('Miami high (MIA airport) on 19 April', c, gr(['84–85°F', 'mia-hi-84'], ['86°F or more', 'mia-hi-ge86'])),
  ] });
}
{ // Denver low at DIA — alpha only.
  addCase('weather', { name: 'den-low-apr19', events: [
    A(`KXLOWTDEN-${D}`, 'Lowest temperature in Denver on Apr 19, 2034?', 'Climate and Weather', z(THU, '14:00'), [['T35', '34° or below', 'den-lo-le34'], ['B35.5', '35° to 36°', 'den-lo-35']]),
  ] });
}
{ // Rain in New York City, 19 April (alpha, gamma: measurable precipitation at Central Park).
  addCase('weather', { name: 'nyc-rain-apr19', events: [
    A1(`KXRAINNYC-${D}`, 'Will it rain in NYC on Apr 19, 2034?', 'Climate and Weather', z(THU, '14:00'), 'T0', 'Above 0.00 inches', 'nyc-rain', { sources: [NWS_NYC] }),
    G1('Measurable rain in Central Park on Wednesday 4/19?', z(THU, '14:00'), 'nyc-rain'),
  ] });
}
{ // Philadelphia high — beta_us only.
  addCase('weather', { name: 'phl-high-apr19', events: [
    U1('philadelphia-high-70f-or-higher-2034-04-19', 'Philadelphia high 70°F or higher on April 19?', 'Weather', z(THU, '14:00'), 'phl-hi-ge70'),
  ] });
}

// ───────────────────────────── LONG-DATED ─────────────────────────────

{ // Bitcoin $250k in 2034: alpha (CF Benchmarks), beta "in 2034" (Binance: nf), beta_us "before 2035" (Binance: nf with alpha);
  // gamma's deadline is June 30 (deadline).
  const c = z('2035-01-01', '04:59');
  addCase('long', { name: 'btc-250k-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], fungible: nf('alpha|beta', 'alpha|beta_us'), events: [
    A('KXBTCMAXY-34DEC31', 'How high will Bitcoin get in 2034?', 'Crypto', c, [['249999.99', 'Above $250,000', 'btc34-250k'], ['199999.99', 'Above $200,000', 'btc34-200k']], { sources: [CFB] }),
    B('What price will Bitcoin hit in 2034?', 'Crypto', c, w([['will-bitcoin-reach-250k-in-2034', '↑ 250,000', 'btc34-250k'], ['will-bitcoin-reach-200k-in-2034', '↑ 200,000', 'btc34-200k']], { src: 'https://www.binance.com/en/trade/BTC_USDT' })),
    U1('bitcoin-250k-before-2035', 'Bitcoin above $250,000 before 2035?', 'Crypto', c, 'btc34-250k', { src: 'https://www.binance.com/en/trade/BTC_USDT' }),
    G1('BTC ≥ $250,000 by June 30, 2034?', z('2034-07-01', '03:59'), 'btc-250k-by-jun30'),
  ] }, ['source', 'deadline']);
}
{ // US recession: alpha counts an NBER-dated recession starting in 2034; beta and gamma two straight negative quarters of real
  // GDP (advance estimates) in 2034 — a different counting rule, so a different event.
  addCase('long', { name: 'us-recession-2034', groups: [['alpha'], ['beta', 'gamma']], events: [
    A1('KXRECSSNBER-34', 'Recession in 2034?', 'Economics', z('2035-12-31', '23:00'), 'REC', 'NBER declares a recession starting in 2034', 'nber-rec34'),
    B('US recession in 2034?', 'Economics', z('2035-01-30', '14:00'), [['us-recession-in-2034', '', 'gdp2q-rec34', { rules: 'Resolves Yes if the BEA advance estimates show two consecutive quarters of negative real GDP growth in 2034.' }]]),
    G1('Two consecutive negative GDP quarters in the US during 2034?', z('2035-01-30', '14:00'), 'gdp2q-rec34'),
  ] }, ['statistic']);
}
{ // S&P 500 year-end close above 9,000 (alpha, gamma) vs beta "closes above 9,000 at any point in 2034" (observation).
  addCase('long', { name: 'spx-9000-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A(`KXINXY-34DEC29H1600`, 'S&P 500 at the end of 2034?', 'Financials', z('2034-12-29', '21:00'), [['T8999.99', '9,000 or above', 'spx34ye-ge9000'], ['T9499.99', '9,500 or above', 'spx34ye-ge9500']], { sources: [SPX] }),
    G1('S&P 500 finishes 2034 above 9,000?', z('2034-12-29', '21:00'), 'spx34ye-ge9000'),
    B('Will the S&P 500 close above 9,000 in 2034?', 'Finance', z('2034-12-29', '21:00'), [['sp-500-close-above-9000-in-2034', '', 'spx34any-ge9000']]),
  ] }, ['observation']);
}
{ // Gold $5,000 by June 30 (alpha, gamma) vs beta_us in 2034 (deadline).
  addCase('long', { name: 'gold-5000', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A1('KXGOLDMAX-34JUN30', 'Gold above $5,000 before July 2034?', 'Commodities', z('2034-06-30', '18:30'), 'T5000', 'Above $5,000', 'gold-5k-jun30', { sources: [COMEX] }),
    G1('Gold futures hit $5,000 by Jun 30, 2034?', z('2034-06-30', '18:30'), 'gold-5k-jun30'),
    U1('gold-5000-in-2034', 'Gold (GC) above $5,000 in 2034?', 'Commodities', z('2034-12-31', '23:00'), 'gold-5k-2034'),
  ] }, ['deadline']);
}
{ // Tesla robotaxi in 10 US cities by end of 2034 — gamma only.
  addCase('long', { name: 'tsla-robotaxi-cities', events: [
    G1('Tesla robotaxi service live in 10+ US cities before 2035?', z('2034-12-31', '23:00'), 'tsla-rt10-2034'),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout57-set.json', import.meta.url));
