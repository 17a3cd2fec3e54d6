// Unit tests of the kinds of misses of the forty-sixth holdout (one-market questions of politics and world affairs): a
// government falling in a vote of confidence, a war begun, an invitation to join, a referendum held vs won, a chamber's
// vote vs the law, Royal Assent, publishing as announcing, a new Prime Minister as the PM out, fines announced and the
// company fined; title synonyms (a government's collapse, a new government sworn in, military action, normalization), a
// country joining a body filed under economics and a climate treaty as politics, and a WHO declaration apart from the
// US rejoining the WHO.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { conceptText } from './text.ts';
import { propositionOf } from './proposition.ts';
import { alsoDomainsOf } from './subject.ts';
import { domainOf } from './match.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q30', kind: 'geographic_region', canonical_name: 'United States', aliases: ['US', 'U.S.'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'local:geographic_region:indonesia', kind: 'geographic_region', canonical_name: 'Indonesia', aliases: [], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q414', kind: 'geographic_region', canonical_name: 'Argentina', aliases: [], metadata: { level: 'country' }, domain: 'politics' },
]);
const close = Date.parse('2033-12-31T23:59:00Z');
const { mk, ev, score } = eventBuilders(kb, close);
const key = (t: string): string => {
  const p = propositionOf(t);
  return `${p.acts.join(',')}:${p.neg ? 'neg' : 'pos'}`;
};

describe('a vote of confidence', () => {
  it('reads a government falling to a no-confidence or censure motion as one proposition, its survival as the negation', () => {
    expect(key('Will the French government fall to a no-confidence motion before July 2033?')).toBe(key('French government toppled by censure motion by June 30?'));
    expect(key('Will the Italian government lose a confidence vote in 2033?')).toBe(key('Italian government defeated in a vote of confidence (fiducia) in 2033?'));
    expect(key('Will a no-confidence motion against Japan\'s Cabinet pass in 2033?')).toBe(key('Japan: House of Representatives passes no-confidence motion against the Cabinet in 2033?'));
    expect(key('Will the Italian government lose a confidence vote in 2033?')).toBe('confidence:pos');
    // (surviving every vote is the negation; "no-confidence" negates nothing)
    expect(key('Will the Italian government survive every confidence vote in 2033?')).toBe('confidence:neg');
    expect(propositionOf('Will there be no government shutdown?').neg).toBe(true);
  });
});

describe('a war begun', () => {
  it('reads "go to war" and "war breaks out" as a war begun, no one leaving office, and not a war ending', () => {
    expect(key('Will Ethiopia and Eritrea go to war in 2033?')).toBe('war:pos');
    expect(key('Ethiopia–Eritrea war breaks out before 2034?')).toBe('war:pos');
    expect(key('Ethiopia–Eritrea war ends in 2033?')).not.toBe('war:pos');
    expect(propositionOf('Starmer out before 2034?').acts).toEqual(['exit']);
  });
});

describe('joining, being invited to join, and a referendum on joining', () => {
  it('reads an invitation to join as no accession, and a body admitting a country as a member as joining', () => {
    expect(key('Will NATO formally invite Ukraine to join in 2033?')).toBe(key('NATO summit 2033: formal membership invitation to Ukraine?'));
    expect(key('Will NATO formally invite Ukraine to join in 2033?')).not.toBe(key('Ukraine joins NATO in 2033?'));
    expect(key('Council of Europe admits Kosovo as a member state before 2034?')).toBe(key('Kosovo joins the Council of Europe in 2033?'));
  });
  it('reads a people voting to join as the referendum won, and a referendum named by its date as one held', () => {
    expect(key('Will Iceland vote to join the EU?')).toBe(key('Iceland EU referendum 2033: "Yes" wins?'));
    expect(key('Will Iceland hold a referendum on EU membership in 2033?')).toBe('hold_referendum:pos');
    expect(key('Will Iceland hold a referendum on EU membership in 2033?')).not.toBe(key('Will Iceland vote to join the EU?'));
    expect(key('Scottish independence referendum in 2033?')).toBe(key('Will Scotland hold an independence referendum in 2033?'));
    expect(key('Swiss EU treaty package accepted in the 21 Sep 2031 referendum?')).toBe(key('Will Swiss voters approve the EU package on September 21, 2031?'));
  });
});

