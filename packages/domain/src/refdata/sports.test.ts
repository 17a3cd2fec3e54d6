// Sports facets: doubleheader game numbers, stages and placings paid on, awards, divisions, football season years.
import { describe, expect, it } from 'vitest';
import { awardTitleSim, bracketedTeam, leavesClub, moveAwayStem, nationalTitle, questionClause, womensLeague, firstSideLabel, collegeLeagueOf, gameNumberOf, leagueTitleMarket, halfPointStep, initialName, marginLine, withoutWomenSide, nationOf, overUnderStrike, draftPosition, surnameCode, regulationGap, regulationOnly, seasonYears, sameSides, sidesOf, soleTeam, sportsFacets, spreadOf, questionSpread, stateName, twoTeamGame, competitionOf, gameDayOf } from './sports.ts';
import { foldAcronyms } from './acronym.ts';
import { nationByCode } from './nations.ts';
import { KnowledgeBase, localKbKey, publishedQid, type KbEntity } from './kb.ts';
import { IdRegistry, kbEntityRec } from './canonical.ts';

const f = (title: string, codes: string[] = [], questions: string[] = []): Record<string, string> => sportsFacets({ title, codes, questions });

describe('sports facets', () => {
  it('reads a first or middle name written as its initial', () => {
    expect(initialName(['s', 'scheffler'], ['scottie', 'scheffler'])).toBe(true);
    expect(initialName(['k', 'antonelli'], ['andrea', 'kimi', 'antonelli'])).toBe(true);
    expect(initialName(['andrea', 'kimi', 'antonelli'], ['k', 'antonelli'])).toBe(true);
    expect(initialName(['m', 'antonelli'], ['andrea', 'kimi', 'antonelli'])).toBe(false);
    expect(initialName(['k', 'antonelli'], ['kimi', 'raikkonen'])).toBe(false);
  });
  it('reads the two sides of a game titled "X at Y"', () => {
    expect(sidesOf('Auburn at Alabama', null)).toEqual([['auburn'], ['alabama']]);
    expect(sameSides(sidesOf('Auburn at Alabama', null)!, sidesOf('Iron Bowl: Auburn Tigers vs. Alabama Crimson Tide', null)!)).toBe(true);
    expect(sidesOf('Who will win at Augusta?', null)).toBeNull();
  });
  it('reads beating a team by a margin as the spread line, and an O/U label as its over side', () => {
    expect(marginLine('Will the Buffalo Bills beat the Kansas City Chiefs by 3 or more points on Nov 29?')).toBe('2.5');
    expect(marginLine('Will the Bills beat the Chiefs by more than 2.5 points?')).toBe('2.5');
    expect(marginLine('Will the Bills beat the Chiefs by at least 7 points?')).toBe('6.5');
    expect(marginLine('Will the Bills beat the Chiefs?')).toBeNull();
    expect(marginLine('France to beat Ireland by 8+ points (Feb 6, 2027)?')).toBe('7.5');
    expect(f('Will the Buffalo Bills beat the Kansas City Chiefs by 3 or more points on Nov 29?')['bet']).toBe('spread');
    expect(overUnderStrike('O/U 47.5', ['Chiefs vs. Bills: O/U 47.5'])).toEqual({ op: 'gt', lo: '47.5', hi: '47.5', unit: '' });
  });
  it('reads a women\'s game from "(W)", a women\'s league code or the rules', () => {
    expect(f('Kentucky Wildcats (W) vs. Louisville Cardinals (W)')['gender']).toBe('women');
    expect(f('Kentucky at Louisville', ['KXNCAAWBGAME-26DEC12UKLOU'])['gender']).toBe('women');
    expect(f('Kentucky at Louisville', ['cwbb-uk-lou-2026-12-12'])['gender']).toBe('women');
    expect(f('Sabalenka vs Swiatek', ['KXWTAMATCH-27JUN03SABSWI'])['gender']).toBeUndefined();
    expect(f('Arsenal WFC vs. Chelsea FCW')['gender']).toBe('women');
    expect(withoutWomenSide(['arsenal', 'wfc'])).toEqual(['arsenal']);
    expect(withoutWomenSide(['chelsea', 'women'])).toEqual(['chelsea']);
    expect(withoutWomenSide(['women'])).toEqual(['women']);
    expect(sportsFacets({ title: 'Kentucky at Louisville', codes: [], questions: [], rules: ["If Louisville wins the Kentucky at Louisville women's college basketball game, the market resolves to Yes."] })['gender']).toBe('women');
    expect(sportsFacets({ title: 'Louisville vs. Kentucky', codes: ['KXNCAAMBGAME-26DEC12LOUUK'], questions: [], rules: ["This market refers to the men's college basketball game between Louisville and Kentucky."] })['gender']).toBeUndefined();
  });
  it('separates a double chance and "who advances" from the result of the match', () => {
    expect(f('Man City vs Liverpool (Dec 5): Man City win or draw?')['bet']).toBe('double_chance');
    expect(f('Arsenal vs Chelsea: Double Chance')['bet']).toBe('double_chance');
    expect(f('Inter Miami CF vs. FC Cincinnati: Who will advance?')['bet']).toBe('advance');
    expect(f('MLS East Final: Inter Miami vs FC Cincinnati — To Advance')['bet']).toBe('advance');
    expect(f('Coppa Italia QF: Inter vs Milan', [], ['Coppa Italia quarter-final (Feb 10, 2027): Inter to advance?'])['bet']).toBe('advance');
    expect(f('Will Real Madrid advance to the final?')['bet']).toBeUndefined();
    expect(f('Manchester City vs Liverpool')['bet']).toBeUndefined();
    expect(f('Manchester City vs Liverpool: Draw?')['bet']).toBeUndefined();
  });
  it('reads the game number of a doubleheader from the title or a game ticker', () => {
    expect(gameNumberOf('New York Y at Boston (Game 2)', [])).toBe('2');
    expect(gameNumberOf('MLB | Yankees @ Red Sox | Jul 4 (G1)', [])).toBe('1');
    expect(gameNumberOf('Yankees vs Red Sox', ['KXMLBGAME-27JUL04NYYBOSG2'])).toBe('2');
    expect(gameNumberOf('Yankees vs Red Sox', ['KXMLBGAME-27JUL04NYYBOS'])).toBeNull();
    expect(gameNumberOf('Game of the Year 2027', [])).toBeNull();
    expect(gameNumberOf('Yankees vs. Red Sox', [], ['This market refers to the MLB game scheduled for April 17, 2027 at 6:10 PM ET (Game 2 of a doubleheader).'])).toBe('2');
    expect(gameNumberOf('New York Yankees vs. Boston Red Sox', [], ['Contract resolves to the winning team of New York Yankees at Boston Red Sox (Game 1) on April 17, 2027.'])).toBe('1');
    expect(gameNumberOf('Yankees vs. Red Sox', [], ['Game 1 of a doubleheader.', 'Game 2 of a doubleheader.'])).toBeNull();
    expect(gameNumberOf('New York Y at Boston', [], ['If New York Y wins Game 1 of the New York Y at Boston doubleheader originally scheduled for Apr 17, 2027 (1:05 PM ET), then the market resolves to Yes.'])).toBe('1');
    expect(gameNumberOf('Celtics vs. Knicks', [], ['Game 3 of the Eastern Conference Finals.'])).toBeNull();
  });

  it('separates reaching a stage or a placing from winning the title', () => {
    expect(f('Which teams will reach the 2027 Champions League final?')['reach']).toBe('final');
    expect(f('Wimbledon 2027: finalists')['reach']).toBe('final');
    expect(f('Champions League 2026/27 Champion')['reach']).toBeUndefined();
    expect(f('Who will win the 2027 Champions League Final?')['reach']).toBeUndefined();
    expect(f('Will the Lakers make the 2027 NBA playoffs?')['reach']).toBe('playoffs');
    expect(f('Will the Lakers miss the 2027 NBA Playoffs?')['reach']).toBe('miss_playoffs');
    expect(f('The Masters 2027: Top 10 finish')['reach']).toBe('top10');
    expect(f('The Masters 2027', [], ['Will Rory McIlroy make the cut at the Masters?', 'Will Jon Rahm make the cut at the Masters?'])['reach']).toBe('cut');
    expect(f('The Masters 2027', [], ['Will Rory McIlroy make the cut?', 'Will Jon Rahm win the Masters?'])['reach']).toBeUndefined();
  });

  it('names awards, divisions and series', () => {
    expect(f('NBA Finals MVP 2027')['award']).toBe('finals_mvp');
    expect(f('Hart Trophy 2027')['award']).toBe('mvp');
    expect(f('AFC East Champion 2027')['stage']).toBe('division:afc east');
    expect(f('Atlantic Division winner')['stage']).toBe('division:atlantic');
    expect(f('Celtics vs Knicks series winner')['unit']).toBe('series');
    expect(f('World Series Champion 2027')['unit']).toBeUndefined();
  });

  it('names an American football season by the year it ends', () => {
    expect(seasonYears('Pro Football MVP (2027 season)?', ['2027'], 'NFL')).toEqual(['2028']);
    expect(seasonYears('College Football Playoff national champion (2027 season)?', ['2027'], null)).toEqual(['2028']);
    expect(seasonYears('NBA MVP 2027 season', ['2027'], 'NBA')).toEqual(['2027']);
    expect(seasonYears('NFL MVP 2027-28 Season', ['2028'], 'NFL')).toEqual(['2028']);
  });
});

