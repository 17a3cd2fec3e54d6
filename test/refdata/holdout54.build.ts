// Fifty-fourth independent refdata holdout: writes test/refdata/holdout54-set.json (the world outside the US in 2034, as
// the venues listed it in January 2034: national elections abroad (seat counts, largest party, the next prime minister or
// president, first rounds and runoffs, turnout), leaders leaving office, referendums, central banks abroad (ECB, BoE,
// BoJ, SNB, RBA, RBNZ, BoC, Banxico, RBI, PBoC), inflation and GDP prints of other countries, FX fixings and foreign
// equity indices, wars and ceasefires, summits, treaties, sanctions and EU accession, the 2034 football calendar and
// other international sport, and space agencies abroad).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout54.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md (with its reference-data resource tables), test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, slug), lines 1–175 of test/refdata/holdout47.build.ts (its header, whose general labelling rules are adopted
// below verbatim, and the shape of its first cases) and its last 10 lines (how the JSON is written out), and
// eslint.config.js. Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build file
// or test in test/refdata/, nor git history or other branches. The matcher, `eval`, `diagnose` and the tests were never
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
// - Elections: the party with the most seats, the party with the most votes, a party's seat count, a party's vote
//   share, an alliance's (NDA's) seat count and whether any party wins a majority are different measures. A party's
//   overall majority is its seat count at or above the majority line, so "Labour majority" is the same outcome as a
//   "326+" bucket of Labour's seat count. "Hung parliament" is about every party at once: a different event. The first
//   round of a two-round election and the overall winner (after any runoff) are different rounds; "goes to a runoff"
//   and "decided in the first round" are complements of one event. President and vice president, Chancellor and
//   head of another office, General Secretary and state President are different offices; the upper and the lower house
//   are different chambers (different events); two Länder or two cities voting the same day are different places.
//   "Largest party" and "next prime minister" are different questions; "PM appointed after the election" and "PM on
//   July 1" are different observations. In a race that only two blocs can win (Australian Labor vs the Coalition), the
//   two are complements of one event.
// - Referendums: a Swiss popular initiative passes only with the double majority (Volks- und Ständemehr); "more than 50%
//   of voters say Yes" is a different measure. An Italian abrogative referendum is "valid and approved" only with the
//   50% turnout quorum; turnout above 50% is a different measure.
// - Central banks: one meeting's decision buckets (cut 25 bp / hold / hike) on different venues are one event; another
//   meeting is another date; the deposit facility rate and the main refinancing rate, the 1-year and the 5-year LPR,
//   the repo rate and the cash reserve ratio are different measures. A rate's level "after the June meeting" and "at any
//   time by June 30" are different observations. Policy rates are set in hundredths and have moved by 10 bp before, so
//   "Above 1.75%" and "2.00% or higher" are different outcomes; "Above 0.00%" and "negative" are different outcomes
//   (0.00% is neither), while "at or below 0.00%" is the complement of "Above 0.00%". Cuts counted by meetings vs by
//   25 bp steps are one event, nf.
// - Prints: CPI and CPIH, national CPI and the harmonised HICP (Germany's VPI vs HVPI), headline and core, CPI and PPI,
//   national and Tokyo CPI, quarterly GDP and a monthly GDP print, QoQ and annualised growth are different measures,
//   places or periods; a flash estimate and the final release are different estimates. CPI and GDP growth are published
//   to one decimal ("Above 2.4%" = "2.5% or higher"; "Above 4.5%" = "4.6% or higher" ≠ "4.5% or higher"); "contracts"
//   (below 0.0%) is not the complement of "Above 0.0%" (0.0% is neither).
// - FX and indices: the WM/Reuters 4 pm London fix and Bloomberg's BFIX at 4 pm London are the same instant off two
//   fixings: one event, nf; the ECB euro reference rate (14:15 CET) is a different instant, so a different event. A close
//   on a date and "hits X at any time" are different observations; the Nikkei 225 and TOPIX, the Hang Seng Index and the
//   Hang Seng China Enterprises Index, onshore CNY (the CFETS central parity) and offshore CNH are different assets.
// - Geopolitics, summits and accession: "ceasefire in effect" by different deadlines are different events; a blockade and
//   an amphibious invasion are different observations; attendance by different leaders is different people; joining
//   the EU and signing the accession treaty are different observations.
// - Sport: a tournament winner, reaching a given round and a 90-minute match result are different rounds or measures;
//   qualifying through a play-off (extra time and penalties included) is not the 90-minute result of the play-off final.
//   Men's and women's singles are different categories; the Six Nations title and the Grand Slam are different measures;
//   an Asian Games gold-medal table and total-medal table are different measures; "top 4" and "top 5" are thresholds.
// - Space: a crewed lunar landing by different deadlines are different events; Ariane 6 and Vega-C launches are
//   different assets; launch counts are integers ("Above 9.5" = "10 or more").
// Ids: beta event ids 620001+, gamma ids 56001+, alpha tickers dated 2034; all closes after 2026-11-23.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, ad, holdoutKit } from './evalset.emit.ts';
import type { Mx } from './evalset.emit.ts';

type Cat = 'election' | 'leader' | 'referendum' | 'central_bank' | 'macro' | 'markets' | 'geopolitics' | 'sport' | 'space';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'period' | 'place' | 'asset' | 'observation' | 'round' | 'estimate' | 'office' | 'chamber' | 'category' | 'person';

