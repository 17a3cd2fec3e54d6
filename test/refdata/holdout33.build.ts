// Thirty-third independent refdata holdout: writes test/refdata/holdout33-set.json (the catalog's long tail during 2031:
// national elections abroad, leaders leaving office, party leaderships and referendums; US politics (Supreme Court
// rulings, cabinet departures, bills, approval ratings from named pollsters, the 2032 primary field); geopolitics
// (ceasefires, summits, sanctions, visits); tech and AI (model launches, product releases, app-store rankings); space
// (launches, landings); science and health (WHO declarations, case counts); weather and climate (named storms, records at
// named stations, sea ice); culture (awards, Eurovision 2031, Time Person of the Year, most-streamed) and odd markets
// (celebrity, the 2031 Nobel prizes)).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout33.build.ts`.
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
// Set-specific readings (applying the rules above): a first round and the final result (a runoff, a ballotage) are
// different rounds; "most seats" and "a majority", and votes and seats, are different measures; a party leadership and a
// head-of-government office (LDP president vs Prime Minister, Labour leader vs Prime Minister, General Secretary vs state
// President, Speaker vs Majority Leader) are different offices. "Announces" and "releases", "passes the Senate" and
// "becomes law", "signs an accession treaty" and "becomes a member", "holds a referendum" and "declares independence",
// "launches to Mars" and "lands on Mars", a new PHEIC and a "pandemic emergency" are different observations. A single
// pollster (Reuters/Ipsos) and a poll average (RealClearPolitics) are different statistics, as are LMArena and the
// Artificial Analysis index. A Swiss vote passing (people and cantons) and its popular Yes share are different counting
// rules. The Atlantic D-storm and "the 4th named storm" are one observation. Global-temperature datasets (NASA, NOAA,
// Copernicus) ranking one year, and SteamDB vs Valve's own stats page for one peak, are one observation from different
// sources (fungible false). A forecast (NOAA's May outlook) and the season's count are different estimates. The Oscars
// and the Golden Globes, Album and Record of the Year, the men's and women's contests are different events ('entity').
// Ids: beta event ids 410001+, gamma ids 35001+, alpha tickers dated 2031; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, holdoutKit } from './evalset.emit.ts';

type Cat = 'world_elections' | 'us_politics' | 'geopolitics' | 'tech' | 'space' | 'health' | 'weather' | 'culture' | 'odd';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'threshold' | 'measure' | 'place' | 'entity' | 'observation' | 'round' | 'estimate';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(410000, 35000);

const NWS_NYC = 'National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC';
const NHC = 'National Hurricane Center https://www.nhc.noaa.gov';
const NSIDC = 'NSIDC Sea Ice Index https://nsidc.org/arcticseaicenews/';
const CDC_MEASLES = 'CDC https://www.cdc.gov/measles/data-research/index.html';
const WHO_IHR = 'World Health Organization https://www.who.int/news-room';
const GISTEMP = 'NASA GISS https://data.giss.nasa.gov/gistemp/';
const LMARENA = 'https://lmarena.ai/leaderboard/text';
const FEDREG = 'Federal Register https://www.federalregister.gov/presidential-documents/executive-orders';
const NOBEL = 'https://www.nobelprize.org';

// ───────────────────────────── WORLD ELECTIONS, LEADERS, REFERENDUMS ─────────────────────────────

