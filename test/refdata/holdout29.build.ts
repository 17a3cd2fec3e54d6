// Twenty-ninth independent refdata holdout: writes test/refdata/holdout29-set.json (summer 2030 outside the US, June to
// August 2030: the FIFA World Cup 2030, Wimbledon, the Tour de France, the Commonwealth Games, cricket, Eurovision and
// culture, European and Asian central banks, UK/Eurozone/Japan/China prints, elections and leaders, weather, European
// and Asian indices, FX and oil; plus about 15% US distractors of the same months).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout29.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, emitScenario,
// venueBuilders, caseList, nf, rows, z, yn, slug and the HoldoutRow/Mx types), lines 1–80 of
// test/refdata/holdout23.build.ts (its header: the labelling rules below are adopted from it verbatim, and the helper
// usage) and the last 45 lines of test/refdata/holdout23.build.ts (how the JSON is written out).
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
// Set-specific readings (applying the rules above): a football market settled on the 90 minutes plus stoppage time and
// one on "who advances" (extra time and penalties included) are different observations, so different events; a
// tournament winner and "reaches the final" are different rounds. A flash estimate and the final print are different
// estimates. Official (NBS) and private (Caixin/S&P Global) PMIs are different statistics.
// Ids: beta event ids 370001+, gamma ids 31001+, alpha tickers dated 2030; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, slug, yn, type E, type HoldoutRow as Row, holdoutKit, ad, long } from './evalset.emit.ts';

type Cat = 'politics' | 'central_banks' | 'economics' | 'markets' | 'commodities' | 'sports' | 'culture' | 'geopolitics' | 'weather' | 'us_distractor';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(370000, 31000);

const MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** '2030-06-14' → 'Jun 14'. */
const short = (d: string): string => `${MONTH[Number(d.slice(5, 7)) - 1]!.slice(0, 3)} ${Number(d.slice(8, 10))}`;

const FIFA = 'FIFA https://www.fifa.com/en/tournaments/mens/worldcup';
const ONS = 'Office for National Statistics https://www.ons.gov.uk/economy/inflationandpriceindices';
const EUROSTAT = 'Eurostat https://ec.europa.eu/eurostat/web/hicp';
const ECB = 'European Central Bank https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html';
const BOE = 'Bank of England https://www.bankofengland.co.uk/monetary-policy/the-interest-rate-bank-rate';
const BOJ = 'Bank of Japan https://www.boj.or.jp/en/mopo/mpmdeci/index.htm';
const ICE = 'ICE Futures Europe https://www.ice.com/products/219/Brent-Crude-Futures';
const REG = 'Resolves on the result after 90 minutes of regulation play plus stoppage time; extra time and penalty shoot-outs are not counted.';

// ───────────────────────────── FIFA WORLD CUP 2030: MATCHES ─────────────────────────────

type Side = { a: string; b: string; g: string; code: string };
/** A team's names on alpha, beta and gamma, and its three-letter code. */
const tm = (code: string, a: string, b = a, g = a): Side => ({ a, b, g, code });
type V = 'alpha' | 'beta' | 'beta_us' | 'gamma';
/** The venue listings of one World Cup match settled on 90 minutes (home, away, draw); `t` prefixes the truth tags. */
const wcMatch = (t: string, date: string, ko: string, end: string, h: Side, a: Side, on: V[], stage = 'Group'): E[] => {
  const close = z(date, end);
  const hc = h.code.toLowerCase();
  const ac = a.code.toLowerCase();
  const out: E[] = [];
  if (on.includes('alpha')) {
    out.push(A(`KXWCGAME-${ad(date)}${h.code}${a.code}`, `${h.a} vs ${a.a}`, 'Sports', close, [
      [h.code, h.a, `${t}h`, { q: `${h.a} vs ${a.a} Winner?` }], [a.code, a.a, `${t}a`, { q: `${h.a} vs ${a.a} Winner?` }], ['TIE', 'Tie', `${t}d`, { q: `${h.a} vs ${a.a} Winner?` }],
    ], { rules: `If ${h.a} vs ${a.a} (FIFA World Cup ${stage}, scheduled ${long(date)} ${ko} UTC) ends in the listed result, the market resolves to Yes. ${REG}`, sources: [FIFA] }));
  }
  if (on.includes('beta')) {
    out.push(B(`${h.b} vs. ${a.b}`, 'Sports', close, [
      [`fifwc-${hc}-${ac}-${date}-${hc}`, h.b, `${t}h`, { q: `Will ${h.b} win on ${date}?` }],
      [`fifwc-${hc}-${ac}-${date}-draw`, `Draw (${h.b} vs. ${a.b})`, `${t}d`, { q: `Will ${h.b} vs. ${a.b} end in a draw?` }],
      [`fifwc-${hc}-${ac}-${date}-${ac}`, a.b, `${t}a`, { q: `Will ${a.b} win on ${date}?` }],
    ], { rules: `This market refers to the FIFA World Cup ${stage.toLowerCase()} game between ${h.b} and ${a.b} scheduled for ${long(date)}. It resolves on the result after 90 minutes plus stoppage time. If the game is postponed beyond ${long(date)} + 7 days, the market resolves 50-50.` }));
  }
  if (on.includes('beta_us')) {
    out.push(U(`fifwc-${hc}-${ac}-${date}`, `${h.b} vs ${a.b}`, 'sports', close, [
      [`fifwc-${hc}-${ac}-${date}-${hc}`, h.b, `${t}h`],
      [`fifwc-${hc}-${ac}-${date}-draw`, 'Draw', `${t}d`],
      [`fifwc-${hc}-${ac}-${date}-${ac}`, a.b, `${t}a`],
    ], { rules: 'Settles on the 90-minute result including stoppage time.' }));
  }
  if (on.includes('gamma')) {
    out.push(G(`FIFA World Cup 2030 ${stage}: ${h.g} vs ${a.g} (${short(date)})`, close, [[h.g, `${t}h`], ['Draw', `${t}d`], [a.g, `${t}a`]],
      { rules: `Full-time result (90' + stoppage) of ${h.g} v ${a.g} on ${date}, per FIFA.com.` }));
  }
  return out;
};

const ESP = tm('ESP', 'Spain');
const POR = tm('POR', 'Portugal');
const MAR = tm('MAR', 'Morocco');
const URU = tm('URU', 'Uruguay');
const ARG = tm('ARG', 'Argentina');
const PAR = tm('PAR', 'Paraguay');
const FRA = tm('FRA', 'France');
const ENG = tm('ENG', 'England');
const GER = tm('GER', 'Germany');
const BRA = tm('BRA', 'Brazil');
const CRO = tm('CRO', 'Croatia');
const KOR = tm('KOR', 'South Korea', 'South Korea', 'Korea Republic');
const CIV = tm('CIV', "Cote d'Ivoire", 'Ivory Coast', "Côte d'Ivoire");
const JPN = tm('JPN', 'Japan');
const IRN = tm('IRN', 'Iran', 'Iran', 'IR Iran');
const USA = tm('USA', 'USA', 'United States', 'USA');
const TUR = tm('TUR', 'Turkiye', 'Turkey', 'Türkiye');
const NED = tm('NED', 'Netherlands');
const SEN = tm('SEN', 'Senegal');
const MEX = tm('MEX', 'Mexico');
const CZE = tm('CZE', 'Czechia', 'Czech Republic', 'Czechia');
const NOR = tm('NOR', 'Norway');

addCase('sports', { name: 'wc-uru-ksa-centenary', events: wcMatch('urusau', '2030-06-13', '23:00', '23:59', URU, tm('KSA', 'Saudi Arabia'), ['alpha', 'beta', 'gamma'], 'Centenary match') });
addCase('sports', { name: 'wc-arg-aus', events: wcMatch('argaus', '2030-06-14', '23:00', '23:59', ARG, tm('AUS', 'Australia'), ['alpha', 'beta', 'beta_us', 'gamma']) });
addCase('sports', { name: 'wc-par-jpn', events: wcMatch('parjpn', '2030-06-14', '20:00', '22:30', PAR, JPN, ['beta', 'gamma']) });
addCase('sports', { name: 'wc-esp-cro', events: wcMatch('espcro', '2030-06-15', '19:00', '21:30', ESP, CRO, ['alpha', 'beta', 'beta_us', 'gamma']) });
addCase('sports', { name: 'wc-mar-kor', events: wcMatch('markor', '2030-06-16', '20:00', '22:30', MAR, KOR, ['alpha', 'beta', 'gamma']) });
addCase('sports', { name: 'wc-por-civ', events: wcMatch('porciv', '2030-06-17', '19:00', '21:30', POR, CIV, ['alpha', 'beta', 'gamma']) });
addCase('sports', { name: 'wc-fra-irn', events: wcMatch('frairn', '2030-06-17', '16:00', '18:30', FRA, IRN, ['alpha', 'beta']) });
addCase('sports', { name: 'wc-eng-tur', events: wcMatch('engtur', '2030-06-18', '19:00', '21:30', ENG, TUR, ['alpha', 'beta', 'beta_us', 'gamma']) });
addCase('sports', { name: 'wc-bra-cze', events: wcMatch('bracze', '2030-06-19', '22:00', '23:59', BRA, CZE, ['alpha', 'beta', 'gamma']) });
addCase('sports', { name: 'wc-usa-sen', events: wcMatch('usasen', '2030-06-19', '16:00', '18:30', USA, SEN, ['alpha', 'beta', 'beta_us']) });
addCase('sports', { name: 'wc-ger-mex', events: wcMatch('germex', '2030-06-20', '19:00', '21:30', GER, MEX, ['alpha', 'gamma']) });
{ // Netherlands vs Norway: the group game (alpha, beta) and a June 2 pre-tournament friendly between the same teams on alpha (date negative).
  const [ga, gb] = [wcMatch('nednor', '2030-06-21', '19:00', '21:30', NED, NOR, ['alpha', 'beta']), [
    A('KXINTLFRIENDLY-30JUN02NEDNOR', 'Netherlands vs Norway', 'Sports', z('2030-06-02', '21:00'), [['NED', 'Netherlands', 'nednorf-h'], ['NOR', 'Norway', 'nednorf-a'], ['TIE', 'Tie', 'nednorf-d']],
      { rules: `International friendly, ${long('2030-06-02')}. ${REG}` }),
  ]];
  // Alpha lists both games, so the friendly is its own case.
  addCase('sports', { name: 'wc-ned-nor', events: ga }, ['date']);
  addCase('sports', { name: 'friendly-ned-nor-jun2', events: gb });
}
{ // Round of 16: Spain vs Germany — alpha settles on 90 minutes, beta and gamma on who advances (different observation).
  const date = '2030-07-08';
  addCase('sports', { name: 'wc-r16-esp-ger', groups: [['alpha'], ['beta', 'gamma']], events: [
    A('KXWCGAME-30JUL08ESPGER', 'Spain vs Germany', 'Sports', z(date, '21:30'), [['ESP', 'Spain', 'r16eg-h'], ['GER', 'Germany', 'r16eg-a'], ['TIE', 'Tie', 'r16eg-d']],
      { rules: `FIFA World Cup Round of 16, ${long(date)}. ${REG}` }),
    B('Spain vs. Germany: Who will advance?', 'Sports', z(date, '23:00'), [['fifwc-esp-ger-2030-07-08-advance-esp', 'Spain', 'r16eg-adv-esp'], ['fifwc-esp-ger-2030-07-08-advance-ger', 'Germany', 'r16eg-adv-ger']],
      { rules: 'Resolves to the team that advances to the quarter-finals, including via extra time or a penalty shoot-out.' }),
    G('World Cup 2030 R16: Spain v Germany — team to qualify', z(date, '23:00'), [['Spain', 'r16eg-adv-esp'], ['Germany', 'r16eg-adv-ger']], { rules: 'Team that progresses (ET and penalties count).' }),
  ] }, ['observation']);
}
{ // Quarter-final: Argentina vs France to advance (alpha "to advance" series, beta, beta_us).
  const date = '2030-07-12';
  addCase('sports', { name: 'wc-qf-arg-fra-advance', events: [
    A('KXWCADVANCE-30JUL12ARGFRA', 'Argentina vs France: team to advance', 'Sports', z(date, '23:00'), [['ARG', 'Argentina', 'qfaf-arg'], ['FRA', 'France', 'qfaf-fra']],
      { rules: 'Resolves Yes for the team that qualifies for the semi-final, after extra time and penalties if needed.' }),
    B('Argentina vs. France - Who advances?', 'Sports', z(date, '23:00'), [['fifwc-arg-fra-2030-07-12-advance-arg', 'Argentina', 'qfaf-arg'], ['fifwc-arg-fra-2030-07-12-advance-fra', 'France', 'qfaf-fra']]),
    U('fifwc-arg-fra-2030-07-12-advance', 'Argentina vs France to advance', 'sports', z(date, '23:00'), [['fifwc-arg-fra-2030-07-12-advance-arg', 'Argentina', 'qfaf-arg'], ['fifwc-arg-fra-2030-07-12-advance-fra', 'France', 'qfaf-fra']]),
  ] });
}

