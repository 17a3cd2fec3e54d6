// Fortieth independent refdata holdout: writes test/refdata/holdout40-set.json (summer 2032 as listed in mid July 2032:
// the Brisbane 2032 Olympic Games (medal tables, finals, records, the opening ceremony), the US party conventions and
// running-mate picks, the MLB All-Star break, Home Run Derby and trade deadline, the Wimbledon finals, the Tour de France,
// the 160th Open Championship, the F1 summer races (Silverstone, Spa, Hungaroring), the summer transfer window, summer
// box office and the music charts, heatwave highs, the Atlantic hurricane season, crypto and index monthly ranges, and
// the July economic calendar (June CPI, retail sales, Q2 GDP advance, PCE, the FOMC/ECB/BoE/BoJ meetings, July NFP)).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout40.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout35.build.ts (its header: the labelling rules below are
// adopted from it verbatim, and the helper usage) and its last 45 lines (how the JSON is written out).
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
// Set-specific readings (applying the rules above): the calendar assumed is Wimbledon finals Sat 10 / Sun 11 July, the
// MLB All-Star Game Tue 13 July (Home Run Derby Mon 12 July) and trade deadline Fri 30 July 18:00 ET, The Open Thu 15 –
// Sun 18 July, the Tour de France 3–25 July, the RNC 19–22 July and the DNC 16–19 August, the Brisbane Games 23 July – 8
// August (athletics from 30 July), F1 at Silverstone 11 July, Spa 25 July and the Hungaroring 1 August, the summer
// transfer window closing Wed 1 September. An Olympic medal table ranked by golds and one ranked by total medals are
// different measures; a count ladder (golds, stage wins, sets, storms) is one event with one `t` per line, but a win and a
// medal/podium/top-5/top-10 finish are different questions (different events, as the venues list them), and a hurricane
// landfall and a major-hurricane landfall are different events; a semi-final and a final are different rounds.
// The men's and women's draws (singles vs doubles too) are different categories; the Tour's yellow, green and polka-dot
// jerseys are different classifications (category). A Tour stage on one day and the next stage are different dates; a
// round leader after 18 holes and the champion after 72 are different rounds. A running mate "announced" by a date and
// the convention's "nominee" are different observations; a player "leaving" his club and "joining" a named club are
// different observations; "before the window closes" and "announced by July 31" are different deadlines. A daily high at Central Park and one at LaGuardia for the same day are one event (different stations, nf);
// a high "on" a date and "reaches X at any time in July" are different observations. NOAA's and Copernicus's global
// monthly temperature rankings are different datasets (statistics), so different events, like poll aggregators. A
// monthly crypto "high above X" (reached at any time) and a price "on July 31 at 17:00 ET" are different observations;
// CF Benchmarks' BRTI and a Binance candle at one instant are one event (nf). A film's 3-day and 4-day openings are
// different measures; Box Office Mojo and The Numbers for one weekend are one event (nf). Headline and core CPI, MoM and
// YoY, U-3 and U-6, payrolls and average hourly earnings are different measures; the advance Q2 GDP estimate is its own.
// Ids: beta event ids 480001+, gamma ids 42001+, alpha tickers dated 2032; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'olympics' | 'politics' | 'mlb' | 'tennis' | 'cycling' | 'golf' | 'f1' | 'soccer' | 'culture' | 'weather' | 'crypto' | 'markets' | 'economics';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(480000, 42000);

const IOC = 'Olympics.com https://olympics.com/en/olympic-games/brisbane-2032/medals';
const WA = 'World Athletics https://worldathletics.org/records/by-category/world-records';
const MLB = 'MLB https://www.mlb.com/';
const BLS = 'Bureau of Labor Statistics https://www.bls.gov/';
const BEA = 'Bureau of Economic Analysis https://www.bea.gov/';
const FEDSRC = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const NWS = 'National Weather Service https://www.weather.gov/';
const NHC = 'National Hurricane Center https://www.nhc.noaa.gov/';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const BOM = 'Box Office Mojo https://www.boxofficemojo.com/';
const BB = 'Billboard https://www.billboard.com/charts/hot-100/';
const F1 = 'Formula 1 https://www.formula1.com/en/results';
const SPX = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';

// ───────────────────────────── BRISBANE 2032 OLYMPICS ─────────────────────────────

