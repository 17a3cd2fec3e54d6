// Thirty-ninth independent refdata holdout: writes test/refdata/holdout39-set.json (world politics, geopolitics, tech and
// culture of 2032 as listed in late 2031 / 2032: national and regional elections abroad (France, Taiwan, South Korea,
// Kenya, Ghana, Italy, Serbia, Uttar Pradesh, New Zealand, Iceland, Ireland, Malta, the Dominican Republic, Lithuania,
// London, Queensland, British Columbia, North Rhine-Westphalia, São Paulo: winners, seat counts, majorities, turnout,
// run-offs), leaders leaving office, ceasefires and treaties, sanctions, NATO/EU/euro-area accession, US foreign policy,
// AI model releases and company launches, space launches, health (WHO declarations, FDA approvals, case counts), awards
// (Oscars, Grammys, Emmys, Eurovision, Nobel, TIME), music charts, streaming, box office; and about 20% US politics (the
// 2032 primaries and nominees, the presidency, Senate/House/governor races, Congress, the cabinet, the Supreme Court)).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout39.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout35.build.ts (its header: the labelling rules below are
// adopted from it verbatim, and the helper usage) and the last 45 lines of test/refdata/holdout35.build.ts (how the JSON
// is written out). Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build file or
// test in test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not been
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
// Set-specific readings (applying the rules above): an election's winner, its first round, whether a run-off happens,
// its turnout, a party's vote share, a party's seat count and "largest party" are different questions, so different
// events. A party's majority ("57 or more of 113 seats") and a ladder or bucket set on that party's seat count are one
// event (the party's seat count); the majority row gets its own `t` unless a bucket coincides with it. Once nominations
// have closed, a candidate row and the row of that candidate's party are one outcome. Final turnout and the
// participation figure at 17:00 are different observations. The provisional Interior Ministry count and the
// Conseil constitutionnel's proclamation of the same French run-off are one event priced off different sources (nf).
// A peace agreement signed, a ceasefire announced, a treaty ratified and a treaty entering into force are different
// observations; so are an accession treaty signed and membership taking effect, an S-1 filed and shares listing, a
// rocket launching and a crew landing, a WHO pandemic emergency and a PHEIC. A studio's Sunday estimate and the Monday
// actuals of one opening weekend are different estimates; Box Office Mojo and The Numbers actuals are one event (nf);
// Bloomberg and companiesmarketcap rankings of the same close are one event (nf). A 3-day and a 4-day holiday weekend
// are different measures; domestic and worldwide grosses are different measures; the Eurovision winner and the televote
// winner are different measures; Billboard charts of different dates are different events; an award category (Best
// Picture vs Best Director, Drama Series at the Emmys vs at the Golden Globes) is its own event. A leader's party office
// and state office (CCP General Secretary vs PRC President) are different offices; "out by June 30" and "out in 2032"
// are different deadlines. Counts published as integers (units, seats, launches): "more than 2,000" and "2,000 or more"
// are different outcomes; vote shares published to one decimal: "above 35%" and "at least 35.0%" are different outcomes.
// Ids: beta event ids 470001+, gamma ids 41001+, alpha tickers dated 2031/2032; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`); 'asset' marks a different
// product, model, treaty or organisation; 'category' a different award category, chart, party primary or convention.
import { nf, z, yn, ad, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'elections_abroad' | 'leaders' | 'diplomacy' | 'sanctions_accession' | 'us_foreign' | 'ai_tech' | 'space' | 'health' | 'awards' | 'music_streaming' | 'box_office' | 'us_politics';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round' | 'estimate';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(470000, 41000);

const AP = 'Associated Press https://apnews.com/hub/election-results';
const CC = 'Conseil constitutionnel https://www.conseil-constitutionnel.fr/decisions';
const MININT = 'https://www.resultats-elections.interieur.gouv.fr/';
const CEC_TW = 'Central Election Commission https://db.cec.gov.tw/';
const NEC_KR = 'National Election Commission https://info.nec.go.kr/';
const IEBC = 'Independent Electoral and Boundaries Commission https://www.iebc.or.ke/';
const LONDON_ELECTS = 'London Elects https://www.londonelects.org.uk/';
const ECQ = 'Electoral Commission of Queensland https://results.elections.qld.gov.au/';
const TSE = 'Tribunal Superior Eleitoral https://resultados.tse.jus.br/';
const COUNCIL_EU = 'Council of the European Union https://www.consilium.europa.eu/en/press/press-releases/';
const WHO = 'World Health Organization https://www.who.int/news';
const FDA = 'U.S. Food and Drug Administration https://www.fda.gov/news-events/newsroom/press-announcements';
const CDC_MEASLES = 'CDC https://www.cdc.gov/measles/data-research/index.html';
const NASA = 'NASA https://www.nasa.gov/news/';
const LMARENA = 'LMArena https://lmarena.ai/leaderboard/text';
const BOM = 'Box Office Mojo https://www.boxofficemojo.com/';
const NUMBERS = 'https://www.the-numbers.com/';
const OSCARS = 'Academy of Motion Picture Arts and Sciences https://www.oscars.org/';
const GRAMMY = 'Recording Academy https://www.grammy.com/awards';
const NOBEL = 'The Nobel Prize https://www.nobelprize.org/';
const BILLBOARD = 'Billboard https://www.billboard.com/charts/hot-100/';
const NETFLIX = 'Netflix Top 10 https://www.netflix.com/tudum/top10';
const SPOTIFY_IR = 'Spotify Investor Relations https://investors.spotify.com/financials/';
const NVDA_IR = 'NVIDIA Investor Relations https://investor.nvidia.com/financial-info/quarterly-results/';
const CONGRESS = 'Congress.gov https://www.congress.gov/';
const SCOTUS = 'Supreme Court of the United States https://www.supremecourt.gov/';
const GALLUP = 'Gallup https://news.gallup.com/poll/203198/presidential-approval-ratings.aspx';
const FR = 'Federal Register https://www.federalregister.gov/presidential-documents/executive-orders';

// ───────────────────────────── ELECTIONS ABROAD ─────────────────────────────

{ // French presidential election 2032, winner (alpha, beta, gamma): one event; alpha settles on the Conseil constitutionnel's
  // proclamation, beta and gamma on the Interior Ministry's provisional results (nf with alpha).
  const close = z('2032-04-25', '18:00');
  addCase('elections_abroad', { name: 'fr-pres-2032-winner', fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A('KXFRPRES-32', 'Next President of France?', 'Elections', z('2032-05-05', '16:00'), w([['JBAR', 'Jordan Bardella', 'frp-bardella'], ['EPHI', 'Édouard Philippe', 'frp-philippe'],
      ['GATT', 'Gabriel Attal', 'frp-attal'], ['RGLU', 'Raphaël Glucksmann', 'frp-glucksmann'], ['JLME', 'Jean-Luc Mélenchon', 'frp-melenchon']],
    { rules: 'If the candidate is proclaimed elected President of the French Republic by the Conseil constitutionnel following the 2032 presidential election, then the market resolves to Yes.' }), { sources: [CC] }),
    B('French Presidential Election 2032', 'Politics', close, w([['france-presidential-2032-bardella', 'Bardella', 'frp-bardella'], ['france-presidential-2032-philippe', 'Philippe', 'frp-philippe'],
      ['france-presidential-2032-attal', 'Attal', 'frp-attal'], ['france-presidential-2032-marechal', 'Marion Maréchal', 'frp-marechal'], ['france-presidential-2032-glucksmann', 'Glucksmann', 'frp-glucksmann']],
    { src: MININT, rules: 'This market will resolve to the candidate who wins the second round of the 2032 French presidential election, according to the provisional results published by the French Ministry of the Interior on election night.' })),
    G('France presidential election 2032 — winner', close, gr(['Jordan Bardella', 'frp-bardella'], ['Edouard Philippe', 'frp-philippe'], ['Gabriel Attal', 'frp-attal'], ['Jean-Luc Melenchon', 'frp-melenchon']),
      { rules: 'Resolves to the candidate who wins the April 2032 run-off per the results published by the Ministère de l’Intérieur.' }),
  ] }, ['source']);
}
{ // French first round (alpha, beta: who finishes first) vs gamma's Bardella first-round vote share: measure negative.
  const close = z('2032-04-11', '18:00');
  addCase('elections_abroad', { name: 'fr-pres-2032-first-round', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXFRPRES1R-32', 'France presidential election: first-round winner', 'Elections', close, [['JBAR', 'Jordan Bardella', 'fr1-bardella'], ['EPHI', 'Édouard Philippe', 'fr1-philippe'],
      ['JLME', 'Jean-Luc Mélenchon', 'fr1-melenchon'], ['GATT', 'Gabriel Attal', 'fr1-attal']], { rules: 'Resolves to the candidate with the most votes in the first round on April 11, 2032, per the Ministry of the Interior.' }),
    B('Who will win the first round of the French election?', 'Politics', close, [['fr-first-round-2032-bardella', 'Bardella', 'fr1-bardella'], ['fr-first-round-2032-philippe', 'Philippe', 'fr1-philippe'],
      ['fr-first-round-2032-melenchon', 'Mélenchon', 'fr1-melenchon']]),
    G1('Bardella above 30% in the first round (April 11)?', close, 'fr1-bardella-share30'),
  ] }, ['measure']);
}
{ // French run-off turnout (alpha ladder, beta binary) vs gamma's participation at 17:00 on the day: observation negative.
  const close = z('2032-04-26', '06:00');
  addCase('elections_abroad', { name: 'fr-pres-2032-turnout', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXFRTURNOUT-32', 'France presidential run-off turnout', 'Elections', close, w([['T70', 'Above 70%', 'frt-70'], ['T75', 'Above 75%', 'frt-75'], ['T80', 'Above 80%', 'frt-80']],
      { rules: 'Resolves Yes if turnout (votants / inscrits) in the second round of the 2032 French presidential election, as published by the Ministry of the Interior, is above the threshold.' })),
    B1('French presidential runoff turnout above 75%?', 'Politics', close, 'frt-75', { mx: { src: MININT } }),
    G1('France run-off: participation at 17:00 above 60%?', z('2032-04-25', '15:00'), 'frt-17h-60'),
  ] }, ['observation']);
}
{ // Taiwan presidential election, January 10, 2032 (alpha by party, beta and gamma by party name/nominee).
  const close = z('2032-01-10', '12:00');
  addCase('elections_abroad', { name: 'tw-pres-2032', events: [
    A('KXTWPRES-32', 'Taiwan presidential election 2032: winning party', 'Elections', close, [['KMT', 'KMT', 'twp-kmt'], ['DPP', 'DPP', 'twp-dpp'], ['TPP', 'TPP', 'twp-tpp']], { sources: [CEC_TW] }),
    B('Taiwan Presidential Election 2032', 'Geopolitics', close, [['taiwan-election-2032-kuomintang', 'Kuomintang (KMT)', 'twp-kmt'], ['taiwan-election-2032-dpp', 'Democratic Progressive Party', 'twp-dpp'],
      ['taiwan-election-2032-tpp', 'Taiwan People’s Party', 'twp-tpp']]),
    G1('Will the KMT candidate win Taiwan’s January 2032 presidential election?', close, 'twp-kmt'),
  ] });
}
{ // Legislative Yuan 2032: KMT seat count. Beta buckets; alpha "majority" (57+) has no bucket; gamma 63+ = beta's top bucket.
  const close = z('2032-01-10', '14:00');
  addCase('elections_abroad', { name: 'tw-legislative-2032', events: [
    A1('KXTWLEG-32', 'Will the KMT win a majority in the Legislative Yuan?', 'Elections', close, 'KMT57', 'KMT 57+ seats', 'twl-57p',
      { rules: 'Resolves Yes if the Kuomintang wins at least 57 of the 113 seats in the January 2032 Legislative Yuan election, per the Central Election Commission.', sources: [CEC_TW] }),
    B('KMT seats in 2032 Taiwan legislative election', 'Geopolitics', close, [['kmt-seats-2032-50-or-fewer', '50 or fewer', 'twl-le50'], ['kmt-seats-2032-51-56', '51–56', 'twl-51-56'],
      ['kmt-seats-2032-57-62', '57–62', 'twl-57-62'], ['kmt-seats-2032-63-plus', '63 or more', 'twl-63p']]),
    G1('Taiwan 2032: KMT wins 63 or more Legislative Yuan seats?', close, 'twl-63p'),
  ] }, ['threshold']);
}
{ // South Korea National Assembly election, April 14, 2032: largest party (all three venues).
  const close = z('2032-04-14', '14:00');
  addCase('elections_abroad', { name: 'kr-legislative-2032', events: [
    A('KXKRLEG-32', 'South Korea legislative election: party with the most seats', 'Elections', close, [['DPK', 'Democratic Party', 'krl-dpk'], ['PPP', 'People Power Party', 'krl-ppp'],
      ['RKP', 'Rebuilding Korea Party', 'krl-rkp']], { sources: [NEC_KR] }),
    B('South Korea National Assembly election 2032: largest party?', 'Politics', close, [['korea-assembly-2032-democratic', 'Democratic Party of Korea', 'krl-dpk'], ['korea-assembly-2032-ppp', 'People Power Party', 'krl-ppp']]),
    G('Korea April 14 legislative election — most seats', close, gr(['Democratic Party of Korea', 'krl-dpk'], ['People Power Party', 'krl-ppp'])),
  ] });
}
{ // Kenya presidential election, August 10, 2032: winner (alpha, beta) vs "goes to a run-off" (gamma): round negative.
  const close = z('2032-08-20', '12:00');
  addCase('elections_abroad', { name: 'ke-pres-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXKEPRES-32', 'Kenya presidential election 2032', 'Elections', close, [['KKIN', 'Kithure Kindiki', 'kep-kindiki'], ['FMAT', 'Fred Matiang’i', 'kep-matiangi'],
      ['ESIF', 'Edwin Sifuna', 'kep-sifuna'], ['KMUS', 'Kalonzo Musyoka', 'kep-musyoka']], { sources: [IEBC] }),
    B('Kenya Presidential Election Winner 2032', 'Politics', close, [['kenya-president-2032-kindiki', 'Kindiki', 'kep-kindiki'], ['kenya-president-2032-matiangi', 'Matiangi', 'kep-matiangi'],
      ['kenya-president-2032-sifuna', 'Sifuna', 'kep-sifuna'], ['kenya-president-2032-owino', 'Babu Owino', 'kep-owino']]),
    G1('Kenya 2032 presidential election goes to a run-off?', close, 'kep-runoff'),
  ] }, ['round']);
}
{ // Ghana December 2032 presidential election — beta only.
  addCase('elections_abroad', { name: 'gh-pres-2032', events: [
    B1('Will the NPP win Ghana’s December 2032 presidential election?', 'Politics', z('2032-12-12', '12:00'), 'ghp-npp', { mx: { src: 'https://ec.gov.gh/' } }),
  ] });
}
{ // London mayoral election, May 6, 2032 (alpha, beta: party) vs Greater Manchester mayoralty (gamma): place negative.
  const close = z('2032-05-08', '18:00');
  addCase('elections_abroad', { name: 'london-mayor-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXLONMAYOR-32', 'London mayoral election 2032: winning party', 'Elections', close, [['LAB', 'Labour', 'lon-lab'], ['CON', 'Conservative', 'lon-con'], ['REF', 'Reform UK', 'lon-ref'],
      ['GRN', 'Green', 'lon-grn']], { sources: [LONDON_ELECTS] }),
    B('London Mayor Election 2032', 'Politics', close, [['london-mayor-2032-labour', 'Labour', 'lon-lab'], ['london-mayor-2032-reform', 'Reform UK', 'lon-ref'], ['london-mayor-2032-conservatives', 'Conservatives', 'lon-con'],
      ['london-mayor-2032-greens', 'Greens', 'lon-grn'], ['london-mayor-2032-lib-dems', 'Lib Dems', 'lon-ld']]),
    G1('Labour holds the Greater Manchester mayoralty in May 2032?', close, 'gm-lab'),
  ] }, ['place']);
}
{ // Queensland state election, October 30, 2032: alpha categorical; beta "LNP wins"; gamma "Labor wins" (inverted vs beta).
  const close = z('2032-11-06', '08:00');
  addCase('elections_abroad', { name: 'qld-2032', events: [
    A('KXQLDELEC-32', 'Queensland state election: which party will form government?', 'Elections', close, [['LNP', 'Liberal National Party', 'qld-lnp'], ['ALP', 'Labor', 'qld-alp']], { sources: [ECQ] }),
    B1('Will the LNP win the 2032 Queensland state election?', 'Politics', close, 'qld-lnp'),
    G1('Labor to win Queensland election (Oct 30, 2032)?', close, 'qld-alp'),
  ] }, ['inverted']);
}
{ // British Columbia general election, October 16, 2032 — beta only.
  const close = z('2032-10-17', '06:00');
  addCase('elections_abroad', { name: 'bc-2032', events: [
    B('British Columbia General Election 2032', 'Politics', close, [['bc-election-2032-ndp', 'BC NDP', 'bc-ndp'], ['bc-election-2032-conservatives', 'Conservative Party of BC', 'bc-con']], { rules: 'Resolves to the party that wins the most seats, per Elections BC.' }),
  ] });
}
{ // Italian general election 2032: party with the most votes (alpha, gamma) vs most Chamber seats (beta): measure negative.
  const close = z('2032-12-31', '23:00');
  addCase('elections_abroad', { name: 'it-general-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXITELEC-32', 'Italy general election: party with the most votes', 'Elections', close, w([['FDI', 'Fratelli d’Italia', 'itv-fdi'], ['PD', 'Partito Democratico', 'itv-pd'], ['M5S', 'Movimento 5 Stelle', 'itv-m5s']],
      { rules: 'Resolves to the party list with the most votes in the proportional vote for the Camera dei Deputati, per the Ministero dell’Interno (Eligendo).' })),
    G('Italian election 2032: biggest party by vote share', close, gr(['Brothers of Italy (FdI)', 'itv-fdi'], ['Democratic Party (PD)', 'itv-pd'], ['Five Star Movement', 'itv-m5s'])),
    B('Italy election 2032: which party wins the most seats in the Chamber of Deputies?', 'Politics', close, [['italy-chamber-seats-2032-fdi', 'Brothers of Italy', 'its-fdi'], ['italy-chamber-seats-2032-pd', 'Democratic Party', 'its-pd']]),
  ] }, ['measure']);
}
{ // Serbian presidential election 2032 — gamma only.
  addCase('elections_abroad', { name: 'rs-pres-2032', events: [
    G('Serbia presidential election 2032 winner', z('2032-04-19', '12:00'), gr(['Miloš Vučević', 'rsp-vucevic'], ['Ana Brnabić', 'rsp-brnabic'], ['Savo Manojlović', 'rsp-manojlovic'], ['Dragan Đilas', 'rsp-djilas'])),
  ] });
}
{ // Uttar Pradesh assembly 2032: BJP seat buckets (beta) vs "BJP majority, 202+" (gamma, the union of three buckets).
  const close = z('2032-03-12', '12:00');
  addCase('elections_abroad', { name: 'up-assembly-2032', events: [
    B('Uttar Pradesh Election 2032: BJP seats?', 'Politics', close, [['up-2032-bjp-seats-under-202', 'Under 202', 'up-lt202'], ['up-2032-bjp-seats-202-249', '202–249', 'up-202-249'],
      ['up-2032-bjp-seats-250-299', '250–299', 'up-250-299'], ['up-2032-bjp-seats-300-plus', '300 or more', 'up-300p']], { rules: 'Seats won by the BJP alone (not the NDA) out of 403, per the Election Commission of India.' }),
    G1('BJP wins a majority (202+ of 403) in the 2032 UP assembly election?', close, 'up-202p'),
  ] }, ['threshold']);
}
{ // New Zealand general election 2032: largest party (beta, gamma) vs PM on Dec 31, 2032 (alpha): observation negative.
  addCase('elections_abroad', { name: 'nz-general-2032', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('New Zealand General Election 2032: Largest Party', 'Politics', z('2032-11-20', '12:00'), [['nz-election-2032-national', 'National', 'nz-nat'], ['nz-election-2032-labour', 'Labour', 'nz-lab']],
      { rules: 'Resolves to the party winning the most seats, per the official results of the Electoral Commission.' }),
    G1('National largest party in the 2032 NZ election?', z('2032-11-20', '12:00'), 'nz-nat'),
    A('KXNZPM-32', 'Prime Minister of New Zealand on Dec 31, 2032', 'World', z('2032-12-31', '11:00'), [['CLUX', 'Christopher Luxon', 'nzpm-luxon'], ['CHIP', 'Chris Hipkins', 'nzpm-hipkins'], ['CBIS', 'Chris Bishop', 'nzpm-bishop']]),
  ] }, ['observation']);
}
{ // Lithuanian Seimas election, October 2032 — beta only.
  addCase('elections_abroad', { name: 'lt-seimas-2032', events: [
    B1('Social Democrats win most seats in Lithuania’s 2032 Seimas election?', 'Politics', z('2032-10-25', '12:00'), 'lt-lsdp', { mx: { src: 'https://www.vrk.lt/' } }),
  ] });
}
{ // Icelandic presidential election 2032 (alpha, beta).
  const close = z('2032-05-30', '12:00');
  addCase('elections_abroad', { name: 'is-pres-2032', events: [
    A('KXISPRES-32', 'Iceland presidential election 2032', 'Elections', close, [['HTOM', 'Halla Tómasdóttir', 'isp-halla'], ['KJAK', 'Katrín Jakobsdóttir', 'isp-katrin'], ['BTHO', 'Baldur Þórhallsson', 'isp-baldur']]),
    B('Iceland Presidential Election 2032', 'Politics', close, [['iceland-president-2032-tomasdottir', 'Halla Tomasdottir', 'isp-halla'], ['iceland-president-2032-jakobsdottir', 'Katrin Jakobsdottir', 'isp-katrin'],
      ['iceland-president-2032-gnarr', 'Jón Gnarr', 'isp-gnarr']]),
  ] });
}
{ // Irish presidential election, October 29, 2032 (alpha, beta, gamma).
  const close = z('2032-10-31', '18:00');
  addCase('elections_abroad', { name: 'ie-pres-2032', events: [
    A('KXIEPRES-32', 'Next President of Ireland', 'Elections', close, [['CCON', 'Catherine Connolly', 'iep-connolly'], ['MMCG', 'Mairead McGuinness', 'iep-mcguinness'], ['HHUM', 'Heather Humphreys', 'iep-humphreys']]),
    B('Irish Presidential Election 2032', 'Politics', close, [['ireland-president-2032-connolly', 'Connolly', 'iep-connolly'], ['ireland-president-2032-mcguinness', 'McGuinness', 'iep-mcguinness'],
      ['ireland-president-2032-humphreys', 'Humphreys', 'iep-humphreys'], ['ireland-president-2032-steen', 'Maria Steen', 'iep-steen']]),
    G('Ireland presidential election (Oct 29, 2032) winner', close, gr(['Catherine Connolly', 'iep-connolly'], ['Mairead McGuinness', 'iep-mcguinness'])),
  ] });
}
{ // São Paulo mayoral election 2032: the elected mayor (alpha, gamma) vs beta's first-round winner: round negative.
  const close = z('2032-11-01', '03:00');
  addCase('elections_abroad', { name: 'sp-mayor-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXSPMAYOR-32', 'São Paulo mayor election 2032', 'Elections', close, [['TAMA', 'Tabata Amaral', 'spm-tabata'], ['GBOU', 'Guilherme Boulos', 'spm-boulos'], ['RNUN', 'Ricardo Nunes', 'spm-nunes'],
      ['KKAT', 'Kim Kataguiri', 'spm-kim']], { sources: [TSE] }),
    G('Who will be elected Mayor of São Paulo in 2032?', close, gr(['Tabata Amaral', 'spm-tabata'], ['Guilherme Boulos', 'spm-boulos'], ['Ricardo Nunes', 'spm-nunes'])),
    B('São Paulo mayoral election: first round winner', 'Politics', z('2032-10-04', '03:00'), [['sao-paulo-1st-round-2032-boulos', 'Boulos', 'sp1-boulos'], ['sao-paulo-1st-round-2032-tabata', 'Tabata Amaral', 'sp1-tabata'],
      ['sao-paulo-1st-round-2032-nunes', 'Nunes', 'sp1-nunes']]),
  ] }, ['round']);
}
{ // Dominican Republic presidential election, May 16, 2032: winner (beta) vs "second round needed" (gamma): round negative.
  addCase('elections_abroad', { name: 'do-pres-2032', groups: [['beta'], ['gamma']], events: [
    B('Dominican Republic Presidential Election 2032', 'Politics', z('2032-06-30', '12:00'), [['dominican-republic-2032-prm', 'PRM', 'dop-prm'], ['dominican-republic-2032-fuerza-del-pueblo', 'Fuerza del Pueblo', 'dop-fp'],
      ['dominican-republic-2032-pld', 'PLD', 'dop-pld']]),
    G1('Dominican Republic 2032 presidential vote goes to a second round?', z('2032-05-20', '12:00'), 'dop-runoff'),
  ] }, ['round']);
}
{ // NRW state election 2032, CDU second-vote share: alpha "at least 35.0%" vs beta "above 35%" (published to 0.1): threshold.
  const close = z('2032-05-17', '12:00');
  addCase('elections_abroad', { name: 'nrw-2032-cdu', events: [
    A1('KXNRWCDU-32', 'NRW state election 2032: CDU vote share', 'Elections', close, 'T35.0', 'At least 35.0%', 'nrw-cdu-ge35',
      { rules: 'Resolves Yes if the CDU’s share of the second votes (Zweitstimmen) in the 2032 North Rhine-Westphalia state election is at least 35.0%, per the Landeswahlleiterin’s preliminary official result.' }),
    B1('CDU above 35% in the North Rhine-Westphalia election?', 'Politics', close, 'nrw-cdu-gt35', { mx: { src: 'https://www.wahlergebnisse.nrw/' } }),
  ] }, ['threshold']);
}
{ // Maltese general election 2032: beta "Labour wins", gamma "PN wins" (two-party race): inverted.
  const close = z('2032-12-31', '12:00');
  addCase('elections_abroad', { name: 'mt-general-2032', events: [
    B1('Labour wins 2032 Maltese general election?', 'Politics', close, 'mt-pl'),
    G1('Nationalist Party (PN) wins Malta’s 2032 general election?', close, 'mt-pn'),
  ] }, ['inverted']);
}

