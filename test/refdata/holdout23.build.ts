// Twenty-third independent refdata holdout: writes test/refdata/holdout23-set.json (the world outside the US, autumn 2028
// to spring 2029: elections and leaders, central banks, prints, FX and yields, indices, commodities, sports, culture,
// geopolitics and weather).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout23.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, emitScenario,
// venueBuilders, caseList, nf, rows, z, yn, slug and the HoldoutRow/Mx types), lines 1–60 of
// test/refdata/holdout17.build.ts (its header: the labelling rules below are adopted from it verbatim, and the helper
// usage) and the last 40 lines of test/refdata/holdout17.build.ts (how the JSON is written out).
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
// Ids: beta event ids 310001+, gamma ids 25001+, alpha tickers dated 2028–2029; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, slug, type E, type HoldoutRow as Row, holdoutKit, ad, long } from './evalset.emit.ts';

type Cat = 'politics' | 'central_banks' | 'economics' | 'markets' | 'commodities' | 'sports' | 'culture' | 'geopolitics' | 'weather';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(310000, 25000);

const MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** '2028-11-04' → 'Nov 4'. */
const short = (d: string): string => `${MONTH[Number(d.slice(5, 7)) - 1]!.slice(0, 3)} ${Number(d.slice(8, 10))}`;

const ONS = 'Office for National Statistics https://www.ons.gov.uk/economy/inflationandpriceindices';
const EUROSTAT = 'Eurostat https://ec.europa.eu/eurostat/web/hicp';
const ECB = 'European Central Bank https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html';
const BOE = 'Bank of England https://www.bankofengland.co.uk/monetary-policy/the-interest-rate-bank-rate';
const BOJ = 'Bank of Japan https://www.boj.or.jp/en/mopo/mpmdeci/index.htm';
const ICE = 'ICE Futures Europe https://www.ice.com/products/219/Brent-Crude-Futures';

// ───────────────────────────── FOOTBALL AND OTHER THREE-WAY MATCHES ─────────────────────────────

type Team = [code: string, name: string];
/** One venue's listing of a home/draw/away match on `d` (kickoff `hm` UTC); `tag` prefixes the truth tags. */
function match(venue: E['venue'], series: string, league: string, d: string, hm: string, h: Team, a: Team, tag: string): E {
  const close = z(d, hm);
  const [hc, hn] = h;
  const [ac, an] = a;
  if (venue === 'alpha') {
    const ticker = `${series}-${ad(d)}${hc}${ac}`;
    return A(ticker, `${hn} vs ${an}`, 'Sports', close, [[hc, hn, `${tag}h`], [ac, an, `${tag}a`], ['TIE', 'Tie', `${tag}d`]],
      { rules: `If ${hn} beat ${an} in the ${league} match scheduled for ${long(d)} after 90 minutes plus stoppage time, the market resolves Yes.` });
  }
  if (venue === 'beta' || venue === 'beta_us') {
    const ev = `${slug(league).split('-').map((p) => p[0]).join('')}-${slug(hn).slice(0, 3)}-${slug(an).slice(0, 3)}-${d}`;
    const ms: Row[] = [
      [`${ev}-${slug(hn).slice(0, 3)}`, hn, `${tag}h`, { q: `Will ${hn} win on ${d}?` }],
      [`${ev}-draw`, `Draw (${hn} vs. ${an})`, `${tag}d`, { q: `Will ${hn} vs. ${an} end in a draw?` }],
      [`${ev}-${slug(an).slice(0, 3)}`, an, `${tag}a`, { q: `Will ${an} win on ${d}?` }],
    ];
    return venue === 'beta' ? B(`${hn} vs. ${an}`, 'Sports', close, ms) : U(ev, `${hn} vs. ${an}`, 'Sports', close, ms);
  }
  return G(`${league}: ${hn} vs ${an} (${short(d)})`, close, [[hn, `${tag}h`], ['Draw', `${tag}d`], [an, `${tag}a`]]);
}
type V = E['venue'];
/** A case of one match listed on `venues`. */
const fb = (name: string, series: string, league: string, d: string, hm: string, h: Team, a: Team, venues: V[]): void =>
  addCase('sports', { name, events: venues.map((v) => match(v, series, league, d, hm, h, a, name)) });
/** A case of both legs (home and away) of one fixture: first leg on `v1`, return leg on `v2` (disjoint venues); different events. */
const legs = (name: string, series: string, league: string, d1: string, d2: string, h: Team, a: Team, v1: V[], v2: V[]): void =>
  addCase('sports', {
    name, groups: [v1, v2],
    events: [...v1.map((v) => match(v, series, league, d1, '15:00', h, a, `${name}1`)), ...v2.map((v) => match(v, series, league, d2, '16:30', a, h, `${name}2`))],
  }, ['date']);

const ARS: Team = ['ARS', 'Arsenal'];
const TOT: Team = ['TOT', 'Tottenham'];
const LIV: Team = ['LIV', 'Liverpool'];
const MCI: Team = ['MCI', 'Manchester City'];
const MUN: Team = ['MUN', 'Manchester United'];
const CHE: Team = ['CHE', 'Chelsea'];
const NEW: Team = ['NEW', 'Newcastle'];
const AVL: Team = ['AVL', 'Aston Villa'];
const RMA: Team = ['RMA', 'Real Madrid'];
const BAR: Team = ['BAR', 'Barcelona'];
const ATM: Team = ['ATM', 'Atletico Madrid'];
const SEV: Team = ['SEV', 'Sevilla'];
const INT: Team = ['INT', 'Inter'];
const MIL: Team = ['MIL', 'AC Milan'];
const JUV: Team = ['JUV', 'Juventus'];
const NAP: Team = ['NAP', 'Napoli'];
const BMU: Team = ['BMU', 'Bayern Munich'];
const BVB: Team = ['BVB', 'Borussia Dortmund'];
const PSG: Team = ['PSG', 'Paris Saint-Germain'];
const OM: Team = ['OM', 'Marseille'];
const OL: Team = ['OL', 'Lyon'];
const BEN: Team = ['BEN', 'Benfica'];

// Premier League
fb('epl-ars-liv-2028-11-25', 'KXEPLGAME', 'Premier League', '2028-11-25', '17:30', ARS, LIV, ['alpha', 'beta']);
fb('epl-mci-che-2028-12-02', 'KXEPLGAME', 'Premier League', '2028-12-02', '15:00', MCI, CHE, ['alpha', 'beta', 'beta_us']);
fb('epl-new-mun-2028-12-26', 'KXEPLGAME', 'Premier League', '2028-12-26', '12:30', NEW, MUN, ['alpha', 'beta']);
fb('epl-avl-liv-2029-01-20', 'KXEPLGAME', 'Premier League', '2029-01-20', '15:00', AVL, LIV, ['beta', 'gamma']);
legs('epl-ars-tot-nld-2028-29', 'KXEPLGAME', 'Premier League', '2028-11-11', '2029-03-17', ARS, TOT, ['alpha', 'beta'], ['gamma']);
legs('epl-liv-mun-2028-29', 'KXEPLGAME', 'Premier League', '2028-12-16', '2029-04-07', LIV, MUN, ['beta', 'gamma'], ['alpha']);
// La Liga
fb('laliga-rma-bar-2028-10-28', 'KXLALIGAGAME', 'La Liga', '2028-10-28', '15:15', RMA, BAR, ['alpha', 'beta', 'beta_us']);
fb('laliga-atm-sev-2028-12-09', 'KXLALIGAGAME', 'La Liga', '2028-12-09', '20:00', ATM, SEV, ['alpha', 'gamma']);
legs('laliga-bar-atm-2028-29', 'KXLALIGAGAME', 'La Liga', '2028-11-26', '2029-04-14', BAR, ATM, ['alpha', 'beta'], ['beta_us']);
// Serie A
fb('seriea-int-mil-2028-11-19', 'KXSERIEAGAME', 'Serie A', '2028-11-19', '19:45', INT, MIL, ['alpha', 'gamma']);
fb('seriea-juv-nap-2029-02-03', 'KXSERIEAGAME', 'Serie A', '2029-02-03', '17:00', JUV, NAP, ['beta', 'beta_us']);
legs('seriea-mil-juv-2028-29', 'KXSERIEAGAME', 'Serie A', '2028-12-20', '2029-05-05', MIL, JUV, ['alpha'], ['beta', 'gamma']);
// Bundesliga
fb('bundesliga-bmu-bvb-2028-11-04', 'KXBUNDESLIGAGAME', 'Bundesliga', '2028-11-04', '17:30', BMU, BVB, ['alpha', 'beta']);
// Ligue 1
fb('ligue1-psg-om-2028-10-29', 'KXLIGUE1GAME', 'Ligue 1', '2028-10-29', '19:45', PSG, OM, ['alpha', 'beta', 'beta_us']);
legs('ligue1-ol-psg-2028-29', 'KXLIGUE1GAME', 'Ligue 1', '2028-12-03', '2029-03-10', OL, PSG, ['beta'], ['alpha', 'beta_us']);
// Champions League, league phase
fb('ucl-rma-bmu-2028-11-28', 'KXUCLGAME', 'Champions League', '2028-11-28', '20:00', RMA, BMU, ['alpha', 'beta']);
fb('ucl-ben-ars-2028-12-09', 'KXUCLGAME', 'Champions League', '2028-12-09', '20:00', BEN, ARS, ['alpha', 'beta']);
fb('ucl-int-psg-2029-01-21', 'KXUCLGAME', 'Champions League', '2029-01-21', '20:00', INT, PSG, ['beta', 'gamma']);
{ // Same teams, two competitions a week apart: Man City v Liverpool in the league (alpha, beta) and in the League Cup (gamma).
  addCase('sports', { name: 'mci-liv-league-vs-cup-2028-12', groups: [['alpha', 'beta'], ['gamma']], events: [
    match('alpha', 'KXEPLGAME', 'Premier League', '2028-12-09', '17:30', MCI, LIV, 'mcilivpl'),
    match('beta', 'KXEPLGAME', 'Premier League', '2028-12-09', '17:30', MCI, LIV, 'mcilivpl'),
    G('Carabao Cup QF: Manchester City vs Liverpool (Dec 17) — to advance', z('2028-12-17', '20:00'), [['Manchester City', 'mcilivlc-h'], ['Liverpool', 'mcilivlc-a']]),
  ] }, ['category', 'date']);
}
{ // Premier League: who wins the 2028-29 title (beta categorical, alpha set, gamma missing outcomes).
  addCase('sports', { name: 'epl-title-2028-29', events: [
    A('KXEPL-29', 'Premier League winner 2028-29', 'Sports', z('2029-05-27'), [['ARS', 'Arsenal', 'eplars'], ['MCI', 'Manchester City', 'eplmci'], ['LIV', 'Liverpool', 'eplliv'], ['CHE', 'Chelsea', 'eplche']]),
    B('Premier League Winner 2028-29', 'Sports', z('2029-05-27'), [['epl-2028-29-arsenal', 'Arsenal', 'eplars'], ['epl-2028-29-man-city', 'Man City', 'eplmci'], ['epl-2028-29-liverpool', 'Liverpool', 'eplliv'], ['epl-2028-29-chelsea', 'Chelsea', 'eplche'], ['epl-2028-29-newcastle', 'Newcastle', 'eplnew']]),
    G('English Premier League 2028/29 champion', z('2029-05-27'), [['Arsenal', 'eplars'], ['Manchester City', 'eplmci'], ['Liverpool', 'eplliv']]),
  ] });
}
{ // Top-four finish vs title: same team, different question (alpha top 4, beta title-only for Newcastle).
  addCase('sports', { name: 'newcastle-top4-vs-title-2028-29', groups: [['alpha'], ['beta']], events: [
    A1('KXEPLTOP4-29', 'Premier League top 4 finish 2028-29', 'Sports', z('2029-05-27'), 'NEW', 'Newcastle', 'newtop4'),
    B1('Will Newcastle win the 2028-29 Premier League?', 'Sports', z('2029-05-27'), 'newtitle'),
  ] }, ['measure']);
}