// ───────────────────────────── FIFA WORLD CUP 2030: FUTURES ─────────────────────────────

{ // Tournament winner: alpha categorical, beta negRisk (with Morocco), gamma categorical (fewer names), beta_us.
  const close = z('2030-07-21', '22:00');
  const teams: Array<[string, string]> = [['ESP', 'Spain'], ['FRA', 'France'], ['ENG', 'England'], ['ARG', 'Argentina'], ['BRA', 'Brazil'], ['POR', 'Portugal'], ['GER', 'Germany']];
  addCase('sports', { name: 'wc-2030-winner', events: [
    A('KXMENWORLDCUP-30', '2030 FIFA World Cup winner', 'Sports', close, teams.map(([c, n]) => [c, n, `wcw-${c}`] as Row), { sources: [FIFA] }),
    B('World Cup Winner 2030', 'Sports', close, [...teams, ['MAR', 'Morocco'] as [string, string]].map(([c, n]) => [`will-${slug(n)}-win-the-2030-fifa-world-cup`, n, `wcw-${c}`, { q: `Will ${n} win the 2030 FIFA World Cup?` }] as Row)),
    U('fifa-world-cup-2030-winner', 'FIFA World Cup 2030 Champion', 'sports', close, teams.slice(0, 5).map(([c, n]) => [`fwc-2030-champion-${c.toLowerCase()}`, n, `wcw-${c}`] as Row)),
    G('2030 FIFA World Cup Champion', close, teams.slice(0, 6).map(([c, n]) => [n, `wcw-${c}`] as [string, string])),
  ] });
}
{ // Reaches the final vs wins it (round negative): England to reach the final (alpha, beta) vs England to win (gamma).
  addCase('sports', { name: 'wc-eng-final', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXWCFINALIST-30ENG', 'Will England reach the 2030 World Cup final?', 'Sports', z('2030-07-16', '22:00'), 'ENG', 'England', 'engfin'),
    B1('England to reach World Cup final?', 'Sports', z('2030-07-16', '22:00'), 'engfin'),
    G1('Will England win the 2030 World Cup?', z('2030-07-21', '22:00'), 'engwin'),
  ] }, ['round']);
}
{ // Morocco (co-host) reaches the quarter-finals: beta, gamma; alpha lists "reach semi-finals" (round negative).
  addCase('sports', { name: 'wc-mar-qf', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will Morocco reach the World Cup quarterfinals?', 'Sports', z('2030-07-09', '23:00'), 'marqf'),
    G1('Morocco to reach the last eight at World Cup 2030?', z('2030-07-09', '23:00'), 'marqf'),
    A1('KXWCSEMI-30MAR', 'Will Morocco reach the 2030 World Cup semifinals?', 'Sports', z('2030-07-13', '23:00'), 'MAR', 'Morocco', 'marsf'),
  ] }, ['round']);
}
{ // Spain (co-host) advances from its group vs "eliminated in the group stage" (inverted) on gamma.
  addCase('sports', { name: 'wc-esp-group', events: [
    A1('KXWCGROUPADV-30ESP', 'Will Spain advance from the group stage at the 2030 World Cup?', 'Sports', z('2030-06-26', '23:00'), 'ESP', 'Spain', 'espadv'),
    B1('Spain advances out of group?', 'Sports', z('2030-06-26', '23:00'), 'espadv'),
    G1('Spain eliminated in the group stage of the 2030 World Cup?', z('2030-06-26', '23:00'), 'espout'),
  ] }, ['inverted']);
}
{ // Golden Boot (top scorer): alpha, beta, gamma; gamma also lists the Golden Ball (different award, own case).
  const close = z('2030-07-21', '23:00');
  const p: Array<[string, string]> = [['MBAP', 'Kylian Mbappé'], ['HAAL', 'Erling Haaland'], ['KANE', 'Harry Kane'], ['YAMA', 'Lamine Yamal'], ['ALVA', 'Julián Álvarez']];
  addCase('sports', { name: 'wc-golden-boot', events: [
    A('KXWCTOPSCORER-30', '2030 World Cup Golden Boot winner', 'Sports', close, p.map(([c, n]) => [c, n, `gb-${c}`] as Row), { rules: 'Resolves to the player awarded the adidas Golden Boot by FIFA (tie-breaks per FIFA: assists, then fewest minutes).' }),
    B('World Cup 2030: Top Goalscorer', 'Sports', close, p.map(([c, n]) => [`wc-2030-top-goalscorer-${slug(n)}`, n.replace('Kylian ', '').replace('Erling ', ''), `gb-${c}`] as Row),
      { rules: 'Resolves to the winner of the official FIFA Golden Boot award.' }),
    G('World Cup 2030 Golden Boot', close, p.slice(0, 4).map(([c, n]) => [n, `gb-${c}`] as [string, string])),
  ] });
  addCase('sports', { name: 'wc-golden-ball', events: [G('World Cup 2030 Golden Ball (best player)', close, p.slice(0, 4).map(([c, n]) => [n, `gball-${c}`] as [string, string]))] }, ['category']);
}
{ // Total goals in the tournament: alpha ladder vs beta binaries (buckets 250+ coincide; 280+ only on alpha).
  const close = z('2030-07-21', '23:00');
  addCase('sports', { name: 'wc-total-goals', events: [
    A('KXWCGOALS-30', 'Total goals scored at the 2030 World Cup', 'Sports', close, [['T249', 'Above 249', 'goals250'], ['T264', 'Above 264', 'goals265'], ['T279', 'Above 279', 'goals280']],
      { rules: 'Counts goals in all 104 matches incl. extra time; penalty shoot-out goals excluded; own goals count.' }),
    B('How many goals will be scored at the 2030 World Cup?', 'Sports', close, [['wc-2030-goals-250-plus', '250+', 'goals250'], ['wc-2030-goals-265-plus', '265+', 'goals265']],
      { rules: 'All goals in regulation and extra time of the 104 matches; shoot-out kicks are not goals.' }),
  ] });
}

// ───────────────────────────── TENNIS, CYCLING, F1, GOLF, MULTI-SPORT ─────────────────────────────