// ───────────────────────────── LEADERS LEAVING OFFICE ─────────────────────────────

{ // Xi as CCP General Secretary at end-2032: alpha "still in office" vs beta "out" (inverted); gamma PRC President: office.
  const close = z('2032-12-31', '23:59');
  addCase('leaders', { name: 'xi-gensec-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXXIGENSEC-32', 'Will Xi Jinping be General Secretary of the CCP on Dec 31, 2032?', 'World', close, 'DEC31', 'Xi remains General Secretary', 'xi-in'),
    B1('Xi Jinping out as General Secretary before 2033?', 'Geopolitics', close, 'xi-out', { mx: { rules: 'Resolves Yes if Xi Jinping ceases to be General Secretary of the Chinese Communist Party for any reason (including at the 22nd Party Congress) by December 31, 2032, 11:59 PM ET.' } }),
    G1('Xi Jinping out as President of China by end of 2032?', close, 'xi-prc-out'),
  ] }, ['inverted', 'office']);
}
{ // Putin out as President before 2033 (alpha, beta) vs out by June 30, 2032 (gamma): deadline.
  addCase('leaders', { name: 'putin-out-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXPUTINOUT-32', 'Putin out as President of Russia before 2033?', 'World', z('2032-12-31'), 'Y', 'Putin out before 2033', 'putin-2032'),
    B1('Putin out as President in 2032?', 'Geopolitics', z('2032-12-31'), 'putin-2032'),
    G1('Putin leaves office by June 30, 2032?', z('2032-06-30'), 'putin-jun'),
  ] }, ['deadline']);
}
{ // Khamenei out as Supreme Leader in 2032 (alpha, beta).
  addCase('leaders', { name: 'khamenei-out-2032', events: [
    A1('KXKHAMENEI-32', 'Khamenei out as Supreme Leader of Iran by Dec 31, 2032?', 'World', z('2032-12-31'), 'Y', 'Khamenei out', 'khamenei-2032'),
    B1('Ali Khamenei out as Supreme Leader in 2032?', 'Geopolitics', z('2032-12-31'), 'khamenei-2032'),
  ] });
}
{ // Modi out as PM before 2033 — beta only.
  addCase('leaders', { name: 'modi-out-2032', events: [B1('Narendra Modi out as Prime Minister of India before 2033?', 'Geopolitics', z('2032-12-31'), 'modi-out')] });
}
{ // MBS becomes King in 2032 (alpha, gamma).
  addCase('leaders', { name: 'mbs-king-2032', events: [
    A1('KXMBSKING-32', 'Will Mohammed bin Salman become King of Saudi Arabia in 2032?', 'World', z('2032-12-31'), 'Y', 'MBS becomes King', 'mbs-king'),
    G1('MBS crowned King of Saudi Arabia before 2033?', z('2032-12-31'), 'mbs-king'),
  ] });
}
{ // Lukashenko out in 2032 (alpha, gamma).
  addCase('leaders', { name: 'lukashenko-out-2032', events: [
    A1('KXLUKASHENKO-32', 'Lukashenko out as President of Belarus in 2032?', 'World', z('2032-12-31'), 'Y', 'Lukashenko leaves office', 'luka-out'),
    G1('Alexander Lukashenko leaves office by Dec 31, 2032?', z('2032-12-31'), 'luka-out'),
  ] });
}
{ // Kim Jong Un out before 2033 — alpha only.
  addCase('leaders', { name: 'kim-out-2032', events: [A1('KXKIMJONGUN-32', 'Kim Jong Un out as leader of North Korea before 2033?', 'World', z('2032-12-31'), 'Y', 'Kim Jong Un out', 'kim-out')] });
}

