// Forty-sixth independent refdata holdout: writes test/refdata/holdout46-set.json (world politics and geopolitics of 2033
// as listed in early 2033: national, regional and local elections abroad in 2033 (winners, parties, seats, majorities,
// coalitions, turnout, run-offs), leaders and cabinets leaving office, confidence votes, referendums, wars, ceasefires and
// treaties, sanctions, summits and visits, alliance accession, the new US administration's foreign and domestic policy
// (executive orders, tariffs, confirmations, Congress, courts), and a share of tech, health and science policy).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout46.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, emitScenario,
// venueBuilders, caseList, holdoutKit, nf, rows, z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout35.build.ts (its
// header: the labelling rules below are adopted from it verbatim, and the helper usage) and the last 45 lines of
// test/refdata/holdout35.build.ts (how the JSON is written out); plus the first lines of deploy/toolchain.sh, to run it.
// Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build file or test in
// test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not been seen.
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
// Set-specific readings (applying the rules above): the 2033 world assumed here is one consistent fiction: Josh Shapiro
// was inaugurated US President on Thursday, January 20, 2033 (day 100 is April 29, 2033), Democrats hold the Senate
// (52–48) and the House (Speaker Hakeem Jeffries) in the 123rd Congress; the German Bundestag election falls on March 6,
// 2033 (the 2025 snap election moved the cycle to spring). A first round and a run-off are different rounds; "most seats"
// and "most votes" are different counting rules (measures); a majority of seats, a two-thirds majority and "most seats"
// are different thresholds; a party alone and a party with its allies are different counting rules. A party leader and a
// head of government are different offices, as are a General Secretary and a state President. A motion of censure or
// no-confidence passing and a prime minister resigning are different observations; a referendum being held, its result,
// and a government agreeing to one are different observations; for Swiss popular initiatives "approved" (people and
// cantons) and "more than 50% Yes" (popular vote only) are different measures. A treaty being signed, ratified and in
// force, and a country being invited, signing an accession treaty and becoming a member, are different observations; the
// US notifying re-entry to the Paris Agreement and being a Party again (30 days later) are different observations. A
// Senate cloture vote and the confirmation vote are different observations; a bill passing one chamber, passing Congress
// and being signed into law are different observations; a justice announcing retirement and a vacancy occurring are
// different observations. Executive orders are counted by signing date: the Federal Register's list and the White House's
// presidential-actions page are two sources for one count (nf); whole counts make "more than 50" and "51 or more" one
// outcome and "50 or more" another. Two estimators of one statistic (the Yale Budget Lab's and the Tax Foundation's
// average effective tariff rate) are different statistics, like poll aggregators. An official count (election commission)
// and a news-agency call of the same race are one event priced off different sources (nf). A different country, city,
// state, company or actor (Israel strikes vs US strikes; Meta vs Apple; Indonesia vs Argentina) is a different event.
// Ids: beta event ids 540001+, gamma ids 48001+, alpha tickers dated 2033; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'elections_europe' | 'elections_americas' | 'elections_asia_africa' | 'leaders' | 'referendums' | 'conflict' | 'diplomacy' | 'us_executive'
  | 'us_congress_courts' | 'tech_health_science';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'threshold' | 'measure' | 'place' | 'actor' | 'observation' | 'round';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(540000, 48000);

const BWL = 'Die Bundeswahlleiterin https://www.bundeswahlleiterin.de/bundestagswahlen/2033.html';
const FR = 'Federal Register https://www.federalregister.gov/presidential-documents/executive-orders';
const WH = 'https://www.whitehouse.gov/presidential-actions/';
const SENATE = 'U.S. Senate https://www.senate.gov/legislative/LIS/roll_call_votes/';
const CONGRESS = 'Congress.gov https://www.congress.gov/';
const SCOTUS = 'Supreme Court of the United States https://www.supremecourt.gov/';
const UNTC = 'United Nations Treaty Collection https://treaties.un.org/';
const WHO = 'World Health Organization https://www.who.int/news';
const ECI = 'Election Commission of India https://results.eci.gov.in/';

// ───────────────────────────── ELECTIONS: EUROPE ─────────────────────────────

