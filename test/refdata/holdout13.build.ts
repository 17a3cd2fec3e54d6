// Thirteenth independent refdata holdout, the catalog's long tail: writes test/refdata/holdout13-set.json.
// Run: `source deploy/toolchain.sh && node test/refdata/holdout13.build.ts`.
//
// What it is: a hand-labelled evaluation set for the cross-venue event matcher, drawn from the long tail a real catalog
// carries on alpha, beta, beta_us and gamma: awards (Oscars, Grammys, Emmys, Golden Globes, Ballon d'Or, Nobel prizes,
// Time Person of the Year, The Game Awards), box office, streaming and music charts, TV, celebrity and social-media
// events (post counts, mentions, subscriber counts), weather and climate (city highs, snowfall, hurricanes, global
// temperature), science and space, health, esports, cricket, rugby, cycling, Olympics and world championships, chess,
// and a minority of mainstream items (elections, economic releases, crypto prices). Each venue's listings are written in
// that venue's style (alpha tickers with strike/bucket suffixes, beta questions with groupItemTitle, beta_us slugs,
// gamma categorical parents with binary children), and many cases carry hard negatives.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/venues.md, /work/shared/STYLE.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (Case/E/M, emitScenario, venueBuilders,
// caseList, nf, rows, z, yn) and lines 1–60 of test/refdata/holdout10.build.ts (its header and labelling rules, adopted
// below, and the usage of the helpers).
// Nothing under services/refdata/** or packages/domain/src/refdata/** was opened, nor any other set, builder or test in
// test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not been seen.
//
// Labelling rules (adopted from holdout10; what the labels assert):
// - One real-world event = one question about one observation: one measure (3-day vs 5-day opening, domestic vs
//   worldwide gross, Tomatometer vs Popcornmeter, match vs map vs series), one period (day, week, chart week, season),
//   one estimate (studio Sunday estimate vs Monday actuals), one observation kind (value at a time vs reached at any time
//   during a period; "on" a date vs "by" a date), one place (city AND weather station), one award category (Best Actor
//   is not Best Supporting Actor; Record of the Year is not Album of the Year; an Emmy is not a Golden Globe) and one
//   counting rule. Listings that differ on any of these are different events (split with `groups`, or separate cases).
// - The same nominal observation priced off a different source (NWS climate report vs Wunderground for the SAME
//   station, Box Office Mojo vs The Numbers, NASA vs Copernicus, Forbes vs Bloomberg, NOAA vs Scripps) is ONE event with
//   the same outcomes, but `fungible` false on that pair (nf()); the difference is in the rules/source text.
// - Same `t` = same outcome on the YES side (the first of a beta/beta_us market's outcomes). "Above 17" and "18 or more"
//   are one outcome for an integer count (storms, Rotten Tomatoes %, FIDE rating, posts); "Above 4 inches" and "4 inches
//   or more" are NOT for snowfall measured to 0.1 in. Box-office and price thresholds are continuous: only strict
//   "above/over/more than" wordings are paired. Above vs below (or Over/Under outcome order) on the same observation is
//   the same event with different `t`: the YES sides are complements, never the same outcome.
// - A categorical market on one venue and a set of binary markets on another are the same event when their
//   buckets coincide; buckets that do not coincide get their own `t`. A venue's "Other"/"Field" bucket is its own
//   outcome unless the named lists on both venues are identical.
// - Deadlines: "by June 30" and "in 2027" are different events; two venues with the same deadline are one event.
// Ids: beta event ids 210001+, gamma ids 15001+, alpha tickers dated 2026–2028; all closes after 2026-11-22.
import { writeFileSync } from 'node:fs';
import { emitScenario, caseList, venueBuilders, nf, z, yn, type Case, type Mx, type HoldoutRow as Row } from './evalset.emit.ts';

type Cat = 'awards' | 'box_office' | 'charts' | 'tv' | 'social' | 'weather' | 'climate' | 'space' | 'science' | 'health' | 'esports' | 'cricket'
  | 'rugby' | 'cycling' | 'olympics' | 'chess' | 'politics' | 'economics' | 'crypto';
/**
 * Kinds of hard negative, each counted once per look-alike pair: `category` (same names, another award, race or
 * contest), `date` (same competitors or subject, another date, window or instant), `deadline` ("by" vs "on", or another
 * deadline), `place` (another city or weather station), `measure` (another measure, estimate or counting rule), `threshold`
 * (look-alike strikes or buckets that are not the same outcome), `inverted` (the YES sides are complements) and `source`
 * (the same event and outcome settled off another source: fungible false).
 */
type Kind = 'category' | 'date' | 'deadline' | 'place' | 'measure' | 'threshold' | 'inverted' | 'source';

const { cases, meta, add } = caseList<Cat>();
const { A, B, U, G, G1 } = venueBuilders(210000, 15000);
const kinds: Record<Kind, number> = { category: 0, date: 0, deadline: 0, place: 0, measure: 0, threshold: 0, inverted: 0, source: 0 };
/** Adds a case with the hard negatives it carries. */
const put = (cat: Cat, c: Case, ...hn: Kind[]): void => {
  add(cat, c, hn.length);
  for (const k of hn) kinds[k]++;
};
/** Adds the same extra fields (a source, rules) to every row. */
const w = (ms: Row[], mx: Mx): Row[] => ms.map(([id, label, t, x]) => [id, label, t, { ...mx, ...(x ?? {}) }]);

const AMPAS = 'Academy of Motion Picture Arts and Sciences https://www.oscars.org/';
const GRAMMY = 'Recording Academy https://www.grammy.com/';
const TVACAD = 'Television Academy https://www.televisionacademy.com/';
const GLOBES = 'Golden Globes https://goldenglobes.com/';
const NOBEL = 'Nobel Prize Outreach https://www.nobelprize.org/';

// ───────────────────────────── AWARDS ─────────────────────────────

{ // 99th Oscars, Best Picture: four venues, one event; names written differently ("Dune Part 3"). Each venue's extra names stand alone.
  const rules = 'If the film wins Best Picture at the 99th Academy Awards (ceremony scheduled for March 14, 2027), the market resolves to Yes.';
  put('awards', { name: 'oscars-2027-best-picture', events: [
    A('KXOSCARPIC-27', 'Oscar for Best Picture?', 'Entertainment', z('2027-03-15', '03:00'), [
      ['ODY', 'The Odyssey', 'ody'], ['DUNE3', 'Dune: Part Three', 'dune3'], ['PHM', 'Project Hail Mary', 'phm'],
      ['SOCR', 'The Social Reckoning', 'socr'], ['DIGG', 'Digger', 'digger'], ['NARN', "Narnia: The Magician's Nephew", 'narnia'],
    ], { sources: [AMPAS], rules }),
    B('Oscars 2027: Best Picture Winner', 'Pop Culture', z('2027-03-15'), w([
      ['will-the-odyssey-win-best-picture-at-the-2027-oscars', 'The Odyssey', 'ody', { q: 'Will "The Odyssey" win Best Picture at the 2027 Oscars?' }],
      ['will-dune-part-three-win-best-picture-at-the-2027-oscars', 'Dune: Part Three', 'dune3', { q: 'Will "Dune: Part Three" win Best Picture at the 2027 Oscars?' }],
      ['will-project-hail-mary-win-best-picture-at-the-2027-oscars', 'Project Hail Mary', 'phm', { q: 'Will "Project Hail Mary" win Best Picture at the 2027 Oscars?' }],
      ['will-the-social-reckoning-win-best-picture-at-the-2027-oscars', 'The Social Reckoning', 'socr', { q: 'Will "The Social Reckoning" win Best Picture at the 2027 Oscars?' }],
      ['will-disclosure-day-win-best-picture-at-the-2027-oscars', 'Disclosure Day', 'disclosure', { q: 'Will "Disclosure Day" win Best Picture at the 2027 Oscars?' }],
      ['will-michael-win-best-picture-at-the-2027-oscars', 'Michael', 'michael', { q: 'Will "Michael" win Best Picture at the 2027 Oscars?' }],
    ], { src: 'https://www.oscars.org/' }), { rules: 'This market will resolve according to the film that wins Best Picture at the 99th Academy Awards. If the ceremony is postponed beyond June 30, 2027, the market resolves per the eventual ceremony.' }),
    U('oscars-2027-best-picture', 'Best Picture — 2027 Academy Awards', 'Culture', z('2027-03-15', '04:00'), [
      ['oscars-2027-best-picture-the-odyssey', 'The Odyssey', 'ody'], ['oscars-2027-best-picture-dune-part-three', 'Dune: Part Three', 'dune3'],
      ['oscars-2027-best-picture-project-hail-mary', 'Project Hail Mary', 'phm'],
    ]),
    G('99th Academy Awards — Best Picture', z('2027-03-15', '02:00'), [['The Odyssey', 'ody'], ['Dune Part 3', 'dune3'], ['Project Hail Mary', 'phm'], ['The Social Reckoning', 'socr']],
      { rules: 'Resolves to the film announced as Best Picture at the 99th Academy Awards by AMPAS.' }),
  ] });
}

{ // Best Actor (alpha, beta) — its twin Best Supporting Actor is the next case, with two of the same names.
  put('awards', { name: 'oscars-2027-best-actor', events: [
    A('KXOSCARACTO-27', 'Oscar for Best Actor?', 'Entertainment', z('2027-03-15', '03:00'), [
      ['DAM', 'Matt Damon', 'damon'], ['GOS', 'Ryan Gosling', 'gosling'], ['STR', 'Jeremy Strong', 'strong'], ['CRU', 'Tom Cruise', 'cruise'], ['JAC', 'Jaafar Jackson', 'jackson'],
    ], { sources: [AMPAS], rules: 'If the person wins Best Actor in a Leading Role at the 99th Academy Awards, the market resolves to Yes.' }),
    B('Best Actor Oscar 2027', 'Pop Culture', z('2027-03-15'), w([
      ['best-actor-oscar-2027-ryan-gosling', 'Ryan Gosling', 'gosling', { q: 'Will Ryan Gosling win Best Actor at the 2027 Oscars?' }],
      ['best-actor-oscar-2027-matt-damon', 'Matt Damon', 'damon', { q: 'Will Matt Damon win Best Actor at the 2027 Oscars?' }],
      ['best-actor-oscar-2027-jeremy-strong', 'Jeremy Strong', 'strong', { q: 'Will Jeremy Strong win Best Actor at the 2027 Oscars?' }],
      ['best-actor-oscar-2027-jaafar-jackson', 'Jaafar Jackson', 'jackson', { q: 'Will Jaafar Jackson win Best Actor at the 2027 Oscars?' }],
      ['best-actor-oscar-2027-robert-pattinson', 'Robert Pattinson', 'pattinson', { q: 'Will Robert Pattinson win Best Actor at the 2027 Oscars?' }],
    ], { src: 'https://www.oscars.org/' }), { rules: 'Resolves to the winner of the Academy Award for Best Actor in a Leading Role at the 99th Academy Awards.' }),
  ] });
}

{ // Best Supporting Actor on beta and gamma: the same ceremony, a different category; Strong and Pattinson are on both lists.
  put('awards', { name: 'oscars-2027-supporting-actor', events: [
    B('Oscars 2027: Best Supporting Actor', 'Pop Culture', z('2027-03-15'), w([
      ['oscars-2027-best-supporting-actor-jeremy-strong', 'Jeremy Strong', 'strong', { q: 'Will Jeremy Strong win Best Supporting Actor at the 2027 Oscars?' }],
      ['oscars-2027-best-supporting-actor-robert-pattinson', 'Robert Pattinson', 'pattinson', { q: 'Will Robert Pattinson win Best Supporting Actor at the 2027 Oscars?' }],
      ['oscars-2027-best-supporting-actor-tom-holland', 'Tom Holland', 'holland', { q: 'Will Tom Holland win Best Supporting Actor at the 2027 Oscars?' }],
      ['oscars-2027-best-supporting-actor-jeremy-allen-white', 'Jeremy Allen White', 'jaw', { q: 'Will Jeremy Allen White win Best Supporting Actor at the 2027 Oscars?' }],
    ], { src: 'https://www.oscars.org/' }), { rules: 'Resolves to the winner of the Academy Award for Best Actor in a Supporting Role at the 99th Academy Awards.' }),
    G('Oscars 2027 – Best Supporting Actor', z('2027-03-15', '02:00'), [['Jeremy Strong', 'strong'], ['Robert Pattinson', 'pattinson'], ['Jeremy Allen White', 'jaw'], ['Benicio del Toro', 'deltoro']],
      { rules: 'Resolves to the actor who receives the Oscar for Performance by an Actor in a Supporting Role at the 99th Academy Awards.' }),
  ] }, 'category');
}

{ // Best Director: categorical on alpha and beta, two separate binaries on gamma (a categorical split into binaries).
  put('awards', { name: 'oscars-2027-best-director', events: [
    A('KXOSCARDIR-27', 'Oscar for Best Director?', 'Entertainment', z('2027-03-15', '03:00'), [
      ['NOL', 'Christopher Nolan', 'nolan'], ['VIL', 'Denis Villeneuve', 'villeneuve'], ['SPI', 'Steven Spielberg', 'spielberg'],
      ['SOR', 'Aaron Sorkin', 'sorkin'], ['INA', 'Alejandro G. Iñárritu', 'inarritu'],
    ], { sources: [AMPAS] }),
    B('Best Director - 2027 Oscars', 'Pop Culture', z('2027-03-15'), w([
      ['best-director-2027-oscars-christopher-nolan', 'Christopher Nolan', 'nolan', { q: 'Will Christopher Nolan win Best Director at the 99th Academy Awards?' }],
      ['best-director-2027-oscars-denis-villeneuve', 'Denis Villeneuve', 'villeneuve', { q: 'Will Denis Villeneuve win Best Director at the 99th Academy Awards?' }],
      ['best-director-2027-oscars-steven-spielberg', 'Steven Spielberg', 'spielberg', { q: 'Will Steven Spielberg win Best Director at the 99th Academy Awards?' }],
      ['best-director-2027-oscars-greta-gerwig', 'Greta Gerwig', 'gerwig', { q: 'Will Greta Gerwig win Best Director at the 99th Academy Awards?' }],
    ], { src: 'https://www.oscars.org/' })),
    G1('Will Christopher Nolan win Best Director at the 99th Oscars?', z('2027-03-15', '02:00'), 'nolan', { rules: 'Yes if Christopher Nolan receives the Academy Award for Directing at the 99th Academy Awards; otherwise No.' }),
    G1('Will Denis Villeneuve win Best Director at the 99th Oscars?', z('2027-03-15', '02:00'), 'villeneuve', { rules: 'Yes if Denis Villeneuve receives the Academy Award for Directing at the 99th Academy Awards; otherwise No.' }),
  ] });
}

{ // Most nominations (announced in January) vs most wins (the ceremony): same films, a different measure.
  put('awards', { name: 'oscars-2027-most-nominations', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXOSCARNOMS-27', 'Film with the most Oscar nominations?', 'Entertainment', z('2027-01-21', '15:00'), [
      ['ODY', 'The Odyssey', 'ody'], ['DUNE3', 'Dune: Part Three', 'dune3'], ['PHM', 'Project Hail Mary', 'phm'], ['SOCR', 'The Social Reckoning', 'socr'],
    ], { sources: [AMPAS], rules: 'Resolves Yes for the film that receives the most nominations when the 99th Academy Award nominations are announced. Ties resolve Yes for every tied film.' }),
    B('Which film will get the most Oscar nominations in 2027?', 'Pop Culture', z('2027-01-21', '16:00'), w([
      ['most-oscar-nominations-2027-the-odyssey', 'The Odyssey', 'ody'], ['most-oscar-nominations-2027-dune-part-three', 'Dune: Part Three', 'dune3'],
      ['most-oscar-nominations-2027-the-social-reckoning', 'The Social Reckoning', 'socr'], ['most-oscar-nominations-2027-disclosure-day', 'Disclosure Day', 'disclosure'],
    ], { src: 'https://www.oscars.org/' }), { rules: 'Resolves to the film with the most nominations for the 99th Academy Awards, as announced by AMPAS. In case of a tie, every tied film resolves Yes.' }),
    G('Which film will win the most Oscars at the 99th Academy Awards?', z('2027-03-15', '02:00'), [['The Odyssey', 'w-ody'], ['Dune: Part Three', 'w-dune3'], ['The Social Reckoning', 'w-socr']],
      { rules: 'Resolves to the film that wins the most Academy Awards at the ceremony of March 14, 2027.' }),
  ] }, 'measure');
}

{ // Only on alpha: the telecast's running time.
  put('awards', { name: 'oscars-2027-runtime', events: [
    A('KXOSCARLENGTH-27', 'How long will the 2027 Oscars telecast run?', 'Entertainment', z('2027-03-15', '05:00'), [
      ['T210', 'Above 3h 30m', 'gt210'], ['T220', 'Above 3h 40m', 'gt220'], ['T230', 'Above 3h 50m', 'gt230'],
    ], { sources: [AMPAS], rules: 'Resolves on the running time of the ABC broadcast of the 99th Academy Awards from the scheduled start to the end of the last award presentation.' }),
  ] });
}

{ // Album of the Year: alpha labels albums, beta labels artists (the question names the album), gamma both.
  put('awards', { name: 'grammys-2027-album-of-the-year', events: [
    A('KXGRAMAOTY-27', 'Album of the Year at the 2027 Grammys?', 'Entertainment', z('2027-02-08', '04:00'), [
      ['SHOW', 'The Life of a Showgirl', 'showgirl'], ['LUX', 'Lux', 'lux'], ['ARTL', 'The Art of Loving', 'artofloving'], ['DEAD', 'Deadbeat', 'deadbeat'], ['SWAG', 'Swag II', 'swag2'],
    ], { sources: [GRAMMY], rules: 'If the album wins Album of the Year at the 69th Grammy Awards, the market resolves to Yes.' }),
    B('Grammys 2027: Album of the Year', 'Pop Culture', z('2027-02-08'), w([
      ['grammys-2027-aoty-taylor-swift', 'Taylor Swift', 'showgirl', { q: 'Will Taylor Swift\'s "The Life of a Showgirl" win Album of the Year at the 2027 Grammys?' }],
      ['grammys-2027-aoty-rosalia', 'Rosalía', 'lux', { q: 'Will Rosalía\'s "LUX" win Album of the Year at the 2027 Grammys?' }],
      ['grammys-2027-aoty-olivia-dean', 'Olivia Dean', 'artofloving', { q: 'Will Olivia Dean\'s "The Art of Loving" win Album of the Year at the 2027 Grammys?' }],
      ['grammys-2027-aoty-tame-impala', 'Tame Impala', 'deadbeat', { q: 'Will Tame Impala\'s "Deadbeat" win Album of the Year at the 2027 Grammys?' }],
    ], { src: 'https://www.grammy.com/' })),
    G('69th GRAMMYs – Album of the Year', z('2027-02-08', '03:00'), [
      ['The Life of a Showgirl – Taylor Swift', 'showgirl'], ['LUX – ROSALÍA', 'lux'], ['The Art of Loving – Olivia Dean', 'artofloving'],
    ], { rules: 'Resolves to the album that wins Album of the Year at the 69th Annual Grammy Awards.' }),
  ] });
}

