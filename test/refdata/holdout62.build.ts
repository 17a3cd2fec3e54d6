// Sixty-second independent refdata holdout: writes test/refdata/holdout62-set.json (world and US politics of 2035 as
// the venues listed it on Wednesday 14 February 2035: national elections abroad in 2035 (winners, parties, seat counts,
// turnout, run-offs, next prime ministers and presidents, coalition formation), leaders leaving office, wars, ceasefires
// and peace deals, sanctions, summits and treaties, the UN and NATO, and US politics of 2035 (cabinet confirmations,
// Supreme Court rulings and vacancies, bills and executive orders, approval ratings by pollster, the 2036 presidential
// primaries' early candidacies and polls, the November 2035 races in Virginia, New Jersey and New York City, and court
// cases)). The politicians, cases and bills are invented for 2035; the offices, parties, calendars and courts are real.
// Run: `source deploy/toolchain.sh && node test/refdata/holdout62.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug, gr), lines 1–200 of test/refdata/holdout47.build.ts (its header: the labelling rules below are
// adopted from it verbatim, and the shape of its first cases) and its last 10 lines (how the JSON is written out).
// Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build file or test in
// test/refdata/, nor git history or other branches. The matcher and the `eval` command were never run on this set: it
// is NOT tuned and has not been seen.
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
// - An election's overall winner (after any run-off) and the winner of its first round are different rounds, so
//   different events; whether a run-off is held and whether the first round decides it are one event with inverted YES
//   sides. A candidate's first-round vote share, turnout, a party's seat count and the party with the most seats are
//   different measures. The provisional count and the final official scrutiny are different estimates.
// - The party that wins the most seats, the party of the winning presidential candidate and the person who becomes the
//   next prime minister or president are different categories of outcome (parties vs persons), so different events even
//   where one usually implies the other; a party leadership contest and the next head of government are different
//   offices. A governor's race and the lieutenant governor's race on the same ballot are different offices.
// - A party winning an absolute majority (Congreso 176+, Hellenic Parliament 151+) is one outcome of its seat-count
//   ladder: "above 175 seats", "176 or more" and "absolute majority" coincide; a combined bloc's seats (PP + Vox) is
//   another measure. Seat counts, vote counts and executive-order counts are integers ("more than 14" = "15 or more").
// - A leader "out by June 30" and "out in 2035" are different deadlines; leaving office, losing a confidence vote and a
//   snap election being called are different observations. A treaty being signed, ratified and entering into force are
//   different observations; an invasion and a blockade are different observations; strikes by different countries,
//   sanctions lifted by different authorities (US vs EU) and membership of different organisations (NATO vs EU) are
//   different events.
// - Senate confirmation of a nominee and a committee vote on the nominee are different observations; the number of yes
//   votes on the floor is a ladder whose rungs are outcomes. A bill signed into law and a bill passing one chamber are
//   different observations. Executive orders counted in the Federal Register and on the White House's presidential
//   actions page are one count from two sources (nf); a month and a quarter are different periods.
// - A Supreme Court case's outcome: "rules for the petitioner" and "affirms the court below" (which ruled against the
//   petitioner) are the same event with different `t`; the vote split is its own event (a unanimous ruling = 9–0).
//   Any vacancy on the Court and a named justice retiring are different events.
// - Approval ratings: Silver Bulletin, the RealClearPolitics average and Gallup are different statistics (different
//   events); a value on Feb 28 and on Mar 31 are different dates; approval and net approval are different measures.
// - Party nominations: a binary "Will Hale be the 2036 Republican nominee?" is the Hale row of the categorical
//   nomination market. Announcing a candidacy and forming an exploratory committee are different observations.
// Ids: beta event ids 700001+, gamma ids 64001+, alpha tickers dated 2035/2036; all closes after 2026-11-23.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, ad, long, slug, holdoutKit, gr } from './evalset.emit.ts';
import type { HoldoutRow, Mx } from './evalset.emit.ts';

type Cat = 'elections' | 'leaders' | 'conflict' | 'sanctions' | 'summits' | 'un_nato' | 'cabinet' | 'scotus' | 'bills' | 'approval' | 'primaries' | 'nov2035' | 'courts';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'period' | 'place' | 'office' | 'round' | 'category' | 'person' | 'observation' | 'estimate' | 'actor' | 'organization';