{ // German federal election, March 6, 2033: party with the most Bundestag seats (alpha, beta, gamma);
  // beta_us asks whether the AfD reaches 25% of the second vote (a different measure).
  const close = z('2033-03-07', '06:00');
  addCase('elections_europe', { name: 'ger-bundestag-2033-largest', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXGERELECT-33MAR06', 'Germany federal election: party with the most seats', 'Elections', close, [['CDU', 'CDU/CSU', 'gb-cdu'], ['AFD', 'AfD', 'gb-afd'], ['SPD', 'SPD', 'gb-spd'],
      ['GRN', 'Greens', 'gb-grn']], { sources: [BWL], rules: 'If the party that wins the most seats in the Bundestag in the federal election held on March 6, 2033 is the listed party, the market resolves to Yes. CDU and CSU are counted together. Source: Die Bundeswahlleiterin.' }),
    B('German Federal Election 2033: Most Seats', 'Elections', close, w([['germany-election-2033-most-seats-cdu-csu', 'CDU/CSU (Union)', 'gb-cdu'], ['germany-election-2033-most-seats-afd', 'AfD', 'gb-afd'],
      ['germany-election-2033-most-seats-spd', 'SPD', 'gb-spd'], ['germany-election-2033-most-seats-bsw', 'BSW', 'gb-bsw']], { src: 'https://www.bundeswahlleiterin.de' }),
      { rules: 'This market will resolve according to which party wins the most seats in the 2033 German Bundestag election, scheduled for March 6, 2033. The CDU and CSU are treated as one party (the Union). Resolution source: the official results published by the Federal Returning Officer.' }),
    G('Germany Bundestag election 2033 — largest party by seats', close, gr(['Union (CDU/CSU)', 'gb-cdu'], ['AfD', 'gb-afd'], ['SPD', 'gb-spd'], ['Die Linke', 'gb-linke']),
      { rules: 'Resolves to the party holding the most seats in the newly elected 23rd Bundestag per the preliminary official result of the Bundeswahlleiterin for the March 6, 2033 election.' }),
    U1('afd-25-percent-german-election-2033', 'AfD 25% or more of second votes in 2033 German election?', 'Politics', close, 'afd-25plus',
      { rules: 'Resolves Yes if the AfD receives 25.0% or more of the second votes (Zweitstimmen) in the March 6, 2033 Bundestag election per the preliminary official result.' }),
  ] }, ['measure']);
}
{ // Next German Chancellor elected by the Bundestag (beta, gamma) vs who holds the office on Dec 31, 2033 (alpha): observation negative.
  addCase('elections_europe', { name: 'ger-chancellor-2033', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Next German Chancellor', 'Politics', z('2033-06-30', '23:59'), w([['next-german-chancellor-2033-hendrik-wuest', 'Hendrik Wüst', 'gc-wuest'], ['next-german-chancellor-2033-alice-weidel', 'Alice Weidel', 'gc-weidel'],
      ['next-german-chancellor-2033-lars-klingbeil', 'Lars Klingbeil', 'gc-klingbeil'], ['next-german-chancellor-2033-markus-soeder', 'Markus Söder', 'gc-soeder']], { src: 'https://www.bundestag.de' }),
      { rules: 'This market resolves to the person elected Federal Chancellor by the Bundestag following the March 6, 2033 federal election. If no Chancellor is elected by June 30, 2033, 11:59 PM ET, the market resolves to "Other".' }),
    G('Who will the new Bundestag elect as Chancellor after the 2033 election?', z('2033-06-30', '23:59'), gr(['Hendrik Wüst', 'gc-wuest'], ['Alice Weidel', 'gc-weidel'], ['Lars Klingbeil', 'gc-klingbeil']),
      { rules: 'Resolves to the candidate who wins the Chancellor vote (Kanzlerwahl) in the Bundestag after the March 2033 federal election, as recorded in the Bundestag plenary minutes.' }),
    A('KXGERCHANCELLOR-33DEC31', 'Who will be Chancellor of Germany on Dec 31, 2033?', 'Politics', z('2033-12-31', '23:00'), [['HWUE', 'Hendrik Wüst', 'gcdec-wuest'], ['AWEI', 'Alice Weidel', 'gcdec-weidel'],
      ['LKLI', 'Lars Klingbeil', 'gcdec-klingbeil'], ['FMER', 'Friedrich Merz', 'gcdec-merz']], { rules: 'If the listed person holds the office of Federal Chancellor of Germany (including in an acting capacity) on December 31, 2033, the market resolves to Yes.' }),
  ] }, ['observation']);
}
{ // CDU/CSU second-vote share: alpha ladder and beta "more than 30%" agree; gamma's "30% or more" is another outcome of the same count.
  const close = z('2033-03-07', '06:00');
  addCase('elections_europe', { name: 'ger-union-vote-share-2033', events: [
    A('KXGERUNION-33MAR06', 'CDU/CSU second-vote share in the 2033 Bundestag election', 'Elections', close, [['T28', 'Above 28%', 'gus-gt28'], ['T30', 'Above 30%', 'gus-gt30'], ['T32', 'Above 32%', 'gus-gt32']],
      { sources: [BWL], rules: 'If the combined CDU and CSU share of the second votes (Zweitstimmen) in the March 6, 2033 federal election is above the strike, per the preliminary official result, the market resolves to Yes.' }),
    B1('Will the Union get more than 30% in the German election?', 'Elections', close, 'gus-gt30',
      { mx: { src: 'https://www.bundeswahlleiterin.de', rules: 'Resolves "Yes" if CDU and CSU together receive more than 30.0% of the party-list (second) votes in the 2033 German federal election according to the preliminary official result. Otherwise "No".' } }),
    G1('CDU/CSU 30% or more in Bundestag election 2033?', close, 'gus-ge30', { rules: 'Yes if the Union parties (CDU+CSU) receive 30.0% or more of Zweitstimmen in the March 6, 2033 election (preliminary official result, one decimal).' }),
  ] }, ['threshold']);
}
{ // German federal election turnout — beta only.
  addCase('elections_europe', { name: 'ger-turnout-2033', events: [
    B1('German federal election turnout above 80%?', 'Elections', z('2033-03-07', '06:00'), 'gt-80', { mx: { src: 'https://www.bundeswahlleiterin.de', rules: 'Resolves Yes if voter turnout in the March 6, 2033 Bundestag election is greater than 80.0% per the Federal Returning Officer\'s preliminary result.' } }),
  ] });
}
{ // Governing coalition after the 2033 German election (alpha, gamma).
  const close = z('2033-09-30', '22:00');
  addCase('elections_europe', { name: 'ger-coalition-2033', events: [
    A('KXGERCOALITION-33', 'Which parties will form the next German government?', 'Politics', close, [['UNSPD', 'CDU/CSU + SPD', 'gco-union-spd'], ['UNGRN', 'CDU/CSU + Greens', 'gco-union-grn'],
      ['UNAFD', 'CDU/CSU + AfD', 'gco-union-afd'], ['KENYA', 'CDU/CSU + SPD + Greens', 'gco-kenya']], { rules: 'Resolves to the set of parties whose members make up the federal cabinet sworn in after the 2033 federal election, if sworn in before Sep 30, 2033.' }),
    G('Next German coalition (2033)', close, gr(['Union–SPD (GroKo)', 'gco-union-spd'], ['Union–Greens (black-green)', 'gco-union-grn'], ['Union–AfD', 'gco-union-afd'], ['Kenya coalition', 'gco-kenya'])),
  ] });
}
{ // CSU above 40% in Bavaria (alpha, beta) vs the CDU above 40% in Hesse the same day (gamma): place negative.
  const close = z('2033-10-10', '06:00');
  addCase('elections_europe', { name: 'bavaria-csu-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXBAYERN-33OCT09', 'Bavaria state election: CSU vote share', 'Elections', close, 'T40', 'Above 40%', 'by-csu40',
      { sources: ['Bayerisches Landesamt für Statistik https://www.wahlen.bayern.de/landtagswahlen/'], rules: 'If the CSU\'s share of the total votes (Gesamtstimmen) in the Bavarian Landtag election of October 9, 2033 is above 40%, the market resolves to Yes.' }),
    B1('CSU over 40% in Bavarian state election?', 'Elections', close, 'by-csu40', { mx: { src: 'https://www.wahlen.bayern.de' } }),
    G1('Hesse Landtag election 2033: CDU above 40%?', close, 'he-cdu40', { rules: 'Yes if the CDU receives more than 40% of the Landesstimmen in the Hessian state election on 9 October 2033 per the Landeswahlleiter.' }),
  ] }, ['place']);
}
{ // Norway Storting election Sep 12, 2033: most seats (alpha, beta) vs Labour most votes (gamma): measure negative.
  const close = z('2033-09-13', '06:00');
  addCase('elections_europe', { name: 'norway-storting-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNORWAY-33SEP12', 'Norway parliamentary election: party winning the most seats', 'Elections', close, [['AP', 'Labour (Ap)', 'no-ap'], ['FRP', 'Progress Party (FrP)', 'no-frp'], ['H', 'Conservatives (H)', 'no-h']],
      { sources: ['Valgdirektoratet https://valgresultat.no/'] }),
    B('Norway Election: Largest Party in the Storting', 'Elections', close, [['norway-election-largest-party-labour', 'Labour', 'no-ap'], ['norway-election-largest-party-progress', 'Progress', 'no-frp'],
      ['norway-election-largest-party-hoyre', 'Høyre', 'no-h'], ['norway-election-largest-party-sv', 'Socialist Left', 'no-sv']],
      { rules: 'Resolves to the party that wins the most seats in the Storting in the Norwegian parliamentary election held September 12, 2033, per valgresultat.no. Ties are broken by votes.' }),
    G1('Will Arbeiderpartiet get the most votes in Norway\'s 2033 election?', close, 'no-ap-votes', { rules: 'Yes if the Labour Party (Ap) receives the largest national vote share in the 12 September 2033 Storting election.' }),
  ] }, ['measure']);
}
{ // Norwegian PM after the 2033 election (beta, beta_us).
  const close = z('2033-11-30', '23:59');
  addCase('elections_europe', { name: 'norway-pm-2033', events: [
    B('Norway Prime Minister after 2033 election', 'Politics', close, [['norway-pm-2033-store', 'Jonas Gahr Støre', 'nopm-store'], ['norway-pm-2033-listhaug', 'Sylvi Listhaug', 'nopm-listhaug'],
      ['norway-pm-2033-soreide', 'Ine Eriksen Søreide', 'nopm-soreide']]),
    U('norway-prime-minister-2033', 'Who will be Norway\'s PM after the election?', 'Politics', close, [['norway-pm-2033-jonas-gahr-store', 'Støre', 'nopm-store'], ['norway-pm-2033-sylvi-listhaug', 'Listhaug', 'nopm-listhaug'],
      ['norway-pm-2033-ine-eriksen-soreide', 'Eriksen Søreide', 'nopm-soreide']]),
  ] });
}
{ // Czech presidential election, run-off Jan 28–29, 2033 (alpha, beta, gamma) vs first-round winner (beta_us): round negative.
  const close = z('2033-01-29', '18:00');
  addCase('elections_europe', { name: 'czech-president-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXCZPRES-33', 'Czech presidential election winner', 'Elections', close, [['DNER', 'Danuše Nerudová', 'cz-nerudova'], ['KHAV', 'Karel Havlíček', 'cz-havlicek'], ['VRAK', 'Vít Rakušan', 'cz-rakusan'],
      ['PFIS', 'Pavel Fischer', 'cz-fischer']], { sources: ['Czech Statistical Office https://www.volby.cz/'], rules: 'Resolves to the candidate elected President of the Czech Republic in the January 2033 election (after the second round if one is held), per volby.cz.' }),
    B('Czech Presidential Election 2033', 'Elections', close, [['czech-presidential-election-2033-nerudova', 'Nerudová', 'cz-nerudova'], ['czech-presidential-election-2033-havlicek', 'Havlíček', 'cz-havlicek'],
      ['czech-presidential-election-2033-rakusan', 'Rakušan', 'cz-rakusan']]),
    G('Czechia presidential election 2033 winner', close, gr(['Karel Havlicek', 'cz-havlicek'], ['Danuse Nerudova', 'cz-nerudova'], ['Vit Rakusan', 'cz-rakusan'], ['Other', 'cz-other'])),
    U('czech-presidential-first-round-2033', 'Czech presidential election: 1st round winner', 'Politics', z('2033-01-15', '18:00'), [['czech-pres-1st-round-havlicek', 'Karel Havlíček', 'cz1-havlicek'],
      ['czech-pres-1st-round-nerudova', 'Danuše Nerudová', 'cz1-nerudova']]),
  ] }, ['round']);
}
{ // Czech Chamber of Deputies election Oct 7–8, 2033: ANO most seats (alpha binary, beta categorical) vs ANO above 30% of the vote (gamma).
  const close = z('2033-10-09', '06:00');
  addCase('elections_europe', { name: 'czech-chamber-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXCZELECT-33OCT', 'Will ANO win the most seats in the Czech parliamentary election?', 'Elections', close, 'ANO', 'ANO', 'czc-ano', { sources: ['Czech Statistical Office https://www.volby.cz/'] }),
    B('Czech parliamentary election: most seats', 'Elections', close, [['czech-parliamentary-election-2033-ano', 'ANO', 'czc-ano'], ['czech-parliamentary-election-2033-spolu', 'SPOLU', 'czc-spolu'],
      ['czech-parliamentary-election-2033-stan', 'STAN', 'czc-stan']]),
    G1('ANO vote share above 30% in Czech Chamber election 2033?', close, 'czc-ano30'),
  ] }, ['measure']);
}
{ // Cyprus presidential election Feb 2033, run-off Feb 20 (alpha, gamma).
  const close = z('2033-02-20', '20:00');
  addCase('elections_europe', { name: 'cyprus-president-2033', events: [
    A('KXCYPRUS-33', 'Cyprus presidential election 2033', 'Elections', close, [['NCHR', 'Nikos Christodoulides', 'cy-christodoulides'], ['ADEM', 'Annita Demetriou', 'cy-demetriou'], ['SSTE', 'Stefanos Stefanou', 'cy-stefanou'],
      ['OMIC', 'Odysseas Michaelides', 'cy-michaelides']]),
    G('Who will win the 2033 Cypriot presidential election?', close, gr(['Christodoulides', 'cy-christodoulides'], ['Demetriou', 'cy-demetriou'], ['Stefanou', 'cy-stefanou'])),
  ] });
}
{ // Montenegro presidential election 2033 — beta only.
  addCase('elections_europe', { name: 'montenegro-president-2033', events: [
    B('Montenegro Presidential Election 2033 Winner', 'Elections', z('2033-04-03', '20:00'), [['montenegro-president-2033-milatovic', 'Jakov Milatović', 'me-milatovic'], ['montenegro-president-2033-spajic', 'Milojko Spajić', 'me-spajic'],
      ['montenegro-president-2033-other', 'Other', 'me-other']]),
  ] });
}
{ // Luxembourg general election Oct 9, 2033 — alpha only.
  addCase('elections_europe', { name: 'luxembourg-2033', events: [
    A('KXLUXELECT-33OCT09', 'Luxembourg election: largest party', 'Elections', z('2033-10-10', '06:00'), [['CSV', 'CSV', 'lu-csv'], ['LSAP', 'LSAP', 'lu-lsap'], ['DP', 'DP', 'lu-dp'], ['ADR', 'ADR', 'lu-adr']]),
  ] });
}
{ // English local elections, May 5, 2033: most councillors won (alpha, beta) vs most net gains (beta_us): measure negative.
  const close = z('2033-05-07', '12:00');
  addCase('elections_europe', { name: 'uk-locals-2033', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXUKLOCAL-33MAY05', 'Which party will win the most council seats in the 2033 English local elections?', 'Elections', close, [['REF', 'Reform UK', 'ukl-ref'], ['LAB', 'Labour', 'ukl-lab'],
      ['CON', 'Conservatives', 'ukl-con'], ['LD', 'Liberal Democrats', 'ukl-ld']], { sources: ['BBC News https://www.bbc.co.uk/news/election/2033/england/results'], rules: 'Resolves to the party that wins the most council seats across the councils holding elections in England on May 5, 2033, per the BBC\'s results tally.' }),
    B('UK Local Elections 2033: Most Seats Won', 'Elections', close, w([['uk-local-elections-2033-most-seats-reform', 'Reform', 'ukl-ref'], ['uk-local-elections-2033-most-seats-labour', 'Labour', 'ukl-lab'],
      ['uk-local-elections-2033-most-seats-conservative', 'Conservative', 'ukl-con'], ['uk-local-elections-2033-most-seats-green', 'Green', 'ukl-grn']], { src: 'https://www.bbc.co.uk/news/election' })),
    U('uk-local-elections-2033-net-gains', 'UK local elections: which party gains the most seats?', 'Politics', close, [['uk-locals-2033-net-gains-reform', 'Reform UK', 'uklg-ref'],
      ['uk-locals-2033-net-gains-lib-dem', 'Lib Dems', 'uklg-ld'], ['uk-locals-2033-net-gains-green', 'Greens', 'uklg-grn']],
      { rules: 'Resolves to the party with the largest net change in councillors (seats gained minus seats lost) in the May 5, 2033 English local elections per the BBC.' }),
  ] }, ['measure']);
}
{ // UK general election held in 2033 (alpha, gamma) vs called by June 30, 2033 (beta): deadline negative.
  addCase('elections_europe', { name: 'uk-general-election-2033', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXUKGE-33', 'Will a UK general election be held in 2033?', 'Politics', z('2033-12-31', '23:59'), '33', 'Before 2034', 'ukge-2033',
      { rules: 'If polling day for a general election to the House of Commons falls on or before December 31, 2033, the market resolves to Yes.' }),
    G1('UK general election before 2034?', z('2033-12-31', '23:59'), 'ukge-2033', { rules: 'Yes if a UK general election takes place (polling day) before 1 January 2034.' }),
    B1('UK general election called by June 30?', 'Politics', z('2033-06-30', '23:59'), 'ukge-called-jun',
      { mx: { rules: 'This market will resolve to "Yes" if Parliament is dissolved or the Prime Minister formally announces the date of a UK general election by June 30, 2033, 11:59 PM ET.' } }),
  ] }, ['deadline']);
}
{ // Dutch cabinet falls in 2033 (alpha, beta, gamma).
  const close = z('2033-12-31', '23:59');
  addCase('leaders', { name: 'dutch-cabinet-falls-2033', events: [
    A1('KXNLCABINET-33', 'Will the Dutch government collapse in 2033?', 'Politics', close, '33', 'Collapses in 2033', 'nl-fall',
      { rules: 'Resolves Yes if, before Jan 1, 2034, the Dutch Prime Minister tenders the resignation of the cabinet to the King, or a coalition party withdraws from the cabinet.' }),
    B1('Dutch cabinet falls before 2034?', 'Politics', close, 'nl-fall'),
    G1('Netherlands: government collapse in 2033?', close, 'nl-fall'),
  ] });
}
{ // France: government toppled by a motion of censure by June 30, 2033 (alpha, beta) vs the PM out by June 30 (beta_us): observation negative.
  const close = z('2033-06-30', '23:59');
  addCase('leaders', { name: 'france-censure-2033', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXFRCENSURE-33JUN30', 'Will the French government fall to a no-confidence motion before July 2033?', 'Politics', close, 'JUN30', 'Before Jul 1, 2033', 'fr-censure',
      { sources: ['Assemblée nationale https://www.assemblee-nationale.fr/'], rules: 'If the National Assembly adopts a motion of censure (motion de censure) against the government before July 1, 2033, the market resolves to Yes.' }),
    B1('French government toppled by censure motion by June 30?', 'Politics', close, 'fr-censure', { mx: { src: 'https://www.assemblee-nationale.fr' } }),
    U1('french-prime-minister-out-by-june-30-2033', 'French Prime Minister out by June 30?', 'Politics', close, 'fr-pm-out',
      { rules: 'Resolves Yes if the sitting French Prime Minister resigns, is dismissed, or otherwise ceases to hold office by June 30, 2033.' }),
  ] }, ['observation']);
}
{ // French President dissolves the National Assembly in 2033 — gamma only.
  addCase('leaders', { name: 'france-dissolution-2033', events: [
    G1('Will the French President dissolve the Assemblée nationale in 2033?', z('2033-12-31', '23:59'), 'fr-dissolve', { rules: 'Yes if a decree dissolving the National Assembly under Article 12 of the Constitution is published in the Journal officiel in 2033.' }),
  ] });
}
{ // Italy: the government loses a confidence vote in 2033 (alpha, gamma); beta words it as the government winning every one: inverted.
  const close = z('2033-12-31', '23:59');
  addCase('leaders', { name: 'italy-confidence-2033', events: [
    A1('KXITCONF-33', 'Will the Italian government lose a confidence vote in 2033?', 'Politics', close, '33', 'Loses a confidence vote', 'it-loses'),
    G1('Italian government defeated in a vote of confidence (fiducia) in 2033?', close, 'it-loses', { rules: 'Yes if either chamber of the Italian Parliament rejects a motion of confidence in, or adopts a motion of no confidence against, the government before 2034.' }),
    B1('Will the Italian government survive every confidence vote in 2033?', 'Politics', close, 'it-survives',
      { mx: { outcomes: yn('Yes', 'No'), rules: 'Resolves "Yes" if no motion of confidence in the Italian government is rejected, and no motion of no confidence is adopted, in either chamber during 2033. Resolves "No" otherwise.' } }),
  ] }, ['inverted']);
}
{ // Spain: snap general election called in 2033 (beta, gamma).
  const close = z('2033-12-31', '23:59');
  addCase('elections_europe', { name: 'spain-snap-election-2033', events: [
    B1('Spain snap election called in 2033?', 'Politics', close, 'es-snap', { mx: { rules: 'Resolves "Yes" if a royal decree dissolving the Cortes Generales and calling an early general election is published in the BOE between January 1 and December 31, 2033.' } }),
    G1('Will Spain call an early general election before 2034?', close, 'es-snap'),
  ] });
}
{ // Finnish municipal elections, April 10, 2033 — alpha only.
  addCase('elections_europe', { name: 'finland-municipal-2033', events: [
    A('KXFIMUNI-33APR10', 'Finland municipal elections: party with the most votes nationwide', 'Elections', z('2033-04-11', '06:00'), [['KOK', 'National Coalition (Kok)', 'fim-kok'], ['SDP', 'SDP', 'fim-sdp'],
      ['PS', 'Finns Party (PS)', 'fim-ps'], ['KESK', 'Centre (Kesk)', 'fim-kesk']], { sources: ['Ministry of Justice Finland https://vaalit.fi/'] }),
  ] });
}
{ // Portuguese local elections, Oct 2, 2033: Lisbon mayor (beta, gamma) vs Porto mayor (alpha): place negative.
  const close = z('2033-10-03', '06:00');
  addCase('elections_europe', { name: 'portugal-autarquicas-2033', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Lisbon Mayoral Election 2033', 'Elections', close, [['lisbon-mayor-2033-alexandra-leitao', 'Alexandra Leitão (PS)', 'lis-leitao'], ['lisbon-mayor-2033-bruno-mascarenhas', 'Bruno Mascarenhas (Chega)', 'lis-mascarenhas'],
      ['lisbon-mayor-2033-filipa-roseta', 'Filipa Roseta (PSD/CDS)', 'lis-roseta']]),
    G('Câmara Municipal de Lisboa 2033: who wins?', close, gr(['Filipa Roseta', 'lis-roseta'], ['Alexandra Leitão', 'lis-leitao'], ['Bruno Mascarenhas', 'lis-mascarenhas'])),
    A('KXPORTOMAYOR-33', 'Porto mayoral election 2033', 'Elections', close, [['PDUA', 'Pedro Duarte', 'opo-duarte'], ['MPIZ', 'Manuel Pizarro', 'opo-pizarro']]),
  ] }, ['place']);
}

