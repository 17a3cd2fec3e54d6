// Builds test/refdata/tuning3-set.json: a third tuning set aimed at the matcher's false matches of the wrong
// session, observation time or market kind, and at threshold bounds:
// - Formula 1: the race winner of one Grand Prix weekend against its sprint, sprint shootout and qualifying (pole)
//   markets, where one venue lists only the other session (the right counterpart is absent), with the session named in
//   the title, only in the ticker or slug, only in the questions, or only in the rules; 'Grand Prix' vs 'GP'.
// - Crypto and index thresholds: the same asset and date at another time of day (alpha tickers encode the hour:
//   KXBTCD-26DEC3117 is 17:00 ET), a price at a time vs a high or low during a period, and bounds written as
//   'T109999.99' / 'above $109,999.99' (= '$110,000 or above' at cent precision), 'above $110,000', '$110,000 or above'.
// - Other kinds: gamma and beta wordings of games, awards, weather highs, a crypto yearly high, Eurovision, Fed decision
//   buckets and CPI.
// Same format as evalset.build.ts: same `t` inside a case = same outcome; `groups` split a case into real-world events;
// `fungible` overrides per venue pair (default true). Run: node test/refdata/tuning3.build.ts
import { writeFileSync } from 'node:fs';
import { emitScenario, eventBuilder, yesNoEvent, type Case, type Row } from './evalset.emit.ts';

const F1 = ['Formula 1 https://www.formula1.com'];
const CB = ['CF Benchmarks https://www.cfbenchmarks.com'];
const SPX = ['S&P Dow Jones Indices https://www.spglobal.com'];
const NWS = ['National Weather Service https://www.weather.gov'];
const BLS = ['Bureau of Labor Statistics https://www.bls.gov'];
const FED = ['Federal Reserve https://www.federalreserve.gov'];
const NBA = ['NBA https://www.nba.com'];
const NFL = ['NFL https://www.nfl.com'];

const cases: Case[] = [];
const add = (c: Case): void => void cases.push(c);

const ev = eventBuilder('Sports');
const one = yesNoEvent;
const qs = (rows: Array<[string, string]>, f: (label: string) => string): Row[] => rows.map(([l, t]) => [l, t, f(l)]);

// ================= Formula 1: race vs other sessions of the same weekend =================
const DRIVERS: Array<[string, string]> = [['Max Verstappen', 'max'], ['Lando Norris', 'lando'], ['Oscar Piastri', 'oscar'], ['George Russell', 'russell'], ['Charles Leclerc', 'leclerc']];
const d = (p: string, n = 5): Array<[string, string]> => DRIVERS.slice(0, n).map(([l, t]) => [l, `${p}-${t}`]);
const plain = (p: string, n = 5): Row[] => d(p, n).map(([l, t]) => [l, t]);

// Miami 2027 (sprint weekend): the race on alpha and gamma; beta lists only the sprint, its title names no session
add({ name: 't3 miami gp 2027 race', events: [
  ev('alpha', 'KXF1RACE-27MIA', 'Miami Grand Prix Winner', '2027-05-02T22:00:00Z', plain('mia'), { sources: F1 }),
  ev('gamma', '9101', 'F1 Miami GP 2027 Winner', '2027-05-02T22:00:00Z', plain('mia', 4)),
] });
add({ name: 't3 miami gp 2027 sprint race (beta: session only in the questions and rules)', events: [
  ev('beta', '60101', 'Miami Grand Prix 2027', '2027-05-01T18:00:00Z', qs(d('mia-spr'), (l) => `Will ${l} win the Sprint Race at the 2027 Miami Grand Prix?`),
    { category: 'Sports', src: 'https://www.formula1.com/', rules: 'This market resolves to the driver classified first in the Sprint Race of the 2027 Miami Grand Prix, per formula1.com.' }),
] });
add({ name: 't3 miami gp 2027 sprint shootout', events: [
  ev('gamma', '9102', 'Miami GP 2027 - Sprint Shootout: Pole Sitter', '2027-05-01T00:00:00Z', plain('mia-ss', 4)),
] });
add({ name: 't3 miami gp 2027 qualifying (beta_us: session only in slug and questions)', events: [
  ev('beta_us', 'f1-miami-grand-prix-2027-qualifying', 'Miami Grand Prix 2027', '2027-05-01T22:00:00Z',
    qs(d('mia-q'), (l) => `Will ${l} qualify on pole for the 2027 Miami Grand Prix?`), { category: 'Sports', src: 'https://www.formula1.com/' }),
] });

// Shanghai 2027 (sprint weekend): the race on beta and beta_us; alpha lists only the sprint (session only in the ticker)
add({ name: 't3 chinese gp 2027 race', events: [
  ev('beta', '60110', 'Chinese Grand Prix 2027 Winner', '2027-03-28T09:00:00Z', qs(d('chn'), (l) => `Will ${l} win the 2027 Chinese Grand Prix?`), { category: 'Sports', src: 'https://www.formula1.com/' }),
  ev('beta_us', 'f1-chinese-gp-2027-winner', 'F1: Chinese GP 2027 Winner', '2027-03-28T09:00:00Z', qs(d('chn', 4), (l) => `Will ${l} win the 2027 Chinese GP?`), { category: 'Sports', src: 'https://www.formula1.com/' }),
] });
add({ name: 't3 chinese gp 2027 sprint (alpha: session only in the ticker and rules)', events: [
  ev('alpha', 'KXF1SPRINT-27CHN', 'Chinese Grand Prix Winner', '2027-03-27T05:00:00Z', plain('chn-spr'),
    { sources: F1, rules: 'If the driver finishes first in the Sprint of the 2027 Chinese Grand Prix, the market resolves to Yes.' }),
] });
add({ name: 't3 chinese gp 2027 sprint qualifying (gamma)', events: [
  ev('gamma', '9112', 'Chinese GP 2027 Sprint Qualifying', '2027-03-26T09:00:00Z', plain('chn-sq', 4)),
] });