const OLYEND = z('2032-08-08', '12:00');
{ // Most gold medals at Brisbane 2032 (alpha, beta, gamma) vs the country with the most medals overall (beta_us): measure negative.
  addCase('olympics', { name: 'oly-most-golds', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXOLYGOLDS-32', 'Most gold medals at the 2032 Summer Olympics', 'Sports', OLYEND, [['USA', 'United States', 'mg-usa'], ['CHN', 'China', 'mg-chn'], ['AUS', 'Australia', 'mg-aus'], ['GBR', 'Great Britain', 'mg-gbr']],
      { sources: [IOC], rules: 'If a country wins the most gold medals at the Brisbane 2032 Olympic Games, then the market resolves to Yes. Ties resolve per the official medal table order.' }),
    B('Brisbane 2032: Which country wins the most gold medals?', 'Sports', OLYEND, w([['most-golds-2032-usa', 'USA', 'mg-usa'], ['most-golds-2032-china', 'China', 'mg-chn'],
      ['most-golds-2032-australia', 'Australia', 'mg-aus'], ['most-golds-2032-japan', 'Japan', 'mg-jpn']], { src: 'https://olympics.com/en/olympic-games/brisbane-2032/medals' })),
    G('2032 Olympics most golds', OLYEND, gr(['United States', 'mg-usa'], ['China', 'mg-chn'], ['Australia (host)', 'mg-aus'])),
    U('brisbane-2032-most-medals', 'Brisbane 2032: Most total medals', 'Sports', OLYEND, [['oly-2032-most-medals-usa', 'United States', 'mm-usa'], ['oly-2032-most-medals-chn', 'China', 'mm-chn']]),
  ] }, ['measure']);
}
{ // Australia's gold count, a ladder on alpha, one threshold on beta and gamma.
  addCase('olympics', { name: 'oly-aus-golds', events: [
    A('KXOLYAUSGOLD-32', 'Australia gold medals at Brisbane 2032', 'Sports', OLYEND, [['20', '20 or more', 'ausg-20'], ['25', '25 or more', 'ausg-25'], ['30', '30 or more', 'ausg-30']], { sources: [IOC] }),
    B1('Will Australia win 25+ gold medals at the Brisbane Olympics?', 'Sports', OLYEND, 'ausg-25', { mx: { src: 'https://olympics.com/en/olympic-games/brisbane-2032/medals' } }),
    G1('Host nation Australia gold medals over 24.5 (Brisbane 2032)', OLYEND, 'ausg-25', { rules: 'Counted from the final official Olympic medal table. Over 24.5 = YES.' }),
  ] });
}
{ // Team USA total medals: two lines on one count (alpha/beta 111+, gamma 116+): threshold negative.
  addCase('olympics', { name: 'oly-usa-total-medals', events: [
    A1('KXOLYUSAMEDALS-32', 'Team USA total medals at the 2032 Olympics', 'Sports', OLYEND, 'T110.5', 'Above 110.5', 'usam-111', { sources: [IOC] }),
    B1('Team USA 111 or more medals in Brisbane?', 'Sports', OLYEND, 'usam-111'),
    G1('USA total Olympic medals over 115.5 — Brisbane 2032', OLYEND, 'usam-116'),
  ] }, ['threshold']);
}
{ // US audience of the opening ceremony (alpha only).
  addCase('olympics', { name: 'oly-opening-ceremony-audience', events: [
    A1('KXOLYOPENVIEW-32', 'Brisbane 2032 opening ceremony US viewers', 'Culture', z('2032-07-27', '20:00'), 'T30', 'Above 30 million', 'ocv-30',
      { sources: ['NBCUniversal https://www.nbcuniversal.com/press'], rules: 'If the total-audience-delivery figure announced by NBCUniversal for the July 23, 2032 opening ceremony is above 30 million, then the market resolves to Yes.' }),
  ] });
}
{ // Men's 100m gold (alpha, beta, beta_us) vs women's 200m gold (gamma): category negative.
  const c100 = z('2032-08-01', '11:30');
  addCase('olympics', { name: 'oly-men-100m', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXOLYM100-32', "Men's 100m Olympic gold medalist 2032", 'Sports', c100, [['KTHO', 'Kishane Thompson', 'm100-thompson'], ['LTEB', 'Letsile Tebogo', 'm100-tebogo'],
      ['GGOU', 'Gout Gout', 'm100-gout'], ['OSEV', 'Oblique Seville', 'm100-seville'], ['CCOL', 'Christian Coleman', 'm100-coleman']], { sources: [WA] }),
    B('Olympics: Men’s 100m Winner', 'Sports', c100, [['mens-100m-gold-2032-thompson', 'K. Thompson', 'm100-thompson'], ['mens-100m-gold-2032-gout', 'G. Gout', 'm100-gout'],
      ['mens-100m-gold-2032-tebogo', 'L. Tebogo', 'm100-tebogo'], ['mens-100m-gold-2032-field', 'Other', 'm100-other']]),
    U('olympics-2032-mens-100m', 'Brisbane 2032 men’s 100 metres champion', 'Sports', c100, [['olympics-2032-mens-100m-kishane-thompson', 'Kishane Thompson', 'm100-thompson'],
      ['olympics-2032-mens-100m-gout-gout', 'Gout Gout', 'm100-gout']]),
    G('Brisbane 2032 women’s 200m gold', z('2032-08-03', '11:50'), gr(['Julien Alfred', 'w200-alfred'], ['Gabby Thomas', 'w200-thomas'], ['Brianna Lyston', 'w200-lyston'])),
  ] }, ['category']);
}
{ // Women's 100m gold (alpha, beta).
  const c = z('2032-07-31', '11:40');
  addCase('olympics', { name: 'oly-women-100m', events: [
    A('KXOLYW100-32', "Women's 100m gold, Brisbane 2032", 'Sports', c, [['JALF', 'Julien Alfred', 'w100-alfred'], ['MJEF', 'Melissa Jefferson-Wooden', 'w100-jefferson'], ['TCLA', 'Tina Clayton', 'w100-clayton'], ['SRIC', "Sha'Carri Richardson", 'w100-richardson']]),
    B('Who will win the women’s 100m at the 2032 Olympics?', 'Sports', c, [['w100m-2032-alfred', 'Alfred', 'w100-alfred'], ['w100m-2032-jefferson-wooden', 'Jefferson-Wooden', 'w100-jefferson'],
      ['w100m-2032-clayton', 'Clayton', 'w100-clayton'], ['w100m-2032-richardson', 'Richardson', 'w100-richardson']]),
  ] });
}
{ // Gout Gout medals in the 200m (alpha, gamma) vs Gout Gout wins 200m gold (beta): threshold negative (a different question).
  addCase('olympics', { name: 'oly-gout-200m', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXOLYGOUT200-32', 'Gout Gout medal in the 200m at Brisbane 2032', 'Sports', z('2032-08-04', '11:50'), 'MEDAL', 'Gold, silver or bronze', 'gout200-medal', { sources: [IOC] }),
    G1('Gout Gout to win a medal in the men’s 200m at Brisbane 2032?', z('2032-08-04', '11:50'), 'gout200-medal'),
    B1('Will Gout Gout win Olympic gold in the 200m?', 'Sports', z('2032-08-04', '11:50'), 'gout200-gold'),
  ] }, ['threshold']);
}
{ // Duplantis breaks the pole vault world record at the Games (alpha, beta, gamma) vs Duplantis wins gold (beta_us): observation negative.
  const c = z('2032-08-05', '12:30');
  addCase('olympics', { name: 'oly-duplantis-wr', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXOLYPVWR-32', 'Mondo Duplantis sets a pole vault world record at the 2032 Olympics', 'Sports', c, 'WR', 'New world record', 'mondo-wr', { sources: [WA] }),
    B1('Will Duplantis break the world record at Brisbane 2032?', 'Sports', c, 'mondo-wr', { mx: { src: 'https://worldathletics.org/records/by-category/world-records' } }),
    G1('Armand Duplantis new pole vault WR at the Olympics?', c, 'mondo-wr'),
    U1('duplantis-pole-vault-gold-2032', 'Duplantis to win pole vault gold at Brisbane 2032?', 'Sports', c, 'mondo-gold'),
  ] }, ['observation']);
}
{ // Athletics world records at the Games (alpha ladder, beta) vs any track cycling world record (gamma): category negative.
  const c = z('2032-08-08', '12:00');
  addCase('olympics', { name: 'oly-athletics-wr-count', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXOLYATHWR-32', 'Athletics world records set at Brisbane 2032', 'Sports', c, [['1', 'At least 1', 'athwr-1'], ['3', 'At least 3', 'athwr-3'], ['5', 'At least 5', 'athwr-5']], { sources: [WA] }),
    B1('3 or more athletics world records at the 2032 Olympics?', 'Sports', c, 'athwr-3', { mx: { rules: 'Resolves Yes if at least three world records in Olympic athletics events are set at the Brisbane 2032 Games, as ratified or listed by World Athletics.' } }),
    G1('Any track cycling world record broken at Brisbane 2032?', z('2032-08-03', '08:00'), 'cyclewr-any'),
  ] }, ['category']);
}
{ // Swimming world records count, buckets on beta, one binary on beta_us that coincides with the top bucket.
  const c = z('2032-08-01', '12:00');
  addCase('olympics', { name: 'oly-swim-wr-count', events: [
    B('How many swimming world records at the 2032 Olympics?', 'Sports', c, [['swim-wrs-2032-0-2', '0-2', 'swr-0-2'], ['swim-wrs-2032-3-5', '3-5', 'swr-3-5'], ['swim-wrs-2032-6-plus', '6+', 'swr-6p']]),
    U1('brisbane-2032-six-or-more-swimming-world-records', '6+ swimming world records at Brisbane 2032?', 'Sports', c, 'swr-6p'),
  ] });
}
{ // Summer McIntosh golds: 3+ (alpha, beta) and 4+ (gamma) on one count: threshold negative.
  const c = z('2032-08-01', '12:00');
  addCase('olympics', { name: 'oly-mcintosh-golds', events: [
    A('KXOLYMCINTOSH-32', 'Summer McIntosh gold medals at Brisbane 2032', 'Sports', c, [['3', '3 or more', 'smc-3'], ['4', '4 or more', 'smc-4'], ['5', '5 or more', 'smc-5']]),
    B1('Summer McIntosh to win 3 or more golds in Brisbane?', 'Sports', c, 'smc-3'),
    G1('McIntosh 4+ Olympic gold medals 2032?', c, 'smc-4'),
  ] }, ['threshold']);
}
{ // Marchand 400m IM gold (alpha, gamma) vs Marchand 200m IM gold (beta): category negative.
  addCase('olympics', { name: 'oly-marchand-400im', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXOLYMARCHAND-32', 'Léon Marchand wins 400m individual medley gold at the 2032 Olympics', 'Sports', z('2032-07-24', '10:00'), '400IM', 'Gold', 'marchand-400im'),
    G1('Leon Marchand 400 IM Olympic champion 2032?', z('2032-07-24', '10:00'), 'marchand-400im'),
    B1('Will Léon Marchand win the 200m IM at Brisbane 2032?', 'Sports', z('2032-07-29', '10:00'), 'marchand-200im'),
  ] }, ['category']);
}
{ // Men's basketball gold (all four venues; beta_us lists only USA).
  const c = z('2032-08-07', '12:00');
  addCase('olympics', { name: 'oly-mens-basketball', events: [
    A('KXOLYMBB-32', 'Olympic men’s basketball gold medal 2032', 'Sports', c, [['USA', 'USA', 'mbb-usa'], ['FRA', 'France', 'mbb-fra'], ['SRB', 'Serbia', 'mbb-srb'], ['CAN', 'Canada', 'mbb-can'], ['AUS', 'Australia', 'mbb-aus']]),
    B('Olympic Basketball: Men’s Gold Medal Winner', 'Sports', c, [['mbb-gold-2032-usa', 'United States', 'mbb-usa'], ['mbb-gold-2032-france', 'France', 'mbb-fra'],
      ['mbb-gold-2032-serbia', 'Serbia', 'mbb-srb'], ['mbb-gold-2032-germany', 'Germany', 'mbb-ger'], ['mbb-gold-2032-canada', 'Canada', 'mbb-can']]),
    G('Men’s Olympic basketball champion (Brisbane 2032)', c, gr(['Team USA', 'mbb-usa'], ['France', 'mbb-fra'], ['Canada', 'mbb-can'])),
    U1('usa-mens-basketball-gold-brisbane-2032', 'Will Team USA win men’s basketball gold?', 'Sports', c, 'mbb-usa'),
  ] });
}
{ // USA women's basketball gold (alpha, beta categorical) vs USA women's 3x3 gold (gamma): category negative.
  const c = z('2032-08-08', '04:00');
  addCase('olympics', { name: 'oly-womens-basketball', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXOLYWBBUSA-32', 'USA wins women’s basketball gold at Brisbane 2032', 'Sports', c, 'USA', 'United States', 'wbb-usa'),
    B('Women’s Olympic Basketball Gold 2032', 'Sports', c, [['wbb-gold-2032-usa', 'USA', 'wbb-usa'], ['wbb-gold-2032-australia', 'Australia', 'wbb-aus'], ['wbb-gold-2032-france', 'France', 'wbb-fra']]),
    G1('USA women’s 3x3 basketball gold at Brisbane 2032?', z('2032-07-28', '11:00'), 'w3x3-usa'),
  ] }, ['category']);
}
{ // Men's football gold (alpha, beta).
  addCase('olympics', { name: 'oly-mens-football', events: [
    A('KXOLYMFOOT-32', 'Men’s Olympic football tournament winner 2032', 'Sports', z('2032-08-07', '10:00'), [['ESP', 'Spain', 'mft-esp'], ['BRA', 'Brazil', 'mft-bra'], ['FRA', 'France', 'mft-fra'],
      ['ARG', 'Argentina', 'mft-arg'], ['AUS', 'Australia', 'mft-aus']]),
    B('Olympic Soccer Gold (Men) 2032', 'Sports', z('2032-08-07', '10:00'), [['men-soccer-gold-2032-spain', 'Spain', 'mft-esp'], ['men-soccer-gold-2032-brazil', 'Brazil', 'mft-bra'],
      ['men-soccer-gold-2032-argentina', 'Argentina', 'mft-arg'], ['men-soccer-gold-2032-morocco', 'Morocco', 'mft-mar'], ['men-soccer-gold-2032-france', 'France', 'mft-fra']]),
  ] });
}
{ // Most swimming golds: a categorical on beta, "Australia tops the pool" binary on alpha.
  const c = z('2032-08-01', '12:00');
  addCase('olympics', { name: 'oly-swim-golds-leader', events: [
    A1('KXOLYSWIMTOP-32', 'Australia wins the most swimming gold medals at Brisbane 2032', 'Sports', c, 'AUS', 'Australia', 'swt-aus', { sources: [IOC] }),
    B('Most Olympic swimming golds 2032', 'Sports', c, [['swim-golds-2032-australia', 'Australia', 'swt-aus'], ['swim-golds-2032-usa', 'USA', 'swt-usa'], ['swim-golds-2032-china', 'China', 'swt-chn'], ['swim-golds-2032-canada', 'Canada', 'swt-can']]),
  ] });
}
{ // Australia's swimming medals (all colours): beta buckets; gamma "26 or more" spans two buckets and is its own outcome.
  const c = z('2032-08-01', '12:00');
  addCase('olympics', { name: 'oly-aus-swim-medals', events: [
    B('How many swimming medals will Australia win at Brisbane 2032?', 'Sports', c, [['aus-swim-medals-2032-20-or-fewer', '20 or fewer', 'ausw-le20'], ['aus-swim-medals-2032-21-25', '21-25', 'ausw-21'],
      ['aus-swim-medals-2032-26-30', '26-30', 'ausw-26'], ['aus-swim-medals-2032-31-plus', '31+', 'ausw-31p']],
      { rules: 'Counts gold, silver and bronze medals won by Australia in pool swimming events (marathon swimming excluded), per the official results on olympics.com.' }),
    G1('Australia 26+ pool swimming medals at the Brisbane Olympics?', c, 'ausw-26p', { rules: 'All medal colours, pool events only. 26 or more = YES.' }),
  ] });
}
{ // Team GB golds above 15.5 (alpha, beta_us) vs Team GB total medals (gamma): measure negative.
  addCase('olympics', { name: 'oly-gb-golds', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A1('KXOLYGBRGOLD-32', 'Great Britain gold medals at the 2032 Olympics', 'Sports', OLYEND, 'T15.5', 'Above 15.5', 'gbg-16', { sources: [IOC] }),
    U1('team-gb-16-golds-brisbane-2032', 'Team GB 16+ gold medals in Brisbane?', 'Sports', OLYEND, 'gbg-16'),
    G1('Team GB total medals over 55.5 at Brisbane 2032', OLYEND, 'gbm-56'),
  ] }, ['measure']);
}
{ // India wins a gold (beta only).
  addCase('olympics', { name: 'oly-india-gold', events: [B1('Will India win a gold medal at the 2032 Olympics?', 'Sports', OLYEND, 'ind-gold')] });
}
{ // Japan golds (gamma only).
  addCase('olympics', { name: 'oly-japan-golds', events: [G1('Japan gold medals above 19.5 at Brisbane 2032?', OLYEND, 'jpn-g20', { rules: 'Per the official Olympic medal table after the closing ceremony on 8 August 2032.' })] });
}
{ // Men's marathon (alpha, beta) vs women's marathon (beta_us): category negative.
  addCase('olympics', { name: 'oly-mens-marathon', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXOLYMMAR-32', 'Olympic men’s marathon winner 2032', 'Sports', z('2032-08-08', '01:00'), [['JKIP', 'Jacob Kiplimo', 'mmar-kiplimo'], ['SSAW', 'Sabastian Sawe', 'mmar-sawe'], ['TTOL', 'Tamirat Tola', 'mmar-tola'], ['YKEJ', 'Yomif Kejelcha', 'mmar-kejelcha']]),
    B('Brisbane 2032 Men’s Marathon Gold', 'Sports', z('2032-08-08', '01:00'), [['men-marathon-2032-kiplimo', 'Kiplimo', 'mmar-kiplimo'], ['men-marathon-2032-sawe', 'Sawe', 'mmar-sawe'], ['men-marathon-2032-kejelcha', 'Kejelcha', 'mmar-kejelcha']]),
    U('olympics-2032-womens-marathon', 'Brisbane 2032 women’s marathon winner', 'Sports', z('2032-08-07', '01:00'), [['womens-marathon-2032-assefa', 'Tigst Assefa', 'wmar-assefa'], ['womens-marathon-2032-obiri', 'Hellen Obiri', 'wmar-obiri']]),
  ] }, ['category']);
}
{ // Number of NOCs with at least one gold (alpha only).
  addCase('olympics', { name: 'oly-nocs-with-gold', events: [
    A1('KXOLYNOCGOLD-32', 'Countries winning at least one gold medal at Brisbane 2032', 'Sports', OLYEND, 'T65.5', 'Above 65.5', 'nocg-66', { sources: [IOC] }),
  ] });
}
{ // Men's rugby sevens gold (beta, gamma).
  const c = z('2032-07-26', '10:00');
  addCase('olympics', { name: 'oly-rugby7s-men', events: [
    B('Rugby Sevens Men’s Gold 2032 Olympics', 'Sports', c, [['rugby7s-men-2032-fiji', 'Fiji', 'r7-fij'], ['rugby7s-men-2032-new-zealand', 'New Zealand', 'r7-nzl'], ['rugby7s-men-2032-france', 'France', 'r7-fra'], ['rugby7s-men-2032-australia', 'Australia', 'r7-aus']]),
    G('Olympic men’s rugby sevens winner', c, gr(['Fiji', 'r7-fij'], ['NZ', 'r7-nzl'], ['France', 'r7-fra'])),
  ] });
}
{ // Men's 100m final winning time under 9.80 (alpha) vs the same race won by Thompson (gamma is in oly-men-100m); beta lists the semi-final: round negative.
  addCase('olympics', { name: 'oly-m100-time', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A1('KXOLYM100TIME-32', 'Men’s 100m Olympic final winning time', 'Sports', z('2032-08-01', '11:30'), 'B9.80', 'Under 9.80 seconds', 'm100t-980', { sources: [WA] }),
    U1('mens-100m-final-sub-9-80-brisbane', 'Olympic 100m final won in under 9.80?', 'Sports', z('2032-08-01', '11:30'), 'm100t-980'),
    B1('Sub-9.80 in the men’s 100m semi-finals at Brisbane 2032?', 'Sports', z('2032-08-01', '10:00'), 'm100semi-980'),
  ] }, ['round']);
}

// ───────────────────────────── CONVENTIONS AND POLITICS ─────────────────────────────