describe('sports game features', () => {
  it('reads the date a game is played on from a game ticker or the rules', () => {
    expect(f('Yankees vs Red Sox', ['KXMLBGAME-27APR09NYYBOS'])['day']).toBe('2027-04-09');
    expect(sportsFacets({ title: 'Yankees vs. Red Sox', codes: [], questions: [], rules: ['In the upcoming MLB game, scheduled for April 10, 2027 at 1:35 PM ET: ...'] })['day']).toBe('2027-04-10');
    expect(f('Pro Basketball Champion 2027?', ['KXNBA-27'])['day']).toBeUndefined();
  });

  it('separates a part of a game and other bets from the winner', () => {
    expect(f('Lakers vs Celtics: 1st Half Winner')['part']).toBe('h1');
    expect(f('Lakers vs Celtics: Spread')['bet']).toBe('spread');
    expect(f('Lakers vs Celtics: Total Points')['bet']).toBe('total');
    expect(f('Lakers vs Celtics')['bet']).toBeUndefined();
  });

  it('aligns a first name written as its initial and a school written with St.', () => {
    expect(initialName(['s', 'scheffler'], ['scottie', 'scheffler'])).toBe(true);
    expect(initialName(['j', 'scheffler'], ['scottie', 'scheffler'])).toBe(false);
    expect(stateName(['ohio', 'st'], ['ohio', 'state'])).toBe(true);
    expect(stateName(['st', 'johns'], ['state', 'johns'])).toBe(false);
  });
});