// ───────────────────────────── OTHER SPORTS ─────────────────────────────

{ // Six Nations 2029 champion: beta categorical, alpha set of binaries, gamma categorical missing Scotland/Italy/Wales.
  const nations: Array<[string, string, string]> = [['FRA', 'France', 'sn-fra'], ['IRE', 'Ireland', 'sn-ire'], ['ENG', 'England', 'sn-eng'], ['SCO', 'Scotland', 'sn-sco']];
  addCase('sports', { name: 'six-nations-2029-winner', events: [
    A('KXSIXNATIONS-29', 'Six Nations 2029 Champion', 'Sports', z('2029-03-17', '21:00'), nations.map(([c, n, t]) => [c, n, t])),
    B('Six Nations 2029 Winner', 'Sports', z('2029-03-17', '21:00'), [...nations.map(([, n, t]): Row => [`six-nations-2029-${slug(n)}`, n, t]), ['six-nations-2029-wales', 'Wales', 'sn-wal'], ['six-nations-2029-italy', 'Italy', 'sn-ita']]),
    G('2029 Six Nations Championship winner', z('2029-03-17', '21:00'), [['France', 'sn-fra'], ['Ireland', 'sn-ire'], ['England', 'sn-eng']]),
  ] });
}
{ // Grand Slam vs championship: Ireland Grand Slam (beta_us) is a different question from Ireland champion.
  addCase('sports', { name: 'six-nations-2029-grand-slam', events: [
    A1('KXSIXNATIONSGS-29', 'Six Nations 2029 Grand Slam', 'Sports', z('2029-03-17', '21:00'), 'IRE', 'Ireland', 'gs-ire'),
    U1('six-nations-2029-ireland-grand-slam', 'Will Ireland win the 2029 Six Nations Grand Slam?', 'Sports', z('2029-03-17', '21:00'), 'gs-ire'),
  ] }, ['measure']);
}
{ // France v England, Six Nations round 5 (Paris, 17 Mar 2029) vs the Autumn Nations Series Test at Twickenham (Nov 2028).
  addCase('sports', { name: 'rugby-fra-eng-2028-29', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXSIXNATIONSGAME-29MAR17FRAENG', 'France vs England', 'Sports', z('2029-03-17', '20:00'), [['FRA', 'France', 'r5fra'], ['ENG', 'England', 'r5eng'], ['TIE', 'Tie', 'r5tie']]),
    G('Six Nations R5: France vs England (Mar 17)', z('2029-03-17', '20:00'), [['France', 'r5fra'], ['England', 'r5eng'], ['Draw', 'r5tie']]),
    B('England vs. France (Autumn Nations Series)', 'Sports', z('2028-11-18', '17:40'), [['ans-eng-fra-2028-11-18-eng', 'England', 'ansEng'], ['ans-eng-fra-2028-11-18-fra', 'France', 'ansFra']]),
  ] }, ['date']);
}
{ // Australian Open 2029 men's singles (alpha, beta, gamma) — women's champion (beta) is a different event.
  addCase('sports', { name: 'ao-2029-mens', events: [
    A('KXAUSOPENMENS-29', 'Australian Open 2029 Men\'s Singles Champion', 'Sports', z('2029-01-28', '12:00'), [['SIN', 'Jannik Sinner', 'aom-sin'], ['ALC', 'Carlos Alcaraz', 'aom-alc'], ['DJO', 'Novak Djokovic', 'aom-djo'], ['FON', 'Joao Fonseca', 'aom-fon']]),
    B('Australian Open Men\'s Winner 2029', 'Sports', z('2029-01-28', '12:00'), [['ao-2029-mens-sinner', 'Jannik Sinner', 'aom-sin'], ['ao-2029-mens-alcaraz', 'Carlos Alcaraz', 'aom-alc'], ['ao-2029-mens-djokovic', 'Novak Djokovic', 'aom-djo'], ['ao-2029-mens-mensik', 'Jakub Mensik', 'aom-men']]),
    G('Australian Open 2029 — Men\'s Singles Winner', z('2029-01-28', '12:00'), [['Sinner', 'aom-sin'], ['Alcaraz', 'aom-alc']]),
  ] });
  addCase('sports', { name: 'ao-2029-womens', events: [
    A('KXAUSOPENWOMENS-29', 'Australian Open 2029 Women\'s Singles Champion', 'Sports', z('2029-01-27', '12:00'), [['SAB', 'Aryna Sabalenka', 'aow-sab'], ['SWI', 'Iga Swiatek', 'aow-swi'], ['GAU', 'Coco Gauff', 'aow-gau']]),
    B('Australian Open Women\'s Winner 2029', 'Sports', z('2029-01-27', '12:00'), [['ao-2029-womens-sabalenka', 'Aryna Sabalenka', 'aow-sab'], ['ao-2029-womens-swiatek', 'Iga Swiatek', 'aow-swi'], ['ao-2029-womens-andreeva', 'Mirra Andreeva', 'aow-and']]),
  ] }, ['category']);
}
{ // Dakar 2029: cars (alpha, beta) and bikes (gamma) are different classes.
  addCase('sports', { name: 'dakar-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXDAKARCARS-29', 'Dakar Rally 2029 Cars winner', 'Sports', z('2029-01-19'), [['ALATTIYAH', 'Nasser Al-Attiyah', 'dk-naa'], ['SAINZ', 'Carlos Sainz', 'dk-sai'], ['LATEGAN', 'Henk Lategan', 'dk-lat']]),
    B('Dakar 2029: Car category winner?', 'Sports', z('2029-01-19'), [['dakar-2029-car-al-attiyah', 'Nasser Al-Attiyah', 'dk-naa'], ['dakar-2029-car-sainz', 'Carlos Sainz', 'dk-sai'], ['dakar-2029-car-lategan', 'Henk Lategan', 'dk-lat'], ['dakar-2029-car-ekstrom', 'Mattias Ekstrom', 'dk-eks']]),
    G('Dakar 2029 Bikes overall winner', z('2029-01-19'), [['Daniel Sanders', 'dkb-san'], ['Tosha Schareina', 'dkb-sch'], ['Ricky Brabec', 'dkb-bra']]),
  ] }, ['category']);
}
{ // Biathlon World Cup 2028-29 men's overall (beta only).
  addCase('sports', { name: 'biathlon-wc-men-2028-29', events: [B('Biathlon World Cup 2028/29 Men\'s Overall Winner', 'Sports', z('2029-03-22'), [['biathlon-wc-2029-men-boe', 'Johannes Thingnes Boe', 'bi-jtb'], ['biathlon-wc-2029-men-laegreid', 'Sturla Holm Laegreid', 'bi-shl'], ['biathlon-wc-2029-men-perrot', 'Eric Perrot', 'bi-per']])] });
}
{ // Alpine ski World Cup overall 2028-29 (men): alpha and gamma.
  addCase('sports', { name: 'ski-wc-overall-men-2028-29', events: [
    A('KXSKIWCMEN-29', 'Alpine Ski World Cup overall (men) 2028-29', 'Sports', z('2029-03-24'), [['ODE', 'Marco Odermatt', 'sk-ode'], ['BRA', 'Lucas Pinheiro Braathen', 'sk-pbr'], ['MEI', 'Marco Schwarz', 'sk-sch']]),
    G('FIS Alpine World Cup 2028/29 men\'s overall title', z('2029-03-24'), [['Marco Odermatt', 'sk-ode'], ['Lucas Pinheiro Braathen', 'sk-pbr']]),
  ] });
}
{ // Cricket: Australia v India Test series 2028-29 (alpha, beta, gamma incl. drawn series).
  addCase('sports', { name: 'bgt-2028-29-series', events: [
    A('KXCRICKETSERIES-29JAN08AUSIND', 'Border-Gavaskar Trophy 2028-29 series result', 'Sports', z('2029-01-08', '08:00'), [['AUS', 'Australia', 'bgt-aus'], ['IND', 'India', 'bgt-ind'], ['DRAW', 'Series drawn', 'bgt-d']]),
    B('Australia vs. India Test Series Winner (2028-29)?', 'Sports', z('2029-01-08', '08:00'), [['aus-ind-test-series-2028-29-australia', 'Australia', 'bgt-aus'], ['aus-ind-test-series-2028-29-india', 'India', 'bgt-ind'], ['aus-ind-test-series-2028-29-draw', 'Draw', 'bgt-d']]),
    G('Border-Gavaskar Trophy 2028/29: series winner', z('2029-01-08', '08:00'), [['Australia', 'bgt-aus'], ['India', 'bgt-ind'], ['Drawn', 'bgt-d']]),
  ] });
}
{ // Boxing Day Test (MCG) result vs New Year Test (SCG) result: different matches of the same series.
  addCase('sports', { name: 'aus-ind-4th-vs-5th-test', groups: [['alpha'], ['beta']], events: [
    A('KXCRICKETTEST-28DEC26AUSIND', 'Australia vs India 4th Test (MCG)', 'Sports', z('2028-12-30', '08:00'), [['AUS', 'Australia', 't4aus'], ['IND', 'India', 't4ind'], ['DRAW', 'Draw', 't4d']]),
    B('Australia vs. India — 5th Test (Sydney)', 'Sports', z('2029-01-07', '08:00'), [['aus-ind-5th-test-2029-australia', 'Australia', 't5aus'], ['aus-ind-5th-test-2029-india', 'India', 't5ind'], ['aus-ind-5th-test-2029-draw', 'Draw', 't5d']]),
  ] }, ['date']);
}
{ // IPL 2029 champion (beta, beta_us, gamma; gamma lists fewer franchises).
  addCase('sports', { name: 'ipl-2029-winner', events: [
    B('IPL 2029 Winner', 'Sports', z('2029-05-27', '18:00'), [['ipl-2029-mumbai-indians', 'Mumbai Indians', 'ipl-mi'], ['ipl-2029-chennai-super-kings', 'Chennai Super Kings', 'ipl-csk'], ['ipl-2029-rcb', 'Royal Challengers Bengaluru', 'ipl-rcb'], ['ipl-2029-gujarat-titans', 'Gujarat Titans', 'ipl-gt']]),
    U('ipl-2029-winner', 'IPL 2029 Champion', 'Sports', z('2029-05-27', '18:00'), [['ipl-2029-winner-mi', 'Mumbai Indians', 'ipl-mi'], ['ipl-2029-winner-csk', 'Chennai Super Kings', 'ipl-csk'], ['ipl-2029-winner-rcb', 'Royal Challengers Bengaluru', 'ipl-rcb']]),
    G('Indian Premier League 2029 champion', z('2029-05-27', '18:00'), [['MI', 'ipl-mi'], ['RCB', 'ipl-rcb']]),
  ] });
}
// F1
type Drv = [code: string, name: string];
const F1D: Drv[] = [['VER', 'Max Verstappen'], ['NOR', 'Lando Norris'], ['PIA', 'Oscar Piastri'], ['LEC', 'Charles Leclerc'], ['RUS', 'George Russell']];
/** One race-winner listing; `n` drivers from the grid list. */
function f1(venue: V, gp: string, d: string, tag: string, n: number, kind = 'winner'): E {
  const ds = F1D.slice(0, n);
  const close = z(d, '16:00');
  if (venue === 'alpha') return A(`KXF1${kind === 'winner' ? 'RACE' : kind.toUpperCase()}-${ad(d)}${slug(gp).replace(/-/g, '').slice(0, 6).toUpperCase()}`, `${gp} Grand Prix ${kind === 'winner' ? 'winner' : kind}`, 'Sports', close, ds.map(([c, nm]) => [c, nm, `${tag}-${c}`]));
  if (venue === 'beta') return B(`F1: ${gp} Grand Prix ${kind === 'winner' ? 'Winner' : kind} ${d.slice(0, 4)}`, 'Sports', close, ds.map(([c, nm]) => [`f1-${slug(gp)}-${d.slice(0, 4)}-${kind}-${c.toLowerCase()}`, nm, `${tag}-${c}`]));
  if (venue === 'beta_us') return U(`f1-${slug(gp)}-gp-${d.slice(0, 4)}-${kind}`, `${gp} GP ${d.slice(0, 4)}: ${kind}?`, 'Sports', close, ds.map(([c, nm]): Row => [`f1-${slug(gp)}-${d.slice(0, 4)}-${kind}-${slug(nm)}`, nm, `${tag}-${c}`]));
  return G(`F1 ${gp} GP ${d.slice(0, 4)} — ${kind === 'winner' ? 'race winner' : kind}`, close, ds.map(([c, nm]) => [nm.split(' ')[1]!, `${tag}-${c}`]));
}
addCase('sports', { name: 'f1-sao-paulo-2028', events: [f1('alpha', 'São Paulo', '2028-11-12', 'sp28', 5), f1('beta', 'São Paulo', '2028-11-12', 'sp28', 4)] });
addCase('sports', { name: 'f1-qatar-2028', events: [f1('alpha', 'Qatar', '2028-11-26', 'qa28', 4), f1('beta', 'Qatar', '2028-11-26', 'qa28', 5), f1('beta_us', 'Qatar', '2028-11-26', 'qa28', 3)] });
addCase('sports', { name: 'f1-abu-dhabi-2028', events: [f1('alpha', 'Abu Dhabi', '2028-12-10', 'ad28', 5), f1('gamma', 'Abu Dhabi', '2028-12-10', 'ad28', 4)] });
addCase('sports', { name: 'f1-saudi-2029-race-vs-pole', groups: [['alpha', 'beta'], ['gamma']], events: [f1('alpha', 'Saudi Arabian', '2029-03-18', 'sa29', 4), f1('beta', 'Saudi Arabian', '2029-03-18', 'sa29', 4), f1('gamma', 'Saudi Arabian', '2029-03-17', 'sa29p', 4, 'pole')] }, ['measure']);
addCase('sports', { name: 'f1-china-2029-race-vs-sprint', groups: [['beta', 'gamma'], ['alpha']], events: [f1('beta', 'Chinese', '2029-04-01', 'cn29', 5), f1('gamma', 'Chinese', '2029-04-01', 'cn29', 3), f1('alpha', 'Chinese', '2029-03-31', 'cn29s', 4, 'sprint')] }, ['round']);
addCase('sports', { name: 'f1-japan-2029', events: [f1('alpha', 'Japanese', '2029-04-15', 'jp29', 5), f1('beta_us', 'Japanese', '2029-04-15', 'jp29', 4)] });
addCase('sports', { name: 'f1-bahrain-2029', events: [f1('beta', 'Bahrain', '2029-03-04', 'bh29', 4)] });
{ // NFL International Series: London (Tottenham Stadium) game, alpha/beta/beta_us; Mexico City game separate case.
  addCase('sports', { name: 'nfl-london-2028-jax-cle', events: [
    A('KXNFLGAME-28OCT15JACCLE', 'Jacksonville at Cleveland (London)', 'Sports', z('2028-10-15', '13:30'), [['JAC', 'Jacksonville', 'nfl1-jac'], ['CLE', 'Cleveland', 'nfl1-cle']]),
    B('Jaguars vs. Browns', 'Sports', z('2028-10-15', '13:30'), [['nfl-jax-cle-2028-10-15-jax', 'Jaguars', 'nfl1-jac'], ['nfl-jax-cle-2028-10-15-cle', 'Browns', 'nfl1-cle']]),
    U('nfl-jax-cle-2028-10-15', 'Jaguars vs. Browns', 'Sports', z('2028-10-15', '13:30'), [['nfl-jax-cle-2028-10-15-jax', 'Jaguars', 'nfl1-jac'], ['nfl-jax-cle-2028-10-15-cle', 'Browns', 'nfl1-cle']]),
  ] });
  addCase('sports', { name: 'nfl-mexico-city-2028', events: [
    A('KXNFLGAME-28NOV19ARIMIN', 'Arizona at Minnesota (Mexico City)', 'Sports', z('2028-11-20', '01:15'), [['ARI', 'Arizona', 'nfl2-ari'], ['MIN', 'Minnesota', 'nfl2-min']]),
    B('Cardinals vs. Vikings (Mexico City)', 'Sports', z('2028-11-20', '01:15'), [['nfl-ari-min-2028-11-19-ari', 'Cardinals', 'nfl2-ari'], ['nfl-ari-min-2028-11-19-min', 'Vikings', 'nfl2-min']]),
  ] });
}
{ // NBA Paris Game (Jan 2029) vs the same two teams in the US a month later.
  addCase('sports', { name: 'nba-paris-2029-vs-rematch', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNBAGAME-29JAN17SASIND', 'San Antonio vs Indiana (Paris)', 'Sports', z('2029-01-17', '22:00'), [['SAS', 'San Antonio', 'nbap-sas'], ['IND', 'Indiana', 'nbap-ind']]),
    B('Spurs vs. Pacers (Paris Game)', 'Sports', z('2029-01-17', '22:00'), [['nba-sas-ind-2029-01-17-sas', 'Spurs', 'nbap-sas'], ['nba-sas-ind-2029-01-17-ind', 'Pacers', 'nbap-ind']]),
    G('NBA: Pacers vs Spurs (Feb 21)', z('2029-02-22', '03:00'), [['Pacers', 'nbar-ind'], ['Spurs', 'nbar-sas']]),
  ] }, ['date', 'place']);
}

