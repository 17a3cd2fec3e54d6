// Twenty-fifth independent refdata holdout: writes test/refdata/holdout25-set.json (business, technology and culture in
// spring and summer 2029, March to August: earnings and guidance, product and AI model launches, IPOs and deals, market-cap
// rankings, CEO departures, app-store rankings, box office, streaming and music charts, award shows, space launches, US
// macro prints and the Fed, crypto thresholds and ranges; about 15% distractors from sports and weather of the same months).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout25.build.ts`.
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
// Applied here in the same spirit: payrolls and jobless claims are published as whole thousands, so "above 150K" and
// "150K or more" are different outcomes; a company's reported revenue in millions, "above $X B" vs "$X B or more" are
// treated the same way (different `t`) and so avoided except where marked. Different statistics of one thing (Freddie
// Mac PMMS vs MBA rate; AAA vs EIA gas price; NOAA vs Copernicus global temperature; LMArena text vs another board;
// US App Store vs Google Play) are different events.
// Ids: beta event ids 330001+, gamma ids 27001+, alpha tickers dated 2029; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, holdoutKit } from './evalset.emit.ts';

type Cat = 'earnings' | 'tech' | 'corporate' | 'markets' | 'box_office' | 'streaming' | 'music' | 'awards' | 'space' | 'economics' | 'fed' | 'crypto' | 'sports' | 'weather';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(330000, 27000);

// Sources as the venues cite them.
const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_EMP = 'Bureau of Labor Statistics https://www.bls.gov/news.release/empsit.nr0.htm';
const BEA = 'Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product';
const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const DOL = 'Department of Labor https://www.dol.gov/ui/data.pdf';
const FREDDIE = 'Freddie Mac https://www.freddiemac.com/pmms';
const AAA = 'AAA https://gasprices.aaa.com/';
const BOM = 'Box Office Mojo https://www.boxofficemojo.com/';
const BILLBOARD = 'Billboard https://www.billboard.com/charts/';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const CFE = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI';
const SEC = 'SEC EDGAR https://www.sec.gov/edgar/search/';
const NVDA_IR = 'NVIDIA Investor Relations https://investor.nvidia.com/';

// ───────────────────────────── EARNINGS AND GUIDANCE ─────────────────────────────

{ // NVIDIA Q1 FY2030 revenue (reported late May 2029): alpha ladder, beta binaries, gamma categorical with its own buckets.
  const r = 'Resolves on total revenue for the fiscal quarter as first reported in the company\'s quarterly earnings release.';
  addCase('earnings', { name: 'nvda-q1fy30-revenue', events: [
    A('KXNVDAREV-29MAY30', 'NVIDIA quarterly revenue: Q1 FY2030', 'Companies', z('2029-05-30', '20:00'), [
      ['T90000', 'Above $90 billion', 'nv90', { q: 'Will NVIDIA report Q1 FY2030 revenue above $90 billion?' }],
      ['T100000', 'Above $100 billion', 'nv100', { q: 'Will NVIDIA report Q1 FY2030 revenue above $100 billion?' }],
      ['T110000', 'Above $110 billion', 'nv110', { q: 'Will NVIDIA report Q1 FY2030 revenue above $110 billion?' }],
    ], { sources: [NVDA_IR], rules: r }),
    B('NVIDIA Q1 FY30 revenue above...?', 'Business', z('2029-05-30', '20:00'), w([
      ['nvidia-q1-fy30-revenue-above-90b', '>$90B', 'nv90', { q: 'NVIDIA Q1 FY30 revenue more than $90B?' }],
      ['nvidia-q1-fy30-revenue-above-100b', '>$100B', 'nv100', { q: 'NVIDIA Q1 FY30 revenue more than $100B?' }],
      ['nvidia-q1-fy30-revenue-above-120b', '>$120B', 'nv120', { q: 'NVIDIA Q1 FY30 revenue more than $120B?' }],
    ], { src: 'https://investor.nvidia.com/financial-info/quarterly-results', rules: 'This market resolves to "Yes" if NVIDIA reports revenue greater than the listed amount for its first quarter of fiscal 2030 (quarter ending late April 2029) in its official earnings release.' })),
    G('NVIDIA Q1 FY2030 revenue', z('2029-05-30', '20:00'), [
      ['Over $100B', 'nv100'], ['Over $110B', 'nv110'], ['Over $120B', 'nv120'],
    ], { rules: 'Each option resolves YES if NVIDIA\'s reported revenue for Q1 FY2030 exceeds the stated amount, per the company\'s earnings press release.' }),
  ] });
}
{ // Tesla Q2 2029 deliveries (alpha, beta) vs production (gamma): measure negative.
  addCase('earnings', { name: 'tesla-q2-2029-deliveries', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTSLADEL-29JUL02', 'Tesla deliveries in Q2 2029', 'Companies', z('2029-07-02', '14:00'), [
      ['T450000', 'Above 450,000', 'td450'], ['T500000', 'Above 500,000', 'td500'],
    ], { sources: ['Tesla Investor Relations https://ir.tesla.com/'], rules: 'If Tesla reports more than the strike number of total vehicle deliveries for Q2 2029 in its quarterly production and deliveries release, the market resolves to Yes.' }),
    B('Tesla Q2 2029 deliveries?', 'Business', z('2029-07-02', '14:00'), [
      ['tesla-q2-2029-deliveries-over-450k', '>450k', 'td450', { q: 'Will Tesla deliver more than 450,000 vehicles in Q2 2029?', rules: 'Resolves Yes if Tesla\'s Q2 2029 production & deliveries report shows total deliveries above 450,000.' }],
      ['tesla-q2-2029-deliveries-over-500k', '>500k', 'td500', { q: 'Will Tesla deliver more than 500,000 vehicles in Q2 2029?', rules: 'Resolves Yes if Tesla\'s Q2 2029 production & deliveries report shows total deliveries above 500,000.' }],
    ]),
    G('Tesla Q2 2029 vehicle production', z('2029-07-02', '14:00'), [['Above 450K', 'tp450'], ['Above 500K', 'tp500']], { rules: 'Resolves per total vehicles produced in Q2 2029 as reported in Tesla\'s quarterly production and deliveries release.' }),
  ] }, ['measure']);
}
{ // Apple fiscal Q2 2029 EPS (alpha, beta_us) vs revenue (beta): measure negative.
  addCase('earnings', { name: 'apple-fq2-2029-eps', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A1('KXAAPLEPS-29MAY03', 'Apple EPS above $1.90 in fiscal Q2 2029?', 'Companies', z('2029-05-03', '20:30'), 'T1.90', 'Above $1.90', 'aeps', { rules: 'If Apple reports diluted earnings per share above $1.90 for its fiscal second quarter of 2029, then the market resolves to Yes.' }),
    U1('apple-q2-fy2029-diluted-eps-above-1-90', 'Apple Q2 FY29 diluted EPS over $1.90?', 'Business', z('2029-05-03', '20:30'), 'aeps', { rules: 'Resolves Yes if Apple\'s reported diluted EPS for the March 2029 quarter is greater than $1.90.' }),
    B1('Apple Q2 FY29 revenue above $105B?', 'Business', z('2029-05-03', '20:30'), 'arev', { mx: { rules: 'Resolves Yes if Apple reports total net sales above $105 billion for the quarter ended March 2029.' } }),
  ] }, ['measure']);
}
{ // Microsoft Azure growth FQ4 2029 (alpha, gamma).
  addCase('earnings', { name: 'msft-azure-fq4-2029', events: [
    A1('KXAZURE-29JUL25', 'Microsoft Azure revenue growth above 30% in FY29 Q4?', 'Companies', z('2029-07-25', '21:00'), 'T30', 'Above 30%', 'az30', { rules: 'If Microsoft reports year-over-year Azure and other cloud services revenue growth above 30% for the quarter ending June 30, 2029, the market resolves to Yes.' }),
    G1('Azure growth >30% YoY in Microsoft\'s June 2029 quarter?', z('2029-07-25', '21:00'), 'az30', { rules: 'YES if Azure and other cloud services revenue growth (as reported, not constant currency) exceeds 30% in Microsoft\'s FY2029 Q4 earnings release.' }),
  ] });
}
{ // Meta Q1 2029 earnings call mentions (alpha ladder of words; beta one word).
  const r = (wd: string): string => `Resolves Yes if "${wd}" is said by a Meta representative during the Q1 2029 earnings call.`;
  addCase('earnings', { name: 'meta-q1-2029-call-mentions', events: [
    A('KXMETAMENTION-29APR25', 'What will Meta say on its Q1 2029 earnings call?', 'Mentions', z('2029-04-25', '23:00'), [
      ['SUPE', 'Superintelligence', 'mm-super', { rules: r('Superintelligence') }], ['GLAS', 'Glasses', 'mm-glass', { rules: r('Glasses') }], ['TARI', 'Tariff', 'mm-tariff', { rules: r('Tariff') }],
    ]),
    B('What will Zuckerberg say during Meta earnings call (Q1 2029)?', 'Mentions', z('2029-04-25', '23:00'), [
      ['meta-q1-2029-earnings-call-superintelligence', 'Superintelligence', 'mm-super', { q: 'Will Meta say "Superintelligence" during Q1 2029 earnings call?' }],
      ['meta-q1-2029-earnings-call-glasses', 'Glasses', 'mm-glass', { q: 'Will Meta say "Glasses" during Q1 2029 earnings call?' }],
      ['meta-q1-2029-earnings-call-open-source', 'Open Source', 'mm-os', { q: 'Will Meta say "Open Source" during Q1 2029 earnings call?' }],
    ], { rules: 'This market resolves Yes if the listed term is said by any Meta representative (including Mark Zuckerberg) during the Q1 2029 earnings call.' }),
  ] });
}
{ // Amazon Q2 2029 AWS revenue (single venue).
  addCase('earnings', { name: 'aws-q2-2029-revenue', events: [
    A1('KXAWSREV-29AUG02', 'AWS segment revenue above $45 billion in Q2 2029?', 'Companies', z('2029-08-02', '21:00'), 'T45000', 'Above $45B', 'aws45'),
  ] });
}
{ // NVIDIA beats consensus revenue guidance for Q2 FY30 (beta, gamma): guidance above $115B.
  addCase('earnings', { name: 'nvda-q2fy30-guidance', events: [
    B1('NVIDIA guides Q2 FY30 revenue above $115B?', 'Business', z('2029-05-30', '20:00'), 'nvg', { mx: { rules: 'Resolves Yes if the midpoint of NVIDIA\'s revenue outlook for Q2 FY2030, as given in its Q1 FY2030 CFO commentary, is above $115 billion.' } }),
    G1('NVIDIA Q2 FY2030 revenue outlook midpoint above $115 billion?', z('2029-05-30', '20:00'), 'nvg', { rules: 'YES if the midpoint of the Q2 FY2030 revenue outlook NVIDIA provides with its Q1 FY2030 results is greater than $115B.' }),
  ] });
}
{ // Netflix Q2 2029 revenue (alpha, beta) with different quarters: Q2 vs Q1 (date negative).
  addCase('earnings', { name: 'nflx-q2-2029-revenue', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXNFLXREV-29JUL17', 'Netflix Q2 2029 revenue above $15 billion?', 'Companies', z('2029-07-17', '21:00'), 'T15000', 'Above $15B', 'nf15', { rules: 'If Netflix reports revenue above $15 billion for the quarter ending June 30, 2029, the market resolves to Yes.' }),
    B1('Netflix Q2 2029 revenue over $15B?', 'Business', z('2029-07-17', '21:00'), 'nf15'),
    G1('Netflix Q1 2029 revenue above $15B?', z('2029-04-17', '21:00'), 'nf15q1'),
  ] }, ['date']);
}

// ───────────────────────────── TECHNOLOGY AND AI RELEASES ─────────────────────────────