const { addCase, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(700000, 64000);

/** A name and its truth tag. */
type P = [name: string, t: string];
/** Alpha rows: the ticker suffix is the name's last word, upper-cased (at most 6 letters). */
const aR = (ps: P[], x?: Mx): HoldoutRow[] => ps.map(([n, t]) => [slug(n).split('-').at(-1)!.slice(0, 6).toUpperCase(), n, t, x]);
/** Beta rows: one market per name, its slug the question's. */
const bR = (q: (n: string) => string, ps: P[], x: Mx = {}): HoldoutRow[] => ps.map(([n, t]) => [slug(q(n)), n, t, { q: q(n), ...x }]);
/** Beta_us rows: market slugs from the event slug and the name. */
const uR = (ev: string, ps: P[], x: Mx = {}): HoldoutRow[] => ps.map(([n, t]) => [`${ev}-${slug(n)}`, n, t, x]);

const EOY = z('2035-12-31');
const PKW = 'Państwowa Komisja Wyborcza https://pkw.gov.pl';
const NEC_KR = 'National Election Commission https://www.nec.go.kr';
const CONGRESS = 'https://www.congress.gov';
const SENATE = 'U.S. Senate roll call votes https://www.senate.gov/legislative/votes.htm';
const SCOTUS = 'Supreme Court of the United States https://www.supremecourt.gov/opinions/slipopinion/34';
const FR = 'Federal Register https://www.federalregister.gov/presidential-documents/executive-orders';

// ───────────────────────────── ELECTIONS ABROAD ─────────────────────────────

{ // Poland's presidential election: first round 13 May, run-off 27 May. alpha, beta and gamma list the overall winner;
  // beta_us lists the first-round winner (round).
  const ps: P[] = [['Marta Wiśniewska', 'plp-wis'], ['Tomasz Zieliński', 'plp-zie'], ['Piotr Nowicki', 'plp-now']];
  addCase('elections', { name: 'pl-pres-winner', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXPLPRES-35`, 'Poland presidential election winner', 'Elections', z('2035-05-28', '06:00'), aR([...ps, ['Anna Kowalczyk', 'plp-kow']]), { sources: [PKW] }),
    B('Poland Presidential Election', 'Politics', z('2035-05-27'), bR((n) => `Will ${n} win the 2035 Polish presidential election?`, [...ps, ['Jakub Dąbrowski', 'plp-dab']])),
    G('2035 Polish Presidential Election — Winner', z('2035-05-31'), gr(['Marta Wisniewska', 'plp-wis'], ['Tomasz Zielinski', 'plp-zie'], ['Piotr Nowicki', 'plp-now'], ['Other', 'plp-other'])),
    U('poland-presidential-election-first-round', 'Poland Presidential Election: 1st Round Winner', 'Politics', z('2035-05-13'),
      uR('poland-1st-round', [['Marta Wiśniewska', 'plp1-wis'], ['Tomasz Zieliński', 'plp1-zie'], ['Piotr Nowicki', 'plp1-now']])),
  ] }, ['round']);
}
{ // Wiśniewska's first-round vote share (PKW, one decimal): alpha's ladder, beta's 40% binary (= alpha's 40 rung);
  // gamma's brackets coincide with no rung ("45% or more" includes 45.0, "above 45%" does not).
  addCase('elections', { name: 'pl-pres-r1-share', events: [
    A(`KXPLR1WIS-${ad('2035-05-13')}`, 'Wiśniewska first-round vote share', 'Elections', z('2035-05-14', '12:00'),
      [['T35', 'Above 35%', 'plwis-35'], ['T40', 'Above 40%', 'plwis-40'], ['T45', 'Above 45%', 'plwis-45']], { sources: [PKW] }),
    B1('Will Marta Wiśniewska get more than 40% in the first round?', 'Politics', z('2035-05-14'), 'plwis-40', { mx: { src: 'https://wybory.gov.pl' } }),
    G('Wiśniewska share of the vote — Polish presidential 1st round', z('2035-05-15'),
      gr(['Under 35%', 'plwis-lt35'], ['35–40%', 'plwis-35to40'], ['40–45%', 'plwis-40to45'], ['45% or more', 'plwis-ge45'])),
  ] }, ['threshold']);
}
{ // Will there be a run-off in Poland? gamma asks whether the first round decides it (inverted).
  addCase('elections', { name: 'pl-pres-runoff', events: [
    A1('KXPLRUNOFF-35', 'Poland presidential runoff?', 'Elections', z('2035-05-14'), 'YES', 'Second round held', 'pl-runoff'),
    U1('poland-presidential-runoff-2035', 'Will Poland\'s presidential election go to a runoff?', 'Politics', z('2035-05-14'), 'pl-runoff'),
    G1('Poland: president elected outright in the 1st round (May 13)?', z('2035-05-15'), 'pl-no-runoff', { rules: 'YES if a candidate receives more than 50% of valid votes in the first round on May 13, 2035 per the PKW.' }),
  ] }, ['inverted']);
}
{ // South Korea's presidential election, Wednesday 6 June: candidates on alpha, beta, beta_us; gamma lists the winner's
  // party (category).
  const ps: P[] = [['Kim Min-seo', 'krp-kim'], ['Choi Tae-yang', 'krp-choi']];
  addCase('elections', { name: 'kr-pres-winner', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXKRPRES-35', 'South Korea presidential election', 'Elections', z('2035-06-07'), [['KIM', 'Kim Min-seo', 'krp-kim'], ['CHOI', 'Choi Tae-yang', 'krp-choi'], ['YOON', 'Yoon Ha-eun', 'krp-yoon']], { sources: [NEC_KR] }),
    B('South Korea Presidential Election 2035', 'Politics', z('2035-06-06', '11:00'), bR((n) => `Will ${n} be elected President of South Korea?`, [...ps, ['Yoon Ha-eun', 'krp-yoon'], ['Lee Seung-ho', 'krp-lee']])),
    U('south-korea-presidential-election', 'South Korean Presidential Election Winner', 'Politics', z('2035-06-06', '11:00'), uR('skorea-president-2035', ps)),
    G('South Korea 2035 presidential election: winning party', z('2035-06-07'), gr(['Democratic Party of Korea', 'krpp-dpk'], ['People Power Party', 'krpp-ppp'], ['Other', 'krpp-other'])),
  ] }, ['category']);
}
{ // Korean turnout (NEC) above 77%: alpha and beta; gamma's 80% rung is another outcome (threshold).
  addCase('elections', { name: 'kr-pres-turnout', events: [
    A1('KXKRTURNOUT-35', 'South Korea presidential turnout', 'Elections', z('2035-06-07'), 'T77', 'Above 77%', 'krt-77', { sources: [NEC_KR] }),
    B1('South Korea election turnout above 77%?', 'Politics', z('2035-06-07'), 'krt-77', { mx: { src: 'https://www.nec.go.kr' } }),
    G1('Korean presidential election turnout over 80%?', z('2035-06-08'), 'krt-80'),
  ] }, ['threshold']);
}
{ // Spain's general election (Sunday 24 June): the party with the most seats in the Congreso, four venues.
  addCase('elections', { name: 'es-most-seats', events: [
    A('KXESELEC-35', 'Spain election: most seats', 'Elections', z('2035-06-25'), [['PP', 'PP', 'es-pp'], ['PSOE', 'PSOE', 'es-psoe'], ['VOX', 'Vox', 'es-vox']]),
    B('Spain Parliamentary Election Winner', 'Politics', z('2035-06-24'), bR((n) => `Will ${n} win the most seats in the 2035 Spanish general election?`, [['PP', 'es-pp'], ['PSOE', 'es-psoe'], ['Vox', 'es-vox'], ['Sumar', 'es-sumar']])),
    U('spain-general-election-most-seats', 'Spain General Election: Most Seats', 'Politics', z('2035-06-24'), uR('spain-most-seats', [['Partido Popular', 'es-pp'], ['PSOE', 'es-psoe']])),
    G('Spanish general election 2035 — which party wins the most seats in the Congreso?', z('2035-06-26'), gr(['Partido Popular (PP)', 'es-pp'], ['PSOE', 'es-psoe'], ['VOX', 'es-vox'], ['Other', 'es-other'])),
  ] });
}
{ // Spain's next prime minister (persons): alpha, beta, gamma.
  const ps: P[] = [['Isabel Ferrer', 'espm-ferrer'], ['Javier Montoya', 'espm-montoya']];
  addCase('elections', { name: 'es-next-pm', events: [
    A('KXESPM-35', 'Next Prime Minister of Spain', 'Politics', z('2035-12-31'), aR([...ps, ['Rodrigo Varela', 'espm-varela']])),
    B('Next Spanish Prime Minister', 'Politics', EOY, bR((n) => `Will ${n} be the next Prime Minister of Spain?`, ps)),
    G('Who will be Spain\'s next Presidente del Gobierno?', EOY, gr(['Isabel Ferrer (PP)', 'espm-ferrer'], ['Javier Montoya (PSOE)', 'espm-montoya'], ['Rodrigo Varela (Vox)', 'espm-varela'])),
  ] });
}
{ // PP seats: alpha's ladder; beta's absolute majority (176+) = alpha "above 175" = gamma "176 or more"; gamma's other
  // ranges are outcomes of their own; beta_us lists PP + Vox combined seats (measure).
  addCase('elections', { name: 'es-pp-seats', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXESPPSEATS-35', 'PP seats in the Congreso', 'Elections', z('2035-06-26'), [['T150', 'Above 150', 'espp-151'], ['T160', 'Above 160', 'espp-161'], ['T175', 'Above 175', 'espp-176']]),
    B1('Will the PP win an absolute majority in Spain?', 'Politics', z('2035-06-26'), 'espp-176', { mx: { rules: 'Resolves Yes if the Partido Popular wins 176 or more of the 350 seats in the Congreso de los Diputados.' } }),
    G('PP seat count — Spain 2035', z('2035-06-27'), gr(['Under 140', 'espp-lt140'], ['140–159', 'espp-140to159'], ['160–175', 'espp-160to175'], ['176 or more', 'espp-176'])),
    U1('pp-vox-majority-spain-2035', 'Will PP and Vox together win 176+ seats?', 'Politics', z('2035-06-26'), 'esppvox-176'),
  ] }, ['threshold', 'measure']);
}
{ // Argentina's presidential election (28 October, ballotage 25 November): the winner, four venues.
  const ps: P[] = [['Victoria Sosa', 'arp-sosa'], ['Federico Quiroga', 'arp-quiroga'], ['Lucía Bianchi', 'arp-bianchi']];
  addCase('elections', { name: 'ar-pres-winner', events: [
    A('KXARPRES-35', 'Argentina presidential election winner', 'Elections', z('2035-11-26'), aR(ps)),
    B('Argentina Presidential Election', 'Politics', z('2035-11-25'), bR((n) => `Will ${n} win the 2035 Argentine presidential election?`, ps)),
    U('argentina-presidential-election-2035', 'Argentina Presidential Election Winner', 'Politics', z('2035-11-25'), uR('argentina-president-2035', ps.slice(0, 2))),
    G('Argentina 2035: who will be elected president?', z('2035-11-27'), gr(['Victoria Sosa', 'arp-sosa'], ['Federico Quiroga', 'arp-quiroga'], ['Lucia Bianchi', 'arp-bianchi'], ['Other', 'arp-other'])),
  ] });
}
{ // Argentina ballotage: alpha, beta, beta_us ask whether it is held; gamma whether the first round decides it (inverted).
  addCase('elections', { name: 'ar-runoff', events: [
    A1('KXARRUNOFF-35', 'Argentina presidential runoff', 'Elections', z('2035-10-29'), 'YES', 'Runoff held', 'ar-runoff'),
    B1('Will Argentina\'s presidential election go to a ballotage?', 'Politics', z('2035-10-29'), 'ar-runoff'),
    U1('argentina-runoff-2035', 'Argentina: second round needed?', 'Politics', z('2035-10-29'), 'ar-runoff'),
    G1('Argentina: president decided in the first round (Oct 28)?', z('2035-10-30'), 'ar-no-runoff'),
  ] }, ['inverted']);
}
{ // Argentina first-round turnout above 75%: final scrutiny (alpha, beta_us) vs the provisional count (gamma: estimate).
  addCase('elections', { name: 'ar-turnout', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A1('KXARTURNOUT-35', 'Argentina election turnout', 'Elections', z('2035-11-20'), 'T75', 'Above 75%', 'art-75', { rules: 'Resolves Yes if turnout in the October 28, 2035 first round exceeds 75% in the definitive scrutiny of the Cámara Nacional Electoral.' }),
    U1('argentina-turnout-above-75', 'Argentina turnout above 75%? (official final count)', 'Politics', z('2035-11-20'), 'art-75'),
    G1('Argentina provisional count: turnout over 75%?', z('2035-10-29'), 'artp-75', { rules: 'Per the escrutinio provisorio published on election night.' }),
  ] }, ['estimate']);
}
{ // New Zealand general election (Saturday 10 November): party with the most seats.
  addCase('elections', { name: 'nz-most-seats', events: [
    A('KXNZELEC-35', 'New Zealand election: most seats', 'Elections', z('2035-11-11'), [['LAB', 'Labour', 'nz-lab'], ['NAT', 'National', 'nz-nat']]),
    B('New Zealand General Election: Most Seats', 'Politics', z('2035-11-10'), bR((n) => `Will ${n} win the most seats in the 2035 New Zealand election?`, [['Labour', 'nz-lab'], ['National', 'nz-nat'], ['Greens', 'nz-grn']])),
    G('NZ 2035 election — largest party in Parliament', z('2035-11-12'), gr(['National Party', 'nz-nat'], ['Labour Party', 'nz-lab'], ['Other', 'nz-other'])),
  ] });
}
{ // NZ's next prime minister — gamma only.
  addCase('elections', { name: 'nz-next-pm', events: [
    G('New Zealand: Prime Minister after the 2035 election', z('2035-12-31'), gr(['Chris Tane', 'nzpm-tane'], ['Olivia Marsden', 'nzpm-marsden'], ['Other', 'nzpm-other'])),
  ] });
}
{ // Swiss federal election (21 October): the party with the most votes for the National Council (alpha, gamma in German/French pairs).
  addCase('elections', { name: 'ch-largest-party', events: [
    A('KXCHELEC-35', 'Swiss National Council election: most votes', 'Elections', z('2035-10-22'), [['SVP', 'SVP', 'ch-svp'], ['SP', 'SP', 'ch-sp'], ['FDP', 'FDP', 'ch-fdp'], ['MITTE', 'Die Mitte', 'ch-mitte']]),
    G('Switzerland 2035 federal election — largest party by vote share', z('2035-10-23'), gr(['SVP/UDC', 'ch-svp'], ['SP/PS', 'ch-sp'], ['FDP/PLR', 'ch-fdp'], ['Die Mitte/Le Centre', 'ch-mitte'])),
  ] });
}
{ // Romania's presidential election (6 May, run-off 20 May): the winner, four venues.
  const ps: P[] = [['Andrei Popescu', 'rop-popescu'], ['Ioana Marin', 'rop-marin'], ['Mihai Dumitru', 'rop-dumitru']];
  addCase('elections', { name: 'ro-pres-winner', events: [
    A('KXROPRES-35', 'Romania presidential election', 'Elections', z('2035-05-21'), aR(ps)),
    B('Romania Presidential Election Winner', 'Politics', z('2035-05-20'), bR((n) => `Will ${n} win the Romanian presidential election?`, ps)),
    U('romania-presidential-election', 'Romanian Presidential Election 2035', 'Politics', z('2035-05-20'), uR('romania-pres-2035', ps.slice(0, 2))),
    G('Romania 2035 — next president', z('2035-05-22'), gr(['Popescu', 'rop-popescu'], ['Marin', 'rop-marin'], ['Dumitru', 'rop-dumitru'], ['Other', 'rop-other'])),
  ] });
}
{ // Finland's parliamentary election (15 April): most seats on alpha, beta, gamma; beta_us lists the next PM (category).
  addCase('elections', { name: 'fi-largest-party', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXFIELEC-35', 'Finland parliamentary election: most seats', 'Elections', z('2035-04-16'), [['SDP', 'SDP', 'fi-sdp'], ['KOK', 'National Coalition', 'fi-kok'], ['PS', 'Finns Party', 'fi-ps']]),
    B('Finland Parliamentary Election Winner', 'Politics', z('2035-04-15'), bR((n) => `Will ${n} win the most seats in the 2035 Finnish parliamentary election?`, [['SDP', 'fi-sdp'], ['Kokoomus', 'fi-kok'], ['Finns Party', 'fi-ps'], ['Centre Party', 'fi-kesk']])),
    G('Finland Eduskunta 2035: largest party (seats)', z('2035-04-17'), gr(['Social Democrats (SDP)', 'fi-sdp'], ['National Coalition (KOK)', 'fi-kok'], ['Finns Party (PS)', 'fi-ps'], ['Centre (KESK)', 'fi-kesk'])),
    U('finland-next-prime-minister', 'Next Prime Minister of Finland', 'Politics', z('2035-07-31'), uR('finland-pm', [['Aino Lehtonen', 'fipm-lehtonen'], ['Mikko Saarinen', 'fipm-saarinen']])),
  ] }, ['category']);
}
{ // Nigeria's presidential election (Saturday 24 February): the winner, four venues.
  const ps: P[] = [['Musa Abdullahi', 'ngp-abdullahi'], ['Chidi Okafor', 'ngp-okafor'], ['Tunde Adeyemi', 'ngp-adeyemi']];
  addCase('elections', { name: 'ng-pres-winner', events: [
    A('KXNGPRES-35', 'Nigeria presidential election', 'Elections', z('2035-03-03'), aR(ps), { sources: ['INEC https://www.inecnigeria.org'] }),
    B('Nigeria Presidential Election', 'Politics', z('2035-03-03'), bR((n) => `Will ${n} win the 2035 Nigerian presidential election?`, ps)),
    U('nigeria-presidential-election-2035', 'Nigeria Presidential Election Winner', 'Politics', z('2035-03-03'), uR('nigeria-pres-2035', ps)),
    G('Nigeria presidential election (Feb 24) winner', z('2035-03-04'), gr(['Musa Abdullahi (APC)', 'ngp-abdullahi'], ['Chidi Okafor (LP)', 'ngp-okafor'], ['Tunde Adeyemi (PDP)', 'ngp-adeyemi'])),
  ] });
}
{ // INEC declares the winner by 28 February (alpha, beta); gamma by 26 February (deadline).
  addCase('elections', { name: 'ng-result-declared', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXNGDECLARE-35', 'INEC declares Nigeria winner by Feb 28?', 'Elections', z('2035-02-28'), 'FEB28', 'By Feb 28, 2035', 'ngd-feb28'),
    B1('Will INEC declare a presidential winner by February 28?', 'Politics', z('2035-02-28'), 'ngd-feb28'),
    G1('Nigeria presidential result announced by Feb 26?', z('2035-02-26'), 'ngd-feb26'),
  ] }, ['deadline']);
}
{ // Estonia's Riigikogu election (4 March) — beta only.
  addCase('elections', { name: 'ee-largest-party', events: [
    B('Estonia Parliamentary Election Winner', 'Politics', z('2035-03-04'), bR((n) => `Will ${n} win the most seats in the 2035 Estonian election?`, [['Reform Party', 'ee-ref'], ['Isamaa', 'ee-isa'], ['EKRE', 'ee-ekre'], ['Centre Party', 'ee-kesk']])),
  ] });
}
{ // Greece: New Democracy outright majority (151+ seats) on alpha and gamma; beta asks about the most votes (measure).
  addCase('elections', { name: 'gr-nd-majority', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXGRNDMAJ-35', 'New Democracy majority in Greece?', 'Elections', z('2035-07-09'), 'T150', 'Above 150 seats', 'grnd-151'),
    G1('ND 151+ seats in the Hellenic Parliament?', z('2035-07-10'), 'grnd-151'),
    B1('Will New Democracy win the most votes in the 2035 Greek election?', 'Politics', z('2035-07-09'), 'grnd-votes'),
  ] }, ['measure']);
}
{ // Dutch cabinet formation after January's snap election: sworn in by 30 June (alpha, beta, beta_us); gamma before 1 May.
  addCase('elections', { name: 'nl-cabinet-formed', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXNLCABINET-35', 'New Dutch cabinet sworn in?', 'Politics', z('2035-06-30'), 'JUN30', 'Before Jul 1, 2035', 'nlc-jun30'),
    B1('New Dutch government sworn in by June 30, 2035?', 'Politics', z('2035-06-30'), 'nlc-jun30'),
    U1('dutch-cabinet-sworn-in-by-june-30', 'Netherlands: new cabinet by June 30?', 'Politics', z('2035-06-30'), 'nlc-jun30'),
    G1('Netherlands: new cabinet installed before May 1?', z('2035-04-30'), 'nlc-apr30'),
  ] }, ['deadline']);
}
{ // The next Dutch prime minister: alpha, beta, gamma.
  const ps: P[] = [['Sanne de Vries', 'nlpm-devries'], ['Pieter Bakker', 'nlpm-bakker']];
  addCase('elections', { name: 'nl-next-pm', events: [
    A('KXNLPM-35', 'Next Dutch Prime Minister', 'Politics', EOY, aR([...ps, ['Joost van Dijk', 'nlpm-vandijk']])),
    B('Next Prime Minister of the Netherlands', 'Politics', EOY, bR((n) => `Will ${n} be the next Dutch Prime Minister?`, [...ps, ['Joost van Dijk', 'nlpm-vandijk']])),
    G('Who becomes Dutch PM after the 2035 formation?', EOY, gr(['S. de Vries', 'nlpm-devries'], ['P. Bakker', 'nlpm-bakker'], ['Other', 'nlpm-other'])),
  ] });
}
{ // Germany: the governing coalition collapses in 2035 (alpha, gamma); beta asks about a snap federal election (observation).
  addCase('elections', { name: 'de-coalition-collapse', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXDECOALITION-35', 'German coalition collapse in 2035?', 'Politics', EOY, '2035', 'Before Jan 1, 2036', 'de-collapse'),
    G1('Will Germany\'s governing coalition break up before 2036?', EOY, 'de-collapse'),
    B1('Snap German federal election called in 2035?', 'Politics', EOY, 'de-snap'),
  ] }, ['observation']);
}
{ // Japan's LDP presidential election (September): winner on alpha, beta, gamma; beta_us lists the next PM (office).
  const ps: P[] = [['Takeshi Morimoto', 'ldp-morimoto'], ['Yuko Hayashida', 'ldp-hayashida'], ['Kenji Arakawa', 'ldp-arakawa']];
  addCase('elections', { name: 'jp-ldp-leader', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXLDPLEAD-35', 'LDP leadership election winner', 'Politics', z('2035-09-30'), aR(ps)),
    B('LDP Presidential Election 2035', 'Politics', z('2035-09-30'), bR((n) => `Will ${n} win the LDP leadership election?`, ps)),
    G('Japan LDP presidential election (Sept 2035)', z('2035-09-30'), gr(['Morimoto Takeshi', 'ldp-morimoto'], ['Hayashida Yuko', 'ldp-hayashida'], ['Arakawa Kenji', 'ldp-arakawa'])),
    U('next-japanese-prime-minister', 'Next Prime Minister of Japan', 'Politics', EOY, uR('japan-pm', [['Takeshi Morimoto', 'jppm-morimoto'], ['Yuko Hayashida', 'jppm-hayashida']])),
  ] }, ['office']);
}

// ───────────────────────────── LEADERS LEAVING OFFICE ─────────────────────────────

{ // UK PM Oliver Grant out in 2035 (alpha, beta, beta_us); gamma before 1 July (deadline).
  addCase('leaders', { name: 'uk-pm-out', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXUKPMOUT-35', 'Oliver Grant out as UK PM?', 'Politics', EOY, '2035', 'Before Jan 1, 2036', 'ukpm-2035'),
    B1('Oliver Grant out as Prime Minister by December 31, 2035?', 'Politics', EOY, 'ukpm-2035'),
    U1('oliver-grant-out-as-uk-pm-in-2035', 'Oliver Grant out as UK PM in 2035?', 'Politics', EOY, 'ukpm-2035'),
    G1('Will Oliver Grant cease to be UK Prime Minister before July 1, 2035?', z('2035-06-30'), 'ukpm-jun30'),
  ] }, ['deadline']);
}
{ // French PM Claire Duval out by 30 June: alpha, beta, gamma.
  addCase('leaders', { name: 'fr-pm-out', events: [
    A1('KXFRPMOUT-35JUN30', 'Duval out as French PM by Jun 30?', 'Politics', z('2035-06-30'), 'JUN30', 'Before Jul 1, 2035', 'frpm-jun30'),
    B1('Claire Duval out as French Prime Minister by June 30?', 'Politics', z('2035-06-30'), 'frpm-jun30'),
    G1('French PM Duval leaves office before July 2035?', z('2035-06-30'), 'frpm-jun30'),
  ] });
}
{ // Japan PM Hiroshi Tanabe out by 30 September (alpha, beta); gamma in 2035 (deadline).
  addCase('leaders', { name: 'jp-pm-out', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXJPPMOUT-35SEP30', 'Tanabe out as Japan PM by Sep 30?', 'Politics', z('2035-09-30'), 'SEP30', 'Before Oct 1, 2035', 'jppm-sep30'),
    B1('Hiroshi Tanabe out as Japanese PM by September 30, 2035?', 'Politics', z('2035-09-30'), 'jppm-sep30'),
    G1('Tanabe out as Prime Minister of Japan in 2035?', EOY, 'jppm-2035'),
  ] }, ['deadline']);
}
{ // Israel's PM out in 2035: alpha, beta, gamma.
  addCase('leaders', { name: 'il-pm-out', events: [
    A1('KXILPMOUT-35', 'Israeli PM Ben-Ami out in 2035?', 'Politics', EOY, '2035', 'Before 2036', 'ilpm-2035'),
    B1('Yair Ben-Ami out as Israeli Prime Minister in 2035?', 'Geopolitics', EOY, 'ilpm-2035'),
    G1('Ben-Ami no longer Prime Minister of Israel by Dec 31, 2035?', EOY, 'ilpm-2035'),
  ] });
}
{ // Chancellor Katrin Bauer out by 31 December (alpha, beta, beta_us); gamma lists her losing a confidence vote (observation).
  addCase('leaders', { name: 'de-chancellor-out', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXDECHANOUT-35', 'Bauer out as German Chancellor?', 'Politics', EOY, '2035', 'Before Jan 1, 2036', 'dech-2035'),
    B1('Katrin Bauer out as Chancellor by December 31, 2035?', 'Politics', EOY, 'dech-2035'),
    U1('katrin-bauer-out-as-chancellor-2035', 'Katrin Bauer out as German Chancellor in 2035?', 'Politics', EOY, 'dech-2035'),
    G1('Will Chancellor Bauer lose a Bundestag confidence vote in 2035?', EOY, 'dech-confidence'),
  ] }, ['observation']);
}
{ // The Russian president leaves office in 2035: beta, gamma.
  addCase('leaders', { name: 'ru-president-out', events: [
    B1('Russian President out of office in 2035?', 'Geopolitics', EOY, 'rupres-2035'),
    G1('Will Russia have a new president before 2036?', EOY, 'rupres-2035'),
  ] });
}

// ───────────────────────────── WARS, CEASEFIRES AND PEACE DEALS ─────────────────────────────

{ // A Russia–Ukraine peace treaty signed in 2035: four venues.
  addCase('conflict', { name: 'ru-ua-peace-treaty', events: [
    A1('KXRUUAPEACE-35', 'Russia-Ukraine peace treaty signed?', 'World', EOY, '2035', 'Before Jan 1, 2036', 'ruua-2035'),
    B1('Russia x Ukraine peace treaty signed in 2035?', 'Geopolitics', EOY, 'ruua-2035'),
    U1('russia-ukraine-peace-treaty-2035', 'Russia–Ukraine peace treaty in 2035?', 'Geopolitics', EOY, 'ruua-2035'),
    G1('Russia–Ukraine comprehensive peace agreement signed by Dec 31, 2035?', EOY, 'ruua-2035'),
  ] });
}
{ // Sudan SAF–RSF ceasefire by 30 June (alpha, beta, gamma); beta_us in 2035 (deadline).
  addCase('conflict', { name: 'sd-ceasefire', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXSUDANCF-35JUN30', 'Sudan ceasefire by Jun 30?', 'World', z('2035-06-30'), 'JUN30', 'Before Jul 1, 2035', 'sdcf-jun30'),
    B1('SAF x RSF ceasefire by June 30?', 'Geopolitics', z('2035-06-30'), 'sdcf-jun30'),
    G1('Sudan: SAF and RSF agree a nationwide ceasefire before July 2035?', z('2035-06-30'), 'sdcf-jun30'),
    U1('sudan-ceasefire-2035', 'Sudan ceasefire in 2035?', 'Geopolitics', EOY, 'sdcf-2035'),
  ] }, ['deadline']);
}
{ // China invades Taiwan in 2035 (beta, beta_us, gamma); alpha lists a blockade (observation).
  addCase('conflict', { name: 'cn-tw-invasion', groups: [['beta', 'beta_us', 'gamma'], ['alpha']], events: [
    B1('Will China invade Taiwan in 2035?', 'Geopolitics', EOY, 'cntw-invade'),
    U1('china-invades-taiwan-2035', 'China invades Taiwan in 2035?', 'Geopolitics', EOY, 'cntw-invade'),
    G1('Chinese military invasion of Taiwan before 2036?', EOY, 'cntw-invade'),
    A1('KXTWBLOCKADE-35', 'China blockade of Taiwan in 2035?', 'World', EOY, '2035', 'Before Jan 1, 2036', 'cntw-blockade'),
  ] }, ['observation']);
}
{ // A US military strike on Iran by 31 March (alpha, beta, gamma); beta_us lists an Israeli strike (actor).
  addCase('conflict', { name: 'us-strike-iran', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXUSSTRIKEIRAN-35MAR31', 'US strikes Iran by Mar 31?', 'World', z('2035-03-31'), 'MAR31', 'Before Apr 1, 2035', 'usiran-mar31'),
    B1('US military action against Iran by March 31?', 'Geopolitics', z('2035-03-31'), 'usiran-mar31'),
    G1('Will the United States strike Iranian territory by March 31, 2035?', z('2035-03-31'), 'usiran-mar31'),
    U1('israel-strikes-iran-by-march-31', 'Israel strikes Iran by March 31?', 'Geopolitics', z('2035-03-31'), 'ilirn-mar31'),
  ] }, ['actor']);
}
{ // A Kosovo–Serbia normalisation agreement signed in 2035 (alpha, beta); gamma: ratified by Serbia's parliament (observation).
  addCase('conflict', { name: 'xk-rs-agreement', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXKOSSRB-35', 'Kosovo-Serbia agreement signed?', 'World', EOY, '2035', 'Before 2036', 'xkrs-sign'),
    B1('Kosovo x Serbia normalization agreement signed in 2035?', 'Geopolitics', EOY, 'xkrs-sign'),
    G1('Serbian parliament ratifies a Kosovo normalisation agreement in 2035?', EOY, 'xkrs-ratify'),
  ] }, ['observation']);
}
{ // DRC and M23 sign a final peace agreement by 30 June: beta, gamma.
  addCase('conflict', { name: 'drc-m23-peace', events: [
    B1('DRC x M23 final peace deal signed by June 30?', 'Geopolitics', z('2035-06-30'), 'drcm23-jun30'),
    G1('Will the DR Congo government and M23 sign a final peace agreement before July 1, 2035?', z('2035-06-30'), 'drcm23-jun30'),
  ] });
}
{ // A nationwide ceasefire in Myanmar in 2035 — alpha only.
  addCase('conflict', { name: 'mm-ceasefire', events: [
    A1('KXMYANMARCF-35', 'Myanmar nationwide ceasefire in 2035?', 'World', EOY, '2035', 'Before 2036', 'mmcf-2035'),
  ] });
}

// ───────────────────────────── SANCTIONS ─────────────────────────────

{ // The EU renews its Russia economic sanctions by 31 July: alpha, beta, gamma.
  addCase('sanctions', { name: 'eu-ru-renewal', events: [
    A1('KXEURUSANC-35JUL31', 'EU renews Russia sanctions by Jul 31?', 'World', z('2035-07-31'), 'JUL31', 'By Jul 31, 2035', 'euru-jul31'),
    B1('EU renews Russia economic sanctions by July 31, 2035?', 'Geopolitics', z('2035-07-31'), 'euru-jul31'),
    G1('Council of the EU extends Russia sectoral sanctions through January 2036 (decision by Jul 31)?', z('2035-07-31'), 'euru-jul31'),
  ] });
}
{ // The US lifts sanctions on PDVSA in 2035 (alpha, beta); gamma lists the EU lifting its Venezuela sanctions (actor).
  addCase('sanctions', { name: 'us-pdvsa', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXPDVSA-35', 'US lifts PDVSA sanctions in 2035?', 'World', EOY, '2035', 'Before 2036', 'uspdvsa-2035', { sources: ['OFAC https://ofac.treasury.gov/recent-actions'] }),
    B1('Will the US lift sanctions on PDVSA in 2035?', 'Geopolitics', EOY, 'uspdvsa-2035'),
    G1('EU lifts Venezuela sanctions before 2036?', EOY, 'euven-2035'),
  ] }, ['actor']);
}
{ // The EU's 30th Russia sanctions package by 31 March (alpha, gamma); beta lists the 31st package by 30 June (measure).
  addCase('sanctions', { name: 'eu-package-30', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXEUPKG30-35MAR31', 'EU 30th sanctions package by Mar 31?', 'World', z('2035-03-31'), 'MAR31', 'By Mar 31, 2035', 'eupkg30-mar31'),
    G1('EU adopts its 30th package of sanctions against Russia by March 31?', z('2035-03-31'), 'eupkg30-mar31'),
    B1('EU 31st Russia sanctions package adopted by June 30?', 'Geopolitics', z('2035-06-30'), 'eupkg31-jun30'),
  ] }, ['measure']);
}
{ // Russian banks reconnected to SWIFT in 2035: beta, beta_us, gamma.
  addCase('sanctions', { name: 'ru-swift', events: [
    B1('Russian banks reconnected to SWIFT in 2035?', 'Geopolitics', EOY, 'ruswift-2035'),
    U1('russia-swift-reconnection-2035', 'Russia back on SWIFT in 2035?', 'Geopolitics', EOY, 'ruswift-2035'),
    G1('Will any major Russian bank be reconnected to SWIFT before 2036?', EOY, 'ruswift-2035'),
  ] });
}

// ───────────────────────────── SUMMITS AND TREATIES ─────────────────────────────

{ // Hale meets China's president in person by 30 June (alpha, beta, beta_us); gamma in 2035 (deadline).
  addCase('summits', { name: 'us-cn-summit', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXHALEXIMEET-35JUN30', 'Hale meets Chinese president by Jun 30?', 'Politics', z('2035-06-30'), 'JUN30', 'Before Jul 1, 2035', 'uscn-jun30'),
    B1('Hale x Chinese President in-person meeting by June 30?', 'Geopolitics', z('2035-06-30'), 'uscn-jun30'),
    U1('hale-meets-chinese-president-by-june-30', 'Will Hale meet China\'s president by June 30?', 'Geopolitics', z('2035-06-30'), 'uscn-jun30'),
    G1('US–China leaders\' summit (in person) in 2035?', EOY, 'uscn-2035'),
  ] }, ['deadline']);
}
{ // Hale attends the G7 summit in the UK in person: alpha, gamma.
  addCase('summits', { name: 'g7-attend', events: [
    A1('KXG7HALE-35', 'Hale attends G7 summit?', 'Politics', z('2035-06-20'), 'YES', 'Attends in person', 'g7hale'),
    G1('Will President Hale attend the 2035 G7 Leaders\' Summit in the United Kingdom?', z('2035-06-20'), 'g7hale'),
  ] });
}
{ // A new US–Russia strategic arms treaty signed in 2035: four venues.
  addCase('summits', { name: 'us-ru-arms-treaty', events: [
    A1('KXUSRUARMS-35', 'New US-Russia arms control treaty in 2035?', 'World', EOY, '2035', 'Before 2036', 'usruarms-2035'),
    B1('US x Russia nuclear arms treaty signed in 2035?', 'Geopolitics', EOY, 'usruarms-2035'),
    U1('us-russia-strategic-arms-treaty-2035', 'New START successor signed in 2035?', 'Geopolitics', EOY, 'usruarms-2035'),
    G1('United States and Russia sign a new strategic arms control treaty by Dec 31, 2035?', EOY, 'usruarms-2035'),
  ] });
}
{ // A global plastics treaty adopted in 2035 (alpha, beta); gamma: it enters into force in 2035 (observation).
  addCase('summits', { name: 'plastics-treaty', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXPLASTICS-35', 'Global plastics treaty adopted in 2035?', 'World', EOY, '2035', 'Before 2036', 'plast-adopt'),
    B1('UN plastics treaty adopted by December 31, 2035?', 'Geopolitics', EOY, 'plast-adopt'),
    G1('Global plastics treaty enters into force in 2035?', EOY, 'plast-force'),
  ] }, ['observation']);
}
{ // Saudi Arabia and Israel normalise relations in 2035: four venues.
  addCase('summits', { name: 'sa-il-normalization', events: [
    A1('KXSAUDIISR-35', 'Saudi-Israel normalization in 2035?', 'World', EOY, '2035', 'Before 2036', 'sail-2035'),
    B1('Saudi Arabia x Israel normalization in 2035?', 'Geopolitics', EOY, 'sail-2035'),
    U1('saudi-israel-normalization-2035', 'Will Saudi Arabia normalize relations with Israel in 2035?', 'Geopolitics', EOY, 'sail-2035'),
    G1('Saudi Arabia joins the Abraham Accords / establishes diplomatic relations with Israel before 2036?', EOY, 'sail-2035'),
  ] });
}

// ───────────────────────────── THE UN AND NATO ─────────────────────────────

{ // Ukraine joins NATO in 2035 (alpha, beta, gamma); beta_us lists Ukraine joining the EU (organization).
  addCase('un_nato', { name: 'ua-nato', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXUANATO-35', 'Ukraine joins NATO in 2035?', 'World', EOY, '2035', 'Before 2036', 'uanato-2035'),
    B1('Will Ukraine join NATO in 2035?', 'Geopolitics', EOY, 'uanato-2035'),
    G1('Ukraine becomes a NATO member before 2036?', EOY, 'uanato-2035'),
    U1('ukraine-joins-eu-2035', 'Will Ukraine join the EU in 2035?', 'Geopolitics', EOY, 'uaeu-2035'),
  ] }, ['organization']);
}
{ // Any new NATO member in 2035: beta, gamma.
  addCase('un_nato', { name: 'nato-new-member', events: [
    B1('Will any country join NATO in 2035?', 'Geopolitics', EOY, 'natonew-2035'),
    G1('NATO admits a new member state in 2035?', EOY, 'natonew-2035'),
  ] });
}
{ // Allies meeting 3.5% core defence spending in 2035 (NATO estimates): alpha's ladder, beta's 25+ (= alpha's 25 rung);
  // gamma's brackets coincide with no rung ("30 or more" = "at least 30").
  addCase('un_nato', { name: 'nato-35-count', events: [
    A('KXNATO35-35', 'NATO allies at 3.5% core defence spending', 'World', z('2035-07-15'), [['20', 'At least 20', 'nato35-20'], ['25', 'At least 25', 'nato35-25'], ['30', 'At least 30', 'nato35-30']],
      { sources: ['NATO Defence Expenditure of NATO Countries https://www.nato.int/cps/en/natohq/topics_49198.htm'] }),
    B1('Will 25 or more NATO allies spend 3.5% of GDP on core defence in 2035?', 'Geopolitics', z('2035-07-15'), 'nato35-25'),
    G('How many NATO allies reach 3.5% of GDP on core defence in 2035?', z('2035-07-16'), gr(['Fewer than 20', 'nato35-lt20'], ['20–24', 'nato35-20to24'], ['25–29', 'nato35-25to29'], ['30 or more', 'nato35-30'])),
  ] }, ['threshold']);
}
{ // Palestine admitted as a full UN member in 2035: beta, beta_us, gamma.
  addCase('un_nato', { name: 'un-palestine', events: [
    B1('Palestine full UN member in 2035?', 'Geopolitics', EOY, 'unpal-2035'),
    U1('palestine-un-membership-2035', 'Will Palestine become a full UN member state in 2035?', 'Geopolitics', EOY, 'unpal-2035'),
    G1('UN General Assembly admits the State of Palestine as a member before 2036?', EOY, 'unpal-2035'),
  ] });
}

// ───────────────────────────── US: CABINET ─────────────────────────────

{ // Dana Whitlock confirmed as Secretary of Defense by 31 March (alpha, beta, beta_us); gamma by 28 February (deadline).
  addCase('cabinet', { name: 'secdef-confirm', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXCONFIRMSECDEF-35MAR31', 'Whitlock confirmed as SecDef by Mar 31?', 'Politics', z('2035-03-31'), 'WHITLOCK', 'Dana Whitlock', 'secdef-mar31', { sources: [SENATE] }),
    B1('Will the Senate confirm Dana Whitlock as Secretary of Defense by March 31?', 'Politics', z('2035-03-31'), 'secdef-mar31'),
    U1('whitlock-confirmed-defense-secretary-march-31', 'Dana Whitlock confirmed as Defense Secretary by Mar 31?', 'Politics', z('2035-03-31'), 'secdef-mar31'),
    G1('Whitlock confirmed as Secretary of Defense before March 1, 2035?', z('2035-02-28'), 'secdef-feb28'),
  ] }, ['deadline']);
}
{ // Raymond Cole's AG confirmation vote: alpha's yes-vote ladder, beta's 55+ (= alpha's 55 rung), gamma's "more than 52" (53+, own rung).
  addCase('cabinet', { name: 'ag-confirm-votes', events: [
    A('KXAGVOTES-35', 'Cole confirmation: Senate yes votes', 'Politics', z('2035-04-30'), [['51', '51 or more', 'agv-51'], ['55', '55 or more', 'agv-55'], ['60', '60 or more', 'agv-60']], { sources: [SENATE] }),
    B1('Will Raymond Cole get 55+ votes in his Senate confirmation?', 'Politics', z('2035-04-30'), 'agv-55'),
    G1('Cole AG confirmation: more than 52 senators vote yes?', z('2035-04-30'), 'agv-53'),
  ] }, ['threshold']);
}
{ // Cole confirmed as Attorney General (alpha, beta, gamma); beta_us: the Judiciary Committee advances him by 28 February (observation).
  addCase('cabinet', { name: 'ag-confirm', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXCONFIRMAG-35', 'Cole confirmed as Attorney General?', 'Politics', z('2035-04-30'), 'COLE', 'Raymond Cole', 'ag-confirm'),
    B1('Will Raymond Cole be confirmed as Attorney General?', 'Politics', z('2035-04-30'), 'ag-confirm'),
    G1('Senate confirms Raymond Cole (Attorney General nominee)?', z('2035-04-30'), 'ag-confirm'),
    U1('judiciary-committee-advances-cole-by-feb-28', 'Senate Judiciary Committee advances Cole nomination by Feb 28?', 'Politics', z('2035-02-28'), 'ag-committee'),
  ] }, ['observation']);
}
{ // Secretary of State Michael Tran out by 30 June (alpha, beta); gamma by 31 December (deadline).
  addCase('cabinet', { name: 'sos-out', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXSOSOUT-35JUN30', 'Tran out as Secretary of State by Jun 30?', 'Politics', z('2035-06-30'), 'JUN30', 'Before Jul 1, 2035', 'sos-jun30'),
    B1('Michael Tran out as Secretary of State by June 30?', 'Politics', z('2035-06-30'), 'sos-jun30'),
    G1('Michael Tran leaves the State Department in 2035?', EOY, 'sos-2035'),
  ] }, ['deadline']);
}
{ // The first cabinet secretary to leave: categorical on beta and gamma.
  addCase('cabinet', { name: 'cabinet-first-out', events: [
    B('Which Hale Cabinet member leaves first?', 'Politics', EOY, bR((n) => `Will ${n} be the first Hale Cabinet member to leave in 2035?`, [['Michael Tran', 'cfo-tran'], ['Karen Liu', 'cfo-liu'], ['Greg Sutter', 'cfo-sutter']])),
    G('First Cabinet secretary out (2035)', EOY, gr(['Michael Tran (State)', 'cfo-tran'], ['Karen Liu (Treasury)', 'cfo-liu'], ['Greg Sutter (Commerce)', 'cfo-sutter'], ['No departure in 2035', 'cfo-none'])),
  ] });
}
{ // DHS Secretary nominee confirmed by 30 April — alpha only.
  addCase('cabinet', { name: 'dhs-confirm', events: [
    A1('KXCONFIRMDHS-35APR30', 'Navarro confirmed as DHS Secretary by Apr 30?', 'Politics', z('2035-04-30'), 'NAVARRO', 'Lisa Navarro', 'dhs-apr30', { sources: [SENATE] }),
  ] });
}

// ───────────────────────────── SUPREME COURT ─────────────────────────────

{ // Montana v. Harlow (OT2034): rules for Montana (alpha, beta, beta_us); gamma asks whether it affirms the Ninth Circuit,
  // which ruled against Montana (inverted).
  addCase('scotus', { name: 'scotus-montana-harlow', events: [
    A1('KXSCOTUSMTHARLOW-35', 'Montana v. Harlow: ruling for Montana?', 'Politics', z('2035-07-03'), 'MT', 'Montana', 'mth-mt', { sources: [SCOTUS] }),
    B1('Will SCOTUS rule in favor of Montana in Montana v. Harlow?', 'Politics', z('2035-07-03'), 'mth-mt'),
    U1('supreme-court-montana-v-harlow', 'Supreme Court sides with Montana in Montana v. Harlow?', 'Politics', z('2035-07-03'), 'mth-mt'),
    G1('Supreme Court affirms the Ninth Circuit in Montana v. Harlow?', z('2035-07-03'), 'mth-affirm', { rules: 'YES if the Court affirms the judgment of the Ninth Circuit (which ruled for Harlow).' }),
  ] }, ['inverted']);
}
{ // A Supreme Court vacancy in 2035 (alpha, beta, gamma); beta_us: Justice Thomas retires in 2035 (person).
  addCase('scotus', { name: 'scotus-vacancy', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXSCOTUSVACANCY-35', 'Supreme Court vacancy in 2035?', 'Politics', EOY, '2035', 'Before 2036', 'scv-2035'),
    B1('Will there be a Supreme Court vacancy in 2035?', 'Politics', EOY, 'scv-2035'),
    G1('A US Supreme Court seat becomes vacant before 2036?', EOY, 'scv-2035'),
    U1('justice-thomas-retires-2035', 'Will Justice Thomas retire in 2035?', 'Politics', EOY, 'scv-thomas'),
  ] }, ['person']);
}
{ // Justice Sotomayor retires by 30 June: alpha, beta.
  addCase('scotus', { name: 'scotus-sotomayor', events: [
    A1('KXSOTOMAYOR-35JUN30', 'Sotomayor retirement announced by Jun 30?', 'Politics', z('2035-06-30'), 'JUN30', 'Before Jul 1, 2035', 'soto-jun30'),
    B1('Justice Sotomayor announces retirement by June 30, 2035?', 'Politics', z('2035-06-30'), 'soto-jun30'),
  ] });
}
{ // The vote split in Montana v. Harlow: gamma's categorical; alpha's unanimous (= 9–0); beta's 6–3.
  addCase('scotus', { name: 'scotus-montana-split', events: [
    G('Montana v. Harlow — vote split', z('2035-07-03'), gr(['9–0', 'mths-90'], ['8–1', 'mths-81'], ['7–2', 'mths-72'], ['6–3', 'mths-63'], ['5–4', 'mths-54'])),
    A1('KXSCOTUSUNAN-35MTHARLOW', 'Montana v. Harlow unanimous?', 'Politics', z('2035-07-03'), 'UNAN', 'Unanimous', 'mths-90'),
    B1('Montana v. Harlow decided 6-3?', 'Politics', z('2035-07-03'), 'mths-63'),
  ] });
}

// ───────────────────────────── BILLS AND EXECUTIVE ORDERS ─────────────────────────────

{ // A shutdown when the CR runs out (by 15 March): alpha, beta, beta_us; gamma any shutdown in 2035 (deadline).
  addCase('bills', { name: 'shutdown-mar15', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1(`KXGOVSHUT-${ad('2035-03-15')}`, 'Government shutdown by Mar 15, 2035?', 'Politics', z('2035-03-15'), 'MAR15', 'Shutdown begins by Mar 15', 'shut-mar15', { sources: ['OPM https://www.opm.gov'] }),
    B1('US government shutdown by March 15?', 'Politics', z('2035-03-15'), 'shut-mar15'),
    U1('government-shutdown-by-march-15-2035', 'Will the federal government shut down by March 15?', 'Politics', z('2035-03-15'), 'shut-mar15'),
    G1('US federal government shutdown in 2035?', EOY, 'shut-2035'),
  ] }, ['deadline']);
}
{ // A Social Security solvency bill signed into law by 30 September (alpha, beta, gamma); beta_us: it passes the House
  // by 30 June (observation).
  addCase('bills', { name: 'ss-solvency', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXSSLAW-35SEP30', 'Social Security solvency bill signed by Sep 30?', 'Politics', z('2035-09-30'), 'SEP30', 'Signed by Sep 30, 2035', 'ssl-sep30', { sources: [`Congress.gov ${CONGRESS}`] }),
    B1('Social Security solvency bill signed into law by September 30?', 'Politics', z('2035-09-30'), 'ssl-sep30'),
    G1('Will a Social Security trust fund solvency law be enacted by Sept 30, 2035?', z('2035-09-30'), 'ssl-sep30'),
    U1('social-security-bill-passes-house-by-june-30', 'Social Security solvency bill passes the House by June 30?', 'Politics', z('2035-06-30'), 'ssl-house-jun30'),
  ] }, ['observation']);
}
{ // The debt limit raised or suspended by 31 July: four venues.
  addCase('bills', { name: 'debt-limit', events: [
    A1('KXDEBTLIMIT-35JUL31', 'Debt ceiling raised by Jul 31?', 'Politics', z('2035-07-31'), 'JUL31', 'By Jul 31, 2035', 'debt-jul31'),
    B1('Debt ceiling raised or suspended by July 31, 2035?', 'Politics', z('2035-07-31'), 'debt-jul31'),
    U1('debt-limit-raised-by-july-31', 'Will Congress raise the debt limit by July 31?', 'Politics', z('2035-07-31'), 'debt-jul31'),
    G1('US debt limit increase or suspension signed before August 1, 2035?', z('2035-07-31'), 'debt-jul31'),
  ] });
}
{ // Executive orders signed in February 2035: alpha's ladder (Federal Register), beta's 15+ (= "more than 14"), gamma's
  // brackets from the White House page (20+ = "more than 19", nf on the source); beta_us counts Q1 (period).
  addCase('bills', { name: 'eo-count-feb', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A(`KXEOCOUNT-${ad('2035-02-28')}`, 'Executive orders signed in February', 'Politics', z('2035-03-03'), [['T9', 'More than 9', 'eo-10'], ['T14', 'More than 14', 'eo-15'], ['T19', 'More than 19', 'eo-20']], { sources: [FR] }),
    B1('Will Hale sign 15+ executive orders in February?', 'Politics', z('2035-03-03'), 'eo-15', { mx: { src: 'https://www.federalregister.gov' } }),
    G('Number of executive orders signed by President Hale in Feb 2035', z('2035-03-03'), gr(['0–9', 'eo-0to9'], ['10–14', 'eo-10to14'], ['15–19', 'eo-15to19'], ['20 or more', 'eo-20']),
      { rules: 'Counted from the Presidential Actions page at whitehouse.gov.' }),
    U1('hale-executive-orders-q1-2035-40-plus', 'Hale signs 40+ executive orders in Q1 2035?', 'Politics', z('2035-04-02'), 'eoq1-40'),
  ] }, ['threshold', 'period', 'source']);
}
{ // A budget reconciliation bill signed by 4 July: alpha, beta, gamma.
  addCase('bills', { name: 'reconciliation-jul4', events: [
    A1('KXRECON-35JUL04', 'Reconciliation bill signed by Jul 4?', 'Politics', z('2035-07-04'), 'JUL4', 'By Jul 4, 2035', 'recon-jul4'),
    B1('Budget reconciliation bill signed into law by July 4?', 'Politics', z('2035-07-04'), 'recon-jul4'),
    G1('Hale signs a reconciliation package by Independence Day 2035?', z('2035-07-04'), 'recon-jul4'),
  ] });
}

// ───────────────────────────── APPROVAL RATINGS ─────────────────────────────

{ // Hale approval on 28 February: Silver Bulletin (alpha's ladder, gamma's brackets: "above 45.9%" = "46.0% or higher");
  // beta reads the RCP average and beta_us Gallup's February poll (source: different statistics).
  addCase('approval', { name: 'approval-feb28', groups: [['alpha', 'gamma'], ['beta'], ['beta_us']], events: [
    A(`KXAPRVHALE-${ad('2035-02-28')}`, 'Hale approval rating (Silver Bulletin) on Feb 28', 'Politics', z('2035-02-28'),
      [['T41.9', 'Above 41.9%', 'sb-42'], ['T43.9', 'Above 43.9%', 'sb-44'], ['T45.9', 'Above 45.9%', 'sb-46']], { sources: ['Silver Bulletin https://www.natesilver.net'] }),
    G('Hale approval on Feb 28 (Silver Bulletin)', z('2035-02-28'), gr(['Below 42.0%', 'sb-lt42'], ['42.0–43.9%', 'sb-42to44'], ['44.0–45.9%', 'sb-44to46'], ['46.0% or higher', 'sb-46'])),
    B1('Hale approval above 44% on RCP on February 28?', 'Politics', z('2035-02-28'), 'rcp-44', { mx: { src: 'https://www.realclearpolling.com' } }),
    U1('hale-gallup-approval-february-44', 'Hale Gallup approval 44% or higher in February?', 'Politics', z('2035-03-05'), 'gallup-44'),
  ] }, ['source', 'threshold']);
}
{ // Hale approval on 31 March (Silver Bulletin, one decimal): alpha's ladder, beta's "43% or higher" (= "above 42.9%");
  // gamma asks about net approval (measure).
  addCase('approval', { name: 'approval-mar31', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXAPRVHALE-${ad('2035-03-31')}`, 'Hale approval rating (Silver Bulletin) on Mar 31', 'Politics', z('2035-03-31'),
      [['T41.9', 'Above 41.9%', 'sbm-42'], ['T42.9', 'Above 42.9%', 'sbm-43'], ['T43.9', 'Above 43.9%', 'sbm-44']], { sources: ['Silver Bulletin https://www.natesilver.net'] }),
    B1('Hale approval 43% or higher on Silver Bulletin on March 31?', 'Politics', z('2035-03-31'), 'sbm-43'),
    G1('Hale net approval positive on March 31 (Silver Bulletin)?', z('2035-03-31'), 'sbm-net0'),
  ] }, ['measure']);
}
{ // Economist/YouGov approval — beta_us only.
  addCase('approval', { name: 'approval-yougov', events: [
    U1('hale-approval-economist-yougov-40', 'Hale approval 40%+ in the Economist/YouGov poll (week of Mar 3)?', 'Politics', z('2035-03-07'), 'yg-40'),
  ] });
}