// ───────────────────────────── ELECTIONS AND LEADERS ─────────────────────────────

{ // Starmer out as UK PM by Mar 31, 2029 (alpha, beta, gamma).
  addCase('politics', { name: 'starmer-out-mar-2029', events: [
    A1('KXUKPMOUT-29MAR31', 'Starmer out as Prime Minister by Mar 31, 2029?', 'Politics', z('2029-03-31'), 'Y', 'Before Mar 31, 2029', 'stout'),
    B1('Keir Starmer out as UK Prime Minister by March 31, 2029?', 'Politics', z('2029-03-31'), 'stout'),
    G1('Will Keir Starmer cease to be UK PM before April 2029?', z('2029-03-31'), 'stout', { rules: 'YES if Keir Starmer ceases to hold the office of Prime Minister of the United Kingdom on or before 31 March 2029.' }),
  ] });
}
{ // Starmer out "in 2028" (beta_us) vs "by Jun 30, 2029" (alpha) — different deadlines from each other.
  addCase('politics', { name: 'starmer-out-other-deadlines', groups: [['beta_us'], ['alpha']], events: [
    U1('starmer-out-in-2028', 'Starmer out as PM in 2028?', 'Politics', z('2028-12-31'), 'st28'),
    A1('KXUKPMOUT-29JUN30', 'Starmer out as Prime Minister by Jun 30, 2029?', 'Politics', z('2029-06-30'), 'Y', 'Before Jun 30, 2029', 'st29jun'),
  ] }, ['deadline']);
}
{ // Labour leader vs UK PM: "Next Labour leader" (beta) and "Next UK PM" (alpha) are different offices.
  addCase('politics', { name: 'next-labour-leader-vs-next-pm', groups: [['beta'], ['alpha']], events: [
    B('Next Labour Party leader?', 'Politics', z('2029-12-31'), [['next-labour-leader-streeting', 'Wes Streeting', 'ldr-st'], ['next-labour-leader-rayner', 'Angela Rayner', 'ldr-ra'], ['next-labour-leader-burnham', 'Andy Burnham', 'ldr-bu']]),
    A('KXNEXTUKPM-29', 'Next UK Prime Minister', 'Politics', z('2029-12-31'), [['STREETING', 'Wes Streeting', 'pm-st'], ['RAYNER', 'Angela Rayner', 'pm-ra'], ['FARAGE', 'Nigel Farage', 'pm-fa']]),
  ] }, ['office']);
}
{ // French PM out by Jan 31, 2029 (alpha, beta, beta_us).
  addCase('politics', { name: 'france-pm-out-jan-2029', events: [
    A1('KXFRANCEPMOUT-29JAN31', 'French Prime Minister out by Jan 31, 2029?', 'Politics', z('2029-01-31'), 'Y', 'Before Jan 31, 2029', 'frpm'),
    B1('French Prime Minister out by January 31, 2029?', 'Politics', z('2029-01-31'), 'frpm'),
    U1('french-pm-out-by-january-31-2029', 'French PM out by January 31?', 'Politics', z('2029-01-31'), 'frpm'),
  ] });
}
{ // French President resigns vs French PM out — different offices, same date.
  addCase('politics', { name: 'france-president-vs-pm-mar-2029', groups: [['gamma'], ['beta']], events: [
    G1('French President leaves office before April 2029?', z('2029-03-31'), 'frpres', { rules: 'YES if the President of the French Republic resigns, is removed or otherwise leaves office on or before 31 March 2029.' }),
    B1('French Prime Minister out by March 31, 2029?', 'Politics', z('2029-03-31'), 'frpm-mar'),
  ] }, ['office']);
}
{ // German federal election 2029: largest party (beta categorical; alpha set; gamma missing Greens).
  addCase('politics', { name: 'germany-2029-largest-party', events: [
    A('KXGERMANYPARTY-29', 'Germany federal election: largest party', 'Elections', z('2029-03-25'), [['CDU', 'CDU/CSU', 'de-cdu'], ['AFD', 'AfD', 'de-afd'], ['SPD', 'SPD', 'de-spd'], ['GRU', 'Greens', 'de-gru']]),
    B('Germany Parliamentary Election: Largest Party', 'Politics', z('2029-03-25'), [['germany-election-largest-party-cdu-csu', 'CDU/CSU', 'de-cdu'], ['germany-election-largest-party-afd', 'AfD', 'de-afd'], ['germany-election-largest-party-spd', 'SPD', 'de-spd'], ['germany-election-largest-party-greens', 'Greens', 'de-gru']]),
    G('German Bundestag election 2029 — most votes', z('2029-03-25'), [['CDU/CSU', 'de-cdu'], ['AfD', 'de-afd'], ['SPD', 'de-spd']]),
  ] });
}
{ // AfD vote share above 25% (alpha) vs AfD seats above 200 (beta): different measures.
  addCase('politics', { name: 'afd-share-vs-seats-2029', groups: [['alpha'], ['beta']], events: [
    A('KXAFDSHARE-29', 'AfD second-vote share in 2029 Bundestag election', 'Elections', z('2029-03-25'), [['T25', 'Above 25%', 'afd25'], ['T30', 'Above 30%', 'afd30']]),
    B1('AfD wins more than 200 seats in the 2029 Bundestag election?', 'Politics', z('2029-03-25'), 'afd200'),
  ] }, ['measure']);
}
{ // Next German Chancellor after the 2029 election (beta, gamma).
  addCase('politics', { name: 'germany-chancellor-2029', events: [
    B('Who will be German Chancellor on June 1, 2029?', 'Politics', z('2029-06-01'), [['german-chancellor-june-2029-merz', 'Friedrich Merz', 'ch-merz'], ['german-chancellor-june-2029-wust', 'Hendrik Wust', 'ch-wust'], ['german-chancellor-june-2029-klingbeil', 'Lars Klingbeil', 'ch-kli']]),
    G('Germany: Chancellor in office on 1 June 2029', z('2029-06-01'), [['Friedrich Merz', 'ch-merz'], ['Hendrik Wüst', 'ch-wust']]),
  ] });
}
{ // Coalition agreement signed by Apr 30, 2029 (alpha) vs new chancellor elected by the Bundestag by May 31 (beta).
  addCase('politics', { name: 'germany-coalition-deal-vs-chancellor-vote', groups: [['alpha'], ['beta']], events: [
    A1('KXGERCOALITION-29APR30', 'German coalition agreement signed by Apr 30, 2029?', 'Politics', z('2029-04-30'), 'Y', 'Signed by Apr 30', 'decoal'),
    B1('Bundestag elects a Chancellor by May 31, 2029?', 'Politics', z('2029-05-31'), 'devote'),
  ] }, ['deadline', 'measure']);
}
{ // Japan: Takaichi out as PM by Mar 31, 2029 (alpha, beta) vs out as LDP president (gamma) — different office.
  addCase('politics', { name: 'japan-pm-out-mar-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXJAPANPMOUT-29MAR31', 'Takaichi out as Japan PM by Mar 31, 2029?', 'Politics', z('2029-03-31'), 'Y', 'Before Mar 31, 2029', 'jppm'),
    B1('Sanae Takaichi out as Japanese Prime Minister by March 31, 2029?', 'Politics', z('2029-03-31'), 'jppm'),
    G1('Takaichi no longer LDP President before April 2029?', z('2029-03-31'), 'ldppres', { rules: 'YES if Sanae Takaichi ceases to be President of the Liberal Democratic Party on or before 31 March 2029.' }),
  ] }, ['office']);
}
{ // São Paulo mayoral election 2028: runoff winner (alpha, beta) vs first-round winner (gamma).
  addCase('politics', { name: 'sao-paulo-mayor-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSPMAYOR-28', 'São Paulo mayoral election winner', 'Elections', z('2028-10-29', '22:00'), [['NUN', 'Ricardo Nunes', 'spm-nun'], ['BOU', 'Guilherme Boulos', 'spm-bou'], ['TAB', 'Tabata Amaral', 'spm-tab']]),
    B('São Paulo Mayoral Election Winner 2028', 'Politics', z('2028-10-29', '22:00'), [['sao-paulo-mayor-2028-nunes', 'Ricardo Nunes', 'spm-nun'], ['sao-paulo-mayor-2028-boulos', 'Guilherme Boulos', 'spm-bou'], ['sao-paulo-mayor-2028-amaral', 'Tabata Amaral', 'spm-tab']]),
    G('São Paulo mayor 2028: first round most votes', z('2028-10-01', '22:00'), [['Nunes', 'spm1-nun'], ['Boulos', 'spm1-bou']]),
  ] }, ['round']);
}
{ // Rio de Janeiro mayor 2028 (alpha, beta_us).
  addCase('politics', { name: 'rio-mayor-2028', events: [
    A('KXRIOMAYOR-28', 'Rio de Janeiro mayoral election winner', 'Elections', z('2028-10-29', '22:00'), [['PAE', 'Eduardo Paes', 'rio-pae'], ['OTH', 'Other', 'rio-oth']]),
    U('rio-mayor-2028', 'Rio de Janeiro Mayor 2028', 'Politics', z('2028-10-29', '22:00'), [['rio-mayor-2028-paes', 'Eduardo Paes', 'rio-pae']]),
  ] });
}
{ // India 2029 Lok Sabha: BJP seats thresholds (alpha) vs categorical buckets (beta); NDA seats (gamma) differ.
  addCase('politics', { name: 'india-2029-bjp-seats', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXINDIABJPSEATS-29', 'BJP seats in the 2029 Lok Sabha election', 'Elections', z('2029-05-31'), [['T272', 'Above 272', 'bjp272'], ['T300', 'Above 300', 'bjp300'], ['T350', 'Above 350', 'bjp350']]),
    B('BJP wins majority (273+ seats) in 2029 Indian election?', 'Politics', z('2029-05-31'), [['bjp-majority-2029-india', 'Yes', 'bjp272']]),
    G('India 2029: NDA alliance seats above 300?', z('2029-05-31'), [['Above 300', 'nda300'], ['Above 350', 'nda350']]),
  ] }, ['measure']);
}
{ // Next Indian PM after 2029 election (beta, beta_us).
  addCase('politics', { name: 'india-pm-2029', events: [
    B('India Prime Minister after 2029 election?', 'Politics', z('2029-06-15'), [['india-pm-2029-modi', 'Narendra Modi', 'inpm-mod'], ['india-pm-2029-shah', 'Amit Shah', 'inpm-sha'], ['india-pm-2029-gandhi', 'Rahul Gandhi', 'inpm-gan']]),
    U('india-pm-after-2029-election', 'Indian PM after the 2029 election?', 'Politics', z('2029-06-15'), [['india-pm-2029-modi', 'Narendra Modi', 'inpm-mod'], ['india-pm-2029-gandhi', 'Rahul Gandhi', 'inpm-gan']]),
  ] });
}
{ // Andhra Pradesh vs Odisha assembly elections 2029: near-identical titles, different states.
  addCase('politics', { name: 'india-state-elections-2029', groups: [['alpha'], ['beta']], events: [
    A('KXAPASSEMBLY-29', 'Andhra Pradesh assembly election winner', 'Elections', z('2029-05-31'), [['TDP', 'TDP', 'ap-tdp'], ['YSRCP', 'YSRCP', 'ap-ysr']]),
    B('Odisha Assembly Election Winner 2029', 'Politics', z('2029-05-31'), [['odisha-2029-bjp', 'BJP', 'od-bjp'], ['odisha-2029-bjd', 'BJD', 'od-bjd']]),
  ] }, ['place']);
}
{ // Queensland state election (28 Oct 2028): LNP win (alpha) / categorical (beta) / "Labor wins" (gamma, inverted YES).
  addCase('politics', { name: 'queensland-2028', events: [
    A1('KXQLDELECTION-28OCT28', 'Will the LNP win the 2028 Queensland election?', 'Elections', z('2028-10-28', '12:00'), 'LNP', 'LNP', 'qld-lnp'),
    B('Queensland State Election Winner', 'Politics', z('2028-10-28', '12:00'), [['queensland-election-2028-lnp', 'LNP', 'qld-lnp'], ['queensland-election-2028-labor', 'Labor', 'qld-alp']]),
    G1('Will Labor win the Queensland state election 2028?', z('2028-10-28', '12:00'), 'qld-alp'),
  ] }, ['inverted']);
}
{ // Australian PM out by Mar 31, 2029 (alpha, gamma).
  addCase('politics', { name: 'albanese-out-mar-2029', events: [
    A1('KXAUSPMOUT-29MAR31', 'Albanese out as Australian PM by Mar 31, 2029?', 'Politics', z('2029-03-31'), 'Y', 'Before Mar 31, 2029', 'alb'),
    G1('Anthony Albanese out as Prime Minister by 31 March 2029?', z('2029-03-31'), 'alb'),
  ] });
}
{ // Canada: Carney out as PM by Mar 31, 2029 (beta, beta_us, alpha).
  addCase('politics', { name: 'carney-out-mar-2029', events: [
    A1('KXCANPMOUT-29MAR31', 'Carney out as Canadian PM by Mar 31, 2029?', 'Politics', z('2029-03-31'), 'Y', 'Before Mar 31, 2029', 'car'),
    B1('Mark Carney out as Prime Minister of Canada by March 31, 2029?', 'Politics', z('2029-03-31'), 'car'),
    U1('carney-out-by-march-31-2029', 'Carney out as PM by March 31?', 'Politics', z('2029-03-31'), 'car'),
  ] });
}
{ // Canada snap federal election called in 2028 (beta) vs held in 2028 (alpha): different observations.
  addCase('politics', { name: 'canada-snap-election-called-vs-held', groups: [['beta'], ['alpha']], events: [
    B1('Canada snap federal election called in 2028?', 'Politics', z('2028-12-31'), 'cacall'),
    A1('KXCANELECTION-28', 'Canadian federal election held before 2029?', 'Elections', z('2028-12-31'), 'Y', 'Held in 2028', 'cahold'),
  ] }, ['observation']);
}
{ // Israel: Netanyahu PM on Jan 1, 2029 (alpha) vs out by Dec 31, 2028 (beta) — instant vs any time.
  addCase('politics', { name: 'netanyahu-on-vs-out-by', groups: [['alpha'], ['beta']], events: [
    A1('KXISRPM-29JAN01', 'Netanyahu Prime Minister of Israel on Jan 1, 2029?', 'Politics', z('2029-01-01'), 'NET', 'Netanyahu', 'bibi-on'),
    B1('Netanyahu out as Israeli PM by December 31, 2028?', 'Politics', z('2028-12-31'), 'bibi-out'),
  ] }, ['observation']);
}
{ // Israel: Netanyahu out by Jun 30, 2029 (gamma, beta_us).
  addCase('politics', { name: 'netanyahu-out-jun-2029', events: [
    G1('Netanyahu out as Israel PM by June 30, 2029?', z('2029-06-30'), 'bibi-jun'),
    U1('netanyahu-out-by-june-30-2029', 'Netanyahu out by June 30, 2029?', 'Politics', z('2029-06-30'), 'bibi-jun'),
  ] });
}
{ // South Korea: Gallup Korea approval of President Lee above 50% in final December 2028 poll (alpha, beta).
  addCase('politics', { name: 'korea-lee-approval-dec-2028', events: [
    A('KXKRAPPROVAL-28DEC', 'Lee Jae-myung approval (Gallup Korea), last Dec 2028 poll', 'Politics', z('2028-12-29'), [['T50', 'Above 50%', 'kr50'], ['T55', 'Above 55%', 'kr55']]),
    B('Lee Jae-myung approval above 50% in Gallup Korea\'s last December poll?', 'Politics', z('2028-12-29'), [['lee-approval-gallup-korea-dec-2028-50', 'Yes', 'kr50']]),
  ] });
}
{ // Realmeter vs Gallup Korea: different pollsters, different statistic.
  addCase('politics', { name: 'korea-approval-realmeter', events: [
    G1('Realmeter: President Lee approval 50%+ (last week of Dec 2028)?', z('2028-12-29'), 'krrm'),
  ] }, ['source']);
}
{ // Mexico: Sheinbaum recall referendum held by Mar 31, 2029 (beta only).
  addCase('politics', { name: 'mexico-recall-2029', events: [B1('Sheinbaum recall referendum held by March 31, 2029?', 'Politics', z('2029-03-31'), 'mxrev')] });
}
{ // Swiss popular vote (Feb 2029) on the initiative vs the counter-proposal: different questions on one ballot.
  addCase('politics', { name: 'swiss-vote-feb-2029', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXSWISSVOTE-29FEB11', 'Swiss voters approve the 10-million initiative?', 'Politics', z('2029-02-11', '17:00'), 'Y', 'Approved', 'ch-init'),
    G1('Switzerland referendum Feb 2029: "No 10 million Switzerland" initiative passes?', z('2029-02-11', '17:00'), 'ch-init'),
    B1('Swiss counter-proposal on population cap approved in Feb 2029 vote?', 'Politics', z('2029-02-11', '17:00'), 'ch-counter'),
  ] }, ['measure']);
}
{ // Scotland independence referendum held before 2030 (gamma only).
  addCase('politics', { name: 'scotland-indyref-2029', events: [G1('Second Scottish independence referendum held before 2030?', z('2029-12-31'), 'indyref')] });
}
{ // Reform UK leads Labour in YouGov Westminster voting intention, last poll of 2028 (alpha, beta).
  addCase('politics', { name: 'reform-leads-yougov-dec-2028', events: [
    A1('KXUKPOLL-28DEC31', 'Reform UK leads in last YouGov poll of 2028?', 'Politics', z('2028-12-31'), 'REF', 'Reform UK', 'refyg'),
    B1('Reform UK leads final 2028 YouGov Westminster poll?', 'Politics', z('2028-12-31'), 'refyg'),
  ] });
}