describe('bills, laws and announcements', () => {
  it('reads a chamber passing a bill as that chamber\'s vote, not the law; Royal Assent as the law', () => {
    expect(key('Will the House pass a DC statehood bill in 2033?')).toBe(key('Washington, D.C. Admission Act passes the House before 2034?'));
    expect(key('Congress passes federal AI preemption bill in 2033?')).toBe(key('Federal AI law preempting state AI rules clears Congress before 2034?'));
    expect(key('Congress passes federal AI preemption bill in 2033?')).not.toBe(key('Will a federal AI preemption law be signed in 2033?'));
    expect(key('Royal Assent for a UK ban on social media for under-16s before 2034?')).toBe(key('UK under-16 social media ban becomes law in 2033?'));
    expect(key('Royal Assent for a UK ban on social media for under-16s before 2034?')).not.toBe(key('UK social media ban passes the House of Commons in 2033?'));
  });
  it('reads publishing and revealing as announcing, and a fine announced as the fine', () => {
    expect(key('Will CMS publish the 2035 Medicare negotiated drug prices by Nov 30, 2033?')).toBe(key('Medicare 2035 negotiated prices announced by 30 Nov 2033?'));
    expect(key('Will Half-Life 3 be revealed during The Game Awards?')).toBe(key('Half-Life 3 announced at The Game Awards?'));
    expect(key('Will the EU issue a fine under the AI Act in 2033?')).toBe(key('EU AI Act fine announced in 2033?'));
  });
  it('keeps a fine on one company apart from a fine on another', () => {
    const a = ev('alpha', 'EU fines Microsoft under DMA in 2033?', 'Tech', [mk('Yes')]);
    const b = ev('gamma', 'European Commission fines Apple under the DMA in 2033?', null, [mk('Yes')]);
    expect(score(a, b).vetoes).toContain('different companies fined (Microsoft vs Apple)');
    const c = ev('beta', 'Will the EU fine Microsoft under the Digital Markets Act in 2033?', 'Politics', [mk('Yes')]);
    expect(score(a, c).vetoes).toEqual([]);
  });
});

describe('a new holder of an office', () => {
  it('reads a new Prime Minister in a period as the PM out, not a question of who it will be', () => {
    expect(key('Will the UK have a new Prime Minister in 2033?')).toBe(key('UK PM out before 2034?'));
    expect(key('New Japanese Prime Minister before 2034?')).toBe('exit:pos');
    expect(key('Who will be the new Prime Minister?')).toBe(':pos');
  });
});

describe('title synonyms of world affairs', () => {
  it('reads a government\'s collapse, a new government sworn in, military action and normalization in one word each', () => {
    expect(conceptText('Dutch cabinet falls before 2034?')).toContain('government collapse');
    expect(conceptText('Will the Dutch government collapse in 2033?')).toContain('government collapse');
    expect(conceptText('Netherlands: new cabinet installed by March 31, 2033?')).toContain('new government sworn in');
    expect(conceptText('Israel military action against Iran in 2033?')).toContain('military strike');
    expect(conceptText('Saudi Arabia x Israel normalization in 2033?')).toContain('normalization');
    expect(conceptText('Saudi–Israeli diplomatic relations established before 2034?')).toContain('normalization');
    // (a relation broken off is no normalization; a cabinet member is no cabinet falling)
    expect(conceptText('Saudi Arabia cuts diplomatic relations with Iran?')).not.toContain('normalization');
    expect(conceptText('First cabinet member to leave?')).not.toContain('collapse');
  });
  it('matches two one-market questions that say one event in those words', () => {
    const a = ev('alpha', 'Will the Dutch government collapse in 2033?', 'Politics', [mk('Yes')]);
    const b = ev('beta', 'Dutch cabinet falls before 2034?', 'Politics', [mk('Yes')]);
    expect(score(a, b).vetoes).toEqual([]);
  });
});

describe('domains of world affairs', () => {
  it('reads a country joining a body filed under economics as politics, with the country as its subject', () => {
    const a = ev('alpha', 'Will Indonesia join the OECD in 2033?', 'Economics', [mk('Yes')]);
    const b = ev('beta', 'Indonesia becomes OECD member in 2033?', 'Geopolitics', [mk('Yes')]);
    const c = ev('gamma', 'Argentina joins the OECD in 2033?', null, [mk('Yes')]);
    expect(a.domain).toBe('politics');
    expect(score(a, b).vetoes).toEqual([]);
    expect(score(a, c).vetoes.length).toBeGreaterThan(0);
    // (a company joining an index stays economics)
    expect(ev('alpha', 'Will Tesla join the S&P 500 in 2033?', 'Economics', [mk('Yes')]).domain).toBe('economics');
  });
  it('reads a climate treaty as politics, and a company before a regulator or a court as politics too', () => {
    expect(domainOf('United States back in the Paris climate agreement by 31 March 2033?')).toBe('politics');
    expect(domainOf('Climate and Weather')).toBe('culture');
    expect(alsoDomainsOf('culture', 'Tech', 'EU fines Microsoft under DMA before April?')).toContain('politics');
    expect(alsoDomainsOf('culture', 'Tech', 'Apple announces smart glasses by March 31?')).not.toContain('politics');
  });
});

describe('the WHO declaring an emergency', () => {
  it('keeps a declaration by the WHO apart from the US rejoining it', () => {
    expect(key('WHO declares a pandemic emergency in 2033?')).toBe(key('New PHEIC declared by the WHO before 2034?'));
    const a = ev('alpha', 'US rejoins WHO in 2033?', 'Health', [mk('Yes')]);
    const b = ev('beta_us', 'WHO declares a pandemic emergency in 2033?', 'Health', [mk('Yes')]);
    expect(score(a, b).vetoes.some((v) => v.startsWith('different propositions'))).toBe(true);
  });
});