const { addCase, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(620000, 56000);
/** Gamma categorical rows. */
const o = (...ps: Array<[string, string, Mx?]>): Array<[string, string, Mx?]> => ps;

const UKPARL = 'UK Parliament https://electionresults.parliament.uk';
const ECB = 'European Central Bank https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html';
const BOE = 'Bank of England https://www.bankofengland.co.uk/monetary-policy/the-interest-rate-bank-rate';
const ONS = 'Office for National Statistics https://www.ons.gov.uk/economy/inflationandpriceindices';
const EUROSTAT = 'Eurostat https://ec.europa.eu/eurostat/news/euro-indicators';
const NBS = 'National Bureau of Statistics of China https://www.stats.gov.cn/english/';
const UKGE = '2034-05-04';
const ukClose = z('2034-05-05', '12:00');

// ───────────────────────────── ELECTIONS ─────────────────────────────

{ // UK general election, Thursday 4 May 2034: most seats (all four venues). Beta's Greens rung has no counterpart.
  addCase('election', { name: 'uk-ge-most-seats', events: [
    A(`KXUKGESEATS-${ad(UKGE)}`, 'UK general election: most seats', 'Elections', ukClose, [['LAB', 'Labour', 'ukge-lab'], ['CON', 'Conservative', 'ukge-con'],
      ['REF', 'Reform UK', 'ukge-ref'], ['LD', 'Liberal Democrats', 'ukge-ld']], { sources: [UKPARL] }),
    B('Which party will win the most seats in the 2034 UK general election?', 'Politics', ukClose, [
      ['labour-most-seats-uk-2034', 'Labour', 'ukge-lab', { q: 'Will Labour win the most seats in the 2034 UK general election?' }],
      ['conservatives-most-seats-uk-2034', 'Conservatives', 'ukge-con', { q: 'Will the Conservatives win the most seats in the 2034 UK general election?' }],
      ['reform-most-seats-uk-2034', 'Reform', 'ukge-ref', { q: 'Will Reform UK win the most seats in the 2034 UK general election?' }],
      ['lib-dems-most-seats-uk-2034', 'Lib Dems', 'ukge-ld', { q: 'Will the Liberal Democrats win the most seats in the 2034 UK general election?' }],
      ['greens-most-seats-uk-2034', 'Greens', 'ukge-grn', { q: 'Will the Green Party win the most seats in the 2034 UK general election?' }],
    ]),
    U('uk-general-election-2034-most-seats', 'UK General Election 2034: Most Seats', 'Politics', ukClose, [['uk-ge-2034-most-seats-labour', 'Labour', 'ukge-lab'],
      ['uk-ge-2034-most-seats-reform', 'Reform UK', 'ukge-ref'], ['uk-ge-2034-most-seats-conservative', 'Conservative', 'ukge-con']]),
    G('UK General Election 2034 — largest party in the House of Commons', z('2034-05-06', '00:00'), o(['Labour Party', 'ukge-lab'], ['Reform UK', 'ukge-ref'], ['Conservative and Unionist Party', 'ukge-con'])),
  ] });
}
{ // Labour majority (alpha) = beta's "326+" bucket of Labour's seat count; gamma's hung parliament concerns every party (measure).
  addCase('election', { name: 'uk-ge-labour-majority', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1(`KXUKGEMAJ-${ad(UKGE)}`, 'Labour majority in the Commons?', 'Elections', ukClose, 'LAB', 'Labour majority', 'labseats-326plus',
      { rules: 'If Labour wins at least 326 of the 650 seats in the House of Commons at the 2034 general election, then the market resolves to Yes.', sources: [UKPARL] }),
    B('How many seats will Labour win in the 2034 UK general election?', 'Politics', ukClose, [
      ['labour-seats-uk-2034-under-250', '<250', 'labseats-lt250'], ['labour-seats-uk-2034-250-299', '250–299', 'labseats-250-299'],
      ['labour-seats-uk-2034-300-325', '300–325', 'labseats-300-325'], ['labour-seats-uk-2034-326-plus', '326+', 'labseats-326plus'],
    ]),
    G1('Hung parliament after the 2034 UK general election?', z('2034-05-06', '00:00'), 'ukge-hung', { rules: 'YES if no single party wins 326 or more seats in the House of Commons.' }),
  ] }, ['measure']);
}
{ // First PM appointed after the election (alpha, gamma) vs beta's "PM on July 1, 2034" (observation).
  addCase('election', { name: 'uk-next-pm-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXUKPM-34', 'Prime Minister after the 2034 general election', 'Elections', z('2034-06-30'), [['STR', 'Wes Streeting', 'ukpm-streeting'], ['FAR', 'Nigel Farage', 'ukpm-farage'],
      ['MAH', 'Shabana Mahmood', 'ukpm-mahmood'], ['JEN', 'Robert Jenrick', 'ukpm-jenrick']], { rules: 'Resolves to the person first appointed Prime Minister by the King after the 2034 UK general election.' }),
    G('Who will be the first UK PM appointed after GE2034?', z('2034-06-30'), o(['Streeting', 'ukpm-streeting'], ['Farage', 'ukpm-farage'], ['Jenrick', 'ukpm-jenrick'])),
    B('Who will be UK Prime Minister on July 1, 2034?', 'Politics', z('2034-07-01'), [
      ['uk-pm-on-july-1-2034-streeting', 'Wes Streeting', 'ukpmjul1-streeting'], ['uk-pm-on-july-1-2034-farage', 'Nigel Farage', 'ukpmjul1-farage'],
      ['uk-pm-on-july-1-2034-jenrick', 'Robert Jenrick', 'ukpmjul1-jenrick'],
    ]),
  ] }, ['observation']);
}
{ // Turnout, published to one decimal: alpha "Above 65%" is 65.1%+, beta "65% or higher" is 65.0%+ (threshold); gamma = alpha's Above 60%.
  addCase('election', { name: 'uk-ge-turnout', events: [
    A(`KXUKGETURNOUT-${ad(UKGE)}`, 'UK general election turnout', 'Elections', ukClose, [['T60', 'Above 60%', 'ukto-gt60'], ['T65', 'Above 65%', 'ukto-gt65']], { sources: [UKPARL] }),
    B1('UK general election turnout 65% or higher?', 'Politics', ukClose, 'ukto-ge65'),
    G1('GE2034 turnout over 60%?', z('2034-05-06', '00:00'), 'ukto-gt60'),
  ] }, ['threshold']);
}
{ // Lok Sabha 2034, counting 18 May: largest party (alpha, beta); gamma asks whether the NDA alliance reaches 272 (measure).
  const c = z('2034-05-18', '18:00');
  addCase('election', { name: 'india-lok-sabha-largest', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXINDIALS-34', 'Lok Sabha election: most seats', 'Elections', c, [['BJP', 'BJP', 'ls-bjp'], ['INC', 'INC', 'ls-inc'], ['SP', 'SP', 'ls-sp']],
      { sources: ['Election Commission of India https://results.eci.gov.in'] }),
    B('Lok Sabha 2034: which party wins the most seats?', 'Politics', c, [
      ['lok-sabha-2034-most-seats-bjp', 'Bharatiya Janata Party', 'ls-bjp'], ['lok-sabha-2034-most-seats-congress', 'Indian National Congress', 'ls-inc'],
      ['lok-sabha-2034-most-seats-samajwadi', 'Samajwadi Party', 'ls-sp'], ['lok-sabha-2034-most-seats-tmc', 'Trinamool Congress', 'ls-aitc'],
    ]),
    G1('Will the NDA cross 272 seats in the 2034 Lok Sabha?', c, 'ls-nda-272'),
  ] }, ['measure']);
}
{ // Prime Minister sworn in after the 2034 Lok Sabha election (alpha, beta, gamma).
  addCase('election', { name: 'india-next-pm', events: [
    A('KXINDIAPM-34', 'Next Prime Minister of India', 'Elections', z('2034-06-15'), [['MODI', 'Narendra Modi', 'inpm-modi'], ['SHAH', 'Amit Shah', 'inpm-shah'],
      ['YOGI', 'Yogi Adityanath', 'inpm-yogi'], ['RG', 'Rahul Gandhi', 'inpm-rahul']]),
    B('Who will be sworn in as India\'s Prime Minister after the 2034 election?', 'Politics', z('2034-06-15'), [
      ['india-pm-2034-modi', 'Modi', 'inpm-modi'], ['india-pm-2034-amit-shah', 'Amit Shah', 'inpm-shah'], ['india-pm-2034-yogi-adityanath', 'Yogi Adityanath', 'inpm-yogi'],
      ['india-pm-2034-rahul-gandhi', 'Rahul Gandhi', 'inpm-rahul'],
    ]),
    G('India PM after Lok Sabha 2034', z('2034-06-15'), o(['Narendra Modi', 'inpm-modi'], ['Amit Shah', 'inpm-shah'], ['Yogi Adityanath', 'inpm-yogi'], ['Rahul Gandhi', 'inpm-rahul'])),
  ] });
}
{ // European Parliament elections 8–11 June 2034: largest group (alpha, beta); gamma asks about EPP's seat count (measure).
  const c = z('2034-06-12', '06:00');
  addCase('election', { name: 'ep-2034-largest-group', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXEUPARL-34', 'European Parliament election: largest group', 'Elections', c, [['EPP', 'EPP', 'ep-epp'], ['SD', 'S&D', 'ep-sd'], ['PFE', 'Patriots for Europe', 'ep-pfe'],
      ['ECR', 'ECR', 'ep-ecr']]),
    B('Largest group in the European Parliament after the 2034 elections?', 'Politics', c, [
      ['ep-2034-largest-epp', 'European People\'s Party', 'ep-epp'], ['ep-2034-largest-sd', 'Socialists & Democrats', 'ep-sd'],
      ['ep-2034-largest-patriots', 'Patriots', 'ep-pfe'], ['ep-2034-largest-ecr', 'ECR', 'ep-ecr'], ['ep-2034-largest-renew', 'Renew Europe', 'ep-renew'],
    ]),
    G1('EPP to win 200+ seats in the 2034 European elections?', c, 'ep-epp-200'),
  ] }, ['measure']);
}
{ // Brazil, 1 Oct (1º turno) / 29 Oct 2034 (2º turno): overall winner (alpha, beta, beta_us); gamma's most votes in the first round (round).
  addCase('election', { name: 'brazil-president-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXBRPRES-34', 'Brazil presidential election winner', 'Elections', z('2034-10-30', '03:00'), [['TAR', 'Tarcísio de Freitas', 'brpres-tarcisio'],
      ['HAD', 'Fernando Haddad', 'brpres-haddad'], ['RAT', 'Ratinho Júnior', 'brpres-ratinho'], ['CAM', 'Camilo Santana', 'brpres-camilo']], { sources: ['Tribunal Superior Eleitoral https://resultados.tse.jus.br'] }),
    B('Brazil Presidential Election 2034', 'Politics', z('2034-10-30', '03:00'), [
      ['brazil-2034-tarcisio', 'Tarcísio', 'brpres-tarcisio'], ['brazil-2034-haddad', 'Haddad', 'brpres-haddad'], ['brazil-2034-ratinho-junior', 'Ratinho Jr.', 'brpres-ratinho'],
      ['brazil-2034-camilo-santana', 'Camilo Santana', 'brpres-camilo'], ['brazil-2034-michelle-bolsonaro', 'Michelle Bolsonaro', 'brpres-michelle'],
    ]),
    U('brazil-presidential-election-2034', 'Brazil 2034 Presidential Election Winner', 'Politics', z('2034-10-30', '03:00'), [['brazil-president-2034-tarcisio-de-freitas', 'Tarcísio de Freitas', 'brpres-tarcisio'],
      ['brazil-president-2034-fernando-haddad', 'Fernando Haddad', 'brpres-haddad']]),
    G('Eleições 2034: mais votado no 1º turno (Oct 1)', z('2034-10-02', '03:00'), o(['Tarcísio de Freitas', 'br1t-tarcisio'], ['Fernando Haddad', 'br1t-haddad'], ['Ratinho Júnior', 'br1t-ratinho'])),
  ] }, ['round']);
}
{ // Whether Brazil's presidential race goes to a second round: gamma asks the complement (decided in the first round).
  addCase('election', { name: 'brazil-runoff-2034', events: [
    A1('KXBRRUNOFF-34', 'Brazil presidential runoff?', 'Elections', z('2034-10-02', '03:00'), 'YES', 'Second round held', 'br-runoff'),
    B1('Will Brazil\'s 2034 presidential election go to a second round?', 'Politics', z('2034-10-02', '03:00'), 'br-runoff'),
    G1('Brazil 2034: president elected outright in the 1st round?', z('2034-10-02', '03:00'), 'br-no-runoff'),
  ] }, ['inverted']);
}
{ // Colombia, 28 May / 18 June 2034: who becomes president (alpha, beta, gamma).
  addCase('election', { name: 'colombia-president-2034', events: [
    A('KXCOLPRES-34', 'Colombia presidential election', 'Elections', z('2034-06-19', '03:00'), [['LOP', 'Claudia López', 'copres-lopez'], ['DAV', 'Vicky Dávila', 'copres-davila'],
      ['OVI', 'Juan Daniel Oviedo', 'copres-oviedo'], ['BOL', 'Gustavo Bolívar', 'copres-bolivar']]),
    B('Colombia Presidential Election 2034', 'Politics', z('2034-06-19', '03:00'), [['colombia-2034-claudia-lopez', 'Claudia López', 'copres-lopez'], ['colombia-2034-vicky-davila', 'Vicky Dávila', 'copres-davila'],
      ['colombia-2034-abelardo-de-la-espriella', 'Abelardo de la Espriella', 'copres-espriella']]),
    G('Colombia: próximo presidente (2034)', z('2034-06-19', '03:00'), o(['Claudia López', 'copres-lopez'], ['Vicky Dávila', 'copres-davila'], ['Juan Daniel Oviedo', 'copres-oviedo'])),
  ] });
}
{ // Philippines, 8 May 2034: president (beta, gamma); alpha lists the separately elected vice president (office).
  addCase('election', { name: 'philippines-president-2034', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Philippines presidential election winner 2034', 'Politics', z('2034-05-12'), [
      ['ph-2034-president-vico-sotto', 'Vico Sotto', 'phpres-sotto'], ['ph-2034-president-raffy-tulfo', 'Raffy Tulfo', 'phpres-rtulfo'],
      ['ph-2034-president-risa-hontiveros', 'Risa Hontiveros', 'phpres-hontiveros'],
    ]),
    G('Next President of the Philippines', z('2034-05-12'), o(['Vico Sotto', 'phpres-sotto'], ['Raffy Tulfo', 'phpres-rtulfo'], ['Risa Hontiveros', 'phpres-hontiveros'], ['Other', 'phpres-other'])),
    A('KXPHVP-34', 'Philippines vice presidential election', 'Elections', z('2034-05-12'), [['AQU', 'Bam Aquino', 'phvp-aquino'], ['ETUL', 'Erwin Tulfo', 'phvp-etulfo'], ['MAR', 'Imee Marcos', 'phvp-marcos']]),
  ] }, ['office']);
}
{ // Australian federal election 2034: Labor vs the Coalition forming government; gamma asks the Coalition side.
  addCase('election', { name: 'australia-govt-2034', events: [
    A('KXAUSGOV-34', 'Australian federal election: party to form government', 'Elections', z('2034-06-30'), [['ALP', 'Labor', 'au-labor'], ['LNP', 'Coalition', 'au-coalition']]),
    B1('Will Labor win the 2034 Australian federal election?', 'Politics', z('2034-06-30'), 'au-labor'),
    G1('Liberal–National Coalition to form government after the 2034 federal election?', z('2034-06-30'), 'au-coalition'),
  ] }, ['inverted']);
}
{ // South Africa 2034: ANC national vote share (alpha, beta); gamma asks for a majority of National Assembly seats (measure).
  const c = z('2034-05-28');
  addCase('election', { name: 'south-africa-anc-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSAANC-34', 'ANC vote share, South African national election', 'Elections', c, [['T35', 'Above 35%', 'anc-gt35'], ['T40', 'Above 40%', 'anc-gt40']],
      { sources: ['Electoral Commission of South Africa https://results.elections.org.za'] }),
    B1('ANC above 40% in the 2034 South African election?', 'Politics', c, 'anc-gt40'),
    G1('ANC majority in the National Assembly (201+ seats) in 2034?', c, 'anc-na-majority'),
  ] }, ['measure']);
}
{ // Indonesia, 14 Feb 2034 (runoff in June if needed): who wins the presidency (alpha, beta); gamma asks for a first-round win (round).
  addCase('election', { name: 'indonesia-pilpres-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXIDPRES-34', 'Indonesia presidential election', 'Elections', z('2034-07-15'), [['GIB', 'Gibran Rakabuming Raka', 'idpres-gibran'], ['ANI', 'Anies Baswedan', 'idpres-anies'],
      ['DED', 'Dedi Mulyadi', 'idpres-dedi']]),
    B('Indonesia Pilpres 2034 winner', 'Politics', z('2034-07-15'), [['indonesia-2034-gibran', 'Gibran', 'idpres-gibran'], ['indonesia-2034-anies', 'Anies', 'idpres-anies'],
      ['indonesia-2034-dedi-mulyadi', 'Dedi Mulyadi', 'idpres-dedi'], ['indonesia-2034-ahy', 'AHY', 'idpres-ahy']]),
    G1('Gibran wins Pilpres 2034 in one round (no putaran kedua)?', z('2034-03-20'), 'idpres-gibran-r1'),
  ] }, ['round']);
}
{ // Riksdagsvalet 10 Sept 2034: largest party (alpha, gamma); beta asks who is the next statsminister (office/question).
  addCase('election', { name: 'sweden-riksdag-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXSWEPARTY-34', 'Sweden Riksdag election: largest party', 'Elections', z('2034-09-11', '06:00'), [['S', 'Social Democrats', 'se-s'], ['SD', 'Sweden Democrats', 'se-sd'], ['M', 'Moderates', 'se-m']]),
    G('Riksdagsvalet 2034 — största parti', z('2034-09-11', '06:00'), o(['Socialdemokraterna', 'se-s'], ['Sverigedemokraterna', 'se-sd'], ['Moderaterna', 'se-m'])),
    B('Next Prime Minister of Sweden after the 2034 election?', 'Politics', z('2034-11-30'), [['sweden-pm-2034-andersson', 'Magdalena Andersson', 'sepm-andersson'],
      ['sweden-pm-2034-akesson', 'Jimmie Åkesson', 'sepm-akesson'], ['sweden-pm-2034-busch', 'Ebba Busch', 'sepm-busch']]),
  ] }, ['office']);
}
{ // Nationalratswahl 2034, Austria: strongest party (alpha, beta, gamma).
  const c = z('2034-09-25', '06:00');
  addCase('election', { name: 'austria-nationalrat-2034', events: [
    A('KXAUTPARTY-34', 'Austria Nationalrat election: most votes', 'Elections', c, [['FPO', 'FPÖ', 'at-fpo'], ['OVP', 'ÖVP', 'at-ovp'], ['SPO', 'SPÖ', 'at-spo']]),
    B('Austria parliamentary election: which party wins the most votes?', 'Politics', c, [['austria-2034-fpo', 'Freedom Party (FPÖ)', 'at-fpo'],
      ['austria-2034-ovp', 'People\'s Party (ÖVP)', 'at-ovp'], ['austria-2034-spo', 'Social Democrats (SPÖ)', 'at-spo'], ['austria-2034-neos', 'NEOS', 'at-neos']]),
    G('Nationalratswahl 2034: stimmenstärkste Partei', c, o(['Freiheitliche Partei Österreichs', 'at-fpo'], ['Österreichische Volkspartei', 'at-ovp'], ['Sozialdemokratische Partei Österreichs', 'at-spo'])),
  ] });
}
{ // Országgyűlés, April 2034: most seats (alpha, beta); gamma asks about a Fidesz–KDNP two-thirds majority (measure).
  const c = z('2034-04-10', '06:00');
  addCase('election', { name: 'hungary-ogy-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXHUNPARTY-34', 'Hungary parliamentary election: most seats', 'Elections', c, [['FID', 'Fidesz–KDNP', 'hu-fidesz'], ['TIS', 'Tisza', 'hu-tisza']]),
    B('Hungary election 2034: Fidesz or Tisza?', 'Politics', c, [['hungary-2034-fidesz-most-seats', 'Fidesz', 'hu-fidesz'], ['hungary-2034-tisza-most-seats', 'Tisza', 'hu-tisza']]),
    G1('Fidesz–KDNP two-thirds supermajority in the Országgyűlés (2034)?', c, 'hu-fidesz-23'),
  ] }, ['measure']);
}
{ // 参議院 (House of Councillors) July 2034: LDP seats won, an integer ("Above 50.5" = "51 or more"); gamma asks about the lower house (chamber).
  const c = z('2034-07-24', '06:00');
  addCase('election', { name: 'japan-sangiin-ldp-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXJPUHLDP-34', 'LDP seats, House of Councillors election', 'Elections', c, [['T50.5', 'Above 50.5', 'jpuh-ldp-ge51'], ['T60.5', 'Above 60.5', 'jpuh-ldp-ge61']]),
    B1('Will the LDP win 51 or more seats in the 2034 upper house election?', 'Politics', c, 'jpuh-ldp-ge51'),
    G1('LDP single-party majority in the House of Representatives (衆議院) at a 2034 election?', z('2034-12-31'), 'jplh-ldp-maj'),
  ] }, ['chamber']);
}
{ // Knesset election, Oct 2034: largest party (alpha, beta, gamma).
  const c = z('2034-10-25', '06:00');
  addCase('election', { name: 'knesset-2034-largest', events: [
    A('KXKNESSET-34', 'Israel Knesset election: most seats', 'Elections', c, [['LIK', 'Likud', 'kn-likud'], ['BEN', 'Bennett 2026', 'kn-bennett'], ['YA', 'Yesh Atid', 'kn-yeshatid']]),
    B('Largest party in the Knesset after the 2034 Israeli election?', 'Politics', c, [['knesset-2034-likud', 'Likud', 'kn-likud'], ['knesset-2034-bennett', 'Bennett 2026', 'kn-bennett'],
      ['knesset-2034-yesh-atid', 'Yesh Atid', 'kn-yeshatid'], ['knesset-2034-democrats', 'The Democrats', 'kn-democrats']]),
    G('Israel 2034: which list wins the most Knesset seats?', c, o(['Likud', 'kn-likud'], ['Bennett', 'kn-bennett'], ['Yesh Atid', 'kn-yeshatid'])),
  ] });
}
{ // Landtagswahl Sachsen, 3 Sept 2034: stärkste Kraft by Zweitstimmen (alpha, beta); gamma lists Thüringen the same day (place).
  addCase('election', { name: 'sachsen-landtag-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXDESN-34', 'Landtagswahl Sachsen: stärkste Kraft', 'Elections', z('2034-09-04', '06:00'), [['AFD', 'AfD', 'sn-afd'], ['CDU', 'CDU', 'sn-cdu'], ['BSW', 'BSW', 'sn-bsw']],
      { sources: ['Statistisches Landesamt Sachsen https://wahlen.sachsen.de'] }),
    B('Saxony state election 2034: which party gets the most votes?', 'Politics', z('2034-09-04', '06:00'), [['saxony-2034-afd', 'AfD', 'sn-afd'], ['saxony-2034-cdu', 'CDU', 'sn-cdu']]),
    G('Landtagswahl Thüringen 2034 – stärkste Partei', z('2034-09-04', '06:00'), o(['AfD', 'th-afd'], ['CDU', 'th-cdu'], ['Die Linke', 'th-linke'])),
  ] }, ['place']);
}
{ // 서울시장 (Seoul mayor), local elections 7 June 2034 (alpha, beta); gamma lists Busan (place).
  addCase('election', { name: 'seoul-mayor-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSEOULMAYOR-34', 'Seoul mayoral election: winning party', 'Elections', z('2034-06-08', '06:00'), [['DPK', 'Democratic Party', 'seoul-dpk'], ['PPP', 'People Power Party', 'seoul-ppp']]),
    B('Seoul mayor election 2034: which party wins?', 'Politics', z('2034-06-08', '06:00'), [['seoul-mayor-2034-democratic', 'Democratic', 'seoul-dpk'], ['seoul-mayor-2034-ppp', 'People Power', 'seoul-ppp']]),
    G('부산시장 선거 2034 (Busan mayor) – winning party', z('2034-06-08', '06:00'), o(['Democratic Party of Korea', 'busan-dpk'], ['People Power Party', 'busan-ppp'])),
  ] }, ['place']);
}