describe('kb records without a verified Q-id', () => {
  it('are recognised under an internal key and published with a null kb_qid (provenance llm_auto)', () => {
    const inter: KbEntity = { kb_qid: localKbKey('team', 'Inter Milan'), kind: 'team', canonical_name: 'Inter Milan', aliases: ['Inter', 'Internazionale'], metadata: { league: 'Serie A' }, domain: 'sports' };
    const kb = new KnowledgeBase([inter]);
    expect(inter.kb_qid).toBe('local:team:inter-milan');
    expect(kb.resolveLabel('Internazionale', 'sports')).toBe(inter);
    expect(publishedQid(inter)).toBeNull();
    const rec = kbEntityRec(inter, { reg: new IdRegistry(), kbSyncedAtMs: 0 });
    expect(rec.kb_qid).toBeNull();
    expect(rec.provenance).toBe('llm_auto');
    expect(() => new KnowledgeBase([{ ...inter, kb_qid: 'Q-invented' }])).toThrow(/invalid qid/);
  });
  it('resolves an abbreviation with the nickname ("PHI Eagles") only when both name the team', () => {
    const eagles: KbEntity = { kb_qid: 'Q219714', kind: 'team', canonical_name: 'Philadelphia Eagles', aliases: ['Eagles'], metadata: { league: 'NFL', abbr: 'PHI' } };
    const kb = new KnowledgeBase([eagles]);
    expect(kb.resolveTeamNickname('PHI Eagles', 'NFL')).toBe(eagles);
    expect(kb.resolveTeamNickname('DAL Eagles', 'NFL')).toBeUndefined();
    expect(kb.resolveTeamNickname('PHI Eagles', 'NHL')).toBeUndefined();
  });
});

describe('game days and football seasons', () => {
  it('reads the game day of a prop or total ticker, and both ends of a bare football season year', () => {
    expect(f('Los Angeles L at Boston: Total Points', ['KXNBATOTAL-27FEB03LALBOS'])['day']).toBe('2027-02-03');
    expect(f('Bitcoin', ['KXBTCD-27MAR3117'])['day']).toBeUndefined();
    expect(seasonYears('NFL MVP 2027', ['2027'], 'NFL')).toEqual(['2027', '2028']);
    expect(seasonYears('NFL MVP 2027-28', ['2028'], 'NFL')).toEqual(['2028']);
    expect(seasonYears('NBA MVP 2027', ['2027'], 'NBA')).toEqual(['2027']);
    expect(initialName(['josh', 'allen'], ['j', 'allen'])).toBe(true);
  });
});

describe('over/under lines and acronyms', () => {
  it('reads an Over/Under outcome against the one line of the question', () => {
    expect(overUnderStrike('Over', ['Lakers vs. Celtics: O/U 224.5'])).toEqual({ op: 'gt', lo: '224.5', hi: '224.5', unit: '' });
    expect(overUnderStrike('Under', ['Total points 47.5?'])).toEqual({ op: 'lt', lo: '47.5', hi: '47.5', unit: '' });
    expect(overUnderStrike('Over', ['O/U 224.5', 'O/U 221.5'])).toBeNull();
    expect(overUnderStrike('Lakers', ['O/U 224.5'])).toBeNull();
  });
  it('folds the words of an acronym onto it, and nothing else', () => {
    const [a, b] = foldAcronyms(new Set(['india', 'premi', 'leagu', 'winne']), new Set(['ipl', 'winne']));
    expect([...a].sort()).toEqual(['ipl', 'winne']);
    expect([...b].sort()).toEqual(['ipl', 'winne']);
    // the initials must spell it in order, over consecutive words
    const [c] = foldAcronyms(new Set(['premi', 'india', 'leagu']), new Set(['ipl']));
    expect([...c].sort()).toEqual(['india', 'leagu', 'premi']);
    const [d] = foldAcronyms(new Set(['india', 'cup', 'premi', 'leagu']), new Set(['ipl']));
    expect(d.has('ipl')).toBe(false);
    // a plural acronym ("VMAs"), and a word of the run both titles have stays
    const [v] = foldAcronyms(new Set(['mtv', 'video', 'music', 'award', 'year']), new Set(['vmas', 'video', 'year']));
    expect([...v].sort()).toEqual(['mtv', 'video', 'vmas', 'year']);
  });
});