// ───────────────────────────── CENTRAL BANKS ─────────────────────────────

{ // ECB 14 Dec 2028 decision (deposit facility rate): alpha set, beta categorical, beta_us, gamma missing "hike".
  addCase('central_banks', { name: 'ecb-dec-2028', events: [
    A('KXECBDECISION-28DEC14', 'ECB rate decision Dec 14, 2028', 'Economics', z('2028-12-14', '13:15'), w([['C25', 'Cut 25bps', 'ecbd-c'], ['H0', 'Hold', 'ecbd-h'], ['H25', 'Hike 25bps', 'ecbd-k']], { src: ECB })),
    B('ECB decision in December 2028?', 'Economy', z('2028-12-14', '13:15'), w([['ecb-dec-2028-25-bps-decrease', '25 bps decrease', 'ecbd-c'], ['ecb-dec-2028-no-change', 'No change', 'ecbd-h'], ['ecb-dec-2028-25-bps-increase', '25 bps increase', 'ecbd-k']], { src: ECB })),
    U('ecb-decision-december-2028', 'ECB Decision December 2028', 'Economy', z('2028-12-14', '13:15'), [['ecb-dec-2028-cut-25', 'Cut 25 bps', 'ecbd-c'], ['ecb-dec-2028-hold', 'Hold', 'ecbd-h']]),
    G('ECB deposit rate decision — 14 Dec 2028', z('2028-12-14', '13:15'), [['Cut 25bp', 'ecbd-c'], ['No change', 'ecbd-h']]),
  ] });
}
{ // ECB after the March 2029 meeting: deposit facility rate (alpha) vs main refinancing rate (beta).
  addCase('central_banks', { name: 'ecb-levels-mar-2029', groups: [['alpha'], ['beta']], events: [
    A('KXECBRATE-29MAR08', 'ECB deposit facility rate after Mar 2029 meeting', 'Economics', z('2029-03-08', '13:15'), w([['T1.75', 'Above 1.75%', 'ecbdfr175'], ['T2.00', 'Above 2.00%', 'ecbdfr200']], { src: ECB })),
    B('ECB main refinancing rate above 2.00% after March 2029 meeting?', 'Economy', z('2029-03-08', '13:15'), [['ecb-mro-above-2-march-2029', 'Yes', 'ecbmro200']]),
  ] }, ['measure']);
}
{ // BoE 2 Nov 2028 (alpha, beta, gamma) vs BoE 14 Dec 2028 (beta_us) — different meetings.
  addCase('central_banks', { name: 'boe-nov-vs-dec-2028', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXBOE-28NOV02', 'Bank of England rate decision Nov 2, 2028', 'Economics', z('2028-11-02', '12:00'), w([['C25', 'Cut 25bps', 'boen-c'], ['H0', 'Hold', 'boen-h']], { src: BOE })),
    B('Bank of England decision in November?', 'Economy', z('2028-11-02', '12:00'), w([['boe-nov-2028-25-bps-decrease', '25 bps decrease', 'boen-c'], ['boe-nov-2028-no-change', 'No change', 'boen-h'], ['boe-nov-2028-increase', 'Increase', 'boen-k']], { src: BOE })),
    G('BoE MPC decision (2 Nov 2028)', z('2028-11-02', '12:00'), [['Cut 25bp', 'boen-c'], ['Hold', 'boen-h'], ['Hike', 'boen-k']]),
    U('boe-decision-december-2028', 'Bank of England Decision December 2028', 'Economy', z('2028-12-14', '12:00'), [['boe-dec-2028-cut', 'Cut', 'boed-c'], ['boe-dec-2028-hold', 'Hold', 'boed-h']]),
  ] }, ['date']);
}
{ // BoE Bank Rate at end of March 2029 (alpha thresholds, gamma).
  addCase('central_banks', { name: 'boe-bank-rate-mar-2029', events: [
    A('KXBOERATE-29MAR31', 'Bank Rate on Mar 31, 2029', 'Economics', z('2029-03-31'), w([['T3.00', 'Above 3.00%', 'br300'], ['T3.25', 'Above 3.25%', 'br325']], { src: BOE })),
    G('UK Bank Rate at end of March 2029', z('2029-03-31'), [['Above 3.00%', 'br300'], ['Above 3.25%', 'br325'], ['Above 3.50%', 'br350']]),
  ] });
}
{ // BoJ: hike at the January 2029 meeting (alpha, beta) vs any hike by Mar 31, 2029 (gamma) — different deadlines.
  addCase('central_banks', { name: 'boj-jan-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXBOJ-29JAN23', 'BoJ raises rates at January 2029 meeting?', 'Economics', z('2029-01-23', '03:00'), 'HIKE', 'Hike', 'bojjan', { src: BOJ }),
    B1('Bank of Japan rate hike in January 2029?', 'Economy', z('2029-01-23', '03:00'), 'bojjan', { mx: { src: BOJ } }),
    G1('Bank of Japan hikes rates before April 2029?', z('2029-03-31'), 'bojq1'),
  ] }, ['deadline']);
}
{ // BoJ policy rate on Mar 31, 2029 (beta categorical, beta_us).
  addCase('central_banks', { name: 'boj-rate-level-mar-2029', events: [
    B('Bank of Japan policy rate at end of March 2029?', 'Economy', z('2029-03-31'), [['boj-rate-march-2029-1-00', '1.00%', 'boj100'], ['boj-rate-march-2029-1-25', '1.25%', 'boj125'], ['boj-rate-march-2029-1-50', '1.50% or higher', 'boj150']]),
    U('boj-rate-end-of-march-2029', 'BoJ rate end of March 2029', 'Economy', z('2029-03-31'), [['boj-rate-march-2029-1-00', '1.00%', 'boj100'], ['boj-rate-march-2029-1-25', '1.25%', 'boj125']]),
  ] });
}
{ // SNB Dec 2028: negative rates? (alpha "cut below zero" vs gamma "SNB policy rate stays at or above 0%", inverted).
  addCase('central_banks', { name: 'snb-dec-2028-negative', events: [
    A1('KXSNB-28DEC14', 'SNB cuts policy rate below zero in December 2028?', 'Economics', z('2028-12-14', '08:30'), 'NEG', 'Below 0%', 'snbneg'),
    G1('SNB keeps policy rate at 0% or higher in Dec 2028?', z('2028-12-14', '08:30'), 'snbnonneg'),
    B1('Swiss National Bank negative rates in December 2028?', 'Economy', z('2028-12-14', '08:30'), 'snbneg'),
  ] }, ['inverted']);
}
{ // RBA Feb 2029 meeting (alpha, gamma, beta).
  addCase('central_banks', { name: 'rba-feb-2029', events: [
    A('KXRBA-29FEB06', 'RBA cash rate decision Feb 2029', 'Economics', z('2029-02-06', '03:30'), [['C25', 'Cut 25bps', 'rba-c'], ['H0', 'Hold', 'rba-h'], ['H25', 'Hike 25bps', 'rba-k']]),
    G('Reserve Bank of Australia — February 2029 decision', z('2029-02-06', '03:30'), [['Cut 25bp', 'rba-c'], ['Hold', 'rba-h'], ['Hike 25bp', 'rba-k']]),
    B('RBA decision in February 2029?', 'Economy', z('2029-02-06', '03:30'), [['rba-feb-2029-cut', '25 bps decrease', 'rba-c'], ['rba-feb-2029-hold', 'No change', 'rba-h']]),
  ] });
}
{ // RBNZ Feb 2029 — near-identical antipodean title, single venue (place negative vs RBA).
  addCase('central_banks', { name: 'rbnz-feb-2029', events: [A('KXRBNZ-29FEB20', 'RBNZ OCR decision Feb 2029', 'Economics', z('2029-02-20', '01:00'), [['C25', 'Cut 25bps', 'rbnz-c'], ['H0', 'Hold', 'rbnz-h']])] }, ['place']);
}
{ // Bank of Canada 6 Dec 2028 (alpha, beta, beta_us).
  addCase('central_banks', { name: 'boc-dec-2028', events: [
    A('KXBOC-28DEC06', 'Bank of Canada rate decision Dec 2028', 'Economics', z('2028-12-06', '14:45'), [['C25', 'Cut 25bps', 'boc-c'], ['H0', 'Hold', 'boc-h']]),
    B('Bank of Canada decision in December?', 'Economy', z('2028-12-06', '14:45'), [['boc-dec-2028-cut', '25 bps decrease', 'boc-c'], ['boc-dec-2028-hold', 'No change', 'boc-h'], ['boc-dec-2028-hike', '25+ bps increase', 'boc-k']]),
    U('bank-of-canada-december-2028', 'Bank of Canada Decision December 2028', 'Economy', z('2028-12-06', '14:45'), [['boc-dec-2028-cut', 'Cut 25 bps', 'boc-c'], ['boc-dec-2028-hold', 'Hold', 'boc-h'], ['boc-dec-2028-hike', 'Hike', 'boc-k']]),
  ] });
}
{ // Banxico Nov 2028: beta "cut" binary vs gamma "hold" binary (complements on a two-way market), alpha set.
  addCase('central_banks', { name: 'banxico-nov-2028', events: [
    A('KXBANXICO-28NOV12', 'Banxico rate decision Nov 2028', 'Economics', z('2028-11-12', '19:00'), [['CUT', 'Cut', 'bx-c'], ['H0', 'Hold', 'bx-h']]),
    B1('Banxico cuts rates in November 2028?', 'Economy', z('2028-11-12', '19:00'), 'bx-c'),
    G1('Banxico holds rate unchanged at Nov 2028 meeting?', z('2028-11-12', '19:00'), 'bx-h'),
  ] }, ['inverted']);
}
{ // RBI Dec 2028: repo rate cut (alpha, beta) vs CRR cut (gamma) — different instrument.
  addCase('central_banks', { name: 'rbi-dec-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXRBI-28DEC06', 'RBI cuts repo rate in December 2028?', 'Economics', z('2028-12-06', '05:30'), 'CUT', 'Cut', 'rbi-repo'),
    B1('Reserve Bank of India repo rate cut in December 2028?', 'Economy', z('2028-12-06', '05:30'), 'rbi-repo'),
    G1('RBI cuts cash reserve ratio (CRR) at Dec 2028 policy?', z('2028-12-06', '05:30'), 'rbi-crr'),
  ] }, ['measure']);
}
{ // Bank of Korea Nov 2028 (beta only).
  addCase('central_banks', { name: 'bok-nov-2028', events: [B('Bank of Korea decision in November 2028?', 'Economy', z('2028-11-23', '01:00'), [['bok-nov-2028-cut', '25 bps decrease', 'bok-c'], ['bok-nov-2028-hold', 'No change', 'bok-h']])] });
}