// ───────────────────────────── LEADERS LEAVING OFFICE ─────────────────────────────

{ // Koizumi out as Japan's PM before July 1, 2034 (alpha, gamma); beta asks "in 2034" (deadline).
  addCase('leader', { name: 'japan-pm-out-h1-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXJPPMOUT-34JUL01', 'Koizumi out as Prime Minister before July 2034?', 'Politics', z('2034-06-30'), 'JUL01', 'Before Jul 1, 2034', 'jppm-out-h1'),
    G1('Will Shinjiro Koizumi cease to be Prime Minister of Japan by June 30, 2034?', z('2034-06-30'), 'jppm-out-h1'),
    B1('Koizumi out as Japan PM in 2034?', 'Politics', z('2034-12-31'), 'jppm-out-2034'),
  ] }, ['deadline']);
}
{ // Putin out as President of Russia: "before 2035", "in 2034" and "by December 31, 2034" are one deadline.
  addCase('leader', { name: 'putin-out-2034', events: [
    A1('KXPUTINOUT-34', 'Putin out as President of Russia before 2035?', 'Politics', z('2034-12-31'), '35', 'Before 2035', 'putin-out'),
    B1('Putin out as President of Russia in 2034?', 'Geopolitics', z('2034-12-31'), 'putin-out'),
    G1('Will Vladimir Putin cease to be Russian president by December 31, 2034?', z('2034-12-31'), 'putin-out'),
    U1('putin-out-before-2035', 'Putin out as President before 2035?', 'Politics', z('2034-12-31'), 'putin-out'),
  ] });
}
{ // Xi out as CCP General Secretary (alpha, gamma); beta asks about the state presidency (office).
  addCase('leader', { name: 'xi-out-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXXIOUT-34', 'Xi Jinping out as General Secretary in 2034?', 'Politics', z('2034-12-31'), '34', 'In 2034', 'xi-gensec-out'),
    G1('Xi Jinping no longer CCP General Secretary before 2035?', z('2034-12-31'), 'xi-gensec-out'),
    B1('Will Xi Jinping leave office as President of China in 2034?', 'Geopolitics', z('2034-12-31'), 'xi-prc-president-out'),
  ] }, ['office']);
}
{ // Wüst out as Bundeskanzler before 2035 (alpha, beta, gamma).
  addCase('leader', { name: 'wuest-out-2034', events: [
    A1('KXDECHANOUT-34', 'Wüst out as German Chancellor before 2035?', 'Politics', z('2034-12-31'), '35', 'Before 2035', 'wuest-out'),
    B1('Will Hendrik Wüst cease to be Bundeskanzler in 2034?', 'Politics', z('2034-12-31'), 'wuest-out'),
    G1('Wüst no longer Chancellor of Germany by 31 Dec 2034?', z('2034-12-31'), 'wuest-out'),
  ] });
}
{ // Kim Jong Un — gamma only.
  addCase('leader', { name: 'kim-out-2034', events: [
    G1('Kim Jong Un no longer Supreme Leader of North Korea by end of 2034?', z('2034-12-31'), 'kim-out'),
  ] });
}

// ───────────────────────────── REFERENDUMS ─────────────────────────────

