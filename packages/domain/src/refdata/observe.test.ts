// Unit tests of what a market observes: race weekend sessions, Grand Prix names, price kinds, observation times, cent bounds.
import { describe, expect, it } from 'vitest';
import { anyTimeIn, easternMinutes, gpWords, grandPrixOf, grandPrixWords, observationTime, priceKindOf, sessionOf, statedDeadlineMs, tickerTime, timesIn, touchBasis, touchWindowGap, windowStart, candleCloseTime, titleTimeGap, titleWindow, titleWindowGap, questionsDay } from './observe.ts';
import { centStep } from './match.ts';

const parts = (p: Partial<Parameters<typeof sessionOf>[0]>): Parameters<typeof sessionOf>[0] => ({ title: '', codes: [], questions: [], rules: [], ...p });

describe('race weekend sessions', () => {
  it('reads the session from the title, the ticker or slug, the questions or the rules', () => {
    expect(sessionOf(parts({ title: 'Miami GP 2027 - Sprint Shootout: Pole Sitter' }))).toBe('sprint_qualifying');
    expect(sessionOf(parts({ title: 'São Paulo Grand Prix Sprint Race Winner' }))).toBe('sprint');
    expect(sessionOf(parts({ title: 'Chinese Grand Prix Winner', codes: ['KXF1SPRINT-27CHN'] }))).toBe('sprint');
    expect(sessionOf(parts({ title: 'Japanese Grand Prix', codes: ['KXF1QUALI-27JPN'] }))).toBe('qualifying');
    expect(sessionOf(parts({ title: 'Miami Grand Prix 2027', codes: ['f1-miami-grand-prix-2027-qualifying'] }))).toBe('qualifying');
    expect(sessionOf(parts({ title: 'Miami Grand Prix 2027', questions: ['Will Max Verstappen win the Sprint Race at the 2027 Miami Grand Prix?', 'Will Lando Norris win the Sprint Race at the 2027 Miami Grand Prix?'] }))).toBe('sprint');
    expect(sessionOf(parts({ title: 'Las Vegas GP 2027', rules: ['Resolves to the driver who sets the fastest time in qualifying (pole position).'] }))).toBe('qualifying');
  });
  it('keeps the race when other sessions are named only to be excluded, or when the title names the race', () => {
    expect(sessionOf(parts({ title: 'Australian Grand Prix 2027', rules: ['Resolves to the winner of the main race (not the sprint or qualifying) as classified by the FIA.'] }))).toBeNull();
    expect(sessionOf(parts({ title: 'Japanese GP 2027', rules: ['Resolves to the winner of the Grand Prix race. Qualifying and sprint results do not count.'] }))).toBeNull();
    expect(sessionOf(parts({ title: 'Japanese Grand Prix 2027: Race Winner', rules: ['Qualifying sessions decide the grid.'] }))).toBeNull();
    expect(sessionOf(parts({ title: 'Qatar Grand Prix 2027', rules: ['If qualifying is delayed, the market stays open.', 'Resolves to the winner of the Grand Prix.'] }))).toBeNull();
    expect(sessionOf(parts({ title: 'Qatar Grand Prix Winner', codes: ['KXF1RACE-26QAT', '60101'] }))).toBeNull();
    // questions that disagree name no one session
    expect(sessionOf(parts({ questions: ['Will Max win the sprint?', 'Will Max take pole?'] }))).toBeNull();
  });
  it('names one key per Grand Prix across the venues\' words', () => {
    expect(grandPrixOf('São Paulo Grand Prix Winner')).toBe('brazil');
    expect(grandPrixOf('F1 Sao Paulo GP 2027 Sprint')).toBe('brazil');
    expect(grandPrixOf('US Grand Prix 2027 Winner')).toBe('usa');
    expect(grandPrixOf('F1 United States GP 2027 - Sprint Shootout')).toBe('usa');
    expect(grandPrixOf('F1: Japanese GP 2027')).toBe('japan');
    expect(grandPrixOf('Austrian Grand Prix')).not.toBe(grandPrixOf('Australian Grand Prix'));
    expect(grandPrixOf('Grand Prix of Nowhere')).toBeNull();
  });
  it('reads a Formula 1 race named by its circuit, and writes the race one way for comparing titles', () => {
    expect(grandPrixOf('Formula 1 — Yas Marina 2027 race win')).toBe('abu_dhabi');
    expect(grandPrixOf('F1 at Silverstone: race winner')).toBe('britain');
    // (a circuit's name outside Formula 1 is no race: "Spa day", "Monza" elsewhere)
    expect(grandPrixOf('Yas Marina hotel occupancy 2027')).toBeNull();
    expect(grandPrixWords('Formula 1 — Yas Marina 2027 race win', 'abu_dhabi')).toEqual(['yas', 'marina', 'grand', 'prix', 'gp']);
    expect(grandPrixWords('Abu Dhabi Grand Prix winner', 'abu_dhabi')).toEqual(['abu', 'dhabi', 'grand', 'prix', 'gp']);
    expect(gpWords('abu_dhabi')).toEqual(['abu', 'dhabi', 'grand', 'prix']);
  });
});