// ───────────────────────────── PRINTS ─────────────────────────────

{ // UK CPI Nov 2028 YoY (released 16 Dec 2028): alpha thresholds, beta buckets-as-thresholds; core CPI (gamma) differs.
  addCase('economics', { name: 'uk-cpi-nov-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXUKCPI-28NOV', 'UK CPI inflation Nov 2028 (YoY)', 'Economics', z('2028-12-16', '07:00'), w([['T2.4', 'Above 2.4%', 'ukcpi25'], ['T2.7', 'Above 2.7%', 'ukcpi28'], ['T3.0', 'Above 3.0%', 'ukcpi31']], { src: ONS })),
    B('UK CPI YoY for November 2028?', 'Economy', z('2028-12-16', '07:00'), w([['uk-cpi-nov-2028-2-5', '2.5% or higher', 'ukcpi25'], ['uk-cpi-nov-2028-2-8', '2.8% or higher', 'ukcpi28'], ['uk-cpi-nov-2028-3-0', '3.0% or higher', 'ukcpi30']], { src: ONS })),
    G('UK core CPI YoY — November 2028', z('2028-12-16', '07:00'), [['Above 3.0%', 'ukcore30'], ['Above 3.5%', 'ukcore35']]),
  ] }, ['measure', 'threshold']);
}
{ // Eurozone HICP flash Dec 2028 (alpha, beta) vs final Dec 2028 (beta_us) — flash vs final.
  addCase('economics', { name: 'ez-hicp-dec-2028', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXEZHICP-28DEC', 'Euro area flash HICP Dec 2028 (YoY)', 'Economics', z('2029-01-07', '10:00'), w([['T1.9', 'Above 1.9%', 'ez20'], ['T2.1', 'Above 2.1%', 'ez22']], { src: EUROSTAT })),
    B('Eurozone inflation flash estimate for December 2028?', 'Economy', z('2029-01-07', '10:00'), w([['eurozone-flash-hicp-dec-2028-2-0', '2.0% or higher', 'ez20'], ['eurozone-flash-hicp-dec-2028-2-2', '2.2% or higher', 'ez22']], { src: EUROSTAT })),
    U('eurozone-hicp-final-december-2028', 'Eurozone HICP Final December 2028', 'Economy', z('2029-01-20', '10:00'), [['ez-hicp-final-dec-2028-2-0', '2.0% or higher', 'ezf20']]),
  ] }, ['measure']);
}
{ // Japan nationwide core CPI Dec 2028 (alpha, gamma) vs Tokyo core CPI Dec 2028 (beta) — place.
  addCase('economics', { name: 'japan-cpi-dec-2028', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXJPCPI-28DEC', 'Japan core CPI Dec 2028 (YoY, nationwide)', 'Economics', z('2029-01-19', '23:30'), [['T2.0', 'Above 2.0%', 'jp21'], ['T2.5', 'Above 2.5%', 'jp26']]),
    G('Japan national core CPI (ex fresh food) Dec 2028 YoY', z('2029-01-19', '23:30'), [['2.1% or higher', 'jp21'], ['2.6% or higher', 'jp26']]),
    B('Tokyo core CPI above 2.0% in December 2028?', 'Economy', z('2028-12-26', '23:30'), [['tokyo-core-cpi-dec-2028-above-2', 'Yes', 'tk20']]),
  ] }, ['place']);
}
{ // China Q4 2028 GDP YoY (alpha, beta, gamma).
  addCase('economics', { name: 'china-gdp-q4-2028', events: [
    A('KXCHINAGDP-28Q4', 'China GDP growth Q4 2028 (YoY)', 'Economics', z('2029-01-17', '02:00'), [['T4.5', 'Above 4.5%', 'cn46'], ['T4.9', 'Above 4.9%', 'cn50']]),
    B('China Q4 2028 GDP growth?', 'Economy', z('2029-01-17', '02:00'), [['china-q4-2028-gdp-4-6', '4.6% or higher', 'cn46'], ['china-q4-2028-gdp-5-0', '5.0% or higher', 'cn50'], ['china-q4-2028-gdp-5-5', '5.5% or higher', 'cn55']]),
    G('China GDP YoY Q4 2028 (NBS)', z('2029-01-17', '02:00'), [['Above 4.5%', 'cn46'], ['Above 5.0%', 'cn51']]),
  ] }, ['threshold']);
}
{ // China full-year 2028 GDP vs Q4 — period negative (beta_us only listing).
  addCase('economics', { name: 'china-gdp-2028-full-year', events: [U1('china-2028-gdp-above-4-5', 'China 2028 full-year GDP growth above 4.5%?', 'Economy', z('2029-01-17', '02:00'), 'cnfy')] }, ['measure']);
}
{ // German IFO business climate Dec 2028 (alpha, beta) vs ZEW economic sentiment Dec 2028 (gamma).
  addCase('economics', { name: 'germany-ifo-dec-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXIFO-28DEC', 'German IFO business climate Dec 2028', 'Economics', z('2028-12-18', '09:00'), [['T88', 'Above 88.0', 'ifo88'], ['T90', 'Above 90.0', 'ifo90']]),
    B('Ifo Business Climate above 88 in December 2028?', 'Economy', z('2028-12-18', '09:00'), [['ifo-business-climate-december-2028-above-88', 'Yes', 'ifo88']]),
    G('ZEW economic sentiment (Germany) Dec 2028 above 20?', z('2028-12-12', '10:00'), [['Above 20', 'zew20']]),
  ] }, ['measure']);
}
{ // UK Q3 2028 GDP first estimate vs second estimate.
  addCase('economics', { name: 'uk-gdp-q3-2028', groups: [['alpha'], ['beta']], events: [
    A1('KXUKGDP-28Q3', 'UK GDP Q3 2028 first estimate QoQ above 0.3%?', 'Economics', z('2028-11-10', '07:00'), 'T0.3', 'Above 0.3%', 'ukgdp1'),
    B1('UK Q3 2028 GDP second estimate above 0.3%?', 'Economy', z('2028-12-22', '07:00'), 'ukgdp2'),
  ] }, ['measure']);
}
{ // Eurozone unemployment Nov 2028 (gamma only).
  addCase('economics', { name: 'ez-unemployment-nov-2028', events: [G1('Euro area unemployment rate Nov 2028 above 6.3%?', z('2029-01-06', '10:00'), 'ezun')] });
}

