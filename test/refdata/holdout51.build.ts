// Fifty-first independent refdata holdout: writes test/refdata/holdout51-set.json (the long tail of mid-to-late 2033 as
// the venues listed it in July 2033: AI model releases and leaderboard leaders, phone launches, app store rankings and
// chip export rules; CEO departures, mergers and antitrust rulings, market caps, layoffs and an IPO; the Emmys, box
// office weekends, streaming top 10s, the Billboard charts, song contests, book prizes and celebrity releases; launches,
// Moon and Mars missions, WHO declarations, outbreaks and FDA decisions; hurricane counts and landfalls, monthly global
// temperature records, city daily highs at named stations and sea ice; foreign elections, leaders leaving office,
// ceasefires, summits, treaties, referendums and the Nobel Peace Prize).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout51.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout47.build.ts (its header: the general labelling rules below
// are adopted from it verbatim), some of its cases (lines 80–330, for their shape only) and its last 10 lines (how the
// JSON is written out). Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build
// file or test in test/refdata/, nor git history or other branches. The matcher, `eval`, `diagnose` and the tests were
// never run on this set: it is NOT tuned and has not been seen.
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
// - Leaderboards and rankings are statistics of their publisher: the LMArena text arena and the LMArena WebDev arena are
//   different measures; "which company has the top model" and "which model is top" are different outcome spaces of one
//   leaderboard, but this set lists only the company question. The US iPhone App Store and Google Play, top free and
//   top grossing, the Billboard Hot 100 and the UK Official Chart, Billboard and Spotify, Netflix's global weekly Top 10
//   and its US list or Nielsen's streaming chart are all different statistics, so different events. Chart dates differ
//   = different events.
// - Global monthly temperature datasets (NASA GISTEMP, NOAA GlobalTemp, Copernicus ERA5) are different reconstructions,
//   read like poll aggregators: different statistics, so different events (kind 'statistic'); NSIDC's Sea Ice Index and
//   JAXA's extent likewise. The annual daily minimum (5-day mean) and the September monthly mean are different measures.
//   A city's daily high at its NWS climate station and the Weather Underground history of another station of that city
//   are one event, nf (the general rule); daily high vs daily low are different measures; another day is another date.
// - Corporate and official acts: announcing a departure vs ceasing to hold the office, filing vs listing, suing to block
//   vs closing, a ruling being issued vs its holding, an advisory committee's vote vs the approval, a declaration of a
//   PHEIC vs of a "pandemic emergency" (the 2024 IHR tier) are different observations. The FDA and the EMA, the European
//   Commission and the UK CMA are different places (offices). Market caps at one close from companiesmarketcap vs Yahoo
//   Finance are one event, nf; "hits $X at any time in 2033" vs "above $X at the Dec 30 close" are different observations.
// - Box office: Box Office Mojo vs The Numbers is one event, nf; the 3-day weekend vs the 4-day Labor Day frame, domestic
//   vs worldwide, opening vs second weekend, and gross vs rank are different measures or periods.
// - Elections: the largest party by seats, by votes and who becomes head of government are different measures; a first
//   round and a runoff are different rounds; an election being held vs its result are different observations. A
//   leader's two offices (General Secretary vs state President) are different offices. Awards: each Emmy category is
//   its own event; a shortlist and the winner are different rounds.
// - Counts (launches, storms, measles cases, approvals) are integers: "Above 299" and "300 or more" are one outcome;
//   "more than 300" is another rung.
// Ids: beta event ids 590001+, gamma ids 53001+, alpha tickers dated 2033; all closes after 2026-11-23.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, slug, holdoutKit, gr } from './evalset.emit.ts';
import type { HoldoutRow } from './evalset.emit.ts';

type Cat = 'ai' | 'devices' | 'chips' | 'ceo' | 'deals' | 'market_cap' | 'layoffs' | 'awards' | 'box_office' | 'streaming' | 'music' | 'contests' | 'celebrity'
  | 'space' | 'health' | 'hurricanes' | 'climate' | 'city_weather' | 'sea_ice' | 'elections' | 'leaders' | 'diplomacy';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'period' | 'place' | 'observation' | 'round' | 'category' | 'statistic' | 'office' | 'entity';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(590000, 53000);
/** A beta ladder: market slugs `${prefix}-${slug(label)}`, each with its own question. */
const bl = (prefix: string, q: (label: string) => string, ps: Array<[string, string]>): HoldoutRow[] =>
  ps.map(([label, t]) => [`${prefix}-${slug(label)}`, label, t, { q: q(label) }]);

const LMARENA = 'https://lmarena.ai/leaderboard/text';
const CMC = 'https://companiesmarketcap.com/';
const BOM = 'Box Office Mojo https://www.boxofficemojo.com/weekend/';
const TN = 'https://www.the-numbers.com/weekend-box-office-chart';
const BB = 'Billboard https://www.billboard.com/charts/hot-100/';
const NFX = 'https://www.netflix.com/tudum/top10';
const NHC = 'National Hurricane Center https://www.nhc.noaa.gov/';
const GISS = 'NASA GISS https://data.giss.nasa.gov/gistemp/';
const C3S = 'Copernicus Climate Change Service https://climate.copernicus.eu/';
const NSIDC = 'NSIDC Sea Ice Index https://nsidc.org/data/seaice_index';
const WHO = 'https://www.who.int/news';
const FDA = 'https://www.fda.gov/news-events/press-announcements';

// ───────────────────────────── TECHNOLOGY: AI ─────────────────────────────

{ // Top company on the LMArena text leaderboard at the end of August (alpha, beta, beta_us).
  const co = (c: string): string => `topai-aug-${slug(c)}`;
  addCase('ai', { name: 'ai-top-company-aug', events: [
    A('KXTOPAI-33AUG31', 'Top AI model company on Aug 31, 2033?', 'Science and Technology', z('2033-08-31', '23:59'), [['OAI', 'OpenAI', co('OpenAI')], ['GOOG', 'Google', co('Google')],
      ['ANTH', 'Anthropic', co('Anthropic')], ['XAI', 'xAI', co('xAI')], ['DSK', 'DeepSeek', co('DeepSeek')]], { sources: [`LMArena ${LMARENA}`] }),
    B('Which company has the best AI model end of August?', 'Tech', z('2033-08-31', '23:59'), w(bl('best-ai-model-end-of-august-2033', (c) => `Will ${c} have the best AI model at the end of August 2033?`,
      [['OpenAI', co('OpenAI')], ['Google', co('Google')], ['Anthropic', co('Anthropic')], ['xAI', co('xAI')], ['Meta', co('Meta')], ['DeepSeek', co('DeepSeek')]]), { src: LMARENA })),
    U('best-ai-model-end-of-august-2033', 'Best AI Model: End of August', 'Tech', z('2033-08-31', '23:59'), [['aimodel-aug33-google', 'Google', co('Google')], ['aimodel-aug33-openai', 'OpenAI', co('OpenAI')],
      ['aimodel-aug33-anthropic', 'Anthropic', co('Anthropic')]]),
  ] });
}
{ // Top company on Sep 30 on the text arena (beta; gamma's "Google DeepMind" = Google, its "Other" has no beta bucket); alpha lists the
  // WebDev arena (measure). The August listings above are another date.
  addCase('ai', { name: 'ai-top-company-sep', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Which company has the best AI model end of September?', 'Tech', z('2033-09-30', '23:59'), w(bl('best-ai-model-end-of-september-2033', (c) => `Will ${c} have the best AI model at the end of September 2033?`,
      [['OpenAI', 'topai-sep-openai'], ['Google', 'topai-sep-google'], ['Anthropic', 'topai-sep-anthropic'], ['xAI', 'topai-sep-xai']]), { src: LMARENA })),
    G('Who will top the LMArena text leaderboard on Sept 30, 2033? (by company)', z('2033-09-30', '23:59'), gr(['OpenAI', 'topai-sep-openai'], ['Google DeepMind', 'topai-sep-google'],
      ['Anthropic', 'topai-sep-anthropic'], ['xAI', 'topai-sep-xai'], ['Other', 'topai-sep-other'])),
    A('KXWEBDEVAI-33SEP30', 'Top model on LMArena WebDev on Sep 30, 2033?', 'Science and Technology', z('2033-09-30', '23:59'), [['ANTH', 'Anthropic', 'webdev-sep-anthropic'],
      ['OAI', 'OpenAI', 'webdev-sep-openai'], ['GOOG', 'Google', 'webdev-sep-google']], { sources: ['LMArena https://lmarena.ai/leaderboard/webdev'] }),
  ] }, ['measure']);
}
{ // GPT-7 by Sep 30 (alpha, beta) vs in 2033 (beta_us, gamma "before 2034"): deadline.
  addCase('ai', { name: 'ai-gpt7-release', groups: [['alpha', 'beta'], ['beta_us', 'gamma']], events: [
    A1('KXGPT7-33SEP30', 'Will OpenAI release GPT-7 before Oct 1, 2033?', 'Science and Technology', z('2033-09-30', '23:59'), 'SEP30', 'Before Oct 1, 2033', 'gpt7-sep',
      { rules: 'If OpenAI makes a model named GPT-7 generally available to the public (ChatGPT or API) before Oct 1, 2033, then the market resolves to Yes.' }),
    B1('GPT-7 released by September 30?', 'Tech', z('2033-09-30', '23:59'), 'gpt7-sep'),
    U1('openai-releases-gpt-7-in-2033', 'Will OpenAI release GPT-7 in 2033?', 'Tech', z('2033-12-31', '23:59'), 'gpt7-2033'),
    G1('GPT-7 public release before 2034?', z('2033-12-31', '23:59'), 'gpt7-2033'),
  ] }, ['deadline']);
}
{ // Gemini 6 in 2033 (alpha, beta "before 2034"); gamma by Oct 31 (deadline).
  addCase('ai', { name: 'ai-gemini6-release', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXGEMINI6-33', 'Gemini 6 released in 2033?', 'Science and Technology', z('2033-12-31', '23:59'), '2033', 'In 2033', 'gemini6-2033'),
    B1('Google releases Gemini 6 before 2034?', 'Tech', z('2033-12-31', '23:59'), 'gemini6-2033'),
    G1('Will Gemini 6 be released by October 31, 2033?', z('2033-10-31', '23:59'), 'gemini6-oct'),
  ] }, ['deadline']);
}
{ // Humanity's Last Exam by Dec 31: beta "60%+" = alpha's "60% or above" rung; gamma asks about FrontierMath Tier 4 (measure).
  addCase('ai', { name: 'ai-hle-score', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXAIHLE-33', 'Top score on Humanity\'s Last Exam by Dec 31, 2033?', 'Science and Technology', z('2033-12-31', '23:59'), [['50', '50% or above', 'hle-50'], ['60', '60% or above', 'hle-60'],
      ['70', '70% or above', 'hle-70']], { sources: ['Scale AI / CAIS https://lastexam.ai/'] }),
    B1('Will an AI model score 60%+ on Humanity\'s Last Exam in 2033?', 'Tech', z('2033-12-31', '23:59'), 'hle-60'),
    G1('AI scores ≥50% on FrontierMath Tier 4 by end of 2033?', z('2033-12-31', '23:59'), 'frontiermath-t4-50'),
  ] }, ['measure']);
}
{ // ARC Prize 2033 grand prize claimed (alpha, beta, gamma).
  addCase('ai', { name: 'ai-arc-prize', events: [
    B1('ARC Prize 2033 Grand Prize claimed?', 'Tech', z('2033-12-06', '23:59'), 'arc-2033-grand'),
    G1('Will someone win the ARC Prize 2033 grand prize?', z('2033-12-06', '23:59'), 'arc-2033-grand'),
    A1('KXARCPRIZE-33', 'ARC Prize 2033: Grand Prize awarded?', 'Science and Technology', z('2033-12-06', '23:59'), 'GRAND', 'Grand Prize awarded', 'arc-2033-grand'),
  ] });
}
{ // Claude 7 by Sep 30 — beta_us only.
  addCase('ai', { name: 'ai-claude7-release', events: [
    U1('anthropic-releases-claude-7-by-september-30', 'Anthropic releases Claude 7 by September 30?', 'Tech', z('2033-09-30', '23:59'), 'claude7-sep'),
  ] });
}

