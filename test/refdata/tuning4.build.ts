// Builds test/refdata/tuning4-set.json: a fourth tuning set for the kinds the unseen holdouts miss, written from the
// venues' public wording (not from the matcher's rules), each with hard negatives:
// - daily temperature highs per city: alpha KXHIGHNY-style events with threshold ('T44': '>43°' / '<36°') and bucket
//   ('B40.5': '40° to 41°') markets vs beta 'Highest temperature in NYC on January 15?' ranges; other city, other date,
//   a bucket grid shifted by one degree (no outcome in common), and the station: Central Park vs LaGuardia, Midway vs
//   O'Hare (NOT fungible) vs the same airport on both venues (fungible);
// - monthly snowfall per city (other month, other city), the number of Fed rate cuts in a year (other year), Ethereum's
//   high in a month (other month, the low instead), CPI and payrolls prints (other month, core vs headline, the
//   unemployment rate), a leader leaving office by a date (other date), a product release by a date, a cabinet
//   confirmation, box office opening weekends (other film);
// - gold at the COMEX settlement (alpha, gamma) vs the LBMA price (beta) and the 10-year yield from the Treasury vs another source (NOT
//   fungible), same-source pairs fungible;
// - games named by gamma ('NHL: Rangers vs Bruins (Jan 12)') and by nickname or abbreviation with '@', the same teams on
//   the next day; season futures on beta_us (world-series-..., stanley-cup-...), other season.
// Same format as evalset.build.ts. Run: node test/refdata/tuning4.build.ts
import { writeFileSync } from 'node:fs';
import { emitScenario, eventBuilder, slug, yesNoEvent, type Case, type E, type Row } from './evalset.emit.ts';

const NWS = ['National Weather Service https://www.weather.gov'];
const BLS = ['Bureau of Labor Statistics https://www.bls.gov'];
const CB = ['CF Benchmarks https://www.cfbenchmarks.com'];

const cases: Case[] = [];
const add = (c: Case): void => void cases.push(c);

const ev = eventBuilder();
const one = yesNoEvent;

// ================= Daily temperature highs =================
interface City { code: string; name: string; beta: string; alphaStation: string; betaStation: string; sameStation: boolean; tz: number }
const CITIES: City[] = [
  { code: 'NY', name: 'NYC', beta: 'NYC', alphaStation: 'Central Park, New York (KNYC)', betaStation: 'LaGuardia Airport (KLGA)', sameStation: false, tz: 5 },
  { code: 'MIA', name: 'Miami', beta: 'Miami', alphaStation: 'Miami International Airport (KMIA)', betaStation: 'Miami International Airport (KMIA)', sameStation: true, tz: 5 },
  { code: 'CHI', name: 'Chicago', beta: 'Chicago', alphaStation: 'Chicago Midway Airport (KMDW)', betaStation: "Chicago O'Hare International Airport (KORD)", sameStation: false, tz: 6 },
  { code: 'AUS', name: 'Austin', beta: 'Austin', alphaStation: 'Austin-Bergstrom International Airport (KAUS)', betaStation: 'Austin-Bergstrom International Airport (KAUS)', sameStation: true, tz: 6 },
];
const MON = ['JAN', 'FEB', 'MAR'];
const MONTH = ['January', 'February', 'March'];
const MONTH3 = ['Jan', 'Feb', 'Mar'];
/** base: the lowest bucket's lower bound; shift: beta's grid is one degree off alpha's */
function tempCase(c: City, mon: number, day: number, base: number, opts: { shift?: boolean; betaWunderground?: boolean } = {}): void {
  const dd = String(day).padStart(2, '0');
  const next = `2027-${String(mon + 1).padStart(2, '0')}-${String(day + 1).padStart(2, '0')}T0${c.tz - 1}:59:00Z`;
  const key = `${c.code}-${mon}-${day}`;
  const aRows: Row[] = [[`${base - 1}° or below`, `${key}-le${base - 1}`, undefined, `T${base}`]];
  for (let lo = base; lo < base + 8; lo += 2) aRows.push([`${lo}° to ${lo + 1}°`, `${key}-b${lo}`, undefined, `B${lo}.5`]);
  aRows.push([`>${base + 7}°`, `${key}-ge${base + 8}`, undefined, `T${base + 7}`]);
  const b0 = opts.shift === true ? base + 1 : base;
  const city = c.beta === 'NYC' ? 'New York City' : c.beta;
  const bq = (what: string): string => `Will the highest temperature in ${city} be ${what} on ${MONTH[mon]} ${day}?`;
  const bRows: Row[] = [[`${b0 - 1}°F or below`, `${key}-le${b0 - 1}`, bq(`${b0 - 1}°F or below`)]];
  for (let lo = b0; lo < b0 + 8; lo += 2) bRows.push([`${lo}-${lo + 1}°F`, `${key}-b${lo}`, bq(`between ${lo}-${lo + 1}°F`)]);
  bRows.push([`${b0 + 8}°F or higher`, `${key}-ge${b0 + 8}`, bq(`${b0 + 8}°F or higher`)]);
  const aRules = `If the highest temperature recorded at ${c.alphaStation} for ${MONTH[mon]} ${day}, 2027 as reported by the National Weather Service's Climatological Report (Daily) is within the range, the market resolves to Yes.`;
  const bRules = opts.betaWunderground === true
    ? `This market will resolve to the temperature range that contains the highest temperature recorded at the ${c.betaStation} Station in degrees Fahrenheit on ${MONTH[mon]} ${day}, 2027, as shown by Weather Underground.`
    : `This market resolves according to the highest temperature recorded at ${c.betaStation} on ${MONTH[mon]} ${day}, 2027, per the National Weather Service daily climate report (CLI).`;
  const bSrc = opts.betaWunderground === true ? `https://www.wunderground.com/history/daily/us/${c.code.toLowerCase()}/${c.betaStation.slice(-5, -1)}` : 'https://www.weather.gov/wrh/climate';
  add({ name: `t4 high temperature ${c.name} ${MONTH[mon]} ${day}${opts.shift === true ? ' (grids one degree apart)' : ''}`, events: [
    ev('alpha', `KXHIGH${c.code}-27${MON[mon]}${dd}`, `Highest temperature in ${c.name} on ${MONTH3[mon]} ${day}, 2027?`, next, aRows, { category: 'Climate and Weather', sources: NWS, rules: aRules }),
    ev('beta', `7${c.code.length}${mon}${dd}${c.code.charCodeAt(0)}`, `Highest temperature in ${c.beta} on ${MONTH[mon]} ${day}?`, next, bRows, { category: 'Weather', src: bSrc, rules: bRules }),
  ], ...(c.sameStation ? {} : { fungible: { 'alpha|beta': false } }) });
}
tempCase(CITIES[0]!, 0, 15, 36);
tempCase(CITIES[0]!, 0, 16, 34, { betaWunderground: true });
tempCase(CITIES[1]!, 0, 15, 74);
tempCase(CITIES[1]!, 0, 16, 74, { shift: true });
tempCase(CITIES[2]!, 0, 15, 24);
tempCase(CITIES[3]!, 0, 15, 58);
tempCase(CITIES[3]!, 1, 3, 60);