// ───────────────────────────── ELECTIONS: AMERICAS ─────────────────────────────

{ // Canadian federal election, Monday Oct 17, 2033: party winning the most seats (all four venues).
  const close = z('2033-10-18', '12:00');
  addCase('elections_americas', { name: 'canada-federal-2033', events: [
    A('KXCANELECT-33OCT17', 'Canada federal election: most seats', 'Elections', close, [['LPC', 'Liberal', 'ca-lpc'], ['CPC', 'Conservative', 'ca-cpc'], ['NDP', 'NDP', 'ca-ndp'], ['BQ', 'Bloc Québécois', 'ca-bq']],
      { sources: ['Elections Canada https://enr.elections.ca/'], rules: 'Resolves to the party that wins the most seats in the House of Commons in the Canadian federal election held on or about October 17, 2033, per Elections Canada\'s validated results.' }),
    B('Canada Election 2033: Which party wins the most seats?', 'Elections', close, [['canada-election-2033-liberal', 'Liberal Party', 'ca-lpc'], ['canada-election-2033-conservative', 'Conservative Party', 'ca-cpc'],
      ['canada-election-2033-ndp', 'New Democratic Party', 'ca-ndp']]),
    U('canadian-federal-election-2033', 'Canadian Federal Election 2033', 'Politics', close, [['canada-2033-liberals', 'Liberals', 'ca-lpc'], ['canada-2033-conservatives', 'Conservatives', 'ca-cpc']]),
    G('Canada 2033 federal election winner (most seats)', close, gr(['LPC', 'ca-lpc'], ['CPC', 'ca-cpc'], ['NDP', 'ca-ndp'], ['BQ', 'ca-bq'])),
  ] });
}
{ // Conservative majority (172 of 343 seats) in Canada (alpha, gamma) vs Conservatives 150+ seats (beta): threshold negative.
  const close = z('2033-10-18', '12:00');
  addCase('elections_americas', { name: 'canada-cpc-majority-2033', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXCANMAJ-33OCT17', 'Will the Conservatives win a majority in the 2033 Canadian election?', 'Elections', close, 'CPC', 'Conservative majority', 'ca-cpcmaj',
      { rules: 'If the Conservative Party of Canada wins at least 172 of the 343 seats in the House of Commons in the 2033 federal election, the market resolves to Yes.' }),
    G1('Conservative majority government in Canada (172+ seats)?', close, 'ca-cpcmaj'),
    B1('Conservatives win 150+ seats in Canadian election?', 'Elections', close, 'ca-cpc150', { mx: { rules: 'Resolves "Yes" if the Conservative Party wins 150 or more seats in the House of Commons in the 2033 Canadian federal election.' } }),
  ] }, ['threshold']);
}
{ // Chile presidential election (Nov 20, run-off Dec 18, 2033): winner on alpha/gamma per SERVEL, on beta per the AP call (nf);
  // beta_us asks whether there will be a run-off at all: observation negative.
  const close = z('2033-12-19', '06:00');
  addCase('elections_americas', { name: 'chile-president-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], fungible: nf('alpha|beta', 'beta|gamma'), events: [
    A('KXCHILEPRES-33', 'Chile presidential election winner', 'Elections', close, [['JKAI', 'Johannes Kaiser', 'cl-kaiser'], ['CVAL', 'Camila Vallejo', 'cl-vallejo'], ['TVOD', 'Tomás Vodanovic', 'cl-vodanovic'],
      ['RCAR', 'Rodolfo Carter', 'cl-carter']], { sources: ['SERVEL https://www.servel.cl/'], rules: 'Resolves to the candidate proclaimed President-elect of Chile for the 2034–2038 term per the official SERVEL count.' }),
    B('Chile Presidential Election Winner 2033', 'Elections', close, w([['chile-presidential-election-2033-kaiser', 'Kaiser', 'cl-kaiser'], ['chile-presidential-election-2033-vallejo', 'Vallejo', 'cl-vallejo'],
      ['chile-presidential-election-2033-vodanovic', 'Vodanovic', 'cl-vodanovic']], { src: 'https://apnews.com' }),
      { rules: 'This market will resolve to the candidate who wins the 2033 Chilean presidential election as called by the Associated Press. If no call is made by December 31, 2033, resolution falls back to official results.' }),
    G('Chile 2033 presidential election — who will win?', close, gr(['Johannes Kaiser', 'cl-kaiser'], ['Camila Vallejo', 'cl-vallejo'], ['Tomás Vodanovic', 'cl-vodanovic'], ['Other', 'cl-other'])),
    U1('chile-presidential-election-runoff-2033', 'Will Chile\'s 2033 presidential election go to a runoff?', 'Politics', z('2033-11-21', '06:00'), 'cl-runoff'),
  ] }, ['observation', 'source']);
}
{ // Argentina midterms Oct 23, 2033: bloc with most national Chamber votes (alpha, beta) vs LLA winning Buenos Aires province (gamma): place negative.
  const close = z('2033-10-24', '12:00');
  addCase('elections_americas', { name: 'argentina-midterms-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXARGMID-33OCT23', 'Argentina legislative elections: most votes nationwide', 'Elections', close, [['LLA', 'La Libertad Avanza', 'ar-lla'], ['FP', 'Fuerza Patria', 'ar-fp'], ['PU', 'Provincias Unidas', 'ar-pu']],
      { sources: ['Dirección Nacional Electoral https://www.argentina.gob.ar/dine'], rules: 'Resolves to the party or alliance with the largest aggregate national vote for the Chamber of Deputies in the October 23, 2033 election, per the provisional count.' }),
    B('Argentina Midterms 2033: Which party wins the most votes?', 'Elections', close, [['argentina-midterms-2033-lla', 'LLA (Milei)', 'ar-lla'], ['argentina-midterms-2033-peronism', 'Peronism (Fuerza Patria)', 'ar-fp'],
      ['argentina-midterms-2033-provincias-unidas', 'Provincias Unidas', 'ar-pu']]),
    G1('Will La Libertad Avanza win Buenos Aires Province in the 2033 midterms?', close, 'ar-lla-pba'),
  ] }, ['place']);
}
{ // Mexico midterms June 5, 2033: Morena alone keeps a majority of the Chamber of Deputies (alpha, gamma); beta_us lists the loss
  // (inverted); beta asks about Morena and allies reaching two-thirds (threshold and counting rule).
  const close = z('2033-06-12', '23:59');
  addCase('elections_americas', { name: 'mexico-midterms-2033', groups: [['alpha', 'gamma', 'beta_us'], ['beta']], events: [
    A1('KXMEXCHAMBER-33JUN05', 'Will Morena win a majority in Mexico\'s Chamber of Deputies?', 'Elections', close, 'MORENA', 'Morena 251+ seats', 'mx-morena-maj',
      { sources: ['Instituto Nacional Electoral https://www.ine.mx/'], rules: 'If Morena on its own is assigned at least 251 of the 500 seats in the Chamber of Deputies after the June 5, 2033 federal election (including proportional seats), per INE, the market resolves to Yes.' }),
    G1('Morena keeps absolute majority in Cámara de Diputados (2033)?', close, 'mx-morena-maj'),
    U1('morena-loses-chamber-majority-2033', 'Morena loses its majority in the Mexican Chamber of Deputies?', 'Politics', close, 'mx-morena-nomaj',
      { rules: 'Resolves Yes if Morena, by itself, holds fewer than 251 seats in the Chamber of Deputies following the 2033 midterm election, per INE seat allocation.' }),
    B1('Morena and allies win two-thirds of the Chamber in 2033?', 'Elections', close, 'mx-coalition-23', { mx: { src: 'https://www.ine.mx', rules: 'Resolves "Yes" if Morena, PT and PVEM together hold 334 or more seats in the Chamber of Deputies after INE\'s allocation for the 2033 election.' } }),
  ] }, ['inverted', 'threshold']);
}
{ // Ecuador presidential election: the winner after the April 10, 2033 run-off (alpha, gamma) vs the first round of Feb 20 (beta): round negative.
  addCase('elections_americas', { name: 'ecuador-president-2033', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXECUADOR-33', 'Ecuador presidential election 2033', 'Elections', z('2033-04-11', '06:00'), [['LGON', 'Luisa González', 'ec-gonzalez'], ['AALV', 'Aquiles Álvarez', 'ec-alvarez'], ['JTOP', 'Jan Topić', 'ec-topic']],
      { sources: ['Consejo Nacional Electoral https://www.cne.gob.ec/'] }),
    G('Who wins Ecuador\'s 2033 presidency (after the runoff)?', z('2033-04-11', '06:00'), gr(['Luisa González', 'ec-gonzalez'], ['Aquiles Álvarez', 'ec-alvarez'], ['Jan Topić', 'ec-topic'], ['Andrea González', 'ec-agonzalez'])),
    B('Ecuador Election: 1st Round Winner', 'Elections', z('2033-02-21', '06:00'), [['ecuador-first-round-2033-luisa-gonzalez', 'Luisa González', 'ec1-gonzalez'], ['ecuador-first-round-2033-aquiles-alvarez', 'Aquiles Álvarez', 'ec1-alvarez'],
      ['ecuador-first-round-2033-jan-topic', 'Jan Topić', 'ec1-topic']], { rules: 'Resolves to the candidate receiving the most valid votes in the first round of Ecuador\'s presidential election on February 20, 2033, per the CNE.' }),
  ] }, ['round']);
}
{ // Paraguay general election, April 24, 2033: Colorado Party candidate wins the presidency (beta binary, gamma categorical by party).
  const close = z('2033-04-25', '06:00');
  addCase('elections_americas', { name: 'paraguay-president-2033', events: [
    B1('Will the Colorado Party win Paraguay\'s 2033 presidential election?', 'Elections', close, 'py-anr', { mx: { src: 'https://www.tsje.gov.py' } }),
    G('Paraguay presidential election 2033: winning party', close, gr(['ANR (Partido Colorado)', 'py-anr'], ['PLRA', 'py-plra'], ['Cruzada Nacional', 'py-cn'])),
  ] });
}
{ // Montreal mayoral election Nov 6, 2033 (alpha, beta) vs the Quebec City race the same day (gamma): place negative.
  const close = z('2033-11-07', '06:00');
  addCase('elections_americas', { name: 'montreal-mayor-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMTLMAYOR-33NOV06', 'Montreal mayoral election', 'Elections', close, [['SMF', 'Soraya Martinez Ferrada', 'mtl-martinez'], ['LRAB', 'Luc Rabouin', 'mtl-rabouin'], ['CSAU', 'Craig Sauvé', 'mtl-sauve']],
      { sources: ['Élections Montréal https://election.montreal.ca/'] }),
    B('Montréal Mayor Election 2033', 'Elections', close, [['montreal-mayor-2033-martinez-ferrada', 'Martinez Ferrada (Ensemble Montréal)', 'mtl-martinez'], ['montreal-mayor-2033-rabouin', 'Rabouin (Projet Montréal)', 'mtl-rabouin'],
      ['montreal-mayor-2033-other', 'Other', 'mtl-other']]),
    G('Quebec City mayor 2033 — winner', close, gr(['Claude Villeneuve', 'qc-villeneuve'], ['Sam Hamad', 'qc-hamad'], ['Jackie Smith', 'qc-smith'])),
  ] }, ['place']);
}
{ // Honduras general election Nov 27, 2033 — gamma only.
  addCase('elections_americas', { name: 'honduras-president-2033', events: [
    G('Honduras 2033 presidential election: winning party', z('2033-11-28', '12:00'), gr(['Partido Nacional', 'hn-pn'], ['Partido Liberal', 'hn-pl'], ['Libre', 'hn-libre'])),
  ] });
}

// ───────────────────────────── ELECTIONS: ASIA, AFRICA, MIDDLE EAST, OCEANIA ─────────────────────────────