// ───────────────────────────── TECHNOLOGY: DEVICES, APPS, CHIPS ─────────────────────────────

{ // Foldable iPhone announced at the September event (alpha, beta, gamma); beta_us asks whether it is on sale by Dec 31 (observation).
  addCase('devices', { name: 'apple-foldable-announce', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXAPPLEFOLD-33SEP', 'Will Apple announce a foldable iPhone at its September 2033 event?', 'Science and Technology', z('2033-09-30', '23:59'), 'YES', 'Foldable iPhone announced', 'ifold-announce'),
    B1('Foldable iPhone announced at Apple\'s September event?', 'Tech', z('2033-09-30', '23:59'), 'ifold-announce'),
    G1('Apple Sept 2033 keynote: foldable iPhone unveiled?', z('2033-09-30', '23:59'), 'ifold-announce'),
    U1('foldable-iphone-on-sale-by-dec-31-2033', 'Will a foldable iPhone be available to buy by Dec 31, 2033?', 'Tech', z('2033-12-31', '23:59'), 'ifold-onsale'),
  ] }, ['observation']);
}
{ // iPhone 25 Pro US starting price: alpha "Above $1,099" = beta "more than $1,099"; gamma "$1,199 or more" is another rung (threshold).
  addCase('devices', { name: 'iphone25-pro-price', events: [
    A('KXIPHONEPRICE-33', 'iPhone 25 Pro starting price (US)?', 'Science and Technology', z('2033-09-30', '23:59'), [['T1099', 'Above $1,099', 'ip25-gt1099'], ['T1199', 'Above $1,199', 'ip25-gt1199']]),
    B1('Will the iPhone 25 Pro start at more than $1,099?', 'Tech', z('2033-09-30', '23:59'), 'ip25-gt1099'),
    G1('iPhone 25 Pro base price $1,199 or more in the US?', z('2033-09-30', '23:59'), 'ip25-ge1199'),
  ] }, ['threshold']);
}
{ // #1 free iPhone app in the US on Aug 15 (alpha, beta); gamma asks about Google Play's top free (statistic).
  addCase('devices', { name: 'appstore-top-free-aug15', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTOPAPP-33AUG15', '#1 free app on the US App Store on Aug 15, 2033?', 'Science and Technology', z('2033-08-15', '23:59'), [['CHATGPT', 'ChatGPT', 'app-aug15-chatgpt'],
      ['GEMINI', 'Google Gemini', 'app-aug15-gemini'], ['THREADS', 'Threads', 'app-aug15-threads'], ['TEMU', 'Temu', 'app-aug15-temu']], { sources: ['Apple App Store https://apps.apple.com/us/charts/iphone'] }),
    B('#1 Free App in Apple App Store on August 15?', 'Tech', z('2033-08-15', '23:59'), bl('top-free-app-aug-15', (a) => `Will ${a} be the #1 free app in the US Apple App Store on August 15?`,
      [['ChatGPT', 'app-aug15-chatgpt'], ['Gemini', 'app-aug15-gemini'], ['Threads', 'app-aug15-threads'], ['TikTok', 'app-aug15-tiktok']])),
    G('Top free app on Google Play (US) — Aug 15, 2033', z('2033-08-15', '23:59'), gr(['ChatGPT', 'gplay-aug15-chatgpt'], ['Gemini', 'gplay-aug15-gemini'], ['Temu', 'gplay-aug15-temu'])),
  ] }, ['statistic']);
}
{ // ChatGPT #1 free on Sep 1 (beta_us) vs #1 top grossing on Sep 1 (alpha): measure.
  addCase('devices', { name: 'appstore-chatgpt-sep1', groups: [['beta_us'], ['alpha']], events: [
    U1('chatgpt-number-one-free-app-september-1', 'ChatGPT #1 free app on September 1?', 'Tech', z('2033-09-01', '23:59'), 'chatgpt-free-sep1'),
    A1('KXTOPGROSSAPP-33SEP01', '#1 top grossing iPhone app (US) on Sep 1, 2033?', 'Science and Technology', z('2033-09-01', '23:59'), 'CHATGPT', 'ChatGPT', 'chatgpt-gross-sep1'),
  ] }, ['measure']);
}
{ // New BIS AI chip export rule by Sep 30 (alpha, beta) vs by Dec 31 (gamma): deadline.
  addCase('chips', { name: 'bis-chip-rule', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXCHIPRULE-33SEP30', 'New US AI chip export rule by Sep 30, 2033?', 'Science and Technology', z('2033-09-30', '23:59'), 'SEP30', 'Before Oct 1, 2033', 'bis-rule-sep',
      { rules: 'If the Bureau of Industry and Security publishes a new rule restricting exports of advanced AI chips in the Federal Register before Oct 1, 2033, then the market resolves to Yes.' }),
    B1('New US AI chip export controls by September 30?', 'Tech', z('2033-09-30', '23:59'), 'bis-rule-sep'),
    G1('US Commerce issues new AI chip export restrictions in 2033?', z('2033-12-31', '23:59'), 'bis-rule-2033'),
  ] }, ['deadline']);
}
{ // Nvidia licensed to sell its newest data-centre chip to China in 2033 (beta, beta_us).
  addCase('chips', { name: 'nvidia-china-license', events: [
    B1('US allows Nvidia to sell Rubin chips to China in 2033?', 'Tech', z('2033-12-31', '23:59'), 'nvda-rubin-china'),
    U1('nvidia-rubin-china-export-approved-2033', 'Will the US approve Nvidia Rubin exports to China in 2033?', 'Tech', z('2033-12-31', '23:59'), 'nvda-rubin-china'),
  ] });
}
{ // TSMC Arizona volume production at 2 nm in 2033 — alpha only.
  addCase('chips', { name: 'tsmc-arizona-2nm', events: [
    A1('KXTSMCAZ-33', 'TSMC Arizona begins 2nm volume production in 2033?', 'Science and Technology', z('2033-12-31', '23:59'), 'YES', 'Begins in 2033', 'tsmc-az-2nm'),
  ] });
}

// ───────────────────────────── COMPANIES ─────────────────────────────