describe('games and teams read from the outcomes', () => {
  it('a game is two distinct teams and at most one draw, among which the title teams are', () => {
    expect(twoTeamGame(['Q1', 'draw', 'Q2'], new Set(['Q2']))).toBe(true);
    expect(twoTeamGame(['Q1', 'Q2'], new Set(['Q1', 'Q2']))).toBe(true);
    expect(twoTeamGame(['Q1', 'Q2'], new Set())).toBe(false);
    expect(twoTeamGame(['Q1', 'Q2'], new Set(), 'NBA Finals winner')).toBe(false);
    expect(twoTeamGame(['Q1', 'Q2'], new Set(), 'Who wins the 2027 Stanley Cup?')).toBe(false);
    // a title naming no team: a three-way market (a draw) or a title without a competition's stage is one game
    expect(twoTeamGame(['Q1', 'draw', 'Q2'], new Set(), 'El Clásico (La Liga, Mar 21 2027)')).toBe(true);
    expect(twoTeamGame(['Q1', 'Q2'], new Set(), 'The Game (Nov 27, 2027)')).toBe(true);
    expect(twoTeamGame(['Q1', 'Q2', 'Q3'], new Set(['Q1']))).toBe(false);
    expect(twoTeamGame(['Q1', 'draw', null], new Set(['Q1']))).toBe(false);
    expect(twoTeamGame(['Q1', 'Q2'], new Set(['Q3']))).toBe(false);
  });
  it('a question names one team only when it names nothing else', () => {
    const jets: KbEntity = { kb_qid: 'Q219602', kind: 'team', canonical_name: 'New York Jets', aliases: [], metadata: {} };
    const bills: KbEntity = { kb_qid: 'Q221626', kind: 'team', canonical_name: 'Buffalo Bills', aliases: [], metadata: {} };
    expect(soleTeam([jets, jets])).toBe(jets);
    expect(soleTeam([jets, bills])).toBeUndefined();
    expect(soleTeam([])).toBeUndefined();
  });
});

describe('college league', () => {
  it('reads college sports from the words or the codes of an event', () => {
    expect(collegeLeagueOf('SEC Championship: Will Texas beat Georgia?', [])).toBe('NCAA');
    expect(collegeLeagueOf('Georgia vs Texas', ['KXNCAAFGAME-26DEC05UGATEX'])).toBe('NCAA');
    expect(collegeLeagueOf('Georgia vs. Texas', ['aec-cfb-uga-tex-2026-12-05'])).toBe('NCAA');
    expect(collegeLeagueOf('Texas Rangers at Houston', ['KXMLBGAME-27JUL04TEXHOU'])).toBeUndefined();
  });
});

describe('spreads', () => {
  it('reads the team and the line of a spread outcome from the label or the title', () => {
    expect(spreadOf('Detroit wins by over 3.5 points', 'Detroit at Minnesota: Spread')).toEqual({ team: 'Detroit', line: '3.5' });
    expect(spreadOf('Lions', 'Spread: Lions (-3.5)')).toEqual({ team: 'Lions', line: '3.5' });
    expect(spreadOf('Lions (-6.5)', 'Lions vs. Vikings spread')).toEqual({ team: 'Lions', line: '6.5' });
    expect(spreadOf('Vikings', 'Spread: Lions (-3.5)')).toBeNull();
    expect(spreadOf('Detroit', 'Detroit at Minnesota')).toBeNull();
  });
});

describe('half-point lines', () => {
  it('writes a line on a half unit in the inclusive form', () => {
    expect(halfPointStep({ op: 'gt', lo: '29.5', hi: '29.5', unit: '' })).toEqual({ op: 'ge', lo: '30', hi: '30', unit: '' });
    expect(halfPointStep({ op: 'lt', lo: '224.5', hi: '224.5', unit: '' })).toEqual({ op: 'le', lo: '224', hi: '224', unit: '' });
    expect(halfPointStep({ op: 'gt', lo: '30', hi: '30', unit: '' })).toEqual({ op: 'gt', lo: '30', hi: '30', unit: '' });
    expect(halfPointStep({ op: 'gt', lo: '2.5', hi: '2.5', unit: '%' })).toEqual({ op: 'gt', lo: '2.5', hi: '2.5', unit: '%' });
  });
});

describe('national teams', () => {
  it('a country is a national team in sports; a state or city is not', () => {
    const us: KbEntity = { kb_qid: 'Q30', kind: 'geographic_region', canonical_name: 'United States', aliases: ['USA'], metadata: {} };
    const ga: KbEntity = { kb_qid: 'Q1428', kind: 'geographic_region', canonical_name: 'Georgia (U.S. state)', aliases: ['Georgia'], metadata: { country: 'Q30' } };
    expect(nationOf(us)).toBe(us);
    expect(nationOf(ga)).toBeUndefined();
    expect(nationOf(undefined)).toBeUndefined();
  });
});

describe('head-to-head sides outside the kb', () => {
  it('reads the two sides from a title or a "Will A beat B" question and compares them by name words', () => {
    const alpha = sidesOf('Sinner vs Shelton', null)!;
    const beta = sidesOf('Australian Open: J. Sinner vs B. Shelton', null)!;
    const gamma = sidesOf('Will Jannik Sinner beat Ben Shelton in the AO quarter-final?', 'Will Jannik Sinner beat Ben Shelton in the AO quarter-final?')!;
    expect(alpha).toEqual([['sinner'], ['shelton']]);
    expect(sameSides(alpha, beta)).toBe(true);
    expect(sameSides(alpha, gamma)).toBe(true);
    expect(sameSides(sidesOf('Team Vitality vs FaZe Clan', null)!, sidesOf('Counter-Strike: Vitality vs FaZe (BO3) - IEM Katowice', null)!)).toBe(true);
    expect(sameSides(alpha, sidesOf('Sinner vs Alcaraz', null)!)).toBe(false);
    expect(sidesOf('Australian Open 2027 winner', null)).toBeNull();
  });
});