// ───────────────────────────── FX, YIELDS, INDICES ─────────────────────────────

{ // GBP/USD on Dec 29, 2028: alpha (WM/Reuters 4pm London fix) vs beta (Bloomberg close) — one event, not fungible.
  addCase('markets', { name: 'gbpusd-dec-2028', fungible: nf('alpha|beta'), events: [
    A('KXGBPUSD-28DEC29', 'GBP/USD on Dec 29, 2028', 'Financials', z('2028-12-29', '16:00'), [['T1.30', 'Above 1.3000', 'gbp130'], ['T1.35', 'Above 1.3500', 'gbp135']], { rules: 'Resolves per the WM/Reuters 4pm London fix on Dec 29, 2028.' }),
    B('GBP/USD above 1.30 on December 29, 2028?', 'Finance', z('2028-12-29', '16:00'), [['gbpusd-above-1-30-dec-29-2028', 'Yes', 'gbp130', { src: 'Bloomberg GBPUSD Curncy 16:00 London' }]]),
  ] }, ['source']);
}
{ // USD/CNY onshore (alpha, gamma) vs USD/CNH offshore (beta) on Mar 29, 2029 — different asset.
  addCase('markets', { name: 'usdcny-mar-2029', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXUSDCNY-29MAR29', 'USD/CNY on Mar 29, 2029', 'Financials', z('2029-03-29', '08:30'), [['T7.00', 'Above 7.00', 'cny700'], ['T7.20', 'Above 7.20', 'cny720']]),
    G('USD/CNY onshore spot above 7.00 at end of March 2029?', z('2029-03-29', '08:30'), [['Above 7.00', 'cny700']]),
    B('USD/CNH above 7.00 on March 29, 2029?', 'Finance', z('2029-03-29', '08:30'), [['usdcnh-above-7-march-29-2029', 'Yes', 'cnh700']]),
  ] }, ['asset']);
}
{ // USD/JPY reaches 170 by Mar 31, 2029 (any time) on beta vs closes above 170 on Mar 30 on alpha.
  addCase('markets', { name: 'usdjpy-170-2029', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B1('USD/JPY hits 170 by March 31, 2029?', 'Finance', z('2029-03-31'), 'jpyhit'),
    U1('usdjpy-hits-170-by-march-31-2029', 'Will USD/JPY hit 170 by March 31?', 'Finance', z('2029-03-31'), 'jpyhit'),
    A1('KXUSDJPY-29MAR30', 'USD/JPY above 170 on Mar 30, 2029?', 'Financials', z('2029-03-30', '21:00'), 'T170', 'Above 170.00', 'jpyon'),
  ] }, ['observation']);
}
{ // JGB 10y yield on Dec 29, 2028 (alpha, beta, gamma).
  addCase('markets', { name: 'jgb10y-dec-2028', events: [
    A('KXJGB10Y-28DEC29', 'Japan 10-year yield on Dec 29, 2028', 'Financials', z('2028-12-29', '06:00'), [['T2.00', 'Above 2.00%', 'jgb200'], ['T2.25', 'Above 2.25%', 'jgb225']]),
    B('10-year JGB yield above 2% at end of 2028?', 'Finance', z('2028-12-29', '06:00'), [['10y-jgb-yield-above-2-end-of-2028', 'Yes', 'jgb200']]),
    G('JGB 10Y yield at 2028 year-end close', z('2028-12-29', '06:00'), [['Above 2.00%', 'jgb200'], ['Above 2.25%', 'jgb225'], ['Above 2.50%', 'jgb250']]),
  ] });
}
{ // JGB 30y vs JGB 10y — asset negative (beta only).
  addCase('markets', { name: 'jgb30y-dec-2028', events: [B1('30-year JGB yield above 3.5% at end of 2028?', 'Finance', z('2028-12-29', '06:00'), 'jgb30')] }, ['asset']);
}
{ // Bund 10y above 3% on Mar 30, 2029 (alpha) vs reaches 3% by Mar 31 (beta): on vs by.
  addCase('markets', { name: 'bund10y-mar-2029', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXBUND10Y-29MAR30', '10-year Bund yield above 3.00% on Mar 30, 2029?', 'Financials', z('2029-03-30', '16:00'), 'T3.00', 'Above 3.00%', 'bundon'),
    G1('German 10Y Bund yield closes above 3% on 30 March 2029?', z('2029-03-30', '16:00'), 'bundon'),
    B1('German 10-year yield hits 3% by March 31, 2029?', 'Finance', z('2029-03-31'), 'bundhit'),
  ] }, ['observation']);
}
{ // UK 10y gilt above 5% on Dec 29, 2028 (beta, beta_us).
  addCase('markets', { name: 'gilt10y-dec-2028', events: [
    B1('UK 10-year gilt yield above 5% on December 29, 2028?', 'Finance', z('2028-12-29', '16:30'), 'gilt5'),
    U1('uk-10y-gilt-above-5-dec-29-2028', 'UK 10Y gilt above 5% on Dec 29?', 'Finance', z('2028-12-29', '16:30'), 'gilt5'),
  ] });
}
{ // FTSE 100 close on Dec 29, 2028: alpha ranges vs beta thresholds (only matching where buckets coincide).
  addCase('markets', { name: 'ftse100-dec-2028', events: [
    A('KXFTSE-28DEC29', 'FTSE 100 close on Dec 29, 2028', 'Financials', z('2028-12-29', '16:35'), [['T9999.99', '10,000 or above', 'ftse10k'], ['T10499.99', '10,500 or above', 'ftse105'], ['B9750', '9,500 to 9,999.99', 'ftse95b']]),
    B('FTSE 100 above 10,000 at end of 2028?', 'Finance', z('2028-12-29', '16:35'), [['ftse-100-above-10000-end-of-2028', 'Yes', 'ftse10k']]),
    G('FTSE 100 year-end 2028 close', z('2028-12-29', '16:35'), [['Above 10,000', 'ftse10k'], ['Above 10,500', 'ftse105'], ['Above 11,000', 'ftse11k']]),
  ] });
}
{ // DAX year-end 2028 close (alpha, beta) vs Euro Stoxx 50 (gamma).
  addCase('markets', { name: 'dax-dec-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXDAX-28DEC29', 'DAX close on Dec 29, 2028', 'Financials', z('2028-12-29', '16:30'), [['T25999.99', '26,000 or above', 'dax26'], ['T27999.99', '28,000 or above', 'dax28']]),
    B('DAX above 26,000 at end of 2028?', 'Finance', z('2028-12-29', '16:30'), [['dax-above-26000-end-of-2028', 'Yes', 'dax26']]),
    G('Euro Stoxx 50 above 6,000 at 2028 close?', z('2028-12-29', '16:30'), [['Above 6,000', 'sx5e6k']]),
  ] }, ['asset']);
}
{ // Nikkei 225: hits 60,000 by Mar 31, 2029 (alpha, gamma) vs closes above 60,000 on Mar 30 (beta).
  addCase('markets', { name: 'nikkei-60k-2029', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXNIKKEIMAX-29MAR31', 'Nikkei 225 reaches 60,000 by Mar 31, 2029?', 'Financials', z('2029-03-31'), 'T60000', '60,000', 'nkhit'),
    G1('Nikkei 225 hits 60,000 before April 2029?', z('2029-03-31'), 'nkhit'),
    B1('Nikkei 225 closes above 60,000 on March 30, 2029?', 'Finance', z('2029-03-30', '06:00'), 'nkon'),
  ] }, ['observation']);
}
{ // Hang Seng (alpha, beta_us) vs Hang Seng China Enterprises Index (beta), Dec 29, 2028.
  addCase('markets', { name: 'hang-seng-dec-2028', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A1('KXHSI-28DEC29', 'Hang Seng Index above 30,000 on Dec 29, 2028?', 'Financials', z('2028-12-29', '08:10'), 'T29999.99', '30,000 or above', 'hsi30'),
    U1('hang-seng-above-30000-dec-29-2028', 'Hang Seng above 30,000 on Dec 29?', 'Finance', z('2028-12-29', '08:10'), 'hsi30'),
    B1('Hang Seng China Enterprises Index above 10,000 on December 29, 2028?', 'Finance', z('2028-12-29', '08:10'), 'hscei10'),
  ] }, ['asset']);
}
{ // KOSPI above 4,000 at 2028 year-end (gamma only).
  addCase('markets', { name: 'kospi-dec-2028', events: [G1('KOSPI closes 2028 above 4,000?', z('2028-12-28', '06:30'), 'kospi4k')] });
}

