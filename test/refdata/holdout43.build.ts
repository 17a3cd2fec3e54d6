// Forty-third independent refdata holdout: writes test/refdata/holdout43-set.json (the long tail of winter 2032-33 as
// listed in early December 2032: awards season (Golden Globes, Grammys, Oscar nominations, The Game Awards, TIME Person
// of the Year), streaming and charts (Hot 100, UK Christmas No. 1, Spotify, Netflix Top 10, holiday box office), tech (AI
// model releases and leaderboards, chips and earnings, deliveries, antitrust rulings), science and space (launches,
// missions, asteroid 2024 YR4, geomagnetic storms, global temperature), health (FDA approvals, outbreaks, flu, measles),
// winter weather (city snowfall, White Christmas, cold records, stations), world politics (leaders, cabinets, coalitions,
// early-2033 elections, ceasefires), European football mid-season and the Champions League league phase, NFL late season
// and playoff seeding, college football bowls and the playoff, NBA/NHL season futures, the US presidential transition
// (nominations, confirmations, the inauguration) and the December meetings of the Fed, ECB, BoE and BoJ).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout43.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug) and lines 1–80 and the last 45 lines of test/refdata/holdout35.build.ts (its header: the
// labelling rules below are adopted from it verbatim; the helper usage; how the JSON is written out).
// Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build file or test in
// test/refdata/. The matcher, the `eval` command and the tests were never run on this set: it is NOT tuned and has not
// been seen.
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
// Set-specific readings (applying the rules above): the set is a snapshot of early December 2032, so it assumes the
// November 2032 result as the venues list it: President-elect Josh Shapiro and Vice President-elect Mark Kelly take office
// on Thursday 20 January 2033 from the outgoing President JD Vance; the cabinet names are the nominees the venues list.
// A nominee being announced, being formally nominated and being confirmed by the Senate are different observations, and
// confirmation "by Jan 31" and "by Feb 28" are different deadlines; confirmations for different departments are different
// offices. Being nominated for an award and winning it are different rounds; Drama vs Musical or Comedy, Album vs Record
// of the Year, MVP vs Offensive Player of the Year are different categories. One weather question read at two stations of
// one city (Central Park vs LaGuardia) is one event with `fungible` false on that pair; a "White Christmas" (1 inch of
// snow on the ground on Christmas morning) and measurable snowfall on 25 December are different measures; the
// temperature at noon and the day's high are different observation kinds; December snowfall and season-to-date
// snowfall are different periods. NASA GISTEMP and Copernicus ERA5 are different global-temperature statistics (different
// events), like Gallup and the RealClearPolitics average. A Billboard chart dated 25 December and one dated 1 January
// are different events; the Official Charts Christmas No. 1 and the Spotify UK daily chart on Christmas Day are
// different charts. Box Office Mojo and The Numbers pricing one opening weekend are one event (nf). An AI model being
// "announced" and being "released" (generally available) are different observations; a launch and a landing are
// different observations. Counts are integers, so "above 10" and "10 or more" are different outcomes. A Champions
// League top-8 league-phase finish and reaching the Round of 16 are different rounds; a team leading the table on
// Christmas Day and on 1 January are different dates; the same two teams meeting again later are different events.
// The ECB deposit facility rate and the main refinancing rate are different measures, and so are the BoE decision and
// its MPC vote split; Fed cuts in 2033 counted by meetings vs by 25 bp steps are one event with `fungible` false.
// Ids: beta event ids 510001+, gamma ids 45001+, alpha tickers dated 2032/2033; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'awards' | 'charts' | 'tech' | 'space_science' | 'health' | 'weather' | 'world' | 'football_eu' | 'nfl' | 'college_fb' | 'nba_nhl' | 'transition' | 'central_banks';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(510000, 45000);

const GG = 'Golden Globes https://goldenglobes.com/winners-nominees/';
const AMPAS = 'Academy of Motion Picture Arts and Sciences https://www.oscars.org/oscars/ceremonies/2033';
const GRAMMY = 'Recording Academy https://www.grammy.com/awards';
const TGA = 'The Game Awards https://thegameawards.com/';
const BB = 'Billboard https://www.billboard.com/charts/hot-100/';
const OCC = 'https://www.officialcharts.com/charts/singles-chart/';
const BOM = 'Box Office Mojo https://www.boxofficemojo.com/weekend/';
const NUMBERS = 'https://www.the-numbers.com/weekend-box-office-chart';
const NASA = 'NASA GISS https://data.giss.nasa.gov/gistemp/';
const SWPC = 'NOAA Space Weather Prediction Center https://www.swpc.noaa.gov/';
const FDA = 'U.S. Food and Drug Administration https://www.fda.gov/drugs/news-events-human-drugs';
const CDC = 'CDC https://www.cdc.gov/measles/data-research/index.html';
const NWS = 'National Weather Service https://www.weather.gov/wrh/climate';
const SENATE = 'U.S. Senate https://www.senate.gov/legislative/nom_cmtec.htm';
const FR = 'Federal Register https://www.federalregister.gov/presidential-documents/executive-orders';
const FEDSRC = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const ECB = 'https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html';
const BOE = 'Bank of England https://www.bankofengland.co.uk/monetary-policy-summary-and-minutes';
const BOJ = 'https://www.boj.or.jp/en/mopo/mpmdeci/index.htm';
const NFL = 'NFL https://www.nfl.com/scores/';
const NBA = 'NBA https://www.nba.com/schedule';
const PL = 'https://www.premierleague.com/results';
const UEFA = 'UEFA https://www.uefa.com/uefachampionsleague/';

// ───────────────────────────── AWARDS ─────────────────────────────

{ // Golden Globes 2033, Best Motion Picture – Drama (alpha, beta) vs Musical or Comedy (beta_us): category negative.
  const close = z('2033-01-10', '04:00');
  addCase('awards', { name: 'gg-picture-drama-2033', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXGGDRAMA-33', 'Golden Globes 2033: Best Motion Picture – Drama', 'Entertainment', close, w([['SALT', 'The Salt Road', 'ggd-salt'], ['NIGH', 'Nightjar', 'ggd-nightjar'],
      ['HARB', 'Harbor of Saints', 'ggd-harbor'], ['IRON', 'Iron Meridian', 'ggd-iron'], ['CART', "The Cartographer's Daughter", 'ggd-cart']],
    { rules: 'If the listed film wins Best Motion Picture – Drama at the 90th Golden Globe Awards, then the market resolves to Yes.' }), { sources: [GG] }),
    B('Golden Globes: Best Motion Picture - Drama', 'Culture', close, w([['golden-globes-2033-best-drama-the-salt-road', 'The Salt Road', 'ggd-salt'],
      ['golden-globes-2033-best-drama-nightjar', 'Nightjar', 'ggd-nightjar'], ['golden-globes-2033-best-drama-harbor-of-saints', 'Harbor of Saints', 'ggd-harbor'],
      ['golden-globes-2033-best-drama-the-cartographers-daughter', "The Cartographer's Daughter", 'ggd-cart'], ['golden-globes-2033-best-drama-other', 'Other', 'ggd-other']],
    { src: 'https://goldenglobes.com/winners-nominees/' })),
    U('golden-globes-2033-best-musical-comedy', 'Golden Globes 2033 Best Motion Picture – Musical or Comedy', 'Culture', close,
      [['gg-2033-musical-comedy-paper-kingdoms', 'Paper Kingdoms', 'ggm-paper'], ['gg-2033-musical-comedy-the-understudy', 'The Understudy', 'ggm-understudy'],
        ['gg-2033-musical-comedy-low-tide-in-lisbon', 'Low Tide in Lisbon', 'ggm-lisbon']]),
  ] }, ['category']);
}
{ // Golden Globes 2033, Best Actor – Drama (alpha, beta) vs Best Actor – Musical or Comedy (gamma): category negative.
  const close = z('2033-01-10', '04:00');
  addCase('awards', { name: 'gg-actor-drama-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGGACTORD-33', 'Best Actor in a Motion Picture – Drama, Golden Globes 2033', 'Entertainment', close, [['PMES', 'Paul Mescal', 'gga-mescal'],
      ['ABUT', 'Austin Butler', 'gga-butler'], ['CDOM', 'Colman Domingo', 'gga-domingo'], ['TCHA', 'Timothée Chalamet', 'gga-chalamet']], { sources: [GG] }),
    B('Golden Globes Best Actor (Drama) winner', 'Culture', close, [['gg-2033-best-actor-drama-mescal', 'Mescal', 'gga-mescal'], ['gg-2033-best-actor-drama-chalamet', 'Chalamet', 'gga-chalamet'],
      ['gg-2033-best-actor-drama-butler', 'Butler', 'gga-butler'], ['gg-2033-best-actor-drama-jeremy-allen-white', 'Jeremy Allen White', 'gga-jaw']]),
    G('Golden Globes 2033: Best Actor — Musical or Comedy', close, gr(['Glen Powell', 'ggac-powell'], ['Jesse Plemons', 'ggac-plemons'], ['Timothée Chalamet', 'ggac-chalamet'])),
  ] }, ['category']);
}
{ // Golden Globes 2033, Best Actress – Drama (alpha, beta_us).
  const close = z('2033-01-10', '04:00');
  addCase('awards', { name: 'gg-actress-drama-2033', events: [
    A('KXGGACTRESSD-33', 'Golden Globes 2033: Best Actress – Drama', 'Entertainment', close, [['FPUG', 'Florence Pugh', 'ggf-pugh'], ['MMAD', 'Mikey Madison', 'ggf-madison'],
      ['ZEND', 'Zendaya', 'ggf-zendaya'], ['CERI', 'Cynthia Erivo', 'ggf-erivo']], { sources: [GG] }),
    U('golden-globes-2033-best-actress-drama', 'Best Actress – Drama (Golden Globes)', 'Culture', close, [['gg-2033-actress-drama-florence-pugh', 'Florence Pugh', 'ggf-pugh'],
      ['gg-2033-actress-drama-zendaya', 'Zendaya', 'ggf-zendaya'], ['gg-2033-actress-drama-mikey-madison', 'Mikey Madison', 'ggf-madison']]),
  ] });
}
{ // Golden Globes 2033, Best Television Series – Drama — beta only.
  addCase('awards', { name: 'gg-tv-drama-2033', events: [
    B('Golden Globes 2033: Best TV Series – Drama', 'Culture', z('2033-01-10', '04:00'), [['gg-2033-tv-drama-the-quiet-coast', 'The Quiet Coast', 'ggtv-coast'],
      ['gg-2033-tv-drama-severance', 'Severance', 'ggtv-severance'], ['gg-2033-tv-drama-the-last-of-us', 'The Last of Us', 'ggtv-tlou']]),
  ] });
}
{ // Most Oscar nominations, 105th Academy Awards (alpha, gamma) vs "The Salt Road 12+ nominations" (beta): measure negative.
  const close = z('2033-01-25', '13:30');
  addCase('awards', { name: 'oscar-most-noms-2033', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXOSCARNOMS-33', 'Which film will get the most Oscar nominations?', 'Entertainment', close, w([['SALT', 'The Salt Road', 'omn-salt'], ['NIGH', 'Nightjar', 'omn-nightjar'],
      ['PAPR', 'Paper Kingdoms', 'omn-paper'], ['HARB', 'Harbor of Saints', 'omn-harbor']],
    { rules: 'Resolves to the film with the most nominations announced by the Academy for the 105th Academy Awards. If films tie, every tied film resolves Yes.' }), { sources: [AMPAS] }),
    G('Most nominated film — 2033 Oscars', close, gr(['The Salt Road', 'omn-salt'], ['Nightjar', 'omn-nightjar'], ['Paper Kingdoms', 'omn-paper'], ['Iron Meridian', 'omn-iron'])),
    B1('Will "The Salt Road" get 12 or more Oscar nominations?', 'Culture', close, 'salt-12noms', { mx: { src: 'https://www.oscars.org/' } }),
  ] }, ['measure']);
}
{ // Nightjar nominated for Best Picture (beta_us, gamma) vs Nightjar receiving 8+ nominations (alpha): measure negative.
  const close = z('2033-01-25', '13:30');
  addCase('awards', { name: 'oscar-nightjar-bp-nom', groups: [['beta_us', 'gamma'], ['alpha']], events: [
    U1('nightjar-best-picture-nomination', 'Will Nightjar be nominated for Best Picture at the 105th Academy Awards?', 'Culture', close, 'nightjar-bpnom'),
    G1('Oscars 2033: Nightjar gets a Best Picture nod?', close, 'nightjar-bpnom'),
    A1('KXOSCARNOMCOUNT-33NIGH', 'Nightjar Oscar nominations', 'Entertainment', close, 'T7', 'At least 8', 'nightjar-8noms', { sources: [AMPAS] }),
  ] }, ['measure']);
}
{ // Best Picture winner, 105th Academy Awards (alpha, beta).
  const close = z('2033-03-07', '04:00');
  addCase('awards', { name: 'oscar-best-picture-2033', events: [
    A('KXOSCARPIC-33', 'Oscar for Best Picture 2033', 'Entertainment', close, [['SALT', 'The Salt Road', 'obp-salt'], ['NIGH', 'Nightjar', 'obp-nightjar'], ['PAPR', 'Paper Kingdoms', 'obp-paper'],
      ['HARB', 'Harbor of Saints', 'obp-harbor'], ['IRON', 'Iron Meridian', 'obp-iron']], { sources: [AMPAS] }),
    B('Oscars 2033: Best Picture Winner', 'Culture', close, [['oscars-2033-best-picture-the-salt-road', 'The Salt Road', 'obp-salt'], ['oscars-2033-best-picture-nightjar', 'Nightjar', 'obp-nightjar'],
      ['oscars-2033-best-picture-paper-kingdoms', 'Paper Kingdoms', 'obp-paper'], ['oscars-2033-best-picture-the-understudy', 'The Understudy', 'obp-understudy']]),
  ] });
}
{ // Grammys 2033 Album of the Year (alpha, beta).
  const close = z('2033-02-07', '05:00');
  addCase('awards', { name: 'grammy-aoty-2033', events: [
    A('KXGRAMAOTY-33', 'Grammy for Album of the Year (75th Grammys)', 'Entertainment', close, [['TSWI', 'Taylor Swift — Ember', 'aoty-swift'], ['SCAR', 'Sabrina Carpenter — Sweet Static', 'aoty-carpenter'],
      ['BEIL', 'Billie Eilish — Undertow', 'aoty-eilish'], ['KLAM', 'Kendrick Lamar — Westside Psalms', 'aoty-lamar'], ['CROA', 'Chappell Roan — Heartland Radio', 'aoty-roan']], { sources: [GRAMMY] }),
    B('Grammys: Album of the Year 2033', 'Culture', close, [['grammys-2033-aoty-taylor-swift', 'Taylor Swift', 'aoty-swift'], ['grammys-2033-aoty-billie-eilish', 'Billie Eilish', 'aoty-eilish'],
      ['grammys-2033-aoty-kendrick-lamar', 'Kendrick Lamar', 'aoty-lamar'], ['grammys-2033-aoty-sabrina-carpenter', 'Sabrina Carpenter', 'aoty-carpenter']]),
  ] });
}
{ // Grammys 2033 Best New Artist (beta, beta_us) vs Record of the Year (alpha): category negative.
  const close = z('2033-02-07', '05:00');
  addCase('awards', { name: 'grammy-bna-2033', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B('Grammy Best New Artist 2033', 'Culture', close, [['grammys-2033-best-new-artist-lola-young', 'Lola Young', 'bna-young'], ['grammys-2033-best-new-artist-the-marlowes', 'The Marlowes', 'bna-marlowes'],
      ['grammys-2033-best-new-artist-ezra-vance', 'Ezra Vance', 'bna-ezra']]),
    U('grammys-2033-best-new-artist', '75th Grammy Awards: Best New Artist', 'Culture', close, [['grammys-2033-bna-the-marlowes', 'The Marlowes', 'bna-marlowes'],
      ['grammys-2033-bna-ezra-vance', 'Ezra Vance', 'bna-ezra']]),
    A('KXGRAMROTY-33', 'Grammy for Record of the Year 2033', 'Entertainment', close, [['SCAR', 'Sabrina Carpenter — Velvet', 'roty-carpenter'], ['MARL', 'The Marlowes — Salt Lake', 'roty-marlowes']], { sources: [GRAMMY] }),
  ] }, ['category']);
}
{ // Grammys 2033 Song of the Year — gamma only.
  addCase('awards', { name: 'grammy-soty-2033', events: [
    G('Grammys 2033 — Song of the Year', z('2033-02-07', '05:00'), gr(['Velvet', 'soty-velvet'], ['Salt Lake', 'soty-saltlake'], ['Paper Planes Again', 'soty-paper'])),
  ] });
}
{ // The Game Awards 2032 Game of the Year (alpha, beta, gamma categorical; beta_us one binary).
  const close = z('2032-12-10', '05:00');
  addCase('awards', { name: 'tga-goty-2032', events: [
    A('KXTGAGOTY-32', 'The Game Awards 2032: Game of the Year', 'Entertainment', close, [['TES6', 'The Elder Scrolls VI', 'goty-tes6'], ['PER6', 'Persona 6', 'goty-p6'],
      ['KH4', 'Kingdom Hearts IV', 'goty-kh4'], ['ME5', 'Mass Effect 5', 'goty-me5']], { sources: [TGA] }),
    B('Game of the Year 2032 (The Game Awards)', 'Culture', close, [['tga-2032-goty-elder-scrolls-vi', 'The Elder Scrolls VI', 'goty-tes6'], ['tga-2032-goty-persona-6', 'Persona 6', 'goty-p6'],
      ['tga-2032-goty-kingdom-hearts-iv', 'Kingdom Hearts IV', 'goty-kh4'], ['tga-2032-goty-ghost-of-kyoto', 'Ghost of Kyoto', 'goty-gok']]),
    G('TGA 2032 GOTY', close, gr(['Elder Scrolls 6', 'goty-tes6'], ['Persona 6', 'goty-p6'], ['Mass Effect 5', 'goty-me5'])),
    U1('elder-scrolls-vi-game-of-the-year-2032', 'Will The Elder Scrolls VI win Game of the Year at The Game Awards 2032?', 'Culture', close, 'goty-tes6'),
  ] });
}
{ // Half-Life 3 revealed at The Game Awards 2032 (beta, gamma) vs "announced by Dec 31, 2032" (alpha): deadline negative.
  addCase('awards', { name: 'tga-half-life-3', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Half-Life 3 announced at The Game Awards 2032?', 'Culture', z('2032-12-10', '05:00'), 'hl3-tga',
      { mx: { rules: 'Resolves Yes if Valve or The Game Awards reveals Half-Life 3 during the December 9, 2032 live broadcast (including the pre-show). Otherwise No.' } }),
    G1('Will Half-Life 3 be revealed during The Game Awards on Dec 9?', z('2032-12-10', '05:00'), 'hl3-tga'),
    A1('KXHL3-32DEC31', 'Will Valve announce Half-Life 3 before 2033?', 'Entertainment', z('2032-12-31', '23:59'), 'YES', 'Before Jan 1, 2033', 'hl3-2032'),
  ] }, ['deadline']);
}
{ // TIME Person of the Year 2032 (alpha, beta).
  const close = z('2032-12-08', '13:00');
  addCase('awards', { name: 'time-poy-2032', events: [
    A('KXTIMEPOY-32', 'TIME Person of the Year 2032', 'Entertainment', close, [['JSHA', 'Josh Shapiro', 'poy-shapiro'], ['JVAN', 'JD Vance', 'poy-vance'], ['SALT', 'Sam Altman', 'poy-altman'],
      ['TSWI', 'Taylor Swift', 'poy-swift'], ['POPE', 'Pope Leo XIV', 'poy-leo']], { sources: ['TIME https://time.com/person-of-the-year/'] }),
    B("Time's 2032 Person of the Year", 'Culture', close, [['time-poy-2032-josh-shapiro', 'Josh Shapiro', 'poy-shapiro'], ['time-poy-2032-sam-altman', 'Sam Altman', 'poy-altman'],
      ['time-poy-2032-pope-leo-xiv', 'Pope Leo XIV', 'poy-leo'], ['time-poy-2032-jensen-huang', 'Jensen Huang', 'poy-huang']]),
  ] });
}