describe('league titles and conference titles', () => {
  it('reads a season market on a league championship whatever its words, and keeps a conference title apart', () => {
    expect(leagueTitleMarket('College Football Champion 2027-28')).toBe(true);
    expect(leagueTitleMarket('CFP national title (2027 season)')).toBe(true);
    expect(leagueTitleMarket("Presidents' Trophy winner 2027")).toBe(false);
    expect(leagueTitleMarket('NBA Eastern Conference Champion 2027')).toBe(false);
    expect(leagueTitleMarket('NBA MVP 2027')).toBe(false);
    expect(f('Big Ten Championship Game 2027 winner')['stage']).toBe('conference:big_ten');
    expect(f('SEC Championship: Will Texas beat Georgia? (Dec 5, 2026)')['stage']).toBeUndefined();
    expect(f('College Football Champion 2027-28')['stage']).toBeUndefined();
  });
});

describe('national sides by code', () => {
  it('reads a three-letter sports code as the country, nothing else', () => {
    expect(nationByCode('IND')).toBe('India');
    expect(nationByCode('Team USA')).toBe('United States');
    expect(nationByCode('Team Liquid')).toBeNull();
    expect(nationByCode('RSA')).toBe('South Africa');
    expect(nationByCode('LAL')).toBeNull();
    expect(nationByCode('ind')).toBeNull();
  });

  it('reads a one-market head-to-head labelled with both sides as the side named first', () => {
    expect(firstSideLabel('T1 vs Gen.G')).toBe('T1');
    expect(firstSideLabel('Gen.G vs. T1')).toBe('Gen.G');
    expect(firstSideLabel('Perth Scorchers v Sydney Sixers')).toBe('Perth Scorchers');
    expect(firstSideLabel('Vitality')).toBe('Vitality');
    expect(firstSideLabel('A vs B vs C')).toBe('A vs B vs C');
  });

  it('reads the abbreviation of a women\'s or men\'s national team as the country', () => {
    expect(nationByCode('USWNT')).toBe('United States');
    expect(nationByCode('USMNT')).toBe('United States');
    expect(nationByCode('CanWNT')).toBe('Canada');
    expect(nationByCode('XYZWNT')).toBeNull();
    expect(nationByCode('USNT')).toBeNull();
  });
});