{ // Musk out as Tesla CEO before 2034 (alpha, beta, beta_us); gamma asks whether he announces he will step down (observation).
  addCase('ceo', { name: 'ceo-musk-tesla', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXCEOOUT-33-TSLA', 'Elon Musk out as Tesla CEO before 2034?', 'Companies', z('2033-12-31', '23:59'), 'MUSK', 'Elon Musk', 'musk-out-2033',
      { rules: 'If Elon Musk ceases to be Chief Executive Officer of Tesla, Inc. before Jan 1, 2034, then the market resolves to Yes.' }),
    B1('Elon Musk out as Tesla CEO in 2033?', 'Business', z('2033-12-31', '23:59'), 'musk-out-2033'),
    U1('elon-musk-out-as-tesla-ceo-in-2033', 'Elon Musk out as Tesla CEO by December 31?', 'Business', z('2033-12-31', '23:59'), 'musk-out-2033'),
    G1('Will Musk announce he is stepping down as Tesla CEO in 2033?', z('2033-12-31', '23:59'), 'musk-announce-2033'),
  ] }, ['observation']);
}
{ // Nadella out by Dec 31 (alpha, beta) vs by Sep 30 (gamma): deadline.
  addCase('ceo', { name: 'ceo-nadella', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXCEOOUT-33-MSFT', 'Satya Nadella out as Microsoft CEO before 2034?', 'Companies', z('2033-12-31', '23:59'), 'NADELLA', 'Satya Nadella', 'nadella-2033'),
    B1('Satya Nadella out as Microsoft CEO by December 31?', 'Business', z('2033-12-31', '23:59'), 'nadella-2033'),
    G1('Microsoft CEO change by Sept 30, 2033?', z('2033-09-30', '23:59'), 'nadella-sep'),
  ] }, ['deadline']);
}
{ // Jassy out in 2033 (beta, gamma); beta_us asks whether he is still CEO on Dec 31 (inverted).
  addCase('ceo', { name: 'ceo-jassy', events: [
    B1('Andy Jassy out as Amazon CEO in 2033?', 'Business', z('2033-12-31', '23:59'), 'jassy-out'),
    G1('Amazon: Jassy no longer CEO before 2034?', z('2033-12-31', '23:59'), 'jassy-out'),
    U1('andy-jassy-still-amazon-ceo-dec-31-2033', 'Will Andy Jassy still be Amazon CEO on December 31, 2033?', 'Business', z('2033-12-31', '23:59'), 'jassy-stays'),
  ] }, ['inverted']);
}
{ // Jensen Huang out in 2033 — alpha only.
  addCase('ceo', { name: 'ceo-huang', events: [
    A1('KXCEOOUT-33-NVDA', 'Jensen Huang out as Nvidia CEO before 2034?', 'Companies', z('2033-12-31', '23:59'), 'HUANG', 'Jensen Huang', 'huang-2033'),
  ] });
}
{ // Uber–Lyft closes by Dec 31 (alpha, beta); gamma: DOJ sues to block (observation); beta_us: closes by Sep 30 (deadline).
  addCase('deals', { name: 'deal-uber-lyft', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A1('KXMERGER-33-UBERLYFT', 'Uber–Lyft merger completed in 2033?', 'Companies', z('2033-12-31', '23:59'), 'CLOSE', 'Deal closes in 2033', 'uberlyft-close-2033'),
    B1('Uber-Lyft deal closes by December 31?', 'Business', z('2033-12-31', '23:59'), 'uberlyft-close-2033'),
    G1('Will the DOJ sue to block Uber\'s acquisition of Lyft in 2033?', z('2033-12-31', '23:59'), 'uberlyft-doj-suit'),
    U1('uber-lyft-merger-closes-by-september-30', 'Uber-Lyft merger closes by September 30?', 'Business', z('2033-09-30', '23:59'), 'uberlyft-close-sep'),
  ] }, ['observation', 'deadline']);
}
{ // US v. Apple: court finds illegal monopolization in 2033 (alpha, beta, beta_us); gamma: any merits ruling issued (observation).
  addCase('deals', { name: 'antitrust-us-v-apple', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXAPPLEDOJ-33', 'Will a court rule Apple illegally monopolized smartphones in 2033?', 'Companies', z('2033-12-31', '23:59'), 'LIABLE', 'Apple found liable', 'usvapple-liable'),
    B1('US v. Apple: Apple found liable in 2033?', 'Business', z('2033-12-31', '23:59'), 'usvapple-liable'),
    U1('doj-wins-apple-antitrust-case-2033', 'DOJ wins Apple antitrust case in 2033?', 'Business', z('2033-12-31', '23:59'), 'usvapple-liable'),
    G1('Judge Neals issues a ruling in US v. Apple before 2034?', z('2033-12-31', '23:59'), 'usvapple-ruling'),
  ] }, ['observation']);
}
{ // EU DMA fine on Meta in 2033: alpha "Above €1B" = beta "more than €1 billion"; gamma "€2 billion or more" (threshold).
  addCase('deals', { name: 'eu-dma-meta-fine', events: [
    A('KXDMAFINE-33-META', 'EU DMA fine on Meta in 2033?', 'Companies', z('2033-12-31', '23:59'), [['ANY', 'Any fine', 'dma-meta-any'], ['T500M', 'Above €500M', 'dma-meta-500m'], ['T1B', 'Above €1B', 'dma-meta-1b']]),
    B1('EU fines Meta more than €1 billion under the DMA in 2033?', 'Business', z('2033-12-31', '23:59'), 'dma-meta-1b'),
    G1('DMA: €2bn+ fine for Meta this year?', z('2033-12-31', '23:59'), 'dma-meta-2b'),
  ] }, ['threshold']);
}
{ // Shell–BP: European Commission clears by Oct 31 (alpha, beta); gamma: UK CMA clears (place/office).
  addCase('deals', { name: 'deal-shell-bp', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXEUCLEAR-33OCT31-SHELBP', 'EU clears Shell–BP merger by Oct 31, 2033?', 'Companies', z('2033-10-31', '23:59'), 'YES', 'Cleared by Oct 31', 'shellbp-eu-oct'),
    B1('European Commission approves Shell-BP merger by October 31?', 'Business', z('2033-10-31', '23:59'), 'shellbp-eu-oct'),
    G1('UK CMA clears the Shell–BP merger by Oct 31?', z('2033-10-31', '23:59'), 'shellbp-cma-oct'),
  ] }, ['place']);
}
{ // Largest company by market cap on Sep 30 (alpha, beta, beta_us on companiesmarketcap; gamma on Yahoo Finance closes: nf).
  addCase('market_cap', { name: 'mcap-largest-sep30', fungible: nf('gamma|alpha', 'gamma|beta', 'gamma|beta_us'), events: [
    A('KXLARGESTCO-33SEP30', 'Largest company in the world on Sep 30, 2033?', 'Financials', z('2033-09-30', '20:00'), [['NVDA', 'Nvidia', 'mcap-sep-nvda'], ['MSFT', 'Microsoft', 'mcap-sep-msft'],
      ['AAPL', 'Apple', 'mcap-sep-aapl'], ['GOOGL', 'Alphabet', 'mcap-sep-googl']], { sources: [`companiesmarketcap ${CMC}`] }),
    B('Largest company end of September?', 'Business', z('2033-09-30', '20:00'), w(bl('largest-company-end-of-september-2033', (c) => `Will ${c} be the largest company in the world by market cap on September 30?`,
      [['NVIDIA', 'mcap-sep-nvda'], ['Microsoft', 'mcap-sep-msft'], ['Apple', 'mcap-sep-aapl'], ['Alphabet', 'mcap-sep-googl'], ['Saudi Aramco', 'mcap-sep-aramco']]), { src: CMC })),
    U('largest-company-sep-30-2033', 'World\'s Largest Company on Sept. 30', 'Business', z('2033-09-30', '20:00'), [['largest-co-sep30-nvda', 'NVIDIA', 'mcap-sep-nvda'], ['largest-co-sep30-msft', 'Microsoft', 'mcap-sep-msft']]),
    G('Biggest company by market value at the Sep 30 close (Yahoo Finance)', z('2033-09-30', '21:00'), gr(['Nvidia', 'mcap-sep-nvda'], ['Microsoft', 'mcap-sep-msft'], ['Apple', 'mcap-sep-aapl'], ['Alphabet (Google)', 'mcap-sep-googl'])),
  ] }, ['source']);
}
{ // Nvidia $10T: alpha and gamma at the Dec 30 close; beta "hits $10T in 2033" at any time (observation).
  addCase('market_cap', { name: 'mcap-nvda-10t', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNVDACAP-33DEC30', 'Nvidia market cap at the end of 2033?', 'Financials', z('2033-12-30', '21:00'), [['T8', 'Above $8T', 'nvda-dec30-8t'], ['T10', 'Above $10T', 'nvda-dec30-10t'], ['T12', 'Above $12T', 'nvda-dec30-12t']],
      { sources: [`companiesmarketcap ${CMC}`] }),
    G1('Nvidia worth $10 trillion or more at the last close of 2033?', z('2033-12-30', '21:00'), 'nvda-dec30-10t'),
    B1('Nvidia hits $10T market cap in 2033?', 'Business', z('2033-12-31', '23:59'), 'nvda-hit-10t'),
  ] }, ['observation']);
}
{ // Apple bigger than Microsoft on Sep 30 (beta_us) vs Microsoft bigger than Apple (gamma): inverted.
  addCase('market_cap', { name: 'mcap-aapl-vs-msft', events: [
    U1('apple-larger-than-microsoft-sep-30', 'Apple larger than Microsoft by market cap on Sept. 30?', 'Business', z('2033-09-30', '20:00'), 'aapl-gt-msft-sep30'),
    G1('Microsoft ahead of Apple in market cap on 30 Sep 2033?', z('2033-09-30', '20:00'), 'msft-gt-aapl-sep30'),
  ] }, ['inverted']);
}
{ // Meta layoffs of 10%+ in 2033 (beta, gamma); alpha counts heads, 5,000+ (measure).
  addCase('layoffs', { name: 'layoffs-meta', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Meta announces layoffs of 10% or more in 2033?', 'Business', z('2033-12-31', '23:59'), 'meta-lay-10pct'),
    G1('Will Meta cut at least 10% of its workforce (announced) in 2033?', z('2033-12-31', '23:59'), 'meta-lay-10pct'),
    A1('KXLAYOFFS-33-META', 'Meta layoffs of 5,000+ employees announced in 2033?', 'Companies', z('2033-12-31', '23:59'), 'T5000', '5,000 or more', 'meta-lay-5000'),
  ] }, ['measure']);
}
{ // Amazon layoffs announced by Sep 30 (alpha, beta_us).
  addCase('layoffs', { name: 'layoffs-amazon', events: [
    A1('KXLAYOFFS-33SEP30-AMZN', 'Amazon announces layoffs before Oct 1, 2033?', 'Companies', z('2033-09-30', '23:59'), 'YES', 'Layoffs announced', 'amzn-lay-sep'),
    U1('amazon-layoffs-by-september-30', 'Amazon announces layoffs by September 30?', 'Business', z('2033-09-30', '23:59'), 'amzn-lay-sep'),
  ] });
}
{ // OpenAI IPO (first trade) in 2033 (alpha, beta, beta_us); gamma asks about a public S-1 filing (observation).
  addCase('deals', { name: 'openai-ipo', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXIPO-33-OPENAI', 'Will OpenAI IPO before 2034?', 'Companies', z('2033-12-31', '23:59'), 'OPENAI', 'OpenAI IPO', 'openai-ipo-2033',
      { rules: 'If OpenAI\'s common stock begins trading on a US exchange before Jan 1, 2034, then the market resolves to Yes.' }),
    B1('OpenAI IPO in 2033?', 'Business', z('2033-12-31', '23:59'), 'openai-ipo-2033'),
    U1('openai-ipo-2033', 'OpenAI IPO by December 31, 2033?', 'Business', z('2033-12-31', '23:59'), 'openai-ipo-2033'),
    G1('OpenAI publicly files an S-1 in 2033?', z('2033-12-31', '23:59'), 'openai-s1-2033'),
  ] }, ['observation']);
}

// ───────────────────────────── CULTURE: AWARDS ─────────────────────────────

const EMMY = '2033-09-18';
{ // Emmys: Outstanding Drama Series (all four venues; beta_us lists two of the nominees).
  const d = (s: string): string => `emmy-drama-${slug(s)}`;
  addCase('awards', { name: 'emmys-drama-series', events: [
    A('KXEMMYDSERIES-33', 'Emmys 2033: Outstanding Drama Series?', 'Entertainment', z(EMMY, '23:59'), [['SEV', 'Severance', d('Severance')], ['TWL', 'The White Lotus', d('The White Lotus')],
      ['PITT', 'The Pitt', d('The Pitt')], ['SLOW', 'Slow Horses', d('Slow Horses')], ['HOTD', 'House of the Dragon', d('House of the Dragon')]], { sources: ['Television Academy https://www.emmys.com/'] }),
    B('Emmys: Outstanding Drama Series Winner', 'Culture', z(EMMY, '23:59'), bl('emmys-2033-drama-series', (s) => `Will "${s}" win Outstanding Drama Series at the 2033 Emmys?`,
      [['Severance', d('Severance')], ['The White Lotus', d('The White Lotus')], ['The Pitt', d('The Pitt')], ['Slow Horses', d('Slow Horses')], ['House of the Dragon', d('House of the Dragon')]])),
    U('emmys-2033-best-drama-series', '85th Primetime Emmys: Best Drama Series', 'Culture', z(EMMY, '23:59'), [['emmys-drama-33-severance', 'Severance', d('Severance')], ['emmys-drama-33-the-pitt', 'The Pitt', d('The Pitt')]]),
    G('Primetime Emmy 2033 — Outstanding Drama Series', z(EMMY, '23:59'), gr(['Severance', d('Severance')], ['The White Lotus', d('The White Lotus')], ['The Pitt', d('The Pitt')], ['Slow Horses', d('Slow Horses')])),
  ] });
}
{ // Outstanding Comedy Series (alpha, beta, beta_us); gamma lists Outstanding Limited Series (category).
  addCase('awards', { name: 'emmys-comedy-series', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXEMMYCSERIES-33', 'Emmys 2033: Outstanding Comedy Series?', 'Entertainment', z(EMMY, '23:59'), [['HACKS', 'Hacks', 'emmy-com-hacks'], ['BEAR', 'The Bear', 'emmy-com-bear'],
      ['ABBOTT', 'Abbott Elementary', 'emmy-com-abbott'], ['STUDIO', 'The Studio', 'emmy-com-studio']]),
    B('Emmys: Outstanding Comedy Series Winner', 'Culture', z(EMMY, '23:59'), bl('emmys-2033-comedy-series', (s) => `Will "${s}" win Outstanding Comedy Series at the 2033 Emmys?`,
      [['Hacks', 'emmy-com-hacks'], ['The Studio', 'emmy-com-studio'], ['Abbott Elementary', 'emmy-com-abbott'], ['Only Murders in the Building', 'emmy-com-omitb']])),
    U('emmys-2033-best-comedy-series', '85th Primetime Emmys: Best Comedy Series', 'Culture', z(EMMY, '23:59'), [['emmys-comedy-33-the-studio', 'The Studio', 'emmy-com-studio'], ['emmys-comedy-33-hacks', 'Hacks', 'emmy-com-hacks']]),
    G('Emmys 2033: Outstanding Limited or Anthology Series', z(EMMY, '23:59'), gr(['Adolescence II', 'emmy-lim-adol2'], ['The Penguin: Year Two', 'emmy-lim-penguin2'], ['True Detective: Night Country II', 'emmy-lim-td'])),
  ] }, ['category']);
}
{ // Lead Actress in a Drama Series (beta, gamma); alpha lists Lead Actor in a Drama (category: a near-identical title).
  addCase('awards', { name: 'emmys-lead-actress-drama', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Emmys: Lead Actress in a Drama Series', 'Culture', z(EMMY, '23:59'), bl('emmys-2033-lead-actress-drama', (s) => `Will ${s} win Lead Actress in a Drama Series at the 2033 Emmys?`,
      [['Britt Lower', 'emmy-lad-lower'], ['Zendaya', 'emmy-lad-zendaya'], ['Kathy Bates', 'emmy-lad-bates']])),
    G('Emmy for Lead Actress, Drama (2033)', z(EMMY, '23:59'), gr(['Britt Lower', 'emmy-lad-lower'], ['Zendaya', 'emmy-lad-zendaya'], ['Kathy Bates', 'emmy-lad-bates'], ['Other', 'emmy-lad-other'])),
    A('KXEMMYDACTOR-33', 'Emmys 2033: Lead Actor in a Drama Series?', 'Entertainment', z(EMMY, '23:59'), [['SCOTT', 'Adam Scott', 'emmy-lmd-scott'], ['WYLE', 'Noah Wyle', 'emmy-lmd-wyle'], ['OLDMAN', 'Gary Oldman', 'emmy-lmd-oldman']]),
  ] }, ['category']);
}
{ // Booker Prize 2033 winner (alpha, beta); gamma asks about the shortlist (round).
  addCase('awards', { name: 'booker-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXBOOKER-33', 'Booker Prize 2033 winner?', 'Entertainment', z('2033-11-15', '23:59'), [['SMITH', 'Zadie Smith', 'booker-smith'], ['ISHIGURO', 'Kazuo Ishiguro', 'booker-ishiguro'], ['ROONEY', 'Sally Rooney', 'booker-rooney']]),
    B('Booker Prize 2033 Winner', 'Culture', z('2033-11-15', '23:59'), bl('booker-prize-2033', (s) => `Will ${s} win the 2033 Booker Prize?`, [['Zadie Smith', 'booker-smith'], ['Sally Rooney', 'booker-rooney'], ['Kazuo Ishiguro', 'booker-ishiguro']])),
    G1('Sally Rooney on the 2033 Booker shortlist?', z('2033-09-20', '23:59'), 'booker-short-rooney'),
  ] }, ['round']);
}
{ // Mercury Prize 2033 (beta, gamma).
  addCase('awards', { name: 'mercury-2033', events: [
    B('Mercury Prize 2033 Winner', 'Culture', z('2033-09-08', '23:59'), bl('mercury-prize-2033', (s) => `Will ${s} win the 2033 Mercury Prize?`, [['Little Simz', 'mercury-simz'], ['Raye', 'mercury-raye'], ['Fontaines D.C.', 'mercury-fontaines']])),
    G('2033 Mercury Music Prize — who wins?', z('2033-09-08', '23:59'), gr(['RAYE', 'mercury-raye'], ['Little Simz', 'mercury-simz'], ['Fontaines DC', 'mercury-fontaines'])),
  ] });
}