// Melbourne 2027 (no sprint): the race on alpha and beta_us; gamma and beta list only qualifying
add({ name: 't3 australian gp 2027 race', events: [
  ev('alpha', 'KXF1RACE-27AUS', 'Australian Grand Prix Winner', '2027-03-14T06:00:00Z', plain('aus'), { sources: F1 }),
  ev('beta_us', 'f1-australian-grand-prix-2027', 'Australian Grand Prix 2027', '2027-03-14T06:00:00Z', qs(d('aus'), (l) => `Will ${l} win the 2027 Australian Grand Prix?`),
    { category: 'Sports', src: 'https://www.formula1.com/', rules: 'Resolves to the winner of the main race (not the sprint or qualifying) as classified by the FIA.' }),
] });
add({ name: 't3 australian gp 2027 pole position (gamma and beta)', events: [
  ev('gamma', '9121', 'Australian GP 2027 - Pole Position', '2027-03-13T07:00:00Z', plain('aus-pole', 4)),
  ev('beta', '60121', 'Australian Grand Prix 2027', '2027-03-13T07:00:00Z', qs(d('aus-pole'), (l) => `Will ${l} take pole position at the 2027 Australian Grand Prix?`),
    { category: 'Sports', src: 'https://www.formula1.com/' }),
] });

// Suzuka 2027: the race on gamma (rules name the other sessions only to exclude them) and beta; alpha only lists qualifying
add({ name: 't3 japanese gp 2027 race', events: [
  ev('gamma', '9131', 'Japanese GP 2027', '2027-04-11T07:00:00Z', plain('jpn', 4), { rules: 'Resolves to the winner of the Grand Prix race. Qualifying and sprint results do not count.' }),
  ev('beta', '60131', 'Japanese Grand Prix 2027: Race Winner', '2027-04-11T07:00:00Z', qs(d('jpn'), (l) => `Will ${l} win the 2027 Japanese Grand Prix?`), { category: 'Sports', src: 'https://www.formula1.com/' }),
] });
add({ name: 't3 japanese gp 2027 qualifying (alpha: ticker and question)', events: [
  ev('alpha', 'KXF1QUALI-27JPN', 'Japanese Grand Prix', '2027-04-10T07:00:00Z', d('jpn-q').map(([l, t]) => [l, t, `Will ${l} be fastest in qualifying at the Japanese Grand Prix?`]), { sources: F1 }),
] });

// Interlagos 2027 (sprint weekend): all four sessions, each on two venues, in different words
add({ name: 't3 sao paulo gp 2027 race', events: [
  ev('alpha', 'KXF1RACE-27BRA', 'São Paulo Grand Prix Winner', '2027-11-07T19:00:00Z', plain('bra'), { sources: F1 }),
  ev('beta', '60141', 'Sao Paulo Grand Prix 2027 Winner', '2027-11-07T19:00:00Z', qs(d('bra'), (l) => `Will ${l} win the 2027 Sao Paulo Grand Prix?`), { category: 'Sports', src: 'https://www.formula1.com/' }),
] });
add({ name: 't3 sao paulo gp 2027 sprint', events: [
  ev('alpha', 'KXF1SPRINT-27BRA', 'São Paulo Grand Prix Sprint Race Winner', '2027-11-06T16:00:00Z', plain('bra-spr'), { sources: F1 }),
  ev('gamma', '9142', 'F1 Sao Paulo GP 2027 Sprint', '2027-11-06T16:00:00Z', plain('bra-spr', 4)),
] });
add({ name: 't3 sao paulo gp 2027 qualifying', events: [
  ev('beta', '60143', 'Sao Paulo Grand Prix 2027: Qualifying', '2027-11-06T20:00:00Z', qs(d('bra-q'), (l) => `Will ${l} get pole position at the 2027 Sao Paulo Grand Prix?`),
    { category: 'Sports', src: 'https://www.formula1.com/' }),
  ev('beta_us', 'f1-sao-paulo-gp-2027-pole', 'São Paulo GP 2027 Pole Position', '2027-11-06T20:00:00Z', qs(d('bra-q', 4), (l) => `Will ${l} start from pole at the 2027 São Paulo GP?`),
    { category: 'Sports', src: 'https://www.formula1.com/' }),
] });

// Las Vegas 2027: the race on beta_us; gamma lists only qualifying with the session in the rules
add({ name: 't3 las vegas gp 2027 race', events: [
  ev('beta_us', 'f1-las-vegas-gp-2027-winner', 'Las Vegas Grand Prix 2027 Winner', '2027-11-21T06:00:00Z', qs(d('lv'), (l) => `Will ${l} win the 2027 Las Vegas Grand Prix?`),
    { category: 'Sports', src: 'https://www.formula1.com/' }),
] });
add({ name: 't3 las vegas gp 2027 qualifying (gamma: session only in the rules)', events: [
  ev('gamma', '9151', 'Las Vegas GP 2027', '2027-11-20T06:00:00Z', plain('lv-q', 4), { rules: 'Resolves to the driver who sets the fastest time in qualifying (pole position) for the 2027 Las Vegas Grand Prix.' }),
] });