const AP = 'Associated Press https://apnews.com/hub/election-2032';
const NIELSEN = 'Nielsen https://www.nielsen.com/news-center/';
{ // Republican VP nominee (alpha, beta, gamma) vs the running mate announced before the RNC opens (beta_us): observation negative.
  const c = z('2032-07-23', '04:00');
  addCase('politics', { name: 'gop-vp-nominee-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXVPNOMR-32', '2032 Republican vice presidential nominee', 'Politics', c, [['MRUB', 'Marco Rubio', 'rvp-rubio'], ['BDON', 'Byron Donalds', 'rvp-donalds'], ['ESTE', 'Elise Stefanik', 'rvp-stefanik'],
      ['VRAM', 'Vivek Ramaswamy', 'rvp-ramaswamy'], ['SHS', 'Sarah Huckabee Sanders', 'rvp-sanders']], { sources: [AP], rules: 'Resolves to the person formally nominated for Vice President at the 2032 Republican National Convention.' }),
    B('Republican VP Nominee 2032', 'Politics', c, [['gop-vp-2032-rubio', 'Rubio', 'rvp-rubio'], ['gop-vp-2032-donalds', 'Donalds', 'rvp-donalds'], ['gop-vp-2032-huckabee-sanders', 'Huckabee Sanders', 'rvp-sanders'],
      ['gop-vp-2032-tim-scott', 'Tim Scott', 'rvp-scott']]),
    G('GOP 2032 running mate (convention nominee)', c, gr(['Marco Rubio', 'rvp-rubio'], ['Byron Donalds', 'rvp-donalds'], ['Elise Stefanik', 'rvp-stefanik'])),
    U('gop-running-mate-announced-before-rnc', 'Who will be announced as GOP running mate before the RNC (July 19)?', 'Politics', z('2032-07-19', '04:00'),
      [['gop-running-mate-pre-rnc-rubio', 'Marco Rubio', 'rvpa-rubio'], ['gop-running-mate-pre-rnc-donalds', 'Byron Donalds', 'rvpa-donalds'], ['gop-running-mate-pre-rnc-none', 'No announcement', 'rvpa-none']]),
  ] }, ['observation']);
}
{ // Democratic VP nominee (alpha, beta) vs the Democratic presidential nominee (gamma): office negative.
  addCase('politics', { name: 'dem-vp-nominee-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXVPNOMD-32', '2032 Democratic vice presidential nominee', 'Politics', z('2032-08-20', '04:00'), [['ABES', 'Andy Beshear', 'dvp-beshear'], ['WMOO', 'Wes Moore', 'dvp-moore'], ['MKEL', 'Mark Kelly', 'dvp-kelly'],
      ['RWAR', 'Raphael Warnock', 'dvp-warnock'], ['GWHI', 'Gretchen Whitmer', 'dvp-whitmer']], { sources: [AP] }),
    B('Who will be the Democratic VP nominee?', 'Politics', z('2032-08-20', '04:00'), [['dem-vp-nominee-2032-beshear', 'Andy Beshear', 'dvp-beshear'], ['dem-vp-nominee-2032-moore', 'Wes Moore', 'dvp-moore'],
      ['dem-vp-nominee-2032-kelly', 'Mark Kelly', 'dvp-kelly'], ['dem-vp-nominee-2032-ossoff', 'Jon Ossoff', 'dvp-ossoff']]),
    G('Democratic nominee for President 2032', z('2032-08-20', '04:00'), gr(['Gavin Newsom', 'dpn-newsom'], ['Josh Shapiro', 'dpn-shapiro'], ['Wes Moore', 'dpn-moore'], ['Andy Beshear', 'dpn-beshear'])),
  ] }, ['office']);
}
{ // Democratic running mate announced before August 1 (alpha) vs before the DNC opens on August 16 (beta): deadline negative.
  addCase('politics', { name: 'dem-running-mate-timing', groups: [['alpha'], ['beta']], events: [
    A1('KXDEMVPANNOUNCE-32', 'Democratic nominee names a running mate before Aug 1, 2032', 'Politics', z('2032-08-01', '03:59'), 'AUG1', 'Before August 1', 'dvpann-aug1', { sources: [AP] }),
    B1('Will the Democratic nominee announce a running mate before the DNC?', 'Politics', z('2032-08-16', '16:00'), 'dvpann-dnc',
      { mx: { rules: 'Resolves Yes if the presumptive Democratic nominee publicly announces a vice-presidential pick before the Democratic National Convention is gaveled in on August 16, 2032 (ET).' } }),
  ] }, ['deadline']);
}
{ // RNC acceptance speech audience (alpha, beta) vs the DNC acceptance speech audience (gamma): category negative.
  addCase('politics', { name: 'rnc-acceptance-audience', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXRNCVIEW-32', 'RNC acceptance speech TV viewers (Nielsen)', 'Politics', z('2032-07-25', '20:00'), [['T25', 'Above 25 million', 'rncv-25'], ['T30', 'Above 30 million', 'rncv-30']], { sources: [NIELSEN] }),
    B1('Will the Republican nominee’s acceptance speech draw 25M+ viewers?', 'Politics', z('2032-07-25', '20:00'), 'rncv-25',
      { mx: { src: 'https://www.nielsen.com/news-center/', rules: 'Per Nielsen’s combined live+same-day audience across broadcast and cable networks for the July 22, 2032 speech. 25,000,000 or more = Yes.' } }),
    G1('DNC 2032 acceptance speech over 25M TV viewers?', z('2032-08-22', '20:00'), 'dncv-25'),
  ] }, ['category']);
}
{ // Trump speaks at the RNC (alpha, beta) vs Trump attends in person (beta_us): observation negative.
  const c = z('2032-07-23', '04:00');
  addCase('politics', { name: 'rnc-trump-speech', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXRNCTRUMP-32', 'Donald Trump speaks at the 2032 Republican National Convention', 'Politics', c, 'SPEAK', 'Speaks', 'rnct-speak'),
    B1('Trump to speak at the 2032 RNC?', 'Politics', c, 'rnct-speak', { mx: { rules: 'Resolves Yes if Donald Trump delivers remarks from the convention stage, in person or by video, during the 2032 RNC.' } }),
    U1('trump-attends-rnc-2032', 'Will Donald Trump attend the 2032 RNC in person?', 'Politics', c, 'rnct-attend'),
  ] }, ['observation']);
}
{ // Words in the Republican acceptance speech: alpha's mention ladder and beta's single word.
  const c = z('2032-07-23', '05:00');
  addCase('politics', { name: 'rnc-acceptance-mentions', events: [
    A('KXRNCMENTION-32', 'What will the Republican nominee say during the RNC acceptance speech?', 'Politics', c, [['CHIN', 'China', 'rncm-china'], ['BORD', 'Border', 'rncm-border'],
      ['OLYM', 'Olympics', 'rncm-olympics'], ['CRYP', 'Crypto', 'rncm-crypto']]),
    B1('Will the GOP nominee say "China" in the convention acceptance speech?', 'Politics', c, 'rncm-china'),
  ] });
}
{ // A second ballot at the DNC (beta only).
  addCase('politics', { name: 'dnc-second-ballot', events: [B1('Will the 2032 Democratic convention go to a second ballot?', 'Politics', z('2032-08-20', '04:00'), 'dnc-2nd-ballot')] });
}
{ // Party winning the 2032 presidency: alpha's two rows, beta "Democrat wins", gamma "Republicans win" (the complement): inverted.
  const c = z('2032-11-03', '12:00');
  addCase('politics', { name: 'pres-party-2032', events: [
    A('KXPRESPARTY-32', 'Which party will win the 2032 presidential election?', 'Politics', c, [['D', 'Democratic Party', 'pp-dem'], ['R', 'Republican Party', 'pp-rep']], { sources: [AP] }),
    B1('Will a Democrat win the 2032 US presidential election?', 'Politics', c, 'pp-dem'),
    G1('Republicans win the 2032 White House?', c, 'pp-rep'),
  ] }, ['inverted']);
}
{ // Popular vote winner by party (alpha, beta) vs a popular-vote / Electoral College split (beta_us): measure negative.
  const c = z('2032-11-03', '12:00');
  addCase('politics', { name: 'popular-vote-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXPOPVOTE-32', 'Popular vote winner, 2032 presidential election', 'Politics', c, [['D', 'Democrat', 'pv-dem'], ['R', 'Republican', 'pv-rep']]),
    B('2032 Popular Vote Winner (Party)', 'Politics', c, [['popular-vote-2032-democratic', 'Democratic', 'pv-dem'], ['popular-vote-2032-republican', 'Republican', 'pv-rep']]),
    U1('popular-vote-electoral-college-split-2032', 'Will the 2032 popular vote winner lose the Electoral College?', 'Politics', c, 'pv-ec-split'),
  ] }, ['measure']);
}
{ // Gallup approval in July (alpha) vs the RealClearPolitics average on July 31 (beta): different statistics, so different events.
  addCase('politics', { name: 'approval-july-2032', groups: [['alpha'], ['beta']], events: [
    A1('KXGALLUP-32JUL', 'Presidential job approval (Gallup), July 2032', 'Politics', z('2032-07-31', '23:59'), 'T44', 'Above 44%', 'gallup-44', { sources: ['Gallup https://news.gallup.com/poll/203198/presidential-approval-ratings.aspx'] }),
    B1('Presidential approval above 44% on RCP on July 31?', 'Politics', z('2032-07-31', '23:59'), 'rcp-44', { mx: { src: 'https://www.realclearpolling.com/polls/approval/' } }),
  ] }, ['source']);
}

// ───────────────────────────── MLB: ALL-STAR BREAK AND TRADE DEADLINE ─────────────────────────────

{ // All-Star Game, Tuesday 13 July: alpha and beta list both leagues, gamma "NL wins", beta_us "AL wins" (complements): inverted.
  const c = z('2032-07-14', '04:00');
  addCase('mlb', { name: 'mlb-asg-2032', events: [
    A('KXMLBASG-32', 'MLB All-Star Game 2032: AL vs NL', 'Sports', c, [['AL', 'American League', 'asg-al'], ['NL', 'National League', 'asg-nl']], { sources: [MLB] }),
    B('AL vs. NL', 'Sports', c, [['mlb-all-star-game-2032-al-nl', 'American League', 'asg-al', { outcomes: yn('AL', 'NL'), q: 'MLB All-Star Game: AL vs. NL (July 13)' }]]),
    G1('National League wins the 2032 MLB All-Star Game?', c, 'asg-nl'),
    U1('mlb-all-star-game-2032-american-league-win', 'Will the American League win the 2032 All-Star Game?', 'Sports', c, 'asg-al'),
  ] }, ['inverted']);
}
{ // All-Star Game MVP (alpha, beta).
  const c = z('2032-07-14', '04:00');
  addCase('mlb', { name: 'mlb-asg-mvp', events: [
    A('KXMLBASGMVP-32', '2032 All-Star Game MVP', 'Sports', c, [['SOHT', 'Shohei Ohtani', 'asgmvp-ohtani'], ['BWIT', 'Bobby Witt Jr.', 'asgmvp-witt'], ['EDLC', 'Elly De La Cruz', 'asgmvp-delacruz'],
      ['JWOO', 'James Wood', 'asgmvp-wood'], ['GHEN', 'Gunnar Henderson', 'asgmvp-henderson']]),
    B('MLB All-Star Game MVP', 'Sports', c, [['asg-mvp-2032-ohtani', 'Ohtani', 'asgmvp-ohtani'], ['asg-mvp-2032-witt', 'Witt Jr.', 'asgmvp-witt'], ['asg-mvp-2032-caminero', 'Caminero', 'asgmvp-caminero'],
      ['asg-mvp-2032-wood', 'Wood', 'asgmvp-wood']]),
  ] });
}
{ // Home Run Derby winner (alpha, beta, gamma).
  const c = z('2032-07-13', '04:00');
  addCase('mlb', { name: 'mlb-hr-derby-2032', events: [
    A('KXMLBHRDERBY-32', 'Home Run Derby 2032 winner', 'Sports', c, [['JWOO', 'James Wood', 'hrd-wood'], ['JCAM', 'Junior Caminero', 'hrd-caminero'], ['RANT', 'Roman Anthony', 'hrd-anthony'],
      ['OCRU', 'Oneil Cruz', 'hrd-cruz']], { sources: [MLB] }),
    B('Who will win the 2032 Home Run Derby?', 'Sports', c, [['hr-derby-2032-james-wood', 'James Wood', 'hrd-wood'], ['hr-derby-2032-junior-caminero', 'Junior Caminero', 'hrd-caminero'],
      ['hr-derby-2032-oneil-cruz', 'Oneil Cruz', 'hrd-cruz']]),
    G('HR Derby champion (July 12)', c, gr(['Wood', 'hrd-wood'], ['Caminero', 'hrd-caminero'], ['Anthony', 'hrd-anthony'])),
  ] });
}
{ // Caminero traded before the deadline (alpha, beta) vs traded by July 20 (gamma): deadline negative.
  addCase('mlb', { name: 'mlb-caminero-trade', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXMLBTRADE-32CAMINERO', 'Junior Caminero traded before the 2032 MLB trade deadline', 'Sports', z('2032-07-30', '22:00'), 'YES', 'Traded', 'cam-deadline',
      { sources: [MLB], rules: 'If the Tampa Bay Rays trade Junior Caminero before the MLB trade deadline (6:00 p.m. ET, July 30, 2032), then the market resolves to Yes.' }),
    B1('Will the Rays trade Junior Caminero by the deadline?', 'Sports', z('2032-07-30', '22:00'), 'cam-deadline'),
    G1('Junior Caminero traded by July 20, 2032?', z('2032-07-21', '03:59'), 'cam-jul20'),
  ] }, ['deadline']);
}
{ // Yankees at Red Sox, Friday 16 July (alpha, beta, gamma) vs the Saturday game of the same series (beta_us): date negative.
  addCase('mlb', { name: 'mlb-nyy-bos-jul16', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXMLBGAME-32JUL16NYYBOS', 'New York Y vs Boston (Jul 16)', 'Sports', z('2032-07-17', '03:00'), [['NYY', 'New York Y', 'nb16-nyy'], ['BOS', 'Boston', 'nb16-bos']], { sources: [MLB] }),
    B('Yankees vs. Red Sox', 'Sports', z('2032-07-17', '03:00'), [['mlb-nyy-bos-2032-07-16', 'Yankees', 'nb16-nyy', { outcomes: yn('Yankees', 'Red Sox') }]]),
    G('NYY @ BOS — Fri 7/16', z('2032-07-17', '03:00'), gr(['Yankees', 'nb16-nyy'], ['Red Sox', 'nb16-bos'])),
    U('mlb-nyy-bos-2032-07-17', 'Yankees at Red Sox — July 17', 'Sports', z('2032-07-18', '00:00'), [['mlb-nyy-bos-2032-07-17-nyy', 'New York Yankees', 'nb17-nyy'], ['mlb-nyy-bos-2032-07-17-bos', 'Boston Red Sox', 'nb17-bos']]),
  ] }, ['date']);
}
{ // Dodgers at Giants, 17 July, moneyline (alpha, beta) vs the game's total runs (gamma): measure negative.
  addCase('mlb', { name: 'mlb-lad-sf-jul17', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMLBGAME-32JUL17LADSF', 'Los Angeles D vs San Francisco (Jul 17)', 'Sports', z('2032-07-18', '05:00'), [['LAD', 'Los Angeles D', 'ls17-lad'], ['SF', 'San Francisco', 'ls17-sf']]),
    B('Dodgers vs. Giants', 'Sports', z('2032-07-18', '05:00'), [['mlb-lad-sf-2032-07-17', 'Dodgers', 'ls17-lad', { outcomes: yn('Dodgers', 'Giants') }]]),
    G1('Dodgers @ Giants 7/17: total runs over 8.5?', z('2032-07-18', '05:00'), 'ls17-o85'),
  ] }, ['measure']);
}
{ // Cubs at Cardinals, Sunday 18 July (alpha, gamma).
  addCase('mlb', { name: 'mlb-chc-stl-jul18', events: [
    A('KXMLBGAME-32JUL18CHCSTL', 'Chicago C vs St. Louis (Jul 18)', 'Sports', z('2032-07-18', '23:00'), [['CHC', 'Chicago C', 'cs18-chc'], ['STL', 'St. Louis', 'cs18-stl']]),
    G('Cubs vs Cardinals, July 18', z('2032-07-18', '23:00'), gr(['Chicago Cubs', 'cs18-chc'], ['St. Louis Cardinals', 'cs18-stl'])),
  ] });
}
{ // 2032 regular-season home run leader (alpha, beta).
  const c = z('2032-10-04', '04:00');
  addCase('mlb', { name: 'mlb-hr-leader-2032', events: [
    A('KXMLBHRLEAD-32', 'MLB home run leader 2032', 'Sports', c, [['SOHT', 'Shohei Ohtani', 'hrl-ohtani'], ['JWOO', 'James Wood', 'hrl-wood'], ['JCAM', 'Junior Caminero', 'hrl-caminero'], ['KSCH', 'Kyle Schwarber', 'hrl-schwarber']]),
    B('Most home runs in the 2032 MLB regular season', 'Sports', c, [['mlb-hr-leader-2032-ohtani', 'Shohei Ohtani', 'hrl-ohtani'], ['mlb-hr-leader-2032-wood', 'James Wood', 'hrl-wood'],
      ['mlb-hr-leader-2032-caminero', 'Junior Caminero', 'hrl-caminero'], ['mlb-hr-leader-2032-anthony', 'Roman Anthony', 'hrl-anthony']]),
  ] });
}
{ // 2032 World Series champion (alpha, beta, gamma).
  const c = z('2032-11-05', '04:00');
  addCase('mlb', { name: 'mlb-world-series-2032', events: [
    A('KXMLBWS-32', '2032 World Series champion', 'Sports', c, [['LAD', 'Los Angeles D', 'ws-lad'], ['NYY', 'New York Y', 'ws-nyy'], ['PHI', 'Philadelphia', 'ws-phi'], ['SEA', 'Seattle', 'ws-sea'], ['ATL', 'Atlanta', 'ws-atl']]),
    B('World Series Champion 2032', 'Sports', c, [['world-series-2032-dodgers', 'Dodgers', 'ws-lad'], ['world-series-2032-yankees', 'Yankees', 'ws-nyy'], ['world-series-2032-mariners', 'Mariners', 'ws-sea'],
      ['world-series-2032-mets', 'Mets', 'ws-nym']]),
    G('2032 MLB champion', c, gr(['Los Angeles Dodgers', 'ws-lad'], ['New York Yankees', 'ws-nyy'], ['Philadelphia Phillies', 'ws-phi'])),
  ] });
}
{ // AL Cy Young 2032 (beta only).
  addCase('mlb', { name: 'mlb-al-cy-young-2032', events: [
    B('AL Cy Young 2032', 'Sports', z('2032-11-18', '23:00'), [['al-cy-young-2032-skubal', 'Tarik Skubal', 'alcy-skubal'], ['al-cy-young-2032-hunter-brown', 'Hunter Brown', 'alcy-brown'], ['al-cy-young-2032-crochet', 'Garrett Crochet', 'alcy-crochet']]),
  ] });
}
{ // All-Star Game TV audience (gamma only).
  addCase('mlb', { name: 'mlb-asg-audience', events: [G1('2032 MLB All-Star Game averages 7.5M+ viewers on FOX?', z('2032-07-16', '20:00'), 'asgv-75')] });
}