{ // Wimbledon 2030 men's singles champion (alpha, beta, gamma).
  const close = z('2030-07-14', '18:00');
  const p: Array<[string, string]> = [['SIN', 'Jannik Sinner'], ['ALC', 'Carlos Alcaraz'], ['FON', 'Joao Fonseca'], ['MEN', 'Jakub Mensik'], ['DRA', 'Jack Draper']];
  addCase('sports', { name: 'wimbledon-2030-men', events: [
    A('KXWMENSINGLES-30', 'Wimbledon Men\'s Singles 2030 Champion', 'Sports', close, p.map(([c, n]) => [c, n, `wm-${c}`] as Row)),
    B('Wimbledon 2030 Winner (Men)', 'Sports', close, p.map(([c, n]) => [`wimbledon-2030-mens-${slug(n)}`, n.replace('Joao', 'João'), `wm-${c}`] as Row)),
    G('Wimbledon 2030: Gentlemen\'s Singles Champion', close, p.slice(0, 4).map(([c, n]) => [n, `wm-${c}`] as [string, string])),
  ] });
}
{ // Wimbledon 2030 women's singles (alpha, beta) — near-identical title, different draw (category negative vs men's).
  const close = z('2030-07-13', '17:00');
  const p: Array<[string, string]> = [['SAB', 'Aryna Sabalenka'], ['GAU', 'Coco Gauff'], ['AND', 'Mirra Andreeva'], ['SWI', 'Iga Swiatek']];
  addCase('sports', { name: 'wimbledon-2030-women', events: [
    A('KXWWOMENSINGLES-30', 'Wimbledon Women\'s Singles 2030 Champion', 'Sports', close, p.map(([c, n]) => [c, n, `ww-${c}`] as Row)),
    B('Wimbledon 2030 Winner (Women)', 'Sports', close, p.map(([c, n]) => [`wimbledon-2030-womens-${slug(n)}`, n.replace('Swiatek', 'Świątek'), `ww-${c}`] as Row)),
  ] }, ['category']);
}
{ // Alcaraz reaches the Wimbledon final (beta) vs wins it (alpha is the winner event above): beta_us and beta only.
  addCase('sports', { name: 'alcaraz-wimbledon-final', events: [
    B1('Will Carlos Alcaraz reach the Wimbledon 2030 final?', 'Sports', z('2030-07-12', '20:00'), 'alcfin'),
    U1('alcaraz-reach-wimbledon-final-2030', 'Alcaraz to reach Wimbledon final', 'sports', z('2030-07-12', '20:00'), 'alcfin'),
  ] }, ['round']);
}
{ // Tour de France 2030 general classification (yellow jersey): alpha, beta, gamma.
  const close = z('2030-07-28', '19:00');
  const p: Array<[string, string]> = [['POG', 'Tadej Pogacar'], ['VIN', 'Jonas Vingegaard'], ['EVE', 'Remco Evenepoel'], ['DEL', 'Isaac del Toro'], ['AYU', 'Juan Ayuso']];
  addCase('sports', { name: 'tdf-2030-gc', events: [
    A('KXTOURDEFRANCE-30', 'Tour de France 2030 winner', 'Sports', close, p.map(([c, n]) => [c, n, `tdf-${c}`] as Row)),
    B('Tour de France 2030: Yellow Jersey', 'Sports', close, p.map(([c, n]) => [`tour-de-france-2030-winner-${slug(n)}`, n.replace('Pogacar', 'Pogačar'), `tdf-${c}`] as Row)),
    G('Who will win the 2030 Tour de France (GC)?', close, p.slice(0, 3).map(([c, n]) => [n.replace('Pogacar', 'Pogačar'), `tdf-${c}`] as [string, string])),
  ] });
}
{ // Green jersey (points classification) — same race, different classification (category negative), beta only.
  addCase('sports', { name: 'tdf-2030-green', events: [
    B('Tour de France 2030: Green Jersey', 'Sports', z('2030-07-28', '19:00'), [['tdf-2030-green-jersey-pogacar', 'Tadej Pogačar', 'tdfg-pog'], ['tdf-2030-green-jersey-philipsen', 'Jasper Philipsen', 'tdfg-phi'], ['tdf-2030-green-jersey-milan', 'Jonathan Milan', 'tdfg-mil']]),
  ] }, ['category']);
}
{ // Pogačar wins Alpe d'Huez stage (gamma) and beta — one stage, same date.
  addCase('sports', { name: 'tdf-2030-stage-alpe', events: [
    B1('Will Pogačar win Stage 19 (Alpe d\'Huez) of the 2030 Tour de France?', 'Sports', z('2030-07-26', '17:00'), 'pogs19'),
    G1('Tour de France 2030 Stage 19 winner: Tadej Pogačar?', z('2030-07-26', '17:00'), 'pogs19'),
  ] });
}
{ // F1 British Grand Prix 2030 (Silverstone) vs Belgian GP listing on gamma (place negative).
  const close = z('2030-07-07', '16:00');
  const d: Array<[string, string]> = [['NOR', 'Lando Norris'], ['VER', 'Max Verstappen'], ['PIA', 'Oscar Piastri'], ['RUS', 'George Russell'], ['LEC', 'Charles Leclerc']];
  addCase('sports', { name: 'f1-british-gp-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXF1RACE-30JUL07GBR', 'British Grand Prix 2030 winner', 'Sports', close, d.map(([c, n]) => [c, n, `gbgp-${c}`] as Row)),
    B('F1: British Grand Prix Winner', 'Sports', close, d.map(([c, n]) => [`f1-british-gp-2030-${slug(n)}`, n, `gbgp-${c}`] as Row)),
    G('F1 Belgian Grand Prix 2030 winner', z('2030-07-28', '15:00'), d.slice(0, 3).map(([c, n]) => [n, `begp-${c}`] as [string, string])),
  ] }, ['place']);
}
{ // The Open Championship 2030 winner (beta, gamma).
  const close = z('2030-07-21', '19:00');
  addCase('sports', { name: 'open-championship-2030', events: [
    B('The Open 2030 Winner', 'Sports', close, [['the-open-2030-scheffler', 'Scottie Scheffler', 'op-sch'], ['the-open-2030-mcilroy', 'Rory McIlroy', 'op-mci'], ['the-open-2030-fleetwood', 'Tommy Fleetwood', 'op-fle'], ['the-open-2030-aberg', 'Ludvig Åberg', 'op-abe']]),
    G('158th Open Championship winner', close, [['Scottie Scheffler', 'op-sch'], ['Rory McIlroy', 'op-mci'], ['Ludvig Aberg', 'op-abe']]),
  ] });
}
{ // Commonwealth Games 2030 (Ahmedabad): top of the medal table (alpha, beta, gamma).
  const close = z('2030-08-02', '18:00');
  addCase('sports', { name: 'cwg-2030-medal-table', events: [
    A('KXCWGMEDALS-30', 'Most gold medals at the 2030 Commonwealth Games', 'Sports', close, [['AUS', 'Australia', 'cwg-aus'], ['ENG', 'England', 'cwg-eng'], ['IND', 'India', 'cwg-ind']],
      { rules: 'The nation with the most gold medals in the official medal table; ties broken by silver, then bronze.' }),
    B('Commonwealth Games 2030: Top of the medal table?', 'Sports', close, [['cwg-2030-top-australia', 'Australia', 'cwg-aus'], ['cwg-2030-top-england', 'England', 'cwg-eng'], ['cwg-2030-top-india', 'India', 'cwg-ind'], ['cwg-2030-top-canada', 'Canada', 'cwg-can']],
      { rules: 'Resolves per the official medal table ranking (golds first) published by the Commonwealth Games Federation.' }),
    G('Ahmedabad 2030: which nation tops the medal table?', close, [['Australia', 'cwg-aus'], ['India', 'cwg-ind'], ['England', 'cwg-eng']]),
  ] });
}
{ // India wins more than 60 medals in total (alpha) vs more than 60 golds (gamma): measure negative.
  addCase('sports', { name: 'cwg-2030-india-medals', groups: [['alpha'], ['gamma']], events: [
    A1('KXCWGINDIA-30', 'India total medals at the 2030 Commonwealth Games', 'Sports', z('2030-08-02', '18:00'), 'T60', 'Above 60', 'indtot60'),
    G1('India wins more than 60 GOLD medals at CWG 2030?', z('2030-08-02', '18:00'), 'indgold60'),
  ] }, ['measure']);
}

// ───────────────────────────── CRICKET ─────────────────────────────

{ // ICC Men's T20 World Cup 2030 (England, Ireland, Scotland): winner.
  const close = z('2030-07-14', '20:00');
  const t: Array<[string, string]> = [['IND', 'India'], ['ENG', 'England'], ['AUS', 'Australia'], ['SA', 'South Africa'], ['PAK', 'Pakistan'], ['NZ', 'New Zealand']];
  addCase('sports', { name: 't20wc-2030-winner', events: [
    A('KXT20WC-30', 'ICC Men\'s T20 World Cup 2030 winner', 'Sports', close, t.map(([c, n]) => [c, n, `t20-${c}`] as Row)),
    B('T20 World Cup 2030 Winner', 'Sports', close, t.map(([c, n]) => [`t20-world-cup-2030-${slug(n)}`, n, `t20-${c}`] as Row)),
    G('Who wins the 2030 T20 World Cup?', close, t.slice(0, 4).map(([c, n]) => [n, `t20-${c}`] as [string, string])),
  ] });
}
{ // India vs Pakistan at the T20 World Cup (Edgbaston, June 22) vs the same teams in the Asia Cup (alpha lists that, date negative).
  // Beta lists the game as one market with outcomes India / Pakistan: its first (Yes-position) token is India.
  addCase('sports', { name: 't20wc-ind-pak', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('T20 World Cup: India vs. Pakistan', 'Sports', z('2030-06-22', '18:00'), [['crint-ind-pak-2030-06-22', '', 'indpak-ind', { q: 'T20 World Cup: India vs. Pakistan', outcomes: yn('India', 'Pakistan') }]],
      { rules: 'Resolves to the winner of the T20 World Cup group game at Edgbaston on June 22, 2030. No result / abandoned = 50-50. A Super Over decides ties.' }),
    G('ICC T20 WC 2030: India v Pakistan (22 Jun, Birmingham)', z('2030-06-22', '18:00'), [['India', 'indpak-ind'], ['Pakistan', 'indpak-pak']]),
    A('KXCRICKET-30SEP14INDPAK', 'India vs Pakistan (Asia Cup)', 'Sports', z('2030-09-14', '18:00'), [['IND', 'India', 'acindpak-ind'], ['PAK', 'Pakistan', 'acindpak-pak']]),
  ] }, ['date']);
}
{ // IPL 2030 champion (final ~May 31): alpha, beta.
  const close = z('2030-05-31', '18:30');
  const t: Array<[string, string, string]> = [['MI', 'Mumbai Indians', 'mi'], ['CSK', 'Chennai Super Kings', 'csk'], ['RCB', 'Royal Challengers Bengaluru', 'rcb'], ['GT', 'Gujarat Titans', 'gt'], ['KKR', 'Kolkata Knight Riders', 'kkr']];
  addCase('sports', { name: 'ipl-2030-winner', events: [
    A('KXIPL-30', 'IPL 2030 Champion', 'Sports', close, t.map(([c, n, s]) => [c, n, `ipl-${s}`] as Row)),
    B('Indian Premier League 2030 Winner', 'Sports', close, t.map(([, n, s]) => [`ipl-2030-winner-${s}`, n.replace('Royal Challengers Bengaluru', 'RCB'), `ipl-${s}`] as Row)),
  ] });
}
{ // The Hundred 2030 men's winner — gamma only (distractor).
  addCase('sports', { name: 'hundred-2030', events: [G('The Hundred 2030 (men) champions', z('2030-08-25', '20:00'), [['Oval Invincibles', 'h100-oi'], ['Southern Brave', 'h100-sb'], ['Trent Rockets', 'h100-tr']])] });
}
{ // England vs India 1st Test (Lord's, July 2030): match result with draw (alpha, gamma).
  addCase('sports', { name: 'eng-ind-lords-test', events: [
    A('KXCRICKETTEST-30JUL09ENGIND', 'England vs India, 1st Test (Lord\'s)', 'Sports', z('2030-07-13', '18:00'), [['ENG', 'England', 'lt-eng'], ['IND', 'India', 'lt-ind'], ['DRAW', 'Draw', 'lt-draw']]),
    G('Lord\'s Test, Jul 9-13 2030: England v India result', z('2030-07-13', '18:00'), [['England win', 'lt-eng'], ['Draw', 'lt-draw'], ['India win', 'lt-ind']]),
  ] });
}

// ───────────────────────────── CULTURE ─────────────────────────────

{ // Eurovision 2030 winner (grand final in May 2030): alpha, beta, gamma.
  const close = z('2030-05-18', '23:30');
  const c: Array<[string, string]> = [['SWE', 'Sweden'], ['FIN', 'Finland'], ['FRA', 'France'], ['UKR', 'Ukraine'], ['ITA', 'Italy'], ['ISR', 'Israel']];
  addCase('culture', { name: 'eurovision-2030', events: [
    A('KXEUROVISION-30', 'Eurovision Song Contest 2030 winner', 'Entertainment', close, c.map(([k, n]) => [k, n, `esc-${k}`] as Row)),
    B('Eurovision Winner 2030', 'Culture', close, c.map(([k, n]) => [`eurovision-2030-${slug(n)}`, n, `esc-${k}`] as Row)),
    G('Eurovision 2030: winning country', close, c.slice(0, 5).map(([k, n]) => [n, `esc-${k}`] as [string, string])),
  ] });
}
{ // UK finishes in the top 10 at Eurovision 2030 (beta) vs UK finishes last (gamma): different questions about one final, so different events.
  addCase('culture', { name: 'eurovision-2030-uk-top10', groups: [['beta'], ['gamma']], events: [
    B1('Will the United Kingdom finish top 10 at Eurovision 2030?', 'Culture', z('2030-05-18', '23:30'), 'ukt10'),
    G1('UK finishes last at Eurovision 2030?', z('2030-05-18', '23:30'), 'uklast'),
  ] }, ['threshold']);
}
{ // Glastonbury 2030 Pyramid Stage headliner announced (alpha, beta).
  addCase('culture', { name: 'glastonbury-2030-headliner', events: [
    A('KXGLASTO-30', 'Glastonbury 2030 Pyramid Stage headliners', 'Entertainment', z('2030-06-30', '23:00'), [['TAY', 'Taylor Swift', 'gl-tay'], ['OAS', 'Oasis', 'gl-oas'], ['ADE', 'Adele', 'gl-ade']],
      { rules: 'Resolves Yes if the named act headlines the Pyramid Stage on Friday, Saturday or Sunday of Glastonbury Festival 2030.' }),
    B('Who will headline the Pyramid Stage at Glastonbury 2030?', 'Culture', z('2030-06-30', '23:00'), [['glastonbury-2030-headliner-taylor-swift', 'Taylor Swift', 'gl-tay'], ['glastonbury-2030-headliner-oasis', 'Oasis', 'gl-oas'], ['glastonbury-2030-headliner-adele', 'Adele', 'gl-ade'], ['glastonbury-2030-headliner-dua-lipa', 'Dua Lipa', 'gl-dua']],
      { rules: 'Each market resolves Yes if the artist performs the closing (headline) set on the Pyramid Stage on any night of the 2030 festival.' }),
  ] });
}
{ // Edinburgh Comedy Award 2030 — gamma only.
  addCase('culture', { name: 'edinburgh-comedy-2030', events: [G1('Will a debut act win Best Show at the 2030 Edinburgh Comedy Awards?', z('2030-08-24', '22:00'), 'edcom')] });
}
{ // Booker Prize 2030 longlist: a British author is on it (beta) vs wins the prize (alpha): round negative.
  addCase('culture', { name: 'booker-2030', groups: [['beta'], ['alpha']], events: [
    B1('Will Zadie Smith be on the 2030 Booker Prize longlist?', 'Culture', z('2030-07-29', '23:00'), 'zsmlong'),
    A1('KXBOOKER-30', 'Booker Prize 2030 winner', 'Entertainment', z('2030-11-12', '22:00'), 'ZSM', 'Zadie Smith', 'zsmwin'),
  ] }, ['round']);
}
{ // Mercury Prize 2030: a debut album wins — alpha only.
  addCase('culture', { name: 'mercury-2030', events: [A1('KXMERCURY-30', 'Mercury Prize 2030: will a debut album win?', 'Entertainment', z('2030-09-05', '22:00'), 'DEBUT', 'Debut album', 'merc')] });
}

