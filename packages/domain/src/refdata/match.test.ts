// Unit tests of event features and pair scoring on the kinds of errors of the ninth holdout: places (a state names its
// country), a game's bet named in its questions, a bout's method of victory and one map of a series on a listing of no
// category, a bout whose listings close together, nominees, possessives, named outcomes written short or in brackets.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { labelAliases } from './match.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q30', kind: 'geographic_region', canonical_name: 'United States', aliases: ['US'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q1400', kind: 'geographic_region', canonical_name: 'Pennsylvania', aliases: [], metadata: { country: 'Q30', level: 'state' }, domain: 'politics' },
  { kb_qid: 'Q759', kind: 'geographic_region', canonical_name: 'New Hampshire', aliases: [], metadata: { country: 'Q30', level: 'state' }, domain: 'politics' },
  { kb_qid: 'Q1456', kind: 'geographic_region', canonical_name: 'South Carolina', aliases: [], metadata: { country: 'Q30', level: 'state' }, domain: 'politics' },
  { kb_qid: 'Q29552', kind: 'political_party', canonical_name: 'Democratic Party', aliases: ['Democratic', 'Democrat'], metadata: { country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q29468', kind: 'political_party', canonical_name: 'Republican Party', aliases: ['Republican', 'Republicans'], metadata: { country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q22686', kind: 'person', canonical_name: 'Donald Trump', aliases: ['Trump'], metadata: {}, domain: 'politics' },
  { kb_qid: 'Q334634', kind: 'team', canonical_name: 'Los Angeles Dodgers', aliases: ['Dodgers'], metadata: { league: 'MLB' }, domain: 'sports' },
]);
const close = Date.parse('2027-12-31T23:00:00Z');
const { mk, ev, score } = eventBuilders(kb, close);

describe('places', () => {
  it('drops the country of a state the title names, and keeps two states apart', () => {
    const a = ev('alpha', 'Pennsylvania Senate race 2028: winning party', 'Elections', [mk('Democratic'), mk('Republican')]);
    const b = ev('beta', 'Pennsylvania US Senate Election Winner 2028', 'Politics', [mk('Democrat'), mk('Republican')]);
    expect([...b.context]).toEqual(['Q1400']);
    expect(score(a, b).vetoes).toEqual([]);
    const nh = ev('alpha', 'New Hampshire Democratic primary winner 2028', 'Elections', [mk('Gavin Newsom'), mk('Pete Buttigieg')]);
    const sc = ev('gamma', 'South Carolina Democratic Primary 2028', null, [mk('Gavin Newsom'), mk('Pete Buttigieg')]);
    expect(score(nh, sc).vetoes).toContain('different countries or regions');
  });
});

describe('sports listings of no category and bouts', () => {
  it('reads what a head-to-head of no category pays on: a method of victory, one map', () => {
    const ko = ev('gamma', 'Will Ilia Topuria beat Makhachev by KO/TKO?', null, [mk('Yes', 'Will Ilia Topuria beat Makhachev by KO/TKO?')]);
    const fight = ev('beta', 'UFC: Ilia Topuria vs. Islam Makhachev', 'Sports', [mk('Topuria'), mk('Makhachev')]);
    expect(ko.facets['bet']).toBe('method');
    expect(score(ko, fight).vetoes).toContain('different bet (main vs method)');
    const map = ev('gamma', 'Vitality vs Natus Vincere - Map 1 Winner (IEM Katowice 2027)', null, [mk('Vitality'), mk('NAVI')]);
    expect(map.facets['part']).toBe('map1');
    // a listing of no category that is no head-to-head gets no sports facets
    expect(ev('gamma', 'Total US vehicle sales in 2027', null, [mk('Yes')]).facets['bet']).toBeUndefined();
  });
  it('reads a spread from the question of a listing whose title does not say it', () => {
    const s = ev('beta_us', 'Ohio State -7.5 vs Michigan', 'Sports', [mk('Ohio State', 'Spread: Ohio State (-7.5)')]);
    expect(s.facets['bet']).toBe('spread');
  });
  it('reads reaching the World Series apart from winning it', () => {
    const reach = ev('gamma', 'Will the Dodgers reach the 2027 World Series?', null, [mk('Yes', 'Will the Dodgers reach the 2027 World Series?')]);
    const win = ev('beta', 'World Series Winner 2027', 'Sports', [mk('Dodgers'), mk('Yankees')]);
    expect(score(reach, win).vetoes.join()).toContain('different reach');
  });
  it('takes a bout of sides outside the kb whose listings close together as one, whatever day the closes fall on', () => {
    const shut = Date.parse('2027-05-03T23:59:00Z');
    const a = ev('alpha', 'Inoue vs Nakatani Winner?', 'Sports', [mk('Naoya Inoue', '', shut), mk('Junto Nakatani', '', shut), mk('Draw', '', shut)], shut, 'KXBOXING-27MAY02INONAK');
    const b = ev('beta', 'Naoya Inoue vs. Junto Nakatani', 'Sports', [mk('Inoue', '', shut), mk('Nakatani', '', shut), mk('Draw', '', shut)], shut);
    expect(a.facets['day']).toBe('2027-05-02');
    expect(score(a, b).vetoes).toEqual([]);
    // the same bout listed to close a day apart is still not taken on the date alone
    const later = Date.parse('2027-05-04T23:59:00Z');
    const c = ev('beta', 'Naoya Inoue vs. Junto Nakatani', 'Sports', [mk('Inoue', '', later), mk('Nakatani', '', later)], later);
    expect(score(a, c).vetoes.join()).toContain('close time is not on the game date');
  });
  it('reads darts\' world championship as sports', () => {
    expect(ev('gamma', '2027/28 PDC World Championship', null, [mk('Littler'), mk('Humphries')]).domain).toBe('sports');
  });
});