{ // Scottish Parliament election, 1 May 2031: party with most seats (alpha, beta, gamma); beta's Greens and gamma's Other unmatched.
  const close = z('2031-05-02', '12:00');
  addCase('world_elections', { name: 'holyrood-2031-most-seats', events: [
    A('KXSCOTPARL-31MAY01', 'Scottish Parliament election: most seats', 'Elections', close, [['SNP', 'SNP', 'hol-snp'], ['LAB', 'Labour', 'hol-lab'], ['REF', 'Reform UK', 'hol-ref'], ['CON', 'Conservative', 'hol-con']]),
    B('Scottish Parliament Election 2031: Most Seats', 'Politics', close, [['holyrood-2031-most-seats-snp', 'SNP', 'hol-snp'], ['holyrood-2031-most-seats-labour', 'Scottish Labour', 'hol-lab'],
      ['holyrood-2031-most-seats-reform', 'Reform UK', 'hol-ref'], ['holyrood-2031-most-seats-conservatives', 'Scottish Conservatives', 'hol-con'], ['holyrood-2031-most-seats-greens', 'Scottish Greens', 'hol-grn']]),
    G('Holyrood election (1 May 2031) – largest party', close, [['Scottish National Party', 'hol-snp'], ['Labour', 'hol-lab'], ['Reform UK', 'hol-ref'], ['Other', 'hol-oth']],
      { rules: 'Party winning the most seats (constituency plus regional list) in the 2031 Scottish Parliament election.' }),
  ] });
}
{ // SNP majority (65 of 129 seats) at Holyrood 2031 (beta, gamma) vs alpha "SNP 60 seats or more": threshold negative.
  const close = z('2031-05-02', '12:00');
  addCase('world_elections', { name: 'snp-majority-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will the SNP win a majority at Holyrood in 2031?', 'Politics', close, 'snp-maj'),
    G1('SNP wins 65 or more seats in the 2031 Scottish Parliament election?', close, 'snp-maj'),
    A1('KXSNPSEATS-31MAY01', 'SNP seats in the 2031 Scottish Parliament election', 'Elections', close, 'T59', '60 or more seats', 'snp-60'),
  ] }, ['threshold']);
}
{ // Peru 2031: next president (alpha, beta; decided in the June runoff) vs gamma's first-round leader: round negative.
  addCase('world_elections', { name: 'peru-president-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPERUPRES-31', 'Next President of Peru', 'Elections', z('2031-06-09', '05:00'), [['KF', 'Keiko Fujimori', 'pe-kf'], ['RLA', 'Rafael López Aliaga', 'pe-rla'], ['CA', 'Carlos Álvarez', 'pe-ca']]),
    B('Peru Presidential Election 2031', 'Politics', z('2031-06-09', '05:00'), [['peru-2031-keiko-fujimori', 'Keiko Fujimori', 'pe-kf'], ['peru-2031-lopez-aliaga', 'López Aliaga', 'pe-rla'],
      ['peru-2031-carlos-alvarez', 'Carlos Álvarez', 'pe-ca'], ['peru-2031-other', 'Other', 'pe-oth']]),
    G('Peru general election 13 April 2031: first-round leader', z('2031-04-14', '05:00'), [['Fujimori', 'pe1-kf'], ['López Aliaga', 'pe1-rla'], ['Álvarez', 'pe1-ca']],
      { rules: 'Candidate with the most valid votes in the first round per ONPE at 100% counted.' }),
  ] }, ['round']);
}
{ // Portugal presidential election, 19 Jan 2031: runoff needed (beta, gamma) vs alpha "decided in the first round": inverted.
  const close = z('2031-01-20', '12:00');
  addCase('world_elections', { name: 'portugal-runoff-2031', events: [
    B1("Will Portugal's 2031 presidential election go to a second round?", 'Politics', close, 'pt-runoff'),
    G1('Portuguese presidential election 2031: runoff required?', close, 'pt-runoff'),
    A1('KXPTPRES-31JAN19', 'Portugal presidential election decided in the first round?', 'Elections', close, 'R1', 'A candidate wins over 50% in round one', 'pt-r1'),
  ] }, ['inverted']);
}
{ // Japan House of Councillors election, July 2031: LDP seat buckets (alpha, beta) vs gamma "LDP 63+ seats": threshold.
  const close = z('2031-07-21', '06:00');
  addCase('world_elections', { name: 'japan-upper-house-ldp-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXJPHOC-31JUL20', 'LDP seats won, 2031 House of Councillors election', 'Elections', close, [['B49', 'Fewer than 50', 'ldp-u50'], ['B55', '50 to 59', 'ldp-50'], ['B65', '60 to 69', 'ldp-60'], ['T69', '70 or more', 'ldp-70']]),
    B('How many seats will the LDP win in the 2031 Japanese upper house election?', 'Politics', close, [['ldp-upper-house-2031-under-50', '<50', 'ldp-u50'], ['ldp-upper-house-2031-50-59', '50–59', 'ldp-50'],
      ['ldp-upper-house-2031-60-69', '60–69', 'ldp-60'], ['ldp-upper-house-2031-70-plus', '70+', 'ldp-70']]),
    G1('LDP wins at least 63 seats in the July 2031 Upper House election?', close, 'ldp-63'),
  ] }, ['threshold']);
}
{ // Japanese PM leaves office in 2031 (beta; alpha "before 2032") vs gamma "by 30 June 2031": deadline.
  addCase('world_elections', { name: 'japan-pm-out-2031', groups: [['beta', 'alpha'], ['gamma']], events: [
    B1('Japanese Prime Minister out in 2031?', 'Politics', z('2031-12-31'), 'jppm-31'),
    A1('KXJPPMOUT-31', 'Will the Prime Minister of Japan leave office before 2032?', 'Politics', z('2031-12-31'), 'Y', 'Before Jan 1, 2032', 'jppm-31'),
    G1('Japan PM leaves office by 30 June 2031?', z('2031-06-30'), 'jppm-h1'),
  ] }, ['deadline']);
}
{ // Next LDP president (beta, gamma) vs alpha's next Prime Minister of Japan: office negative.
  const close = z('2031-12-31');
  addCase('world_elections', { name: 'next-ldp-president-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Next LDP President', 'Politics', close, [['next-ldp-president-koizumi', 'Shinjiro Koizumi', 'ldp-sk'], ['next-ldp-president-hayashi', 'Yoshimasa Hayashi', 'ldp-yh'],
      ['next-ldp-president-kobayashi', 'Takayuki Kobayashi', 'ldp-tk'], ['next-ldp-president-motegi', 'Toshimitsu Motegi', 'ldp-tm']]),
    G('Next LDP leader', close, [['Koizumi', 'ldp-sk'], ['Hayashi', 'ldp-yh'], ['Kobayashi', 'ldp-tk'], ['Motegi', 'ldp-tm']]),
    A('KXNEXTJPPM-31', 'Next Prime Minister of Japan', 'Politics', close, [['KOIZUMI', 'Shinjiro Koizumi', 'jppm-sk'], ['HAYASHI', 'Yoshimasa Hayashi', 'jppm-yh'], ['KOBAYASHI', 'Takayuki Kobayashi', 'jppm-tk']]),
  ] }, ['office']);
}
{ // Next Labour Party leader (beta, gamma; gamma adds Miliband) vs alpha's next UK Prime Minister: office negative.
  const close = z('2031-12-31');
  addCase('world_elections', { name: 'next-labour-leader-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Next Labour Party leader', 'Politics', close, [['next-labour-leader-streeting', 'Wes Streeting', 'lab-ws'], ['next-labour-leader-burnham', 'Andy Burnham', 'lab-ab'],
      ['next-labour-leader-mahmood', 'Shabana Mahmood', 'lab-sm'], ['next-labour-leader-rayner', 'Angela Rayner', 'lab-ar']]),
    G('Who will be the next leader of UK Labour?', close, [['Streeting', 'lab-ws'], ['Burnham', 'lab-ab'], ['Mahmood', 'lab-sm'], ['Rayner', 'lab-ar'], ['Ed Miliband', 'lab-em']]),
    A('KXNEXTUKPM-31', 'Next UK Prime Minister', 'Politics', close, [['STREETING', 'Wes Streeting', 'ukpm-ws'], ['BURNHAM', 'Andy Burnham', 'ukpm-ab'], ['BADENOCH', 'Kemi Badenoch', 'ukpm-kb'], ['FARAGE', 'Nigel Farage', 'ukpm-nf']]),
  ] }, ['office']);
}
{ // Australian federal election 2031: party to form government (alpha, beta, beta_us).
  const close = z('2031-12-31');
  addCase('world_elections', { name: 'australia-federal-2031', events: [
    A('KXAUSELECT-31', 'Australian federal election: party to form government', 'Elections', close, [['ALP', 'Labor', 'au-alp'], ['COAL', 'Coalition', 'au-coal']]),
    B('Australia Federal Election 2031: Who will form government?', 'Politics', close, [['australia-2031-government-labor', 'Labor', 'au-alp'], ['australia-2031-government-coalition', 'Liberal/National Coalition', 'au-coal']]),
    U('australia-federal-election-2031', 'Australia federal election 2031', 'Politics', close, [['australia-federal-election-2031-labor', 'Labor', 'au-alp'], ['australia-federal-election-2031-coalition', 'Coalition', 'au-coal']]),
  ] });
}
{ // Finnish parliamentary election, 20 Apr 2031: party with most seats (alpha, gamma; gamma adds the Left Alliance).
  const close = z('2031-04-21', '12:00');
  addCase('world_elections', { name: 'finland-eduskunta-2031', events: [
    A('KXFINPARL-31APR20', 'Finland parliamentary election: most seats', 'Elections', close, [['SDP', 'SDP', 'fi-sdp'], ['KOK', 'National Coalition', 'fi-kok'], ['PS', 'Finns Party', 'fi-ps'], ['KESK', 'Centre', 'fi-kesk']]),
    G('Finland 2031 Eduskunta election – party with most seats', close, [['Social Democratic Party (SDP)', 'fi-sdp'], ['National Coalition Party (Kokoomus)', 'fi-kok'],
      ['Finns Party (Perussuomalaiset)', 'fi-ps'], ['Centre Party (Keskusta)', 'fi-kesk'], ['Left Alliance', 'fi-vas']]),
  ] });
}
{ // Polish parliamentary election 2031: most votes (alpha) vs most Sejm seats (beta, beta_us): measure negative.
  const close = z('2031-11-15');
  addCase('world_elections', { name: 'poland-sejm-2031', groups: [['alpha'], ['beta', 'beta_us']], events: [
    A('KXPLSEJM-31', 'Polish parliamentary election: most votes', 'Elections', close, [['PIS', 'PiS', 'pl-v-pis'], ['KO', 'Civic Coalition', 'pl-v-ko'], ['KONF', 'Confederation', 'pl-v-konf']]),
    B('Poland Parliamentary Election 2031: Most Seats in the Sejm', 'Politics', close, [['poland-2031-sejm-pis', 'Law and Justice (PiS)', 'pl-s-pis'], ['poland-2031-sejm-ko', 'Civic Coalition (KO)', 'pl-s-ko'],
      ['poland-2031-sejm-konfederacja', 'Konfederacja', 'pl-s-konf']]),
    U('poland-sejm-election-2031', 'Which party wins the most Sejm seats in 2031?', 'Politics', close, [['poland-sejm-election-2031-pis', 'PiS', 'pl-s-pis'], ['poland-sejm-election-2031-ko', 'KO', 'pl-s-ko']]),
  ] }, ['measure']);
}
{ // Swiss National Council election, 19 Oct 2031: SVP vote share thresholds (alpha) and gamma's "more than 28%".
  const close = z('2031-10-20', '12:00');
  addCase('world_elections', { name: 'swiss-svp-share-2031', events: [
    A('KXSVPSHARE-31OCT19', 'SVP vote share, 2031 Swiss National Council election', 'Elections', close, [['T27', 'Above 27%', 'svp-27'], ['T28', 'Above 28%', 'svp-28'], ['T29', 'Above 29%', 'svp-29']]),
    G1('SVP/UDC wins more than 28% in the 19 Oct 2031 National Council election?', close, 'svp-28', { rules: 'Per the Federal Statistical Office final party-strength figure.' }),
  ] });
}
{ // Nigeria presidential election, Feb 2031: winning party (alpha full names, beta abbreviations).
  const close = z('2031-02-20');
  addCase('world_elections', { name: 'nigeria-president-party-2031', events: [
    A('KXNGPRES-31FEB15', 'Nigeria presidential election: winning party', 'Elections', close, [['APC', 'All Progressives Congress', 'ng-apc'], ['PDP', 'Peoples Democratic Party', 'ng-pdp'],
      ['LP', 'Labour Party', 'ng-lp'], ['ADC', 'African Democratic Congress', 'ng-adc']]),
    B('Nigeria Presidential Election 2031: Winning Party', 'Politics', close, [['nigeria-2031-apc', 'APC', 'ng-apc'], ['nigeria-2031-pdp', 'PDP', 'ng-pdp'], ['nigeria-2031-lp', 'LP', 'ng-lp'], ['nigeria-2031-adc', 'ADC', 'ng-adc']]),
  ] });
}
{ // Argentina 2031: La Libertad Avanza wins the presidency (alpha row, beta, beta_us).
  const close = z('2031-11-24', '03:00');
  addCase('world_elections', { name: 'argentina-lla-2031', events: [
    A('KXARGPRES-31', 'Argentina presidential election: winning coalition', 'Elections', close, [['LLA', 'La Libertad Avanza', 'ar-lla'], ['PJ', 'Peronist coalition', 'ar-pj'], ['PRO', 'PRO', 'ar-pro']]),
    B1('Will La Libertad Avanza win the 2031 Argentine presidential election?', 'Politics', close, 'ar-lla'),
    U1('argentina-presidential-election-2031-lla', 'Argentina 2031: LLA wins the presidency?', 'Politics', close, 'ar-lla'),
  ] });
}
{ // West Bengal 2031: TMC majority (beta) vs party with most seats (alpha, gamma): threshold negative.
  const close = z('2031-05-15');
  addCase('world_elections', { name: 'west-bengal-2031', groups: [['beta'], ['alpha', 'gamma']], events: [
    B1('Will TMC win a majority in the 2031 West Bengal election?', 'Politics', close, 'wb-tmc-maj'),
    A('KXWBASSEMBLY-31', 'West Bengal assembly election: most seats', 'Elections', close, [['AITC', 'Trinamool Congress', 'wb-tmc'], ['BJP', 'BJP', 'wb-bjp']]),
    G('West Bengal 2031 – party winning most seats', close, [['AITC (TMC)', 'wb-tmc'], ['BJP', 'wb-bjp'], ['Left Front', 'wb-left']]),
  ] }, ['threshold']);
}
{ // Tamil Nadu assembly election 2031: party with most seats (alpha, beta).
  const close = z('2031-05-15');
  addCase('world_elections', { name: 'tamil-nadu-2031', events: [
    A('KXTNASSEMBLY-31', 'Tamil Nadu assembly election: most seats', 'Elections', close, [['DMK', 'DMK', 'tn-dmk'], ['AIADMK', 'AIADMK', 'tn-aiadmk'], ['TVK', 'TVK', 'tn-tvk']]),
    B('Tamil Nadu Election 2031: Party with Most Seats', 'Politics', close, [['tamil-nadu-2031-dmk', 'DMK', 'tn-dmk'], ['tamil-nadu-2031-aiadmk', 'AIADMK', 'tn-aiadmk'], ['tamil-nadu-2031-tvk', 'TVK (Vijay)', 'tn-tvk']]),
  ] });
}
{ // Russian State Duma election, Sept 2031: United Russia list share — alpha only.
  addCase('world_elections', { name: 'duma-ur-share-2031', events: [
    A('KXDUMA-31SEP21', 'United Russia party-list vote share, 2031 State Duma election', 'Elections', z('2031-09-23'), [['T50', 'Above 50%', 'ur-50'], ['T55', 'Above 55%', 'ur-55']]),
  ] });
}
{ // Uganda 2031: Museveni wins — beta only.
  addCase('world_elections', { name: 'uganda-museveni-2031', events: [B1('Will Yoweri Museveni win the 2031 Ugandan presidential election?', 'Politics', z('2031-01-25'), 'ug-m7')] });
}
{ // Swiss vote on the EU package, 21 Sep 2031: approved by people and cantons (beta, gamma) vs alpha's popular Yes share: counting rule.
  const close = z('2031-09-22', '12:00');
  addCase('world_elections', { name: 'swiss-eu-package-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will Swiss voters approve the EU package on September 21, 2031?', 'Politics', close, 'ch-eu-pass', { mx: { rules: 'Resolves Yes if the proposal is accepted by a majority of voters and of the cantons per the Federal Chancellery.' } }),
    G1('Swiss EU treaty package accepted in the 21 Sep 2031 referendum?', close, 'ch-eu-pass', { rules: 'Yes if accepted (popular and cantonal majority), official federal result.' }),
    A1('KXSWISSEU-31SEP21', 'Swiss EU package referendum: Yes share', 'Elections', close, 'T50', 'Above 50%', 'ch-eu-yes50'),
  ] }, ['measure']);
}
{ // Scottish independence referendum held before 2032 (beta, gamma) vs alpha "announced by Dec 31, 2031": observation.
  const close = z('2031-12-31');
  addCase('world_elections', { name: 'indyref-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Scottish independence referendum held before 2032?', 'Politics', close, 'indyref-held'),
    G1('Will Scotland hold an independence referendum in 2031?', close, 'indyref-held'),
    A1('KXINDYREF-31', 'Scottish independence referendum date announced by Dec 31, 2031?', 'Politics', close, 'ANN', 'Announced', 'indyref-ann'),
  ] }, ['observation']);
}
{ // Estonia Riigikogu election, 2 Mar 2031: most seats (alpha, beta).
  const close = z('2031-03-03', '12:00');
  addCase('world_elections', { name: 'estonia-riigikogu-2031', events: [
    A('KXEEPARL-31MAR02', 'Estonia parliamentary election: most seats', 'Elections', close, [['REF', 'Reform', 'ee-ref'], ['ISA', 'Isamaa', 'ee-isa'], ['EKRE', 'EKRE', 'ee-ekre'], ['KESK', 'Centre', 'ee-kesk']]),
    B('Estonian Parliamentary Election 2031: Most Seats', 'Politics', close, [['estonia-2031-reform', 'Reform Party', 'ee-ref'], ['estonia-2031-isamaa', 'Isamaa', 'ee-isa'],
      ['estonia-2031-ekre', 'EKRE', 'ee-ekre'], ['estonia-2031-centre', 'Centre Party', 'ee-kesk']]),
  ] });
}
{ // Putin out as President of Russia in 2031 (alpha "before 2032", beta_us).
  addCase('world_elections', { name: 'putin-out-2031', events: [
    A1('KXPUTINOUT-31', 'Putin out as President of Russia before 2032?', 'Politics', z('2031-12-31'), 'OUT', 'Out', 'putin-out'),
    U1('putin-out-as-president-in-2031', 'Putin out as president in 2031?', 'Politics', z('2031-12-31'), 'putin-out'),
  ] });
}
{ // Xi Jinping out as CCP General Secretary in 2031 (beta, gamma) vs alpha "out as PRC President": office negative.
  const close = z('2031-12-31');
  addCase('world_elections', { name: 'xi-out-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Xi Jinping out as General Secretary in 2031?', 'Politics', close, 'xi-gs'),
    G1('Xi Jinping no longer CCP General Secretary by 31 Dec 2031?', close, 'xi-gs'),
    A1('KXXIOUT-31', 'Xi Jinping out as President of the PRC before 2032?', 'Politics', close, 'PRES', 'Out as state President', 'xi-pres'),
  ] }, ['office']);
}

// ───────────────────────────── US POLITICS ─────────────────────────────