{ // GPT-6 released by June 30, 2029 (alpha, beta, beta_us) vs released in 2029 (gamma): deadline negative.
  const r = 'Resolves Yes if OpenAI makes a model explicitly named GPT-6 generally available to the public (via ChatGPT or the API) by the deadline. Research previews limited to select testers do not count.';
  addCase('tech', { name: 'gpt6-by-june-2029', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXGPT6-29JUN30', 'Will OpenAI release GPT-6 before July 2029?', 'Science and Technology', z('2029-06-30', '23:59'), 'JUL', 'Before Jul 1, 2029', 'gpt6j', { rules: r }),
    B1('GPT-6 released by June 30, 2029?', 'Tech', z('2029-06-30', '23:59'), 'gpt6j', { mx: { rules: r } }),
    U1('gpt-6-released-by-june-30-2029', 'GPT-6 released by June 30?', 'Tech', z('2029-06-30', '23:59'), 'gpt6j', { rules: r }),
    G1('OpenAI releases GPT-6 in 2029?', z('2029-12-31', '23:59'), 'gpt6y', { rules: 'YES if GPT-6 is publicly released by OpenAI on or before December 31, 2029.' }),
  ] }, ['deadline']);
}
{ // Gemini 4 released by May 31, 2029 (beta, gamma).
  addCase('tech', { name: 'gemini4-by-may-2029', events: [
    B1('Gemini 4 released by May 31?', 'Tech', z('2029-05-31', '23:59'), 'gem4', { mx: { rules: 'Resolves Yes if Google publicly releases a model named Gemini 4 (any size variant, generally available or public preview) by May 31, 2029, 11:59 PM ET.' } }),
    G1('Will Google release Gemini 4 before June 2029?', z('2029-05-31', '23:59'), 'gem4', { rules: 'YES if any Gemini 4 model is made available to the public by Google before June 1, 2029 (ET).' }),
  ] });
}
{ // Top AI model on LMArena text leaderboard, June 30, 2029: alpha per-company binaries, beta categorical, gamma categorical.
  // beta_us asks about July 31 (date negative).
  const r = 'Resolves to the organization whose model ranks first on the LMArena Text Arena leaderboard (style control on, default view) when checked at 12:00 PM ET on the date. Ties go to the model listed first.';
  addCase('tech', { name: 'top-ai-model-jun-2029', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXTOPAI-29JUN30', 'Best AI model at the end of June 2029?', 'Science and Technology', z('2029-06-30', '16:00'), [
      ['OAI', 'OpenAI', 'ai-oai'], ['GOOG', 'Google', 'ai-goog'], ['ANTH', 'Anthropic', 'ai-anth'], ['XAI', 'xAI', 'ai-xai'], ['DS', 'DeepSeek', 'ai-ds'],
    ], { rules: r, sources: ['LMArena https://lmarena.ai/leaderboard/text'] }),
    B('Which company has best AI model end of June?', 'Tech', z('2029-06-30', '16:00'), w([
      ['which-company-has-best-ai-model-end-of-june-2029-openai', 'OpenAI', 'ai-oai'], ['which-company-has-best-ai-model-end-of-june-2029-google', 'Google', 'ai-goog'],
      ['which-company-has-best-ai-model-end-of-june-2029-anthropic', 'Anthropic', 'ai-anth'], ['which-company-has-best-ai-model-end-of-june-2029-xai', 'xAI', 'ai-xai'],
      ['which-company-has-best-ai-model-end-of-june-2029-meta', 'Meta', 'ai-meta'],
    ], { src: 'https://lmarena.ai/leaderboard/text', rules: r })),
    G('Top model on LMArena text leaderboard on June 30, 2029 (by company)', z('2029-06-30', '16:00'), [['Google', 'ai-goog'], ['OpenAI', 'ai-oai'], ['Anthropic', 'ai-anth'], ['Other', 'ai-other']], { rules: r }),
    U('which-company-has-best-ai-model-end-of-july-2029', 'Best AI model end of July?', 'Tech', z('2029-07-31', '16:00'), [
      ['best-ai-model-end-of-july-2029-google', 'Google', 'ai7-goog'], ['best-ai-model-end-of-july-2029-openai', 'OpenAI', 'ai7-oai'],
    ]),
  ] }, ['date']);
}
{ // #1 free iPhone app in the US App Store on June 1, 2029 (alpha, beta) vs Google Play top free (gamma): place/store negative.
  addCase('tech', { name: 'top-free-iphone-app-jun1-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTOPAPP-29JUN01', 'Top free iPhone app on Jun 1, 2029', 'Science and Technology', z('2029-06-01', '16:00'), [
      ['CHAT', 'ChatGPT', 'app-chat'], ['THRE', 'Threads', 'app-thr'], ['GEMI', 'Google Gemini', 'app-gem'], ['TEMU', 'Temu', 'app-temu'],
    ], { rules: 'Resolves to the app ranked #1 in Top Free iPhone Apps on the US Apple App Store at 12:00 PM ET on June 1, 2029.' }),
    B('#1 free app in the US App Store on June 1?', 'Tech', z('2029-06-01', '16:00'), [
      ['1-free-app-us-app-store-june-1-chatgpt', 'ChatGPT', 'app-chat'], ['1-free-app-us-app-store-june-1-threads', 'Threads', 'app-thr'],
      ['1-free-app-us-app-store-june-1-gemini', 'Gemini', 'app-gem'], ['1-free-app-us-app-store-june-1-tiktok', 'TikTok', 'app-tt'],
    ], { rules: 'Resolves to the app ranked first on Apple\'s US App Store "Top Free Apps" (iPhone) chart at noon ET on June 1, 2029.' }),
    G('Top free app on Google Play (US) on June 1, 2029', z('2029-06-01', '16:00'), [['ChatGPT', 'gp-chat'], ['Temu', 'gp-temu'], ['TikTok', 'gp-tt']]),
  ] }, ['place']);
}
{ // Apple announces a foldable iPhone at WWDC 2029 (alpha, beta) — and gamma asks "by Sep 30" (deadline).
  addCase('tech', { name: 'apple-foldable-wwdc-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXWWDCFOLD-29JUN11', 'Will Apple announce a foldable iPhone at WWDC 2029?', 'Science and Technology', z('2029-06-11', '22:00'), 'Y', 'Announced at WWDC', 'wwfold', { rules: 'Resolves Yes if Apple announces a foldable iPhone during the WWDC 2029 keynote.' }),
    B1('Foldable iPhone announced at WWDC 2029?', 'Tech', z('2029-06-11', '22:00'), 'wwfold'),
    G1('Apple unveils a foldable iPhone by September 30, 2029?', z('2029-09-30', '23:59'), 'fold930'),
  ] }, ['deadline']);
}
{ // Grok 6 release (single venue).
  addCase('tech', { name: 'grok6-release-2029', events: [B1('xAI releases Grok 6 by July 31, 2029?', 'Tech', z('2029-07-31', '23:59'), 'grok6')] });
}
{ // A lower-cost Apple Vision headset (single venue alpha).
  addCase('tech', { name: 'apple-cheap-vision-2029', events: [A1('KXVISIONAIR-29AUG31', 'Apple releases a lower-cost Vision headset by Aug 31, 2029?', 'Science and Technology', z('2029-08-31'), 'Y', 'Released', 'vair')] });
}

// ───────────────────────────── IPOs, DEALS AND CEOs ─────────────────────────────

{ // Stripe IPO in 2029 (alpha, beta) vs by June 30, 2029 (gamma): deadline negative.
  addCase('corporate', { name: 'stripe-ipo-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXIPOSTRIPE-29DEC31', 'Will Stripe IPO before 2030?', 'Companies', z('2029-12-31', '23:59'), 'Y', 'Before 2030', 'stripe29', { rules: 'Resolves Yes if Stripe\'s common stock begins trading on a US exchange (IPO or direct listing) before January 1, 2030.' }),
    B1('Stripe IPO in 2029?', 'Business', z('2029-12-31', '23:59'), 'stripe29', { mx: { rules: 'Resolves Yes if Stripe publicly lists its shares on a major US stock exchange (IPO or direct listing) by December 31, 2029, 11:59 PM ET.' } }),
    G1('Stripe goes public by June 30, 2029?', z('2029-06-30', '23:59'), 'stripe-jun'),
  ] }, ['deadline']);
}
{ // Databricks IPO first-day closing market cap (alpha ladder, beta binaries).
  const r = 'Resolves on Databricks\' fully diluted market capitalization at the close of its first day of trading, as computed from the closing price and the share count in the final prospectus.';
  addCase('corporate', { name: 'databricks-ipo-day1-cap', events: [
    A('KXDBXCAP-29JUN30', 'Databricks market cap after first day of trading', 'Companies', z('2029-06-30', '23:59'), [['T150', 'Above $150B', 'dbx150'], ['T200', 'Above $200B', 'dbx200']], { rules: r }),
    B('Databricks IPO closing market cap?', 'Business', z('2029-06-30', '23:59'), w([
      ['databricks-ipo-closing-market-cap-above-150b', '>$150B', 'dbx150'], ['databricks-ipo-closing-market-cap-above-200b', '>$200B', 'dbx200'], ['databricks-ipo-closing-market-cap-above-250b', '>$250B', 'dbx250'],
    ], { rules: r })),
  ] });
}
{ // Union Pacific completes Norfolk Southern acquisition by June 30, 2029 (alpha, beta, gamma).
  const r = 'Resolves Yes if Union Pacific\'s acquisition of Norfolk Southern is completed (the merger closes) by June 30, 2029, per an official announcement by either company.';
  addCase('corporate', { name: 'unp-nsc-close-jun-2029', events: [
    A1('KXUNPNSC-29JUN30', 'Union Pacific-Norfolk Southern deal closes by Jun 30, 2029?', 'Companies', z('2029-06-30', '23:59'), 'Y', 'Closes by Jun 30', 'unp', { rules: r }),
    B1('Union Pacific x Norfolk Southern merger completed by June 30?', 'Business', z('2029-06-30', '23:59'), 'unp', { mx: { rules: r } }),
    G1('Will UNP close its acquisition of NSC before July 2029?', z('2029-06-30', '23:59'), 'unp', { rules: r }),
  ] });
}
{ // Tim Cook out as Apple CEO by June 30, 2029 (alpha, beta); beta_us "remains CEO through June 30" (inverted); gamma "before 2030" (deadline).
  const r = 'Resolves Yes if Tim Cook ceases to be CEO of Apple, or his departure is announced, by June 30, 2029.';
  addCase('corporate', { name: 'tim-cook-out-jun-2029', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXCOOKOUT-29JUN30', 'Tim Cook out as Apple CEO by Jun 30, 2029?', 'Companies', z('2029-06-30', '23:59'), 'Y', 'Out by Jun 30', 'cook-out', { rules: r }),
    B1('Tim Cook out as Apple CEO by June 30?', 'Business', z('2029-06-30', '23:59'), 'cook-out', { mx: { rules: r } }),
    U1('tim-cook-remains-apple-ceo-through-june-30-2029', 'Tim Cook remains Apple CEO through June 30?', 'Business', z('2029-06-30', '23:59'), 'cook-stays', { rules: 'Resolves Yes if Tim Cook is CEO of Apple on June 30, 2029 and no departure has been announced by then; otherwise No.' }),
    G1('Tim Cook leaves Apple CEO role before 2030?', z('2029-12-31', '23:59'), 'cook-2029'),
  ] }, ['inverted', 'deadline']);
}
{ // Next Disney CEO named by ... (alpha categorical vs gamma categorical).
  addCase('corporate', { name: 'disney-ceo-2029', events: [
    A('KXDISCEO-29AUG31', 'Who will be Disney CEO on Aug 31, 2029?', 'Companies', z('2029-08-31'), [['DANA', 'Dana Walden', 'dis-dw'], ['JOSH', 'Josh D\'Amaro', 'dis-jd'], ['JIMM', 'Jimmy Pitaro', 'dis-jp']]),
    G('Disney CEO on August 31, 2029', z('2029-08-31'), [['Josh D\'Amaro', 'dis-jd'], ['Dana Walden', 'dis-dw'], ['Someone else', 'dis-other']]),
  ] });
}
{ // Anthropic IPO before July 2029 (single venue beta).
  addCase('corporate', { name: 'anthropic-ipo-h1-2029', events: [B1('Anthropic IPO before July 2029?', 'Business', z('2029-06-30', '23:59'), 'anth-ipo')] });
}
{ // OpenAI IPO filing (S-1 made public) by Aug 31, 2029 vs OpenAI IPO (starts trading) by Aug 31: observation/measure negative.
  addCase('corporate', { name: 'openai-s1-aug-2029', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXOAIS1-29AUG31', 'OpenAI publicly files S-1 by Aug 31, 2029?', 'Companies', z('2029-08-31'), 'Y', 'Files by Aug 31', 'oai-s1', { rules: 'Resolves Yes if an S-1 registration statement for OpenAI is publicly available on SEC EDGAR by August 31, 2029.', sources: [SEC] }),
    G1('OpenAI S-1 made public on EDGAR before September 2029?', z('2029-08-31'), 'oai-s1'),
    B1('OpenAI IPO by August 31, 2029?', 'Business', z('2029-08-31'), 'oai-ipo', { mx: { rules: 'Resolves Yes if OpenAI shares begin trading on a public exchange by Aug 31, 2029.' } }),
  ] }, ['measure']);
}

// ───────────────────────────── MARKET CAPS AND INDICES ─────────────────────────────

{ // Largest company by market cap at close June 29, 2029: alpha (companiesmarketcap), beta (same), gamma (Bloomberg): nf alpha|gamma, beta|gamma.
  addCase('markets', { name: 'largest-company-jun-2029', events: [
    A('KXLARGEST-29JUN29', 'Largest company in the world at the end of June 2029?', 'Financials', z('2029-06-29', '20:00'), [
      ['NVDA', 'NVIDIA', 'lc-nvda'], ['MSFT', 'Microsoft', 'lc-msft'], ['AAPL', 'Apple', 'lc-aapl'], ['GOOGL', 'Alphabet', 'lc-googl'],
    ], { sources: ['companiesmarketcap.com https://companiesmarketcap.com/'], rules: 'Resolves to the company with the largest market capitalization at the close of trading on June 29, 2029 per companiesmarketcap.com.' }),
    B('Largest company end of June?', 'Business', z('2029-06-29', '20:00'), w([
      ['largest-company-end-of-june-2029-nvidia', 'NVIDIA', 'lc-nvda'], ['largest-company-end-of-june-2029-microsoft', 'Microsoft', 'lc-msft'],
      ['largest-company-end-of-june-2029-apple', 'Apple', 'lc-aapl'], ['largest-company-end-of-june-2029-alphabet', 'Alphabet', 'lc-googl'], ['largest-company-end-of-june-2029-amazon', 'Amazon', 'lc-amzn'],
    ], { src: 'https://companiesmarketcap.com/', rules: 'This market resolves to the company with the largest market cap on June 29, 2029 at market close according to companiesmarketcap.com.' })),
    G('World\'s most valuable company at June 2029 month-end close', z('2029-06-29', '20:00'), [['NVIDIA', 'lc-nvda'], ['Microsoft', 'lc-msft'], ['Apple', 'lc-aapl'], ['Others', 'lc-oth']], { rules: 'Resolves by market capitalization at the June 29, 2029 close as shown on Bloomberg (ticker <EQUITY> CUR_MKT_CAP).' }),
  ], fungible: nf('alpha|gamma', 'beta|gamma') }, ['source']);
}
{ // NVIDIA market cap above $7T at June 29 close (alpha, beta) vs reaches $7T at any time by June 30 (gamma): observation negative.
  addCase('markets', { name: 'nvda-7t-jun-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXNVDACAP-29JUN29', 'NVIDIA market cap above $7 trillion on Jun 29, 2029?', 'Financials', z('2029-06-29', '20:00'), 'T7', 'Above $7T', 'nv7c', { rules: 'Resolves Yes if NVIDIA\'s market capitalization at the close on June 29, 2029 is above $7 trillion.' }),
    B1('NVIDIA above $7T market cap at end of June?', 'Business', z('2029-06-29', '20:00'), 'nv7c', { mx: { rules: 'Resolves Yes if NVIDIA\'s closing market cap on the last trading day of June 2029 (June 29) exceeds $7 trillion.' } }),
    G1('Does NVIDIA hit a $7T market cap by June 30, 2029?', z('2029-06-30', '23:59'), 'nv7hit', { rules: 'YES if NVIDIA\'s market capitalization reaches $7 trillion at any time (intraday counts) on or before June 30, 2029.' }),
  ] }, ['observation']);
}
{ // S&P 500 close on June 29, 2029 (alpha ladder, beta binaries, gamma) + Nasdaq-100 (beta_us): asset negative.
  addCase('markets', { name: 'spx-close-jun29-2029', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXINX-29JUN29H1600', 'S&P 500 price on Jun 29, 2029 at 4pm EDT?', 'Financials', z('2029-06-29', '20:00'), [
      ['T7999.99', '8,000 or above', 'sp8000'], ['T8249.99', '8,250 or above', 'sp8250'], ['T8499.99', '8,500 or above', 'sp8500'],
    ], { sources: ['S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/'] }),
    B('S&P 500 above ___ on June 29?', 'Finance', z('2029-06-29', '20:00'), [
      ['spx-above-8000-june-29-2029', '8,000', 'sp8000', { q: 'Will the S&P 500 (SPX) close above 8,000 on June 29, 2029?' }],
      ['spx-above-8500-june-29-2029', '8,500', 'sp8500', { q: 'Will the S&P 500 (SPX) close above 8,500 on June 29, 2029?' }],
    ]),
    G('S&P 500 closing level on 29 June 2029', z('2029-06-29', '20:00'), [['Above 8,000', 'sp8000'], ['Above 8,250', 'sp8250']]),
    U1('nasdaq-100-above-28000-june-29-2029', 'Nasdaq-100 close above 28,000 on June 29?', 'Finance', z('2029-06-29', '20:00'), 'ndx28'),
  ] }, ['asset']);
}
{ // Apple stock close on WWDC day vs previous day (single venue gamma).
  addCase('markets', { name: 'aapl-up-wwdc-2029', events: [G1('Apple (AAPL) closes up on WWDC 2029 keynote day?', z('2029-06-11', '20:00'), 'aapl-up')] });
}