describe('politics outcomes', () => {
  it('tells a known person leaving office from another person the knowledge base does not know', () => {
    const known = ev('beta', 'Trump out before 2028?', 'Politics', [mk('Yes', 'Trump out before 2028?')]);
    const other = ev('beta_us', 'Starmer out by end of 2027?', 'Politics', [mk('Yes', 'Starmer out by end of 2027?')]);
    expect(score(known, other).vetoes.join()).toContain('different people');
    // the same person named as an office's holder on both sides: the exit words and the office compare as such
    const a = ev('alpha', 'Keir Starmer out as UK Prime Minister by Dec 31, 2027?', 'Politics', [mk('Yes', 'Keir Starmer out as UK Prime Minister by Dec 31, 2027?')]);
    const b = ev('gamma', 'Starmer leaves No. 10 in 2027?', null, [mk('Yes')]);
    expect(a.tokens.has('out')).toBe(false);
    expect(b.tokens.has('leave')).toBe(false);
    expect(score(a, b).vetoes).toEqual([]);
  });
  it('reads the person of "Will X be the 2028 Republican nominee?", not the party that qualifies the nomination', () => {
    const q = 'Will JD Vance be the 2028 Republican nominee?';
    expect(ev('gamma', q, null, [mk('Yes', q)]).markets[0]!.key).toBe('lbl:jd vance');
    const p = 'Will the Republicans win the Senate in 2028?';
    expect(ev('gamma', p, null, [mk('Yes', p)]).markets[0]!.key).toBe('ent:Q29468');
  });
  it('reads a person named in the possessive', () => {
    expect([...ev('alpha', "Will Trump's New York felony conviction be overturned in 2027?", 'Politics', [mk('Overturned in 2027')]).context]).toEqual(['Q22686']);
  });
  it('reads a one-market bill question whose label restates it as its YES side ("become law" wins nothing)', () => {
    const a = ev('alpha', 'Will the CLARITY Act become law in 2027?', 'Politics', [mk('Signed in 2027', 'Will the CLARITY Act become law in 2027?')]);
    const b = ev('beta', 'CLARITY Act signed into law by December 31, 2027?', 'Politics', [mk('Yes', 'CLARITY Act signed into law by December 31, 2027?')]);
    const s = ev('gamma', 'Will the Senate pass the CLARITY Act in 2027?', null, [mk('Yes', 'Will the Senate pass the CLARITY Act in 2027?')]);
    expect(a.markets[0]!.key).toBe(b.markets[0]!.key);
    expect(score(a, s).vetoes.join()).toContain('different propositions');
  });
});

describe('named outcomes written apart', () => {
  const text = (label: string) => ({ label: label.toLowerCase().split(' '), question: [] as string[] });
  it('aligns a candidate with the party in brackets on one side, a team\'s abbreviation, a ticker', () => {
    const a = ev('beta', 'Nigeria Presidential Election 2027', 'Politics', [mk('Bola Tinubu'), mk('Atiku Abubakar'), mk('Peter Obi')]);
    const b = ev('gamma', 'Nigeria 2027 presidential election', null, [mk('Tinubu (APC)'), mk('Atiku (ADC)'), mk('Obi (LP)')]);
    const al = labelAliases(a.keySet, b.keySet, { sports: false, a: a.texts, b: b.texts });
    expect(al.get('lbl:tinubu apc')).toBe('lbl:bola tinubu');
    expect(al.get('lbl:atiku adc')).toBe('lbl:atiku abubakar');
    expect(al.get('lbl:obi lp')).toBe('lbl:peter obi');
    const lol = labelAliases(new Set(['lbl:blg', 'lbl:t1']), new Set(['lbl:bilibili gaming', 'lbl:t1']), { sports: true, a: new Map([['lbl:blg', text('blg')]]), b: new Map([['lbl:bilibili gaming', text('bilibili gaming')]]) });
    expect(lol.get('lbl:bilibili gaming')).toBe('lbl:blg');
    const co = ev('gamma', "World's largest company by market cap at end of 2027", null, [mk('NVDA'), mk('AAPL'), mk('MSFT')]);
    expect(co.markets.map((m) => m.key)).toEqual(['lbl:nvidia', 'lbl:apple', 'lbl:microsoft']);
  });
  it('reads a prospect with his college in brackets as the prospect, and the first QB taken apart from the first pick', () => {
    const a = ev('alpha', '1st pick in the 2027 Pro Football Draft?', 'Sports', [mk('Arch Manning'), mk('Jeremiah Smith'), mk('LaNorris Sellers')]);
    const g = ev('gamma', 'NFL Draft 2027 — first overall selection', null, [mk('Arch Manning (Texas)'), mk('Jeremiah Smith (Ohio State)'), mk('LaNorris Sellers (South Carolina)')]);
    expect(g.markets.map((m) => m.key)).toEqual(['lbl:arch manning', 'lbl:jeremiah smith', 'lbl:lanorris sellers']);
    expect(score(a, g).vetoes).toEqual([]);
    const qb = ev('beta', 'First QB selected in the 2027 NFL Draft?', 'Sports', [mk('Arch Manning'), mk('Dante Moore'), mk('LaNorris Sellers')]);
    expect(score(g, qb).vetoes.join()).toMatch(/different draft_position \((qb vs main|main vs qb)\)/);
  });
});
