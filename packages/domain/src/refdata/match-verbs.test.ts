// Unit tests of binary propositions whose verbs the venues word differently: a limit raised, a person leaving (or being
// removed from) a post, a bill enacted, a run announced or declared, a product on sale, a crewed flight, an asset
// acquired, a name taken off a list; each with the hard negative it must keep apart.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { propositionOf } from './proposition.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q30', kind: 'geographic_region', canonical_name: 'United States', aliases: ['US', 'U.S.'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q55223040', kind: 'person', canonical_name: 'Alexandria Ocasio-Cortez', aliases: ['AOC', 'Ocasio-Cortez'], metadata: { country: 'Q30', person_kind: 'politician' }, domain: 'politics' },
]);
const close = Date.parse('2031-12-31T23:59:00Z');
const { mk, ev, score } = eventBuilders(kb, close);
/** A one-market yes/no event whose question is its title. */
const yes = (venue: string, title: string, category = 'Politics') => ev(venue, title, category, [mk('Yes', title)]);
const acts = (t: string): string => propositionOf(t).acts.join();

describe('a limit raised', () => {
  it('reads a debt limit raised, raising it and a deal on it as one event; a rate raised is a hike, not a hold', () => {
    expect(score(yes('alpha', 'Debt ceiling raised or suspended before Jul 1, 2031?'), yes('beta', 'Will Congress raise the debt ceiling by June 30, 2031?')).vetoes).toEqual([]);
    expect(acts('Debt ceiling deal signed by June 30, 2031?')).toBe(acts('Debt ceiling raised or suspended before Jul 1, 2031?'));
    expect(acts('Bank of Japan raised rates in July 2031?')).toBe('hike');
    expect(acts('Bank of Japan holds rates in July 2031?')).not.toBe(acts('Bank of Japan raised rates in July 2031?'));
  });
});

describe('leaving a post, or being removed from it', () => {
  it('reads "leave before", "leaves the Board" and "leaves post" as leaving; a rate left unchanged is no departure', () => {
    expect(score(yes('alpha', 'Will a Fed governor leave before Jul 2031?'), yes('beta', 'Any Fed governor leaves the Board by June 30, 2031?')).vetoes).toEqual([]);
    expect(score(yes('alpha', 'Treasury Secretary out by March 31, 2032?'), yes('beta', 'US Treasury Secretary leaves post before April 2032?')).vetoes.join()).not.toContain('different propositions');
    expect(acts('ECB leaves the deposit facility rate unchanged on 23 Oct 2031?')).not.toContain('exit');
  });
  it('reads firing a person and removing them as one event, never their resignation', () => {
    const fire = yes('alpha', 'Will the President fire the Fed Chair in 2031?', 'Economics');
    const removed = yes('beta', 'Fed Chair removed by the President before 2032?', 'Economics');
    const resigns = yes('gamma', 'Federal Reserve Chair resigns in 2031?', 'Economics');
    expect(score(fire, removed).vetoes).toEqual([]);
    expect(score(fire, resigns).vetoes.join()).toContain('different propositions');
    expect(score(removed, resigns).vetoes.join()).toContain('different propositions');
    expect(acts('NFL head coach fired before December?')).toBe(acts('Any NFL head coach dismissed by 30 Nov 2031?'));
    expect(acts('Will an NFL head coach be fired during the 2031 regular season?')).toBe(acts('Any NFL head coach dismissed by 30 Nov 2031?'));
    // (a judge dismissing charges removes no one)
    expect(acts('Judge dismisses charges against the President in 2031?')).not.toContain('remove');
  });
  it('reads a name taken off a list as delisted, no one leaving an office', () => {
    expect(acts('OFAC removes Sberbank from the SDN list before 2030?')).toBe(acts('US lifts sanctions on Sberbank by end of 2029?'));
    expect(acts('Cuba removed from the State Sponsors of Terrorism list before 2032?')).toBe(acts('US removes Cuba from State Sponsors of Terrorism list in 2031?'));
  });
});

describe('a bill becoming law', () => {
  it('reads the defence act by its acronym and a bill named before its verb as a law signed; an executive order is no law', () => {
    expect(score(yes('alpha', 'FY2032 NDAA signed by Dec 31, 2031?'), yes('beta', 'NDAA for FY2032 signed into law by December 31, 2031?')).vetoes).toEqual([]);
    expect(score(yes('alpha', 'Farm bill signed into law in 2031?'), yes('beta', 'New farm bill enacted by Dec 31, 2031?')).vetoes).toEqual([]);
    expect(score(yes('alpha', 'AI executive order signed by Dec 31, 2031?'), yes('beta', 'NDAA signed before 2032?')).vetoes.join()).toContain('different propositions');
    expect(acts('Crypto market structure (CLARITY Act) law in 2027?')).toBe(acts('CLARITY Act signed into law in 2027?'));
    expect(acts('Will Trump invoke the Insurrection Act in 2027?')).not.toBe('law');
    // (one chamber passing it is not its enactment)
    expect(score(yes('alpha', 'House passes a farm bill in 2031?'), yes('beta', 'New farm bill enacted by Dec 31, 2031?')).vetoes.join()).toContain('different propositions');
  });
});