// ───────────────────────────── CHARTS AND STREAMING ─────────────────────────────

{ // Hot 100 No. 1 on the chart dated Dec 25, 2032 (alpha categorical, beta binary) vs the chart dated Jan 1, 2033 (gamma): date negative.
  addCase('charts', { name: 'hot100-christmas-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXHOT100-32DEC25', 'Billboard Hot 100 #1 (chart dated Dec 25, 2032)', 'Entertainment', z('2032-12-21', '17:00'), w([['AIWF', 'All I Want for Christmas Is You — Mariah Carey', 'h100-aiwfciy'],
      ['ROCK', "Rockin' Around the Christmas Tree — Brenda Lee", 'h100-rockin'], ['VELV', 'Velvet — Sabrina Carpenter', 'h100-velvet']],
    { rules: 'Resolves to the song ranked No. 1 on the Billboard Hot 100 chart dated December 25, 2032, as first published by Billboard.' }), { sources: [BB] }),
    B1('Will "All I Want for Christmas Is You" be #1 on the Billboard Hot 100 dated December 25?', 'Culture', z('2032-12-21', '17:00'), 'h100-aiwfciy',
      { mx: { src: 'https://www.billboard.com/charts/hot-100/2032-12-25/' } }),
    G1('Mariah Carey No.1 on the Hot 100 dated Jan 1, 2033?', z('2032-12-28', '17:00'), 'h100-jan1-aiwfciy'),
  ] }, ['date']);
}
{ // UK Christmas No. 1 2032 from the Official Charts Company (beta, gamma) vs the Spotify UK daily chart on Dec 25 (beta_us): measure negative.
  const close = z('2032-12-24', '18:00');
  addCase('charts', { name: 'uk-christmas-number-one-2032', groups: [['beta', 'gamma'], ['beta_us']], events: [
    B('UK Christmas Number One 2032', 'Culture', close, w([['uk-christmas-no-1-2032-last-christmas', 'Last Christmas – Wham!', 'ukx-wham'],
      ['uk-christmas-no-1-2032-all-i-want-for-christmas', 'All I Want for Christmas Is You – Mariah Carey', 'ukx-mariah'],
      ['uk-christmas-no-1-2032-charity-single', 'Any charity single', 'ukx-charity'], ['uk-christmas-no-1-2032-velvet', 'Velvet – Sabrina Carpenter', 'ukx-velvet']],
    { src: OCC, rules: 'Resolves to the song at No. 1 on the Official Singles Chart Top 100 published by the Official Charts Company on Friday 24 December 2032.' })),
    G('Official Christmas No.1 (UK) 2032', close, gr(['Wham! - Last Christmas', 'ukx-wham'], ['Mariah Carey - All I Want for Christmas Is You', 'ukx-mariah'], ['Sabrina Carpenter - Velvet', 'ukx-velvet'])),
    U('spotify-uk-top-song-christmas-day-2032', 'Top song on Spotify UK on Christmas Day 2032', 'Culture', z('2032-12-26', '18:00'),
      [['spotify-uk-christmas-day-2032-last-christmas', 'Last Christmas', 'spuk-wham'], ['spotify-uk-christmas-day-2032-all-i-want-for-christmas', 'All I Want for Christmas Is You', 'spuk-mariah']]),
  ] }, ['measure']);
}
{ // Spotify Wrapped 2032 top global artist (alpha, beta) vs top artist in the US (beta_us): place negative.
  const close = z('2032-12-02', '14:00');
  addCase('charts', { name: 'spotify-wrapped-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXSPOTIFYTOPARTIST-32', 'Most streamed artist on Spotify in 2032 (global)', 'Entertainment', close, [['TSWI', 'Taylor Swift', 'wr-swift'], ['BADB', 'Bad Bunny', 'wr-badbunny'],
      ['WEEK', 'The Weeknd', 'wr-weeknd'], ['SCAR', 'Sabrina Carpenter', 'wr-carpenter']], { sources: ['Spotify Wrapped https://newsroom.spotify.com/'] }),
    B('Spotify Wrapped 2032: #1 global artist?', 'Culture', close, [['spotify-2032-top-artist-taylor-swift', 'Taylor Swift', 'wr-swift'], ['spotify-2032-top-artist-bad-bunny', 'Bad Bunny', 'wr-badbunny'],
      ['spotify-2032-top-artist-drake', 'Drake', 'wr-drake']]),
    U('spotify-wrapped-2032-top-artist-us', "Spotify Wrapped 2032: top artist in the U.S.", 'Culture', close, [['spotify-wrapped-2032-us-taylor-swift', 'Taylor Swift', 'wrus-swift'],
      ['spotify-wrapped-2032-us-morgan-wallen', 'Morgan Wallen', 'wrus-wallen']]),
  ] }, ['place']);
}
{ // Netflix Top 10, No. 1 English TV title for the week Dec 13–19 (alpha, beta) vs No. 1 non-English TV title (gamma): category negative.
  const close = z('2032-12-21', '19:00');
  addCase('charts', { name: 'netflix-top10-dec13-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNETFLIXTV-32DEC19', 'Top English TV show on Netflix, week of Dec 13–19', 'Entertainment', close, [['WEDN', 'Wednesday', 'nfx-wednesday'], ['QUIE', 'The Quiet Coast', 'nfx-coast'],
      ['BRID', 'Bridgerton', 'nfx-bridgerton']], { sources: ['Netflix Top 10 https://www.netflix.com/tudum/top10/tv'] }),
    B('#1 Netflix show (English TV) Dec 13-19?', 'Culture', close, [['netflix-english-tv-dec-13-19-wednesday', 'Wednesday', 'nfx-wednesday'],
      ['netflix-english-tv-dec-13-19-the-quiet-coast', 'The Quiet Coast', 'nfx-coast'], ['netflix-english-tv-dec-13-19-a-christmas-in-vermont', 'A Christmas in Vermont', 'nfx-vermont']]),
    G('Netflix global Top 10 — #1 non-English series, Dec 13–19', close, gr(['Squid Game: Origins', 'nfxne-squid'], ['Money Heist: Berlin II', 'nfxne-berlin'])),
  ] }, ['category']);
}
{ // Star Wars: Heirs of the Force domestic opening weekend (Dec 17–19): Box Office Mojo (alpha) vs The Numbers (beta) = one event, nf;
  // the worldwide opening (gamma) is another measure.
  const close = z('2032-12-20', '20:00');
  addCase('charts', { name: 'star-wars-opening-dec-2032', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXBOXOFFICESW-32DEC19', 'Star Wars: Heirs of the Force domestic opening weekend', 'Entertainment', close, w([['T150', 'Above $150M', 'sw-150'], ['T200', 'Above $200M', 'sw-200'],
      ['T250', 'Above $250M', 'sw-250']], { rules: 'Resolves on the 3-day domestic (US and Canada) opening-weekend gross for Friday–Sunday, Dec 17–19, 2032, as reported by Box Office Mojo on Monday.' }), { sources: [BOM] }),
    B('Heirs of the Force opening weekend box office?', 'Culture', close, w([['heirs-of-the-force-opening-weekend-150m', '>$150M', 'sw-150'], ['heirs-of-the-force-opening-weekend-200m', '>$200M', 'sw-200'],
      ['heirs-of-the-force-opening-weekend-225m', '>$225M', 'sw-225']], { src: NUMBERS })),
    G1('Star Wars: Heirs of the Force global opening above $450M?', close, 'sw-ww-450'),
  ] }, ['source', 'measure']);
}
{ // Billboard 200 No. 1 album, chart dated Dec 18, 2032 (beta_us, gamma).
  const close = z('2032-12-14', '17:00');
  addCase('charts', { name: 'billboard-200-dec18-2032', events: [
    U('billboard-200-number-one-dec-18-2032', 'Billboard 200 #1 album (chart dated December 18)', 'Culture', close, [['bb200-dec-18-2032-ember', 'Ember', 'bb200-ember'],
      ['bb200-dec-18-2032-sos-deluxe', 'SOS (Deluxe)', 'bb200-sos'], ['bb200-dec-18-2032-christmas', 'Christmas (Michael Bublé)', 'bb200-buble']]),
    G('Top album on the Billboard 200 dated 18 Dec 2032', close, gr(['Taylor Swift - Ember', 'bb200-ember'], ['Michael Bublé - Christmas', 'bb200-buble'], ['Morgan Wallen - Ridgeline', 'bb200-wallen'])),
  ] });
}
{ // A new single-day Spotify record for "All I Want for Christmas Is You" by Dec 25 — gamma only.
  addCase('charts', { name: 'aiwfciy-spotify-record', events: [
    G1('Will "All I Want for Christmas Is You" break its own Spotify single-day streams record by Dec 25, 2032?', z('2032-12-26', '08:00'), 'aiwf-record'),
  ] });
}

// ───────────────────────────── TECH ─────────────────────────────