{ // Speaker elected when the 122nd Congress convenes, 3 Jan 2031 (alpha, beta; beta adds Aguilar) vs gamma's Majority Leader: office.
  const close = z('2031-01-10');
  addCase('us_politics', { name: 'speaker-122nd-congress', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSPEAKER-31JAN03', 'Speaker of the House elected in January 2031', 'Politics', close, [['JEFFRIES', 'Hakeem Jeffries', 'spk-hj'], ['JOHNSON', 'Mike Johnson', 'spk-mj'], ['SCALISE', 'Steve Scalise', 'spk-ss']]),
    B('Who will be elected Speaker when the 122nd Congress convenes?', 'Politics', close, [['speaker-122nd-congress-jeffries', 'Hakeem Jeffries', 'spk-hj'], ['speaker-122nd-congress-johnson', 'Mike Johnson', 'spk-mj'],
      ['speaker-122nd-congress-scalise', 'Steve Scalise', 'spk-ss'], ['speaker-122nd-congress-aguilar', 'Pete Aguilar', 'spk-pa']]),
    G('House Majority Leader in the 122nd Congress', close, [['Steve Scalise', 'hml-ss'], ['Katherine Clark', 'hml-kc'], ['Pete Aguilar', 'hml-pa']]),
  ] }, ['office']);
}
{ // Kentucky governor, 4 Nov 2031: winning party (alpha, beta) and gamma's "Republican wins".
  const close = z('2031-11-05', '12:00');
  addCase('us_politics', { name: 'kentucky-governor-2031', events: [
    A('KXGOVKY-31NOV04', 'Kentucky governor race: winning party', 'Elections', close, [['D', 'Democratic', 'ky-d'], ['R', 'Republican', 'ky-r']]),
    B('Kentucky Governor Election 2031', 'Politics', close, [['kentucky-governor-2031-democrat', 'Democrat', 'ky-d'], ['kentucky-governor-2031-republican', 'Republican', 'ky-r']]),
    G1('Republican wins 2031 Kentucky gubernatorial election?', close, 'ky-r'),
  ] });
}
{ // Mississippi governor 2031: Democrat wins (beta; alpha party rows) vs beta_us Louisiana governor: place negative.
  const close = z('2031-11-20');
  addCase('us_politics', { name: 'mississippi-governor-2031', groups: [['beta', 'alpha'], ['beta_us']], events: [
    B1('Will a Democrat win the 2031 Mississippi governor race?', 'Politics', close, 'ms-d'),
    A('KXGOVMS-31NOV04', 'Mississippi governor race: winning party', 'Elections', close, [['D', 'Democratic', 'ms-d'], ['R', 'Republican', 'ms-r']]),
    U1('louisiana-governor-2031-democrat-wins', 'Louisiana governor 2031: Democrat wins?', 'Politics', close, 'la-d'),
  ] }, ['place']);
}
{ // Presidential approval in the last Reuters/Ipsos poll of June 2031 (alpha, beta) vs gamma's RCP average on June 30: measure.
  const close = z('2031-07-01', '14:00');
  addCase('us_politics', { name: 'approval-reuters-ipsos-jun-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXAPPROVEIPSOS-31JUN', 'Presidential approval, last Reuters/Ipsos poll of June 2031', 'Politics', close, [['B39', 'Below 40%', 'ri-u40'], ['B42', '40% to 44%', 'ri-40'], ['T44', '45% or higher', 'ri-45']],
      { sources: ['Reuters/Ipsos https://www.ipsos.com/en-us/news-polls/reuters-ipsos-core-political'] }),
    B('Presidential approval in the final Reuters/Ipsos poll of June 2031?', 'Politics', close, w([['reuters-ipsos-approval-june-2031-under-40', '<40%', 'ri-u40'], ['reuters-ipsos-approval-june-2031-40-44', '40–44%', 'ri-40'],
      ['reuters-ipsos-approval-june-2031-45-plus', '45%+', 'ri-45']], { src: 'https://www.ipsos.com/en-us/news-polls/reuters-ipsos-core-political' })),
    G("President's approval, RealClearPolitics average on 30 June 2031", close, [['Under 40%', 'rcp-u40'], ['40.0–44.9%', 'rcp-40'], ['45% or higher', 'rcp-45']]),
  ] }, ['measure']);
}
{ // Silver Bulletin presidential approval on Sep 30, 2031: alpha thresholds and beta thresholds (42 and 44 shared).
  const close = z('2031-09-30', '23:00');
  addCase('us_politics', { name: 'approval-silver-bulletin-sep-2031', events: [
    A('KXAPPROVESB-31SEP30', 'Presidential approval on Sep 30, 2031 (Silver Bulletin)', 'Politics', close, [['T42.0', 'Above 42.0%', 'sb-42'], ['T44.0', 'Above 44.0%', 'sb-44']],
      { sources: ['Silver Bulletin https://www.natesilver.net/p/trump-approval-rating'] }),
    B('Presidential approval rating on September 30? (Silver Bulletin)', 'Politics', close, w([['silver-bulletin-approval-sep-30-2031-above-42', 'Above 42%', 'sb-42'],
      ['silver-bulletin-approval-sep-30-2031-above-43', 'Above 43%', 'sb-43'], ['silver-bulletin-approval-sep-30-2031-above-44', 'Above 44%', 'sb-44']], { src: 'https://www.natesilver.net' })),
  ] });
}
{ // Economist/YouGov net approval — beta only.
  addCase('us_politics', { name: 'yougov-net-approval-nov-2031', events: [B1("President's net approval above -10 in the Economist/YouGov poll released November 4, 2031?", 'Politics', z('2031-11-05'), 'yg-net')] });
}
{ // SCOTUS, Harlan v. United States: petitioner wins (beta, alpha) vs gamma "decided 6–3": measure negative.
  const close = z('2031-07-03');
  addCase('us_politics', { name: 'scotus-harlan-2031', groups: [['beta', 'alpha'], ['gamma']], events: [
    B1('Will SCOTUS rule in favor of Harlan in Harlan v. United States?', 'Politics', close, 'harlan-pet'),
    A1('KXSCOTUSHARLAN-31', 'Harlan v. United States: Supreme Court rules for the petitioner?', 'Politics', close, 'PET', 'Petitioner wins', 'harlan-pet'),
    G1('Harlan v. United States decided 6–3?', close, 'harlan-63'),
  ] }, ['measure']);
}
{ // Supreme Court vacancy in 2031 (beta, beta_us) vs alpha "justice announces retirement" by name: observation.
  const close = z('2031-12-31');
  addCase('us_politics', { name: 'scotus-vacancy-2031', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B1('Supreme Court vacancy in 2031?', 'Politics', close, 'scotus-vac'),
    U1('supreme-court-vacancy-2031', 'Will there be a Supreme Court vacancy in 2031?', 'Politics', close, 'scotus-vac'),
    A('KXSCOTUSRETIRE-31', 'Supreme Court justice announces retirement in 2031', 'Politics', close, [['THOMAS', 'Clarence Thomas', 'ret-ct'], ['ALITO', 'Samuel Alito', 'ret-sa']]),
  ] }, ['observation']);
}
{ // Secretary of State out by June 30, 2031 (beta; alpha "before Jul 1") vs gamma "in 2031": deadline.
  addCase('us_politics', { name: 'secstate-out-h1-2031', groups: [['beta', 'alpha'], ['gamma']], events: [
    B1('Secretary of State out by June 30, 2031?', 'Politics', z('2031-06-30'), 'sos-h1'),
    A1('KXSOSOUT-31JUN30', 'Will the Secretary of State leave office before Jul 1, 2031?', 'Politics', z('2031-06-30'), 'BEFJUL', 'Before Jul 1', 'sos-h1'),
    G1('US Secretary of State leaves office in 2031?', z('2031-12-31'), 'sos-31'),
  ] }, ['deadline']);
}
{ // Attorney General out in 2031 (alpha, beta) vs gamma's Deputy Attorney General: office.
  const close = z('2031-12-31');
  addCase('us_politics', { name: 'ag-out-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXAGOUT-31', 'Attorney General out before 2032?', 'Politics', close, 'OUT', 'Out', 'ag-out'),
    B1('Attorney General out in 2031?', 'Politics', close, 'ag-out'),
    G1('Deputy Attorney General leaves office in 2031?', close, 'dag-out'),
  ] }, ['office']);
}
{ // Shutdown on Oct 1, 2031 (alpha, beta_us) vs gamma "shutdown at any time in 2031": deadline.
  addCase('us_politics', { name: 'shutdown-oct1-2031', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A1('KXSHUTDOWN-31OCT01', 'Government shutdown on October 1, 2031?', 'Politics', z('2031-10-01', '16:00'), 'Y', 'Shutdown', 'shut-oct1'),
    U1('government-shutdown-on-october-1-2031', 'US government shutdown begins Oct 1, 2031?', 'Politics', z('2031-10-01', '16:00'), 'shut-oct1'),
    G1('US federal government shutdown at any time in 2031?', z('2031-12-31'), 'shut-31'),
  ] }, ['deadline']);
}
{ // FY2032 NDAA signed by Dec 31, 2031 (beta, alpha).
  const close = z('2031-12-31');
  addCase('us_politics', { name: 'ndaa-fy2032', events: [
    B1('NDAA for FY2032 signed into law by December 31, 2031?', 'Politics', close, 'ndaa-32'),
    A1('KXNDAA-31DEC31', 'FY2032 NDAA signed by Dec 31, 2031?', 'Politics', close, 'SIGN', 'Signed', 'ndaa-32'),
  ] });
}
{ // Kids Online Safety Act becomes law in 2031 (beta, gamma) vs alpha "passes the Senate": observation.
  const close = z('2031-12-31');
  addCase('us_politics', { name: 'kosa-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Kids Online Safety Act signed into law in 2031?', 'Politics', close, 'kosa-law'),
    G1('KOSA becomes law in 2031?', close, 'kosa-law'),
    A1('KXKOSA-31', 'Senate passes the Kids Online Safety Act in 2031?', 'Politics', close, 'SENATE', 'Passes Senate', 'kosa-senate'),
  ] }, ['observation']);
}
{ // Newsom announces a 2032 run by Dec 31, 2031 (beta, alpha, beta_us) vs gamma "by 30 June 2031": deadline.
  addCase('us_politics', { name: 'newsom-2032-announce', groups: [['beta', 'alpha', 'beta_us'], ['gamma']], events: [
    B1('Will Gavin Newsom announce a 2032 presidential run by December 31, 2031?', 'Politics', z('2031-12-31'), 'newsom-31'),
    A1('KXNEWSOM2032-31', 'Newsom announces 2032 presidential bid before 2032?', 'Politics', z('2031-12-31'), 'ANN', 'Announces', 'newsom-31'),
    U1('gavin-newsom-announces-2032-run-2031', 'Newsom announces for 2032 in 2031?', 'Politics', z('2031-12-31'), 'newsom-31'),
    G1('Newsom launches 2032 presidential campaign by 30 June 2031?', z('2031-06-30'), 'newsom-h1'),
  ] }, ['deadline']);
}
{ // First major Democrat to announce a 2032 campaign (beta, gamma; beta's Other and gamma's Wes Moore unmatched).
  const close = z('2032-03-31');
  addCase('us_politics', { name: 'first-dem-2032-announce', events: [
    B('First major Democrat to announce a 2032 presidential campaign?', 'Politics', close, [['first-dem-2032-newsom', 'Gavin Newsom', 'fd-gn'], ['first-dem-2032-shapiro', 'Josh Shapiro', 'fd-js'],
      ['first-dem-2032-pritzker', 'JB Pritzker', 'fd-jbp'], ['first-dem-2032-buttigieg', 'Pete Buttigieg', 'fd-pb'], ['first-dem-2032-aoc', 'Alexandria Ocasio-Cortez', 'fd-aoc'], ['first-dem-2032-other', 'Other', 'fd-oth']]),
    G('First big-name Democrat to declare for 2032', close, [['Newsom', 'fd-gn'], ['Shapiro', 'fd-js'], ['Pritzker', 'fd-jbp'], ['Buttigieg', 'fd-pb'], ['AOC', 'fd-aoc'], ['Wes Moore', 'fd-wm']]),
  ] });
}
{ // Josh Shapiro announces a 2032 run in 2031 (alpha, beta).
  const close = z('2031-12-31');
  addCase('us_politics', { name: 'shapiro-2032-announce', events: [
    A1('KXSHAPIRO2032-31', 'Josh Shapiro announces 2032 presidential run in 2031?', 'Politics', close, 'ANN', 'Announces', 'shapiro-31'),
    B1('Josh Shapiro 2032 announcement before 2032?', 'Politics', close, 'shapiro-31'),
  ] });
}
{ // Executive orders signed in 2031 (Federal Register): alpha and beta buckets, only "200 or more" coincides.
  const close = z('2031-12-31');
  addCase('us_politics', { name: 'executive-orders-2031', events: [
    A('KXEO-31', 'Executive orders signed in 2031', 'Politics', close, [['B99', 'Under 100', 'eo-u100'], ['B125', '100 to 149', 'eo-100'], ['B175', '150 to 199', 'eo-150'], ['T199', '200 or more', 'eo-200']], { sources: [FEDREG] }),
    B('How many executive orders will the President sign in 2031?', 'Politics', close, w([['executive-orders-2031-under-125', '<125', 'eo-u125'], ['executive-orders-2031-125-174', '125–174', 'eo-125'],
      ['executive-orders-2031-175-199', '175–199', 'eo-175'], ['executive-orders-2031-200-plus', '200+', 'eo-200']], { src: 'https://www.federalregister.gov' })),
  ] });
}
{ // Senate abolishes the legislative filibuster in 2031 (beta, gamma).
  const close = z('2031-12-31');
  addCase('us_politics', { name: 'filibuster-2031', events: [
    B1('Senate eliminates the legislative filibuster in 2031?', 'Politics', close, 'fili-31'),
    G1('US Senate abolishes the filibuster by 31 Dec 2031?', close, 'fili-31'),
  ] });
}
{ // Virginia House of Delegates 2031: majority party — alpha only.
  addCase('us_politics', { name: 'virginia-house-2031', events: [
    A('KXVAHOUSE-31NOV04', 'Virginia House of Delegates: majority party', 'Elections', z('2031-11-06'), [['D', 'Democratic', 'vah-d'], ['R', 'Republican', 'vah-r']]),
  ] });
}
{ // Cabinet departures in 2031 — alpha only.
  addCase('us_politics', { name: 'cabinet-departures-2031', events: [
    A('KXCABINETOUT-31', 'Cabinet-level departures in 2031', 'Politics', z('2031-12-31'), [['T2', 'Above 2', 'cab-2'], ['T4', 'Above 4', 'cab-4']]),
  ] });
}