{ // Record of the Year: beta again labels artists, the same artists as Album of the Year (look-alike, another category).
  put('awards', { name: 'grammys-2027-record-of-the-year', events: [
    A('KXGRAMROTY-27', 'Record of the Year at the 2027 Grammys?', 'Entertainment', z('2027-02-08', '04:00'), [
      ['OPH', 'The Fate of Ophelia', 'ophelia'], ['MAN', 'Man I Need', 'manineed'], ['BERG', 'Berghain', 'berghain'], ['DRAC', 'Dracula', 'dracula'],
    ], { sources: [GRAMMY], rules: 'If the recording wins Record of the Year at the 69th Grammy Awards, the market resolves to Yes.' }),
    B('Grammys 2027: Record of the Year', 'Pop Culture', z('2027-02-08'), w([
      ['grammys-2027-roty-taylor-swift', 'Taylor Swift', 'ophelia', { q: 'Will "The Fate of Ophelia" by Taylor Swift win Record of the Year at the 2027 Grammys?' }],
      ['grammys-2027-roty-olivia-dean', 'Olivia Dean', 'manineed', { q: 'Will "Man I Need" by Olivia Dean win Record of the Year at the 2027 Grammys?' }],
      ['grammys-2027-roty-rosalia', 'Rosalía', 'berghain', { q: 'Will "Berghain" by Rosalía win Record of the Year at the 2027 Grammys?' }],
      ['grammys-2027-roty-sabrina-carpenter', 'Sabrina Carpenter', 'tears', { q: 'Will "Tears" by Sabrina Carpenter win Record of the Year at the 2027 Grammys?' }],
    ], { src: 'https://www.grammy.com/' })),
  ] }, 'category');
}

{ // Song of the Year (songwriters' award) on gamma and beta_us: the same songs as Record of the Year, another category.
  put('awards', { name: 'grammys-2027-song-of-the-year', events: [
    G('69th GRAMMYs – Song of the Year', z('2027-02-08', '03:00'), [['The Fate of Ophelia – Taylor Swift', 'ophelia'], ['Man I Need – Olivia Dean', 'manineed'], ['Berghain – ROSALÍA', 'berghain']],
      { rules: 'Resolves to the song that wins Song of the Year (a songwriter award) at the 69th Annual Grammy Awards.' }),
    U('grammys-2027-song-of-the-year', 'Grammys 2027 — Song of the Year', 'Culture', z('2027-02-08', '04:00'), [
      ['grammys-2027-song-of-the-year-the-fate-of-ophelia', 'The Fate of Ophelia', 'ophelia'], ['grammys-2027-song-of-the-year-man-i-need', 'Man I Need', 'manineed'],
    ]),
  ] }, 'category');
}

{ // Emmys, Outstanding Drama Series: three venues.
  const close = z('2027-09-20', '03:00');
  put('awards', { name: 'emmys-2027-drama-series', events: [
    A('KXEMMYDRAMA-27', 'Emmy for Outstanding Drama Series?', 'Entertainment', close, [
      ['PITT', 'The Pitt', 'pitt'], ['SEV', 'Severance', 'severance'], ['WLOT', 'The White Lotus', 'whitelotus'], ['HOTD', 'House of the Dragon', 'hotd'], ['SLOW', 'Slow Horses', 'slowhorses'],
    ], { sources: [TVACAD], rules: 'If the series wins Outstanding Drama Series at the 79th Primetime Emmy Awards, the market resolves to Yes.' }),
    B('2027 Emmys: Outstanding Drama Series', 'Pop Culture', close, w([
      ['2027-emmys-drama-series-the-pitt', 'The Pitt', 'pitt'], ['2027-emmys-drama-series-severance', 'Severance', 'severance'],
      ['2027-emmys-drama-series-the-white-lotus', 'The White Lotus', 'whitelotus'], ['2027-emmys-drama-series-slow-horses', 'Slow Horses', 'slowhorses'],
      ['2027-emmys-drama-series-the-last-of-us', 'The Last of Us', 'tlou'],
    ], { src: 'https://www.emmys.com/' })),
    G('79th Primetime Emmys – Best Drama Series', close, [['The Pitt', 'pitt'], ['Severance', 'severance'], ['House of the Dragon', 'hotd']]),
  ] });
}

{ // Emmys, Outstanding Comedy Series: alpha and beta_us.
  const close = z('2027-09-20', '03:00');
  put('awards', { name: 'emmys-2027-comedy-series', events: [
    A('KXEMMYCOMEDY-27', 'Emmy for Outstanding Comedy Series?', 'Entertainment', close, [
      ['STUD', 'The Studio', 'studio'], ['HACK', 'Hacks', 'hacks'], ['BEAR', 'The Bear', 'bear'], ['ABBO', 'Abbott Elementary', 'abbott'],
    ], { sources: [TVACAD] }),
    U('emmys-2027-outstanding-comedy-series', 'Emmys 2027: Outstanding Comedy Series', 'Culture', close, [
      ['emmys-2027-comedy-the-studio', 'The Studio', 'studio'], ['emmys-2027-comedy-hacks', 'Hacks', 'hacks'], ['emmys-2027-comedy-the-bear', 'The Bear', 'bear'],
      ['emmys-2027-comedy-only-murders', 'Only Murders in the Building', 'omitb'],
    ]),
  ] });
}

{ // Only on beta: the Golden Globe for TV drama — the same shows as the Emmy drama series, another award and date.
  put('awards', { name: 'globes-2027-tv-drama', events: [
    B('Golden Globes 2027: Best Television Series – Drama', 'Pop Culture', z('2027-01-11'), w([
      ['golden-globes-2027-tv-drama-the-pitt', 'The Pitt', 'pitt'], ['golden-globes-2027-tv-drama-severance', 'Severance', 'severance'],
      ['golden-globes-2027-tv-drama-the-white-lotus', 'The White Lotus', 'whitelotus'], ['golden-globes-2027-tv-drama-pluribus', 'Pluribus', 'pluribus'],
    ], { src: 'https://goldenglobes.com/' })),
  ] }, 'category');
}

{ // Golden Globes, Motion Picture – Drama.
  const close = z('2027-01-11', '04:00');
  put('awards', { name: 'globes-2027-film-drama', events: [
    A('KXGGDRAMA-27', 'Golden Globe for Best Motion Picture – Drama?', 'Entertainment', close, [
      ['ODY', 'The Odyssey', 'ody'], ['DUNE3', 'Dune: Part Three', 'dune3'], ['SOCR', 'The Social Reckoning', 'socr'], ['DISC', 'Disclosure Day', 'disclosure'],
    ], { sources: [GLOBES] }),
    B('Golden Globes 2027: Best Motion Picture - Drama', 'Pop Culture', close, w([
      ['golden-globes-2027-best-drama-film-the-odyssey', 'The Odyssey', 'ody'], ['golden-globes-2027-best-drama-film-dune-part-three', 'Dune: Part Three', 'dune3'],
      ['golden-globes-2027-best-drama-film-the-social-reckoning', 'The Social Reckoning', 'socr'],
    ], { src: 'https://goldenglobes.com/' })),
    G('Golden Globes: Best Picture (Drama)', close, [['The Odyssey', 'ody'], ['Dune: Part Three', 'dune3'], ['Disclosure Day', 'disclosure']]),
  ] });
}

{ // Golden Globes, Motion Picture – Musical or Comedy: the other picture category of the same night.
  const close = z('2027-01-11', '04:00');
  put('awards', { name: 'globes-2027-film-comedy', events: [
    A('KXGGCOMEDY-27', 'Golden Globe for Best Motion Picture – Musical or Comedy?', 'Entertainment', close, [
      ['DIGG', 'Digger', 'digger'], ['PRADA', 'The Devil Wears Prada 2', 'prada2'], ['PHM', 'Project Hail Mary', 'phm'],
    ], { sources: [GLOBES] }),
    U('golden-globes-2027-best-motion-picture-musical-comedy', 'Golden Globes 2027 — Best Motion Picture, Musical or Comedy', 'Culture', close, [
      ['gg-2027-musical-comedy-digger', 'Digger', 'digger'], ['gg-2027-musical-comedy-devil-wears-prada-2', 'The Devil Wears Prada 2', 'prada2'],
      ['gg-2027-musical-comedy-project-hail-mary', 'Project Hail Mary', 'phm'],
    ]),
  ] }, 'category');
}

{ // Ballon d'Or 2027 on four venues; accents and surnames only on gamma.
  const close = z('2027-09-27', '21:30');
  put('awards', { name: 'ballon-dor-2027', events: [
    A('KXBALLONDOR-27', "Ballon d'Or 2027 winner?", 'Sports', close, [
      ['YAM', 'Lamine Yamal', 'yamal'], ['MBA', 'Kylian Mbappé', 'mbappe'], ['KAN', 'Harry Kane', 'kane'], ['DEM', 'Ousmane Dembélé', 'dembele'], ['OLI', 'Michael Olise', 'olise'],
    ], { sources: ['France Football https://www.francefootball.fr/'] }),
    B("Ballon d'Or 2027 Winner", 'Sports', close, w([
      ['ballon-dor-2027-lamine-yamal', 'Lamine Yamal', 'yamal'], ['ballon-dor-2027-kylian-mbappe', 'Kylian Mbappe', 'mbappe'], ['ballon-dor-2027-harry-kane', 'Harry Kane', 'kane'],
      ['ballon-dor-2027-erling-haaland', 'Erling Haaland', 'haaland'], ['ballon-dor-2027-pedri', 'Pedri', 'pedri'],
    ], { src: 'https://www.francefootball.fr/' })),
    U('ballon-dor-2027', "Ballon d'Or 2027", 'Sports', close, [['ballon-dor-2027-yamal', 'Lamine Yamal', 'yamal'], ['ballon-dor-2027-mbappe', 'Kylian Mbappé', 'mbappe']]),
    G("2027 Ballon d'Or", close, [['Yamal', 'yamal'], ['Mbappé', 'mbappe'], ['Kane', 'kane']], { rules: "Resolves to the player awarded the 2027 men's Ballon d'Or by France Football." }),
  ] });
}

{ // Only on gamma: the Kopa Trophy (best young player) — the same night and the same player as the Ballon d'Or.
  put('awards', { name: 'kopa-trophy-2027-yamal', events: [
    G1('Will Lamine Yamal win the 2027 Kopa Trophy?', z('2027-09-27', '21:30'), 'yes', { rules: "Yes if Lamine Yamal receives the Kopa Trophy (best player under 21) at the 2027 Ballon d'Or ceremony." }),
  ] }, 'category');
}

{ // Nobel Peace Prize 2027: categorical on alpha and beta, one binary on gamma and beta_us (Trump only).
  const close = z('2027-10-08', '09:00');
  put('awards', { name: 'nobel-peace-2027', events: [
    A('KXNOBELPEACE-27', 'Who will win the 2027 Nobel Peace Prize?', 'World', close, [
      ['TRU', 'Donald Trump', 'trump'], ['NAV', 'Yulia Navalnaya', 'navalnaya'], ['UNHCR', 'UNHCR', 'unhcr'], ['ERR', "Sudan's Emergency Response Rooms", 'err'], ['ZEL', 'Volodymyr Zelenskyy', 'zelenskyy'],
    ], { sources: [NOBEL] }),
    B('Nobel Peace Prize Winner 2027', 'Politics', close, w([
      ['nobel-peace-prize-2027-donald-trump', 'Donald Trump', 'trump'], ['nobel-peace-prize-2027-yulia-navalnaya', 'Yulia Navalnaya', 'navalnaya'],
      ['nobel-peace-prize-2027-emergency-response-rooms', 'Emergency Response Rooms', 'err'], ['nobel-peace-prize-2027-unrwa', 'UNRWA', 'unrwa'],
    ], { src: 'https://www.nobelprize.org/' })),
    U('nobel-peace-prize-2027', 'Nobel Peace Prize 2027', 'Politics', close, [['nobel-peace-prize-2027-trump', 'Donald Trump', 'trump', { q: 'Will Donald Trump win the 2027 Nobel Peace Prize?' }]]),
    G1('Will Donald Trump win the 2027 Nobel Peace Prize?', close, 'trump', { rules: 'Yes if the Norwegian Nobel Committee names Donald Trump (alone or jointly) as a 2027 Nobel Peace Prize laureate.' }),
  ] });
}

{ // Nobel Prize in Literature 2027 (the day before Peace): alpha and beta.
  const close = z('2027-10-07', '11:00');
  put('awards', { name: 'nobel-literature-2027', events: [
    A('KXNOBELLIT-27', 'Nobel Prize in Literature 2027?', 'World', close, [
      ['CAN', 'Can Xue', 'canxue'], ['MUR', 'Gerald Murnane', 'murnane'], ['MURA', 'Haruki Murakami', 'murakami'], ['CAR', 'Mircea Cărtărescu', 'cartarescu'], ['CARS', 'Anne Carson', 'carson'],
    ], { sources: [NOBEL] }),
    B('Nobel Prize in Literature 2027', 'Culture', close, w([
      ['nobel-literature-2027-can-xue', 'Can Xue', 'canxue'], ['nobel-literature-2027-haruki-murakami', 'Haruki Murakami', 'murakami'],
      ['nobel-literature-2027-gerald-murnane', 'Gerald Murnane', 'murnane'], ['nobel-literature-2027-mircea-cartarescu', 'Mircea Cartarescu', 'cartarescu'],
      ['nobel-literature-2027-thomas-pynchon', 'Thomas Pynchon', 'pynchon'],
    ], { src: 'https://www.nobelprize.org/' })),
  ] });
}

{ // Time Person of the Year 2026 (early December): three venues; "Artificial Intelligence" only on beta.
  const close = z('2026-12-09', '14:00');
  put('awards', { name: 'time-poy-2026', events: [
    A('KXTIMEPOY-26', 'Time Person of the Year 2026?', 'Entertainment', close, [
      ['TRU', 'Donald Trump', 'trump'], ['LEO', 'Pope Leo XIV', 'leo'], ['MUS', 'Elon Musk', 'musk'], ['HUA', 'Jensen Huang', 'huang'], ['ALT', 'Sam Altman', 'altman'], ['MAM', 'Zohran Mamdani', 'mamdani'],
    ], { sources: ['TIME https://time.com/'] }),
    B('Time 2026 Person of the Year', 'Culture', close, w([
      ['time-2026-person-of-the-year-donald-trump', 'Donald Trump', 'trump'], ['time-2026-person-of-the-year-pope-leo-xiv', 'Pope Leo XIV', 'leo'],
      ['time-2026-person-of-the-year-jensen-huang', 'Jensen Huang', 'huang'], ['time-2026-person-of-the-year-sam-altman', 'Sam Altman', 'altman'],
      ['time-2026-person-of-the-year-zohran-mamdani', 'Zohran Mamdani', 'mamdani'], ['time-2026-person-of-the-year-ai', 'Artificial Intelligence', 'ai'],
    ], { src: 'https://time.com/' })),
    G('TIME Person of the Year 2026', close, [['Trump', 'trump'], ['Pope Leo XIV', 'leo'], ['Jensen Huang', 'huang'], ['Elon Musk', 'musk']]),
  ] });
}

{ // The Game Awards 2026, Game of the Year: beta's "Other" is its own outcome.
  const close = z('2026-12-11', '04:00');
  put('awards', { name: 'game-awards-2026-goty', events: [
    A('KXGAMEAWARDS-26', 'The Game Awards: Game of the Year?', 'Entertainment', close, [
      ['GTA6', 'Grand Theft Auto VI', 'gta6'], ['RER', 'Resident Evil Requiem', 're9'], ['WOLV', "Marvel's Wolverine", 'wolverine'], ['007', '007 First Light', '007'],
    ], { sources: ['The Game Awards https://thegameawards.com/'] }),
    B('Game of the Year 2026 (The Game Awards)', 'Pop Culture', close, w([
      ['game-of-the-year-2026-gta-vi', 'GTA VI', 'gta6'], ['game-of-the-year-2026-resident-evil-requiem', 'Resident Evil Requiem', 're9'],
      ['game-of-the-year-2026-wolverine', 'Wolverine', 'wolverine'], ['game-of-the-year-2026-other', 'Other', 'other-b'],
    ], { src: 'https://thegameawards.com/' })),
    G('The Game Awards 2026 – GOTY', close, [['GTA 6', 'gta6'], ['RE Requiem', 're9'], ["Marvel's Wolverine", 'wolverine']]),
  ] });
}

const BOM = 'Box Office Mojo https://www.boxofficemojo.com/';

// ───────────────────────────── BOX OFFICE ─────────────────────────────

{ // Avengers: Doomsday 3-day domestic opening (Dec 18–20, 2026). Alpha and beta on Box Office Mojo actuals, gamma on The
  // Numbers (same event, not fungible), beta_us on the Sunday studio estimate (another estimate: another event). Beta's
  // $300M market lists "Under" first: its YES side is the complement of alpha's "Above $300M".
  const rules = 'Resolves on the domestic (US and Canada) Friday–Sunday opening weekend gross of Avengers: Doomsday (December 18–20, 2026), as reported in actuals on Box Office Mojo on Monday, December 21, 2026.';
  put('box_office', { name: 'avengers-doomsday-opening', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A('KXOPENAVENGERS-26DEC20', 'Avengers: Doomsday domestic opening weekend?', 'Entertainment', z('2026-12-22', '15:00'), [
      ['T200', 'Above $200M', 'gt200'], ['T250', 'Above $250M', 'gt250'], ['T300', 'Above $300M', 'gt300'],
    ], { sources: [BOM], rules }),
    B('Avengers: Doomsday opening weekend box office', 'Pop Culture', z('2026-12-22'), w([
      ['avengers-doomsday-opening-weekend-250m', '$250M+', 'gt250', { q: 'Will Avengers: Doomsday gross more than $250 million in its domestic opening weekend?' }],
      ['avengers-doomsday-opening-weekend-over-under-300m', 'O/U $300M', 'le300', { q: 'Avengers: Doomsday domestic opening weekend: under or over $300M?', outcomes: yn('Under', 'Over') }],
      ['avengers-doomsday-opening-weekend-350m', '$350M+', 'gt350', { q: 'Will Avengers: Doomsday gross more than $350 million in its domestic opening weekend?' }],
    ], { src: 'https://www.boxofficemojo.com/', rules })),
    U('avengers-doomsday-opening-weekend-estimate', 'Avengers: Doomsday opening weekend (studio estimate)', 'Culture', z('2026-12-20', '23:00'), [
      ['avengers-doomsday-opening-estimate-over-250m', 'Over $250M', 'est-gt250', { q: 'Will the studio\'s Sunday estimate for the Avengers: Doomsday domestic opening weekend exceed $250M?',
        rules: 'Resolves on the 3-day domestic opening weekend estimate published by Disney on Sunday, December 20, 2026. Later actuals are not considered.' }],
    ]),
    G('Avengers: Doomsday 3-day domestic opening (The Numbers)', z('2026-12-22', '18:00'), [
      ['Under $200M', 'le200'], ['$200M – $250M', 'b200'], ['$250M – $300M', 'b250'], ['Over $300M', 'gt300'],
    ], { rules: 'Resolves on the 3-day (Fri–Sun, Dec 18–20, 2026) domestic weekend gross of Avengers: Doomsday per The Numbers weekend chart (actuals).' }),
  ] }, 'inverted', 'measure', 'source');
}

{ // Worldwide opening of the same film on beta and gamma: the same weekend, another measure than the domestic case.
  const close = z('2026-12-22', '18:00');
  put('box_office', { name: 'avengers-doomsday-global-opening', events: [
    B('Avengers: Doomsday worldwide opening weekend', 'Pop Culture', close, w([
      ['avengers-doomsday-global-opening-500m', '$500M+', 'gt500', { q: 'Will Avengers: Doomsday gross more than $500M worldwide in its opening weekend?' }],
      ['avengers-doomsday-global-opening-600m', '$600M+', 'gt600', { q: 'Will Avengers: Doomsday gross more than $600M worldwide in its opening weekend?' }],
    ], { src: 'https://www.boxofficemojo.com/' })),
    G1('Avengers: Doomsday global opening weekend above $550M?', close, 'gt550', { rules: 'Yes if the worldwide (domestic + international) opening weekend gross, Dec 16–20, 2026, per Box Office Mojo exceeds $550,000,000.' }),
  ] }, 'measure');
}