{ // GPT-7 released by March 31, 2033 (alpha, beta) vs in 2032 (gamma): deadline negative.
  const rules = 'Resolves Yes if OpenAI makes a model explicitly named GPT-7 generally available to the public (ChatGPT or API) before the deadline. Previews limited to testers do not count.';
  addCase('tech', { name: 'gpt7-release-q1-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXGPT7-33APR01', 'Will OpenAI release GPT-7 before April 2033?', 'Science and Technology', z('2033-04-01', '03:59'), 'APR01', 'Before Apr 1, 2033', 'gpt7-q1', { rules }),
    B1('GPT-7 released by March 31, 2033?', 'Tech', z('2033-03-31', '23:59'), 'gpt7-q1', { mx: { rules, src: 'https://openai.com/news/' } }),
    G1('GPT-7 released in 2032?', z('2032-12-31', '23:59'), 'gpt7-2032'),
  ] }, ['deadline']);
}
{ // Gemini 5 released in 2032 (beta, gamma) vs Google announcing Gemini 5 by Dec 31 (alpha): observation negative.
  addCase('tech', { name: 'gemini-5-release-2032', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Gemini 5 released in 2032?', 'Tech', z('2032-12-31', '23:59'), 'gem5-release',
      { mx: { rules: 'Resolves Yes if Google publicly releases a model named Gemini 5 (available to general users in the Gemini app or via the API) by December 31, 2032, 11:59 PM ET.' } }),
    G1('Will Google release Gemini 5 before 2033?', z('2032-12-31', '23:59'), 'gem5-release'),
    A1('KXGEMINI5-32', 'Will Google announce Gemini 5 this year?', 'Science and Technology', z('2032-12-31', '23:59'), 'ANN', 'Announced by Dec 31', 'gem5-announce',
      { rules: 'Resolves Yes if Google officially announces a model called Gemini 5 (a blog post or keynote is enough; availability is not required) by December 31, 2032.' }),
  ] }, ['observation']);
}
{ // Top model on the LMArena Text leaderboard on Dec 31 (alpha, beta, gamma) vs top on the WebDev leaderboard (beta_us): measure negative.
  const close = z('2032-12-31', '17:00');
  addCase('tech', { name: 'lmarena-text-top-dec31-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXTOPAI-32DEC31', 'Best AI model at the end of 2032 (LMArena Text)', 'Science and Technology', close, w([['OPEN', 'OpenAI', 'lma-openai'], ['GOOG', 'Google', 'lma-google'],
      ['ANTH', 'Anthropic', 'lma-anthropic'], ['XAI', 'xAI', 'lma-xai'], ['DEEP', 'DeepSeek', 'lma-deepseek']],
    { rules: 'Resolves to the company whose model ranks first by score on the LMArena Text leaderboard (style control on) at 12:00 PM ET on December 31, 2032.' }), { sources: ['LMArena https://lmarena.ai/leaderboard/text'] }),
    B('Which company has best AI model end of December?', 'Tech', close, w([['best-ai-model-end-of-december-2032-google', 'Google', 'lma-google'], ['best-ai-model-end-of-december-2032-openai', 'OpenAI', 'lma-openai'],
      ['best-ai-model-end-of-december-2032-anthropic', 'Anthropic', 'lma-anthropic'], ['best-ai-model-end-of-december-2032-xai', 'xAI', 'lma-xai']], { src: 'https://lmarena.ai/leaderboard/text' })),
    G('Top AI lab on LMArena text leaderboard — Dec 31, 2032', close, gr(['Google', 'lma-google'], ['OpenAI', 'lma-openai'], ['Anthropic', 'lma-anthropic'], ['Meta', 'lma-meta'])),
    U('top-ai-model-webdev-end-of-2032', 'Top company on the LMArena WebDev leaderboard, Dec 31', 'Tech', close, [['webdev-top-dec-31-2032-anthropic', 'Anthropic', 'wd-anthropic'],
      ['webdev-top-dec-31-2032-openai', 'OpenAI', 'wd-openai'], ['webdev-top-dec-31-2032-google', 'Google', 'wd-google']]),
  ] }, ['measure']);
}
{ // Largest company by market cap at the 2032 close (alpha tickers, beta names).
  const close = z('2032-12-31', '21:00');
  addCase('tech', { name: 'largest-company-end-2032', events: [
    A('KXLARGESTCO-32DEC31', 'Largest company in the world by market cap on Dec 31, 2032', 'Financials', close, [['NVDA', 'NVDA', 'lc-nvda'], ['MSFT', 'MSFT', 'lc-msft'],
      ['AAPL', 'AAPL', 'lc-aapl'], ['GOOGL', 'GOOGL', 'lc-googl']], { sources: ['companiesmarketcap.com https://companiesmarketcap.com/'] }),
    B('Largest company end of 2032?', 'Finance', close, [['largest-company-end-of-2032-nvidia', 'Nvidia', 'lc-nvda'], ['largest-company-end-of-2032-microsoft', 'Microsoft', 'lc-msft'],
      ['largest-company-end-of-2032-apple', 'Apple', 'lc-aapl'], ['largest-company-end-of-2032-alphabet', 'Alphabet', 'lc-googl'], ['largest-company-end-of-2032-saudi-aramco', 'Saudi Aramco', 'lc-aramco']]),
  ] });
}
{ // Micron fiscal Q1 2033 revenue (alpha thresholds, beta binary) vs Micron adjusted EPS (gamma): measure negative.
  const close = z('2032-12-21', '21:30');
  addCase('tech', { name: 'micron-fq1-2033-revenue', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMUREV-33Q1', 'Micron revenue, fiscal Q1 2033', 'Companies', close, [['T18', 'Above $18.0B', 'mu-18'], ['T20', 'Above $20.0B', 'mu-20'], ['T22', 'Above $22.0B', 'mu-22']],
      { sources: ['Micron Investor Relations https://investors.micron.com/'] }),
    B1('Micron (MU) Q1 FY33 revenue above $20B?', 'Finance', close, 'mu-20', { mx: { src: 'https://investors.micron.com/quarterly-results' } }),
    G1('Micron FQ1 2033 non-GAAP EPS above $4.00?', close, 'mu-eps-4'),
  ] }, ['measure']);
}
{ // Oracle beats the consensus EPS estimate for fiscal Q2 2033 — beta_us only.
  addCase('tech', { name: 'oracle-fq2-2033-beat', events: [
    U1('oracle-beats-q2-fy2033-eps', 'Will Oracle beat quarterly earnings (FQ2 2033)?', 'Finance', z('2032-12-13', '21:30'), 'orcl-beat',
      { rules: 'Resolves Yes if Oracle reports non-GAAP EPS above the FactSet consensus published the day before its fiscal Q2 2033 earnings release.' }),
  ] });
}
{ // Nvidia Q4 FY2033 total revenue (alpha, gamma) vs Data Center revenue (beta): measure negative.
  const close = z('2033-02-23', '21:30');
  addCase('tech', { name: 'nvidia-q4-fy2033-revenue', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNVDAREV-33Q4', 'NVIDIA quarterly revenue (Q4 FY2033)', 'Companies', close, [['T180', 'Above $180B', 'nv-180'], ['T200', 'Above $200B', 'nv-200'], ['T220', 'Above $220B', 'nv-220']],
      { sources: ['NVIDIA Investor Relations https://investor.nvidia.com/'] }),
    G('Nvidia Q4 FY33 revenue', close, gr(['Above $200B', 'nv-200'], ['Above $220B', 'nv-220'])),
    B('NVIDIA Q4 FY2033 data center revenue?', 'Finance', close, [['nvidia-q4-fy2033-data-center-revenue-170b', 'Over $170B', 'nvdc-170'],
      ['nvidia-q4-fy2033-data-center-revenue-190b', 'Over $190B', 'nvdc-190']]),
  ] }, ['measure']);
}
{ // Tesla Q4 2032 deliveries (alpha, beta) vs Q4 2032 production (gamma): measure negative.
  const close = z('2033-01-02', '17:00');
  addCase('tech', { name: 'tesla-q4-2032-deliveries', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTSLADEL-32Q4', 'Tesla deliveries in Q4 2032', 'Companies', close, w([['T500000', 'Above 500,000', 'tsla-500'], ['T550000', 'Above 550,000', 'tsla-550'],
      ['T600000', 'Above 600,000', 'tsla-600']], { rules: 'Resolves on total vehicle deliveries for Q4 2032 in Tesla\'s quarterly production and deliveries report.' }), { sources: ['Tesla Investor Relations https://ir.tesla.com/'] }),
    B('Tesla Q4 2032 deliveries', 'Finance', close, [['tesla-q4-2032-deliveries-more-than-500k', 'More than 500k', 'tsla-500'], ['tesla-q4-2032-deliveries-more-than-550k', 'More than 550k', 'tsla-550']]),
    G1('Tesla Q4 2032 vehicle production above 550k?', close, 'tsla-prod-550'),
  ] }, ['measure']);
}
{ // EU fines Microsoft under the DMA by March 31, 2033 (alpha, beta) vs EU fines Apple under the DMA (gamma): asset negative.
  const close = z('2033-03-31', '23:59');
  addCase('tech', { name: 'eu-dma-fine-microsoft', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXDMAFINE-33MAR31-MSFT', 'Will the EU fine Microsoft under the Digital Markets Act by Mar 31, 2033?', 'Politics', close, 'MSFT', 'Microsoft', 'dma-msft',
      { sources: ['European Commission https://digital-markets-act.ec.europa.eu/'] }),
    B1('EU fines Microsoft under DMA before April?', 'Tech', close, 'dma-msft',
      { mx: { rules: 'Resolves Yes if the European Commission adopts a non-compliance decision imposing a fine on Microsoft under the Digital Markets Act between Dec 1, 2032 and March 31, 2033.' } }),
    G1('European Commission fines Apple under the DMA by 31 March 2033?', close, 'dma-apple'),
  ] }, ['asset']);
}
{ // US v. Apple: a liability ruling by June 30, 2033 (alpha, beta_us) vs Apple found liable (beta): observation negative.
  const close = z('2033-06-30', '23:59');
  addCase('tech', { name: 'us-v-apple-ruling-h1-2033', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A1('KXAPPLEDOJ-33JUN30', 'Will the court rule on liability in U.S. v. Apple by June 30, 2033?', 'Politics', close, 'RULE', 'Ruling issued', 'doja-ruling',
      { rules: 'Resolves Yes if the U.S. District Court for the District of New Jersey issues a decision on liability in United States v. Apple Inc. (2:24-cv-04055) by June 30, 2033, whatever its outcome.' }),
    U1('us-v-apple-liability-ruling-by-june-30-2033', 'Judge rules in DOJ antitrust case against Apple by June 30?', 'Tech', close, 'doja-ruling'),
    B1('Apple found liable in DOJ smartphone monopoly case by June 30, 2033?', 'Tech', close, 'doja-liable'),
  ] }, ['observation']);
}
{ // TSMC November 2032 revenue — alpha only.
  addCase('tech', { name: 'tsmc-nov-2032-revenue', events: [
    A1('KXTSMCREV-32NOV', 'TSMC monthly revenue for November 2032', 'Companies', z('2032-12-10', '08:00'), 'T420', 'Above NT$420 billion', 'tsmc-nov-420',
      { sources: ['TSMC Investor Relations https://investor.tsmc.com/english/monthly-revenue'] }),
  ] });
}
{ // Apple announces smart glasses by March 31, 2033 (beta, gamma).
  const close = z('2033-03-31', '23:59');
  addCase('tech', { name: 'apple-glasses-q1-2033', events: [
    B1('Apple announces smart glasses by March 31?', 'Tech', close, 'aapl-glasses', { mx: { src: 'https://www.apple.com/newsroom/' } }),
    G1('Will Apple unveil smart glasses before April 2033?', close, 'aapl-glasses'),
  ] });
}

// ───────────────────────────── SCIENCE AND SPACE ─────────────────────────────

{ // Artemis IV launches by June 30, 2033 (alpha, beta) vs launches in 2033 (gamma): deadline negative.
  addCase('space_science', { name: 'artemis-iv-launch-h1-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXARTEMIS4-33JUN30', 'Will Artemis IV launch by June 30, 2033?', 'Science and Technology', z('2033-06-30', '23:59'), 'JUN30', 'Before Jul 1, 2033', 'art4-h1',
      { sources: ['NASA https://www.nasa.gov/artemis/'], rules: 'Resolves Yes if the SLS rocket carrying Orion for the Artemis IV mission lifts off by June 30, 2033 (ET).' }),
    B1('Artemis IV launch before July 2033?', 'Science', z('2033-06-30', '23:59'), 'art4-h1'),
    G1('NASA Artemis IV launches in 2033?', z('2033-12-31', '23:59'), 'art4-2033'),
  ] }, ['deadline']);
}
{ // SpaceX launches in 2032: "above 260" (alpha, beta_us) vs "260 or more" (beta) — one count, different outcomes.
  const close = z('2032-12-31', '23:59');
  addCase('space_science', { name: 'spacex-launches-2032', events: [
    A('KXSPACEXLAUNCH-32', 'How many SpaceX launches in 2032?', 'Science and Technology', close, w([['T240', 'Above 240', 'sx-241'], ['T260', 'Above 260', 'sx-261'], ['T280', 'Above 280', 'sx-281']],
      { rules: 'Counts orbital launch attempts by SpaceX (Falcon 9, Falcon Heavy and Starship) with a T-0 in calendar year 2032 (UTC), successful or not.' }), { sources: ['SpaceX https://www.spacex.com/launches/'] }),
    B('Number of SpaceX launches in 2032', 'Science', close, [['spacex-launches-2032-260-or-more', '260 or more', 'sx-260'], ['spacex-launches-2032-280-or-more', '280 or more', 'sx-280']]),
    U1('spacex-more-than-260-launches-2032', 'Will SpaceX launch more than 260 times in 2032?', 'Science', close, 'sx-261'),
  ] }, ['threshold']);
}
{ // Chang'e-8 launches by March 31, 2033 (beta, gamma) vs Chang'e-8 lands on the Moon by then (alpha): observation negative.
  const close = z('2033-03-31', '23:59');
  addCase('space_science', { name: 'change-8-launch-q1-2033', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1("Chang'e-8 launch by March 31, 2033?", 'Science', close, 'ce8-launch', { mx: { src: 'https://www.cnsa.gov.cn/english/' } }),
    G1("Will China launch the Chang'e 8 lunar mission before April 2033?", close, 'ce8-launch'),
    A1('KXCHANGE8-33MAR31', "Chang'e-8 lunar landing by Mar 31, 2033?", 'Science and Technology', close, 'LAND', 'Lands by Mar 31', 'ce8-land'),
  ] }, ['observation']);
}
{ // Ariane 6 flies again before 2033 — beta_us only.
  addCase('space_science', { name: 'ariane-6-december-2032', events: [
    U1('ariane-6-launch-before-2033', 'Will an Ariane 6 launch before January 1, 2033?', 'Science', z('2032-12-31', '23:59'), 'a6-dec', { src: 'https://www.arianespace.com/' }),
  ] });
}
{ // 2032 the warmest year on record per NASA GISTEMP (alpha, beta) vs per Copernicus ERA5 (gamma): measure negative.
  addCase('space_science', { name: 'warmest-year-2032-nasa', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXWARMEST-32', 'Will 2032 be the hottest year on record (NASA)?', 'Climate and Weather', z('2033-01-15', '17:00'), 'NASA', 'Hottest on record', 'hot32-nasa',
      { sources: [NASA], rules: 'Resolves Yes if the 2032 annual global mean surface temperature anomaly in NASA GISTEMP v4, as first published, is the highest in the record.' }),
    B1('2032 hottest year on record according to NASA?', 'Science', z('2033-01-15', '17:00'), 'hot32-nasa', { mx: { src: 'https://data.giss.nasa.gov/gistemp/' } }),
    G1('Copernicus: 2032 warmest year on record?', z('2033-01-12', '12:00'), 'hot32-c3s'),
  ] }, ['measure']);
}
{ // Asteroid 2024 YR4 hits the Moon on Dec 22, 2032 (alpha, beta) and "misses the Moon" (gamma): inverted.
  const close = z('2032-12-23', '23:59');
  addCase('space_science', { name: 'yr4-lunar-impact', events: [
    A1('KXYR4MOON-32DEC22', 'Will asteroid 2024 YR4 hit the Moon?', 'Science and Technology', close, 'HIT', 'Impact', 'yr4-hit',
      { sources: ['NASA CNEOS https://cneos.jpl.nasa.gov/'], rules: 'Resolves Yes if NASA or ESA confirms that asteroid 2024 YR4 impacted the Moon during its December 22, 2032 close approach.' }),
    B1('2024 YR4 Moon impact on December 22?', 'Science', close, 'yr4-hit'),
    G1('Will 2024 YR4 miss the Moon on 22 Dec 2032?', close, 'yr4-miss'),
  ] }, ['inverted']);
}
{ // A G5 geomagnetic storm by March 31, 2033 (alpha, beta) and "G4 or stronger" (gamma) on the same observation: threshold.
  const close = z('2033-03-31', '23:59');
  addCase('space_science', { name: 'geomagnetic-storm-q1-2033', events: [
    A1('KXSOLARSTORM-33MAR31', 'G5 (Extreme) geomagnetic storm by Mar 31, 2033?', 'Science and Technology', close, 'G5', 'G5', 'gst-g5',
      { sources: [SWPC], rules: 'Resolves Yes if NOAA SWPC reports a G5 (Kp = 9) geomagnetic storm between December 6, 2032 and March 31, 2033.' }),
    B1('Extreme (G5) solar storm before April 2033?', 'Science', close, 'gst-g5', { mx: { src: 'https://www.swpc.noaa.gov/products/planetary-k-index' } }),
    G1('NOAA G4 or stronger geomagnetic storm by 31 Mar 2033?', close, 'gst-g4'),
  ] }, ['threshold']);
}
{ // Starship launches in December 2032 — alpha only.
  addCase('space_science', { name: 'starship-launches-dec-2032', events: [
    A('KXSTARSHIP-32DEC', 'Starship launches in December 2032', 'Science and Technology', z('2032-12-31', '23:59'), [['T2', 'Above 2', 'ss-3'], ['T3', 'Above 3', 'ss-4']]),
  ] });
}

