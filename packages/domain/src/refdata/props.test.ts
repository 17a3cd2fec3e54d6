// Player props: the players named, what is counted, the short line of a prop label.
import { describe, expect, it } from 'vitest';
import { differentPlayers, playersOf, propLineStrike, questionLine, statsOf, moversOf } from './props.ts';

const none = (): boolean => false;

describe('player props', () => {
  it('reads the player a prop is about from its title, label or question, never a competition word', () => {
    expect([...playersOf(['San Antonio at Los Angeles L: Victor Wembanyama points'], none)]).toEqual(['wembanyama']);
    expect([...playersOf(['V. Wembanyama O 29.5 pts'], none)]).toEqual(['wembanyama']);
    expect([...playersOf(['Will Shohei Ohtani hit 50+ home runs in 2027?'], none)]).toEqual(['ohtani']);
    expect([...playersOf(['Luka Dončić: 30+ points vs. Warriors (Feb 3)?'], none)]).toEqual(['doncic']);
    expect([...playersOf(['English Premier League Winner 2026-27', 'NBA MVP 2026-27', 'Nikola Jokic'], none)]).toEqual([]);
    expect([...playersOf(['Golden State 110+ points'], (n) => n === 'Golden State')]).toEqual([]);
  });
  it('keeps two players\' props apart and reads what they count', () => {
    expect(differentPlayers(new Set(['doncic']), new Set(['james']))).toBe(true);
    expect(differentPlayers(new Set(['doncic']), new Set(['doncic', 'james']))).toBe(false);
    expect(differentPlayers(new Set(), new Set(['james']))).toBe(false);
    expect([...statsOf(['Ohtani 45+ HR in the 2027 MLB regular season?'])]).toEqual(['home_runs']);
    expect([...statsOf(['Jokic 12+ rebounds'])]).toEqual(['rebounds']);
  });
  it('reads the short line of a prop label', () => {
    expect(propLineStrike('V. Wembanyama O 29.5 pts')).toEqual({ op: 'gt', lo: '29.5', hi: '29.5', unit: '' });
    expect(propLineStrike('Under 8.5')).toEqual({ op: 'lt', lo: '8.5', hi: '8.5', unit: '' });
    expect(propLineStrike('Oregon')).toBeNull();
    expect(propLineStrike('Jahmyr Gibbs Rushing Yards O/U 99.5')).toEqual({ op: 'gt', lo: '99.5', hi: '99.5', unit: '' });
    expect(questionLine('Victor Wembanyama: Points O/U 24.5')).toEqual({ op: 'gt', lo: '24.5', hi: '24.5', unit: '' });
    expect(questionLine('Will Victor Wembanyama score 25+ points?')).toBeNull();
  });
});

describe('players of a transfer or trade (holdout16 kinds)', () => {
  const noTeam = (n: string): boolean => /^(man city|arsenal|liverpool)$/i.test(n);
  it('reads the player named before a move between clubs', () => {
    expect([...moversOf(['Erling Haaland transferred before the summer window closes?'], noTeam)]).toEqual(['haaland']);
    expect([...moversOf(['Will Haaland leave Man City this summer?'], noTeam)]).toEqual(['haaland']);
    expect([...moversOf(['Vinícius Júnior joins a Saudi Pro League club?'], noTeam)]).toEqual(['vinicius']);
    expect([...moversOf(['Will Bukayo Saka sign for Real Madrid?'], noTeam)]).toEqual(['saka']);
  });
  it('reads no player where a club moves or nothing moves', () => {
    expect(moversOf(['Man City to sign Rodrygo?'], noTeam).size).toBe(0);
    expect(moversOf(['Will Arsenal win the 2027-28 Premier League?'], noTeam).size).toBe(0);
  });
});