{ // Avengers: Doomsday second weekend (Dec 25–27) — only on alpha; the same film a week later.
  put('box_office', { name: 'avengers-doomsday-second-weekend', events: [
    A('KXWKNDAVENGERS-26DEC27', 'Avengers: Doomsday second weekend domestic gross?', 'Entertainment', z('2026-12-29', '15:00'), [
      ['T120', 'Above $120M', 'gt120'], ['T150', 'Above $150M', 'gt150'],
    ], { sources: [BOM], rules: 'Resolves on the Friday–Sunday domestic gross of Avengers: Doomsday for December 25–27, 2026, per Box Office Mojo actuals.' }),
  ] }, 'date');
}

{ // Dune: Part Three opens the same weekend: alpha and beta.
  const rules = 'Resolves on the Friday–Sunday domestic opening weekend gross of Dune: Part Three (December 18–20, 2026) per Box Office Mojo.';
  put('box_office', { name: 'dune-part-three-opening', events: [
    A('KXOPENDUNE-26DEC20', 'Dune: Part Three opening weekend?', 'Entertainment', z('2026-12-22', '15:00'), [
      ['T80', 'Above $80M', 'gt80'], ['T100', 'Above $100M', 'gt100'], ['T120', 'Above $120M', 'gt120'],
    ], { sources: [BOM], rules }),
    B('Dune: Part Three opening weekend box office', 'Pop Culture', z('2026-12-22'), w([
      ['dune-part-three-opening-weekend-100m', '$100M+', 'gt100', { q: 'Will Dune: Part Three gross more than $100M in its domestic opening weekend?' }],
      ['dune-part-three-opening-weekend-125m', '$125M+', 'gt125', { q: 'Will Dune: Part Three gross more than $125M in its domestic opening weekend?' }],
    ], { src: 'https://www.boxofficemojo.com/', rules })),
  ] });
}

{ // Narnia opens Wednesday Nov 25 (IMAX): alpha and gamma ask the 3-day Fri–Sun weekend, beta the 5-day Wed–Sun total.
  put('box_office', { name: 'narnia-thanksgiving-opening', groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma'), events: [
    A('KXOPENNARNIA-26NOV29', "Narnia: The Magician's Nephew opening weekend?", 'Entertainment', z('2026-12-01', '15:00'), [
      ['T40', 'Above $40M', 'gt40'], ['T60', 'Above $60M', 'gt60'],
    ], { sources: [BOM], rules: "Resolves on the 3-day Friday–Sunday (Nov 27–29, 2026) domestic gross of Narnia: The Magician's Nephew per Box Office Mojo." }),
    B("Narnia: The Magician's Nephew 5-day Thanksgiving box office", 'Pop Culture', z('2026-12-01'), w([
      ['narnia-5-day-thanksgiving-opening-60m', '$60M+', 'd5-gt60', { q: 'Will Narnia gross more than $60M over the 5-day Thanksgiving frame (Wed Nov 25 – Sun Nov 29)?' }],
      ['narnia-5-day-thanksgiving-opening-80m', '$80M+', 'd5-gt80', { q: 'Will Narnia gross more than $80M over the 5-day Thanksgiving frame (Wed Nov 25 – Sun Nov 29)?' }],
    ], { src: 'https://www.boxofficemojo.com/' })),
    G1("Narnia: The Magician's Nephew 3-day opening weekend above $60M?", z('2026-12-01', '18:00'), 'gt60', { rules: "Yes if the Fri–Sun (Nov 27–29, 2026) domestic gross of Narnia: The Magician's Nephew per The Numbers exceeds $60 million." }),
  ] }, 'measure', 'source');
}

{ // Rotten Tomatoes: Tomatometer on alpha and beta (integer %: "Above 80%" = "81% or higher"; "Above 85%" ≠ "85% or higher"),
  // the audience Popcornmeter on gamma (another measure).
  const rules = 'Resolves on the Tomatometer (critics) score of Avengers: Doomsday shown on rottentomatoes.com at 10:00 AM ET on December 21, 2026.';
  put('box_office', { name: 'avengers-doomsday-rotten-tomatoes', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXRTAVENGERS-26DEC21', 'Avengers: Doomsday Rotten Tomatoes score?', 'Entertainment', z('2026-12-21', '15:00'), [
      ['T80', 'Above 80%', 'gt80'], ['T85', 'Above 85%', 'gt85'], ['T90', 'Above 90%', 'gt90'],
    ], { sources: ['Rotten Tomatoes https://www.rottentomatoes.com/'], rules }),
    B('Avengers: Doomsday Rotten Tomatoes score on Dec 21?', 'Pop Culture', z('2026-12-21', '15:00'), w([
      ['avengers-doomsday-rt-81-or-higher', '81% or higher', 'gt80'], ['avengers-doomsday-rt-85-or-higher', '85% or higher', 'ge85'],
      ['avengers-doomsday-rt-91-or-higher', '91% or higher', 'gt90'],
    ], { src: 'https://www.rottentomatoes.com/m/avengers_doomsday', rules })),
    G1('Avengers: Doomsday Popcornmeter (audience score) above 90%?', z('2026-12-21', '15:00'), 'pop-gt90', { rules: 'Yes if the verified audience Popcornmeter on Rotten Tomatoes is above 90% at 10:00 AM ET on December 21, 2026.' }),
  ] }, 'threshold', 'measure');
}

{ // 2026 domestic box office total: Box Office Mojo on alpha, The Numbers on beta — one event, not fungible.
  put('box_office', { name: 'domestic-box-office-2026', fungible: nf('alpha|beta'), events: [
    A('KXBOXOFFICE-26', 'Domestic box office total for 2026?', 'Entertainment', z('2027-01-04', '15:00'), [
      ['T8.5', 'Above $8.5B', 'gt85'], ['T9', 'Above $9B', 'gt9'], ['T9.5', 'Above $9.5B', 'gt95'],
    ], { sources: [BOM], rules: 'Resolves on the calendar-year 2026 domestic total gross shown on Box Office Mojo on January 4, 2027.' }),
    B('2026 domestic box office above $9 billion?', 'Pop Culture', z('2027-01-04'), [
      ['2026-domestic-box-office-above-9-billion', 'Yes', 'gt9', { src: 'https://www.the-numbers.com/market/2026/summary', rules: 'Resolves Yes if The Numbers reports a 2026 calendar-year domestic box office above $9,000,000,000 on January 4, 2027.' }],
    ]),
  ] }, 'source');
}

{ // Top-grossing film of 2026: alpha and beta count films released in 2026; gamma counts calendar-year grosses including
  // holdovers (Avatar: Fire and Ash, a December 2025 release) — another counting rule, another event.
  const rules = "Resolves to the film ranked first on Box Office Mojo's 2026 worldwide chart (films released in 2026) on January 4, 2027.";
  put('box_office', { name: 'top-grossing-film-2026', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTOPFILM-26', 'Highest-grossing film of 2026 worldwide?', 'Entertainment', z('2027-01-04', '15:00'), [
      ['AVEN', 'Avengers: Doomsday', 'avengers'], ['TOY5', 'Toy Story 5', 'toy5'], ['SPID', 'Spider-Man: Brand New Day', 'spiderman'],
      ['MARIO', 'The Super Mario Galaxy Movie', 'mario'], ['DUNE3', 'Dune: Part Three', 'dune3'],
    ], { sources: [BOM], rules }),
    B('Highest grossing movie of 2026 (worldwide)', 'Pop Culture', z('2027-01-04'), w([
      ['highest-grossing-movie-2026-avengers-doomsday', 'Avengers: Doomsday', 'avengers'], ['highest-grossing-movie-2026-spider-man-brand-new-day', 'Spider-Man: Brand New Day', 'spiderman'],
      ['highest-grossing-movie-2026-toy-story-5', 'Toy Story 5', 'toy5'], ['highest-grossing-movie-2026-super-mario-galaxy', 'Super Mario Galaxy Movie', 'mario'],
    ], { src: 'https://www.boxofficemojo.com/year/world/2026/', rules })),
    G('Top-grossing film at the 2026 calendar-year box office (incl. holdovers)', z('2027-01-05', '00:00'), [
      ['Avatar: Fire and Ash', 'cy-avatar'], ['Avengers: Doomsday', 'cy-avengers'], ['Toy Story 5', 'cy-toy5'], ['Spider-Man: Brand New Day', 'cy-spiderman'],
    ], { rules: 'Resolves to the film with the largest worldwide gross earned between January 1 and December 31, 2026, whatever its release date, per The Numbers.' }),
  ] }, 'measure');
}

// ───────────────────────────── CHARTS & STREAMING ─────────────────────────────

{ // Billboard dates a chart the Saturday after its Tuesday release: "released December 29" (beta) IS the chart dated
  // January 2, 2027 (alpha). Gamma's chart dated January 9 is the next week.
  put('charts', { name: 'hot100-number-one-2027-01-02', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXHOT100-27JAN02', 'Billboard Hot 100 #1 on the chart dated Jan 2, 2027?', 'Entertainment', z('2026-12-29', '18:00'), [
      ['AIWFC', 'All I Want for Christmas Is You', 'mariah'], ['LAST', 'Last Christmas', 'wham'], ['ROCK', "Rockin' Around the Christmas Tree", 'brenda'], ['OPH', 'The Fate of Ophelia', 'ophelia'],
    ], { sources: ['Billboard https://www.billboard.com/charts/hot-100/'] }),
    B('Billboard Hot 100 #1 song on December 29?', 'Pop Culture', z('2026-12-29', '18:00'), w([
      ['billboard-hot-100-1-dec-29-mariah-carey', 'Mariah Carey - All I Want For Christmas Is You', 'mariah', { q: 'Will "All I Want For Christmas Is You" be #1 on the Billboard Hot 100 chart released December 29?' }],
      ['billboard-hot-100-1-dec-29-wham', 'Wham! - Last Christmas', 'wham', { q: 'Will "Last Christmas" be #1 on the Billboard Hot 100 chart released December 29?' }],
      ['billboard-hot-100-1-dec-29-brenda-lee', "Brenda Lee - Rockin' Around The Christmas Tree", 'brenda', { q: 'Will "Rockin\' Around The Christmas Tree" be #1 on the Billboard Hot 100 chart released December 29?' }],
    ], { src: 'https://www.billboard.com/charts/hot-100/', rules: 'Resolves to the #1 song of the Billboard Hot 100 published on Tuesday, December 29, 2026 (chart dated January 2, 2027).' })),
    G('Billboard Hot 100 No. 1 — week of January 9, 2027', z('2027-01-05', '18:00'), [
      ['All I Want for Christmas Is You', 'j9-mariah'], ['Last Christmas', 'j9-wham'], ['The Fate of Ophelia', 'j9-ophelia'],
    ], { rules: 'Resolves to the song at No. 1 on the Billboard Hot 100 chart dated January 9, 2027.' }),
  ] }, 'date');
}

{ // Spotify daily chart for December 25: US on alpha, Global on beta and gamma.
  put('charts', { name: 'spotify-daily-number-one-2026-12-25', groups: [['alpha'], ['beta', 'gamma']], events: [
    A('KXSPOTIFYUS-26DEC25', '#1 song on Spotify US Daily Top 50 on Dec 25?', 'Entertainment', z('2026-12-26', '18:00'), [
      ['AIWFC', 'All I Want for Christmas Is You', 'us-mariah'], ['LAST', 'Last Christmas', 'us-wham'], ['OPH', 'The Fate of Ophelia', 'us-ophelia'],
    ], { sources: ['Spotify Charts https://charts.spotify.com/charts/view/regional-us-daily/2026-12-25'] }),
    B('Top Spotify song on December 25? (Global)', 'Pop Culture', z('2026-12-26', '18:00'), w([
      ['top-spotify-song-dec-25-global-all-i-want-for-christmas', 'All I Want For Christmas Is You', 'mariah'], ['top-spotify-song-dec-25-global-last-christmas', 'Last Christmas', 'wham'],
      ['top-spotify-song-dec-25-global-santa-tell-me', 'Santa Tell Me', 'santatellme'],
    ], { src: 'https://charts.spotify.com/charts/view/regional-global-daily/2026-12-25' })),
    G('Spotify Global Top 50 #1 on Christmas Day 2026', z('2026-12-26', '18:00'), [['Mariah Carey – All I Want for Christmas Is You', 'mariah'], ['Wham! – Last Christmas', 'wham']]),
  ] }, 'place');
}

{ // Spotify Wrapped 2026, top artist globally: alpha and beta.
  const close = z('2026-12-03', '15:00');
  put('charts', { name: 'spotify-wrapped-2026-top-artist', events: [
    A('KXWRAPPED-26', 'Spotify Wrapped 2026: top global artist?', 'Entertainment', close, [
      ['BAD', 'Bad Bunny', 'badbunny'], ['TAY', 'Taylor Swift', 'taylor'], ['WKND', 'The Weeknd', 'weeknd'], ['DRAK', 'Drake', 'drake'], ['BIL', 'Billie Eilish', 'billie'],
    ], { sources: ['Spotify Newsroom https://newsroom.spotify.com/'] }),
    B('Spotify Wrapped 2026: #1 global artist', 'Pop Culture', close, w([
      ['spotify-wrapped-2026-top-artist-taylor-swift', 'Taylor Swift', 'taylor'], ['spotify-wrapped-2026-top-artist-bad-bunny', 'Bad Bunny', 'badbunny'],
      ['spotify-wrapped-2026-top-artist-the-weeknd', 'The Weeknd', 'weeknd'], ['spotify-wrapped-2026-top-artist-sabrina-carpenter', 'Sabrina Carpenter', 'sabrina'],
    ], { src: 'https://newsroom.spotify.com/' })),
  ] });
}

{ // Spotify Wrapped 2026, top song globally: gamma and beta_us. Same release as the top-artist case, another category.
  const close = z('2026-12-03', '15:00');
  put('charts', { name: 'spotify-wrapped-2026-top-song', events: [
    G('Spotify Wrapped 2026 – most-streamed song globally', close, [['The Fate of Ophelia – Taylor Swift', 'ophelia'], ['Golden – HUNTR/X', 'golden'], ['Die With A Smile – Lady Gaga & Bruno Mars', 'dwas']]),
    U('spotify-wrapped-2026-top-song', 'Spotify Wrapped 2026: Top Song Globally', 'Culture', close, [
      ['spotify-wrapped-2026-top-song-the-fate-of-ophelia', 'The Fate of Ophelia', 'ophelia'], ['spotify-wrapped-2026-top-song-golden', 'Golden', 'golden'],
    ]),
  ] }, 'category');
}

{ // UK Christmas Number One 2026 (Official Charts): beta and gamma; beta's "Other" stands alone.
  const close = z('2026-12-25', '18:00');
  put('charts', { name: 'uk-christmas-number-one-2026', events: [
    B('UK Christmas Number One 2026', 'Pop Culture', close, w([
      ['uk-christmas-number-one-2026-mariah-carey', 'Mariah Carey – All I Want For Christmas Is You', 'mariah'], ['uk-christmas-number-one-2026-wham', 'Wham! – Last Christmas', 'wham'],
      ['uk-christmas-number-one-2026-other', 'Other', 'other-b'],
    ], { src: 'https://www.officialcharts.com/' })),
    G('Official Charts Christmas No. 1 2026', close, [['All I Want For Christmas Is You', 'mariah'], ['Last Christmas', 'wham'], ['Merry Christmas Everyone', 'shakin']],
      { rules: 'Resolves to the single at No. 1 on the Official Singles Chart announced for Christmas week 2026.' }),
  ] });
}

{ // Netflix weekly global Top 10 (English films, Dec 21–27) on alpha and beta; gamma asks the US daily list of Dec 27.
  put('charts', { name: 'netflix-top-english-film-2026-12-27', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNETFLIXFILM-26DEC27', "#1 on Netflix's global Top 10 English Films list, Dec 21–27?", 'Entertainment', z('2026-12-29', '20:00'), [
      ['NARN', "Narnia: The Magician's Nephew", 'narnia'], ['KPOP', 'KPop Demon Hunters', 'kpop'], ['OTHR', 'Any other film', 'other-a'],
    ], { sources: ['Netflix Top 10 https://www.netflix.com/tudum/top10'] }),
    B('Netflix top English film (Global) Dec 21 – Dec 27', 'Pop Culture', z('2026-12-29', '20:00'), w([
      ['netflix-top-english-film-global-dec-21-27-narnia', "Narnia: The Magician's Nephew", 'narnia'], ['netflix-top-english-film-global-dec-21-27-kpop-demon-hunters', 'KPop Demon Hunters', 'kpop'],
    ], { src: 'https://www.netflix.com/tudum/top10' })),
    G('Netflix #1 movie in the US on December 27, 2026', z('2026-12-28', '12:00'), [["Narnia: The Magician's Nephew", 'us-narnia'], ['KPop Demon Hunters', 'us-kpop']],
      { rules: 'Resolves to the film ranked #1 in the Netflix US Top 10 movies row (daily) on December 27, 2026, per FlixPatrol.' }),
  ] }, 'date');
}

// ───────────────────────────── TV ─────────────────────────────

{ // Eurovision 2027 winner: three venues.
  const close = z('2027-05-15', '23:30');
  put('tv', { name: 'eurovision-2027-winner', events: [
    A('KXEUROVISION-27', 'Eurovision 2027 winner?', 'Entertainment', close, [
      ['SWE', 'Sweden', 'swe'], ['FIN', 'Finland', 'fin'], ['ISR', 'Israel', 'isr'], ['UKR', 'Ukraine', 'ukr'], ['FRA', 'France', 'fra'], ['ITA', 'Italy', 'ita'],
    ], { sources: ['EBU https://eurovision.tv/'] }),
    B('Eurovision 2027 Winner', 'Pop Culture', close, w([
      ['eurovision-2027-winner-sweden', 'Sweden', 'swe'], ['eurovision-2027-winner-finland', 'Finland', 'fin'], ['eurovision-2027-winner-israel', 'Israel', 'isr'],
      ['eurovision-2027-winner-ukraine', 'Ukraine', 'ukr'], ['eurovision-2027-winner-italy', 'Italy', 'ita'], ['eurovision-2027-winner-norway', 'Norway', 'nor'],
    ], { src: 'https://eurovision.tv/' })),
    G('Eurovision Song Contest 2027', close, [['Sweden', 'swe'], ['Finland', 'fin'], ['Ukraine', 'ukr'], ['Italy', 'ita']]),
  ] });
}

{ // Only on beta_us: the televote winner of the same final (not the contest winner).
  put('tv', { name: 'eurovision-2027-televote', events: [
    U('eurovision-2027-televote-winner', 'Eurovision 2027: Televote Winner', 'Culture', z('2027-05-15', '23:30'), [
      ['eurovision-2027-televote-sweden', 'Sweden', 'swe'], ['eurovision-2027-televote-finland', 'Finland', 'fin'], ['eurovision-2027-televote-ukraine', 'Ukraine', 'ukr'],
    ], { rules: 'Resolves to the country that receives the most televote points in the Grand Final, whatever the overall result.' }),
  ] }, 'category');
}

{ // Super Bowl LXI audience (Nielsen) on alpha and beta; gamma asks the halftime-show audience (another measure).
  put('tv', { name: 'super-bowl-lxi-viewership', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSBVIEWERS-27', 'Super Bowl LXI average viewership?', 'Entertainment', z('2027-02-17', '15:00'), [
      ['T125', 'Above 125 million', 'gt125'], ['T130', 'Above 130 million', 'gt130'], ['T135', 'Above 135 million', 'gt135'],
    ], { sources: ['Nielsen https://www.nielsen.com/'], rules: 'Resolves on the average-minute audience of the Super Bowl LXI telecast (all networks and streams) as reported by Nielsen.' }),
    B('Super Bowl LXI viewership over 130 million?', 'Sports', z('2027-02-17'), [
      ['super-bowl-lxi-viewership-over-130m', 'Yes', 'gt130', { src: 'https://www.nielsen.com/', rules: 'Resolves Yes if Nielsen reports an average audience above 130 million for the Super Bowl LXI game telecast across all platforms.' }],
    ]),
    G1('Super Bowl LXI halftime show viewership above 135M?', z('2027-02-18', '00:00'), 'ht-gt135', { rules: 'Yes if the Super Bowl LXI halftime show audience announced by the NFL/Nielsen exceeds 135 million.' }),
  ] }, 'measure');
}