// ───────────────────────────── HEALTH ─────────────────────────────

{ // FDA approves zenrelimab by its PDUFA date (alpha, beta) vs an EMA CHMP positive opinion (gamma): place negative.
  addCase('health', { name: 'fda-zenrelimab-pdufa', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXFDAZENRE-33JAN14', 'FDA approval of zenrelimab by Jan 14, 2033?', 'Health', z('2033-01-14', '23:59'), 'APPR', 'Approved', 'zen-fda',
      { sources: [FDA], rules: 'Resolves Yes if the FDA approves zenrelimab (any indication) on or before its PDUFA goal date of January 14, 2033.' }),
    B1('Will the FDA approve zenrelimab by the January 14 PDUFA date?', 'Health', z('2033-01-14', '23:59'), 'zen-fda'),
    G1('EMA CHMP positive opinion for zenrelimab by Jan 2033 meeting?', z('2033-01-28', '12:00'), 'zen-ema'),
  ] }, ['place']);
}
{ // FDA approves MariTide (maridebart cafraglutide) for obesity by Feb 28, 2033 (beta_us, gamma).
  const close = z('2033-02-28', '23:59');
  addCase('health', { name: 'fda-maritide-feb-2033', events: [
    U1('fda-approves-maritide-by-feb-28-2033', 'FDA approves Amgen\'s MariTide by February 28?', 'Health', close, 'maritide-fda', { src: 'https://www.fda.gov/' }),
    G1('Will the FDA approve maridebart cafraglutide (MariTide) before March 2033?', close, 'maritide-fda'),
  ] });
}
{ // US measles cases in 2032 per CDC (alpha thresholds, beta) vs cases in Q1 2033 (gamma): date negative.
  addCase('health', { name: 'measles-cases-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMEASLES-32', 'US measles cases in 2032 (CDC)', 'Health', z('2033-01-12', '20:00'), w([['T1500', 'Above 1,500', 'mea-1500'], ['T2000', 'Above 2,000', 'mea-2000']],
      { rules: 'Resolves on the 2032 total of confirmed measles cases as first reported by the CDC on or after January 5, 2033.' }), { sources: [CDC] }),
    B1('More than 1,500 measles cases in the US in 2032?', 'Health', z('2033-01-12', '20:00'), 'mea-1500', { mx: { src: 'https://www.cdc.gov/measles/data-research/' } }),
    G1('US measles cases Jan–Mar 2033 above 300 (CDC)?', z('2033-04-06', '20:00'), 'mea-q1-300'),
  ] }, ['date']);
}
{ // WHO declares H5N1 a PHEIC by March 31, 2033 (alpha, beta) vs CDC confirming person-to-person spread (beta_us): observation negative.
  const close = z('2033-03-31', '23:59');
  addCase('health', { name: 'h5n1-pheic-q1-2033', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXPHEIC-33MAR31-H5N1', 'WHO declares H5N1 bird flu a public health emergency of international concern by Mar 31, 2033?', 'Health', close, 'H5N1', 'H5N1 PHEIC', 'h5-pheic',
      { sources: ['World Health Organization https://www.who.int/news'] }),
    B1('WHO declares bird flu a global health emergency by March 31?', 'Health', close, 'h5-pheic'),
    U1('cdc-confirms-h5n1-human-to-human-transmission-by-march-31', 'CDC confirms human-to-human H5N1 transmission in the US by March 31?', 'Health', close, 'h5-h2h'),
  ] }, ['observation']);
}
{ // 2032–33 flu season: peak weekly ILI above 7% (alpha, beta).
  const close = z('2033-05-31', '20:00');
  addCase('health', { name: 'flu-ili-peak-2032-33', events: [
    A('KXFLUPEAK-33', 'Peak flu activity this season (CDC ILINet)', 'Health', close, w([['T6', 'Above 6.0%', 'ili-6'], ['T7', 'Above 7.0%', 'ili-7']],
      { rules: 'Resolves on the highest weekly national percentage of outpatient visits for influenza-like illness (ILINet) for the 2032–33 season, as shown in FluView on May 31, 2033.' }),
      { sources: ['CDC FluView https://www.cdc.gov/fluview/'] }),
    B1('Will the 2032-33 flu season peak above 7% ILI?', 'Health', close, 'ili-7'),
  ] });
}
{ // A new WHO variant of concern designated by March 31, 2033 — beta only.
  addCase('health', { name: 'who-voc-q1-2033', events: [
    B1('New WHO COVID variant of concern by March 31, 2033?', 'Health', z('2033-03-31', '23:59'), 'who-voc', { mx: { src: 'https://www.who.int/activities/tracking-SARS-CoV-2-variants' } }),
  ] });
}
{ // The Kasai (DRC) Ebola outbreak declared over by Jan 31, 2033 — gamma only.
  addCase('health', { name: 'drc-ebola-over-jan-2033', events: [
    G1('Will WHO declare the Kasai Ebola outbreak over by 31 Jan 2033?', z('2033-01-31', '23:59'), 'ebola-over'),
  ] });
}

// ───────────────────────────── WINTER WEATHER ─────────────────────────────

{ // NYC December 2032 snowfall: Central Park (alpha, beta) vs LaGuardia (gamma) = one event, gamma's pairs not fungible.
  const close = z('2033-01-01', '15:00');
  addCase('weather', { name: 'nyc-snow-dec-2032', fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A('KXNYCSNOWM-32DEC', 'NYC snow in December 2032', 'Climate and Weather', close, w([['T2', 'Above 2 inches', 'nyc-2'], ['T4', 'Above 4 inches', 'nyc-4'], ['T8', 'Above 8 inches', 'nyc-8']],
      { rules: 'Resolves on total December 2032 snowfall at Central Park, NY, in the NWS monthly climate report (CLMNYC) first published for December.' }),
      { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLM&issuedby=NYC'] }),
    B('How much snow will fall in NYC in December?', 'Weather', close, w([['nyc-december-2032-snowfall-more-than-4-inches', '>4"', 'nyc-4'],
      ['nyc-december-2032-snowfall-more-than-8-inches', '>8"', 'nyc-8']], { src: 'https://www.weather.gov/okx/CentralParkHistorical' })),
    G('New York December 2032 snowfall (LaGuardia Airport, NWS)', close, gr(['More than 4 in', 'nyc-4'], ['More than 8 in', 'nyc-8']),
      { rules: 'Settles on the December 2032 monthly snowfall total for New York LaGuardia Airport (KLGA) reported by the National Weather Service.' }),
  ] }, ['source']);
}
{ // White Christmas in Chicago, 1"+ snow depth at O'Hare on Dec 25 (alpha, beta) vs measurable snowfall on Dec 25 (gamma): measure negative.
  const close = z('2032-12-26', '14:00');
  const rules = 'Resolves Yes if the snow depth reported for Chicago O\'Hare (ORD) on December 25, 2032 in the NWS daily climate report is 1 inch or more.';
  addCase('weather', { name: 'chicago-white-christmas-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXWHITEXMASCHI-32', 'White Christmas in Chicago?', 'Climate and Weather', close, 'YES', 'At least 1" snow on the ground', 'chi-wx-depth', { sources: [NWS], rules }),
    B1('Will Chicago have a White Christmas in 2032?', 'Weather', close, 'chi-wx-depth', { mx: { rules } }),
    G1('Will it snow in Chicago on Christmas Day 2032 (measurable at O\'Hare)?', close, 'chi-wx-fall'),
  ] }, ['measure']);
}
{ // Boston 2032–33 season snowfall above 40 inches at Logan (beta, beta_us) vs Boston January 2033 snowfall (alpha): date negative.
  const close = z('2033-06-30', '16:00');
  addCase('weather', { name: 'boston-season-snow-2032-33', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B1('Boston seasonal snowfall above 40 inches (2032-33)?', 'Weather', close, 'bos-season-40', { mx: { src: 'https://www.weather.gov/box/' } }),
    U1('boston-snowfall-2032-33-season-over-40-inches', 'Will Boston get more than 40 inches of snow this winter?', 'Weather', close, 'bos-season-40'),
    A1('KXBOSSNOWM-33JAN', 'Boston snow in January 2033', 'Climate and Weather', z('2033-02-01', '15:00'), 'T10', 'Above 10 inches', 'bos-jan-10', { sources: [NWS] }),
  ] }, ['date']);
}
{ // Minneapolis below -20°F by Jan 31, 2033 (alpha, gamma) vs below -20°F in December 2032 (beta): deadline negative.
  addCase('weather', { name: 'minneapolis-minus-20-by-jan31', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXMSPLOW-33JAN31', 'Minneapolis below -20°F by Jan 31?', 'Climate and Weather', z('2033-02-01', '15:00'), 'TM20', 'Below -20°F', 'msp-m20-jan',
      { sources: [NWS], rules: 'Resolves Yes if any daily minimum temperature at Minneapolis–St. Paul International Airport (MSP) from Dec 6, 2032 through Jan 31, 2033 is below -20°F.' }),
    G1('MSP airport low colder than -20°F before February 2033?', z('2033-02-01', '15:00'), 'msp-m20-jan'),
    B1('Minneapolis below -20°F in December?', 'Weather', z('2033-01-01', '15:00'), 'msp-m20-dec'),
  ] }, ['deadline']);
}
{ // Denver December 2032 snowfall (alpha, beta).
  const close = z('2033-01-01', '16:00');
  addCase('weather', { name: 'denver-snow-dec-2032', events: [
    A('KXDENSNOWM-32DEC', 'Denver snowfall in December 2032', 'Climate and Weather', close, [['T5', 'Above 5 inches', 'den-5'], ['T10', 'Above 10 inches', 'den-10']], { sources: [NWS] }),
    B('Denver December snowfall', 'Weather', close, [['denver-december-2032-snow-5-inches', 'More than 5"', 'den-5'], ['denver-december-2032-snow-10-inches', 'More than 10"', 'den-10'],
      ['denver-december-2032-snow-15-inches', 'More than 15"', 'den-15']]),
  ] });
}
{ // White Christmas in the UK per the Met Office (beta, gamma) vs in London (alpha): place negative.
  const close = z('2032-12-26', '12:00');
  addCase('weather', { name: 'uk-white-christmas-2032', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('White Christmas in the UK 2032?', 'Weather', close, 'ukwx',
      { mx: { rules: 'Resolves Yes if the Met Office reports a snowflake observed falling at any of its UK observing sites at any time on 25 December 2032.', src: 'https://www.metoffice.gov.uk/' } }),
    G1('Met Office: official White Christmas 2032?', close, 'ukwx'),
    A1('KXWHITEXMASLON-32', 'White Christmas in London?', 'Climate and Weather', close, 'YES', 'Snow observed in London', 'lonwx',
      { sources: ['Met Office https://www.metoffice.gov.uk/'] }),
  ] }, ['place']);
}
{ // Central Park reaches 0°F this winter — beta_us only.
  addCase('weather', { name: 'central-park-zero-winter-2032-33', events: [
    U1('central-park-0f-or-below-winter-2032-33', 'Will Central Park hit 0°F or colder by February 28?', 'Weather', z('2033-03-01', '15:00'), 'cp-zero', { src: 'https://www.weather.gov/okx/' }),
  ] });
}
{ // Washington temperature at noon on Inauguration Day (alpha, beta) vs the day's high (gamma): observation negative.
  const close = z('2033-01-21', '15:00');
  addCase('weather', { name: 'dc-inauguration-noon-temp', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXINAUGTEMP-33JAN20', 'Temperature at noon on Inauguration Day (DCA)', 'Climate and Weather', close, w([['T35', 'Above 35°F', 'inaug-35'], ['T40', 'Above 40°F', 'inaug-40'],
      ['T45', 'Above 45°F', 'inaug-45']], { rules: 'Resolves on the temperature at Ronald Reagan Washington National Airport (DCA) in the 11:52 AM ET observation on January 20, 2033.' }), { sources: [NWS] }),
    B('Noon temperature in DC on January 20?', 'Weather', close, [['dc-noon-temperature-jan-20-2033-above-40f', 'Above 40°F', 'inaug-40'], ['dc-noon-temperature-jan-20-2033-above-45f', 'Above 45°F', 'inaug-45']]),
    G1('Washington DC high temperature on Jan 20, 2033 above 40°F?', close, 'inaug-high-40'),
  ] }, ['observation']);
}
{ // Measurable snow at Atlanta Hartsfield in December 2032 (alpha, beta_us).
  const close = z('2033-01-01', '15:00');
  addCase('weather', { name: 'atlanta-snow-dec-2032', events: [
    A1('KXATLSNOW-32DEC', 'Will it snow in Atlanta in December?', 'Climate and Weather', close, 'T0', 'Measurable snow (0.1"+)', 'atl-snow', { sources: [NWS] }),
    U1('atlanta-measurable-snow-december-2032', 'Measurable snow in Atlanta this December?', 'Weather', close, 'atl-snow'),
  ] });
}
{ // December 2032 contiguous-US temperature below the 20th-century average per NOAA (alpha, beta_us).
  const close = z('2033-01-11', '17:00');
  addCase('weather', { name: 'noaa-us-december-2032-cold', events: [
    A1('KXUSTEMPM-32DEC', 'Colder than average December in the contiguous US?', 'Climate and Weather', close, 'BELOW', 'Below 20th-century average', 'us-dec-cold',
      { sources: ['NOAA NCEI https://www.ncei.noaa.gov/access/monitoring/climate-at-a-glance/'] }),
    U1('noaa-december-2032-below-average-temperature-contiguous-us', 'NOAA: December 2032 colder than the 20th-century average (lower 48)?', 'Weather', close, 'us-dec-cold'),
  ] });
}

// ───────────────────────────── WORLD POLITICS ─────────────────────────────