{ // Swiss federal vote 18 June 2034, 4-day-week initiative: passes with Volks- und Ständemehr (alpha, gamma); beta: popular majority only (measure).
  const c = z('2034-06-18', '18:00');
  addCase('referendum', { name: 'swiss-4day-week-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXCHVOTE-34JUN18', 'Swiss 4-day week initiative passes?', 'Politics', c, '4DAY', 'Accepted', 'ch4d-pass',
      { rules: 'Resolves Yes if the popular initiative is accepted by both the people and the cantons in the federal vote of June 18, 2034, per the Federal Chancellery.' }),
    G1('Volksinitiative «Ja zur 4-Tage-Woche» angenommen (Volk und Stände)?', c, 'ch4d-pass'),
    B1('Will more than 50% of Swiss voters back the 4-day-week initiative?', 'Politics', c, 'ch4d-popular-50'),
  ] }, ['measure']);
}
{ // Second Scottish independence referendum held before 2035 (alpha, beta, gamma).
  addCase('referendum', { name: 'scotland-indyref2-2034', events: [
    A1('KXINDYREF-34', 'Scottish independence referendum held in 2034?', 'Politics', z('2034-12-31'), '34', 'Held in 2034', 'indyref2-held'),
    B1('Will Scotland hold an independence referendum before 2035?', 'Politics', z('2034-12-31'), 'indyref2-held'),
    G1('IndyRef2: Scottish independence vote takes place by end of 2034?', z('2034-12-31'), 'indyref2-held'),
  ] });
}
{ // Italian abrogative referendum, 23–24 Apr 2034: valid and approved (alpha, gamma); beta asks only whether turnout beats the quorum (measure).
  const c = z('2034-04-24', '16:00');
  addCase('referendum', { name: 'italy-referendum-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXITREF-34APR', 'Italy autonomy referendum: Yes wins?', 'Politics', c, 'YES', 'Yes wins', 'itref-yes',
      { rules: 'Resolves Yes if the abrogative referendum on the differentiated-autonomy law reaches the quorum and Yes wins a majority of valid votes.' }),
    G1('Referendum abrogativo autonomia differenziata: vince il Sì (con quorum)?', c, 'itref-yes'),
    B1('Italy referendum April 2034: turnout above 50%?', 'Politics', c, 'itref-turnout50'),
  ] }, ['measure']);
}

// ───────────────────────────── CENTRAL BANKS ─────────────────────────────

{ // ECB, Thursday 9 March 2034: decision on the deposit facility rate on all four venues; beta's 50+ bp cut has no counterpart.
  const d = '2034-03-09';
  const c = z(d, '12:15');
  addCase('central_bank', { name: 'ecb-mar-2034-decision', events: [
    A(`KXECBDEC-${ad(d)}`, 'ECB interest rate decision in March', 'Economics', c, [['C25', 'Cut 25bps', 'ecbmar-c25'], ['H0', 'Hold', 'ecbmar-hold'], ['H25', 'Hike 25bps', 'ecbmar-h25']], { sources: [ECB] }),
    B('ECB decision in March?', 'Economy', c, [['ecb-25-bps-decrease-march-2034', '25 bps decrease', 'ecbmar-c25'], ['ecb-no-change-march-2034', 'No change', 'ecbmar-hold'],
      ['ecb-25-bps-increase-march-2034', '25 bps increase', 'ecbmar-h25'], ['ecb-50-plus-bps-decrease-march-2034', '50+ bps decrease', 'ecbmar-c50']]),
    U('ecb-decision-march-2034', 'ECB March 2034 rate decision', 'Economics', c, [['ecb-march-2034-cut', 'Cut', 'ecbmar-c25', { q: 'Will the ECB cut the deposit rate by 25 bps on March 9, 2034?' }],
      ['ecb-march-2034-hold', 'Hold', 'ecbmar-hold', { q: 'Will the ECB leave rates unchanged on March 9, 2034?' }]]),
    G('ECB rate decision — 9 Mar 2034', c, o(['Cut 25 bp', 'ecbmar-c25'], ['No change', 'ecbmar-hold'], ['Hike 25 bp', 'ecbmar-h25'])),
  ] });
}
{ // ECB deposit facility rate after 20 April 2034 (alpha, beta): "2.00% or higher" ≠ "Above 1.75%" (threshold); gamma's main refinancing rate (measure).
  const d = '2034-04-20';
  const c = z(d, '12:15');
  addCase('central_bank', { name: 'ecb-apr-2034-dfr-level', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXECBDFR-${ad(d)}`, 'ECB deposit facility rate after April meeting', 'Economics', c, [['T1.50', 'Above 1.50%', 'ecbdfr-gt150'], ['T1.75', 'Above 1.75%', 'ecbdfr-gt175']], { sources: [ECB] }),
    B('ECB deposit rate after the April 2034 meeting?', 'Economy', c, [['ecb-deposit-rate-above-1pt75-april-2034', 'Above 1.75%', 'ecbdfr-gt175'],
      ['ecb-deposit-rate-2pt00-or-higher-april-2034', '2.00% or higher', 'ecbdfr-ge200']]),
    G1('ECB main refinancing operations rate above 1.90% after the 20 April 2034 meeting?', c, 'ecbmro-gt190'),
  ] }, ['threshold', 'measure']);
}
{ // BoE MPC, Thursday 16 March 2034 (alpha, beta); gamma lists the 11 May meeting (date).
  addCase('central_bank', { name: 'boe-mar-2034-decision', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXBOE-${ad('2034-03-16')}`, 'Bank of England rate decision in March', 'Economics', z('2034-03-16', '12:00'), [['C25', 'Cut 25bps', 'boemar-c25'], ['H0', 'Hold', 'boemar-hold'],
      ['H25', 'Hike 25bps', 'boemar-h25']], { sources: [BOE] }),
    B('Bank of England decision in March?', 'Economy', z('2034-03-16', '12:00'), [['boe-cut-march-2034', '25 bps decrease', 'boemar-c25'], ['boe-hold-march-2034', 'No change', 'boemar-hold'],
      ['boe-hike-march-2034', '25 bps increase', 'boemar-h25']]),
    G('BoE Bank Rate decision – 11 May 2034', z('2034-05-11', '11:00'), o(['Cut', 'boemay-c25'], ['Hold', 'boemay-hold'], ['Hike', 'boemay-h25'])),
  ] }, ['date']);
}
{ // Bank Rate below 3.00% at any time by June 30 (alpha, gamma) vs beta's level after the 22 June meeting (observation).
  addCase('central_bank', { name: 'boe-below-3-by-june-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXBOERATE-34JUN30', 'Bank Rate below 3% by June 30?', 'Economics', z('2034-06-30'), 'B3.00', 'Below 3.00%', 'boe-lt3-by-jun30', { sources: [BOE] }),
    G1('Will the BoE cut Bank Rate below 3.00% at any point before July 2034?', z('2034-06-30'), 'boe-lt3-by-jun30'),
    B1('Bank Rate below 3.00% after the June 22, 2034 MPC meeting?', 'Economy', z('2034-06-22', '11:00'), 'boe-lt3-after-jun22'),
  ] }, ['observation']);
}
{ // BoJ, 16–17 March 2034: hike vs hold; gamma asks whether the BoJ stands pat (inverted).
  const c = z('2034-03-17', '06:00');
  addCase('central_bank', { name: 'boj-mar-2034', events: [
    A(`KXBOJ-${ad('2034-03-17')}`, 'Bank of Japan decision in March', 'Economics', c, [['H25', 'Hike 25bps', 'bojmar-hike'], ['H0', 'Hold', 'bojmar-hold']]),
    B1('Will the Bank of Japan raise rates in March 2034?', 'Economy', c, 'bojmar-hike'),
    G1('BoJ keeps its policy rate unchanged at the March 2034 meeting?', c, 'bojmar-hold'),
    U1('boj-rate-hike-march-2034', 'Bank of Japan hikes in March 2034?', 'Economics', c, 'bojmar-hike'),
  ] }, ['inverted']);
}
{ // SNB, 23 March 2034: alpha "Above 0.00%"; beta "negative" (another outcome: 0.00% is neither); gamma "at or below 0.00%" (complement).
  const c = z('2034-03-23', '08:30');
  addCase('central_bank', { name: 'snb-mar-2034-rate', events: [
    A1(`KXSNB-${ad('2034-03-23')}`, 'SNB policy rate after March assessment', 'Economics', c, 'T0.00', 'Above 0.00%', 'snb-gt0',
      { sources: ['Swiss National Bank https://www.snb.ch/en/the-snb/mandates-goals/monetary-policy/decisions'] }),
    B1('Will the SNB policy rate be negative after its March 2034 assessment?', 'Economy', c, 'snb-lt0'),
    G1('SNB Leitzins bei 0 % oder tiefer nach dem 23. März 2034?', c, 'snb-le0'),
  ] }, ['inverted', 'threshold']);
}
{ // RBA, Tuesday 7 Feb 2034 (alpha, beta); gamma lists the RBNZ's 22 Feb OCR decision (place).
  const c = z('2034-02-07', '03:30');
  addCase('central_bank', { name: 'rba-feb-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXRBA-${ad('2034-02-07')}`, 'RBA cash rate decision in February', 'Economics', c, [['C25', 'Cut 25bps', 'rbafeb-c25'], ['H0', 'Hold', 'rbafeb-hold'], ['H25', 'Hike 25bps', 'rbafeb-h25']]),
    B('Reserve Bank of Australia decision in February?', 'Economy', c, [['rba-cut-february-2034', 'Cut', 'rbafeb-c25'], ['rba-hold-february-2034', 'Hold', 'rbafeb-hold'], ['rba-hike-february-2034', 'Hike', 'rbafeb-h25']]),
    G('RBNZ OCR decision — Feb 22, 2034', z('2034-02-22', '01:00'), o(['Cut 25bp', 'rbnzfeb-c25'], ['Hold', 'rbnzfeb-hold'], ['Hike 25bp', 'rbnzfeb-h25'])),
  ] }, ['place']);
}
{ // Bank of Canada, 25 Jan 2034 (alpha, beta, gamma); gamma's hike row has no counterpart.
  const c = z('2034-01-25', '14:45');
  addCase('central_bank', { name: 'boc-jan-2034', events: [
    A(`KXBOC-${ad('2034-01-25')}`, 'Bank of Canada rate decision in January', 'Economics', c, [['C25', 'Cut 25bps', 'bocjan-c25'], ['H0', 'Hold', 'bocjan-hold']]),
    B('Bank of Canada decision in January?', 'Economy', c, [['bank-of-canada-cut-january-2034', '25 bps decrease', 'bocjan-c25'], ['bank-of-canada-no-change-january-2034', 'No change', 'bocjan-hold']]),
    G('Bank of Canada policy rate decision (Jan 25)', c, o(['25 bp cut', 'bocjan-c25'], ['Unchanged', 'bocjan-hold'], ['Hike', 'bocjan-h25'])),
  ] });
}
{ // Banxico, 9 Feb 2034: tasa objetivo decision (alpha, beta, gamma).
  const c = z('2034-02-09', '20:00');
  addCase('central_bank', { name: 'banxico-feb-2034', events: [
    A(`KXBANXICO-${ad('2034-02-09')}`, 'Banxico rate decision in February', 'Economics', c, [['C25', 'Cut 25bps', 'bxfeb-c25'], ['H0', 'Hold', 'bxfeb-hold'], ['C50', 'Cut 50bps', 'bxfeb-c50']]),
    B('Banxico decision in February 2034?', 'Economy', c, [['banxico-25-bps-cut-feb-2034', '25 bps cut', 'bxfeb-c25'], ['banxico-no-change-feb-2034', 'No change', 'bxfeb-hold'],
      ['banxico-50-bps-cut-feb-2034', '50 bps cut', 'bxfeb-c50']]),
    G('Banxico: decisión de tasa objetivo, 9 feb 2034', c, o(['Recorte de 25 pb', 'bxfeb-c25'], ['Sin cambio', 'bxfeb-hold'], ['Recorte de 50 pb', 'bxfeb-c50'])),
  ] });
}
{ // RBI MPC, 8 Feb 2034: repo rate cut (alpha, beta); gamma asks about the cash reserve ratio (measure).
  const c = z('2034-02-08', '05:00');
  addCase('central_bank', { name: 'rbi-feb-2034-repo', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1(`KXRBI-${ad('2034-02-08')}`, 'RBI repo rate cut in February?', 'Economics', c, 'CUT', 'Cut', 'rbifeb-repo-cut'),
    B1('Will the RBI cut the repo rate in February 2034?', 'Economy', c, 'rbifeb-repo-cut'),
    G1('RBI cuts the cash reserve ratio (CRR) at the Feb 8, 2034 policy?', c, 'rbifeb-crr-cut'),
  ] }, ['measure']);
}
{ // PBoC loan prime rate fixing, Friday 20 Jan 2034: 1-year LPR cut (alpha, gamma); beta asks about the 5-year LPR (measure).
  const c = z('2034-01-20', '01:15');
  addCase('central_bank', { name: 'pboc-lpr-jan-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1(`KXLPR1Y-${ad('2034-01-20')}`, 'China 1-year LPR cut in January?', 'Economics', c, 'CUT', 'Cut', 'lpr1y-jan-cut'),
    G1('PBoC: 1-year loan prime rate lowered on 20 Jan 2034?', c, 'lpr1y-jan-cut'),
    B1('Will China cut the 5-year loan prime rate in January 2034?', 'Economy', c, 'lpr5y-jan-cut'),
  ] }, ['measure']);
}
{ // Number of ECB cuts in 2034: alpha counts meetings with a cut, beta counts 25 bp steps — one event, not fungible.
  const c = z('2034-12-14', '13:15');
  addCase('central_bank', { name: 'ecb-cuts-2034-count', fungible: nf('alpha|beta'), events: [
    A('KXECBCUTS-34', 'Number of ECB rate cuts in 2034', 'Economics', c, [['0', '0', 'ecbcuts-0'], ['1', '1', 'ecbcuts-1'], ['2', '2', 'ecbcuts-2'], ['3', '3 or more', 'ecbcuts-3p']],
      { rules: 'Counts the ECB monetary policy meetings in 2034 at which the deposit facility rate is lowered.' }),
    B('How many ECB rate cuts in 2034?', 'Economy', c, [['ecb-cuts-2034-0', '0', 'ecbcuts-0'], ['ecb-cuts-2034-1', '1', 'ecbcuts-1'], ['ecb-cuts-2034-2', '2', 'ecbcuts-2'],
      ['ecb-cuts-2034-3-plus', '3+', 'ecbcuts-3p']], { rules: 'Counts 25 basis point reductions of the deposit facility rate in 2034; a 50 bp cut counts as two.' }),
  ] }, ['source']);
}
{ // Bank Rate at the end of 2034 — alpha only.
  addCase('central_bank', { name: 'boe-rate-eoy-2034', events: [
    A('KXBOERATE-34DEC31', 'Bank Rate at end of 2034', 'Economics', z('2034-12-31'), [['T2.50', 'Above 2.50%', 'boe-eoy-gt250'], ['T3.00', 'Above 3.00%', 'boe-eoy-gt300']], { sources: [BOE] }),
  ] });
}
{ // ECB, 26 January 2034 — beta_us only.
  addCase('central_bank', { name: 'ecb-jan-2034-hold', events: [
    U1('ecb-decision-january-2034', 'ECB holds rates on January 26, 2034?', 'Economics', z('2034-01-26', '13:15'), 'ecbjan-hold'),
  ] });
}