// ───────────────────────────── COMMODITIES ─────────────────────────────

{ // Brent front-month settle on Dec 29, 2028 (alpha, beta, gamma) vs WTI (beta_us).
  addCase('commodities', { name: 'brent-dec-2028', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXBRENT-28DEC29', 'Brent crude settle on Dec 29, 2028', 'Commodities', z('2028-12-29', '19:30'), w([['T70', 'Above $70', 'br70'], ['T80', 'Above $80', 'br80'], ['T90', 'Above $90', 'br90']], { src: ICE })),
    B('Brent crude above $80 on December 29, 2028?', 'Commodities', z('2028-12-29', '19:30'), [['brent-above-80-dec-29-2028', 'Yes', 'br80', { src: ICE }]]),
    G('Brent oil price on 29 Dec 2028 (ICE settle)', z('2028-12-29', '19:30'), [['Above $70', 'br70'], ['Above $80', 'br80']]),
    U1('wti-above-80-dec-29-2028', 'WTI above $80 on Dec 29, 2028?', 'Commodities', z('2028-12-29', '19:30'), 'wti80'),
  ] }, ['asset']);
}
{ // Brent above $100 by Mar 31, 2029 (beta) — reached at any time (single).
  addCase('commodities', { name: 'brent-100-by-mar-2029', events: [B1('Brent crude hits $100 by March 31, 2029?', 'Commodities', z('2029-03-31'), 'br100hit')] }, ['observation']);
}
{ // Copper on Mar 30, 2029: LME cash off the LME (alpha) vs the same series off Bloomberg (beta) — one nominal observation, not fungible.
  addCase('commodities', { name: 'copper-mar-2029', fungible: nf('alpha|beta'), events: [
    A1('KXCOPPER-29MAR30', 'Copper above $11,000/t on Mar 30, 2029 (LME cash)?', 'Commodities', z('2029-03-30', '17:00'), 'T11000', 'Above $11,000', 'cu11k', { src: 'London Metal Exchange https://www.lme.com/metals/non-ferrous/lme-copper' }),
    B1('Copper above $11,000 a tonne on March 30, 2029?', 'Commodities', z('2029-03-30', '17:00'), 'cu11k', { mx: { src: 'Bloomberg LMCADY Comdty (LME cash), 17:00 London' } }),
  ] }, ['source']);
}
{ // Cocoa (ICE New York) above $8,000 on Mar 29, 2029 (alpha, gamma).
  addCase('commodities', { name: 'cocoa-mar-2029', events: [
    A('KXCOCOA-29MAR29', 'Cocoa futures settle on Mar 29, 2029', 'Commodities', z('2029-03-29', '18:30'), [['T8000', 'Above $8,000', 'co8k'], ['T10000', 'Above $10,000', 'co10k']]),
    G('ICE NY cocoa price end of Q1 2029', z('2029-03-29', '18:30'), [['Above $8,000', 'co8k'], ['Above $10,000', 'co10k']]),
  ] });
}
{ // Cocoa London (GBP) above £6,000 — different contract (beta).
  addCase('commodities', { name: 'cocoa-london-mar-2029', events: [B1('London cocoa above £6,000 on March 29, 2029?', 'Commodities', z('2029-03-29', '16:50'), 'colon')] }, ['asset']);
}
{ // Asian LNG (JKM) above $15/MMBtu in January 2029 (alpha) vs TTF above €40 (gamma) — different benchmark/place.
  addCase('commodities', { name: 'lng-jkm-vs-ttf-jan-2029', groups: [['alpha'], ['gamma']], events: [
    A1('KXJKM-29JAN31', 'JKM LNG above $15/MMBtu on Jan 31, 2029?', 'Commodities', z('2029-01-31', '18:00'), 'T15', 'Above $15', 'jkm15'),
    G1('Dutch TTF gas above €40/MWh on 31 Jan 2029?', z('2029-01-31', '18:00'), 'ttf40'),
  ] }, ['place']);
}
{ // Gold above $5,000 on Dec 29, 2028: LBMA PM (beta) vs COMEX settle (alpha) — one event, not fungible.
  addCase('commodities', { name: 'gold-dec-2028', fungible: nf('alpha|beta', 'beta|beta_us'), events: [
    A1('KXGOLD-28DEC29', 'Gold above $5,000 on Dec 29, 2028?', 'Commodities', z('2028-12-29', '15:00'), 'T5000', 'Above $5,000', 'au5k', { src: 'CME COMEX GC front month settle' }),
    B1('Gold above $5,000 on December 29, 2028?', 'Commodities', z('2028-12-29', '15:00'), 'au5k', { mx: { src: 'LBMA Gold Price PM' } }),
    U1('gold-above-5000-dec-29-2028', 'Gold above $5,000 on Dec 29?', 'Commodities', z('2028-12-29', '15:00'), 'au5k', { src: 'CME COMEX GC front month settle' }),
  ] }, ['source']);
}

// ───────────────────────────── CULTURE ─────────────────────────────

{ // Eurovision 2029 winner (alpha, beta, beta_us, gamma), each missing different countries.
  addCase('culture', { name: 'eurovision-2029-winner', events: [
    A('KXEUROVISION-29', 'Eurovision 2029 winner', 'Entertainment', z('2029-05-19', '23:00'), [['SWE', 'Sweden', 'ev-swe'], ['FIN', 'Finland', 'ev-fin'], ['FRA', 'France', 'ev-fra'], ['UKR', 'Ukraine', 'ev-ukr']]),
    B('Eurovision Winner 2029', 'Culture', z('2029-05-19', '23:00'), [['eurovision-2029-sweden', 'Sweden', 'ev-swe'], ['eurovision-2029-finland', 'Finland', 'ev-fin'], ['eurovision-2029-israel', 'Israel', 'ev-isr'], ['eurovision-2029-italy', 'Italy', 'ev-ita']]),
    U('eurovision-winner-2029', 'Eurovision 2029 Winner', 'Culture', z('2029-05-19', '23:00'), [['eurovision-2029-sweden', 'Sweden', 'ev-swe'], ['eurovision-2029-ukraine', 'Ukraine', 'ev-ukr']]),
    G('Eurovision Song Contest 2029 — winning country', z('2029-05-19', '23:00'), [['Sweden', 'ev-swe'], ['France', 'ev-fra'], ['Italy', 'ev-ita']]),
  ] });
}
{ // Eurovision 2029 host city (beta) vs 2030 host country (alpha): different contests.
  addCase('culture', { name: 'eurovision-host', groups: [['beta'], ['alpha']], events: [
    B('Eurovision 2029 host city?', 'Culture', z('2028-10-31'), [['eurovision-2029-host-city-stockholm', 'Stockholm', 'evh-sto'], ['eurovision-2029-host-city-malmo', 'Malmö', 'evh-mal'], ['eurovision-2029-host-city-gothenburg', 'Gothenburg', 'evh-got']]),
    A('KXEUROVISIONHOST-30', 'Eurovision 2030 host country', 'Entertainment', z('2029-05-19', '23:00'), [['SWE', 'Sweden', 'evh30-swe'], ['FIN', 'Finland', 'evh30-fin']]),
  ] }, ['date']);
}
{ // Booker Prize 2028 (alpha, beta, gamma).
  addCase('culture', { name: 'booker-2028', events: [
    A('KXBOOKER-28', 'Booker Prize 2028 winner', 'Entertainment', z('2028-11-14', '21:00'), [['SMITH', 'Ali Smith', 'bk-smi'], ['ISHI', 'Kazuo Ishiguro', 'bk-ish'], ['OTHER', 'Sally Rooney', 'bk-roo']]),
    B('Booker Prize 2028 Winner', 'Culture', z('2028-11-14', '21:00'), [['booker-prize-2028-ali-smith', 'Ali Smith', 'bk-smi'], ['booker-prize-2028-kazuo-ishiguro', 'Kazuo Ishiguro', 'bk-ish'], ['booker-prize-2028-sally-rooney', 'Sally Rooney', 'bk-roo']]),
    G('2028 Booker Prize — winning author', z('2028-11-14', '21:00'), [['Ali Smith', 'bk-smi'], ['Kazuo Ishiguro', 'bk-ish']]),
  ] });
}
{ // International Booker 2029 (beta) vs Booker 2028 — different prize (alone).
  addCase('culture', { name: 'international-booker-2029', events: [B('International Booker Prize 2029 Winner', 'Culture', z('2029-05-22', '21:00'), [['intl-booker-2029-han-kang', 'Han Kang', 'ib-han'], ['intl-booker-2029-other', 'Other', 'ib-oth']])] }, ['category']);
}
{ // Nobel Peace Prize 2028 (alpha, beta, beta_us) vs Nobel Literature 2028 (gamma).
  addCase('culture', { name: 'nobel-2028', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXNOBELPEACE-28', 'Nobel Peace Prize 2028', 'World', z('2028-10-06', '09:00'), [['UNHCR', 'UNHCR', 'np-unhcr'], ['ICJ', 'International Court of Justice', 'np-icj'], ['NAVALNAYA', 'Yulia Navalnaya', 'np-nav']]),
    B('Nobel Peace Prize Winner 2028', 'Culture', z('2028-10-06', '09:00'), [['nobel-peace-2028-unhcr', 'UNHCR', 'np-unhcr'], ['nobel-peace-2028-icj', 'ICJ', 'np-icj'], ['nobel-peace-2028-navalnaya', 'Yulia Navalnaya', 'np-nav'], ['nobel-peace-2028-msf', 'MSF', 'np-msf']]),
    U('nobel-peace-prize-2028', 'Nobel Peace Prize 2028', 'Culture', z('2028-10-06', '09:00'), [['nobel-peace-2028-unhcr', 'UNHCR', 'np-unhcr'], ['nobel-peace-2028-navalnaya', 'Yulia Navalnaya', 'np-nav']]),
    G('Nobel Prize in Literature 2028 laureate', z('2028-10-05', '11:00'), [['Can Xue', 'nl-can'], ['Gerald Murnane', 'nl-mur'], ['Haruki Murakami', 'nl-mura']]),
  ] }, ['category']);
}
{ // Nobel Economics 2028 (alpha only).
  addCase('culture', { name: 'nobel-econ-2028', events: [A1('KXNOBELECON-28', 'Will a woman win the 2028 Nobel in Economics?', 'World', z('2028-10-09', '11:00'), 'W', 'Woman laureate', 'ne-w')] });
}
{ // Ballon d'Or 2028 men's (alpha, beta, gamma) vs women's (beta_us).
  addCase('culture', { name: 'ballon-dor-2028', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXBALLONDOR-28', 'Ballon d\'Or 2028 winner', 'Sports', z('2028-10-30', '21:00'), [['MBA', 'Kylian Mbappe', 'bd-mba'], ['YAM', 'Lamine Yamal', 'bd-yam'], ['HAA', 'Erling Haaland', 'bd-haa']]),
    B('Ballon d\'Or 2028 Winner', 'Sports', z('2028-10-30', '21:00'), [['ballon-dor-2028-mbappe', 'Kylian Mbappé', 'bd-mba'], ['ballon-dor-2028-yamal', 'Lamine Yamal', 'bd-yam'], ['ballon-dor-2028-haaland', 'Erling Haaland', 'bd-haa'], ['ballon-dor-2028-olise', 'Michael Olise', 'bd-oli']]),
    G('Ballon d\'Or 2028 (men)', z('2028-10-30', '21:00'), [['Lamine Yamal', 'bd-yam'], ['Kylian Mbappé', 'bd-mba']]),
    U('ballon-dor-feminin-2028', 'Ballon d\'Or Féminin 2028', 'Sports', z('2028-10-30', '21:00'), [['ballon-dor-feminin-2028-bonmati', 'Aitana Bonmatí', 'bdf-bon'], ['ballon-dor-feminin-2028-putellas', 'Alexia Putellas', 'bdf-put']]),
  ] }, ['category']);
}