// Austin 2027 (sprint weekend): the race on alpha and beta ('US' vs 'United States'); gamma and beta_us list only the sprint
// shootout and the sprint, the session in the title or only in the slug and questions
add({ name: 't3 united states gp 2027 race', events: [
  ev('alpha', 'KXF1RACE-27USA', 'United States Grand Prix Winner', '2027-10-24T20:00:00Z', plain('usa'), { sources: F1 }),
  ev('beta', '60161', 'US Grand Prix 2027 Winner', '2027-10-24T20:00:00Z', qs(d('usa'), (l) => `Will ${l} win the 2027 United States Grand Prix?`), { category: 'Sports', src: 'https://www.formula1.com/' }),
] });
add({ name: 't3 united states gp 2027 sprint shootout (gamma)', events: [
  ev('gamma', '9162', 'F1 United States GP 2027 - Sprint Shootout', '2027-10-22T22:30:00Z', plain('usa-ss', 4)),
] });
add({ name: 't3 united states gp 2027 sprint (beta_us: slug and questions)', events: [
  ev('beta_us', 'f1-us-gp-2027-sprint', 'F1: US GP 2027', '2027-10-23T18:00:00Z', qs(d('usa-spr'), (l) => `Will ${l} win the sprint at the 2027 US GP?`), { category: 'Sports', src: 'https://www.formula1.com/' }),
] });
// Monaco 2027: the race on alpha and beta (beta's title names no session); gamma lists only qualifying
add({ name: 't3 monaco gp 2027 race', events: [
  ev('alpha', 'KXF1RACE-27MON', 'Monaco Grand Prix Winner', '2027-06-06T15:00:00Z', plain('mon'), { sources: F1 }),
  ev('beta', '60171', 'Monaco Grand Prix 2027: Who will win?', '2027-06-06T15:00:00Z', qs(d('mon'), (l) => `Will ${l} win the 2027 Monaco Grand Prix?`), { category: 'Sports', src: 'https://www.formula1.com/' }),
] });
add({ name: 't3 monaco gp 2027 qualifying (gamma)', events: [
  ev('gamma', '9172', 'Monaco GP 2027 Qualifying - Pole Sitter', '2027-06-05T15:00:00Z', plain('mon-q', 4)),
] });
// Montreal 2027 (sprint weekend): alpha lists the race only; beta lists the sprint only ('Sprint Race' in the title)
add({ name: 't3 canadian gp 2027 race (alpha, no counterpart)', events: [
  ev('alpha', 'KXF1RACE-27CAN', 'Canadian Grand Prix Winner', '2027-06-13T20:00:00Z', plain('can'), { sources: F1 }),
] });
add({ name: 't3 canadian gp 2027 sprint race (beta, no counterpart)', events: [
  ev('beta', '60181', 'Canadian Grand Prix 2027 - Sprint Race Winner', '2027-06-12T16:00:00Z', qs(d('can-spr'), (l) => `Will ${l} win the 2027 Canadian Grand Prix Sprint Race?`),
    { category: 'Sports', src: 'https://www.formula1.com/' }),
] });
// Singapore 2027: the race on gamma; beta lists qualifying with the session only in the rules
add({ name: 't3 singapore gp 2027 race (gamma, no counterpart)', events: [
  ev('gamma', '9191', 'Singapore GP 2027 Winner', '2027-10-03T14:00:00Z', plain('sgp', 4)),
] });
add({ name: 't3 singapore gp 2027 qualifying (beta: session only in the rules)', events: [
  ev('beta', '60191', 'Singapore Grand Prix 2027', '2027-10-02T14:00:00Z', qs(d('sgp-q'), (l) => `${l}`),
    { category: 'Sports', src: 'https://www.formula1.com/', rules: 'This market will resolve to the driver who is classified fastest in the qualifying session of the 2027 Singapore Grand Prix, i.e. who takes pole position.' }),
] });

// ================= Crypto: time of day, market kind, exact bounds =================
/** alpha's rules state the exclusive bound one cent below the label's inclusive one ("$110,000 or above": above 109,999.99) */
const btcAlphaRules = (h: string) => (l: string): string =>
  `If the price of Bitcoin is above ${(Number(l.replace(/[^\d]/g, '')) - 1).toLocaleString('en-US')}.99 at ${h} on the date, the market resolves to Yes. Source: CF Benchmarks BRTI.`;