{ // Thanksgiving Cowboys game audience: alpha and beta.
  put('tv', { name: 'thanksgiving-cowboys-viewership-2026', events: [
    A('KXNFLTHANKS-26NOV26', 'Cowboys Thanksgiving game viewership?', 'Entertainment', z('2026-12-02', '15:00'), [
      ['T40', 'Above 40 million', 'gt40'], ['T45', 'Above 45 million', 'gt45'], ['T50', 'Above 50 million', 'gt50'],
    ], { sources: ['Nielsen https://www.nielsen.com/'] }),
    B('Will the Thanksgiving Cowboys game draw over 45M viewers?', 'Sports', z('2026-12-02'), [
      ['thanksgiving-cowboys-game-over-45m-viewers', 'Yes', 'gt45', { src: 'https://www.nielsen.com/', rules: 'Resolves Yes if Nielsen\'s average audience for the Dallas Cowboys\' Thanksgiving Day 2026 game exceeds 45 million.' }],
    ]),
  ] });
}

// ───────────────────────────── CELEBRITY & SOCIAL MEDIA ─────────────────────────────

{ // Elon Musk's X posts. Beta and gamma count the Polymarket-style week (Fri Dec 4 12:00 PM ET – Fri Dec 11 12:00 PM ET,
  // XTracker); only "Fewer than 200" coincides. Alpha counts calendar days Dec 5–11 ET: another window, another event.
  const xt = 'Counts posts, quote posts and reposts on @elonmusk as tallied by the XTracker post counter; replies are excluded.';
  put('social', { name: 'elon-musk-posts-2026-12-04', groups: [['beta', 'gamma'], ['alpha']], events: [
    A('KXELONTWEETS-26DEC11', 'How many times will Elon Musk post on X from Dec 5 to Dec 11, 2026?', 'Mentions', z('2026-12-12', '05:00'), [
      ['B199', '199 or fewer', 'a-le199'], ['B200', '200 to 249', 'a-b200'], ['B250', '250 to 299', 'a-b250'], ['B300', '300 or more', 'a-ge300'],
    ], { rules: `Counts posts from 12:00 AM ET December 5 to 11:59 PM ET December 11, 2026. ${xt}` }),
    B('Elon Musk # tweets December 4 - December 11, 2026?', 'Tweet Markets', z('2026-12-11', '17:00'), w([
      ['elon-musk-of-tweets-december-4-11-lt-200', '<200', 'lt200'], ['elon-musk-of-tweets-december-4-11-200-219', '200-219', 'b200'],
      ['elon-musk-of-tweets-december-4-11-220-239', '220-239', 'b220'], ['elon-musk-of-tweets-december-4-11-240-259', '240-259', 'b240'],
      ['elon-musk-of-tweets-december-4-11-260-279', '260-279', 'b260'], ['elon-musk-of-tweets-december-4-11-280-299', '280-299', 'b280'],
      ['elon-musk-of-tweets-december-4-11-300-plus', '300+', 'ge300'],
    ], { src: 'https://www.xtracker.io/', rules: `Window: December 4, 2026, 12:00 PM ET to December 11, 2026, 12:00 PM ET. ${xt}` })),
    G('Elon Musk posts on X, Dec 4 (12pm ET) – Dec 11 (12pm ET), 2026', z('2026-12-11', '17:00'), [
      ['Fewer than 200', 'lt200'], ['200–239', 'c200'], ['240–279', 'c240'], ['280–319', 'c280'], ['320 or more', 'ge320'],
    ], { rules: `Resolves on the XTracker count for the window. ${xt}` }),
  ] }, 'date');
}

{ // Mention market on the turkey pardon (Tuesday Nov 24): alpha and beta; gamma asks the same word at another event.
  const rules = 'Resolves Yes if Donald Trump says the word during the event; plurals and possessives count, other inflections do not.';
  put('social', { name: 'trump-mentions-turkey-pardon-2026', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTRUMPMENTION-26NOV24', 'What will Trump say during the National Thanksgiving Turkey Pardon?', 'Mentions', z('2026-11-24', '23:00'), [
      ['BIDEN', 'Biden', 'biden'], ['TARIFF', 'Tariff', 'tariff'], ['GOBB', 'Gobble', 'gobble'], ['FAKE', 'Fake News', 'fakenews'], ['SLPY', 'Sleepy Joe', 'sleepy'],
    ], { rules }),
    B('What will Trump say during the turkey pardon?', 'Mention Markets', z('2026-11-24', '23:00'), w([
      ['trump-say-biden-turkey-pardon', 'Biden', 'biden', { q: 'Will Trump say "Biden" during the turkey pardon?' }],
      ['trump-say-tariff-turkey-pardon', 'Tariff', 'tariff', { q: 'Will Trump say "Tariff" during the turkey pardon?' }],
      ['trump-say-fake-news-turkey-pardon', 'Fake News', 'fakenews', { q: 'Will Trump say "Fake News" during the turkey pardon?' }],
      ['trump-say-drumstick-turkey-pardon', 'Drumstick', 'drumstick', { q: 'Will Trump say "Drumstick" during the turkey pardon?' }],
    ], { rules })),
    G1('Will Trump say "Tariff" at the National Christmas Tree Lighting?', z('2026-12-04', '03:00'), 'tree-tariff', { rules: 'Yes if Donald Trump says "tariff" or "tariffs" during his remarks at the 2026 National Christmas Tree Lighting.' }),
  ] }, 'date');
}

{ // Trump's Truth Social posts Dec 14–20 (integer count: alpha "Above 199" = beta "200+"). Alpha counts from the profile,
  // beta from the TrumpsTruth archive: one event, not fungible.
  put('social', { name: 'trump-truth-social-posts-2026-12-14', fungible: nf('alpha|beta'), events: [
    A('KXTRUTHSOCIAL-26DEC20', 'How many Truth Social posts will Trump make Dec 14–20?', 'Mentions', z('2026-12-21', '05:00'), [
      ['T99', 'Above 99', 'ge100'], ['T149', 'Above 149', 'ge150'], ['T199', 'Above 199', 'ge200'],
    ], { rules: 'Counts posts and ReTruths on @realDonaldTrump from 12:00 AM ET Dec 14 to 11:59 PM ET Dec 20, 2026, as shown on the Truth Social profile.' }),
    B('# of Trump Truth Social posts Dec 14-20?', 'Mention Markets', z('2026-12-21', '05:00'), w([
      ['trump-truth-social-posts-dec-14-20-under-100', '<100', 'lt100'], ['trump-truth-social-posts-dec-14-20-100-149', '100-149', 'b100'],
      ['trump-truth-social-posts-dec-14-20-150-199', '150-199', 'b150'], ['trump-truth-social-posts-dec-14-20-200-plus', '200+', 'ge200'],
    ], { src: 'https://trumpstruth.org/', rules: 'Counts posts and ReTruths by @realDonaldTrump, Dec 14 12:00 AM ET to Dec 20 11:59 PM ET, per the TrumpsTruth.org archive.' })),
  ] }, 'source');
}

{ // MrBeast subscribers: alpha asks the count ON Dec 31 (a value at a time; counts drop in spam purges), beta and gamma
  // whether 500M is reached BY Dec 31 (at any time): different events.
  put('social', { name: 'mrbeast-subscribers-2026', groups: [['alpha'], ['beta', 'gamma']], events: [
    A('KXMRBEAST-26DEC31', 'MrBeast YouTube subscribers on Dec 31, 2026?', 'Social', z('2027-01-01', '05:00'), [
      ['T480', 'Above 480M', 'on-gt480'], ['T500', 'Above 500M', 'on-gt500'],
    ], { rules: 'Resolves on the subscriber count shown on the MrBeast YouTube channel at 11:59 PM ET on December 31, 2026.' }),
    B('MrBeast hits 500M subscribers by December 31, 2026?', 'Culture', z('2026-12-31', '23:59'), [
      ['mrbeast-hits-500m-subscribers-by-december-31-2026', 'Yes', 'by500', { src: 'https://www.youtube.com/@MrBeast', rules: 'Resolves Yes if the MrBeast channel shows 500,000,000 or more subscribers at any time before 11:59 PM ET on December 31, 2026.' }],
    ]),
    G1('Will MrBeast reach 500 million YouTube subscribers before 2027?', z('2027-01-01', '05:00'), 'by500', { rules: 'Yes if the @MrBeast channel reaches 500M subscribers at any point before January 1, 2027 (ET).' }),
  ] }, 'deadline');
}

{ // Rihanna's ninth album: "in 2026" on alpha and beta; gamma's deadline is March 31, 2027.
  const rules = 'A new studio album (not a single, EP, live album or compilation) released on major streaming services.';
  put('social', { name: 'rihanna-new-album', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXR9-26', 'Will Rihanna release a new album in 2026?', 'Entertainment', z('2026-12-31', '23:59'), [['YES', 'Yes', 'in2026', { rules: `Yes if released before January 1, 2027. ${rules}` }]]),
    B('Rihanna album released in 2026?', 'Pop Culture', z('2026-12-31', '23:59'), [['rihanna-album-released-in-2026', 'Yes', 'in2026', { rules: `Resolves Yes if released by December 31, 2026, 11:59 PM ET. ${rules}` }]]),
    G1('Rihanna new album by March 31, 2027?', z('2027-03-31', '23:59'), 'bymar31', { rules }),
  ] }, 'deadline');
}

{ // World's richest person on Dec 31, 2026: Bloomberg on alpha, Forbes on beta — one event, not fungible.
  put('social', { name: 'richest-person-2026-12-31', fungible: nf('alpha|beta'), events: [
    A('KXRICHEST-26DEC31', "World's richest person on Dec 31, 2026?", 'Companies', z('2027-01-01', '05:00'), [
      ['MUSK', 'Elon Musk', 'musk'], ['ELL', 'Larry Ellison', 'ellison'], ['BEZ', 'Jeff Bezos', 'bezos'], ['ZUCK', 'Mark Zuckerberg', 'zuckerberg'], ['HUA', 'Jensen Huang', 'huang'],
    ], { sources: ['Bloomberg Billionaires Index https://www.bloomberg.com/billionaires/'] }),
    B("World's richest person on December 31?", 'Business', z('2027-01-01', '05:00'), w([
      ['richest-person-december-31-elon-musk', 'Elon Musk', 'musk'], ['richest-person-december-31-larry-ellison', 'Larry Ellison', 'ellison'],
      ['richest-person-december-31-larry-page', 'Larry Page', 'page'], ['richest-person-december-31-jeff-bezos', 'Jeff Bezos', 'bezos'],
    ], { src: 'https://www.forbes.com/real-time-billionaires/', rules: "Resolves to the person ranked #1 on Forbes' Real-Time Billionaires list at 11:59 PM ET on December 31, 2026." })),
  ] }, 'source');
}

// ───────────────────────────── WEATHER & CLIMATE ─────────────────────────────

const NWS_NYC = 'National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC';

{ // NYC high on Dec 3: alpha and gamma settle on Central Park (NWS climate report); beta on LaGuardia (Wunderground KLGA):
  // another station, another event, even with the same buckets.
  put('weather', { name: 'nyc-high-2026-12-03', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXHIGHNY-26DEC03', 'Highest temperature in NYC on Dec 3, 2026?', 'Climate and Weather', z('2026-12-04', '14:00'), [
      ['T40', '39° or below', 'le39'], ['B40.5', '40° to 41°', 'b40'], ['B42.5', '42° to 43°', 'b42'], ['B44.5', '44° to 45°', 'b44'], ['B46.5', '46° to 47°', 'b46'], ['T47', '48° or above', 'ge48'],
    ], { sources: [NWS_NYC], rules: 'Resolves on the maximum temperature for Central Park, NY in the NWS Daily Climate Report for December 3, 2026.' }),
    B('Highest temperature in NYC on December 3?', 'Weather', z('2026-12-04', '12:00'), w([
      ['highest-temperature-in-nyc-on-december-3-39f-or-below', '39°F or below', 'lga-le39'], ['highest-temperature-in-nyc-on-december-3-40-41f', '40-41°F', 'lga-b40'],
      ['highest-temperature-in-nyc-on-december-3-42-43f', '42-43°F', 'lga-b42'], ['highest-temperature-in-nyc-on-december-3-44-45f', '44-45°F', 'lga-b44'],
      ['highest-temperature-in-nyc-on-december-3-46-47f', '46-47°F', 'lga-b46'], ['highest-temperature-in-nyc-on-december-3-48f-or-higher', '48°F or higher', 'lga-ge48'],
    ], { src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA', rules: 'Resolves on the highest temperature recorded at LaGuardia Airport (KLGA) on December 3, 2026, per Wunderground, in whole degrees Fahrenheit.' })),
    G('NYC (Central Park) high temperature — Dec 3, 2026', z('2026-12-04', '14:00'), [['Below 40°F', 'le39'], ['40–41°F', 'b40'], ['42–43°F', 'b42'], ['44°F or higher', 'ge44']],
      { rules: 'Resolves on the Central Park maximum temperature in the NWS climate report (CLINYC) for December 3, 2026.' }),
  ] }, 'place');
}

{ // Chicago high on Dec 5: alpha settles on Midway (NWS CLI MDW), beta on O'Hare (KORD): two events with the same buckets.
  put('weather', { name: 'chicago-high-2026-12-05', groups: [['alpha'], ['beta']], events: [
    A('KXHIGHCHI-26DEC05', 'Highest temperature in Chicago on Dec 5, 2026?', 'Climate and Weather', z('2026-12-06', '14:00'), [
      ['T30', '29° or below', 'mdw-le29'], ['B30.5', '30° to 31°', 'mdw-b30'], ['B32.5', '32° to 33°', 'mdw-b32'], ['B34.5', '34° to 35°', 'mdw-b34'], ['T35', '36° or above', 'mdw-ge36'],
    ], { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=LOT&product=CLI&issuedby=MDW'], rules: 'Resolves on the maximum temperature at Chicago Midway Airport in the NWS Daily Climate Report for December 5, 2026.' }),
    B('Highest temperature in Chicago on December 5?', 'Weather', z('2026-12-06', '12:00'), w([
      ['highest-temperature-in-chicago-on-december-5-29f-or-below', '29°F or below', 'ord-le29'], ['highest-temperature-in-chicago-on-december-5-30-31f', '30-31°F', 'ord-b30'],
      ['highest-temperature-in-chicago-on-december-5-32-33f', '32-33°F', 'ord-b32'], ['highest-temperature-in-chicago-on-december-5-34-35f', '34-35°F', 'ord-b34'],
      ['highest-temperature-in-chicago-on-december-5-36f-or-higher', '36°F or higher', 'ord-ge36'],
    ], { src: 'https://www.wunderground.com/history/daily/us/il/chicago/KORD', rules: "Resolves on the highest temperature at Chicago O'Hare International Airport (KORD) on December 5, 2026, per Wunderground." })),
  ] }, 'place');
}

{ // Miami high on Dec 4: both venues settle on Miami International Airport, alpha via the NWS climate report, beta via
  // Wunderground KMIA — the same station, so one event, not fungible (the two can differ by a degree).
  put('weather', { name: 'miami-high-2026-12-04', fungible: nf('alpha|beta'), events: [
    A('KXHIGHMIA-26DEC04', 'Highest temperature in Miami on Dec 4, 2026?', 'Climate and Weather', z('2026-12-05', '14:00'), [
      ['T78', '77° or below', 'le77'], ['B78.5', '78° to 79°', 'b78'], ['B80.5', '80° to 81°', 'b80'], ['B82.5', '82° to 83°', 'b82'], ['T83', '84° or above', 'ge84'],
    ], { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=MFL&product=CLI&issuedby=MIA'], rules: 'Resolves on the maximum temperature at Miami International Airport in the NWS Daily Climate Report for December 4, 2026.' }),
    B('Highest temperature in Miami on December 4?', 'Weather', z('2026-12-05', '12:00'), w([
      ['highest-temperature-in-miami-on-december-4-77f-or-below', '77°F or below', 'le77'], ['highest-temperature-in-miami-on-december-4-78-79f', '78-79°F', 'b78'],
      ['highest-temperature-in-miami-on-december-4-80-81f', '80-81°F', 'b80'], ['highest-temperature-in-miami-on-december-4-82-83f', '82-83°F', 'b82'],
      ['highest-temperature-in-miami-on-december-4-84f-or-higher', '84°F or higher', 'ge84'],
    ], { src: 'https://www.wunderground.com/history/daily/us/fl/miami/KMIA', rules: 'Resolves on the highest temperature at Miami Intl Airport (KMIA) on December 4, 2026, per Wunderground.' })),
  ] }, 'source');
}

{ // London high on Dec 10 (London City Airport, °C, Wunderground) on beta and gamma; gamma's top bucket is wider.
  const src = 'https://www.wunderground.com/history/daily/gb/london/EGLC';
  put('weather', { name: 'london-city-high-2026-12-10', events: [
    B('Highest temperature in London on December 10?', 'Weather', z('2026-12-11', '12:00'), w([
      ['highest-temperature-in-london-on-december-10-7c-or-below', '7°C or below', 'le7'], ['highest-temperature-in-london-on-december-10-8c', '8°C', 'c8'],
      ['highest-temperature-in-london-on-december-10-9c', '9°C', 'c9'], ['highest-temperature-in-london-on-december-10-10c', '10°C', 'c10'],
      ['highest-temperature-in-london-on-december-10-11c', '11°C', 'c11'], ['highest-temperature-in-london-on-december-10-12c-or-higher', '12°C or higher', 'ge12'],
    ], { src, rules: 'Resolves on the highest temperature recorded at London City Airport (EGLC) on December 10, 2026, per Wunderground, in whole degrees Celsius.' })),
    G('London City Airport high, Dec 10 2026 (°C)', z('2026-12-11', '12:00'), [['≤7°C', 'le7'], ['8°C', 'c8'], ['9°C', 'c9'], ['10°C', 'c10'], ['≥11°C', 'ge11']],
      { rules: `Resolves on the daily maximum at London City Airport (EGLC) on Dec 10, 2026 as shown on ${src}.` }),
  ] });
}

{ // Only on gamma: Heathrow on the same day — another London station.
  put('weather', { name: 'london-heathrow-high-2026-12-10', events: [
    G('London Heathrow max temperature, Dec 10 2026', z('2026-12-11', '12:00'), [['≤7°C', 'lhr-le7'], ['8–9°C', 'lhr-b8'], ['10–11°C', 'lhr-b10'], ['≥12°C', 'lhr-ge12']],
      { rules: 'Resolves on the Met Office daily maximum temperature for Heathrow on December 10, 2026.' }),
  ] }, 'place');
}

{ // Austin: alpha asks December 8, beta December 9 — the same station and buckets, another day.
  put('weather', { name: 'austin-high-2026-12-08-09', groups: [['alpha'], ['beta']], events: [
    A('KXHIGHAUS-26DEC08', 'Highest temperature in Austin on Dec 8, 2026?', 'Climate and Weather', z('2026-12-09', '14:00'), [
      ['T62', '61° or below', 'd8-le61'], ['B62.5', '62° to 63°', 'd8-b62'], ['B64.5', '64° to 65°', 'd8-b64'], ['T65', '66° or above', 'd8-ge66'],
    ], { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=EWX&product=CLI&issuedby=AUS'] }),
    B('Highest temperature in Austin on December 9?', 'Weather', z('2026-12-10', '12:00'), w([
      ['highest-temperature-in-austin-on-december-9-61f-or-below', '61°F or below', 'd9-le61'], ['highest-temperature-in-austin-on-december-9-62-63f', '62-63°F', 'd9-b62'],
      ['highest-temperature-in-austin-on-december-9-64-65f', '64-65°F', 'd9-b64'], ['highest-temperature-in-austin-on-december-9-66f-or-higher', '66°F or higher', 'd9-ge66'],
    ], { src: 'https://www.wunderground.com/history/daily/us/tx/austin/KAUS' })),
  ] }, 'date');
}

{ // NYC December snowfall (Central Park, to 0.1 in): "Above 4 inches" = "More than 4 inches"; "2 inches or more" is not
  // "Above 2 inches" (they differ on a 2.0 in month).
  const rules = 'Resolves on the total snowfall at Central Park for December 2026 in the NWS monthly climate report.';
  put('weather', { name: 'nyc-snowfall-2026-12', events: [
    A('KXNYCSNOWM-26DEC', 'NYC snowfall in December 2026?', 'Climate and Weather', z('2027-01-01', '15:00'), [
      ['T2', 'Above 2 inches', 'gt2'], ['T4', 'Above 4 inches', 'gt4'], ['T6', 'Above 6 inches', 'gt6'],
    ], { sources: [NWS_NYC], rules }),
    B('NYC snowfall in December 2026?', 'Weather', z('2027-01-01', '12:00'), w([
      ['nyc-snowfall-december-2026-2-inches-or-more', '2 inches or more', 'ge2'], ['nyc-snowfall-december-2026-more-than-4-inches', 'More than 4 inches', 'gt4'],
      ['nyc-snowfall-december-2026-6-inches-or-more', '6"+', 'ge6'],
    ], { src: 'https://www.weather.gov/okx/', rules })),
  ] }, 'threshold', 'threshold');
}

{ // Christmas in NYC: alpha and gamma ask a white Christmas (1 in or more of snow ON THE GROUND at Central Park), beta
  // whether measurable snow (0.1 in or more) FALLS on Dec 25 — another measure.
  put('weather', { name: 'nyc-christmas-snow-2026', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXWHITEXMASNYC-26', 'White Christmas in NYC?', 'Climate and Weather', z('2026-12-26', '14:00'), [['YES', 'Yes', 'depth1']],
      { sources: [NWS_NYC], rules: 'Resolves Yes if the NWS Daily Climate Report for Central Park shows a snow depth of 1 inch or more on December 25, 2026.' }),
    B('Will it snow in NYC on Christmas?', 'Weather', z('2026-12-26', '12:00'), [
      ['will-it-snow-in-nyc-on-christmas-2026', 'Yes', 'fall01', { src: 'https://www.weather.gov/okx/', rules: 'Resolves Yes if Central Park records measurable snowfall (0.1 inch or more) on December 25, 2026, per the NWS.' }],
    ]),
    G1('White Christmas 2026 in New York City (Central Park, 1" snow depth)?', z('2026-12-26', '14:00'), 'depth1', { rules: 'Yes if snow depth at Central Park is at least 1 inch on Dec 25, 2026 per the NWS climate report.' }),
  ] }, 'measure');
}

{ // Atlantic named storms 2027 (integer): alpha "Above 17" = beta_us "18 or more"; alpha "Above 20" = beta "21 or more".
  // All three count the NHC season total, pre-season storms included; gamma counts only storms forming Jun 1–Nov 30.
  const rules = 'Counts named storms (tropical or subtropical) of the 2027 Atlantic hurricane season per the NHC, including any that form before June 1 or after November 30.';
  put('weather', { name: 'atlantic-named-storms-2027', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXHURNAMED-27', 'How many named storms in the 2027 Atlantic hurricane season?', 'Climate and Weather', z('2027-12-31', '15:00'), [
      ['T14', 'Above 14', 'gt14'], ['T17', 'Above 17', 'gt17'], ['T20', 'Above 20', 'gt20'],
    ], { sources: ['National Hurricane Center https://www.nhc.noaa.gov/'], rules }),
    B('2027 Atlantic hurricane season: number of named storms?', 'Weather', z('2027-12-31'), w([
      ['2027-atlantic-named-storms-14-or-fewer', '14 or fewer', 'le14'], ['2027-atlantic-named-storms-15-17', '15–17', 'b15'],
      ['2027-atlantic-named-storms-18-20', '18–20', 'b18'], ['2027-atlantic-named-storms-21-or-more', '21 or more', 'gt20'],
    ], { src: 'https://www.nhc.noaa.gov/', rules })),
    U('atlantic-named-storms-2027', 'Atlantic Named Storms 2027', 'Weather', z('2027-12-31'), [
      ['atlantic-named-storms-2027-18-or-more', '18 or more', 'gt17', { q: 'Will the 2027 Atlantic hurricane season have 18 or more named storms?', rules }],
    ]),
    G1('Atlantic named storms forming Jun 1–Nov 30, 2027: 18 or more?', z('2027-12-01', '12:00'), 'in-season-ge18', { rules: 'Counts only named storms that first reach tropical-storm strength between June 1 and November 30, 2027 (NHC advisories); off-season storms are excluded.' }),
  ] }, 'measure');
}

{ // Florida hurricane landfall in 2027 on alpha and beta; gamma asks a major (Cat 3+) US landfall — another threshold and place.
  put('weather', { name: 'florida-hurricane-landfall-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXHURLANDFL-27', 'Hurricane landfall in Florida in 2027?', 'Climate and Weather', z('2027-12-31', '23:59'), [['YES', 'Yes', 'fl-hu']],
      { sources: ['National Hurricane Center https://www.nhc.noaa.gov/'], rules: 'Resolves Yes if the NHC reports a hurricane (Category 1 or higher) making landfall in Florida in 2027.' }),
    B('Will a hurricane make landfall in Florida in 2027?', 'Weather', z('2027-12-31', '23:59'), [
      ['will-a-hurricane-make-landfall-in-florida-in-2027', 'Yes', 'fl-hu', { src: 'https://www.nhc.noaa.gov/', rules: 'Resolves Yes if any Atlantic hurricane makes landfall in Florida at hurricane strength between January 1 and December 31, 2027, per NHC.' }],
    ]),
    G1('Major (Cat 3+) hurricane US landfall in 2027?', z('2027-12-31', '23:59'), 'us-major', { rules: 'Yes if a hurricane of Category 3 or stronger makes landfall in the continental United States in 2027 (NHC).' }),
  ] }, 'threshold');
}