// ───────────────────────────── CENTRAL BANKS ─────────────────────────────

{ // ECB June 6, 2030 decision on the deposit facility rate (alpha, beta, gamma); alpha also lists the MRO rate (measure negative).
  const d = '2030-06-06';
  const close = z(d, '12:15');
  addCase('central_banks', { name: 'ecb-jun-2030-dfr', events: [
    A('KXECBRATE-30JUN06', 'ECB deposit facility rate decision, June 2030', 'Economics', close, [['CUT25', 'Cut 25bps', 'ecbj-cut'], ['HOLD', 'Hold', 'ecbj-hold'], ['HIKE25', 'Hike 25bps', 'ecbj-hike']],
      { sources: [ECB], rules: 'Resolves on the change in the deposit facility rate announced at the ECB Governing Council monetary policy meeting of June 6, 2030.' }),
    B('ECB decision in June?', 'Economy', close, [['ecb-cuts-rates-by-25-bps-june-2030', '25 bps decrease', 'ecbj-cut'], ['ecb-no-change-june-2030', 'No change', 'ecbj-hold'], ['ecb-hikes-by-25-bps-june-2030', '25 bps increase', 'ecbj-hike'], ['ecb-cuts-50-bps-june-2030', '50+ bps decrease', 'ecbj-cut50']],
      { rules: 'Resolves based on the deposit facility rate announced after the June 2030 ECB meeting (official ECB press release).' }),
    G('ECB June 2030 meeting: deposit rate', close, [['Cut', 'ecbj-cut-any'], ['Hold', 'ecbj-hold'], ['Hike', 'ecbj-hike-any']]),
  ] });
}
{ // Gamma's "Cut"/"Hike" buckets cover any size, so they coincide with no 25 bp bucket (own t above).
  // The ECB main refinancing rate at the same meeting (alpha): a different measure, its own case.
  addCase('central_banks', { name: 'ecb-jun-2030-mro', events: [
    A('KXECBMRO-30JUN06', 'ECB main refinancing operations rate after June 2030 meeting', 'Economics', z('2030-06-06', '12:15'), [['T2.00', 'Above 2.00%', 'mro200'], ['T2.25', 'Above 2.25%', 'mro225']], { sources: [ECB] }),
  ] }, ['measure']);
}
{ // ECB July 18, 2030 vs June meeting: date negative (beta, beta_us list July; alpha's July ticker too).
  const close = z('2030-07-18', '12:15');
  addCase('central_banks', { name: 'ecb-jul-2030', events: [
    A('KXECBRATE-30JUL18', 'ECB deposit facility rate decision, July 2030', 'Economics', close, [['CUT25', 'Cut 25bps', 'ecbjl-cut'], ['HOLD', 'Hold', 'ecbjl-hold']], { sources: [ECB] }),
    B('ECB decision in July?', 'Economy', close, [['ecb-cuts-rates-by-25-bps-july-2030', '25 bps decrease', 'ecbjl-cut'], ['ecb-no-change-july-2030', 'No change', 'ecbjl-hold']]),
    U('ecb-july-2030', 'ECB Interest Rate Decision July 2030', 'economics', close, [['ecb-july-2030-cut-25', 'Cut 25 bps', 'ecbjl-cut'], ['ecb-july-2030-hold', 'Hold', 'ecbjl-hold']]),
  ] }, ['date']);
}
{ // ECB cuts by September 30, 2030 (gamma) vs in 2030 (beta): deadline negative.
  addCase('central_banks', { name: 'ecb-cut-by-sep', groups: [['gamma'], ['beta']], events: [
    G1('Will the ECB cut rates at any meeting before October 2030?', z('2030-09-30'), 'ecbcutsep'),
    B1('ECB rate cut in 2030?', 'Economy', z('2030-12-17'), 'ecbcut2030'),
  ] }, ['deadline']);
}
{ // BoE June 20, 2030 Bank Rate decision (alpha, beta, gamma).
  const close = z('2030-06-20', '11:05');
  addCase('central_banks', { name: 'boe-jun-2030', events: [
    A('KXBOE-30JUN20', 'Bank of England rate decision, June 2030', 'Economics', close, [['CUT', 'Cut 25bps', 'boej-cut'], ['HOLD', 'Hold', 'boej-hold'], ['HIKE', 'Hike 25bps', 'boej-hike']], { sources: [BOE] }),
    B('Bank of England decision in June?', 'Economy', close, [['boe-decrease-25-bps-june-2030', '25 bps decrease', 'boej-cut'], ['boe-no-change-june-2030', 'No change', 'boej-hold'], ['boe-increase-25-bps-june-2030', '25 bps increase', 'boej-hike']]),
    G('BoE MPC June 2030: Bank Rate', close, [['-25bp', 'boej-cut'], ['Unchanged', 'boej-hold'], ['+25bp', 'boej-hike']]),
  ] });
}
{ // BoE August 1, 2030 (date negative vs June): alpha, beta_us.
  const close = z('2030-08-01', '11:05');
  addCase('central_banks', { name: 'boe-aug-2030', events: [
    A('KXBOE-30AUG01', 'Bank of England rate decision, August 2030', 'Economics', close, [['CUT', 'Cut 25bps', 'boea-cut'], ['HOLD', 'Hold', 'boea-hold']], { sources: [BOE] }),
    U('boe-august-2030', 'Bank of England August 2030 decision', 'economics', close, [['boe-august-2030-cut', 'Cut', 'boea-cut'], ['boe-august-2030-hold', 'No change', 'boea-hold']]),
  ] }, ['date']);
}
{ // BoJ July 2030: hikes (alpha, gamma) vs "holds" (beta): one decision, different YES sides (a cut would make both No, so not exact complements).
  const close = z('2030-07-30', '04:00');
  addCase('central_banks', { name: 'boj-jul-2030', events: [
    A1('KXBOJ-30JUL30', 'Will the Bank of Japan raise rates in July 2030?', 'Economics', close, 'HIKE', 'Hike', 'bojhike', { src: BOJ.split(' ').at(-1), rules: 'Resolves Yes if the BoJ raises its short-term policy rate at the July 29–30, 2030 meeting.' }),
    B1('Bank of Japan holds rates in July 2030?', 'Economy', close, 'bojhold', { mx: { rules: 'Yes if the uncollateralized overnight call rate target is left unchanged at the July 2030 MPM. A cut also resolves No.' } }),
    G1('BoJ rate hike at July 2030 MPM?', close, 'bojhike'),
  ] }, ['inverted']);
}
{ // RBA August 13, 2030 cash rate (alpha, gamma) vs RBA July 9 on beta (date negative).
  addCase('central_banks', { name: 'rba-aug-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXRBA-30AUG13', 'RBA cash rate decision, August 2030', 'Economics', z('2030-08-13', '04:30'), [['CUT', 'Cut 25bps', 'rbaa-cut'], ['HOLD', 'Hold', 'rbaa-hold'], ['HIKE', 'Hike 25bps', 'rbaa-hike']]),
    G('Reserve Bank of Australia, 13 Aug 2030: cash rate target', z('2030-08-13', '04:30'), [['Cut 25bp', 'rbaa-cut'], ['No change', 'rbaa-hold'], ['Hike 25bp', 'rbaa-hike']]),
    B('RBA decision in July?', 'Economy', z('2030-07-09', '04:30'), [['rba-cut-july-2030', '25 bps decrease', 'rbaj-cut'], ['rba-no-change-july-2030', 'No change', 'rbaj-hold']]),
  ] }, ['date']);
}
{ // RBI repo rate, June 2030 MPC (alpha, beta, gamma).
  const close = z('2030-06-05', '05:00');
  addCase('central_banks', { name: 'rbi-jun-2030', events: [
    A('KXRBI-30JUN05', 'RBI repo rate decision, June 2030', 'Economics', close, [['CUT', 'Cut', 'rbi-cut'], ['HOLD', 'Hold', 'rbi-hold']], { rules: 'Resolves on the policy repo rate announced by the RBI Monetary Policy Committee on June 5, 2030. Any cut counts.' }),
    B('RBI cuts repo rate in June 2030?', 'Economy', close, [['rbi-cuts-repo-rate-june-2030', 'Yes', 'rbi-cut']]),
    G1('Reserve Bank of India June 2030 MPC: repo rate unchanged?', close, 'rbi-hold'),
  ] });
}
{ // SNB June 20, 2030 (alpha, beta) and Norges Bank the same day (gamma only): same date, different bank (office negative).
  addCase('central_banks', { name: 'snb-jun-2030', events: [
    A('KXSNB-30JUN20', 'SNB policy rate decision, June 2030', 'Economics', z('2030-06-20', '07:30'), [['CUT', 'Cut', 'snb-cut'], ['HOLD', 'Hold', 'snb-hold']]),
    B('Swiss National Bank decision June 2030', 'Economy', z('2030-06-20', '07:30'), [['snb-cut-june-2030', 'Cut', 'snb-cut'], ['snb-hold-june-2030', 'No change', 'snb-hold']]),
  ] });
  addCase('central_banks', { name: 'norges-jun-2030', events: [
    G('Norges Bank June 2030 decision', z('2030-06-20', '08:00'), [['Cut', 'nb-cut'], ['Hold', 'nb-hold']]),
  ] }, ['office']);
}
{ // PBoC 1-year LPR cut in June 2030 (beta) vs 5-year LPR (gamma): measure negative.
  addCase('central_banks', { name: 'pboc-lpr-jun-2030', groups: [['beta'], ['gamma']], events: [
    B1('China cuts 1-year Loan Prime Rate in June 2030?', 'Economy', z('2030-06-20', '01:30'), 'lpr1y'),
    G1('PBoC cuts 5-year LPR on the June 2030 fixing?', z('2030-06-20', '01:30'), 'lpr5y'),
  ] }, ['measure']);
}