// ================= Monthly snowfall =================
function snowCase(code: string, aCity: string, bCity: string, mon: number, station: string, tag: string): void {
  const k = `snow-${code}-${mon}`;
  add({ name: `t4 snowfall ${aCity} ${MONTH[mon]} 2027`, events: [
    ev('alpha', `KXSNOW${code}M-27${MON[mon]}`, `How much snow will fall in ${aCity} in ${MONTH[mon]} 2027?`, `2027-${String(mon + 2).padStart(2, '0')}-01T04:59:00Z`,
      [['Above 2 inches', `${k}-gt2`, undefined, 'T2'], ['Above 4 inches', `${k}-gt4`, undefined, 'T4'], ['Above 8 inches', `${k}-gt8`, undefined, 'T8']],
      { category: 'Climate and Weather', sources: NWS, rules: `Resolves to the total snowfall at ${station} for ${MONTH[mon]} 2027 in the NWS monthly climate report.` }),
    ev('beta', `72${tag}${mon}`, `${bCity} snowfall in ${MONTH[mon]}?`, `2027-${String(mon + 2).padStart(2, '0')}-01T04:59:00Z`,
      [['More than 2 inches', `${k}-gt2`, `Will ${bCity} get more than 2 inches of snow in ${MONTH[mon]} 2027?`], ['More than 4 inches', `${k}-gt4`, `Will ${bCity} get more than 4 inches of snow in ${MONTH[mon]} 2027?`],
        ['More than 8 inches', `${k}-gt8`, `Will ${bCity} get more than 8 inches of snow in ${MONTH[mon]} 2027?`]],
      { category: 'Weather', src: 'https://www.weather.gov/wrh/climate', rules: `Resolves per the total snowfall recorded at ${station} for ${MONTH[mon]} 2027 in the NWS monthly climate report.` }),
  ] });
}
snowCase('NY', 'New York City', 'NYC', 0, 'Central Park', '1');
snowCase('NY', 'New York City', 'NYC', 1, 'Central Park', '1');
snowCase('CHI', 'Chicago', 'Chicago', 0, "O'Hare", '2');