// ───────────────────────────── INFLATION AND GDP ABROAD ─────────────────────────────

{ // UK CPI YoY for January 2034 (ONS, 15 Feb): "Above 2.4%" = "2.5% or higher" and "Above 2.6%" = beta_us's "2.7% or higher" (one decimal); gamma's CPIH (measure).
  const c = z('2034-02-15', '07:00');
  addCase('macro', { name: 'uk-cpi-jan-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXUKCPI-${ad('2034-02-15')}`, 'UK CPI inflation in January', 'Economics', c, [['T2.4', 'Above 2.4%', 'ukcpi-ge25'], ['T2.6', 'Above 2.6%', 'ukcpi-ge27']], { sources: [ONS] }),
    B1('UK CPI inflation 2.5% or higher in January 2034?', 'Economy', c, 'ukcpi-ge25', { mx: { src: 'https://www.ons.gov.uk/economy/inflationandpriceindices/bulletins/consumerpriceinflation/january2034' } }),
    G1('UK CPIH annual rate above 2.8% (January 2034)?', c, 'ukcpih-gt28'),
    U1('uk-cpi-january-2034-2pt7-or-higher', 'UK inflation 2.7% or higher in January 2034?', 'Economics', c, 'ukcpi-ge27'),
  ] }, ['measure']);
}
{ // UK core CPI January 2034 (alpha, gamma).
  const c = z('2034-02-15', '07:00');
  addCase('macro', { name: 'uk-core-cpi-jan-2034', events: [
    A(`KXUKCORECPI-${ad('2034-02-15')}`, 'UK core CPI in January', 'Economics', c, [['T2.9', 'Above 2.9%', 'ukcore-ge30'], ['T3.2', 'Above 3.2%', 'ukcore-ge33']], { sources: [ONS] }),
    G('UK core inflation, Jan 2034 (ONS)', c, o(['3.0% or higher', 'ukcore-ge30'], ['3.3% or higher', 'ukcore-ge33'])),
  ] });
}
{ // Euro-area HICP flash for February 2034 (Eurostat, 2 Mar) on alpha and beta; gamma asks about the final release of 17 Mar (estimate).
  addCase('macro', { name: 'ea-hicp-flash-feb-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXEAHICP-${ad('2034-03-02')}`, 'Euro area inflation flash, February', 'Economics', z('2034-03-02', '10:00'), [['T1.9', 'Above 1.9%', 'eaflash-ge20'], ['T2.1', 'Above 2.1%', 'eaflash-ge22']],
      { sources: [EUROSTAT] }),
    B('Eurozone inflation (flash) February 2034?', 'Economy', z('2034-03-02', '10:00'), [['eurozone-flash-inflation-feb-2034-2pt0-plus', '2.0% or more', 'eaflash-ge20'],
      ['eurozone-flash-inflation-feb-2034-2pt2-plus', '2.2% or more', 'eaflash-ge22']]),
    G1('Euro area HICP (final) for February 2034 at 2.0% or above?', z('2034-03-17', '10:00'), 'eafinal-ge20'),
  ] }, ['estimate']);
}
{ // Euro-area core HICP flash, February 2034 (alpha, gamma); beta lists the March core flash (period).
  addCase('macro', { name: 'ea-core-flash-feb-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1(`KXEACORE-${ad('2034-03-02')}`, 'Euro area core inflation flash, February', 'Economics', z('2034-03-02', '10:00'), 'T2.2', 'Above 2.2%', 'eacorefeb-ge23', { sources: [EUROSTAT] }),
    G1('Eurozone core HICP flash (Feb 2034) ≥ 2.3%?', z('2034-03-02', '10:00'), 'eacorefeb-ge23'),
    B1('Eurozone core inflation 2.3% or higher in March 2034 (flash)?', 'Economy', z('2034-03-31', '09:00'), 'eacoremar-ge23'),
  ] }, ['period']);
}
{ // Germany CPI (VPI) January 2034, Destatis flash 31 Jan (alpha, beta); gamma asks about the harmonised HVPI (measure).
  const c = z('2034-01-31', '13:00');
  addCase('macro', { name: 'de-cpi-jan-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1(`KXDECPI-${ad('2034-01-31')}`, 'Germany CPI inflation in January', 'Economics', c, 'T2.0', 'Above 2.0%', 'devpi-ge21', { sources: ['Destatis https://www.destatis.de/EN/Themes/Economy/Prices/Consumer-Price-Index/'] }),
    B1('German inflation (VPI) 2.1% or higher in January 2034?', 'Economy', c, 'devpi-ge21'),
    G1('Germany HICP (HVPI) January 2034 above 2.0%?', c, 'dehvpi-ge21'),
  ] }, ['measure']);
}
{ // Japan national core CPI (ex fresh food) for January, 17 Feb (alpha, gamma); beta lists Tokyo core CPI for January (place).
  addCase('macro', { name: 'jp-core-cpi-jan-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1(`KXJPCPI-${ad('2034-02-17')}`, 'Japan core CPI in January', 'Economics', z('2034-02-16', '23:30'), 'T1.9', 'Above 1.9%', 'jpcore-ge20', { sources: ['Statistics Bureau of Japan https://www.stat.go.jp/english/data/cpi/'] }),
    G1('Japan nationwide core CPI (ex fresh food), Jan 2034: 2.0% or more?', z('2034-02-16', '23:30'), 'jpcore-ge20'),
    B1('Tokyo core CPI 2.0% or higher in January 2034?', 'Economy', z('2034-01-26', '23:30'), 'tokyocore-ge20'),
  ] }, ['place']);
}
{ // China CPI YoY January 2034 (NBS, 9 Feb): alpha "Above 0.5%", beta "negative" (another outcome); gamma lists PPI (measure).
  const c = z('2034-02-09', '01:30');
  addCase('macro', { name: 'cn-cpi-jan-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1(`KXCNCPI-${ad('2034-02-09')}`, 'China CPI in January', 'Economics', c, 'T0.5', 'Above 0.5%', 'cncpi-ge06', { sources: [NBS] }),
    B1('Will China\'s CPI be negative year-on-year in January 2034?', 'Economy', c, 'cncpi-lt0'),
    G1('China PPI y/y January 2034 above 0%?', c, 'cnppi-gt0'),
  ] }, ['measure', 'threshold']);
}
{ // China 2033 GDP growth (NBS, 17 Jan 2034): "Above 4.5%" = "4.6% or higher" (gamma) ≠ beta's "4.5% or higher" (threshold).
  const c = z('2034-01-17', '02:00');
  addCase('macro', { name: 'cn-gdp-2033', events: [
    A1('KXCNGDP-33', 'China GDP growth in 2033', 'Economics', c, 'T4.5', 'Above 4.5%', 'cngdp-ge46', { sources: [NBS] }),
    B1('China 2033 GDP growth 4.5% or higher?', 'Economy', c, 'cngdp-ge45'),
    G1('China full-year 2033 GDP growth of at least 4.6%?', c, 'cngdp-ge46'),
  ] }, ['threshold']);
}
{ // UK Q4 2033 GDP QoQ, first quarterly estimate 10 Feb: beta's "contraction" (below 0.0%) is another outcome; gamma lists December monthly GDP (period).
  const c = z('2034-02-10', '07:00');
  addCase('macro', { name: 'uk-gdp-q4-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXUKGDP-${ad('2034-02-10')}`, 'UK GDP growth in Q4 2033', 'Economics', c, [['T0.0', 'Above 0.0%', 'ukq4-gt0'], ['T0.2', 'Above 0.2%', 'ukq4-gt02']], { sources: ['Office for National Statistics https://www.ons.gov.uk/economy/grossdomesticproductgdp'] }),
    B1('Will the UK economy contract in Q4 2033?', 'Economy', c, 'ukq4-lt0'),
    G1('UK monthly GDP for December 2033 positive?', c, 'ukdec-gt0'),
  ] }, ['period', 'threshold']);
}
{ // Germany Q4 2033 GDP flash (30 Jan): "positive" = "Above 0.0%"; gamma's "shrinks" (below 0.0%) is another outcome.
  const c = z('2034-01-30', '09:00');
  addCase('macro', { name: 'de-gdp-q4-2033', events: [
    A1(`KXDEGDP-${ad('2034-01-30')}`, 'Germany GDP growth in Q4 2033', 'Economics', c, 'T0.0', 'Above 0.0%', 'deq4-gt0'),
    B1('Germany Q4 2033 GDP growth positive (Destatis flash)?', 'Economy', c, 'deq4-gt0'),
    G1('Does the German economy shrink in Q4 2033 (flash)?', c, 'deq4-lt0'),
  ] }, ['threshold']);
}
{ // Japan Q4 2033 preliminary GDP, annualised (alpha, beta); gamma asks about QoQ growth (measure).
  const c = z('2034-02-14', '23:50');
  addCase('macro', { name: 'jp-gdp-q4-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1(`KXJPGDP-${ad('2034-02-15')}`, 'Japan GDP (annualized) in Q4 2033', 'Economics', c, 'T1.0', 'Above 1.0%', 'jpq4ann-ge11'),
    B1('Japan Q4 2033 GDP annualized growth 1.1% or higher?', 'Economy', c, 'jpq4ann-ge11'),
    G1('Japan Q4 2033 real GDP q/q (preliminary) above 0.3%?', c, 'jpq4qoq-gt03'),
  ] }, ['measure']);
}
{ // Canada CPI January 2034 — gamma only.
  addCase('macro', { name: 'ca-cpi-jan-2034', events: [
    G1('Canada CPI y/y January 2034 (Statistics Canada) 2.0% or higher?', z('2034-02-21', '13:30'), 'cacpi-ge20'),
  ] });
}