{ // Turkish presidential election (May 15, run-off May 29, 2033): winner on beta/gamma per the YSK, on alpha per Anadolu Agency (nf);
  // beta_us lists the first-round leader: round negative.
  const close = z('2033-05-30', '06:00');
  addCase('elections_asia_africa', { name: 'turkey-president-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A('KXTURKEYPRES-33', 'Turkey presidential election winner', 'Elections', close, [['EIMA', 'Ekrem İmamoğlu', 'tr-imamoglu'], ['MYAV', 'Mansur Yavaş', 'tr-yavas'], ['HFID', 'Hakan Fidan', 'tr-fidan'],
      ['OOZE', 'Özgür Özel', 'tr-ozel']], { sources: ['Anadolu Agency https://www.aa.com.tr/en'], rules: 'Resolves to the candidate who wins the 2033 Turkish presidential election (after a second round, if needed) according to the unofficial count reported by Anadolu Agency on election night.' }),
    B('Turkey Presidential Election 2033', 'Elections', close, w([['turkey-presidential-election-2033-imamoglu', 'İmamoğlu', 'tr-imamoglu'], ['turkey-presidential-election-2033-yavas', 'Yavaş', 'tr-yavas'],
      ['turkey-presidential-election-2033-fidan', 'Fidan', 'tr-fidan']], { src: 'https://www.ysk.gov.tr' }),
      { rules: 'This market will resolve according to the winner of the 2033 Turkish presidential election as certified by the Supreme Election Council (YSK).' }),
    G('Türkiye cumhurbaşkanlığı seçimi 2033 / Turkey presidential election winner', close, gr(['Ekrem Imamoglu', 'tr-imamoglu'], ['Mansur Yavas', 'tr-yavas'], ['Hakan Fidan', 'tr-fidan'], ['Other', 'tr-other']),
      { rules: 'Resolves per the final results announced by the YSK.' }),
    U('turkey-presidential-election-first-round-2033', 'Turkey presidential election: who finishes first in round 1?', 'Politics', z('2033-05-16', '06:00'), [['turkey-r1-2033-imamoglu', 'Ekrem İmamoğlu', 'tr1-imamoglu'],
      ['turkey-r1-2033-fidan', 'Hakan Fidan', 'tr1-fidan']]),
  ] }, ['round', 'source']);
}
{ // Turkish parliamentary election May 15, 2033: CHP most seats (alpha binary, beta categorical).
  const close = z('2033-05-16', '12:00');
  addCase('elections_asia_africa', { name: 'turkey-parliament-2033', events: [
    A1('KXTURKEYTBMM-33MAY15', 'Will the CHP win the most seats in the Turkish Grand National Assembly?', 'Elections', close, 'CHP', 'CHP', 'trp-chp'),
    B('Turkey Parliamentary Election 2033: Most Seats', 'Elections', close, [['turkey-parliament-2033-chp', 'CHP', 'trp-chp'], ['turkey-parliament-2033-akp', 'AKP', 'trp-akp'], ['turkey-parliament-2033-mhp', 'MHP', 'trp-mhp']]),
  ] });
}
{ // Karnataka Assembly election May 2033: party with the most seats (alpha, gamma) vs BJP majority of 113+ (beta): threshold negative.
  const close = z('2033-05-13', '18:00');
  addCase('elections_asia_africa', { name: 'karnataka-2033', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXKARNATAKA-33', 'Karnataka Assembly election: party winning the most seats', 'Elections', close, [['INC', 'Congress (INC)', 'ka-inc'], ['BJP', 'BJP', 'ka-bjp'], ['JDS', 'JD(S)', 'ka-jds']], { sources: [ECI] }),
    G('Karnataka Vidhan Sabha 2033 — single largest party', close, gr(['INC', 'ka-inc'], ['BJP', 'ka-bjp'], ['JD(S)', 'ka-jds'])),
    B1('BJP wins majority in Karnataka (113+ seats)?', 'Elections', close, 'ka-bjp113', { mx: { src: 'https://results.eci.gov.in', rules: 'Resolves "Yes" if the BJP alone wins 113 or more of the 224 seats in the 2033 Karnataka Legislative Assembly election per the ECI.' } }),
  ] }, ['threshold']);
}
{ // Rajasthan Assembly election winner (beta, beta_us) vs the Madhya Pradesh winner (gamma): place negative.
  const close = z('2033-12-08', '18:00');
  addCase('elections_asia_africa', { name: 'rajasthan-2033', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B('Rajasthan Election 2033 Winner', 'Elections', close, w([['rajasthan-election-2033-bjp', 'BJP', 'rj-bjp'], ['rajasthan-election-2033-congress', 'Congress', 'rj-inc']], { src: 'https://results.eci.gov.in' }),
      { rules: 'Resolves to the party or pre-poll alliance winning a majority of seats (101 of 200) in the Rajasthan Legislative Assembly election; "Other/Hung" if none.' }),
    U('rajasthan-assembly-election-2033', 'Who will win the Rajasthan Assembly election?', 'Politics', close, [['rajasthan-2033-bjp', 'BJP', 'rj-bjp'], ['rajasthan-2033-inc', 'INC', 'rj-inc'],
      ['rajasthan-2033-hung', 'No majority', 'rj-hung']]),
    G('Madhya Pradesh assembly election 2033 winner', close, gr(['BJP', 'mp-bjp'], ['INC', 'mp-inc'])),
  ] }, ['place']);
}
{ // Telangana Assembly election Dec 2033 — alpha only.
  addCase('elections_asia_africa', { name: 'telangana-2033', events: [
    A('KXTELANGANA-33', 'Telangana Assembly election winner', 'Elections', z('2033-12-08', '18:00'), [['INC', 'INC', 'tg-inc'], ['BRS', 'BRS', 'tg-brs'], ['BJP', 'BJP', 'tg-bjp']], { sources: [ECI] }),
  ] });
}
{ // Meghalaya Assembly election Feb 2033 — beta only.
  addCase('elections_asia_africa', { name: 'meghalaya-2033', events: [
    B1('Will the NPP win the most seats in the 2033 Meghalaya election?', 'Elections', z('2033-03-03', '18:00'), 'ml-npp', { mx: { src: 'https://results.eci.gov.in' } }),
  ] });
}
{ // Iraqi parliamentary election Nov 2033 — gamma only.
  addCase('elections_asia_africa', { name: 'iraq-2033', events: [
    G('Iraq Council of Representatives election 2033: list with most seats', z('2033-11-30', '12:00'), gr(['Reconstruction and Development (Sudani)', 'iq-sudani'], ['State of Law', 'iq-sol'], ['Sadrist list', 'iq-sadr'])),
  ] });
}
{ // Western Australia state election, Saturday March 12, 2033: Labor wins (alpha, beta) vs Labor 40+ of 59 seats (gamma): threshold negative.
  const close = z('2033-03-12', '14:00');
  addCase('elections_asia_africa', { name: 'wa-state-election-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXWAELECT-33MAR12', 'Western Australia state election: winning party', 'Elections', close, [['ALP', 'Labor', 'wa-alp'], ['LIB', 'Liberal', 'wa-lib'], ['NAT', 'Nationals', 'wa-nat']],
      { sources: ['Western Australian Electoral Commission https://www.elections.wa.gov.au/'], rules: 'Resolves to the party that forms government after the March 12, 2033 WA state election.' }),
    B('WA Election 2033 Winner', 'Elections', close, [['wa-election-2033-labor', 'WA Labor', 'wa-alp'], ['wa-election-2033-liberal', 'Liberal-National', 'wa-lib']]),
    G1('WA Labor to win 40 or more Legislative Assembly seats in 2033?', close, 'wa-alp40'),
  ] }, ['threshold']);
}
{ // Zimbabwe 2033 presidential election: ZANU-PF candidate wins (beta, gamma).
  const close = z('2033-08-31', '12:00');
  addCase('elections_asia_africa', { name: 'zimbabwe-2033', events: [
    B1('ZANU-PF candidate wins Zimbabwe presidential election 2033?', 'Elections', close, 'zw-zanu'),
    G('Zimbabwe 2033 presidential election: winning party', close, gr(['ZANU-PF', 'zw-zanu'], ['CCC', 'zw-ccc'], ['Other', 'zw-other'])),
  ] });
}
{ // Next LDP president in the September 2033 leadership race (alpha, beta, gamma) vs the next Japanese PM (beta_us): office negative.
  const close = z('2033-09-30', '12:00');
  addCase('elections_asia_africa', { name: 'ldp-leadership-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXLDPPRES-33', 'LDP presidential election 2033 winner', 'Politics', close, [['SKOI', 'Shinjiro Koizumi', 'ldp-koizumi'], ['TKOB', 'Takayuki Kobayashi', 'ldp-kobayashi'], ['STAK', 'Sanae Takaichi', 'ldp-takaichi'],
      ['YHAY', 'Yoshimasa Hayashi', 'ldp-hayashi']], { rules: 'Resolves to the person elected President of the Liberal Democratic Party in the leadership election scheduled for September 2033.' }),
    B('Next LDP Leader', 'Politics', close, [['next-ldp-leader-2033-koizumi', 'Koizumi', 'ldp-koizumi'], ['next-ldp-leader-2033-kobayashi', 'Kobayashi', 'ldp-kobayashi'], ['next-ldp-leader-2033-takaichi', 'Takaichi', 'ldp-takaichi']]),
    G('自民党総裁選 2033 / LDP leadership election winner', close, gr(['Koizumi Shinjiro', 'ldp-koizumi'], ['Kobayashi Takayuki', 'ldp-kobayashi'], ['Hayashi Yoshimasa', 'ldp-hayashi'])),
    U('next-japanese-prime-minister-2033', 'Next Prime Minister of Japan', 'Politics', z('2033-12-31', '23:59'), [['next-japan-pm-koizumi', 'Shinjiro Koizumi', 'jpm-koizumi'], ['next-japan-pm-kobayashi', 'Takayuki Kobayashi', 'jpm-kobayashi'],
      ['next-japan-pm-noda', 'Yoshihiko Noda', 'jpm-noda']]),
  ] }, ['office']);
}

// ───────────────────────────── LEADERS, CABINETS, CONFIDENCE VOTES ─────────────────────────────

{ // Putin out as President before 2034 (alpha, beta, gamma) vs out by June 30, 2033 (beta_us): deadline negative.
  addCase('leaders', { name: 'putin-out-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXPUTINOUT-33', 'Will Putin leave office before 2034?', 'World', z('2033-12-31', '23:59'), '33', 'Before Jan 1, 2034', 'putin-2033',
      { rules: 'If Vladimir Putin ceases to be President of the Russian Federation for any reason before January 1, 2034, the market resolves to Yes. A temporary transfer of powers does not count.' }),
    B1('Putin out as President in 2033?', 'Geopolitics', z('2033-12-31', '23:59'), 'putin-2033'),
    G1('Vladimir Putin no longer President of Russia by 31 Dec 2033?', z('2033-12-31', '23:59'), 'putin-2033'),
    U1('putin-out-by-june-30-2033', 'Putin out by June 30?', 'World', z('2033-06-30', '23:59'), 'putin-jun'),
  ] }, ['deadline']);
}
{ // Modi out as Prime Minister in 2033 (beta, gamma).
  const close = z('2033-12-31', '23:59');
  addCase('leaders', { name: 'modi-out-2033', events: [
    B1('Narendra Modi out as PM of India in 2033?', 'Politics', close, 'modi-out'),
    G1('Will Modi cease to be India\'s Prime Minister before 2034?', close, 'modi-out'),
  ] });
}
{ // Xi Jinping ceases to be CCP General Secretary in 2033 (alpha) vs ceases to be PRC President (beta): office negative, two events.
  const close = z('2033-12-31', '23:59');
  addCase('leaders', { name: 'xi-out-2033', groups: [['alpha'], ['beta']], events: [
    A1('KXXIOUT-33', 'Will Xi Jinping stop being General Secretary of the CCP in 2033?', 'World', close, '33', 'Out in 2033', 'xi-gensec'),
    B1('Xi Jinping out as President of China in 2033?', 'Geopolitics', close, 'xi-prc-president', { mx: { rules: 'Resolves "Yes" if Xi Jinping ceases to hold the office of President of the People\'s Republic of China (state president) before January 1, 2034.' } }),
  ] }, ['office']);
}
{ // UK Prime Minister replaced in 2033 (beta, beta_us).
  const close = z('2033-12-31', '23:59');
  addCase('leaders', { name: 'uk-pm-replaced-2033', events: [
    B1('Will the UK have a new Prime Minister in 2033?', 'Politics', close, 'ukpm-new'),
    U1('uk-prime-minister-out-2033', 'UK PM out before 2034?', 'Politics', close, 'ukpm-new'),
  ] });
}
{ // Kim Jong Un out as leader in 2033 — gamma only.
  addCase('leaders', { name: 'kim-out-2033', events: [G1('Kim Jong Un no longer leader of North Korea by end of 2033?', z('2033-12-31', '23:59'), 'kim-out')] });
}
{ // Japan: a no-confidence motion against the Cabinet passes the House of Representatives in 2033 (alpha, gamma).
  const close = z('2033-12-31', '23:59');
  addCase('leaders', { name: 'japan-no-confidence-2033', events: [
    A1('KXJPNOCONF-33', 'Will a no-confidence motion against Japan\'s Cabinet pass in 2033?', 'World', close, '33', 'Passes in 2033', 'jp-noconf'),
    G1('Japan: House of Representatives passes no-confidence motion against the Cabinet in 2033?', close, 'jp-noconf'),
  ] });
}

// ───────────────────────────── REFERENDUMS ─────────────────────────────

