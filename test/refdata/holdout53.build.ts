// Fifty-third independent refdata holdout: writes test/refdata/holdout53-set.json (one ordinary weekday, Thursday 15
// September 2033, as the venues listed it on the evening of Wednesday 14 September: the 8:30 AM prints (initial jobless
// claims, August retail sales and PPI, the Philly Fed survey), the EIA gas-storage report and Freddie Mac's mortgage
// rate, crypto ladders at 5 PM ET and at noon ET on Thursday and Friday (CF Benchmarks vs Binance), index closes, Treasury
// yields, crude and gold settles, FX at 10 AM ET, the day's MLB games and props, Thursday Night Football (Bears at
// Commanders), WNBA first-round playoff games, the Thursday Champions League matchday and a Europa League game a week
// later, WTA/ATP Asian-swing matches, city highs and lows at named stations, that week's earnings (Adobe, Lennar),
// mentions markets (the press briefing, a Fed speaker, the earnings call, the TNF broadcast) and a few long-dated
// questions).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout53.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout47.build.ts (its header: the general labelling rules below
// are adopted from it verbatim), a stretch of its NFL cases (lines 80–200 and 300–340: the shape of a case and the
// helper calls) and its last 10 lines (how the JSON is written out). Nothing under services/refdata/** or
// packages/domain/** was opened, nor any other set, build file or test in test/refdata/, nor git history or other
// branches. The matcher, `eval`, `diagnose` and the tests were never run on this set: it is NOT tuned and has not been
// seen.
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
// Set-specific readings (applying the rules above to this Thursday):
// - Economic prints: initial claims, continuing claims and the 4-week average are different measures; headline retail
//   sales and the control group (or ex-autos) are different measures; PPI final demand MoM, core PPI MoM and PPI YoY are
//   different measures. A print published in thousands (claims) or to one decimal (retail sales, PPI, Philly Fed) makes
//   "Above 0.4%" the same outcome as "0.5% or more", and "Above -5.0" the complement of "-5.0 or lower". The same
//   statistic one week later (claims for the week ending 17 Sep) is a different event. Freddie Mac's 30-year and
//   15-year fixed rates are different measures; EIA working-gas storage and EIA crude inventories are different measures.
// - Crypto: alpha's ladders fix at the CF Benchmarks real-time index; beta's dailies fix at the Binance 1-minute candle
//   at noon ET. Noon and 5 PM are different instants (different events); Thursday and Friday are different dates; the
//   same instant off CF Benchmarks vs Binance is one event, nf. "Reached at any time this week/year" is a different
//   observation from "value at an instant". "By Dec 31, 2033" = "in 2033" = "before 2034"; "by June 30, 2034" is not.
// - Markets: an index's official close vs whether it trades through a level during the session are different
//   observations; the Nasdaq-100 and the Nasdaq Composite, WTI and Brent, gold and silver, the 10-year and the 30-year
//   are different assets. WTI/gold "on Sep 15" are the day's settlements (NYMEX/COMEX front contract); gold priced off
//   the LBMA PM price instead is one event, nf. The 10-year yield from the Treasury's par curve vs a CNBC closing quote is
//   one event, nf. EUR/USD at 10 AM ET and the ECB reference rate (14:15 CET) are different instants.
// - An "Up or Down" market compares the day's close with the previous close; "closes lower" on the same day is its
//   complement (inverted), an unchanged close aside (a condition-scope difference only).
// - MLB: the full-game moneyline, the run line (margin), the game total, a team total and the first-five-innings
//   moneyline are different measures or periods. Rungs of one run-line or total ladder are outcomes of one event;
//   "Red Sox +1.5" is the complement of "Yankees −1.5". Games one and two of a doubleheader are different games;
//   Thursday's and Friday's games of one series are different dates. A home-run board is one event per game (each
//   player's 1+ and 2+ are outcomes); hits and home runs are different measures; a pitcher's strikeouts in this start
//   vs his next start are different dates. Division title, playoff berth, pennant and World Series are different.
// - NFL (TNF Bears at Commanders): as for MLB, moneyline, spread ladder, game total, team total and any first-half
//   market are different; a player prop board is one event per statistic per game (passing yards and rushing yards are
//   different measures); anytime TD scorers are one event (a player's 2+ TDs is another outcome), the first TD scorer is
//   a different observation. Division title and playoff berth are different events.
// - WNBA playoffs: a game's winner is one event per game number (Game 2 vs Game 3 are different games); the series
//   winner and the championship are different events; a points board and an assists board are different measures.
// - Soccer (90 minutes plus stoppage time): three outcomes; "Arsenal win" is the complement only of "Bayern or draw";
//   a match's total goals and its first-half total are different periods, both teams to score is a different measure,
//   the anytime and the first goalscorer are different observations. Local-language team names are the same teams.
// - Tennis: a match winner is one event (two outcomes, complements); the first set winner is a different period; the
//   tournament winner is a different observation; the same players at another tournament are a different place.
// - Weather: a station's daily high and daily low are different measures; NWS climate report at one station vs
//   Weather Underground at another station of the same city is one event, nf; a neighbouring city is a different place.
// - Earnings: "beats EPS consensus" and "revenue above $X" are different measures; an earnings-call mention of a word
//   (1+ times) and the same word 10+ times are different outcomes of one mention event; a different speaker or a
//   different day's briefing is a different event.
// Ids: beta event ids 610001+, gamma ids 55001+, alpha tickers dated 2033 (-34 for the seasons and the year 2034); all
// closes after 2026-11-23. Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing
// whose YES side is the complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, ad, holdoutKit, gr } from './evalset.emit.ts';
import type { HoldoutRow } from './evalset.emit.ts';

type Cat = 'econ' | 'crypto' | 'markets' | 'rates' | 'fx' | 'mlb' | 'nfl' | 'wnba' | 'soccer' | 'tennis' | 'weather' | 'earnings' | 'mentions' | 'fed' | 'long';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'period' | 'place' | 'asset' | 'observation' | 'round' | 'instant' | 'game' | 'speaker';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(610000, 55000);

const THU = '2033-09-15';
const FRI = '2033-09-16';
const D = ad(THU); // 33SEP15
const DF = ad(FRI); // 33SEP16
const ET830 = z(THU, '12:30');
const ET17 = z(THU, '21:00');
const ETNOON = z(THU, '16:00');
const FNOON = z(FRI, '16:00');
const F17 = z(FRI, '21:00');
const CLOSE = z(THU, '20:00'); // 4:00 PM ET

const DOL = 'US Department of Labor https://www.dol.gov/ui/data.pdf';
const CENSUS = 'US Census Bureau https://www.census.gov/retail/marts/www/marts_current.pdf';
const BLSPPI = 'Bureau of Labor Statistics https://www.bls.gov/news.release/ppi.nr0.htm';
const PHILLY = 'Federal Reserve Bank of Philadelphia https://www.philadelphiafed.org/surveys-and-data/regional-economic-analysis/manufacturing-business-outlook-survey';
const EIA_GAS = 'U.S. Energy Information Administration https://ir.eia.gov/ngs/ngs.html';
const FREDDIE = 'Freddie Mac https://www.freddiemac.com/pmms';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const CFE = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI';
const CFS = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/SOLUSD_RTI';
const CFX = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/XRPUSD_RTI';
const BIN_BTC = 'https://www.binance.com/en/trade/BTC_USDT';
const BIN_ETH = 'https://www.binance.com/en/trade/ETH_USDT';
const BIN_SOL = 'https://www.binance.com/en/trade/SOL_USDT';
const SPX = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const NDX = 'Nasdaq https://indexes.nasdaqomx.com/Index/Overview/NDX';
const DJI = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/dow-jones-industrial-average/';
const TREAS = 'U.S. Department of the Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates/TextView?type=daily_treasury_yield_curve';
const CNBC10 = 'https://www.cnbc.com/quotes/US10Y';
const NYMEX = 'CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html';
const COMEX = 'CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html';
const LBMA = 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices';
const FXSRC = 'WM/Reuters https://www.lseg.com/en/data-analytics/financial-data/pricing-and-market-data/fx-market-data/wm-reuters-fx-benchmarks';
const FOMC = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm';
const MLBS = 'MLB https://www.mlb.com/scores';
const MLBSTATS = 'MLB Gameday https://www.mlb.com/gameday';
const NFLS = 'NFL https://www.nfl.com/scores/2033/reg2';
const NFLSTATS = 'NFL Game Statistics & Information System https://www.nfl.com/stats/';
const WNBAS = 'WNBA https://www.wnba.com/schedule';
const UEFA = 'UEFA https://www.uefa.com/uefachampionsleague/fixtures-results/';
const WTA = 'WTA https://www.wtatennis.com/scores';
const ATP = 'ATP Tour https://www.atptour.com/en/scores/current';
const NWS_NYC = 'National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC';
const NWS_MDW = 'National Weather Service https://forecast.weather.gov/product.php?site=LOT&product=CLI&issuedby=MDW';
const NWS_MIA = 'National Weather Service https://forecast.weather.gov/product.php?site=MFL&product=CLI&issuedby=MIA';
const NWS_DEN = 'National Weather Service https://forecast.weather.gov/product.php?site=BOU&product=CLI&issuedby=DEN';
const NWS_ATT = 'National Weather Service https://forecast.weather.gov/product.php?site=EWX&product=CLI&issuedby=ATT';
const NWS_LAX = 'National Weather Service https://forecast.weather.gov/product.php?site=LOX&product=CLI&issuedby=LAX';
const NWS_SEA = 'National Weather Service https://forecast.weather.gov/product.php?site=SEW&product=CLI&issuedby=SEA';
const WU = (icao: string): string => `https://www.wunderground.com/history/daily/${icao}`;
const ADBE_IR = 'Adobe Investor Relations https://www.adobe.com/investor-relations.html';
const LEN_IR = 'Lennar Investor Relations https://investors.lennar.com/';
const NBER = 'NBER https://www.nber.org/research/business-cycle-dating';
const NHC = 'National Hurricane Center https://www.nhc.noaa.gov/';

/** An alpha "above" ladder over `xs` (suffix T(x−0.01), label `fmt(x) or above`), each rung's t `${tp}${x}`. */
const aLad = (xs: number[], tp: string, fmt: (x: number) => string): HoldoutRow[] =>
  xs.map((x) => [`T${(x - 0.01).toFixed(2)}`, `${fmt(x)} or above`, `${tp}${x}`]);
const usd = (x: number): string => `$${x.toLocaleString('en-US')}`;
const num = (x: number): string => x.toLocaleString('en-US');

// ───────────────────────────── ECONOMIC PRINTS (8:30 AM ET and after) ─────────────────────────────