{ // Czech presidential election 2033 winner (alpha, beta) vs first-round leader (gamma): round negative.
  addCase('world', { name: 'czech-president-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXCZPRES-33', 'Czech presidential election 2033', 'Elections', z('2033-01-29', '15:00'), [['NERU', 'Danuše Nerudová', 'cz-nerudova'], ['FISC', 'Pavel Fischer', 'cz-fischer'],
      ['HAVL', 'Karel Havlíček', 'cz-havlicek'], ['MALA', 'Jana Maláčová', 'cz-malacova']], { sources: ['Czech Statistical Office https://www.volby.cz/'] }),
    B('Czech Republic Presidential Election Winner', 'Politics', z('2033-01-29', '15:00'), [['czech-presidential-election-2033-nerudova', 'Nerudova', 'cz-nerudova'],
      ['czech-presidential-election-2033-havlicek', 'Havlicek', 'cz-havlicek'], ['czech-presidential-election-2033-fischer', 'Fischer', 'cz-fischer']]),
    G('Czech presidential election — first round winner (14–15 Jan 2033)', z('2033-01-15', '15:00'), gr(['Karel Havlíček', 'czr1-havlicek'], ['Danuše Nerudová', 'czr1-nerudova'],
      ['Pavel Fischer', 'czr1-fischer'])),
  ] }, ['round']);
}
{ // Cyprus presidential election 2033 (beta, beta_us).
  const close = z('2033-02-13', '19:00');
  addCase('world', { name: 'cyprus-president-2033', events: [
    B('Cyprus Presidential Election 2033', 'Politics', close, [['cyprus-presidential-election-2033-annita-demetriou', 'Annita Demetriou', 'cy-demetriou'],
      ['cyprus-presidential-election-2033-odysseas-michaelides', 'Odysseas Michaelides', 'cy-michaelides'], ['cyprus-presidential-election-2033-stefanos-stefanou', 'Stefanos Stefanou', 'cy-stefanou']]),
    U('cyprus-presidential-election-2033', 'Who will win the 2033 Cypriot presidential election?', 'Politics', close, [['cyprus-pres-2033-demetriou', 'Demetriou', 'cy-demetriou'],
      ['cyprus-pres-2033-michaelides', 'Michaelides', 'cy-michaelides']]),
  ] });
}
{ // Ecuador 2033: the presidential race goes to a runoff (alpha, gamma) vs who wins the presidency (beta): round negative.
  addCase('world', { name: 'ecuador-runoff-2033', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXECURUNOFF-33', 'Will Ecuador\'s presidential election go to a runoff?', 'Elections', z('2033-02-08', '12:00'), 'YES', 'Runoff required', 'ec-runoff',
      { sources: ['Consejo Nacional Electoral https://www.cne.gob.ec/'], rules: 'Resolves Yes if no candidate is declared elected in the February 6, 2033 first round under Ecuador\'s 50% (or 40% with a 10-point lead) rule.' }),
    G1('Ecuador 2033: second round needed?', z('2033-02-08', '12:00'), 'ec-runoff'),
    B('Ecuador Presidential Election Winner 2033', 'Politics', z('2033-04-10', '23:00'), [['ecuador-presidential-election-2033-luisa-gonzalez', 'Luisa González', 'ec-gonzalez'],
      ['ecuador-presidential-election-2033-jan-topic', 'Jan Topić', 'ec-topic'], ['ecuador-presidential-election-2033-other', 'Other', 'ec-other']]),
  ] }, ['round']);
}
{ // Paraguay 2033: the Colorado Party keeps the presidency — alpha only.
  addCase('world', { name: 'paraguay-2033-colorado', events: [
    A('KXPARAGUAYPRES-33', 'Paraguay presidential election 2033: winning party', 'Elections', z('2033-04-25', '12:00'), [['ANR', 'Colorado Party (ANR)', 'py-anr'], ['PLRA', 'PLRA / Concertación', 'py-plra']]),
  ] });
}
{ // The French government loses a no-confidence vote by March 31, 2033 (alpha, beta) vs the French PM out by then (gamma): observation.
  const close = z('2033-03-31', '23:59');
  addCase('world', { name: 'france-censure-q1-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXFRANCECENSURE-33MAR31', 'Will a motion of no confidence pass in the French National Assembly by Mar 31, 2033?', 'World', close, 'YES', 'Motion adopted', 'fr-censure',
      { rules: 'Resolves Yes if the Assemblée nationale adopts a motion de censure against the government between Dec 6, 2032 and Mar 31, 2033.' }),
    B1('French government falls to no-confidence vote by March 31?', 'Politics', close, 'fr-censure', { mx: { src: 'https://www.assemblee-nationale.fr/' } }),
    G1('French Prime Minister out before April 2033?', close, 'fr-pm-out'),
  ] }, ['observation']);
}
{ // The UK Prime Minister leaves office by June 30, 2033 (alpha, beta) and "still PM on June 30" (gamma): inverted.
  const close = z('2033-06-30', '23:59');
  addCase('world', { name: 'uk-pm-out-h1-2033', events: [
    A1('KXUKPMOUT-33JUN30', 'UK Prime Minister out before July 2033?', 'World', close, 'OUT', 'Out by Jun 30', 'ukpm-out',
      { rules: 'Resolves Yes if the person serving as UK Prime Minister on December 6, 2032 ceases to hold the office (resignation takes effect or a successor is appointed) by June 30, 2033.' }),
    B1('UK PM out by June 30, 2033?', 'Politics', close, 'ukpm-out'),
    G1('Will the current UK Prime Minister still be in office on 30 June 2033?', close, 'ukpm-stays'),
  ] }, ['inverted']);
}
{ // Putin out as President of Russia by Dec 31, 2033 (alpha, beta) vs by June 30, 2033 (gamma): deadline negative.
  addCase('world', { name: 'putin-out-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXPUTINOUT-33', 'Putin out as President of Russia in 2033?', 'World', z('2033-12-31', '23:59'), 'DEC31', 'Before Jan 1, 2034', 'putin-2033'),
    B1('Putin out before 2034?', 'Geopolitics', z('2033-12-31', '23:59'), 'putin-2033'),
    G1('Putin out as president by June 30, 2033?', z('2033-06-30', '23:59'), 'putin-h1'),
  ] }, ['deadline']);
}
{ // Sudan: SAF–RSF ceasefire by March 31, 2033 (alpha, beta) vs a signed peace agreement (gamma): observation negative.
  const close = z('2033-03-31', '23:59');
  addCase('world', { name: 'sudan-ceasefire-q1-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXSUDANCEASE-33MAR31', 'Sudan ceasefire by Mar 31, 2033?', 'World', close, 'YES', 'Ceasefire', 'sd-cease',
      { rules: 'Resolves Yes if the Sudanese Armed Forces and the Rapid Support Forces both publicly agree to a nationwide ceasefire that takes effect by March 31, 2033.' }),
    B1('SAF x RSF ceasefire by March 31, 2033?', 'Geopolitics', close, 'sd-cease'),
    G1('Sudan peace agreement signed by 31 March 2033?', close, 'sd-peace'),
  ] }, ['observation']);
}
{ // The Knesset votes to dissolve by March 31, 2033 (beta, gamma).
  const close = z('2033-03-31', '23:59');
  addCase('world', { name: 'knesset-dissolve-q1-2033', events: [
    B1('Knesset dissolution bill passes by March 31?', 'Politics', close, 'knesset-diss',
      { mx: { rules: 'Resolves Yes if a bill to dissolve the 26th Knesset passes its final (third) reading by March 31, 2033.' } }),
    G1('Israel: Knesset dissolved before April 2033?', close, 'knesset-diss'),
  ] });
}
{ // A new Dutch cabinet sworn in by March 31, 2033 (alpha, beta) vs a coalition agreement presented (beta_us): observation negative.
  const close = z('2033-03-31', '23:59');
  addCase('world', { name: 'dutch-cabinet-q1-2033', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXNLCABINET-33MAR31', 'New Dutch government sworn in by Mar 31, 2033?', 'World', close, 'YES', 'Sworn in', 'nl-sworn', { sources: ['Rijksoverheid https://www.rijksoverheid.nl/'] }),
    B1('Netherlands: new cabinet installed by March 31, 2033?', 'Politics', close, 'nl-sworn'),
    U1('netherlands-coalition-agreement-by-march-31-2033', 'Dutch coalition agreement presented by March 31?', 'Politics', close, 'nl-coalagree'),
  ] }, ['observation']);
}
{ // The Japanese Prime Minister out by March 31, 2033 — gamma only.
  addCase('world', { name: 'japan-pm-out-q1-2033', events: [
    G1('Japanese PM resigns or is replaced before April 2033?', z('2033-03-31', '15:00'), 'jp-pm-out'),
  ] });
}
{ // A Canadian federal election called by March 31, 2033 — beta_us only.
  addCase('world', { name: 'canada-election-called-q1-2033', events: [
    U1('canada-federal-election-called-by-march-31-2033', 'Will a Canadian federal election be called by March 31, 2033?', 'Politics', z('2033-03-31', '23:59'), 'ca-called',
      { rules: 'Resolves Yes if the Governor General dissolves Parliament (issuing writs for a federal general election) by March 31, 2033.' }),
  ] });
}
{ // Khamenei out as Supreme Leader by March 31, 2033 (alpha, beta).
  const close = z('2033-03-31', '23:59');
  addCase('world', { name: 'khamenei-out-q1-2033', events: [
    A1('KXKHAMENEIOUT-33MAR31', 'Khamenei out as Supreme Leader of Iran?', 'World', close, 'MAR31', 'Before Apr 1, 2033', 'kh-out'),
    B1('Khamenei out as Supreme Leader by March 31?', 'Geopolitics', close, 'kh-out'),
  ] });
}

// ───────────────────────────── EUROPEAN FOOTBALL ─────────────────────────────

{ // Arsenal vs Chelsea, Boxing Day 2032 (alpha, beta, gamma) vs Chelsea vs Arsenal on 23 April 2033 (beta_us): date negative.
  const close = z('2032-12-26', '16:00');
  addCase('football_eu', { name: 'ars-che-2032-12-26', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXEPLGAME-32DEC26ARSCHE', 'Arsenal vs Chelsea', 'Sports', close, w([['ARS', 'Arsenal', 'arsche-ars'], ['TIE', 'Tie', 'arsche-draw'], ['CHE', 'Chelsea', 'arsche-che']],
      { rules: 'Resolves on the result after 90 minutes plus stoppage time of the Premier League match Arsenal vs Chelsea scheduled for December 26, 2032.' }), { sources: [`Premier League ${PL}`] }),
    B('Arsenal FC vs. Chelsea FC', 'Sports', close, w([['epl-ars-che-2032-12-26-ars', 'Arsenal', 'arsche-ars', { q: 'Will Arsenal FC win on 2032-12-26?' }],
      ['epl-ars-che-2032-12-26-draw', 'Draw', 'arsche-draw', { q: 'Will Arsenal FC vs. Chelsea FC end in a draw?' }],
      ['epl-ars-che-2032-12-26-che', 'Chelsea', 'arsche-che', { q: 'Will Chelsea FC win on 2032-12-26?' }]], { src: PL })),
    G('Premier League: Arsenal v Chelsea (26 Dec)', close, gr(['Arsenal', 'arsche-ars'], ['Draw', 'arsche-draw'], ['Chelsea', 'arsche-che'])),
    U('epl-che-ars-2033-04-23', 'Chelsea vs. Arsenal', 'Sports', z('2033-04-23', '16:30'), [['epl-che-ars-2033-04-23-che', 'Chelsea', 'cheaars-che'],
      ['epl-che-ars-2033-04-23-draw', 'Draw', 'cheaars-draw'], ['epl-che-ars-2033-04-23-ars', 'Arsenal', 'cheaars-ars']]),
  ] }, ['date']);
}
{ // Liverpool vs Manchester City, Dec 18, 2032 (alpha, beta_us).
  const close = z('2032-12-18', '19:30');
  addCase('football_eu', { name: 'liv-mci-2032-12-18', events: [
    A('KXEPLGAME-32DEC18LIVMCI', 'Liverpool vs Manchester City', 'Sports', close, [['LIV', 'Liverpool', 'livmci-liv'], ['TIE', 'Tie', 'livmci-draw'], ['MCI', 'Manchester City', 'livmci-mci']],
      { sources: [`Premier League ${PL}`] }),
    U('epl-liv-mci-2032-12-18', 'Liverpool FC vs. Manchester City FC', 'Sports', close, [['epl-liv-mci-2032-12-18-liv', 'Liverpool', 'livmci-liv'],
      ['epl-liv-mci-2032-12-18-draw', 'Draw', 'livmci-draw'], ['epl-liv-mci-2032-12-18-mci', 'Man City', 'livmci-mci']]),
  ] });
}
{ // Premier League leader on Christmas Day (alpha, gamma) vs leader on January 1 (beta_us): date negative.
  addCase('football_eu', { name: 'epl-top-christmas-2032', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A('KXEPLTOPXMAS-32', 'Premier League leader on Christmas Day 2032', 'Sports', z('2032-12-25', '12:00'), w([['ARS', 'Arsenal', 'xmas-ars'], ['LIV', 'Liverpool', 'xmas-liv'],
      ['MCI', 'Man City', 'xmas-mci'], ['CHE', 'Chelsea', 'xmas-che']], { rules: 'Resolves to the club top of the Premier League table at 12:00 PM GMT on December 25, 2032, after all matches completed by then.' })),
    G('Top of the Premier League at Christmas 2032', z('2032-12-25', '12:00'), gr(['Arsenal', 'xmas-ars'], ['Liverpool', 'xmas-liv'], ['Manchester City', 'xmas-mci'])),
    U('premier-league-leader-january-1-2033', 'Premier League leader on New Year\'s Day', 'Sports', z('2033-01-01', '23:59'), [['epl-leader-jan-1-2033-arsenal', 'Arsenal', 'nyd-ars'],
      ['epl-leader-jan-1-2033-liverpool', 'Liverpool', 'nyd-liv']]),
  ] }, ['date']);
}
{ // Premier League 2032–33 champion (alpha, beta categorical; beta_us one binary).
  const close = z('2033-05-29', '17:00');
  addCase('football_eu', { name: 'epl-winner-2032-33', events: [
    A('KXEPL-33', 'English Premier League winner 2032-33', 'Sports', close, [['ARS', 'Arsenal', 'epl-ars'], ['LIV', 'Liverpool', 'epl-liv'], ['MCI', 'Manchester City', 'epl-mci'],
      ['CHE', 'Chelsea', 'epl-che'], ['NEW', 'Newcastle', 'epl-new']], { sources: [`Premier League ${PL}`] }),
    B('Premier League Winner 2032-33', 'Sports', close, [['epl-2032-33-winner-arsenal', 'Arsenal', 'epl-ars'], ['epl-2032-33-winner-liverpool', 'Liverpool', 'epl-liv'],
      ['epl-2032-33-winner-man-city', 'Man City', 'epl-mci'], ['epl-2032-33-winner-chelsea', 'Chelsea', 'epl-che'], ['epl-2032-33-winner-tottenham', 'Tottenham', 'epl-tot']]),
    U1('arsenal-win-premier-league-2032-33', 'Will Arsenal win the 2032–33 Premier League?', 'Sports', close, 'epl-ars'),
  ] });
}
{ // Premier League Golden Boot 2032–33 (beta, gamma) vs most assists (alpha): measure negative.
  const close = z('2033-05-29', '17:00');
  addCase('football_eu', { name: 'epl-golden-boot-2032-33', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Premier League Top Scorer 2032/33', 'Sports', close, [['epl-top-scorer-2032-33-haaland', 'Erling Haaland', 'gb-haaland'], ['epl-top-scorer-2032-33-isak', 'Alexander Isak', 'gb-isak'],
      ['epl-top-scorer-2032-33-palmer', 'Cole Palmer', 'gb-palmer']]),
    G('Golden Boot 2032-33 (Premier League)', close, gr(['Haaland', 'gb-haaland'], ['Isak', 'gb-isak'], ['Gyökeres', 'gb-gyokeres'])),
    A('KXEPLASSISTS-33', 'Premier League most assists 2032-33', 'Sports', close, [['SAKA', 'Bukayo Saka', 'ast-saka'], ['PALM', 'Cole Palmer', 'ast-palmer'], ['WIRT', 'Florian Wirtz', 'ast-wirtz']]),
  ] }, ['measure']);
}
{ // El Clásico, Barcelona vs Real Madrid, LaLiga, Dec 19, 2032 (alpha, beta).
  const close = z('2032-12-19', '22:00');
  addCase('football_eu', { name: 'clasico-2032-12-19', events: [
    A('KXLALIGAGAME-32DEC19BARRMA', 'Barcelona vs Real Madrid', 'Sports', close, [['BAR', 'Barcelona', 'cla-bar'], ['TIE', 'Tie', 'cla-draw'], ['RMA', 'Real Madrid', 'cla-rma']]),
    B('FC Barcelona vs. Real Madrid CF', 'Sports', close, [['lal-bar-rma-2032-12-19-bar', 'Barcelona', 'cla-bar', { q: 'Will FC Barcelona win on 2032-12-19?' }],
      ['lal-bar-rma-2032-12-19-draw', 'Draw', 'cla-draw', { q: 'Will FC Barcelona vs. Real Madrid CF end in a draw?' }],
      ['lal-bar-rma-2032-12-19-rma', 'Real Madrid', 'cla-rma', { q: 'Will Real Madrid CF win on 2032-12-19?' }]]),
  ] });
}
{ // UEFA Champions League league phase matchday 6: Bayern vs PSG, Dec 8, 2032 (alpha, gamma).
  const close = z('2032-12-08', '22:00');
  addCase('football_eu', { name: 'ucl-bay-psg-2032-12-08', events: [
    A('KXUCLGAME-32DEC08BAYPSG', 'Bayern Munich vs Paris Saint-Germain', 'Sports', close, [['BAY', 'Bayern Munich', 'baypsg-bay'], ['TIE', 'Tie', 'baypsg-draw'], ['PSG', 'PSG', 'baypsg-psg']],
      { sources: [UEFA] }),
    G('UCL MD6: FC Bayern v Paris SG', close, gr(['Bayern', 'baypsg-bay'], ['Draw', 'baypsg-draw'], ['PSG', 'baypsg-psg'])),
  ] });
}
{ // Real Madrid finish in the UCL league-phase top 8 (beta, beta_us) vs reach the Round of 16 (alpha): round negative.
  addCase('football_eu', { name: 'ucl-real-madrid-top8-2033', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B1('Will Real Madrid finish top 8 in the Champions League league phase?', 'Sports', z('2033-01-26', '22:00'), 'rm-top8', { mx: { src: 'https://www.uefa.com/uefachampionsleague/standings/' } }),
    U1('real-madrid-ucl-league-phase-top-8-2032-33', 'Real Madrid top-8 finish in the UCL league phase?', 'Sports', z('2033-01-26', '22:00'), 'rm-top8'),
    A1('KXUCLR16-33-RMA', 'Will Real Madrid reach the Champions League Round of 16?', 'Sports', z('2033-02-23', '22:00'), 'RMA', 'Real Madrid', 'rm-r16', { sources: [UEFA] }),
  ] }, ['round']);
}
{ // UEFA Champions League 2032–33 winner (alpha, beta).
  const close = z('2033-05-28', '21:00');
  addCase('football_eu', { name: 'ucl-winner-2033', events: [
    A('KXUCL-33', 'UEFA Champions League Winner 2033', 'Sports', close, [['RMA', 'Real Madrid', 'ucl-rma'], ['ARS', 'Arsenal', 'ucl-ars'], ['BAY', 'Bayern Munich', 'ucl-bay'],
      ['PSG', 'Paris Saint-Germain', 'ucl-psg'], ['BAR', 'Barcelona', 'ucl-bar'], ['LIV', 'Liverpool', 'ucl-liv']], { sources: [UEFA] }),
    B('Champions League Winner 2032/33', 'Sports', close, [['ucl-2032-33-winner-real-madrid', 'Real Madrid', 'ucl-rma'], ['ucl-2032-33-winner-arsenal', 'Arsenal', 'ucl-ars'],
      ['ucl-2032-33-winner-psg', 'PSG', 'ucl-psg'], ['ucl-2032-33-winner-barcelona', 'Barcelona', 'ucl-bar'], ['ucl-2032-33-winner-man-city', 'Man City', 'ucl-mci']]),
  ] });
}
{ // Serie A leader at the halfway point (campione d'inverno) — gamma only.
  addCase('football_eu', { name: 'serie-a-winter-champion-2032-33', events: [
    G('Serie A 2032/33 — campione d\'inverno (leader after matchday 19)', z('2033-01-16', '22:00'), gr(['Inter', 'sai-inter'], ['Napoli', 'sai-napoli'], ['Juventus', 'sai-juve'])),
  ] });
}
{ // Bundesliga: Borussia Dortmund vs Bayern Munich, Dec 18, 2032 (alpha, beta).
  const close = z('2032-12-18', '19:30');
  addCase('football_eu', { name: 'bvb-bay-2032-12-18', events: [
    A('KXBUNDESLIGAGAME-32DEC18BVBBAY', 'Borussia Dortmund vs Bayern Munich', 'Sports', close, [['BVB', 'Dortmund', 'bvbbay-bvb'], ['TIE', 'Tie', 'bvbbay-draw'], ['BAY', 'Bayern', 'bvbbay-bay']]),
    B('Borussia Dortmund vs. FC Bayern München', 'Sports', close, [['bun-bvb-bay-2032-12-18-bvb', 'Dortmund', 'bvbbay-bvb'], ['bun-bvb-bay-2032-12-18-draw', 'Draw', 'bvbbay-draw'],
      ['bun-bvb-bay-2032-12-18-bay', 'Bayern', 'bvbbay-bay']]),
  ] });
}
{ // Manchester United sack their manager by Jan 31, 2033 (alpha, beta) vs before the season ends (gamma): deadline negative.
  addCase('football_eu', { name: 'man-utd-manager-sacked-jan-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXMUNMANAGER-33JAN31', 'Will Manchester United sack their manager before February 2033?', 'Sports', z('2033-01-31', '23:59'), 'YES', 'Leaves by Jan 31', 'mun-jan'),
    B1('Man United manager out by January 31?', 'Sports', z('2033-01-31', '23:59'), 'mun-jan'),
    G1('Manchester United manager sacked before the end of the 2032/33 season?', z('2033-05-29', '23:59'), 'mun-season'),
  ] }, ['deadline']);
}