// ───────────────────────────── GEOPOLITICS ─────────────────────────────

{ // Sudan SAF–RSF ceasefire by June 30, 2031 (beta, gamma) vs alpha "ceasefire in 2031": deadline.
  addCase('geopolitics', { name: 'sudan-ceasefire-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Sudan ceasefire by June 30, 2031?', 'Geopolitics', z('2031-06-30'), 'sd-h1'),
    G1('SAF and RSF agree to a ceasefire by 30 Jun 2031?', z('2031-06-30'), 'sd-h1'),
    A1('KXSUDANCF-31', 'Sudan ceasefire in 2031?', 'World', z('2031-12-31'), 'CF', 'Ceasefire agreed', 'sd-31'),
  ] }, ['deadline']);
}
{ // US President attends the 2031 G7 summit in Italy (beta, gamma) vs alpha "President visits Italy in 2031": observation.
  const close = z('2031-12-31');
  addCase('geopolitics', { name: 'g7-italy-2031-potus', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will the US President attend the 2031 G7 summit in Italy?', 'Geopolitics', z('2031-06-30'), 'g7-potus'),
    G1('US President attends G7 Summit 2031 (Italy) in person?', z('2031-06-30'), 'g7-potus'),
    A1('KXPOTUSVISIT-31', 'Will the President visit Italy in 2031?', 'World', close, 'ITA', 'Italy', 'potus-ita'),
  ] }, ['observation']);
}
{ // US President meets Xi in person in 2031 (beta, alpha, beta_us) vs gamma "President travels to China": observation.
  const close = z('2031-12-31');
  addCase('geopolitics', { name: 'potus-xi-meeting-2031', groups: [['beta', 'alpha', 'beta_us'], ['gamma']], events: [
    B1('Will the US President meet Xi Jinping in person in 2031?', 'Geopolitics', close, 'us-xi'),
    A1('KXXIMEET-31', 'President meets Xi Jinping in 2031?', 'World', close, 'MEET', 'Meets in person', 'us-xi'),
    U1('president-meets-xi-jinping-2031', 'US President and Xi meet in 2031?', 'Geopolitics', close, 'us-xi'),
    G1('US President travels to China in 2031?', close, 'potus-cn'),
  ] }, ['observation']);
}
{ // Pope Leo XIV visits the United States in 2031 (beta, gamma) vs alpha "visits Peru": place.
  const close = z('2031-12-31');
  addCase('geopolitics', { name: 'pope-leo-us-visit-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Pope Leo XIV visits the United States in 2031?', 'Geopolitics', close, 'pope-us'),
    G1('Will Pope Leo XIV make an apostolic journey to the USA in 2031?', close, 'pope-us'),
    A1('KXPOPEVISIT-31', 'Pope Leo XIV visits Peru in 2031?', 'World', close, 'PER', 'Peru', 'pope-pe'),
  ] }, ['place']);
}
{ // Cuba off the State Sponsors of Terrorism list in 2031 (beta, alpha).
  const close = z('2031-12-31');
  addCase('geopolitics', { name: 'cuba-sst-2031', events: [
    B1('US removes Cuba from State Sponsors of Terrorism list in 2031?', 'Geopolitics', close, 'cuba-sst'),
    A1('KXCUBASST-31', 'Cuba removed from the State Sponsors of Terrorism list before 2032?', 'World', close, 'REM', 'Removed', 'cuba-sst'),
  ] });
}
{ // Montenegro becomes an EU member in 2031 (beta, gamma) vs alpha "signs the accession treaty": observation.
  const close = z('2031-12-31');
  addCase('geopolitics', { name: 'montenegro-eu-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Montenegro joins the EU by December 31, 2031?', 'Geopolitics', close, 'mne-member'),
    G1('Montenegro becomes an EU member state in 2031?', close, 'mne-member'),
    A1('KXMNEEU-31', 'Montenegro signs EU accession treaty in 2031?', 'World', close, 'SIGN', 'Treaty signed', 'mne-sign'),
  ] }, ['observation']);
}
{ // Saudi–Israel normalization agreement in 2031 (alpha, beta, gamma).
  const close = z('2031-12-31');
  addCase('geopolitics', { name: 'saudi-israel-2031', events: [
    A1('KXSAUDIISR-31', 'Saudi Arabia–Israel normalization agreement in 2031?', 'World', close, 'Y', 'Agreement signed', 'ksa-isr'),
    B1('Saudi Arabia normalizes relations with Israel in 2031?', 'Geopolitics', close, 'ksa-isr'),
    G1('Saudi–Israel diplomatic normalization signed by end of 2031?', close, 'ksa-isr'),
  ] });
}
{ // China invades Taiwan before 2032 (beta, beta_us) vs gamma "naval blockade in 2031": observation.
  const close = z('2031-12-31');
  addCase('geopolitics', { name: 'taiwan-2031', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B1('China invades Taiwan before 2032?', 'Geopolitics', close, 'tw-inv'),
    U1('china-invades-taiwan-in-2031', 'China invades Taiwan in 2031?', 'Geopolitics', close, 'tw-inv'),
    G1('China imposes a naval blockade on Taiwan in 2031?', close, 'tw-block'),
  ] }, ['observation']);
}
{ // Greenland independence referendum held in 2031 (beta, alpha) vs gamma "declares independence": observation.
  const close = z('2031-12-31');
  addCase('geopolitics', { name: 'greenland-referendum-2031', groups: [['beta', 'alpha'], ['gamma']], events: [
    B1('Greenland independence referendum held in 2031?', 'Geopolitics', close, 'gl-ref'),
    A1('KXGREENLANDREF-31', 'Greenland independence referendum before 2032?', 'World', close, 'HELD', 'Held', 'gl-ref'),
    G1('Greenland declares independence from Denmark in 2031?', close, 'gl-indep'),
  ] }, ['observation']);
}
{ // UN Secretary-General reappointed for a second term in 2031 (alpha, beta).
  const close = z('2031-12-31');
  addCase('geopolitics', { name: 'unsg-second-term-2031', events: [
    A1('KXUNSG-31', 'UN Secretary-General reappointed for a second term in 2031?', 'World', close, 'Y', 'Reappointed', 'unsg-2nd'),
    B1('Will the UN Secretary-General be reappointed in 2031?', 'Geopolitics', close, 'unsg-2nd'),
  ] });
}
{ // Kim Jong Un meets the US President in 2031 (beta, alpha) vs gamma "meets the South Korean President": entity.
  const close = z('2031-12-31');
  addCase('geopolitics', { name: 'kim-summit-2031', groups: [['beta', 'alpha'], ['gamma']], events: [
    B1('Kim Jong Un meets the US President in 2031?', 'Geopolitics', close, 'kim-us'),
    A1('KXKIMMEET-31', 'President meets Kim Jong Un before 2032?', 'World', close, 'MEET', 'Meets', 'kim-us'),
    G1('Kim Jong Un holds a summit with the South Korean President in 2031?', close, 'kim-rok'),
  ] }, ['entity']);
}
{ // Ethiopian military action against Eritrea by June 30, 2031 — beta only.
  addCase('geopolitics', { name: 'ethiopia-eritrea-2031', events: [B1('Ethiopia military action against Eritrea by June 30, 2031?', 'Geopolitics', z('2031-06-30'), 'et-er')] });
}
{ // US recognizes Palestine in 2031 — gamma only.
  addCase('geopolitics', { name: 'us-recognize-palestine-2031', events: [G1('United States formally recognises the State of Palestine in 2031?', z('2031-12-31'), 'us-pal')] });
}

// ───────────────────────────── TECH AND AI ─────────────────────────────