describe('price markets', () => {
  it('tells a price at a time from a level reached in a period', () => {
    expect(priceKindOf(['Bitcoin price on Dec 31, 2026?', '$110,000 or above'])).toBe('at');
    expect(priceKindOf(['Bitcoin above ___ on December 31?', 'Will the price of Bitcoin be above $110,000 on December 31 at 12:00 PM ET?'])).toBe('at');
    expect(priceKindOf(['What price will Bitcoin hit in December 2026?', '↑ 120,000'])).toBe('touch');
    expect(priceKindOf(['How high will Bitcoin get in 2027?'])).toBe('touch');
    expect(priceKindOf(['Solana lowest price in February 2027'])).toBe('touch');
  });
  it('reads observation times in Eastern time from text, tickers and rules', () => {
    const dec31 = Date.parse('2026-12-31T22:00:00Z');
    expect(timesIn('Will the price be above $110,000 on December 31 at 12:00 PM ET?', dec31)).toEqual([720]);
    expect(timesIn('BTC above ___ on Dec 31, 2026 at 5PM ET?', dec31)).toEqual([1020]);
    expect(timesIn('ETH above ___ on Jan 15, 2027 (10AM ET)', dec31)).toEqual([600]);
    expect(timesIn('the 1 minute candle for 17:00 UTC', dec31)).toEqual([720]);
    expect(timesIn('at noon ET', dec31)).toEqual([720]);
    expect(tickerTime('KXBTCD-26DEC3117')).toBe(1020);
    expect(tickerTime('KXINXU-26DEC31H1200')).toBe(720);
    expect(tickerTime('KXBTCMAXY-27')).toBeNull();
    expect(observationTime({ texts: ['Bitcoin price on Dec 31, 2026?'], ticker: 'KXBTCD-26DEC3112', rules: [], refMs: dec31 })).toBe(720);
    expect(observationTime({ texts: ['Bitcoin above ___ on Dec 31?'], ticker: null, rules: ['The market will close at 11:59 PM ET. Resolves per the BTC price at 5pm EST.'], refMs: dec31 })).toBe(1020);
    expect(observationTime({ texts: ['from 9:30 AM ET to 4 PM ET'], ticker: 'KXBTCD-26DEC3117', rules: [], refMs: dec31 })).toBeNull();
    expect(easternMinutes(Date.parse('2026-12-31T22:00:00Z'))).toBe(1020);
    expect(easternMinutes(Date.parse('2027-07-04T21:00:00Z'))).toBe(1020);
  });
  it('reads cent bounds exactly: above 109,999.99 is 110,000 or above; 109,999.99 or below is below 110,000', () => {
    expect(centStep({ op: 'gt', lo: '109999.99', hi: '109999.99', unit: '$' })).toEqual({ op: 'ge', lo: '110000', hi: '110000', unit: '$' });
    expect(centStep({ op: 'le', lo: '2999.99', hi: '2999.99', unit: '$' })).toEqual({ op: 'lt', lo: '3000', hi: '3000', unit: '$' });
    expect(centStep({ op: 'gt', lo: '110000', hi: '110000', unit: '$' })).toEqual({ op: 'gt', lo: '110000', hi: '110000', unit: '$' });
    expect(centStep({ op: 'gt', lo: '2.4999', hi: '2.4999', unit: '$' }).op).toBe('gt');
  });
});