{ // Initial claims, week ending Sep 10 (alpha, beta, beta_us); gamma asks about continuing claims (measure).
  addCase('econ', { name: 'claims-sep10', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXJOBLESS-${D}`, 'Initial jobless claims (week ending Sep 10)', 'Economics', ET830, [['T225000', 'Above 225,000', 'ic225'], ['T235000', 'Above 235,000', 'ic235'], ['T245000', 'Above 245,000', 'ic245']], { sources: [DOL] }),
    B('Initial jobless claims above ___ this week? (Sep 15)', 'Economics', ET830, [
      ['jobless-claims-above-225k-sep-15-2033', '225K', 'ic225', { q: 'Will initial jobless claims for the week ending September 10 be above 225,000?', src: 'https://www.dol.gov/ui/data.pdf' }],
      ['jobless-claims-above-235k-sep-15-2033', '235K', 'ic235', { q: 'Will initial jobless claims for the week ending September 10 be above 235,000?', src: 'https://www.dol.gov/ui/data.pdf' }],
      ['jobless-claims-above-240k-sep-15-2033', '240K', 'ic240', { q: 'Will initial jobless claims for the week ending September 10 be above 240,000?', src: 'https://www.dol.gov/ui/data.pdf' }]]),
    U1('initial-claims-above-235k-wk-sep-10-2033', 'Jobless claims > 235K (week ending Sep 10)?', 'Economics', ET830, 'ic235'),
    G1('US continuing jobless claims above 1.95M in the Sep 15 report?', ET830, 'cc1950', { rules: 'Resolves YES if insured unemployment (continuing claims) for the week ending September 3, 2033, as first published by the DOL on September 15, exceeds 1,950,000.' }),
  ] }, ['measure']);
}
{ // Claims a week later (week ending Sep 17, released Sep 22): alpha and gamma.
  addCase('econ', { name: 'claims-sep17', events: [
    A(`KXJOBLESS-${ad('2033-09-22')}`, 'Initial jobless claims (week ending Sep 17)', 'Economics', z('2033-09-22', '12:30'), [['T230000', 'Above 230,000', 'ic230'], ['T240000', 'Above 240,000', 'ic240']], { sources: [DOL] }),
    G('Initial claims, week ending Sept 17, 2033', z('2033-09-22', '12:30'), gr(['230K or less', 'ic-le230'], ['230.001K – 240K', 'ic230-240'], ['Above 240K', 'ic240'])),
  ] });
}
{ // August retail sales MoM, headline: alpha "Above 0.2%" = beta "0.3% or more"; beta_us "0.4% or higher" = Above 0.3%,
  // not alpha's Above 0.4% (threshold); gamma the control group (measure).
  addCase('econ', { name: 'retail-aug', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXRETAIL-33AUG', 'Retail sales MoM in Aug 2033', 'Economics', ET830, [['T0.2', 'Above 0.2%', 'rs0.3p'], ['T0.4', 'Above 0.4%', 'rs0.5p'], ['T0.6', 'Above 0.6%', 'rs0.7p']], { sources: [CENSUS] }),
    B('August retail sales MoM?', 'Economics', ET830, [['august-retail-sales-0pt3-or-more', '0.3% or more', 'rs0.3p'], ['august-retail-sales-0pt5-or-more', '0.5% or more', 'rs0.5p'], ['august-retail-sales-negative', 'Negative', 'rs-neg']]),
    U1('us-retail-sales-aug-2033-0pt4-or-higher', 'US retail sales (Aug) up 0.4% or higher m/m?', 'Economics', ET830, 'rs0.4p'),
    G1('August retail control group up at least 0.5% m/m?', ET830, 'rscg0.5p'),
  ] }, ['threshold', 'measure']);
}
{ // August PPI final demand MoM (alpha, beta); gamma core PPI (measure); beta_us PPI YoY (measure).
  addCase('econ', { name: 'ppi-aug', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A('KXPPI-33AUG', 'PPI MoM in Aug 2033', 'Economics', ET830, [['T0.1', 'Above 0.1%', 'ppi0.2p'], ['T0.3', 'Above 0.3%', 'ppi0.4p']], { sources: [BLSPPI] }),
    B('PPI (final demand) MoM in August?', 'Economics', ET830, [['ppi-august-0pt2-or-higher', '0.2%+', 'ppi0.2p'], ['ppi-august-0pt4-or-higher', '0.4%+', 'ppi0.4p'], ['ppi-august-0pt0-or-lower', '≤0.0%', 'ppi-le0']]),
    G('Core PPI (ex food & energy), August m/m', ET830, gr(['0.1% or less', 'core-le0.1'], ['0.2%', 'core0.2'], ['0.3% or more', 'core0.3p'])),
    U1('ppi-yoy-aug-2033-above-2pt5', 'Producer prices: August YoY above 2.5%?', 'Economics', ET830, 'ppiyoy2.6p'),
  ] }, ['measure']);
}
{ // Philly Fed September index: alpha Above 0.0 = beta "positive"; gamma "-5.0 or lower" is the complement of alpha's Above -5.0.
  addCase('econ', { name: 'philly-sep', events: [
    A('KXPHILFED-33SEP', 'Philadelphia Fed manufacturing index, Sep 2033', 'Economics', ET830, [['T-5', 'Above -5.0', 'pf-gt-5'], ['T0', 'Above 0.0', 'pf-gt0'], ['T10', 'Above 10.0', 'pf-gt10']], { sources: [PHILLY] }),
    B1('Philly Fed manufacturing index positive in September?', 'Economics', ET830, 'pf-gt0', { mx: { src: 'https://www.philadelphiafed.org/' } }),
    G1('Philly Fed Sept current activity index at -5.0 or lower?', ET830, 'pf-le-5'),
  ] }, ['inverted']);
}
{ // EIA working-gas storage change, week ending Sep 9 (alpha, beta); gamma next Wednesday's crude inventories (measure).
  addCase('econ', { name: 'eia-gas-storage', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNATGASSTOR-${D}`, 'Natural gas storage change (week ending Sep 9)', 'Economics', z(THU, '14:30'), [['T60', 'Injection above 60 Bcf', 'ng60'], ['T75', 'Injection above 75 Bcf', 'ng75']], { sources: [EIA_GAS] }),
    B('EIA natural gas storage injection above ___ Bcf? (Sep 15 report)', 'Economics', z(THU, '14:30'), [['eia-natgas-injection-above-60-bcf-sep-15', '60', 'ng60'], ['eia-natgas-injection-above-70-bcf-sep-15', '70', 'ng70']]),
    G1('EIA crude oil inventories draw in the Sep 21 weekly report?', z('2033-09-21', '14:30'), 'crude-draw'),
  ] }, ['measure']);
}
{ // Freddie Mac PMMS 30-year fixed on Sep 15 (alpha, beta); gamma the 15-year (measure).
  addCase('econ', { name: 'pmms-sep15', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXMORTGAGE-${D}`, '30-year mortgage rate (Freddie Mac, Sep 15)', 'Economics', z(THU, '16:00'), [['T5.75', 'Above 5.75%', 'm30-5.75'], ['T6.00', 'Above 6.00%', 'm30-6.00']], { sources: [FREDDIE] }),
    B1('30-yr mortgage rate above 6.00% this week? (Freddie Mac Sep 15)', 'Economics', z(THU, '16:00'), 'm30-6.00'),
    G1('Freddie Mac 15-year fixed above 5.25% on Sep 15?', z(THU, '16:00'), 'm15-5.25'),
  ] }, ['measure']);
}

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // BTC at 5 PM ET Thursday: alpha (CF Benchmarks) and gamma (Binance, same instant: nf); beta's daily fixes at noon ET (instant).
  addCase('crypto', { name: 'btc-5pm-sep15', groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma'), events: [
    A(`KXBTCD-${D}17`, 'Bitcoin price on Sep 15, 2033 at 5pm EDT?', 'Crypto', ET17, aLad([138000, 142000, 146000], 'c', usd), { sources: [CFB] }),
    G('BTC/USDT at 17:00 ET on Sep 15 — above which level? (Binance)', ET17, gr(['Above $138,000', 'c138000'], ['Above $142,000', 'c142000'], ['Above $146,000', 'c146000'])),
    B('Bitcoin above ___ on September 15?', 'Crypto', ETNOON, w([
      ['bitcoin-above-140k-on-september-15-2033', '140,000', 'n140000', { q: 'Will the price of Bitcoin be above $140,000 on September 15?' }],
      ['bitcoin-above-142k-on-september-15-2033', '142,000', 'n142000', { q: 'Will the price of Bitcoin be above $142,000 on September 15?' }],
      ['bitcoin-above-144k-on-september-15-2033', '144,000', 'n144000', { q: 'Will the price of Bitcoin be above $144,000 on September 15?' }]], { src: BIN_BTC })),
  ] }, ['instant', 'source']);
}
{ // BTC at noon ET Friday: beta, beta_us and gamma off Binance; alpha's noon ladder off CF Benchmarks (nf on alpha's pairs).
  addCase('crypto', { name: 'btc-noon-sep16', fungible: nf('alpha|beta', 'alpha|beta_us', 'alpha|gamma'), events: [
    A(`KXBTCD-${DF}12`, 'Bitcoin price on Sep 16, 2033 at 12pm EDT?', 'Crypto', FNOON, aLad([140000, 144000], 'f', usd), { sources: [CFB] }),
    B('Bitcoin above ___ on September 16?', 'Crypto', FNOON, w([
      ['bitcoin-above-138k-on-september-16-2033', '138,000', 'f138000'],
      ['bitcoin-above-140k-on-september-16-2033', '140,000', 'f140000'],
      ['bitcoin-above-144k-on-september-16-2033', '144,000', 'f144000']], { src: BIN_BTC })),
    U1('btc-above-140k-sep-16-2033-12pm-et', 'Bitcoin above $140K on Sep 16 (12:00 PM ET)?', 'Crypto', FNOON, 'f140000', { src: BIN_BTC }),
    G1('Will BTC be ≥ $144K at noon ET Friday Sept 16? (Binance 1m close)', FNOON, 'f144000'),
  ] }, ['source']);
}
{ // ETH 5 PM ET Thursday (alpha, beta_us: both CF Benchmarks); gamma ETH noon Thursday (instant); beta ETH noon Friday (date).
  addCase('crypto', { name: 'eth-5pm-sep15', groups: [['alpha', 'beta_us'], ['gamma'], ['beta']], events: [
    A(`KXETHD-${D}17`, 'Ethereum price on Sep 15, 2033 at 5pm EDT?', 'Crypto', ET17, aLad([6600, 6800, 7000], 'e', usd), { sources: [CFE] }),
    U('eth-above-5pm-sep-15-2033', 'Ethereum above ___ at 5 PM ET on September 15?', 'Crypto', ET17, [['eth-above-6800-5pm-et-sep-15-2033', '$6,800', 'e6800', { src: CFE.split(' ').at(-1)! }], ['eth-above-7000-5pm-et-sep-15-2033', '$7,000', 'e7000', { src: CFE.split(' ').at(-1)! }]]),
    G1('ETH above $6,800 at 12:00 ET on Thursday Sep 15?', ETNOON, 'en6800'),
    B('Ethereum above ___ on September 16?', 'Crypto', FNOON, w([['ethereum-above-6800-on-september-16-2033', '6,800', 'ef6800'], ['ethereum-above-7000-on-september-16-2033', '7,000', 'ef7000']], { src: BIN_ETH })),
  ] }, ['instant', 'date']);
}
{ // SOL 5 PM ET Friday: alpha (CF) and gamma (Binance 17:00 candle) nf; beta's noon Friday daily is another instant.
  addCase('crypto', { name: 'sol-5pm-sep16', groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma'), events: [
    A(`KXSOLD-${DF}17`, 'Solana price on Sep 16, 2033 at 5pm EDT?', 'Crypto', F17, aLad([400, 420], 's', usd), { sources: [CFS] }),
    G1('Solana (SOL) over $420 at 5 PM ET Fri 16 Sep? Binance SOL/USDT', F17, 's420'),
    B('Solana above ___ on September 16?', 'Crypto', FNOON, w([['solana-above-400-on-september-16-2033', '400', 'sn400'], ['solana-above-420-on-september-16-2033', '420', 'sn420']], { src: BIN_SOL })),
  ] }, ['instant', 'source']);
}
{ // BTC weekly high (touch any time Sep 12–18): alpha (CF) and beta (Binance) nf; gamma asks the Friday 5 PM value (observation).
  addCase('crypto', { name: 'btc-week-high', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXBTCMAXW-33SEP18', 'Bitcoin weekly high (Sep 12–18, 2033)', 'Crypto', z('2033-09-19', '03:59'), [['T150000', 'Above $150,000', 'wk150'], ['T155000', 'Above $155,000', 'wk155']], { sources: [CFB] }),
    B('What price will Bitcoin hit September 12-18?', 'Crypto', z('2033-09-19', '03:59'), w([
      ['will-bitcoin-reach-150k-september-12-18-2033', '↑ 150,000', 'wk150', { q: 'Will Bitcoin reach $150,000 September 12-18?' }],
      ['will-bitcoin-dip-to-130k-september-12-18-2033', '↓ 130,000', 'wkdip130', { q: 'Will Bitcoin dip to $130,000 September 12-18?' }]], { src: BIN_BTC })),
    G1('BTC above $150K at 5pm ET Friday (Sep 16)?', F17, 'f17-150'),
  ] }, ['observation', 'source']);
}
{ // XRP 5 PM ET Thursday — alpha only.
  addCase('crypto', { name: 'xrp-5pm-sep15', events: [
    A(`KXXRPD-${D}17`, 'XRP price on Sep 15, 2033 at 5pm EDT?', 'Crypto', ET17, aLad([4.5, 5], 'x', (x) => `$${x.toFixed(2)}`), { sources: [CFX] }),
  ] });
}
{ // Bitcoin $250K in 2033: alpha (CF, any time), beta and gamma (Binance) nf with alpha; beta_us "by June 30, 2034" (deadline).
  addCase('long', { name: 'btc-250k-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A1('KXBTCMAXY-33', 'How high will Bitcoin get in 2033?', 'Crypto', z('2034-01-01', '04:59'), 'T250000', 'Above $250,000', 'btc250-2033', { sources: [CFB] }),
    B1('Will Bitcoin reach $250,000 by December 31, 2033?', 'Crypto', z('2034-01-01', '04:59'), 'btc250-2033', { mx: { src: BIN_BTC } }),
    G1('BTC hits $250K before 2034?', z('2034-01-01', '04:59'), 'btc250-2033'),
    U1('bitcoin-250k-by-june-30-2034', 'Bitcoin to $250K by June 30, 2034?', 'Crypto', z('2034-07-01', '03:59'), 'btc250-jun34'),
  ] }, ['deadline', 'source']);
}

// ───────────────────────────── INDICES, RATES, COMMODITIES, FX ─────────────────────────────

{ // S&P 500 close Thursday (alpha, beta, beta_us); gamma asks whether it trades through 8,500 during the session (observation).
  addCase('markets', { name: 'spx-close-sep15', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXINXU-${D}H1600`, 'S&P 500 on Sep 15, 2033 at 4pm EDT?', 'Financials', CLOSE, aLad([8400, 8450, 8500], 'spx', num), { sources: [SPX] }),
    B('S&P 500 (SPX) above ___ on September 15?', 'Finance', CLOSE, [['spx-above-8400-on-september-15-2033', '8,400', 'spx8400'], ['spx-above-8450-on-september-15-2033', '8,450', 'spx8450'], ['spx-above-8550-on-september-15-2033', '8,550', 'spx8550']]),
    U1('spx-close-above-8450-2033-09-15', 'S&P 500 closes above 8,450 on Thursday Sep 15?', 'Finance', CLOSE, 'spx8450'),
    G1('S&P 500 touches 8,500 intraday on Sep 15?', CLOSE, 'spx-touch8500'),
  ] }, ['observation']);
}
{ // Nasdaq-100 close (alpha, beta); gamma asks about the Nasdaq Composite (asset).
  addCase('markets', { name: 'ndx-close-sep15', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNASDAQ100U-${D}H1600`, 'Nasdaq-100 on Sep 15, 2033 at 4pm EDT?', 'Financials', CLOSE, aLad([31000, 31500], 'ndx', num), { sources: [NDX] }),
    B('Nasdaq 100 (NDX) above ___ on September 15?', 'Finance', CLOSE, [['ndx-above-31000-on-september-15-2033', '31,000', 'ndx31000'], ['ndx-above-31500-on-september-15-2033', '31,500', 'ndx31500']]),
    G1('Nasdaq Composite closes above 27,000 on Sep 15?', CLOSE, 'comp27000'),
  ] }, ['asset']);
}
{ // Dow close (alpha, gamma); gamma's categorical buckets do not line up with alpha's rungs except the top one.
  addCase('markets', { name: 'dji-close-sep15', events: [
    A(`KXDJIU-${D}H1600`, 'Dow Jones on Sep 15, 2033 at 4pm EDT?', 'Financials', CLOSE, aLad([58000, 59000], 'dji', num), { sources: [DJI] }),
    G('Dow Jones Industrial Average close, Thu 15 Sep 2033', CLOSE, gr(['Below 57,500', 'dji-lt57500'], ['57,500 – 59,000', 'dji57500-59000'], ['59,000 or higher', 'dji59000'])),
  ] }, ['threshold']);
}
{ // Russell 2000 up or down on Thursday (beta, beta_us); gamma asks "closes lower" (inverted).
  addCase('markets', { name: 'rut-updown-sep15', events: [
    B('Russell 2000 Up or Down on September 15?', 'Finance', CLOSE, [['russell-2000-up-or-down-on-september-15-2033', '', 'rut-up', { outcomes: yn('Up', 'Down') }]]),
    U1('rut-up-or-down-2033-09-15', 'Small caps: Russell 2000 Up or Down, Sep 15', 'Finance', CLOSE, 'rut-up', { outcomes: yn('Up', 'Down') }),
    G1('Will the Russell 2000 close lower on Thursday 9/15 than on Wednesday?', CLOSE, 'rut-down'),
  ] }, ['inverted']);
}
{ // 10-year yield on Sep 15: alpha (Treasury par curve) vs beta (CNBC close) nf; gamma the 30-year (asset).
  addCase('rates', { name: 'ust10-sep15', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A(`KXTNOTED-${D}`, '10-year Treasury yield on Sep 15, 2033', 'Financials', z(THU, '22:00'), [['T4.10', 'Above 4.10%', 'y10-4.10'], ['T4.20', 'Above 4.20%', 'y10-4.20']], { sources: [TREAS] }),
    B('10-year Treasury yield above ___ on Sep 15?', 'Finance', z(THU, '22:00'), w([['us10y-above-4pt10-sep-15-2033', '4.10%', 'y10-4.10'], ['us10y-above-4pt20-sep-15-2033', '4.20%', 'y10-4.20']], { src: CNBC10 })),
    G1('30Y Treasury yield above 4.60% at Thursday close (Sep 15)?', z(THU, '22:00'), 'y30-4.60'),
  ] }, ['asset', 'source']);
}
{ // 2-year yield on Sep 15 — alpha and gamma (both Treasury par curve).
  addCase('rates', { name: 'ust2-sep15', events: [
    A(`KXTWOYR-${D}`, '2-year Treasury yield on Sep 15, 2033', 'Financials', z(THU, '22:00'), [['T3.50', 'Above 3.50%', 'y2-3.50'], ['T3.60', 'Above 3.60%', 'y2-3.60']], { sources: [TREAS] }),
    G1('US 2-year yield > 3.60% on 15 Sep 2033 (Treasury daily par curve)?', z(THU, '22:00'), 'y2-3.60'),
  ] });
}
{ // WTI settle Sep 15 (alpha, beta, beta_us: NYMEX front month); gamma Brent (asset).
  addCase('markets', { name: 'wti-settle-sep15', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXWTI-${D}`, 'WTI crude oil settle on Sep 15, 2033', 'Financials', z(THU, '19:00'), aLad([70, 72, 74], 'wti', (x) => `$${x}`), { sources: [NYMEX] }),
    B('Crude Oil (CL) above ___ on September 15?', 'Finance', z(THU, '19:00'), [['cl-above-72-on-september-15-2033', '$72', 'wti72'], ['cl-above-74-on-september-15-2033', '$74', 'wti74']]),
    U1('wti-settle-above-72-sep-15-2033', 'WTI crude settles above $72 on Sep 15?', 'Finance', z(THU, '19:00'), 'wti72'),
    G1('Brent crude settles above $76 on Sep 15?', z(THU, '19:00'), 'brent76'),
  ] }, ['asset']);
}
{ // Gold Sep 15: alpha COMEX settle vs beta LBMA PM price (one event, nf); gamma silver (asset).
  addCase('markets', { name: 'gold-sep15', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A(`KXGOLDD-${D}`, 'Gold price on Sep 15, 2033', 'Financials', z(THU, '18:30'), aLad([4200, 4300], 'au', usd), { sources: [COMEX] }),
    B('Gold (XAU) above ___ on September 15?', 'Finance', z(THU, '18:30'), w([['gold-above-4200-on-september-15-2033', '$4,200', 'au4200'], ['gold-above-4300-on-september-15-2033', '$4,300', 'au4300']], { src: LBMA })),
    G1('Silver settles above $52/oz on Thursday Sep 15?', z(THU, '18:30'), 'ag52'),
  ] }, ['asset', 'source']);
}
{ // EUR/USD at 10 AM ET (alpha, beta_us); gamma the ECB reference rate (14:15 CET, an earlier instant).
  addCase('fx', { name: 'eurusd-sep15', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A(`KXEURUSD-${D}10`, 'EUR/USD on Sep 15, 2033 at 10am EDT?', 'Financials', z(THU, '14:00'), [['T1.1800', 'Above 1.1800', 'eu1.18'], ['T1.1900', 'Above 1.1900', 'eu1.19']], { sources: [FXSRC] }),
    U1('eurusd-above-1pt18-10am-et-sep-15-2033', 'Euro above $1.18 at 10 AM ET Thursday?', 'Finance', z(THU, '14:00'), 'eu1.18'),
    G1('ECB euro reference rate vs USD above 1.1800 on 15 Sept?', z(THU, '12:15'), 'ecb1.18'),
  ] }, ['instant']);
}
{ // USD/JPY at 10 AM ET Thursday (alpha, beta); gamma Friday (date).
  addCase('fx', { name: 'usdjpy-sep15', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXUSDJPY-${D}10`, 'USD/JPY on Sep 15, 2033 at 10am EDT?', 'Financials', z(THU, '14:00'), [['T145.00', 'Above 145.00', 'uj145'], ['T147.50', 'Above 147.50', 'uj147.5']], { sources: [FXSRC] }),
    B1('USD/JPY above 147.50 at 10am ET on September 15?', 'Finance', z(THU, '14:00'), 'uj147.5'),
    G1('Dollar-yen over 147.50 at 10:00 ET Friday 16 Sep?', z(FRI, '14:00'), 'ujf147.5'),
  ] }, ['date']);
}

// ───────────────────────────── FED ─────────────────────────────

{ // September FOMC (27–28 Sep): alpha, beta, beta_us; gamma lists the November meeting (date).
  const d = z('2033-09-28', '18:00');
  addCase('fed', { name: 'fomc-sep-2033', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXFEDDECISION-33SEP', 'Fed decision in Sep 2033?', 'Economics', d, [['C26', 'Cut >25bps', 'cut50'], ['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps or more', 'hike']], { sources: [FOMC] }),
    B('Fed decision in September?', 'Economics', d, [['fed-50-bps-decrease-september-2033', '50+ bps decrease', 'cut50'], ['fed-25-bps-decrease-september-2033', '25 bps decrease', 'cut25'],
      ['no-change-in-fed-interest-rates-september-2033', 'No change', 'hold'], ['fed-25-bps-increase-september-2033', '25+ bps increase', 'hike']]),
    U('fed-decision-sep-2033', 'FOMC September 2033 decision', 'Economics', d, [['fed-cut-25-sep-2033', '25 bp cut', 'cut25'], ['fed-hold-sep-2033', 'Hold', 'hold']]),
    G('Fed rate decision — FOMC Nov 1–2, 2033', z('2033-11-02', '18:00'), gr(['Cut', 'nov-cut'], ['Hold', 'nov-hold'], ['Hike', 'nov-hike'])),
  ] }, ['date']);
}
{ // Dissents at the September FOMC: alpha's buckets; beta "any dissent" is the complement of alpha's "0" (inverted).
  addCase('fed', { name: 'fomc-sep-dissents', events: [
    A('KXFEDDISSENT-33SEP', 'Number of dissents at the Sep 2033 FOMC', 'Economics', z('2033-09-28', '18:00'), [['0', '0', 'dis0'], ['1', '1', 'dis1'], ['2', '2 or more', 'dis2p']], { sources: [FOMC] }),
    B1('Will any FOMC member dissent in September?', 'Economics', z('2033-09-28', '18:00'), 'dis-any'),
  ] }, ['inverted']);
}
{ // Cuts in 2033: alpha counts 25 bp steps, beta counts meetings with a cut (one event, nf); gamma the year-end upper bound (measure).
  addCase('fed', { name: 'fed-cuts-2033', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXRATECUTCOUNT-33', 'Number of Fed rate cuts in 2033', 'Economics', z('2033-12-14', '19:00'), [['1', '1', 'n1'], ['2', '2', 'n2'], ['3', '3 or more', 'n3p']], { sources: [FOMC] }),
    B('How many Fed rate cuts in 2033?', 'Economics', z('2033-12-14', '19:00'), [['1-fed-rate-cut-in-2033', '1', 'n1'], ['2-fed-rate-cuts-in-2033', '2', 'n2'], ['3-or-more-fed-rate-cuts-in-2033', '3+', 'n3p']]),
    G('Fed funds target upper bound on 31 Dec 2033', z('2033-12-31', '23:00'), gr(['3.25% or lower', 'ub-le3.25'], ['3.50%', 'ub3.50'], ['3.75% or higher', 'ub3.75p'])),
  ] }, ['measure']);
}

// ───────────────────────────── MLB, THURSDAY 15 SEPTEMBER ─────────────────────────────

const mlbRules = (team: string, game: string): string => `If ${team} wins the ${game} game originally scheduled for Sep 15, 2033, the market resolves to Yes.`;
{ // Yankees at Red Sox, 7:10 PM ET (four venues); gamma asks about the Red Sox (YES = Boston).
  addCase('mlb', { name: 'mlb-nyy-bos-ml', events: [
    A(`KXMLBGAME-${D}NYYBOS`, 'New York Y vs Boston Winner?', 'Sports', z(FRI, '03:00'), [['NYY', 'New York Y', 'nyy', { rules: mlbRules('New York Y', 'New York Y vs Boston') }], ['BOS', 'Boston', 'bos', { rules: mlbRules('Boston', 'New York Y vs Boston') }]], { sources: [MLBS] }),
    B('Yankees vs. Red Sox', 'Sports', z(THU, '23:10'), [['mlb-nyy-bos-2033-09-15', '', 'nyy', { outcomes: yn('Yankees', 'Red Sox') }]]),
    U('mlb-nyy-bos-2033-09-15', 'New York Yankees at Boston Red Sox', 'Sports', z(THU, '23:10'), [['aec-mlb-nyy-bos-2033-09-15', '', 'nyy', { outcomes: yn('New York Yankees', 'Boston Red Sox') }]]),
    G1('Red Sox beat the Yankees at Fenway on Thursday 9/15?', z(FRI, '03:30'), 'bos'),
  ] }, ['inverted']);
}
{ // Dodgers at Giants, 9:45 PM ET Thursday (alpha, beta, beta_us); gamma lists Friday's game of the series (date).
  addCase('mlb', { name: 'mlb-lad-sf-ml', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXMLBGAME-${D}LADSF`, 'Los Angeles D vs San Francisco Winner?', 'Sports', z(FRI, '06:00'), [['LAD', 'Los Angeles D', 'lad'], ['SF', 'San Francisco', 'sf']], { sources: [MLBS] }),
    B('Dodgers vs. Giants', 'Sports', z(FRI, '01:45'), [['mlb-lad-sf-2033-09-15', '', 'lad', { outcomes: yn('Dodgers', 'Giants') }]]),
    U('mlb-lad-sf-2033-09-15', 'Los Angeles Dodgers at San Francisco Giants', 'Sports', z(FRI, '01:45'), [['aec-mlb-lad-sf-2033-09-15', '', 'lad', { outcomes: yn('Los Angeles Dodgers', 'San Francisco Giants') }]]),
    G('Dodgers @ Giants, Fri Sep 16 — winner', z('2033-09-17', '06:00'), gr(['LA Dodgers', 'f-lad'], ['SF Giants', 'f-sf'])),
  ] }, ['date']);
}
{ // Phillies at Braves, 7:20 PM ET (alpha, beta, gamma).
  addCase('mlb', { name: 'mlb-phi-atl-ml', events: [
    A(`KXMLBGAME-${D}PHIATL`, 'Philadelphia vs Atlanta Winner?', 'Sports', z(FRI, '03:00'), [['PHI', 'Philadelphia', 'phi'], ['ATL', 'Atlanta', 'atl']], { sources: [MLBS] }),
    B('Phillies vs. Braves', 'Sports', z(THU, '23:20'), [['mlb-phi-atl-2033-09-15', '', 'phi', { outcomes: yn('Phillies', 'Braves') }]]),
    G('Phillies vs Braves (Truist Park, 15 Sep)', z(FRI, '03:30'), gr(['Philadelphia Phillies', 'phi'], ['Atlanta Braves', 'atl'])),
  ] });
}
{ // Astros at Mariners, 9:40 PM ET (alpha, beta_us, gamma); beta lists the first-five-innings moneyline (period).
  addCase('mlb', { name: 'mlb-hou-sea-ml', groups: [['alpha', 'beta_us', 'gamma'], ['beta']], events: [
    A(`KXMLBGAME-${D}HOUSEA`, 'Houston vs Seattle Winner?', 'Sports', z(FRI, '06:00'), [['HOU', 'Houston', 'hou'], ['SEA', 'Seattle', 'sea']], { sources: [MLBS] }),
    U('mlb-hou-sea-2033-09-15', 'Houston Astros at Seattle Mariners', 'Sports', z(FRI, '01:40'), [['aec-mlb-hou-sea-2033-09-15', '', 'sea', { outcomes: yn('Seattle Mariners', 'Houston Astros'), q: 'Seattle Mariners vs. Houston Astros' }]]),
    G('Astros–Mariners Thursday: who wins?', z(FRI, '06:00'), gr(['Astros', 'hou'], ['Mariners', 'sea'])),
    B('Astros vs. Mariners: 1st 5 Innings Winner', 'Sports', z(FRI, '01:40'), [['mlb-hou-sea-2033-09-15-f5', '', 'f5-hou', { outcomes: yn('Astros', 'Mariners') }]]),
  ] }, ['period']);
}
{ // Mets at Marlins doubleheader: alpha and beta_us list game 1 (4:10 PM ET); beta and gamma list game 2 (game).
  addCase('mlb', { name: 'mlb-nym-mia-dh', groups: [['alpha', 'beta_us'], ['beta', 'gamma']], events: [
    A(`KXMLBGAME-${D}NYMMIAG1`, 'New York M vs Miami Winner? (Game 1)', 'Sports', z(THU, '23:59'), [['NYM', 'New York M', 'g1-nym'], ['MIA', 'Miami', 'g1-mia']], { sources: [MLBS] }),
    U('mlb-nym-mia-2033-09-15-g1', 'New York Mets at Miami Marlins (Game 1)', 'Sports', z(THU, '20:10'), [['aec-mlb-nym-mia-2033-09-15-g1', '', 'g1-nym', { outcomes: yn('New York Mets', 'Miami Marlins') }]]),
    B('Mets vs. Marlins (Game 2)', 'Sports', z(THU, '23:40'), [['mlb-nym-mia-2033-09-15-game2', '', 'g2-nym', { outcomes: yn('Mets', 'Marlins') }]]),
    G1('Marlins win the nightcap vs Mets (DH game 2, Sep 15)?', z(FRI, '03:30'), 'g2-mia'),
  ] }, ['game', 'inverted']);
}
{ // Pirates at Cubs, 7:05 PM CT (alpha, gamma).
  addCase('mlb', { name: 'mlb-pit-chc-ml', events: [
    A(`KXMLBGAME-${D}PITCHC`, 'Pittsburgh vs Chicago C Winner?', 'Sports', z(FRI, '04:00'), [['PIT', 'Pittsburgh', 'pit'], ['CHC', 'Chicago C', 'chc']], { sources: [MLBS] }),
    G('Pirates at Cubs (Wrigley) — Sep 15', z(FRI, '04:00'), gr(['Pittsburgh', 'pit'], ['Chicago Cubs', 'chc'])),
  ] });
}
{ // Blue Jays at Rays — alpha only.
  addCase('mlb', { name: 'mlb-tor-tb-ml', events: [
    A(`KXMLBGAME-${D}TORTB`, 'Toronto vs Tampa Bay Winner?', 'Sports', z(FRI, '03:00'), [['TOR', 'Toronto', 'tor'], ['TB', 'Tampa Bay', 'tb']], { sources: [MLBS] }),
  ] });
}
{ // Padres at Diamondbacks — beta only.
  addCase('mlb', { name: 'mlb-sd-ari-ml', events: [
    B('Padres vs. Diamondbacks', 'Sports', z(FRI, '01:40'), [['mlb-sd-ari-2033-09-15', '', 'sd', { outcomes: yn('Padres', 'Diamondbacks') }]]),
  ] });
}
{ // Yankees–Red Sox run line: alpha ladder; beta Yankees −1.5 (= NYY by over 1.5); beta_us Red Sox +1.5 (complement);
  // gamma Yankees −2.5 (alpha's second rung).
  addCase('mlb', { name: 'mlb-nyy-bos-rl', events: [
    A(`KXMLBSPREAD-${D}NYYBOS`, 'New York Y vs Boston: Run Line', 'Sports', z(FRI, '03:00'), [['NYY2', 'New York Y wins by over 1.5 runs', 'nyy-1.5'], ['NYY3', 'New York Y wins by over 2.5 runs', 'nyy-2.5'], ['BOS2', 'Boston wins by over 1.5 runs', 'bos-1.5']], { sources: [MLBS] }),
    B('Run Line: Yankees (-1.5)', 'Sports', z(THU, '23:10'), [['mlb-nyy-bos-2033-09-15-rl-away-1pt5', '', 'nyy-1.5', { outcomes: yn('Yankees', 'Red Sox') }]]),
    U('mlb-nyy-bos-2033-09-15-runline', 'Yankees vs. Red Sox — Run Line', 'Sports', z(THU, '23:10'), [['asc-mlb-nyy-bos-2033-09-15-home-pos-1pt5', 'Red Sox +1.5', 'bos+1.5', { outcomes: yn('Red Sox +1.5', 'Yankees -1.5') }]]),
    G1('Yankees win by 3+ runs at Boston on Sep 15?', z(FRI, '03:30'), 'nyy-2.5'),
  ] }, ['inverted', 'threshold']);
}
{ // Yankees–Red Sox total runs: alpha over 8.5 = beta O/U 8.5 = gamma "9 or more"; beta_us the Yankees' team total (measure).
  addCase('mlb', { name: 'mlb-nyy-bos-total', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXMLBTOTAL-${D}NYYBOS`, 'New York Y vs Boston: Total Runs', 'Sports', z(FRI, '03:00'), [['7', 'Over 7.5 runs scored', 'o7.5'], ['8', 'Over 8.5 runs scored', 'o8.5'], ['9', 'Over 9.5 runs scored', 'o9.5']], { sources: [MLBS] }),
    B('Yankees vs. Red Sox: O/U 8.5', 'Sports', z(THU, '23:10'), [['mlb-nyy-bos-2033-09-15-total-8pt5', '', 'o8.5', { outcomes: yn('Over', 'Under') }]]),
    G1('9+ total runs in Yankees @ Red Sox (Thu)?', z(FRI, '03:30'), 'o8.5'),
    U1('tsc-mlb-nyy-bos-2033-09-15-nyy-team-total-4pt5', 'Yankees team total O/U 4.5 (at Boston)', 'Sports', z(THU, '23:10'), 'nyy-tt4.5', { outcomes: yn('Over', 'Under') }),
  ] }, ['measure']);
}
{ // Astros–Mariners total (alpha, beta_us).
  addCase('mlb', { name: 'mlb-hou-sea-total', events: [
    A(`KXMLBTOTAL-${D}HOUSEA`, 'Houston vs Seattle: Total Runs', 'Sports', z(FRI, '06:00'), [['7', 'Over 7.5 runs scored', 'hs-o7.5'], ['8', 'Over 8.5 runs scored', 'hs-o8.5']], { sources: [MLBS] }),
    U1('tsc-mlb-hou-sea-2033-09-15-7pt5', 'Astros vs. Mariners: O/U 7.5', 'Sports', z(FRI, '01:40'), 'hs-o7.5', { outcomes: yn('Over', 'Under') }),
  ] });
}
{ // Dodgers–Giants home-run board: alpha, beta (Ohtani 1+), gamma (Ohtani 2+ is another outcome); beta_us Ohtani 2+ hits (measure).
  addCase('mlb', { name: 'mlb-lad-sf-hr', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXMLBHR-${D}LADSF`, 'Los Angeles D vs San Francisco: Home Runs', 'Sports', z(FRI, '06:00'), [['SOHTANI1', 'Shohei Ohtani: 1+', 'hr-ohtani1'], ['SOHTANI2', 'Shohei Ohtani: 2+', 'hr-ohtani2'],
      ['RDEVERS1', 'Rafael Devers: 1+', 'hr-devers1'], ['APAGES1', 'Andy Pages: 1+', 'hr-pages1']], { sources: [MLBSTATS] }),
    B('Will Shohei Ohtani hit a home run vs. the Giants? (Sep 15)', 'Sports', z(FRI, '01:45'), [['mlb-lad-sf-2033-09-15-shohei-ohtani-hr', '', 'hr-ohtani1']]),
    G1('Ohtani multi-homer game at Oracle Park on Thursday?', z(FRI, '06:00'), 'hr-ohtani2'),
    U1('pp-mlb-lad-sf-2033-09-15-sohtani-2-plus-hits', 'Shohei Ohtani 2+ hits (Dodgers at Giants)', 'Sports', z(FRI, '01:45'), 'hits-ohtani2'),
  ] }, ['threshold', 'measure']);
}
{ // Paul Skenes strikeouts at Wrigley: alpha 8+ = beta over 7.5; gamma 10+ (rung); beta_us his next start on Sep 21 (date).
  addCase('mlb', { name: 'mlb-pit-chc-ks', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXMLBKS-${D}PITCHC`, 'Pittsburgh vs Chicago C: Strikeouts', 'Sports', z(FRI, '04:00'), [['PSKENES8', 'Paul Skenes: 8+', 'k-skenes8'], ['PSKENES10', 'Paul Skenes: 10+', 'k-skenes10'], ['CHORTON6', 'Cade Horton: 6+', 'k-horton6']], { sources: [MLBSTATS] }),
    B('Paul Skenes: Strikeouts O/U 7.5 (vs. Cubs)', 'Sports', z(FRI, '00:05'), [['mlb-pit-chc-2033-09-15-pskenes-ks-7pt5', '', 'k-skenes8', { outcomes: yn('Over', 'Under') }]]),
    G1('Skenes double-digit strikeouts vs Cubs (Sep 15)?', z(FRI, '04:00'), 'k-skenes10'),
    U1('pp-mlb-pit-mil-2033-09-21-pskenes-8-plus-ks', 'Paul Skenes 8+ strikeouts (Pirates at Brewers, Sep 21)', 'Sports', z('2033-09-22', '00:10'), 'k-skenes8-sep21'),
  ] }, ['threshold', 'date']);
}
{ // AL West 2033 (alpha, beta, gamma); beta_us asks whether Seattle makes the playoffs (measure).
  addCase('long', { name: 'mlb-al-west-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXMLBALWEST-33', 'AL West winner 2033', 'Sports', z('2033-09-30', '23:59'), [['SEA', 'Seattle', 'alw-sea'], ['HOU', 'Houston', 'alw-hou'], ['TEX', 'Texas', 'alw-tex']]),
    B('American League West Winner 2033', 'Sports', z('2033-09-30', '23:59'), [['al-west-2033-mariners', 'Mariners', 'alw-sea'], ['al-west-2033-astros', 'Astros', 'alw-hou'], ['al-west-2033-rangers', 'Rangers', 'alw-tex']]),
    G('AL West division title 2033', z('2033-09-30', '23:59'), gr(['Seattle Mariners', 'alw-sea'], ['Houston Astros', 'alw-hou'], ['Texas Rangers', 'alw-tex'], ['Athletics / Angels', 'alw-other'])),
    U1('mlb-mariners-make-playoffs-2033', 'Will the Mariners make the 2033 postseason?', 'Sports', z('2033-09-30', '23:59'), 'sea-playoffs'),
  ] }, ['measure']);
}
{ // 2033 World Series (alpha, beta, beta_us); gamma the AL pennant (round).
  addCase('long', { name: 'mlb-ws-2033', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXMLB-33', 'World Series champion 2033', 'Sports', z('2033-11-05', '04:00'), [['LAD', 'Los Angeles D', 'ws-lad'], ['NYY', 'New York Y', 'ws-nyy'], ['PHI', 'Philadelphia', 'ws-phi'], ['SEA', 'Seattle', 'ws-sea']]),
    B('World Series Champion 2033', 'Sports', z('2033-11-05', '04:00'), [['world-series-2033-dodgers', 'Dodgers', 'ws-lad'], ['world-series-2033-yankees', 'Yankees', 'ws-nyy'], ['world-series-2033-phillies', 'Phillies', 'ws-phi']]),
    U('mlb-world-series-2033', '2033 World Series Winner', 'Sports', z('2033-11-05', '04:00'), [['mlb-ws-2033-lad', 'Los Angeles Dodgers', 'ws-lad'], ['mlb-ws-2033-sea', 'Seattle Mariners', 'ws-sea']]),
    G('2033 American League pennant', z('2033-10-25', '04:00'), gr(['New York Yankees', 'al-nyy'], ['Seattle Mariners', 'al-sea'], ['Houston Astros', 'al-hou'], ['Field', 'al-other'])),
  ] }, ['round']);
}

// ───────────────────────────── THURSDAY NIGHT FOOTBALL: BEARS AT COMMANDERS (8:15 PM ET) ─────────────────────────────

const KO = z(FRI, '00:15');
const TNF_END = z(FRI, '04:30');
{ // Moneyline, four venues; gamma asks whether Washington wins (YES = Commanders).
  addCase('nfl', { name: 'tnf-chi-was-ml', events: [
    A(`KXNFLGAME-${D}CHIWAS`, 'Chicago at Washington', 'Sports', TNF_END, [['CHI', 'Chicago', 'chi'], ['WAS', 'Washington', 'was']], { sources: [NFLS] }),
    B('Bears vs. Commanders', 'Sports', KO, [['nfl-chi-was-2033-09-15', '', 'chi', { outcomes: yn('Bears', 'Commanders') }]]),
    U('nfl-chi-was-2033-09-15', 'TNF: Chicago Bears at Washington Commanders', 'Sports', KO, [['aec-nfl-chi-was-2033-09-15', '', 'chi', { outcomes: yn('Chicago Bears', 'Washington Commanders') }]]),
    G1('Commanders win Thursday Night Football vs Bears?', TNF_END, 'was'),
  ] }, ['inverted']);
}
{ // Spread: alpha ladder; beta Commanders −2.5; beta_us Bears +2.5 (complement); gamma the first-half spread (period).
  addCase('nfl', { name: 'tnf-chi-was-spread', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNFLSPREAD-${D}CHIWAS`, 'Chicago at Washington: Spread', 'Sports', TNF_END, [['WAS3', 'Washington wins by over 2.5 points', 'was-2.5'], ['WAS6', 'Washington wins by over 5.5 points', 'was-5.5'], ['CHI3', 'Chicago wins by over 2.5 points', 'chi-2.5']], { sources: [NFLS] }),
    B('Spread: Commanders (-2.5)', 'Sports', KO, [['nfl-chi-was-2033-09-15-spread-home-2pt5', '', 'was-2.5', { outcomes: yn('Commanders', 'Bears') }]]),
    U('nfl-chi-was-2033-09-15-spread', 'Bears vs. Commanders — Spread', 'Sports', KO, [['asc-nfl-chi-was-2033-09-15-away-pos-2pt5', 'Bears +2.5', 'chi+2.5', { outcomes: yn('Bears +2.5', 'Commanders -2.5') }]]),
    G1('Commanders -1.5 at halftime vs Bears (TNF)?', z(FRI, '02:00'), '1h-was-1.5'),
  ] }, ['inverted', 'period']);
}
{ // Total points: alpha over 46.5 = beta O/U 46.5 = gamma "47 or more"; beta_us the Bears' team total (measure).
  addCase('nfl', { name: 'tnf-chi-was-total', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNFLTOTAL-${D}CHIWAS`, 'Chicago at Washington: Total Points', 'Sports', TNF_END, [['43', 'Over 43.5 points scored', 'o43.5'], ['46', 'Over 46.5 points scored', 'o46.5'], ['49', 'Over 49.5 points scored', 'o49.5']], { sources: [NFLS] }),
    B('Bears vs. Commanders: O/U 46.5', 'Sports', KO, [['nfl-chi-was-2033-09-15-total-46pt5', '', 'o46.5', { outcomes: yn('Over', 'Under') }]]),
    G1('47+ combined points in Bears-Commanders?', TNF_END, 'o46.5'),
    U1('tsc-nfl-chi-was-2033-09-15-chi-team-total-20pt5', 'Bears team total O/U 20.5 (TNF)', 'Sports', KO, 'chi-tt20.5', { outcomes: yn('Over', 'Under') }),
  ] }, ['measure']);
}
{ // First-half moneyline — beta_us only.
  addCase('nfl', { name: 'tnf-chi-was-1h', events: [
    U('nfl-chi-was-2033-09-15-1h', 'Bears at Commanders: 1st Half Winner', 'Sports', KO, [['aec1h-nfl-chi-was-2033-09-15', '', '1h-chi', { outcomes: yn('Chicago Bears', 'Washington Commanders') }]]),
  ] });
}
{ // Passing yards board: alpha; beta Daniels O/U 249.5 (= 250+); gamma Caleb Williams 275+; beta_us Daniels rushing yards (measure).
  addCase('nfl', { name: 'tnf-chi-was-passyds', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNFLPASSYDS-${D}CHIWAS`, 'Chicago at Washington: Passing Yards', 'Sports', TNF_END, [['JDANIELS250', 'Jayden Daniels: 250+', 'py-daniels250'], ['CWILLIAMS250', 'Caleb Williams: 250+', 'py-williams250'], ['CWILLIAMS275', 'Caleb Williams: 275+', 'py-williams275']], { sources: [NFLSTATS] }),
    B('Jayden Daniels: Passing Yards O/U 249.5', 'Sports', KO, [['nfl-chi-was-2033-09-15-jdaniels-pass-yds-249pt5', '', 'py-daniels250', { outcomes: yn('Over', 'Under') }]]),
    G1('Caleb Williams throws for 275+ yards at Washington?', TNF_END, 'py-williams275'),
    U1('pp-nfl-chi-was-2033-09-15-jdaniels-50-plus-rush-yds', 'Jayden Daniels 50+ rushing yards (Bears at Commanders)', 'Sports', KO, 'ry-daniels50'),
  ] }, ['measure']);
}
{ // Anytime TD scorers: alpha board, beta (Odunze), beta_us (Daniels); gamma the first TD scorer (observation).
  addCase('nfl', { name: 'tnf-chi-was-anytd', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNFLANYTD-${D}CHIWAS`, 'Chicago at Washington: Anytime Touchdown Scorer', 'Sports', TNF_END, [['RODUNZE', 'Rome Odunze', 'td-odunze'], ['RODUNZE2', 'Rome Odunze: 2+', 'td-odunze2'],
      ['CLOVELAND', 'Colston Loveland', 'td-loveland'], ['JDANIELS', 'Jayden Daniels', 'td-daniels']], { sources: [NFLSTATS] }),
    B('Will Rome Odunze score a touchdown vs. Washington?', 'Sports', KO, [['nfl-chi-was-2033-09-15-anytime-td-rome-odunze', '', 'td-odunze']]),
    U1('pp-nfl-chi-was-2033-09-15-jdaniels-anytime-td', 'Jayden Daniels anytime TD (TNF)', 'Sports', KO, 'td-daniels'),
    G('Bears @ Commanders — first TD of the game', z(FRI, '02:00'), gr(['Rome Odunze', 'ftd-odunze'], ['Colston Loveland', 'ftd-loveland'], ['Jayden Daniels', 'ftd-daniels'], ['Anyone else / none', 'ftd-other'])),
  ] }, ['observation']);
}
{ // Receiving yards (alpha, gamma): Luther Burden III 50+.
  addCase('nfl', { name: 'tnf-chi-was-recyds', events: [
    A(`KXNFLRECYDS-${D}CHIWAS`, 'Chicago at Washington: Receiving Yards', 'Sports', TNF_END, [['RODUNZE75', 'Rome Odunze: 75+', 'rec-odunze75'], ['LBURDEN50', 'Luther Burden III: 50+', 'rec-burden50']], { sources: [NFLSTATS] }),
    G1('Luther Burden 50+ receiving yds on TNF (Sep 15)?', TNF_END, 'rec-burden50'),
  ] });
}
{ // NFC East 2033 (alpha, beta); gamma asks whether Washington makes the playoffs (measure).
  addCase('long', { name: 'nfl-nfc-east-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNFLNFCEAST-33', 'NFC East winner 2033', 'Sports', z('2034-01-09', '05:00'), [['WAS', 'Washington', 'nfce-was'], ['PHI', 'Philadelphia', 'nfce-phi'], ['DAL', 'Dallas', 'nfce-dal'], ['NYG', 'New York G', 'nfce-nyg']]),
    B('NFC East Division Winner 2033-34', 'Sports', z('2034-01-09', '05:00'), [['nfc-east-2033-commanders', 'Commanders', 'nfce-was'], ['nfc-east-2033-eagles', 'Eagles', 'nfce-phi'], ['nfc-east-2033-cowboys', 'Cowboys', 'nfce-dal']]),
    G1('Washington Commanders reach the 2033-34 NFL playoffs?', z('2034-01-09', '05:00'), 'was-playoffs'),
  ] }, ['measure']);
}
{ // Super Bowl LXVIII (Feb 2034), four venues.
  addCase('long', { name: 'nfl-sb-68', events: [
    A('KXSB-34', 'Pro Football Champion 2034', 'Sports', z('2034-02-13', '03:00'), [['KC', 'Kansas City', 'sb-kc'], ['BAL', 'Baltimore', 'sb-bal'], ['WAS', 'Washington', 'sb-was'], ['CHI', 'Chicago', 'sb-chi']]),
    B('Super Bowl Champion 2034', 'Sports', z('2034-02-13', '03:00'), [['super-bowl-2034-chiefs', 'Chiefs', 'sb-kc'], ['super-bowl-2034-ravens', 'Ravens', 'sb-bal'], ['super-bowl-2034-commanders', 'Commanders', 'sb-was'], ['super-bowl-2034-bears', 'Bears', 'sb-chi']]),
    U('nfl-super-bowl-lxviii', 'Super Bowl LXVIII Winner', 'Sports', z('2034-02-13', '03:00'), [['nfl-sb-lxviii-kc', 'Kansas City Chiefs', 'sb-kc'], ['nfl-sb-lxviii-was', 'Washington Commanders', 'sb-was']]),
    G('Super Bowl LXVIII champion (Feb 2034)', z('2034-02-13', '03:00'), gr(['Chiefs', 'sb-kc'], ['Ravens', 'sb-bal'], ['Bears', 'sb-chi'], ['Other team', 'sb-other'])),
  ] });
}
{ // TNF broadcast mentions (alpha, beta).
  addCase('mentions', { name: 'tnf-broadcast-mentions', events: [
    A(`KXNFLMENTION-${D}CHIWAS`, 'What will the announcers say during Chicago at Washington?', 'Mentions', TNF_END, [['DYNA', 'Dynasty', 'say-dynasty'], ['FLAG', 'Flag on the play', 'say-flag'], ['ROOK', 'Rookie mistake', 'say-rookie']]),
    B('What will the TNF announcers say during Bears vs. Commanders?', 'Mentions', TNF_END, [['tnf-chi-was-announcers-say-dynasty', 'Dynasty', 'say-dynasty'], ['tnf-chi-was-announcers-say-rookie-mistake', 'Rookie mistake', 'say-rookie']]),
  ] });
}

// ───────────────────────────── WNBA PLAYOFFS, FIRST ROUND ─────────────────────────────

{ // Liberty at Fever, Game 2 (alpha, beta, beta_us); gamma lists Game 3 in New York (game).
  addCase('wnba', { name: 'wnba-nyl-ind-g2', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXWNBAGAME-${D}NYLIND`, 'New York vs Indiana Winner? (Game 2)', 'Sports', z(FRI, '03:00'), [['NYL', 'New York', 'nyl'], ['IND', 'Indiana', 'ind']], { sources: [WNBAS] }),
    B('Liberty vs. Fever', 'Sports', z(THU, '23:30'), [['wnba-nyl-ind-2033-09-15', '', 'ind', { outcomes: yn('Fever', 'Liberty'), q: 'Fever vs. Liberty' }]]),
    U('wnba-nyl-ind-2033-09-15', 'New York Liberty at Indiana Fever — Game 2', 'Sports', z(THU, '23:30'), [['aec-wnba-nyl-ind-2033-09-15', '', 'nyl', { outcomes: yn('New York Liberty', 'Indiana Fever') }]]),
    G('WNBA playoffs Game 3 (if necessary): Fever at Liberty, Sep 18', z('2033-09-19', '01:00'), gr(['Indiana Fever', 'g3-ind'], ['New York Liberty', 'g3-nyl'])),
  ] }, ['game']);
}
{ // Aces at Lynx, Game 2 (alpha, beta, gamma); beta_us the series winner (measure).
  addCase('wnba', { name: 'wnba-lv-min-g2', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXWNBAGAME-${D}LVMIN`, 'Las Vegas vs Minnesota Winner? (Game 2)', 'Sports', z(FRI, '04:30'), [['LV', 'Las Vegas', 'lv'], ['MIN', 'Minnesota', 'min']], { sources: [WNBAS] }),
    B('Aces vs. Lynx', 'Sports', z(FRI, '00:00'), [['wnba-lv-min-2033-09-15', '', 'lv', { outcomes: yn('Aces', 'Lynx') }]]),
    G('Aces vs Lynx — playoff Game 2 winner (Sep 15)', z(FRI, '04:30'), gr(['Las Vegas Aces', 'lv'], ['Minnesota Lynx', 'min'])),
    U('wnba-playoffs-2033-r1-lv-min', 'Aces vs. Lynx: First-Round Series Winner', 'Sports', z('2033-09-19', '04:00'), [['wnba-r1-2033-lv-min-series-lv', '', 'ser-lv', { outcomes: yn('Las Vegas Aces', 'Minnesota Lynx') }]]),
  ] }, ['measure']);
}
{ // Fever–Liberty spread (alpha, beta).
  addCase('wnba', { name: 'wnba-nyl-ind-spread', events: [
    A(`KXWNBASPREAD-${D}NYLIND`, 'New York vs Indiana: Spread', 'Sports', z(FRI, '03:00'), [['IND5', 'Indiana wins by over 4.5 points', 'ind-4.5'], ['NYL5', 'New York wins by over 4.5 points', 'nyl-4.5']], { sources: [WNBAS] }),
    B('Spread: Fever (-4.5)', 'Sports', z(THU, '23:30'), [['wnba-nyl-ind-2033-09-15-spread-home-4pt5', '', 'ind-4.5', { outcomes: yn('Fever', 'Liberty') }]]),
  ] });
}
{ // Points board, Liberty at Fever: alpha Clark 25+ = beta O/U 24.5; gamma Clark 30+ (rung); beta_us Clark assists (measure).
  addCase('wnba', { name: 'wnba-nyl-ind-pts', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXWNBAPTS-${D}NYLIND`, 'New York vs Indiana: Points', 'Sports', z(FRI, '03:00'), [['CCLARK25', 'Caitlin Clark: 25+', 'pts-clark25'], ['CCLARK30', 'Caitlin Clark: 30+', 'pts-clark30'], ['SIONESCU20', 'Sabrina Ionescu: 20+', 'pts-ionescu20']], { sources: [WNBAS] }),
    B('Caitlin Clark: Points O/U 24.5', 'Sports', z(THU, '23:30'), [['wnba-nyl-ind-2033-09-15-cclark-points-24pt5', '', 'pts-clark25', { outcomes: yn('Over', 'Under') }]]),
    G1('Caitlin Clark scores 30+ in Game 2 vs Liberty?', z(FRI, '03:00'), 'pts-clark30'),
    U1('pp-wnba-nyl-ind-2033-09-15-cclark-8-plus-ast', 'Caitlin Clark 8+ assists (Game 2)', 'Sports', z(THU, '23:30'), 'ast-clark8'),
  ] }, ['threshold', 'measure']);
}
{ // WNBA champion 2033 (alpha, beta, gamma).
  addCase('long', { name: 'wnba-champ-2033', events: [
    A('KXWNBA-33', 'WNBA champion 2033', 'Sports', z('2033-10-20', '04:00'), [['NYL', 'New York', 'wc-nyl'], ['MIN', 'Minnesota', 'wc-min'], ['IND', 'Indiana', 'wc-ind'], ['LV', 'Las Vegas', 'wc-lv']]),
    B('WNBA Champion 2033', 'Sports', z('2033-10-20', '04:00'), [['wnba-champion-2033-liberty', 'Liberty', 'wc-nyl'], ['wnba-champion-2033-lynx', 'Lynx', 'wc-min'], ['wnba-champion-2033-fever', 'Fever', 'wc-ind']]),
    G('2033 WNBA Finals winner', z('2033-10-20', '04:00'), gr(['Indiana Fever', 'wc-ind'], ['Minnesota Lynx', 'wc-min'], ['Las Vegas Aces', 'wc-lv'], ['Other', 'wc-other'])),
  ] });
}