// ───────────────────────────── PRINTS ─────────────────────────────

{ // UK CPI for June 2030 (released July 17, 2030): headline YoY ladder (alpha, beta, gamma); core CPI on beta_us (measure negative).
  const close = z('2030-07-17', '06:00');
  addCase('economics', { name: 'uk-cpi-jun-2030', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXUKCPI-30JUL17', 'UK CPI inflation, June 2030 (YoY)', 'Economics', close, [['T2.1', 'Above 2.1%', 'ukcpi22'], ['T2.4', 'Above 2.4%', 'ukcpi25'], ['T2.7', 'Above 2.7%', 'ukcpi28']], { sources: [ONS] }),
    B('UK inflation (CPI) for June 2030?', 'Economy', close, [['uk-cpi-june-2030-2pt2-or-higher', '2.2% or higher', 'ukcpi22'], ['uk-cpi-june-2030-2pt5-or-higher', '2.5% or higher', 'ukcpi25'], ['uk-cpi-june-2030-3pt0-or-higher', '3.0% or higher', 'ukcpi30']],
      { rules: 'Resolves on the 12-month CPI rate for June 2030 as first published by the ONS.' }),
    G('UK CPI YoY (June 2030 print)', close, [['≥2.2%', 'ukcpi22'], ['≥2.5%', 'ukcpi25'], ['≥2.8%', 'ukcpi28']]),
    U('uk-core-cpi-june-2030', 'UK core CPI June 2030', 'economics', close, [['uk-core-cpi-june-2030-above-2pt5', 'Above 2.5%', 'ukcore26']]),
  ] }, ['measure']);
}
{ // Eurozone flash HICP June 2030 (July 1) vs final HICP (July 17): estimate negative.
  addCase('economics', { name: 'ez-hicp-flash-jun-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXEZCPI-30JUL01', 'Euro area flash inflation, June 2030', 'Economics', z('2030-07-01', '09:00'), [['T1.9', 'Above 1.9%', 'ezfl20'], ['T2.1', 'Above 2.1%', 'ezfl22']], { sources: [EUROSTAT] }),
    G('Eurozone HICP flash estimate June 2030 (YoY)', z('2030-07-01', '09:00'), [['2.0% or more', 'ezfl20'], ['2.2% or more', 'ezfl22']]),
    B('Eurozone inflation June 2030 (final HICP) above 2.0%?', 'Economy', z('2030-07-17', '09:00'), [['eurozone-final-hicp-june-2030-above-2', 'Yes', 'ezfin21']]),
  ] }, ['measure']);
}
{ // Japan national core CPI June 2030 (alpha, beta) vs Tokyo core CPI (gamma): place negative.
  addCase('economics', { name: 'japan-core-cpi-jun-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXJPCPI-30JUL19', 'Japan core CPI (ex fresh food), June 2030', 'Economics', z('2030-07-18', '23:30'), [['T1.9', 'Above 1.9%', 'jpc20'], ['T2.4', 'Above 2.4%', 'jpc25']]),
    B('Japan core inflation June 2030?', 'Economy', z('2030-07-18', '23:30'), [['japan-core-cpi-june-2030-2pt0-plus', '2.0%+', 'jpc20'], ['japan-core-cpi-june-2030-2pt5-plus', '2.5%+', 'jpc25']]),
    G1('Tokyo core CPI June 2030 ≥ 2.0%?', z('2030-06-27', '23:30'), 'tkc20'),
  ] }, ['place']);
}
{ // China Q2 2030 GDP YoY (NBS, released ~July 15): alpha, beta, gamma.
  const close = z('2030-07-15', '02:00');
  addCase('economics', { name: 'china-q2-gdp-2030', events: [
    A('KXCNGDP-30JUL15', 'China GDP growth Q2 2030 (YoY)', 'Economics', close, [['T3.9', 'Above 3.9%', 'cng40'], ['T4.4', 'Above 4.4%', 'cng45']]),
    B('China Q2 2030 GDP growth?', 'Economy', close, [['china-q2-2030-gdp-4pt0-or-higher', '4.0% or higher', 'cng40'], ['china-q2-2030-gdp-4pt5-or-higher', '4.5% or higher', 'cng45']]),
    G1('China GDP Q2 2030 YoY ≥ 4.5%?', close, 'cng45'),
  ] });
}
{ // China manufacturing PMI June 2030: NBS official (beta, gamma) vs Caixin/S&P Global (alpha): different statistics.
  addCase('economics', { name: 'china-pmi-jun-2030', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('China official manufacturing PMI above 50 in June 2030?', 'Economy', z('2030-06-30', '01:30'), 'nbspmi50'),
    G1('NBS China Manufacturing PMI (June 2030) > 50.0?', z('2030-06-30', '01:30'), 'nbspmi50'),
    A1('KXCAIXINPMI-30JUL01', 'Caixin China manufacturing PMI, June 2030', 'Economics', z('2030-07-01', '01:45'), 'T50', 'Above 50', 'cxpmi50'),
  ] }, ['source']);
}
{ // UK Q2 2030 GDP first quarterly estimate QoQ (Aug 13): alpha, beta_us.
  addCase('economics', { name: 'uk-q2-gdp-2030', events: [
    A('KXUKGDP-30AUG15', 'UK GDP growth, Q2 2030 (QoQ, first estimate)', 'Economics', z('2030-08-15', '06:00'), [['T0.0', 'Above 0.0%', 'ukg01'], ['T0.3', 'Above 0.3%', 'ukg04']]),
    U('uk-gdp-q2-2030', 'UK Q2 GDP growth', 'economics', z('2030-08-15', '06:00'), [['uk-gdp-q2-2030-0pt1-or-more', '0.1% or more', 'ukg01'], ['uk-gdp-q2-2030-0pt4-or-more', '0.4% or more', 'ukg04']]),
  ] });
}
{ // Germany Ifo business climate July 2030 — gamma only.
  addCase('economics', { name: 'ifo-jul-2030', events: [G1('Ifo Business Climate (July 2030) above 90.0?', z('2030-07-24', '08:00'), 'ifo90')] });
}
{ // Eurozone unemployment rate June 2030 (alpha, beta).
  addCase('economics', { name: 'ez-unemp-jun-2030', events: [
    A1('KXEZUNEMP-30JUL31', 'Euro area unemployment rate, June 2030', 'Economics', z('2030-07-31', '09:00'), 'T6.2', 'Above 6.2%', 'ezu63', { rules: 'Seasonally adjusted euro area unemployment rate for June 2030, first release by Eurostat.' }),
    B1('Eurozone unemployment 6.3% or higher in June 2030?', 'Economy', z('2030-07-31', '09:00'), 'ezu63'),
  ] });
}
{ // Australia Q2 2030 CPI (trimmed mean, ABS) vs headline: measure negative (alpha trimmed mean, gamma headline).
  addCase('economics', { name: 'aus-q2-cpi-2030', groups: [['alpha'], ['gamma']], events: [
    A1('KXAUCPI-30JUL31', 'Australia trimmed mean CPI Q2 2030 (YoY)', 'Economics', z('2030-07-31', '01:30'), 'T2.9', 'Above 2.9%', 'autm30'),
    G1('Australia headline CPI Q2 2030 YoY ≥ 3.0%?', z('2030-07-31', '01:30'), 'auhl30'),
  ] }, ['measure']);
}
{ // India CPI June 2030 (MoSPI, published to two decimals, so only "above 4.0%" and "above 4%" coincide) — beta, gamma.
  addCase('economics', { name: 'india-cpi-jun-2030', events: [
    B('India CPI inflation June 2030?', 'Economy', z('2030-07-12', '10:30'), [['india-cpi-june-2030-above-4', 'Above 4.0%', 'incpi41'], ['india-cpi-june-2030-above-5', 'Above 5.0%', 'incpi51']]),
    G('India retail inflation (June 2030)', z('2030-07-12', '10:30'), [['Above 4%', 'incpi41'], ['Above 5%', 'incpi51']]),
  ] });
}

// ───────────────────────────── INDICES, FX ─────────────────────────────