// ───────────────────────────── FX AND FOREIGN INDICES ─────────────────────────────

{ // EUR/USD on 31 Mar 2034, 4 pm London: WM/Reuters (alpha) vs BFIX (gamma) — same instant, different fixing (nf); beta's ECB reference rate is 14:15 CET (observation).
  const c = z('2034-03-31', '15:00');
  addCase('markets', { name: 'eurusd-mar31-2034', groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma'), events: [
    A('KXEURUSD-34MAR31', 'EUR/USD on Mar 31, 2034', 'Financials', c, [['T1.15', 'Above 1.15', 'eurusd-4pm-gt115'], ['T1.20', 'Above 1.20', 'eurusd-4pm-gt120']],
      { sources: ['WM/Reuters 4pm London fix https://www.lseg.com/en/ftse-russell/benchmarks/wmr-fx-benchmarks'] }),
    G('EUR/USD at the 4pm London fix, 31 Mar 2034 (Bloomberg BFIX)', c, o(['1.15 or above', 'eurusd-4pm-gt115'], ['1.20 or above', 'eurusd-4pm-gt120'])),
    B1('EUR/USD ECB reference rate above 1.20 on March 31, 2034?', 'Finance', z('2034-03-31', '12:15'), 'eurusd-ecbref-gt120'),
  ] }, ['source', 'observation']);
}
{ // USD/JPY trades at 170 at any time before July 1 (alpha, gamma); beta asks for the close on 30 June (observation).
  addCase('markets', { name: 'usdjpy-170-h1-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXUSDJPYMAX-34JUN30', 'USD/JPY reaches 170 before July 2034?', 'Financials', z('2034-06-30'), 'T170', '170 or above', 'usdjpy-touch170'),
    G1('Will USD/JPY hit ¥170 in H1 2034?', z('2034-06-30'), 'usdjpy-touch170'),
    B1('USD/JPY above 170 on June 30, 2034?', 'Finance', z('2034-06-30', '21:00'), 'usdjpy-close-gt170'),
  ] }, ['observation']);
}
{ // FTSE 100 official close, Friday 31 Mar 2034, four venues (beta_us lists one rung).
  const c = z('2034-03-31', '15:35');
  addCase('markets', { name: 'ftse-mar31-2034', events: [
    A('KXFTSE-34MAR31', 'FTSE 100 close on Mar 31, 2034', 'Financials', c, [['T12000', 'Above 12,000', 'ftse-gt12000'], ['T12500', 'Above 12,500', 'ftse-gt12500']]),
    B('FTSE 100 above ___ on March 31?', 'Finance', c, [['ftse-100-above-12000-march-31-2034', '12,000', 'ftse-gt12000'], ['ftse-100-above-12500-march-31-2034', '12,500', 'ftse-gt12500'],
      ['ftse-100-above-13000-march-31-2034', '13,000', 'ftse-gt13000']]),
    U1('ftse-100-above-12500-march-31-2034', 'FTSE 100 closes above 12,500 on March 31, 2034?', 'Finance', c, 'ftse-gt12500'),
    G('FTSE 100 closing level, 31 March 2034', c, o(['Above 12,000', 'ftse-gt12000'], ['Above 12,500', 'ftse-gt12500'])),
  ] });
}
{ // DAX (Xetra) close on 29 Dec 2034, the last trading day (alpha, beta); gamma asks whether it touches 35,000 in 2034 (observation).
  addCase('markets', { name: 'dax-eoy-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXDAX-34DEC29', 'DAX close at end of 2034', 'Financials', z('2034-12-29', '16:30'), 'T35000', 'Above 35,000', 'dax-eoy-gt35k'),
    B1('DAX above 35,000 at the end of 2034?', 'Finance', z('2034-12-29', '16:30'), 'dax-eoy-gt35k'),
    G1('DAX hits 35,000 at any time in 2034?', z('2034-12-31'), 'dax-touch35k'),
  ] }, ['observation']);
}
{ // Nikkei 225 close, 31 Mar 2034 (alpha, gamma); beta lists TOPIX the same day (asset).
  const c = z('2034-03-31', '06:30');
  addCase('markets', { name: 'nikkei-mar31-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXNIKKEI-34MAR31', 'Nikkei 225 close on Mar 31, 2034', 'Financials', c, 'T60000', 'Above 60,000', 'n225-gt60k'),
    G1('日経平均 (Nikkei 225) closes above 60,000 on 31 Mar 2034?', c, 'n225-gt60k'),
    B1('TOPIX above 4,000 on March 31, 2034?', 'Finance', c, 'topix-gt4000'),
  ] }, ['asset']);
}
{ // Hang Seng Index close, 30 June 2034 (alpha, beta); gamma lists the Hang Seng China Enterprises Index (asset).
  const c = z('2034-06-30', '08:10');
  addCase('markets', { name: 'hsi-jun30-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXHSI-34JUN30', 'Hang Seng close on Jun 30, 2034', 'Financials', c, 'T30000', 'Above 30,000', 'hsi-gt30k'),
    B1('Hang Seng Index above 30,000 on June 30, 2034?', 'Finance', c, 'hsi-gt30k'),
    G1('HSCEI (H-shares index) above 10,000 on 30 June 2034?', c, 'hscei-gt10k'),
  ] }, ['asset']);
}
{ // USD/CNY central parity fixing, 30 June 2034 (alpha, gamma); beta asks about offshore USD/CNH (asset).
  addCase('markets', { name: 'usdcny-jun30-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXUSDCNY-34JUN30', 'USD/CNY fixing on Jun 30, 2034', 'Financials', z('2034-06-30', '01:15'), 'T7.00', 'Above 7.0000', 'cnyfix-gt7',
      { sources: ['China Foreign Exchange Trade System https://www.chinamoney.com.cn/english/bmkcpr/'] }),
    G1('PBoC/CFETS USD/CNY central parity above 7.0000 on 30 Jun 2034?', z('2034-06-30', '01:15'), 'cnyfix-gt7'),
    B1('USD/CNH above 7.00 on June 30, 2034?', 'Finance', z('2034-06-30', '21:00'), 'cnh-gt7'),
  ] }, ['asset']);
}

// ───────────────────────────── WARS, SUMMITS, TREATIES, SANCTIONS, ACCESSION ─────────────────────────────

{ // Sudan SAF–RSF ceasefire in effect by June 30, 2034 (alpha, gamma); beta asks "in 2034" (deadline).
  addCase('geopolitics', { name: 'sudan-ceasefire-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXSUDANCF-34JUN30', 'Sudan ceasefire by June 30, 2034?', 'World', z('2034-06-30'), 'JUN30', 'Before Jul 1, 2034', 'sudan-cf-h1'),
    G1('SAF and RSF agree a ceasefire that takes effect before July 2034?', z('2034-06-30'), 'sudan-cf-h1'),
    B1('Sudan ceasefire in 2034?', 'Geopolitics', z('2034-12-31'), 'sudan-cf-2034'),
  ] }, ['deadline']);
}
{ // PLA blockade of Taiwan in 2034 (alpha, beta); gamma asks about an amphibious invasion (observation).
  addCase('geopolitics', { name: 'taiwan-blockade-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXTWBLOCKADE-34', 'China blockades Taiwan in 2034?', 'World', z('2034-12-31'), '34', 'In 2034', 'tw-blockade'),
    B1('Will China blockade Taiwan in 2034?', 'Geopolitics', z('2034-12-31'), 'tw-blockade'),
    G1('PLA amphibious landing on Taiwan (main island) before 2035?', z('2034-12-31'), 'tw-invasion'),
  ] }, ['observation']);
}
{ // 2034 BRICS summit: Xi attends in person (alpha, beta); gamma asks about Modi (person).
  addCase('geopolitics', { name: 'brics-2034-xi', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXBRICSXI-34', 'Xi attends the 2034 BRICS summit?', 'World', z('2034-10-31'), 'XI', 'Xi Jinping attends', 'brics34-xi'),
    B1('Will Xi Jinping attend the 2034 BRICS summit in person?', 'Geopolitics', z('2034-10-31'), 'brics34-xi'),
    G1('Narendra Modi at the 2034 BRICS leaders\' summit (in person)?', z('2034-10-31'), 'brics34-modi'),
  ] }, ['person']);
}
{ // WHO Pandemic Agreement enters into force before 2035 (alpha, beta, gamma).
  addCase('geopolitics', { name: 'who-pandemic-agreement-2034', events: [
    A1('KXPANDEMICTREATY-34', 'WHO Pandemic Agreement in force in 2034?', 'World', z('2034-12-31'), '34', 'Before 2035', 'who-pa-eif'),
    B1('WHO Pandemic Agreement enters into force by December 31, 2034?', 'Geopolitics', z('2034-12-31'), 'who-pa-eif'),
    G1('Pandemic Agreement (WHA 2025) reaches entry into force before 2035?', z('2034-12-31'), 'who-pa-eif'),
  ] });
}
{ // EU's 45th sanctions package against Russia adopted by 31 March 2034 (alpha, gamma); beta's deadline is June 30 (deadline).
  addCase('geopolitics', { name: 'eu-sanctions-45-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXEUSANCT-34MAR31', 'EU adopts 45th Russia sanctions package by Mar 31?', 'World', z('2034-03-31'), '45', '45th package', 'eu45-mar31'),
    G1('45th EU sanctions package on Russia formally adopted by the Council before April 2034?', z('2034-03-31'), 'eu45-mar31'),
    B1('EU adopts 45th sanctions package against Russia by June 30, 2034?', 'Geopolitics', z('2034-06-30'), 'eu45-jun30'),
  ] }, ['deadline']);
}
{ // Montenegro becomes an EU member before 2035 (alpha, beta); gamma asks about signing the accession treaty (observation).
  addCase('geopolitics', { name: 'montenegro-eu-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXEUJOIN-34MNE', 'Montenegro joins the EU in 2034?', 'World', z('2034-12-31'), 'MNE', 'Montenegro', 'mne-member'),
    B1('Montenegro EU member before 2035?', 'Geopolitics', z('2034-12-31'), 'mne-member'),
    G1('Montenegro signs its EU Accession Treaty in 2034?', z('2034-12-31'), 'mne-treaty-signed'),
  ] }, ['observation']);
}
{ // Iran–E3/US nuclear agreement signed in 2034 (alpha, beta, gamma).
  addCase('geopolitics', { name: 'iran-nuclear-deal-2034', events: [
    A1('KXIRANDEAL-34', 'Iran nuclear deal in 2034?', 'World', z('2034-12-31'), '34', 'Agreement signed', 'iran-deal'),
    G1('Iran signs a new nuclear agreement with the US or E3 before 2035?', z('2034-12-31'), 'iran-deal'),
    B1('Iran nuclear deal signed in 2034?', 'Geopolitics', z('2034-12-31'), 'iran-deal'),
  ] });
}