// ───────────────────────────── CHAMPIONS LEAGUE MATCHDAY 1 (THURSDAY) AND EUROPA LEAGUE ─────────────────────────────

const UCL_KO = z(THU, '19:00');
const UCL_END = z(THU, '21:30');
{ // Real Madrid vs Manchester City, three-way, four venues.
  addCase('soccer', { name: 'ucl-rma-mci', events: [
    A(`KXUCLGAME-${D}RMAMCI`, 'Real Madrid vs Manchester City', 'Sports', UCL_END, [['RMA', 'Real Madrid', 'rma'], ['TIE', 'Tie', 'draw'], ['MCI', 'Manchester City', 'mci']], { sources: [UEFA] }),
    B('Real Madrid vs. Manchester City', 'Sports', UCL_KO, [['ucl-rma-mci-2033-09-15-rma', 'Real Madrid', 'rma', { q: 'Will Real Madrid win on 2033-09-15?' }], ['ucl-rma-mci-2033-09-15-draw', 'Draw', 'draw', { q: 'Will Real Madrid vs. Manchester City end in a draw?' }],
      ['ucl-rma-mci-2033-09-15-mci', 'Manchester City', 'mci', { q: 'Will Manchester City win on 2033-09-15?' }]]),
    U1('ucl-real-madrid-win-vs-man-city-2033-09-15', 'Real Madrid to beat Man City (UCL, Sep 15)?', 'Sports', UCL_KO, 'rma'),
    G('Real Madrid – Manchester City | Liga de Campeones, jornada 1', UCL_END, gr(['Real Madrid', 'rma'], ['Empate', 'draw'], ['Manchester City', 'mci'])),
  ] });
}
{ // Arsenal vs Bayern (alpha, beta, beta_us); gamma's double chance "Bayern or draw" is the complement of "Arsenal win".
  addCase('soccer', { name: 'ucl-ars-bay', events: [
    A(`KXUCLGAME-${D}ARSBAY`, 'Arsenal vs Bayern Munich', 'Sports', UCL_END, [['ARS', 'Arsenal', 'ars'], ['TIE', 'Tie', 'draw'], ['BAY', 'Bayern Munich', 'bay']], { sources: [UEFA] }),
    B('Arsenal vs. Bayern Munich', 'Sports', UCL_KO, [['ucl-ars-bay-2033-09-15-ars', 'Arsenal', 'ars', { q: 'Will Arsenal win on 2033-09-15?' }], ['ucl-ars-bay-2033-09-15-bay', 'Bayern Munich', 'bay', { q: 'Will Bayern Munich win on 2033-09-15?' }]]),
    U1('ucl-arsenal-win-vs-bayern-2033-09-15', 'Arsenal win vs. Bayern (Champions League)?', 'Sports', UCL_KO, 'ars'),
    G1('FC Bayern München oder Unentschieden gegen Arsenal (15.09.)?', UCL_END, 'bay-or-draw'),
  ] }, ['inverted']);
}
{ // Liverpool vs Inter, 18:45 CEST (alpha, beta_us, gamma); beta lists both teams to score (measure).
  const ko = z(THU, '16:45');
  addCase('soccer', { name: 'ucl-liv-int', groups: [['alpha', 'beta_us', 'gamma'], ['beta']], events: [
    A(`KXUCLGAME-${D}LIVINT`, 'Liverpool vs Inter', 'Sports', z(THU, '19:15'), [['LIV', 'Liverpool', 'liv'], ['TIE', 'Tie', 'draw'], ['INT', 'Inter', 'int']], { sources: [UEFA] }),
    U1('ucl-liverpool-win-vs-inter-2033-09-15', 'Liverpool beat Inter Milan at Anfield?', 'Sports', ko, 'liv'),
    G('Liverpool v Internazionale — result (UCL MD1)', z(THU, '19:15'), gr(['Liverpool', 'liv'], ['Draw', 'draw'], ['Internazionale', 'int'])),
    B1('Liverpool vs. Inter: Both Teams to Score?', 'Sports', ko, 'btts'),
  ] }, ['measure']);
}
{ // PSG vs Barcelona result (alpha, beta, gamma in French).
  addCase('soccer', { name: 'ucl-psg-bar', events: [
    A(`KXUCLGAME-${D}PSGBAR`, 'Paris Saint-Germain vs Barcelona', 'Sports', UCL_END, [['PSG', 'Paris Saint-Germain', 'psg'], ['TIE', 'Tie', 'draw'], ['BAR', 'Barcelona', 'bar']], { sources: [UEFA] }),
    B('PSG vs. Barcelona', 'Sports', UCL_KO, [['ucl-psg-bar-2033-09-15-psg', 'PSG', 'psg'], ['ucl-psg-bar-2033-09-15-draw', 'Draw', 'draw'], ['ucl-psg-bar-2033-09-15-bar', 'Barcelona', 'bar']]),
    G('PSG – FC Barcelone : vainqueur du match (15 sept.)', UCL_END, gr(['Paris SG', 'psg'], ['Match nul', 'draw'], ['FC Barcelone', 'bar'])),
  ] });
}
{ // PSG–Barcelona total goals: alpha ladder, beta O/U 2.5, gamma O/U 3.5 (rung); beta_us the first-half total (period).
  addCase('soccer', { name: 'ucl-psg-bar-total', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXUCLTOTAL-${D}PSGBAR`, 'Paris Saint-Germain vs Barcelona: Total Goals', 'Sports', UCL_END, [['2', 'Over 2.5 goals scored', 'o2.5'], ['3', 'Over 3.5 goals scored', 'o3.5']], { sources: [UEFA] }),
    B('PSG vs. Barcelona: O/U 2.5', 'Sports', UCL_KO, [['ucl-psg-bar-2033-09-15-total-2pt5', '', 'o2.5', { outcomes: yn('Over', 'Under') }]]),
    G1('PSG-Barça: 4 buts ou plus ?', UCL_END, 'o3.5'),
    U1('tsc-ucl-psg-bar-2033-09-15-1h-1pt5', 'PSG vs. Barcelona — 1st Half O/U 1.5', 'Sports', UCL_KO, '1h-o1.5', { outcomes: yn('Over', 'Under') }),
  ] }, ['threshold', 'period']);
}
{ // PSG–Barcelona anytime goalscorers: alpha, beta (Yamal), beta_us (Doué); gamma the first goalscorer (observation).
  addCase('soccer', { name: 'ucl-psg-bar-scorer', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXUCLGOAL-${D}PSGBAR`, 'Paris Saint-Germain vs Barcelona: Anytime Goalscorer', 'Sports', UCL_END, [['LYAMAL', 'Lamine Yamal', 'g-yamal'], ['DDOUE', 'Désiré Doué', 'g-doue'], ['BBARCOLA', 'Bradley Barcola', 'g-barcola']], { sources: [UEFA] }),
    B('Will Lamine Yamal score vs. PSG?', 'Sports', UCL_KO, [['ucl-psg-bar-2033-09-15-lamine-yamal-goal', '', 'g-yamal']]),
    U1('pp-ucl-psg-bar-2033-09-15-ddoue-anytime-goal', 'Desire Doue to score (PSG vs. Barcelona)', 'Sports', UCL_KO, 'g-doue'),
    G('Premier buteur PSG – Barça', z(THU, '20:00'), gr(['Lamine Yamal', 'fg-yamal'], ['Désiré Doué', 'fg-doue'], ['Autre / aucun but', 'fg-other'])),
  ] }, ['observation']);
}
{ // Europa League matchday 1, Roma vs Ajax on Thursday 22 Sep (alpha, beta, gamma).
  addCase('soccer', { name: 'uel-rom-aja', events: [
    A(`KXUELGAME-${ad('2033-09-22')}ROMAJA`, 'Roma vs Ajax', 'Sports', z('2033-09-22', '21:30'), [['ROM', 'Roma', 'rom'], ['TIE', 'Tie', 'draw'], ['AJA', 'Ajax', 'aja']], { sources: ['UEFA https://www.uefa.com/uefaeuropaleague/fixtures-results/'] }),
    B('AS Roma vs. AFC Ajax', 'Sports', z('2033-09-22', '19:00'), [['uel-rom-aja-2033-09-22-rom', 'AS Roma', 'rom'], ['uel-rom-aja-2033-09-22-draw', 'Draw', 'draw'], ['uel-rom-aja-2033-09-22-aja', 'AFC Ajax', 'aja']]),
    G('Roma – Ajax, Europa League (22 settembre)', z('2033-09-22', '21:30'), gr(['Roma', 'rom'], ['Pareggio', 'draw'], ['Ajax', 'aja'])),
  ] });
}
{ // Tottenham vs Porto, Europa League 22 Sep — beta_us only.
  addCase('soccer', { name: 'uel-tot-por', events: [
    U1('uel-tottenham-win-vs-porto-2033-09-22', 'Spurs beat Porto in the Europa League (Sep 22)?', 'Sports', z('2033-09-22', '19:00'), 'tot'),
  ] });
}
{ // Champions League 2033-34 winner, four venues (gamma's "Other" has no counterpart).
  addCase('long', { name: 'ucl-winner-2034', events: [
    A('KXUCL-34', 'Champions League winner 2033-34', 'Sports', z('2034-05-28', '21:30'), [['RMA', 'Real Madrid', 'uw-rma'], ['MCI', 'Manchester City', 'uw-mci'], ['ARS', 'Arsenal', 'uw-ars'], ['PSG', 'Paris Saint-Germain', 'uw-psg']]),
    B('UEFA Champions League Winner 2033/34', 'Sports', z('2034-05-28', '21:30'), [['ucl-2034-real-madrid', 'Real Madrid', 'uw-rma'], ['ucl-2034-man-city', 'Man City', 'uw-mci'], ['ucl-2034-arsenal', 'Arsenal', 'uw-ars'], ['ucl-2034-bayern', 'Bayern', 'uw-bay']]),
    U('ucl-winner-2033-34', 'Champions League 2033-34 Champion', 'Sports', z('2034-05-28', '21:30'), [['ucl-2033-34-arsenal', 'Arsenal', 'uw-ars'], ['ucl-2033-34-psg', 'Paris Saint-Germain', 'uw-psg']]),
    G('Ganador de la Champions 2033/34', z('2034-05-28', '21:30'), gr(['Real Madrid', 'uw-rma'], ['Bayern München', 'uw-bay'], ['Paris Saint-Germain', 'uw-psg'], ['Otro', 'uw-other'])),
  ] });
}