describe('what a market pays on beyond the winner (holdout9 kinds)', () => {
  it('reads reaching a league\'s championship series or game as reaching the final', () => {
    expect(f('Will the Dodgers reach the 2027 World Series?')['reach']).toBe('final');
    expect(f('Will the Bills play in Super Bowl LXII?')['reach']).toBe('final');
    expect(f('World Series Winner 2027')['reach']).toBeUndefined();
    expect(f('Will the Dodgers win the 2027 World Series?')['reach']).toBeUndefined();
  });
  it('reads the method of a fight\'s win as a bet of its own', () => {
    expect(f('Will Ilia Topuria beat Makhachev by KO/TKO?')['bet']).toBe('method');
    expect(f('Topuria vs Makhachev: win by submission')['bet']).toBe('method');
    expect(f('Will the fight go the distance?')['bet']).toBe('method');
    expect(f('UFC: Ilia Topuria vs. Islam Makhachev')['bet']).toBeUndefined();
  });
  it('reads a bet named only in the questions when they all name it', () => {
    expect(f('Ohio State -7.5 vs Michigan', [], ['Spread: Ohio State (-7.5)'])['bet']).toBe('spread');
    expect(f('Michigan vs. Ohio State', [], ['Michigan vs. Ohio State'])['bet']).toBeUndefined();
    expect(f('Orange Bowl: Ohio State -2.5 vs. Oregon')['bet']).toBe('spread');
    expect(f('Orange Bowl: Oregon vs Ohio State')['bet']).toBeUndefined();
    expect(f('Lakers vs Celtics', [], ['Spread: Lakers (-3.5)', 'Lakers vs Celtics'])['bet']).toBeUndefined();
  });

  it('reads a regulation-time result apart from the game winner, overtime included', () => {
    expect(regulationOnly(['Oilers vs Golden Knights — regulation time result (24 Apr)'])).toBe(true);
    expect(regulationOnly(['Oilers vs Golden Knights', '60 minutes only; overtime and shootout do not count.'])).toBe(true);
    expect(regulationOnly(['Rangers vs Devils — 60-Minute Result (Nov 27)'])).toBe(true);
    expect(regulationOnly(['Edmonton at Vegas (Apr 24)', 'Includes overtime and shootout.'])).toBe(false);
    expect(regulationOnly(['Lakers vs Celtics', 'Resolves to the winner, overtime included.'])).toBe(false);
    const reg = { facets: f('Oilers vs Golden Knights — regulation time result'), teams: new Set(['edm', 'vgk']), keySet: new Set(['ent:edm', 'lbl:draw', 'ent:vgk']) };
    const winner = { facets: f('Edmonton at Vegas'), teams: new Set(['edm', 'vgk']), keySet: new Set(['ent:edm', 'ent:vgk']) };
    expect(reg.facets['time_rule']).toBe('regulation');
    expect(regulationGap(reg, winner)).toContain('regulation-time result');
    expect(regulationGap(winner, reg)).toContain('regulation-time result');
    // a three-way listing on the other side (soccer: 90 minutes either way) is the same result
    expect(regulationGap(reg, { ...winner, keySet: new Set(['ent:edm', 'lbl:draw', 'ent:vgk']) })).toBeNull();
  });

  it('reads a 90-minute result (regular time only) apart from a cup winner listing its two finalists', () => {
    expect(regulationOnly(['Chelsea vs. Newcastle (Carabao Cup Final)', 'Regular time only (90 minutes plus stoppage time).'])).toBe(true);
    expect(regulationOnly(['Chelsea vs Newcastle', 'Result after 90 minutes only.'])).toBe(true);
    expect(regulationOnly(['Carabao Cup winner', 'The team that wins the final, including extra time and penalties.'])).toBe(false);
    const reg = { facets: { time_rule: 'regulation' }, teams: new Set(['che', 'new']), keySet: new Set(['ent:che', 'lbl:draw', 'ent:new']) };
    const cup = { facets: {}, teams: new Set<string>(), keySet: new Set(['ent:che', 'ent:new']) };
    expect(regulationGap(reg, cup)).toContain('regulation-time result');
    // (a field of other teams is not the two finalists)
    expect(regulationGap(reg, { ...cup, keySet: new Set(['ent:che', 'ent:ars']) })).toBeNull();
  });

  it('reads props other than the winner: the coin toss, the first team to score, the fastest lap, no set dropped', () => {
    expect(f('Will the Chiefs win the Super Bowl LXV coin toss?')['bet']).toBe('coin_toss');
    expect(f('Super Bowl LXV — first team to score')['bet']).toBe('first_score');
    expect(f('Australian GP 2031 — fastest lap (race)')['bet']).toBe('fastest_lap');
    expect(f('Sinner wins the 2031 Australian Open without dropping a set?')['bet']).toBe('no_set_dropped');
    expect(f('Super Bowl LXV champion')['bet']).toBeUndefined();
  });

  it('reads a player\'s line as the player\'s stat, not the game\'s total', () => {
    expect(f('Josh Allen: Passing Yards O/U 249.5 (Bills vs. Chiefs)')['bet']).toBeUndefined();
    expect(f('Wembanyama: Points O/U 29.5 (Spurs vs. Lakers)')['bet']).toBeUndefined();
    expect(f('Chiefs vs. Lions: Points O/U 47.5')['bet']).toBe('total');
    expect(f('Super Bowl LXV: total points')['bet']).toBe('total');
  });

  it('reads the position a draft market counts among: the first QB taken is not the first pick overall', () => {
    expect(f('First QB selected in the 2027 NFL Draft?')['draft_position']).toBe('qb');
    expect(f('First quarterback taken in the 2027 Pro Football Draft?')['draft_position']).toBe('qb');
    expect(f('2027 NFL Draft: #1 overall pick?')['draft_position']).toBeUndefined();
    expect(draftPosition('First wide receiver drafted in 2027?')).toBe('wr');
    expect(draftPosition('First non-QB selected in the 2027 NFL Draft?')).toBe('non_qb');
    expect(draftPosition('Will the QB throw for 300 yards?')).toBeNull();
  });

  it('reads a three-letter timing code as the surname it starts', () => {
    expect(surnameCode(['ver'], ['max', 'verstappen'])).toBe(true);
    expect(surnameCode(['lando', 'norris'], ['nor'])).toBe(true);
    expect(surnameCode(['pia'], ['oscar', 'piastri'])).toBe(true);
    expect(surnameCode(['ham'], ['max', 'verstappen'])).toBe(false);
    expect(surnameCode(['bos'], ['boston', 'bruins'])).toBe(false);
    expect(surnameCode(['ver'], ['verstappen'])).toBe(true);
    expect(surnameCode(['verstappen'], ['ver'])).toBe(true);
    expect(surnameCode(['ver'], ['ver'])).toBe(false);
    expect(surnameCode(['nor'], ['ver'])).toBe(false);
  });

  it('reads a playoff series named by its ticker as a series', () => {
    expect(f('Knicks vs Celtics: Eastern Conference Semifinals winner?', ['KXNBASERIES-27NYKBOSR2'])['unit']).toBe('series');
    expect(f('Knicks vs Celtics Series Winner')['unit']).toBe('series');
    expect(f('Knicks vs Celtics', ['KXNBAGAME-27MAY04NYKBOS'])['unit']).toBeUndefined();
  });

  it('reads a head-to-head of two nicknames in the one league where both name a team', () => {
    const kb = new KnowledgeBase([
      { kb_qid: 'Q330120', kind: 'team', canonical_name: 'Carolina Panthers', aliases: ['Panthers'], metadata: { league: 'NFL' } },
      { kb_qid: 'Q204623', kind: 'team', canonical_name: 'Florida Panthers', aliases: [], metadata: { league: 'NHL' } },
      { kb_qid: 'Q201864', kind: 'team', canonical_name: 'Tampa Bay Lightning', aliases: [], metadata: { league: 'NHL' } },
    ]);
    expect(kb.pairLeagues('Panthers vs. Lightning: Series Winner')).toEqual(['NHL']);
    expect(kb.pairLeagues('Panthers vs. Falcons')).toEqual([]);
  });
});