// ───────────────────────────── BOX OFFICE AND STREAMING ─────────────────────────────

{ // Minions 3 domestic opening weekend (3-day, June 29–July 1, 2029): alpha (Box Office Mojo), beta (Box Office Mojo), gamma (The Numbers) nf.
  // beta_us asks about the 5-day July 4th opening (measure negative).
  addCase('box_office', { name: 'minions3-opening-2029', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXOPENMINIONS3-29JUL01', 'Minions 3 domestic opening weekend', 'Entertainment', z('2029-07-02', '16:00'), [
      ['T100', 'Above $100M', 'mn100'], ['T125', 'Above $125M', 'mn125'], ['T150', 'Above $150M', 'mn150'],
    ], { sources: [BOM], rules: 'Resolves on the domestic (US and Canada) 3-day opening weekend gross of Minions 3 as reported by Box Office Mojo on the Monday after release.' }),
    B('Minions 3 opening weekend box office?', 'Pop Culture', z('2029-07-02', '16:00'), w([
      ['minions-3-opening-weekend-box-office-100m', '$100M+', 'mn100'], ['minions-3-opening-weekend-box-office-125m', '$125M+', 'mn125'], ['minions-3-opening-weekend-box-office-175m', '$175M+', 'mn175'],
    ], { src: 'https://www.boxofficemojo.com/', rules: 'This market resolves Yes if Minions 3 grosses more than the listed amount in its 3-day domestic opening weekend (Fri–Sun), per Box Office Mojo.' })),
    G('"Minions 3" 3-day domestic opening (The Numbers)', z('2029-07-02', '16:00'), [['Over $100 million', 'mn100'], ['Over $150 million', 'mn150']], { rules: 'Resolves per the 3-day domestic weekend gross reported by The Numbers (the-numbers.com).' }),
    U('minions-3-5-day-opening-2029', 'Minions 3 five-day July 4th opening above $175M?', 'Pop Culture', z('2029-07-05', '16:00'), [['minions-3-5-day-opening-above-175m', 'Yes', 'mn5d175']], { rules: 'Resolves Yes if Minions 3\'s 5-day domestic opening (Friday June 29 through Tuesday July 3) exceeds $175M per Box Office Mojo.' }),
  ], fungible: nf('alpha|gamma', 'beta|gamma') }, ['source', 'measure']);
}
{ // The Batman Part III opening weekend (alpha, beta) vs domestic total by Aug 31 (gamma): measure negative.
  addCase('box_office', { name: 'batman-part-iii-opening-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXOPENBATMAN-29MAY06', 'The Batman Part III opening weekend', 'Entertainment', z('2029-05-07', '16:00'), [['T120', 'Above $120M', 'bt120'], ['T150', 'Above $150M', 'bt150']], { sources: [BOM] }),
    B('The Batman Part III opening weekend box office', 'Pop Culture', z('2029-05-07', '16:00'), [
      ['batman-part-iii-opening-120m', '$120M+', 'bt120', { q: 'Will The Batman Part III gross over $120M on opening weekend?', src: 'https://www.boxofficemojo.com/' }],
      ['batman-part-iii-opening-150m', '$150M+', 'bt150', { q: 'Will The Batman Part III gross over $150M on opening weekend?', src: 'https://www.boxofficemojo.com/' }],
    ]),
    G1('The Batman Part III domestic total gross above $400M?', z('2029-08-31', '23:59'), 'bt-total400', { rules: 'YES if the film\'s cumulative domestic gross reaches $400 million by August 31, 2029 per Box Office Mojo.' }),
  ] }, ['measure']);
}
{ // #1 movie at the domestic box office over Memorial Day weekend 2029 (3-day Fri–Sun): alpha, beta, gamma categorical.
  addCase('box_office', { name: 'memorial-day-top-film-2029', events: [
    A('KXTOPMOVIE-29MAY27', 'Top movie at the box office, May 25–27, 2029', 'Entertainment', z('2029-05-28', '18:00'), [
      ['BATM', 'The Batman Part III', 'md-bat'], ['SPID', 'Spider-Man 5', 'md-spi'], ['HOWT', 'How to Train Your Dragon 2', 'md-htt'],
    ], { sources: [BOM], rules: 'Resolves to the film with the highest domestic 3-day (Friday–Sunday) weekend gross for May 25–27, 2029, per Box Office Mojo.' }),
    B('#1 movie this weekend (May 25-27)?', 'Pop Culture', z('2029-05-28', '18:00'), w([
      ['1-movie-this-weekend-may-25-27-2029-the-batman-part-iii', 'The Batman Part III', 'md-bat'], ['1-movie-this-weekend-may-25-27-2029-spider-man-5', 'Spider-Man 5', 'md-spi'],
      ['1-movie-this-weekend-may-25-27-2029-how-to-train-your-dragon-2', 'How to Train Your Dragon 2', 'md-htt'],
    ], { src: 'https://www.boxofficemojo.com/weekend/' })),
    G('Memorial Day weekend 2029 #1 film (Fri–Sun, Box Office Mojo)', z('2029-05-28', '18:00'), [['Spider-Man 5', 'md-spi'], ['The Batman Part III', 'md-bat'], ['Another film', 'md-other']]),
  ] });
}
{ // The Rotten Tomatoes Tomatometer of Spider-Man 5 (alpha ladder, beta binaries).
  const r = 'Resolves on the Tomatometer score shown on the film\'s Rotten Tomatoes page at 10:00 AM ET on the release date\'s following Monday.';
  addCase('box_office', { name: 'spiderman5-rt-2029', events: [
    A('KXRTSPIDEY5-29MAY21', 'Spider-Man 5 Rotten Tomatoes score', 'Entertainment', z('2029-05-21', '14:00'), [['85', 'Above 85', 'rt85'], ['90', 'Above 90', 'rt90']], { rules: r }),
    B('Spider-Man 5 Rotten Tomatoes score?', 'Pop Culture', z('2029-05-21', '14:00'), w([
      ['spider-man-5-rotten-tomatoes-score-86-or-higher', '86+', 'rt85'], ['spider-man-5-rotten-tomatoes-score-91-or-higher', '91+', 'rt90'], ['spider-man-5-rotten-tomatoes-score-95-or-higher', '95+', 'rt95'],
    ], { rules: r })),
  ] });
}
{ // Spider-Man 5 worldwide vs domestic total (single venue beta_us).
  addCase('box_office', { name: 'spiderman5-worldwide-2029', events: [U1('spider-man-5-worldwide-gross-above-1-5b', 'Spider-Man 5 worldwide gross above $1.5B?', 'Pop Culture', z('2029-08-31'), 'sp5ww')] });
}
{ // Netflix #1 English TV show, week of June 11–17, 2029 (alpha, beta); gamma asks about the week of June 18–24 (date negative).
  addCase('streaming', { name: 'netflix-top-tv-jun-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNETFLIXTV-29JUN19', 'Top Netflix English TV show for Jun 11–17, 2029', 'Entertainment', z('2029-06-19', '18:00'), [
      ['WED', 'Wednesday', 'nx-wed'], ['BRID', 'Bridgerton', 'nx-brid'], ['SQUI', 'Squid Game: America', 'nx-squid'],
    ], { sources: ['Netflix Top 10 https://www.netflix.com/tudum/top10'] }),
    B('#1 Netflix show this week (Jun 11–17)?', 'Pop Culture', z('2029-06-19', '18:00'), w([
      ['netflix-top-show-jun-11-17-2029-wednesday', 'Wednesday', 'nx-wed'], ['netflix-top-show-jun-11-17-2029-bridgerton', 'Bridgerton', 'nx-brid'], ['netflix-top-show-jun-11-17-2029-squid-game-america', 'Squid Game: America', 'nx-squid'],
    ], { src: 'https://www.netflix.com/tudum/top10', rules: 'Resolves to the #1 title on Netflix\'s global Top 10 English TV list for the week of June 11–17, 2029.' })),
    G('Netflix global Top 10 English TV #1, week of 18–24 June 2029', z('2029-06-26', '18:00'), [['Wednesday', 'nx2-wed'], ['Bridgerton', 'nx2-brid']]),
  ] }, ['date']);
}
{ // Most-watched streaming original per Nielsen (single venue alpha).
  addCase('streaming', { name: 'nielsen-streaming-top-may-2029', events: [A1('KXNIELSEN-29JUN20', 'Wednesday tops Nielsen streaming chart for week of May 14, 2029?', 'Entertainment', z('2029-06-20'), 'WED', 'Wednesday', 'niel-wed')] });
}

// ───────────────────────────── MUSIC CHARTS ─────────────────────────────

{ // Billboard Hot 100 #1 on the chart dated June 16, 2029 (alpha, beta, gamma) vs Billboard 200 #1 same date (beta_us): measure negative.
  addCase('music', { name: 'hot100-jun16-2029', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXHOT100-29JUN16', 'Billboard Hot 100 #1 song on Jun 16, 2029', 'Entertainment', z('2029-06-11', '18:00'), [
      ['SABR', 'Sabrina Carpenter – "Sugar Rush"', 'h-sab'], ['TAYL', 'Taylor Swift – "Opaline"', 'h-tay'], ['MORG', 'Morgan Wallen – "Backroad Prayer"', 'h-mor'], ['BILL', 'Billie Eilish – "Undertow"', 'h-bil'],
    ], { sources: [BILLBOARD], rules: 'Resolves to the song at #1 on the Billboard Hot 100 chart dated June 16, 2029.' }),
    B('Billboard Hot 100 #1 on June 16?', 'Music', z('2029-06-11', '18:00'), w([
      ['hot-100-1-june-16-2029-sugar-rush', 'Sugar Rush', 'h-sab'], ['hot-100-1-june-16-2029-opaline', 'Opaline', 'h-tay'], ['hot-100-1-june-16-2029-backroad-prayer', 'Backroad Prayer', 'h-mor'],
      ['hot-100-1-june-16-2029-golden', 'Golden Hour (Remix)', 'h-gold'],
    ], { src: 'https://www.billboard.com/charts/hot-100/', rules: 'This market resolves according to the #1 song on the Billboard Hot 100 chart dated June 16, 2029 (published on billboard.com in the week of June 11).' })),
    G('Who tops the Billboard Hot 100 (chart dated 16 June 2029)?', z('2029-06-11', '18:00'), [['Sabrina Carpenter', 'h-sab'], ['Taylor Swift', 'h-tay'], ['Other', 'h-oth']], { rules: 'Resolves to the lead artist of the #1 song on the Billboard Hot 100 chart dated June 16, 2029. Each listed artist is credited with the song named in the market description: Sabrina Carpenter – "Sugar Rush"; Taylor Swift – "Opaline".' }),
    U('billboard-200-1-album-june-16-2029', 'Billboard 200 #1 album on June 16?', 'Music', z('2029-06-11', '18:00'), [
      ['billboard-200-june-16-2029-taylor-swift', 'Taylor Swift', 'b200-tay'], ['billboard-200-june-16-2029-morgan-wallen', 'Morgan Wallen', 'b200-mor'],
    ]),
  ] }, ['measure']);
}
{ // Taylor Swift album first-week units (alpha ladder, beta binaries) — Luminate via Billboard.
  const r = 'Resolves on the first-week equivalent album units for Taylor Swift\'s next studio album as reported by Billboard (Luminate data) in its Billboard 200 story.';
  addCase('music', { name: 'swift-first-week-2029', events: [
    A('KXSWIFTUNITS-29APR22', 'Taylor Swift album first-week sales', 'Entertainment', z('2029-04-22', '18:00'), [['T1000', 'Above 1 million', 'sw1m'], ['T2000', 'Above 2 million', 'sw2m']], { rules: r, sources: [BILLBOARD] }),
    B('Taylor Swift new album first week units?', 'Music', z('2029-04-22', '18:00'), w([
      ['taylor-swift-album-first-week-over-1m', 'Over 1M', 'sw1m'], ['taylor-swift-album-first-week-over-2m', 'Over 2M', 'sw2m'], ['taylor-swift-album-first-week-over-3m', 'Over 3M', 'sw3m'],
    ], { rules: r })),
  ] });
}
{ // Hot 100 #1 on chart dated June 23, 2029 (beta only; date distractor for the June 16 case).
  addCase('music', { name: 'hot100-jun23-2029', events: [B('Billboard Hot 100 #1 on June 23?', 'Music', z('2029-06-18', '18:00'), [
    ['hot-100-1-june-23-2029-sugar-rush', 'Sugar Rush', 'h23-sab'], ['hot-100-1-june-23-2029-opaline', 'Opaline', 'h23-tay'],
  ])] }, ['date']);
}
{ // Spotify most-streamed song of summer (single venue gamma).
  addCase('music', { name: 'spotify-song-of-summer-2029', events: [G('Spotify US Song of the Summer 2029', z('2029-08-31'), [['Sugar Rush', 'sos-sab'], ['Backroad Prayer', 'sos-mor'], ['Other', 'sos-oth']])] });
}
{ // Billboard 200 #1 on chart dated May 5, 2029 (alpha, gamma).
  addCase('music', { name: 'b200-may5-2029', events: [
    A('KXBB200-29MAY05', 'Billboard 200 top album on May 5, 2029', 'Entertainment', z('2029-04-30', '18:00'), [['TAYL', 'Taylor Swift', 'bb-tay'], ['BADB', 'Bad Bunny', 'bb-bb'], ['MORG', 'Morgan Wallen', 'bb-mor']], { sources: [BILLBOARD] }),
    G('Billboard 200 #1 (chart dated May 5, 2029)', z('2029-04-30', '18:00'), [['Taylor Swift', 'bb-tay'], ['Morgan Wallen', 'bb-mor'], ['Other', 'bb-oth']]),
  ] });
}

// ───────────────────────────── AWARD SHOWS ─────────────────────────────