// ───────────────────────────── WIMBLEDON ─────────────────────────────

const WIMB = 'Wimbledon https://www.wimbledon.com/en_GB/draws/index.html';
{ // Gentlemen's singles champion (alpha, beta, gamma).
  addCase('tennis', { name: 'wimbledon-men-2032', events: [
    A('KXWIMBLEDONMEN-32', 'Wimbledon 2032 Men’s Singles Champion', 'Sports', z('2032-07-11', '18:00'), [['CALC', 'Carlos Alcaraz', 'wm-alcaraz'], ['JSIN', 'Jannik Sinner', 'wm-sinner'], ['JFON', 'Joao Fonseca', 'wm-fonseca'],
      ['JMEN', 'Jakub Mensik', 'wm-mensik']], { sources: [WIMB] }),
    B('Wimbledon Men’s Winner 2032', 'Sports', z('2032-07-11', '18:00'), [['wimbledon-2032-men-alcaraz', 'Alcaraz', 'wm-alcaraz'], ['wimbledon-2032-men-sinner', 'Sinner', 'wm-sinner'],
      ['wimbledon-2032-men-fonseca', 'Fonseca', 'wm-fonseca'], ['wimbledon-2032-men-draper', 'Draper', 'wm-draper']]),
    G('Wimbledon 2032 gentlemen’s singles champion', z('2032-07-11', '18:00'), gr(['C. Alcaraz', 'wm-alcaraz'], ['J. Sinner', 'wm-sinner'], ['J. Fonseca', 'wm-fonseca'])),
  ] });
}
{ // Ladies' singles champion (alpha, beta, gamma; beta_us lists Gauff's row as a yes/no market).
  const c = z('2032-07-10', '17:00');
  addCase('tennis', { name: 'wimbledon-women-2032', events: [
    A('KXWIMBLEDONWOM-32', 'Wimbledon 2032 Women’s Singles Champion', 'Sports', c, [['MAND', 'Mirra Andreeva', 'ww-andreeva'], ['CGAU', 'Coco Gauff', 'ww-gauff'], ['ASAB', 'Aryna Sabalenka', 'ww-sabalenka'], ['VMBO', 'Victoria Mboko', 'ww-mboko']], { sources: [WIMB] }),
    B('Wimbledon Women’s Winner 2032', 'Sports', c, [['wimbledon-2032-women-andreeva', 'Andreeva', 'ww-andreeva'], ['wimbledon-2032-women-gauff', 'Gauff', 'ww-gauff'], ['wimbledon-2032-women-swiatek', 'Swiatek', 'ww-swiatek']]),
    G('Ladies’ champion — Wimbledon 2032', c, gr(['Mirra Andreeva', 'ww-andreeva'], ['Coco Gauff', 'ww-gauff'], ['Aryna Sabalenka', 'ww-sabalenka'], ['Victoria Mboko', 'ww-mboko'])),
    U1('coco-gauff-wins-wimbledon-2032', 'Will Coco Gauff win Wimbledon 2032?', 'Sports', c, 'ww-gauff'),
  ] });
}
{ // Men's final goes to five sets (alpha, beta) and "over 3.5 sets" (gamma): thresholds on one count.
  const c = z('2032-07-11', '19:00');
  addCase('tennis', { name: 'wimbledon-men-final-sets', events: [
    A1('KXWIMBLEDONSETS-32', 'Wimbledon men’s final goes to a fifth set', 'Sports', c, '5', 'Five sets', 'wmf-5'),
    B1('Wimbledon final 2032: five-setter?', 'Sports', c, 'wmf-5'),
    G1('Wimbledon 2032 men’s final total sets over 3.5', c, 'wmf-o35'),
  ] }, ['threshold']);
}
{ // Gentlemen's doubles (beta only).
  addCase('tennis', { name: 'wimbledon-mens-doubles-2032', events: [
    B('Wimbledon 2032 Men’s Doubles Champions', 'Sports', z('2032-07-10', '15:00'), [['wimbledon-2032-md-granollers-zeballos', 'Granollers / Zeballos', 'wmd-gz'], ['wimbledon-2032-md-heliovaara-patten', 'Heliövaara / Patten', 'wmd-hp'],
      ['wimbledon-2032-md-arevalo-pavic', 'Arévalo / Pavić', 'wmd-ap']]),
  ] });
}
{ // Gauff reaches the final (alpha, gamma) vs Gauff reaches the semi-finals (beta): round negative.
  addCase('tennis', { name: 'wimbledon-gauff-final', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXWIMBLEDONGAUFFF-32', 'Coco Gauff reaches the Wimbledon 2032 final', 'Sports', z('2032-07-08', '18:00'), 'FINAL', 'Reaches final', 'gauff-final'),
    G1('Coco Gauff to reach the Wimbledon 2032 final?', z('2032-07-08', '18:00'), 'gauff-final'),
    B1('Will Coco Gauff make the Wimbledon semifinals?', 'Sports', z('2032-07-06', '18:00'), 'gauff-sf'),
  ] }, ['round']);
}

// ───────────────────────────── TOUR DE FRANCE ─────────────────────────────

const TDF = 'Tour de France https://www.letour.fr/en/rankings';
const TDFEND = z('2032-07-25', '18:00');
{ // Yellow jersey (alpha, beta, gamma).
  addCase('cycling', { name: 'tdf-2032-gc', events: [
    A('KXTDF-32', 'Tour de France 2032 winner', 'Sports', TDFEND, [['TPOG', 'Tadej Pogačar', 'tdf-pogacar'], ['JVIN', 'Jonas Vingegaard', 'tdf-vingegaard'], ['IDT', 'Isaac del Toro', 'tdf-deltoro'],
      ['PSEI', 'Paul Seixas', 'tdf-seixas'], ['REVE', 'Remco Evenepoel', 'tdf-evenepoel']], { sources: [TDF] }),
    B('Tour de France 2032: Yellow Jersey', 'Sports', TDFEND, [['tdf-2032-pogacar', 'Pogacar', 'tdf-pogacar'], ['tdf-2032-vingegaard', 'Vingegaard', 'tdf-vingegaard'], ['tdf-2032-del-toro', 'Del Toro', 'tdf-deltoro'],
      ['tdf-2032-ayuso', 'Ayuso', 'tdf-ayuso']]),
    G('TdF 2032 general classification winner', TDFEND, gr(['Pogačar', 'tdf-pogacar'], ['Vingegaard', 'tdf-vingegaard'], ['Seixas', 'tdf-seixas'])),
  ] });
}
{ // Points classification (alpha, beta).
  addCase('cycling', { name: 'tdf-2032-green', events: [
    A('KXTDFGREEN-32', 'Tour de France 2032 points classification', 'Sports', TDFEND, [['JMIL', 'Jonathan Milan', 'tdfg-milan'], ['JPHI', 'Jasper Philipsen', 'tdfg-philipsen'], ['TPOG', 'Tadej Pogačar', 'tdfg-pogacar'], ['BGIR', 'Biniam Girmay', 'tdfg-girmay']]),
    B('Green Jersey Winner — Tour de France 2032', 'Sports', TDFEND, [['tdf-green-2032-milan', 'Milan', 'tdfg-milan'], ['tdf-green-2032-philipsen', 'Philipsen', 'tdfg-philipsen'], ['tdf-green-2032-pogacar', 'Pogačar', 'tdfg-pogacar']]),
  ] });
}
{ // Mountains classification (beta, gamma).
  addCase('cycling', { name: 'tdf-2032-kom', events: [
    B('Tour de France 2032 King of the Mountains', 'Sports', TDFEND, [['tdf-kom-2032-pogacar', 'Tadej Pogacar', 'tdfk-pogacar'], ['tdf-kom-2032-vingegaard', 'Jonas Vingegaard', 'tdfk-vingegaard'], ['tdf-kom-2032-ciccone', 'Giulio Ciccone', 'tdfk-ciccone']]),
    G('Polka-dot jersey 2032 Tour', TDFEND, gr(['Pogačar', 'tdfk-pogacar'], ['Vingegaard', 'tdfk-vingegaard'], ['Ciccone', 'tdfk-ciccone'])),
  ] });
}
{ // Stage 20 winner, Saturday 24 July (alpha, beta) vs stage 19 on Friday 23 July (gamma): date negative.
  addCase('cycling', { name: 'tdf-2032-stage20', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTDFSTAGE-32S20', 'Tour de France 2032 Stage 20 winner', 'Sports', z('2032-07-24', '16:30'), [['TPOG', 'Tadej Pogačar', 's20-pogacar'], ['JVIN', 'Jonas Vingegaard', 's20-vingegaard'], ['PSEI', 'Paul Seixas', 's20-seixas']]),
    B('Tour de France Stage 20 Winner (July 24)', 'Sports', z('2032-07-24', '16:30'), [['tdf-2032-stage-20-pogacar', 'Pogacar', 's20-pogacar'], ['tdf-2032-stage-20-vingegaard', 'Vingegaard', 's20-vingegaard'],
      ['tdf-2032-stage-20-field', 'Any other rider', 's20-other']]),
    G('TdF stage 19 winner — Fri 23 July', z('2032-07-23', '16:30'), gr(['Pogačar', 's19-pogacar'], ['Vingegaard', 's19-vingegaard'], ['Seixas', 's19-seixas'])),
  ] }, ['date']);
}
{ // Pogačar stage wins: over 4.5 (alpha), 5 or more (beta), 6 or more (gamma): threshold negative.
  addCase('cycling', { name: 'tdf-2032-pogacar-stages', events: [
    A1('KXTDFPOGSTAGES-32', 'Tadej Pogačar stage wins at the 2032 Tour de France', 'Sports', TDFEND, 'T4.5', 'Above 4.5', 'pogst-5', { sources: [TDF] }),
    B1('Pogačar to win 5+ stages at the 2032 Tour?', 'Sports', TDFEND, 'pogst-5'),
    G1('Pogacar 6 or more Tour stage wins 2032?', TDFEND, 'pogst-6'),
  ] }, ['threshold']);
}
{ // Winning margin over three minutes (gamma only).
  addCase('cycling', { name: 'tdf-2032-margin', events: [G1('Tour de France 2032 winning margin over 3 minutes?', TDFEND, 'tdfmargin-3', { rules: 'Gap between 1st and 2nd on the final general classification in Paris on 25 July 2032.' })] });
}

// ───────────────────────────── THE OPEN ─────────────────────────────