// ───────────────────────────── 2036 PRIMARIES ─────────────────────────────

{ // The 2036 Democratic presidential nominee: four venues.
  const ps: P[] = [['Elena Marsh', 'dnom-marsh'], ['Tom Kessler', 'dnom-kessler'], ['Nia Brooks', 'dnom-brooks'], ['David Park', 'dnom-park']];
  addCase('primaries', { name: 'dem-nominee-2036', events: [
    A('KXPRESNOMD-36', '2036 Democratic presidential nominee', 'Elections', z('2036-08-31'), aR([...ps, ['Rafael Ortega', 'dnom-ortega']])),
    B('Democratic Presidential Nominee 2036', 'Politics', z('2036-08-31'), bR((n) => `Will ${n} win the 2036 Democratic presidential nomination?`, [...ps, ['Rafael Ortega', 'dnom-ortega']])),
    U('democratic-nominee-2036', '2036 Democratic Nominee', 'Politics', z('2036-08-31'), uR('dem-nominee-2036', ps.slice(0, 3))),
    G('Who will be the Democratic nominee for President in 2036?', z('2036-08-31'), gr(['Gov. Elena Marsh', 'dnom-marsh'], ['Sen. Tom Kessler', 'dnom-kessler'], ['Nia Brooks', 'dnom-brooks'], ['David Park', 'dnom-park'], ['Other', 'dnom-other'])),
  ] });
}
{ // The 2036 Republican nominee: alpha's Hale binary is the Hale row of the others' categoricals.
  const ps: P[] = [['Marcus Hale', 'rnom-hale'], ['Laura Benning', 'rnom-benning'], ['Colton Reyes', 'rnom-reyes']];
  addCase('primaries', { name: 'gop-nominee-2036', events: [
    A1('KXPRESNOMR-36', 'Will Hale be the 2036 Republican nominee?', 'Elections', z('2036-08-31'), 'HALE', 'Marcus Hale', 'rnom-hale'),
    B('Republican Presidential Nominee 2036', 'Politics', z('2036-08-31'), bR((n) => `Will ${n} win the 2036 Republican presidential nomination?`, ps)),
    U('republican-nominee-2036', '2036 Republican Nominee', 'Politics', z('2036-08-31'), uR('gop-nominee-2036', ps.slice(0, 2))),
    G('2036 GOP presidential nominee', z('2036-08-31'), gr(['President Hale', 'rnom-hale'], ['VP Laura Benning', 'rnom-benning'], ['Colton Reyes', 'rnom-reyes'], ['Other', 'rnom-other'])),
  ] });
}
{ // Elena Marsh announces a 2036 run by 30 June (alpha, beta, gamma); beta_us by 31 December (deadline).
  addCase('primaries', { name: 'marsh-announce', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXMARSHRUN-35JUN30', 'Marsh announces 2036 run by Jun 30?', 'Elections', z('2035-06-30'), 'JUN30', 'Before Jul 1, 2035', 'marsh-jun30'),
    B1('Will Elena Marsh announce a presidential run by June 30, 2035?', 'Politics', z('2035-06-30'), 'marsh-jun30'),
    G1('Gov. Elena Marsh officially launches a 2036 presidential campaign before July 2035?', z('2035-06-30'), 'marsh-jun30'),
    U1('elena-marsh-announces-2036-run-in-2035', 'Elena Marsh announces 2036 presidential bid in 2035?', 'Politics', EOY, 'marsh-2035'),
  ] }, ['deadline']);
}
{ // Tom Kessler announces by 31 March (beta, gamma); alpha: he forms an exploratory committee by 31 March (observation).
  addCase('primaries', { name: 'kessler-announce', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will Tom Kessler announce a 2036 presidential run by March 31?', 'Politics', z('2035-03-31'), 'kessler-mar31'),
    G1('Sen. Kessler declares for President by Mar 31, 2035?', z('2035-03-31'), 'kessler-mar31'),
    A1('KXKESSLEREXPL-35MAR31', 'Kessler exploratory committee by Mar 31?', 'Elections', z('2035-03-31'), 'MAR31', 'Files by Mar 31, 2035', 'kessler-expl'),
  ] }, ['observation']);
}
{ // Leader of the RCP 2036 Democratic primary average on 31 March (alpha, gamma); beta on 30 June (date).
  addCase('primaries', { name: 'dem-poll-leader', groups: [['alpha', 'gamma'], ['beta']], events: [
    A(`KXDEMPOLL-${ad('2035-03-31')}`, 'Leader in RCP Democratic primary average on Mar 31', 'Elections', z('2035-03-31'), aR([['Elena Marsh', 'dpl-mar-marsh'], ['Tom Kessler', 'dpl-mar-kessler'], ['Nia Brooks', 'dpl-mar-brooks']])),
    G('Who leads the RCP 2036 Dem primary average on March 31?', z('2035-03-31'), gr(['Marsh', 'dpl-mar-marsh'], ['Kessler', 'dpl-mar-kessler'], ['Brooks', 'dpl-mar-brooks'], ['Other', 'dpl-mar-other'])),
    B('2036 Democratic Primary Polling Leader on June 30?', 'Politics', z('2035-06-30'), bR((n) => `Will ${n} lead the RCP 2036 Democratic primary average on June 30?`, [['Elena Marsh', 'dpl-jun-marsh'], ['Tom Kessler', 'dpl-jun-kessler']])),
  ] }, ['date']);
}
{ // The first state on the DNC's 2036 primary calendar: beta, gamma.
  addCase('primaries', { name: 'dnc-first-state', events: [
    B('First State on the 2036 Democratic Primary Calendar', 'Politics', z('2035-12-31'), bR((n) => `Will ${n} hold the first 2036 Democratic primary?`, [['New Hampshire', 'dfs-nh'], ['South Carolina', 'dfs-sc'], ['Nevada', 'dfs-nv'], ['Michigan', 'dfs-mi']])),
    G('DNC 2036 calendar: first primary state', z('2035-12-31'), gr(['NH', 'dfs-nh'], ['SC', 'dfs-sc'], ['NV', 'dfs-nv'], ['MI', 'dfs-mi'], ['Iowa', 'dfs-ia'])),
  ] });
}
{ // A primary challenge to Hale — beta_us only.
  addCase('primaries', { name: 'hale-challenger', events: [
    U1('hale-primary-challenger-2035', 'Will a sitting GOP senator or governor challenge Hale for the 2036 nomination in 2035?', 'Politics', EOY, 'halechal-2035'),
  ] });
}