{ // 2026 hottest year: NASA on alpha, Copernicus on beta (one event, not fungible); gamma asks "top 3" (another outcome
  // space: a different event).
  put('climate', { name: 'hottest-year-2026', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXHOTYEAR-26', 'Will 2026 be the hottest year on record?', 'Climate and Weather', z('2027-01-20', '15:00'), [['YES', 'Yes', 'record']],
      { sources: ['NASA GISS https://data.giss.nasa.gov/gistemp/'], rules: 'Resolves Yes if NASA GISTEMP ranks 2026 as the warmest calendar year on record in its annual announcement.' }),
    B('Will 2026 be the hottest year on record?', 'Science', z('2027-01-20'), [
      ['will-2026-be-the-hottest-year-on-record', 'Yes', 'record', { src: 'https://climate.copernicus.eu/', rules: 'Resolves Yes if the Copernicus Climate Change Service (ERA5) reports 2026 as the warmest year on record.' }],
    ]),
    G1('2026 among the 3 warmest years on record (NASA GISTEMP)?', z('2027-01-20', '15:00'), 'top3', { rules: 'Yes if NASA GISTEMP ranks 2026 first, second or third warmest.' }),
  ] }, 'source', 'threshold');
}

{ // December 2026 global anomaly (GISTEMP, two decimals): alpha "Above 1.34°C" = beta "1.35ºC or more".
  const rules = 'Resolves on the December 2026 global land-ocean temperature anomaly first published by NASA GISTEMP (°C, 1951–1980 base).';
  put('climate', { name: 'gistemp-2026-12', events: [
    A('KXGTEMP-26DEC', 'Global temperature anomaly for December 2026?', 'Climate and Weather', z('2027-01-15', '15:00'), [
      ['T1.25', 'Above 1.25°C', 'gt125'], ['T1.30', 'Above 1.30°C', 'gt130'], ['T1.34', 'Above 1.34°C', 'gt134'],
    ], { sources: ['NASA GISS https://data.giss.nasa.gov/gistemp/'], rules }),
    B('December 2026 Temperature Increase (ºC)?', 'Science', z('2027-01-15'), w([
      ['december-2026-temperature-increase-1pt19c-or-below', '1.19ºC or below', 'le119'], ['december-2026-temperature-increase-1pt20-1pt24c', '1.20–1.24ºC', 'b120'],
      ['december-2026-temperature-increase-1pt25-1pt29c', '1.25–1.29ºC', 'b125'], ['december-2026-temperature-increase-1pt30-1pt34c', '1.30–1.34ºC', 'b130'],
      ['december-2026-temperature-increase-1pt35c-or-more', '1.35ºC or more', 'gt134'],
    ], { src: 'https://data.giss.nasa.gov/gistemp/', rules })),
  ] });
}

{ // Mauna Loa CO2, May 2027 monthly mean: NOAA GML on alpha, Scripps on beta — one event, not fungible.
  put('climate', { name: 'mauna-loa-co2-2027-05', fungible: nf('alpha|beta'), events: [
    A('KXCO2-27MAY', 'Mauna Loa CO2 monthly average for May 2027?', 'Climate and Weather', z('2027-06-10', '15:00'), [
      ['T430', 'Above 430 ppm', 'gt430'], ['T432', 'Above 432 ppm', 'gt432'], ['T434', 'Above 434 ppm', 'gt434'],
    ], { sources: ['NOAA Global Monitoring Laboratory https://gml.noaa.gov/ccgg/trends/'] }),
    B('May 2027 CO2 at Mauna Loa above 432 ppm?', 'Science', z('2027-06-10'), [
      ['may-2027-co2-mauna-loa-above-432-ppm', 'Yes', 'gt432', { src: 'https://keelingcurve.ucsd.edu/', rules: 'Resolves Yes if the Scripps Institution of Oceanography monthly mean CO2 at Mauna Loa for May 2027 is above 432.00 ppm.' }],
    ]),
  ] }, 'source');
}

{ // Groundhog Day 2027: "sees his shadow" on alpha and beta; gamma asks "early spring", which is NO shadow (inverted).
  const close = z('2027-02-02', '13:00');
  put('weather', { name: 'groundhog-day-2027', events: [
    A('KXGROUNDHOG-27', 'Will Punxsutawney Phil see his shadow?', 'Climate and Weather', close, [['YES', 'Yes', 'shadow']], { sources: ["Punxsutawney Groundhog Club https://www.groundhog.org/"] }),
    B('Will Punxsutawney Phil see his shadow on Groundhog Day 2027?', 'Weather', close, [['punxsutawney-phil-shadow-groundhog-day-2027', 'Yes', 'shadow', { src: 'https://www.groundhog.org/' }]]),
    G1('Groundhog Day 2027: will Phil predict an early spring?', close, 'noshadow', { rules: 'Yes if Punxsutawney Phil does not see his shadow on February 2, 2027 (an early spring), per the Groundhog Club.' }),
  ] }, 'inverted');
}

// ───────────────────────────── SPACE & SCIENCE ─────────────────────────────

{ // Starship full orbit: "by Mar 31, 2027" on alpha and beta; gamma's deadline is June 30, 2027.
  put('space', { name: 'starship-orbit-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSTARSHIPORBIT-27MAR31', 'Will Starship complete a full orbit by Mar 31, 2027?', 'Science and Technology', z('2027-03-31', '23:59'), [['YES', 'Yes', 'bymar']],
      { rules: 'Resolves Yes if a SpaceX Starship vehicle completes at least one full orbit of Earth before April 1, 2027 (ET), per SpaceX or NASA.' }),
    B('Starship full orbit by March 31, 2027?', 'Science', z('2027-03-31', '23:59'), [
      ['starship-full-orbit-by-march-31-2027', 'Yes', 'bymar', { src: 'https://www.spacex.com/launches/', rules: 'Resolves Yes if Starship completes a full orbit of the Earth by March 31, 2027, 11:59 PM ET.' }],
    ]),
    G1('Will SpaceX Starship reach orbit before July 1, 2027?', z('2027-06-30', '23:59'), 'byjun', { rules: 'Yes if a Starship upper stage completes a full orbit before July 1, 2027.' }),
  ] }, 'deadline');
}

{ // Starship ship catch in 2027 on beta and beta_us — the same programme as the orbit case, another milestone.
  const rules = 'Resolves Yes if SpaceX catches a Starship upper stage (Ship, not the Super Heavy booster) with the launch tower arms in 2027.';
  put('space', { name: 'starship-ship-catch-2027', events: [
    B('Will SpaceX catch a Starship upper stage with the tower in 2027?', 'Science', z('2027-12-31', '23:59'), [['spacex-catch-starship-ship-tower-2027', 'Yes', 'catch', { src: 'https://www.spacex.com/', rules }]]),
    U('spacex-starship-ship-catch-2027', 'SpaceX catches Starship Ship in 2027', 'Science', z('2027-12-31', '23:59'), [['spacex-starship-ship-catch-2027-yes', 'Yes', 'catch', { rules }]]),
  ] }, 'category');
}

{ // Artemis III launch before 2028 on alpha and beta; gamma asks a crewed lunar landing (another question about the programme).
  put('space', { name: 'artemis-iii-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXARTEMIS3-27', 'Will Artemis III launch before 2028?', 'Science and Technology', z('2027-12-31', '23:59'), [['YES', 'Yes', 'launch']],
      { sources: ['NASA https://www.nasa.gov/artemis/'], rules: 'Resolves Yes if NASA launches the Artemis III mission before January 1, 2028.' }),
    B('Artemis III launches by December 31, 2027?', 'Science', z('2027-12-31', '23:59'), [['artemis-iii-launches-by-december-31-2027', 'Yes', 'launch', { src: 'https://www.nasa.gov/' }]]),
    G1('Will NASA astronauts land on the Moon before 2028?', z('2027-12-31', '23:59'), 'landing', { rules: 'Yes if a crewed NASA mission lands on the lunar surface before January 1, 2028.' }),
  ] }, 'category');
}

{ // SpaceX launches in 2027: alpha and gamma count every SpaceX orbital launch attempt (Starship included); beta counts
  // Falcon 9 and Falcon Heavy only — another counting rule.
  put('space', { name: 'spacex-launches-2027', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXSPACEXLAUNCH-27', 'How many SpaceX launches in 2027?', 'Science and Technology', z('2028-01-01', '15:00'), [
      ['T180', 'Above 180', 'gt180'], ['T200', 'Above 200', 'gt200'], ['T220', 'Above 220', 'gt220'],
    ], { rules: 'Counts orbital launch attempts by SpaceX in calendar year 2027 (UTC), all vehicles including Starship, successful or not.' }),
    B('SpaceX Falcon launches in 2027?', 'Science', z('2028-01-01'), w([
      ['spacex-falcon-launches-2027-180-plus', '180+', 'f-ge180'], ['spacex-falcon-launches-2027-200-plus', '200+', 'f-ge200'],
    ], { src: 'https://www.spacex.com/launches/', rules: 'Counts Falcon 9 and Falcon Heavy launches in 2027 (UTC). Starship flights do not count.' })),
    G1('SpaceX orbital launch attempts in 2027 (all vehicles): more than 200?', z('2028-01-01', '15:00'), 'gt200', { rules: 'Counts every SpaceX orbital launch attempt in 2027 (UTC), Falcon and Starship.' }),
  ] }, 'measure');
}

{ // Blue Moon MK1: a lunar LANDING by June 30, 2027 on alpha and beta; gamma asks the LAUNCH by the same date.
  put('space', { name: 'blue-moon-mk1-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXBLUEMOON-27JUN30', "Will Blue Origin's Blue Moon MK1 land on the Moon by June 30, 2027?", 'Science and Technology', z('2027-06-30', '23:59'), [['YES', 'Yes', 'land']],
      { rules: 'Resolves Yes if the Blue Moon Mark 1 lander touches down on the lunar surface in a controlled landing before July 1, 2027.' }),
    B('Blue Moon MK1 lunar landing by June 30, 2027?', 'Science', z('2027-06-30', '23:59'), [['blue-moon-mk1-lunar-landing-by-june-30-2027', 'Yes', 'land', { src: 'https://www.blueorigin.com/' }]]),
    G1('Blue Moon MK1 launch by June 30, 2027?', z('2027-06-30', '23:59'), 'launch', { rules: 'Yes if a New Glenn rocket carrying the Blue Moon MK1 lander lifts off before July 1, 2027.' }),
  ] }, 'category');
}

{ // Rocket Lab Neutron: alpha's deadline is March 31, 2027, beta asks "in 2027" (another window).
  put('space', { name: 'rocket-lab-neutron-first-launch', groups: [['alpha'], ['beta']], events: [
    A('KXNEUTRON-27MAR31', 'Rocket Lab Neutron first launch by Mar 31, 2027?', 'Science and Technology', z('2027-03-31', '23:59'), [['YES', 'Yes', 'bymar']],
      { rules: 'Resolves Yes if Rocket Lab conducts the first launch of Neutron (lift-off) before April 1, 2027 ET.' }),
    B('Rocket Lab Neutron launch in 2027?', 'Science', z('2027-12-31', '23:59'), [['rocket-lab-neutron-launch-in-2027', 'Yes', 'in2027', { src: 'https://www.rocketlabusa.com/', rules: 'Resolves Yes if a Neutron rocket lifts off between January 1 and December 31, 2027.' }]]),
  ] }, 'deadline');
}

{ // Starship to Mars in the 2026 window on alpha and beta; gamma asks a LANDING on Mars by the end of 2027.
  put('space', { name: 'starship-mars-2026', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSTARSHIPMARS-26', 'Will SpaceX launch a Starship toward Mars by Dec 31, 2026?', 'Science and Technology', z('2026-12-31', '23:59'), [['YES', 'Yes', 'launch']],
      { rules: 'Resolves Yes if a Starship is launched on a trans-Mars trajectory before January 1, 2027.' }),
    B('SpaceX Starship launch to Mars in 2026?', 'Science', z('2026-12-31', '23:59'), [['spacex-starship-launch-to-mars-in-2026', 'Yes', 'launch', { src: 'https://www.spacex.com/' }]]),
    G1('Starship lands on Mars by Dec 31, 2027?', z('2027-12-31', '23:59'), 'land', { rules: 'Yes if a SpaceX Starship makes a landing (intact touchdown) on Mars before January 1, 2028.' }),
  ] }, 'category');
}

{ // Planet Nine: "by Dec 31, 2027" (from now) on alpha and beta; gamma "in 2027" starts January 1 — they settle apart on a
  // discovery announced between now and Dec 31, 2026. A desk keeps them apart (distinct windows), whatever the odds.
  put('science', { name: 'planet-nine-discovery', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPLANET9-27', 'Will Planet Nine be discovered by Dec 31, 2027?', 'Science and Technology', z('2027-12-31', '23:59'), [['YES', 'Yes', 'by2027']],
      { rules: 'Resolves Yes if a peer-reviewed paper or the IAU Minor Planet Center announces the detection of a planet-mass body beyond Neptune consistent with Planet Nine before January 1, 2028.' }),
    B('Planet Nine discovered by end of 2027?', 'Science', z('2027-12-31', '23:59'), [['planet-nine-discovered-by-end-of-2027', 'Yes', 'by2027', { src: 'https://minorplanetcenter.net/' }]]),
    G1('Will astronomers announce the discovery of Planet Nine in 2027?', z('2027-12-31', '23:59'), 'in2027', { rules: 'Yes if the discovery is announced between January 1 and December 31, 2027.' }),
  ] }, 'deadline');
}

{ // Only on beta: a room-temperature superconductor replicated in 2027.
  put('science', { name: 'room-temperature-superconductor-2027', events: [
    B('Room-temperature superconductor replicated in 2027?', 'Science', z('2027-12-31', '23:59'), [
      ['room-temp-superconductor-replicated-2027', 'Yes', 'yes', { rules: 'Resolves Yes if an ambient-pressure room-temperature superconductor is independently replicated and published in a peer-reviewed journal in 2027.' }],
    ]),
  ] });
}