// ───────────────────────────── SPORT ─────────────────────────────

{ // 2034 FIFA World Cup (Saudi Arabia) winner on all four venues; ladders differ in length.
  const c = z('2034-12-17', '21:00');
  addCase('sport', { name: 'wc-2034-winner', events: [
    A('KXWC-34', '2034 World Cup winner', 'Sports', c, [['BRA', 'Brazil', 'wc34-bra'], ['FRA', 'France', 'wc34-fra'], ['ESP', 'Spain', 'wc34-esp'], ['ENG', 'England', 'wc34-eng'],
      ['ARG', 'Argentina', 'wc34-arg'], ['GER', 'Germany', 'wc34-ger']]),
    B('2034 FIFA World Cup Winner', 'Sports', c, [['will-brazil-win-the-2034-fifa-world-cup', 'Brazil', 'wc34-bra'], ['will-france-win-the-2034-fifa-world-cup', 'France', 'wc34-fra'],
      ['will-spain-win-the-2034-fifa-world-cup', 'Spain', 'wc34-esp'], ['will-england-win-the-2034-fifa-world-cup', 'England', 'wc34-eng'],
      ['will-argentina-win-the-2034-fifa-world-cup', 'Argentina', 'wc34-arg'], ['will-saudi-arabia-win-the-2034-fifa-world-cup', 'Saudi Arabia', 'wc34-ksa']]),
    U('fifa-world-cup-2034-champion', 'World Cup 2034 Champion', 'Sports', c, [['wc-2034-fra', 'France', 'wc34-fra'], ['wc-2034-esp', 'Spain', 'wc34-esp'], ['wc-2034-eng', 'England', 'wc34-eng'],
      ['wc-2034-bra', 'Brazil', 'wc34-bra']]),
    G('FIFA World Cup 2034 — champion', c, o(['Spain', 'wc34-esp'], ['France', 'wc34-fra'], ['England', 'wc34-eng'], ['Brazil', 'wc34-bra'], ['Germany', 'wc34-ger'])),
  ] });
}
{ // Saudi Arabia out of the group at their home World Cup (alpha, beta); gamma asks for the quarter-finals (round).
  addCase('sport', { name: 'wc-2034-ksa-group', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXWCADVANCE-34KSA', 'Saudi Arabia advance from World Cup group?', 'Sports', z('2034-12-01'), 'KSA', 'Saudi Arabia', 'ksa-advance'),
    B1('Will Saudi Arabia reach the knockout stage of the 2034 World Cup?', 'Sports', z('2034-12-01'), 'ksa-advance'),
    G1('Saudi Arabia into the World Cup 2034 quarter-finals?', z('2034-12-10'), 'ksa-qf'),
  ] }, ['round']);
}
{ // UEFA play-off path final, Hampden Park, 28 Mar 2034: Scotland qualify (alpha, beta, beta_us); gamma lists the 90-minute result (measure).
  addCase('sport', { name: 'wcq-scotland-playoff-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXWCQUAL-34SCO', 'Scotland qualify for the 2034 World Cup?', 'Sports', z('2034-03-28', '22:30'), 'SCO', 'Scotland', 'sco-qualify'),
    B1('Will Scotland qualify for the 2034 FIFA World Cup?', 'Sports', z('2034-03-28', '22:30'), 'sco-qualify'),
    U1('scotland-qualify-world-cup-2034', 'Scotland to qualify for World Cup 2034', 'Sports', z('2034-03-28', '22:30'), 'sco-qualify'),
    G('Scotland vs Czechia, play-off final (Mar 28) — 90-minute result', z('2034-03-28', '21:30'), o(['Scotland', 'scocze-sco'], ['Draw', 'scocze-draw'], ['Czechia', 'scocze-cze'])),
  ] }, ['measure']);
}
{ // UEFA Champions League 2033–34 winner (final 27 May 2034), four venues.
  const c = z('2034-05-27', '21:30');
  addCase('sport', { name: 'ucl-2034-winner', events: [
    A('KXUCL-34', 'Champions League winner 2033-34', 'Sports', c, [['RMA', 'Real Madrid', 'ucl34-rma'], ['MCI', 'Manchester City', 'ucl34-mci'], ['BAY', 'Bayern Munich', 'ucl34-bay'],
      ['PSG', 'Paris Saint-Germain', 'ucl34-psg'], ['ARS', 'Arsenal', 'ucl34-ars']]),
    B('UEFA Champions League Winner 2033/34', 'Sports', c, [['ucl-2034-real-madrid', 'Real Madrid', 'ucl34-rma'], ['ucl-2034-man-city', 'Man City', 'ucl34-mci'],
      ['ucl-2034-bayern', 'Bayern', 'ucl34-bay'], ['ucl-2034-psg', 'PSG', 'ucl34-psg'], ['ucl-2034-arsenal', 'Arsenal', 'ucl34-ars'], ['ucl-2034-barcelona', 'Barcelona', 'ucl34-bar']]),
    U('uefa-champions-league-2034-winner', 'Champions League 2034 Winner', 'Sports', c, [['ucl-winner-2034-rma', 'Real Madrid', 'ucl34-rma'], ['ucl-winner-2034-ars', 'Arsenal', 'ucl34-ars'],
      ['ucl-winner-2034-psg', 'Paris SG', 'ucl34-psg']]),
    G('UCL 2033-34 champion', c, o(['Real Madrid CF', 'ucl34-rma'], ['FC Bayern München', 'ucl34-bay'], ['Arsenal FC', 'ucl34-ars'], ['Paris Saint-Germain', 'ucl34-psg'])),
  ] });
}
{ // UEFA Europa League 2033–34 winner (final 17 May 2034) (alpha, beta, gamma).
  const c = z('2034-05-17', '21:30');
  addCase('sport', { name: 'uel-2034-winner', events: [
    A('KXUEL-34', 'Europa League winner 2033-34', 'Sports', c, [['TOT', 'Tottenham', 'uel34-tot'], ['ROM', 'Roma', 'uel34-rom'], ['BEN', 'Benfica', 'uel34-ben']]),
    B('UEFA Europa League Winner 2033/34', 'Sports', c, [['uel-2034-tottenham', 'Spurs', 'uel34-tot'], ['uel-2034-roma', 'Roma', 'uel34-rom'], ['uel-2034-benfica', 'Benfica', 'uel34-ben']]),
    G('Europa League 2034 winner', c, o(['Tottenham Hotspur', 'uel34-tot'], ['AS Roma', 'uel34-rom'], ['SL Benfica', 'uel34-ben'], ['Ajax', 'uel34-aja'])),
  ] });
}
{ // Barcelona reach the 2034 UCL final (beta, gamma); alpha asks about the semi-finals (round).
  addCase('sport', { name: 'ucl-2034-barca-final', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will Barcelona reach the 2034 Champions League final?', 'Sports', z('2034-05-03', '21:00'), 'ucl34-bar-final'),
    G1('FC Barcelona in the UCL final 2034?', z('2034-05-03', '21:00'), 'ucl34-bar-final'),
    A1('KXUCLSF-34BAR', 'Barcelona reach Champions League semi-finals?', 'Sports', z('2034-04-19', '21:00'), 'BAR', 'Barcelona', 'ucl34-bar-sf'),
  ] }, ['round']);
}
{ // Premier League 2033–34 champion (final day 21 May 2034), four venues.
  const c = z('2034-05-21', '17:00');
  addCase('sport', { name: 'epl-2034-champion', events: [
    A('KXEPL-34', 'Premier League winner 2033-34', 'Sports', c, [['ARS', 'Arsenal', 'epl34-ars'], ['MCI', 'Manchester City', 'epl34-mci'], ['LIV', 'Liverpool', 'epl34-liv'], ['CHE', 'Chelsea', 'epl34-che']]),
    B('Premier League Winner 2033/34', 'Sports', c, [['epl-2034-arsenal', 'Arsenal', 'epl34-ars'], ['epl-2034-man-city', 'Man City', 'epl34-mci'], ['epl-2034-liverpool', 'Liverpool', 'epl34-liv'],
      ['epl-2034-chelsea', 'Chelsea', 'epl34-che'], ['epl-2034-man-united', 'Man United', 'epl34-mun']]),
    U('english-premier-league-2034-champion', 'EPL 2033-34 Champion', 'Sports', c, [['epl-champion-2034-ars', 'Arsenal', 'epl34-ars'], ['epl-champion-2034-mci', 'Man City', 'epl34-mci'],
      ['epl-champion-2034-liv', 'Liverpool', 'epl34-liv']]),
    G('Who wins the Premier League 2033/34?', c, o(['Arsenal', 'epl34-ars'], ['Manchester City', 'epl34-mci'], ['Liverpool', 'epl34-liv'])),
  ] });
}
{ // Chelsea top-four finish (beta, gamma, beta_us); alpha asks for a top-five finish (threshold).
  const c = z('2034-05-21', '17:00');
  addCase('sport', { name: 'epl-2034-chelsea-top4', groups: [['beta', 'gamma', 'beta_us'], ['alpha']], events: [
    B1('Will Chelsea finish in the Premier League top 4 in 2033/34?', 'Sports', c, 'che-top4'),
    G1('Chelsea top-four finish 2033-34?', c, 'che-top4'),
    U1('epl-2034-chelsea-top-4', 'Chelsea to Finish Top 4 (2033-34)', 'Sports', c, 'che-top4'),
    A1('KXEPLTOP5-34CHE', 'Chelsea finish top 5 in the Premier League?', 'Sports', c, 'CHE', 'Chelsea', 'che-top5'),
  ] }, ['threshold']);
}
{ // Bundesliga 2033–34 Meister (final matchday 13 May 2034), four venues.
  const c = z('2034-05-13', '15:30');
  addCase('sport', { name: 'bundesliga-2034-champion', events: [
    A('KXBUNDESLIGA-34', 'Bundesliga winner 2033-34', 'Sports', c, [['FCB', 'Bayern Munich', 'bl34-fcb'], ['B04', 'Bayer Leverkusen', 'bl34-b04'], ['BVB', 'Borussia Dortmund', 'bl34-bvb']]),
    B('Bundesliga Winner 2033/34', 'Sports', c, [['bundesliga-2034-bayern', 'Bayern München', 'bl34-fcb'], ['bundesliga-2034-leverkusen', 'Leverkusen', 'bl34-b04'], ['bundesliga-2034-dortmund', 'Dortmund', 'bl34-bvb'],
      ['bundesliga-2034-rb-leipzig', 'RB Leipzig', 'bl34-rbl']]),
    U('bundesliga-2034-champion', 'Bundesliga 2033-34 Champion', 'Sports', c, [['bundesliga-champion-2034-fc-bayern', 'FC Bayern', 'bl34-fcb'], ['bundesliga-champion-2034-leverkusen', 'Bayer Leverkusen', 'bl34-b04']]),
    G('Deutscher Meister 2033/34', c, o(['FC Bayern München', 'bl34-fcb'], ['Bayer 04 Leverkusen', 'bl34-b04'], ['BVB', 'bl34-bvb'])),
  ] });
}
{ // LaLiga 2033–34 champion (beta, beta_us).
  const c = z('2034-05-28', '20:00');
  addCase('sport', { name: 'laliga-2034-champion', events: [
    B('La Liga Winner 2033/34', 'Sports', c, [['la-liga-2034-real-madrid', 'Real Madrid', 'll34-rma'], ['la-liga-2034-barcelona', 'Barcelona', 'll34-bar'], ['la-liga-2034-atletico', 'Atlético Madrid', 'll34-atm']]),
    U('la-liga-2034-champion', 'LaLiga 2033-34 Champion', 'Sports', c, [['laliga-champion-2034-barcelona', 'FC Barcelona', 'll34-bar'], ['laliga-champion-2034-real-madrid', 'Real Madrid', 'll34-rma']]),
  ] });
}
{ // Australian Open 2034 men's singles (final 29 Jan) (alpha, beta, beta_us); gamma lists the women's singles (category).
  addCase('sport', { name: 'ao-2034-mens', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXAOMEN-34', 'Australian Open men\'s champion 2034', 'Sports', z('2034-01-29', '12:00'), [['SIN', 'Jannik Sinner', 'ao34m-sinner'], ['ALC', 'Carlos Alcaraz', 'ao34m-alcaraz'],
      ['FON', 'João Fonseca', 'ao34m-fonseca'], ['MEN', 'Jakub Menšík', 'ao34m-mensik']]),
    B('Australian Open Men\'s Singles Winner 2034', 'Sports', z('2034-01-29', '12:00'), [['ao-2034-mens-sinner', 'Sinner', 'ao34m-sinner'], ['ao-2034-mens-alcaraz', 'Alcaraz', 'ao34m-alcaraz'],
      ['ao-2034-mens-fonseca', 'Fonseca', 'ao34m-fonseca'], ['ao-2034-mens-mensik', 'Mensik', 'ao34m-mensik']]),
    U('australian-open-2034-mens-winner', 'Australian Open 2034: Men\'s Champion', 'Sports', z('2034-01-29', '12:00'), [['ao-mens-2034-sinner', 'J. Sinner', 'ao34m-sinner'],
      ['ao-mens-2034-alcaraz', 'C. Alcaraz', 'ao34m-alcaraz']]),
    G('Australian Open 2034 — women\'s singles champion', z('2034-01-28', '12:00'), o(['Mirra Andreeva', 'ao34w-andreeva'], ['Coco Gauff', 'ao34w-gauff'], ['Aryna Sabalenka', 'ao34w-sabalenka'])),
  ] }, ['category']);
}
{ // Tour de France 2034 general classification (finish 23 July), four venues.
  const c = z('2034-07-23', '18:00');
  addCase('sport', { name: 'tdf-2034', events: [
    A('KXTDF-34', 'Tour de France winner 2034', 'Sports', c, [['POG', 'Tadej Pogačar', 'tdf34-pogacar'], ['DEL', 'Isaac del Toro', 'tdf34-deltoro'], ['SEI', 'Paul Seixas', 'tdf34-seixas']]),
    B('Tour de France 2034 winner', 'Sports', c, [['tdf-2034-pogacar', 'Pogačar', 'tdf34-pogacar'], ['tdf-2034-del-toro', 'Del Toro', 'tdf34-deltoro'], ['tdf-2034-seixas', 'Seixas', 'tdf34-seixas'],
      ['tdf-2034-martinez', 'Lenny Martinez', 'tdf34-martinez']]),
    U('tour-de-france-2034-winner', 'Tour de France 2034: Overall Winner', 'Sports', c, [['tdf-winner-2034-tadej-pogacar', 'Tadej Pogacar', 'tdf34-pogacar'], ['tdf-winner-2034-isaac-del-toro', 'Isaac del Toro', 'tdf34-deltoro']]),
    G('Tour de France 2034: maillot jaune in Paris', c, o(['Pogacar', 'tdf34-pogacar'], ['Isaac Del Toro', 'tdf34-deltoro'], ['Paul Seixas', 'tdf34-seixas'])),
  ] });
}
{ // Six Nations 2034 champions (alpha, beta, gamma); beta_us asks whether Ireland win the Grand Slam (measure).
  const c = z('2034-03-18', '19:00');
  addCase('sport', { name: 'six-nations-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXSIXNATIONS-34', 'Six Nations winner 2034', 'Sports', c, [['FRA', 'France', '6n34-fra'], ['IRE', 'Ireland', '6n34-ire'], ['ENG', 'England', '6n34-eng'], ['SCO', 'Scotland', '6n34-sco']]),
    B('Six Nations Championship 2034 Winner', 'Sports', c, [['six-nations-2034-france', 'France', '6n34-fra'], ['six-nations-2034-ireland', 'Ireland', '6n34-ire'], ['six-nations-2034-england', 'England', '6n34-eng']]),
    G('Guinness Six Nations 2034 — champions', c, o(['Les Bleus (France)', '6n34-fra'], ['Ireland', '6n34-ire'], ['England', '6n34-eng'], ['Scotland', '6n34-sco'])),
    U('six-nations-2034-grand-slam', 'Six Nations 2034: Ireland Grand Slam?', 'Sports', c, [['six-nations-2034-ireland-grand-slam', 'Yes', '6n34-ire-gs', { outcomes: yn('Yes', 'No') }]]),
  ] }, ['measure']);
}
{ // Asian Games 2034 (Riyadh): China tops the gold-medal table (alpha, gamma); beta ranks by total medals (measure).
  const c = z('2034-12-14', '20:00');
  addCase('sport', { name: 'asian-games-2034-china', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXASIANGAMES-34', 'China tops Asian Games medal table?', 'Sports', c, 'CHN', 'China (golds)', 'ag34-chn-gold', { rules: 'Resolves Yes if China wins the most gold medals at the 2034 Asian Games in Riyadh.' }),
    G1('Riyadh 2034 Asian Games: China most golds?', c, 'ag34-chn-gold'),
    B1('Will China win the most total medals at the 2034 Asian Games?', 'Sports', c, 'ag34-chn-total'),
  ] }, ['measure']);
}