{ // Tony Award for Best Musical 2029 (alpha, beta, gamma).
  addCase('awards', { name: 'tony-best-musical-2029', events: [
    A('KXTONYMUSICAL-29JUN10', '2029 Tony Award for Best Musical', 'Entertainment', z('2029-06-11', '04:00'), [
      ['NORT', 'Northern Lights', 'tm-nl'], ['ROCK', 'Rock Paper Scissors', 'tm-rps'], ['GATS', 'The Great Gatsby Revisited', 'tm-gats'],
    ], { rules: 'Resolves to the show that wins Best Musical at the 83rd Tony Awards.' }),
    B('Tony Awards 2029: Best Musical winner?', 'Pop Culture', z('2029-06-11', '04:00'), [
      ['tonys-2029-best-musical-northern-lights', 'Northern Lights', 'tm-nl'], ['tonys-2029-best-musical-rock-paper-scissors', 'Rock Paper Scissors', 'tm-rps'],
      ['tonys-2029-best-musical-the-great-gatsby-revisited', 'The Great Gatsby Revisited', 'tm-gats'], ['tonys-2029-best-musical-cabaret-nights', 'Cabaret Nights', 'tm-cab'],
    ]),
    G('83rd Tony Awards – Best Musical', z('2029-06-11', '04:00'), [['Northern Lights', 'tm-nl'], ['Rock Paper Scissors', 'tm-rps'], ['Other', 'tm-oth']]),
  ] });
}
{ // Tony Award for Best Play 2029 (alpha) and Best Revival of a Musical (beta_us): two different awards, nothing to match.
  addCase('awards', { name: 'tony-best-play-2029', groups: [['alpha'], ['beta_us']], events: [
    A('KXTONYPLAY-29JUN10', '2029 Tony Award for Best Play', 'Entertainment', z('2029-06-11', '04:00'), [['SALT', 'Salt Marsh', 'tp-salt'], ['KING', 'The Kingmaker', 'tp-king']]),
    U('tonys-2029-best-revival-of-a-musical', 'Tonys 2029: Best Revival of a Musical', 'Pop Culture', z('2029-06-11', '04:00'), [['tonys-2029-best-revival-musical-cabaret', 'Cabaret', 'tr-cab'], ['tonys-2029-best-revival-musical-rent', 'Rent', 'tr-rent']]),
  ] }, ['office']);
}
{ // Cannes 2029 Palme d'Or (alpha, beta) vs Grand Prix (gamma): office (prize) negative.
  addCase('awards', { name: 'cannes-palme-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPALME-29MAY26', 'Cannes 2029 Palme d\'Or winner', 'Entertainment', z('2029-05-26', '20:00'), [
      ['PARK', 'Park Chan-wook', 'pd-park'], ['LANT', 'Yorgos Lanthimos', 'pd-lant'], ['ALMO', 'Pedro Almodóvar', 'pd-almo'],
    ], { rules: 'Resolves to the director whose film wins the Palme d\'Or at the 82nd Cannes Film Festival.' }),
    B('Palme d\'Or 2029 winner?', 'Pop Culture', z('2029-05-26', '20:00'), [
      ['palme-dor-2029-park-chan-wook', 'Park Chan-wook', 'pd-park'], ['palme-dor-2029-yorgos-lanthimos', 'Yorgos Lanthimos', 'pd-lant'], ['palme-dor-2029-pedro-almodovar', 'Pedro Almodóvar', 'pd-almo'],
    ]),
    G('Cannes 2029 Grand Prix winner (director)', z('2029-05-26', '20:00'), [['Park Chan-wook', 'gp-park'], ['Yorgos Lanthimos', 'gp-lant'], ['Other', 'gp-oth']]),
  ] }, ['office']);
}
{ // BET Awards 2029 Album of the Year (alpha, beta).
  addCase('awards', { name: 'bet-album-2029', events: [
    A('KXBETALBUM-29JUN24', 'BET Awards 2029: Album of the Year', 'Entertainment', z('2029-06-25', '04:00'), [['KEND', 'Kendrick Lamar', 'bet-ken'], ['SZA', 'SZA', 'bet-sza'], ['DOEC', 'Doechii', 'bet-doe']]),
    B('BET Album of the Year 2029', 'Pop Culture', z('2029-06-25', '04:00'), [
      ['bet-awards-2029-album-of-the-year-kendrick-lamar', 'Kendrick Lamar', 'bet-ken'], ['bet-awards-2029-album-of-the-year-sza', 'SZA', 'bet-sza'], ['bet-awards-2029-album-of-the-year-doechii', 'Doechii', 'bet-doe'],
    ]),
  ] });
}
{ // MTV VMAs 2029 Video of the Year (alpha, beta, gamma) vs Artist of the Year (beta_us): office negative.
  addCase('awards', { name: 'vmas-video-2029', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXVMAVOTY-29AUG26', '2029 VMAs Video of the Year', 'Entertainment', z('2029-08-27', '04:00'), [['SABR', 'Sabrina Carpenter', 'vm-sab'], ['TAYL', 'Taylor Swift', 'vm-tay'], ['ROSE', 'ROSÉ', 'vm-rose']]),
    B('VMAs 2029: Video of the Year?', 'Music', z('2029-08-27', '04:00'), [
      ['vmas-2029-video-of-the-year-sabrina-carpenter', 'Sabrina Carpenter', 'vm-sab'], ['vmas-2029-video-of-the-year-taylor-swift', 'Taylor Swift', 'vm-tay'], ['vmas-2029-video-of-the-year-rose', 'Rosé', 'vm-rose'],
    ]),
    G('MTV Video Music Awards 2029 – Video of the Year', z('2029-08-27', '04:00'), [['Taylor Swift', 'vm-tay'], ['Sabrina Carpenter', 'vm-sab'], ['Other', 'vm-oth']]),
    U('vmas-2029-artist-of-the-year', 'VMAs 2029 Artist of the Year', 'Music', z('2029-08-27', '04:00'), [['vmas-2029-artist-of-the-year-taylor-swift', 'Taylor Swift', 'va-tay'], ['vmas-2029-artist-of-the-year-sabrina-carpenter', 'Sabrina Carpenter', 'va-sab']]),
  ] }, ['office']);
}
{ // Emmy nominations July 2029: most-nominated series (beta, gamma).
  addCase('awards', { name: 'emmy-noms-most-2029', events: [
    B('Most Emmy nominations 2029 (series)?', 'Pop Culture', z('2029-07-17', '17:00'), [['most-emmy-noms-2029-severance', 'Severance', 'em-sev'], ['most-emmy-noms-2029-the-bear', 'The Bear', 'em-bear'], ['most-emmy-noms-2029-the-white-lotus', 'The White Lotus', 'em-wl']]),
    G('Series with the most 2029 Primetime Emmy nominations', z('2029-07-17', '17:00'), [['Severance', 'em-sev'], ['The White Lotus', 'em-wl'], ['Other', 'em-oth']]),
  ] });
}

// ───────────────────────────── SPACE AND SCIENCE ─────────────────────────────

{ // SpaceX catches a Starship upper stage with the tower by June 30, 2029 (alpha, beta, beta_us) vs in 2029 (gamma): deadline.
  const r = 'Resolves Yes if SpaceX catches a Starship upper stage (Ship) with the launch tower\'s arms after a flight, by June 30, 2029, 11:59 PM ET, per SpaceX or credible reporting.';
  addCase('space', { name: 'starship-ship-catch-jun-2029', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXSHIPCATCH-29JUN30', 'Will SpaceX catch Starship\'s upper stage by Jun 30, 2029?', 'Science and Technology', z('2029-06-30'), 'Y', 'By Jun 30', 'shipc', { rules: r }),
    B1('SpaceX catches Starship (ship) by June 30?', 'Science', z('2029-06-30'), 'shipc', { mx: { rules: r } }),
    U1('spacex-starship-ship-catch-by-june-30-2029', 'Starship ship catch by June 30, 2029?', 'Science', z('2029-06-30'), 'shipc', { rules: r }),
    G1('Starship upper stage caught by the tower in 2029?', z('2029-12-31'), 'shipc-y'),
  ] }, ['deadline']);
}
{ // Number of Starship launches January 1 – June 30, 2029: alpha ladder, beta binaries, gamma buckets (one coincides).
  const r = 'Counts integrated Starship flight tests (Super Heavy + Ship) that lift off between January 1 and June 30, 2029 (ET), whether or not successful.';
  addCase('space', { name: 'starship-launches-h1-2029', events: [
    A('KXSTARSHIPH1-29JUN30', 'Starship launches in H1 2029', 'Science and Technology', z('2029-06-30'), [['T8', 'Above 8', 'ss8'], ['T12', 'Above 12', 'ss12']], { rules: r }),
    B('How many Starship launches in first half of 2029?', 'Science', z('2029-06-30'), w([['starship-launches-h1-2029-9-or-more', '9+', 'ss8'], ['starship-launches-h1-2029-13-or-more', '13+', 'ss12']], { rules: r })),
    G('Starship launch count, Jan–Jun 2029', z('2029-06-30'), [['0–8', 'ss0-8'], ['9–12', 'ss9-12'], ['13 or more', 'ss12']], { rules: r }),
  ] });
}
{ // Artemis III launches before September 1, 2029 (alpha, beta) vs crewed Moon landing before September 2029 (gamma): measure.
  addCase('space', { name: 'artemis3-launch-aug-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXARTEMIS3-29AUG31', 'Will Artemis III launch before Sep 1, 2029?', 'Science and Technology', z('2029-08-31'), 'Y', 'Launches', 'art3', { rules: 'Resolves Yes if NASA\'s Artemis III mission lifts off before September 1, 2029.', sources: ['NASA https://www.nasa.gov/artemis/'] }),
    B1('Artemis III launched by August 31, 2029?', 'Science', z('2029-08-31'), 'art3'),
    G1('Astronauts land on the Moon before September 2029?', z('2029-08-31'), 'moonland', { rules: 'YES if any crewed spacecraft lands humans on the lunar surface before September 1, 2029.' }),
  ] }, ['measure']);
}
{ // Starship HLS uncrewed lunar landing demo (single venue alpha).
  addCase('space', { name: 'hls-demo-landing-2029', events: [A1('KXHLSDEMO-29AUG31', 'Starship HLS uncrewed Moon landing by Aug 31, 2029?', 'Science and Technology', z('2029-08-31'), 'Y', 'Lands', 'hls')] });
}
{ // New Glenn launches in Q2 2029 (beta, gamma).
  addCase('space', { name: 'new-glenn-q2-2029', events: [
    B1('Blue Origin New Glenn launches 3 or more times in Q2 2029?', 'Science', z('2029-06-30'), 'ng3'),
    G1('New Glenn: at least 3 launches April–June 2029?', z('2029-06-30'), 'ng3'),
  ] });
}
{ // Blue Moon MK1 lands on the Moon by June 30, 2029 (alpha) vs by Dec 31 (beta): deadline negative.
  addCase('space', { name: 'blue-moon-mk1-2029', groups: [['alpha'], ['beta']], events: [
    A1('KXBLUEMOON-29JUN30', 'Blue Moon MK1 lands on the Moon by Jun 30, 2029?', 'Science and Technology', z('2029-06-30'), 'Y', 'Lands by Jun 30', 'bm-jun'),
    B1('Blue Moon lander touches down on the Moon in 2029?', 'Science', z('2029-12-31'), 'bm-2029'),
  ] }, ['deadline']);
}

// ───────────────────────────── US MACRO PRINTS ─────────────────────────────