describe('games of a series and doubleheaders (holdout16 kinds)', () => {
  it('reads the nightcap of a doubleheader as its second game and its opener as the first', () => {
    expect(gameNumberOf('Mets vs Phillies, 8/7 nightcap: Phillies win?', [])).toBe('2');
    expect(gameNumberOf('Mets vs Phillies: doubleheader opener', [])).toBe('1');
    expect(gameNumberOf('Season opener: Mets vs Phillies', [])).toBeNull();
  });
  it('reads the game day from a game slug, and only when all dated slugs agree', () => {
    expect(f('Yankees vs. Red Sox', ['240008', 'yankees-vs-red-sox', 'mlb-nyy-bos-2027-07-24'])['day']).toBe('2027-07-24');
    expect(f('Arsenal vs. Tottenham', ['epl-ars-tot-2027-11-21-ars', 'epl-ars-tot-2027-11-21-draw'])['day']).toBe('2027-11-21');
    expect(f('Yankees vs. Red Sox', ['mlb-nyy-bos-2027-07-24', 'mlb-nyy-bos-2027-07-25'])['day']).toBeUndefined();
    expect(f('Haaland leaves Man City?', ['haaland-leaves-man-city-by-2027-09-01'])['day']).toBeUndefined();
  });
  it('reads the question after a heading, and the two sides of a bout asked after one', () => {
    expect(questionClause('Mets vs Phillies, 8/7 nightcap: Phillies win?')).toBe('Phillies win?');
    expect(questionClause('UFC Aug 21: Will Ilia Topuria beat Islam Makhachev?')).toBe('Will Ilia Topuria beat Islam Makhachev?');
    expect(questionClause('Fed decision: hold or cut?')).toBe('Fed decision: hold or cut?');
    expect(sidesOf('UFC Aug 21: Will Ilia Topuria beat Islam Makhachev?', null)).toEqual([['ilia', 'topuria'], ['islam', 'makhachev']]);
  });
  it('reads a women\'s league as a women\'s competition', () => {
    expect(womensLeague('WNBA')).toBe(true);
    expect(womensLeague('NBA')).toBe(false);
    expect(womensLeague(null)).toBe(false);
  });
});

describe('awards and aliases shared across leagues (holdout16/17 kinds)', () => {
  it('reads two season markets of one award worded apart as half alike', () => {
    const al = { future: true, facets: { award: 'mvp', stage: 'al' } };
    expect(awardTitleSim(al, { future: true, facets: { award: 'mvp', stage: 'al' } }, 2, 2 / 3)).toBe(0.5);
    expect(awardTitleSim(al, { future: true, facets: { award: 'mvp', stage: 'nl' } }, 2, 2 / 3)).toBe(0);
    expect(awardTitleSim(al, { future: true, facets: { stage: 'al' } }, 2, 2 / 3)).toBe(0);
    expect(awardTitleSim(al, { future: true, facets: { award: 'mvp', stage: 'al' } }, 1, 1)).toBe(0);
  });
  it('resolves an alias teams of two leagues share within the game\'s league', () => {
    const kb = new KnowledgeBase([
      { kb_qid: 'Q18741', kind: 'team', canonical_name: 'Tottenham Hotspur F.C.', aliases: ['Tottenham', 'Spurs'], metadata: { league: 'Premier League' } },
      { kb_qid: 'Q159729', kind: 'team', canonical_name: 'San Antonio Spurs', aliases: ['Spurs'], metadata: { league: 'NBA' } },
      { kb_qid: 'Q9617', kind: 'team', canonical_name: 'Arsenal F.C.', aliases: ['Arsenal'], metadata: { league: 'Premier League' } },
    ]);
    expect(kb.resolveLabel('Spurs', 'sports')).toBeUndefined();
    expect(kb.resolveTeamNickname('Spurs', 'Premier League')?.kb_qid).toBe('Q18741');
    expect(kb.resolveTeamNickname('Spurs', 'NBA')?.kb_qid).toBe('Q159729');
    // (Arsenal, an alias of one team, is a plain mention; the shared "Spurs" is found within the league)
    expect(kb.findLeagueTeams('EPL: Arsenal v Spurs (21 Nov)', 'Premier League').map((m) => m.entity.kb_qid)).toEqual(['Q18741']);
    expect(kb.findLeagueTeams('Spurs vs Lakers', 'NBA').map((m) => m.entity.kb_qid)).toEqual(['Q159729']);
  });
});

describe('teams written as a nickname and a school (holdout17 kinds)', () => {
  it('reads "Bulldogs (UGA)" as the team the brackets name when the words before them are its nickname', () => {
    const uga: KbEntity = { kb_qid: 'local:team:georgia-bulldogs', kind: 'team', canonical_name: 'Georgia Bulldogs', aliases: ['UGA'], metadata: { league: 'NCAA' }, domain: 'sports' };
    const resolve = (s: string): KbEntity | undefined => (s === 'UGA' || s === 'Texas' ? uga : undefined);
    expect(bracketedTeam('Bulldogs (UGA)', resolve)?.kb_qid).toBe('local:team:georgia-bulldogs');
    expect(bracketedTeam('Arch Manning (Texas)', resolve)).toBeUndefined();
    expect(bracketedTeam('Bulldogs', resolve)).toBeUndefined();
  });
});

describe('a club\'s title named by its country (holdout17 kinds)', () => {
  it('reads "champions of England" as the Premier League title for a club of that league only', () => {
    expect(nationalTitle('Man City champions of England 2027-28?', 'Premier League')).toEqual({ drop: ['champions', 'england'], league: ['premier', 'league'] });
    expect(nationalTitle('Real Madrid Spanish champions 2028?', 'La Liga')).toEqual({ drop: ['spanish', 'champions'], league: ['la', 'liga'] });
    expect(nationalTitle('Man City champions of England 2027-28?', 'NBA')).toBeNull();
    expect(nationalTitle('Arsenal to win the 2027/28 Premier League?', 'Premier League')).toBeNull();
  });
});