// ================= Number of Fed rate cuts in a year =================
const cutRows = (y: string, beta: boolean): Row[] => [0, 1, 2, 3].map((n): Row => [beta ? `${n} (${n * 25} bps)` : `${n} cuts`, `cuts${y}-${n}`, beta ? `Will the Fed cut rates ${n} times in ${y}?` : undefined, `${n}`])
  .concat([[beta ? '4+ (100+ bps)' : '4 or more cuts', `cuts${y}-4p`, beta ? `Will the Fed cut rates 4 or more times in ${y}?` : undefined, '4P']]);
add({ name: 't4 number of fed rate cuts in 2027', events: [
  ev('alpha', 'KXRATECUTCOUNT-27', 'Number of Fed rate cuts in 2027', '2027-12-31T23:59:00Z', cutRows('2027', false), { category: 'Economics', sources: ['Federal Reserve https://www.federalreserve.gov'] }),
  ev('beta', '73101', 'How many Fed rate cuts in 2027?', '2027-12-31T23:59:00Z', cutRows('2027', true), { category: 'Economics', src: 'https://www.federalreserve.gov/' }),
  ev('beta_us', 'how-many-fed-rate-cuts-in-2027', 'How many Fed rate cuts in 2027?', '2027-12-31T23:59:00Z', cutRows('2027', true).map(([l, t, q]): Row => [l, t, q, `fed-cuts-2027-${slug(l)}`]), { category: 'Economics' }),
] });
add({ name: 't4 number of fed rate cuts in 2026 (other year, beta only)', events: [
  ev('beta', '73100', 'How many Fed rate cuts in 2026?', '2026-12-31T23:59:00Z', cutRows('2026', true), { category: 'Economics', src: 'https://www.federalreserve.gov/' }),
] });

// ================= Ethereum high in a month =================
function ethMax(mon: number, id: string): void {
  const k = `ethmax-${mon}`;
  const end = `2027-${String(mon + 2).padStart(2, '0')}-01T04:59:00Z`;
  add({ name: `t4 ethereum high in ${MONTH[mon]} 2027`, events: [
    ev('alpha', `KXETHMAXM-27${MON[mon]}`, `How high will Ethereum get in ${MONTH[mon]} 2027?`, end,
      [['$4,000 or above', `${k}-4000`, undefined, 'T3999.99'], ['$4,500 or above', `${k}-4500`, undefined, 'T4499.99'], ['$5,000 or above', `${k}-5000`, undefined, 'T4999.99']], { category: 'Crypto', sources: CB }),
    ev('beta', id, `What price will Ethereum hit in ${MONTH[mon]}?`, end,
      [['↑ 4,000', `${k}-4000`, `Will Ethereum reach $4,000 in ${MONTH[mon]}?`], ['↑ 4,500', `${k}-4500`, `Will Ethereum reach $4,500 in ${MONTH[mon]}?`], ['↑ 5,000', `${k}-5000`, `Will Ethereum reach $5,000 in ${MONTH[mon]}?`],
        ['↓ 2,500', `${k}-dip2500`, `Will Ethereum dip to $2,500 in ${MONTH[mon]}?`]], { category: 'Crypto', src: 'https://www.binance.com/en/trade/ETH_USDT' }),
  ], fungible: { 'alpha|beta': false } });
}
ethMax(0, '74100');
ethMax(1, '74101');
add({ name: 't4 ethereum low in january 2027 (the low, alpha only)', events: [
  ev('alpha', 'KXETHMINM-27JAN', 'How low will Ethereum get in January 2027?', '2027-02-01T04:59:00Z',
    [['$2,500 or below', 'ethmin-2500', undefined, 'T2500'], ['$3,000 or below', 'ethmin-3000', undefined, 'T3000']], { category: 'Crypto', sources: CB }),
] });