const OPEN = 'The Open https://www.theopen.com/leaderboard';
const OPENEND = z('2032-07-18', '19:00');
{ // The 160th Open champion (all four venues).
  addCase('golf', { name: 'open-2032-winner', events: [
    A('KXPGAOPEN-32', 'The Open Championship 2032 winner', 'Sports', OPENEND, [['SSCH', 'Scottie Scheffler', 'op-scheffler'], ['RMCI', 'Rory McIlroy', 'op-mcilroy'], ['LABE', 'Ludvig Åberg', 'op-aberg'],
      ['XSCH', 'Xander Schauffele', 'op-schauffele'], ['TFLE', 'Tommy Fleetwood', 'op-fleetwood']], { sources: [OPEN] }),
    B('160th Open Championship Winner', 'Sports', OPENEND, [['open-championship-2032-scheffler', 'Scottie Scheffler', 'op-scheffler'], ['open-championship-2032-mcilroy', 'Rory McIlroy', 'op-mcilroy'],
      ['open-championship-2032-aberg', 'Ludvig Aberg', 'op-aberg'], ['open-championship-2032-fleetwood', 'Tommy Fleetwood', 'op-fleetwood']]),
    G('The Open 2032 champion', OPENEND, gr(['Scheffler', 'op-scheffler'], ['McIlroy', 'op-mcilroy'], ['Åberg', 'op-aberg'], ['Schauffele', 'op-schauffele'])),
    U('british-open-2032-winner', 'British Open 2032 Winner', 'Sports', OPENEND, [['british-open-2032-scottie-scheffler', 'Scottie Scheffler', 'op-scheffler'], ['british-open-2032-ludvig-aberg', 'Ludvig Åberg', 'op-aberg']]),
  ] });
}
{ // First-round leader on Thursday 15 July (alpha, beta) vs the 36-hole leader (gamma): round negative.
  addCase('golf', { name: 'open-2032-r1-leader', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPGAR1LEAD-32OPEN', 'The Open 2032: first-round leader', 'Sports', z('2032-07-15', '21:00'), [['SSCH', 'Scottie Scheffler', 'opr1-scheffler'], ['RMCI', 'Rory McIlroy', 'opr1-mcilroy'], ['TFLE', 'Tommy Fleetwood', 'opr1-fleetwood']],
      { rules: 'Resolves Yes for the player leading (including ties) after 18 holes. Dead-heat rules do not apply.' }),
    B('Open Championship Round 1 Leader', 'Sports', z('2032-07-15', '21:00'), [['open-2032-r1-leader-scheffler', 'Scheffler', 'opr1-scheffler'], ['open-2032-r1-leader-fleetwood', 'Fleetwood', 'opr1-fleetwood'],
      ['open-2032-r1-leader-mcilroy', 'McIlroy', 'opr1-mcilroy']]),
    G('The Open: leader after 36 holes', z('2032-07-16', '21:00'), gr(['Scottie Scheffler', 'opr2-scheffler'], ['Rory McIlroy', 'opr2-mcilroy'])),
  ] }, ['round']);
}
{ // Scheffler top-10 finish (alpha, beta_us) vs Scheffler top-5 finish (beta): threshold negative (a different question).
  addCase('golf', { name: 'open-2032-scheffler-top10', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A1('KXPGATOP10-32OPENSSCH', 'Scottie Scheffler top 10 at The Open 2032', 'Sports', OPENEND, 'TOP10', 'Top 10 (incl. ties)', 'sch-top10'),
    U1('scottie-scheffler-top-10-british-open-2032', 'Scheffler Top 10 Finish — British Open', 'Sports', OPENEND, 'sch-top10'),
    B1('Will Scottie Scheffler finish top 5 at The Open?', 'Sports', OPENEND, 'sch-top5'),
  ] }, ['threshold']);
}
{ // Winning score (alpha, gamma).
  addCase('golf', { name: 'open-2032-winning-score', events: [
    A('KXPGASCORE-32OPEN', 'The Open 2032 winning score (to par)', 'Sports', OPENEND, [['B-12', '-12 or better', 'ops-12'], ['B-8', '-8 or better', 'ops-8']], { sources: [OPEN] }),
    G1('Open Championship 2032 winning score -12 or lower?', OPENEND, 'ops-12'),
  ] });
}
{ // A hole-in-one during the championship (beta only).
  addCase('golf', { name: 'open-2032-ace', events: [B1('Hole-in-one at The Open 2032?', 'Sports', OPENEND, 'op-ace')] });
}
{ // A playoff (alpha, beta, gamma).
  addCase('golf', { name: 'open-2032-playoff', events: [
    A1('KXPGAPLAYOFF-32OPEN', 'Will The Open 2032 go to a playoff?', 'Sports', OPENEND, 'PO', 'Playoff', 'op-playoff'),
    B1('The Open 2032: Playoff?', 'Sports', OPENEND, 'op-playoff'),
    G1('Playoff needed to decide the 160th Open?', OPENEND, 'op-playoff'),
  ] });
}

// ───────────────────────────── F1 SUMMER RACES ─────────────────────────────

{ // British GP winner, Sunday 11 July (alpha, beta, gamma) vs British GP pole (beta_us): round negative.
  addCase('f1', { name: 'f1-british-gp-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXF1RACE-32GBR', 'F1 British Grand Prix 2032 winner', 'Sports', z('2032-07-11', '16:00'), [['NOR', 'Lando Norris', 'gbr-norris'], ['PIA', 'Oscar Piastri', 'gbr-piastri'], ['VER', 'Max Verstappen', 'gbr-verstappen'],
      ['RUS', 'George Russell', 'gbr-russell'], ['ANT', 'Kimi Antonelli', 'gbr-antonelli']], { sources: [F1] }),
    B('Formula 1: British Grand Prix Winner', 'Sports', z('2032-07-11', '16:00'), [['f1-british-gp-2032-norris', 'Norris', 'gbr-norris'], ['f1-british-gp-2032-verstappen', 'Verstappen', 'gbr-verstappen'],
      ['f1-british-gp-2032-piastri', 'Piastri', 'gbr-piastri'], ['f1-british-gp-2032-leclerc', 'Leclerc', 'gbr-leclerc']]),
    G('Silverstone GP 2032 race winner', z('2032-07-11', '16:00'), gr(['Lando Norris', 'gbr-norris'], ['Max Verstappen', 'gbr-verstappen'], ['Oscar Piastri', 'gbr-piastri'])),
    U('f1-british-grand-prix-2032-pole', 'British GP Pole Position', 'Sports', z('2032-07-10', '15:00'), [['f1-british-gp-2032-pole-norris', 'Lando Norris', 'gbrq-norris'], ['f1-british-gp-2032-pole-verstappen', 'Max Verstappen', 'gbrq-verstappen']]),
  ] }, ['round']);
}
{ // Belgian GP winner, Sunday 25 July (alpha, beta) vs the Spa sprint on Saturday (gamma): round negative.
  addCase('f1', { name: 'f1-belgian-gp-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXF1RACE-32BEL', 'F1 Belgian Grand Prix 2032 winner', 'Sports', z('2032-07-25', '15:00'), [['VER', 'Max Verstappen', 'bel-verstappen'], ['NOR', 'Lando Norris', 'bel-norris'], ['PIA', 'Oscar Piastri', 'bel-piastri'], ['LEC', 'Charles Leclerc', 'bel-leclerc']], { sources: [F1] }),
    B('Belgian Grand Prix: Winner', 'Sports', z('2032-07-25', '15:00'), [['f1-belgian-gp-2032-verstappen', 'Max Verstappen', 'bel-verstappen'], ['f1-belgian-gp-2032-norris', 'Lando Norris', 'bel-norris'],
      ['f1-belgian-gp-2032-piastri', 'Oscar Piastri', 'bel-piastri'], ['f1-belgian-gp-2032-russell', 'George Russell', 'bel-russell']]),
    G('F1 Belgian GP 2032 — sprint winner', z('2032-07-24', '11:00'), gr(['Verstappen', 'belsp-verstappen'], ['Norris', 'belsp-norris'], ['Piastri', 'belsp-piastri'])),
  ] }, ['round']);
}
{ // Hungarian GP winner, 1 August (alpha, beta) vs Piastri on the podium (beta_us): threshold negative (a different question).
  const c = z('2032-08-01', '15:00');
  addCase('f1', { name: 'f1-hungarian-gp-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXF1RACE-32HUN', 'F1 Hungarian Grand Prix 2032 winner', 'Sports', c, [['PIA', 'Oscar Piastri', 'hun-piastri'], ['NOR', 'Lando Norris', 'hun-norris'], ['VER', 'Max Verstappen', 'hun-verstappen'], ['ANT', 'Kimi Antonelli', 'hun-antonelli']]),
    B('Hungarian GP 2032 Winner', 'Sports', c, [['f1-hungarian-gp-2032-piastri', 'Piastri', 'hun-piastri'], ['f1-hungarian-gp-2032-norris', 'Norris', 'hun-norris'], ['f1-hungarian-gp-2032-verstappen', 'Verstappen', 'hun-verstappen']]),
    U1('f1-hungarian-gp-2032-piastri-podium', 'Oscar Piastri podium at the Hungarian GP?', 'Sports', c, 'hun-piastri-podium'),
  ] }, ['threshold']);
}
{ // Safety car at the British GP (alpha, beta) vs a red flag (gamma): observation negative.
  const c = z('2032-07-11', '16:00');
  addCase('f1', { name: 'f1-british-gp-safety-car', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXF1SC-32GBR', 'Safety car at the 2032 British Grand Prix', 'Sports', c, 'SC', 'Safety car deployed', 'gbr-sc', { rules: 'A full safety car (not a virtual safety car) is deployed during the race per the FIA race control log.' }),
    B1('British GP: Will there be a safety car?', 'Sports', c, 'gbr-sc', { mx: { rules: 'Resolves Yes if the Safety Car is deployed at any point of the race. Virtual Safety Car periods do not count.' } }),
    G1('Red flag during the 2032 British GP?', c, 'gbr-redflag'),
  ] }, ['observation']);
}
{ // 2032 Drivers' Championship (alpha, beta, gamma).
  const c = z('2032-12-06', '16:00');
  addCase('f1', { name: 'f1-wdc-2032', events: [
    A('KXF1WDC-32', '2032 F1 Drivers’ Champion', 'Sports', c, [['NOR', 'Lando Norris', 'wdc-norris'], ['PIA', 'Oscar Piastri', 'wdc-piastri'], ['VER', 'Max Verstappen', 'wdc-verstappen'], ['ANT', 'Kimi Antonelli', 'wdc-antonelli']], { sources: [F1] }),
    B('F1 Drivers’ Championship 2032', 'Sports', c, [['f1-drivers-champion-2032-norris', 'Norris', 'wdc-norris'], ['f1-drivers-champion-2032-piastri', 'Piastri', 'wdc-piastri'],
      ['f1-drivers-champion-2032-verstappen', 'Verstappen', 'wdc-verstappen'], ['f1-drivers-champion-2032-russell', 'Russell', 'wdc-russell']]),
    G('2032 Formula 1 World Champion', c, gr(['Lando Norris', 'wdc-norris'], ['Oscar Piastri', 'wdc-piastri'], ['Max Verstappen', 'wdc-verstappen'])),
  ] });
}
{ // Fastest lap at Spa (alpha only).
  addCase('f1', { name: 'f1-belgian-gp-fastest-lap', events: [
    A('KXF1FL-32BEL', 'Belgian Grand Prix 2032 fastest lap', 'Sports', z('2032-07-25', '15:00'), [['VER', 'Max Verstappen', 'belfl-verstappen'], ['NOR', 'Lando Norris', 'belfl-norris'], ['PIA', 'Oscar Piastri', 'belfl-piastri']]),
  ] });
}
{ // Verstappen announces his retirement "by Dec 31, 2032" (beta) and "in 2032" (gamma): one event.
  addCase('f1', { name: 'f1-verstappen-retire', events: [
    B1('Will Max Verstappen announce his F1 retirement by December 31, 2032?', 'Sports', z('2032-12-31', '23:59'), 'maxretire-2032'),
    G1('Verstappen announces retirement from Formula 1 in 2032?', z('2032-12-31', '23:59'), 'maxretire-2032'),
  ] });
}

// ───────────────────────────── SUMMER TRANSFER WINDOW ─────────────────────────────

const WINDOW = z('2032-09-01', '18:00');
{ // Haaland joins Real Madrid before the window shuts (alpha, beta, gamma) vs a deal announced by 31 July (beta_us): deadline negative.
  addCase('soccer', { name: 'transfer-haaland-madrid', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXTRANSFER-32HAALAND', 'Erling Haaland joins Real Madrid before the summer 2032 window closes', 'Sports', WINDOW, 'RMA', 'Real Madrid', 'haa-rma',
      { rules: 'If Real Madrid or Manchester City officially announce Erling Haaland’s permanent transfer or loan to Real Madrid before the close of the summer 2032 transfer window (1 Sep 2032), then the market resolves to Yes.' }),
    B1('Haaland to Real Madrid this summer?', 'Sports', WINDOW, 'haa-rma', { mx: { rules: 'Resolves Yes if a transfer of Erling Haaland to Real Madrid is officially confirmed by either club before the summer 2032 window closes on September 1, 2032.' } }),
    G1('Erling Haaland signs for Real Madrid in the 2032 summer window?', WINDOW, 'haa-rma'),
    U1('haaland-real-madrid-announced-by-july-31', 'Haaland–Real Madrid deal announced by July 31?', 'Sports', z('2032-07-31', '23:59'), 'haa-rma-jul31'),
  ] }, ['deadline']);
}
{ // Musiala leaves Bayern (beta) vs Musiala joins Manchester City (alpha): observation negative.
  addCase('soccer', { name: 'transfer-musiala', groups: [['beta'], ['alpha']], events: [
    B1('Will Jamal Musiala leave Bayern Munich this summer?', 'Sports', WINDOW, 'musiala-leave'),
    A1('KXTRANSFER-32MUSIALA', 'Jamal Musiala joins Manchester City in summer 2032', 'Sports', WINDOW, 'MCI', 'Manchester City', 'musiala-mci'),
  ] }, ['observation']);
}
{ // A €200m+ transfer this summer (beta, gamma).
  addCase('soccer', { name: 'transfer-200m-fee', events: [
    B1('Will any transfer fee exceed €200M in summer 2032?', 'Sports', WINDOW, 'fee-200m', { mx: { rules: 'Guaranteed fee as reported by the buying or selling club; add-ons are excluded.' } }),
    G1('€200m+ transfer completed in the 2032 summer window?', WINDOW, 'fee-200m'),
  ] });
}
{ // Mainoo leaves Manchester United before the deadline (alpha only).
  addCase('soccer', { name: 'transfer-mainoo', events: [A1('KXTRANSFER-32MAINOO', 'Kobbie Mainoo leaves Manchester United before the 2032 summer deadline', 'Sports', WINDOW, 'EXIT', 'Leaves', 'mainoo-exit')] });
}
{ // Premier League summer gross spend above £3bn (beta, gamma).
  addCase('soccer', { name: 'pl-summer-spend-2032', events: [
    B1('Premier League clubs spend over £3bn in the summer 2032 window?', 'Sports', z('2032-09-03', '12:00'), 'plspend-3bn', { mx: { src: 'https://www.deloitte.com/uk/en/services/financial-advisory/analysis/deloitte-football-money-league.html' } }),
    G1('Premier League summer 2032 gross transfer spend > £3 billion (Deloitte)', z('2032-09-03', '12:00'), 'plspend-3bn'),
  ] });
}
{ // Premier League 2032-33 champion (all four venues).
  const c = z('2033-05-23', '17:00');
  addCase('soccer', { name: 'epl-2032-33-winner', events: [
    A('KXEPL-33', 'English Premier League 2032-33 winner', 'Sports', c, [['ARS', 'Arsenal', 'epl-ars'], ['MCI', 'Manchester City', 'epl-mci'], ['LIV', 'Liverpool', 'epl-liv'], ['CHE', 'Chelsea', 'epl-che']]),
    B('Premier League Winner 2032/33', 'Sports', c, [['epl-2032-33-arsenal', 'Arsenal', 'epl-ars'], ['epl-2032-33-man-city', 'Man City', 'epl-mci'], ['epl-2032-33-liverpool', 'Liverpool', 'epl-liv'],
      ['epl-2032-33-chelsea', 'Chelsea', 'epl-che'], ['epl-2032-33-man-united', 'Man United', 'epl-mun']]),
    G('EPL 2032/33 champion', c, gr(['Arsenal', 'epl-ars'], ['Manchester City', 'epl-mci'], ['Liverpool', 'epl-liv'])),
    U('premier-league-2032-33-champion', 'Premier League 2032–33 Champion', 'Sports', c, [['epl-champion-2032-33-arsenal', 'Arsenal', 'epl-ars'], ['epl-champion-2032-33-liverpool', 'Liverpool', 'epl-liv']]),
  ] });
}
{ // LaLiga 2032-33 champion (alpha, beta).
  addCase('soccer', { name: 'laliga-2032-33-winner', events: [
    A('KXLALIGA-33', 'LaLiga 2032-33 champion', 'Sports', z('2033-05-30', '21:00'), [['RMA', 'Real Madrid', 'll-rma'], ['BAR', 'Barcelona', 'll-bar'], ['ATM', 'Atlético Madrid', 'll-atm']]),
    B('La Liga Winner 2032-33', 'Sports', z('2033-05-30', '21:00'), [['la-liga-2032-33-real-madrid', 'Real Madrid', 'll-rma'], ['la-liga-2032-33-barcelona', 'Barcelona', 'll-bar'], ['la-liga-2032-33-atletico', 'Atlético', 'll-atm']]),
  ] });
}