{ // Doomsday Clock 2027 (set at 85 seconds in January 2026): "closer to midnight" (under 85 s) on alpha and beta, "85 s or
  // less" (unchanged counts) on gamma — the same announcement, another outcome.
  const close = z('2027-01-28', '16:00');
  put('science', { name: 'doomsday-clock-2027', events: [
    A('KXDOOMSDAY-27', 'Will the Doomsday Clock move closer to midnight in January 2027?', 'Science and Technology', close, [['YES', 'Yes', 'closer']],
      { sources: ['Bulletin of the Atomic Scientists https://thebulletin.org/doomsday-clock/'], rules: 'Resolves Yes if the 2027 announcement sets the Clock at fewer than 85 seconds to midnight.' }),
    B('Doomsday Clock 2027: closer to midnight?', 'Science', close, [['doomsday-clock-2027-closer-to-midnight', 'Yes', 'closer', { src: 'https://thebulletin.org/doomsday-clock/' }]]),
    G1('Doomsday Clock set at 85 seconds or less to midnight in 2027?', close, 'le85', { rules: 'Yes if the Bulletin of the Atomic Scientists sets the Clock at 85 seconds or less to midnight in its 2027 announcement.' }),
  ] }, 'threshold');
}

// ───────────────────────────── HEALTH ─────────────────────────────

{ // US measles cases in 2026 (integer count, CDC's first 2027 update): "Above 2,500" = "more than 2,500"; "Above 3,000" ≠ "3,000+".
  const rules = 'Resolves on the total confirmed US measles cases for 2026 in the first CDC update published in January 2027.';
  put('health', { name: 'us-measles-cases-2026', events: [
    A('KXMEASLES-26', 'US measles cases in 2026?', 'Health', z('2027-01-15', '15:00'), [
      ['T2000', 'Above 2,000', 'gt2000'], ['T2500', 'Above 2,500', 'gt2500'], ['T3000', 'Above 3,000', 'gt3000'],
    ], { sources: ['CDC https://www.cdc.gov/measles/data-research/'], rules }),
    B('How many US measles cases in 2026?', 'Health', z('2027-01-15'), w([
      ['us-measles-cases-2026-under-2000', 'Under 2,000', 'lt2000'], ['us-measles-cases-2026-2000-2499', '2,000–2,499', 'b2000'],
      ['us-measles-cases-2026-2500-2999', '2,500–2,999', 'b2500'], ['us-measles-cases-2026-3000-plus', '3,000+', 'ge3000'],
    ], { src: 'https://www.cdc.gov/measles/data-research/', rules })),
    U('us-measles-cases-2026', 'US Measles Cases 2026', 'Health', z('2027-01-15'), [['us-measles-cases-2026-more-than-2500', 'More than 2,500', 'gt2500', { rules }]]),
  ] }, 'threshold');
}

{ // A new PHEIC in 2027 on alpha and beta; gamma's deadline is June 30, 2027.
  const rules = 'A Public Health Emergency of International Concern (or a pandemic emergency under the amended IHR) newly declared by the WHO Director-General.';
  put('health', { name: 'who-pheic-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPHEIC-27', 'Will WHO declare a new PHEIC in 2027?', 'Health', z('2027-12-31', '23:59'), [['YES', 'Yes', 'in2027', { rules: `Yes if declared between Jan 1 and Dec 31, 2027. ${rules}` }]]),
    B('New WHO public health emergency (PHEIC) declared in 2027?', 'Health', z('2027-12-31', '23:59'), [['new-who-pheic-declared-in-2027', 'Yes', 'in2027', { src: 'https://www.who.int/', rules }]]),
    G1('WHO declares a PHEIC by June 30, 2027?', z('2027-06-30', '23:59'), 'byjun', { rules }),
  ] }, 'deadline');
}

{ // H5N1 pandemic emergency in 2027: alpha and beta.
  const rules = 'Resolves Yes if the WHO declares a pandemic emergency (or a PHEIC explicitly described as a pandemic) caused by influenza A(H5N1) in 2027.';
  put('health', { name: 'h5n1-pandemic-2027', events: [
    A('KXH5N1-27', 'Will WHO declare an H5N1 pandemic in 2027?', 'Health', z('2027-12-31', '23:59'), [['YES', 'Yes', 'yes']], { rules }),
    B('H5N1 bird flu pandemic declared in 2027?', 'Health', z('2027-12-31', '23:59'), [['h5n1-bird-flu-pandemic-declared-in-2027', 'Yes', 'yes', { src: 'https://www.who.int/', rules }]]),
  ] });
}

{ // Retatrutide FDA approval "in 2027" on alpha, beta and gamma; beta_us has June 30, 2027.
  const rules = 'Resolves Yes if the FDA approves retatrutide (Eli Lilly) for any indication.';
  put('health', { name: 'retatrutide-fda-2027', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXFDARETA-27', 'Will the FDA approve retatrutide in 2027?', 'Health', z('2027-12-31', '23:59'), [['YES', 'Yes', 'in2027', { rules: `${rules} Approval must occur in 2027.` }]]),
    B('FDA approves retatrutide in 2027?', 'Health', z('2027-12-31', '23:59'), [['fda-approves-retatrutide-in-2027', 'Yes', 'in2027', { src: 'https://www.fda.gov/', rules: `${rules} Approval must occur in 2027.` }]]),
    U('fda-approves-retatrutide-by-june-30-2027', 'FDA approves retatrutide by June 30, 2027', 'Health', z('2027-06-30', '23:59'), [['fda-approves-retatrutide-by-june-30-2027-yes', 'Yes', 'byjun', { rules: `${rules} Deadline June 30, 2027.` }]]),
    G1('Retatrutide FDA approval in 2027?', z('2027-12-31', '23:59'), 'in2027', { rules: `${rules} Approval must occur in 2027.` }),
  ] }, 'deadline');
}

{ // CagriSema approval by March 31, 2027: the FDA on alpha and beta, the European Commission on gamma (another agency).
  put('health', { name: 'cagrisema-approval-2027-03', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXFDACAGRI-27MAR31', 'FDA approval of CagriSema by Mar 31, 2027?', 'Health', z('2027-03-31', '23:59'), [['YES', 'Yes', 'fda']],
      { rules: 'Resolves Yes if the US FDA approves Novo Nordisk\'s CagriSema (cagrilintide/semaglutide) before April 1, 2027.' }),
    B('Will the FDA approve CagriSema by March 31, 2027?', 'Health', z('2027-03-31', '23:59'), [['fda-approve-cagrisema-by-march-31-2027', 'Yes', 'fda', { src: 'https://www.fda.gov/' }]]),
    G1('European Commission approval of CagriSema by March 31, 2027?', z('2027-03-31', '23:59'), 'ec', { rules: 'Yes if the European Commission grants marketing authorisation for CagriSema before April 1, 2027.' }),
  ] }, 'category');
}

{ // A new SARS-CoV-2 Variant of Concern by June 30, 2027: alpha and beta.
  const rules = 'Resolves Yes if the WHO designates a new SARS-CoV-2 Variant of Concern (with a Greek-letter name) before July 1, 2027.';
  put('health', { name: 'who-new-voc-2027-06', events: [
    A('KXWHOVOC-27JUN30', 'Will WHO designate a new COVID Variant of Concern by June 30, 2027?', 'Health', z('2027-06-30', '23:59'), [['YES', 'Yes', 'voc']], { rules }),
    B('New COVID variant of concern by June 30, 2027?', 'Health', z('2027-06-30', '23:59'), [['new-covid-variant-of-concern-by-june-30-2027', 'Yes', 'voc', { src: 'https://www.who.int/', rules }]]),
  ] });
}

// ───────────────────────────── ESPORTS ─────────────────────────────

{ // LoL Worlds 2027: team names and abbreviations (Hanwha Life Esports = HLE, Bilibili Gaming = BLG, Gen.G = GEN).
  const close = z('2027-11-14', '15:00');
  put('esports', { name: 'lol-worlds-2027', events: [
    A('KXLOLWORLDS-27', 'League of Legends World Championship 2027 winner?', 'Sports', close, [
      ['T1', 'T1', 't1'], ['GEN', 'Gen.G', 'geng'], ['HLE', 'Hanwha Life Esports', 'hle'], ['BLG', 'Bilibili Gaming', 'blg'], ['G2', 'G2 Esports', 'g2'],
    ], { sources: ['Riot Games https://lolesports.com/'] }),
    B('League of Legends Worlds 2027 Winner', 'Esports', close, w([
      ['lol-worlds-2027-winner-t1', 'T1', 't1'], ['lol-worlds-2027-winner-gen-g', 'Gen.G', 'geng'], ['lol-worlds-2027-winner-hle', 'HLE', 'hle'],
      ['lol-worlds-2027-winner-blg', 'BLG', 'blg'], ['lol-worlds-2027-winner-top-esports', 'Top Esports', 'tes'],
    ], { src: 'https://lolesports.com/' })),
    G('LoL World Championship 2027', close, [['T1', 't1'], ['GEN', 'geng'], ['HLE', 'hle'], ['BLG', 'blg']]),
  ] });
}

{ // MSI 2027 (the mid-season event, same teams as Worlds): beta and beta_us.
  const close = z('2027-07-12', '15:00');
  put('esports', { name: 'lol-msi-2027', events: [
    B('LoL MSI 2027 Winner', 'Esports', close, w([
      ['lol-msi-2027-winner-t1', 'T1', 't1'], ['lol-msi-2027-winner-gen-g', 'Gen.G', 'geng'], ['lol-msi-2027-winner-blg', 'BLG', 'blg'], ['lol-msi-2027-winner-anyones-legend', "Anyone's Legend", 'al'],
    ], { src: 'https://lolesports.com/' })),
    U('lol-msi-2027-winner', 'Mid-Season Invitational 2027 Winner', 'Esports', close, [['lol-msi-2027-winner-t1-us', 'T1', 't1'], ['lol-msi-2027-winner-gen-g-us', 'Gen.G', 'geng']]),
  ] }, 'category');
}

{ // LCK Cup, T1 vs Gen.G on January 17: alpha one market per team; beta one market with outcomes [T1, Gen.G] (YES = T1);
  // beta_us one market with outcomes [Gen.G, T1] (YES = Gen.G). Gamma lists the January 31 rematch: another event.
  put('esports', { name: 'lck-t1-geng-2027-01-17', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXLOLGAME-27JAN17T1GEN', 'T1 vs Gen.G (LCK Cup, Jan 17)', 'Sports', z('2027-01-17', '12:00'), [['T1', 'T1', 't1'], ['GEN', 'Gen.G', 'geng']],
      { rules: 'Resolves Yes for the team that wins the LCK Cup series between T1 and Gen.G scheduled for January 17, 2027 (KST).' }),
    B('LCK Cup: T1 vs Gen.G (Jan 17)', 'Esports', z('2027-01-17', '12:00'), [
      ['lck-t1-vs-gen-g-2027-01-17', 'T1 vs Gen.G', 't1', { q: 'LCK Cup: T1 vs Gen.G (BO3)', outcomes: yn('T1', 'Gen.G'), src: 'https://lolesports.com/' }],
    ]),
    U('lck-t1-vs-geng-2027-01-17', 'T1 vs Gen.G — LCK Cup', 'Esports', z('2027-01-17', '12:00'), [
      ['lck-t1-vs-geng-2027-01-17-series', 'Gen.G vs T1', 'geng', { q: 'Gen.G vs T1', outcomes: yn('Gen.G', 'T1') }],
    ]),
    G('T1 vs GEN — LCK Cup, Jan 31, 2027', z('2027-01-31', '12:00'), [['T1', 'j31-t1'], ['GEN', 'j31-geng']]),
  ] }, 'date', 'inverted');
}

{ // CS2 Major (Singapore, December 2026): NAVI = Natus Vincere; beta's "Other" stands alone.
  const close = z('2026-12-13', '15:00');
  put('esports', { name: 'cs2-major-2026-12', events: [
    A('KXCSMAJOR-26DEC', 'Counter-Strike 2 Major (Dec 2026) winner?', 'Sports', close, [
      ['VIT', 'Team Vitality', 'vit'], ['SPI', 'Team Spirit', 'spirit'], ['MOUZ', 'MOUZ', 'mouz'], ['NAVI', 'Natus Vincere', 'navi'], ['FAZE', 'FaZe Clan', 'faze'], ['MGZ', 'The MongolZ', 'mongolz'],
    ], { sources: ['HLTV https://www.hltv.org/'] }),
    B('CS2 Major Singapore 2026 Winner', 'Esports', close, w([
      ['cs2-major-singapore-2026-vitality', 'Vitality', 'vit'], ['cs2-major-singapore-2026-spirit', 'Spirit', 'spirit'], ['cs2-major-singapore-2026-mouz', 'MOUZ', 'mouz'],
      ['cs2-major-singapore-2026-navi', 'NAVI', 'navi'], ['cs2-major-singapore-2026-falcons', 'Falcons', 'falcons'], ['cs2-major-singapore-2026-other', 'Other', 'other-b'],
    ], { src: 'https://www.hltv.org/' })),
  ] });
}

{ // Vitality vs NAVI on December 6: the series on alpha and beta; gamma asks the winner of map 1 (another question).
  put('esports', { name: 'cs2-vitality-navi-2026-12-06', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXCSGAME-26DEC06VITNAVI', 'Vitality vs NAVI (Dec 6)', 'Sports', z('2026-12-06', '20:00'), [['VIT', 'Vitality', 'vit'], ['NAVI', 'Natus Vincere', 'navi']],
      { rules: 'Resolves Yes for the winner of the best-of-three series between Team Vitality and Natus Vincere on December 6, 2026.' }),
    B('Counter-Strike: Vitality vs NAVI (BO3) - Dec 6', 'Esports', z('2026-12-06', '20:00'), [
      ['cs2-vitality-vs-navi-2026-12-06', 'Vitality vs NAVI', 'vit', { q: 'Counter-Strike: Vitality vs NAVI (BO3)', outcomes: yn('Vitality', 'NAVI'), src: 'https://www.hltv.org/' }],
    ]),
    G('Vitality vs NAVI — Map 1 winner (Dec 6)', z('2026-12-06', '20:00'), [['Vitality', 'm1-vit'], ['NAVI', 'm1-navi']], { rules: 'Resolves to the team that wins the first map of the series.' }),
  ] }, 'category');
}

{ // The International 2027: beta and gamma.
  const close = z('2027-09-15', '18:00');
  put('esports', { name: 'dota-ti-2027', events: [
    B('The International 2027 Winner', 'Esports', close, w([
      ['the-international-2027-team-falcons', 'Team Falcons', 'falcons'], ['the-international-2027-team-liquid', 'Team Liquid', 'liquid'],
      ['the-international-2027-tundra-esports', 'Tundra Esports', 'tundra'], ['the-international-2027-parivision', 'PARIVISION', 'parivision'],
      ['the-international-2027-gaimin-gladiators', 'Gaimin Gladiators', 'gg'],
    ], { src: 'https://www.dota2.com/esports' })),
    G('Dota 2 TI 2027 champion', close, [['Falcons', 'falcons'], ['Liquid', 'liquid'], ['Tundra', 'tundra']]),
  ] });
}

{ // VALORANT Champions 2027: PRX = Paper Rex, EDG = EDward Gaming.
  const close = z('2027-09-26', '15:00');
  put('esports', { name: 'valorant-champions-2027', events: [
    A('KXVALCHAMPS-27', 'VALORANT Champions 2027 winner?', 'Sports', close, [
      ['FNC', 'Fnatic', 'fnc'], ['PRX', 'Paper Rex', 'prx'], ['SEN', 'Sentinels', 'sen'], ['EDG', 'EDward Gaming', 'edg'], ['TH', 'Team Heretics', 'th'], ['NRG', 'NRG', 'nrg'],
    ], { sources: ['Riot Games https://valorantesports.com/'] }),
    B('VALORANT Champions 2027 Winner', 'Esports', close, w([
      ['valorant-champions-2027-fnatic', 'Fnatic', 'fnc'], ['valorant-champions-2027-prx', 'PRX', 'prx'], ['valorant-champions-2027-sentinels', 'Sentinels', 'sen'],
      ['valorant-champions-2027-edg', 'EDG', 'edg'], ['valorant-champions-2027-heretics', 'Heretics', 'th'],
    ], { src: 'https://valorantesports.com/' })),
  ] });
}

// ───────────────────────────── CRICKET ─────────────────────────────

{ // IPL 2027 champion on four venues; beta uses the old "Bangalore" name, beta_us abbreviations.
  const close = z('2027-05-30', '18:00');
  put('cricket', { name: 'ipl-2027-winner', events: [
    A('KXIPL-27', 'IPL 2027 champion?', 'Sports', close, [
      ['MI', 'Mumbai Indians', 'mi'], ['CSK', 'Chennai Super Kings', 'csk'], ['RCB', 'Royal Challengers Bengaluru', 'rcb'], ['KKR', 'Kolkata Knight Riders', 'kkr'],
      ['GT', 'Gujarat Titans', 'gt'], ['PBKS', 'Punjab Kings', 'pbks'],
    ], { sources: ['BCCI https://www.iplt20.com/'] }),
    B('IPL 2027 Winner', 'Cricket', close, w([
      ['ipl-2027-winner-mumbai-indians', 'Mumbai Indians', 'mi'], ['ipl-2027-winner-chennai-super-kings', 'Chennai Super Kings', 'csk'],
      ['ipl-2027-winner-royal-challengers-bangalore', 'Royal Challengers Bangalore', 'rcb'], ['ipl-2027-winner-kolkata-knight-riders', 'Kolkata Knight Riders', 'kkr'],
      ['ipl-2027-winner-sunrisers-hyderabad', 'Sunrisers Hyderabad', 'srh'],
    ], { src: 'https://www.iplt20.com/' })),
    U('ipl-2027-winner', 'IPL 2027 Winner', 'Cricket', close, [['ipl-2027-winner-mi', 'MI', 'mi'], ['ipl-2027-winner-csk', 'CSK', 'csk'], ['ipl-2027-winner-rcb', 'RCB', 'rcb']]),
    G('Indian Premier League 2027 champion', close, [['Mumbai Indians', 'mi'], ['Chennai Super Kings', 'csk'], ['RCB', 'rcb'], ['Punjab Kings', 'pbks']]),
  ] });
}

{ // Only on beta: the team that tops the IPL 2027 league table (not the champion).
  put('cricket', { name: 'ipl-2027-league-table-top', events: [
    B('IPL 2027: which team will finish top of the league table?', 'Cricket', z('2027-05-20', '18:00'), w([
      ['ipl-2027-top-of-table-mumbai-indians', 'Mumbai Indians', 'mi'], ['ipl-2027-top-of-table-rcb', 'Royal Challengers Bengaluru', 'rcb'], ['ipl-2027-top-of-table-gujarat-titans', 'Gujarat Titans', 'gt'],
    ], { src: 'https://www.iplt20.com/points-table/men', rules: 'Resolves to the team first in the points table at the end of the league stage, before the playoffs.' })),
  ] }, 'category');
}

{ // ICC Men's Cricket World Cup 2027 (ODI) on alpha, beta and gamma.
  const close = z('2027-11-28', '18:00');
  put('cricket', { name: 'cricket-world-cup-2027', events: [
    A('KXCWC-27', "ICC Men's Cricket World Cup 2027 winner?", 'Sports', close, [
      ['IND', 'India', 'ind'], ['AUS', 'Australia', 'aus'], ['RSA', 'South Africa', 'rsa'], ['ENG', 'England', 'eng'], ['NZ', 'New Zealand', 'nz'], ['PAK', 'Pakistan', 'pak'],
    ], { sources: ['ICC https://www.icc-cricket.com/'] }),
    B('ICC Cricket World Cup 2027 Winner', 'Cricket', close, w([
      ['icc-cricket-world-cup-2027-india', 'India', 'ind'], ['icc-cricket-world-cup-2027-australia', 'Australia', 'aus'], ['icc-cricket-world-cup-2027-south-africa', 'South Africa', 'rsa'],
      ['icc-cricket-world-cup-2027-england', 'England', 'eng'], ['icc-cricket-world-cup-2027-new-zealand', 'New Zealand', 'nz'],
    ], { src: 'https://www.icc-cricket.com/' })),
    G('2027 Cricket World Cup (ODI) winner', close, [['India', 'ind'], ['Australia', 'aus'], ['South Africa', 'rsa'], ['England', 'eng']]),
  ] });
}