// ================= CPI and payrolls =================
function cpi(mon: number, release: string, bid: string, core: boolean): void {
  const k = `cpi${core ? 'core' : ''}-${mon}`;
  const what = core ? 'Core CPI' : 'CPI';
  add({ name: `t4 ${what} yoy ${MONTH[mon]} 2027`, events: [
    ev('alpha', `KX${core ? 'CPICORE' : 'CPI'}YOY-27${MON[mon]}`, `${what} year-over-year in ${MONTH3[mon]} 2027`, release,
      [['Above 2.6%', `${k}-gt2.6`, undefined, 'T2.6'], ['Above 2.8%', `${k}-gt2.8`, undefined, 'T2.8'], ['Above 3.0%', `${k}-gt3.0`, undefined, 'T3.0']], { category: 'Economics', sources: BLS }),
    ev('beta', bid, `${MONTH[mon]} 2027 ${core ? 'core inflation' : 'inflation'} (YoY)?`, release,
      [['>2.6%', `${k}-gt2.6`, `Will ${core ? 'core ' : ''}CPI rise more than 2.6% year-over-year in ${MONTH[mon]} 2027?`], ['>2.8%', `${k}-gt2.8`, `Will ${core ? 'core ' : ''}CPI rise more than 2.8% year-over-year in ${MONTH[mon]} 2027?`],
        ['>3.0%', `${k}-gt3.0`, `Will ${core ? 'core ' : ''}CPI rise more than 3.0% year-over-year in ${MONTH[mon]} 2027?`]], { category: 'Economics', src: 'https://www.bls.gov/cpi/' }),
  ] });
}
cpi(0, '2027-02-10T13:30:00Z', '75100', false);
cpi(1, '2027-03-10T12:30:00Z', '75101', false);
cpi(0, '2027-02-10T13:30:00Z', '75102', true);
function payrolls(mon: number, release: string, bid: string): void {
  const k = `nfp-${mon}`;
  add({ name: `t4 payrolls ${MONTH[mon]} 2027`, events: [
    ev('alpha', `KXPAYROLLS-27${MON[mon]}`, `Jobs numbers in ${MONTH3[mon]} 2027`, release,
      [['Above 50,000', `${k}-50`, undefined, 'T50000'], ['Above 100,000', `${k}-100`, undefined, 'T100000'], ['Above 150,000', `${k}-150`, undefined, 'T150000']], { category: 'Economics', sources: BLS }),
    ev('beta', bid, `How many jobs were added in ${MONTH[mon]}? (Nonfarm payrolls)`, release,
      [['More than 50k', `${k}-50`, `Will the US add more than 50,000 jobs in ${MONTH[mon]} 2027?`], ['More than 100k', `${k}-100`, `Will the US add more than 100,000 jobs in ${MONTH[mon]} 2027?`],
        ['More than 150k', `${k}-150`, `Will the US add more than 150,000 jobs in ${MONTH[mon]} 2027?`]], { category: 'Economics', src: 'https://www.bls.gov/ces/' }),
  ] });
}
payrolls(0, '2027-02-05T13:30:00Z', '75200');
payrolls(1, '2027-03-05T13:30:00Z', '75201');
add({ name: 't4 unemployment rate january 2027 (other statistic of the same release, alpha only)', events: [
  ev('alpha', 'KXU3-27JAN', 'Unemployment rate in Jan 2027', '2027-02-05T13:30:00Z', [['Above 4.3%', 'u3-gt4.3', undefined, 'T4.3'], ['Above 4.5%', 'u3-gt4.5', undefined, 'T4.5']], { category: 'Economics', sources: BLS }),
] });

// ================= Markets to a date: leaders out, releases, confirmations =================
add({ name: 't4 starmer out by june 30 2027', events: [
  one('alpha', 'KXSTARMEROUT-27JUL01', 'Will Keir Starmer leave office before Jul 1, 2027?', '2027-06-30T23:59:00Z', 'starmer-jun', { category: 'Politics' }),
  one('beta', '76100', 'Starmer out as Prime Minister by June 30, 2027?', '2027-06-30T23:59:00Z', 'starmer-jun', { category: 'Politics' }),
] });
add({ name: 't4 starmer out by december 31 2027 (other date)', events: [
  one('beta', '76101', 'Starmer out as Prime Minister by December 31, 2027?', '2027-12-31T23:59:00Z', 'starmer-dec', { category: 'Politics' }),
  one('gamma', '8101', 'Keir Starmer out as UK PM before 2028?', '2027-12-31T23:59:00Z', 'starmer-dec'),
] });
add({ name: 't4 gpt-6 released by june 30 2027', events: [
  one('alpha', 'KXGPT6-27JUL01', 'Will OpenAI release GPT-6 before Jul 1, 2027?', '2027-06-30T23:59:00Z', 'gpt6-jun', { category: 'Science and Technology' }),
  one('beta', '76200', 'GPT-6 released by June 30, 2027?', '2027-06-30T23:59:00Z', 'gpt6-jun', { category: 'Tech' }),
  one('gamma', '8102', 'OpenAI releases GPT-6 by June 30, 2027?', '2027-06-30T23:59:00Z', 'gpt6-jun'),
] });
add({ name: 't4 gpt-6 released by december 31 2027 (other date)', events: [
  one('beta', '76201', 'GPT-6 released by December 31, 2027?', '2027-12-31T23:59:00Z', 'gpt6-dec', { category: 'Tech' }),
] });
add({ name: 't4 gpt-5.5 released by june 30 2027 (other product)', events: [
  one('beta', '76202', 'GPT-5.5 released by June 30, 2027?', '2027-06-30T23:59:00Z', 'gpt55-jun', { category: 'Tech' }),
] });