{ // FTSE 100 close on June 28, 2030 (alpha range/threshold, beta, gamma).
  const close = z('2030-06-28', '15:35');
  addCase('markets', { name: 'ftse-jun28-2030', events: [
    A('KXFTSE-30JUN28', 'FTSE 100 close on Jun 28, 2030', 'Financials', close, [['T9500', 'Above 9,500', 'ftse9500'], ['T10000', 'Above 10,000', 'ftse10000'], ['T10500', 'Above 10,500', 'ftse10500']],
      { rules: 'Resolves on the official FTSE 100 closing level published by FTSE Russell for June 28, 2030.' }),
    B('FTSE 100 above ___ on June 28?', 'Finance', close, [['ftse-100-above-9500-june-28-2030', '9,500', 'ftse9500'], ['ftse-100-above-10000-june-28-2030', '10,000', 'ftse10000']]),
    G('FTSE 100 closing level, 28 Jun 2030', close, [['> 10,000', 'ftse10000'], ['> 10,500', 'ftse10500']]),
  ] });
}
{ // DAX close on June 28 (alpha, beta): same day as the FTSE case, different index (asset negative).
  const close = z('2030-06-28', '15:35');
  addCase('markets', { name: 'dax-jun28-2030', events: [
    A1('KXDAX-30JUN28', 'DAX close on Jun 28, 2030', 'Financials', close, 'T25000', 'Above 25,000', 'dax25k'),
    B1('DAX closes above 25,000 on June 28, 2030?', 'Finance', close, 'dax25k', { mx: { src: 'Deutsche Börse Xetra closing auction' } }),
  ] }, ['asset']);
}
{ // Euro Stoxx 50 end of July (gamma, beta_us) vs "hits at any time in July" (beta): observation negative.
  addCase('markets', { name: 'sx5e-jul-2030', groups: [['gamma', 'beta_us'], ['beta']], events: [
    G1('Euro Stoxx 50 closes July 2030 above 6,000?', z('2030-07-31', '15:30'), 'sx5e6k'),
    U1('euro-stoxx-50-above-6000-july-31-2030', 'Euro Stoxx 50 above 6,000 on July 31?', 'finance', z('2030-07-31', '15:30'), 'sx5e6k'),
    B1('Will the Euro Stoxx 50 hit 6,000 in July 2030?', 'Finance', z('2030-07-31', '15:30'), 'sx5ehit6k'),
  ] }, ['observation']);
}
{ // Nikkei 225 close on June 30, 2030 (alpha, gamma) vs TOPIX (beta): asset negative.
  addCase('markets', { name: 'nikkei-jun-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNIKKEI-30JUN28', 'Nikkei 225 close on Jun 28, 2030', 'Financials', z('2030-06-28', '06:30'), [['T45000', 'Above 45,000', 'nk45'], ['T50000', 'Above 50,000', 'nk50']]),
    G('Nikkei 225 on 28 June 2030 (close)', z('2030-06-28', '06:30'), [['Above 45,000', 'nk45'], ['Above 50,000', 'nk50']]),
    B1('TOPIX above 3,200 on June 28, 2030?', 'Finance', z('2030-06-28', '06:30'), 'topix32'),
  ] }, ['asset']);
}
{ // Hang Seng — alpha only (distractor).
  addCase('markets', { name: 'hsi-aug-2030', events: [A1('KXHSI-30AUG30', 'Hang Seng Index close on Aug 30, 2030', 'Financials', z('2030-08-30', '08:10'), 'T28000', 'Above 28,000', 'hsi28')] });
}
{ // EUR/USD on July 31, 2030: ECB reference rate at 14:15 CET (alpha, gamma) vs WM/Reuters 4pm London fix (beta): different
  // instants, so different events.
  addCase('markets', { name: 'eurusd-jul31-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXEURUSD-30JUL31', 'EUR/USD ECB reference rate on Jul 31, 2030', 'Financials', z('2030-07-31', '12:15'), [['T1.15', 'Above 1.1500', 'eu115'], ['T1.20', 'Above 1.2000', 'eu120']],
      { rules: 'Resolves on the euro foreign exchange reference rate (USD) published by the ECB around 14:15 CET on July 31, 2030.' }),
    G('EUR/USD (ECB reference rate) 31 Jul 2030', z('2030-07-31', '12:15'), [['> 1.15', 'eu115'], ['> 1.20', 'eu120']]),
    B('EUR/USD above 1.20 on July 31, 2030?', 'Finance', z('2030-07-31', '15:00'), [['eur-usd-above-1pt20-july-31-2030', 'Yes', 'euwm120', { src: 'WM/Reuters 4pm London fix' }]]),
  ] }, ['observation']);
}
{ // USD/JPY above 160 at any time by Aug 31 (alpha) vs on Aug 30 close (gamma): observation negative.
  addCase('markets', { name: 'usdjpy-160-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXUSDJPYMAX-30AUG31', 'Will USD/JPY reach 160 before September 2030?', 'Financials', z('2030-08-31', '21:00'), 'T160', '160 or higher', 'jpyhit160'),
    B1('USD/JPY hits 160 by August 31, 2030?', 'Finance', z('2030-08-31', '21:00'), 'jpyhit160'),
    G1('USD/JPY closes above 160 on 30 Aug 2030?', z('2030-08-30', '21:00'), 'jpyon160'),
  ] }, ['observation']);
}
{ // GBP/USD above 1.30 on June 30 (beta, beta_us).
  addCase('markets', { name: 'gbpusd-jun30-2030', events: [
    B1('GBP/USD above 1.30 on June 30, 2030?', 'Finance', z('2030-06-30', '21:00'), 'gbp130'),
    U1('gbp-usd-above-1-30-june-30-2030', 'Pound above $1.30 on June 30', 'finance', z('2030-06-30', '21:00'), 'gbp130'),
  ] });
}

// ───────────────────────────── COMMODITIES ─────────────────────────────

{ // Brent front-month settle on July 31, 2030 (alpha, beta, gamma) vs WTI (beta_us): asset negative.
  const close = z('2030-07-31', '19:30');
  addCase('commodities', { name: 'brent-jul31-2030', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXBRENT-30JUL31', 'Brent crude settle on Jul 31, 2030', 'Financials', close, [['T70', 'Above $70', 'br70'], ['T80', 'Above $80', 'br80'], ['T90', 'Above $90', 'br90']], { sources: [ICE] }),
    B('Brent crude oil above ___ on July 31?', 'Finance', close, [['brent-above-70-july-31-2030', '$70', 'br70'], ['brent-above-80-july-31-2030', '$80', 'br80']], { rules: 'Resolves on the ICE Brent front-month settlement price on July 31, 2030.' }),
    G('Brent (ICE front-month settle) on 31 Jul 2030', close, [['≥ $80', 'br80'], ['≥ $90', 'br90']]),
    U('wti-above-80-july-31-2030', 'WTI crude above $80 on July 31?', 'finance', close, [['wti-above-80-july-31-2030', 'Yes', 'wti80']]),
  ] }, ['asset']);
}
{ // OPEC+ decision at the June 2030 ministerial meeting (alpha, gamma).
  addCase('commodities', { name: 'opec-jun-2030', events: [
    A('KXOPEC-30JUN01', 'OPEC+ production decision, June 2030 meeting', 'Financials', z('2030-06-01', '18:00'), [['INC', 'Increase', 'opec-inc'], ['HOLD', 'Maintain', 'opec-hold'], ['CUT', 'Cut', 'opec-cut']]),
    G('OPEC+ June 2030 ONOMM outcome', z('2030-06-01', '18:00'), [['Raise output', 'opec-inc'], ['Keep output unchanged', 'opec-hold'], ['Cut output', 'opec-cut']]),
  ] });
}
{ // Gold above $3,500 on Aug 30: LBMA PM (alpha) vs COMEX settle (beta): one event, not fungible.
  addCase('commodities', { name: 'gold-aug30-2030', fungible: nf('alpha|beta'), events: [
    A1('KXGOLD-30AUG30', 'Gold price (LBMA PM) on Aug 30, 2030', 'Financials', z('2030-08-30', '14:00'), 'T3500', 'Above $3,500', 'gold3500', { rules: 'Resolves on the LBMA Gold Price PM in USD on August 30, 2030.' }),
    B1('Gold above $3,500 on August 30, 2030?', 'Finance', z('2030-08-30', '14:00'), 'gold3500', { mx: { src: 'COMEX GC front-month settlement', rules: 'Resolves on the COMEX gold front-month settlement on Aug 30, 2030.' } }),
  ] }, ['source']);
}

// ───────────────────────────── POLITICS ─────────────────────────────

{ // Colombia presidential election (first round May 26, runoff June 16, 2030) (alpha, beta, gamma, beta_us).
  const close = z('2030-06-16', '23:59');
  const c: Array<[string, string]> = [['LOP', 'Claudia López'], ['VAL', 'Paloma Valencia'], ['OVI', 'Juan Daniel Oviedo']];
  addCase('politics', { name: 'colombia-runoff-2030', events: [
    A('KXCOLPRES-30', 'Colombia presidential election 2030 winner', 'Elections', close, c.map(([k, n]) => [k, n.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''), `col-${k}`] as Row)),
    B('Colombia Presidential Election', 'Politics', close, c.map(([k, n]) => [`will-${slug(n)}-win-the-2030-colombian-presidential-election`, n, `col-${k}`] as Row)),
    U('colombia-presidential-election-2030', 'Colombia Presidential Election 2030', 'politics', close, c.slice(0, 2).map(([k, n]) => [`colombia-2030-${slug(n)}`, n, `col-${k}`] as Row)),
    G('Next President of Colombia (2030 election)', close, c.map(([k, n]) => [n, `col-${k}`] as [string, string])),
  ] });
}
{ // Colombia first round (May 26, 2030): "López tops the first round" (beta) vs wins the presidency (above): round negative.
  addCase('politics', { name: 'colombia-first-round-2030', events: [
    B1('Will Claudia López finish first in the first round of the 2030 Colombian election?', 'Politics', z('2030-05-26', '23:59'), 'colr1lop'),
  ] }, ['round']);
}
{ // South Korea local elections June 5, 2030: Seoul mayor (alpha, beta) vs Busan mayor (gamma): place negative.
  addCase('politics', { name: 'seoul-mayor-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSEOULMAYOR-30', 'Seoul mayoral election 2030: winning party', 'Elections', z('2030-06-05', '15:00'), [['DPK', 'Democratic Party', 'seo-dpk'], ['PPP', 'People Power Party', 'seo-ppp']]),
    B('Seoul Mayor Election 2030', 'Politics', z('2030-06-05', '15:00'), [['seoul-mayor-2030-democratic', 'Democratic Party of Korea', 'seo-dpk'], ['seoul-mayor-2030-ppp', 'People Power', 'seo-ppp']]),
    G('Busan mayor 2030: which party wins?', z('2030-06-05', '15:00'), [['Democratic Party', 'bus-dpk'], ['People Power Party', 'bus-ppp']]),
  ] }, ['place']);
}
{ // Sweden general election Sept 8, 2030: party of the next PM (alpha) vs largest party by votes (beta): different questions.
  const close = z('2030-09-08', '20:00');
  addCase('politics', { name: 'sweden-election-2030', events: [
    A('KXSWEDENPM-30', 'Sweden: party of the Prime Minister after the 2030 election', 'Elections', z('2030-10-31'), [['S', 'Social Democrats', 'se-s'], ['M', 'Moderates', 'se-m'], ['SD', 'Sweden Democrats', 'se-sd']],
      { rules: 'Resolves to the party of the first Prime Minister approved by the Riksdag after the September 2030 election, by October 31, 2030.' }),
    B('Sweden parliamentary election: largest party?', 'Politics', close, [['sweden-2030-largest-party-s', 'Social Democrats', 'se-big-s'], ['sweden-2030-largest-party-sd', 'Sweden Democrats', 'se-big-sd'], ['sweden-2030-largest-party-m', 'Moderates', 'se-big-m']]),
  ], groups: [['alpha'], ['beta']] }, ['office']);
}
{ // UK: Prime Minister on July 31, 2030 — party (alpha, gamma).
  addCase('politics', { name: 'uk-pm-party-jul-2030', events: [
    A('KXUKPMPARTY-30JUL31', 'Party of the UK Prime Minister on Jul 31, 2030', 'Politics', z('2030-07-31'), [['LAB', 'Labour', 'ukpm-lab'], ['CON', 'Conservative', 'ukpm-con'], ['REF', 'Reform UK', 'ukpm-ref']]),
    G('Which party holds No. 10 on 31 July 2030?', z('2030-07-31'), [['Labour', 'ukpm-lab'], ['Conservatives', 'ukpm-con'], ['Reform UK', 'ukpm-ref']]),
  ] });
}
{ // Japan: LDP leadership election held before October 2030 (beta) vs PM replaced before Sept 1 (gamma): different questions.
  addCase('politics', { name: 'japan-ldp-2030', groups: [['beta'], ['gamma']], events: [
    B1('LDP leadership election held before October 2030?', 'Politics', z('2030-09-30'), 'ldpvote'),
    G1('Japanese PM replaced before 1 Sep 2030?', z('2030-08-31'), 'jppmout'),
  ] }, ['office']);
}
{ // Germany: AfD leads in the Forsa poll on Aug 31 — gamma only distractor.
  addCase('politics', { name: 'germany-afd-poll', events: [G1('AfD first in Forsa poll published in the last week of August 2030?', z('2030-08-31'), 'afdforsa')] });
}
{ // French prime minister: no-confidence vote succeeds by July 31 (alpha) vs by Dec 31 (beta): deadline negative.
  addCase('politics', { name: 'france-censure-2030', groups: [['alpha'], ['beta']], events: [
    A1('KXFRCENSURE-30JUL31', 'French government falls to a no-confidence vote by Jul 31, 2030?', 'Politics', z('2030-07-31'), 'JUL', 'By Jul 31', 'frcen-jul'),
    B1('French government toppled by no-confidence vote in 2030?', 'Politics', z('2030-12-31'), 'frcen-2030'),
  ] }, ['deadline']);
}
{ // Brazil presidential election 2030 (first round Oct 6, runoff Oct 27) winner — beta, beta_us, gamma (campaign markets in summer).
  const close = z('2030-10-27', '23:59');
  addCase('politics', { name: 'brazil-2030', events: [
    B('Brazil Presidential Election 2030', 'Politics', close, [['brazil-2030-tarcisio', 'Tarcísio de Freitas', 'br-tar'], ['brazil-2030-haddad', 'Fernando Haddad', 'br-had'], ['brazil-2030-michelle-bolsonaro', 'Michelle Bolsonaro', 'br-mbo']]),
    U('brazil-presidential-election-2030', 'Brazil Presidential Election', 'politics', close, [['brazil-2030-tarcisio-de-freitas', 'Tarcisio de Freitas', 'br-tar'], ['brazil-2030-fernando-haddad', 'Fernando Haddad', 'br-had']]),
    G('Brazil 2030: who wins the presidency?', close, [['Tarcísio', 'br-tar'], ['Haddad', 'br-had'], ['Michelle Bolsonaro', 'br-mbo']]),
  ] });
}
{ // South Africa's coalition government survives to Aug 31, 2030 — alpha only.
  addCase('politics', { name: 'south-africa-gnu-2030', events: [A1('KXSAGNU-30AUG31', 'Will the ANC–DA Government of National Unity still stand on Aug 31, 2030?', 'Politics', z('2030-08-31'), 'YES', 'Intact', 'gnu')] });
}