// ───────────────────────────── CEASEFIRES AND TREATIES ─────────────────────────────

{ // Russia–Ukraine peace agreement signed in 2032 (alpha, beta) vs ceasefire announced by June 30 (gamma): observation.
  addCase('diplomacy', { name: 'ru-ua-peace-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXRUUAPEACE-32', 'Russia and Ukraine sign a peace agreement in 2032?', 'World', z('2032-12-31'), 'Y', 'Peace agreement signed', 'ruua-peace',
      { rules: 'Resolves Yes if Russia and Ukraine both sign a formal peace agreement between January 1 and December 31, 2032, as reported by at least two of Reuters, AP and Bloomberg.' }),
    B1('Russia x Ukraine peace deal signed by December 31, 2032?', 'Geopolitics', z('2032-12-31'), 'ruua-peace'),
    G1('Russia–Ukraine ceasefire announced by June 30, 2032?', z('2032-06-30'), 'ruua-ceasefire'),
  ] }, ['observation']);
}
{ // Armenia–Azerbaijan peace treaty signed in 2032 (alpha, gamma) vs ratified by both parliaments (beta): observation.
  addCase('diplomacy', { name: 'am-az-treaty-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXARMAZE-32', 'Armenia and Azerbaijan sign peace treaty in 2032?', 'World', z('2032-12-31'), 'Y', 'Treaty signed', 'amaz-sign'),
    G1('Armenia–Azerbaijan peace treaty signed before 2033?', z('2032-12-31'), 'amaz-sign'),
    B1('Armenia-Azerbaijan peace treaty ratified by both parliaments in 2032?', 'Geopolitics', z('2032-12-31'), 'amaz-ratify'),
  ] }, ['observation']);
}
{ // Israel–Saudi normalization deal signed in 2032 (beta, gamma) vs by June 30, 2032 (alpha): deadline.
  addCase('diplomacy', { name: 'il-sa-normalization-2032', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Saudi Arabia–Israel normalization agreement signed in 2032?', 'Geopolitics', z('2032-12-31'), 'ilsa-2032'),
    G1('Israel and Saudi Arabia sign normalization deal before 2033?', z('2032-12-31'), 'ilsa-2032'),
    A1('KXISRSAU-32JUN', 'Israel–Saudi normalization deal signed by Jun 30, 2032?', 'World', z('2032-06-30'), 'JUN30', 'Signed by June 30', 'ilsa-jun'),
  ] }, ['deadline']);
}
{ // Sudan: SAF–RSF ceasefire by March 31, 2032 (beta, gamma).
  addCase('diplomacy', { name: 'sudan-ceasefire-2032', events: [
    B1('Sudan ceasefire by March 31, 2032?', 'Geopolitics', z('2032-03-31'), 'sdn-cf', { mx: { rules: 'Resolves Yes if the Sudanese Armed Forces and the Rapid Support Forces both publicly agree to a ceasefire covering the whole country by March 31, 2032.' } }),
    G1('SAF–RSF nationwide ceasefire agreed by end of March 2032?', z('2032-03-31'), 'sdn-cf'),
  ] });
}
{ // Korean peace treaty before 2033 — alpha only.
  addCase('diplomacy', { name: 'korea-peace-treaty-2032', events: [A1('KXKORPEACE-32', 'North and South Korea sign a peace treaty before 2033?', 'World', z('2032-12-31'), 'Y', 'Peace treaty signed', 'kor-peace')] });
}
{ // WHO Pandemic Agreement in force before 2033 (alpha, gamma) vs 60 ratifications reached in 2032 (beta): observation.
  addCase('diplomacy', { name: 'pandemic-agreement-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXPANDEMICTREATY-32', 'WHO Pandemic Agreement enters into force before 2033?', 'World', z('2032-12-31'), 'Y', 'Enters into force', 'pa-eif', { sources: [WHO] }),
    G1('WHO pandemic treaty in force by Dec 31, 2032?', z('2032-12-31'), 'pa-eif'),
    B1('WHO Pandemic Agreement reaches 60 ratifications in 2032?', 'Geopolitics', z('2032-12-31'), 'pa-60'),
  ] }, ['observation']);
}
{ // Global plastics treaty adopted by Dec 31, 2032 (alpha, beta) vs by June 30 (gamma): deadline.
  addCase('diplomacy', { name: 'plastics-treaty-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXPLASTICS-32', 'Global plastics treaty adopted by Dec 31, 2032?', 'World', z('2032-12-31'), 'Y', 'Treaty adopted', 'plastic-2032'),
    B1('UN plastics treaty adopted in 2032?', 'Geopolitics', z('2032-12-31'), 'plastic-2032'),
    G1('Global plastics treaty adopted by June 30, 2032?', z('2032-06-30'), 'plastic-jun'),
  ] }, ['deadline']);
}
{ // New US–Russia nuclear arms control treaty in 2032 (alpha, beta) vs US–China (gamma): place (parties).
  addCase('diplomacy', { name: 'arms-control-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXNUKETREATY-32', 'US and Russia sign new nuclear arms control treaty in 2032?', 'World', z('2032-12-31'), 'USRU', 'US–Russia treaty signed', 'ac-usru'),
    B1('New US-Russia nuclear arms treaty signed in 2032?', 'Geopolitics', z('2032-12-31'), 'ac-usru'),
    G1('US and China sign a nuclear arms control agreement in 2032?', z('2032-12-31'), 'ac-uscn'),
  ] }, ['place']);
}
{ // Cyprus reunification referendum in 2032 — beta only.
  addCase('diplomacy', { name: 'cyprus-referendum-2032', events: [B1('Cyprus reunification referendum held in 2032?', 'Geopolitics', z('2032-12-31'), 'cy-ref')] });
}

// ───────────────────────────── SANCTIONS AND ACCESSION ─────────────────────────────

{ // EU 40th Russia sanctions package by March 31 (alpha, beta) vs by June 30 (gamma): deadline.
  addCase('sanctions_accession', { name: 'eu-sanctions-40th', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXEUSANC-32MAR', 'EU adopts 40th package of sanctions against Russia by Mar 31, 2032?', 'World', z('2032-03-31'), 'P40', '40th package adopted', 'eus-mar', { sources: [COUNCIL_EU] }),
    B1('EU adopts 40th Russia sanctions package by March 31?', 'Geopolitics', z('2032-03-31'), 'eus-mar', { mx: { src: 'https://www.consilium.europa.eu/en/policies/sanctions-against-russia/' } }),
    G1('40th EU sanctions package on Russia by June 30, 2032?', z('2032-06-30'), 'eus-jun'),
  ] }, ['deadline']);
}
{ // US lifts sanctions on PDVSA in 2032 (beta, gamma).
  addCase('sanctions_accession', { name: 'pdvsa-sanctions-2032', events: [
    B1('US lifts sanctions on PDVSA in 2032?', 'Geopolitics', z('2032-12-31'), 'pdvsa-lift', { mx: { src: 'https://ofac.treasury.gov/recent-actions' } }),
    G1('OFAC removes PDVSA from the SDN list before 2033?', z('2032-12-31'), 'pdvsa-lift'),
  ] });
}
{ // UN Security Council new North Korea sanctions resolution in 2032 — beta only.
  addCase('sanctions_accession', { name: 'unsc-dprk-2032', events: [B1('UN Security Council adopts new North Korea sanctions resolution in 2032?', 'Geopolitics', z('2032-12-31'), 'unsc-dprk')] });
}
{ // Montenegro EU membership in 2032 (alpha, beta) vs accession treaty signed in 2032 (gamma): observation.
  addCase('sanctions_accession', { name: 'montenegro-eu-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXEUMNE-32', 'Montenegro becomes an EU member state before 2033?', 'World', z('2032-12-31'), 'Y', 'Montenegro joins', 'mne-member'),
    B1('Montenegro joins the EU in 2032?', 'Geopolitics', z('2032-12-31'), 'mne-member'),
    G1('Montenegro signs EU accession treaty in 2032?', z('2032-12-31'), 'mne-treaty'),
  ] }, ['observation']);
}
{ // Albania joins the EU before 2033 (alpha, beta, gamma).
  addCase('sanctions_accession', { name: 'albania-eu-2032', events: [
    A1('KXEUALB-32', 'Albania joins the EU before 2033?', 'World', z('2032-12-31'), 'Y', 'Albania joins', 'alb-eu'),
    B1('Will Albania join the European Union by December 31, 2032?', 'Geopolitics', z('2032-12-31'), 'alb-eu'),
    G1('Albania EU membership by end of 2032?', z('2032-12-31'), 'alb-eu'),
  ] });
}
{ // Ukraine joins NATO in 2032 (alpha, beta) vs Ukraine joins the EU in 2032 (gamma): asset (organisation).
  addCase('sanctions_accession', { name: 'ukraine-nato-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXNATOUKR-32', 'Ukraine joins NATO in 2032?', 'World', z('2032-12-31'), 'Y', 'Ukraine joins NATO', 'ua-nato', { rules: 'Resolves Yes if Ukraine deposits its instrument of accession to the North Atlantic Treaty with the US Department of State in 2032.' }),
    B1('Ukraine NATO member in 2032?', 'Geopolitics', z('2032-12-31'), 'ua-nato'),
    G1('Ukraine joins the European Union in 2032?', z('2032-12-31'), 'ua-eu'),
  ] }, ['asset']);
}
{ // Next country to adopt the euro, by Jan 1, 2033 (alpha, gamma).
  const close = z('2032-12-31');
  addCase('sanctions_accession', { name: 'next-euro-adopter', events: [
    A('KXNEXTEURO-32', 'Next country to adopt the euro (by Jan 1, 2033)', 'Economics', close, [['CZE', 'Czechia', 'eur-cze'], ['ROU', 'Romania', 'eur-rou'], ['HUN', 'Hungary', 'eur-hun'],
      ['POL', 'Poland', 'eur-pol'], ['NONE', 'None before 2033', 'eur-none']]),
    G('Which country will be next to join the euro area?', close, gr(['Romania', 'eur-rou'], ['Czech Republic', 'eur-cze'], ['Hungary', 'eur-hun'], ['Sweden', 'eur-swe'], ['No new member before 2033', 'eur-none'])),
  ] });
}
{ // Cyprus joins Schengen before 2033 — alpha only.
  addCase('sanctions_accession', { name: 'cyprus-schengen-2032', events: [A1('KXSCHENGENCY-32', 'Cyprus fully joins the Schengen area before 2033?', 'World', z('2032-12-31'), 'Y', 'Cyprus in Schengen', 'cy-schengen')] });
}
{ // EU confiscates immobilised Russian central bank assets in 2032 (alpha, beta).
  addCase('sanctions_accession', { name: 'ru-assets-2032', events: [
    A1('KXRUASSETS-32', 'EU confiscates immobilized Russian central bank assets in 2032?', 'World', z('2032-12-31'), 'Y', 'Assets confiscated', 'ruassets'),
    B1('EU seizes frozen Russian central bank assets in 2032?', 'Geopolitics', z('2032-12-31'), 'ruassets'),
  ] });
}

