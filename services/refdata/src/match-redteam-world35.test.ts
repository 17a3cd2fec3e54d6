// Red-team tests of precision (session 10, f18): hard negatives in politics, world affairs, culture, tech and science,
// written for these tests (none copied from a labelled set, none repeating match-redteam35), each a near-identical pair
// of listings that differ in one detail a careful analyst keeps apart. Most were already kept apart; the rules tested after
// the block keep apart the rest: a product's tier after its version (GPT-6 mini, iPhone 17 Pro), a streaming chart of
// shows and of films, an Emmy's drama and comedy series, sanctions imposed and lifted, one numbered flight and the next.
// Still matched, left for a later session (not pinned here): a special election and the regular one of one seat
// ("Ohio Senate Special Election 2034" / "Ohio Senate Election 2034"), a day's top song and top artist on Spotify, a film's
// opening weekend and its total box office on one ladder, the hottest year and the hottest month on record.
import { describe, expect, it } from 'vitest';
import { refdata } from '@ref/domain';
import { ACCEPT, numbered, score, SLOW } from './test-listings.ts';

const base = Date.parse('2034-04-19T23:00:00Z');
const { ev: build } = numbered(base);
const ev = (venue: string, title: string, category: string | null, labels: string[], close = base): refdata.EventFeatures =>
  build(venue, title, category, labels, { close });