// ───────────────────────────── GEOPOLITICS ─────────────────────────────

{ // Montenegro signs an EU accession treaty in 2030 (alpha, beta, gamma): "by Dec 31", "in 2030" and "before 2031" are one deadline.
  addCase('geopolitics', { name: 'montenegro-eu-2030', events: [
    A1('KXEUACCESSION-30', 'Will Montenegro sign an EU accession treaty in 2030?', 'World', z('2030-12-31'), 'MNE', 'Montenegro', 'mneeu'),
    B1('Montenegro signs EU accession treaty by December 31, 2030?', 'Geopolitics', z('2030-12-31'), 'mneeu'),
    G1('Montenegro EU accession treaty signed before 2031?', z('2030-12-31'), 'mneeu'),
  ] });
}
{ // Russia–Ukraine: ceasefire by Aug 31 (alpha) vs in 2030 (beta): deadline negative.
  addCase('geopolitics', { name: 'ukraine-ceasefire-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXUKRCEASE-30AUG31', 'Russia x Ukraine ceasefire by Aug 31, 2030?', 'World', z('2030-08-31'), 'AUG', 'Before Sep 1', 'ukrcf-aug'),
    G1('Russia–Ukraine ceasefire announced by 31 August 2030?', z('2030-08-31'), 'ukrcf-aug'),
    B1('Russia x Ukraine ceasefire in 2030?', 'Geopolitics', z('2030-12-31'), 'ukrcf-2030'),
  ] }, ['deadline']);
}
{ // China blockades Taiwan by Aug 31, 2030 — beta only.
  addCase('geopolitics', { name: 'china-taiwan-blockade-2030', events: [B1('China blockades Taiwan by August 31, 2030?', 'Geopolitics', z('2030-08-31'), 'twblock')] });
}

// ───────────────────────────── WEATHER ─────────────────────────────

{ // UK new national temperature record (above 40.3°C) in summer 2030 (alpha, beta, gamma).
  addCase('weather', { name: 'uk-temp-record-2030', events: [
    A1('KXUKRECORD-30AUG31', 'Will the UK break its temperature record by Aug 31, 2030?', 'Climate and Weather', z('2030-08-31'), 'T40.3', 'Above 40.3°C', 'ukrec', { rules: 'Resolves Yes if the Met Office confirms a UK maximum temperature above 40.3°C recorded between June 1 and August 31, 2030.' }),
    B1('UK records 40.4°C or higher this summer (2030)?', 'Weather', z('2030-08-31'), 'ukrec', { mx: { src: 'Met Office' } }),
    G1('New UK all-time high temperature record in summer 2030 (Met Office)?', z('2030-08-31'), 'ukrec'),
  ] });
}
{ // London hottest day of July 2030: Heathrow (alpha) vs St James's Park (beta): one event, stations differ → not fungible.
  addCase('weather', { name: 'london-max-jul-2030', fungible: nf('alpha|beta'), events: [
    A('KXHIGHLON-30JUL', 'Highest temperature in London in July 2030', 'Climate and Weather', z('2030-07-31'), [['T33', 'Above 33°C', 'lon34'], ['T35', 'Above 35°C', 'lon36']], { rules: 'Maximum temperature recorded at Heathrow (Met Office) in July 2030, whole degrees.' }),
    B('Highest temperature in London in July 2030?', 'Weather', z('2030-07-31'), [['london-july-2030-34c-or-higher', '34°C or higher', 'lon34', { src: 'Met Office St James\'s Park' }], ['london-july-2030-36c-or-higher', '36°C or higher', 'lon36', { src: 'Met Office St James\'s Park' }]]),
  ] }, ['source']);
}
{ // Paris max temperature on July 14, 2030 (alpha, gamma) vs Madrid (beta): place negative.
  addCase('weather', { name: 'paris-jul14-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXHIGHPARIS-30JUL14', 'Highest temperature in Paris on Jul 14, 2030', 'Climate and Weather', z('2030-07-14', '22:00'), [['T29', 'Above 29°C', 'par30'], ['T34', 'Above 34°C', 'par35']],
      { rules: 'Maximum temperature at Paris-Montsouris (Météo-France) on July 14, 2030, as shown in the Météo-France daily climatological report.' }),
    G('Paris (Montsouris) max temp on 14 Jul 2030', z('2030-07-14', '22:00'), [['Above 29°C', 'par30'], ['Above 34°C', 'par35']]),
    B('Highest temperature in Madrid on July 14?', 'Weather', z('2030-07-14', '22:00'), [['madrid-high-jul-14-2030-35c-or-higher', '35°C or higher', 'mad35'], ['madrid-high-jul-14-2030-40c-or-higher', '40°C or higher', 'mad40']]),
  ] }, ['place']);
}
{ // Indian monsoon onset over Kerala by June 1, 2030 (IMD): alpha, gamma.
  addCase('weather', { name: 'monsoon-onset-2030', events: [
    A1('KXMONSOON-30JUN01', 'Monsoon onset over Kerala by Jun 1, 2030?', 'Climate and Weather', z('2030-06-01', '12:00'), 'Y', 'On or before Jun 1', 'monson'),
    G1('IMD declares southwest monsoon onset over Kerala on or before 1 June 2030?', z('2030-06-01', '12:00'), 'monson'),
  ] });
}
{ // All-India June–September monsoon rainfall above the long period average (beta) vs June-only rainfall (alpha): period negative.
  addCase('weather', { name: 'monsoon-rainfall-2030', groups: [['beta'], ['alpha']], events: [
    B1('India 2030 monsoon rainfall above normal (>104% of LPA)?', 'Weather', z('2030-09-30'), 'monlpa'),
    A1('KXMONSOONJUN-30JUN30', 'India June 2030 rainfall above the long period average?', 'Climate and Weather', z('2030-06-30'), 'Y', 'Above LPA', 'monjun'),
  ] }, ['measure']);
}
{ // Typhoon landfall in Japan by Aug 31, 2030 (beta, beta_us) vs in Taiwan (gamma): place negative.
  addCase('weather', { name: 'typhoon-japan-aug-2030', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B1('Typhoon makes landfall in Japan by August 31, 2030?', 'Weather', z('2030-08-31'), 'tyjp'),
    U1('typhoon-landfall-japan-by-august-31-2030', 'Typhoon landfall in Japan by Aug 31?', 'weather', z('2030-08-31'), 'tyjp'),
    G1('Typhoon landfall in Taiwan before September 2030?', z('2030-08-31'), 'tytw'),
  ] }, ['place']);
}
{ // July 2030 the warmest July on record globally: Copernicus ERA5 (alpha, gamma) vs NOAA (beta): different statistics.
  addCase('weather', { name: 'hottest-july-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXHOTJULY-30', 'Will July 2030 be the hottest July on record (Copernicus)?', 'Climate and Weather', z('2030-08-08', '10:00'), 'Y', 'Record', 'jul-c3s'),
    G1('Copernicus (C3S/ERA5): July 2030 warmest July ever recorded?', z('2030-08-08', '10:00'), 'jul-c3s'),
    B1('NOAA: July 2030 hottest July on record?', 'Weather', z('2030-08-14', '16:00'), 'jul-noaa'),
  ] }, ['source']);
}
{ // Tokyo daytime high reaches 40°C in summer 2030 — gamma only.
  addCase('weather', { name: 'tokyo-40c-2030', events: [G1('Tokyo (Otemachi) hits 40°C at any point in summer 2030?', z('2030-08-31', '15:00'), 'tk40')] });
}

// ───────────────────────────── US DISTRACTORS (same months) ─────────────────────────────

{ // FOMC July 31, 2030 (alpha, beta, beta_us).
  const close = z('2030-07-31', '18:00');
  addCase('us_distractor', { name: 'fomc-jul-2030', events: [
    A('KXFEDDECISION-30JUL', 'Fed decision in Jul 2030?', 'Economics', close, [['C25', 'Cut 25bps', 'fomc-c25'], ['H0', 'Hold', 'fomc-h0'], ['H25', 'Hike 25bps', 'fomc-h25']]),
    B('Fed decision in July?', 'Economy', close, [['fed-decreases-interest-rates-by-25-bps-after-july-2030-meeting', '25 bps decrease', 'fomc-c25'], ['no-change-in-fed-interest-rates-after-july-2030-meeting', 'No change', 'fomc-h0'], ['fed-increases-interest-rates-by-25-bps-after-july-2030-meeting', '25+ bps increase', 'fomc-h25p']]),
    U('fed-decision-july-2030', 'Fed Interest Rate Decision July 2030', 'economics', close, [['fed-july-2030-cut-25', 'Cut 25 bps', 'fomc-c25'], ['fed-july-2030-no-change', 'No change', 'fomc-h0']]),
  ] });
}
{ // US CPI June 2030 (BLS, July 11) — alpha, beta.
  addCase('us_distractor', { name: 'us-cpi-jun-2030', events: [
    A('KXCPIYOY-30JUN', 'CPI year-over-year in Jun 2030', 'Economics', z('2030-07-11', '12:30'), [['T2.6', 'Above 2.6%', 'uscpi27'], ['T2.9', 'Above 2.9%', 'uscpi30']]),
    B('US inflation June 2030 (YoY)?', 'Economy', z('2030-07-11', '12:30'), [['us-cpi-june-2030-2pt7-or-higher', '2.7% or higher', 'uscpi27'], ['us-cpi-june-2030-3pt0-or-higher', '3.0% or higher', 'uscpi30']]),
  ] });
}
{ // NBA Finals 2030 champion (alpha, beta) — June.
  const close = z('2030-06-21', '04:00');
  addCase('us_distractor', { name: 'nba-finals-2030', events: [
    A('KXNBA-30', '2030 NBA Champion', 'Sports', close, [['OKC', 'Oklahoma City', 'nba-okc'], ['SAS', 'San Antonio', 'nba-sas'], ['BOS', 'Boston', 'nba-bos']]),
    B('NBA Champion 2030', 'Sports', close, [['nba-2030-thunder', 'Thunder', 'nba-okc'], ['nba-2030-spurs', 'Spurs', 'nba-sas'], ['nba-2030-celtics', 'Celtics', 'nba-bos'], ['nba-2030-knicks', 'Knicks', 'nba-nyk']]),
  ] });
}
{ // Atlantic hurricane landfall in Florida by Aug 31, 2030 — alpha only.
  addCase('us_distractor', { name: 'fl-hurricane-aug-2030', events: [A1('KXHURFL-30AUG31', 'Hurricane landfall in Florida by Aug 31, 2030?', 'Climate and Weather', z('2030-08-31'), 'Y', 'Landfall', 'flhur')] });
}
{ // California governor primary (June 4, 2030): top-two — beta, gamma.
  addCase('us_distractor', { name: 'ca-gov-primary-2030', events: [
    B1('Will a Republican advance from the 2030 California governor primary?', 'Politics', z('2030-06-04', '23:59'), 'cagop'),
    G1('CA governor 2030 top-two primary: Republican makes the top two?', z('2030-06-04', '23:59'), 'cagop'),
  ] });
}
{ // S&P 500 close June 28 (alpha) — same day as FTSE case, different asset; single.
  addCase('us_distractor', { name: 'spx-jun28-2030', events: [A1('KXINX-30JUN28', 'S&P 500 close on Jun 28, 2030', 'Financials', z('2030-06-28', '20:00'), 'T7000', 'Above 7,000', 'spx7k')] }, ['asset']);
}
{ // July nonfarm payrolls (released Aug 2, 2030) — beta_us, alpha.
  addCase('us_distractor', { name: 'nfp-jul-2030', events: [
    A1('KXPAYROLLS-30AUG02', 'Jobs added in Jul 2030', 'Economics', z('2030-08-02', '12:30'), 'T100000', 'Above 100,000', 'nfp100'),
    U1('us-payrolls-july-2030-above-100k', 'July jobs report above 100K?', 'economics', z('2030-08-02', '12:30'), 'nfp100'),
  ] });
}