// ───────────────────────────── US FOREIGN POLICY ─────────────────────────────

{ // US recognizes a Palestinian state in 2032 (alpha, beta).
  addCase('us_foreign', { name: 'us-palestine-2032', events: [
    A1('KXUSPALESTINE-32', 'US recognizes Palestinian state in 2032?', 'Politics', z('2032-12-31'), 'Y', 'US recognizes Palestine', 'us-pal', { sources: ['US Department of State https://www.state.gov/'] }),
    B1('Will the US recognize Palestine in 2032?', 'Geopolitics', z('2032-12-31'), 'us-pal'),
  ] });
}
{ // US President visits China in 2032 (alpha, gamma) vs Chinese President visits the US (beta): place.
  addCase('us_foreign', { name: 'us-china-visit-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXPOTUSCHINA-32', 'Will the President visit China in 2032?', 'Politics', z('2032-12-31'), 'Y', 'POTUS visits China', 'potus-cn'),
    G1('US President travels to China before 2033?', z('2032-12-31'), 'potus-cn'),
    B1('Chinese President visits the US in 2032?', 'Geopolitics', z('2032-12-31'), 'prc-us'),
  ] }, ['place']);
}
{ // US troops in Europe below 80,000 on Sep 30, 2032 (DMDC) — alpha only.
  addCase('us_foreign', { name: 'us-troops-europe-2032', events: [
    A1('KXUSTROOPSEU-32', 'US troops in Europe below 80,000 on Sep 30, 2032?', 'Politics', z('2032-12-31'), 'B80000', 'Below 80,000', 'ustroops-80k',
      { rules: 'Resolves Yes if active-duty US military personnel assigned to Europe as of September 30, 2032 are below 80,000 in the DMDC quarterly report.', sources: ['Defense Manpower Data Center https://dwp.dmdc.osd.mil/dwp/app/dod-data-reports/workforce-reports'] }),
  ] });
}
{ // US and Iran sign a nuclear deal in 2032 (beta, gamma).
  addCase('us_foreign', { name: 'us-iran-deal-2032', events: [
    B1('US x Iran nuclear deal in 2032?', 'Geopolitics', z('2032-12-31'), 'usir-deal'),
    G1('US and Iran sign a nuclear agreement before 2033?', z('2032-12-31'), 'usir-deal'),
  ] });
}
{ // US rejoins the WHO in 2032 (alpha, beta, gamma).
  addCase('us_foreign', { name: 'us-rejoin-who-2032', events: [
    A1('KXUSWHO-32', 'US rejoins the World Health Organization in 2032?', 'Politics', z('2032-12-31'), 'Y', 'US rejoins WHO', 'us-who'),
    B1('Will the U.S. rejoin the WHO in 2032?', 'Geopolitics', z('2032-12-31'), 'us-who'),
    G1('United States back in the WHO before 2033?', z('2032-12-31'), 'us-who'),
  ] });
}
{ // US acquires Greenland before 2033 (alpha, beta).
  addCase('us_foreign', { name: 'greenland-2032', events: [
    A1('KXGREENLAND-32', 'US acquires Greenland before 2033?', 'Politics', z('2032-12-31'), 'Y', 'US acquires Greenland', 'grl-us'),
    B1('Will the US acquire Greenland in 2032?', 'Geopolitics', z('2032-12-31'), 'grl-us'),
  ] });
}

// ───────────────────────────── AI AND TECH ─────────────────────────────

{ // GPT-8 released by June 30, 2032 (alpha, beta) vs in 2032 (gamma): deadline.
  addCase('ai_tech', { name: 'gpt8-release', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXGPT8-32JUN', 'OpenAI releases GPT-8 by Jun 30, 2032?', 'Science and Technology', z('2032-06-30'), 'JUN30', 'GPT-8 released', 'gpt8-jun',
      { rules: 'Resolves Yes if OpenAI makes a model named GPT-8 generally available to the public (ChatGPT or API) by June 30, 2032, 11:59 PM ET, per OpenAI’s official announcements.', sources: ['OpenAI https://openai.com/news/'] }),
    B1('GPT-8 released by June 30, 2032?', 'Tech', z('2032-06-30'), 'gpt8-jun'),
    G1('OpenAI GPT-8 release in 2032?', z('2032-12-31'), 'gpt8-2032'),
  ] }, ['deadline']);
}
{ // Top model on LMArena (text) on March 31 (alpha, beta) vs April 30 (gamma): date.
  addCase('ai_tech', { name: 'lmarena-top-mar-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTOPAI-32MAR31', 'Top AI model on Mar 31, 2032 (LMArena text, by company)', 'Science and Technology', z('2032-03-31', '17:00'), [['OAI', 'OpenAI', 'lma-openai'], ['GOOG', 'Google', 'lma-google'],
      ['ANTH', 'Anthropic', 'lma-anthropic'], ['XAI', 'xAI', 'lma-xai'], ['DSK', 'DeepSeek', 'lma-deepseek']], { sources: [LMARENA] }),
    B('Which company has the best AI model end of March?', 'Tech', z('2032-03-31', '16:00'), w([['best-ai-model-march-2032-openai', 'OpenAI', 'lma-openai'], ['best-ai-model-march-2032-google', 'Google', 'lma-google'],
      ['best-ai-model-march-2032-anthropic', 'Anthropic', 'lma-anthropic'], ['best-ai-model-march-2032-xai', 'xAI', 'lma-xai'], ['best-ai-model-march-2032-meta', 'Meta', 'lma-meta']],
      { src: 'https://lmarena.ai/leaderboard/text', rules: 'Resolves to the company owning the top model on the LMArena Text leaderboard (style control on) when checked on March 31, 2032, 12:00 PM ET.' })),
    G('Best AI model end of April 2032 (LMArena text)', z('2032-04-30', '16:00'), gr(['OpenAI', 'lma4-openai'], ['Google', 'lma4-google'], ['Anthropic', 'lma4-anthropic'], ['xAI', 'lma4-xai'])),
  ] }, ['date']);
}
{ // Claude 7 released before July 2032 (alpha, beta, gamma).
  addCase('ai_tech', { name: 'claude7-release', events: [
    A1('KXCLAUDE7-32', 'Anthropic releases Claude 7 before Jul 1, 2032?', 'Science and Technology', z('2032-06-30'), 'Y', 'Claude 7 released', 'claude7'),
    B1('Claude 7 released by June 30, 2032?', 'Tech', z('2032-06-30'), 'claude7'),
    G1('Claude 7 launch by end of June 2032?', z('2032-06-30'), 'claude7'),
  ] });
}
{ // Apple announces smart glasses at WWDC 2032 (alpha, beta).
  const close = z('2032-06-11', '20:00');
  addCase('ai_tech', { name: 'wwdc-glasses-2032', events: [
    A1('KXWWDCGLASSES-32', 'Will Apple announce smart glasses at WWDC 2032?', 'Companies', close, 'Y', 'Smart glasses announced', 'wwdc-glasses'),
    B1('Apple smart glasses announced at WWDC 2032?', 'Tech', close, 'wwdc-glasses'),
  ] });
}
{ // Largest company by market cap on June 30, 2032: alpha (Bloomberg) vs beta and gamma (companiesmarketcap): source (nf).
  const close = z('2032-06-30', '21:00');
  addCase('ai_tech', { name: 'largest-company-jun-2032', fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A('KXLARGESTCO-32JUN30', 'Largest company by market cap on Jun 30, 2032', 'Financials', close, w([['NVDA', 'NVIDIA', 'mc-nvda'], ['MSFT', 'Microsoft', 'mc-msft'], ['AAPL', 'Apple', 'mc-aapl'],
      ['GOOGL', 'Alphabet', 'mc-googl']], { rules: 'Resolves to the company with the largest market capitalization at the close of trading on June 30, 2032, per Bloomberg.' }), { sources: ['Bloomberg https://www.bloomberg.com/markets'] }),
    B('Largest Company in the World end of June 2032', 'Finance', close, w([['largest-company-june-2032-nvda', 'NVDA', 'mc-nvda'], ['largest-company-june-2032-msft', 'MSFT', 'mc-msft'],
      ['largest-company-june-2032-aapl', 'AAPL', 'mc-aapl'], ['largest-company-june-2032-googl', 'GOOGL', 'mc-googl'], ['largest-company-june-2032-amzn', 'AMZN', 'mc-amzn']], { src: 'https://companiesmarketcap.com/' })),
    G('World’s biggest company by market cap on June 30, 2032', close, gr(['Nvidia', 'mc-nvda'], ['Apple', 'mc-aapl'], ['Microsoft', 'mc-msft'], ['Saudi Aramco', 'mc-aramco']),
      { rules: 'Resolves per the companiesmarketcap.com ranking at market close on June 30, 2032.' }),
  ] }, ['source']);
}
{ // OpenAI IPO in 2032 (alpha, beta_us) vs publicly files an S-1 in 2032 (gamma): observation.
  addCase('ai_tech', { name: 'openai-ipo-2032', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A1('KXOPENAIIPO-32', 'OpenAI IPO before 2033?', 'Companies', z('2032-12-31'), 'Y', 'OpenAI shares begin trading', 'oai-ipo',
      { rules: 'Resolves Yes if shares of OpenAI (or its for-profit successor) begin trading on a US exchange before January 1, 2033.' }),
    U1('openai-ipo-2032', 'Will OpenAI go public in 2032?', 'Tech', z('2032-12-31'), 'oai-ipo'),
    G1('OpenAI publicly files an S-1 in 2032?', z('2032-12-31'), 'oai-s1'),
  ] }, ['observation']);
}
{ // ARC Prize grand prize claimed in 2032 — beta only.
  addCase('ai_tech', { name: 'arc-prize-2032', events: [B1('ARC Prize 2032 Grand Prize claimed?', 'Tech', z('2032-12-05'), 'arc-2032', { mx: { src: 'https://arcprize.org/' } })] });
}
{ // Nintendo announces the Switch 2 successor in 2032 (alpha, beta).
  addCase('ai_tech', { name: 'nintendo-next-2032', events: [
    A1('KXNINTENDONEXT-32', 'Nintendo announces successor to the Switch 2 in 2032?', 'Companies', z('2032-12-31'), 'Y', 'Successor announced', 'ntdo-next'),
    B1('Nintendo reveals next console in 2032?', 'Tech', z('2032-12-31'), 'ntdo-next'),
  ] });
}
{ // NVIDIA Q1 FY2033 total revenue (alpha ladder, beta binary) vs Data Center revenue (gamma): measure.
  const close = z('2032-05-27', '20:00');
  addCase('ai_tech', { name: 'nvda-q1fy33-revenue', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNVDAREV-33Q1', 'NVIDIA revenue, Q1 FY2033', 'Companies', close, [['T150', 'Above $150B', 'nvr-150'], ['T175', 'Above $175B', 'nvr-175']], { sources: [NVDA_IR] }),
    B1('Nvidia Q1 FY33 revenue above $150 billion?', 'Finance', close, 'nvr-150'),
    G1('NVIDIA Q1 FY2033 Data Center revenue above $130B?', close, 'nvdc-130'),
  ] }, ['measure']);
}
{ // Waymo launches in New York City by end of 2032 (alpha, beta).
  addCase('ai_tech', { name: 'waymo-nyc-2032', events: [
    A1('KXWAYMONYC-32', 'Waymo launches robotaxi service in New York City by Dec 31, 2032?', 'Companies', z('2032-12-31'), 'Y', 'Waymo live in NYC', 'waymo-nyc'),
    B1('Waymo launches in NYC in 2032?', 'Tech', z('2032-12-31'), 'waymo-nyc'),
  ] });
}
{ // Meta releases open-weights Llama 7 in 2032 — alpha only.
  addCase('ai_tech', { name: 'llama7-2032', events: [A1('KXLLAMA7-32', 'Meta releases an open-weights Llama 7 model in 2032?', 'Science and Technology', z('2032-12-31'), 'Y', 'Llama 7 released', 'llama7')] });
}

// ───────────────────────────── SPACE ─────────────────────────────