describe('levels counted on any day of a period', () => {
  it('reads the title, the questions and the rules', () => {
    expect(priceKindOf(['Dow closes above 55K on any day in 2027?'])).toBe('touch');
    expect(priceKindOf(['VIX closes above 30 in Q2 2027?'], ['Yes if the Cboe VIX official close is above 30 on any trading day from April 1 to June 30, 2027.'])).toBe('touch');
    expect(priceKindOf(['VIX on Jun 30, 2027'], ['VIX official close on June 30, 2027.'])).toBe('at');
    expect(anyTimeIn(['30-year mortgage rate below 6% in H1 2027?'], ['Yes if any weekly Freddie Mac PMMS 30-year rate published January 1 – June 30, 2027 is below 6.00%.'])).toBe(true);
    expect(anyTimeIn(['30-year mortgage rate in the last week of Jun 2027'], ['Freddie Mac PMMS 30-year fixed average released June 24, 2027.'])).toBe(false);
    // any quote reaching the level, an intraday high: reached at any time, not a close
    expect(anyTimeIn(['USD/JPY reaches 160.00 before July 2027?'], ['YES if any USD/JPY quote reaches 160.00 on or before 30 June 2027 (intraday high).'])).toBe(true);
    expect(anyTimeIn(['USD/JPY above 160 on June 30?'], ['Resolves on the WM/Reuters 4pm London fix of June 30, 2027.'])).toBe(false);
    // a sentence that excludes it says nothing
    expect(anyTimeIn(['Gold on Mar 31'], ['The settlement price on March 31 counts, not any intraday high.'])).toBe(false);
  });
  it('reads any settlement of a period as a level reached', () => {
    expect(anyTimeIn(['Natural gas settles over $5 in January 2027?'], ['Any NYMEX natural gas front-month settlement above $5.00 from December 1, 2026 through January 31, 2027.'])).toBe(true);
  });
});

describe('levels reached: on a close or intraday', () => {
  it('reads what a level reached is read on, from the title and questions, else the rules', () => {
    expect(touchBasis(['S&P 500 intraday high in 2027'], [])).toBe('intraday');
    expect(touchBasis(['Will the S&P 500 have a daily close above 8,000 at any time in 2027?'], [])).toBe('close');
    expect(touchBasis(['VIX closes above 30 in Q1 2027?'], [])).toBe('close');
    expect(touchBasis(['Will gold (GC front month) trade at $5,000 or higher at any point in 2027?'], [])).toBe('intraday');
    expect(touchBasis(['Gold futures reach $5,000/oz during 2027?'], ['This market closes at 5:00 PM ET on December 31, 2027.'])).toBeNull();
    expect(touchBasis(['Bitcoin above $150K in 2027?'], ['Yes if any daily close on Coinbase is above $150,000.'])).toBe('close');
  });
  it('reads any official daily close of a period, the index named between, as a level reached', () => {
    expect(priceKindOf(['VIX close over 30 in Jan–Mar 2027?'], ['Any official Cboe VIX daily closing value above 30.00 between January 1 and March 31, 2027.'])).toBe('touch');
  });
});

describe('statedDeadlineMs', () => {
  it('reads the deadline instant the rules state in US Eastern time, whatever hour the venue closes the listing', () => {
    // 11:59 PM EDT on Mar 31, 2027 is 03:59 UTC on Apr 1 (a venue closing at 23:59 UTC states the same deadline)
    expect(statedDeadlineMs('Resolves "Yes" if Keir Starmer is no longer UK Prime Minister by March 31, 2027, 11:59 PM ET.')).toBe(Date.parse('2027-04-01T03:59:00Z'));
    // standard time in December: UTC-5
    expect(statedDeadlineMs('Resolves "Yes" if it happens by December 31, 2026 at 11:59 p.m. EST.')).toBe(Date.parse('2027-01-01T04:59:00Z'));
    // no time of day, no zone, or two different instants: no stated deadline
    expect(statedDeadlineMs('Resolves YES if it happens by 31 December 2026.')).toBeNull();
    expect(statedDeadlineMs('Resolves YES if it happens by March 31, 2027, 11:59 PM.')).toBeNull();
    expect(statedDeadlineMs('Between March 1, 2027, 12:00 PM ET and March 31, 2027, 11:59 PM ET.')).toBeNull();
  });
});