// ───────────────────────────── MORE: FOOTBALL, PRINTS, MARKETS, WEATHER, US ─────────────────────────────

addCase('sports', { name: 'wc-arg-par-opening', events: wcMatch('argpar', '2030-06-12', '23:00', '23:59', ARG, PAR, ['alpha', 'beta', 'gamma'], 'Centenary match') });
addCase('sports', { name: 'wc-por-jpn', events: wcMatch('porjpn', '2030-06-23', '19:00', '21:30', POR, JPN, ['alpha', 'gamma']) });
addCase('sports', { name: 'wc-mar-ned', events: wcMatch('marned', '2030-06-24', '20:00', '22:30', MAR, NED, ['beta', 'beta_us', 'gamma']) });
{ // A co-host (Spain, Portugal or Morocco) wins the 2030 World Cup — beta only.
  addCase('sports', { name: 'wc-host-wins', events: [B1('Will a host nation win the 2030 World Cup?', 'Sports', z('2030-07-21', '22:00'), 'hostwin', { mx: { rules: 'Host nations: Spain, Portugal, Morocco, Uruguay, Argentina, Paraguay.' } })] });
}
{ // Over 2.5 goals in the World Cup final (July 21, 2030), 90 minutes (alpha) vs including extra time (gamma): observation negative.
  addCase('sports', { name: 'wc-final-goals', groups: [['alpha'], ['gamma']], events: [
    A1('KXWCFINALGOALS-30JUL21', 'World Cup final: total goals', 'Sports', z('2030-07-21', '21:00'), 'T2.5', 'Over 2.5 goals', 'finalo25reg', { rules: `Counts goals in the July 21, 2030 final. ${REG}` }),
    G1('2030 World Cup final: 3+ goals (extra time included, penalties excluded)?', z('2030-07-21', '21:30'), 'finalo25et'),
  ] }, ['observation']);
}
{ // Riksbank June 2030 (alpha, beta), one source for every row.
  const close = z('2030-06-26', '07:30');
  const src = 'Sveriges Riksbank policy rate announcement';
  addCase('central_banks', { name: 'riksbank-jun-2030', events: [
    A('KXRIKSBANK-30JUN26', 'Riksbank policy rate decision, June 2030', 'Economics', close, w([['CUT', 'Cut 25bps', 'rix-cut'], ['HOLD', 'Hold', 'rix-hold']], { src })),
    B('Riksbank decision in June 2030?', 'Economy', close, w([['riksbank-cut-25-bps-june-2030', '25 bps decrease', 'rix-cut'], ['riksbank-no-change-june-2030', 'No change', 'rix-hold']], { src })),
  ] });
}
{ // UK retail sales June 2030 MoM — gamma only.
  addCase('economics', { name: 'uk-retail-jun-2030', events: [G1('UK retail sales volumes (June 2030) rise month-on-month?', z('2030-07-26', '06:00'), 'ukrs')] });
}
{ // Japan Q2 2030 preliminary GDP QoQ annualised (alpha, beta).
  addCase('economics', { name: 'japan-q2-gdp-2030', events: [
    A('KXJPGDP-30AUG15', 'Japan GDP Q2 2030 (annualised, preliminary)', 'Economics', z('2030-08-15', '23:50'), [['T0', 'Above 0.0%', 'jpg0'], ['T2', 'Above 2.0%', 'jpg2']]),
    B('Japan Q2 GDP growth (annualized)?', 'Economy', z('2030-08-15', '23:50'), [['japan-q2-2030-gdp-positive', 'Positive', 'jpg0'], ['japan-q2-2030-gdp-above-2', 'Above 2%', 'jpg2']]),
  ] });
}
{ // Euro area Q2 2030 preliminary flash GDP QoQ (alpha, beta) vs Germany Q2 GDP (gamma): place negative.
  addCase('economics', { name: 'ez-q2-gdp-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXEZGDP-30JUL30', 'Euro area GDP, Q2 2030 preliminary flash (QoQ)', 'Economics', z('2030-07-30', '09:00'), 'T0.2', 'Above 0.2%', 'ezg03'),
    B1('Eurozone Q2 2030 GDP growth 0.3% or more (flash)?', 'Economy', z('2030-07-30', '09:00'), 'ezg03'),
    G1('Germany Q2 2030 GDP (Destatis flash) ≥ 0.3% QoQ?', z('2030-07-30', '08:00'), 'deg03'),
  ] }, ['place']);
}
{ // China CPI July 2030 below zero YoY (beta) vs "positive" (gamma): inverted YES sides on one print.
  addCase('economics', { name: 'china-cpi-jul-2030', events: [
    B1('China CPI negative YoY in July 2030?', 'Economy', z('2030-08-09', '01:30'), 'cncpineg', { mx: { rules: 'Yes if NBS reports July 2030 CPI YoY below 0.0%. A reading of 0.0% resolves No.' } }),
    G1('China July 2030 CPI YoY at or above 0.0%?', z('2030-08-09', '01:30'), 'cncpinonneg'),
  ] }, ['inverted']);
}
{ // CAC 40 above 8,000 at the close on June 28, 2030 (beta_us, gamma).
  addCase('markets', { name: 'cac-jun28-2030', events: [
    U1('cac-40-above-8000-june-28-2030', 'CAC 40 above 8,000 on June 28?', 'finance', z('2030-06-28', '15:35'), 'cac8k'),
    G1('CAC 40 closes above 8000 on 28/06/2030?', z('2030-06-28', '15:35'), 'cac8k'),
  ] });
}
{ // LME copper 3-month above $11,000 on July 31 (alpha) vs COMEX copper (beta): one observation, different sources.
  addCase('commodities', { name: 'copper-jul31-2030', fungible: nf('alpha|beta'), events: [
    A1('KXCOPPER-30JUL31', 'Copper price on Jul 31, 2030', 'Financials', z('2030-07-31', '17:00'), 'T11000', 'Above $11,000/t', 'cu11k', { rules: 'LME copper 3-month official closing price, USD per tonne, July 31, 2030.' }),
    B1('Copper above $11,000/ton on July 31, 2030?', 'Finance', z('2030-07-31', '17:00'), 'cu11k', { mx: { src: 'COMEX HG front-month settle converted to USD/t' } }),
  ] }, ['source']);
}
{ // Dutch TTF front-month gas above €40/MWh on Aug 29, 2030 (alpha, gamma).
  addCase('commodities', { name: 'ttf-aug-2030', events: [
    A1('KXTTF-30AUG29', 'Dutch TTF natural gas settle on Aug 29, 2030', 'Financials', z('2030-08-29', '16:30'), 'T40', 'Above €40/MWh', 'ttf40'),
    G1('TTF front-month (ICE Endex) settles above €40/MWh on 29 Aug 2030?', z('2030-08-29', '16:30'), 'ttf40'),
  ] });
}
{ // Hong Kong Observatory hoists Signal No. 8 or higher in July 2030 (beta, gamma) vs Signal No. 10 (alpha): threshold negative.
  addCase('weather', { name: 'hk-signal8-jul-2030', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Hong Kong T8 typhoon signal in July 2030?', 'Weather', z('2030-07-31', '15:59'), 'hkt8'),
    G1('HKO issues Tropical Cyclone Signal No. 8 (or higher) in July 2030?', z('2030-07-31', '15:59'), 'hkt8'),
    A1('KXHKT10-30JUL31', 'Hurricane Signal No. 10 in Hong Kong in July 2030?', 'Climate and Weather', z('2030-07-31', '15:59'), 'T10', 'Signal 10', 'hkt10'),
  ] }, ['threshold']);
}
{ // Seville reaches 46°C in summer 2030 (AEMET) — alpha only.
  addCase('weather', { name: 'seville-46c-2030', events: [A1('KXHIGHSEVILLE-30AUG31', 'Will Seville hit 46°C in summer 2030?', 'Climate and Weather', z('2030-08-31'), 'T46', '46°C or higher', 'sev46')] });
}
{ // Stanley Cup 2030 (alpha, beta).
  const close = z('2030-06-20', '04:00');
  addCase('us_distractor', { name: 'stanley-cup-2030', events: [
    A('KXNHL-30', '2030 Stanley Cup Champion', 'Sports', close, [['FLA', 'Florida', 'nhl-fla'], ['EDM', 'Edmonton', 'nhl-edm'], ['COL', 'Colorado', 'nhl-col']]),
    B('Stanley Cup Champion 2030', 'Sports', close, [['nhl-2030-panthers', 'Florida Panthers', 'nhl-fla'], ['nhl-2030-oilers', 'Edmonton Oilers', 'nhl-edm'], ['nhl-2030-avalanche', 'Colorado Avalanche', 'nhl-col']]),
  ] });
}
{ // MLB All-Star Game 2030: American League wins — gamma only.
  addCase('us_distractor', { name: 'mlb-asg-2030', events: [G1('2030 MLB All-Star Game: American League wins?', z('2030-07-17', '04:00'), 'asgal')] });
}
{ // US heat: Phoenix 120°F in July 2030 (beta) — single.
  addCase('us_distractor', { name: 'phoenix-120f-2030', events: [B1('Will Phoenix hit 120°F in July 2030?', 'Weather', z('2030-07-31', '23:59'), 'phx120')] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout29-set.json', import.meta.url));