describe('a run for office announced', () => {
  it('reads an announcement, declaring for an office and launching a campaign as announcing a run; filing FEC Form 2 is not', () => {
    expect(score(yes('alpha', 'Josh Shapiro announces 2032 presidential run in 2031?'), yes('beta', 'Josh Shapiro 2032 announcement before 2032?')).vetoes).toEqual([]);
    expect(score(yes('alpha', 'Will Josh Shapiro announce a 2032 presidential campaign by March 31, 2032?'), yes('beta', 'Josh Shapiro declares for President by 31 Mar 2032?')).vetoes).toEqual([]);
    expect(acts('Will JD Vance formally launch a 2032 presidential campaign by January 31?')).toBe('announce');
    expect(acts('Will Ocasio-Cortez file a Statement of Candidacy (FEC Form 2) for President in 2031?')).not.toBe('announce');
  });
  it('reads a campaign, a run and a bid as one candidacy, no product; a known person is not another one', () => {
    expect(score(yes('alpha', 'Vance announces 2032 presidential campaign by Jan 31, 2032?'), yes('beta', 'J.D. Vance officially announces 2032 run by 31 January 2032?')).vetoes).toEqual([]);
    expect(score(yes('alpha', 'Will AOC announce a run for President in 2031?'), yes('beta', 'Alexandria Ocasio-Cortez announces 2032 presidential bid before 2032?')).vetoes).toEqual([]);
    expect(score(yes('alpha', 'Will AOC announce a run for President in 2031?'), yes('beta', 'Gavin Newsom announces presidential run before 2032?')).vetoes.join()).toContain('different people');
    // (a company's two products stay apart)
    expect(score(yes('alpha', 'Will Apple announce a foldable iPad in 2031?', 'Tech'), yes('beta', 'Apple announces a smart ring in 2031?', 'Tech')).vetoes.join()).toContain('different products');
  });
});

describe('a product or a flight', () => {
  it('reads a product on sale as released; its announcement is not', () => {
    expect(score(yes('alpha', 'Apple releases smart glasses in 2031?', 'Tech'), yes('beta', 'Apple smart glasses on sale by 31 Dec 2031?', 'Tech')).vetoes).toEqual([]);
    expect(score(yes('alpha', 'Apple announces smart glasses in 2031?', 'Tech'), yes('beta', 'Apple smart glasses on sale by 31 Dec 2031?', 'Tech')).vetoes.join()).toContain('different propositions');
  });
  it('reads a new work by a date as its release; its announcement is not', () => {
    expect(score(yes('alpha', 'Will Rihanna release a new album before Jul 1, 2027?', 'Culture'), yes('beta', 'New Rihanna album by June 30, 2027?', 'Culture')).vetoes).toEqual([]);
    expect(acts('New Taylor Swift studio album in 2031?')).not.toBe(acts('Taylor Swift announces a new studio album in 2031?'));
  });
  it('reads a product named by its initials as that product; an agreement announced is no product', () => {
    expect(score(yes('alpha', 'Grand Theft Auto VI PC release before July 2031?', 'Culture'), yes('beta', 'Rockstar releases GTA 6 for PC by 30 June 2031?', 'Culture')).vetoes).toEqual([]);
    expect(score(yes('alpha', 'Will the US and EU announce a trade deal by Dec 31, 2031?'), yes('beta', 'US and European Union announce a trade agreement before 2032?')).vetoes).toEqual([]);
    expect(score(yes('alpha', 'Grand Theft Auto VI PC release before July 2031?', 'Culture'), yes('beta', 'Rockstar releases Red Dead Redemption 3 for PC by 30 June 2031?', 'Culture')).vetoes.join()).toContain('different products');
  });
  it('reads a crewed flight and flying crew as the crewed launch; a landing or a ship-to-ship transfer is not', () => {
    expect(acts('Gaganyaan first crewed flight by June 30, 2031?')).toBe(acts('ISRO launches the first crewed Gaganyaan mission by 30 Jun 2031?'));
    expect(acts('Will SpaceX fly crew on Starship in 2031?')).toBe(acts('Starship crewed launch before 2032?'));
    expect(acts('Artemis III crewed landing by May 31, 2031?')).not.toBe(acts('Artemis III crewed flight by May 31, 2031?'));
    expect(acts('Starship ship-to-ship propellant transfer in 2031?')).not.toBe(acts('Crewed Starship flight in 2031?'));
  });
  it('reads acquiring an asset as buying it, never selling it', () => {
    expect(acts('Will the U.S. Treasury acquire BTC for the Strategic Bitcoin Reserve by Dec 31, 2031?')).toBe(acts('US government buys Bitcoin in 2031?'));
    expect(acts('Strategy sells bitcoin in 2031?')).not.toBe(acts('Will Strategy acquire more bitcoin in 2031?'));
  });
});