// Dec 31 2026 at 17:00 ET: alpha (ticker hour 17, 'T109999.99' bounds) and gamma (5PM ET in the title)
add({ name: 't3 bitcoin dec 31 2026 5pm et', events: [
  ev('alpha', 'KXBTCD-26DEC3117', 'Bitcoin price on Dec 31, 2026?', '2026-12-31T22:00:00Z',
    [['$105,000 or above', 'ge105', undefined, 'T104999.99'], ['$110,000 or above', 'ge110', undefined, 'T109999.99'], ['$115,000 or above', 'ge115', undefined, 'T114999.99']],
    { category: 'Crypto', sources: CB, mrules: btcAlphaRules('5pm EST') }),
  ev('gamma', '9201', 'BTC above ___ on Dec 31, 2026 at 5PM ET?', '2026-12-31T22:00:00Z', [['>$104,999.99', 'ge105'], ['>$109,999.99', 'ge110'], ['>$114,999.99', 'ge115']],
    { rules: 'Resolution source: CF Benchmarks Bitcoin Real Time Index at 5:00 PM ET.' }),
] });
// the same date at noon ET: alpha's noon series and beta's daily market (the hour only in the questions)
add({ name: 't3 bitcoin dec 31 2026 noon et', events: [
  ev('alpha', 'KXBTCD-26DEC3112', 'Bitcoin price on Dec 31, 2026?', '2026-12-31T17:00:00Z',
    [['$105,000 or above', 'n-ge105', undefined, 'T104999.99'], ['$110,000 or above', 'n-ge110', undefined, 'T109999.99']], { category: 'Crypto', sources: CB, mrules: btcAlphaRules('12pm EST') }),
  ev('beta', '60201', 'Bitcoin above ___ on December 31?', '2026-12-31T17:00:00Z',
    qs([['105,000', 'n-ge105'], ['110,000', 'n-ge110'], ['115,000', 'n-ge115']], (l) => `Will the price of Bitcoin be above $${Number(l.replace(/,/g, '')) - 1}.99 on December 31 at 12:00 PM ET?`),
    { category: 'Crypto', src: 'https://www.cfbenchmarks.com/' }),
] });
// beta_us lists the same date at 10:00 ET only (no counterpart)
add({ name: 't3 bitcoin dec 31 2026 10am et (no counterpart)', events: [
  ev('beta_us', 'bitcoin-above-on-december-31-10am-et', 'Bitcoin above ___ on December 31, 2026 (10AM ET)?', '2026-12-31T15:00:00Z',
    qs([['$110,000', 'm-ge110'], ['$115,000', 'm-ge115']], (l) => `Will Bitcoin be above ${l} on December 31, 2026 at 10:00 AM ET?`), { category: 'Crypto', src: 'https://www.cfbenchmarks.com/' }),
] });
// December 2026 high (touch) vs a price at a time: alpha's monthly max and beta's 'hit' market; gamma lists an end-of-month price
add({ name: 't3 bitcoin december 2026 high', events: [
  ev('alpha', 'KXBTCMAXM-26DEC', 'How high will Bitcoin get in December 2026?', '2026-12-31T23:59:00Z',
    [['$120,000 or above', 'mx120', undefined, 'T120000'], ['$130,000 or above', 'mx130', undefined, 'T130000']], { category: 'Crypto', sources: CB }),
  ev('beta', '60211', 'What price will Bitcoin hit in December 2026?', '2026-12-31T23:59:00Z',
    [['↑ 120,000', 'mx120', 'Will Bitcoin reach $120,000 in December 2026?'], ['↑ 130,000', 'mx130', 'Will Bitcoin reach $130,000 in December 2026?'],
      ['↓ 90,000', 'mn90', 'Will Bitcoin dip to $90,000 in December 2026?']], { category: 'Crypto', src: 'https://www.cfbenchmarks.com/' }),
] });
add({ name: 't3 bitcoin price at end of december 2026 (price at a time, gamma)', events: [
  ev('gamma', '9212', 'Bitcoin price on Dec 31, 2026 at 11:59 PM ET', '2027-01-01T04:59:00Z', [['$120,000 or above', 'eom120'], ['$130,000 or above', 'eom130']]),
] });
// a yearly high on gamma vs alpha; beta_us lists only a year-end close
add({ name: 't3 bitcoin 2027 all-time high bands', events: [
  ev('alpha', 'KXBTCMAXY-27', 'How high will Bitcoin get in 2027?', '2027-12-31T23:59:00Z',
    [['$150,000 or above', 'y150', undefined, 'T150000'], ['$175,000 or above', 'y175', undefined, 'T175000'], ['$200,000 or above', 'y200', undefined, 'T200000']], { category: 'Crypto', sources: CB }),
  ev('gamma', '9221', 'Bitcoin max price in 2027', '2027-12-31T23:59:00Z', [['Reach $150K', 'y150'], ['Reach $175K', 'y175'], ['Reach $200K', 'y200']]),
] });
add({ name: 't3 bitcoin year-end 2027 price (price at a time, beta_us)', events: [
  ev('beta_us', 'bitcoin-price-end-of-2027', 'Bitcoin price at the end of 2027', '2027-12-31T23:59:00Z',
    qs([['$150,000', 'ye150'], ['$175,000', 'ye175']], (l) => `Will Bitcoin close 2027 above ${l}?`), { category: 'Crypto', src: 'https://www.cfbenchmarks.com/' }),
] });
// Ethereum Jan 15 2027 at 17:00 ET: alpha vs beta (bounds at cent precision); gamma lists 10AM ET only
add({ name: 't3 ethereum jan 15 2027 5pm et', events: [
  ev('alpha', 'KXETHD-27JAN1517', 'Ethereum price on Jan 15, 2027?', '2027-01-15T22:00:00Z',
    [['$3,000 or above', 'e3000', undefined, 'T2999.99'], ['$3,500 or above', 'e3500', undefined, 'T3499.99'], ['$4,000 or above', 'e4000', undefined, 'T3999.99']], { category: 'Crypto', sources: CB }),
  ev('beta', '60231', 'Ethereum above ___ on January 15?', '2027-01-15T22:00:00Z',
    qs([['3,000', 'e3000'], ['3,500', 'e3500'], ['4,000', 'e4000']], (l) => `Will the price of Ethereum be above $${l} on January 15 at 5:00 PM ET?`), { category: 'Crypto', src: 'https://www.cfbenchmarks.com/' }),
] });
add({ name: 't3 ethereum jan 15 2027 10am et (gamma, no counterpart)', events: [
  ev('gamma', '9232', 'ETH above ___ on Jan 15, 2027 (10AM ET)', '2027-01-15T15:00:00Z', [['>$3,000', 'g-e3000'], ['>$3,500', 'g-e3500'], ['>$4,000', 'g-e4000']]),
] });
// Solana Feb 1 2027 at 17:00 ET: exclusive bound 'above $200' vs inclusive '$200 or above'... both sides explicit at cents
add({ name: 't3 solana feb 1 2027 5pm et (alpha ticker hour; beta_us states 5PM)', events: [
  ev('alpha', 'KXSOLD-27FEB0117', 'Solana price on Feb 1, 2027?', '2027-02-01T22:00:00Z',
    [['$200 or above', 's200', undefined, 'T199.99'], ['$250 or above', 's250', undefined, 'T249.99']], { category: 'Crypto', sources: CB }),
  ev('beta_us', 'solana-above-on-february-1-2027', 'Solana above ___ on February 1, 2027?', '2027-02-01T22:00:00Z',
    qs([['$199.99', 's200'], ['$249.99', 's250']], (l) => `Will the price of Solana be above ${l} on February 1, 2027 at 5PM ET?`), { category: 'Crypto', src: 'https://www.cfbenchmarks.com/' }),
] });
add({ name: 't3 solana february 2027 low (touch, other kind)', events: [
  ev('gamma', '9241', 'Solana lowest price in February 2027', '2027-02-28T23:59:00Z', [['$200 or below', 'sl200'], ['$150 or below', 'sl150']]),
] });