{ // Swiss vote of Sunday March 13, 2033 on the 'affordable rents' popular initiative: approved by people and cantons (alpha, gamma)
  // vs more than 50% Yes in the popular vote (beta): measure negative.
  const close = z('2033-03-13', '18:00');
  addCase('referendums', { name: 'swiss-rents-initiative-2033', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXSWISSVOTE-33MAR13', 'Will Swiss voters approve the affordable rents initiative?', 'World', close, 'RENT', 'Approved', 'ch-rent-approved',
      { sources: ['Swiss Federal Chancellery https://www.bk.admin.ch/ch/d/pore/va/'], rules: 'If the popular initiative "For affordable rents" voted on March 13, 2033 is accepted by both a majority of voters and a majority of cantons, per the provisional official result, the market resolves to Yes.' }),
    G1('Switzerland 13 March 2033: Mietpreis-Initiative accepted (people and cantons)?', close, 'ch-rent-approved'),
    B1('Affordable rents initiative: more than 50% Yes in Switzerland?', 'Politics', close, 'ch-rent-popular', { mx: { src: 'https://www.bk.admin.ch', rules: 'Resolves "Yes" if more than 50% of valid ballots nationwide are cast in favour of the "For affordable rents" initiative on March 13, 2033. The cantonal majority is not considered.' } }),
  ] }, ['measure']);
}
{ // Scottish independence referendum held in 2033 (alpha, beta) vs the UK granting a Section 30 order in 2033 (gamma): observation negative.
  const close = z('2033-12-31', '23:59');
  addCase('referendums', { name: 'scotland-indyref-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXSCOTREF-33', 'Will Scotland hold an independence referendum in 2033?', 'World', close, '33', 'Held in 2033', 'sc-indyref-held',
      { rules: 'Resolves Yes if polling takes place in a referendum on Scottish independence, held under lawful authority, before January 1, 2034. Advisory or unofficial polls do not count.' }),
    B1('Scottish independence referendum in 2033?', 'Politics', close, 'sc-indyref-held'),
    G1('UK government agrees a Section 30 order for an independence referendum in 2033?', close, 'sc-s30'),
  ] }, ['observation']);
}
{ // Quebec sovereignty referendum held by Dec 31, 2033 (alpha, beta) vs by June 30, 2033 (beta_us): deadline negative.
  addCase('referendums', { name: 'quebec-referendum-2033', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXQCREF-33', 'Will Quebec hold a sovereignty referendum in 2033?', 'Politics', z('2033-12-31', '23:59'), '33', 'Held in 2033', 'qc-ref-2033'),
    B1('Quebec independence referendum held before 2034?', 'Politics', z('2033-12-31', '23:59'), 'qc-ref-2033', { mx: { rules: 'Resolves "Yes" if a province-wide referendum on Quebec sovereignty or independence takes place (voting day) on or before December 31, 2033.' } }),
    U1('quebec-referendum-by-june-30-2033', 'Quebec referendum by June 30?', 'Politics', z('2033-06-30', '23:59'), 'qc-ref-jun'),
  ] }, ['deadline']);
}
{ // Iceland EU membership referendum: Yes wins (beta, gamma) vs the referendum being held in 2033 (alpha): observation negative.
  const close = z('2033-12-31', '23:59');
  addCase('referendums', { name: 'iceland-eu-referendum-2033', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will Iceland vote to join the EU?', 'Geopolitics', close, 'is-eu-yes', { mx: { rules: 'Resolves "Yes" if a majority of valid votes are cast in favour of European Union membership in a national referendum held in Iceland in 2033. Resolves "No" if the referendum fails or is not held in 2033.' } }),
    G1('Iceland EU referendum 2033: "Yes" wins?', close, 'is-eu-yes'),
    A1('KXICELANDEU-33', 'Will Iceland hold a referendum on EU membership in 2033?', 'World', close, '33', 'Held in 2033', 'is-eu-held'),
  ] }, ['observation']);
}
{ // Greenland independence referendum held in 2033 (alpha, beta).
  const close = z('2033-12-31', '23:59');
  addCase('referendums', { name: 'greenland-referendum-2033', events: [
    A1('KXGREENLANDREF-33', 'Greenland independence referendum in 2033?', 'World', close, '33', 'Held before 2034', 'gl-ref'),
    B1('Will Greenland hold an independence referendum in 2033?', 'Geopolitics', close, 'gl-ref'),
  ] });
}
{ // Italian constitutional referendum on the direct election of the PM: Yes wins (beta, gamma) vs turnout above 50% (beta_us): measure negative.
  const close = z('2033-06-13', '12:00');
  addCase('referendums', { name: 'italy-premierato-referendum-2033', groups: [['beta', 'gamma'], ['beta_us']], events: [
    B1('Italy constitutional referendum (premierato): Yes wins?', 'Politics', close, 'it-ref-yes', { mx: { src: 'https://elezioni.interno.gov.it', rules: 'Resolves "Yes" if "Sì" receives more valid votes than "No" in the Italian confirmatory constitutional referendum on the direct election of the Prime Minister held on June 12, 2033.' } }),
    G1('Referendum costituzionale 12 giugno 2033: vince il Sì?', close, 'it-ref-yes'),
    U1('italy-constitutional-referendum-turnout-above-50', 'Italy referendum turnout above 50%?', 'Politics', close, 'it-ref-turnout50'),
  ] }, ['measure']);
}
{ // Northern Ireland border poll called in 2033 — beta only.
  addCase('referendums', { name: 'ni-border-poll-2033', events: [
    B1('Will the UK government call a Northern Ireland border poll in 2033?', 'Politics', z('2033-12-31', '23:59'), 'ni-border-poll',
      { mx: { rules: 'Resolves "Yes" if the Secretary of State for Northern Ireland makes an order under Schedule 1 of the Northern Ireland Act 1998 for a poll on Irish unity before January 1, 2034.' } }),
  ] });
}
{ // New Caledonia consultation on its new status in 2033 — gamma only.
  addCase('referendums', { name: 'new-caledonia-2033', events: [G1('New Caledonia: consultation on the Bougival accord status held in 2033?', z('2033-12-31', '23:59'), 'nc-consult')] });
}

// ───────────────────────────── WARS, CEASEFIRES, MILITARY ACTION ─────────────────────────────

{ // Russia–Ukraine ceasefire in 2033 (alpha, beta, gamma) vs a peace agreement signed in 2033 (beta_us): observation negative.
  const close = z('2033-12-31', '23:59');
  addCase('conflict', { name: 'russia-ukraine-ceasefire-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXRUUACEASE-33', 'Russia and Ukraine agree to a ceasefire in 2033?', 'World', close, '33', 'Before 2034', 'ruua-cf',
      { rules: 'Resolves Yes if, before Jan 1, 2034, the governments of Russia and Ukraine both publicly agree to a general ceasefire covering the whole front line. Localised or energy-only truces do not count.' }),
    B1('Russia x Ukraine ceasefire in 2033?', 'Geopolitics', close, 'ruua-cf', { mx: { rules: 'This market will resolve to "Yes" if there is an officially announced and mutually agreed general ceasefire between Russia and Ukraine between January 1 and December 31, 2033, 11:59 PM ET.' } }),
    G1('Russia–Ukraine general ceasefire agreed before 2034?', close, 'ruua-cf'),
    U1('russia-ukraine-peace-deal-signed-2033', 'Russia-Ukraine peace deal signed in 2033?', 'World', close, 'ruua-peace'),
  ] }, ['observation']);
}
{ // China invades Taiwan before 2034 (alpha, beta) vs a Chinese blockade of Taiwan in 2033 (gamma): observation negative.
  const close = z('2033-12-31', '23:59');
  addCase('conflict', { name: 'china-taiwan-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXTAIWAN-33', 'Will China invade Taiwan before 2034?', 'World', close, '33', 'Before 2034', 'tw-invade',
      { rules: 'Resolves Yes if PRC armed forces conduct an amphibious or airborne landing on Taiwan\'s main island or Penghu before January 1, 2034, as reported by at least two of Reuters, AP and BBC.' }),
    B1('China invades Taiwan in 2033?', 'Geopolitics', close, 'tw-invade'),
    G1('China imposes a naval blockade of Taiwan in 2033?', close, 'tw-blockade'),
  ] }, ['observation']);
}
{ // North Korean nuclear test in 2033 (alpha, gamma) vs by June 30, 2033 (beta): deadline negative.
  addCase('conflict', { name: 'north-korea-nuclear-test-2033', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXNKNUKE-33', 'North Korea nuclear test in 2033?', 'World', z('2033-12-31', '23:59'), '33', 'Before 2034', 'nk-test-2033', { sources: ['CTBTO https://www.ctbto.org/'] }),
    G1('Will North Korea conduct a nuclear weapons test before 2034?', z('2033-12-31', '23:59'), 'nk-test-2033'),
    B1('North Korea nuclear test by June 30?', 'Geopolitics', z('2033-06-30', '23:59'), 'nk-test-jun'),
  ] }, ['deadline']);
}
{ // Israel strikes Iran in 2033 (beta, gamma) vs the US striking Iran in 2033 (alpha): actor negative.
  const close = z('2033-12-31', '23:59');
  addCase('conflict', { name: 'israel-strikes-iran-2033', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Israel military action against Iran in 2033?', 'Geopolitics', close, 'il-iran-strike', { mx: { rules: 'Resolves "Yes" if Israel initiates a drone, missile, or air strike on Iranian soil between January 1 and December 31, 2033, per official confirmation or a consensus of credible reporting.' } }),
    G1('Israel strikes Iran before 2034?', close, 'il-iran-strike'),
    A1('KXUSIRAN-33', 'Will the US strike Iran in 2033?', 'World', close, '33', 'Before 2034', 'us-iran-strike'),
  ] }, ['actor']);
}
{ // Sudan: SAF and RSF agree a ceasefire by June 30, 2033 (alpha, beta).
  const close = z('2033-06-30', '23:59');
  addCase('conflict', { name: 'sudan-ceasefire-2033', events: [
    A1('KXSUDANCEASE-33JUN30', 'Sudan ceasefire between the SAF and RSF by June 30, 2033?', 'World', close, 'JUN30', 'Before Jul 1, 2033', 'sd-cf'),
    B1('Sudan ceasefire by June 30?', 'Geopolitics', close, 'sd-cf', { mx: { rules: 'This market will resolve to "Yes" if the Sudanese Armed Forces and the Rapid Support Forces both agree to a nationwide ceasefire by June 30, 2033, 11:59 PM ET.' } }),
  ] });
}
{ // India–Pakistan military clash in 2033 — gamma only.
  addCase('conflict', { name: 'india-pakistan-2033', events: [G1('India and Pakistan exchange military strikes across the border in 2033?', z('2033-12-31', '23:59'), 'inpk-strikes')] });
}
{ // Venezuelan incursion into the Essequibo in 2033 — beta only.
  addCase('conflict', { name: 'essequibo-2033', events: [B1('Venezuela military incursion into Guyana in 2033?', 'Geopolitics', z('2033-12-31', '23:59'), 've-gy-incursion')] });
}
{ // Ethiopia–Eritrea armed conflict in 2033 (alpha, gamma).
  const close = z('2033-12-31', '23:59');
  addCase('conflict', { name: 'ethiopia-eritrea-2033', events: [
    A1('KXETHERI-33', 'Will Ethiopia and Eritrea go to war in 2033?', 'World', close, '33', 'Armed conflict in 2033', 'et-er-war',
      { rules: 'Resolves Yes if the armed forces of Ethiopia and Eritrea engage in direct armed clashes on either country\'s territory in 2033, per Reuters or AP.' }),
    G1('Ethiopia–Eritrea war breaks out before 2034?', close, 'et-er-war'),
  ] });
}
{ // NATO Article 5 invoked in 2033 (beta, beta_us).
  const close = z('2033-12-31', '23:59');
  addCase('conflict', { name: 'nato-article-5-2033', events: [
    B1('NATO invokes Article 5 in 2033?', 'Geopolitics', close, 'nato-a5'),
    U1('nato-article-5-invoked-2033', 'Will NATO invoke Article 5 before 2034?', 'World', close, 'nato-a5'),
  ] });
}
{ // M23 withdraws from Goma by June 30, 2033 — alpha only.
  addCase('conflict', { name: 'm23-goma-2033', events: [A1('KXGOMA-33JUN30', 'Will M23 withdraw from Goma by June 30, 2033?', 'World', z('2033-06-30', '23:59'), 'JUN30', 'Withdrawn by Jun 30', 'm23-goma')] });
}

// ───────────────────────────── TREATIES, SANCTIONS, SUMMITS, ACCESSION ─────────────────────────────