{ // Artemis V launches in 2032 (alpha, beta) vs Artemis V crew lands on the Moon in 2032 (gamma): observation.
  addCase('space', { name: 'artemis-v-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXARTEMISV-32', 'Artemis V launches before 2033?', 'Science and Technology', z('2032-12-31'), 'Y', 'Artemis V launched', 'art5-launch', { sources: [NASA] }),
    B1('Artemis V launch in 2032?', 'Science', z('2032-12-31'), 'art5-launch'),
    G1('Artemis V astronauts land on the Moon in 2032?', z('2032-12-31'), 'art5-land'),
  ] }, ['observation']);
}
{ // China lands astronauts on the Moon before 2033 (alpha, beta, gamma).
  addCase('space', { name: 'china-moon-2032', events: [
    A1('KXCHINAMOON-32', 'China lands astronauts on the Moon before 2033?', 'Science and Technology', z('2032-12-31'), 'Y', 'Crewed Chinese landing', 'cn-moon'),
    B1('Chinese crewed Moon landing by December 31, 2032?', 'Science', z('2032-12-31'), 'cn-moon'),
    G1('China crewed lunar landing in 2032?', z('2032-12-31'), 'cn-moon'),
  ] });
}
{ // Starship lands on Mars by end of 2032 (alpha, beta) vs a Starship launched toward Mars (gamma): observation.
  addCase('space', { name: 'starship-mars-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXSTARSHIPMARS-32', 'Will a Starship land on Mars by Dec 31, 2032?', 'Science and Technology', z('2032-12-31'), 'Y', 'Starship lands on Mars', 'ss-mars-land'),
    B1('SpaceX Starship lands on Mars before 2033?', 'Science', z('2032-12-31'), 'ss-mars-land'),
    G1('SpaceX launches a Starship toward Mars by end of 2032?', z('2032-12-31'), 'ss-mars-launch'),
  ] }, ['observation']);
}
{ // SpaceX orbital launches in 2032: alpha "N or more" ladder vs beta buckets (300+ coincides) vs gamma Starship launches: measure.
  const close = z('2032-12-31', '23:59');
  addCase('space', { name: 'spacex-launches-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSPACEXLAUNCH-32', 'SpaceX orbital launches in 2032', 'Science and Technology', close, [['T200', '200 or more', 'sxl-200p'], ['T250', '250 or more', 'sxl-250p'], ['T300', '300 or more', 'sxl-300p']]),
    B('How many SpaceX launches in 2032?', 'Science', close, [['spacex-launches-2032-under-200', 'Fewer than 200', 'sxl-lt200'], ['spacex-launches-2032-200-249', '200–249', 'sxl-200-249'],
      ['spacex-launches-2032-250-299', '250–299', 'sxl-250-299'], ['spacex-launches-2032-300-plus', '300+', 'sxl-300p']]),
    G1('Starship orbital launches in 2032: 40 or more?', close, 'ssl-40p'),
  ] }, ['measure', 'threshold']);
}
{ // ISS deorbited by June 30, 2032 (alpha, beta) vs before 2033 (gamma): deadline.
  addCase('space', { name: 'iss-deorbit-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXISSDEORBIT-32JUN', 'ISS deorbited by Jun 30, 2032?', 'Science and Technology', z('2032-06-30'), 'JUN30', 'ISS re-entered', 'iss-jun', { sources: [NASA] }),
    B1('ISS re-entry before July 2032?', 'Science', z('2032-06-30'), 'iss-jun'),
    G1('ISS deorbit before 2033?', z('2032-12-31'), 'iss-2032'),
  ] }, ['deadline']);
}
{ // Blue Origin crewed lunar landing in 2032 — beta only.
  addCase('space', { name: 'blue-moon-crew-2032', events: [B1('Blue Origin lands astronauts on the Moon in 2032?', 'Science', z('2032-12-31'), 'bo-crew-moon')] });
}
{ // Tianwen-3 Mars samples returned by end of 2032 (alpha, gamma).
  addCase('space', { name: 'tianwen3-return-2032', events: [
    A1('KXTIANWEN3-32', 'Tianwen-3 returns Mars samples to Earth by Dec 31, 2032?', 'Science and Technology', z('2032-12-31'), 'Y', 'Samples returned', 'tw3-return'),
    G1('China’s Tianwen-3 Mars sample return capsule lands on Earth before 2033?', z('2032-12-31'), 'tw3-return'),
  ] });
}

// ───────────────────────────── HEALTH ─────────────────────────────

{ // WHO declares a pandemic emergency in 2032 (alpha, beta) vs declares a PHEIC (gamma): observation.
  addCase('health', { name: 'who-pandemic-emergency-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXWHOPANDEMIC-32', 'WHO declares a pandemic emergency in 2032?', 'Health', z('2032-12-31'), 'Y', 'Pandemic emergency declared', 'who-pe',
      { rules: 'Resolves Yes if the WHO Director-General determines a "pandemic emergency" under the amended International Health Regulations (2005) in 2032.', sources: [WHO] }),
    B1('WHO declares pandemic emergency by December 31, 2032?', 'Science', z('2032-12-31'), 'who-pe'),
    G1('WHO declares a new Public Health Emergency of International Concern in 2032?', z('2032-12-31'), 'who-pheic'),
  ] }, ['observation']);
}
{ // FDA approves MDMA-assisted therapy by June 30, 2032 (alpha, beta) vs in 2032 (gamma): deadline.
  addCase('health', { name: 'fda-mdma-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXFDAMDMA-32JUN', 'FDA approves MDMA-assisted therapy by Jun 30, 2032?', 'Health', z('2032-06-30'), 'JUN30', 'Approved by June 30', 'mdma-jun', { sources: [FDA] }),
    B1('FDA approval of MDMA therapy for PTSD by June 30, 2032?', 'Science', z('2032-06-30'), 'mdma-jun'),
    G1('FDA approves MDMA for PTSD in 2032?', z('2032-12-31'), 'mdma-2032'),
  ] }, ['deadline']);
}
{ // US measles cases in 2032 (CDC): alpha "more than" ladder vs beta buckets (top bucket coincides) vs Canada (gamma): place.
  const close = z('2033-01-15', '17:00');
  addCase('health', { name: 'us-measles-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMEASLES-32', 'US measles cases in 2032', 'Health', close, w([['T500', 'More than 500', 'msl-gt500'], ['T1000', 'More than 1,000', 'msl-gt1000'], ['T2000', 'More than 2,000', 'msl-gt2000']],
      { rules: 'Resolves per the total 2032 confirmed measles cases reported on the CDC’s measles page in its first update of 2033.' }), { sources: [CDC_MEASLES] }),
    B('How many US measles cases in 2032?', 'Science', close, [['us-measles-2032-0-500', '0–500', 'msl-0-500'], ['us-measles-2032-501-1000', '501–1,000', 'msl-501-1000'],
      ['us-measles-2032-1001-2000', '1,001–2,000', 'msl-1001-2000'], ['us-measles-2032-over-2000', 'More than 2,000', 'msl-gt2000']]),
    G1('Canada measles cases above 1,000 in 2032?', close, 'msl-can-1000'),
  ] }, ['place', 'threshold']);
}
{ // Wild poliovirus type 1 cases in 2032 — gamma only.
  addCase('health', { name: 'wpv1-2032', events: [
    G('Wild poliovirus type 1 cases worldwide in 2032 (GPEI)', z('2033-01-31'), gr(['0', 'wpv-0'], ['1–20', 'wpv-1-20'], ['21–50', 'wpv-21-50'], ['More than 50', 'wpv-gt50'])),
  ] });
}
{ // FDA approves a pig-kidney xenotransplant product in 2032 — alpha only.
  addCase('health', { name: 'fda-xeno-2032', events: [A1('KXFDAXENO-32', 'FDA approves a pig kidney xenotransplant in 2032?', 'Health', z('2032-12-31'), 'Y', 'Xenotransplant approved', 'xeno-2032', { sources: [FDA] })] });
}
{ // FDA approves a universal flu vaccine in 2032 (alpha, beta) vs EMA/CHMP positive opinion (gamma): place (regulator).
  addCase('health', { name: 'universal-flu-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXFLUVAX-32', 'FDA approves a universal flu vaccine in 2032?', 'Health', z('2032-12-31'), 'Y', 'Universal flu vaccine approved', 'flu-fda', { sources: [FDA] }),
    B1('Universal flu vaccine FDA approved in 2032?', 'Science', z('2032-12-31'), 'flu-fda'),
    G1('EMA recommends approval of a universal influenza vaccine in 2032?', z('2032-12-31'), 'flu-ema'),
  ] }, ['place']);
}

// ───────────────────────────── AWARDS ─────────────────────────────