// ───────────────────────────── TENNIS: ASIAN SWING ─────────────────────────────

{ // Korea Open (Seoul) R2, Andreeva vs Jovic, four venues; gamma asks about Jovic (inverted).
  addCase('tennis', { name: 'wta-seoul-andreeva-jovic', events: [
    A(`KXWTAMATCH-${D}ANDJOV`, 'Andreeva vs Jovic: Korea Open Round of 16', 'Sports', z(THU, '12:00'), [['AND', 'Mirra Andreeva', 'andreeva'], ['JOV', 'Iva Jovic', 'jovic']], { sources: [WTA] }),
    B('Korea Open: Mirra Andreeva vs Iva Jovic', 'Sports', z(THU, '05:00'), [['wta-andreeva-jovic-2033-09-15', '', 'andreeva', { outcomes: yn('Andreeva', 'Jovic') }]]),
    U('wta-seoul-andreeva-jovic-2033-09-15', 'WTA Seoul R16: M. Andreeva vs I. Jovic', 'Sports', z(THU, '05:00'), [['aec-wta-andreeva-jovic-2033-09-15', '', 'andreeva', { outcomes: yn('Mirra Andreeva', 'Iva Jovic') }]]),
    G1('Jovic upsets Andreeva in Seoul (Thursday)?', z(THU, '12:00'), 'jovic'),
  ] }, ['inverted']);
}
{ // Chengdu Open R2, Fonseca vs Mensik (alpha, beta, gamma); beta_us the first-set winner (period).
  addCase('tennis', { name: 'atp-chengdu-fonseca-mensik', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXATPMATCH-${D}FONMEN`, 'Fonseca vs Mensik: Chengdu Open Round of 16', 'Sports', z(THU, '14:00'), [['FON', 'Joao Fonseca', 'fonseca'], ['MEN', 'Jakub Mensik', 'mensik']], { sources: [ATP] }),
    B('Chengdu Open: Joao Fonseca vs Jakub Mensik', 'Sports', z(THU, '08:00'), [['atp-fonseca-mensik-2033-09-15', '', 'fonseca', { outcomes: yn('Fonseca', 'Mensik') }]]),
    G('João Fonseca x Jakub Menšík — Chengdu', z(THU, '14:00'), gr(['João Fonseca', 'fonseca'], ['Jakub Menšík', 'mensik'])),
    U('atp-chengdu-fonseca-mensik-2033-09-15-set1', 'Fonseca vs. Mensik — Set 1 Winner', 'Sports', z(THU, '08:00'), [['s1-atp-fonseca-mensik-2033-09-15', '', 's1-fonseca', { outcomes: yn('Joao Fonseca', 'Jakub Mensik') }]]),
  ] }, ['period']);
}
{ // Hangzhou Open R2, Michelsen vs Tien (alpha, beta_us); gamma asks whether Tien wins the title (observation).
  addCase('tennis', { name: 'atp-hangzhou-michelsen-tien', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A(`KXATPMATCH-${D}MICTIE`, 'Michelsen vs Tien: Hangzhou Open Round of 16', 'Sports', z(THU, '14:00'), [['MIC', 'Alex Michelsen', 'michelsen'], ['TIE', 'Learner Tien', 'tien']], { sources: [ATP] }),
    U('atp-hangzhou-michelsen-tien-2033-09-15', 'ATP Hangzhou: A. Michelsen vs L. Tien', 'Sports', z(THU, '06:30'), [['aec-atp-michelsen-tien-2033-09-15', '', 'tien', { outcomes: yn('Learner Tien', 'Alex Michelsen') }]]),
    G1('Learner Tien wins the 2033 Hangzhou Open?', z('2033-09-18', '12:00'), 'tien-title'),
  ] }, ['observation']);
}
{ // Korea Open champion (alpha, beta); gamma the Guangzhou Open champion (place).
  addCase('tennis', { name: 'wta-seoul-winner', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXWTASEOUL-33', 'Korea Open 2033 winner', 'Sports', z('2033-09-18', '12:00'), [['AND', 'Mirra Andreeva', 'sw-andreeva'], ['JOV', 'Iva Jovic', 'sw-jovic'], ['NOS', 'Linda Noskova', 'sw-noskova']], { sources: [WTA] }),
    B('Korea Open Winner 2033', 'Sports', z('2033-09-18', '12:00'), [['korea-open-2033-mirra-andreeva', 'Mirra Andreeva', 'sw-andreeva'], ['korea-open-2033-linda-noskova', 'Linda Noskova', 'sw-noskova']]),
    G('Guangzhou Open 2033 — women\'s singles champion', z('2033-09-18', '12:00'), gr(['Alexandra Eala', 'gz-eala'], ['Diana Shnaider', 'gz-shnaider'], ['Field', 'gz-other'])),
  ] }, ['place']);
}
{ // Eala vs Shnaider: beta and gamma list the Guangzhou quarterfinal; alpha lists their Tokyo meeting the next week (place).
  addCase('tennis', { name: 'wta-eala-shnaider', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Guangzhou Open: Alexandra Eala vs Diana Shnaider', 'Sports', z(THU, '07:00'), [['wta-eala-shnaider-2033-09-15', '', 'eala', { outcomes: yn('Eala', 'Shnaider') }]]),
    G('Eala vs Shnaider — Guangzhou QF (Sep 15)', z(THU, '12:00'), gr(['Alexandra Eala', 'eala'], ['Diana Shnaider', 'shnaider'])),
    A(`KXWTAMATCH-${ad('2033-09-21')}EALSHN`, 'Eala vs Shnaider: Pan Pacific Open Round of 32', 'Sports', z('2033-09-21', '12:00'), [['EAL', 'Alexandra Eala', 'tk-eala'], ['SHN', 'Diana Shnaider', 'tk-shnaider']], { sources: [WTA] }),
  ] }, ['place', 'date']);
}
{ // Shelton vs Fils, Chengdu Open R2 — alpha only.
  addCase('tennis', { name: 'atp-chengdu-shelton-fils', events: [
    A(`KXATPMATCH-${D}SHEFIL`, 'Shelton vs Fils: Chengdu Open Round of 16', 'Sports', z(THU, '14:00'), [['SHE', 'Ben Shelton', 'shelton'], ['FIL', 'Arthur Fils', 'fils']], { sources: [ATP] }),
  ] });
}

// ───────────────────────────── WEATHER, THURSDAY 15 SEPTEMBER ─────────────────────────────

const WX_END = z(FRI, '12:00');
{ // NYC high: alpha (Central Park, NWS) and beta (LaGuardia, Weather Underground) one event, nf; gamma NYC's low (measure).
  addCase('weather', { name: 'nyc-high-sep15', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A(`KXHIGHNY-${D}`, 'Highest temperature in NYC on Sep 15, 2033?', 'Climate and Weather', WX_END, [['B74.5', '74° to 75°', 'ny74-75'], ['B76.5', '76° to 77°', 'ny76-77'], ['B78.5', '78° to 79°', 'ny78-79'], ['T79', '80° or above', 'ny80p']], { sources: [NWS_NYC] }),
    B('Highest temperature in NYC on September 15?', 'Weather', WX_END, w([['nyc-high-sep-15-2033-74-75f', '74-75°F', 'ny74-75'], ['nyc-high-sep-15-2033-76-77f', '76-77°F', 'ny76-77'], ['nyc-high-sep-15-2033-78-79f', '78-79°F', 'ny78-79'],
      ['nyc-high-sep-15-2033-80f-or-higher', '80°F or higher', 'ny80p'], ['nyc-high-sep-15-2033-73f-or-below', '73°F or below', 'ny-le73']], { src: WU('KLGA') })),
    G('New York City low temperature, Sept 15 (Central Park)', WX_END, gr(['Below 62°F', 'nylo-lt62'], ['62–65°F', 'nylo62-65'], ['66°F or above', 'nylo66p'])),
  ] }, ['measure', 'source']);
}
{ // Chicago high: alpha (Midway, NWS) and beta (O'Hare, Weather Underground) nf; gamma Chicago's Friday high (date).
  addCase('weather', { name: 'chi-high-sep15', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A(`KXHIGHCHI-${D}`, 'Highest temperature in Chicago on Sep 15, 2033?', 'Climate and Weather', WX_END, [['T74', '75° or above', 'ch75p'], ['T79', '80° or above', 'ch80p']], { sources: [NWS_MDW] }),
    B('Highest temperature in Chicago on September 15?', 'Weather', WX_END, w([['chicago-high-sep-15-2033-75f-or-higher', '75°F or higher', 'ch75p'], ['chicago-high-sep-15-2033-80f-or-higher', '80°F or higher', 'ch80p']], { src: WU('KORD') })),
    G1('Chicago (Midway) high ≥ 80°F on Friday Sept 16?', z('2033-09-17', '12:00'), 'chf80p'),
  ] }, ['date', 'source']);
}
{ // Miami high at MIA (alpha, beta, beta_us, all the NWS report); gamma asks about Fort Lauderdale (place).
  addCase('weather', { name: 'mia-high-sep15', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXHIGHMIA-${D}`, 'Highest temperature in Miami on Sep 15, 2033?', 'Climate and Weather', WX_END, [['B89.5', '89° to 90°', 'mi89-90'], ['B91.5', '91° to 92°', 'mi91-92'], ['T92', '93° or above', 'mi93p']], { sources: [NWS_MIA] }),
    B('Highest temperature in Miami on September 15?', 'Weather', WX_END, w([['miami-high-sep-15-2033-89-90f', '89-90°F', 'mi89-90'], ['miami-high-sep-15-2033-91-92f', '91-92°F', 'mi91-92'], ['miami-high-sep-15-2033-93f-or-higher', '93°F or higher', 'mi93p']], { src: NWS_MIA.split(' ').at(-1)! })),
    U1('miami-high-93f-or-higher-sep-15-2033', 'Miami hits 93°F on Thursday (MIA)?', 'Weather', WX_END, 'mi93p'),
    G1('Fort Lauderdale (FLL) high 93°F or more on 15 Sep?', WX_END, 'fll93p'),
  ] }, ['place']);
}
{ // Denver: alpha the daily low; gamma the daily high (measure).
  addCase('weather', { name: 'den-low-sep15', groups: [['alpha'], ['gamma']], events: [
    A(`KXLOWDEN-${D}`, 'Lowest temperature in Denver on Sep 15, 2033?', 'Climate and Weather', WX_END, [['T49', 'Above 49°', 'dnlo50p'], ['T54', 'Above 54°', 'dnlo55p']], { sources: [NWS_DEN] }),
    G1('Denver high temperature above 85°F on Sep 15?', WX_END, 'dnhi86p'),
  ] }, ['measure']);
}
{ // Austin high: alpha and beta (Camp Mabry, NWS) fungible; gamma Weather Underground at Bergstrom (station): nf.
  addCase('weather', { name: 'aus-high-sep15', fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A(`KXHIGHAUS-${D}`, 'Highest temperature in Austin on Sep 15, 2033?', 'Climate and Weather', WX_END, [['T94', '95° or above', 'au95p'], ['T97', '98° or above', 'au98p']], { sources: [NWS_ATT] }),
    B('Highest temperature in Austin on September 15?', 'Weather', WX_END, [['austin-high-sep-15-2033-95f-or-higher', '95°F or higher', 'au95p', { src: NWS_ATT.split(' ').at(-1)! }]]),
    G1('Austin daily high ≥ 98°F on Sep 15? (KAUS via Weather Underground)', WX_END, 'au98p', { rules: `Resolves YES if the maximum temperature at Austin-Bergstrom International Airport (KAUS) on September 15, 2033 shown on ${WU('KAUS')} is 98°F or higher.` }),
  ] }, ['source']);
}
{ // Los Angeles high: alpha LAX (NWS) vs beta downtown (USC, Weather Underground) — one event, nf.
  addCase('weather', { name: 'lax-high-sep15', fungible: nf('alpha|beta'), events: [
    A(`KXHIGHLAX-${D}`, 'Highest temperature in Los Angeles on Sep 15, 2033?', 'Climate and Weather', WX_END, [['T79', '80° or above', 'la80p'], ['T84', '85° or above', 'la85p']], { sources: [NWS_LAX] }),
    B('Highest temperature in Los Angeles on September 15?', 'Weather', WX_END, w([['la-high-sep-15-2033-80f-or-higher', '80°F or higher', 'la80p'], ['la-high-sep-15-2033-85f-or-higher', '85°F or higher', 'la85p']], { src: WU('KCQT') })),
  ] }, ['source']);
}
{ // Seattle rain — alpha only.
  addCase('weather', { name: 'sea-rain-sep15', events: [
    A1(`KXRAINSEA-${D}`, 'Will it rain in Seattle on Sep 15, 2033?', 'Climate and Weather', WX_END, 'T0', 'Above 0.00 in', 'sea-rain', { sources: [NWS_SEA] }),
  ] });
}
{ // 2033 Atlantic hurricanes (alpha, beta); gamma counts named storms (measure).
  addCase('long', { name: 'atlantic-hurricanes-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXHURCTOT-33', 'Number of Atlantic hurricanes in 2033', 'Climate and Weather', z('2033-12-01', '05:00'), [['T5', 'Above 5', 'hu6p'], ['T7', 'Above 7', 'hu8p']], { sources: [NHC] }),
    B('How many Atlantic hurricanes in 2033?', 'Weather', z('2033-12-01', '05:00'), [['atlantic-hurricanes-2033-6-or-more', '6+', 'hu6p'], ['atlantic-hurricanes-2033-8-or-more', '8+', 'hu8p']]),
    G1('2033 Atlantic season: 16 or more named storms?', z('2033-12-01', '05:00'), 'ns16p'),
  ] }, ['measure']);
}