// ───────────────────────────── SPACE AGENCIES ABROAD ─────────────────────────────

{ // ESA's JUICE enters orbit around Ganymede before 2035 (alpha, beta, gamma).
  addCase('space', { name: 'juice-ganymede-2034', events: [
    A1('KXJUICE-34', 'JUICE in orbit around Ganymede in 2034?', 'Science and Technology', z('2034-12-31'), '34', 'Before 2035', 'juice-goi'),
    B1('Will ESA\'s JUICE enter Ganymede orbit by December 31, 2034?', 'Science', z('2034-12-31'), 'juice-goi'),
    G1('JUICE Ganymede orbit insertion before 2035?', z('2034-12-31'), 'juice-goi'),
  ] });
}
{ // Chinese crewed Moon landing before 2035 (alpha, beta); gamma's deadline is June 30, 2034 (deadline).
  addCase('space', { name: 'china-crewed-moon-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXCNMOON-34', 'China lands astronauts on the Moon before 2035?', 'Science and Technology', z('2034-12-31'), '35', 'Before 2035', 'cn-moon-2034'),
    B1('Chinese taikonauts land on the Moon in 2034?', 'Science', z('2034-12-31'), 'cn-moon-2034'),
    G1('Crewed Chinese lunar landing (Mengzhou/Lanyue) by 30 June 2034?', z('2034-06-30'), 'cn-moon-h1'),
  ] }, ['deadline']);
}
{ // Ariane 6 launches in 2034: "Above 9.5" = "10 or more" (integer); gamma counts Vega-C launches (asset).
  addCase('space', { name: 'ariane6-launches-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXARIANE6-34', 'Ariane 6 launches in 2034', 'Science and Technology', z('2034-12-31'), [['T7.5', 'Above 7.5', 'a6-ge8'], ['T9.5', 'Above 9.5', 'a6-ge10']]),
    B1('10 or more Ariane 6 launches in 2034?', 'Science', z('2034-12-31'), 'a6-ge10'),
    G1('Arianespace: at least 4 Vega-C launches in 2034?', z('2034-12-31'), 'vegac-ge4'),
  ] }, ['asset']);
}
{ // ISRO launches the first Bharatiya Antariksh Station module (BAS-1) in 2034 (alpha, beta, gamma).
  addCase('space', { name: 'isro-bas1-2034', events: [
    A1('KXBAS1-34', 'ISRO launches BAS-1 in 2034?', 'Science and Technology', z('2034-12-31'), '34', 'In 2034', 'bas1-launch'),
    G1('Bharatiya Antariksh Station: first module launched before 2035?', z('2034-12-31'), 'bas1-launch'),
    B1('Will ISRO launch the first module of its space station by December 31, 2034?', 'Science', z('2034-12-31'), 'bas1-launch'),
  ] });
}
{ // Chandrayaan-4 sample return — beta only.
  addCase('space', { name: 'chandrayaan4-2034', events: [
    B1('Chandrayaan-4 returns lunar samples to Earth in 2034?', 'Science', z('2034-12-31'), 'cy4-return'),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout54-set.json', import.meta.url));