// ================= Box office opening weekends =================
function boxOffice(film: string, fid: string, bid: string, open: string, lines: number[]): void {
  const k = `bo-${fid}`;
  add({ name: `t4 box office opening ${film}`, events: [
    ev('alpha', `KXBOXOFFICE-${fid}`, `${film} domestic opening weekend box office`, open,
      lines.map((v): Row => [`Above $${v}M`, `${k}-${v}`, undefined, `T${v}`]), { category: 'Entertainment', sources: ['Box Office Mojo https://www.boxofficemojo.com'] }),
    ev('beta', bid, `${film} opening weekend box office?`, open,
      lines.map((v): Row => [`>$${v}M`, `${k}-${v}`, `Will ${film} gross more than $${v} million domestically in its opening weekend?`]), { category: 'Culture', src: 'https://www.boxofficemojo.com/' }),
  ] });
}
boxOffice('Avengers: Doomsday', 'AVD', '77100', '2026-12-21T04:00:00Z', [150, 200, 250]);
boxOffice('Dune: Part Three', 'DUNE3', '77101', '2026-12-21T04:00:00Z', [60, 80, 100]);

// ================= Source pairs: gold and the 10-year yield =================
add({ name: 't4 gold price on dec 31 2026 (comex settlement vs lbma pm)', events: [
  ev('alpha', 'KXGOLD-26DEC31', 'Gold price on Dec 31, 2026?', '2026-12-31T18:30:00Z', [['Above $4,200', 'gold-4200', undefined, 'T4200'], ['Above $4,400', 'gold-4400', undefined, 'T4400']],
    { category: 'Financials', sources: ['CME Group COMEX https://www.cmegroup.com/markets/metals/precious/gold.settlements.html'], rules: 'Resolves to the COMEX gold front-month settlement price on Dec 31, 2026.' }),
  ev('beta', '78100', 'Gold above ___ on December 31?', '2026-12-31T18:30:00Z',
    [['$4,200', 'gold-4200', 'Will the price of gold be above $4,200 on December 31?'], ['$4,400', 'gold-4400', 'Will the price of gold be above $4,400 on December 31?']],
    { category: 'Finance', src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices', rules: 'Resolves per the LBMA Gold Price PM published on December 31, 2026.' }),
  ev('gamma', '8401', 'Gold (COMEX) above ___ on Dec 31, 2026?', '2026-12-31T18:30:00Z', [['$4,200', 'gold-4200', 'Will COMEX gold settle above $4,200 on Dec 31, 2026?'], ['$4,600', 'gold-4600', 'Will COMEX gold settle above $4,600 on Dec 31, 2026?']],
    { rules: 'Resolves to the COMEX gold front-month settlement price published by CME Group for Dec 31, 2026.' }),
], fungible: { 'alpha|beta': false, 'beta|gamma': false } });
add({ name: 't4 10-year yield on dec 31 2026 (treasury vs cnbc; same source on beta_us)', events: [
  ev('alpha', 'KXTNOTE-26DEC31', '10-year Treasury yield on Dec 31, 2026?', '2026-12-31T21:00:00Z', [['Above 4.25%', 'tn-4.25', undefined, 'T4.25'], ['Above 4.50%', 'tn-4.50', undefined, 'T4.50']],
    { category: 'Financials', sources: ['U.S. Department of the Treasury https://home.treasury.gov'], rules: 'Resolves to the 10-year par yield in the Daily Treasury Par Yield Curve Rates published by the U.S. Department of the Treasury for Dec 31, 2026.' }),
  ev('beta', '78101', '10-year Treasury yield on December 31?', '2026-12-31T21:00:00Z',
    [['Above 4.25%', 'tn-4.25', 'Will the 10-year Treasury yield close above 4.25% on December 31?'], ['Above 4.50%', 'tn-4.50', 'Will the 10-year Treasury yield close above 4.50% on December 31?']],
    { category: 'Finance', src: 'https://www.cnbc.com/quotes/US10Y', rules: 'Resolves per the closing yield of US10Y shown by CNBC on December 31, 2026.' }),
  ev('beta_us', 'ten-year-yield-dec-31-2026', '10-year Treasury yield on December 31?', '2026-12-31T21:00:00Z',
    [['Above 4.25%', 'tn-4.25', 'Will the 10-year Treasury yield be above 4.25% on December 31?', 'tnote-dec31-4-25'], ['Above 4.50%', 'tn-4.50', 'Will the 10-year Treasury yield be above 4.50% on December 31?', 'tnote-dec31-4-50']],
    { category: 'Finance', src: 'https://home.treasury.gov/resource-center/data-chart-center/interest-rates', rules: 'Resolves per the 10-year rate of the Daily Treasury Par Yield Curve Rates published by the U.S. Department of the Treasury.' }),
], fungible: { 'alpha|beta': false, 'beta|beta_us': false } });

// ================= Games: gamma's titles, nicknames, '@' =================
function game(name: string, a: E, others: E[]): void {
  add({ name, events: [a, ...others] });
}
const nbaRules = 'Resolves to the team that wins the game per NBA.com. If the game is postponed it resolves when played; if cancelled, 50-50.';
game('t4 nba lakers at celtics jan 12 2027', ev('alpha', 'KXNBAGAME-27JAN12LALBOS', 'Los Angeles L at Boston Winner?', '2027-01-13T03:00:00Z', [['Los Angeles L', 'lal-0112', undefined, 'LAL'], ['Boston', 'bos-0112', undefined, 'BOS']], { category: 'Sports' }), [
  ev('gamma', '8201', 'NBA: Lakers vs Celtics (Jan 12)', '2027-01-13T03:00:00Z', [['Lakers', 'lal-0112'], ['Celtics', 'bos-0112']]),
  ev('beta', '79100', 'Lakers vs. Celtics', '2027-01-13T03:00:00Z', [['Lakers', 'lal-0112', 'Lakers vs. Celtics'], ['Celtics', 'bos-0112', 'Lakers vs. Celtics']], { category: 'Sports', rules: nbaRules }),
]);
game('t4 nba lakers at celtics jan 14 2027 (rematch two days later)', ev('gamma', '8202', 'NBA: LAL @ BOS (Jan 14)', '2027-01-15T03:00:00Z', [['LAL', 'lal-0114'], ['BOS', 'bos-0114']]), [
  ev('beta', '79101', 'Lakers vs. Celtics', '2027-01-15T03:00:00Z', [['Lakers', 'lal-0114', 'Lakers vs. Celtics'], ['Celtics', 'bos-0114', 'Lakers vs. Celtics']], { category: 'Sports', rules: nbaRules }),
]);
game('t4 nba knicks at bulls jan 12 2027', ev('alpha', 'KXNBAGAME-27JAN12NYKCHI', 'New York at Chicago Winner?', '2027-01-13T02:00:00Z', [['New York', 'nyk-0112', undefined, 'NYK'], ['Chicago', 'chi-0112', undefined, 'CHI']], { category: 'Sports' }), [
  ev('gamma', '8203', 'NBA: Knicks vs Bulls (Jan 12)', '2027-01-13T02:00:00Z', [['Knicks', 'nyk-0112'], ['Bulls', 'chi-0112']]),
]);
game('t4 nfl chiefs at bills jan 16 2027', ev('alpha', 'KXNFLGAME-27JAN16KCBUF', 'Kansas City at Buffalo Winner?', '2027-01-17T01:00:00Z', [['Kansas City', 'kc-0116', undefined, 'KC'], ['Buffalo', 'buf-0116', undefined, 'BUF']], { category: 'Sports' }), [
  ev('gamma', '8204', 'NFL: KC @ BUF (Jan 16)', '2027-01-17T01:00:00Z', [['KC', 'kc-0116'], ['BUF', 'buf-0116']]),
  ev('beta', '79102', 'Chiefs vs. Bills', '2027-01-17T01:00:00Z', [['Chiefs', 'kc-0116', 'Chiefs vs. Bills'], ['Bills', 'buf-0116', 'Chiefs vs. Bills']], { category: 'Sports' }),
]);

// ================= Season futures on beta_us =================
add({ name: 't4 nba champion 2027', events: [
  ev('alpha', 'KXNBA-27', 'Pro Basketball Champion 2027', '2027-06-30T23:59:00Z', [['Oklahoma City', 'nba27-okc', undefined, 'OKC'], ['Denver', 'nba27-den', undefined, 'DEN'], ['Cleveland', 'nba27-cle', undefined, 'CLE'], ['Boston', 'nba27-bos', undefined, 'BOS']], { category: 'Sports' }),
  ev('beta_us', 'nba-champion-2026-27', 'NBA Champion 2026-27', '2027-06-30T23:59:00Z', [['Thunder', 'nba27-okc', 'Will the Thunder win the 2027 NBA Finals?', 'nba-champion-2027-okc'], ['Nuggets', 'nba27-den', 'Will the Nuggets win the 2027 NBA Finals?', 'nba-champion-2027-den'],
    ['Cavaliers', 'nba27-cle', 'Will the Cavaliers win the 2027 NBA Finals?', 'nba-champion-2027-cle'], ['Celtics', 'nba27-bos', 'Will the Celtics win the 2027 NBA Finals?', 'nba-champion-2027-bos']], { category: 'Sports' }),
  ev('gamma', '8301', 'NBA Champion 2026-27', '2027-06-30T23:59:00Z', [['Oklahoma City Thunder', 'nba27-okc'], ['Denver Nuggets', 'nba27-den'], ['Cleveland Cavaliers', 'nba27-cle']]),
] });
add({ name: 't4 nba mvp 2026-27', events: [
  ev('alpha', 'KXNBAMVP-27', 'NBA MVP 2026-27', '2027-05-31T23:59:00Z', [['Shai Gilgeous-Alexander', 'mvp27-sga'], ['Nikola Jokic', 'mvp27-jok'], ['Giannis Antetokounmpo', 'mvp27-gia'], ['Luka Doncic', 'mvp27-luka']], { category: 'Sports' }),
  ev('beta_us', 'nba-mvp-2026-27', 'NBA MVP 2026-27', '2027-05-31T23:59:00Z', [['Shai Gilgeous-Alexander', 'mvp27-sga', 'Will Shai Gilgeous-Alexander win the 2026-27 NBA MVP?', 'nba-mvp-2027-sga'],
    ['Nikola Jokić', 'mvp27-jok', 'Will Nikola Jokić win the 2026-27 NBA MVP?', 'nba-mvp-2027-jokic'], ['Luka Dončić', 'mvp27-luka', 'Will Luka Dončić win the 2026-27 NBA MVP?', 'nba-mvp-2027-doncic']], { category: 'Sports' }),
] });
add({ name: 't4 nba mvp 2025-26 (other season, beta only)', events: [
  ev('beta', '79200', 'NBA MVP 2025-26', '2026-05-31T23:59:00Z', [['Shai Gilgeous-Alexander', 'mvp26-sga'], ['Nikola Jokić', 'mvp26-jok']], { category: 'Sports' }),
] });
add({ name: 't4 nfl champion super bowl lxi', events: [
  ev('alpha', 'KXSB-27', 'Pro Football Champion 2027', '2027-02-14T23:59:00Z', [['Kansas City', 'sb27-kc', undefined, 'KC'], ['Buffalo', 'sb27-buf', undefined, 'BUF'], ['Philadelphia', 'sb27-phi', undefined, 'PHI'], ['Baltimore', 'sb27-bal', undefined, 'BAL']], { category: 'Sports' }),
  ev('beta_us', 'super-bowl-lxi-champion', 'Super Bowl LXI Champion', '2027-02-14T23:59:00Z', [['Chiefs', 'sb27-kc', 'Will the Chiefs win Super Bowl LXI?', 'super-bowl-lxi-kc'], ['Bills', 'sb27-buf', 'Will the Bills win Super Bowl LXI?', 'super-bowl-lxi-buf'],
    ['Eagles', 'sb27-phi', 'Will the Eagles win Super Bowl LXI?', 'super-bowl-lxi-phi'], ['Ravens', 'sb27-bal', 'Will the Ravens win Super Bowl LXI?', 'super-bowl-lxi-bal']], { category: 'Sports' }),
  ev('gamma', '8302', 'NFL: Super Bowl LXI Winner', '2027-02-14T23:59:00Z', [['Chiefs', 'sb27-kc'], ['Bills', 'sb27-buf'], ['Eagles', 'sb27-phi']]),
] });

// ================= International election =================
add({ name: 't4 italian general election 2027: most seats', events: [
  ev('alpha', 'KXITALYPARL-27', 'Italy general election: which party wins the most seats?', '2027-09-30T23:59:00Z', [["Brothers of Italy", 'it-fdi', undefined, 'FDI'], ['Democratic Party', 'it-pd', undefined, 'PD'], ['Five Star Movement', 'it-m5s', undefined, 'M5S']], { category: 'Elections' }),
  ev('beta', '79300', 'Italy Parliamentary Election Winner 2027', '2027-09-30T23:59:00Z', [["Fratelli d'Italia (FdI)", 'it-fdi', "Will Fratelli d'Italia win the most seats in the 2027 Italian general election?"], ['Partito Democratico (PD)', 'it-pd', 'Will Partito Democratico win the most seats in the 2027 Italian general election?'],
    ['Movimento 5 Stelle (M5S)', 'it-m5s', 'Will Movimento 5 Stelle win the most seats in the 2027 Italian general election?']], { category: 'Politics' }),
] });


// ================= More of the same kinds (second batch) =================
tempCase(CITIES[0]!, 1, 3, 30, { betaWunderground: true });
tempCase(CITIES[2]!, 1, 3, 20, { shift: true });
add({ name: 't4 high temperature miami feb 3 (alpha only)', events: [
  ev('alpha', 'KXHIGHMIA-27FEB03', 'Highest temperature in Miami on Feb 3, 2027?', '2027-02-04T04:59:00Z', [['75° or below', 'mia-0203-le75', undefined, 'T76'], ['76° to 77°', 'mia-0203-b76', undefined, 'B76.5'], ['>77°', 'mia-0203-ge78', undefined, 'T77']], { category: 'Climate and Weather', sources: NWS }),
] });
snowCase('CHI', 'Chicago', 'Chicago', 1, "O'Hare", '2');
cpi(1, '2027-03-10T12:30:00Z', '75103', true);
payrolls(2, '2027-04-02T12:30:00Z', '75202');
boxOffice('The Mandalorian and Grogu', 'MANDO', '77102', '2026-12-21T04:00:00Z', [80, 100, 120]);
add({ name: 't4 netanyahu out by june 30 2027', events: [
  one('alpha', 'KXNETANYAHUOUT-27JUL01', 'Will Benjamin Netanyahu leave office before Jul 1, 2027?', '2027-06-30T23:59:00Z', 'bibi-jun', { category: 'Politics' }),
  one('beta', '76102', 'Netanyahu out as Prime Minister by June 30, 2027?', '2027-06-30T23:59:00Z', 'bibi-jun', { category: 'Politics' }),
  one('gamma', '8103', 'Benjamin Netanyahu out as Israeli PM by June 30, 2027?', '2027-06-30T23:59:00Z', 'bibi-jun'),
] });
add({ name: 't4 netanyahu out by march 31 2027 (other date)', events: [
  one('beta', '76103', 'Netanyahu out as Prime Minister by March 31, 2027?', '2027-03-31T23:59:00Z', 'bibi-mar', { category: 'Politics' }),
] });
add({ name: 't4 macron out by june 30 2027 (other leader)', events: [
  one('beta', '76104', 'Macron out as President of France by June 30, 2027?', '2027-06-30T23:59:00Z', 'macron-jun', { category: 'Politics' }),
] });
add({ name: 't4 gemini 4 released by june 30 2027 (other product, gamma)', events: [
  one('gamma', '8104', 'Google releases Gemini 4 by June 30, 2027?', '2027-06-30T23:59:00Z', 'gem4-jun'),
] });
add({ name: 't4 nba celtics at knicks jan 13 2027', events: [
  ev('alpha', 'KXNBAGAME-27JAN13BOSNYK', 'Boston at New York Winner?', '2027-01-14T02:30:00Z', [['Boston', 'bos-0113', undefined, 'BOS'], ['New York', 'nyk-0113', undefined, 'NYK']], { category: 'Sports' }),
  ev('gamma', '8205', 'NBA: Celtics @ Knicks (Jan 13)', '2027-01-14T02:30:00Z', [['Celtics', 'bos-0113'], ['Knicks', 'nyk-0113']]),
  ev('beta', '79103', 'Celtics vs. Knicks', '2027-01-14T02:30:00Z', [['Celtics', 'bos-0113', 'Celtics vs. Knicks'], ['Knicks', 'nyk-0113', 'Celtics vs. Knicks']], { category: 'Sports', rules: nbaRules }),
] });
add({ name: 't4 nfl packers at bears jan 16 2027 (other game, same day)', events: [
  ev('gamma', '8206', 'NFL: GB @ CHI (Jan 16)', '2027-01-16T21:30:00Z', [['GB', 'gb-0116'], ['CHI', 'chi-0116']]),
  ev('beta', '79104', 'Packers vs. Bears', '2027-01-16T21:30:00Z', [['Packers', 'gb-0116', 'Packers vs. Bears'], ['Bears', 'chi-0116', 'Packers vs. Bears']], { category: 'Sports' }),
] });
add({ name: 't4 fed rate cuts in 2027 (beta_us single question: at least 3)', events: [
  one('beta_us', 'fed-3-plus-cuts-2027', 'Will the Fed cut rates 3 or more times in 2027?', '2027-12-31T23:59:00Z', 'cuts3p', { category: 'Economics' }),
] });
add({ name: 't4 super bowl lx champion (other season, gamma)', events: [
  ev('gamma', '8303', 'NFL: Super Bowl LX Winner', '2026-02-08T23:59:00Z', [['Chiefs', 'sb26-kc'], ['Bills', 'sb26-buf'], ['Eagles', 'sb26-phi']]),
] });
add({ name: 't4 nba champion 2025-26 (other season, beta_us)', events: [
  ev('beta_us', 'nba-champion-2025-26', 'NBA Champion 2025-26', '2026-06-30T23:59:00Z', [['Thunder', 'nba26-okc', 'Will the Thunder win the 2026 NBA Finals?', 'nba-champion-2026-okc'], ['Nuggets', 'nba26-den', 'Will the Nuggets win the 2026 NBA Finals?', 'nba-champion-2026-den']], { category: 'Sports' }),
] });

// ---- Emit ----
const scenario = emitScenario(cases);
writeFileSync(new URL('./tuning4-set.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);
const truth = scenario['truth'] as { events: unknown[]; outcomes: unknown[] };
console.log(`cases ${cases.length}, venue events ${cases.reduce((n, c) => n + c.events.length, 0)}, true event groups ${truth.events.length}, outcome groups ${truth.outcomes.length}`);
