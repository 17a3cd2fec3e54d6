// Unit tests of binary propositions: verbs and polarity in the venues' different wordings.
import { describe, expect, it } from 'vitest';
import { ballotNumberOf, deadlineLabel, partyWinQuestion, propositionOf, restatesActs } from './proposition.ts';
import { domainOf } from './match.ts';
import { conceptText, normalizeDeadlines, parseActions } from './text.ts';
import { extractRuleMentions, extractSources } from './settlement.ts';

describe('propositions', () => {
  it('reads an inverted wording as the negation of the plain one', () => {
    expect(propositionOf('Will the Lakers make the 2027 NBA playoffs?').neg).toBe(false);
    expect(propositionOf('Will the Lakers miss the 2027 NBA Playoffs?').neg).toBe(true);
    expect(propositionOf('Will Congress fail to pass a budget by Oct 1?').neg).toBe(true);
    expect(propositionOf('Will there be no government shutdown in 2027?')).toEqual({ acts: ['shutdown'], neg: true });
    expect(propositionOf('Will Starmer still be Prime Minister on Jan 1, 2028?')).toEqual({ acts: ['exit'], neg: true });
    // a departure from an office is an exit
    expect(propositionOf('Will Intel CEO Lip-Bu Tan depart before September 2029?').acts).toEqual(['exit']);
    expect(propositionOf('Cabinet secretary departure before 2030?').acts).toEqual(['exit']);
    expect(propositionOf('Will the ship depart for Mars in 2029?').acts).not.toContain('exit');
    // joining an alliance is not leaving it
    expect(propositionOf('Will any country join NATO before 2031?').acts).toEqual(['join']);
    expect(propositionOf('New NATO member by end of 2030?').acts).toEqual(['join']);
    expect(propositionOf('Palestine full UN membership by 2030?').acts).toEqual(['join']);
    // (the organisation named between "full" and "member")
    expect(propositionOf('Will Palestine become a full UN member before 2031?').acts).toEqual(['join']);
    expect(propositionOf('Will any member give notice of withdrawal from NATO before 2031?').acts).toEqual(['withdraw']);
    expect(propositionOf('Starmer out by December 31, 2027?')).toEqual({ acts: ['exit'], neg: false });
    expect(propositionOf('Will a Supreme Court seat open in 2027?')).toEqual(propositionOf('Supreme Court vacancy in 2027?'));
    expect(propositionOf('Will a Supreme Court seat open in 2027?').acts).toEqual(['exit']);
    // not negations: a deadline, a hold, a double negation
    expect(propositionOf('Ceasefire no later than June 30, 2027?').neg).toBe(false);
    expect(propositionOf('No change in Fed rates after the March 2027 meeting?')).toEqual({ acts: ['hold'], neg: false });
    expect(propositionOf('Will the Lakers not miss the playoffs?').neg).toBe(false);
  });

  it('tells kinds of events apart', () => {
    expect(propositionOf('New Supreme Court justice confirmed in 2027?').acts).toEqual(['confirm']);
    expect(propositionOf('Supreme Court vacancy in 2027?').acts).toEqual(['exit']);
    expect(propositionOf('OpenAI IPO by December 31, 2027?').acts).toEqual(['ipo']);
    expect(propositionOf('OpenAI goes public in 2027?').acts).toEqual(['ipo']);
    expect(propositionOf('Will OpenAI release GPT-6 before 2028?').acts).toEqual(['release']);
    // a storm making landfall is not a storm forming; one chamber passing a bill is not the bill becoming law
    expect(propositionOf('Will a Category 5 hurricane make landfall in the US in 2027?').acts).toEqual(['landfall']);
    expect(propositionOf('Category 5 hurricane forms in 2027 Atlantic season?').acts).toEqual([]);
    expect(propositionOf('Will the CLARITY Act become law in 2027?').acts).toEqual(['law']);
    expect(propositionOf('CLARITY Act signed into law by December 31, 2027?').acts).toEqual(['law']);
    expect(propositionOf('Will the Senate pass the CLARITY Act in 2027?').acts).toEqual(['pass_senate']);
    expect(propositionOf('Will the CLARITY Act pass the House by June 30?').acts).toEqual(['pass_house']);
    // what happens to a conviction afterwards is not the conviction
    expect(propositionOf("Will Trump's New York felony conviction be overturned in 2027?").acts).toEqual(['convict', 'overturn']);
    expect(propositionOf('Trump hush money conviction overturned by December 31, 2027?').acts).toEqual(['convict', 'overturn']);
    expect(propositionOf('Will Trump be convicted in the Georgia case in 2027?').acts).toEqual(['convict']);
    expect(propositionOf('Will Trump pardon himself before 2028?').acts).toEqual(['pardon']);
    // a government shutting down in two wordings
    expect(propositionOf('Will the federal government shut down before Jan 1, 2028?').acts).toEqual(['shutdown']);
    expect(propositionOf('US government shutdown in 2027?').acts).toEqual(['shutdown']);
  });

  it('keeps comparisons out of the verbs', () => {
    expect(parseActions('0.1% or lower')).toEqual([]);
    expect(parseActions('4.7% or higher')).toEqual([]);
    expect(parseActions('Will the Fed lower rates?')).toEqual(['cut']);
  });

  it('states deadlines as their last day', () => {
    expect(normalizeDeadlines('Ceasefire before July 2027?')).toBe('Ceasefire by June 30, 2027?');
    expect(normalizeDeadlines('Out before January 2028?')).toBe('Out by December 31, 2027?');
    expect(normalizeDeadlines('US federal government shutdown begins on or before 31 Jan 2031?')).toBe('US federal government shutdown begins by 31 Jan 2031?');
    expect(normalizeDeadlines('Merz out by end of 2027?')).toBe('Merz out by December 31, 2027?');
    expect(normalizeDeadlines('Deal by the end of February 2028?')).toBe('Deal by February 29, 2028?');
  });
});