{ // CPI April 2029 headline MoM (released May 15): alpha "Above x%", beta "y% or more" (one decimal: Above 0.2% = 0.3%+), gamma core MoM (measure).
  const r = 'Resolves on the seasonally adjusted month-over-month change in the CPI-U for April 2029, as first published by the BLS, to one decimal place.';
  addCase('economics', { name: 'cpi-apr-2029-mom', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXCPI-29APR', 'CPI in April 2029', 'Economics', z('2029-05-15', '12:30'), [
      ['T0.1', 'Above 0.1%', 'cpi01'], ['T0.2', 'Above 0.2%', 'cpi02'], ['T0.3', 'Above 0.3%', 'cpi03'],
    ], { sources: [BLS_CPI], rules: r }),
    B('CPI MoM April 2029?', 'Economy', z('2029-05-15', '12:30'), w([
      ['cpi-mom-april-2029-0pt2-or-more', '0.2% or more', 'cpi01'], ['cpi-mom-april-2029-0pt3-or-more', '0.3% or more', 'cpi02'], ['cpi-mom-april-2029-0pt4-or-more', '0.4% or more', 'cpi03'],
    ], { src: 'https://www.bls.gov/cpi/', rules: r })),
    G('US core CPI MoM, April 2029', z('2029-05-15', '12:30'), [['Above 0.2%', 'core02'], ['Above 0.3%', 'core03']], { rules: 'Resolves on the seasonally adjusted MoM change in CPI less food and energy for April 2029 (BLS).' }),
  ] }, ['measure']);
}
{ // CPI YoY May 2029 (released June 13): alpha ladder, beta exact buckets (only the top bucket coincides), gamma binary.
  const r = 'Resolves on the non-seasonally adjusted 12-month change in CPI-U for May 2029, as first published by the BLS, to one decimal.';
  addCase('economics', { name: 'cpi-may-2029-yoy', events: [
    A('KXCPIYOY-29MAY', 'Inflation in May 2029 (CPI YoY)', 'Economics', z('2029-06-13', '12:30'), [['T2.5', 'Above 2.5%', 'y25'], ['T2.6', 'Above 2.6%', 'y26'], ['T2.7', 'Above 2.7%', 'y27']], { sources: [BLS_CPI], rules: r }),
    B('May 2029 annual inflation (CPI)?', 'Economy', z('2029-06-13', '12:30'), w([
      ['may-2029-annual-inflation-2pt5-or-lower', '≤2.5%', 'yle25'], ['may-2029-annual-inflation-2pt6', '2.6%', 'yeq26'], ['may-2029-annual-inflation-2pt7', '2.7%', 'yeq27'], ['may-2029-annual-inflation-2pt8-or-higher', '≥2.8%', 'y27'],
    ], { rules: r, src: 'https://www.bls.gov/cpi/' })),
    G1('US CPI inflation for May 2029 above 2.6% YoY?', z('2029-06-13', '12:30'), 'y26', { rules: r }),
  ] });
}
{ // Nonfarm payrolls May 2029 (released June 1): alpha "Above 150,000", beta "150K or more" (different outcome: whole thousands), gamma "Above 150K".
  const r = 'Resolves on the first-print change in total nonfarm payroll employment for May 2029 in the BLS Employment Situation release (published in thousands).';
  addCase('economics', { name: 'payrolls-may-2029', events: [
    A('KXPAYROLLS-29MAY', 'Jobs numbers in May 2029', 'Economics', z('2029-06-01', '12:30'), [['T100000', 'Above 100,000', 'p100'], ['T150000', 'Above 150,000', 'p150']], { sources: [BLS_EMP], rules: r }),
    B('May 2029 jobs report: payrolls?', 'Economy', z('2029-06-01', '12:30'), w([['may-2029-payrolls-150k-or-more', '150K or more', 'p150ge'], ['may-2029-payrolls-200k-or-more', '200K or more', 'p200ge']], { rules: r, src: 'https://www.bls.gov/' })),
    G('US nonfarm payrolls, May 2029', z('2029-06-01', '12:30'), [['Above 100K', 'p100'], ['Above 150K', 'p150']], { rules: r }),
  ] }, ['threshold']);
}
{ // Payrolls June 2029 (released July 6), beta_us only — a date distractor for the May print.
  addCase('economics', { name: 'payrolls-jun-2029', events: [U1('june-2029-jobs-report-above-150k', 'June jobs report: payrolls above 150K?', 'Economy', z('2029-07-06', '12:30'), 'pj150')] }, ['date']);
}
{ // Unemployment rate June 2029 (released July 6): alpha "Above 4.2%" = beta "4.3% or higher"; beta_us exact 4.3% (own outcome); gamma.
  const r = 'Resolves on the seasonally adjusted U-3 unemployment rate for June 2029 in the BLS Employment Situation release.';
  addCase('economics', { name: 'unemployment-jun-2029', events: [
    A('KXU3-29JUN', 'Unemployment in June 2029', 'Economics', z('2029-07-06', '12:30'), [['T4.1', 'Above 4.1%', 'u41'], ['T4.2', 'Above 4.2%', 'u42']], { sources: [BLS_EMP], rules: r }),
    B('Unemployment rate June 2029 4.3% or higher?', 'Economy', z('2029-07-06', '12:30'), [['unemployment-june-2029-4pt3-or-higher', 'Yes', 'u42']], { rules: r }),
    U('us-unemployment-rate-june-2029', 'US unemployment rate for June?', 'Economy', z('2029-07-06', '12:30'), [['us-unemployment-june-2029-4pt2', '4.2%', 'ueq42'], ['us-unemployment-june-2029-4pt3', '4.3%', 'ueq43']]),
    G('June 2029 US unemployment rate', z('2029-07-06', '12:30'), [['4.2% or higher', 'u41'], ['4.3% or higher', 'u42']], { rules: r }),
  ] });
}
{ // Q1 2029 GDP advance estimate (April 26): alpha ladder, beta; gamma asks the second estimate (May 31): measure negative.
  addCase('economics', { name: 'gdp-q1-2029-advance', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGDP-29APR26', 'GDP growth in Q1 2029', 'Economics', z('2029-04-26', '12:30'), [['T1.5', 'Above 1.5%', 'g15'], ['T2.0', 'Above 2.0%', 'g20']], { sources: [BEA], rules: 'Resolves on the advance estimate of Q1 2029 real GDP growth (SAAR) released by the BEA.' }),
    B('US GDP growth in Q1 2029?', 'Economy', z('2029-04-26', '12:30'), [
      ['us-gdp-growth-q1-2029-above-1pt5', '>1.5%', 'g15'], ['us-gdp-growth-q1-2029-above-2pt0', '>2.0%', 'g20'], ['us-gdp-growth-q1-2029-above-2pt5', '>2.5%', 'g25'],
    ], { rules: 'Resolves according to the BEA\'s advance estimate of annualized real GDP growth for Q1 2029, scheduled for April 26, 2029.' }),
    G('US Q1 2029 GDP, second estimate', z('2029-05-31', '12:30'), [['Above 1.5%', 'g2-15'], ['Above 2.0%', 'g2-20']], { rules: 'Resolves on the second estimate of Q1 2029 real GDP growth (BEA, May 31, 2029).' }),
  ] }, ['measure']);
}
{ // Core PCE YoY April 2029 (released May 31): alpha, beta.
  const r = 'Resolves on the 12-month change in the PCE price index excluding food and energy for April 2029, per the BEA Personal Income and Outlays release.';
  addCase('economics', { name: 'core-pce-apr-2029', events: [
    A1('KXPCECORE-29APR', 'Core PCE inflation above 2.5% in April 2029?', 'Economics', z('2029-05-31', '12:30'), 'T2.5', 'Above 2.5%', 'pce25', { rules: r }),
    B1('Core PCE YoY April 2029 above 2.5%?', 'Economy', z('2029-05-31', '12:30'), 'pce25', { mx: { rules: r } }),
  ] });
}
{ // Initial jobless claims week ending May 12, 2029 (released May 17): alpha "Above 225K" = beta "more than 225,000"; gamma "225K or more" (own outcome).
  const r = 'Resolves on the seasonally adjusted initial claims for the week ending May 12, 2029, as first reported by the Department of Labor on May 17, 2029.';
  addCase('economics', { name: 'jobless-claims-may12-2029', events: [
    A1('KXJOBLESS-29MAY17', 'Initial jobless claims above 225,000 for week ending May 12, 2029?', 'Economics', z('2029-05-17', '12:30'), 'T225000', 'Above 225,000', 'jc225', { rules: r, sources: [DOL] }),
    B1('Initial jobless claims more than 225K (week ending May 12)?', 'Economy', z('2029-05-17', '12:30'), 'jc225', { mx: { rules: r } }),
    G1('US initial jobless claims 225K or more, week ending 12 May 2029?', z('2029-05-17', '12:30'), 'jc225ge', { rules: r }),
  ] }, ['threshold']);
}
{ // Freddie Mac 30-year mortgage rate on June 28, 2029 (alpha, gamma) vs MBA contract rate (beta): different statistic.
  addCase('economics', { name: 'mortgage-rate-jun28-2029', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXMORTGAGE-29JUN28', '30-year mortgage rate on Jun 28, 2029', 'Economics', z('2029-06-28', '16:00'), [['T6.00', 'Above 6.00%', 'mo600'], ['T6.25', 'Above 6.25%', 'mo625']], { sources: [FREDDIE], rules: 'Resolves on the 30-year fixed rate in Freddie Mac\'s Primary Mortgage Market Survey published June 28, 2029.' }),
    G('Freddie Mac PMMS 30Y fixed, 28 June 2029', z('2029-06-28', '16:00'), [['Above 6.00%', 'mo600'], ['Above 6.25%', 'mo625']]),
    B1('MBA 30-year mortgage rate above 6% (week ending June 22)?', 'Economy', z('2029-06-27', '11:00'), 'mba600', { mx: { rules: 'Resolves on the average 30-year fixed contract rate (conforming) in the MBA Weekly Applications Survey for the week ending June 22, 2029.' } }),
  ] }, ['source']);
}
{ // AAA national average gas price on July 4, 2029 (alpha, beta) vs EIA weekly retail price (gamma): different statistic.
  addCase('economics', { name: 'gas-price-jul4-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXAAAGAS-29JUL04', 'US gas prices on Jul 4, 2029', 'Economics', z('2029-07-04', '14:00'), [['T3.25', 'Above $3.25', 'gas325'], ['T3.50', 'Above $3.50', 'gas350']], { sources: [AAA], rules: 'Resolves on the AAA national average price of regular gasoline shown on gasprices.aaa.com on July 4, 2029.' }),
    B('US national gas price on July 4th?', 'Economy', z('2029-07-04', '14:00'), [['gas-price-july-4-2029-above-3pt25', '>$3.25', 'gas325'], ['gas-price-july-4-2029-above-3pt50', '>$3.50', 'gas350']], { rules: 'Resolves per the AAA national average for regular unleaded on July 4, 2029.' }),
    G1('EIA US regular gasoline retail price above $3.25 (week of July 2, 2029)?', z('2029-07-03', '21:00'), 'eia325'),
  ] }, ['source']);
}
{ // ISM manufacturing PMI May 2029 above 50 (single venue gamma).
  addCase('economics', { name: 'ism-pmi-may-2029', events: [G1('ISM Manufacturing PMI above 50 for May 2029?', z('2029-06-01', '14:00'), 'ism50')] });
}
{ // Recession declared (NBER) in 2029 (single venue beta).
  addCase('economics', { name: 'us-recession-2029', events: [B1('US recession in 2029?', 'Economy', z('2030-01-31'), 'rec29', { mx: { rules: 'Resolves Yes if the NBER announces a business-cycle peak in 2029 or two consecutive quarters of negative real GDP (advance estimates) occur in 2029.' } })] });
}
{ // Retail sales April 2029 MoM (alpha, beta_us).
  const r = 'Resolves on the advance estimate of seasonally adjusted total retail and food services sales, April 2029, MoM change (Census Bureau).';
  addCase('economics', { name: 'retail-sales-apr-2029', events: [
    A1('KXRETAIL-29APR', 'Retail sales up more than 0.3% in April 2029?', 'Economics', z('2029-05-15', '12:30'), 'T0.3', 'Above 0.3%', 'rs03', { rules: r }),
    U1('us-retail-sales-april-2029-above-0pt3', 'April retail sales MoM above 0.3%?', 'Economy', z('2029-05-15', '12:30'), 'rs03', { rules: r }),
  ] });
}

// ───────────────────────────── THE FED IN 2029 ─────────────────────────────