// ───────────────────────────── CULTURE: BOX OFFICE AND STREAMING ─────────────────────────────

{ // The Incredibles 3 domestic opening (Jul 29–31): alpha and beta on Box Office Mojo, beta_us on The Numbers (nf);
  // gamma asks about the worldwide opening (measure).
  addCase('box_office', { name: 'bo-incredibles3-opening', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], fungible: nf('alpha|beta_us', 'beta|beta_us'), events: [
    A('KXOPENWKND-33JUL31-INC3', '"The Incredibles 3" domestic opening weekend?', 'Entertainment', z('2033-08-01', '18:00'), [['T100', 'Above $100M', 'inc3-open-100'], ['T120', 'Above $120M', 'inc3-open-120'],
      ['T150', 'Above $150M', 'inc3-open-150']], { sources: [BOM] }),
    B1('"The Incredibles 3" opening weekend box office above $120M?', 'Culture', z('2033-08-01', '18:00'), 'inc3-open-120', { mx: { src: 'https://www.boxofficemojo.com/' } }),
    U('incredibles-3-opening-weekend', 'Incredibles 3 Opening Weekend (Domestic)', 'Culture', z('2033-08-01', '18:00'), [['inc3-opening-over-120m', 'Over $120M', 'inc3-open-120', { src: TN }],
      ['inc3-opening-over-150m', 'Over $150M', 'inc3-open-150', { src: TN }]]),
    G1('Incredibles 3 global opening above $300M?', z('2033-08-02', '00:00'), 'inc3-ww-300'),
  ] }, ['source', 'measure']);
}
{ // Incredibles 3 second weekend (Aug 5–7) above $60M (beta, gamma); beta_us asks whether it is #1 that weekend (measure).
  addCase('box_office', { name: 'bo-incredibles3-second', groups: [['beta', 'gamma'], ['beta_us']], events: [
    B1('Incredibles 3 second weekend above $60M?', 'Culture', z('2033-08-08', '18:00'), 'inc3-wk2-60'),
    G1('"The Incredibles 3" 2nd weekend gross over $60 million (Aug 5–7)?', z('2033-08-08', '18:00'), 'inc3-wk2-60'),
    U1('incredibles-3-number-one-aug-5-7', 'Will Incredibles 3 be #1 at the box office Aug 5–7?', 'Culture', z('2033-08-08', '18:00'), 'inc3-wk2-rank1'),
  ] }, ['measure']);
}
{ // Labor Day opener "A Minecraft Movie 2": alpha 3-day (Fri–Sun) = gamma 3-day; beta asks about the 4-day frame (measure).
  addCase('box_office', { name: 'bo-minecraft2-laborday', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXOPENWKND-33SEP04-MC2', '"A Minecraft Movie 2" opening weekend (3-day)?', 'Entertainment', z('2033-09-05', '18:00'), [['T60', 'Above $60M', 'mc2-3d-60'], ['T80', 'Above $80M', 'mc2-3d-80']], { sources: [BOM] }),
    G1('Minecraft Movie 2 Fri–Sun opening over $80M?', z('2033-09-05', '18:00'), 'mc2-3d-80'),
    B1('Minecraft Movie 2 4-day Labor Day opening above $80M?', 'Culture', z('2033-09-06', '18:00'), 'mc2-4d-80'),
  ] }, ['measure']);
}
{ // Top film of the Aug 12–14 weekend (alpha, beta); gamma lists the Aug 19–21 weekend (date).
  addCase('box_office', { name: 'bo-weekend-aug12', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTOPFILM-33AUG14', 'Top film at the domestic box office, Aug 12–14, 2033?', 'Entertainment', z('2033-08-15', '18:00'), [['INC3', 'The Incredibles 3', 'wk0812-inc3'], ['ROGUE', 'Star Wars: Rogue Squadron', 'wk0812-rogue'],
      ['CONJ', 'The Conjuring: Origins', 'wk0812-conj']], { sources: [BOM] }),
    B('Highest grossing movie this weekend (Aug 12-14)?', 'Culture', z('2033-08-15', '18:00'), bl('top-movie-weekend-aug-12-14', (f) => `Will "${f}" be the #1 movie at the domestic box office Aug 12-14?`,
      [['The Incredibles 3', 'wk0812-inc3'], ['Rogue Squadron', 'wk0812-rogue'], ['The Conjuring: Origins', 'wk0812-conj']])),
    G('#1 movie, weekend of Aug 19–21, 2033', z('2033-08-22', '18:00'), gr(['The Incredibles 3', 'wk0819-inc3'], ['Rogue Squadron', 'wk0819-rogue'], ['Freakier Friday 2', 'wk0819-freaky'])),
  ] }, ['date']);
}
{ // Netflix global Top 10, English TV, week of Aug 1–7 (alpha, beta); gamma: Netflix US Top 10 on Aug 7 (statistic);
  // beta_us: Nielsen's streaming Top 10 for the same week (statistic).
  addCase('streaming', { name: 'netflix-top10-aug1', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A('KXNETFLIXTV-33AUG07', '#1 Netflix English TV show globally, week of Aug 1, 2033?', 'Entertainment', z('2033-08-09', '20:00'), [['WED', 'Wednesday', 'nfx-0801-wednesday'], ['ST', 'Stranger Things: Tales from \'85', 'nfx-0801-st85'],
      ['SQG', 'Squid Game: America', 'nfx-0801-sqga']], { sources: [`Netflix Top 10 ${NFX}`] }),
    B('#1 show on Netflix Global Top 10 (Aug 1-7)?', 'Culture', z('2033-08-09', '20:00'), w(bl('netflix-global-top-show-aug-1-7', (s) => `Will "${s}" be #1 on Netflix's global Top 10 (English TV) for Aug 1-7?`,
      [['Wednesday', 'nfx-0801-wednesday'], ['Squid Game: America', 'nfx-0801-sqga'], ['Stranger Things: Tales From \'85', 'nfx-0801-st85']]), { src: NFX })),
    G('Top show on Netflix US Top 10 on Aug 7', z('2033-08-08', '12:00'), gr(['Wednesday', 'nfxus-0807-wednesday'], ['Squid Game: America', 'nfxus-0807-sqga'], ['Other', 'nfxus-0807-other'])),
    U('nielsen-streaming-top-10-week-aug-1', 'Nielsen Streaming Top 10: #1 Title (Week of Aug. 1)', 'Culture', z('2033-09-05', '20:00'), [['nielsen-aug1-wednesday', 'Wednesday', 'nielsen-0801-wednesday']]),
  ] }, ['statistic']);
}
{ // Netflix global Top 10, English films, Aug 8–14 (beta_us, gamma).
  addCase('streaming', { name: 'netflix-film-aug8', events: [
    U('netflix-top-film-aug-8-14', 'Netflix #1 Film Globally (Aug. 8–14)', 'Culture', z('2033-08-16', '20:00'), [['nfx-film-0808-heads-of-state-2', 'Heads of State 2', 'nfxf-0808-hos2'], ['nfx-film-0808-kpop-2', 'KPop Demon Hunters 2', 'nfxf-0808-kpdh2']]),
    G('Netflix global Top 10 (English films) #1 — week of Aug 8', z('2033-08-16', '20:00'), gr(['KPop Demon Hunters 2', 'nfxf-0808-kpdh2'], ['Heads of State 2', 'nfxf-0808-hos2'], ['Other', 'nfxf-0808-other'])),
  ] });
}

// ───────────────────────────── CULTURE: MUSIC, CONTESTS, CELEBRITIES ─────────────────────────────