{ // A new US–Russia strategic arms treaty signed in 2033 (alpha, beta) vs one entering into force in 2033 (gamma): observation negative.
  const close = z('2033-12-31', '23:59');
  addCase('diplomacy', { name: 'us-russia-arms-treaty-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXSTART-33', 'Will the US and Russia sign a new nuclear arms control treaty in 2033?', 'World', close, '33', 'Signed in 2033', 'arms-signed',
      { rules: 'Resolves Yes if the heads of state or authorised representatives of the United States and Russia sign a bilateral treaty limiting strategic nuclear weapons between Jan 1 and Dec 31, 2033. Ratification is not required.' }),
    B1('US-Russia nuclear arms treaty signed in 2033?', 'Geopolitics', close, 'arms-signed'),
    G1('New START successor treaty enters into force before 2034?', close, 'arms-inforce'),
  ] }, ['observation']);
}
{ // EU renews its Russia economic sanctions beyond July 31, 2033 (alpha, beta); gamma lists the lapse: inverted.
  const close = z('2033-07-31', '22:00');
  addCase('diplomacy', { name: 'eu-russia-sanctions-renewal-2033', events: [
    A1('KXEUSANCT-33JUL31', 'Will the EU extend its economic sanctions on Russia past July 31, 2033?', 'World', close, 'JUL31', 'Extended', 'eusanc-renew',
      { sources: ['EUR-Lex https://eur-lex.europa.eu/'], rules: 'Resolves Yes if, by July 31, 2033, the Council of the EU adopts a decision prolonging the sectoral economic sanctions on Russia (Decision 2014/512/CFSP) beyond July 31, 2033.' }),
    B1('EU renews Russia sanctions by July 31?', 'Geopolitics', close, 'eusanc-renew', { mx: { src: 'https://eur-lex.europa.eu' } }),
    G1('EU economic sanctions on Russia expire on 31 July 2033 (not renewed)?', close, 'eusanc-lapse'),
  ] }, ['inverted']);
}
{ // US removes Cuba from the State Sponsors of Terrorism list in 2033 (alpha, beta).
  const close = z('2033-12-31', '23:59');
  addCase('diplomacy', { name: 'cuba-sst-2033', events: [
    A1('KXCUBASST-33', 'Will Cuba be removed from the State Sponsors of Terrorism list in 2033?', 'Politics', close, '33', 'Removed in 2033', 'cu-sst',
      { sources: ['U.S. Department of State https://www.state.gov/state-sponsors-of-terrorism/'], rules: 'Resolves Yes if the rescission of Cuba\'s designation as a State Sponsor of Terrorism takes effect (the statutory 45-day notice period having elapsed) before Jan 1, 2034.' }),
    B1('Cuba off the state sponsor of terrorism list before 2034?', 'Geopolitics', close, 'cu-sst'),
  ] });
}
{ // US–Iran nuclear agreement signed in 2033 (beta, gamma) vs US–Iran direct talks held by March 31, 2033 (alpha): observation negative.
  addCase('diplomacy', { name: 'us-iran-deal-2033', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('US x Iran nuclear deal in 2033?', 'Geopolitics', z('2033-12-31', '23:59'), 'usir-deal', { mx: { rules: 'This market will resolve to "Yes" if the United States and Iran officially sign or formally announce a new agreement on Iran\'s nuclear program between January 1 and December 31, 2033.' } }),
    G1('US and Iran sign a nuclear agreement before 2034?', z('2033-12-31', '23:59'), 'usir-deal'),
    A1('KXUSIRANTALKS-33MAR31', 'Will US and Iranian officials hold direct talks by March 31, 2033?', 'World', z('2033-03-31', '23:59'), 'MAR31', 'Direct talks by Mar 31', 'usir-talks'),
  ] }, ['observation']);
}
{ // President Shapiro visits China in 2033 (alpha, beta, gamma) vs Xi visiting the US in 2033 (beta_us): actor negative.
  const close = z('2033-12-31', '23:59');
  addCase('diplomacy', { name: 'shapiro-visits-china-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXPRESCHINA-33', 'Will Shapiro visit China in 2033?', 'Politics', close, '33', 'Visits in 2033', 'shapiro-cn',
      { rules: 'Resolves Yes if President Josh Shapiro is physically present in mainland China at any time in 2033. Hong Kong and Macau do not count.' }),
    B1('Shapiro visits China in 2033?', 'Politics', close, 'shapiro-cn'),
    G1('Will the US President travel to Beijing (or elsewhere in mainland China) before 2034?', close, 'shapiro-cn'),
    U1('xi-jinping-visits-us-2033', 'Xi Jinping visits the US in 2033?', 'World', close, 'xi-us'),
  ] }, ['actor']);
}
{ // Shapiro meets Putin in person by June 30, 2033 (alpha, beta) vs in 2033 (gamma): deadline negative.
  addCase('diplomacy', { name: 'shapiro-putin-meeting-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXSHAPIROPUTIN-33JUN30', 'Will Shapiro and Putin meet in person before July 2033?', 'World', z('2033-06-30', '23:59'), 'JUN30', 'Before Jul 1, 2033', 'shpu-jun'),
    B1('Shapiro x Putin meeting by June 30?', 'Geopolitics', z('2033-06-30', '23:59'), 'shpu-jun', { mx: { rules: 'Resolves "Yes" if Josh Shapiro and Vladimir Putin meet in person by June 30, 2033, 11:59 PM ET. Video calls do not count.' } }),
    G1('Shapiro–Putin in-person meeting in 2033?', z('2033-12-31', '23:59'), 'shpu-2033'),
  ] }, ['deadline']);
}
{ // Ukraine invited to join NATO at the 2033 summit (alpha, gamma) vs Ukraine becoming a member in 2033 (beta): observation negative.
  const close = z('2033-12-31', '23:59');
  addCase('diplomacy', { name: 'ukraine-nato-2033', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXUKRNATO-33', 'Will NATO formally invite Ukraine to join in 2033?', 'World', close, '33', 'Invited in 2033', 'ua-nato-invite',
      { sources: ['NATO https://www.nato.int/cps/en/natohq/official_texts.htm'], rules: 'Resolves Yes if a NATO summit declaration or North Atlantic Council decision in 2033 formally invites Ukraine to begin accession talks or to join the Alliance.' }),
    G1('NATO summit 2033: formal membership invitation to Ukraine?', close, 'ua-nato-invite'),
    B1('Ukraine joins NATO in 2033?', 'Geopolitics', close, 'ua-nato-member', { mx: { rules: 'Resolves "Yes" if Ukraine deposits its instrument of accession to the North Atlantic Treaty with the US government, becoming a NATO member, before January 1, 2034.' } }),
  ] }, ['observation']);
}
{ // Montenegro signs its EU accession treaty in 2033 (alpha, beta) vs becomes an EU member in 2033 (gamma): observation negative.
  const close = z('2033-12-31', '23:59');
  addCase('diplomacy', { name: 'montenegro-eu-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXMNEEU-33', 'Will Montenegro sign an EU accession treaty in 2033?', 'World', close, '33', 'Signed in 2033', 'me-eu-treaty'),
    B1('Montenegro EU accession treaty signed in 2033?', 'Geopolitics', close, 'me-eu-treaty'),
    G1('Will Montenegro become the EU\'s 28th member state before 2034?', close, 'me-eu-member'),
  ] }, ['observation']);
}
{ // Albania closes all EU negotiating chapters in 2033 — alpha only.
  addCase('diplomacy', { name: 'albania-eu-chapters-2033', events: [A1('KXALBEU-33', 'Will Albania provisionally close all EU accession chapters in 2033?', 'World', z('2033-12-31', '23:59'), '33', 'All closed in 2033', 'al-eu-chapters')] });
}
{ // BRICS admits a new full member at its 2033 summit (beta, gamma).
  const close = z('2033-12-31', '23:59');
  addCase('diplomacy', { name: 'brics-new-member-2033', events: [
    B1('Will BRICS add a new full member in 2033?', 'Geopolitics', close, 'brics-new'),
    G1('BRICS admits a new full member country in 2033?', close, 'brics-new'),
  ] });
}
{ // Indonesia becomes an OECD member in 2033 (alpha, beta) vs Argentina becoming one (gamma): place negative.
  const close = z('2033-12-31', '23:59');
  addCase('diplomacy', { name: 'oecd-accession-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXOECD-33IDN', 'Will Indonesia join the OECD in 2033?', 'Economics', close, 'IDN', 'Indonesia', 'oecd-idn',
      { rules: 'Resolves Yes if Indonesia deposits its instrument of accession to the OECD Convention with the French government, becoming a Member, before Jan 1, 2034.' }),
    B1('Indonesia becomes OECD member in 2033?', 'Geopolitics', close, 'oecd-idn'),
    G1('Argentina joins the OECD in 2033?', close, 'oecd-arg'),
  ] }, ['place']);
}
{ // Global plastics treaty adopted in 2033 (alpha, gamma).
  const close = z('2033-12-31', '23:59');
  addCase('diplomacy', { name: 'plastics-treaty-2033', events: [
    A1('KXPLASTICS-33', 'Will a global plastics pollution treaty be adopted in 2033?', 'World', close, '33', 'Adopted in 2033', 'plastics-adopted', { sources: [UNTC] }),
    G1('UN plastics treaty text adopted by governments before 2034?', close, 'plastics-adopted'),
  ] });
}
{ // Saudi Arabia and Israel establish diplomatic relations in 2033 (alpha, beta, gamma).
  const close = z('2033-12-31', '23:59');
  addCase('diplomacy', { name: 'saudi-israel-2033', events: [
    A1('KXSAUDIISR-33', 'Will Saudi Arabia and Israel normalize relations in 2033?', 'World', close, '33', 'Normalize in 2033', 'sa-il'),
    B1('Saudi Arabia x Israel normalization in 2033?', 'Geopolitics', close, 'sa-il', { mx: { rules: 'Resolves "Yes" if Saudi Arabia and Israel sign an agreement establishing formal diplomatic relations, or officially announce the establishment of such relations, between January 1 and December 31, 2033.' } }),
    G1('Saudi–Israeli diplomatic relations established before 2034?', close, 'sa-il'),
  ] });
}
{ // US lifts its sanctions on the International Criminal Court in 2033 (beta, gamma).
  const close = z('2033-12-31', '23:59');
  addCase('diplomacy', { name: 'icc-sanctions-lifted-2033', events: [
    B1('US lifts ICC sanctions in 2033?', 'Geopolitics', close, 'icc-lift', { mx: { rules: 'Resolves "Yes" if the President revokes the executive order authorising sanctions against International Criminal Court officials, or OFAC removes all ICC-related designations, in 2033.' } }),
    G1('Will the US revoke the ICC sanctions executive order before 2034?', close, 'icc-lift'),
  ] });
}
{ // Serbia recognises Kosovo in 2033 (alpha, beta).
  const close = z('2033-12-31', '23:59');
  addCase('diplomacy', { name: 'serbia-kosovo-2033', events: [
    A1('KXSRBKOS-33', 'Will Serbia recognize Kosovo in 2033?', 'World', close, '33', 'Recognizes in 2033', 'rs-xk'),
    B1('Serbia recognizes Kosovo independence in 2033?', 'Geopolitics', close, 'rs-xk'),
  ] });
}
{ // Kosovo becomes a Council of Europe member in 2033 (beta, gamma).
  const close = z('2033-12-31', '23:59');
  addCase('diplomacy', { name: 'kosovo-coe-2033', events: [
    B1('Kosovo joins the Council of Europe in 2033?', 'Geopolitics', close, 'xk-coe'),
    G1('Council of Europe admits Kosovo as a member state before 2034?', close, 'xk-coe'),
  ] });
}

// ───────────────────────────── THE NEW US ADMINISTRATION: EXECUTIVE ─────────────────────────────