{ // FOMC June 19–20, 2029 decision: alpha categorical, beta categorical, gamma "any cut" binary (own outcome), beta_us "hold".
  addCase('fed', { name: 'fomc-jun-2029', events: [
    A('KXFEDDECISION-29JUN', 'Fed decision in June 2029', 'Economics', z('2029-06-20', '18:00'), [
      ['C26', 'Cut >25bps', 'fj-c50'], ['C25', 'Cut 25bps', 'fj-c25'], ['H0', 'Hold', 'fj-hold'], ['H25', 'Hike 25bps', 'fj-h25'],
    ], { sources: [FED], rules: 'Resolves on the change to the upper bound of the federal funds target range announced at the FOMC meeting of June 19–20, 2029.' }),
    B('Fed decision in June?', 'Economy', z('2029-06-20', '18:00'), w([
      ['fed-decrease-50-bps-june-2029', '50+ bps decrease', 'fj-c50'], ['fed-decrease-25-bps-june-2029', '25 bps decrease', 'fj-c25'], ['fed-no-change-june-2029', 'No change', 'fj-hold'], ['fed-increase-25-bps-june-2029', '25+ bps increase', 'fj-h25plus'],
    ], { src: 'https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm', rules: 'The FOMC meeting is scheduled for June 19–20, 2029. This market resolves to the change in the upper bound of the target federal funds range announced at that meeting.' })),
    G1('Will the Fed cut rates at its June 2029 meeting?', z('2029-06-20', '18:00'), 'fj-anycut', { rules: 'YES if the FOMC lowers the federal funds target range by any amount at the June 19–20, 2029 meeting.' }),
    U1('fed-holds-rates-june-2029', 'Fed holds rates in June?', 'Economy', z('2029-06-20', '18:00'), 'fj-hold'),
  ] }, ['threshold']);
}
{ // Fed funds upper bound after the July 31–August 1, 2029 meeting (alpha, gamma) vs the decision at that meeting (beta_us): measure.
  addCase('fed', { name: 'fed-rate-aug-2029', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A('KXFED-29AUG', 'Fed funds rate after the Aug 1, 2029 meeting', 'Economics', z('2029-08-01', '18:00'), [['T3.00', 'Above 3.00%', 'ff300'], ['T3.25', 'Above 3.25%', 'ff325'], ['T3.50', 'Above 3.50%', 'ff350']], { sources: [FED], rules: 'Resolves on the upper bound of the federal funds target range following the FOMC meeting ending August 1, 2029.' }),
    G('Fed funds target upper bound after the July/August 2029 FOMC', z('2029-08-01', '18:00'), [['Above 3.00%', 'ff300'], ['Above 3.25%', 'ff325']]),
    U('fed-decision-july-2029', 'Fed decision in July?', 'Economy', z('2029-08-01', '18:00'), [['fed-july-2029-cut-25', '25 bps decrease', 'fa-c25'], ['fed-july-2029-no-change', 'No change', 'fa-hold']]),
  ] }, ['measure']);
}
{ // Number of Fed cuts in 2029: alpha counts 25 bp steps, beta counts meetings with a cut: one event, nf.
  addCase('fed', { name: 'fed-cuts-2029', events: [
    A('KXRATECUTCOUNT-29DEC31', 'Number of Fed rate cuts in 2029', 'Economics', z('2029-12-12', '19:00'), [['T1', 'Above 1', 'fc2'], ['T2', 'Above 2', 'fc3'], ['T3', 'Above 3', 'fc4']], { rules: 'Counts total cuts in 2029 in 25 bp increments: a 50 bp cut counts as two cuts.' }),
    B('How many Fed rate cuts in 2029?', 'Economy', z('2029-12-12', '19:00'), w([['fed-cuts-2029-2-or-more', '2+', 'fc2'], ['fed-cuts-2029-3-or-more', '3+', 'fc3'], ['fed-cuts-2029-4-or-more', '4+', 'fc4']], { rules: 'Counts the number of FOMC meetings in 2029 at which the target range is lowered, regardless of the size of the cut.' })),
  ], fungible: nf('alpha|beta') }, ['source']);
}
{ // Two or more dissents at the June 2029 FOMC (single venue alpha).
  addCase('fed', { name: 'fed-dissent-jun-2029', events: [A1('KXFEDDISSENT-29JUN', 'Two or more dissents at the June 2029 FOMC meeting?', 'Economics', z('2029-06-20', '18:00'), 'T1', '2 or more', 'fdis')] });
}
{ // FOMC May 1–2, 2029 (beta, gamma): hold vs cut.
  const r = 'Resolves to the change in the target federal funds range announced after the FOMC meeting of May 1–2, 2029.';
  addCase('fed', { name: 'fomc-may-2029', events: [
    B('Fed decision in May 2029?', 'Economy', z('2029-05-02', '18:00'), w([['fed-no-change-may-2029', 'No change', 'fm-hold'], ['fed-decrease-25-bps-may-2029', '25 bps decrease', 'fm-c25'], ['fed-decrease-50-bps-may-2029', '50+ bps decrease', 'fm-c50']], { rules: r })),
    G('FOMC decision, May 2, 2029', z('2029-05-02', '18:00'), [['Hold', 'fm-hold'], ['Cut 25 bps', 'fm-c25'], ['Cut 50 bps or more', 'fm-c50']], { rules: r }),
  ] });
}

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // Bitcoin at 12:00 PM ET on June 30, 2029: alpha (CF Benchmarks BRTI), beta and gamma (Binance BTC/USDT 1-minute candle): nf with alpha.
  // beta_us asks about 5:00 PM ET the same day (different instant: own event).
  addCase('crypto', { name: 'btc-noon-jun30-2029', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXBTCD-29JUN3012', 'Bitcoin price on Jun 30, 2029 at 12pm EDT?', 'Crypto', z('2029-06-30', '16:00'), [
      ['T139999.99', '$140,000 or above', 'bn140'], ['T149999.99', '$150,000 or above', 'bn150'], ['T159999.99', '$160,000 or above', 'bn160'],
    ], { sources: [CFB], rules: 'Resolves on the CF Benchmarks Bitcoin Real-Time Index (BRTI), averaged over the 60 seconds before 12:00 PM ET on June 30, 2029.' }),
    B('Bitcoin above ___ on June 30?', 'Crypto', z('2029-06-30', '16:00'), w([
      ['bitcoin-above-140k-on-june-30-2029', '140,000', 'bn140'], ['bitcoin-above-150k-on-june-30-2029', '150,000', 'bn150'], ['bitcoin-above-170k-on-june-30-2029', '170,000', 'bn170'],
    ], { src: 'https://www.binance.com/en/trade/BTC_USDT', rules: 'This market resolves Yes if the Binance BTC/USDT 1-minute candle for 12:00 PM ET on June 30, 2029 has a final "Close" price higher than the price specified.' })),
    G('BTC/USDT price at 12:00 ET on 30 June 2029 (Binance)', z('2029-06-30', '16:00'), [['Above $140,000', 'bn140'], ['Above $150,000', 'bn150'], ['Above $160,000', 'bn160']], { rules: 'Resolves on the close of the Binance BTC/USDT 1-minute candle starting 12:00 PM ET, June 30, 2029.' }),
    U('bitcoin-above-on-june-30-2029-5pm-et', 'Bitcoin above ___ on June 30 at 5PM ET?', 'Crypto', z('2029-06-30', '21:00'), [['bitcoin-above-150k-june-30-2029-5pm-et', '150,000', 'b5-150'], ['bitcoin-above-160k-june-30-2029-5pm-et', '160,000', 'b5-160']]),
  ], fungible: nf('alpha|beta', 'alpha|gamma') }, ['source', 'date']);
}
{ // Bitcoin price range at 5:00 PM ET on May 15, 2029: alpha range markets, gamma categorical with the same buckets.
  const r = 'Resolves on the CF Benchmarks BRTI 60-second average ending 5:00 PM ET on May 15, 2029.';
  addCase('crypto', { name: 'btc-range-may15-2029', events: [
    A('KXBTC-29MAY1517', 'Bitcoin price range on May 15, 2029 at 5pm EDT?', 'Crypto', z('2029-05-15', '21:00'), [
      ['B137500', '$135,000 to $139,999.99', 'br135'], ['B142500', '$140,000 to $144,999.99', 'br140'], ['B147500', '$145,000 to $149,999.99', 'br145'], ['B152500', '$150,000 to $154,999.99', 'br150'],
    ], { sources: [CFB], rules: r }),
    G('Bitcoin price at 5pm ET on May 15, 2029 (CF BRTI)', z('2029-05-15', '21:00'), [['$135K–$140K', 'br135'], ['$140K–$145K', 'br140'], ['$145K–$150K', 'br145'], ['$150K–$155K', 'br150'], ['Above $155K', 'br155up']], { rules: r }),
  ] });
}
{ // Bitcoin reaches $200,000 in June 2029 (beta "what price will Bitcoin hit", gamma) vs BTC above $200K on June 30 (alpha): observation.
  addCase('crypto', { name: 'btc-hit-200k-jun-2029', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('What price will Bitcoin hit in June 2029?', 'Crypto', z('2029-06-30', '23:59'), [
      ['will-bitcoin-reach-200k-in-june-2029', '↑ 200,000', 'hit200', { q: 'Will Bitcoin reach $200,000 in June 2029?' }],
      ['will-bitcoin-dip-to-100k-in-june-2029', '↓ 100,000', 'dip100', { q: 'Will Bitcoin dip to $100,000 in June 2029?' }],
    ], { rules: 'Resolves Yes if any Binance BTC/USDT 1-minute candle during June 2029 (ET) has a final High at or above (for ↑) or Low at or below (for ↓) the listed price.' }),
    G1('Bitcoin touches $200K during June 2029 (Binance)?', z('2029-06-30', '23:59'), 'hit200', { rules: 'YES if any Binance BTC/USDT 1-minute candle high in June 2029 (ET) is at or above $200,000.' }),
    A1('KXBTCMAXJUN-29JUN30', 'Bitcoin above $200,000 on Jun 30, 2029 at 5pm EDT?', 'Crypto', z('2029-06-30', '21:00'), 'T199999.99', '$200,000 or above', 'close200'),
  ] }, ['observation']);
}
{ // Ethereum at 5:00 PM ET June 29, 2029 (alpha) vs 12:00 PM ET the same day (beta): instants hours apart.
  addCase('crypto', { name: 'eth-jun29-2029', groups: [['alpha'], ['beta']], events: [
    A('KXETHD-29JUN2917', 'Ethereum price on Jun 29, 2029 at 5pm EDT?', 'Crypto', z('2029-06-29', '21:00'), [['T5999.99', '$6,000 or above', 'e17-6000'], ['T6999.99', '$7,000 or above', 'e17-7000']], { sources: [CFE] }),
    B('Ethereum above ___ on June 29?', 'Crypto', z('2029-06-29', '16:00'), [['ethereum-above-6000-on-june-29-2029', '6,000', 'e12-6000'], ['ethereum-above-7000-on-june-29-2029', '7,000', 'e12-7000']], { rules: 'Resolves on the Binance ETH/USDT 1-minute candle for 12:00 PM ET on June 29, 2029.' }),
  ] }, ['date']);
}
{ // Ethereum at 5pm ET on July 31, 2029 (alpha, beta_us) — both on CF Benchmarks ETH RTI.
  const r = 'Resolves on the CF Benchmarks Ether-Dollar Real-Time Index, averaged over the 60 seconds before 5:00 PM ET on July 31, 2029.';
  addCase('crypto', { name: 'eth-jul31-2029', events: [
    A('KXETHD-29JUL3117', 'Ethereum price on Jul 31, 2029 at 5pm EDT?', 'Crypto', z('2029-07-31', '21:00'), [['T5999.99', '$6,000 or above', 'ej6000'], ['T7999.99', '$8,000 or above', 'ej8000']], { sources: [CFE], rules: r }),
    U('ethereum-above-on-july-31-2029', 'Ethereum above ___ on July 31?', 'Crypto', z('2029-07-31', '21:00'), [['ethereum-above-6000-july-31-2029', '6,000', 'ej6000'], ['ethereum-above-8000-july-31-2029', '8,000', 'ej8000']], { rules: r }),
  ] });
}
{ // Solana above $500 on July 31, 2029 at 12:00 ET: alpha (CF Benchmarks) vs beta (Binance): nf.
  addCase('crypto', { name: 'sol-500-jul31-2029', events: [
    A1('KXSOLD-29JUL3112', 'Solana price on Jul 31, 2029 at 12pm EDT?', 'Crypto', z('2029-07-31', '16:00'), 'T499.99', '$500 or above', 'sol500', { rules: 'Resolves on the CF Benchmarks Solana-Dollar Real-Time Index at 12:00 PM ET on July 31, 2029.' }),
    B1('Solana above $500 on July 31?', 'Crypto', z('2029-07-31', '16:00'), 'sol500', { mx: { src: 'https://www.binance.com/en/trade/SOL_USDT', rules: 'Resolves Yes if the Binance SOL/USDT 1-minute candle for 12:00 PM ET on July 31, 2029 closes above $500.' } }),
  ], fungible: nf('alpha|beta') }, ['source']);
}
{ // XRP above $5 on July 31 (alpha) vs Dogecoin above $0.50 at the same instant (gamma): asset negative.
  addCase('crypto', { name: 'xrp-doge-jul31-2029', groups: [['alpha'], ['gamma']], events: [
    A1('KXXRPD-29JUL3117', 'XRP price on Jul 31, 2029 at 5pm EDT?', 'Crypto', z('2029-07-31', '21:00'), 'T4.9999', '$5.00 or above', 'xrp5'),
    G1('Dogecoin above $0.50 on 31 July 2029 at 5pm ET?', z('2029-07-31', '21:00'), 'doge05'),
  ] }, ['asset']);
}
{ // Bitcoin dominance above 60% on June 30 (single venue gamma).
  addCase('crypto', { name: 'btc-dominance-jun-2029', events: [G1('Bitcoin dominance above 60% on June 30, 2029 (TradingView BTC.D)?', z('2029-06-30', '23:59'), 'btcd60')] });
}
{ // Bitcoin yearly high 2029 above $250K (alpha "How high will Bitcoin get this year"; beta "$250K in 2029").
  const r = 'Resolves Yes if the price of Bitcoin reaches the threshold at any time between January 1 and December 31, 2029.';
  addCase('crypto', { name: 'btc-max-2029', events: [
    A('KXBTCMAXY-29DEC31', 'How high will Bitcoin get in 2029?', 'Crypto', z('2029-12-31', '23:59'), [['T250000', '$250,000 or above', 'bm250'], ['T300000', '$300,000 or above', 'bm300']], { sources: [CFB], rules: `${r} Uses the CF Benchmarks BRTI.` }),
    B('What price will Bitcoin hit in 2029?', 'Crypto', z('2029-12-31', '23:59'), [
      ['will-bitcoin-reach-250k-in-2029', '↑ 250,000', 'bm250'], ['will-bitcoin-reach-300k-in-2029', '↑ 300,000', 'bm300'], ['will-bitcoin-dip-to-80k-in-2029', '↓ 80,000', 'bmin80'],
    ], { rules: `${r} Uses Binance BTC/USDT 1-minute candle highs and lows.` }),
  ], fungible: nf('alpha|beta') }, ['source']);
}
{ // USDC circulating supply above $150B on June 30, 2029 (beta, gamma; both per Circle).
  addCase('crypto', { name: 'usdc-supply-jun-2029', events: [
    B1('USDC market cap above $150B on June 30, 2029?', 'Crypto', z('2029-06-30', '23:59'), 'usdc150', { mx: { rules: 'Resolves on USDC circulating supply per Circle\'s transparency page at 11:59 PM ET on June 30, 2029.' } }),
    G1('USDC circulating supply over $150 billion at end of June 2029 (Circle)?', z('2029-06-30', '23:59'), 'usdc150'),
  ] });
}
{ // Bitcoin below $100K on May 31, 2029 (alpha "below") vs beta "above $100K" — inverted on the same observation (same source).
  const r = 'Resolves on the CF Benchmarks BRTI 60-second average ending 5:00 PM ET on May 31, 2029.';
  addCase('crypto', { name: 'btc-100k-may31-2029', events: [
    A1('KXBTCBELOW-29MAY3117', 'Bitcoin below $100,000 on May 31, 2029 at 5pm EDT?', 'Crypto', z('2029-05-31', '21:00'), 'B100000', 'Below $100,000', 'bb-below', { rules: r, sources: [CFB] }),
    U1('bitcoin-above-100k-may-31-2029-5pm-et', 'Bitcoin above $100K on May 31 at 5PM ET?', 'Crypto', z('2029-05-31', '21:00'), 'bb-above', { rules: r }),
  ] }, ['inverted']);
}

// ───────────────────────────── SPORTS (DISTRACTORS) ─────────────────────────────

{ // 2029 NBA Finals champion (alpha, beta, gamma).
  addCase('sports', { name: 'nba-finals-2029', events: [
    A('KXNBA-29', '2029 Pro Basketball Champion', 'Sports', z('2029-06-25'), [['OKC', 'Oklahoma City', 'nba-okc'], ['BOS', 'Boston', 'nba-bos'], ['DEN', 'Denver', 'nba-den'], ['NYK', 'New York K', 'nba-nyk']]),
    B('2029 NBA Champion', 'Sports', z('2029-06-25'), [
      ['2029-nba-champion-oklahoma-city-thunder', 'Oklahoma City Thunder', 'nba-okc'], ['2029-nba-champion-boston-celtics', 'Boston Celtics', 'nba-bos'], ['2029-nba-champion-denver-nuggets', 'Denver Nuggets', 'nba-den'], ['2029-nba-champion-new-york-knicks', 'New York Knicks', 'nba-nyk'],
    ]),
    G('NBA Finals 2029 winner', z('2029-06-25'), [['Thunder', 'nba-okc'], ['Celtics', 'nba-bos'], ['Knicks', 'nba-nyk'], ['Field', 'nba-field']]),
  ] });
}
{ // 2029 Stanley Cup champion (alpha, beta) vs Eastern Conference champion (gamma): round negative.
  addCase('sports', { name: 'stanley-cup-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNHL-29', '2029 Pro Hockey Champion', 'Sports', z('2029-06-22'), [['FLA', 'Florida', 'nhl-fla'], ['EDM', 'Edmonton', 'nhl-edm'], ['COL', 'Colorado', 'nhl-col']]),
    B('2029 Stanley Cup Champion', 'Sports', z('2029-06-22'), [['2029-stanley-cup-florida-panthers', 'Florida Panthers', 'nhl-fla'], ['2029-stanley-cup-edmonton-oilers', 'Edmonton Oilers', 'nhl-edm'], ['2029-stanley-cup-colorado-avalanche', 'Colorado Avalanche', 'nhl-col']]),
    G('2029 NHL Eastern Conference champion', z('2029-06-05'), [['Florida Panthers', 'ec-fla'], ['Carolina Hurricanes', 'ec-car'], ['Other', 'ec-oth']]),
  ] }, ['round']);
}
{ // Wimbledon 2029 men's singles (alpha, beta) vs women's singles (gamma): office negative.
  addCase('sports', { name: 'wimbledon-men-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXWMENSINGLES-29', 'Wimbledon Men\'s Singles Winner 2029', 'Sports', z('2029-07-15', '18:00'), [['SINN', 'Jannik Sinner', 'wm-sin'], ['ALCA', 'Carlos Alcaraz', 'wm-alc'], ['DRAP', 'Jack Draper', 'wm-dra']]),
    B('Wimbledon 2029: Men\'s Champion', 'Sports', z('2029-07-15', '18:00'), [['wimbledon-2029-mens-jannik-sinner', 'Sinner', 'wm-sin'], ['wimbledon-2029-mens-carlos-alcaraz', 'Alcaraz', 'wm-alc'], ['wimbledon-2029-mens-joao-fonseca', 'Fonseca', 'wm-fon']]),
    G('Wimbledon 2029 Ladies\' Singles champion', z('2029-07-14', '18:00'), [['Aryna Sabalenka', 'ww-sab'], ['Coco Gauff', 'ww-gau'], ['Other', 'ww-oth']]),
  ] }, ['office']);
}
{ // Yankees vs Red Sox on July 4, 2029 (alpha, beta) and on July 5 (gamma): date negative.
  addCase('sports', { name: 'nyy-bos-jul4-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMLBGAME-29JUL04NYYBOS', 'New York Y vs Boston (Jul 4, 2029)', 'Sports', z('2029-07-04', '23:00'), [['NYY', 'New York Y', 'g4-nyy'], ['BOS', 'Boston', 'g4-bos']]),
    B('Yankees vs. Red Sox', 'Sports', z('2029-07-04', '23:00'), [['mlb-nyy-bos-2029-07-04', 'Yankees', 'g4-nyy', { outcomes: yn('Yankees', 'Red Sox') }]], { rules: 'Game on July 4, 2029 at Fenway Park. Resolves to the team that wins.' }),
    G('Yankees @ Red Sox, July 5, 2029', z('2029-07-05', '23:00'), [['Yankees', 'g5-nyy'], ['Red Sox', 'g5-bos']]),
  ] }, ['date']);
}
{ // US Open golf 2029 winner (beta, gamma).
  addCase('sports', { name: 'us-open-golf-2029', events: [
    B('U.S. Open 2029 Winner', 'Sports', z('2029-06-17', '23:00'), [['us-open-2029-scottie-scheffler', 'Scottie Scheffler', 'uo-sch'], ['us-open-2029-rory-mcilroy', 'Rory McIlroy', 'uo-mci'], ['us-open-2029-xander-schauffele', 'Xander Schauffele', 'uo-xs']]),
    G('2029 U.S. Open (golf) champion', z('2029-06-17', '23:00'), [['Scheffler', 'uo-sch'], ['McIlroy', 'uo-mci'], ['Field', 'uo-field']]),
  ] });
}
{ // 2029 NBA Draft first overall pick (single venue alpha).
  addCase('sports', { name: 'nba-draft-2029-first-pick', events: [A('KXNBADRAFT1-29', '2029 NBA Draft #1 pick', 'Sports', z('2029-06-27'), [['TYRA', 'Tyran Stokes', 'd-ty'], ['JASO', 'Jason Crowe Jr.', 'd-jc']])] });
}
{ // Tour de France 2029 (alpha, beta_us).
  addCase('sports', { name: 'tdf-2029', events: [
    A('KXTDF-29', 'Tour de France 2029 winner', 'Sports', z('2029-07-22', '18:00'), [['POGA', 'Tadej Pogačar', 'tdf-pog'], ['VING', 'Jonas Vingegaard', 'tdf-vin'], ['EVEN', 'Remco Evenepoel', 'tdf-eve']]),
    U('tour-de-france-2029-winner', 'Tour de France 2029 Winner', 'Sports', z('2029-07-22', '18:00'), [['tour-de-france-2029-pogacar', 'Tadej Pogacar', 'tdf-pog'], ['tour-de-france-2029-vingegaard', 'Jonas Vingegaard', 'tdf-vin']]),
  ] });
}