const P = 'Politics';
const W = 'World';
const C = 'Culture';
const T = 'Technology';
const S = 'Science';
const apart: Array<[string, () => [refdata.EventFeatures, refdata.EventFeatures]]> = [
  // politics (US)
  ['a state senate and the US Senate', () => [ev('alpha', 'Which party will control the Michigan State Senate after 2034?', P, ['Democratic party', 'Republican party']), ev('beta', 'Which party will control the US Senate after 2034?', P, ['Democrats', 'Republicans'])]],
  ['a lieutenant governor and the governor', () => [ev('alpha', 'Virginia Lieutenant Governor Election 2033', P, ['Democratic party', 'Republican party']), ev('beta', 'Virginia Governor Election 2033', P, ['Democratic', 'Republican'])]],
  ['a state attorney general and the US Attorney General', () => [ev('gamma', 'Will Letitia James be the Attorney General of New York on December 31, 2034?', P, ['Yes']), ev('beta', 'Will Letitia James be US Attorney General on December 31, 2034?', P, ['Yes'])]],
  ['a state attorney general race and its governor race', () => [ev('alpha', 'Texas Attorney General Election 2034', P, ['Democratic party', 'Republican party']), ev('beta', 'Texas Governor Election 2034', P, ['Democratic', 'Republican'])]],
  ['New York City mayor and New York governor', () => [ev('alpha', 'Who will be the next Mayor of New York City?', P, ['Eric Adams', 'Zohran Mamdani']), ev('beta', 'Who will be the next Governor of New York?', P, ['Eric Adams', 'Zohran Mamdani'])]],
  ['the Speaker vote on Jan 3 and the Speaker on Feb 1', () => [ev('gamma', 'Will Mike Johnson be elected Speaker on the first ballot on January 3, 2035?', P, ['Yes']), ev('beta', 'Will Mike Johnson be Speaker of the House on February 1, 2035?', P, ['Yes'])]],
  ['a nomination and a confirmation', () => [ev('gamma', 'Will Trump nominate Andrew Oldham to the Supreme Court in 2034?', P, ['Yes']), ev('beta', 'Will Andrew Oldham be confirmed to the Supreme Court in 2034?', P, ['Yes'])]],
  ['passing the House and signed into law', () => [ev('gamma', 'Will the SAVE Act pass the House in 2034?', P, ['Yes']), ev('beta', 'Will the SAVE Act be signed into law in 2034?', P, ['Yes'])]],
  ['passing the House and passing the Senate', () => [ev('gamma', 'Will the SAVE Act pass the House in 2034?', P, ['Yes']), ev('beta', 'Will the SAVE Act pass the Senate in 2034?', P, ['Yes'])]],
  ['Gallup and YouGov approval', () => [ev('gamma', 'Will Trump\'s Gallup approval rating be above 40% on April 19, 2034?', P, ['Yes']), ev('beta', 'Will Trump\'s YouGov approval rating be above 40% on April 19, 2034?', P, ['Yes'])]],
  ['approval and disapproval', () => [ev('gamma', 'Will Trump\'s approval rating be above 45% on April 19, 2034?', P, ['Yes']), ev('beta', 'Will Trump\'s disapproval rating be above 45% on April 19, 2034?', P, ['Yes'])]],
  ['the president and the vice president', () => [ev('gamma', 'Will JD Vance be President on December 31, 2034?', P, ['Yes']), ev('beta', 'Will JD Vance be Vice President on December 31, 2034?', P, ['Yes'])]],
  ['a party\'s nominee and the winner', () => [ev('alpha', 'Democratic presidential nominee 2036', P, ['Gavin Newsom', 'Josh Shapiro']), ev('beta', 'Presidential Election Winner 2036', P, ['Gavin Newsom', 'Josh Shapiro'])]],
  ['an impeachment and a removal', () => [ev('gamma', 'Will the House impeach Pete Hegseth in 2034?', P, ['Yes']), ev('beta', 'Will Pete Hegseth be removed from office in 2034?', P, ['Yes'])]],
  // world affairs
  ['the UK Labour leader and the next prime minister', () => [ev('gamma', 'Will Andy Burnham be the next Labour leader?', P, ['Yes']), ev('beta', 'Will Andy Burnham be the next UK Prime Minister?', P, ['Yes'])]],
  ['the German chancellor and the president', () => [ev('alpha', 'Next German Chancellor', P, ['Friedrich Merz', 'Lars Klingbeil']), ev('beta', 'Next German President', P, ['Friedrich Merz', 'Lars Klingbeil'])]],
  ['most seats and most votes', () => [ev('alpha', 'German federal election 2034: most seats', P, ['CDU/CSU', 'AfD', 'SPD']), ev('beta', 'German federal election 2034: most votes', P, ['CDU/CSU', 'AfD', 'SPD'])]],
  ['a referendum\'s turnout and its result', () => [ev('gamma', 'Will turnout in the 2034 Scottish independence referendum be above 80%?', W, ['Yes']), ev('beta', 'Will Scotland vote Yes in the 2034 independence referendum?', W, ['Yes'])]],
  ['a ceasefire and a peace deal', () => [ev('gamma', 'Russia x Ukraine ceasefire in 2034?', W, ['Yes']), ev('beta', 'Russia x Ukraine peace deal in 2034?', W, ['Yes'])]],
  ['sanctions imposed and sanctions lifted', () => [ev('gamma', 'Will the US impose new sanctions on Iran in 2034?', W, ['Yes']), ev('beta', 'Will the US lift sanctions on Iran in 2034?', W, ['Yes'])]],
  ['a meeting and a deal', () => [ev('gamma', 'Will Trump meet Xi Jinping in 2034?', W, ['Yes']), ev('beta', 'Will Trump and Xi Jinping sign a trade deal in 2034?', W, ['Yes'])]],
  ['a visit and a meeting elsewhere', () => [ev('gamma', 'Will Trump visit China in 2034?', W, ['Yes']), ev('beta', 'Will Trump visit Russia in 2034?', W, ['Yes'])]],
  ['one leader out and another', () => [ev('gamma', 'Will Netanyahu cease to be Prime Minister of Israel in 2034?', W, ['Yes']), ev('beta', 'Will Erdogan cease to be President of Turkey in 2034?', W, ['Yes'])]],
  ['a strike on one country and another', () => [ev('gamma', 'Will Israel strike Iran in 2034?', W, ['Yes']), ev('beta', 'Will Israel strike Lebanon in 2034?', W, ['Yes'])]],
  ['a country joining NATO and the EU', () => [ev('gamma', 'Will Ukraine join NATO by 2036?', W, ['Yes']), ev('beta', 'Will Ukraine join the EU by 2036?', W, ['Yes'])]],
  ['a prime minister and a president of one country', () => [ev('alpha', 'Next Prime Minister of France', P, ['Gabriel Attal', 'Jordan Bardella']), ev('beta', 'Next President of France', P, ['Gabriel Attal', 'Jordan Bardella'])]],
  // culture
  ['Oscar Best Picture and Golden Globe Best Motion Picture - Drama', () => [ev('alpha', 'Oscars 2035: Best Picture', C, ['The Brutalist', 'Anora', 'Conclave']), ev('beta', 'Golden Globes 2035: Best Motion Picture - Drama', C, ['The Brutalist', 'Anora', 'Conclave'])]],
  ['Golden Globe Drama and Musical or Comedy', () => [ev('alpha', 'Golden Globes 2035: Best Motion Picture - Drama', C, ['The Brutalist', 'Anora']), ev('beta', 'Golden Globes 2035: Best Motion Picture - Musical or Comedy', C, ['The Brutalist', 'Anora'])]],
  ['Grammy Album of the Year and Best New Artist', () => [ev('alpha', 'Grammy Album of the Year 2035', C, ['Chappell Roan', 'Sabrina Carpenter', 'Doechii']), ev('beta', 'Grammy Best New Artist 2035', C, ['Chappell Roan', 'Sabrina Carpenter', 'Doechii'])]],
  ['Grammy Song and Record of the Year', () => [ev('gamma', 'Will "Espresso" win Song of the Year at the 2035 Grammys?', C, ['Yes']), ev('beta', 'Will "Espresso" win Record of the Year at the 2035 Grammys?', C, ['Yes'])]],
  ['the Emmys and the Golden Globes for TV', () => [ev('alpha', 'Emmys 2034: Outstanding Drama Series', C, ['Shogun', 'The Bear', 'Severance']), ev('beta', 'Golden Globes 2035: Best Television Series - Drama', C, ['Shogun', 'The Bear', 'Severance'])]],
  ['Emmy Drama and Comedy Series', () => [ev('alpha', 'Emmys 2034: Outstanding Drama Series', C, ['Shogun', 'The Bear', 'Severance']), ev('beta', 'Emmys 2034: Outstanding Comedy Series', C, ['Shogun', 'The Bear', 'Severance'])]],
  ['Netflix top 10 TV and films', () => [ev('alpha', '#1 on Netflix Top 10 TV (English) this week?', C, ['Wednesday', 'Stranger Things']), ev('beta', '#1 on Netflix Top 10 Films (English) this week?', C, ['Wednesday', 'Stranger Things'])]],
  ['Spotify and Apple Music #1', () => [ev('gamma', 'Will "Espresso" be #1 on Spotify US on April 19, 2034?', C, ['Yes']), ev('beta', 'Will "Espresso" be #1 on Apple Music US on April 19, 2034?', C, ['Yes'])]],
  ['Time Person of the Year shortlist and winner', () => [ev('gamma', 'Will Elon Musk be on the 2034 Time Person of the Year shortlist?', C, ['Yes']), ev('beta', 'Will Elon Musk be named 2034 Time Person of the Year?', C, ['Yes'])]],
  ['a nomination and a win at the Oscars', () => [ev('gamma', 'Will Timothée Chalamet be nominated for Best Actor at the 2035 Oscars?', C, ['Yes']), ev('beta', 'Will Timothée Chalamet win Best Actor at the 2035 Oscars?', C, ['Yes'])]],
  // tech
  ['GPT-5 and GPT-5.5 release', () => [ev('gamma', 'Will OpenAI release GPT-5 by June 30, 2034?', T, ['Yes']), ev('beta', 'Will OpenAI release GPT-5.5 by June 30, 2034?', T, ['Yes'])]],
  ['GPT-6 and GPT-6 mini', () => [ev('gamma', 'Will OpenAI release GPT-6 by June 30, 2034?', T, ['Yes']), ev('beta', 'Will OpenAI release GPT-6 mini by June 30, 2034?', T, ['Yes'])]],
  ['Gemini 3 and Gemini 3 Ultra', () => [ev('gamma', 'Will Google release Gemini 4 by June 30, 2034?', T, ['Yes']), ev('beta', 'Will Google release Gemini 4 Ultra by June 30, 2034?', T, ['Yes'])]],
  ['iPhone 17 and iPhone 17 Pro announcement', () => [ev('gamma', 'Will Apple announce the iPhone 17 at its September event?', T, ['Yes']), ev('beta', 'Will Apple announce the iPhone 17 Pro at its September event?', T, ['Yes'])]],
  ['an announcement and a release', () => [ev('gamma', 'Will Apple announce a foldable iPhone in 2034?', T, ['Yes']), ev('beta', 'Will Apple release a foldable iPhone in 2034?', T, ['Yes'])]],
  ['the best AI model by text and by vision', () => [ev('alpha', 'Best AI model end of April (LMArena Text)', T, ['OpenAI', 'Google', 'Anthropic']), ev('beta', 'Best AI model end of April (LMArena Vision)', T, ['OpenAI', 'Google', 'Anthropic'])]],
  ['the top AI model and the second', () => [ev('alpha', 'Which company has the best AI model end of April?', T, ['OpenAI', 'Google', 'Anthropic']), ev('beta', 'Which company has the second best AI model end of April?', T, ['OpenAI', 'Google', 'Anthropic'])]],
  ['an IPO and a listing valuation', () => [ev('gamma', 'Will OpenAI IPO in 2034?', T, ['Yes']), ev('beta', 'Will OpenAI be valued above $1T in 2034?', T, ['Yes'])]],
  // science / space
  ['a SpaceX launch and a landing', () => [ev('gamma', 'Will Starship launch to orbit by June 30, 2034?', S, ['Yes']), ev('beta', 'Will Starship land on Mars by June 30, 2034?', S, ['Yes'])]],
  ['a booster catch and the launch', () => [ev('gamma', 'Will SpaceX catch the Super Heavy booster on Starship Flight 14?', S, ['Yes']), ev('beta', 'Will Starship Flight 14 launch by June 30, 2034?', S, ['Yes'])]],
  ['a crewed and an uncrewed flight', () => [ev('gamma', 'Will Starship fly a crewed mission by 2036?', S, ['Yes']), ev('beta', 'Will Starship fly an uncrewed mission to Mars by 2036?', S, ['Yes'])]],
  ['Artemis II and Artemis III', () => [ev('gamma', 'Will Artemis II launch by June 30, 2034?', S, ['Yes']), ev('beta', 'Will Artemis III launch by June 30, 2034?', S, ['Yes'])]],
  ['a launch and its flight number', () => [ev('gamma', 'Will Starship Flight 14 launch by June 30, 2034?', S, ['Yes']), ev('beta', 'Will Starship Flight 15 launch by June 30, 2034?', S, ['Yes'])]],
  ['an earthquake above 7 and above 8', () => [ev('gamma', 'Will there be an earthquake of magnitude 7.0+ in 2034?', S, ['Yes']), ev('beta', 'Will there be an earthquake of magnitude 8.0+ in 2034?', S, ['Yes'])]],
  ['a named storm and a major hurricane', () => [ev('gamma', 'Will a hurricane make landfall in Florida in 2034?', S, ['Yes']), ev('beta', 'Will a Category 5 hurricane make landfall in Florida in 2034?', S, ['Yes'])]],
  ['WHO pandemic and US emergency', () => [ev('gamma', 'Will the WHO declare H5N1 a pandemic in 2034?', S, ['Yes']), ev('beta', 'Will the US declare a public health emergency for H5N1 in 2034?', S, ['Yes'])]],
];