{ // GPT-7 by June 30, 2031 (beta, alpha) vs gamma "in 2031": deadline.
  addCase('tech', { name: 'gpt7-release-h1-2031', groups: [['beta', 'alpha'], ['gamma']], events: [
    B1('OpenAI releases GPT-7 by June 30, 2031?', 'Tech', z('2031-06-30'), 'gpt7-h1'),
    A1('KXGPT7-31JUN30', 'GPT-7 released before Jul 1, 2031?', 'Science and Technology', z('2031-06-30'), 'REL', 'Released', 'gpt7-h1'),
    G1('GPT-7 publicly released in 2031?', z('2031-12-31'), 'gpt7-31'),
  ] }, ['deadline']);
}
{ // Best AI model end of June 2031 on LMArena (beta, alpha; beta adds DeepSeek) vs gamma's Artificial Analysis index: measure.
  const close = z('2031-06-30', '23:00');
  addCase('tech', { name: 'top-ai-model-jun-2031', groups: [['beta', 'alpha'], ['gamma']], events: [
    B('Which company has the best AI model end of June 2031?', 'Tech', close, w([['best-ai-model-june-2031-google', 'Google', 'lma-goog'], ['best-ai-model-june-2031-openai', 'OpenAI', 'lma-oai'],
      ['best-ai-model-june-2031-anthropic', 'Anthropic', 'lma-anth'], ['best-ai-model-june-2031-xai', 'xAI', 'lma-xai'], ['best-ai-model-june-2031-deepseek', 'DeepSeek', 'lma-ds']], { src: LMARENA })),
    A('KXLLM1-31JUN30', 'Top AI model on Jun 30, 2031 (LMArena text)', 'Science and Technology', close, [['GOOG', 'Google', 'lma-goog'], ['OAI', 'OpenAI', 'lma-oai'], ['ANTH', 'Anthropic', 'lma-anth'], ['XAI', 'xAI', 'lma-xai']],
      { sources: [`LMArena ${LMARENA}`] }),
    G('Top lab on the Artificial Analysis Intelligence Index, 30 June 2031', close, [['Google', 'aa-goog'], ['OpenAI', 'aa-oai'], ['Anthropic', 'aa-anth'], ['xAI', 'aa-xai']],
      { rules: 'Developer of the highest-scoring model on artificialanalysis.ai at 23:00 UTC on 30 June 2031.' }),
  ] }, ['measure']);
}
{ // #1 free iPhone app in the US on Dec 25, 2031 (alpha, beta; beta adds TikTok) vs beta_us on Dec 24: date.
  addCase('tech', { name: 'top-free-app-dec25-2031', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXTOPAPP-31DEC25', 'Top free iPhone app in the US on Dec 25, 2031', 'Science and Technology', z('2031-12-25', '17:00'), [['CHATGPT', 'ChatGPT', 'app25-chatgpt'], ['GEMINI', 'Google Gemini', 'app25-gemini'],
      ['THREADS', 'Threads', 'app25-threads'], ['TEMU', 'Temu', 'app25-temu']]),
    B('#1 free app in the US App Store on December 25, 2031?', 'Tech', z('2031-12-25', '17:00'), [['top-free-app-dec-25-2031-chatgpt', 'ChatGPT', 'app25-chatgpt'], ['top-free-app-dec-25-2031-gemini', 'Gemini', 'app25-gemini'],
      ['top-free-app-dec-25-2031-threads', 'Threads', 'app25-threads'], ['top-free-app-dec-25-2031-temu', 'Temu', 'app25-temu'], ['top-free-app-dec-25-2031-tiktok', 'TikTok', 'app25-tiktok']]),
    U('top-free-app-us-app-store-dec-24-2031', 'Top free app on the US App Store, December 24', 'Tech', z('2031-12-24', '17:00'), [['top-free-app-us-app-store-dec-24-2031-chatgpt', 'ChatGPT', 'app24-chatgpt'],
      ['top-free-app-us-app-store-dec-24-2031-gemini', 'Gemini', 'app24-gemini'], ['top-free-app-us-app-store-dec-24-2031-temu', 'Temu', 'app24-temu']]),
  ] }, ['date']);
}
{ // Gemini 6 by Mar 31, 2031 (beta, alpha) vs gamma's Gemini 6 Ultra: entity.
  const close = z('2031-03-31');
  addCase('tech', { name: 'gemini6-release-q1-2031', groups: [['beta', 'alpha'], ['gamma']], events: [
    B1('Gemini 6 released by March 31, 2031?', 'Tech', close, 'gem6'),
    A1('KXGEMINI6-31MAR31', 'Google releases Gemini 6 before Apr 1, 2031?', 'Science and Technology', close, 'REL', 'Released', 'gem6'),
    G1('Gemini 6 Ultra released by 31 Mar 2031?', close, 'gem6-ultra'),
  ] }, ['entity']);
}
{ // GTA VI on PC by June 30, 2031 (beta, alpha, gamma).
  const close = z('2031-06-30');
  addCase('tech', { name: 'gta6-pc-h1-2031', events: [
    B1('GTA VI released on PC by June 30, 2031?', 'Tech', close, 'gta-pc'),
    A1('KXGTA6PC-31JUN30', 'Grand Theft Auto VI PC release before July 2031?', 'Science and Technology', close, 'PC', 'Released on PC', 'gta-pc'),
    G1('Rockstar releases GTA 6 for PC by 30 June 2031?', close, 'gta-pc'),
  ] });
}
{ // OpenAI IPO in 2031 (beta, alpha) vs gamma "files an S-1": observation.
  const close = z('2031-12-31');
  addCase('tech', { name: 'openai-ipo-2031', groups: [['beta', 'alpha'], ['gamma']], events: [
    B1('OpenAI IPO in 2031?', 'Tech', close, 'oai-ipo'),
    A1('KXOPENAIIPO-31', 'OpenAI goes public before 2032?', 'Companies', close, 'IPO', 'IPO', 'oai-ipo'),
    G1('OpenAI publicly files an S-1 in 2031?', close, 'oai-s1'),
  ] }, ['observation']);
}
{ // Apple smart glasses on sale in 2031 (beta, gamma) vs alpha "announces": observation.
  const close = z('2031-12-31');
  addCase('tech', { name: 'apple-glasses-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Apple releases smart glasses in 2031?', 'Tech', close, 'apl-glass'),
    G1('Apple smart glasses on sale by 31 Dec 2031?', close, 'apl-glass'),
    A1('KXAPPLEGLASSES-31', 'Apple announces smart glasses in 2031?', 'Companies', close, 'ANN', 'Announced', 'apl-glass-ann'),
  ] }, ['observation']);
}
{ // Steam 50M peak concurrent users in 2031: SteamDB (alpha) vs Valve's stats page (beta): one event, not fungible.
  const close = z('2031-12-31');
  addCase('tech', { name: 'steam-ccu-50m-2031', fungible: nf('alpha|beta'), events: [
    A1('KXSTEAMCCU-31', 'Steam peak concurrent users above 50 million in 2031?', 'Science and Technology', close, 'T50M', 'Above 50M', 'steam-50', { rules: 'Per the all-time peak on SteamDB.' }),
    B1('Steam hits 50M concurrent users in 2031?', 'Tech', close, 'steam-50', { mx: { src: 'https://store.steampowered.com/stats/', rules: "Resolves per Valve's Steam & Game Stats page." } }),
  ] }, ['source']);
}
{ // Nintendo Switch 2 cumulative sales above 70M by Mar 31, 2031 (alpha thresholds, beta).
  const close = z('2031-05-10');
  addCase('tech', { name: 'switch2-sales-fy2031', events: [
    A('KXSWITCH2-31MAR31', 'Nintendo Switch 2 cumulative sales as of Mar 31, 2031', 'Companies', close, [['T60', 'Above 60M', 'sw2-60'], ['T70', 'Above 70M', 'sw2-70'], ['T80', 'Above 80M', 'sw2-80']]),
    B1('Nintendo Switch 2 lifetime sales above 70 million by March 31, 2031?', 'Tech', close, 'sw2-70', { mx: { src: 'https://www.nintendo.co.jp/ir/en/finance/hard_soft/' } }),
  ] });
}
{ // DeepSeek V5 before 1 July 2031 — gamma only.
  addCase('tech', { name: 'deepseek-v5-h1-2031', events: [G1('DeepSeek V5 released before 1 July 2031?', z('2031-06-30'), 'ds-v5')] });
}
{ // Grok 7 by June 30, 2031 — beta_us only.
  addCase('tech', { name: 'grok7-h1-2031', events: [U1('grok-7-released-by-june-30-2031', 'Grok 7 released by June 30?', 'Tech', z('2031-06-30'), 'grok7')] });
}

// ───────────────────────────── SPACE ─────────────────────────────

{ // Starship launched toward Mars in 2031 (beta, alpha) vs gamma "lands on Mars in 2031": observation.
  const close = z('2031-12-31');
  addCase('space', { name: 'starship-mars-2031', groups: [['beta', 'alpha'], ['gamma']], events: [
    B1('SpaceX launches a Starship to Mars in 2031?', 'Science', close, 'ss-mars-launch'),
    A1('KXSTARSHIPMARS-31', 'Starship launched toward Mars before 2032?', 'Science and Technology', close, 'LAUNCH', 'Launched', 'ss-mars-launch'),
    G1('Starship lands on Mars in 2031?', close, 'ss-mars-land'),
  ] }, ['observation']);
}
{ // China crewed Moon landing by end of 2031 (beta, beta_us, gamma) vs alpha's NASA crewed landing: entity.
  const close = z('2031-12-31');
  addCase('space', { name: 'china-crewed-moon-2031', groups: [['beta', 'beta_us', 'gamma'], ['alpha']], events: [
    B1('China lands astronauts on the Moon by December 31, 2031?', 'Science', close, 'cn-moon'),
    U1('china-crewed-moon-landing-by-2031', 'China crewed Moon landing by end of 2031?', 'Science', close, 'cn-moon'),
    G1('First Chinese crewed lunar landing in or before 2031?', close, 'cn-moon'),
    A1('KXMOONCREW-31', 'NASA lands astronauts on the Moon before 2032?', 'Science and Technology', close, 'NASA', 'Artemis crew lands', 'us-moon'),
  ] }, ['entity']);
}
{ // JUICE Jupiter orbit insertion by July 31, 2031 (alpha, beta).
  const close = z('2031-07-31');
  addCase('space', { name: 'juice-jupiter-2031', events: [
    A1('KXJUICE-31JUL31', 'JUICE enters Jupiter orbit by Jul 31, 2031?', 'Science and Technology', close, 'JOI', 'Orbit insertion', 'juice-joi'),
    B1("Will ESA's JUICE achieve Jupiter orbit insertion by July 31, 2031?", 'Science', close, 'juice-joi'),
  ] });
}
{ // ISS deorbited by Mar 31, 2031 (beta, alpha), beta_us "still in orbit on April 1" (inverted) vs gamma "in 2031": deadline.
  addCase('space', { name: 'iss-deorbit-q1-2031', groups: [['beta', 'alpha', 'beta_us'], ['gamma']], events: [
    B1('ISS deorbited by March 31, 2031?', 'Science', z('2031-03-31'), 'iss-q1'),
    A1('KXISSDEORBIT-31MAR31', 'ISS re-enters the atmosphere before Apr 1, 2031?', 'Science and Technology', z('2031-03-31'), 'REENTRY', 'Re-entry', 'iss-q1'),
    U1('iss-still-in-orbit-april-1-2031', 'Will the ISS still be in orbit on April 1, 2031?', 'Science', z('2031-04-01', '04:00'), 'iss-up-apr1'),
    G1('International Space Station deorbited in 2031?', z('2031-12-31'), 'iss-31'),
  ] }, ['deadline', 'inverted']);
}
{ // SpaceX launches in 2031: alpha and beta buckets (250–299 and 300+ shared).
  const close = z('2031-12-31');
  addCase('space', { name: 'spacex-launches-2031', events: [
    A('KXSPACEXLAUNCH-31', 'SpaceX launches in 2031', 'Science and Technology', close, [['B225', '200 to 249', 'sx-200'], ['B275', '250 to 299', 'sx-250'], ['T299', '300 or more', 'sx-300']]),
    B('How many SpaceX launches in 2031?', 'Science', close, [['spacex-launches-2031-under-250', 'Fewer than 250', 'sx-u250'], ['spacex-launches-2031-250-299', '250–299', 'sx-250'], ['spacex-launches-2031-300-plus', '300+', 'sx-300']]),
  ] });
}
{ // New Glenn launches in 2031 — alpha only.
  addCase('space', { name: 'new-glenn-launches-2031', events: [A('KXNEWGLENN-31', 'New Glenn launches in 2031', 'Science and Technology', z('2031-12-31'), [['T8', 'Above 8', 'ng-8'], ['T12', 'Above 12', 'ng-12']])] });
}
{ // Gaganyaan first crewed flight by June 30, 2031 (beta, gamma).
  const close = z('2031-06-30');
  addCase('space', { name: 'gaganyaan-crewed-h1-2031', events: [
    B1('Gaganyaan first crewed flight by June 30, 2031?', 'Science', close, 'gy-crew'),
    G1('ISRO launches the first crewed Gaganyaan mission by 30 Jun 2031?', close, 'gy-crew'),
  ] });
}
{ // Artemis IV launch by Dec 31, 2031 — beta_us only.
  addCase('space', { name: 'artemis-iv-2031', events: [U1('artemis-iv-launch-by-december-31-2031', 'Artemis IV launches by December 31, 2031?', 'Science', z('2031-12-31'), 'art4')] });
}
{ // Starship flights in 2031 above 25 — gamma only.
  addCase('space', { name: 'starship-flights-2031', events: [G1('More than 25 Starship launches in 2031?', z('2031-12-31'), 'ss-25')] });
}