{ // 104th Academy Awards (March 7, 2032): Best Picture (alpha, beta, beta_us) vs Best Director (gamma): category.
  const close = z('2032-03-08', '04:00');
  addCase('awards', { name: 'oscars-2032-picture', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXOSCARPIC-32', 'Oscars 2032: Best Picture', 'Entertainment', close, [['SALT', 'The Salt Road', 'osp-salt'], ['HARB', 'Harbor Lights', 'osp-harbor'], ['NORT', 'Northern Star', 'osp-northern'],
      ['LISB', 'A House in Lisbon', 'osp-lisbon'], ['UNDE', 'The Understudy', 'osp-understudy']], { sources: [OSCARS] }),
    B('Oscars 2032: Best Picture Winner', 'Culture', close, [['oscars-2032-best-picture-the-salt-road', 'The Salt Road', 'osp-salt'], ['oscars-2032-best-picture-harbor-lights', 'Harbor Lights', 'osp-harbor'],
      ['oscars-2032-best-picture-northern-star', 'Northern Star', 'osp-northern'], ['oscars-2032-best-picture-kingfisher', 'Kingfisher', 'osp-kingfisher']]),
    U('oscars-2032-best-picture', '104th Academy Awards — Best Picture', 'Culture', close, [['oscars-2032-bp-salt-road', 'The Salt Road', 'osp-salt'], ['oscars-2032-bp-harbor-lights', 'Harbor Lights', 'osp-harbor'],
      ['oscars-2032-bp-house-in-lisbon', 'A House in Lisbon', 'osp-lisbon']]),
    G('Oscars 2032 Best Director', close, gr(['Denis Villeneuve', 'osd-villeneuve'], ['Chloé Zhao', 'osd-zhao'], ['Paul Thomas Anderson', 'osd-pta'], ['Greta Gerwig', 'osd-gerwig'])),
  ] }, ['category']);
}
{ // Oscars 2032 Best Actress (alpha, beta) vs Best Supporting Actress (gamma): category.
  const close = z('2032-03-08', '04:00');
  addCase('awards', { name: 'oscars-2032-actress', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXOSCARACTR-32', 'Oscars 2032: Best Actress', 'Entertainment', close, [['ZEND', 'Zendaya', 'osa-zendaya'], ['FPUG', 'Florence Pugh', 'osa-pugh'], ['SRON', 'Saoirse Ronan', 'osa-ronan'],
      ['JORT', 'Jenna Ortega', 'osa-ortega']]),
    B('Best Actress Oscar 2032', 'Culture', close, [['best-actress-2032-zendaya', 'Zendaya', 'osa-zendaya'], ['best-actress-2032-pugh', 'Florence Pugh', 'osa-pugh'], ['best-actress-2032-ronan', 'Saoirse Ronan', 'osa-ronan'],
      ['best-actress-2032-madison', 'Mikey Madison', 'osa-madison']]),
    G('Oscars 2032 — Best Supporting Actress', close, gr(['Ariana Grande', 'ossa-grande'], ['Elle Fanning', 'ossa-fanning'], ['Sydney Sweeney', 'ossa-sweeney'])),
  ] }, ['category']);
}
{ // 74th Grammys (Feb 1, 2032): Album of the Year (alpha, beta, gamma) vs Record of the Year (beta_us): category.
  const close = z('2032-02-02', '05:00');
  addCase('awards', { name: 'grammys-2032-aoty', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXGRAMAOTY-32', 'Grammys 2032: Album of the Year', 'Entertainment', close, [['TSWI', 'Taylor Swift', 'aoty-swift'], ['SCAR', 'Sabrina Carpenter', 'aoty-carpenter'], ['BEIL', 'Billie Eilish', 'aoty-eilish'],
      ['KLAM', 'Kendrick Lamar', 'aoty-lamar'], ['BADB', 'Bad Bunny', 'aoty-badbunny']], { sources: [GRAMMY] }),
    B('Grammys 2032: Album of the Year Winner', 'Culture', close, [['grammys-2032-aoty-taylor-swift', 'Taylor Swift', 'aoty-swift'], ['grammys-2032-aoty-sabrina-carpenter', 'Sabrina Carpenter', 'aoty-carpenter'],
      ['grammys-2032-aoty-olivia-rodrigo', 'Olivia Rodrigo', 'aoty-rodrigo'], ['grammys-2032-aoty-kendrick-lamar', 'Kendrick Lamar', 'aoty-lamar']]),
    G('74th Grammy Awards — Album of the Year', close, gr(['Taylor Swift', 'aoty-swift'], ['Billie Eilish', 'aoty-eilish'], ['Sabrina Carpenter', 'aoty-carpenter'])),
    U('grammys-2032-record-of-the-year', 'Grammys 2032 Record of the Year', 'Culture', close, [['grammys-2032-roty-sabrina-carpenter', 'Sabrina Carpenter', 'roty-carpenter'],
      ['grammys-2032-roty-chappell-roan', 'Chappell Roan', 'roty-roan'], ['grammys-2032-roty-billie-eilish', 'Billie Eilish', 'roty-eilish']]),
  ] }, ['category']);
}
{ // Grammys 2032 Best New Artist (alpha, beta).
  const close = z('2032-02-02', '05:00');
  addCase('awards', { name: 'grammys-2032-bna', events: [
    A('KXGRAMBNA-32', 'Grammys 2032: Best New Artist', 'Entertainment', close, [['LOLA', 'Lola Young', 'bna-young'], ['ALEX', 'Alex Warren', 'bna-warren'], ['KATS', 'KATSEYE', 'bna-katseye']]),
    B('Best New Artist Grammy 2032', 'Culture', close, [['grammy-bna-2032-lola-young', 'Lola Young', 'bna-young'], ['grammy-bna-2032-katseye', 'Katseye', 'bna-katseye'], ['grammy-bna-2032-alex-warren', 'Alex Warren', 'bna-warren']]),
  ] });
}
{ // Eurovision 2032 (May 15): winner (beta, gamma) vs Grand Final televote winner (alpha): measure.
  const close = z('2032-05-15', '23:30');
  addCase('awards', { name: 'eurovision-2032', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Eurovision 2032 Winner', 'Culture', close, w([['eurovision-2032-sweden', 'Sweden', 'esc-swe'], ['eurovision-2032-finland', 'Finland', 'esc-fin'], ['eurovision-2032-ukraine', 'Ukraine', 'esc-ukr'],
      ['eurovision-2032-italy', 'Italy', 'esc-ita'], ['eurovision-2032-france', 'France', 'esc-fra'], ['eurovision-2032-norway', 'Norway', 'esc-nor']], { src: 'https://eurovision.tv/' })),
    G('Eurovision Song Contest 2032 — winning country', close, gr(['Sweden', 'esc-swe'], ['Finland', 'esc-fin'], ['Ukraine', 'esc-ukr'], ['Italy', 'esc-ita'], ['Israel', 'esc-isr'])),
    A('KXEUROTELEVOTE-32', 'Eurovision 2032: Grand Final televote winner', 'Entertainment', close, [['SWE', 'Sweden', 'esctv-swe'], ['FIN', 'Finland', 'esctv-fin'], ['UKR', 'Ukraine', 'esctv-ukr'], ['ISR', 'Israel', 'esctv-isr']]),
  ] }, ['measure']);
}
{ // Nobel Peace Prize 2032 (Oct 8): laureate (alpha, beta) vs "goes to an organization" (gamma): measure.
  const close = z('2032-10-08', '09:00');
  addCase('awards', { name: 'nobel-peace-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNOBELPEACE-32', 'Nobel Peace Prize 2032', 'World', close, [['UNHCR', 'UNHCR', 'npp-unhcr'], ['ICRC', 'International Committee of the Red Cross', 'npp-icrc'], ['MSF', 'Médecins Sans Frontières', 'npp-msf'],
      ['CPJ', 'Committee to Protect Journalists', 'npp-cpj'], ['YNAV', 'Yulia Navalnaya', 'npp-navalnaya']], { sources: [NOBEL] }),
    B('Nobel Peace Prize Winner 2032', 'Culture', close, [['nobel-peace-2032-unhcr', 'UN Refugee Agency (UNHCR)', 'npp-unhcr'], ['nobel-peace-2032-red-cross', 'Red Cross (ICRC)', 'npp-icrc'],
      ['nobel-peace-2032-doctors-without-borders', 'Doctors Without Borders', 'npp-msf'], ['nobel-peace-2032-navalnaya', 'Yulia Navalnaya', 'npp-navalnaya']]),
    G1('Nobel Peace Prize 2032 awarded to an organization?', close, 'npp-org'),
  ] }, ['measure']);
}
{ // Nobel Prize in Literature 2032 (Oct 7) (alpha, beta).
  const close = z('2032-10-07', '11:00');
  addCase('awards', { name: 'nobel-lit-2032', events: [
    A('KXNOBELLIT-32', 'Nobel Prize in Literature 2032', 'Entertainment', close, [['HMUR', 'Haruki Murakami', 'nlit-murakami'], ['ACAR', 'Anne Carson', 'nlit-carson'], ['MCAR', 'Mircea Cărtărescu', 'nlit-cartarescu'],
      ['CANX', 'Can Xue', 'nlit-canxue']], { sources: [NOBEL] }),
    B('Nobel Prize in Literature 2032 Winner', 'Culture', close, [['nobel-literature-2032-murakami', 'Murakami', 'nlit-murakami'], ['nobel-literature-2032-carson', 'Anne Carson', 'nlit-carson'],
      ['nobel-literature-2032-cartarescu', 'Cartarescu', 'nlit-cartarescu'], ['nobel-literature-2032-rushdie', 'Salman Rushdie', 'nlit-rushdie']]),
  ] });
}
{ // TIME Person of the Year 2032 (alpha, beta, gamma).
  const close = z('2032-12-10', '15:00');
  addCase('awards', { name: 'time-poy-2032', events: [
    A('KXTIMEPOY-32', 'TIME Person of the Year 2032', 'Entertainment', close, [['POTUS', 'The President-elect', 'poy-preselect'], ['SALT', 'Sam Altman', 'poy-altman'], ['JHUA', 'Jensen Huang', 'poy-huang'],
      ['AI', 'Artificial intelligence', 'poy-ai'], ['TSWI', 'Taylor Swift', 'poy-swift']]),
    B('Time 2032 Person of the Year', 'Culture', close, [['time-poy-2032-president-elect', 'President-elect', 'poy-preselect'], ['time-poy-2032-altman', 'Sam Altman', 'poy-altman'],
      ['time-poy-2032-huang', 'Jensen Huang', 'poy-huang'], ['time-poy-2032-ai', 'AI', 'poy-ai']]),
    G('TIME Person of the Year 2032', close, gr(['US President-elect', 'poy-preselect'], ['Jensen Huang', 'poy-huang'], ['Sam Altman', 'poy-altman'])),
  ] });
}
{ // Cannes 2032 Palme d'Or — beta only.
  addCase('awards', { name: 'palme-dor-2032', events: [
    B('Cannes 2032: Palme d’Or winner', 'Culture', z('2032-05-22', '20:00'), [['palme-dor-2032-the-salt-road', 'The Salt Road', 'pdo-salt'], ['palme-dor-2032-winter-garden', 'Winter Garden', 'pdo-winter'],
      ['palme-dor-2032-the-ferryman', 'The Ferryman', 'pdo-ferryman']]),
  ] });
}
{ // Emmys 2032 Outstanding Drama Series (alpha, beta) vs Golden Globes Best Television Series – Drama (gamma): category.
  addCase('awards', { name: 'emmys-2032-drama', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXEMMYDRAMA-32', 'Emmys 2032: Outstanding Drama Series', 'Entertainment', z('2032-09-20', '04:00'), [['SEV', 'Severance', 'emd-severance'], ['PITT', 'The Pitt', 'emd-pitt'], ['TLOU', 'The Last of Us', 'emd-tlou'],
      ['SLOW', 'Slow Horses', 'emd-slowhorses']]),
    B('Emmy for Best Drama Series 2032', 'Culture', z('2032-09-20', '04:00'), [['emmys-2032-drama-severance', 'Severance', 'emd-severance'], ['emmys-2032-drama-the-pitt', 'The Pitt', 'emd-pitt'],
      ['emmys-2032-drama-house-of-the-dragon', 'House of the Dragon', 'emd-hotd']]),
    G('Golden Globes 2032: Best Television Series – Drama', z('2032-01-12', '04:00'), gr(['Severance', 'ggd-severance'], ['The Pitt', 'ggd-pitt'], ['The Last of Us', 'ggd-tlou'])),
  ] }, ['category']);
}
{ // Booker Prize 2032 — alpha only.
  addCase('awards', { name: 'booker-2032', events: [
    A('KXBOOKER-32', 'Booker Prize 2032 winner', 'Entertainment', z('2032-11-09', '21:00'), [['NOLA', 'The Nightingale Ledger', 'bkr-ledger'], ['SEAW', 'Seawall', 'bkr-seawall'], ['LATE', 'Late Orchards', 'bkr-orchards']]),
  ] });
}

// ───────────────────────────── MUSIC AND STREAMING ─────────────────────────────

{ // Billboard Hot 100 No. 1 on the chart dated Feb 7, 2032 (alpha, beta) vs Feb 14, 2032 (gamma): date.
  addCase('music_streaming', { name: 'hot100-2032-02-07', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXHOT100-${ad('2032-02-07')}`, 'Billboard Hot 100 #1 on chart dated Feb 7, 2032', 'Entertainment', z('2032-02-03', '18:00'), [['GLASS', '“Glass Houses” — Sabrina Carpenter', 'h100-glass'],
      ['NORTH', '“North Star” — Taylor Swift', 'h100-north'], ['MIDN', '“Midnight Drive” — The Weeknd', 'h100-midnight']], { sources: [BILLBOARD] }),
    B('Billboard Hot 100 #1 (week of February 7, 2032)', 'Culture', z('2032-02-03', '18:00'), [['hot-100-feb-7-2032-glass-houses', 'Glass Houses', 'h100-glass'], ['hot-100-feb-7-2032-north-star', 'North Star', 'h100-north'],
      ['hot-100-feb-7-2032-golden-hour', 'Golden Hour (Reprise)', 'h100-golden']]),
    G('Billboard Hot 100 No. 1 — chart dated Feb 14, 2032', z('2032-02-10', '18:00'), gr(['Glass Houses', 'h100b-glass'], ['North Star', 'h100b-north'], ['Midnight Drive', 'h100b-midnight'])),
  ] }, ['date']);
}
{ // Spotify Wrapped 2032 top global artist (alpha, beta, beta_us) vs most-streamed song (gamma): measure.
  const close = z('2032-12-03', '14:00');
  addCase('music_streaming', { name: 'spotify-wrapped-2032', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXSPOTIFYARTIST-32', 'Spotify Wrapped 2032: top artist globally', 'Entertainment', close, [['TSWI', 'Taylor Swift', 'wr-swift'], ['BADB', 'Bad Bunny', 'wr-badbunny'], ['WKND', 'The Weeknd', 'wr-weeknd'],
      ['DRAK', 'Drake', 'wr-drake']]),
    B('Most streamed artist on Spotify in 2032', 'Culture', close, [['spotify-top-artist-2032-taylor-swift', 'Taylor Swift', 'wr-swift'], ['spotify-top-artist-2032-bad-bunny', 'Bad Bunny', 'wr-badbunny'],
      ['spotify-top-artist-2032-the-weeknd', 'The Weeknd', 'wr-weeknd'], ['spotify-top-artist-2032-billie-eilish', 'Billie Eilish', 'wr-eilish']]),
    U('spotify-top-artist-2032', 'Spotify #1 Global Artist 2032', 'Culture', close, [['spotify-2032-top-artist-swift', 'Taylor Swift', 'wr-swift'], ['spotify-2032-top-artist-bad-bunny', 'Bad Bunny', 'wr-badbunny']]),
    G('Spotify Wrapped 2032: most-streamed song globally', close, gr(['Glass Houses', 'wrs-glass'], ['North Star', 'wrs-north'], ['Midnight Drive', 'wrs-midnight'])),
  ] }, ['measure']);
}
{ // Taylor Swift's next album, first-week US units: alpha ladder; beta "2M+" = alpha's 2,000,000 row; gamma 1.8M+: threshold.
  const close = z('2032-09-30', '23:00');
  addCase('music_streaming', { name: 'swift-first-week-2032', events: [
    A('KXSWIFTFIRSTWK-32', 'Taylor Swift’s next album: first-week US equivalent album units', 'Entertainment', close, w([['T1500000', 'At least 1,500,000', 'tsfw-1500k'], ['T2000000', 'At least 2,000,000', 'tsfw-2000k']],
      { rules: 'Resolves per the first-week equivalent album units reported by Billboard (Luminate data) for Taylor Swift’s next studio album released in 2032.' })),
    B1('Taylor Swift album 2M+ first-week units?', 'Culture', close, 'tsfw-2000k', { mx: { src: 'https://www.billboard.com/charts/billboard-200/' } }),
    G1('Taylor Swift’s 2032 album sells 1.8M+ units in its first week?', close, 'tsfw-1800k'),
  ] }, ['threshold']);
}
{ // Netflix Global Top 10, week of Mar 1–7, 2032: English TV #1 (alpha, beta) vs Non-English TV #1 (gamma): category.
  const close = z('2032-03-09', '20:00');
  addCase('music_streaming', { name: 'netflix-top10-2032-03-07', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNETFLIXTV-${ad('2032-03-07')}`, 'Netflix Global Top 10 (English TV) #1, week of Mar 1–7, 2032', 'Entertainment', close, [['WED', 'Wednesday', 'nfx-wednesday'], ['BRID', 'Bridgerton', 'nfx-bridgerton'],
      ['ONEP', 'One Piece', 'nfx-onepiece']], { sources: [NETFLIX] }),
    B('#1 show on Netflix (English TV) week of March 1', 'Culture', close, [['netflix-english-tv-mar-1-2032-wednesday', 'Wednesday', 'nfx-wednesday'], ['netflix-english-tv-mar-1-2032-bridgerton', 'Bridgerton', 'nfx-bridgerton'],
      ['netflix-english-tv-mar-1-2032-the-night-agent', 'The Night Agent', 'nfx-nightagent']]),
    G('Netflix Top 10 Non-English TV #1 (week of Mar 1, 2032)', close, gr(['Squid Game: America', 'nfxn-squid'], ['Money Heist: Berlin', 'nfxn-berlin'], ['Alice in Borderland', 'nfxn-alice'])),
  ] }, ['category']);
}
{ // Spotify Q1 2032 MAUs (alpha ladder, beta binary) vs Premium subscribers (gamma): measure.
  const close = z('2032-04-28', '11:00');
  addCase('music_streaming', { name: 'spotify-q1-2032-mau', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSPOTMAU-32Q1', 'Spotify monthly active users, Q1 2032', 'Companies', close, [['T900', 'Above 900M', 'spm-900'], ['T950', 'Above 950M', 'spm-950']], { sources: [SPOTIFY_IR] }),
    B1('Spotify Q1 2032 MAUs above 900 million?', 'Finance', close, 'spm-900'),
    G1('Spotify Q1 2032 Premium subscribers above 350M?', close, 'sps-350'),
  ] }, ['measure']);
}
{ // Taylor Swift announces a new album by June 30, 2032 — beta only.
  addCase('music_streaming', { name: 'swift-album-announce-2032', events: [B1('Taylor Swift announces new album by June 30, 2032?', 'Culture', z('2032-06-30'), 'ts-announce', { mx: { outcomes: yn('Yes', 'No') } })] });
}
{ // Coachella 2032 headliners, one binary per act (beta, gamma; not exclusive).
  const close = z('2032-01-15', '20:00');
  addCase('music_streaming', { name: 'coachella-2032-headliners', events: [
    B('Coachella 2032 headliners', 'Culture', close, [['coachella-2032-headliner-beyonce', 'Beyoncé', 'cch-beyonce'], ['coachella-2032-headliner-bad-bunny', 'Bad Bunny', 'cch-badbunny'],
      ['coachella-2032-headliner-rihanna', 'Rihanna', 'cch-rihanna']]),
    G('Who will headline Coachella 2032?', close, gr(['Beyonce', 'cch-beyonce'], ['Rihanna', 'cch-rihanna'], ['Daft Punk', 'cch-daftpunk'])),
  ] });
}
{ // The Weeknd above 120M Spotify monthly listeners on June 30, 2032 — alpha only.
  addCase('music_streaming', { name: 'weeknd-listeners-2032', events: [
    A1('KXSPOTLISTEN-32JUN30', 'The Weeknd Spotify monthly listeners on Jun 30, 2032', 'Entertainment', z('2032-06-30', '23:00'), 'T120M', 'Above 120 million', 'wk-120m',
      { sources: ['Spotify https://open.spotify.com/artist/1Xyo4u8uXC1ZmMpatF05PJ'] }),
  ] });
}