// Bitcoin Dec 4 2026 hourly: 09:00 ET on alpha and beta_us; alpha's 10:00 ET has no counterpart
add({ name: 't3 bitcoin dec 4 2026 9am et', events: [
  ev('alpha', 'KXBTCD-26DEC0409', 'Bitcoin price on Dec 4, 2026?', '2026-12-04T14:00:00Z',
    [['$98,000 or above', 'h9-98', undefined, 'T97999.99'], ['$100,000 or above', 'h9-100', undefined, 'T99999.99']], { category: 'Crypto', sources: CB }),
  ev('beta_us', 'bitcoin-above-on-december-4-9am-et', 'Bitcoin above ___ on December 4, 9AM ET?', '2026-12-04T14:00:00Z',
    qs([['98,000', 'h9-98'], ['100,000', 'h9-100']], (l) => `Will the price of Bitcoin be $${l} or above on December 4, 2026 at 9AM ET?`), { category: 'Crypto', src: 'https://www.cfbenchmarks.com/' }),
] });
add({ name: 't3 bitcoin dec 4 2026 10am et (alpha, no counterpart)', events: [
  ev('alpha', 'KXBTCD-26DEC0410', 'Bitcoin price on Dec 4, 2026?', '2026-12-04T15:00:00Z',
    [['$98,000 or above', 'h10-98', undefined, 'T97999.99'], ['$100,000 or above', 'h10-100', undefined, 'T99999.99']], { category: 'Crypto', sources: CB }),
] });
// Bitcoin range buckets on Dec 31 2026 at 17:00 ET: alpha ('to 109,999.99') vs gamma ('$108K-$110K'); beta_us lists noon only
add({ name: 't3 bitcoin range dec 31 2026 5pm et', events: [
  ev('alpha', 'KXBTC-26DEC3117', 'Bitcoin price range on Dec 31, 2026?', '2026-12-31T22:00:00Z',
    [['$108,000 to 109,999.99', 'r108', undefined, 'B109000'], ['$110,000 to 111,999.99', 'r110', undefined, 'B111000'], ['$112,000 to 113,999.99', 'r112', undefined, 'B113000']], { category: 'Crypto', sources: CB }),
  ev('gamma', '9251', 'BTC price range on Dec 31, 2026 (5PM ET)', '2026-12-31T22:00:00Z', [['$108K-$110K', 'r108'], ['$110K-$112K', 'r110'], ['$112K-$114K', 'r112']]),
] });
add({ name: 't3 bitcoin range dec 31 2026 noon et (beta_us, no counterpart)', events: [
  ev('beta_us', 'bitcoin-price-range-december-31-noon', 'Bitcoin price on December 31 at noon ET?', '2026-12-31T17:00:00Z',
    qs([['$108,000-$110,000', 'nr108'], ['$110,000-$112,000', 'nr110']], (l) => `Will the price of Bitcoin be between ${l.replace('-', ' and ')} at 12:00 PM ET on December 31, 2026?`), { category: 'Crypto', src: 'https://www.cfbenchmarks.com/' }),
] });
// Ethereum 2027 high: alpha vs beta (a 'hit' market); gamma lists only the year-end price
add({ name: 't3 ethereum 2027 high', events: [
  ev('alpha', 'KXETHMAXY-27', 'How high will Ethereum get in 2027?', '2027-12-31T23:59:00Z',
    [['$5,000 or above', 'eh5000', undefined, 'T5000'], ['$6,000 or above', 'eh6000', undefined, 'T6000']], { category: 'Crypto', sources: CB }),
  ev('beta', '60261', 'What price will Ethereum hit in 2027?', '2027-12-31T23:59:00Z',
    [['↑ 5,000', 'eh5000', 'Will Ethereum reach $5,000 in 2027?'], ['↑ 6,000', 'eh6000', 'Will Ethereum reach $6,000 in 2027?'], ['↓ 2,000', 'el2000', 'Will Ethereum dip to $2,000 in 2027?']],
    { category: 'Crypto', src: 'https://www.cfbenchmarks.com/' }),
] });
add({ name: 't3 ethereum year-end 2027 price (gamma, other kind)', events: [
  ev('gamma', '9262', 'ETH price on Dec 31, 2027', '2027-12-31T23:59:00Z', [['$5,000 or above', 'eye5000'], ['$6,000 or above', 'eye6000']]),
] });