// ───────────────────────────── NFL ─────────────────────────────

{ // Broncos at Chiefs, Sunday Dec 12, 2032 (alpha, beta, gamma) vs Chiefs at Broncos, Week 18 on Jan 9, 2033 (beta_us): date negative.
  const close = z('2032-12-13', '04:00');
  addCase('nfl', { name: 'den-kc-2032-12-12', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNFLGAME-32DEC12DENKC', 'Denver at Kansas City', 'Sports', close, w([['DEN', 'Denver', 'denkc-den'], ['KC', 'Kansas City', 'denkc-kc']],
      { rules: 'If Kansas City wins the Denver at Kansas City professional football game originally scheduled for Dec 12, 2032, then the market resolves to Yes.' }), { sources: [NFL] }),
    B('Broncos vs. Chiefs', 'Sports', close, [['nfl-den-kc-2032-12-12', '', 'denkc-den', { outcomes: yn('Broncos', 'Chiefs'), src: NFL }]]),
    G('NFL Week 14: Broncos @ Chiefs', close, gr(['Chiefs', 'denkc-kc'], ['Broncos', 'denkc-den'])),
    U('nfl-kc-den-2033-01-09', 'Chiefs vs. Broncos', 'Sports', z('2033-01-10', '04:00'), [['nfl-kc-den-2033-01-09', '', 'kcden-kc', { outcomes: yn('Chiefs', 'Broncos') }]]),
  ] }, ['date']);
}
{ // Cowboys at Eagles on Christmas Day (Saturday Dec 25, 2032) (alpha, beta_us).
  const close = z('2032-12-26', '01:00');
  addCase('nfl', { name: 'dal-phi-2032-12-25', events: [
    A('KXNFLGAME-32DEC25DALPHI', 'Dallas at Philadelphia', 'Sports', close, [['DAL', 'Dallas', 'dalphi-dal'], ['PHI', 'Philadelphia', 'dalphi-phi']], { sources: [NFL] }),
    U('nfl-dal-phi-2032-12-25', 'Cowboys vs. Eagles', 'Sports', close, [['nfl-dal-phi-2032-12-25', '', 'dalphi-dal', { outcomes: yn('Cowboys', 'Eagles') }]]),
  ] });
}
{ // Dolphins at Bills, Sunday Dec 19, 2032 — alpha only.
  addCase('nfl', { name: 'mia-buf-2032-12-19', events: [
    A('KXNFLGAME-32DEC19MIABUF', 'Miami at Buffalo', 'Sports', z('2032-12-20', '01:00'), [['MIA', 'Miami', 'miabuf-mia'], ['BUF', 'Buffalo', 'miabuf-buf']], { sources: [NFL] }),
  ] });
}
{ // AFC No. 1 seed (alpha, beta) vs AFC West division winner (gamma): round negative.
  const close = z('2033-01-10', '05:00');
  addCase('nfl', { name: 'afc-one-seed-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNFLAFC1SEED-32', 'AFC #1 seed 2032-33', 'Sports', close, [['KC', 'Kansas City', 'afc1-kc'], ['BUF', 'Buffalo', 'afc1-buf'], ['BAL', 'Baltimore', 'afc1-bal'], ['DEN', 'Denver', 'afc1-den'],
      ['HOU', 'Houston', 'afc1-hou']], { sources: ['NFL https://www.nfl.com/standings/playoff-picture'] }),
    B('Which team will be the AFC 1 seed?', 'Sports', close, [['afc-1-seed-2032-chiefs', 'Chiefs', 'afc1-kc'], ['afc-1-seed-2032-bills', 'Bills', 'afc1-buf'], ['afc-1-seed-2032-ravens', 'Ravens', 'afc1-bal'],
      ['afc-1-seed-2032-broncos', 'Broncos', 'afc1-den']]),
    G('AFC West champion 2032', close, gr(['Kansas City Chiefs', 'afcw-kc'], ['Denver Broncos', 'afcw-den'], ['Los Angeles Chargers', 'afcw-lac'])),
  ] }, ['round']);
}
{ // NFC No. 1 seed (beta, beta_us).
  const close = z('2033-01-10', '05:00');
  addCase('nfl', { name: 'nfc-one-seed-2032', events: [
    B('NFC #1 Seed', 'Sports', close, [['nfc-1-seed-2032-eagles', 'Eagles', 'nfc1-phi'], ['nfc-1-seed-2032-lions', 'Lions', 'nfc1-det'], ['nfc-1-seed-2032-49ers', '49ers', 'nfc1-sf'],
      ['nfc-1-seed-2032-commanders', 'Commanders', 'nfc1-was']]),
    U('nfc-number-one-seed-2032', 'NFC 1 seed (2032 season)', 'Sports', close, [['nfc-one-seed-2032-philadelphia-eagles', 'Philadelphia Eagles', 'nfc1-phi'],
      ['nfc-one-seed-2032-detroit-lions', 'Detroit Lions', 'nfc1-det'], ['nfc-one-seed-2032-san-francisco-49ers', 'San Francisco 49ers', 'nfc1-sf']]),
  ] });
}
{ // Steelers make the playoffs (alpha, beta) and "Steelers miss the playoffs" (beta_us): inverted.
  const close = z('2033-01-10', '05:00');
  addCase('nfl', { name: 'steelers-playoffs-2032', events: [
    A1('KXNFLPLAYOFF-32-PIT', 'Will the Pittsburgh Steelers make the playoffs?', 'Sports', close, 'PIT', 'Pittsburgh', 'pit-in', { sources: [NFL] }),
    B1('Steelers make the 2032-33 NFL playoffs?', 'Sports', close, 'pit-in'),
    U1('pittsburgh-steelers-miss-playoffs-2032', 'Will the Steelers miss the playoffs?', 'Sports', close, 'pit-out'),
  ] }, ['inverted']);
}
{ // Super Bowl LXVII champion, Feb 13, 2033 (alpha, beta categorical; beta_us one binary).
  const close = z('2033-02-14', '04:00');
  addCase('nfl', { name: 'super-bowl-lxvii', events: [
    A('KXSB-33', 'Pro Football Champion 2033', 'Sports', close, [['KC', 'Kansas City', 'sb-kc'], ['PHI', 'Philadelphia', 'sb-phi'], ['BUF', 'Buffalo', 'sb-buf'], ['DET', 'Detroit', 'sb-det'],
      ['BAL', 'Baltimore', 'sb-bal'], ['SF', 'San Francisco', 'sb-sf']], { sources: [NFL] }),
    B('Super Bowl Champion 2033', 'Sports', close, [['super-bowl-champion-2033-chiefs', 'Chiefs', 'sb-kc'], ['super-bowl-champion-2033-eagles', 'Eagles', 'sb-phi'],
      ['super-bowl-champion-2033-bills', 'Bills', 'sb-buf'], ['super-bowl-champion-2033-lions', 'Lions', 'sb-det'], ['super-bowl-champion-2033-texans', 'Texans', 'sb-hou']]),
    U1('eagles-win-super-bowl-lxvii', 'Will the Eagles win Super Bowl LXVII?', 'Sports', close, 'sb-phi'),
  ] });
}
{ // 2032 NFL MVP (alpha, beta) vs Offensive Player of the Year (gamma): category negative.
  const close = z('2033-02-11', '04:00');
  addCase('nfl', { name: 'nfl-mvp-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNFLMVP-32', 'NFL MVP 2032-33', 'Sports', close, [['DMAY', 'Drake Maye', 'mvp-maye'], ['JDAN', 'Jayden Daniels', 'mvp-daniels'], ['CSTR', 'C.J. Stroud', 'mvp-stroud'],
      ['CWIL', 'Caleb Williams', 'mvp-williams'], ['JALL', 'Josh Allen', 'mvp-allen']], { sources: ['NFL Honors https://www.nfl.com/honors/'] }),
    B('NFL MVP', 'Sports', close, [['nfl-mvp-2032-drake-maye', 'Drake Maye', 'mvp-maye'], ['nfl-mvp-2032-jayden-daniels', 'Jayden Daniels', 'mvp-daniels'],
      ['nfl-mvp-2032-caleb-williams', 'Caleb Williams', 'mvp-williams'], ['nfl-mvp-2032-lamar-jackson', 'Lamar Jackson', 'mvp-jackson']]),
    G('AP Offensive Player of the Year 2032', close, gr(['Jahmyr Gibbs', 'opoy-gibbs'], ['Malik Nabers', 'opoy-nabers'], ['Drake Maye', 'opoy-maye'])),
  ] }, ['category']);
}
{ // The Jets fire their head coach by Jan 12, 2033 — gamma only.
  addCase('nfl', { name: 'jets-coach-fired-jan-2033', events: [
    G1('New York Jets fire head coach by 12 Jan 2033?', z('2033-01-12', '23:59'), 'nyj-fire'),
  ] });
}
{ // Bears at Packers, Sunday Jan 2, 2033 (beta, gamma).
  const close = z('2033-01-03', '01:00');
  addCase('nfl', { name: 'chi-gb-2033-01-02', events: [
    B('Bears vs. Packers', 'Sports', close, [['nfl-chi-gb-2033-01-02', '', 'chigb-chi', { outcomes: yn('Bears', 'Packers') }]]),
    G('Chicago Bears @ Green Bay Packers (Jan 2)', close, gr(['Packers', 'chigb-gb'], ['Bears', 'chigb-chi'])),
  ] });
}
{ // 2032 NFL rushing yards leader — beta only.
  addCase('nfl', { name: 'nfl-rushing-leader-2032', events: [
    B('2032 NFL rushing yards leader', 'Sports', z('2033-01-10', '05:00'), [['nfl-rushing-leader-2032-bijan-robinson', 'Bijan Robinson', 'rush-bijan'],
      ['nfl-rushing-leader-2032-jahmyr-gibbs', 'Jahmyr Gibbs', 'rush-gibbs'], ['nfl-rushing-leader-2032-ashton-jeanty', 'Ashton Jeanty', 'rush-jeanty']]),
  ] });
}
{ // Seahawks at 49ers, Sunday Dec 19, 2032 (alpha, beta) vs 49ers at Seahawks on Jan 9, 2033 (gamma): date negative.
  const close = z('2032-12-20', '01:00');
  addCase('nfl', { name: 'sea-sf-2032-12-19', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNFLGAME-32DEC19SEASF', 'Seattle at San Francisco', 'Sports', close, [['SEA', 'Seattle', 'seasf-sea'], ['SF', 'San Francisco', 'seasf-sf']], { sources: [NFL] }),
    B('Seahawks vs. 49ers', 'Sports', close, [['nfl-sea-sf-2032-12-19', '', 'seasf-sea', { outcomes: yn('Seahawks', '49ers') }]]),
    G('Week 18: 49ers at Seahawks', z('2033-01-10', '01:00'), gr(['Seahawks', 'sfsea-sea'], ['49ers', 'sfsea-sf'])),
  ] }, ['date']);
}

// ───────────────────────────── COLLEGE FOOTBALL ─────────────────────────────