describe('settlement sources', () => {
  it('tells CME Group from the CME CF reference rates of CF Benchmarks', () => {
    expect(extractSources(['CME Group https://www.cmegroup.com'])).toEqual(['cme']);
    expect(extractSources(['CME CF Bitcoin Reference Rate'])).toEqual(['cf_benchmarks']);
  });
  it('reads the source a rule text names without saying it is the source', () => {
    expect(extractRuleMentions('Yes if any Binance 1 minute candle for ETH/USDT has a High at or above the price.')).toEqual(['binance']);
    expect(extractRuleMentions('Yes if the closing value of the CBOE 10-Year Treasury Note Yield Index (^TNX) as shown on Yahoo Finance is above 4.25%.')).toEqual(['cboe', 'yahoo_finance']);
    expect(extractRuleMentions('Resolves per the stated source, see https://example.com/x')).toEqual([]);
    expect(extractRuleMentions('NBA game on Thursday, January 21, 2027 at Madison Square Garden. Resolves to the winner.')).toEqual([]);
    expect(extractRuleMentions('Yes if the team wins, per the official box score on NBA.com.')).toEqual(['nba']);
  });
});

describe('avoiding, blockading, invading', () => {
  it('reads avoiding an event as its negation, once, and tells a blockade from an invasion', () => {
    expect(propositionOf('Will Congress avoid a government shutdown on October 1, 2027?')).toEqual(propositionOf('Will there be no government shutdown on October 1, 2027?'));
    expect(propositionOf('Will the US government avoid a shutdown, i.e. not shut down by Dec 31, 2026?').neg).toBe(true);
    expect(propositionOf('Will China blockade Taiwan before 2028?').acts).not.toEqual(propositionOf('Will China invade Taiwan before 2028?').acts);
  });
  it('reads a question on one party winning or keeping a race', () => {
    expect(partyWinQuestion('Republicans keep control of the US Senate in the 2028 election?')).toBe(true);
    expect(partyWinQuestion("Republicans hold the Mississippi governor's mansion in 2027?")).toBe(true);
    expect(partyWinQuestion('Will Democrats win the House in 2026?')).toBe(true);
    expect(partyWinQuestion('Will the Senate pass the bill?')).toBe(false);
  });
});