describe('touchWindowGap', () => {
  it('keeps a price reached in a month apart from a price reached in the whole year', () => {
    const dec = { priceKind: 'touch' as const, dates: [{ key: '2026-12', granularity: 'month' }], years: ['2026'], ev: { title: 'How high will Bitcoin get in December 2026?' } };
    const year = { priceKind: 'touch' as const, dates: [], years: ['2026'], ev: { title: 'What price will Bitcoin hit in 2026?' } };
    expect(touchWindowGap(dec, year)).toBe('different windows (the month 2026-12 vs the year 2026)');
    expect(touchWindowGap(year, dec)).toBe('different windows (the year 2026 vs the month 2026-12)');
    // both by month, both by year, or a price read at an instant: no window gap
    expect(touchWindowGap(dec, dec)).toBeNull();
    expect(touchWindowGap(year, year)).toBeNull();
    expect(touchWindowGap({ ...dec, priceKind: 'at' }, year)).toBeNull();
    // a quarter is no whole year; a span of months is no single month
    const q1 = { priceKind: 'touch' as const, dates: [], years: ['2027'], ev: { title: 'VIX closes above 30 in Q1 2027?' } };
    const janMar = { priceKind: 'touch' as const, dates: [{ key: '2027-01', granularity: 'month' }, { key: '2027-03', granularity: 'month' }], years: ['2027'], ev: { title: 'VIX close over 30 in Jan–Mar 2027?' } };
    const mar = { ...dec, dates: [{ key: '2027-03', granularity: 'month' }], years: ['2027'] };
    expect(touchWindowGap(mar, q1)).toBeNull();
    expect(touchWindowGap(janMar, { ...year, years: ['2027'] })).toBeNull();
  });
});

describe('window of a level reached', () => {
  it('tells a window opened at the listing from one opened on the first day of a period', () => {
    expect(windowStart(['Resolves YES if BTC/USDT on Binance trades at or above $200,000 at any time between market creation and December 31, 2027 23:59 UTC.'])).toBe('creation');
    expect(windowStart(['Resolves Yes if the BRTI exceeds the strike at any time from Jan 1, 2027 00:00 ET through Dec 31, 2027 23:59 ET.'])).toBe('period');
    expect(windowStart(['Resolves "Yes" if any Binance BTC/USDT 1 minute candle between January 1, 2027 00:00 ET and December 31, 2027 23:59 ET has a final High at or above the listed price.'])).toBe('period');
    expect(windowStart(['Resolves Yes if the CF Benchmarks SOL-USD Real-Time Index exceeds the strike at any time in calendar year 2027.'])).toBe('period');
    expect(windowStart(['Resolves Yes if the price is above the strike on Dec 31, 2027.'])).toBeNull();
  });
});

describe('a coin\'s period close', () => {
  it('is the candle close at 00:00 UTC, in Eastern time', () => {
    expect(candleCloseTime(['ETH monthly close above $5,000 in July 2028?'], Date.parse('2028-08-01T00:00:00Z'))).toBe(20 * 60);
    expect(candleCloseTime(['Bitcoin weekly close above $100K?'], Date.parse('2028-01-09T00:00:00Z'))).toBe(19 * 60);
    expect(candleCloseTime(['Ethereum above $5,000 on July 31?'], Date.parse('2028-07-31T16:00:00Z'))).toBeNull();
  });
});