// ───────────────────────────── BOX OFFICE AND CHARTS ─────────────────────────────

const TN = 'https://www.the-numbers.com/weekend-box-office-chart';
{ // The Incredibles 3 domestic opening, 16-18 July: alpha (Box Office Mojo) and beta (The Numbers) one event priced off two sources.
  const c = z('2032-07-19', '22:00');
  addCase('culture', { name: 'bo-incredibles3-opening', fungible: nf('alpha|beta', 'beta|gamma'), events: [
    A('KXBOXOFFICE-32JUL18INC3', 'Incredibles 3 opening weekend domestic box office', 'Culture', c, [['T125', 'Above $125M', 'inc3-125'], ['T150', 'Above $150M', 'inc3-150'], ['T175', 'Above $175M', 'inc3-175']],
      { sources: [BOM], rules: 'Resolves on the Friday–Sunday domestic gross for July 16–18, 2032 reported by Box Office Mojo.' }),
    B1('Incredibles 3 opening weekend above $150M?', 'Culture', c, 'inc3-150', { mx: { src: TN, rules: 'Resolves per The Numbers’ weekend chart (3-day domestic, July 16-18, 2032). Actuals are used once published.' } }),
    G1('"Incredibles 3" 3-day domestic opening > $150M (Box Office Mojo)?', c, 'inc3-150'),
  ] }, ['source']);
}
{ // Top Gun 3 domestic opening (alpha, beta_us) vs its global opening (gamma): measure negative.
  const c = z('2032-07-26', '22:00');
  addCase('culture', { name: 'bo-topgun3-opening', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXBOXOFFICE-32JUL25TG3', 'Top Gun 3 domestic opening weekend', 'Culture', c, [['T100', 'Above $100M', 'tg3-100'], ['T130', 'Above $130M', 'tg3-130']], { sources: [BOM] }),
    U1('top-gun-3-opening-weekend-over-100m', 'Top Gun 3 Opening Weekend Over $100M (Domestic)', 'Culture', c, 'tg3-100'),
    G1('Top Gun 3 worldwide opening above $250M?', c, 'tg3ww-250'),
  ] }, ['measure']);
}
{ // No.1 film on the 23-25 July weekend (alpha, beta) vs the 30 July - 1 August weekend (gamma): date negative.
  addCase('culture', { name: 'bo-top-film-jul23', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTOPFILM-32JUL25', 'Top film at the domestic box office, Jul 23-25, 2032', 'Culture', z('2032-07-26', '22:00'), [['TG3', 'Top Gun 3', 'tf23-tg3'], ['INC3', 'Incredibles 3', 'tf23-inc3'], ['JWE', 'Jurassic World: Extinction', 'tf23-jwe']], { sources: [BOM] }),
    B('#1 Movie This Weekend (July 23–25)', 'Culture', z('2032-07-26', '22:00'), [['top-movie-jul-23-25-top-gun-3', 'Top Gun 3', 'tf23-tg3'], ['top-movie-jul-23-25-incredibles-3', 'Incredibles 3', 'tf23-inc3']]),
    G('Box office No.1, weekend of 30 Jul – 1 Aug 2032', z('2032-08-02', '22:00'), gr(['Top Gun 3', 'tf30-tg3'], ['Incredibles 3', 'tf30-inc3'], ['Jurassic World: Extinction', 'tf30-jwe'])),
  ] }, ['date']);
}
{ // Incredibles 3 Tomatometer (beta, beta_us) vs its Popcornmeter (gamma): measure negative.
  const c = z('2032-07-23', '16:00');
  addCase('culture', { name: 'rt-incredibles3', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B('Incredibles 3 Rotten Tomatoes score?', 'Culture', c, [['incredibles-3-rt-90-plus', '90+', 'inc3rt-90'], ['incredibles-3-rt-80-89', '80-89', 'inc3rt-80'], ['incredibles-3-rt-under-80', '<80', 'inc3rt-lt80']],
      { rules: 'Tomatometer (critics) score shown on rottentomatoes.com one week after release, on July 23, 2032, 12:00 PM ET.' }),
    U1('incredibles-3-rotten-tomatoes-90', 'Incredibles 3 Tomatometer 90 or higher?', 'Culture', c, 'inc3rt-90'),
    G1('Incredibles 3 Popcornmeter (audience score) ≥ 90?', c, 'inc3pop-90'),
  ] }, ['measure']);
}
{ // Hot 100 No.1 on the chart dated 24 July (alpha, beta) vs the chart dated 31 July (gamma): date negative.
  addCase('culture', { name: 'hot100-jul24', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXHOT100-32JUL24', 'Billboard Hot 100 #1 song (chart dated Jul 24, 2032)', 'Culture', z('2032-07-20', '17:00'), [['SC', 'Sabrina Carpenter - Sundress', 'h24-carpenter'], ['OR', 'Olivia Rodrigo - Lighthouse', 'h24-rodrigo'],
      ['BB', 'Bad Bunny - Playa Negra', 'h24-badbunny']], { sources: [BB] }),
    B('Billboard #1 song on July 24?', 'Culture', z('2032-07-20', '17:00'), [['hot-100-jul-24-sundress', 'Sundress', 'h24-carpenter'], ['hot-100-jul-24-lighthouse', 'Lighthouse', 'h24-rodrigo'],
      ['hot-100-jul-24-playa-negra', 'Playa Negra', 'h24-badbunny']]),
    G('Hot 100 number one — chart dated 31 July 2032', z('2032-07-27', '17:00'), gr(['Sundress (Sabrina Carpenter)', 'h31-carpenter'], ['Lighthouse (Olivia Rodrigo)', 'h31-rodrigo'])),
  ] }, ['date']);
}
{ // Billboard 200 No.1 album, chart dated 31 July (beta, gamma).
  addCase('culture', { name: 'bb200-jul31', events: [
    B('Billboard 200 #1 Album (Chart Dated July 31)', 'Culture', z('2032-07-26', '17:00'), [['bb200-jul-31-rodrigo', 'Olivia Rodrigo', 'a31-rodrigo'], ['bb200-jul-31-swift', 'Taylor Swift', 'a31-swift'], ['bb200-jul-31-morgan-wallen', 'Morgan Wallen', 'a31-wallen']]),
    G('Top album on the Billboard 200 dated 7/31/2032', z('2032-07-26', '17:00'), gr(['Olivia Rodrigo', 'a31-rodrigo'], ['Taylor Swift', 'a31-swift'], ['Morgan Wallen', 'a31-wallen'])),
  ] });
}
{ // Spotify global No.1 on 20 July (alpha only).
  addCase('culture', { name: 'spotify-global-jul20', events: [
    A('KXSPOTIFYGLOBAL-32JUL20', 'Top song on Spotify Global, Jul 20, 2032', 'Culture', z('2032-07-21', '16:00'), [['SUND', 'Sundress', 'sp20-sundress'], ['LIGH', 'Lighthouse', 'sp20-lighthouse'], ['PLAY', 'Playa Negra', 'sp20-playa']],
      { sources: ['Spotify Charts https://charts.spotify.com/charts/view/regional-global-daily/latest'] }),
  ] });
}
{ // Taylor Swift announces an album by 31 August (beta, beta_us) vs releases one by then (alpha): observation negative.
  addCase('culture', { name: 'swift-album-announce', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B1('Will Taylor Swift announce a new album before September?', 'Culture', z('2032-08-31', '23:59'), 'ts-announce'),
    U1('taylor-swift-announces-new-album-by-aug-31', 'Taylor Swift announces new album by August 31?', 'Culture', z('2032-08-31', '23:59'), 'ts-announce'),
    A1('KXSWIFTALBUM-32AUG', 'Taylor Swift releases a new studio album by Aug 31, 2032', 'Culture', z('2032-08-31', '23:59'), 'REL', 'Released', 'ts-release'),
  ] }, ['observation']);
}
{ // Most Emmy nominations for a series (alpha, beta).
  const c = z('2032-07-14', '17:00');
  addCase('culture', { name: 'emmy-noms-2032', events: [
    A('KXEMMYNOMS-32', 'Series with the most 2032 Emmy nominations', 'Culture', c, [['SEV', 'Severance', 'emn-severance'], ['BEAR', 'The Bear', 'emn-bear'], ['WLUS', 'The White Lotus', 'emn-whitelotus'], ['LOU', 'The Last of Us', 'emn-lastofus']]),
    B('Most Emmy Nominations 2032 (Series)', 'Culture', c, [['emmy-noms-2032-severance', 'Severance', 'emn-severance'], ['emmy-noms-2032-white-lotus', 'The White Lotus', 'emn-whitelotus'], ['emmy-noms-2032-the-pitt', 'The Pitt', 'emn-pitt']]),
  ] });
}

// ───────────────────────────── HEAT ─────────────────────────────