{ // College Football Playoff national champion, Jan 17, 2033 (alpha, beta, gamma).
  const close = z('2033-01-18', '05:00');
  addCase('college_fb', { name: 'cfp-champion-2032-33', events: [
    A('KXNCAAF-33', 'College Football Playoff National Champion 2032-33', 'Sports', close, [['OSU', 'Ohio State', 'cfp-osu'], ['UGA', 'Georgia', 'cfp-uga'], ['TEX', 'Texas', 'cfp-tex'],
      ['ORE', 'Oregon', 'cfp-ore'], ['ND', 'Notre Dame', 'cfp-nd'], ['ALA', 'Alabama', 'cfp-ala']], { sources: ['College Football Playoff https://collegefootballplayoff.com/'] }),
    B('College Football Champion 2033', 'Sports', close, [['cfb-champion-2033-ohio-state', 'Ohio State', 'cfp-osu'], ['cfb-champion-2033-georgia', 'Georgia', 'cfp-uga'],
      ['cfb-champion-2033-texas', 'Texas', 'cfp-tex'], ['cfb-champion-2033-oregon', 'Oregon', 'cfp-ore'], ['cfb-champion-2033-miami', 'Miami', 'cfp-mia']]),
    G('2033 CFP national title', close, gr(['Ohio State', 'cfp-osu'], ['Georgia', 'cfp-uga'], ['Oregon', 'cfp-ore'], ['Notre Dame', 'cfp-nd'])),
  ] });
}
{ // Heisman Trophy 2032, Dec 11 (alpha, beta).
  const close = z('2032-12-12', '02:00');
  addCase('college_fb', { name: 'heisman-2032', events: [
    A('KXHEISMAN-32', 'Heisman Trophy winner 2032', 'Sports', close, [['TBRO', 'Tavion Brooks', 'heis-brooks'], ['MREE', 'Malachi Reed', 'heis-reed'], ['ECAR', 'Eli Carver', 'heis-carver'],
      ['JSIM', 'Jordan Sims', 'heis-sims']], { sources: ['Heisman Trust https://www.heisman.com/'] }),
    B('Heisman Trophy 2032', 'Sports', close, [['heisman-2032-tavion-brooks', 'Tavion Brooks', 'heis-brooks'], ['heisman-2032-malachi-reed', 'Malachi Reed', 'heis-reed'],
      ['heisman-2032-eli-carver', 'Eli Carver', 'heis-carver']]),
  ] });
}
{ // Rose Bowl (CFP quarterfinal), Oregon vs Ohio State on Jan 1, 2033 (alpha, beta) vs their Big Ten title game on Dec 4 (gamma): date negative.
  addCase('college_fb', { name: 'rose-bowl-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNCAAFGAME-33JAN01OREOSU', 'Oregon vs Ohio State (Rose Bowl)', 'Sports', z('2033-01-02', '02:00'), [['ORE', 'Oregon', 'rose-ore'], ['OSU', 'Ohio State', 'rose-osu']]),
    B('Rose Bowl: Oregon Ducks vs. Ohio State Buckeyes', 'Sports', z('2033-01-02', '02:00'), [['cfb-ore-osu-2033-01-01', '', 'rose-ore', { outcomes: yn('Oregon', 'Ohio State') }]]),
    G('Big Ten Championship: Ohio State vs Oregon (Dec 4)', z('2032-12-05', '04:00'), gr(['Ohio State', 'b10-osu'], ['Oregon', 'b10-ore'])),
  ] }, ['date']);
}
{ // Army–Navy Game, Dec 11, 2032 (alpha, beta, beta_us); beta's YES side is Army, beta_us's is Navy: inverted.
  const close = z('2032-12-11', '23:30');
  addCase('college_fb', { name: 'army-navy-2032', events: [
    A('KXNCAAFGAME-32DEC11ARMYNAVY', 'Army vs Navy', 'Sports', close, [['ARMY', 'Army', 'an-army'], ['NAVY', 'Navy', 'an-navy']]),
    B('Army Black Knights vs. Navy Midshipmen', 'Sports', close, [['cfb-army-navy-2032-12-11', '', 'an-army', { outcomes: yn('Army', 'Navy') }]]),
    U('cfb-navy-army-2032-12-11', 'Navy vs. Army', 'Sports', close, [['cfb-navy-army-2032-12-11', '', 'an-navy', { outcomes: yn('Navy', 'Army') }]]),
  ] }, ['inverted']);
}
{ // CFP first round: Notre Dame at Texas, Dec 18, 2032 (alpha, gamma).
  const close = z('2032-12-19', '05:00');
  addCase('college_fb', { name: 'cfp-r1-nd-tex-2032', events: [
    A('KXNCAAFGAME-32DEC18NDTEX', 'Notre Dame at Texas', 'Sports', close, [['ND', 'Notre Dame', 'ndtex-nd'], ['TEX', 'Texas', 'ndtex-tex']]),
    G('CFP First Round: Notre Dame @ Texas', close, gr(['Texas Longhorns', 'ndtex-tex'], ['Notre Dame Fighting Irish', 'ndtex-nd'])),
  ] });
}
{ // Sugar Bowl (CFP quarterfinal), Alabama vs Miami, Jan 1, 2033 — beta_us only.
  addCase('college_fb', { name: 'sugar-bowl-2033', events: [
    U('cfb-ala-mia-2033-01-01', 'Sugar Bowl: Alabama vs. Miami', 'Sports', z('2033-01-02', '05:00'), [['cfb-ala-mia-2033-01-01', '', 'sugar-ala', { outcomes: yn('Alabama', 'Miami') }]]),
  ] });
}
{ // Georgia reaches the CFP national championship game (beta, gamma) vs reaches the semifinals (alpha): round negative.
  addCase('college_fb', { name: 'georgia-cfp-title-game', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will Georgia play in the CFP National Championship?', 'Sports', z('2033-01-10', '05:00'), 'uga-final'),
    G1('Georgia Bulldogs reach the 2033 CFP title game?', z('2033-01-10', '05:00'), 'uga-final'),
    A1('KXNCAAFSEMI-33-UGA', 'Will Georgia reach the College Football Playoff semifinals?', 'Sports', z('2033-01-02', '05:00'), 'UGA', 'Georgia', 'uga-semi'),
  ] }, ['round']);
}
{ // Duke's Mayo Bowl, Dec 30, 2032 — alpha only.
  addCase('college_fb', { name: 'dukes-mayo-bowl-2032', events: [
    A('KXNCAAFGAME-32DEC30UNCVT', "North Carolina vs Virginia Tech (Duke's Mayo Bowl)", 'Sports', z('2032-12-31', '03:00'), [['UNC', 'North Carolina', 'mayo-unc'], ['VT', 'Virginia Tech', 'mayo-vt']]),
  ] });
}

// ───────────────────────────── NBA AND NHL ─────────────────────────────

{ // NBA champion 2033 (alpha, beta, gamma).
  const close = z('2033-06-20', '04:00');
  addCase('nba_nhl', { name: 'nba-champion-2033', events: [
    A('KXNBA-33', 'Pro Basketball Champion 2033', 'Sports', close, [['OKC', 'Oklahoma City', 'nba-okc'], ['SAS', 'San Antonio', 'nba-sas'], ['DAL', 'Dallas', 'nba-dal'],
      ['NYK', 'New York', 'nba-nyk'], ['BOS', 'Boston', 'nba-bos'], ['DET', 'Detroit', 'nba-det']], { sources: [NBA] }),
    B('NBA Champion 2033', 'Sports', close, [['nba-champion-2033-thunder', 'Thunder', 'nba-okc'], ['nba-champion-2033-spurs', 'Spurs', 'nba-sas'], ['nba-champion-2033-mavericks', 'Mavericks', 'nba-dal'],
      ['nba-champion-2033-knicks', 'Knicks', 'nba-nyk'], ['nba-champion-2033-rockets', 'Rockets', 'nba-hou']]),
    G('2032-33 NBA Finals winner', close, gr(['Oklahoma City Thunder', 'nba-okc'], ['San Antonio Spurs', 'nba-sas'], ['Detroit Pistons', 'nba-det'], ['Boston Celtics', 'nba-bos'])),
  ] });
}
{ // NBA MVP 2032–33 (beta, beta_us) vs Defensive Player of the Year (alpha): category negative.
  const close = z('2033-05-25', '00:00');
  addCase('nba_nhl', { name: 'nba-mvp-2032-33', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B('NBA MVP 2032-33', 'Sports', close, [['nba-mvp-2032-33-victor-wembanyama', 'Victor Wembanyama', 'nmvp-wemby'], ['nba-mvp-2032-33-cooper-flagg', 'Cooper Flagg', 'nmvp-flagg'],
      ['nba-mvp-2032-33-anthony-edwards', 'Anthony Edwards', 'nmvp-edwards'], ['nba-mvp-2032-33-cade-cunningham', 'Cade Cunningham', 'nmvp-cade']]),
    U('nba-mvp-2032-33', 'Who will win 2032–33 NBA MVP?', 'Sports', close, [['nba-mvp-2033-wembanyama', 'Wembanyama', 'nmvp-wemby'], ['nba-mvp-2033-flagg', 'Flagg', 'nmvp-flagg'],
      ['nba-mvp-2033-gilgeous-alexander', 'Gilgeous-Alexander', 'nmvp-sga']]),
    A('KXNBADPOY-33', 'NBA Defensive Player of the Year 2032-33', 'Sports', close, [['VWEM', 'Victor Wembanyama', 'dpoy-wemby'], ['CHOL', 'Chet Holmgren', 'dpoy-chet'], ['EMOB', 'Evan Mobley', 'dpoy-mobley']]),
  ] }, ['category']);
}
{ // NBA Cup 2032 champion, final on Dec 14 (alpha, beta).
  const close = z('2032-12-15', '04:00');
  addCase('nba_nhl', { name: 'nba-cup-2032', events: [
    A('KXNBACUP-32', 'NBA Cup 2032 winner', 'Sports', close, [['OKC', 'Oklahoma City', 'cup-okc'], ['NYK', 'New York', 'cup-nyk'], ['SAS', 'San Antonio', 'cup-sas'], ['ORL', 'Orlando', 'cup-orl']], { sources: [NBA] }),
    B('NBA Cup Champion 2032', 'Sports', close, [['nba-cup-2032-thunder', 'Thunder', 'cup-okc'], ['nba-cup-2032-knicks', 'Knicks', 'cup-nyk'], ['nba-cup-2032-spurs', 'Spurs', 'cup-sas'],
      ['nba-cup-2032-cavaliers', 'Cavaliers', 'cup-cle']]),
  ] });
}
{ // Celtics at Lakers on Christmas Day 2032 (alpha, beta, gamma) vs Lakers at Celtics on Jan 20, 2033 (beta_us): date negative.
  const close = z('2032-12-26', '04:30');
  addCase('nba_nhl', { name: 'bos-lal-2032-12-25', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNBAGAME-32DEC25BOSLAL', 'Boston at Los Angeles L', 'Sports', close, [['BOS', 'Boston', 'boslal-bos'], ['LAL', 'Los Angeles L', 'boslal-lal']], { sources: [NBA] }),
    B('Celtics vs. Lakers', 'Sports', close, [['nba-bos-lal-2032-12-25', '', 'boslal-bos', { outcomes: yn('Celtics', 'Lakers') }]]),
    G('NBA Christmas: Celtics @ Lakers', close, gr(['Lakers', 'boslal-lal'], ['Celtics', 'boslal-bos'])),
    U('nba-lal-bos-2033-01-20', 'Lakers vs. Celtics', 'Sports', z('2033-01-21', '03:00'), [['nba-lal-bos-2033-01-20', '', 'lalbos-lal', { outcomes: yn('Lakers', 'Celtics') }]]),
  ] }, ['date']);
}
{ // Stanley Cup 2033 (alpha, beta categorical; beta_us one binary).
  const close = z('2033-06-25', '04:00');
  addCase('nba_nhl', { name: 'stanley-cup-2033', events: [
    A('KXNHL-33', 'Stanley Cup Champion 2033', 'Sports', close, [['EDM', 'Edmonton', 'nhl-edm'], ['COL', 'Colorado', 'nhl-col'], ['FLA', 'Florida', 'nhl-fla'], ['CHI', 'Chicago', 'nhl-chi'],
      ['SJ', 'San Jose', 'nhl-sj']], { sources: ['NHL https://www.nhl.com/'] }),
    B('Stanley Cup Champion 2033', 'Sports', close, [['stanley-cup-2033-oilers', 'Oilers', 'nhl-edm'], ['stanley-cup-2033-avalanche', 'Avalanche', 'nhl-col'], ['stanley-cup-2033-blackhawks', 'Blackhawks', 'nhl-chi'],
      ['stanley-cup-2033-hurricanes', 'Hurricanes', 'nhl-car']]),
    U1('chicago-blackhawks-win-2033-stanley-cup', 'Will the Blackhawks win the 2033 Stanley Cup?', 'Sports', close, 'nhl-chi'),
  ] });
}
{ // NHL Winter Classic, Jan 1, 2033: Maple Leafs vs Red Wings (beta, gamma).
  const close = z('2033-01-02', '01:00');
  addCase('nba_nhl', { name: 'winter-classic-2033', events: [
    B('Winter Classic: Maple Leafs vs. Red Wings', 'Sports', close, [['nhl-tor-det-2033-01-01', '', 'wc-tor', { outcomes: yn('Maple Leafs', 'Red Wings') }]]),
    G('NHL Winter Classic 2033 — Toronto vs Detroit', close, gr(['Red Wings', 'wc-det'], ['Maple Leafs', 'wc-tor'])),
  ] });
}
{ // Hart Trophy 2033 — gamma only.
  addCase('nba_nhl', { name: 'hart-trophy-2033', events: [
    G('Hart Trophy 2032-33', z('2033-06-20', '00:00'), gr(['Connor Bedard', 'hart-bedard'], ['Macklin Celebrini', 'hart-celebrini'], ['Connor McDavid', 'hart-mcdavid'])),
  ] });
}
{ // Thunder regular-season wins over 58.5 (alpha, beta) vs Thunder finish with the NBA's best record (gamma): measure negative.
  const close = z('2033-04-11', '04:00');
  addCase('nba_nhl', { name: 'okc-win-total-2032-33', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXNBAWINS-33-OKC', 'Oklahoma City Thunder regular season wins', 'Sports', close, 'T58', 'Over 58.5', 'okc-59', { sources: [NBA] }),
    B1('Thunder over 58.5 wins in 2032-33?', 'Sports', close, 'okc-59'),
    G1('Will OKC finish with the best record in the NBA (2032-33)?', close, 'okc-best'),
  ] }, ['measure']);
}

// ───────────────────────────── THE PRESIDENTIAL TRANSITION ─────────────────────────────