// ───────────────────────────── NOVEMBER 2035: VIRGINIA, NEW JERSEY, NEW YORK CITY ─────────────────────────────

const ED = '2035-11-06';
{ // Virginia governor (party): alpha, beta, beta_us; gamma lists the lieutenant governor's race (office).
  addCase('nov2035', { name: 'va-gov', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXGOVVA-35', 'Virginia governor election winner', 'Elections', z('2035-11-07'), [['D', 'Democratic', 'vag-d'], ['R', 'Republican', 'vag-r']]),
    B('Virginia Governor Election Winner', 'Politics', z(ED), bR((n) => `Will the ${n} win the 2035 Virginia governor race?`, [['Democrats', 'vag-d'], ['Republicans', 'vag-r']])),
    U('virginia-governor-election-2035', 'Virginia Governor 2035', 'Politics', z(ED), uR('va-gov-2035', [['Democrat', 'vag-d'], ['Republican', 'vag-r']])),
    G('Virginia Lieutenant Governor 2035 — winning party', z('2035-11-07'), gr(['Democratic', 'valg-d'], ['Republican', 'valg-r'])),
  ] }, ['office']);
}
{ // Virginia governor margin: alpha's ladder, beta_us the Democrat by more than 10 (= alpha's 10 rung).
  addCase('nov2035', { name: 'va-gov-margin', events: [
    A('KXGOVVAMARGIN-35', 'Virginia governor: Democratic margin', 'Elections', z('2035-11-20'), [['D5', 'Democrat wins by more than 5 pts', 'vam-d5'], ['D10', 'Democrat wins by more than 10 pts', 'vam-d10'], ['D15', 'Democrat wins by more than 15 pts', 'vam-d15']]),
    U1('virginia-governor-democrat-wins-by-more-than-10', 'Will the Democrat win Virginia by more than 10 points?', 'Politics', z('2035-11-20'), 'vam-d10'),
  ] });
}
{ // New Jersey governor (party): four venues.
  addCase('nov2035', { name: 'nj-gov', events: [
    A('KXGOVNJ-35', 'New Jersey governor election winner', 'Elections', z('2035-11-07'), [['D', 'Democratic', 'njg-d'], ['R', 'Republican', 'njg-r']]),
    B('New Jersey Governor Election Winner', 'Politics', z(ED), bR((n) => `Will the ${n} win the 2035 New Jersey governor race?`, [['Democrats', 'njg-d'], ['Republicans', 'njg-r']])),
    U('new-jersey-governor-election-2035', 'NJ Governor 2035', 'Politics', z(ED), uR('nj-gov-2035', [['Democrat', 'njg-d'], ['Republican', 'njg-r']])),
    G(`New Jersey gubernatorial election (${long(ED)}) — party`, z('2035-11-07'), gr(['Democratic Party', 'njg-d'], ['Republican Party', 'njg-r'])),
  ] });
}
{ // The New Jersey Democratic primary for governor (5 June): beta, gamma; alpha lists the Republican primary (category).
  addCase('nov2035', { name: 'nj-dem-primary', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('New Jersey Democratic Gubernatorial Primary', 'Politics', z('2035-06-05'), bR((n) => `Will ${n} win the NJ Democratic primary for governor?`, [['Ravi Shah', 'njdp-shah'], ['Linda Moreno', 'njdp-moreno'], ['Sean Gallagher', 'njdp-gallagher']])),
    G('NJ Dem primary for governor (June 5) — winner', z('2035-06-06'), gr(['Ravi Shah', 'njdp-shah'], ['Linda Moreno', 'njdp-moreno'], ['Sean Gallagher', 'njdp-gallagher'], ['Other', 'njdp-other'])),
    A('KXNJGOVPRIMR-35', 'New Jersey Republican gubernatorial primary', 'Elections', z('2035-06-06'), aR([['Brian Kowalski', 'njrp-kowalski'], ['Donna Ferraro', 'njrp-ferraro']])),
  ] }, ['category']);
}
{ // New York City's special mayoral election (6 November, after Mayor Castellano's resignation): four venues.
  const ps: P[] = [['Jasmine Ortiz', 'nyc-ortiz'], ['Daniel Kim', 'nyc-kim'], ['Michael Russo', 'nyc-russo']];
  addCase('nov2035', { name: 'nyc-mayor', events: [
    A('KXMAYORNYC-35', 'NYC mayoral special election winner', 'Elections', z('2035-11-07'), aR(ps)),
    B('NYC Mayoral Special Election', 'Politics', z(ED), bR((n) => `Will ${n} win the 2035 New York City mayoral election?`, ps)),
    U('nyc-mayor-special-election-2035', 'New York City Mayor 2035', 'Politics', z(ED), uR('nyc-mayor-2035', ps.slice(0, 2))),
    G('Who will win the NYC mayoral race on Nov 6, 2035?', z('2035-11-07'), gr(['Ortiz', 'nyc-ortiz'], ['Kim', 'nyc-kim'], ['Russo', 'nyc-russo'], ['Other', 'nyc-other'])),
  ] });
}
{ // Democrats keep the Virginia House of Delegates (alpha, beta, gamma); beta_us lists New Jersey's General Assembly (place).
  addCase('nov2035', { name: 'va-house', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXVAHOUSE-35', 'Virginia House of Delegates control', 'Elections', z('2035-11-20'), 'D', 'Democrats', 'vah-d'),
    B1('Will Democrats keep control of the Virginia House of Delegates?', 'Politics', z('2035-11-20'), 'vah-d'),
    G1('Democratic majority in the Virginia House of Delegates after Nov 2035?', z('2035-11-20'), 'vah-d'),
    U1('democrats-keep-new-jersey-general-assembly-2035', 'Will Democrats keep control of the New Jersey General Assembly?', 'Politics', z('2035-11-20'), 'nja-d'),
  ] }, ['place']);
}
{ // Virginia attorney general (party): beta, gamma.
  addCase('nov2035', { name: 'va-ag', events: [
    B('Virginia Attorney General Election', 'Politics', z(ED), bR((n) => `Will the ${n} win the 2035 Virginia attorney general race?`, [['Democrats', 'vaag-d'], ['Republicans', 'vaag-r']])),
    G('Virginia AG 2035: party', z('2035-11-07'), gr(['Democrat', 'vaag-d'], ['Republican', 'vaag-r'])),
  ] });
}