describe('world, culture, tech and science hard negatives the matcher keeps apart', () => {
  it.each(apart)('%s', (_name, pair) => {
    const [a, b] = pair();
    expect(score(a, b).confidence).toBeLessThan(ACCEPT);
  }, SLOW);
});

describe('a product\'s tier after its version is another product', () => {
  it('keeps GPT-6 from GPT-6 mini and the iPhone 17 from the 17 Pro, and one tier in two spellings is one', () => {
    expect(refdata.productOf('Will Apple announce the iPhone 17 Pro Max?')).toBe('iphone-17-pro_max');
    expect(refdata.productOf('Will OpenAI release GPT-6 by June 30?')).toBe('gpt-6');
    const pro = ev('gamma', 'Will Apple announce the iPhone 17 Pro at its September event?', T, ['Yes']);
    expect(score(pro, ev('beta', 'Will Apple announce the iPhone 17 at its September event?', T, ['Yes'])).vetoes.join()).toContain('different product');
    expect(score(pro, ev('beta', 'Will Apple announce the iPhone 17 pro at its September event?', T, ['Yes'])).confidence).toBeGreaterThanOrEqual(ACCEPT);
  }, SLOW);
});

describe('a streaming chart of shows is not its chart of films', () => {
  it('reads TV and films on Netflix, and leaves a chart naming neither alone', () => {
    expect(refdata.facetsOf('#1 on Netflix Top 10 TV (English) this week?', 'culture')['stream_medium']).toBe('tv');
    expect(refdata.facetsOf('Top Netflix movie this week?', 'culture')['stream_medium']).toBe('film');
    expect(refdata.facetsOf('#1 on Netflix this week?', 'culture')['stream_medium']).toBeUndefined();
    // (a film chart outside streaming has no such facet: "Highest grossing film of 2034")
    expect(refdata.facetsOf('Highest grossing film of 2034', 'culture')['stream_medium']).toBeUndefined();
  }, SLOW);
});