// ───────────────────────────── EARNINGS (ADOBE, LENNAR) ─────────────────────────────

const ADBE = z(THU, '20:05');
{ // Adobe fiscal Q3: beta and beta_us ask "beats EPS consensus"; alpha and gamma ask revenue above $7.4B (measure).
  addCase('earnings', { name: 'adbe-q3-results', groups: [['beta', 'beta_us'], ['alpha', 'gamma']], events: [
    B1('Adobe (ADBE) beats quarterly earnings?', 'Business', ADBE, 'adbe-eps-beat', { mx: { src: 'https://www.adobe.com/investor-relations.html' } }),
    U1('adbe-beats-eps-estimate-q3-fy2033', 'Adobe beats EPS estimate (Q3 FY33)?', 'Business', ADBE, 'adbe-eps-beat'),
    A(`KXADBEREV-${D}`, 'Adobe quarterly revenue (Q3 FY2033)', 'Companies', ADBE, [['T7.2', 'Above $7.2B', 'adbe-rev7.2'], ['T7.4', 'Above $7.4B', 'adbe-rev7.4']], { sources: [ADBE_IR] }),
    G1('Adobe Q3 FY2033 revenue > $7.4 billion?', ADBE, 'adbe-rev7.4'),
  ] }, ['measure']);
}
{ // Adobe earnings-call mentions: "Firefly" 1+ (alpha) vs 10+ (beta) are different outcomes (threshold).
  addCase('mentions', { name: 'adbe-call-mentions', events: [
    A(`KXEARNINGSMENTIONADBE-${D}`, 'What will Adobe say during its Q3 FY2033 earnings call?', 'Mentions', z(THU, '23:00'), [['FIRE', 'Firefly', 'm-firefly'], ['AGEN', 'Agentic', 'm-agentic'], ['TARI', 'Tariff', 'm-tariff'], ['FIGM', 'Figma', 'm-figma']]),
    B('What will Adobe say during Q3 earnings call?', 'Mentions', z(THU, '23:00'), [['adobe-earnings-call-firefly-10-plus-times', 'Firefly (10+ times)', 'm-firefly10'], ['adobe-earnings-call-agentic', 'Agentic', 'm-agentic'], ['adobe-earnings-call-tariff', 'Tariff', 'm-tariff']]),
    G1('Will Adobe say "Figma" on the Sep 15 earnings call?', z(THU, '23:00'), 'm-figma'),
  ] }, ['threshold']);
}
{ // ADBE up or down on Friday (beta, gamma).
  addCase('earnings', { name: 'adbe-updown-sep16', events: [
    B('Adobe (ADBE) Up or Down on September 16?', 'Finance', z(FRI, '20:00'), [['adbe-up-or-down-on-september-16-2033', '', 'adbe-up', { outcomes: yn('Up', 'Down') }]]),
    G1('ADBE closes Friday Sep 16 above its Thursday close?', z(FRI, '20:00'), 'adbe-up'),
  ] });
}
{ // Lennar Q3: alpha and beta_us new orders; gamma deliveries (measure).
  addCase('earnings', { name: 'len-q3', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A(`KXLENORDERS-${D}`, 'Lennar new orders (Q3 FY2033)', 'Companies', z(THU, '20:30'), [['T22000', 'Above 22,000 homes', 'len-ord22k'], ['T24000', 'Above 24,000 homes', 'len-ord24k']], { sources: [LEN_IR] }),
    U1('lennar-q3-2033-new-orders-above-22000', 'Lennar Q3 new orders above 22,000?', 'Business', z(THU, '20:30'), 'len-ord22k'),
    G1('Lennar delivers more than 23,000 homes in fiscal Q3 2033?', z(THU, '20:30'), 'len-del23k'),
  ] }, ['measure']);
}
{ // Lennar earnings-call mention — alpha only.
  addCase('mentions', { name: 'len-call-mentions', events: [
    A(`KXEARNINGSMENTIONLEN-${ad('2033-09-16')}`, 'What will Lennar say during its Q3 FY2033 earnings call?', 'Mentions', z(FRI, '16:00'), [['AFFO', 'Affordability', 'lm-afford'], ['INCE', 'Incentives', 'lm-incent']]),
  ] });
}