// ───────────────────────────── SCIENCE AND HEALTH ─────────────────────────────

{ // New PHEIC declared in 2031 (beta, alpha) vs gamma's "pandemic emergency" under the amended IHR: observation.
  const close = z('2031-12-31');
  addCase('health', { name: 'who-pheic-2031', groups: [['beta', 'alpha'], ['gamma']], events: [
    B1('WHO declares a new Public Health Emergency of International Concern in 2031?', 'Health', close, 'pheic-31', { mx: { src: 'https://www.who.int' } }),
    A('KXPHEIC-31', 'New PHEIC declared by WHO before 2032?', 'Health', close, [['PHEIC', 'Declared', 'pheic-31']], { sources: [WHO_IHR] }),
    G1("WHO declares a 'pandemic emergency' under the amended IHR in 2031?", close, 'pandemic-emerg'),
  ] }, ['observation']);
}
{ // US measles cases in 2031 (CDC): alpha thresholds, gamma "more than 1,000", beta buckets (none coincide).
  const close = z('2032-01-15');
  addCase('health', { name: 'us-measles-2031', events: [
    A('KXMEASLES-31', 'US measles cases in 2031', 'Health', close, [['T500', 'Above 500', 'ms-500'], ['T1000', 'Above 1,000', 'ms-1000'], ['T2000', 'Above 2,000', 'ms-2000']], { sources: [CDC_MEASLES] }),
    G1('More than 1,000 US measles cases reported by CDC for 2031?', close, 'ms-1000'),
    B('US measles cases in 2031?', 'Health', close, w([['us-measles-2031-under-500', '<500', 'msb-u500'], ['us-measles-2031-500-999', '500–999', 'msb-500'],
      ['us-measles-2031-1000-1999', '1,000–1,999', 'msb-1000'], ['us-measles-2031-2000-plus', '2,000+', 'msb-2000']], { src: 'https://www.cdc.gov/measles' })),
  ] });
}
{ // Sustained human-to-human H5N1 transmission confirmed by WHO in 2031 (beta, gamma).
  const close = z('2031-12-31');
  addCase('health', { name: 'h5n1-h2h-2031', events: [
    B1('WHO confirms sustained human-to-human H5N1 transmission in 2031?', 'Health', close, 'h5-h2h'),
    G1('Sustained human-to-human transmission of H5N1 confirmed by WHO in 2031?', close, 'h5-h2h'),
  ] });
}
{ // Wild polio cases in Pakistan in 2031 above 10 (alpha, beta) vs gamma's Afghanistan: place.
  const close = z('2032-01-31');
  addCase('health', { name: 'polio-pakistan-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPOLIOPAK-31', 'Wild poliovirus cases in Pakistan, 2031', 'Health', close, [['T10', 'Above 10', 'wpv-pk-10'], ['T25', 'Above 25', 'wpv-pk-25']], { sources: ['GPEI https://polioeradication.org/polio-today/polio-now/'] }),
    B1('More than 10 wild polio cases in Pakistan in 2031?', 'Health', close, 'wpv-pk-10', { mx: { src: 'https://polioeradication.org' } }),
    G1('Afghanistan records more than 10 wild polio cases in 2031?', close, 'wpv-af-10'),
  ] }, ['place']);
}
{ // New SARS-CoV-2 variant of concern designated by WHO in 2031 (beta, alpha).
  const close = z('2031-12-31');
  addCase('health', { name: 'who-voc-2031', events: [
    B1('WHO designates a new SARS-CoV-2 variant of concern in 2031?', 'Health', close, 'voc-31'),
    A1('KXVOC-31', 'New COVID variant of concern designated by WHO in 2031?', 'Health', close, 'VOC', 'Designated', 'voc-31'),
  ] });
}
{ // Brazil dengue cases in 2031 above 3M — gamma only.
  addCase('health', { name: 'brazil-dengue-2031', events: [G1('Brazil probable dengue cases in 2031 exceed 3 million (Ministry of Health)?', z('2032-01-31'), 'br-dengue')] });
}
{ // US life expectancy for 2030 (NCHS) — alpha only.
  addCase('health', { name: 'us-life-expectancy-2030', events: [A('KXLIFEEXP-31', 'US life expectancy at birth for 2030 (NCHS)', 'Health', z('2031-12-31'), [['T79.5', 'Above 79.5 years', 'le-795'], ['T80.0', 'Above 80.0 years', 'le-80']])] });
}

// ───────────────────────────── WEATHER AND CLIMATE ─────────────────────────────

{ // Atlantic named storms in 2031 (alpha, beta: same buckets) vs gamma on NOAA's May outlook: estimate.
  const close = z('2031-12-01', '12:00');
  addCase('weather', { name: 'atlantic-named-storms-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXHURNAMED-31', 'Number of named Atlantic storms in 2031', 'Climate and Weather', close, [['B12', 'Under 13', 'ns-u13'], ['B14.5', '13 to 16', 'ns-13'], ['B18.5', '17 to 20', 'ns-17'], ['T20', '21 or more', 'ns-21']],
      { sources: [NHC] }),
    B('How many named storms in the 2031 Atlantic hurricane season?', 'Weather', close, w([['atlantic-named-storms-2031-12-or-fewer', '≤12', 'ns-u13'], ['atlantic-named-storms-2031-13-16', '13–16', 'ns-13'],
      ['atlantic-named-storms-2031-17-20', '17–20', 'ns-17'], ['atlantic-named-storms-2031-21-plus', '21+', 'ns-21']], { src: 'https://www.nhc.noaa.gov' })),
    G1("NOAA's May 2031 Atlantic outlook calls for 17 or more named storms at the top of its range?", z('2031-05-31'), 'noaa-outlook-17'),
  ] }, ['estimate']);
}
{ // Hurricane landfall in Florida in 2031 (beta, alpha) vs gamma "major hurricane (Cat 3+)": threshold.
  const close = z('2031-11-30');
  addCase('weather', { name: 'florida-hurricane-landfall-2031', groups: [['beta', 'alpha'], ['gamma']], events: [
    B1('Hurricane makes landfall in Florida in 2031?', 'Weather', close, 'fl-hu'),
    A1('KXHURFL-31', 'Will a hurricane make landfall in Florida in 2031?', 'Climate and Weather', close, 'FL', 'Florida landfall', 'fl-hu'),
    G1('Major hurricane (Cat 3+) makes landfall in Florida in 2031?', close, 'fl-major'),
  ] }, ['threshold']);
}
{ // Tropical Storm Dexter (the 4th Atlantic name of 2031) forms by July 31 (beta, alpha) vs gamma "Hurricane Dexter": threshold.
  const close = z('2031-07-31');
  addCase('weather', { name: 'dexter-by-jul31-2031', groups: [['beta', 'alpha'], ['gamma']], events: [
    B1('Will Tropical Storm Dexter form by July 31, 2031?', 'Weather', close, 'dexter-ts'),
    A1('KXATL4TH-31JUL31', '4th named Atlantic storm forms before Aug 1, 2031?', 'Climate and Weather', close, 'FORM', 'Forms', 'dexter-ts'),
    G1('Hurricane Dexter forms by 31 July 2031?', close, 'dexter-hu'),
  ] }, ['threshold']);
}
{ // NYC high on Jul 4, 2031: Central Park (alpha, beta) and LaGuardia (gamma: matched, not fungible) vs beta_us Jul 5: date.
  const close = z('2031-07-05', '04:59');
  addCase('weather', { name: 'nyc-high-jul4-2031', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A('KXHIGHNY-31JUL04', 'Highest temperature in NYC on Jul 4, 2031', 'Climate and Weather', close, [['B86.5', '86° to 87°', 'ny4-86'], ['B88.5', '88° to 89°', 'ny4-88'], ['T89', '90° or above', 'ny4-90']], { sources: [NWS_NYC] }),
    B('Highest temperature in NYC on July 4?', 'Weather', close, w([['nyc-high-july-4-2031-86-87', '86-87°F', 'ny4-86'], ['nyc-high-july-4-2031-88-89', '88-89°F', 'ny4-88'],
      ['nyc-high-july-4-2031-90-plus', '90°F or higher', 'ny4-90']], { src: 'https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC' })),
    G1('NYC high at LaGuardia reaches 90°F on 4 Jul 2031?', close, 'ny4-90', { rules: 'Per the NWS daily climate report for LaGuardia Airport (KLGA).' }),
    U('highest-temperature-in-nyc-on-july-5-2031', 'Highest temperature in NYC on July 5?', 'Weather', z('2031-07-06', '04:59'), [['highest-temperature-in-nyc-on-july-5-2031-88-89', '88-89°F', 'ny5-88'],
      ['highest-temperature-in-nyc-on-july-5-2031-90-plus', '90°F or higher', 'ny5-90']]),
  ] }, ['source', 'date']);
}
{ // Chicago O'Hare December 2031 snowfall above 10 inches (alpha, beta) and gamma "10 inches or less": inverted.
  const close = z('2032-01-01', '12:00');
  addCase('weather', { name: 'chicago-dec-snow-2031', events: [
    A1('KXSNOWCHI-31DEC', "Chicago O'Hare snowfall in December 2031 above 10 inches?", 'Climate and Weather', close, 'T10', 'Above 10 inches', 'chi-10'),
    B1('Will Chicago get more than 10 inches of snow in December 2031?', 'Weather', close, 'chi-10', { mx: { src: "NWS Chicago, O'Hare International Airport" } }),
    G1("Chicago (O'Hare) December 2031 snowfall 10 inches or less?", close, 'chi-le10'),
  ] }, ['inverted']);
}
{ // UK records 40°C anywhere in 2031 (beta, gamma) vs alpha "London Heathrow reaches 40°C": place.
  const close = z('2031-09-30');
  addCase('weather', { name: 'uk-40c-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will the UK record 40°C in 2031?', 'Weather', close, 'uk-40'),
    G1('UK temperature reaches 40.0°C anywhere in 2031 (Met Office)?', close, 'uk-40'),
    A1('KXHIGHLHR-31', 'London Heathrow reaches 40°C in 2031?', 'Climate and Weather', close, 'T40', '40°C or higher', 'lhr-40'),
  ] }, ['place']);
}
{ // Death Valley 130°F in 2031 — alpha only.
  addCase('weather', { name: 'death-valley-130f-2031', events: [A1('KXHIGHDV-31', 'Death Valley (Furnace Creek) hits 130°F in 2031?', 'Climate and Weather', z('2031-09-30'), 'T130', '130°F or higher', 'dv-130')] });
}
{ // Arctic sea ice annual minimum 2031 (NSIDC; alpha, beta) vs gamma's September monthly average: measure.
  const close = z('2031-10-05');
  addCase('weather', { name: 'arctic-sea-ice-min-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSEAICE-31', 'Arctic sea ice minimum extent 2031', 'Climate and Weather', close, [['B3.9', 'Below 4.0M km²', 'si-u40'], ['B4.25', '4.0 to 4.5M km²', 'si-40'], ['T4.5', '4.5M km² or more', 'si-45']], { sources: [NSIDC] }),
    B('Arctic sea ice minimum in 2031?', 'Weather', close, w([['arctic-sea-ice-minimum-2031-under-4', '<4.0M km²', 'si-u40'], ['arctic-sea-ice-minimum-2031-4-4-5', '4.0–4.5M km²', 'si-40'],
      ['arctic-sea-ice-minimum-2031-4-5-plus', '≥4.5M km²', 'si-45']], { src: 'https://nsidc.org/arcticseaicenews/' })),
    G1('September 2031 average Arctic sea ice extent below 4.5 million km² (NSIDC)?', close, 'si-sep-u45'),
  ] }, ['measure']);
}
{ // 2031 the warmest year on record: NASA GISTEMP (alpha), NOAA (beta), Copernicus ERA5 (gamma): one event, not fungible.
  const close = z('2032-01-20');
  addCase('weather', { name: 'hottest-year-2031', fungible: nf('alpha|beta', 'alpha|gamma', 'beta|gamma'), events: [
    A('KXHOTYEAR-31', '2031 warmest year on record?', 'Climate and Weather', close, [['GISS', 'Warmest on record (NASA)', 'hot-31']], { sources: [GISTEMP] }),
    B1('Will 2031 be the hottest year on record?', 'Weather', close, 'hot-31', { mx: { src: 'https://www.ncei.noaa.gov/access/monitoring/global-temperature-anomalies', rules: 'Resolves per NOAA NCEI annual global climate report.' } }),
    G1('2031 warmest year on record per Copernicus ERA5?', close, 'hot-31', { rules: 'Per the Copernicus Climate Change Service Global Climate Highlights.' }),
  ] }, ['source']);
}
{ // July 2031 global temperature anomaly (GISTEMP): alpha and beta buckets (1.30–1.39 and 1.40+ shared).
  const close = z('2031-08-20');
  addCase('weather', { name: 'gistemp-july-2031', events: [
    A('KXTEMPANOM-31JUL', 'July 2031 global temperature anomaly (GISTEMP)', 'Climate and Weather', close, [['B1.25', '1.20-1.29°C', 'gt-120'], ['B1.35', '1.30-1.39°C', 'gt-130'], ['T1.39', '1.40°C or more', 'gt-140']], { sources: [GISTEMP] }),
    B('NASA global temperature anomaly for July 2031?', 'Weather', close, w([['gistemp-july-2031-under-1-30', '<1.30°C', 'gtb-u130'], ['gistemp-july-2031-1-30-1-39', '1.30–1.39°C', 'gt-130'],
      ['gistemp-july-2031-1-40-plus', '1.40°C+', 'gt-140']], { src: 'https://data.giss.nasa.gov/gistemp/' })),
  ] });
}
{ // Tokyo sakura flowering (kaika) before Mar 20, 2031 (beta, gamma) vs alpha's full bloom before Mar 28: measure.
  addCase('weather', { name: 'tokyo-sakura-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Tokyo cherry blossoms bloom before March 20, 2031?', 'Weather', z('2031-03-19', '09:00'), 'sak-kaika', { mx: { src: 'Japan Meteorological Agency', rules: 'Resolves per the JMA flowering (kaika) announcement for the Yasukuni Shrine sample tree.' } }),
    G1('JMA declares Tokyo sakura flowering (kaika) before 20 March 2031?', z('2031-03-19', '09:00'), 'sak-kaika'),
    A1('KXSAKURA-31', 'Tokyo cherry blossom full bloom before Mar 28, 2031?', 'Climate and Weather', z('2031-03-27', '09:00'), 'MANKAI', 'Full bloom', 'sak-mankai'),
  ] }, ['measure']);
}
{ // Phoenix days at or above 110°F in 2031: alpha thresholds and beta "more than 50".
  const close = z('2031-10-31');
  addCase('weather', { name: 'phoenix-110-days-2031', events: [
    A('KXPHX110-31', 'Days at or above 110°F in Phoenix in 2031', 'Climate and Weather', close, [['T40', 'Above 40 days', 'phx-40'], ['T50', 'Above 50 days', 'phx-50']]),
    B1('Phoenix: more than 50 days of 110°F+ in 2031?', 'Weather', close, 'phx-50', { mx: { src: 'NWS Phoenix, Sky Harbor' } }),
  ] });
}
{ // Denver's first measurable snow before Oct 15, 2031 (beta, alpha).
  const close = z('2031-10-15', '06:00');
  addCase('weather', { name: 'denver-first-snow-2031', events: [
    B1("Denver's first measurable snow before October 15, 2031?", 'Weather', close, 'den-oct15'),
    A1('KXSNOWDEN-31OCT15', 'Measurable snow at Denver International Airport before Oct 15, 2031?', 'Climate and Weather', close, 'SNOW', 'Measurable snow', 'den-oct15'),
  ] });
}
{ // IMD 2031 monsoon above 104% of LPA — gamma only.
  addCase('weather', { name: 'imd-monsoon-2031', events: [G1('IMD: 2031 southwest monsoon rainfall above 104% of LPA?', z('2031-10-01'), 'imd-104')] });
}
{ // Atlantic ACE above 150 in 2031 — beta only.
  addCase('weather', { name: 'atlantic-ace-2031', events: [B1('Atlantic hurricane season ACE above 150 in 2031?', 'Weather', z('2031-12-01'), 'ace-150')] });
}