// ================= Stock indices: the close vs another hour, close vs intraday high =================
add({ name: 't3 s&p 500 dec 31 2026 close', events: [
  ev('alpha', 'KXINXU-26DEC31H1600', 'S&P 500 on Dec 31, 2026 at 4pm EST?', '2026-12-31T21:00:00Z',
    [['7,000 or above', 'spx7000', undefined, 'T6999.99'], ['7,200 or above', 'spx7200', undefined, 'T7199.99']], { category: 'Financials', sources: SPX }),
  ev('beta', '60301', 'S&P 500 (SPX) close above ___ on December 31?', '2026-12-31T21:00:00Z',
    qs([['7,000', 'spx7000'], ['7,200', 'spx7200']], (l) => `Will the S&P 500 close at or above ${l} on December 31, 2026?`), { category: 'Finance', src: 'https://www.spglobal.com/' }),
] });
add({ name: 't3 s&p 500 dec 31 2026 at noon (other hour)', events: [
  ev('alpha', 'KXINXU-26DEC31H1200', 'S&P 500 on Dec 31, 2026 at 12pm EST?', '2026-12-31T17:00:00Z',
    [['7,000 or above', 'n-spx7000', undefined, 'T6999.99'], ['7,200 or above', 'n-spx7200', undefined, 'T7199.99']], { category: 'Financials', sources: SPX }),
] });
add({ name: 't3 s&p 500 december 2026 high (touch, other kind)', events: [
  ev('gamma', '9302', 'Will the S&P 500 hit 7,000 in December 2026?', '2026-12-31T21:00:00Z', [['Hit 7,000', 'spx-hit7000'], ['Hit 7,200', 'spx-hit7200']]),
] });

add({ name: 't3 nasdaq-100 dec 31 2026 close', events: [
  ev('alpha', 'KXNASDAQ100U-26DEC31H1600', 'Nasdaq-100 on Dec 31, 2026 at 4pm EST?', '2026-12-31T21:00:00Z',
    [['25,000 or above', 'ndx25000', undefined, 'T24999.99'], ['26,000 or above', 'ndx26000', undefined, 'T25999.99']], { category: 'Financials' }),
  ev('beta_us', 'nasdaq-100-close-above-on-december-31-2026', 'Nasdaq 100 close above ___ on Dec 31, 2026?', '2026-12-31T21:00:00Z',
    qs([['24,999.99', 'ndx25000'], ['25,999.99', 'ndx26000']], (l) => `Will the Nasdaq-100 close above ${l} on December 31, 2026?`), { category: 'Finance' }),
] });
add({ name: 't3 nasdaq-100 december 2026 high (gamma, other kind)', events: [
  ev('gamma', '9312', 'Nasdaq 100 highest close in December 2026', '2026-12-31T21:00:00Z', [['25,000+', 'ndxh25000'], ['26,000+', 'ndxh26000']]),
] });