{ // Hot 100 #1 on the chart dated Aug 20 (alpha, beta, beta_us); gamma lists the chart dated Aug 27 (date).
  addCase('music', { name: 'hot100-aug20', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXHOT100-33AUG20', 'Billboard Hot 100 #1 on the chart dated Aug 20, 2033?', 'Entertainment', z('2033-08-16', '20:00'), [['SABR', 'Sabrina Carpenter – "Honey Trap"', 'h100-0820-sabrina'],
      ['ROSE', 'ROSÉ – "Neon Heart"', 'h100-0820-rose'], ['MORG', 'Morgan Wallen – "Dirt Road Hymn"', 'h100-0820-wallen']], { sources: [BB] }),
    B('Billboard Hot 100 #1 (Aug 20 chart)?', 'Culture', z('2033-08-16', '20:00'), bl('billboard-hot-100-number-1-aug-20', (s) => `Will ${s} be #1 on the Billboard Hot 100 chart dated August 20?`,
      [['Honey Trap', 'h100-0820-sabrina'], ['Neon Heart', 'h100-0820-rose'], ['Dirt Road Hymn', 'h100-0820-wallen'], ['Other', 'h100-0820-other']])),
    U('hot-100-number-one-august-20-2033', 'Hot 100 #1 — Chart Dated Aug. 20', 'Culture', z('2033-08-16', '20:00'), [['h100-aug20-honey-trap', 'Sabrina Carpenter "Honey Trap"', 'h100-0820-sabrina']]),
    G('Billboard Hot 100 No. 1 — week of Aug 27, 2033', z('2033-08-23', '20:00'), gr(['Honey Trap — Sabrina Carpenter', 'h100-0827-sabrina'], ['Neon Heart — ROSÉ', 'h100-0827-rose'], ['Other', 'h100-0827-other'])),
  ] }, ['date']);
}
{ // Billboard 200 #1 dated Aug 27 (alpha, beta); gamma lists the UK Official Albums Chart (place).
  addCase('music', { name: 'billboard200-aug27', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXBB200-33AUG27', 'Billboard 200 #1 album on the chart dated Aug 27, 2033?', 'Entertainment', z('2033-08-23', '20:00'), [['TS', 'Taylor Swift', 'bb200-0827-swift'], ['SZA', 'SZA', 'bb200-0827-sza'],
      ['WALLEN', 'Morgan Wallen', 'bb200-0827-wallen']], { sources: ['Billboard https://www.billboard.com/charts/billboard-200/'] }),
    B('Billboard 200 #1 album (Aug 27 chart)', 'Culture', z('2033-08-23', '20:00'), bl('billboard-200-number-1-aug-27', (s) => `Will ${s} have the #1 album on the Billboard 200 dated August 27?`,
      [['Taylor Swift', 'bb200-0827-swift'], ['SZA', 'bb200-0827-sza'], ['Morgan Wallen', 'bb200-0827-wallen']])),
    G('UK Official Albums Chart No.1 (chart of 25 Aug 2033)', z('2033-08-25', '18:00'), gr(['Taylor Swift', 'ukalb-0825-swift'], ['Oasis', 'ukalb-0825-oasis'], ['Other', 'ukalb-0825-other'])),
  ] }, ['place']);
}
{ // Taylor Swift lead single debuts at #1 on the Hot 100 — gamma only.
  addCase('music', { name: 'swift-single-debut', events: [
    G1('Taylor Swift\'s next lead single debuts at No. 1 on the Hot 100?', z('2033-12-31', '23:59'), 'swift-single-no1'),
  ] });
}
{ // Spotify Global daily #1 on Aug 31 (beta, beta_us); gamma lists the Spotify US daily chart (place).
  addCase('music', { name: 'spotify-global-aug31', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B('Top Spotify song on August 31 (Global)?', 'Culture', z('2033-09-01', '16:00'), bl('top-spotify-song-aug-31', (s) => `Will "${s}" be #1 on Spotify's Global daily chart for August 31?`,
      [['Honey Trap', 'spg-0831-honey'], ['Neon Heart', 'spg-0831-neon'], ['Golden Hour (Reprise)', 'spg-0831-golden']])),
    U('spotify-global-number-one-aug-31', 'Spotify Global #1 Song — Aug. 31', 'Culture', z('2033-09-01', '16:00'), [['spotify-global-aug31-neon-heart', 'Neon Heart', 'spg-0831-neon'], ['spotify-global-aug31-honey-trap', 'Honey Trap', 'spg-0831-honey']]),
    G('Spotify Top 50 USA — #1 on Aug 31', z('2033-09-01', '16:00'), gr(['Honey Trap', 'spus-0831-honey'], ['Dirt Road Hymn', 'spus-0831-dirt'], ['Other', 'spus-0831-other'])),
  ] }, ['place']);
}
{ // Junior Eurovision 2033 winner (beta ladder, gamma); beta_us asks about Spain only.
  addCase('contests', { name: 'junior-eurovision-2033', events: [
    B('Junior Eurovision 2033 Winner', 'Culture', z('2033-11-20', '23:59'), bl('junior-eurovision-2033-winner', (c) => `Will ${c} win Junior Eurovision 2033?`,
      [['Spain', 'jesc-spain'], ['France', 'jesc-france'], ['Georgia', 'jesc-georgia'], ['Ukraine', 'jesc-ukraine']])),
    G('JESC 2033: winning country', z('2033-11-20', '23:59'), gr(['España', 'jesc-spain'], ['France', 'jesc-france'], ['Sakartvelo (Georgia)', 'jesc-georgia'], ['Україна (Ukraine)', 'jesc-ukraine'])),
    U1('spain-wins-junior-eurovision-2033', 'Will Spain win Junior Eurovision 2033?', 'Culture', z('2033-11-20', '23:59'), 'jesc-spain'),
  ] });
}
{ // Eurovision 2034 host city (alpha, beta); gamma asks whether the city is announced by Aug 31 (observation).
  addCase('contests', { name: 'eurovision-2034-host', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXESCHOST-34', 'Eurovision 2034 host city?', 'Entertainment', z('2033-10-31', '23:59'), [['HEL', 'Helsinki', 'esc34-helsinki'], ['TMP', 'Tampere', 'esc34-tampere'], ['TKU', 'Turku', 'esc34-turku']]),
    B('Eurovision 2034 Host City', 'Culture', z('2033-10-31', '23:59'), bl('eurovision-2034-host-city', (c) => `Will ${c} be announced as the host city of Eurovision 2034?`,
      [['Helsinki', 'esc34-helsinki'], ['Tampere', 'esc34-tampere'], ['Turku', 'esc34-turku'], ['Espoo', 'esc34-espoo']])),
    G1('Eurovision 2034 host city announced by Aug 31, 2033?', z('2033-08-31', '23:59'), 'esc34-announced-aug'),
  ] }, ['observation']);
}
{ // Israel competes at Eurovision 2034 (beta, beta_us); gamma asks whether it withdraws or is excluded (inverted: the complement).
  addCase('contests', { name: 'eurovision-2034-israel', events: [
    B1('Will Israel participate in Eurovision 2034?', 'Culture', z('2034-05-13', '23:59'), 'esc34-isr-in'),
    U1('israel-in-eurovision-2034', 'Israel competes at Eurovision 2034?', 'Culture', z('2034-05-13', '23:59'), 'esc34-isr-in'),
    G1('Israel withdraws from / is excluded from Eurovision 2034?', z('2034-05-13', '23:59'), 'esc34-isr-out'),
  ] }, ['inverted']);
}
{ // Rihanna releases R10 in 2033 (alpha, beta, beta_us); gamma asks for an announced release date by Sep 30 (observation).
  addCase('celebrity', { name: 'rihanna-album', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXRIHANNA-33', 'Will Rihanna release a new album in 2033?', 'Entertainment', z('2033-12-31', '23:59'), 'YES', 'New album released', 'rihanna-album-2033'),
    B1('New Rihanna album in 2033?', 'Culture', z('2033-12-31', '23:59'), 'rihanna-album-2033'),
    U1('rihanna-album-release-2033', 'Rihanna releases R10 before 2034?', 'Culture', z('2033-12-31', '23:59'), 'rihanna-album-2033'),
    G1('Rihanna announces an album release date by Sept 30?', z('2033-09-30', '23:59'), 'rihanna-date-sep'),
  ] }, ['observation']);
}
{ // Taylor Swift announces a new album before Oct 1 (beta, gamma); beta_us asks whether one is released in 2033 (observation).
  addCase('celebrity', { name: 'swift-album-announce', groups: [['beta', 'gamma'], ['beta_us']], events: [
    B1('Taylor Swift announces new album before October?', 'Culture', z('2033-09-30', '23:59'), 'swift-announce-sep'),
    G1('New Taylor Swift album announced by September 30, 2033?', z('2033-09-30', '23:59'), 'swift-announce-sep'),
    U1('taylor-swift-releases-new-album-2033', 'Taylor Swift releases a new album in 2033?', 'Culture', z('2033-12-31', '23:59'), 'swift-release-2033'),
  ] }, ['observation']);
}
{ // Beyoncé announces a tour in 2033 (beta, gamma, beta_us).
  addCase('celebrity', { name: 'beyonce-tour', events: [
    B1('Beyoncé announces 2034 tour in 2033?', 'Culture', z('2033-12-31', '23:59'), 'bey-tour'),
    G1('Will Beyonce announce a new stadium tour before 2034?', z('2033-12-31', '23:59'), 'bey-tour'),
    U1('beyonce-announces-tour-2033', 'Beyoncé tour announcement in 2033?', 'Culture', z('2033-12-31', '23:59'), 'bey-tour'),
  ] });
}

// ───────────────────────────── SCIENCE, SPACE AND HEALTH ─────────────────────────────