describe('a player leaving his club (holdout16 kinds)', () => {
  it('reads a question on leaving a club, and the words of a move away as one', () => {
    expect(leavesClub('Will Erling Haaland leave Manchester City by September 1, 2027?')).toBe(true);
    expect(leavesClub('Will Man City win the 2027-28 Premier League?')).toBe(false);
    expect(['leave', 'trans', 'depar'].every(moveAwayStem)).toBe(true);
    expect(moveAwayStem('signs')).toBe(false);
  });
});

describe('named tournaments, classifications and game slugs', () => {
  it('tells the US Open from the Open Championship, Wimbledon from the Euro', () => {
    expect(competitionOf('U.S. Open 2028 winner')).toBe('us_open');
    expect(competitionOf('2028 US Open Championship (Golf) Winner')).toBe('us_open');
    expect(competitionOf('The Open 2028 Winner')).toBe('the_open');
    expect(competitionOf('Will Rory McIlroy win the Open Championship 2028?')).toBe('the_open');
    expect(competitionOf('Wimbledon 2028 men\'s singles winner')).toBe('wimbledon');
    expect(competitionOf('Will Spain reach the Euro 2028 final?')).toBe('euro');
    expect(competitionOf('NBA Finals 2028 winner')).toBeNull();
    expect(f('U.S. Open Winner 2028')['competition']).toBe('us_open');
  });
  it('reads a stage race\'s secondary classifications (the jerseys)', () => {
    expect(f('Tour de France 2028 points classification (green jersey)')['classification']).toBe('points');
    expect(f('Tour de France 2028 Green Jersey')['classification']).toBe('points');
    expect(f('Tour de France 2028 King of the Mountains')['classification']).toBe('mountains');
    expect(f('Tour de France 2028 Winner')['classification']).toBeUndefined();
  });
  it('reads a game\'s date from a game slug', () => {
    expect(gameDayOf(['mlb-nyy-bos-2028-07-04'], [])).toBe('2028-07-04');
    expect(gameDayOf(['nba-okc-bos-2028-06-13'], [])).toBe('2028-06-13');
    expect(gameDayOf(['will-the-fed-cut-rates-2028-07-04'], [])).toBeNull();
    expect(f('Yankees vs. Red Sox', ['mlb-nyy-bos-2028-07-04'])['day']).toBe('2028-07-04');
  });
});

describe('motorsport race or season', () => {
  it('reads a Grand Prix winner as one race and a world champion as the season', () => {
    expect(f('MotoGP Valencia Grand Prix 2029 winner')['motor_unit']).toBe('race');
    expect(f('MotoGP: Valencia GP Winner')['motor_unit']).toBe('race');
    expect(f('2029 MotoGP World Champion')['motor_unit']).toBe('season');
    expect(f("F1 Drivers' Championship 2029")['motor_unit']).toBe('season');
    expect(f('Will Verstappen clinch the title at the Abu Dhabi GP?')['motor_unit']).toBeUndefined();
    expect(f('NBA Champion 2029')['motor_unit']).toBeUndefined();
  });
});

describe('a question stating its spread', () => {
  it('reads the one team and line of "Spread: Bills (-3.5)"', () => {
    expect(questionSpread('Spread: Bills (-3.5)')).toEqual({ team: 'Bills', line: '3.5' });
    expect(questionSpread('Heat -4.5 spread vs Celtics')).toEqual({ team: 'Heat', line: '4.5' });
    expect(questionSpread('Bills (-3.5) vs Dolphins (+3.5)')).toBeNull(); // no spread named
    expect(questionSpread('Spread: Bills (-3.5) or Chiefs (-1.5)?')).toBeNull();
  });
});

describe('a baseball playoff round by its short name', () => {
  it('reads "Yankees vs. Guardians: ALDS Winner" as the series, not one of its games', () => {
    expect(f('Yankees vs. Guardians: ALDS Winner')['unit']).toBe('series');
    expect(f('ALCS Game 3: Yankees vs. Astros')['unit']).toBeUndefined();
    expect(f('ALCS winner 2029')['unit']).toBeUndefined();
  });
});

describe('an esports match', () => {
  it('reads a best-of series of an esports league as the match, not a playoff series', () => {
    expect(f('LCK Cup 2030: T1 vs Gen.G series winner')['unit']).toBeUndefined();
    expect(f('CS2: Vitality vs NAVI (BO3) series')['unit']).toBeUndefined();
    expect(f('Knicks vs Celtics series winner')['unit']).toBe('series');
  });
});

describe('a game of an esports match', () => {
  it('reads "Game 1" as the first map, and "G2" as no game number', () => {
    expect(f('LoL: T1 vs Gen.G - Game 1 Winner')['part']).toBe('map1');
    expect(f('LoL: T1 vs Gen.G - Game 1 Winner')['game']).toBeUndefined();
    expect(f('G2 Esports vs Fnatic (LEC Winter)')['game']).toBeUndefined();
    expect(f('Yankees vs Red Sox (Game 2)')['game']).toBe('2');
  });
});

describe('a ranking place', () => {
  it('reads the year-end No. 1 as a ranking, not a tournament win', () => {
    expect(f('ATP year-end No. 1 in 2029')['ranking']).toBe('no1');
    expect(f('WTA Year-End World No. 1 2029')['ranking']).toBe('no1');
    expect(f('ATP Finals 2029 winner')['ranking']).toBeUndefined();
  });
});