{ // BBL, Sixers vs Scorchers on December 20 (alpha; beta's single market lists Perth first, so YES = Perth); gamma lists the
  // January 10 rematch — another event.
  put('cricket', { name: 'bbl-sixers-scorchers-2026-12-20', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXBBLGAME-26DEC20SIXPER', 'Sydney Sixers vs Perth Scorchers (Dec 20)', 'Sports', z('2026-12-20', '12:00'), [['SIX', 'Sydney Sixers', 'six'], ['PER', 'Perth Scorchers', 'per']],
      { rules: 'Resolves Yes for the winner of the BBL match between the Sydney Sixers and Perth Scorchers on December 20, 2026, including a Super Over.' }),
    B('BBL: Perth Scorchers vs Sydney Sixers (Dec 20)', 'Cricket', z('2026-12-20', '12:00'), [
      ['bbl-perth-scorchers-vs-sydney-sixers-2026-12-20', 'Perth Scorchers vs Sydney Sixers', 'per', { q: 'Perth Scorchers vs. Sydney Sixers', outcomes: yn('Perth Scorchers', 'Sydney Sixers'), src: 'https://www.cricket.com.au/bbl' }],
    ]),
    G('Sixers vs Scorchers — BBL, January 10, 2027', z('2027-01-10', '12:00'), [['Sydney Sixers', 'j10-six'], ['Perth Scorchers', 'j10-per']]),
  ] }, 'date');
}

{ // South Africa vs India, 2nd Test (Cape Town, Jan 3–7): three-way on alpha and gamma, a binary "India wins" on beta
  // (its NO covers SA win and draw); beta_us asks the SERIES winner — another event.
  put('cricket', { name: 'sa-india-2nd-test-2027', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXTESTMATCH-27JAN07SAIND', 'South Africa vs India, 2nd Test (Cape Town)', 'Sports', z('2027-01-07', '17:00'), [
      ['RSA', 'South Africa', 'rsa'], ['IND', 'India', 'ind'], ['DRAW', 'Draw', 'draw'],
    ], { rules: 'Resolves on the result of the 2nd Test between South Africa and India at Newlands, January 3–7, 2027.' }),
    B('Will India win the 2nd Test vs South Africa?', 'Cricket', z('2027-01-07', '17:00'), [['india-win-2nd-test-vs-south-africa-jan-2027', 'Yes', 'ind', { src: 'https://www.espncricinfo.com/' }]]),
    U('south-africa-vs-india-test-series-2026-27', 'South Africa vs India Test Series Winner', 'Cricket', z('2027-01-07', '17:00'), [
      ['sa-vs-india-test-series-india', 'India', 'series-ind'], ['sa-vs-india-test-series-south-africa', 'South Africa', 'series-rsa'], ['sa-vs-india-test-series-drawn', 'Series drawn', 'series-draw'],
    ]),
    G('SA v IND 2nd Test — match result', z('2027-01-07', '17:00'), [['South Africa', 'rsa'], ['India', 'ind'], ['Draw', 'draw']]),
  ] }, 'category');
}

// ───────────────────────────── RUGBY ─────────────────────────────

{ // Six Nations 2027 champion on alpha, beta and gamma.
  const close = z('2027-03-20', '22:00');
  put('rugby', { name: 'six-nations-2027-winner', events: [
    A('KXSIXNATIONS-27', '2027 Six Nations winner?', 'Sports', close, [
      ['IRE', 'Ireland', 'ire'], ['FRA', 'France', 'fra'], ['ENG', 'England', 'eng'], ['SCO', 'Scotland', 'sco'], ['WAL', 'Wales', 'wal'], ['ITA', 'Italy', 'ita'],
    ], { sources: ['Six Nations Rugby https://www.sixnationsrugby.com/'] }),
    B('2027 Six Nations Champion', 'Rugby', close, w([
      ['2027-six-nations-champion-france', 'France', 'fra'], ['2027-six-nations-champion-ireland', 'Ireland', 'ire'],
      ['2027-six-nations-champion-england', 'England', 'eng'], ['2027-six-nations-champion-scotland', 'Scotland', 'sco'],
    ], { src: 'https://www.sixnationsrugby.com/' })),
    G('Six Nations 2027 winner', close, [['France', 'fra'], ['Ireland', 'ire'], ['England', 'eng']]),
  ] });
}

{ // Only on beta_us: a Grand Slam (winning all five games) — not the same as winning the Championship.
  put('rugby', { name: 'six-nations-2027-grand-slam', events: [
    U('six-nations-2027-grand-slam', 'Six Nations 2027: Grand Slam', 'Rugby', z('2027-03-20', '22:00'), [
      ['six-nations-2027-grand-slam-france', 'France', 'gs-fra', { q: 'Will France win the 2027 Six Nations Grand Slam?' }],
      ['six-nations-2027-grand-slam-ireland', 'Ireland', 'gs-ire', { q: 'Will Ireland win the 2027 Six Nations Grand Slam?' }],
    ]),
  ] }, 'category');
}

{ // France vs Ireland (Feb 6, 2027): three-way on alpha and beta; gamma asks a winning margin (a handicap, another question).
  put('rugby', { name: 'six-nations-france-ireland-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXRUGBYGAME-27FEB06FRAIRL', 'France vs Ireland (Six Nations, Feb 6)', 'Sports', z('2027-02-06', '23:00'), [['FRA', 'France', 'fra'], ['IRE', 'Ireland', 'ire'], ['TIE', 'Tie', 'draw']],
      { rules: 'Resolves on the result at full time (80 minutes plus stoppage) of France vs Ireland in the 2027 Six Nations.' }),
    B('Six Nations: France vs Ireland', 'Rugby', z('2027-02-06', '23:00'), w([
      ['six-nations-france-vs-ireland-2027-france', 'France', 'fra'], ['six-nations-france-vs-ireland-2027-ireland', 'Ireland', 'ire'], ['six-nations-france-vs-ireland-2027-draw', 'Draw', 'draw'],
    ], { src: 'https://www.sixnationsrugby.com/' })),
    G1('France to beat Ireland by 8+ points (Feb 6, 2027)?', z('2027-02-06', '23:00'), 'fra-by8', { rules: 'Yes if France wins by 8 or more points at full time.' }),
  ] }, 'measure');
}

{ // Rugby World Cup 2027 on four venues ("All Blacks" on gamma).
  const close = z('2027-11-13', '12:00');
  put('rugby', { name: 'rugby-world-cup-2027', events: [
    A('KXRWC-27', 'Rugby World Cup 2027 winner?', 'Sports', close, [
      ['RSA', 'South Africa', 'rsa'], ['NZ', 'New Zealand', 'nz'], ['IRE', 'Ireland', 'ire'], ['FRA', 'France', 'fra'], ['ENG', 'England', 'eng'], ['AUS', 'Australia', 'aus'],
    ], { sources: ['World Rugby https://www.rugbyworldcup.com/'] }),
    B('Rugby World Cup 2027 Winner', 'Rugby', close, w([
      ['rugby-world-cup-2027-south-africa', 'South Africa', 'rsa'], ['rugby-world-cup-2027-new-zealand', 'New Zealand', 'nz'], ['rugby-world-cup-2027-france', 'France', 'fra'],
      ['rugby-world-cup-2027-ireland', 'Ireland', 'ire'], ['rugby-world-cup-2027-england', 'England', 'eng'],
    ], { src: 'https://www.rugbyworldcup.com/' })),
    U('rugby-world-cup-2027-winner', 'Rugby World Cup 2027 Winner', 'Rugby', close, [
      ['rwc-2027-south-africa', 'South Africa', 'rsa'], ['rwc-2027-new-zealand', 'New Zealand', 'nz'], ['rwc-2027-france', 'France', 'fra'],
    ]),
    G('Rugby World Cup 2027', close, [['South Africa', 'rsa'], ['All Blacks', 'nz'], ['France', 'fra']]),
  ] });
}

// ───────────────────────────── CYCLING ─────────────────────────────

{ // Tour de France 2027, general classification: diacritics dropped on beta; beta's "Other" stands alone.
  const close = z('2027-07-25', '18:00');
  put('cycling', { name: 'tour-de-france-2027-gc', events: [
    A('KXTDF-27', 'Tour de France 2027 winner?', 'Sports', close, [
      ['POG', 'Tadej Pogačar', 'pogacar'], ['VIN', 'Jonas Vingegaard', 'vingegaard'], ['EVE', 'Remco Evenepoel', 'evenepoel'], ['DEL', 'Isaac del Toro', 'deltoro'], ['ALM', 'João Almeida', 'almeida'],
    ], { sources: ['ASO https://www.letour.fr/'] }),
    B('Tour de France 2027 Winner', 'Sports', close, w([
      ['tour-de-france-2027-winner-tadej-pogacar', 'Tadej Pogacar', 'pogacar'], ['tour-de-france-2027-winner-jonas-vingegaard', 'Jonas Vingegaard', 'vingegaard'],
      ['tour-de-france-2027-winner-remco-evenepoel', 'Remco Evenepoel', 'evenepoel'], ['tour-de-france-2027-winner-isaac-del-toro', 'Isaac Del Toro', 'deltoro'],
      ['tour-de-france-2027-winner-other', 'Other', 'other-b'],
    ], { src: 'https://www.letour.fr/' })),
    G('Tour de France 2027 – yellow jersey', close, [['Pogačar', 'pogacar'], ['Vingegaard', 'vingegaard'], ['Evenepoel', 'evenepoel']]),
  ] });
}

{ // Only on beta_us: the green jersey (points classification) of the same Tour.
  put('cycling', { name: 'tour-de-france-2027-green-jersey', events: [
    U('tour-de-france-2027-green-jersey', 'Tour de France 2027 — Green Jersey', 'Sports', z('2027-07-25', '18:00'), [
      ['tdf-2027-green-jersey-tadej-pogacar', 'Tadej Pogačar', 'g-pogacar'], ['tdf-2027-green-jersey-jonathan-milan', 'Jonathan Milan', 'g-milan'], ['tdf-2027-green-jersey-mads-pedersen', 'Mads Pedersen', 'g-pedersen'],
    ]),
  ] }, 'category');
}

{ // Stage 1 (Edinburgh, July 2) on alpha and beta; gamma lists stage 2 (July 3) — another event.
  put('cycling', { name: 'tour-de-france-2027-stage-1', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTDFSTAGE-27JUL02', 'Tour de France 2027 Stage 1 winner?', 'Sports', z('2027-07-02', '17:00'), [
      ['PHI', 'Jasper Philipsen', 'philipsen'], ['MIL', 'Jonathan Milan', 'milan'], ['VDP', 'Mathieu van der Poel', 'vdp'], ['POG', 'Tadej Pogačar', 'pogacar'],
    ], { sources: ['ASO https://www.letour.fr/'] }),
    B('Tour de France 2027: Stage 1 Winner', 'Sports', z('2027-07-02', '17:00'), w([
      ['tdf-2027-stage-1-winner-jasper-philipsen', 'Jasper Philipsen', 'philipsen'], ['tdf-2027-stage-1-winner-jonathan-milan', 'Jonathan Milan', 'milan'],
      ['tdf-2027-stage-1-winner-mathieu-van-der-poel', 'Mathieu van der Poel', 'vdp'], ['tdf-2027-stage-1-winner-tim-merlier', 'Tim Merlier', 'merlier'],
    ], { src: 'https://www.letour.fr/' })),
    G('TdF 2027 Stage 2 winner (July 3)', z('2027-07-03', '17:00'), [['Philipsen', 's2-philipsen'], ['Milan', 's2-milan'], ['Van der Poel', 's2-vdp']]),
  ] }, 'date');
}

{ // Giro d'Italia 2027: alpha and beta.
  const close = z('2027-05-30', '18:00');
  put('cycling', { name: 'giro-2027', events: [
    A('KXGIRO-27', "Giro d'Italia 2027 winner?", 'Sports', close, [
      ['POG', 'Tadej Pogačar', 'pogacar'], ['VIN', 'Jonas Vingegaard', 'vingegaard'], ['DEL', 'Isaac del Toro', 'deltoro'], ['AYU', 'Juan Ayuso', 'ayuso'],
    ], { sources: ['RCS Sport https://www.giroditalia.it/'] }),
    B("Giro d'Italia 2027 Winner", 'Sports', close, w([
      ['giro-ditalia-2027-winner-tadej-pogacar', 'Tadej Pogačar', 'pogacar'], ['giro-ditalia-2027-winner-jonas-vingegaard', 'Jonas Vingegaard', 'vingegaard'],
      ['giro-ditalia-2027-winner-isaac-del-toro', 'Isaac del Toro', 'deltoro'], ['giro-ditalia-2027-winner-primoz-roglic', 'Primož Roglič', 'roglic'],
    ], { src: 'https://www.giroditalia.it/' })),
  ] });
}

{ // Milan–San Remo 2027: alpha and gamma (Italian name on gamma).
  const close = z('2027-03-20', '17:00');
  put('cycling', { name: 'milan-san-remo-2027', events: [
    A('KXMSR-27', 'Milan–San Remo 2027 winner?', 'Sports', close, [
      ['VDP', 'Mathieu van der Poel', 'vdp'], ['POG', 'Tadej Pogačar', 'pogacar'], ['PHI', 'Jasper Philipsen', 'philipsen'], ['GAN', 'Filippo Ganna', 'ganna'],
    ], { sources: ['RCS Sport https://www.milanosanremo.it/'] }),
    G('Milano–Sanremo 2027', close, [['Van der Poel', 'vdp'], ['Pogačar', 'pogacar'], ['Philipsen', 'philipsen']]),
  ] });
}

// ───────────────────────────── OLYMPICS & WORLD CHAMPIONSHIPS ─────────────────────────────

{ // LA 2028 medal table: most GOLD medals on alpha and beta; gamma asks most TOTAL medals — another measure.
  put('olympics', { name: 'la28-most-gold', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXOLYGOLD-28', 'Most gold medals at the 2028 Summer Olympics?', 'Sports', z('2028-07-31', '06:00'), [['USA', 'United States', 'usa'], ['CHN', 'China', 'chn'], ['GBR', 'Great Britain', 'gbr']],
      { sources: ['IOC https://olympics.com/en/olympic-games/los-angeles-2028'] }),
    B('Most gold medals at 2028 Olympics', 'Sports', z('2028-07-31', '06:00'), w([
      ['most-gold-medals-2028-olympics-usa', 'USA', 'usa'], ['most-gold-medals-2028-olympics-china', 'China', 'chn'], ['most-gold-medals-2028-olympics-other', 'Other', 'other-b'],
    ], { src: 'https://olympics.com/' })),
    G('LA 2028 Olympics — most total medals', z('2028-07-31', '06:00'), [['United States', 'tot-usa'], ['China', 'tot-chn']]),
  ] }, 'measure');
}

{ // LA 2028 men's 100m: alpha and beta.
  const close = z('2028-07-17', '06:00');
  put('olympics', { name: 'la28-mens-100m', events: [
    A('KXOLY100M-28', "Men's 100m gold at LA 2028?", 'Sports', close, [
      ['LYL', 'Noah Lyles', 'lyles'], ['THO', 'Kishane Thompson', 'thompson'], ['SEV', 'Oblique Seville', 'seville'], ['TEB', 'Letsile Tebogo', 'tebogo'],
    ], { sources: ['World Athletics https://worldathletics.org/'] }),
    B("LA 2028: Men's 100m Gold", 'Sports', close, w([
      ['la-2028-mens-100m-gold-noah-lyles', 'Noah Lyles', 'lyles'], ['la-2028-mens-100m-gold-kishane-thompson', 'Kishane Thompson', 'thompson'],
      ['la-2028-mens-100m-gold-oblique-seville', 'Oblique Seville', 'seville'], ['la-2028-mens-100m-gold-christian-coleman', 'Christian Coleman', 'coleman'],
    ], { src: 'https://olympics.com/' })),
  ] });
}

{ // World Athletics Championships 2027 (Beijing) men's 100m on beta_us and gamma: the same sprinters, another championship.
  const close = z('2027-09-13', '14:00');
  put('olympics', { name: 'world-athletics-2027-mens-100m', events: [
    U('world-athletics-championships-2027-mens-100m', "World Athletics Championships 2027: Men's 100m", 'Sports', close, [
      ['wac-2027-mens-100m-noah-lyles', 'Noah Lyles', 'lyles'], ['wac-2027-mens-100m-kishane-thompson', 'Kishane Thompson', 'thompson'], ['wac-2027-mens-100m-oblique-seville', 'Oblique Seville', 'seville'],
    ]),
    G("Beijing 2027 World Championships – men's 100m winner", close, [['Lyles', 'lyles'], ['Thompson', 'thompson'], ['Seville', 'seville']]),
  ] }, 'category');
}

{ // Duplantis world record "in 2027" (anywhere) on alpha and beta; gamma asks a record AT the 2027 World Championships.
  put('olympics', { name: 'duplantis-world-record-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXDUPLANTIS-27', 'Will Mondo Duplantis break the pole vault world record in 2027?', 'Sports', z('2027-12-31', '23:59'), [['YES', 'Yes', 'any']],
      { rules: 'Resolves Yes if Armand Duplantis sets a ratified pole vault world record at any competition in 2027.' }),
    B('Duplantis sets new pole vault world record in 2027?', 'Sports', z('2027-12-31', '23:59'), [['duplantis-new-pole-vault-world-record-2027', 'Yes', 'any', { src: 'https://worldathletics.org/' }]]),
    G1('Will Duplantis break the world record at the 2027 World Championships?', z('2027-09-20', '14:00'), 'worlds', { rules: 'Yes if Duplantis clears a world-record height at the Beijing 2027 World Athletics Championships.' }),
  ] }, 'measure');
}

{ // FIFA Women's World Cup 2027 (Brazil) on four venues.
  const close = z('2027-07-25', '23:00');
  put('olympics', { name: 'womens-world-cup-2027', events: [
    A('KXWWC-27', "FIFA Women's World Cup 2027 winner?", 'Sports', close, [
      ['ESP', 'Spain', 'esp'], ['ENG', 'England', 'eng'], ['USA', 'United States', 'usa'], ['GER', 'Germany', 'ger'], ['BRA', 'Brazil', 'bra'], ['FRA', 'France', 'fra'],
    ], { sources: ['FIFA https://www.fifa.com/'] }),
    B("FIFA Women's World Cup 2027 Winner", 'Sports', close, w([
      ['womens-world-cup-2027-spain', 'Spain', 'esp'], ['womens-world-cup-2027-england', 'England', 'eng'], ['womens-world-cup-2027-usa', 'USA', 'usa'],
      ['womens-world-cup-2027-brazil', 'Brazil', 'bra'], ['womens-world-cup-2027-germany', 'Germany', 'ger'],
    ], { src: 'https://www.fifa.com/' })),
    U('fifa-womens-world-cup-2027-winner', "Women's World Cup 2027 Winner", 'Soccer', close, [['wwc-2027-spain', 'Spain', 'esp'], ['wwc-2027-england', 'England', 'eng'], ['wwc-2027-usa', 'USA', 'usa']]),
    G("Women's World Cup 2027", close, [['Spain', 'esp'], ['USWNT', 'usa'], ['England', 'eng']]),
  ] });
}