// ───────────────────────────── MENTIONS AND FED SPEAKERS ─────────────────────────────

{ // White House press briefing Thursday (alpha, beta, beta_us); gamma asks about Friday's briefing (date).
  addCase('mentions', { name: 'wh-briefing-sep15', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXSECPRESSMENTION-${D}`, 'What will the White House Press Secretary say on Sep 15, 2033?', 'Mentions', z(FRI, '03:59'), [['SHUT', 'Shutdown', 'wh-shutdown'], ['INFL', 'Inflation', 'wh-inflation'], ['CHIN', 'China', 'wh-china']]),
    B('What will the Press Secretary say at the September 15 briefing?', 'Mentions', z(FRI, '03:59'), [['press-secretary-say-shutdown-sep-15-2033', 'Shutdown', 'wh-shutdown'], ['press-secretary-say-china-sep-15-2033', 'China', 'wh-china']]),
    U1('press-secretary-says-shutdown-2033-09-15', 'Press Secretary says "shutdown" at Thursday\'s briefing?', 'Politics', z(FRI, '03:59'), 'wh-shutdown'),
    G1('Will the WH Press Secretary say "shutdown" at the Friday 16 Sep briefing?', z('2033-09-17', '03:59'), 'whf-shutdown'),
  ] }, ['date']);
}
{ // Goolsbee's Thursday remarks (alpha, beta); gamma asks whether Lorie Logan says "tariff" the same day (speaker).
  addCase('mentions', { name: 'goolsbee-sep15', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXFEDMENTION-${D}GOOL`, 'What will Austan Goolsbee say on Sep 15, 2033?', 'Mentions', z(FRI, '03:59'), [['TARI', 'Tariff', 'gs-tariff'], ['STAG', 'Stagflation', 'gs-stag'], ['GOLD', 'Golden path', 'gs-golden']]),
    B('What will Goolsbee say at the Chicago Fed event on September 15?', 'Mentions', z(FRI, '03:59'), [['goolsbee-say-tariff-sep-15-2033', 'Tariff', 'gs-tariff'], ['goolsbee-say-golden-path-sep-15-2033', 'Golden path', 'gs-golden']]),
    G1('Will Dallas Fed President Logan say "tariff" on Sept 15?', z(FRI, '03:59'), 'lg-tariff'),
  ] }, ['speaker']);
}

// ───────────────────────────── LONG-DATED ─────────────────────────────

{ // US recession in 2034 (NBER: alpha, beta); gamma two consecutive negative GDP quarters (measure).
  addCase('long', { name: 'us-recession-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXRECSSNBER-34', 'Recession in 2034?', 'Economics', z('2035-06-30', '23:59'), 'T', 'Recession in 2034', 'nber-2034', { sources: [NBER] }),
    B1('US recession in 2034?', 'Economics', z('2035-06-30', '23:59'), 'nber-2034', { mx: { src: 'https://www.nber.org/research/business-cycle-dating' } }),
    G1('Two straight quarters of negative US real GDP growth in 2034?', z('2035-01-31', '23:59'), 'gdp2q-2034'),
  ] }, ['measure']);
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout53-set.json', import.meta.url));