describe('events in other words', () => {
  it('reads a government shutting down as a shutdown', () => {
    expect(propositionOf('Will the US federal government shut down on October 1, 2027?').acts).toEqual(['shutdown']);
    expect(propositionOf('Government shutdown on Oct 1, 2027?').acts).toEqual(['shutdown']);
  });
  it('reads a fund launched and a fund trading as one event, not its approval', () => {
    expect(propositionOf('Spot SUI ETF trading in the US by Jun 30, 2027?').acts).toEqual(['trade']);
    expect(propositionOf('Will a spot SUI ETF launch in the US by June 30, 2027?').acts).toEqual(['trade']);
    expect(propositionOf('Will the SEC approve a spot SUI ETF by June 30, 2027?').acts).toEqual(['approve']);
    expect(propositionOf('Will OpenAI launch GPT-6 in 2027?').acts).toEqual(['release']);
  });
  it('reads the report of an event as the event, and listing publicly as an IPO', () => {
    expect(propositionOf('Will MicroStrategy (Strategy) announce that it sold any bitcoin in 2027?')).toEqual(propositionOf('Will Strategy sell any bitcoin in 2027?'));
    expect(propositionOf('Will Apple announce a foldable iPhone in 2027?').acts).toEqual(['announce']);
    expect(propositionOf('Databricks lists publicly before 2028?').acts).toEqual(['ipo']);
    expect(propositionOf('Will OpenAI publicly file an S-1 (or confidentially file and announce it) in 2027?').acts).toEqual(['file']);
    expect(propositionOf('OpenAI files for IPO in 2027?').acts).toEqual(['file']);
  });
  it('reads a rocket caught by the tower as a catch, not a launch', () => {
    expect(propositionOf('Starship Ship caught by the launch tower in 2027?').acts).toEqual(['catch']);
    expect(propositionOf('Will SpaceX catch the Starship upper stage (Ship) with the tower arms by December 31, 2027?').acts).toEqual(['catch']);
    expect(propositionOf('Will Apple ship the foldable iPhone in 2027?').acts).toEqual(['release']);
  });
  it('reads a bracketed gloss as no negation', () => {
    expect(propositionOf('Will Tesla run paid driverless (no safety monitor) robotaxi service in at least 10 US metro areas?').neg).toBe(false);
    expect(propositionOf('Will there be no government shutdown in 2027?').neg).toBe(true);
  });
});

describe('filing, buying, selling', () => {
  it('tells filing for an IPO from the IPO, and buying from selling', () => {
    expect(propositionOf('Will OpenAI file for an IPO in 2027?').acts).toEqual(['file']);
    expect(propositionOf('OpenAI IPO in 2027?').acts).toEqual(['ipo']);
    expect(propositionOf('Will Strategy sell any bitcoin in 2027?').acts).toEqual(['sell']);
    expect(propositionOf('US government buys bitcoin in 2027?').acts).toEqual(['buy']);
    expect(propositionOf('MicroStrategy sells Bitcoin by December 31, 2027?').acts).toEqual(propositionOf('Will Strategy sell any bitcoin in 2027?').acts);
  });
});

describe('clemency and the distance of a fight', () => {
  it('tells a pardon from clemency (which a commutation also settles)', () => {
    expect(propositionOf('Will Trump pardon Ghislaine Maxwell before 2027?').acts).toEqual(['pardon']);
    expect(propositionOf('Will Trump grant Ghislaine Maxwell clemency by Dec 31, 2026?').acts).toEqual(['clemency']);
    expect(propositionOf('Will Trump pardon or commute the sentence of Ghislaine Maxwell?').acts).toEqual(['clemency', 'pardon']);
  });
  it('reads ending inside the distance as the negation of going the distance', () => {
    expect(propositionOf('Will Topuria vs. Tsarukyan go the distance?')).toEqual({ acts: ['distance'], neg: false });
    expect(propositionOf('Will Topuria vs. Tsarukyan end inside the distance?')).toEqual({ acts: ['distance'], neg: true });
    expect(propositionOf('Will the fight end by KO or TKO?')).toEqual({ acts: ['distance'], neg: true });
  });
});

describe('shutdowns, vacancies, deadline labels', () => {
  it('reads "shut down" as a shutdown and a seat opening as a vacancy', () => {
    expect(propositionOf('Will the federal government shut down before Feb 1, 2027?').acts).toEqual(propositionOf('US government shutdown by Jan 31, 2027?').acts);
    expect(propositionOf('US Supreme Court seat opens in 2027?').acts).toEqual(propositionOf('Will there be a Supreme Court vacancy in 2027?').acts);
  });
  it('reads a label that only states the deadline or period as the YES side', () => {
    expect(deadlineLabel('Before Jan 1, 2028')).toBe(true);
    expect(deadlineLabel('In 2027')).toBe(true);
    expect(deadlineLabel('By June 30')).toBe(true);
    expect(deadlineLabel('Before the vote')).toBe(false);
    expect(deadlineLabel('Jannik Sinner')).toBe(false);
  });
  it('does not read the Crypto.com Arena as a crypto market', () => {
    expect(domainOf('LA Clippers vs LA Lakers (Crypto.com Arena)')).toBe('other');
    expect(domainOf('Crypto')).toBe('crypto');
  });
});