{ // World Figure Skating Championships 2027, men: alpha and beta.
  const close = z('2027-03-27', '22:00');
  put('olympics', { name: 'figure-skating-worlds-2027-men', events: [
    A('KXSKATEWORLDS-27', "World Figure Skating Championships 2027: men's champion?", 'Sports', close, [
      ['MAL', 'Ilia Malinin', 'malinin'], ['KAG', 'Yuma Kagiyama', 'kagiyama'], ['SAT', 'Shun Sato', 'sato'], ['SIA', 'Adam Siao Him Fa', 'siaohimfa'],
    ], { sources: ['ISU https://www.isu.org/'] }),
    B("World Figure Skating Championships 2027 – Men's champion", 'Sports', close, w([
      ['world-figure-skating-2027-men-ilia-malinin', 'Ilia Malinin', 'malinin'], ['world-figure-skating-2027-men-yuma-kagiyama', 'Yuma Kagiyama', 'kagiyama'],
      ['world-figure-skating-2027-men-mikhail-shaidorov', 'Mikhail Shaidorov', 'shaidorov'],
    ], { src: 'https://www.isu.org/' })),
  ] });
}

{ // FIS Alpine World Cup men's overall 2026/27: alpha and gamma.
  const close = z('2027-03-21', '15:00');
  put('olympics', { name: 'alpine-world-cup-overall-2027-men', events: [
    A('KXSKIWC-27', "FIS Alpine World Cup men's overall 2026-27?", 'Sports', close, [
      ['ODE', 'Marco Odermatt', 'odermatt'], ['KRI', 'Henrik Kristoffersen', 'kristoffersen'], ['BRA', 'Lucas Pinheiro Braathen', 'braathen'], ['SCH', 'Marco Schwarz', 'schwarz'],
    ], { sources: ['FIS https://www.fis-ski.com/'] }),
    G("Men's overall World Cup globe 2026/27", close, [['Odermatt', 'odermatt'], ['Pinheiro Braathen', 'braathen'], ['Kristoffersen', 'kristoffersen']]),
  ] });
}

// ───────────────────────────── CHESS ─────────────────────────────

{ // Tata Steel Masters 2027: name forms vary ("Gukesh Dommaraju", "D Gukesh", "Gukesh"; "Pragg").
  const close = z('2027-02-01', '18:00');
  put('chess', { name: 'tata-steel-masters-2027', events: [
    A('KXTATASTEEL-27', 'Tata Steel Masters 2027 winner?', 'Sports', close, [
      ['GUK', 'Gukesh Dommaraju', 'gukesh'], ['PRA', 'Praggnanandhaa R', 'pragg'], ['ERI', 'Arjun Erigaisi', 'arjun'], ['ABD', 'Nodirbek Abdusattorov', 'abdusattorov'], ['GIR', 'Anish Giri', 'giri'],
    ], { sources: ['Tata Steel Chess https://tatasteelchess.com/'] }),
    B('Tata Steel Masters 2027 Winner', 'Chess', close, w([
      ['tata-steel-masters-2027-d-gukesh', 'D Gukesh', 'gukesh'], ['tata-steel-masters-2027-r-praggnanandhaa', 'R Praggnanandhaa', 'pragg'],
      ['tata-steel-masters-2027-arjun-erigaisi', 'Arjun Erigaisi', 'arjun'], ['tata-steel-masters-2027-vincent-keymer', 'Vincent Keymer', 'keymer'],
    ], { src: 'https://tatasteelchess.com/', rules: 'Resolves to the tournament winner, including any tiebreak playoff.' })),
    G('Tata Steel Chess Masters 2027', close, [['Gukesh', 'gukesh'], ['Pragg', 'pragg'], ['Abdusattorov', 'abdusattorov']], { rules: 'Resolves to the winner after any tiebreaks.' }),
  ] });
}

{ // Carlsen's classical rating on the March 2027 list (integer: "Above 2839" = "2840 or higher"); gamma asks the February list.
  put('chess', { name: 'carlsen-rating-2027-03', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXCARLSEN-27MAR', 'Magnus Carlsen FIDE classical rating on the March 2027 list?', 'Sports', z('2027-03-01', '12:00'), [
      ['T2829', 'Above 2829', 'ge2830'], ['T2839', 'Above 2839', 'ge2840'], ['T2849', 'Above 2849', 'ge2850'],
    ], { sources: ['FIDE https://ratings.fide.com/'] }),
    B('Magnus Carlsen rating 2840 or higher on FIDE March 2027 list?', 'Chess', z('2027-03-01', '12:00'), [['magnus-carlsen-rating-2840-march-2027', 'Yes', 'ge2840', { src: 'https://ratings.fide.com/profile/1503014' }]]),
    G1('Carlsen ≥2850 on the FIDE February 2027 rating list?', z('2027-02-01', '12:00'), 'feb-ge2850', { rules: "Yes if Magnus Carlsen's standard rating on the FIDE list published February 1, 2027 is 2850 or higher." }),
  ] }, 'date');
}

{ // Norway Chess 2027: beta and gamma.
  const close = z('2027-06-06', '20:00');
  put('chess', { name: 'norway-chess-2027', events: [
    B('Norway Chess 2027 Winner', 'Chess', close, w([
      ['norway-chess-2027-magnus-carlsen', 'Magnus Carlsen', 'carlsen'], ['norway-chess-2027-hikaru-nakamura', 'Hikaru Nakamura', 'nakamura'],
      ['norway-chess-2027-fabiano-caruana', 'Fabiano Caruana', 'caruana'], ['norway-chess-2027-gukesh-d', 'Gukesh D', 'gukesh'],
    ], { src: 'https://norwaychess.no/' })),
    G('Norway Chess 2027 — winner', close, [['Carlsen', 'carlsen'], ['Nakamura', 'nakamura'], ['Gukesh', 'gukesh']]),
  ] });
}

// ───────────────────────────── MAINSTREAM: ELECTIONS, ECONOMICS, CRYPTO ─────────────────────────────

{ // French presidential election 2027, the winner (second round): alpha, beta and gamma; accents vary.
  const close = z('2027-04-25', '20:00');
  put('politics', { name: 'france-presidential-2027-winner', events: [
    A('KXFRPRES-27', 'Next President of France?', 'Elections', close, [
      ['BAR', 'Jordan Bardella', 'bardella'], ['PHI', 'Édouard Philippe', 'philippe'], ['LEP', 'Marine Le Pen', 'lepen'], ['MEL', 'Jean-Luc Mélenchon', 'melenchon'],
      ['ATT', 'Gabriel Attal', 'attal'], ['RET', 'Bruno Retailleau', 'retailleau'],
    ], { sources: ['Conseil constitutionnel https://www.conseil-constitutionnel.fr/'] }),
    B('France Presidential Election 2027 Winner', 'Politics', close, w([
      ['france-presidential-election-2027-jordan-bardella', 'Jordan Bardella', 'bardella'], ['france-presidential-election-2027-edouard-philippe', 'Edouard Philippe', 'philippe'],
      ['france-presidential-election-2027-marine-le-pen', 'Marine Le Pen', 'lepen'], ['france-presidential-election-2027-jean-luc-melenchon', 'Jean-Luc Melenchon', 'melenchon'],
      ['france-presidential-election-2027-gabriel-attal', 'Gabriel Attal', 'attal'],
    ], { src: 'https://www.conseil-constitutionnel.fr/' })),
    G('French presidential election 2027', close, [['Bardella', 'bardella'], ['Philippe', 'philippe'], ['Le Pen', 'lepen'], ['Mélenchon', 'melenchon']]),
  ] });
}

{ // The first round's leader (April 11) on beta and gamma: the same candidates, another question.
  const close = z('2027-04-11', '20:00');
  put('politics', { name: 'france-presidential-2027-first-round', events: [
    B('French presidential election: 1st round winner (most votes)', 'Politics', close, w([
      ['france-2027-first-round-jordan-bardella', 'Jordan Bardella', 'bardella'], ['france-2027-first-round-marine-le-pen', 'Marine Le Pen', 'lepen'],
      ['france-2027-first-round-edouard-philippe', 'Edouard Philippe', 'philippe'], ['france-2027-first-round-jean-luc-melenchon', 'Jean-Luc Melenchon', 'melenchon'],
    ], { src: 'https://www.interieur.gouv.fr/', rules: 'Resolves to the candidate with the most votes in the first round of the 2027 French presidential election.' })),
    G('France 2027 — first-round leader', close, [['Bardella', 'bardella'], ['Philippe', 'philippe'], ['Mélenchon', 'melenchon']]),
  ] }, 'category');
}

{ // Nigeria presidential election 2027: alpha and beta.
  const close = z('2027-03-01', '12:00');
  put('politics', { name: 'nigeria-presidential-2027', events: [
    A('KXNGPRES-27', 'Nigeria presidential election 2027 winner?', 'Elections', close, [
      ['TIN', 'Bola Tinubu', 'tinubu'], ['ATI', 'Atiku Abubakar', 'atiku'], ['OBI', 'Peter Obi', 'obi'], ['KWA', 'Rabiu Kwankwaso', 'kwankwaso'],
    ], { sources: ['INEC https://inecnigeria.org/'] }),
    B('Nigeria Presidential Election 2027 Winner', 'Politics', close, w([
      ['nigeria-presidential-election-2027-bola-tinubu', 'Bola Tinubu', 'tinubu'], ['nigeria-presidential-election-2027-atiku-abubakar', 'Atiku Abubakar', 'atiku'],
      ['nigeria-presidential-election-2027-peter-obi', 'Peter Obi', 'obi'],
    ], { src: 'https://inecnigeria.org/' })),
  ] });
}

{ // Kenya presidential election 2027: beta and gamma.
  const close = z('2027-08-20', '12:00');
  put('politics', { name: 'kenya-presidential-2027', events: [
    B('Kenya Presidential Election 2027', 'Politics', close, w([
      ['kenya-presidential-election-2027-william-ruto', 'William Ruto', 'ruto'], ['kenya-presidential-election-2027-kalonzo-musyoka', 'Kalonzo Musyoka', 'kalonzo'],
      ['kenya-presidential-election-2027-fred-matiangi', "Fred Matiang'i", 'matiangi'], ['kenya-presidential-election-2027-rigathi-gachagua', 'Rigathi Gachagua', 'gachagua'],
    ], { src: 'https://www.iebc.or.ke/' })),
    G('Kenya 2027 presidential election winner', close, [['Ruto', 'ruto'], ['Kalonzo Musyoka', 'kalonzo'], ["Matiang'i", 'matiangi']]),
  ] });
}

{ // CPI YoY, December 2026 (one decimal): "Above 2.8%" = "2.9% or higher"; "Above 3.0%" ≠ "3.0% or higher".
  const close = z('2027-01-13', '13:30');
  const rules = 'Resolves on the 12-month percent change in CPI-U, all items, not seasonally adjusted, for December 2026, as first published by the BLS to one decimal place.';
  put('economics', { name: 'cpi-yoy-2026-12', events: [
    A('KXCPIYOY-26DEC', 'CPI year-over-year in Dec 2026', 'Economics', close, [['T2.6', 'Above 2.6%', 'gt26'], ['T2.8', 'Above 2.8%', 'gt28'], ['T3.0', 'Above 3.0%', 'gt30']],
      { sources: ['Bureau of Labor Statistics https://www.bls.gov/cpi/'], rules }),
    B('US annual inflation (CPI) in December 2026?', 'Economy', close, w([
      ['us-cpi-yoy-december-2026-2pt9-or-higher', '2.9% or higher', 'gt28'], ['us-cpi-yoy-december-2026-3pt0-or-higher', '3.0% or higher', 'ge30'],
      ['us-cpi-yoy-december-2026-3pt1-or-higher', '3.1% or higher', 'gt30'],
    ], { src: 'https://www.bls.gov/cpi/', rules })),
  ] }, 'threshold');
}

{ // FOMC, January 26–27, 2027: gamma's "Cut" (any size) matches neither 25 bps nor 50+ bps.
  const close = z('2027-01-27', '19:00');
  put('economics', { name: 'fomc-2027-01', events: [
    A('KXFEDDECISION-27JAN', 'Fed decision in Jan 2027?', 'Economics', close, [['H0', 'Hold', 'hold'], ['C25', 'Cut 25bps', 'cut25'], ['C26', 'Cut >25bps', 'cut50'], ['H25', 'Hike', 'hike']],
      { sources: ['Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm'] }),
    B('Fed decision in January 2027?', 'Economy', close, w([
      ['fed-january-2027-no-change', 'No change', 'hold'], ['fed-january-2027-25-bps-decrease', '25 bps decrease', 'cut25'],
      ['fed-january-2027-50-plus-bps-decrease', '50+ bps decrease', 'cut50'], ['fed-january-2027-25-plus-bps-increase', '25+ bps increase', 'hike'],
    ], { src: 'https://www.federalreserve.gov/' })),
    G('FOMC January 2027 rate decision', close, [['Hold', 'hold'], ['Cut', 'cut-any'], ['Hike', 'hike']]),
  ] });
}

{ // December 2026 payrolls (BLS, thousands) on alpha and beta; beta_us asks ADP private payrolls — another statistic.
  put('economics', { name: 'payrolls-2026-12', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXPAYROLLS-26DEC', 'Jobs numbers in Dec 2026?', 'Economics', z('2027-01-08', '13:30'), [['T0', 'Above 0', 'gt0'], ['T50', 'Above 50K', 'gt50'], ['T100', 'Above 100K', 'gt100']],
      { sources: ['Bureau of Labor Statistics https://www.bls.gov/ces/'], rules: 'Resolves on the change in total nonfarm payrolls for December 2026 first published by the BLS.' }),
    B('Will December jobs report show more than 50,000 jobs added?', 'Economy', z('2027-01-08', '13:30'), [
      ['december-2026-jobs-report-more-than-50k', 'Yes', 'gt50', { src: 'https://www.bls.gov/ces/', rules: 'Resolves on the headline nonfarm payrolls change for December 2026 in the BLS Employment Situation report.' }],
    ]),
    U('adp-private-payrolls-december-2026', 'ADP December 2026 private payrolls', 'Economics', z('2027-01-06', '13:15'), [
      ['adp-private-payrolls-december-2026-above-50k', 'Above 50K', 'adp-gt50', { q: 'Will ADP report more than 50,000 private jobs added in December 2026?' }],
    ]),
  ] }, 'measure');
}

{ // BTC on Dec 31, 2026: alpha and gamma at 5 pm ET (CF Benchmarks BRTI); beta and beta_us at 12:00 ET (Binance 1-minute
  // candle) — another instant, another event.
  put('crypto', { name: 'btc-2026-12-31', groups: [['alpha', 'gamma'], ['beta', 'beta_us']], events: [
    A('KXBTCD-26DEC3117', 'Bitcoin price on Dec 31, 2026 at 5pm EST?', 'Crypto', z('2026-12-31', '22:00'), [
      ['T99999.99', '$100,000 or above', 'gt100k'], ['T109999.99', '$110,000 or above', 'gt110k'], ['T119999.99', '$120,000 or above', 'gt120k'],
    ], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI'], rules: 'Resolves on the 60-second average of the CF Benchmarks Bitcoin Real-Time Index before 5:00 PM ET on December 31, 2026.' }),
    B('Bitcoin above ___ on December 31?', 'Crypto', z('2026-12-31', '17:00'), w([
      ['bitcoin-above-100k-on-december-31', '100,000', 'noon-gt100k'], ['bitcoin-above-110k-on-december-31', '110,000', 'noon-gt110k'],
    ], { src: 'https://www.binance.com/en/trade/BTC_USDT', rules: 'Resolves on the close of the Binance BTC/USDT 1-minute candle for 12:00 PM ET on December 31, 2026.' })),
    U('btc-above-100k-dec-31-2026', 'Bitcoin above $100K on Dec 31 (noon ET)', 'Crypto', z('2026-12-31', '17:00'), [
      ['btc-above-100k-dec-31-2026-noon', 'Yes', 'noon-gt100k', { rules: 'Resolves on the close of the Binance BTC/USDT 1-minute candle for 12:00 PM ET on December 31, 2026.' }],
    ]),
    G('BTC price at 5pm ET on Dec 31, 2026 (CF Benchmarks BRTI)', z('2026-12-31', '22:00'), [['Below $100k', 'lt100k'], ['$100k–$110k', 'b100k'], ['$110k–$120k', 'b110k'], ['$120k and above', 'gt120k']]),
  ] }, 'date');
}

{ // ETH: alpha asks the price ON Dec 31 at 5 pm ET, beta whether $5,000 is REACHED by Dec 31 — different events.
  put('crypto', { name: 'eth-5000-2026', groups: [['alpha'], ['beta']], events: [
    A('KXETHD-26DEC3117', 'Ethereum price on Dec 31, 2026 at 5pm EST?', 'Crypto', z('2026-12-31', '22:00'), [['T4999.99', '$5,000 or above', 'on-ge5000']],
      { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
    B('Will Ethereum reach $5,000 by December 31, 2026?', 'Crypto', z('2026-12-31', '23:59'), [
      ['will-ethereum-reach-5000-by-december-31-2026', 'Yes', 'by5000', { src: 'https://www.binance.com/en/trade/ETH_USDT', rules: 'Resolves Yes if any Binance ETH/USDT 1-minute candle has a high of $5,000 or more before 11:59 PM ET on December 31, 2026.' }],
    ]),
  ] }, 'deadline');
}

{ // Bitcoin's 2026 high: CF Benchmarks on alpha, Binance on beta — one event, not fungible.
  put('crypto', { name: 'btc-high-2026', fungible: nf('alpha|beta'), events: [
    A('KXBTCMAXY-26', 'How high will Bitcoin get in 2026?', 'Crypto', z('2026-12-31', '23:59'), [['T149999.99', 'Above $150,000', 'hit150'], ['T174999.99', 'Above $175,000', 'hit175']],
      { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI'], rules: 'Resolves Yes if the CF Benchmarks BRTI exceeds the strike at any time in 2026.' }),
    B('What price will Bitcoin hit in 2026?', 'Crypto', z('2026-12-31', '23:59'), w([
      ['bitcoin-hit-150k-2026', '↑ $150,000', 'hit150'], ['bitcoin-hit-200k-2026', '↑ $200,000', 'hit200'],
    ], { src: 'https://www.binance.com/en/trade/BTC_USDT', rules: 'Resolves Yes if any Binance BTC/USDT 1-minute candle in 2026 has a high above the price.' })),
  ] }, 'source');
}

// ───────────────────────────── OUTPUT ─────────────────────────────

const scenario = emitScenario(cases);
const truth = scenario['truth'] as { events: Array<{ members: string[] }>; outcomes: Array<{ members: string[]; fungible: Record<string, boolean> }>; cases?: unknown };
truth.cases = meta;
writeFileSync(new URL('./holdout13-set.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);

const venueEvents = cases.reduce((n, c) => n + c.events.length, 0);
const matchedEvents = truth.events.filter((e) => e.members.length > 1).length;
const matchedOutcomes = truth.outcomes.filter((o) => o.members.length > 1);
const pairs = matchedOutcomes.reduce((n, o) => n + Object.keys(o.fungible).length, 0);
const nfPairs = matchedOutcomes.reduce((n, o) => n + Object.values(o.fungible).filter((f) => !f).length, 0);
const perVenue: Record<string, number> = {};
for (const c of cases) for (const e of c.events) perVenue[e.venue] = (perVenue[e.venue] ?? 0) + 1;
const perCat: Record<string, number> = {};
for (const m of meta) perCat[m.cat] = (perCat[m.cat] ?? 0) + 1;
console.log(JSON.stringify({
  cases: cases.length, venueEvents, perVenue, truthEvents: truth.events.length, matchedEvents, singleVenueEvents: truth.events.length - matchedEvents,
  trueOutcomeMatches: matchedOutcomes.length, outcomePairs: pairs, nonFungiblePairs: nfPairs,
  hardNegatives: meta.reduce((n, m) => n + m.hn, 0), hardNegativesByKind: kinds, casesPerCategory: perCat,
}, null, 1));