describe('an Emmy\'s drama series is not its comedy series', () => {
  it('reads the series\' genre of a television award, and a film drama has none', () => {
    expect(refdata.facetsOf('Emmys 2034: Outstanding Drama Series', 'culture')['tv_genre']).toBe('drama');
    expect(refdata.facetsOf('Emmys 2034: Outstanding Lead Actress in a Limited Series', 'culture')['tv_genre']).toBe('limited');
    expect(refdata.facetsOf('Golden Globes 2035: Best Motion Picture - Drama', 'culture')['tv_genre']).toBeUndefined();
    const drama = ev('alpha', 'Emmys 2034: Outstanding Drama Series', C, ['Shogun', 'The Bear', 'Severance']);
    expect(score(drama, ev('beta', 'Outstanding Drama Series Emmy 2034', C, ['Shogun', 'The Bear', 'Severance'])).confidence).toBeGreaterThanOrEqual(ACCEPT);
  }, SLOW);
});

describe('sanctions imposed are not sanctions lifted', () => {
  it('reads each act in the venues\' words', () => {
    expect(refdata.propositionOf('Will the US lift sanctions on Iran in 2034?').acts).not.toContain('sanction');
    expect(refdata.propositionOf('Will the US impose new sanctions on Iran in 2034?').acts).toContain('sanction');
    expect(refdata.propositionOf('Will the EU slap fresh sanctions on Russia in 2034?').acts).toContain('sanction');
    // (a sanctions bill's passing or a package adopted is no act on sanctions themselves)
    expect(refdata.propositionOf('Will the EU adopt a new sanctions package on Russia in 2034?').acts).not.toContain('sanction');
    expect(refdata.propositionOf('Will the Council of the EU adopt fresh sanctions against Belarus in 2034?').acts).not.toContain('sanction');
    expect(refdata.propositionOf('Will the Senate pass the Russia sanctions bill in 2034?').acts).not.toContain('sanction');
  }, SLOW);
});

describe('one numbered flight is not the next', () => {
  it('reads the flight\'s number, and one flight in two spellings is one', () => {
    expect(refdata.facetsOf('Will Starship Flight 14 launch by June 30?', 'other')['flight']).toBe('14');
    expect(refdata.facetsOf('Will Starship IFT-14 launch by June 30?', 'other')['flight']).toBe('14');
    expect(refdata.facetsOf('Will Starship launch by June 30?', 'other')['flight']).toBeUndefined();
    const a = ev('gamma', 'Will Starship Flight 14 launch by June 30, 2034?', S, ['Yes']);
    expect(score(a, ev('beta', 'Will SpaceX launch Starship Flight 14 by June 30, 2034?', S, ['Yes'])).confidence).toBeGreaterThanOrEqual(ACCEPT);
  }, SLOW);
});