{ // Starship lands on Mars in 2033 (alpha, beta, gamma); beta_us before Apr 1, 2034 (deadline).
  addCase('space', { name: 'starship-mars-landing', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXMARSLAND-33', 'Will SpaceX land a Starship on Mars before 2034?', 'Science and Technology', z('2033-12-31', '23:59'), 'YES', 'Lands before Jan 1, 2034', 'starship-mars-2033'),
    B1('Starship lands on Mars by December 31, 2033?', 'Science', z('2033-12-31', '23:59'), 'starship-mars-2033'),
    G1('SpaceX Starship Mars touchdown in 2033?', z('2033-12-31', '23:59'), 'starship-mars-2033'),
    U1('starship-lands-on-mars-before-april-2034', 'Starship lands on Mars before April 1, 2034?', 'Science', z('2034-03-31', '23:59'), 'starship-mars-mar34'),
  ] }, ['deadline']);
}
{ // Artemis IV launches in 2033 (alpha, beta, gamma); beta_us asks whether its crew lands on the Moon in 2033 (observation).
  addCase('space', { name: 'artemis4-launch', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXARTEMIS4-33', 'Artemis IV launch before 2034?', 'Science and Technology', z('2033-12-31', '23:59'), 'YES', 'Launches in 2033', 'art4-launch-2033'),
    B1('Artemis IV launches in 2033?', 'Science', z('2033-12-31', '23:59'), 'art4-launch-2033'),
    G1('NASA Artemis IV liftoff by Dec 31, 2033?', z('2033-12-31', '23:59'), 'art4-launch-2033'),
    U1('artemis-iv-crew-lands-on-moon-2033', 'Artemis IV astronauts land on the Moon in 2033?', 'Science', z('2033-12-31', '23:59'), 'art4-landing-2033'),
  ] }, ['observation']);
}
{ // Chinese crewed lunar landing before 2034 (all four venues).
  addCase('space', { name: 'china-crewed-moon', events: [
    B1('China lands astronauts on the Moon before 2034?', 'Science', z('2033-12-31', '23:59'), 'cn-moon-2033'),
    U1('china-crewed-moon-landing-2033', 'Chinese crewed Moon landing in 2033?', 'Science', z('2033-12-31', '23:59'), 'cn-moon-2033'),
    G1('Will taikonauts walk on the Moon by the end of 2033?', z('2033-12-31', '23:59'), 'cn-moon-2033'),
    A1('KXCHINAMOON-33', 'Will China land a crew on the Moon before 2034?', 'Science and Technology', z('2033-12-31', '23:59'), 'YES', 'Crewed landing', 'cn-moon-2033'),
  ] });
}
{ // SpaceX orbital launches in 2033: alpha "Above 299" = beta "300 or more"; gamma "more than 300" is another rung (threshold).
  addCase('space', { name: 'spacex-launches-2033', events: [
    A('KXSPACEXLAUNCH-33', 'SpaceX orbital launches in 2033?', 'Science and Technology', z('2033-12-31', '23:59'), [['T249', 'Above 249', 'sx33-gt249'], ['T299', 'Above 299', 'sx33-gt299'], ['T349', 'Above 349', 'sx33-gt349']]),
    B('How many SpaceX launches in 2033?', 'Science', z('2033-12-31', '23:59'), bl('spacex-launches-2033', (r) => `Will SpaceX conduct ${r} orbital launches in 2033?`,
      [['250 or more', 'sx33-gt249'], ['300 or more', 'sx33-gt299'], ['350 or more', 'sx33-gt349']])),
    G1('More than 300 SpaceX orbital launches in 2033?', z('2033-12-31', '23:59'), 'sx33-gt300'),
  ] }, ['threshold']);
}
{ // WHO declares H5N1 a PHEIC in 2033 (alpha, beta, beta_us); gamma asks about a "pandemic emergency" (observation).
  addCase('health', { name: 'who-h5n1-pheic', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXWHOPHEIC-33-H5N1', 'WHO declares H5N1 bird flu a PHEIC in 2033?', 'Health', z('2033-12-31', '23:59'), 'H5N1', 'H5N1 PHEIC', 'h5n1-pheic-2033', { sources: [`WHO ${WHO}`] }),
    B1('WHO declares bird flu a public health emergency by December 31?', 'Science', z('2033-12-31', '23:59'), 'h5n1-pheic-2033', { mx: { src: WHO } }),
    U1('who-h5n1-pheic-2033', 'H5N1 public health emergency of international concern in 2033?', 'Science', z('2033-12-31', '23:59'), 'h5n1-pheic-2033'),
    G1('WHO declares an H5N1 "pandemic emergency" under the IHR in 2033?', z('2033-12-31', '23:59'), 'h5n1-pandemic-emergency'),
  ] }, ['observation']);
}
{ // Any new PHEIC in 2033 (beta, gamma); alpha by Sep 30 (deadline).
  addCase('health', { name: 'who-any-pheic', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will WHO declare a new PHEIC in 2033?', 'Science', z('2033-12-31', '23:59'), 'pheic-any-2033'),
    G1('New WHO global health emergency declared before 2034?', z('2033-12-31', '23:59'), 'pheic-any-2033'),
    A1('KXWHOPHEIC-33SEP30', 'New PHEIC declared by Sep 30, 2033?', 'Health', z('2033-09-30', '23:59'), 'SEP30', 'Before Oct 1, 2033', 'pheic-any-sep'),
  ] }, ['deadline']);
}
{ // US measles cases in 2033 (CDC): alpha "Above 999" = beta "1,000 or more" = beta_us "at least 1,000"; gamma "more than 2,000" vs alpha "Above 1,999" (threshold).
  addCase('health', { name: 'measles-us-2033', events: [
    A('KXMEASLES-33', 'US measles cases in 2033?', 'Health', z('2033-12-31', '23:59'), [['T999', 'Above 999', 'measles-gt999'], ['T1999', 'Above 1,999', 'measles-gt1999']], { sources: ['CDC https://www.cdc.gov/measles/data-research/'] }),
    B1('1,000+ US measles cases in 2033?', 'Science', z('2033-12-31', '23:59'), 'measles-gt999'),
    U1('us-measles-cases-2033-1000', 'At least 1,000 US measles cases in 2033?', 'Science', z('2033-12-31', '23:59'), 'measles-gt999'),
    G1('CDC: more than 2,000 measles cases in the US in 2033?', z('2033-12-31', '23:59'), 'measles-gt2000'),
  ] }, ['threshold']);
}
{ // FDA approves Lilly's eloralintide by its Sep 15 PDUFA date (alpha, beta, beta_us); gamma asks about a positive CHMP opinion (place/office).
  addCase('health', { name: 'fda-eloralintide', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXFDA-33SEP15-ELORA', 'Will the FDA approve eloralintide by Sep 15, 2033?', 'Health', z('2033-09-15', '23:59'), 'YES', 'Approved by Sep 15', 'elora-fda-sep15', { sources: [`FDA ${FDA}`] }),
    B1('FDA approves Lilly\'s eloralintide by PDUFA date (Sept 15)?', 'Science', z('2033-09-15', '23:59'), 'elora-fda-sep15'),
    U1('fda-approves-eloralintide-by-september-15', 'FDA approval for eloralintide by Sept. 15?', 'Science', z('2033-09-15', '23:59'), 'elora-fda-sep15'),
    G1('EMA (CHMP) positive opinion on eloralintide by Sep 30, 2033?', z('2033-09-30', '23:59'), 'elora-chmp-sep'),
  ] }, ['place']);
}
{ // Trontinemab: advisory committee votes in favour (beta, gamma); alpha asks about approval in 2033 (observation).
  addCase('health', { name: 'fda-trontinemab', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('FDA advisory committee votes in favor of trontinemab?', 'Science', z('2033-10-20', '23:59'), 'tront-adcomm'),
    G1('Will the FDA adcomm back Roche\'s trontinemab (Oct 2033)?', z('2033-10-20', '23:59'), 'tront-adcomm'),
    A1('KXFDA-33-TRONT', 'FDA approves trontinemab in 2033?', 'Health', z('2033-12-31', '23:59'), 'YES', 'Approved in 2033', 'tront-approve-2033'),
  ] }, ['observation']);
}
{ // CDER novel drug approvals in 2033: alpha "Above 49" = beta "50 or more" = gamma "at least 50".
  addCase('health', { name: 'fda-novel-approvals', events: [
    A('KXFDANME-33', 'FDA novel drug approvals (CDER) in 2033?', 'Health', z('2033-12-31', '23:59'), [['T44', 'Above 44', 'nme-gt44'], ['T49', 'Above 49', 'nme-gt49'], ['T59', 'Above 59', 'nme-gt59']]),
    B1('FDA approves 50 or more novel drugs in 2033?', 'Science', z('2033-12-31', '23:59'), 'nme-gt49'),
    G1('At least 50 novel drug approvals by FDA CDER in 2033?', z('2033-12-31', '23:59'), 'nme-gt49'),
  ] });
}

// ───────────────────────────── WEATHER AND CLIMATE ─────────────────────────────

{ // 2033 Atlantic hurricanes: alpha "Above 7" = beta "8 or more"; beta_us counts named storms, gamma major hurricanes (measure).
  addCase('hurricanes', { name: 'atlantic-hurricanes-2033', groups: [['alpha', 'beta'], ['beta_us'], ['gamma']], events: [
    A('KXHURRICANES-33', 'Number of Atlantic hurricanes in 2033?', 'Climate and Weather', z('2033-11-30', '23:59'), [['T5', 'Above 5', 'atl33-hu-gt5'], ['T7', 'Above 7', 'atl33-hu-gt7'], ['T9', 'Above 9', 'atl33-hu-gt9']], { sources: [NHC] }),
    B('How many hurricanes in the 2033 Atlantic season?', 'Weather', z('2033-11-30', '23:59'), bl('atlantic-hurricanes-2033', (r) => `Will there be ${r} Atlantic hurricanes in 2033?`,
      [['6 or more', 'atl33-hu-gt5'], ['8 or more', 'atl33-hu-gt7'], ['10 or more', 'atl33-hu-gt9']])),
    U1('atlantic-named-storms-2033-20-or-more', '20 or more Atlantic named storms in 2033?', 'Weather', z('2033-11-30', '23:59'), 'atl33-ns-ge20'),
    G1('4+ major (Cat 3+) Atlantic hurricanes in 2033?', z('2033-11-30', '23:59'), 'atl33-mh-ge4'),
  ] }, ['measure']);
}
{ // Hurricane landfall in Florida in 2033 (alpha, beta, gamma); beta_us asks about any US landfall (place).
  addCase('hurricanes', { name: 'florida-landfall-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXHURLAND-33-FL', 'Will a hurricane make landfall in Florida in 2033?', 'Climate and Weather', z('2033-11-30', '23:59'), 'FL', 'Florida landfall', 'fl-landfall-2033', { sources: [NHC] }),
    B1('Hurricane landfall in Florida in 2033?', 'Weather', z('2033-11-30', '23:59'), 'fl-landfall-2033'),
    G1('Florida hit by a hurricane (landfall) this season?', z('2033-11-30', '23:59'), 'fl-landfall-2033'),
    U1('us-hurricane-landfall-2033', 'Will a hurricane make landfall in the US in 2033?', 'Weather', z('2033-11-30', '23:59'), 'us-landfall-2033'),
  ] }, ['place']);
}
{ // Category 5 US landfall in 2033 (beta, gamma); alpha asks whether any Atlantic storm reaches Category 5 (observation).
  addCase('hurricanes', { name: 'cat5-landfall-2033', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Category 5 hurricane landfall in the US in 2033?', 'Weather', z('2033-11-30', '23:59'), 'cat5-us-landfall'),
    G1('Cat 5 hurricane makes US landfall in 2033?', z('2033-11-30', '23:59'), 'cat5-us-landfall'),
    A1('KXCAT5-33', 'Will an Atlantic hurricane reach Category 5 in 2033?', 'Climate and Weather', z('2033-11-30', '23:59'), 'YES', 'Category 5 reached', 'cat5-any-atl'),
  ] }, ['observation']);
}
{ // July 2033 hottest July on record per NASA GISTEMP (alpha, beta); gamma per Copernicus ERA5 (statistic); beta_us: 2033 hottest year (period).
  addCase('climate', { name: 'july-2033-record', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A1('KXHOTMONTH-33JUL', 'Will July 2033 be the hottest July on record (NASA)?', 'Climate and Weather', z('2033-08-15', '23:59'), 'YES', 'Warmest July on record', 'jul33-record-giss', { sources: [GISS] }),
    B1('July 2033 hottest July on record?', 'Weather', z('2033-08-15', '23:59'), 'jul33-record-giss', { mx: { src: GISS } }),
    G1('Copernicus: July 2033 warmest July ever recorded?', z('2033-08-10', '23:59'), 'jul33-record-c3s', { rules: 'Resolves per the Copernicus Climate Change Service (ERA5) monthly climate bulletin for July 2033.' }),
    U1('2033-hottest-year-on-record-nasa', '2033 hottest year on record (NASA)?', 'Weather', z('2034-01-20', '23:59'), 'y2033-record-giss'),
  ] }, ['statistic', 'period']);
}
{ // Copernicus August 2033 anomaly vs 1850–1900: alpha "Above 1.50°C" = beta "above 1.5°C"; gamma "1.6°C or higher" (threshold).
  addCase('climate', { name: 'aug-2033-anomaly-c3s', events: [
    A('KXGLOBALTEMP-33AUG', 'August 2033 global temperature anomaly (Copernicus)?', 'Climate and Weather', z('2033-09-10', '23:59'), [['T140', 'Above 1.40°C', 'aug33-c3s-1.40'], ['T150', 'Above 1.50°C', 'aug33-c3s-1.50'],
      ['T160', 'Above 1.60°C', 'aug33-c3s-1.60']], { sources: [C3S] }),
    B1('August 2033 more than 1.5°C above pre-industrial (Copernicus)?', 'Weather', z('2033-09-10', '23:59'), 'aug33-c3s-1.50', { mx: { src: C3S } }),
    G1('Copernicus August 2033 anomaly 1.6°C or higher?', z('2033-09-10', '23:59'), 'aug33-c3s-ge1.60'),
  ] }, ['threshold']);
}
{ // NYC high on Aug 1: alpha and beta_us at Central Park (NWS); beta on Weather Underground at LaGuardia (nf); gamma Aug 2 (date).
  addCase('city_weather', { name: 'nyc-high-aug1', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], fungible: nf('alpha|beta', 'beta|beta_us'), events: [
    A('KXHIGHNY-33AUG01', 'Highest temperature in NYC on Aug 1, 2033?', 'Climate and Weather', z('2033-08-02', '04:59'), [['B89.5', '89° to 90°', 'nyc0801-89-90'], ['B91.5', '91° to 92°', 'nyc0801-91-92'],
      ['B93.5', '93° to 94°', 'nyc0801-93-94'], ['T94', '95° or above', 'nyc0801-ge95']], { sources: ['NWS Central Park climate report https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC'] }),
    B1('NYC high 95°F or above on August 1?', 'Weather', z('2033-08-02', '04:59'), 'nyc0801-ge95', { mx: { src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA' } }),
    U('nyc-high-temp-august-1-2033', 'NYC Daily High — Aug. 1 (Central Park)', 'Weather', z('2033-08-02', '04:59'), [['nyc-high-aug1-91-92', '91–92°F', 'nyc0801-91-92'], ['nyc-high-aug1-93-94', '93–94°F', 'nyc0801-93-94'],
      ['nyc-high-aug1-95-plus', '95°F+', 'nyc0801-ge95']]),
    G('New York (Central Park) high temperature on Aug 2, 2033', z('2033-08-03', '04:59'), gr(['≤92°F', 'nyc0802-le92'], ['93–94°F', 'nyc0802-93-94'], ['≥95°F', 'nyc0802-ge95'])),
  ] }, ['source', 'date']);
}
{ // Chicago high on Aug 15: alpha at Midway (NWS), beta at O'Hare (Weather Underground): nf; gamma the daily low (measure).
  addCase('city_weather', { name: 'chicago-high-aug15', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXHIGHCHI-33AUG15', 'Highest temperature in Chicago on Aug 15, 2033?', 'Climate and Weather', z('2033-08-16', '05:59'), [['B86.5', '86° to 87°', 'chi0815-86-87'], ['B88.5', '88° to 89°', 'chi0815-88-89'],
      ['T89', '90° or above', 'chi0815-ge90']], { sources: ['NWS Chicago Midway climate report https://forecast.weather.gov/product.php?site=LOT&product=CLI&issuedby=MDW'] }),
    B('Highest temperature in Chicago on August 15?', 'Weather', z('2033-08-16', '05:59'), w([['chicago-high-aug-15-86-87', '86-87°F', 'chi0815-86-87'], ['chicago-high-aug-15-88-89', '88-89°F', 'chi0815-88-89'],
      ['chicago-high-aug-15-90-or-higher', '90°F or higher', 'chi0815-ge90']], { src: 'https://www.wunderground.com/history/daily/us/il/chicago/KORD' })),
    G1('Chicago overnight low at or above 75°F on Aug 15?', z('2033-08-16', '05:59'), 'chi0815-low-ge75'),
  ] }, ['source', 'measure']);
}
{ // Phoenix Sky Harbor high of 115°F+ on Jul 28 (beta_us, gamma).
  addCase('city_weather', { name: 'phoenix-high-jul28', events: [
    U1('phoenix-high-115-july-28-2033', 'Phoenix hits 115°F on July 28?', 'Weather', z('2033-07-29', '06:59'), 'phx0728-ge115'),
    G1('Phoenix (Sky Harbor) high ≥ 115°F on 28 July 2033?', z('2033-07-29', '06:59'), 'phx0728-ge115'),
  ] });
}
{ // Austin high on Aug 20: alpha and beta at Camp Mabry; gamma at Austin-Bergstrom (another station of the city): nf.
  addCase('city_weather', { name: 'austin-high-aug20', fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A('KXHIGHAUS-33AUG20', 'Highest temperature in Austin on Aug 20, 2033?', 'Climate and Weather', z('2033-08-21', '05:59'), [['B101.5', '101° to 102°', 'aus0820-101-102'], ['T102', '103° or above', 'aus0820-ge103']],
      { sources: ['NWS Austin Camp Mabry climate report https://forecast.weather.gov/product.php?site=EWX&product=CLI&issuedby=AUS'] }),
    B1('Austin high 103°F or above on August 20?', 'Weather', z('2033-08-21', '05:59'), 'aus0820-ge103'),
    G1('Austin-Bergstrom (KAUS) max temp 103°F+ on Aug 20?', z('2033-08-21', '05:59'), 'aus0820-ge103'),
  ] }, ['source']);
}
{ // Arctic minimum (NSIDC 5-day): alpha "Below 4.00M km²" = beta; gamma is JAXA (statistic); beta_us the September monthly mean (measure).
  addCase('sea_ice', { name: 'arctic-min-2033', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A('KXARCTICICE-33', 'Arctic sea ice minimum extent in 2033 (NSIDC)?', 'Climate and Weather', z('2033-10-15', '23:59'), [['B375', 'Below 3.75M km²', 'arc33-min-lt3.75'], ['B400', 'Below 4.00M km²', 'arc33-min-lt4.00'],
      ['B425', 'Below 4.25M km²', 'arc33-min-lt4.25']], { sources: [NSIDC] }),
    B1('Arctic sea ice minimum below 4 million km² in 2033?', 'Weather', z('2033-10-15', '23:59'), 'arc33-min-lt4.00', { mx: { src: NSIDC } }),
    G1('JAXA Arctic sea ice extent 2033 minimum under 4.0 million sq km?', z('2033-10-15', '23:59'), 'arc33-jaxa-lt4.00'),
    U1('arctic-sea-ice-september-2033-average-below-4-5m', 'September 2033 Arctic sea ice extent (monthly average) below 4.5M km²?', 'Weather', z('2033-10-15', '23:59'), 'arc33-sepmean-lt4.5'),
  ] }, ['statistic', 'measure']);
}