// ───────────────────────────── GEOPOLITICS ─────────────────────────────

{ // Russia–Ukraine ceasefire by Dec 31, 2028 (alpha, beta, gamma).
  addCase('geopolitics', { name: 'ru-ua-ceasefire-2028', events: [
    A1('KXUKRCEASEFIRE-28DEC31', 'Russia-Ukraine ceasefire by Dec 31, 2028?', 'World', z('2028-12-31'), 'Y', 'Ceasefire by Dec 31', 'cf28'),
    B1('Russia x Ukraine ceasefire in 2028?', 'Geopolitics', z('2028-12-31'), 'cf28'),
    G1('Russia and Ukraine agree a ceasefire before 2029?', z('2028-12-31'), 'cf28'),
  ] });
}
{ // Ceasefire by Mar 31, 2029 (beta_us, alpha) — different deadline from the 2028 one.
  addCase('geopolitics', { name: 'ru-ua-ceasefire-mar-2029', events: [
    A1('KXUKRCEASEFIRE-29MAR31', 'Russia-Ukraine ceasefire by Mar 31, 2029?', 'World', z('2029-03-31'), 'Y', 'Ceasefire by Mar 31', 'cf29'),
    U1('russia-ukraine-ceasefire-by-march-31-2029', 'Russia x Ukraine ceasefire by March 31?', 'Geopolitics', z('2029-03-31'), 'cf29'),
  ] }, ['deadline']);
}
{ // Putin–Zelensky in-person meeting by Mar 31, 2029 (beta, gamma) vs Putin–Zelensky peace deal signed (alpha).
  addCase('geopolitics', { name: 'putin-zelensky-2029', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Putin and Zelensky meet in person by March 31, 2029?', 'Geopolitics', z('2029-03-31'), 'pzmeet'),
    G1('Putin–Zelensky face-to-face meeting before April 2029?', z('2029-03-31'), 'pzmeet'),
    A1('KXUKRPEACE-29MAR31', 'Russia-Ukraine peace agreement signed by Mar 31, 2029?', 'World', z('2029-03-31'), 'Y', 'Signed', 'pzdeal'),
  ] }, ['measure']);
}
{ // Zelensky out as President of Ukraine in 2028 (beta, gamma).
  addCase('geopolitics', { name: 'zelensky-out-2028', events: [
    B1('Zelensky out as Ukraine President in 2028?', 'Geopolitics', z('2028-12-31'), 'zout'),
    G1('Volodymyr Zelensky ceases to be President of Ukraine by 31 Dec 2028?', z('2028-12-31'), 'zout'),
  ] });
}
{ // EU adopts a new Russia sanctions package by Jan 31, 2029 (alpha, beta).
  addCase('geopolitics', { name: 'eu-sanctions-jan-2029', events: [
    A1('KXEUSANCTIONS-29JAN31', 'EU adopts new Russia sanctions package by Jan 31, 2029?', 'World', z('2029-01-31'), 'Y', 'Adopted', 'eusanc'),
    B1('New EU sanctions package on Russia adopted by January 31, 2029?', 'Geopolitics', z('2029-01-31'), 'eusanc'),
  ] });
}
{ // UK sanctions vs EU sanctions — place/actor negative (beta_us).
  addCase('geopolitics', { name: 'uk-sanctions-jan-2029', events: [U1('uk-new-russia-sanctions-by-january-31-2029', 'UK announces new Russia sanctions by January 31?', 'Geopolitics', z('2029-01-31'), 'uksanc')] }, ['place']);
}
{ // Xi–Takaichi bilateral summit held in 2028 (alpha, gamma).
  addCase('geopolitics', { name: 'china-japan-summit-2028', events: [
    A1('KXXIJAPAN-28', 'Xi Jinping and Japan PM hold bilateral summit in 2028?', 'World', z('2028-12-31'), 'Y', 'Summit held', 'xijp'),
    G1('China–Japan leaders\' summit held before end of 2028?', z('2028-12-31'), 'xijp'),
  ] });
}
{ // Israel–Saudi normalisation by Mar 31, 2029 (beta, beta_us) vs Israel–Syria security agreement (alpha).
  addCase('geopolitics', { name: 'israel-normalisation-2029', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B1('Saudi Arabia normalizes relations with Israel by March 31, 2029?', 'Geopolitics', z('2029-03-31'), 'saisr'),
    U1('saudi-israel-normalization-by-march-31-2029', 'Saudi-Israel normalization by March 31?', 'Geopolitics', z('2029-03-31'), 'saisr'),
    A1('KXISRSYRIA-29MAR31', 'Israel and Syria sign security agreement by Mar 31, 2029?', 'World', z('2029-03-31'), 'Y', 'Signed', 'syisr'),
  ] }, ['place']);
}
{ // China naval blockade of Taiwan before 2029 (gamma only).
  addCase('geopolitics', { name: 'china-taiwan-blockade-2028', events: [G1('China imposes a naval blockade of Taiwan before 2029?', z('2028-12-31'), 'twblk')] });
}
{ // Xi at the 2028 G20 summit (alpha) vs Xi at the 2028 BRICS summit (beta): different summits.
  addCase('geopolitics', { name: 'g20-vs-g7-attendance', groups: [['alpha'], ['beta']], events: [
    A1('KXG20XI-28NOV', 'Xi Jinping attends the 2028 G20 leaders\' summit in person?', 'World', z('2028-11-30'), 'Y', 'Attends', 'g20xi'),
    B1('Xi Jinping attends BRICS summit 2028 in person?', 'Geopolitics', z('2028-11-30'), 'bricsxi'),
  ] }, ['measure']);
}

// ───────────────────────────── WEATHER ─────────────────────────────

{ // London highest temperature Dec 2028: Heathrow (alpha) vs London City (beta) — one event, not fungible; gamma St James's Park too.
  addCase('weather', { name: 'london-temp-dec-2028', fungible: nf('alpha|beta', 'alpha|gamma', 'beta|gamma'), events: [
    A('KXHIGHLON-28DEC', 'Highest temperature in London in Dec 2028', 'Climate and Weather', z('2028-12-31'), [['T14', 'Above 14°C', 'lon14'], ['T16', 'Above 16°C', 'lon16']], { rules: 'Per the Met Office observation at London Heathrow.' }),
    B('London max temperature above 14°C in December 2028?', 'Weather', z('2028-12-31'), [['london-max-temp-above-14c-december-2028', 'Yes', 'lon14', { src: 'Weather Underground EGLC (London City Airport)' }]]),
    G('London December 2028 max temp (St James\'s Park)', z('2028-12-31'), [['Above 14°C', 'lon14'], ['Above 16°C', 'lon16']]),
  ] }, ['source']);
}
{ // Tokyo highest temperature on Jan 15, 2029 (beta) vs Jan 16 (alpha).
  addCase('weather', { name: 'tokyo-temp-jan-2029', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B('Highest temperature in Tokyo on January 15?', 'Weather', z('2029-01-15', '15:00'), [['tokyo-high-jan-15-2029-10c', '10°C', 'tk15-10'], ['tokyo-high-jan-15-2029-11c', '11°C', 'tk15-11'], ['tokyo-high-jan-15-2029-12c', '12°C or higher', 'tk15-12']]),
    U('highest-temperature-in-tokyo-on-january-15-2029', 'Highest temperature in Tokyo on January 15?', 'Weather', z('2029-01-15', '15:00'), [['tokyo-high-jan-15-2029-10c', '10°C', 'tk15-10'], ['tokyo-high-jan-15-2029-11c', '11°C', 'tk15-11']]),
    A('KXHIGHTOKYO-29JAN16', 'Highest temperature in Tokyo on Jan 16, 2029', 'Climate and Weather', z('2029-01-16', '15:00'), [['B10.5', '10° to 11°', 'tk16-10'], ['T11', '12° or above', 'tk16-12']]),
  ] }, ['date']);
}
{ // Paris highest temperature on Jan 10, 2029 (alpha, beta).
  addCase('weather', { name: 'paris-temp-jan-2029', events: [
    A('KXHIGHPARIS-29JAN10', 'Highest temperature in Paris on Jan 10, 2029', 'Climate and Weather', z('2029-01-10', '22:00'), [['T7', 'Above 7°C', 'par8'], ['T9', 'Above 9°C', 'par10']]),
    B('Highest temperature in Paris on January 10?', 'Weather', z('2029-01-10', '22:00'), [['paris-high-jan-10-2029-8c-or-higher', '8°C or higher', 'par8'], ['paris-high-jan-10-2029-10c-or-higher', '10°C or higher', 'par10']]),
  ] });
}
{ // Berlin vs Paris temperature on same date — place negative (gamma only).
  addCase('weather', { name: 'berlin-temp-jan-2029', events: [G('Berlin max temperature on 10 Jan 2029', z('2029-01-10', '22:00'), [['Above 5°C', 'ber5'], ['Above 8°C', 'ber8']])] }, ['place']);
}
{ // Tokyo first snowfall of the season by Jan 31, 2029 (alpha, gamma).
  addCase('weather', { name: 'tokyo-first-snow-2029', events: [
    A1('KXTOKYOSNOW-29JAN31', 'Tokyo records first snowfall of the season by Jan 31, 2029?', 'Climate and Weather', z('2029-01-31', '15:00'), 'Y', 'By Jan 31', 'tksnow'),
    G1('First snow in central Tokyo (JMA) before February 2029?', z('2029-01-31', '15:00'), 'tksnow'),
  ] });
}
{ // A typhoon makes landfall in Japan in October–November 2028 (beta, beta_us) vs in the Philippines (alpha).
  addCase('weather', { name: 'typhoon-landfall-late-2028', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B1('Typhoon makes landfall in Japan before December 2028?', 'Weather', z('2028-11-30'), 'tyjp'),
    U1('typhoon-landfall-japan-before-december-2028', 'Typhoon landfall in Japan before December?', 'Weather', z('2028-11-30'), 'tyjp'),
    A1('KXTYPHOONPH-28NOV30', 'Super typhoon landfall in the Philippines by Nov 30, 2028?', 'Climate and Weather', z('2028-11-30'), 'Y', 'Landfall', 'typh'),
  ] }, ['place']);
}
{ // Number of named storms in the 2028 western Pacific season above 25 (JMA) — gamma only.
  addCase('weather', { name: 'wpac-storms-2028', events: [G1('2028 Pacific typhoon season: more than 25 named storms (JMA)?', z('2028-12-31'), 'wpac25')] });
}
{ // UK White Christmas 2028 (Met Office, any station) — alpha, beta.
  addCase('weather', { name: 'uk-white-christmas-2028', events: [
    A1('KXWHITEXMASUK-28DEC25', 'White Christmas in the UK in 2028 (Met Office)?', 'Climate and Weather', z('2028-12-25', '23:59'), 'Y', 'Snow on Dec 25', 'wxmas'),
    B1('Will it be a white Christmas in the UK in 2028?', 'Weather', z('2028-12-25', '23:59'), 'wxmas'),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout23-set.json', import.meta.url));