describe('labels restating the proposition', () => {
  it('reads a label with the question\'s verbs and polarity as its YES side', () => {
    expect(restatesActs('Goes the distance', 'Will Topuria vs Tsarukyan go the distance?')).toBe(true);
    expect(restatesActs('Ends inside the distance', 'Will Topuria vs Tsarukyan go the distance?')).toBe(false);
    expect(restatesActs('Topuria', 'Will Topuria vs Tsarukyan go the distance?')).toBe(false);
  });
  it('reads voters passing a ballot measure as approving it, and tells its number', () => {
    expect(propositionOf('Texas Proposition 1 (Nov 2027) passes?')).toEqual(propositionOf('Will Texas voters approve Proposition 1?'));
    // a measure on the ballot, numbered or not, is the voters' to approve: approving it is passing it
    expect(propositionOf('Florida 2028 ballot: recreational cannabis amendment approved?').acts).toEqual(propositionOf('Will Florida pass the recreational marijuana amendment in 2028?').acts);
    expect(propositionOf('Italy premierato constitutional referendum passes?')).toEqual(propositionOf('Italian constitutional referendum — Yes wins?'));
    // a chamber passing a bill is the legislature's vote
    expect(propositionOf('Will the Senate pass the amendment 2 bill?').acts).toContain('pass_senate');
    expect(propositionOf('Will the FDA approve the drug?').acts).toContain('approve');
    expect(ballotNumberOf('Texas Prop 2 2027: approved?')).toBe('2');
    expect(ballotNumberOf('Will Texas voters approve Proposition 1?')).toBe('1');
    expect(ballotNumberOf('California redistricting measure passes?')).toBeNull();
  });
  it('reads a race decided at the first vote as the negation of a runoff', () => {
    const none = propositionOf('Houston mayor decided on Election Night (no runoff)?');
    const runoff = propositionOf('Houston mayoral election goes to a runoff?');
    expect(none.acts).toEqual(runoff.acts);
    expect(none.neg).toBe(true);
    expect(runoff.neg).toBe(false);
    expect(propositionOf('Will the Houston mayoral race avoid a runoff?').neg).toBe(true);
  });
  it('reads leaving Number 10 as leaving office, and a lift-off as a launch', () => {
    expect(propositionOf('Starmer leaves No. 10 in 2027?')).toEqual(propositionOf('Keir Starmer out as UK Prime Minister by Dec 31, 2027?'));
    expect(propositionOf('Will the No. 1 seed win?').neg).toBe(false);
    expect(propositionOf('NASA Artemis III lifts off before 2028?').acts).toEqual(propositionOf('Artemis III launches in 2027?').acts);
  });
  it('reads a service going live as its launch', () => {
    expect(propositionOf('Waymo robotaxi service live in New York City before July 2028?').acts).toEqual(propositionOf('Waymo launches paid driverless rides in NYC by Jun 30, 2028?').acts);
  });
});

describe('court rulings and adopted packages', () => {
  it('tells a court upholding an order from striking it down, and reads ruling it unconstitutional as striking it down', () => {
    expect(propositionOf('Will the Supreme Court uphold the tariff executive order?').acts).toEqual(['uphold']);
    expect(propositionOf('Supreme Court strikes down the tariff order?').acts).toEqual(['strike_down']);
    expect(propositionOf('SCOTUS rules the tariff order unconstitutional?').acts).toEqual(['strike_down']);
    expect(propositionOf('Court struck the law down by June?').acts).toEqual(['strike_down']);
  });
  it('reads a body adopting a package as approving it', () => {
    expect(propositionOf('Council adopts the new budget package by May 31?').acts).toEqual(propositionOf('Council approves the new budget package before June 2028?').acts);
  });
});

describe('events announced', () => {
  it('reads an event "announced" as the event itself, not an announcement', () => {
    expect(propositionOf('Supreme Court vacancy announced before 2031?')).toEqual(propositionOf('Supreme Court vacancy in 2030?'));
    expect(propositionOf('Russia-Ukraine ceasefire announced before July 2030?')).toEqual(propositionOf('Russia x Ukraine ceasefire by June 30, 2030?'));
    // a product announced is still not a product released
    expect(propositionOf('iPhone Fold announced before July 2030?').acts).toEqual(['announce']);
  });

  it('reads a company beginning to trade publicly as going public', () => {
    expect(propositionOf('Will SpaceX begin trading publicly before June 2030?')).toEqual(propositionOf('SpaceX IPO by May 31, 2030?'));
    expect(propositionOf('Will the spot ETF begin trading by June?').acts).toEqual(['trade']);
  });
});

describe('courts and orders in short words', () => {
  it('reads SCOTUS as the Supreme Court and an EO as an executive order', () => {
    expect(conceptText('SCOTUS rules birthright citizenship EO unconstitutional?')).toBe(conceptText('Supreme Court rules birthright citizenship executive order unconstitutional?'));
  });
});
