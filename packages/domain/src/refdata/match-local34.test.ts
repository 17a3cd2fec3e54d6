// Unit tests of political and economic titles written in the venues' local languages (the fifty-fourth holdout, the world
// outside the US in 2034): a parliament's election and the party with the most votes, a head of government by its own
// title, a popular vote and its result, a central bank's rate decision and its outcomes, a day in another language; and
// in English, an independence vote that takes place (the referendum held) and a rate "lowered" (a cut).
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { englishLabel, englishTitle } from './foreign.ts';
import { asksOf } from './asks.ts';
import { propositionOf } from './proposition.ts';
import { MATCH_ACCEPT } from './match.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q40', kind: 'geographic_region', canonical_name: 'Austria', aliases: [], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q183', kind: 'geographic_region', canonical_name: 'Germany', aliases: [], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q22', kind: 'geographic_region', canonical_name: 'Scotland', aliases: [], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'local:political_party:freedom-party-of-austria', kind: 'political_party', canonical_name: 'Freedom Party of Austria', aliases: ['Freedom Party', 'FPÖ', 'Freiheitliche Partei Österreichs'], metadata: { country_name: 'Austria' }, domain: 'politics' },
  { kb_qid: 'local:political_party:austrian-peoples-party', kind: 'political_party', canonical_name: "Austrian People's Party", aliases: ["People's Party", 'ÖVP', 'Österreichische Volkspartei'], metadata: { country_name: 'Austria' }, domain: 'politics' },
]);
const close = Date.parse('2034-12-31T23:59:00Z');
const { mk, ev, score } = eventBuilders(kb, close);

describe('titles in German, Italian, Spanish, Portuguese and French', () => {
  it('reads the words of elections, offices, votes and rate decisions in English', () => {
    expect(englishTitle('Nationalratswahl 2034: stimmenstärkste Partei')).toBe('Nationalrat election 2034: party with the most votes');
    expect(englishTitle('Landtagswahl Bayern: stärkste Kraft')).toBe('state election Bayern: party with the most votes');
    expect(englishTitle('Will Hendrik Wüst cease to be Bundeskanzler in 2034?')).toBe('Will Hendrik Wüst cease to be Chancellor in 2034?');
    expect(englishTitle('Volksinitiative «Ja zur 4-Tage-Woche» angenommen (Volk und Stände)?')).toBe('popular initiative «Ja zur 4-day week» accepted (people and cantons)?');
    expect(englishTitle('Referendum abrogativo: vince il Sì (con quorum)?')).toBe('abrogative referendum: Yes wins (with quorum)?');
    expect(englishTitle('Banxico: decisión de tasa objetivo, 9 feb 2034')).toBe('Banxico: rate decision, 9 feb 2034');
    expect(englishTitle('Brasil: Lula vence o 1º turno?')).toContain('first round');
    expect(englishTitle('Eleição presidencial: haverá segundo turno?')).toContain('second round');
    expect(englishTitle('Moción de censura contra el Gobierno')).toContain('no-confidence motion');
    expect(englishTitle('Motion de censure adoptée avant 2035 ?')).toContain('no-confidence motion');
    expect(englishTitle('Presidente del Consiglio il 1 luglio 2034')).toBe('Prime Minister il 1 July 2034');
    // (a rate move in basis points and no change, as outcome labels)
    expect(englishLabel('Recorte de 25 pb')).toBe('Cut 25bps');
    expect(englishLabel('Alza de 50 pb')).toBe('Hike 50bps');
    expect(englishLabel('Sin cambio')).toBe('No change');
  });
  it('reads a foreign month only between a day and a year', () => {
    expect(englishTitle('Referendum costituzionale 12 giugno 2033')).toBe('constitutional referendum 12 June 2033');
    expect(englishTitle('Wahl am 9. März 2034')).toBe('Wahl am 9 March 2034');
    expect(englishTitle('9 de febrero de 2034')).toBe('9 February 2034');
    expect(englishTitle('Élection le 10 mars 2034')).toBe('Élection le 10 March 2034');
    // (hard negatives: English words that are also month forms)
    expect(englishTitle('Will SpaceX land 2 Mars landers in 2034?')).toBe('Will SpaceX land 2 Mars landers in 2034?');
    expect(englishTitle('Mai Tai 5 mai')).toBe('Mai Tai 5 mai');
    expect(englishTitle('Roma – Ajax (22 settembre)')).toBe('Roma – Ajax (22 settembre)');
  });
});