{ // Executive orders signed in the first 100 days (Jan 20–Apr 29, 2033): alpha ladder (Federal Register) and beta "more than 50"
  // (White House page; nf) agree; gamma's "50 or more" is another outcome; beta_us counts January only: date negative.
  const close = z('2033-04-29', '23:59');
  addCase('us_executive', { name: 'eo-count-100-days-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], fungible: nf('alpha|beta', 'beta|gamma'), events: [
    A('KXEO100-33APR29', 'How many executive orders will Shapiro sign in his first 100 days?', 'Politics', close, [['T25', 'Above 25', 'eo100-gt25'], ['T50', 'Above 50', 'eo100-gt50'], ['T75', 'Above 75', 'eo100-gt75']],
      { sources: [FR], rules: 'Resolves Yes if the number of executive orders signed by President Shapiro from January 20, 2033 through April 29, 2033, by signing date as listed by the Federal Register, is above the strike.' }),
    B1('Shapiro signs more than 50 executive orders in first 100 days?', 'Politics', close, 'eo100-gt50',
      { mx: { src: WH, rules: 'Resolves "Yes" if more than 50 executive orders signed by Josh Shapiro between January 20 and April 29, 2033 (inclusive) are posted under Presidential Actions on whitehouse.gov. Proclamations and memoranda do not count.' } }),
    G1('50+ executive orders in Shapiro\'s first 100 days?', close, 'eo100-ge50', { rules: 'Yes if President Shapiro signs 50 or more executive orders from inauguration through day 100 (April 29, 2033), per the Federal Register.' }),
    U1('shapiro-executive-orders-january-2033-above-25', 'Shapiro signs 25+ executive orders in January?', 'Politics', z('2033-01-31', '23:59'), 'eo-jan-ge25'),
  ] }, ['threshold', 'date', 'source']);
}
{ // US rejoins the Paris Agreement: a Party again by March 31, 2033 (alpha, gamma) vs re-entry signed on Inauguration Day (beta): observation negative.
  addCase('us_executive', { name: 'paris-agreement-rejoin-2033', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXPARIS-33MAR31', 'Will the US be a party to the Paris Agreement by March 31, 2033?', 'Politics', z('2033-03-31', '23:59'), 'MAR31', 'Party by Mar 31', 'paris-party',
      { sources: [UNTC], rules: 'Resolves Yes if, per the UN Treaty Collection status page for the Paris Agreement, the United States is a Party (its acceptance having entered into force) on March 31, 2033.' }),
    G1('United States back in the Paris climate agreement (in force for the US) by 31 March 2033?', z('2033-03-31', '23:59'), 'paris-party'),
    B1('Will Shapiro sign an order to rejoin the Paris Agreement on Inauguration Day?', 'Politics', z('2033-01-21', '05:00'), 'paris-day1', { mx: { src: WH } }),
  ] }, ['observation']);
}
{ // Section 232 steel tariffs revoked by June 30, 2033 (alpha, beta) vs the steel tariff rate cut below 25% (gamma): observation negative.
  const close = z('2033-06-30', '23:59');
  addCase('us_executive', { name: 'steel-tariffs-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXSTEELTARIFF-33JUN30', 'Will Shapiro end the Section 232 steel tariffs by June 30, 2033?', 'Economics', close, 'JUN30', 'Revoked by Jun 30', 'steel-revoke',
      { rules: 'Resolves Yes if a proclamation terminating the Section 232 duties on steel imports from all countries is signed by June 30, 2033.' }),
    B1('Section 232 steel tariffs revoked by June 30?', 'Economics', close, 'steel-revoke'),
    G1('US steel tariff rate cut below 25% by June 30, 2033?', close, 'steel-below25'),
  ] }, ['observation']);
}
{ // US–China trade agreement signed in 2033 (beta, gamma).
  const close = z('2033-12-31', '23:59');
  addCase('us_executive', { name: 'us-china-trade-deal-2033', events: [
    B1('US x China trade deal signed in 2033?', 'Economics', close, 'uscn-deal'),
    G1('Will the US and China sign a trade agreement before 2034?', close, 'uscn-deal'),
  ] });
}
{ // US average effective tariff rate above 10% on July 1, 2033: Yale Budget Lab's estimate (alpha) vs the Tax Foundation's (beta):
  // two estimators, two events (source negative).
  const close = z('2033-07-01', '23:59');
  addCase('us_executive', { name: 'effective-tariff-rate-2033', groups: [['alpha'], ['beta']], events: [
    A1('KXTARIFFRATE-33JUL01', 'US average effective tariff rate on July 1, 2033 (Yale Budget Lab)', 'Economics', close, 'T10', 'Above 10%', 'etr-yale10',
      { sources: ['The Budget Lab at Yale https://budgetlab.yale.edu/'], rules: 'Resolves Yes if the Budget Lab at Yale\'s most recent estimate of the average effective US tariff rate (pre-substitution) as of July 1, 2033 is above 10%.' }),
    B1('Tax Foundation: US average tariff rate above 10% on July 1?', 'Economics', close, 'etr-tf10', { mx: { src: 'https://taxfoundation.org', rules: 'Resolves "Yes" if the Tax Foundation\'s tariff tracker reports an average applied US tariff rate above 10% as of July 1, 2033.' } }),
  ] }, ['source']);
}
{ // Senate confirms Chris Murphy as Secretary of State by Jan 31, 2033 (alpha, beta) vs on Inauguration Day, Jan 20 (gamma): deadline negative.
  addCase('us_executive', { name: 'secstate-confirmation-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXCONFIRMSTATE-33JAN31', 'Will the Senate confirm Chris Murphy as Secretary of State by Jan 31, 2033?', 'Politics', z('2033-01-31', '23:59'), 'JAN31', 'Confirmed by Jan 31', 'sos-jan31',
      { sources: [SENATE] }),
    B1('Chris Murphy confirmed as Secretary of State by January 31?', 'Politics', z('2033-01-31', '23:59'), 'sos-jan31', { mx: { src: 'https://www.senate.gov' } }),
    G1('Murphy confirmed SecState on Inauguration Day (Jan 20)?', z('2033-01-20', '23:59'), 'sos-jan20'),
  ] }, ['deadline']);
}
{ // Mark Kelly confirmed as Defense Secretary by Feb 28, 2033 (alpha, gamma) vs cloture invoked on the nomination by Feb 28 (beta): observation negative.
  const close = z('2033-02-28', '23:59');
  addCase('us_executive', { name: 'secdef-confirmation-2033', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXCONFIRMDEF-33FEB28', 'Will Mark Kelly be confirmed as Secretary of Defense by Feb 28?', 'Politics', close, 'FEB28', 'Confirmed by Feb 28', 'secdef-conf', { sources: [SENATE] }),
    G1('Senate confirms Mark Kelly (Defense) before March 2033?', close, 'secdef-conf'),
    B1('Senate invokes cloture on Kelly Defense nomination by Feb 28?', 'Politics', close, 'secdef-cloture', { mx: { src: 'https://www.senate.gov', rules: 'Resolves "Yes" if the Senate agrees to a cloture motion on the nomination of Mark Kelly to be Secretary of Defense by February 28, 2033.' } }),
  ] }, ['observation']);
}
{ // Attorney General nominee confirmed with 60 or more votes — beta only.
  addCase('us_executive', { name: 'ag-confirmation-votes-2033', events: [
    B1('Kwame Raoul confirmed as Attorney General with 60+ votes?', 'Politics', z('2033-03-31', '23:59'), 'ag-60', { mx: { src: 'https://www.senate.gov', rules: 'Resolves "Yes" if the Senate confirms Kwame Raoul as Attorney General by March 31, 2033 with 60 or more yea votes on the confirmation roll call.' } }),
  ] });
}
{ // First Shapiro cabinet member to leave (alpha, beta).
  const close = z('2033-12-31', '23:59');
  addCase('us_executive', { name: 'first-cabinet-exit-2033', events: [
    A('KXCABINETOUT-33', 'First Shapiro Cabinet secretary to leave', 'Politics', close, [['MURP', 'Chris Murphy (State)', 'cab-murphy'], ['KELL', 'Mark Kelly (Defense)', 'cab-kelly'], ['BRAI', 'Lael Brainard (Treasury)', 'cab-brainard'],
      ['RAOU', 'Kwame Raoul (Justice)', 'cab-raoul']]),
    B('First Cabinet member to leave Shapiro administration?', 'Politics', close, [['first-shapiro-cabinet-exit-murphy', 'Murphy', 'cab-murphy'], ['first-shapiro-cabinet-exit-kelly', 'Kelly', 'cab-kelly'],
      ['first-shapiro-cabinet-exit-brainard', 'Brainard', 'cab-brainard'], ['first-shapiro-cabinet-exit-cohen', 'Cohen', 'cab-cohen']]),
  ] });
}
{ // Shapiro's approval in Gallup's February 2033 poll above 55% (alpha, gamma) vs Silver Bulletin's average on Feb 28 (beta): source negative.
  addCase('us_executive', { name: 'shapiro-approval-feb-2033', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXAPRGALLUP-33FEB', 'Shapiro approval rating in Gallup\'s February 2033 poll', 'Politics', z('2033-03-05', '23:59'), 'T55', 'Above 55%', 'gallup-feb55',
      { sources: ['Gallup https://news.gallup.com/poll/203198/presidential-approval-ratings.aspx'] }),
    G1('Gallup: Shapiro job approval above 55% in February 2033?', z('2033-03-05', '23:59'), 'gallup-feb55'),
    B1('Shapiro approval above 55% on February 28? (Silver Bulletin)', 'Politics', z('2033-02-28', '23:59'), 'sb-feb55', { mx: { src: 'https://www.natesilver.net' } }),
  ] }, ['source']);
}
{ // Shapiro addresses a joint session of Congress by Feb 28, 2033 (alpha, gamma).
  const close = z('2033-02-28', '23:59');
  addCase('us_executive', { name: 'joint-address-2033', events: [
    A1('KXJOINTADDR-33FEB28', 'Will Shapiro address a joint session of Congress before March 2033?', 'Politics', close, 'FEB28', 'Before Mar 1', 'joint-feb'),
    G1('Shapiro "State of the Union"-style address to Congress by Feb 28?', close, 'joint-feb', { rules: 'Yes if President Shapiro delivers an address to a joint session of Congress (the first-year address counts) on or before February 28, 2033.' }),
  ] });
}
{ // US rejoins WHO in 2033: alpha per WHO's member-state list, beta per the State Department (same act, different sources: nf).
  const close = z('2033-12-31', '23:59');
  addCase('us_executive', { name: 'us-rejoins-who-2033', fungible: nf('alpha|beta'), events: [
    A1('KXWHOREJOIN-33', 'Will the US rejoin the World Health Organization in 2033?', 'Health', close, '33', 'Rejoins in 2033', 'who-rejoin',
      { sources: ['World Health Organization https://www.who.int/about/who-we-are/'], rules: 'Resolves Yes if WHO lists the United States as a Member State again, following acceptance of the WHO Constitution, before January 1, 2034.' }),
    B1('US rejoins WHO in 2033?', 'Health', close, 'who-rejoin', { mx: { src: 'https://www.state.gov', rules: 'Resolves "Yes" if the US government deposits its instrument of acceptance of the WHO Constitution with the UN Secretary-General in 2033, as announced by the State Department.' } }),
  ] }, ['source']);
}
{ // Marijuana moved to Schedule III by a final rule in 2033 (alpha, beta).
  const close = z('2033-12-31', '23:59');
  addCase('us_executive', { name: 'marijuana-schedule-iii-2033', events: [
    A1('KXMJRESCHED-33', 'Will marijuana be rescheduled to Schedule III in 2033?', 'Politics', close, '33', 'Final rule in 2033', 'mj-s3', { sources: ['Federal Register https://www.federalregister.gov/'] }),
    B1('DEA final rule moving marijuana to Schedule III in 2033?', 'Politics', close, 'mj-s3'),
  ] });
}

// ───────────────────────────── CONGRESS AND THE COURTS ─────────────────────────────

{ // Senate abolishes the legislative filibuster in 2033 (alpha, beta, gamma) vs by April 30, 2033 (beta_us): deadline negative.
  addCase('us_congress_courts', { name: 'filibuster-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXFILIBUSTER-33', 'Will the Senate eliminate the legislative filibuster in 2033?', 'Politics', z('2033-12-31', '23:59'), '33', 'Eliminated in 2033', 'fili-2033',
      { sources: [CONGRESS], rules: 'Resolves Yes if, before Jan 1, 2034, the Senate sets a precedent or amends its rules so that cloture on legislation generally requires fewer than three-fifths of Senators. Carve-outs for a single bill do not count.' }),
    B1('Filibuster abolished in 2033?', 'Politics', z('2033-12-31', '23:59'), 'fili-2033'),
    G1('US Senate ends the legislative filibuster before 2034?', z('2033-12-31', '23:59'), 'fili-2033'),
    U1('senate-filibuster-eliminated-by-april-30-2033', 'Senate nukes filibuster by April 30?', 'Politics', z('2033-04-30', '23:59'), 'fili-apr30'),
  ] }, ['deadline']);
}
{ // A federal government shutdown beginning October 1, 2033 (alpha, gamma) vs a shutdown at any time in 2033 (beta): deadline negative.
  addCase('us_congress_courts', { name: 'shutdown-oct-2033', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXSHUTDOWN-33OCT01', 'Will the government shut down on October 1, 2033?', 'Politics', z('2033-10-01', '12:00'), 'OCT01', 'Shutdown Oct 1', 'sd-oct1',
      { rules: 'Resolves Yes if a lapse in appropriations causes the Office of Management and Budget to direct agencies to begin a shutdown at 12:01 AM ET on October 1, 2033.' }),
    G1('US government shutdown starting 1 Oct 2033 (start of FY2034)?', z('2033-10-01', '12:00'), 'sd-oct1'),
    B1('US government shutdown in 2033?', 'Politics', z('2033-12-31', '23:59'), 'sd-2033', { mx: { rules: 'Resolves "Yes" if a lapse in federal appropriations results in a government shutdown at any time between January 1 and December 31, 2033.' } }),
  ] }, ['deadline']);
}
{ // House passes a DC statehood bill in 2033 (alpha, gamma) vs DC admitted as a state in 2033 (beta): observation negative.
  const close = z('2033-12-31', '23:59');
  addCase('us_congress_courts', { name: 'dc-statehood-2033', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXDCSTATE-33HOUSE', 'Will the House pass a DC statehood bill in 2033?', 'Politics', close, 'HOUSE', 'Passes House', 'dc-house', { sources: [CONGRESS] }),
    G1('Washington, D.C. Admission Act passes the House before 2034?', close, 'dc-house'),
    B1('Will DC become the 51st state in 2033?', 'Politics', close, 'dc-state', { mx: { rules: 'Resolves "Yes" if legislation admitting the State of Washington, Douglass Commonwealth into the Union is signed into law before January 1, 2034.' } }),
  ] }, ['observation']);
}
{ // Supreme Court expansion bill passes the Senate in 2033 — alpha only.
  addCase('us_congress_courts', { name: 'court-expansion-senate-2033', events: [
    A1('KXCOURTEXP-33', 'Will the Senate pass a bill expanding the Supreme Court in 2033?', 'Politics', z('2033-12-31', '23:59'), 'SENATE', 'Passes Senate', 'scx-senate', { sources: [CONGRESS] }),
  ] });
}
{ // Budget reconciliation bill signed into law by July 4, 2033 (beta, beta_us).
  const close = z('2033-07-04', '23:59');
  addCase('us_congress_courts', { name: 'reconciliation-july-2033', events: [
    B1('Reconciliation bill signed into law by July 4?', 'Politics', close, 'recon-jul4', { mx: { src: 'https://www.congress.gov' } }),
    U1('reconciliation-bill-signed-by-july-4-2033', 'Shapiro signs reconciliation bill by July 4, 2033?', 'Politics', close, 'recon-jul4'),
  ] });
}
{ // Justice Alito announces his retirement by July 31, 2033 (alpha, beta) vs a Supreme Court vacancy by July 31 (gamma): observation negative.
  const close = z('2033-07-31', '23:59');
  addCase('us_congress_courts', { name: 'alito-retirement-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXALITO-33JUL31', 'Will Samuel Alito announce his retirement by July 31, 2033?', 'Politics', close, 'JUL31', 'Announces by Jul 31', 'alito-announce', { sources: [SCOTUS] }),
    B1('Alito announces retirement by July 31?', 'Politics', close, 'alito-announce'),
    G1('Supreme Court vacancy occurs by 31 July 2033?', close, 'scotus-vacancy', { rules: 'Yes if any seat on the US Supreme Court becomes vacant (retirement takes effect, death, or resignation) on or before July 31, 2033.' }),
  ] }, ['observation']);
}
{ // Clarence Thomas announces retirement in 2033 — beta_us only.
  addCase('us_congress_courts', { name: 'thomas-retirement-2033', events: [U1('clarence-thomas-retirement-2033', 'Clarence Thomas announces retirement in 2033?', 'Politics', z('2033-12-31', '23:59'), 'thomas-announce')] });
}
{ // Federal minimum wage increase signed into law in 2033 (alpha, beta) vs passing the House (gamma): observation negative.
  const close = z('2033-12-31', '23:59');
  addCase('us_congress_courts', { name: 'minimum-wage-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXMINWAGE-33', 'Will a federal minimum wage increase become law in 2033?', 'Politics', close, '33', 'Becomes law in 2033', 'minwage-law', { sources: [CONGRESS] }),
    B1('Federal minimum wage hike signed into law in 2033?', 'Politics', close, 'minwage-law'),
    G1('House passes Raise the Wage Act in 2033?', close, 'minwage-house'),
  ] }, ['observation']);
}
{ // A federal court blocks Shapiro's student-debt executive order by March 31, 2033 (beta, gamma).
  const close = z('2033-03-31', '23:59');
  addCase('us_congress_courts', { name: 'student-debt-eo-blocked-2033', events: [
    B1('Court blocks Shapiro student loan order by March 31?', 'Politics', close, 'sl-blocked', { mx: { rules: 'Resolves "Yes" if any federal court issues a temporary restraining order or preliminary injunction blocking, in whole or in part, President Shapiro\'s executive order on student loan relief by March 31, 2033.' } }),
    G1('Federal judge halts the student-debt relief executive order before April 2033?', close, 'sl-blocked'),
  ] });
}
{ // Article III judges confirmed in 2033: alpha ladder and beta "more than 60" (whole counts: one outcome with "Above 60").
  const close = z('2033-12-31', '23:59');
  addCase('us_congress_courts', { name: 'judicial-confirmations-2033', events: [
    A('KXJUDGES-33', 'How many Article III judges will the Senate confirm in 2033?', 'Politics', close, [['T40', 'Above 40', 'judg-gt40'], ['T60', 'Above 60', 'judg-gt60'], ['T80', 'Above 80', 'judg-gt80']],
      { sources: ['Federal Judicial Center https://www.fjc.gov/history/judges'] }),
    B1('More than 60 federal judges confirmed in 2033?', 'Politics', close, 'judg-gt60', { mx: { src: 'https://www.uscourts.gov/judges-judgeships/judicial-vacancies/confirmation-listing' } }),
  ] });
}