{ // Senate confirms Chris Murphy as Secretary of State by Jan 31, 2033 (alpha, beta) vs by Feb 28, 2033 (gamma): deadline negative.
  addCase('transition', { name: 'sos-murphy-confirmed-jan-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXCONFIRMSOS-33JAN31', 'Will the Senate confirm Chris Murphy as Secretary of State by Jan 31, 2033?', 'Politics', z('2033-01-31', '23:59'), 'MURPHY', 'Chris Murphy', 'sos-jan',
      { sources: [SENATE], rules: 'Resolves Yes if the U.S. Senate votes to confirm Chris Murphy as Secretary of State between Jan 3, 2033 and Jan 31, 2033.' }),
    B1('Chris Murphy confirmed as Secretary of State by January 31?', 'Politics', z('2033-01-31', '23:59'), 'sos-jan', { mx: { src: 'https://www.congress.gov/nominations' } }),
    G1('Senate confirms Murphy (State) before March 2033?', z('2033-02-28', '23:59'), 'sos-feb'),
  ] }, ['deadline']);
}
{ // Duckworth confirmed as Secretary of Defense by Jan 31 (beta, beta_us) vs the Treasury nominee confirmed by Jan 31 (alpha): office negative.
  const close = z('2033-01-31', '23:59');
  addCase('transition', { name: 'secdef-duckworth-confirmed-jan-2033', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B1('Tammy Duckworth confirmed as Secretary of Defense by January 31?', 'Politics', close, 'secdef-jan'),
    U1('duckworth-confirmed-defense-secretary-by-jan-31-2033', 'Senate confirms Duckworth for Defense by Jan. 31?', 'Politics', close, 'secdef-jan'),
    A1('KXCONFIRMTREAS-33JAN31', 'Will the Senate confirm Brian Deese as Treasury Secretary by Jan 31, 2033?', 'Politics', close, 'DEESE', 'Brian Deese', 'treas-jan', { sources: [SENATE] }),
  ] }, ['office']);
}
{ // Shapiro's Attorney General nominee (alpha, beta, gamma).
  const close = z('2033-01-20', '17:00');
  addCase('transition', { name: 'ag-nominee-2033', events: [
    A('KXAGNOMINEE-33', 'Who will Shapiro nominate for Attorney General?', 'Politics', close, [['KRAO', 'Kwame Raoul', 'ag-raoul'], ['PBHA', 'Preet Bharara', 'ag-bharara'], ['DJON', 'Doug Jones', 'ag-jones'],
      ['LJAM', 'Letitia James', 'ag-james']], { sources: ['Office of the President-elect https://www.shapirotransition.gov/'] }),
    B("Shapiro's Attorney General pick?", 'Politics', close, [['shapiro-attorney-general-nominee-kwame-raoul', 'Kwame Raoul', 'ag-raoul'], ['shapiro-attorney-general-nominee-preet-bharara', 'Preet Bharara', 'ag-bharara'],
      ['shapiro-attorney-general-nominee-sally-yates', 'Sally Yates', 'ag-yates']]),
    G('Attorney General nominee (Shapiro administration)', close, gr(['Raoul', 'ag-raoul'], ['Bharara', 'ag-bharara'], ['Jones', 'ag-jones'], ['Yates', 'ag-yates'])),
  ] });
}
{ // Length of Shapiro's inaugural address — beta_us only.
  addCase('transition', { name: 'inaugural-address-length-2033', events: [
    U('shapiro-inaugural-address-length', 'How long will Shapiro\'s inaugural address be?', 'Politics', z('2033-01-20', '20:00'), [['shapiro-inaugural-address-under-20-minutes', 'Under 20 minutes', 'ia-u20'],
      ['shapiro-inaugural-address-20-to-30-minutes', '20–30 minutes', 'ia-20-30'], ['shapiro-inaugural-address-over-30-minutes', 'Over 30 minutes', 'ia-o30']]),
  ] });
}
{ // Executive orders signed on Inauguration Day: "above 10" (alpha) and "10 or more" (beta) differ on a count; the first 100 days (gamma) is another period.
  addCase('transition', { name: 'day-one-executive-orders-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXEODAY1-33JAN20', 'Executive orders signed by Shapiro on Inauguration Day', 'Politics', z('2033-01-21', '05:00'), w([['T5', 'Above 5', 'eo-6'], ['T10', 'Above 10', 'eo-11'], ['T20', 'Above 20', 'eo-21']],
      { rules: 'Counts executive orders signed by the President on January 20, 2033, as listed by the Federal Register (by signing date).' }), { sources: [FR] }),
    B('How many executive orders will Shapiro sign on day one?', 'Politics', z('2033-01-21', '05:00'), [['shapiro-day-one-executive-orders-10-or-more', '10 or more', 'eo-10'],
      ['shapiro-day-one-executive-orders-20-or-more', '20 or more', 'eo-20']]),
    G1('Shapiro signs more than 100 executive orders in his first 100 days?', z('2033-04-30', '23:59'), 'eo-100d'),
  ] }, ['threshold', 'date']);
}
{ // Cabinet-level nominees confirmed by Jan 31, 2033 (alpha, gamma).
  const close = z('2033-01-31', '23:59');
  addCase('transition', { name: 'cabinet-confirmations-jan-2033', events: [
    A('KXCABCONFIRM-33JAN31', 'How many Cabinet secretaries will be confirmed by Jan 31?', 'Politics', close, [['T3', 'Above 3', 'cab-4'], ['T5', 'Above 5', 'cab-6'], ['T8', 'Above 8', 'cab-9']], { sources: [SENATE] }),
    G('Shapiro cabinet secretaries confirmed by 31 January', close, gr(['More than 5', 'cab-6'], ['More than 8', 'cab-9'])),
  ] });
}
{ // Vance attends Shapiro's inauguration (alpha, beta) and "Vance skips the inauguration" (gamma): inverted.
  const close = z('2033-01-20', '18:00');
  addCase('transition', { name: 'vance-attends-inauguration', events: [
    A1('KXINAUGATTEND-33-VANCE', 'Will JD Vance attend the 2033 inauguration?', 'Politics', close, 'VANCE', 'JD Vance attends', 'vance-attends',
      { rules: 'Resolves Yes if JD Vance is present at the inauguration ceremony of Josh Shapiro on January 20, 2033, as reported by major media.' }),
    B1('Will Vance attend Shapiro\'s inauguration?', 'Politics', close, 'vance-attends'),
    G1('Will outgoing President Vance skip the January 20 inauguration?', close, 'vance-skips'),
  ] }, ['inverted']);
}
{ // All 15 executive-department secretaries confirmed by March 31, 2033 (beta, beta_us).
  const close = z('2033-03-31', '23:59');
  addCase('transition', { name: 'full-cabinet-confirmed-q1-2033', events: [
    B1('All 15 Shapiro department heads confirmed by March 31?', 'Politics', close, 'fullcab'),
    U1('shapiro-full-cabinet-confirmed-by-march-31', 'Will every executive department secretary be Senate-confirmed by March 31, 2033?', 'Politics', close, 'fullcab'),
  ] });
}
{ // Shapiro's first Gallup approval above 55% (alpha; beta writes 56% or higher, Gallup publishes whole numbers) vs the RCP average on Feb 1 (beta_us): measure negative.
  addCase('transition', { name: 'shapiro-first-gallup-approval', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXGALLUPFIRST-33', "Shapiro's first Gallup approval rating", 'Politics', z('2033-02-15', '17:00'), 'T55', 'Above 55%', 'gal-56',
      { sources: ['Gallup https://news.gallup.com/poll/203198/presidential-approval-ratings.aspx'] }),
    B1('Shapiro first Gallup job approval 56% or higher?', 'Politics', z('2033-02-15', '17:00'), 'gal-56'),
    U1('shapiro-approval-rcp-average-above-55-feb-1-2033', 'Shapiro approval above 55% on RealClearPolitics on Feb 1?', 'Politics', z('2033-02-01', '17:00'), 'rcp-55'),
  ] }, ['measure']);
}
{ // Shapiro's UN Ambassador pick (beta, beta_us).
  const close = z('2033-01-20', '17:00');
  addCase('transition', { name: 'un-ambassador-pick-2033', events: [
    B('Who will Shapiro pick for UN Ambassador?', 'Politics', close, [['shapiro-un-ambassador-pick-samantha-power', 'Samantha Power', 'un-power'],
      ['shapiro-un-ambassador-pick-pete-buttigieg', 'Pete Buttigieg', 'un-buttigieg'], ['shapiro-un-ambassador-pick-chris-coons', 'Chris Coons', 'un-coons']]),
    U('shapiro-un-ambassador-nominee', 'Shapiro nominee for U.S. Ambassador to the United Nations', 'Politics', close, [['shapiro-un-ambassador-samantha-power', 'Power', 'un-power'],
      ['shapiro-un-ambassador-chris-coons', 'Coons', 'un-coons']]),
  ] });
}

// ───────────────────────────── CENTRAL BANKS, DECEMBER 2032 ─────────────────────────────

{ // FOMC decision, Dec 15, 2032 (alpha buckets, beta categorical, gamma categorical, beta_us one binary).
  const close = z('2032-12-15', '19:00');
  addCase('central_banks', { name: 'fomc-2032-12-15', events: [
    A('KXFEDDECISION-32DEC', 'Fed decision in Dec 2032?', 'Economics', close, w([['H0', 'Hold', 'fomc-hold'], ['C25', 'Cut 25bps', 'fomc-c25'], ['C26', 'Cut >25bps', 'fomc-c50'], ['H25', 'Hike', 'fomc-h25']],
      { rules: 'Resolves on the change to the upper bound of the federal funds target range (currently 3.50%) announced after the FOMC meeting ending December 15, 2032.' }), { sources: [FEDSRC] }),
    B('Fed decision in December?', 'Economics', close, w([['fed-decision-in-december-2032-no-change', 'No change', 'fomc-hold'], ['fed-decision-in-december-2032-25-bps-decrease', '25 bps decrease', 'fomc-c25'],
      ['fed-decision-in-december-2032-50-bps-decrease', '50+ bps decrease', 'fomc-c50'], ['fed-decision-in-december-2032-25-bps-increase', '25+ bps increase', 'fomc-h25']], { src: 'https://www.federalreserve.gov/' })),
    G('FOMC December 2032 rate decision', close, gr(['Hold', 'fomc-hold'], ['-25 bp', 'fomc-c25'], ['-50 bp or more', 'fomc-c50'])),
    U1('fed-cuts-25bps-december-2032', 'Fed cuts by 25 bps on December 15?', 'Economics', close, 'fomc-c25'),
  ] });
}
{ // Fed cut at the January or March 2033 meeting (alpha, beta) vs a cut at the January 26 meeting (gamma): deadline negative.
  addCase('central_banks', { name: 'fed-cut-by-march-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXFEDCUTBY-33MAR', 'Will the Fed cut rates by the March 2033 meeting?', 'Economics', z('2033-03-16', '18:00'), 'MAR', 'Cut by Mar 16', 'fedcut-mar',
      { sources: [FEDSRC], rules: 'Resolves Yes if the FOMC lowers the federal funds target range at its January 25–26 or March 15–16, 2033 meeting (or at an unscheduled meeting in between).' }),
    B1('Fed rate cut by March 2033 meeting?', 'Economics', z('2033-03-16', '18:00'), 'fedcut-mar'),
    G1('Fed cuts at the January 2033 FOMC?', z('2033-01-26', '19:00'), 'fedcut-jan'),
  ] }, ['deadline']);
}
{ // Median 2033 dot in the December SEP — alpha only.
  addCase('central_banks', { name: 'dec-2032-sep-median-dot', events: [
    A('KXFEDDOT-32DEC', 'Median 2033 dot in the December 2032 SEP', 'Economics', z('2032-12-15', '19:00'), [['B2.875', '2.75%–3.00%', 'dot-288'], ['B3.125', '3.00%–3.25%', 'dot-313'], ['B3.375', '3.25%–3.50%', 'dot-338']],
      { sources: ['Federal Reserve https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm'] }),
  ] });
}
{ // ECB deposit facility rate decision, Dec 16, 2032 (alpha, beta) vs the main refinancing rate (beta_us): measure negative.
  const close = z('2032-12-16', '13:15');
  addCase('central_banks', { name: 'ecb-2032-12-16', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXECBRATE-32DEC', 'ECB deposit facility rate decision, December 2032', 'Economics', close, w([['H0', 'Hold at 2.00%', 'ecb-hold'], ['C25', 'Cut 25bps', 'ecb-c25'], ['H25', 'Hike 25bps', 'ecb-h25']],
      { rules: 'Resolves on the change in the deposit facility rate announced by the ECB Governing Council on December 16, 2032.' }), { sources: [`European Central Bank ${ECB}`] }),
    B('ECB decision in December?', 'Economics', close, w([['ecb-decision-december-2032-no-change', 'No change', 'ecb-hold'], ['ecb-decision-december-2032-25-bps-decrease', '25 bps decrease', 'ecb-c25']], { src: ECB })),
    U1('ecb-main-refinancing-rate-below-2-15-december-2032', 'ECB main refinancing rate below 2.15% after December 16?', 'Economics', close, 'ecb-mro-cut'),
  ] }, ['measure']);
}
{ // Bank of England decision, Dec 16, 2032 (alpha, beta) vs the MPC vote being unanimous (beta_us): measure negative.
  const close = z('2032-12-16', '12:00');
  addCase('central_banks', { name: 'boe-2032-12-16', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXBOE-32DEC', 'Bank of England rate decision (Dec 16, 2032)', 'Economics', close, [['H0', 'Hold', 'boe-hold'], ['C25', 'Cut 25bps', 'boe-c25']], { sources: [BOE] }),
    B('Bank of England decision in December?', 'Economics', close, [['boe-decision-december-2032-no-change', 'No change', 'boe-hold'], ['boe-decision-december-2032-25-bps-decrease', '25 bps decrease', 'boe-c25'],
      ['boe-decision-december-2032-50-bps-decrease', '50+ bps decrease', 'boe-c50']]),
    U1('boe-mpc-unanimous-december-2032', 'Will the BoE MPC vote be unanimous in December?', 'Economics', close, 'boe-unanimous'),
  ] }, ['measure']);
}
{ // Bank of Japan hikes on Dec 17, 2032 (alpha, beta) and "BoJ holds" (gamma): inverted.
  const close = z('2032-12-17', '04:00');
  addCase('central_banks', { name: 'boj-2032-12-17', events: [
    A1('KXBOJ-32DEC', 'Will the Bank of Japan raise rates in December 2032?', 'Economics', close, 'HIKE', 'Hike', 'boj-hike', { sources: [`Bank of Japan ${BOJ}`] }),
    B1('BoJ rate hike in December?', 'Economics', close, 'boj-hike', { mx: { src: BOJ } }),
    G1('BOJ leaves its policy rate unchanged at the 16–17 Dec 2032 meeting?', close, 'boj-hold'),
  ] }, ['inverted']);
}
{ // Fed cuts in 2033: counted in 25 bp steps (alpha) vs by meetings with a cut (beta) — one event, not fungible.
  const close = z('2033-12-15', '19:00');
  addCase('central_banks', { name: 'fed-cuts-2033', fungible: nf('alpha|beta'), events: [
    A('KXRATECUTCOUNT-33', 'Number of rate cuts in 2033', 'Economics', close, w([['0', '0', 'fc33-0'], ['1', '1', 'fc33-1'], ['2', '2', 'fc33-2'], ['3', '3 or more', 'fc33-3']],
      { rules: 'Counts cuts in units of 25 basis points to the upper bound of the federal funds target range during 2033; a 50 bp cut counts as two.' }), { sources: [FEDSRC] }),
    B('How many Fed rate cuts in 2033?', 'Economics', close, w([['how-many-fed-rate-cuts-in-2033-0', '0', 'fc33-0'], ['how-many-fed-rate-cuts-in-2033-1', '1', 'fc33-1'],
      ['how-many-fed-rate-cuts-in-2033-2', '2', 'fc33-2'], ['how-many-fed-rate-cuts-in-2033-3-or-more', '3+', 'fc33-3']],
    { rules: 'Counts the FOMC meetings in 2033 at which the target range is lowered, regardless of the size of each cut.' })),
  ] }, ['source']);
}
{ // Swiss National Bank decision, Dec 16, 2032 — beta_us only.
  addCase('central_banks', { name: 'snb-2032-12-16', events: [
    U('snb-decision-december-2032', 'SNB policy rate decision in December', 'Economics', z('2032-12-16', '08:30'), [['snb-december-2032-hold', 'Hold at 0%', 'snb-hold'],
      ['snb-december-2032-cut-to-negative', 'Cut below 0%', 'snb-cut']]),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout43-set.json', import.meta.url));