// ───────────────────────────── CULTURE ─────────────────────────────

{ // Eurovision 2031 winner (alpha, beta, beta_us, gamma; beta's Norway and gamma's Other unmatched).
  const close = z('2031-05-17', '23:30');
  addCase('culture', { name: 'eurovision-2031-winner', events: [
    A('KXEUROVISION-31', 'Eurovision Song Contest 2031 winner', 'Entertainment', close, [['SWE', 'Sweden', 'ev-swe'], ['FIN', 'Finland', 'ev-fin'], ['UKR', 'Ukraine', 'ev-ukr'], ['ITA', 'Italy', 'ev-ita'], ['FRA', 'France', 'ev-fra']]),
    B('Eurovision 2031 Winner', 'Culture', close, [['eurovision-2031-sweden', 'Sweden', 'ev-swe'], ['eurovision-2031-finland', 'Finland', 'ev-fin'], ['eurovision-2031-ukraine', 'Ukraine', 'ev-ukr'],
      ['eurovision-2031-italy', 'Italy', 'ev-ita'], ['eurovision-2031-france', 'France', 'ev-fra'], ['eurovision-2031-norway', 'Norway', 'ev-nor']]),
    U('eurovision-2031-winner', 'Eurovision 2031 winner', 'Culture', close, [['eurovision-2031-winner-sweden', 'Sweden', 'ev-swe'], ['eurovision-2031-winner-finland', 'Finland', 'ev-fin'],
      ['eurovision-2031-winner-ukraine', 'Ukraine', 'ev-ukr'], ['eurovision-2031-winner-italy', 'Italy', 'ev-ita']]),
    G('Eurovision 2031 — winning country', close, [['Sweden', 'ev-swe'], ['Finland', 'ev-fin'], ['Ukraine', 'ev-ukr'], ['Italy', 'ev-ita'], ['France', 'ev-fra'], ['Other', 'ev-oth']]),
  ] });
}
{ // UK finishes last at Eurovision 2031 (beta, alpha) vs gamma "nul points from the public vote": observation.
  const close = z('2031-05-17', '23:30');
  addCase('culture', { name: 'eurovision-2031-uk-last', groups: [['beta', 'alpha'], ['gamma']], events: [
    B1('Will the United Kingdom finish last at Eurovision 2031?', 'Culture', close, 'ev-uk-last'),
    A1('KXEUROUKLAST-31', 'UK finishes last in the Eurovision 2031 final?', 'Entertainment', close, 'LAST', 'Last place', 'ev-uk-last'),
    G1('UK receives nul points from the public vote at Eurovision 2031?', close, 'ev-uk-nul'),
  ] }, ['observation']);
}
{ // Time Person of the Year 2031 (alpha, beta, gamma; gamma's "AI" unmatched).
  const close = z('2031-12-12');
  addCase('culture', { name: 'time-poty-2031', events: [
    A('KXTIMEPOTY-31', 'Time Person of the Year 2031', 'Entertainment', close, [['LEO', 'Pope Leo XIV', 'poty-leo'], ['XI', 'Xi Jinping', 'poty-xi'], ['MUSK', 'Elon Musk', 'poty-musk'],
      ['ALTMAN', 'Sam Altman', 'poty-altman'], ['SWIFT', 'Taylor Swift', 'poty-swift']]),
    B('TIME Person of the Year 2031', 'Culture', close, [['time-poty-2031-pope-leo', 'Pope Leo XIV', 'poty-leo'], ['time-poty-2031-xi', 'Xi Jinping', 'poty-xi'], ['time-poty-2031-musk', 'Elon Musk', 'poty-musk'],
      ['time-poty-2031-altman', 'Sam Altman', 'poty-altman'], ['time-poty-2031-swift', 'Taylor Swift', 'poty-swift']]),
    G('Time Magazine 2031 Person of the Year', close, [['Leo XIV', 'poty-leo'], ['Xi', 'poty-xi'], ['Musk', 'poty-musk'], ['Altman', 'poty-altman'], ['Artificial intelligence', 'poty-ai']]),
  ] });
}
{ // Spotify's most-streamed artist of 2031 globally (beta, alpha) vs gamma's US top artist: place.
  const close = z('2031-12-05');
  addCase('culture', { name: 'spotify-top-artist-2031', groups: [['beta', 'alpha'], ['gamma']], events: [
    B("Spotify's most streamed artist of 2031 (global)", 'Culture', close, [['spotify-top-artist-2031-taylor-swift', 'Taylor Swift', 'sp-swift'], ['spotify-top-artist-2031-bad-bunny', 'Bad Bunny', 'sp-bb'],
      ['spotify-top-artist-2031-the-weeknd', 'The Weeknd', 'sp-weeknd'], ['spotify-top-artist-2031-sabrina-carpenter', 'Sabrina Carpenter', 'sp-sabrina'], ['spotify-top-artist-2031-drake', 'Drake', 'sp-drake']]),
    A('KXSPOTIFYTOP-31', 'Spotify Wrapped 2031: top global artist', 'Entertainment', close, [['TSWIFT', 'Taylor Swift', 'sp-swift'], ['BADBUNNY', 'Bad Bunny', 'sp-bb'], ['WEEKND', 'The Weeknd', 'sp-weeknd'], ['SABRINA', 'Sabrina Carpenter', 'sp-sabrina']]),
    G('Spotify Wrapped 2031 — most-streamed artist in the US', close, [['Taylor Swift', 'spus-swift'], ['Drake', 'spus-drake'], ['Morgan Wallen', 'spus-wallen'], ['Bad Bunny', 'spus-bb']]),
  ] }, ['place']);
}
{ // Best Director at the 103rd Academy Awards (alpha, beta; beta adds Bong) vs gamma's Golden Globes Best Director: entity.
  addCase('culture', { name: 'oscars-2031-director', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXOSCARDIR-31', 'Best Director, 103rd Academy Awards', 'Entertainment', z('2031-03-16', '23:00'), [['VILLENEUVE', 'Denis Villeneuve', 'osc-dv'], ['GERWIG', 'Greta Gerwig', 'osc-gg'],
      ['PTA', 'Paul Thomas Anderson', 'osc-pta'], ['SONG', 'Celine Song', 'osc-cs']]),
    B('Oscars 2031: Best Director Winner', 'Culture', z('2031-03-16', '23:00'), [['oscars-2031-best-director-villeneuve', 'Denis Villeneuve', 'osc-dv'], ['oscars-2031-best-director-gerwig', 'Greta Gerwig', 'osc-gg'],
      ['oscars-2031-best-director-anderson', 'Paul Thomas Anderson', 'osc-pta'], ['oscars-2031-best-director-song', 'Celine Song', 'osc-cs'], ['oscars-2031-best-director-bong', 'Bong Joon Ho', 'osc-bjh']]),
    G('Golden Globes 2031: Best Director – Motion Picture', z('2031-01-12', '23:00'), [['Villeneuve', 'gg-dv'], ['Gerwig', 'gg-gg'], ['Anderson', 'gg-pta'], ['Song', 'gg-cs']]),
  ] }, ['entity']);
}
{ // Grammys 2031 Album of the Year (beta, alpha) vs gamma's Record of the Year: entity.
  const close = z('2031-02-03', '05:00');
  addCase('culture', { name: 'grammys-2031-aoty', groups: [['beta', 'alpha'], ['gamma']], events: [
    B('Grammys 2031: Album of the Year', 'Culture', close, [['grammys-2031-aoty-taylor-swift', 'Taylor Swift', 'aoty-swift'], ['grammys-2031-aoty-billie-eilish', 'Billie Eilish', 'aoty-eilish'],
      ['grammys-2031-aoty-kendrick-lamar', 'Kendrick Lamar', 'aoty-lamar'], ['grammys-2031-aoty-sabrina-carpenter', 'Sabrina Carpenter', 'aoty-carpenter'], ['grammys-2031-aoty-olivia-rodrigo', 'Olivia Rodrigo', 'aoty-rodrigo']]),
    A('KXGRAMMYAOTY-31', 'Album of the Year, 73rd Grammy Awards', 'Entertainment', close, [['SWIFT', 'Taylor Swift', 'aoty-swift'], ['EILISH', 'Billie Eilish', 'aoty-eilish'], ['LAMAR', 'Kendrick Lamar', 'aoty-lamar'], ['CARPENTER', 'Sabrina Carpenter', 'aoty-carpenter']]),
    G('2031 Grammys — Record of the Year', close, [['Billie Eilish', 'roty-eilish'], ['Sabrina Carpenter', 'roty-carpenter'], ['Bad Bunny', 'roty-bb'], ['Taylor Swift', 'roty-swift']]),
  ] }, ['entity']);
}
{ // Emmys 2031 Outstanding Drama Series (beta, gamma; gamma adds The Diplomat).
  const close = z('2031-09-15', '05:00');
  addCase('culture', { name: 'emmys-2031-drama', events: [
    B('Emmys 2031: Outstanding Drama Series', 'Culture', close, [['emmys-2031-drama-the-pitt', 'The Pitt', 'emd-pitt'], ['emmys-2031-drama-severance', 'Severance', 'emd-sev'],
      ['emmys-2031-drama-the-last-of-us', 'The Last of Us', 'emd-tlou'], ['emmys-2031-drama-slow-horses', 'Slow Horses', 'emd-slow']]),
    G('2031 Primetime Emmy — Outstanding Drama Series', close, [['The Pitt', 'emd-pitt'], ['Severance', 'emd-sev'], ['The Last of Us', 'emd-tlou'], ['Slow Horses', 'emd-slow'], ['The Diplomat', 'emd-dipl']]),
  ] });
}
{ // "All I Want for Christmas Is You" #1 on the Hot 100 dated Dec 27, 2031 (alpha, beta) vs gamma's Spotify Global chart: measure.
  addCase('culture', { name: 'mariah-hot100-xmas-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXHOT100XMAS-31', "Mariah Carey 'All I Want for Christmas Is You' #1 on the Hot 100 dated Dec 27, 2031?", 'Entertainment', z('2031-12-23', '17:00'), 'NO1', '#1', 'aiwfc-hot100'),
    B1("'All I Want for Christmas Is You' #1 on Billboard Hot 100 (chart dated December 27, 2031)?", 'Culture', z('2031-12-23', '17:00'), 'aiwfc-hot100'),
    G1("'All I Want for Christmas Is You' #1 on Spotify Global Top 50 on 25 Dec 2031?", z('2031-12-26', '12:00'), 'aiwfc-spotify'),
  ] }, ['measure']);
}
{ // Best International Feature at the 2031 Oscars, by country (alpha, gamma; gamma adds Iran).
  const close = z('2031-03-16', '23:00');
  addCase('culture', { name: 'oscars-2031-international-feature', events: [
    A('KXOSCARINTL-31', 'Best International Feature Film, 2031 Oscars: country', 'Entertainment', close, [['FRA', 'France', 'intl-fra'], ['KOR', 'South Korea', 'intl-kor'], ['BRA', 'Brazil', 'intl-bra'], ['JPN', 'Japan', 'intl-jpn']]),
    G('Oscars 2031 International Feature — winning country', close, [['France', 'intl-fra'], ['South Korea', 'intl-kor'], ['Brazil', 'intl-bra'], ['Japan', 'intl-jpn'], ['Iran', 'intl-irn']]),
  ] });
}
{ // Spotify's most-streamed song of 2031 is by Taylor Swift — gamma only.
  addCase('culture', { name: 'spotify-top-song-swift-2031', events: [G1("Spotify's most-streamed song of 2031 (global) is by Taylor Swift?", z('2031-12-05'), 'sp-song-swift')] });
}