// ================= Other kinds (recall): games, awards, weather, Eurovision, Fed, CPI =================
add({ name: 't3 nba game lakers at warriors', events: [
  ev('alpha', 'KXNBAGAME-26NOV25LALGSW', 'Los Angeles L at Golden State', '2026-11-26T06:30:00Z', [['Los Angeles L', 'LAL'], ['Golden State', 'GSW']], { sources: NBA }),
  ev('beta', '60401', 'Lakers vs. Warriors', '2026-11-26T06:30:00Z', [['Lakers', 'LAL', 'Will the Lakers beat the Warriors?'], ['Warriors', 'GSW', 'Will the Warriors beat the Lakers?']], { category: 'Sports' }),
  ev('gamma', '9401', 'NBA: LAL @ GSW (Nov 25)', '2026-11-26T06:30:00Z', [['Lakers', 'LAL'], ['Warriors', 'GSW']]),
] });
add({ name: 't3 nba game lakers at warriors next night (other date)', events: [
  ev('beta_us', 'nba-lal-gsw-2026-11-27', 'Lakers vs. Warriors', '2026-11-28T06:30:00Z', [['Lakers', 'n-LAL', 'Will the Lakers beat the Warriors?'], ['Warriors', 'n-GSW', 'Will the Warriors beat the Lakers?']], { category: 'Sports' }),
] });
add({ name: 't3 nfl game chiefs at bills', events: [
  ev('alpha', 'KXNFLGAME-26NOV29KCBUF', 'Kansas City at Buffalo', '2026-11-30T01:20:00Z', [['Kansas City', 'KC'], ['Buffalo', 'BUF']], { sources: NFL }),
  ev('gamma', '9402', 'Chiefs vs Bills - Who will win?', '2026-11-30T01:20:00Z', [['Chiefs', 'KC'], ['Bills', 'BUF']]),
  ev('beta_us', 'nfl-kc-buf-2026-11-29', 'Chiefs vs. Bills', '2026-11-30T01:20:00Z', [['Chiefs', 'KC', 'Will the Chiefs beat the Bills?'], ['Bills', 'BUF', 'Will the Bills beat the Chiefs?']], { category: 'Sports' }),
] });
add({ name: 't3 nyc high temperature dec 10 2026', events: [
  ev('alpha', 'KXHIGHNY-26DEC10', 'Highest temperature in NYC on Dec 10, 2026?', '2026-12-11T04:59:00Z',
    [['39° or below', 'le39'], ['40° to 41°', 'b40'], ['42° to 43°', 'b42'], ['44° or above', 'ge44']], { category: 'Climate and Weather', sources: NWS }),
  ev('gamma', '9410', 'NYC high temp Dec 10, 2026', '2026-12-11T04:59:00Z', [['≤39°F', 'le39'], ['40-41°F', 'b40'], ['42-43°F', 'b42'], ['≥44°F', 'ge44']],
    { rules: 'Resolves per the NWS Daily Climate Report for Central Park.' }),
  ev('beta', '60410', 'Highest temperature in NYC on December 10?', '2026-12-11T04:59:00Z',
    [['39°F or below', 'le39', 'Will the highest temperature in New York City be 39°F or below on December 10?'], ['40-41°F', 'b40', 'Will the highest temperature in New York City be between 40-41°F on December 10?'],
      ['42-43°F', 'b42', 'Will the highest temperature in New York City be between 42-43°F on December 10?'], ['44°F or higher', 'ge44', 'Will the highest temperature in New York City be 44°F or higher on December 10?']],
    { category: 'Weather', src: 'https://www.weather.gov/' }),
] });
add({ name: 't3 nyc low temperature dec 10 2026 (other extreme)', events: [
  ev('alpha', 'KXLOWNY-26DEC10', 'Lowest temperature in NYC on Dec 10, 2026?', '2026-12-11T04:59:00Z', [['29° or below', 'lo-le29'], ['30° to 31°', 'lo-b30'], ['32° or above', 'lo-ge32']],
    { category: 'Climate and Weather', sources: NWS }),
] });
add({ name: 't3 eurovision 2027 winner', events: [
  ev('alpha', 'KXEUROVISION-27', 'Eurovision Song Contest 2027 Winner', '2027-05-15T23:59:00Z', [['Sweden', 'SWE'], ['Israel', 'ISR'], ['Ukraine', 'UKR'], ['France', 'FRA'], ['Italy', 'ITA']], { category: 'Entertainment' }),
  ev('beta', '60420', 'Eurovision Winner 2027', '2027-05-15T23:59:00Z', qs([['Sweden', 'SWE'], ['Israel', 'ISR'], ['Ukraine', 'UKR'], ['France', 'FRA'], ['Finland', 'FIN']], (l) => `Will ${l} win Eurovision 2027?`),
    { category: 'Culture', src: 'https://eurovision.tv/' }),
  ev('gamma', '9420', 'Eurovision 2027: Winning Country', '2027-05-15T23:59:00Z', [['Sweden', 'SWE'], ['Israel', 'ISR'], ['Ukraine', 'UKR'], ['Italy', 'ITA']]),
] });
add({ name: 't3 fed decision january 2027', events: [
  ev('alpha', 'KXFEDDECISION-27JAN', 'Fed decision in Jan 2027?', '2027-01-27T19:00:00Z',
    [['Cut >25bps', 'cut50'], ['Cut 25bps', 'cut25'], ['Hold', 'hold'], ['Hike 25bps', 'hike25']], { category: 'Economics', sources: FED }),
  ev('beta', '60430', 'Fed decision in January?', '2027-01-27T19:00:00Z',
    [['50+ bps decrease', 'cut50', 'Will the Fed decrease interest rates by 50+ bps after the January 2027 meeting?'], ['25 bps decrease', 'cut25', 'Will the Fed decrease interest rates by 25 bps after the January 2027 meeting?'],
      ['No change', 'hold', 'Will there be no change in Fed interest rates after the January 2027 meeting?'], ['25+ bps increase', 'hike25plus', 'Will the Fed increase interest rates by 25+ bps after the January 2027 meeting?']],
    { category: 'Economics', src: 'https://www.federalreserve.gov/' }),
  ev('gamma', '9430', 'FOMC January 2027 rate decision', '2027-01-27T19:00:00Z', [['Cut 50bps+', 'cut50'], ['Cut 25bps', 'cut25'], ['No change', 'hold'], ['Hike 25bps+', 'hike25plus']]),
] });
add({ name: 't3 fed decision march 2027 (other meeting)', events: [
  ev('alpha', 'KXFEDDECISION-27MAR', 'Fed decision in Mar 2027?', '2027-03-17T18:00:00Z', [['Cut 25bps', 'm-cut25'], ['Hold', 'm-hold']], { category: 'Economics', sources: FED }),
] });
add({ name: 't3 cpi december 2026 yoy', events: [
  ev('alpha', 'KXCPIYOY-26DEC', 'CPI year-over-year in Dec 2026', '2027-01-13T13:30:00Z', [['Above 2.7%', 'gt2.7', undefined, 'T2.7'], ['Above 2.9%', 'gt2.9', undefined, 'T2.9']], { category: 'Economics', sources: BLS }),
  ev('gamma', '9440', 'US CPI inflation (YoY) for December 2026', '2027-01-13T13:30:00Z', [['Above 2.7%', 'gt2.7'], ['Above 2.9%', 'gt2.9']]),
] });
add({ name: 't3 core cpi december 2026 yoy (other measure)', events: [
  one('beta', '60441', 'Core CPI above 2.9% YoY in December 2026?', '2027-01-13T13:30:00Z', 'core-gt2.9', { category: 'Economics' }),
] });