// ───────────────────────────── WEATHER (DISTRACTORS) ─────────────────────────────

{ // NYC high temperature on July 4, 2029: alpha (Central Park), beta (Central Park), gamma (LaGuardia): one event, nf with gamma.
  addCase('weather', { name: 'nyc-high-jul4-2029', events: [
    A('KXHIGHNY-29JUL04', 'Highest temperature in NYC on Jul 4, 2029?', 'Climate and Weather', z('2029-07-05', '04:00'), [['T89', '90° or above', 'ny90'], ['T94', '95° or above', 'ny95']], { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC'], rules: 'Resolves on the maximum temperature at Central Park in the NWS Daily Climate Report for July 4, 2029.' }),
    B('Highest temperature in NYC on July 4?', 'Weather', z('2029-07-05', '04:00'), [['nyc-high-july-4-2029-90f-or-higher', '90°F or higher', 'ny90'], ['nyc-high-july-4-2029-95f-or-higher', '95°F or higher', 'ny95']], { rules: 'Resolves on the highest temperature recorded at Central Park, New York, on July 4, 2029, per the NWS Daily Climate Report (CLINYC).' }),
    G('New York LaGuardia max temperature on 4 July 2029', z('2029-07-05', '04:00'), [['90°F or more', 'ny90'], ['95°F or more', 'ny95']], { rules: 'Resolves on the maximum temperature at LaGuardia Airport (KLGA), NWS climate report.' }),
  ], fungible: nf('alpha|gamma', 'beta|gamma') }, ['place']);
}
{ // Hurricane US landfall by August 31, 2029 (alpha, beta) vs Category 3+ landfall (gamma): measure.
  addCase('weather', { name: 'hurricane-us-landfall-aug-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXHURLAND-29AUG31', 'Will a hurricane make landfall in the US by Aug 31, 2029?', 'Climate and Weather', z('2029-08-31'), 'Y', 'By Aug 31', 'hur', { rules: 'Resolves Yes if the National Hurricane Center reports an Atlantic hurricane making landfall in the contiguous US at hurricane strength by August 31, 2029.' }),
    B1('Hurricane landfall in the US before September 2029?', 'Weather', z('2029-08-31'), 'hur'),
    G1('Major hurricane (Cat 3+) US landfall by end of August 2029?', z('2029-08-31'), 'hur3'),
  ] }, ['measure']);
}
{ // July 2029 hottest July on record: NOAA (alpha) vs Copernicus (beta): different statistics.
  addCase('weather', { name: 'hottest-july-2029', groups: [['alpha'], ['beta']], events: [
    A1('KXHOTJULY-29', 'Will July 2029 be the hottest July on record (NOAA)?', 'Climate and Weather', z('2029-08-14'), 'Y', 'Hottest July', 'hj-noaa', { rules: 'Resolves per the NOAA NCEI Global Climate Report for July 2029.' }),
    B1('July 2029 hottest July ever recorded (Copernicus)?', 'Weather', z('2029-08-08'), 'hj-c3s', { mx: { rules: 'Resolves per the Copernicus Climate Change Service (ERA5) monthly climate bulletin for July 2029.' } }),
  ] }, ['source']);
}
{ // Phoenix reaches 120°F in June 2029 (single venue gamma).
  addCase('weather', { name: 'phoenix-120-jun-2029', events: [G1('Phoenix Sky Harbor hits 120°F in June 2029?', z('2029-06-30', '23:59'), 'phx120')] });
}
{ // Chicago high temperature on June 15, 2029 (alpha) vs NYC the same day (beta): place negative.
  addCase('weather', { name: 'chi-nyc-high-jun15-2029', groups: [['alpha'], ['beta']], events: [
    A('KXHIGHCHI-29JUN15', 'Highest temperature in Chicago on Jun 15, 2029?', 'Climate and Weather', z('2029-06-16', '05:00'), [['T84', '85° or above', 'chi85']]),
    B('Highest temperature in NYC on June 15?', 'Weather', z('2029-06-16', '04:00'), [['nyc-high-june-15-2029-85f-or-higher', '85°F or higher', 'nyc85']]),
  ] }, ['place']);
}

// ───────────────────────────── MORE BUSINESS, TECHNOLOGY AND CULTURE ─────────────────────────────