describe('price kinds: arrows in a close market, falling below in a period', () => {
  it('reads an arrow as above or below when the title is a close', () => {
    expect(priceKindOf(['S&P 500 close on March 31, 2028?', '↑ 8,000'])).toBe('at');
    expect(priceKindOf(['What price will Bitcoin hit in 2028?', '↑ 150,000'])).toBe('touch');
  });
  it('reads falling below a level in a period as a level reached', () => {
    expect(priceKindOf(['Will Bitcoin fall below $100,000 in Jul 2028?'])).toBe('touch');
  });
});
describe('times of day stated by both titles', () => {
  it('separates readings hours apart, not titles silent on the time', () => {
    const ref = Date.parse('2028-03-31T16:00:00Z');
    expect(titleTimeGap({ title: 'USD/JPY at 12pm ET on Mar 31, 2028', refMs: ref }, { title: 'USD/JPY above 150 at 5pm ET on March 31?', refMs: ref })).not.toBeNull();
    expect(titleTimeGap({ title: 'USD/JPY at 12pm ET on Mar 31, 2028', refMs: ref }, { title: 'USD/JPY above 150 at noon ET on March 31?', refMs: ref })).toBeNull();
    expect(titleTimeGap({ title: 'USD/JPY at 12pm ET on Mar 31, 2028', refMs: ref }, { title: 'USD/JPY above 150 on March 31?', refMs: ref })).toBeNull();
  });
});

describe('questionsDay', () => {
  it('dates an undated title by the one day all its questions name', () => {
    const qs = ['Will Temu be the #1 free app in the US App Store on November 24, 2028?', 'Will ChatGPT be the #1 free app in the US App Store on November 24, 2028?'];
    expect(questionsDay(qs, null)?.key).toBe('2028-11-24');
    expect(questionsDay([...qs, 'Will Threads be the #1 free app on December 1, 2028?'], null)).toBeUndefined();
    expect(questionsDay(['Will Temu be the #1 free app?'], null)).toBeUndefined();
    expect(questionsDay(['Will SpaceX catch the Starship upper stage by December 31, 2027?'], null)).toBeUndefined();
  });
});

describe('windows of clock times', () => {
  it('reads an hour window of a title and tells it from the day and from another hour', () => {
    const ref = Date.parse('2028-04-06T16:00:00Z');
    expect(titleWindow('Bitcoin Up or Down - April 6, 12PM-1PM ET', ref)).toBe('720-780');
    expect(titleWindow('ETH up or down 12-1pm ET on Apr 6', ref)).toBe('720-780');
    expect(titleWindow('Bitcoin above 90,000 from 9:00 to 10:00 ET?', ref)).toBe('540-600');
    expect(titleWindow('Bitcoin Up or Down on April 6?', ref)).toBeNull();
    expect(titleWindow('Ethereum touches $3,500 between Apr 3-9?', ref)).toBeNull();
    expect(titleWindow('CPI between 2.5 to 2.9 in April?', ref)).toBeNull();
    expect(titleWindowGap({ title: 'Bitcoin Up or Down on April 6?', refMs: ref }, { title: 'Bitcoin Up or Down - April 6, 12PM-1PM ET', refMs: ref })).toMatch(/different windows/);
    expect(titleWindowGap({ title: 'Bitcoin Up or Down - April 6, 1PM-2PM ET', refMs: ref }, { title: 'Bitcoin Up or Down - April 6, 12PM-1PM ET', refMs: ref })).toMatch(/different windows/);
    expect(titleWindowGap({ title: 'Bitcoin Up or Down - April 6, 12-1PM ET', refMs: ref }, { title: 'Bitcoin hourly up/down 12PM-1PM ET (Apr 6)', refMs: ref })).toBeNull();
    // an up-or-down titled with one time of day is that hour's
    expect(titleWindow('Bitcoin Up or Down - April 6, 12PM ET', ref)).toBe('720-780');
    expect(titleWindowGap({ title: 'Bitcoin Up or Down on April 6?', refMs: ref }, { title: 'Bitcoin Up or Down - April 6, 12PM ET', refMs: ref })).toMatch(/different windows/);
    expect(titleWindow('Bitcoin above 90,000 on April 6 at 12PM ET?', ref)).toBeNull();
  });
});