// ───────────────────────────── ODD MARKETS: CELEBRITY AND THE NOBELS ─────────────────────────────

{ // Nobel Peace Prize 2031 (alpha, beta, gamma; beta's "No prize awarded" unmatched).
  const close = z('2031-10-10', '09:00');
  addCase('odd', { name: 'nobel-peace-2031', events: [
    A('KXNOBELPEACE-31', 'Nobel Peace Prize 2031 laureate', 'World', close, [['UNHCR', 'UNHCR', 'np-unhcr'], ['ICJ', 'International Court of Justice', 'np-icj'], ['MSF', 'Doctors Without Borders', 'np-msf'],
      ['ERR', 'Sudan Emergency Response Rooms', 'np-err']], { sources: [`Nobel Prize ${NOBEL}`] }),
    B('Nobel Peace Prize Winner 2031', 'Culture', close, w([['nobel-peace-2031-unhcr', 'UNHCR', 'np-unhcr'], ['nobel-peace-2031-icj', 'International Court of Justice', 'np-icj'],
      ['nobel-peace-2031-msf', 'Médecins Sans Frontières', 'np-msf'], ['nobel-peace-2031-err', "Sudan's Emergency Response Rooms", 'np-err'], ['nobel-peace-2031-no-prize', 'No prize awarded', 'np-none']], { src: NOBEL })),
    G('2031 Nobel Peace Prize', close, [['UN Refugee Agency (UNHCR)', 'np-unhcr'], ['ICJ', 'np-icj'], ['MSF', 'np-msf'], ['Emergency Response Rooms', 'np-err']]),
  ] });
}
{ // Nobel Prize in Literature 2031 (beta, alpha; alpha drops the diacritics, beta adds Murnane).
  const close = z('2031-10-09', '09:00');
  addCase('odd', { name: 'nobel-literature-2031', events: [
    B('Nobel Prize in Literature 2031', 'Culture', close, [['nobel-literature-2031-murakami', 'Haruki Murakami', 'nl-murakami'], ['nobel-literature-2031-can-xue', 'Can Xue', 'nl-canxue'],
      ['nobel-literature-2031-carson', 'Anne Carson', 'nl-carson'], ['nobel-literature-2031-cartarescu', 'Mircea Cărtărescu', 'nl-cartarescu'], ['nobel-literature-2031-murnane', 'Gerald Murnane', 'nl-murnane']]),
    A('KXNOBELLIT-31', 'Nobel Prize in Literature 2031', 'World', close, [['MURAKAMI', 'Haruki Murakami', 'nl-murakami'], ['CANXUE', 'Can Xue', 'nl-canxue'], ['CARSON', 'Anne Carson', 'nl-carson'], ['CARTARESCU', 'Mircea Cartarescu', 'nl-cartarescu']]),
  ] });
}
{ // 2031 economics Nobel to at least one woman — gamma only.
  addCase('odd', { name: 'nobel-economics-woman-2031', events: [G1('2031 Nobel economics prize awarded to at least one woman?', z('2031-10-13', '10:00'), 'ne-woman')] });
}
{ // Elon Musk posts on X, Mar 7–14, 2031 (beta, gamma: same buckets) vs beta_us Mar 14–21: date.
  addCase('odd', { name: 'musk-posts-mar7-2031', groups: [['beta', 'gamma'], ['beta_us']], events: [
    B('Elon Musk # of tweets March 7 - March 14, 2031?', 'Culture', z('2031-03-14', '16:00'), [['elon-musk-tweets-mar-7-14-2031-0-199', '0-199', 'emt7-0'], ['elon-musk-tweets-mar-7-14-2031-200-299', '200-299', 'emt7-200'],
      ['elon-musk-tweets-mar-7-14-2031-300-399', '300-399', 'emt7-300'], ['elon-musk-tweets-mar-7-14-2031-400-plus', '400+', 'emt7-400']]),
    G('Elon Musk posts on X, 7–14 Mar 2031', z('2031-03-14', '16:00'), [['Under 200', 'emt7-0'], ['200–299', 'emt7-200'], ['300–399', 'emt7-300'], ['400 or more', 'emt7-400']]),
    U('elon-musk-tweets-march-14-21-2031', 'Elon Musk # of tweets March 14-21?', 'Culture', z('2031-03-21', '16:00'), [['elon-musk-tweets-march-14-21-2031-200-299', '200-299', 'emt14-200'],
      ['elon-musk-tweets-march-14-21-2031-300-399', '300-399', 'emt14-300'], ['elon-musk-tweets-march-14-21-2031-400-plus', '400+', 'emt14-400']]),
  ] }, ['date']);
}
{ // MrBeast 600M YouTube subscribers by June 30, 2031 (beta, alpha) vs gamma 700M: threshold.
  const close = z('2031-06-30');
  addCase('odd', { name: 'mrbeast-600m-2031', groups: [['beta', 'alpha'], ['gamma']], events: [
    B1('MrBeast hits 600M YouTube subscribers by June 30, 2031?', 'Culture', close, 'mb-600'),
    A1('KXMRBEAST-31JUN30', 'MrBeast YouTube subscribers reach 600 million before Jul 1, 2031?', 'Entertainment', close, 'T600M', '600M', 'mb-600'),
    G1('MrBeast reaches 700M subscribers by 30 Jun 2031?', close, 'mb-700'),
  ] }, ['threshold']);
}
{ // Taylor Swift announces a new studio album in 2031 (beta, beta_us) vs alpha "released in 2031": observation.
  const close = z('2031-12-31');
  addCase('odd', { name: 'swift-album-2031', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B1('Taylor Swift announces a new studio album in 2031?', 'Culture', close, 'ts-ann'),
    U1('taylor-swift-announces-new-album-2031', 'Taylor Swift new album announced in 2031?', 'Culture', close, 'ts-ann'),
    A1('KXSWIFTALBUM-31', 'New Taylor Swift studio album released in 2031?', 'Entertainment', close, 'REL', 'Released', 'ts-rel'),
  ] }, ['observation']);
}
{ // Elon Musk a trillionaire by Dec 31, 2031, Forbes (beta, alpha).
  const close = z('2031-12-31');
  addCase('odd', { name: 'musk-trillionaire-2031', events: [
    B1('Elon Musk becomes a trillionaire by December 31, 2031?', 'Culture', close, 'musk-1t', { mx: { src: 'https://www.forbes.com/real-time-billionaires/' } }),
    A('KXMUSKTRILLION-31', 'Elon Musk net worth reaches $1 trillion before 2032?', 'Companies', close, [['T1T', '$1 trillion', 'musk-1t']], { sources: ['Forbes https://www.forbes.com/real-time-billionaires/'] }),
  ] });
}
{ // Nathan's Hot Dog Eating Contest 2031, men's winner (alpha, beta) vs gamma's women's contest: entity.
  const close = z('2031-07-04', '20:00');
  addCase('odd', { name: 'nathans-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNATHANS-31JUL04', "Nathan's Hot Dog Eating Contest 2031: men's winner", 'Entertainment', close, [['CHESTNUT', 'Joey Chestnut', 'nhd-chestnut'], ['BERTOLETTI', 'Patrick Bertoletti', 'nhd-bertoletti'], ['ESPER', 'Geoffrey Esper', 'nhd-esper']]),
    B("Nathan's Famous Hot Dog Eating Contest 2031: Men's Winner", 'Culture', close, [['nathans-2031-mens-chestnut', 'Joey Chestnut', 'nhd-chestnut'], ['nathans-2031-mens-bertoletti', 'Patrick Bertoletti', 'nhd-bertoletti'],
      ['nathans-2031-mens-esper', 'Geoffrey Esper', 'nhd-esper']]),
    G1("Miki Sudo wins the 2031 Nathan's women's contest?", close, 'nhd-sudo'),
  ] }, ['entity']);
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout33-set.json', import.meta.url));