// ───────────────────────────── WORLD AFFAIRS ─────────────────────────────

const NOR = '2033-09-12';
{ // Norway, Storting election Sep 12: party with the most seats (alpha, beta, beta_us); gamma asks who becomes PM (measure/office).
  addCase('elections', { name: 'norway-election-2033', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXNOELECT-33', 'Norway Storting election 2033: most seats?', 'World', z(NOR, '23:59'), [['AP', 'Labour (Ap)', 'no33-seats-ap'], ['FRP', 'Progress (FrP)', 'no33-seats-frp'], ['H', 'Conservatives (H)', 'no33-seats-h']]),
    B('Norway Parliamentary Election: Largest Party', 'Politics', z(NOR, '23:59'), bl('norway-election-2033-most-seats', (p) => `Will ${p} win the most seats in the 2033 Norwegian parliamentary election?`,
      [['Labour Party', 'no33-seats-ap'], ['Progress Party', 'no33-seats-frp'], ['Conservative Party', 'no33-seats-h'], ['Centre Party', 'no33-seats-sp']])),
    U('norway-election-2033-most-seats', 'Norway Election: Most Seats', 'Politics', z(NOR, '23:59'), [['norway-2033-arbeiderpartiet', 'Arbeiderpartiet', 'no33-seats-ap'], ['norway-2033-fremskrittspartiet', 'Fremskrittspartiet', 'no33-seats-frp']]),
    G('Next Prime Minister of Norway after the 2033 election', z('2033-10-31', '23:59'), gr(['Jonas Gahr Støre', 'no33-pm-store'], ['Sylvi Listhaug', 'no33-pm-listhaug'], ['Ine Eriksen Søreide', 'no33-pm-soreide'])),
  ] }, ['office']);
}
{ // Chile presidential election 2033 (winner after any runoff): alpha, beta, gamma; beta_us the Nov 20 first round (round).
  addCase('elections', { name: 'chile-president-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXCLPRES-33', 'Chile presidential election 2033 winner?', 'World', z('2033-12-18', '23:59'), [['BORIC', 'Gabriel Boric', 'cl33-boric'], ['KAISER', 'Johannes Kaiser', 'cl33-kaiser'], ['VODANOVIC', 'Tomás Vodanovic', 'cl33-vodanovic']]),
    B('Chile Presidential Election Winner', 'Politics', z('2033-12-18', '23:59'), bl('chile-presidential-election-2033', (c) => `Will ${c} win the 2033 Chilean presidential election?`,
      [['Gabriel Boric', 'cl33-boric'], ['Johannes Kaiser', 'cl33-kaiser'], ['Tomas Vodanovic', 'cl33-vodanovic'], ['Evelyn Matthei', 'cl33-matthei']])),
    G('Elección presidencial de Chile 2033 — ganador', z('2033-12-18', '23:59'), gr(['Gabriel Boric', 'cl33-boric'], ['Johannes Kaiser', 'cl33-kaiser'], ['Tomás Vodanovic', 'cl33-vodanovic'])),
    U('chile-presidential-first-round-2033', 'Chile Presidential Election: 1st Round Winner (Nov. 20)', 'Politics', z('2033-11-20', '23:59'), [['chile-1r-2033-boric', 'Gabriel Boric', 'cl33-r1-boric'],
      ['chile-1r-2033-kaiser', 'Johannes Kaiser', 'cl33-r1-kaiser']]),
  ] }, ['round']);
}
{ // Chile's presidential vote goes to a runoff (beta, gamma "No" side framed as a first-round win: inverted).
  addCase('elections', { name: 'chile-runoff-2033', events: [
    B1('Will Chile\'s 2033 presidential election go to a runoff?', 'Politics', z('2033-11-20', '23:59'), 'cl33-runoff'),
    G1('Chile 2033: president elected outright in the first round?', z('2033-11-20', '23:59'), 'cl33-no-runoff'),
  ] }, ['inverted']);
}
{ // Argentina midterms Oct 23: LLA most votes nationally (beta, gamma); alpha asks most Chamber seats won (measure).
  addCase('elections', { name: 'argentina-midterms-2033', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('La Libertad Avanza wins most votes in Argentina midterms?', 'Politics', z('2033-10-23', '23:59'), 'ar33-lla-votes'),
    G1('Argentina Oct 23 legislative elections: LLA first in national vote share?', z('2033-10-23', '23:59'), 'ar33-lla-votes'),
    A1('KXARMIDTERM-33', 'Argentina 2033 midterms: LLA wins the most Chamber seats?', 'World', z('2033-10-31', '23:59'), 'LLA', 'La Libertad Avanza', 'ar33-lla-seats'),
  ] }, ['measure']);
}
{ // Czech election Oct 7–8: ANO largest party (alpha, beta); gamma asks whether Babiš is appointed PM (office).
  addCase('elections', { name: 'czech-election-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXCZELECT-33', 'Czech parliamentary election 2033: most votes?', 'World', z('2033-10-08', '23:59'), [['ANO', 'ANO', 'cz33-ano'], ['SPOLU', 'SPOLU', 'cz33-spolu'], ['STAN', 'STAN', 'cz33-stan']]),
    B('Czech Parliamentary Election Winner', 'Politics', z('2033-10-08', '23:59'), bl('czech-election-2033-winner', (p) => `Will ${p} win the most votes in the 2033 Czech parliamentary election?`,
      [['ANO', 'cz33-ano'], ['SPOLU', 'cz33-spolu'], ['Pirates', 'cz33-pirati'], ['STAN', 'cz33-stan']])),
    G1('Babiš appointed Czech PM after the October 2033 election?', z('2033-12-31', '23:59'), 'cz33-babis-pm'),
  ] }, ['office']);
}
{ // Canada federal election Oct 17: most seats (alpha, beta, beta_us); gamma the popular vote (measure).
  addCase('elections', { name: 'canada-election-2033', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXCAELECT-33', 'Canadian federal election 2033: most seats?', 'World', z('2033-10-17', '23:59'), [['LPC', 'Liberal', 'ca33-seats-lpc'], ['CPC', 'Conservative', 'ca33-seats-cpc'], ['NDP', 'NDP', 'ca33-seats-ndp']]),
    B('Canada Election: Which party wins most seats?', 'Politics', z('2033-10-17', '23:59'), bl('canada-election-2033-most-seats', (p) => `Will the ${p} win the most seats in the 2033 Canadian federal election?`,
      [['Liberal Party', 'ca33-seats-lpc'], ['Conservative Party', 'ca33-seats-cpc'], ['NDP', 'ca33-seats-ndp'], ['Bloc Québécois', 'ca33-seats-bq']])),
    U('canada-federal-election-2033', 'Canada Federal Election: Most Seats', 'Politics', z('2033-10-17', '23:59'), [['canada-2033-liberals', 'Liberals', 'ca33-seats-lpc'], ['canada-2033-conservatives', 'Conservatives', 'ca33-seats-cpc']]),
    G('Canada 2033 federal election — popular vote winner', z('2033-10-17', '23:59'), gr(['Liberal', 'ca33-votes-lpc'], ['Conservative', 'ca33-votes-cpc'], ['NDP', 'ca33-votes-ndp'])),
  ] }, ['measure']);
}
{ // Honduras Nov 27 presidential election by party — beta only.
  addCase('elections', { name: 'honduras-2033', events: [
    B('Honduras Presidential Election: Winning Party', 'Politics', z('2033-11-27', '23:59'), bl('honduras-presidential-election-2033', (p) => `Will the ${p} candidate win the 2033 Honduran presidential election?`,
      [['National Party', 'hn33-pn'], ['Liberal Party', 'hn33-pl'], ['LIBRE', 'hn33-libre']])),
  ] });
}
{ // Khamenei out as Supreme Leader before 2034 (alpha, beta, beta_us); gamma by Sep 30 (deadline).
  addCase('leaders', { name: 'khamenei-out', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXLEADEROUT-33-KHAMENEI', 'Khamenei out as Supreme Leader of Iran before 2034?', 'World', z('2033-12-31', '23:59'), 'KHAMENEI', 'Ali Khamenei', 'khamenei-2033'),
    B1('Khamenei out as Supreme Leader of Iran by December 31?', 'Geopolitics', z('2033-12-31', '23:59'), 'khamenei-2033'),
    U1('khamenei-out-as-supreme-leader-2033', 'Khamenei no longer Supreme Leader in 2033?', 'Geopolitics', z('2033-12-31', '23:59'), 'khamenei-2033'),
    G1('Iran gets a new Supreme Leader by Sep 30, 2033?', z('2033-09-30', '23:59'), 'khamenei-sep'),
  ] }, ['deadline']);
}
{ // Modi out as PM before 2034 (alpha, beta, gamma).
  addCase('leaders', { name: 'modi-out', events: [
    B1('Narendra Modi out as Prime Minister of India before 2034?', 'Geopolitics', z('2033-12-31', '23:59'), 'modi-2033'),
    G1('Modi ceases to be India\'s PM in 2033?', z('2033-12-31', '23:59'), 'modi-2033'),
    A1('KXLEADEROUT-33-MODI', 'Narendra Modi out as PM of India before 2034?', 'World', z('2033-12-31', '23:59'), 'MODI', 'Narendra Modi', 'modi-2033'),
  ] });
}
{ // Xi out as CCP General Secretary in 2033 (alpha) vs out as PRC President (beta): office.
  addCase('leaders', { name: 'xi-out', groups: [['alpha'], ['beta']], events: [
    A1('KXLEADEROUT-33-XI', 'Xi Jinping out as General Secretary of the CCP in 2033?', 'World', z('2033-12-31', '23:59'), 'XI', 'Xi Jinping', 'xi-gensec-2033'),
    B1('Xi Jinping out as President of China in 2033?', 'Geopolitics', z('2033-12-31', '23:59'), 'xi-president-2033'),
  ] }, ['office']);
}
{ // Sudan SAF–RSF ceasefire by Sep 30 (alpha, beta, beta_us); gamma in 2033 (deadline).
  addCase('diplomacy', { name: 'sudan-ceasefire', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXCEASEFIRE-33SEP30-SDN', 'Sudan ceasefire (SAF–RSF) by Sep 30, 2033?', 'World', z('2033-09-30', '23:59'), 'SEP30', 'Before Oct 1, 2033', 'sdn-cf-sep'),
    B1('Sudan ceasefire by September 30?', 'Geopolitics', z('2033-09-30', '23:59'), 'sdn-cf-sep'),
    U1('sudan-ceasefire-by-september-30', 'SAF-RSF ceasefire announced by Sept. 30?', 'Geopolitics', z('2033-09-30', '23:59'), 'sdn-cf-sep'),
    G1('Sudan: SAF and RSF agree a ceasefire before 2034?', z('2033-12-31', '23:59'), 'sdn-cf-2033'),
  ] }, ['deadline']);
}
{ // DRC–M23 ceasefire in 2033 (beta, gamma, beta_us).
  addCase('diplomacy', { name: 'drc-m23-ceasefire', events: [
    B1('DRC-M23 ceasefire in 2033?', 'Geopolitics', z('2033-12-31', '23:59'), 'drc-m23-cf'),
    G1('Will Kinshasa and M23 sign a ceasefire by Dec 31, 2033?', z('2033-12-31', '23:59'), 'drc-m23-cf'),
    U1('drc-m23-ceasefire-2033', 'Congo–M23 ceasefire agreed in 2033?', 'Geopolitics', z('2033-12-31', '23:59'), 'drc-m23-cf'),
  ] });
}
{ // US and Chinese presidents meet in person in 2033 (alpha, beta, gamma); beta_us asks whether Xi visits the US (place).
  addCase('diplomacy', { name: 'us-china-summit', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXUSCHINAMEET-33', 'Will the US and Chinese presidents meet in person in 2033?', 'World', z('2033-12-31', '23:59'), 'YES', 'In-person meeting', 'uscn-meet-2033'),
    B1('US-China leaders\' summit in 2033?', 'Geopolitics', z('2033-12-31', '23:59'), 'uscn-meet-2033'),
    G1('In-person meeting between the US President and Xi Jinping before 2034?', z('2033-12-31', '23:59'), 'uscn-meet-2033'),
    U1('xi-jinping-visits-united-states-2033', 'Xi Jinping visits the United States in 2033?', 'Geopolitics', z('2033-12-31', '23:59'), 'xi-visit-us-2033'),
  ] }, ['place']);
}
{ // COP38 cover decision calls for a fossil-fuel phase-out (alpha, beta, gamma).
  addCase('diplomacy', { name: 'cop38-phaseout', events: [
    B1('COP38 agreement includes fossil fuel phase-out?', 'Geopolitics', z('2033-11-30', '23:59'), 'cop38-phaseout'),
    G1('COP38 final text: "phase out" of fossil fuels?', z('2033-11-30', '23:59'), 'cop38-phaseout'),
    A1('KXCOP38-PHASEOUT', 'COP38 decision calls for phasing out fossil fuels?', 'World', z('2033-11-30', '23:59'), 'YES', 'Phase-out language adopted', 'cop38-phaseout'),
  ] });
}
{ // Global plastics treaty adopted in 2033 (all four venues).
  addCase('diplomacy', { name: 'plastics-treaty', events: [
    A1('KXPLASTICTREATY-33', 'Global plastics treaty adopted in 2033?', 'World', z('2033-12-31', '23:59'), 'YES', 'Treaty adopted', 'plastics-2033'),
    B1('UN plastics treaty adopted before 2034?', 'Geopolitics', z('2033-12-31', '23:59'), 'plastics-2033'),
    G1('Will the INC adopt a global plastics treaty by end of 2033?', z('2033-12-31', '23:59'), 'plastics-2033'),
    U1('global-plastics-treaty-adopted-2033', 'Global plastics treaty adopted by December 31, 2033?', 'Geopolitics', z('2033-12-31', '23:59'), 'plastics-2033'),
  ] });
}
{ // Scottish independence referendum held before 2034 (beta, beta_us); gamma asks whether Scotland votes Yes (observation).
  addCase('diplomacy', { name: 'scotland-indyref', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B1('Scottish independence referendum held before 2034?', 'Politics', z('2033-12-31', '23:59'), 'indyref-held'),
    U1('scottish-independence-referendum-2033', 'Scotland holds an independence referendum in 2033?', 'Politics', z('2033-12-31', '23:59'), 'indyref-held'),
    G1('Scotland votes Yes to independence in 2033?', z('2033-12-31', '23:59'), 'indyref-yes'),
  ] }, ['observation']);
}
{ // Italy's constitutional referendum on the direct election of the PM (Oct 2): alpha "Yes wins" vs gamma "No wins" (inverted).
  addCase('diplomacy', { name: 'italy-referendum', events: [
    A1('KXITREF-33OCT02', 'Italy premierato referendum: Yes wins?', 'World', z('2033-10-03', '12:00'), 'YES', 'Yes wins', 'it-ref-yes'),
    G1('Referendum costituzionale (premierato): vince il NO?', z('2033-10-03', '12:00'), 'it-ref-no'),
  ] }, ['inverted']);
}
{ // Nobel Peace Prize 2033 (all four venues; gamma's "Other" has no counterpart).
  addCase('diplomacy', { name: 'nobel-peace-2033', events: [
    A('KXNOBELPEACE-33', 'Nobel Peace Prize 2033 winner?', 'World', z('2033-10-07', '12:00'), [['UNHCR', 'UNHCR', 'npp33-unhcr'], ['ICJ', 'International Court of Justice', 'npp33-icj'], ['YULIA', 'Yulia Navalnaya', 'npp33-navalnaya'],
      ['MSF', 'Doctors Without Borders', 'npp33-msf']]),
    B('Nobel Peace Prize Winner 2033', 'Geopolitics', z('2033-10-07', '12:00'), bl('nobel-peace-prize-2033', (c) => `Will ${c} win the 2033 Nobel Peace Prize?`,
      [['UNHCR', 'npp33-unhcr'], ['Yulia Navalnaya', 'npp33-navalnaya'], ['Médecins Sans Frontières', 'npp33-msf'], ['ICJ', 'npp33-icj']])),
    U('nobel-peace-prize-2033', 'Nobel Peace Prize 2033', 'Geopolitics', z('2033-10-07', '12:00'), [['nobel-peace-2033-navalnaya', 'Yulia Navalnaya', 'npp33-navalnaya'], ['nobel-peace-2033-unhcr', 'UNHCR', 'npp33-unhcr']]),
    G('Nobelova cena míru / Nobel Peace Prize 2033', z('2033-10-07', '12:00'), gr(['UN Refugee Agency (UNHCR)', 'npp33-unhcr'], ['MSF', 'npp33-msf'], ['Yulia Navalnaya', 'npp33-navalnaya'], ['Other', 'npp33-other'])),
  ] });
}
{ // Nobel Literature 2033 winner (beta, gamma); alpha asks whether the laureate is a woman (measure: another outcome space).
  addCase('awards', { name: 'nobel-literature-2033', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Nobel Prize in Literature 2033', 'Culture', z('2033-10-06', '12:00'), bl('nobel-literature-2033', (c) => `Will ${c} win the 2033 Nobel Prize in Literature?`,
      [['Can Xue', 'nlit33-canxue'], ['Haruki Murakami', 'nlit33-murakami'], ['Mircea Cărtărescu', 'nlit33-cartarescu']])),
    G('Nobel Literature 2033 laureate', z('2033-10-06', '12:00'), gr(['Can Xue', 'nlit33-canxue'], ['Murakami Haruki', 'nlit33-murakami'], ['Mircea Cartarescu', 'nlit33-cartarescu'], ['Other', 'nlit33-other'])),
    A1('KXNOBELLIT-33-WOMAN', 'Will a woman win the 2033 Nobel Prize in Literature?', 'Entertainment', z('2033-10-06', '12:00'), 'WOMAN', 'Woman laureate', 'nlit33-woman'),
  ] }, ['measure']);
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout51-set.json', import.meta.url));