add({ name: 't3 nba game celtics at knicks', events: [
  ev('alpha', 'KXNBAGAME-26DEC01BOSNYK', 'Boston at New York K', '2026-12-02T03:00:00Z', [['Boston', 'BOS'], ['New York K', 'NYK']], { sources: NBA }),
  ev('gamma', '9403', 'Celtics @ Knicks - Winner (Dec 1)', '2026-12-02T03:00:00Z', [['Celtics', 'BOS'], ['Knicks', 'NYK']]),
  ev('beta', '60403', 'Celtics vs. Knicks', '2026-12-02T03:00:00Z', [['Celtics', 'BOS', 'Will the Celtics beat the Knicks?'], ['Knicks', 'NYK', 'Will the Knicks beat the Celtics?']], { category: 'Sports' }),
] });
add({ name: 't3 chicago high temperature dec 12 2026', events: [
  ev('alpha', 'KXHIGHCHI-26DEC12', 'Highest temperature in Chicago on Dec 12, 2026?', '2026-12-13T05:59:00Z',
    [['27° or below', 'c-le27'], ['28° to 29°', 'c-b28'], ['30° to 31°', 'c-b30'], ['32° or above', 'c-ge32']], { category: 'Climate and Weather', sources: NWS }),
  ev('beta_us', 'chicago-high-temperature-december-12-2026', 'Chicago high temperature on December 12?', '2026-12-13T05:59:00Z',
    qs([['27°F or below', 'c-le27'], ['28-29°F', 'c-b28'], ['30-31°F', 'c-b30'], ['32°F or higher', 'c-ge32']], (l) => `Will the highest temperature in Chicago be ${l} on December 12, 2026?`), { category: 'Weather', src: 'https://www.weather.gov/' }),
  ev('gamma', '9411', 'Chicago daily high Dec 12, 2026', '2026-12-13T05:59:00Z', [['≤27°F', 'c-le27'], ['28-29°F', 'c-b28'], ['30-31°F', 'c-b30'], ['≥32°F', 'c-ge32']],
    { rules: 'Resolves per the NWS Daily Climate Report for Chicago O\'Hare.' }),
] });
add({ name: 't3 oscars 2027 best picture', events: [
  ev('alpha', 'KXOSCARPIC-27', 'Oscar for Best Picture 2027', '2027-03-14T23:59:00Z', [['Project Hail Mary', 'phm'], ['The Odyssey', 'ody'], ['Hamnet', 'ham'], ['Dune: Part Three', 'dune']], { category: 'Entertainment' }),
  ev('beta', '60421', 'Oscars 2027: Best Picture Winner', '2027-03-14T23:59:00Z', qs([['Project Hail Mary', 'phm'], ['The Odyssey', 'ody'], ['Hamnet', 'ham'], ['Dune: Part Three', 'dune']], (l) => `Will "${l}" win Best Picture at the 2027 Academy Awards?`),
    { category: 'Culture', src: 'https://www.oscars.org/' }),
  ev('gamma', '9421', 'Best Picture - 99th Academy Awards', '2027-03-14T23:59:00Z', [['Project Hail Mary', 'phm'], ['The Odyssey', 'ody'], ['Hamnet', 'ham']]),
] });
add({ name: 't3 cpi december 2026 mom', events: [
  ev('alpha', 'KXCPI-26DEC', 'CPI month-over-month in Dec 2026', '2027-01-13T13:30:00Z', [['Above 0.2%', 'mom-gt0.2', undefined, 'T0.2'], ['Above 0.3%', 'mom-gt0.3', undefined, 'T0.3']], { category: 'Economics', sources: BLS }),
  ev('beta', '60442', 'December 2026 CPI MoM', '2027-01-13T13:30:00Z',
    [['More than 0.2%', 'mom-gt0.2', 'Will CPI increase by more than 0.2% month-over-month in December 2026?'], ['More than 0.3%', 'mom-gt0.3', 'Will CPI increase by more than 0.3% month-over-month in December 2026?']],
    { category: 'Economics', src: 'https://www.bls.gov/' }),
] });

// ---- Emit ----
const scenario = emitScenario(cases);
writeFileSync(new URL('./tuning3-set.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);
const truth = scenario['truth'] as { events: unknown[]; outcomes: unknown[] };
console.log(`cases ${cases.length}, venue events ${cases.reduce((n, c) => n + c.events.length, 0)}, true event groups ${truth.events.length}, outcome groups ${truth.outcomes.length}`);