{ // NYC high on Tuesday 20 July: alpha (Central Park) and beta (LaGuardia) one event off two stations; gamma is 21 July: date negative.
  const c = z('2032-07-21', '14:00');
  addCase('weather', { name: 'nyc-high-jul20', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXHIGHNY-32JUL20', 'Highest temperature in NYC on Jul 20, 2032?', 'Climate and Weather', c, [['B89', '89° or below', 'ny20-le89'], ['B90.5', '90° to 91°', 'ny20-90'], ['B92.5', '92° to 93°', 'ny20-92'],
      ['B94.5', '94° to 95°', 'ny20-94'], ['T95', '96° or above', 'ny20-ge96']], { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC'],
      rules: 'Resolves on the maximum temperature for Central Park, NY reported in the NWS Daily Climate Report (CLI) for July 20, 2032.' }),
    B('Highest temperature in NYC on July 20?', 'Weather', c, w([['nyc-high-july-20-2032-89-or-below', '89°F or below', 'ny20-le89'], ['nyc-high-july-20-2032-90-91', '90-91°F', 'ny20-90'],
      ['nyc-high-july-20-2032-92-93', '92-93°F', 'ny20-92'], ['nyc-high-july-20-2032-94-95', '94-95°F', 'ny20-94'], ['nyc-high-july-20-2032-96-or-higher', '96°F or higher', 'ny20-ge96']],
      { src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA', rules: 'Resolves to the highest temperature recorded at LaGuardia Airport (KLGA) on July 20, 2032, as shown on Weather Underground, in whole degrees Fahrenheit.' })),
    G('NYC (Central Park) max temp, 21 July 2032', z('2032-07-22', '14:00'), gr(['≤89°F', 'ny21-le89'], ['90-93°F', 'ny21-90'], ['≥94°F', 'ny21-ge94'])),
  ] }, ['source', 'date']);
}
{ // Phoenix reaches 120°F at any time in July (alpha, beta) vs a high above 115°F on 22 July (gamma): observation negative.
  addCase('weather', { name: 'phx-120-july', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXPHX120-32JUL', 'Phoenix hits 120°F in July 2032', 'Climate and Weather', z('2032-08-01', '14:00'), 'T119', '120° or above', 'phx-120', { sources: [NWS] }),
    B1('Will Phoenix reach 120°F in July 2032?', 'Weather', z('2032-08-01', '14:00'), 'phx-120', { mx: { rules: 'Resolves Yes if the daily maximum at Phoenix Sky Harbor (KPHX) in the NWS climate report reaches 120°F on any day from July 1 to July 31, 2032.' } }),
    G1('Phoenix high above 115°F on July 22, 2032?', z('2032-07-23', '14:00'), 'phx22-115'),
  ] }, ['observation']);
}
{ // Las Vegas high on 22 July (alpha buckets, gamma the top bucket).
  const c = z('2032-07-23', '14:00');
  addCase('weather', { name: 'las-vegas-high-jul22', events: [
    A('KXHIGHLV-32JUL22', 'Highest temperature in Las Vegas on Jul 22, 2032?', 'Climate and Weather', c, [['B107', '107° or below', 'lv22-le107'], ['B108.5', '108° to 109°', 'lv22-108'], ['B110.5', '110° to 111°', 'lv22-110'], ['T111', '112° or above', 'lv22-ge112']],
      { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=VEF&product=CLI&issuedby=LAS'] }),
    G1('Las Vegas (Harry Reid Intl) high 112°F or hotter on 22 July?', c, 'lv22-ge112'),
  ] });
}
{ // Heathrow reaches 35°C in July (beta, gamma) vs Manchester reaches 35°C in July (beta_us): place negative.
  const c = z('2032-08-01', '09:00');
  addCase('weather', { name: 'heathrow-35c-july', groups: [['beta', 'gamma'], ['beta_us']], events: [
    B1('Will London Heathrow hit 35°C in July 2032?', 'Weather', c, 'lhr-35', { mx: { src: 'https://www.metoffice.gov.uk/' } }),
    G1('Heathrow max temperature ≥35°C during July 2032 (Met Office)?', c, 'lhr-35'),
    U1('manchester-35c-july-2032', 'Will Manchester reach 35°C in July 2032?', 'Weather', c, 'man-35'),
  ] }, ['place']);
}
{ // Chicago (Midway) high on 19 July (alpha only).
  addCase('weather', { name: 'chicago-high-jul19', events: [
    A('KXHIGHCHI-32JUL19', 'Highest temperature in Chicago on Jul 19, 2032?', 'Climate and Weather', z('2032-07-20', '14:00'), [['B88', '88° or below', 'chi19-le88'], ['B89.5', '89° to 90°', 'chi19-89'], ['T90', '91° or above', 'chi19-ge91']],
      { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=LOT&product=CLI&issuedby=MDW'] }),
  ] });
}
{ // Warmest July on record per NOAA (alpha) vs per Copernicus ERA5 (beta): different datasets, so different events.
  addCase('weather', { name: 'warmest-july-2032', groups: [['alpha'], ['beta']], events: [
    A1('KXGTEMP-32JUL', 'July 2032 the warmest July on record (NOAA)', 'Climate and Weather', z('2032-08-13', '16:00'), 'REC', 'Record warm', 'noaa-jul-rec', { sources: ['NOAA NCEI https://www.ncei.noaa.gov/access/monitoring/monthly-report/global/'] }),
    B1('Copernicus: Was July 2032 the hottest July on record?', 'Weather', z('2032-08-07', '12:00'), 'c3s-jul-rec', { mx: { src: 'https://climate.copernicus.eu/surface-air-temperature-maps' } }),
  ] }, ['source']);
}
{ // Death Valley 130°F this summer (beta only).
  addCase('weather', { name: 'death-valley-130', events: [B1('Will Death Valley reach 130°F by August 31, 2032?', 'Weather', z('2032-09-01', '14:00'), 'dv-130')] });
}

// ───────────────────────────── HURRICANE SEASON ─────────────────────────────

{ // Dolly forms before 1 August (alpha, beta) vs by 15 August (gamma): deadline negative.
  addCase('weather', { name: 'ts-dolly-forms', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXNAMEDSTORM-32DOLLY', 'Tropical Storm Dolly forms before Aug 1, 2032', 'Climate and Weather', z('2032-08-01', '03:59'), 'AUG1', 'Before August 1', 'dolly-jul31',
      { sources: [NHC], rules: 'If the National Hurricane Center names a storm "Dolly" in the Atlantic basin before August 1, 2032 (ET), then the market resolves to Yes.' }),
    B1('Will Tropical Storm Dolly form by July 31?', 'Weather', z('2032-08-01', '03:59'), 'dolly-jul31', { mx: { src: 'https://www.nhc.noaa.gov/' } }),
    G1('Atlantic storm "Dolly" named by 15 Aug 2032?', z('2032-08-16', '03:59'), 'dolly-aug15'),
  ] }, ['deadline']);
}
{ // Named storms forming in July (gamma only).
  addCase('weather', { name: 'atlantic-july-storms', events: [G1('Two or more Atlantic named storms form in July 2032?', z('2032-08-01', '03:59'), 'jul-storms-2')] });
}
{ // US hurricane landfall by 31 August (alpha, beta) vs a major-hurricane landfall (beta_us): threshold negative.
  const c = z('2032-09-01', '03:59');
  addCase('weather', { name: 'us-hurricane-landfall-aug', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXHURLANDFALL-32AUG', 'Hurricane makes landfall in the US before Sep 1, 2032', 'Climate and Weather', c, 'CAT1', 'Category 1 or stronger', 'lf-any', { sources: [NHC] }),
    B1('Will a hurricane make landfall in the US by August 31?', 'Weather', c, 'lf-any', { mx: { src: 'https://www.nhc.noaa.gov/' } }),
    U1('major-hurricane-us-landfall-by-august-31-2032', 'Major hurricane (Cat 3+) US landfall by Aug 31?', 'Weather', c, 'lf-major'),
  ] }, ['threshold']);
}
{ // 2032 Atlantic named storms: alpha thresholds, beta buckets (alpha's "above 20.5" is beta's "21+"), gamma 18 or more.
  const c = z('2032-12-01', '04:59');
  addCase('weather', { name: 'atlantic-named-storms-2032', events: [
    A('KXNAMEDSTORMS-32', 'Number of Atlantic named storms in 2032', 'Climate and Weather', c, [['T14.5', 'Above 14.5', 'ns-15p'], ['T17.5', 'Above 17.5', 'ns-18p'], ['T20.5', 'Above 20.5', 'ns-21p']], { sources: [NHC] }),
    B('How many named storms in the 2032 Atlantic hurricane season?', 'Weather', c, [['atlantic-named-storms-2032-14-or-fewer', '14 or fewer', 'ns-le14'], ['atlantic-named-storms-2032-15-17', '15-17', 'ns-15-17'],
      ['atlantic-named-storms-2032-18-20', '18-20', 'ns-18-20'], ['atlantic-named-storms-2032-21-plus', '21+', 'ns-21p']]),
    G1('18+ named storms in the 2032 Atlantic season?', c, 'ns-18p'),
  ] });
}
{ // Bertha becomes a major hurricane (beta, gamma).
  const c = z('2032-07-25', '03:59');
  addCase('weather', { name: 'bertha-major', events: [
    B1('Will Hurricane Bertha reach Category 3?', 'Weather', c, 'bertha-cat3', { mx: { rules: 'Resolves Yes if the NHC lists Bertha with maximum sustained winds of at least 111 mph in any advisory or the Tropical Cyclone Report.' } }),
    G1('Bertha (2032) to become a major hurricane?', c, 'bertha-cat3'),
  ] });
}

// ───────────────────────────── CRYPTO: JULY RANGES ─────────────────────────────

const BINANCE = 'https://www.binance.com/en/trade/BTC_USDT';
{ // Bitcoin's July high: alpha (CF Benchmarks) and beta/gamma (Binance highs) one event off two sources; beta_us the July monthly close: observation negative.
  const c = z('2032-08-01', '04:00');
  addCase('crypto', { name: 'btc-july-high', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A('KXBTCMAXM-32JUL', 'How high will Bitcoin get in July 2032?', 'Crypto', c, [['T190000', '$190,000 or above', 'btcmax-190'], ['T200000', '$200,000 or above', 'btcmax-200'], ['T210000', '$210,000 or above', 'btcmax-210']],
      { sources: [CFB], rules: 'If the CF Benchmarks Bitcoin Real-Time Index (BRTI) is at or above the strike at any time from July 1 to July 31, 2032 (ET), then the market resolves to Yes.' }),
    B1('Will Bitcoin reach $200,000 in July?', 'Crypto', c, 'btcmax-200', { mx: { src: BINANCE, rules: 'Resolves Yes if any Binance BTC/USDT 1-minute candle between July 1, 2032 00:00 and July 31, 2032 23:59 (ET) has a final High of $200,000 or more.' } }),
    G1('BTC hits $200K in July 2032?', c, 'btcmax-200', { rules: 'Binance BTC/USDT 1m candle high ≥ 200,000 at any point in July 2032 (ET).' }),
    U1('bitcoin-july-2032-monthly-close-above-200k', 'Bitcoin July monthly close above $200K?', 'Crypto', c, 'btcclose-jul-200'),
  ] }, ['observation', 'source']);
}
{ // BTC at 17:00 ET on 31 July: alpha (BRTI) and gamma (Binance) one instant off two sources; beta is noon ET the same day: date negative.
  addCase('crypto', { name: 'btc-jul31-5pm', groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma'), events: [
    A('KXBTCD-32JUL3117', 'Bitcoin price on Jul 31, 2032 at 5pm EDT?', 'Crypto', z('2032-07-31', '21:00'), [['T189999.99', '$190,000 or above', 'btc31-190'], ['T194999.99', '$195,000 or above', 'btc31-195'],
      ['T199999.99', '$200,000 or above', 'btc31-200']], { sources: [CFB] }),
    G1('BTC above $195,000 at 5:00 PM ET on 31 July 2032 (Binance BTC/USDT)?', z('2032-07-31', '21:00'), 'btc31-195'),
    B('Bitcoin above ___ on July 31?', 'Crypto', z('2032-07-31', '16:00'), w([['bitcoin-above-190k-on-july-31-2032', '190,000', 'btc31n-190'], ['bitcoin-above-195k-on-july-31-2032', '195,000', 'btc31n-195'],
      ['bitcoin-above-200k-on-july-31-2032', '200,000', 'btc31n-200']], { src: BINANCE, rules: 'Resolves on the Binance BTC/USDT 1-minute candle for 12:00 ET on July 31, 2032: Yes if its final Close is above the listed price.' })),
  ] }, ['source', 'date']);
}
{ // Ether's July high: $8,000 (alpha, beta) and $9,000 (alpha, gamma) on one ladder; CF index vs Binance.
  const c = z('2032-08-01', '04:00');
  addCase('crypto', { name: 'eth-july-high', fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A('KXETHMAXM-32JUL', 'How high will Ethereum get in July 2032?', 'Crypto', c, [['T8000', '$8,000 or above', 'eth-8k'], ['T9000', '$9,000 or above', 'eth-9k']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
    B1('Will Ethereum reach $8,000 in July?', 'Crypto', c, 'eth-8k', { mx: { src: 'https://www.binance.com/en/trade/ETH_USDT' } }),
    G1('ETH hits $9,000 in July 2032 (Binance)?', c, 'eth-9k'),
  ] }, ['threshold', 'source']);
}
{ // Solana above $400 at noon ET on 1 August (beta ladder, beta_us) vs Bitcoin Cash above $400 (gamma): asset negative.
  const c = z('2032-08-01', '16:00');
  addCase('crypto', { name: 'sol-aug1', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B('Solana above ___ on August 1?', 'Crypto', c, [['solana-above-380-on-august-1-2032', '380', 'sol1-380'], ['solana-above-400-on-august-1-2032', '400', 'sol1-400'], ['solana-above-420-on-august-1-2032', '420', 'sol1-420']]),
    U1('sol-above-400-aug-1-2032-noon-et', 'SOL above $400 on Aug 1 (12:00 ET)?', 'Crypto', c, 'sol1-400'),
    G1('BCH above $400 on Aug 1, 2032 12:00 ET?', c, 'bch1-400'),
  ] }, ['asset']);
}
{ // Ether's July candle closes green (gamma only).
  addCase('crypto', { name: 'eth-july-green', events: [G1('Ethereum monthly candle green for July 2032?', z('2032-08-01', '00:00'), 'eth-jul-up', { rules: 'Binance ETH/USDT 1M candle: close > open = YES.' })] });
}
{ // ETH outperforms BTC in July (beta only).
  addCase('crypto', { name: 'eth-vs-btc-july', events: [B1('Will ETH outperform BTC in July 2032?', 'Crypto', z('2032-08-01', '04:00'), 'ethbtc-jul')] });
}
{ // Dogecoin reaches $1 in July (alpha, gamma).
  const c = z('2032-08-01', '04:00');
  addCase('crypto', { name: 'doge-1-july', events: [
    A1('KXDOGEMAXM-32JUL', 'Dogecoin reaches $1 in July 2032', 'Crypto', c, 'T1', '$1.00 or above', 'doge-1', { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/DOGEUSD_RTI'] }),
    G1('DOGE to touch $1 in July 2032?', c, 'doge-1'),
  ] });
}

// ───────────────────────────── INDICES, RATES, COMMODITIES ─────────────────────────────

{ // S&P 500 close on Friday 30 July (alpha, beta, gamma) vs the close on 31 August (beta_us): date negative.
  addCase('markets', { name: 'spx-jul30-close', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXINXU-32JUL30H1600', 'S&P 500 close on Jul 30, 2032', 'Financials', z('2032-07-30', '20:00'), [['T10499.99', '10,500 or above', 'spx30-10500'], ['T10749.99', '10,750 or above', 'spx30-10750']], { sources: [SPX] }),
    B1('S&P 500 close above 10,500 on July 30?', 'Finance', z('2032-07-30', '20:00'), 'spx30-10500'),
    G1('SPX ≥ 10,500 at the Friday 30 July close?', z('2032-07-30', '20:00'), 'spx30-10500'),
    U1('sp-500-above-10500-august-31-2032', 'S&P 500 above 10,500 at the close on August 31?', 'Finance', z('2032-08-31', '20:00'), 'spx831-10500'),
  ] }, ['date']);
}
{ // Nasdaq-100 closes above 40,000 on any July day (alpha, beta) vs the Nasdaq Composite doing so (gamma): asset negative.
  addCase('markets', { name: 'ndx-40k-july', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXNASDAQ100MAX-32JUL', 'Nasdaq-100 closes above 40,000 in July 2032', 'Financials', z('2032-07-30', '20:00'), 'T40000', 'Above 40,000', 'ndx-40k', { sources: ['Nasdaq https://www.nasdaq.com/market-activity/index/ndx'] }),
    B1('Will the Nasdaq 100 close above 40,000 in July?', 'Finance', z('2032-07-30', '20:00'), 'ndx-40k'),
    G1('Nasdaq Composite closes above 40,000 on any day in July 2032?', z('2032-07-30', '20:00'), 'ccmp-40k'),
  ] }, ['asset']);
}
{ // Nasdaq-100 up in July (beta Up/Down, gamma) vs "finishes July lower" (beta_us, the complement): inverted.
  const c = z('2032-07-30', '20:00');
  addCase('markets', { name: 'ndx-july-up', events: [
    B('Nasdaq 100 Up or Down in July?', 'Finance', c, [['nasdaq-100-up-or-down-july-2032', 'Up', 'ndxjul-up', { outcomes: yn('Up', 'Down') }]]),
    G1('NDX positive month, July 2032?', c, 'ndxjul-up', { rules: 'Nasdaq-100 official close on 30 Jul 2032 above the 30 Jun 2032 close = YES.' }),
    U1('nasdaq-100-lower-in-july-2032', 'Will the Nasdaq-100 finish July 2032 lower?', 'Finance', c, 'ndxjul-down'),
  ] }, ['inverted']);
}
{ // Gold on 30 July: COMEX settlement (alpha) vs LBMA PM (beta), one observation off two fixings (nf).
  addCase('markets', { name: 'gold-jul30', fungible: nf('alpha|beta'), events: [
    A1('KXGOLDD-32JUL30', 'Gold price on Jul 30, 2032', 'Financials', z('2032-07-30', '19:00'), 'T5500', 'Above $5,500', 'gold30-5500', { sources: ['CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html'] }),
    B1('Gold above $5,500 on July 30?', 'Finance', z('2032-07-30', '19:00'), 'gold30-5500', { mx: { src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices', rules: 'Resolves per the LBMA Gold Price PM (USD) on July 30, 2032.' } }),
  ] }, ['source']);
}
{ // WTI above $80 on 30 July (alpha) vs Brent above $80 (beta): asset negative.
  addCase('markets', { name: 'wti-jul30', groups: [['alpha'], ['beta']], events: [
    A1('KXWTI-32JUL30', 'WTI crude oil settle on Jul 30, 2032', 'Financials', z('2032-07-30', '19:00'), 'T80', 'Above $80', 'wti30-80', { sources: ['CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html'] }),
    B1('Brent crude above $80 on July 30?', 'Finance', z('2032-07-30', '19:00'), 'brent30-80'),
  ] }, ['asset']);
}
{ // VIX closes above 30 in July (alpha only).
  addCase('markets', { name: 'vix-30-july', events: [A1('KXVIXMAX-32JUL', 'VIX closes above 30 in July 2032', 'Financials', z('2032-07-30', '20:15'), 'T30', 'Above 30', 'vix-30', { sources: ['Cboe https://www.cboe.com/tradable_products/vix/'] })] });
}
{ // USD/JPY above 150 at 17:00 ET on 30 July (beta, gamma).
  const c = z('2032-07-30', '21:00');
  addCase('markets', { name: 'usdjpy-jul30', events: [
    B1('USD/JPY above 150 on July 30?', 'Finance', c, 'usdjpy-150'),
    G1('Dollar-yen above ¥150 at the 30 July 2032 NY close?', c, 'usdjpy-150'),
  ] });
}
{ // 10-year Treasury yield above 4.50% on 30 July (alpha, beta) vs the 2-year yield (gamma): asset negative.
  const c = z('2032-07-30', '22:00');
  addCase('markets', { name: 'ust10y-jul30', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXTNOTED-32JUL30', '10-year Treasury yield on Jul 30, 2032', 'Financials', c, 'T4.50', 'Above 4.50%', 'ust10-450', { sources: ['U.S. Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates'] }),
    B1('10Y Treasury yield above 4.50% on July 30?', 'Finance', c, 'ust10-450'),
    G1('2-year US Treasury yield above 4.50% on 30 July 2032?', c, 'ust2-450'),
  ] }, ['asset']);
}

// ───────────────────────────── THE JULY ECONOMIC CALENDAR ─────────────────────────────

const CPIREL = z('2032-07-14', '12:30');
{ // June CPI YoY, released Wednesday 14 July: alpha ladder, beta "2.9% or higher" (= above 2.8%), gamma above 3.0%; core CPI (beta_us): measure negative.
  addCase('economics', { name: 'cpi-june-yoy', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXCPIYOY-32JUN', 'CPI year-over-year in June 2032', 'Economics', CPIREL, [['T2.6', 'Above 2.6%', 'cpiy-27'], ['T2.8', 'Above 2.8%', 'cpiy-29'], ['T3.0', 'Above 3.0%', 'cpiy-31']],
      { sources: [BLS], rules: 'If the year-over-year change in CPI-U (not seasonally adjusted) for June 2032, as first released by the BLS, is above the strike, then the market resolves to Yes.' }),
    B1('June CPI inflation 2.9% or higher?', 'Economics', CPIREL, 'cpiy-29', { mx: { src: 'https://www.bls.gov/cpi/' } }),
    G1('US CPI (June 2032) YoY above 3.0%?', CPIREL, 'cpiy-31'),
    U1('core-cpi-yoy-june-2032-above-2-8', 'Core CPI YoY for June above 2.8%?', 'Economics', CPIREL, 'ccpiy-29'),
  ] }, ['measure']);
}
{ // June retail sales MoM above 0.3% (alpha, beta) vs the control group (gamma): measure negative.
  const c = z('2032-07-15', '12:30');
  addCase('economics', { name: 'retail-sales-june', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXRETAIL-32JUN', 'US retail sales MoM, June 2032', 'Economics', c, 'T0.3', 'Above 0.3%', 'rs-04', { sources: ['U.S. Census Bureau https://www.census.gov/retail/index.html'] }),
    B1('June retail sales up more than 0.3%?', 'Economics', c, 'rs-04'),
    G1('June 2032 retail sales control group above 0.3% m/m?', c, 'rscg-04'),
  ] }, ['measure']);
}
{ // Q2 GDP advance estimate, 29 July: alpha ladder, beta "above 2.0%" (alpha's T2.0), gamma "2.0% or more" (its own outcome);
  // the second estimate (beta_us): measure negative.
  const c = z('2032-07-29', '12:30');
  addCase('economics', { name: 'gdp-q2-advance', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXGDP-32Q2', 'US GDP growth in Q2 2032 (advance estimate)', 'Economics', c, [['T1.5', 'Above 1.5%', 'gdp-gt15'], ['T2.0', 'Above 2.0%', 'gdp-gt20'], ['T2.5', 'Above 2.5%', 'gdp-gt25']], { sources: [BEA] }),
    B1('Q2 GDP growth above 2.0%?', 'Economics', c, 'gdp-gt20', { mx: { rules: 'Resolves per the BEA advance estimate of real GDP growth (seasonally adjusted annualized rate) for Q2 2032, released July 29, 2032.' } }),
    G1('US Q2 2032 GDP (advance) 2.0% or higher?', c, 'gdp-ge20'),
    U1('us-q2-gdp-second-estimate-above-2-pct', 'Q2 GDP second estimate above 2.0%?', 'Economics', z('2032-08-26', '12:30'), 'gdp2-gt20'),
  ] }, ['threshold', 'measure']);
}
{ // FOMC decision on Wednesday 28 July (alpha, beta, beta_us "any cut") vs the September meeting (gamma): date negative.
  const c = z('2032-07-28', '18:00');
  addCase('economics', { name: 'fomc-july-2032', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXFEDDECISION-32JUL', 'Fed decision in Jul 2032', 'Economics', c, [['H0', 'Hold', 'fomc-hold'], ['C25', 'Cut 25bps', 'fomc-c25'], ['C26', 'Cut >25bps', 'fomc-c50'], ['H25', 'Hike', 'fomc-hike']], { sources: [FEDSRC] }),
    B('Fed decision in July?', 'Economics', c, [['fed-july-2032-no-change', 'No change', 'fomc-hold'], ['fed-july-2032-25-bps-decrease', '25 bps decrease', 'fomc-c25'],
      ['fed-july-2032-50-plus-bps-decrease', '50+ bps decrease', 'fomc-c50'], ['fed-july-2032-25-plus-bps-increase', '25+ bps increase', 'fomc-hike']]),
    U1('fed-cuts-rates-july-2032', 'Will the Fed cut rates at the July 2032 meeting?', 'Economics', c, 'fomc-anycut'),
    G1('Fed cut at the September 2032 FOMC?', z('2032-09-22', '18:00'), 'fomcsep-cut'),
  ] }, ['date']);
}
{ // ECB decision on 22 July (alpha, beta) vs the Bank of Canada on 21 July (gamma): place negative.
  addCase('economics', { name: 'ecb-july-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXECB-32JUL', 'ECB deposit facility rate decision, Jul 22, 2032', 'Economics', z('2032-07-22', '12:15'), [['H0', 'Hold', 'ecb-hold'], ['C25', 'Cut 25bps', 'ecb-c25'], ['H25', 'Hike 25bps', 'ecb-h25']],
      { sources: ['European Central Bank https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html'] }),
    B('ECB interest rate decision (July 22)', 'Economics', z('2032-07-22', '12:15'), [['ecb-july-2032-no-change', 'No change', 'ecb-hold'], ['ecb-july-2032-25-bps-cut', '25 bps cut', 'ecb-c25'], ['ecb-july-2032-25-bps-hike', '25 bps hike', 'ecb-h25']]),
    G1('Bank of Canada cuts its policy rate on 21 July 2032?', z('2032-07-21', '13:45'), 'boc-cut'),
  ] }, ['place']);
}
{ // BoE Bank Rate on Thursday 5 August (alpha, beta_us).
  const c = z('2032-08-05', '11:00');
  addCase('economics', { name: 'boe-aug-2032', events: [
    A('KXBOE-32AUG', 'Bank of England rate decision, Aug 5, 2032', 'Economics', c, [['H0', 'Hold', 'boe-hold'], ['C25', 'Cut 25bps', 'boe-c25']], { sources: ['Bank of England https://www.bankofengland.co.uk/monetary-policy-summary-and-minutes'] }),
    U1('boe-cut-august-2032', 'BoE cut in August 2032?', 'Economics', c, 'boe-c25'),
  ] });
}
{ // BoJ hike on 30 July (beta only).
  addCase('economics', { name: 'boj-july-2032', events: [B1('Will the Bank of Japan raise rates in July 2032?', 'Economics', z('2032-07-30', '04:00'), 'boj-hike')] });
}
{ // July payrolls, Friday 6 August: alpha thresholds, beta 150K+, gamma buckets (their own outcomes); average hourly earnings (beta_us): measure negative.
  const c = z('2032-08-06', '12:30');
  addCase('economics', { name: 'nfp-july-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXPAYROLLS-32JUL', 'Jobs numbers in July 2032', 'Economics', c, [['T100000', 'Above 100,000', 'nfp-100'], ['T150000', 'Above 150,000', 'nfp-150'], ['T200000', 'Above 200,000', 'nfp-200']], { sources: [BLS] }),
    B1('July jobs report: above 150K?', 'Economics', c, 'nfp-150', { mx: { rules: 'Resolves per the change in total nonfarm payrolls in the BLS Employment Situation release for July 2032 (first print).' } }),
    G('US NFP July 2032 (headline)', c, gr(['Below 100K', 'nfpb-lt100'], ['100K–150K', 'nfpb-100'], ['150K–200K', 'nfpb-150'], ['Above 200K', 'nfp-200'])),
    U1('average-hourly-earnings-july-2032-above-0-3', 'July average hourly earnings up more than 0.3%?', 'Economics', c, 'ahe-04'),
  ] }, ['measure']);
}
{ // July unemployment rate 4.3% or higher (alpha "above 4.2%", beta) vs U-6 (gamma): measure negative.
  const c = z('2032-08-06', '12:30');
  addCase('economics', { name: 'unemployment-july-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXU3-32JUL', 'Unemployment rate in July 2032', 'Economics', c, 'T4.2', 'Above 4.2%', 'u3-43', { sources: [BLS] }),
    B1('July unemployment rate 4.3% or higher?', 'Economics', c, 'u3-43'),
    G1('U-6 underemployment rate above 8.0% for July 2032?', c, 'u6-80'),
  ] }, ['measure']);
}
{ // Initial jobless claims released 22 July (alpha) vs those released 29 July (beta): date negative.
  addCase('economics', { name: 'jobless-claims-jul22', groups: [['alpha'], ['beta']], events: [
    A1('KXJOBLESS-32JUL22', 'Initial jobless claims (week ending Jul 17, 2032)', 'Economics', z('2032-07-22', '12:30'), 'T240000', 'Above 240,000', 'ic22-240', { sources: ['U.S. Department of Labor https://www.dol.gov/ui/data.pdf'] }),
    B1('Initial jobless claims above 240K on July 29?', 'Economics', z('2032-07-29', '12:30'), 'ic29-240'),
  ] }, ['date']);
}
{ // UK June CPI (gamma only).
  addCase('economics', { name: 'uk-cpi-june-2032', events: [G1('UK CPI (June 2032) above 2.5% y/y?', z('2032-07-21', '06:00'), 'ukcpi-26', { rules: 'ONS CPI 12-month rate for June 2032, published 21 July 2032 at 07:00 BST.' })] });
}
{ // UMich preliminary July sentiment (beta_us only).
  addCase('economics', { name: 'umich-july-2032', events: [U1('umich-consumer-sentiment-july-2032-prelim-above-60', 'UMich Consumer Sentiment (July prelim) above 60?', 'Economics', z('2032-07-16', '14:00'), 'umich-60')] });
}
{ // China Q2 GDP (beta only).
  addCase('economics', { name: 'china-q2-gdp-2032', events: [B1('China Q2 2032 GDP growth 4.5% or higher?', 'Economics', z('2032-07-15', '02:00'), 'cngdp-45')] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout40-set.json', import.meta.url));