// ───────────────────────────── BOX OFFICE ─────────────────────────────

{ // Avatar 5 worldwide gross above $2B by March 31, 2032: alpha (Box Office Mojo) vs beta (The Numbers): source (nf);
  // gamma's domestic gross: measure.
  const close = z('2032-03-31', '23:00');
  addCase('box_office', { name: 'avatar5-worldwide', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXAVATAR5WW-32', 'Avatar 5 worldwide box office by Mar 31, 2032', 'Entertainment', close, [['T2B', 'Above $2 billion', 'av5-2b'], ['T2.5B', 'Above $2.5 billion', 'av5-25b']], { sources: [BOM] }),
    B1('Avatar 5 worldwide gross above $2 billion by March 31?', 'Culture', close, 'av5-2b', { mx: { src: NUMBERS } }),
    G1('Avatar 5 domestic gross above $700M by March 31, 2032?', close, 'av5-dom-700'),
  ] }, ['source', 'measure']);
}
{ // Toy Story 6 domestic opening weekend (June 18–20, 2032): alpha (Box Office Mojo actuals) and beta (The Numbers actuals),
  // nf; gamma settles on the Sunday studio estimate: estimate.
  const close = z('2032-06-22', '18:00');
  addCase('box_office', { name: 'toy-story-6-opening', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXTS6OPEN-32', 'Toy Story 6 domestic opening weekend', 'Entertainment', close, w([['T150', 'Above $150M', 'ts6-150'], ['T175', 'Above $175M', 'ts6-175'], ['T200', 'Above $200M', 'ts6-200']],
      { rules: 'Resolves per the Friday–Sunday domestic gross reported as actuals by Box Office Mojo.' }), { sources: [BOM] }),
    B('Toy Story 6 opening weekend box office', 'Culture', close, w([['toy-story-6-opening-150m', 'Above $150M', 'ts6-150'], ['toy-story-6-opening-175m', 'Above $175M', 'ts6-175'],
      ['toy-story-6-opening-200m', 'Above $200M', 'ts6-200']], { src: NUMBERS })),
    G1('Toy Story 6 opening weekend above $175M (Sunday studio estimate)?', z('2032-06-20', '20:00'), 'ts6-est-175'),
  ] }, ['source', 'estimate']);
}
{ // Highest-grossing film of 2032, domestic (alpha, beta) vs worldwide (gamma): measure.
  const close = z('2032-12-31', '23:00');
  addCase('box_office', { name: 'top-film-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTOPFILM-32', 'Highest-grossing film of 2032 (domestic)', 'Entertainment', close, [['TS6', 'Toy Story 6', 'tf-ts6'], ['AVEN', 'Avengers: Legacy', 'tf-avengers'], ['SHRK', 'Shrek 6', 'tf-shrek'],
      ['BATM', 'The Batman Part III', 'tf-batman']], { sources: [BOM] }),
    B('Top grossing movie of 2032 (domestic)', 'Culture', close, [['top-movie-2032-toy-story-6', 'Toy Story 6', 'tf-ts6'], ['top-movie-2032-avengers', 'Avengers: Legacy', 'tf-avengers'],
      ['top-movie-2032-batman', 'The Batman Part III', 'tf-batman']]),
    G('Highest-grossing film worldwide in 2032', close, gr(['Toy Story 6', 'tfw-ts6'], ['Avengers: Legacy', 'tfw-avengers'], ['Shrek 6', 'tfw-shrek'])),
  ] }, ['measure']);
}
{ // Memorial Day weekend 2032 top film: 4-day (alpha) vs 3-day (beta): measure.
  addCase('box_office', { name: 'memorial-day-2032', groups: [['alpha'], ['beta']], events: [
    A('KXMEMORIALBO-32', 'Top film, Memorial Day 4-day weekend 2032 (May 28–31)', 'Entertainment', z('2032-06-01', '18:00'), [['SHRK', 'Shrek 6', 'md4-shrek'], ['MI9', 'Mission: Impossible 9', 'md4-mi9'],
      ['LILO', 'Lilo & Stitch 2', 'md4-lilo']], { sources: [BOM] }),
    B('#1 movie Memorial Day weekend (Fri–Sun)', 'Culture', z('2032-05-31', '18:00'), [['memorial-day-weekend-2032-shrek-6', 'Shrek 6', 'md3-shrek'], ['memorial-day-weekend-2032-lilo-stitch-2', 'Lilo & Stitch 2', 'md3-lilo']]),
  ] }, ['measure']);
}
{ // Toy Story 6 Rotten Tomatoes Tomatometer above 90% — alpha only.
  addCase('box_office', { name: 'toy-story-6-rt', events: [
    A1('KXRTTS6-32', 'Toy Story 6 Rotten Tomatoes score', 'Entertainment', z('2032-06-25', '16:00'), 'T90', 'Above 90%', 'ts6-rt90', { sources: ['Rotten Tomatoes https://www.rottentomatoes.com/'] }),
  ] });
}

// ───────────────────────────── US POLITICS ─────────────────────────────