{ // Claude 6 released by June 30, 2029 (alpha, beta, gamma).
  const r = 'Resolves Yes if Anthropic makes a model named Claude 6 (any tier, e.g. Opus, Sonnet or Haiku) available to the public by June 30, 2029, 11:59 PM ET.';
  addCase('tech', { name: 'claude6-by-june-2029', events: [
    A1('KXCLAUDE6-29JUN30', 'Will Anthropic release Claude 6 by Jun 30, 2029?', 'Science and Technology', z('2029-06-30'), 'Y', 'By Jun 30', 'cl6', { rules: r }),
    B1('Claude 6 released by June 30?', 'Tech', z('2029-06-30'), 'cl6', { mx: { rules: r } }),
    G1('Anthropic launches Claude 6 before July 2029?', z('2029-06-30'), 'cl6', { rules: r }),
  ] });
}
{ // SpaceX IPO in 2029 (alpha, beta) vs by June 30, 2029 (beta_us): deadline.
  addCase('corporate', { name: 'spacex-ipo-2029', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXIPOSPACEX-29DEC31', 'Will SpaceX IPO before 2030?', 'Companies', z('2029-12-31'), 'Y', 'Before 2030', 'sx-ipo29', { rules: 'Resolves Yes if SpaceX (or a Starlink spin-off carrying the SpaceX name) begins trading on a public exchange before January 1, 2030.' }),
    B1('SpaceX IPO in 2029?', 'Business', z('2029-12-31'), 'sx-ipo29'),
    U1('spacex-ipo-by-june-30-2029', 'SpaceX IPO by June 30?', 'Business', z('2029-06-30'), 'sx-ipo-jun'),
  ] }, ['deadline']);
}
{ // Paramount–Warner Bros. Discovery deal closes by June 30, 2029 (alpha, beta).
  const r = 'Resolves Yes if Paramount Skydance completes its acquisition of Warner Bros. Discovery by June 30, 2029.';
  addCase('corporate', { name: 'psky-wbd-close-jun-2029', events: [
    A1('KXPSKYWBD-29JUN30', 'Paramount completes Warner Bros. Discovery acquisition by Jun 30, 2029?', 'Companies', z('2029-06-30'), 'Y', 'Completed', 'pwbd', { rules: r }),
    B1('Paramount-WBD merger closes by June 30?', 'Business', z('2029-06-30'), 'pwbd', { mx: { rules: r } }),
  ] });
}
{ // Alphabet the largest company on June 29 close (alpha) vs Alphabet becomes the largest at any close by June 30 (gamma): observation.
  addCase('markets', { name: 'alphabet-largest-2029', groups: [['alpha'], ['gamma']], events: [
    A1('KXGOOGLLARGEST-29JUN29', 'Will Alphabet be the largest company on Jun 29, 2029?', 'Financials', z('2029-06-29', '20:00'), 'Y', 'Alphabet', 'ggl-on'),
    G1('Alphabet becomes the world\'s largest company (any close) by June 30, 2029?', z('2029-06-30', '23:59'), 'ggl-by'),
  ] }, ['observation']);
}
{ // 10-year Treasury yield on June 29, 2029 (alpha, beta).
  const r = 'Resolves on the 10-year Treasury par yield curve rate for June 29, 2029 published by the US Treasury.';
  addCase('markets', { name: 'ust10y-jun29-2029', events: [
    A('KXTNOTE-29JUN29', '10-year Treasury yield on Jun 29, 2029', 'Financials', z('2029-06-29', '21:00'), [['T4.25', 'Above 4.25%', 'tn425'], ['T4.50', 'Above 4.50%', 'tn450']], { rules: r }),
    B('10-year Treasury yield end of June?', 'Finance', z('2029-06-29', '21:00'), w([['10y-yield-june-29-2029-above-4pt25', '>4.25%', 'tn425'], ['10y-yield-june-29-2029-above-4pt50', '>4.50%', 'tn450']], { rules: r })),
  ] });
}
{ // How to Train Your Dragon 2 (live action) opening weekend (alpha, beta, gamma), all Box Office Mojo; thresholds partly differ.
  const r = 'Resolves Yes if the domestic 3-day opening weekend gross, as reported by Box Office Mojo, is above the listed amount.';
  addCase('box_office', { name: 'httyd2-opening-2029', events: [
    A('KXOPENHTTYD2-29JUN17', 'How to Train Your Dragon 2 opening weekend', 'Entertainment', z('2029-06-18', '16:00'), [['T80', 'Above $80M', 'hd80'], ['T100', 'Above $100M', 'hd100']], { sources: [BOM], rules: r }),
    B('"How to Train Your Dragon 2" opening weekend box office?', 'Pop Culture', z('2029-06-18', '16:00'), w([['httyd-2-opening-weekend-80m', '>$80M', 'hd80'], ['httyd-2-opening-weekend-110m', '>$110M', 'hd110']], { rules: r, src: 'https://www.boxofficemojo.com/' })),
    G('How to Train Your Dragon 2 (2029) domestic opening', z('2029-06-18', '16:00'), [['Over $90M', 'hd90'], ['Over $100M', 'hd100']], { rules: r }),
  ] });
}
{ // Highest-grossing domestic film of summer 2029 (alpha, beta).
  const r = 'Resolves to the film with the highest domestic gross for releases and grosses between May 4 and September 3, 2029, per Box Office Mojo\'s summer season chart.';
  addCase('box_office', { name: 'summer-2029-top-film', events: [
    A('KXSUMMERBOX-29SEP04', 'Top grossing movie of summer 2029', 'Entertainment', z('2029-09-04', '16:00'), [['SPID', 'Spider-Man 5', 'sm-spi'], ['MINI', 'Minions 3', 'sm-min'], ['BATM', 'The Batman Part III', 'sm-bat']], { rules: r }),
    B('Biggest movie of Summer 2029 (domestic)?', 'Pop Culture', z('2029-09-04', '16:00'), w([['summer-2029-box-office-spider-man-5', 'Spider-Man 5', 'sm-spi'], ['summer-2029-box-office-minions-3', 'Minions 3', 'sm-min'], ['summer-2029-box-office-the-batman-part-iii', 'The Batman Part III', 'sm-bat']], { rules: r })),
  ] });
}
{ // Spider-Man 5 opening weekend: domestic (alpha, beta_us) vs global opening (gamma): measure/place.
  addCase('box_office', { name: 'spiderman5-opening-2029', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXOPENSPIDEY5-29MAY20', 'Spider-Man 5 opening weekend', 'Entertainment', z('2029-05-21', '16:00'), [['T150', 'Above $150M', 'sp150'], ['T200', 'Above $200M', 'sp200']], { sources: [BOM], rules: 'Domestic 3-day opening weekend gross per Box Office Mojo.' }),
    U('spider-man-5-opening-weekend-box-office', 'Spider-Man 5 opening weekend?', 'Pop Culture', z('2029-05-21', '16:00'), [['spider-man-5-opening-150m', 'Above $150M', 'sp150'], ['spider-man-5-opening-200m', 'Above $200M', 'sp200']], { rules: 'Resolves Yes if the domestic Friday–Sunday opening gross on Box Office Mojo is above the listed amount.' }),
    G('Spider-Man 5 global opening weekend above $400M?', z('2029-05-21', '16:00'), [['Above $400M', 'sp-ww400']]),
  ] }, ['place']);
}
{ // Spotify: most monthly listeners on June 30, 2029 (beta, gamma).
  addCase('music', { name: 'spotify-top-artist-jun-2029', events: [
    B('Top Spotify artist (monthly listeners) on June 30?', 'Music', z('2029-06-30', '23:59'), [['top-spotify-artist-june-30-2029-the-weeknd', 'The Weeknd', 'sa-wk'], ['top-spotify-artist-june-30-2029-bruno-mars', 'Bruno Mars', 'sa-bm'], ['top-spotify-artist-june-30-2029-taylor-swift', 'Taylor Swift', 'sa-ts']]),
    G('Most Spotify monthly listeners, 30 June 2029', z('2029-06-30', '23:59'), [['Bruno Mars', 'sa-bm'], ['The Weeknd', 'sa-wk'], ['Other', 'sa-oth']]),
  ] });
}
{ // "Sugar Rush" debuts at #1 on the Hot 100 (beta, gamma).
  addCase('music', { name: 'sugar-rush-debut-2029', events: [
    B1('Will "Sugar Rush" debut at #1 on the Billboard Hot 100?', 'Music', z('2029-05-21', '18:00'), 'sr1', { mx: { rules: 'Resolves Yes if Sabrina Carpenter\'s "Sugar Rush" enters the Billboard Hot 100 at #1 on its first chart week (expected chart dated May 26, 2029).' } }),
    G1('Sabrina Carpenter\'s "Sugar Rush" #1 debut on Hot 100?', z('2029-05-21', '18:00'), 'sr1'),
  ] });
}
{ // Tony: Best Leading Actor in a Musical (alpha, gamma).
  addCase('awards', { name: 'tony-lead-actor-musical-2029', events: [
    A('KXTONYACTORM-29JUN10', '2029 Tony Award: Best Leading Actor in a Musical', 'Entertainment', z('2029-06-11', '04:00'), [['DARR', 'Darren Criss', 'ta-dc'], ['JONA', 'Jonathan Groff', 'ta-jg'], ['NICH', 'Nicholas Christopher', 'ta-nc']]),
    G('Tonys 2029 – Leading Actor in a Musical', z('2029-06-11', '04:00'), [['Jonathan Groff', 'ta-jg'], ['Darren Criss', 'ta-dc'], ['Other', 'ta-oth']]),
  ] });
}
{ // Cannes 2029 Best Actress (single venue beta).
  addCase('awards', { name: 'cannes-actress-2029', events: [B('Cannes 2029 Best Actress', 'Pop Culture', z('2029-05-26', '20:00'), [['cannes-2029-best-actress-renate-reinsve', 'Renate Reinsve', 'ca-rr'], ['cannes-2029-best-actress-emma-stone', 'Emma Stone', 'ca-es']])] });
}
{ // Q2 2029 GDP advance (July 26): alpha, gamma; beta_us asks Q1 (date negative: a different quarter, own event).
  const r = 'Resolves on the advance estimate of Q2 2029 real GDP growth (SAAR) released by the BEA on July 26, 2029.';
  addCase('economics', { name: 'gdp-q2-2029-advance', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A('KXGDP-29JUL26', 'GDP growth in Q2 2029', 'Economics', z('2029-07-26', '12:30'), [['T1.0', 'Above 1.0%', 'q2g10'], ['T2.0', 'Above 2.0%', 'q2g20']], { sources: [BEA], rules: r }),
    G('US Q2 2029 GDP growth (advance estimate)', z('2029-07-26', '12:30'), [['Above 1.0%', 'q2g10'], ['Above 2.0%', 'q2g20'], ['Above 3.0%', 'q2g30']], { rules: r }),
    U1('us-gdp-q1-2029-above-2pct', 'US GDP growth above 2% in Q1 2029?', 'Economy', z('2029-04-26', '12:30'), 'q1g20'),
  ] }, ['date']);
}
{ // CPI June 2029 YoY (released July 11): alpha, beta.
  const r = 'Resolves on the 12-month change in CPI-U, not seasonally adjusted, for June 2029 (BLS, July 11, 2029).';
  addCase('economics', { name: 'cpi-jun-2029-yoy', events: [
    A('KXCPIYOY-29JUN', 'Inflation in June 2029 (CPI YoY)', 'Economics', z('2029-07-11', '12:30'), [['T2.4', 'Above 2.4%', 'jy24'], ['T2.7', 'Above 2.7%', 'jy27']], { sources: [BLS_CPI], rules: r }),
    B('June 2029 CPI YoY 2.5% or higher?', 'Economy', z('2029-07-11', '12:30'), [['june-2029-cpi-yoy-2pt5-or-higher', 'Yes', 'jy24']], { rules: r }),
  ] });
}
{ // University of Michigan consumer sentiment June 2029 (preliminary) above 60 (single venue alpha).
  addCase('economics', { name: 'umich-jun-2029', events: [A1('KXUMSENT-29JUN', 'UMich consumer sentiment above 60 in June 2029 (preliminary)?', 'Economics', z('2029-06-15', '14:00'), 'T60', 'Above 60', 'um60')] });
}
{ // Fed cut at the July 31–Aug 1, 2029 meeting (beta, gamma).
  const r = 'Resolves Yes if the FOMC lowers the target range for the federal funds rate at its meeting concluding August 1, 2029.';
  addCase('fed', { name: 'fed-cut-jul-2029', events: [
    B1('Fed rate cut in July 2029?', 'Economy', z('2029-08-01', '18:00'), 'fjl-cut', { mx: { rules: r } }),
    G1('FOMC cuts rates at the July 31–August 1, 2029 meeting?', z('2029-08-01', '18:00'), 'fjl-cut', { rules: r }),
  ] });
}
{ // Ethereum reaches $10,000 in 2029 (beta) vs by June 30, 2029 (gamma): deadline.
  addCase('crypto', { name: 'eth-10k-2029', groups: [['beta'], ['gamma']], events: [
    B1('Ethereum to $10K in 2029?', 'Crypto', z('2029-12-31'), 'eth10k-y'),
    G1('ETH hits $10,000 by June 30, 2029?', z('2029-06-30'), 'eth10k-jun'),
  ] }, ['deadline']);
}
{ // IBIT assets above $150B on June 29 (single venue alpha).
  addCase('crypto', { name: 'ibit-aum-jun-2029', events: [A1('KXIBITAUM-29JUN29', 'iShares Bitcoin Trust (IBIT) net assets above $150B on Jun 29, 2029?', 'Crypto', z('2029-06-29', '21:00'), 'T150', 'Above $150B', 'ibit')] });
}
{ // Tesla robotaxi service launches in New York City by June 30, 2029 (alpha, beta).
  const r = 'Resolves Yes if Tesla offers paid driverless robotaxi rides to members of the public in New York City by June 30, 2029.';
  addCase('tech', { name: 'tesla-robotaxi-nyc-2029', events: [
    A1('KXROBOTAXINYC-29JUN30', 'Tesla robotaxi launches in NYC by Jun 30, 2029?', 'Science and Technology', z('2029-06-30'), 'Y', 'Launches', 'rtnyc', { rules: r }),
    B1('Tesla launches Robotaxi in New York by June 30?', 'Tech', z('2029-06-30'), 'rtnyc', { mx: { rules: r } }),
  ] });
}
{ // ChatGPT #1 free iPhone app on July 4, 2029 (single venue beta_us: date distractor for the June 1 ranking).
  addCase('tech', { name: 'chatgpt-top-app-jul4-2029', events: [U1('chatgpt-1-free-app-july-4-2029', 'ChatGPT #1 free app on July 4?', 'Tech', z('2029-07-04', '16:00'), 'cg-jul4')] }, ['date']);
}
{ // Intel CEO out by Aug 31, 2029 (alpha, gamma).
  const r = 'Resolves Yes if Lip-Bu Tan ceases to be CEO of Intel, or his departure is announced, by August 31, 2029.';
  addCase('corporate', { name: 'intel-ceo-out-aug-2029', events: [
    A1('KXINTELCEO-29AUG31', 'Lip-Bu Tan out as Intel CEO by Aug 31, 2029?', 'Companies', z('2029-08-31'), 'Y', 'Out', 'tan-out', { rules: r }),
    G1('Will Intel CEO Lip-Bu Tan depart before September 2029?', z('2029-08-31'), 'tan-out', { rules: r }),
  ] });
}
{ // Coinbase Q1 2029 revenue above $2.5B (beta, beta_us).
  const r = 'Resolves Yes if Coinbase reports total revenue above $2.5 billion for Q1 2029 in its shareholder letter.';
  addCase('earnings', { name: 'coin-q1-2029-revenue', events: [
    B1('Coinbase Q1 2029 revenue above $2.5B?', 'Business', z('2029-05-03', '21:00'), 'coin25', { mx: { rules: r } }),
    U1('coinbase-q1-2029-revenue-above-2-5b', 'Coinbase Q1 revenue over $2.5B?', 'Business', z('2029-05-03', '21:00'), 'coin25', { rules: r }),
  ] });
}
{ // Kentucky Derby 2029 winner (beta, gamma).
  addCase('sports', { name: 'kentucky-derby-2029', events: [
    B('Kentucky Derby 2029 Winner', 'Sports', z('2029-05-05', '23:30'), [['kentucky-derby-2029-thunder-road', 'Thunder Road', 'kd-tr'], ['kentucky-derby-2029-silver-lining', 'Silver Lining', 'kd-sl'], ['kentucky-derby-2029-other', 'Other', 'kd-oth']]),
    G('155th Kentucky Derby winner', z('2029-05-05', '23:30'), [['Thunder Road', 'kd-tr'], ['Silver Lining', 'kd-sl'], ['Field (any other horse)', 'kd-oth']]),
  ] });
}
{ // Indy 500 2029 winner (single venue alpha).
  addCase('sports', { name: 'indy500-2029', events: [A('KXINDY500-29', '2029 Indianapolis 500 winner', 'Sports', z('2029-05-27', '22:00'), [['PALO', 'Álex Palou', 'i5-pal'], ['NEWG', 'Josef Newgarden', 'i5-new']])] });
}
{ // Atlantic named storms by July 31, 2029 above 4 (single venue beta).
  addCase('weather', { name: 'atlantic-storms-jul-2029', events: [B1('5 or more Atlantic named storms by July 31, 2029?', 'Weather', z('2029-07-31'), 'ns5')] });
}

{ // Netflix #1 English film, week of July 2–8, 2029 (alpha, beta, gamma).
  const r = 'Resolves to the #1 title on Netflix\'s global Top 10 English Films list for the week of July 2–8, 2029 (published July 10).';
  addCase('streaming', { name: 'netflix-top-film-jul-2029', events: [
    A('KXNETFLIXFILM-29JUL10', 'Top Netflix English movie for Jul 2–8, 2029', 'Entertainment', z('2029-07-10', '18:00'), [['KPOP', 'KPop Demon Hunters 2', 'nf-kpop'], ['RELE', 'Red Notice 2', 'nf-rn2'], ['HAPP', 'Happy Gilmore 3', 'nf-hg3']], { rules: r, sources: ['Netflix Top 10 https://www.netflix.com/tudum/top10'] }),
    B('#1 Netflix movie this week (Jul 2–8)?', 'Pop Culture', z('2029-07-10', '18:00'), w([['netflix-top-movie-jul-2-8-2029-kpop-demon-hunters-2', 'KPop Demon Hunters 2', 'nf-kpop'], ['netflix-top-movie-jul-2-8-2029-red-notice-2', 'Red Notice 2', 'nf-rn2'], ['netflix-top-movie-jul-2-8-2029-happy-gilmore-3', 'Happy Gilmore 3', 'nf-hg3']], { rules: r })),
    G('Netflix weekly Top 10 (English films) #1, 2–8 July 2029', z('2029-07-10', '18:00'), [['KPop Demon Hunters 2', 'nf-kpop'], ['Red Notice 2', 'nf-rn2'], ['Other', 'nf-oth']], { rules: r }),
  ] });
}
{ // Disney+ US price increase announced by Aug 31, 2029 (single venue gamma).
  addCase('streaming', { name: 'disney-plus-price-2029', events: [G1('Disney+ announces a US price increase by August 31, 2029?', z('2029-08-31'), 'dplus')] });
}
{ // Microsoft (alpha) vs Apple (beta) above $5T market cap at the June 29, 2029 close: asset negative.
  addCase('markets', { name: 'msft-aapl-5t-jun-2029', groups: [['alpha'], ['beta']], events: [
    A1('KXMSFTCAP-29JUN29', 'Microsoft market cap above $5 trillion on Jun 29, 2029?', 'Financials', z('2029-06-29', '20:00'), 'T5', 'Above $5T', 'msft5'),
    B1('Apple above $5T market cap at end of June?', 'Business', z('2029-06-29', '20:00'), 'aapl5'),
  ] }, ['asset']);
}

{ // 2029 MLB All-Star Game: alpha "American League wins" vs beta_us "National League wins" (inverted YES sides of one game).
  addCase('sports', { name: 'mlb-all-star-2029', events: [
    A1('KXMLBASG-29JUL10', 'Will the American League win the 2029 MLB All-Star Game?', 'Sports', z('2029-07-11', '04:00'), 'AL', 'American League', 'asg-al'),
    U1('national-league-wins-2029-mlb-all-star-game', 'National League wins the 2029 All-Star Game?', 'Sports', z('2029-07-11', '04:00'), 'asg-nl'),
  ] }, ['inverted']);
}
{ // French Open 2029 men's singles (alpha, gamma).
  addCase('sports', { name: 'roland-garros-men-2029', events: [
    A('KXFOMEN-29', 'French Open Men\'s Singles Winner 2029', 'Sports', z('2029-06-10', '18:00'), [['ALCA', 'Carlos Alcaraz', 'rg-alc'], ['SINN', 'Jannik Sinner', 'rg-sin'], ['FONS', 'João Fonseca', 'rg-fon']]),
    G('Roland-Garros 2029 men\'s champion', z('2029-06-10', '18:00'), [['Alcaraz', 'rg-alc'], ['Sinner', 'rg-sin'], ['Other', 'rg-oth']]),
  ] });
}
{ // Austin high temperature on August 1, 2029 (alpha, beta; both Camp Mabry per the NWS climate report).
  const r = 'Resolves on the maximum temperature for Austin Camp Mabry in the NWS Daily Climate Report for August 1, 2029.';
  addCase('weather', { name: 'austin-high-aug1-2029', events: [
    A('KXHIGHAUS-29AUG01', 'Highest temperature in Austin on Aug 1, 2029?', 'Climate and Weather', z('2029-08-02', '05:00'), [['T99', '100° or above', 'aus100'], ['T104', '105° or above', 'aus105']], { rules: r }),
    B('Highest temperature in Austin on August 1?', 'Weather', z('2029-08-02', '05:00'), [['austin-high-aug-1-2029-100f-or-higher', '100°F or higher', 'aus100'], ['austin-high-aug-1-2029-105f-or-higher', '105°F or higher', 'aus105']], { rules: r }),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout25-set.json', import.meta.url));