// ───────────────────────────── COURT CASES ─────────────────────────────

{ // Former Governor Grant Hollis convicted on at least one count by 30 June (alpha, beta, gamma); beta_us: sentenced to
  // prison in 2035 (observation).
  addCase('courts', { name: 'hollis-trial', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXHOLLIS-35JUN30', 'Hollis convicted by Jun 30?', 'Politics', z('2035-06-30'), 'JUN30', 'Convicted by Jun 30, 2035', 'hollis-conv'),
    B1('Will Grant Hollis be convicted by June 30?', 'Politics', z('2035-06-30'), 'hollis-conv'),
    G1('Ex-Gov. Hollis found guilty on at least one federal count before July 2035?', z('2035-06-30'), 'hollis-conv'),
    U1('grant-hollis-sentenced-to-prison-2035', 'Grant Hollis sentenced to prison in 2035?', 'Politics', EOY, 'hollis-prison'),
  ] }, ['observation']);
}
{ // The ICJ delivers its judgment in Guyana v. Venezuela by 30 June: beta, gamma.
  addCase('courts', { name: 'icj-guyana', events: [
    B1('ICJ judgment in Guyana v. Venezuela by June 30?', 'Geopolitics', z('2035-06-30'), 'icj-jun30'),
    G1('International Court of Justice rules on the merits in Guyana v. Venezuela before July 1, 2035?', z('2035-06-30'), 'icj-jun30'),
  ] });
}
{ // US v. Vantage AI: the court orders a structural breakup in 2035: four venues.
  addCase('courts', { name: 'vantage-breakup', events: [
    A1('KXVANTAGE-35', 'Court orders Vantage AI breakup?', 'Politics', EOY, '2035', 'Before 2036', 'vantage-2035'),
    B1('Will a court order the breakup of Vantage AI in 2035?', 'Politics', EOY, 'vantage-2035'),
    U1('vantage-ai-breakup-ordered-2035', 'Vantage AI breakup ordered in 2035?', 'Politics', EOY, 'vantage-2035'),
    G1('US v. Vantage AI: divestiture remedy ordered by Dec 31, 2035?', EOY, 'vantage-2035'),
  ] });
}
{ // ICC arrest warrant — gamma only.
  addCase('courts', { name: 'icc-warrant', events: [
    G1('ICC issues a public arrest warrant for a sitting head of state in 2035?', EOY, 'icc-2035'),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout62-set.json', import.meta.url));