{ // 2032 Democratic presidential nominee (all four venues; candidate lists overlap in part).
  const close = z('2032-08-27', '04:00');
  addCase('us_politics', { name: 'dem-nominee-2032', events: [
    A('KXPRESNOMD-32', '2032 Democratic presidential nominee', 'Politics', close, [['GNEW', 'Gavin Newsom', 'dn32-newsom'], ['JSHA', 'Josh Shapiro', 'dn32-shapiro'], ['AOCA', 'Alexandria Ocasio-Cortez', 'dn32-aoc'],
      ['WMOO', 'Wes Moore', 'dn32-moore'], ['JOSS', 'Jon Ossoff', 'dn32-ossoff']]),
    B('Democratic Nominee 2032', 'Politics', close, [['democratic-nominee-2032-newsom', 'Newsom', 'dn32-newsom'], ['democratic-nominee-2032-shapiro', 'Shapiro', 'dn32-shapiro'],
      ['democratic-nominee-2032-ocasio-cortez', 'Ocasio-Cortez', 'dn32-aoc'], ['democratic-nominee-2032-ossoff', 'Ossoff', 'dn32-ossoff'], ['democratic-nominee-2032-beshear', 'Beshear', 'dn32-beshear']]),
    U('dem-presidential-nominee-2032', 'Who will be the 2032 Democratic nominee?', 'Politics', close, [['dem-nominee-32-gavin-newsom', 'Gavin Newsom', 'dn32-newsom'], ['dem-nominee-32-josh-shapiro', 'Josh Shapiro', 'dn32-shapiro'],
      ['dem-nominee-32-aoc', 'AOC', 'dn32-aoc']]),
    G('2032 Democratic presidential nominee', close, gr(['Gavin Newsom', 'dn32-newsom'], ['Josh Shapiro', 'dn32-shapiro'], ['Wes Moore', 'dn32-moore'], ['Alexandria Ocasio-Cortez', 'dn32-aoc'])),
  ] });
}
{ // 2032 Republican presidential nominee (alpha, beta, beta_us) vs the Republican VP nominee (gamma): office.
  const close = z('2032-07-23', '04:00');
  addCase('us_politics', { name: 'gop-nominee-2032', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXPRESNOMR-32', '2032 Republican presidential nominee', 'Politics', close, [['JDV', 'J.D. Vance', 'rn32-vance'], ['MRUB', 'Marco Rubio', 'rn32-rubio'], ['RDES', 'Ron DeSantis', 'rn32-desantis'],
      ['DTJR', 'Donald Trump Jr.', 'rn32-trumpjr']]),
    B('Republican Nominee 2032', 'Politics', close, [['republican-nominee-2032-vance', 'JD Vance', 'rn32-vance'], ['republican-nominee-2032-rubio', 'Rubio', 'rn32-rubio'], ['republican-nominee-2032-desantis', 'DeSantis', 'rn32-desantis'],
      ['republican-nominee-2032-youngkin', 'Youngkin', 'rn32-youngkin']]),
    U('gop-presidential-nominee-2032', '2032 Republican Presidential Nominee', 'Politics', close, [['gop-nominee-32-jd-vance', 'JD Vance', 'rn32-vance'], ['gop-nominee-32-marco-rubio', 'Marco Rubio', 'rn32-rubio']]),
    G('2032 Republican vice-presidential nominee', close, gr(['Marco Rubio', 'rvp32-rubio'], ['Vivek Ramaswamy', 'rvp32-ramaswamy'], ['Sarah Huckabee Sanders', 'rvp32-sanders'])),
  ] }, ['office']);
}
{ // 2032 presidential election by party (alpha, beta, gamma) vs the popular vote (beta_us): measure.
  const close = z('2032-11-03', '12:00');
  addCase('us_politics', { name: 'pres-party-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXPRESPARTY-32', 'Which party will win the 2032 presidential election?', 'Politics', z('2033-01-20', '17:00'), [['D', 'Democratic Party', 'pp32-d'], ['R', 'Republican Party', 'pp32-r']], { sources: [AP] }),
    B('Which party wins the 2032 US Presidential Election?', 'Politics', close, [['presidential-election-2032-democratic', 'Democratic', 'pp32-d'], ['presidential-election-2032-republican', 'Republican', 'pp32-r']]),
    G1('Democrats win the 2032 US presidential election?', close, 'pp32-d'),
    U1('republican-wins-popular-vote-2032', 'Will the Republican nominee win the 2032 popular vote?', 'Politics', z('2032-12-15'), 'pv32-r'),
  ] }, ['measure']);
}
{ // New Hampshire Democratic primary, Feb 10, 2032 (alpha, beta) vs the NH Republican primary (beta_us): category (party).
  const close = z('2032-02-11', '05:00');
  addCase('us_politics', { name: 'nh-dem-primary-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXNHPRIMD-32', 'New Hampshire Democratic primary 2032 winner', 'Politics', close, [['GNEW', 'Newsom', 'nhd-newsom'], ['JSHA', 'Shapiro', 'nhd-shapiro'], ['AOCA', 'Ocasio-Cortez', 'nhd-aoc'],
      ['PBUT', 'Buttigieg', 'nhd-buttigieg']], { sources: [AP] }),
    B('New Hampshire Democratic Primary Winner', 'Politics', close, [['nh-democratic-primary-2032-newsom', 'Gavin Newsom', 'nhd-newsom'], ['nh-democratic-primary-2032-shapiro', 'Josh Shapiro', 'nhd-shapiro'],
      ['nh-democratic-primary-2032-buttigieg', 'Pete Buttigieg', 'nhd-buttigieg']]),
    U('nh-republican-primary-2032', 'New Hampshire Republican Primary 2032', 'Politics', close, [['nh-gop-primary-32-vance', 'JD Vance', 'nhr-vance'], ['nh-gop-primary-32-desantis', 'Ron DeSantis', 'nhr-desantis']]),
  ] }, ['category']);
}
{ // Iowa Republican caucuses 2032: alpha on the Iowa GOP's certified result, beta on the AP call: one event, source (nf).
  const close = z('2032-01-27', '06:00');
  addCase('us_politics', { name: 'iowa-gop-caucus-2032', fungible: nf('alpha|beta'), events: [
    A('KXIACAUCUSR-32', 'Iowa Republican caucuses 2032', 'Politics', z('2032-02-05', '17:00'), w([['JDV', 'J.D. Vance', 'iar-vance'], ['RDES', 'Ron DeSantis', 'iar-desantis'], ['VRAM', 'Vivek Ramaswamy', 'iar-ramaswamy']],
      { rules: 'Resolves to the candidate with the most votes in the Republican Party of Iowa’s certified caucus results.' }), { sources: ['Republican Party of Iowa https://www.iowagop.org/'] }),
    B('Iowa Republican Caucus Winner 2032', 'Politics', close, w([['iowa-caucus-2032-vance', 'Vance', 'iar-vance'], ['iowa-caucus-2032-desantis', 'DeSantis', 'iar-desantis'], ['iowa-caucus-2032-ramaswamy', 'Ramaswamy', 'iar-ramaswamy']],
      { src: 'https://apnews.com/hub/election-results', rules: 'This market resolves to the candidate the Associated Press projects as the winner of the 2032 Iowa Republican caucuses.' })),
  ] }, ['source']);
}
{ // 2032 Democratic vice-presidential nominee (alpha, beta).
  const close = z('2032-08-27', '04:00');
  addCase('us_politics', { name: 'dem-vp-2032', events: [
    A('KXVPNOMD-32', '2032 Democratic VP nominee', 'Politics', close, [['WMOO', 'Wes Moore', 'dvp-moore'], ['RWAR', 'Raphael Warnock', 'dvp-warnock'], ['ABES', 'Andy Beshear', 'dvp-beshear'],
      ['JPRI', 'JB Pritzker', 'dvp-pritzker']]),
    B('Democratic VP Nominee 2032', 'Politics', close, [['dem-vp-nominee-2032-moore', 'Wes Moore', 'dvp-moore'], ['dem-vp-nominee-2032-warnock', 'Raphael Warnock', 'dvp-warnock'], ['dem-vp-nominee-2032-beshear', 'Andy Beshear', 'dvp-beshear']]),
  ] });
}
{ // Senate control after the 2032 elections: alpha by party; beta "Democrats win"; gamma "Republicans control" (inverted vs beta).
  const close = z('2033-01-03', '17:00');
  addCase('us_politics', { name: 'senate-control-2032', events: [
    A('KXSENATE-32', 'Which party will control the Senate after the 2032 election?', 'Politics', close, [['D', 'Democrats', 'sc32-d'], ['R', 'Republicans', 'sc32-r']]),
    B1('Will Democrats win the Senate in 2032?', 'Politics', z('2032-11-30'), 'sc32-d'),
    G1('Republicans control the Senate after 2032 elections?', close, 'sc32-r'),
  ] }, ['inverted']);
}
{ // House control after the 2032 elections (alpha, beta, beta_us).
  const close = z('2033-01-03', '17:00');
  addCase('us_politics', { name: 'house-control-2032', events: [
    A('KXHOUSE-32', 'Which party will win the House in 2032?', 'Politics', close, [['D', 'Democratic', 'hc32-d'], ['R', 'Republican', 'hc32-r']]),
    B('Balance of Power: House 2032', 'Politics', close, [['house-2032-democrats', 'Democrats', 'hc32-d'], ['house-2032-republicans', 'Republicans', 'hc32-r']]),
    U('house-control-2032', 'Which party will control the House after the 2032 election?', 'Politics', close, [['house-control-2032-dem', 'Democrats', 'hc32-d'], ['house-control-2032-gop', 'Republicans', 'hc32-r']]),
  ] });
}
{ // North Carolina Senate race 2032 (alpha, beta) vs North Carolina governor 2032 (gamma): office.
  const close = z('2032-11-10', '12:00');
  addCase('us_politics', { name: 'nc-senate-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSENATENC-32', 'North Carolina Senate race 2032', 'Politics', close, [['D', 'Democratic', 'ncs-d'], ['R', 'Republican', 'ncs-r']], { sources: [AP] }),
    B('North Carolina Senate Election Winner 2032', 'Politics', close, [['nc-senate-2032-democrat', 'Democrat', 'ncs-d'], ['nc-senate-2032-republican', 'Republican', 'ncs-r']]),
    G1('North Carolina governor 2032: Democrat wins?', close, 'ncg-d'),
  ] }, ['office']);
}
{ // Maine Senate 2032 — beta only.
  addCase('us_politics', { name: 'me-senate-2032', events: [B1('Maine Senate race 2032: Democrat wins?', 'Politics', z('2032-11-20'), 'mes-d', { mx: { src: 'https://www.maine.gov/sos/cec/elec/results/' } })] });
}
{ // Texas Senate 2032: alpha "Democrat wins" vs beta "Republicans hold": inverted.
  const close = z('2032-11-10', '12:00');
  addCase('us_politics', { name: 'tx-senate-2032', events: [
    A1('KXSENATETX-32', 'Texas Senate race 2032', 'Politics', close, 'D', 'Democrat wins', 'txs-d', { sources: [AP] }),
    B1('Will Republicans hold the Texas Senate seat in 2032?', 'Politics', close, 'txs-r'),
  ] }, ['inverted']);
}
{ // Shutdown: "by Oct 1, 2032" (alpha) vs "in 2032" (beta, gamma): deadline.
  addCase('us_politics', { name: 'shutdown-2032', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('US government shutdown in 2032?', 'Politics', z('2032-12-31'), 'sd32-year', { mx: { rules: 'Resolves Yes if a lapse in appropriations causes the OPM to announce a federal government shutdown at any time in 2032.' } }),
    G1('US federal government shutdown before 2033?', z('2032-12-31'), 'sd32-year'),
    A1('KXSHUTDOWN-32OCT01', 'Will the government shut down on Oct 1, 2032?', 'Politics', z('2032-10-01', '04:01'), 'OCT01', 'Shutdown begins Oct 1', 'sd32-oct1', { sources: ['Office of Personnel Management https://www.opm.gov/policy-data-oversight/snow-dismissal-procedures/current-status/'] }),
  ] }, ['deadline']);
}
{ // A Supreme Court vacancy in 2032 (alpha, gamma) vs Justice Thomas announcing retirement (beta): observation.
  addCase('us_politics', { name: 'scotus-vacancy-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXSCOTUSVAC-32', 'Supreme Court vacancy in 2032?', 'Politics', z('2032-12-31'), 'Y', 'A seat becomes vacant', 'scv-2032', { sources: [SCOTUS] }),
    G1('Will a Supreme Court seat become vacant before 2033?', z('2032-12-31'), 'scv-2032'),
    B1('Clarence Thomas announces retirement in 2032?', 'Politics', z('2032-12-31'), 'thomas-ret'),
  ] }, ['observation']);
}
{ // Secretary of State leaves office in 2032 (alpha, beta) vs Secretary of War/Defense (gamma): office.
  addCase('us_politics', { name: 'secstate-out-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXSECSTATE-32', 'Secretary of State leaves office before 2033?', 'Politics', z('2032-12-31'), 'Y', 'SecState out', 'sos-out'),
    B1('Secretary of State out in 2032?', 'Politics', z('2032-12-31'), 'sos-out'),
    G1('Secretary of War (Defense) out in 2032?', z('2032-12-31'), 'sow-out'),
  ] }, ['office']);
}
{ // Presidential approval in June 2032: Gallup (alpha) vs RCP average on June 30 (beta): different statistics (source).
  addCase('us_politics', { name: 'approval-jun-2032', groups: [['alpha'], ['beta']], events: [
    A1('KXAPRGALLUP-32JUN', 'Gallup presidential job approval, June 2032', 'Politics', z('2032-07-02', '14:00'), 'T45', 'Above 45%', 'apr-gallup-45', { sources: [GALLUP] }),
    B1('President approval rating above 45% on June 30 (RCP average)?', 'Politics', z('2032-06-30', '20:00'), 'apr-rcp-45', { mx: { src: 'https://www.realclearpolling.com/polls/approval/' } }),
  ] }, ['source']);
}
{ // Democratic electoral votes 2032: alpha buckets vs beta buckets (two coincide) vs gamma "300+": threshold.
  const close = z('2032-12-20', '17:00');
  addCase('us_politics', { name: 'dem-electoral-votes-2032', events: [
    A('KXECVOTESD-32', 'Democratic electoral votes, 2032', 'Politics', close, [['B269', '269 or fewer', 'ev-le269'], ['B270', '270–299', 'ev-270-299'], ['B300', '300–349', 'ev-300-349'], ['B350', '350 or more', 'ev-350p']]),
    B('Democratic Electoral College votes 2032', 'Politics', close, [['dem-electoral-votes-2032-under-270', 'Under 270', 'ev-le269'], ['dem-electoral-votes-2032-270-299', '270-299', 'ev-270-299'],
      ['dem-electoral-votes-2032-300-329', '300-329', 'ev-300-329'], ['dem-electoral-votes-2032-330-plus', '330+', 'ev-330p']]),
    G1('Democratic nominee wins 300+ electoral votes in 2032?', close, 'ev-300p'),
  ] }, ['threshold']);
}
{ // 2032 turnout: VEP turnout rate (alpha) vs total ballots cast (beta): measure.
  addCase('us_politics', { name: 'turnout-2032', groups: [['alpha'], ['beta']], events: [
    A1('KXTURNOUT-32', '2032 presidential election turnout (VEP)', 'Politics', z('2032-12-31'), 'T65', 'Above 65%', 'to32-vep65', { sources: ['University of Florida Election Lab https://election.lab.ufl.edu/'] }),
    B1('More than 160 million votes cast in the 2032 presidential election?', 'Politics', z('2032-12-31'), 'to32-160m'),
  ] }, ['measure']);
}
{ // Number of 2032 general-election presidential debates (alpha, beta).
  const close = z('2032-10-31', '23:00');
  addCase('us_politics', { name: 'debates-2032', events: [
    A('KXDEBATES-32', 'How many presidential debates in 2032?', 'Politics', close, [['0', '0', 'deb-0'], ['1', '1', 'deb-1'], ['2', '2', 'deb-2'], ['3', '3 or more', 'deb-3p']]),
    B('Number of 2032 presidential debates', 'Politics', close, [['presidential-debates-2032-zero', 'None', 'deb-0'], ['presidential-debates-2032-one', 'One', 'deb-1'], ['presidential-debates-2032-two', 'Two', 'deb-2'],
      ['presidential-debates-2032-three-plus', 'Three or more', 'deb-3p']]),
  ] });
}
{ // 2032 DNC host city (alpha, beta) vs 2032 RNC host city (gamma): category (convention).
  const close = z('2031-12-31');
  addCase('us_politics', { name: 'dnc-host-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXDNCCITY-32', '2032 Democratic National Convention host city', 'Politics', close, [['ATL', 'Atlanta', 'dnc-atl'], ['PHL', 'Philadelphia', 'dnc-phl'], ['HOU', 'Houston', 'dnc-hou'], ['DEN', 'Denver', 'dnc-den']]),
    B('Where will the 2032 DNC be held?', 'Politics', close, [['dnc-2032-host-atlanta', 'Atlanta', 'dnc-atl'], ['dnc-2032-host-philadelphia', 'Philadelphia', 'dnc-phl'], ['dnc-2032-host-chicago', 'Chicago', 'dnc-chi']]),
    G('2032 Republican National Convention host city', close, gr(['Atlanta', 'rnc-atl'], ['Nashville', 'rnc-nsh'], ['Houston', 'rnc-hou'])),
  ] }, ['category']);
}
{ // Congressional stock-trading ban signed into law in 2032 (alpha, gamma) vs passes Congress (beta): observation.
  addCase('us_politics', { name: 'stock-ban-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXSTOCKBAN-32', 'Congressional stock trading ban becomes law in 2032?', 'Politics', z('2032-12-31'), 'Y', 'Signed into law', 'stb-law', { sources: [CONGRESS] }),
    G1('Stock trading ban for members of Congress enacted in 2032?', z('2032-12-31'), 'stb-law'),
    B1('Congress passes stock trading ban in 2032?', 'Politics', z('2032-12-31'), 'stb-pass', { mx: { rules: 'Resolves Yes if both the House and the Senate pass the same bill banning individual stock trading by members of Congress in 2032.' } }),
  ] }, ['observation']);
}
{ // Executive orders signed in 2032 above 100 (Federal Register) — alpha only.
  addCase('us_politics', { name: 'eo-count-2032', events: [
    A1('KXEOCOUNT-32', 'Executive orders signed in 2032', 'Politics', z('2033-01-10'), 'T100', 'More than 100', 'eo32-100', { sources: [FR] }),
  ] });
}
{ // House impeaches the President in 2032 (alpha, beta).
  addCase('us_politics', { name: 'impeach-2032', events: [
    A1('KXIMPEACH-32', 'Will the House impeach the President in 2032?', 'Politics', z('2032-12-31'), 'Y', 'President impeached', 'imp32', { sources: [CONGRESS] }),
    B1('President impeached in 2032?', 'Politics', z('2032-12-31'), 'imp32'),
  ] });
}
{ // South Carolina Democratic primary 2032 — beta only.
  addCase('us_politics', { name: 'sc-dem-primary-2032', events: [
    B('South Carolina Democratic Primary Winner 2032', 'Politics', z('2032-02-01', '05:00'), [['sc-democratic-primary-2032-shapiro', 'Josh Shapiro', 'scd-shapiro'], ['sc-democratic-primary-2032-moore', 'Wes Moore', 'scd-moore'],
      ['sc-democratic-primary-2032-newsom', 'Gavin Newsom', 'scd-newsom']]),
  ] });
}
{ // New Hampshire governor 2032 by party (alpha, beta).
  const close = z('2032-11-10', '12:00');
  addCase('us_politics', { name: 'nh-governor-2032', events: [
    A('KXGOVNH-32', 'New Hampshire governor race 2032', 'Politics', close, [['D', 'Democratic', 'nhg-d'], ['R', 'Republican', 'nhg-r']], { sources: [AP] }),
    B('New Hampshire Governor Election 2032', 'Politics', close, [['nh-governor-2032-democrat', 'Democrat', 'nhg-d'], ['nh-governor-2032-republican', 'Republican', 'nhg-r']]),
  ] });
}
{ // Senate abolishes the legislative filibuster in 2032 (beta, gamma).
  addCase('us_politics', { name: 'filibuster-2032', events: [
    B1('Senate eliminates the filibuster in 2032?', 'Politics', z('2032-12-31'), 'fil32'),
    G1('US Senate abolishes the legislative filibuster before 2033?', z('2032-12-31'), 'fil32'),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout39-set.json', import.meta.url));