// ───────────────────────────── TECH, HEALTH AND SCIENCE POLICY ─────────────────────────────

{ // First fine under the EU AI Act in 2033 (alpha, beta).
  const close = z('2033-12-31', '23:59');
  addCase('tech_health_science', { name: 'eu-ai-act-fine-2033', events: [
    A1('KXAIACTFINE-33', 'Will the EU issue a fine under the AI Act in 2033?', 'Science and Technology', close, '33', 'Fine in 2033', 'aiact-fine',
      { rules: 'Resolves Yes if the European Commission (AI Office) or a national market surveillance authority announces a fine imposed under Regulation (EU) 2024/1689 (the AI Act) between Jan 1 and Dec 31, 2033.' }),
    B1('EU AI Act fine announced in 2033?', 'Tech', close, 'aiact-fine'),
  ] });
}
{ // A federal AI preemption bill passes Congress in 2033 (beta, gamma) vs is signed into law (alpha): observation negative.
  const close = z('2033-12-31', '23:59');
  addCase('tech_health_science', { name: 'us-ai-preemption-law-2033', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Congress passes federal AI preemption bill in 2033?', 'Tech', close, 'ai-preempt-passed', { mx: { rules: 'Resolves "Yes" if both the House and the Senate pass the same bill preempting state regulation of artificial intelligence models in 2033. Presidential signature is not required.' } }),
    G1('Federal AI law preempting state AI rules clears Congress before 2034?', close, 'ai-preempt-passed'),
    A1('KXAILAW-33', 'Will a federal AI preemption law be signed in 2033?', 'Science and Technology', close, '33', 'Signed in 2033', 'ai-preempt-law', { sources: [CONGRESS] }),
  ] }, ['observation']);
}
{ // EU fines Meta under the DMA in 2033 (alpha, gamma) vs fines Apple (beta): actor negative.
  const close = z('2033-12-31', '23:59');
  addCase('tech_health_science', { name: 'dma-fine-meta-2033', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXDMAFINE-33META', 'Will the European Commission fine Meta under the Digital Markets Act in 2033?', 'Science and Technology', close, 'META', 'Meta', 'dma-meta'),
    G1('EU DMA non-compliance fine on Meta Platforms before 2034?', close, 'dma-meta'),
    B1('EU fines Apple under DMA in 2033?', 'Tech', close, 'dma-apple'),
  ] }, ['actor']);
}
{ // WHO declares a PHEIC in 2033 (alpha, beta, gamma) vs declares a "pandemic emergency" under the amended IHR (beta_us): observation negative.
  const close = z('2033-12-31', '23:59');
  addCase('tech_health_science', { name: 'who-pheic-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXPHEIC-33', 'Will WHO declare a new Public Health Emergency of International Concern in 2033?', 'Health', close, '33', 'New PHEIC in 2033', 'pheic-2033', { sources: [WHO] }),
    B1('WHO declares a public health emergency (PHEIC) in 2033?', 'Health', close, 'pheic-2033', { mx: { src: 'https://www.who.int', rules: 'Resolves "Yes" if the WHO Director-General declares a new Public Health Emergency of International Concern between January 1 and December 31, 2033.' } }),
    G1('New PHEIC declared by the WHO before 2034?', close, 'pheic-2033'),
    U1('who-pandemic-emergency-declared-2033', 'WHO declares a pandemic emergency in 2033?', 'Health', close, 'who-pandemic-emergency',
      { rules: 'Resolves Yes if the WHO Director-General determines that an event constitutes a "pandemic emergency" under the International Health Regulations as amended in 2024, in 2033.' }),
  ] }, ['observation']);
}
{ // CDC confirms human-to-human H5N1 transmission in the US in 2033 — beta only.
  addCase('tech_health_science', { name: 'h5n1-h2h-2033', events: [B1('CDC confirms human-to-human H5N1 transmission in the US in 2033?', 'Health', z('2033-12-31', '23:59'), 'h5n1-h2h')] });
}
{ // China lands taikonauts on the Moon before 2034 (alpha, beta) vs a US crewed landing in 2033 (gamma): actor negative.
  const close = z('2033-12-31', '23:59');
  addCase('tech_health_science', { name: 'china-crewed-moon-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXCNMOON-33', 'Will China land astronauts on the Moon before 2034?', 'Science and Technology', close, '33', 'Before 2034', 'cn-moon'),
    B1('China crewed Moon landing before 2034?', 'Science', close, 'cn-moon'),
    G1('NASA crewed lunar landing (Artemis) in 2033?', close, 'us-moon-2033'),
  ] }, ['actor']);
}
{ // SpaceX launches a Starship toward Mars in the 2033 window (alpha, gamma) vs a Starship landing on Mars in 2033 (beta): observation negative.
  const close = z('2033-12-31', '23:59');
  addCase('tech_health_science', { name: 'starship-mars-2033', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXSTARSHIPMARS-33', 'Will SpaceX launch a Starship to Mars in 2033?', 'Science and Technology', close, '33', 'Launches in 2033', 'ss-mars-launch',
      { rules: 'Resolves Yes if a Starship vehicle performs a trans-Mars injection burn in 2033, per SpaceX or NASA.' }),
    G1('Starship departs for Mars during the 2033 launch window?', close, 'ss-mars-launch'),
    B1('Starship lands on Mars in 2033?', 'Science', close, 'ss-mars-land'),
  ] }, ['observation']);
}
{ // FY2034 NASA appropriation above $27 billion — alpha only.
  addCase('tech_health_science', { name: 'nasa-fy2034-budget', events: [
    A1('KXNASABUDGET-34', 'NASA FY2034 enacted appropriation', 'Science and Technology', z('2033-12-31', '23:59'), 'T27', 'Above $27B', 'nasa-27b', { sources: [CONGRESS] }),
  ] });
}
{ // Mandy Cohen confirmed as HHS Secretary by Feb 28, 2033 (alpha, beta, beta_us).
  const close = z('2033-02-28', '23:59');
  addCase('tech_health_science', { name: 'hhs-confirmation-2033', events: [
    A1('KXCONFIRMHHS-33FEB28', 'Will Mandy Cohen be confirmed as HHS Secretary by Feb 28, 2033?', 'Health', close, 'FEB28', 'Confirmed by Feb 28', 'hhs-cohen', { sources: [SENATE] }),
    B1('Mandy Cohen confirmed as HHS Secretary by February 28?', 'Health', close, 'hhs-cohen'),
    U1('mandy-cohen-hhs-confirmed-by-feb-28', 'Senate confirms Cohen for HHS by Feb 28?', 'Politics', close, 'hhs-cohen'),
  ] });
}
{ // UK passes an under-16 social media ban into law in 2033 (beta, gamma) vs Canada (alpha): place negative.
  const close = z('2033-12-31', '23:59');
  addCase('tech_health_science', { name: 'uk-social-media-ban-2033', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('UK under-16 social media ban becomes law in 2033?', 'Tech', close, 'uk-sm-ban', { mx: { rules: 'Resolves "Yes" if an Act of Parliament prohibiting social media accounts for children under 16 in the United Kingdom receives Royal Assent in 2033.' } }),
    G1('Royal Assent for a UK ban on social media for under-16s before 2034?', close, 'uk-sm-ban'),
    A1('KXSOCIALBAN-33CAN', 'Will Canada enact an under-16 social media ban in 2033?', 'Science and Technology', close, 'CAN', 'Canada', 'ca-sm-ban'),
  ] }, ['place']);
}
{ // ITER first plasma before 2034 (alpha, beta) vs by June 30, 2033 (gamma): deadline negative.
  addCase('tech_health_science', { name: 'iter-first-plasma-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXITER-33', 'Will ITER achieve first plasma before 2034?', 'Science and Technology', z('2033-12-31', '23:59'), '33', 'Before 2034', 'iter-2033', { sources: ['ITER Organization https://www.iter.org/'] }),
    B1('ITER first plasma in 2033?', 'Science', z('2033-12-31', '23:59'), 'iter-2033'),
    G1('ITER first plasma by June 30, 2033?', z('2033-06-30', '23:59'), 'iter-jun'),
  ] }, ['deadline']);
}
{ // WHO Pandemic Agreement enters into force in 2033 — beta only.
  addCase('tech_health_science', { name: 'pandemic-agreement-2033', events: [
    B1('WHO Pandemic Agreement enters into force in 2033?', 'Health', z('2033-12-31', '23:59'), 'pa-inforce', { mx: { src: 'https://treaties.un.org', rules: 'Resolves "Yes" if the WHO Pandemic Agreement enters into force (30 days after the 60th instrument of ratification) between January 1 and December 31, 2033.' } }),
  ] });
}
{ // Shapiro signs an executive order on AI safety within his first 100 days (alpha, beta_us).
  const close = z('2033-04-29', '23:59');
  addCase('tech_health_science', { name: 'ai-safety-eo-2033', events: [
    A1('KXAIEO-33APR29', 'Will Shapiro sign an AI executive order in his first 100 days?', 'Science and Technology', close, 'APR29', 'Signed by Apr 29', 'ai-eo', { sources: [FR] }),
    U1('shapiro-ai-executive-order-first-100-days', 'Shapiro signs AI executive order in first 100 days?', 'Tech', close, 'ai-eo'),
  ] });
}
{ // CMS publishes the negotiated Medicare prices for 2035 drugs by Nov 30, 2033 (alpha, gamma).
  const close = z('2033-11-30', '23:59');
  addCase('tech_health_science', { name: 'cms-negotiated-prices-2033', events: [
    A1('KXCMSMFP-33NOV30', 'Will CMS publish the 2035 Medicare negotiated drug prices by Nov 30, 2033?', 'Health', close, 'NOV30', 'Published by Nov 30', 'cms-mfp'),
    G1('Medicare maximum fair prices for initial price applicability year 2035 announced by 30 Nov 2033?', close, 'cms-mfp'),
  ] });
}
{ // EU adopts the child sexual abuse ("chat control") regulation in 2033 (alpha, beta).
  const close = z('2033-12-31', '23:59');
  addCase('tech_health_science', { name: 'eu-chat-control-2033', events: [
    A1('KXCHATCONTROL-33', 'Will the EU adopt the CSAM ("chat control") regulation in 2033?', 'Science and Technology', close, '33', 'Adopted in 2033', 'csar-adopted', { sources: ['EUR-Lex https://eur-lex.europa.eu/'] }),
    B1('EU chat control regulation adopted in 2033?', 'Tech', close, 'csar-adopted'),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout46-set.json', import.meta.url));