describe('a parliament\'s election in German', () => {
  it('matches the party with the most votes in English, with the parties by their own names, and keeps the most seats apart', () => {
    const a = ev('alpha', 'Austria Nationalrat election: most votes', 'Elections', [mk('FPÖ'), mk('ÖVP')]);
    const g = ev('gamma', 'Nationalratswahl 2034: stimmenstärkste Partei', null, [mk('Freiheitliche Partei Österreichs'), mk('Österreichische Volkspartei')]);
    const s = ev('gamma', 'Nationalratswahl 2034: meiste Mandate', null, [mk('Freiheitliche Partei Österreichs'), mk('Österreichische Volkspartei')]);
    expect(score(a, g).vetoes).toEqual([]);
    expect(score(a, g).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    expect(g.markets.map((m) => m.key)).toEqual(a.markets.map((m) => m.key));
    expect(score(s, g).confidence).toBeLessThan(MATCH_ACCEPT);
  });
});

describe('a head of government by the title of the office', () => {
  it('matches the holder leaving the office under its German title, not the holder staying', () => {
    const b = ev('beta', 'Will Hendrik Wüst cease to be Bundeskanzler in 2034?', 'Politics', [mk('Yes')]);
    const g = ev('gamma', 'Wüst no longer Chancellor of Germany by 31 Dec 2034?', null, [mk('Yes')]);
    const r = ev('gamma', 'Will Hendrik Wüst remain Bundeskanzler through 2034?', null, [mk('Yes')]);
    expect(score(b, g).vetoes).toEqual([]);
    expect(score(b, g).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    expect(score(b, r).vetoes.length).toBeGreaterThan(0);
  });
});

describe('a central bank\'s decision in Spanish', () => {
  it('matches the decision and its outcomes of the meeting, not another month\'s', () => {
    const c = Date.parse('2034-02-09T19:00:00Z');
    const a = ev('alpha', 'Banxico rate decision in February', 'Economics', [mk('Cut 25bps', '', c), mk('Hold', '', c), mk('Cut 50bps', '', c)], c);
    const g = ev('gamma', 'Banxico: decisión de tasa objetivo, 9 feb 2034', null, [mk('Recorte de 25 pb', '', c), mk('Sin cambio', '', c), mk('Recorte de 50 pb', '', c)], c);
    const c2 = Date.parse('2034-03-26T19:00:00Z');
    const m = ev('gamma', 'Banxico: decisión de tasa objetivo, 26 de marzo de 2034', null, [mk('Recorte de 25 pb', '', c2), mk('Sin cambio', '', c2)], c2);
    expect(score(a, g).vetoes).toEqual([]);
    expect(score(a, g).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    expect(score(a, m).vetoes.length).toBeGreaterThan(0);
  });
});

describe('a popular vote', () => {
  it('reads a Swiss initiative for a 4-day week as a working week, not a holiday frame', () => {
    expect(asksOf('Swiss 4-day week initiative passes?').marked['frame']).toBeUndefined();
    expect(asksOf(englishTitle('Volksinitiative «Ja zur 4-Tage-Woche» angenommen?')).marked['frame']).toBeUndefined();
    expect(asksOf('Wicked 5-day Thanksgiving frame gross').marked['frame']).toBe('extended');
  });
  it('reads an independence vote that takes place as the referendum held, not its result', () => {
    expect(propositionOf('IndyRef2: Scottish independence vote takes place by end of 2034?').acts).toEqual(['hold_referendum']);
    expect(propositionOf('Catalonia self-determination referendum takes place in 2034?').acts).toEqual(['hold_referendum']);
    // (hard negative: a chamber's vote taking place is no referendum)
    expect(propositionOf('Senate confirmation vote takes place before June?').acts).not.toContain('hold_referendum');
    const a = ev('alpha', 'Scottish independence referendum held in 2034?', 'Politics', [mk('Held in 2034')]);
    const g = ev('gamma', 'IndyRef2: Scottish independence vote takes place by end of 2034?', null, [mk('Yes')]);
    const w = ev('gamma', 'Scotland votes Yes to independence in 2034?', null, [mk('Yes')]);
    expect(score(a, g).vetoes).toEqual([]);
    expect(score(w, g).vetoes.length).toBeGreaterThan(0);
  });
});

describe('a policy rate lowered', () => {
  it('is the rate cut, not the rate raised', () => {
    expect(propositionOf('PBoC: 1-year loan prime rate lowered on 20 Jan 2034?').acts).toEqual(['cut']);
    expect(propositionOf('China 1-year LPR cut in January?').acts).toEqual(['cut']);
    expect(propositionOf('PBoC: 1-year loan prime rate raised on 20 Jan 2034?').acts).toEqual(['hike']);
  });
});
