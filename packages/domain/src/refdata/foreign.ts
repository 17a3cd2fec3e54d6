// Titles and outcome labels some venues write in Spanish, German, Italian, French or Hindi, read in English: the words of
// a sports market (who wins, who goes through, the draw, the men's and women's singles, a match's result after 90
// minutes) and a day written day first ("(17/04)", "(16.04.)"). Only whole words and phrases of those languages are
// rewritten; an English title is left as it is.

/** A phrase in another language and its English reading (case-insensitive, whole words). */
const PHRASES: Array<[string, string]> = [
  // who goes through to a stage: "Wer zieht ins Halbfinale ein?" (German), "¿Quién pasa a semifinales?" (Spanish)
  ['wer zieht ins halbfinale ein', 'who reaches the semi-finals'],
  ['wer zieht ins viertelfinale ein', 'who reaches the quarter-finals'],
  ['wer zieht ins finale ein', 'who reaches the final'],
  // ("Bayern oder PSG — wer erreicht das Halbfinale?")
  ['wer erreicht das halbfinale', 'who reaches the semi-finals'],
  ['wer erreicht das viertelfinale', 'who reaches the quarter-finals'],
  ['wer erreicht das finale', 'who reaches the final'],
  ['wer kommt weiter', 'who advances'],
  ['quién pasa', 'who advances'],
  ['quién se clasifica', 'who advances'],
  ['chi passa il turno', 'who advances'],
  ['qui se qualifie', 'who advances'],
  // who wins
  ['quién ganará', 'who will win'],
  ['quién gana', 'who wins'],
  ['chi vincerà', 'who will win'],
  ['qui va gagner', 'who will win'],
  ['qui remportera', 'who will win'],
  ['wer gewinnt', 'who wins'],
  ['कौन जीतेगा', 'who will win'],
  // a draw (of a match's three results) and the field's other players
  ['unentschieden', 'Draw'],
  ['empate', 'Draw'],
  ['pareggio', 'Draw'],
  ['match nul', 'Draw'],
  ['otro jugador', 'Other'],
  // the singles draws of a tennis tournament: the men's and the women's are two competitions
  ['simple messieurs', "men's singles"],
  ['simple dames', "women's singles"],
  ['singolare maschile', "men's singles"],
  ['singolare femminile', "women's singles"],
  ['individual masculino', "men's singles"],
  ['individual femenino', "women's singles"],
  ['herreneinzel', "men's singles"],
  ['dameneinzel', "women's singles"],
  // the winner (of the match: "vainqueur du match" is the match's result, not a tournament's winner)
  ['vainqueur du match', 'match winner'],
  ['ganador del partido', 'match winner'],
  ['vincitore della partita', 'match winner'],
  ['vainqueure', 'winner'],
  ['vainqueur', 'winner'],
  ['vincitrice', 'winner'],
  ['vincitore', 'winner'],
  ['ganadora', 'winner'],
  ['ganador', 'winner'],
  ['campeona', 'champion'],
  ['campeón', 'champion'],
  ['sieger', 'winner'],
  ['siegerin', 'winner'],
  // a match's result after 90 minutes (the regular match result)
  ['ausgang nach 90 minuten', 'result after 90 minutes'],
  ['resultado final', 'full-time result'],
  ['risultato finale', 'full-time result'],
  // a head-to-head
  ['gegen', 'vs'],
  ['बनाम', 'vs'],
  ['contro', 'vs'],
  // a league's title or a tournament by its own name
  ['deutscher meister', 'German champions'],
  ['ligue des champions', 'Champions League'],
  ['liga de campeones', 'Champions League'],
  ['ligue europa', 'Europa League'],
  ['laliga', 'La Liga'],
  ["coupe d'afrique des nations", 'Africa Cup of Nations'],
  // a tournament's top scorer
  ['meilleur buteur', 'top scorer'],
  ['meilleure buteuse', 'top scorer'],
  ['máximo goleador', 'top scorer'],
  ['capocannoniere', 'top scorer'],
  ['torschützenkönig', 'top scorer'],
  ["internazionali d'italia", 'Italian Open'],
  // months (Hindi)
  ['अप्रैल', 'April'],
  // a parliament's election and its measures: "Nationalratswahl: stimmenstärkste Partei" is the party with the most votes
  // in the election of the Nationalrat (the chamber keeps its own name in English titles); "stärkste Kraft" likewise
  ['nationalratswahl', 'Nationalrat election'],
  ['bundestagswahl', 'Bundestag election'],
  ['landtagswahl', 'state election'],
  ['stimmenstärkste partei', 'party with the most votes'],
  ['stärkste kraft', 'party with the most votes'],
  ['meiste mandate', 'most seats'],
  // (a parliament's election in Swedish, French and Hungarian, and the party first in it: "Riksdagsvalet: största parti",
  // "Élection générale québécoise : quel parti remportera le plus de sièges", "Országgyűlési választás: melyik párt szerzi a
  // legtöbb mandátumot"; the chamber keeps its own name, no country is read into it: Finland's parliament is a riksdag too)
  ['riksdagsvalet', 'Riksdag election'],
  ['riksdagsval', 'Riksdag election'],
  ['största partiet', 'largest party'],
  ['största parti', 'largest party'],
  ['élection générale québécoise', 'Quebec general election'],
  ['élections générales québécoises', 'Quebec general election'],
  ['quel parti remportera le plus de sièges', 'which party will win the most seats'],
  ['le plus de sièges', 'the most seats'],
  ['országgyűlési választás', 'parliamentary election'],
  ['országgyűlési választások', 'parliamentary election'],
  ['melyik párt szerzi a legtöbb mandátumot', 'which party wins the most seats'],
  ['legtöbb mandátumot', 'most seats'],
  ['legtöbb mandátum', 'most seats'],
  ['meiste sitze', 'most seats'],
  // offices: the head of a government by its own title
  ['bundeskanzlerin', 'Chancellor'],
  ['bundeskanzler', 'Chancellor'],
  ['presidente del consiglio', 'Prime Minister'],
  ['presidente del gobierno', 'Prime Minister'],
  ['premier ministre', 'Prime Minister'],
  ['primeiro-ministro', 'Prime Minister'],
  ['primer ministro', 'Prime Minister'],
  // a popular vote and its result: a Swiss initiative "angenommen (Volk und Stände)" passes with the people and the cantons
  ['volksinitiative', 'popular initiative'],
  ['angenommen', 'accepted'],
  ['abgelehnt', 'rejected'],
  ['volk und stände', 'people and cantons'],
  ['referendum abrogativo', 'abrogative referendum'],
  ['referendum costituzionale', 'constitutional referendum'],
  ['vince il sì', 'Yes wins'],
  ['vince il no', 'No wins'],
  ['con quorum', 'with quorum'],
  ['gana el sí', 'Yes wins'],
  ['gana el no', 'No wins'],
  ['le oui l\'emporte', 'Yes wins'],
  ['le non l\'emporte', 'No wins'],
  // a government's survival: a motion of censure is a no-confidence motion
  ['moción de censura', 'no-confidence motion'],
  ['motion de censure', 'no-confidence motion'],
  ['mozione di sfiducia', 'no-confidence motion'],
  ['misstrauensvotum', 'no-confidence vote'],
  ['misstrauensantrag', 'no-confidence motion'],
  // (and a motion adopted or approved: "Motion de censure adoptée", "Moción de censura aprobada")
  ['adoptée', 'adopted'],
  ['aprobada', 'approved'],
  ['aprobado', 'approved'],
  ['approvata', 'approved'],
  // an election's rounds
  ['primeiro turno', 'first round'],
  ['1º turno', 'first round'],
  ['segundo turno', 'second round'],
  ['2º turno', 'second round'],
  ['primera vuelta', 'first round'],
  ['segunda vuelta', 'second round'],
  ['premier tour', 'first round'],
  ['second tour', 'second round'],
  // chambers
  ['cámara de diputados', 'Chamber of Deputies'],
  ['câmara dos deputados', 'Chamber of Deputies'],
  ['camera dei deputati', 'Chamber of Deputies'],
  ['mayoría absoluta', 'absolute majority'],
  // a central bank's decision on its policy rate and its outcomes ("Recorte de 25 pb", "Sin cambio")
  ['decisión de tasa objetivo', 'rate decision'],
  ['decisión de política monetaria', 'rate decision'],
  ['sin cambio', 'No change'],
  // (the ECB's deposit facility rate in French: "taux de la facilité de dépôt", its hold "inchangé")
  ['taux de la facilité de dépôt', 'deposit facility rate'],
  ['taux de dépôt', 'deposit rate'],
  ['inchangé', 'No change'],
  ['inchangés', 'No change'],
  // an agreement (a treaty, a trade deal) in Portuguese, Spanish and French, and the Mercosur bloc by its Portuguese name
  ['acordo', 'agreement'],
  ['acuerdo', 'agreement'],
  ['accord', 'agreement'],
  ['mercosul', 'Mercosur'],
  ['sin cambios', 'No change'],
];

/** Words that name only the outcome's side ("Sieg Dortmund", "Gana el Barça", "Vittoria Inter", "Victoire du PSG"). */
const WIN_PREFIX = /^(sieg|gana(?: el| la)?|vittoria(?: del| della| dell')?|victoire(?: de la| du| de l'| de)?)\s+/iu;

const LETTER_BEFORE = '(?<![\\p{L}\\p{N}])';
const LETTER_AFTER = '(?![\\p{L}\\p{N}])';
const PHRASE_RES: Array<[RegExp, string]> = PHRASES.map(([p, e]) => [new RegExp(`${LETTER_BEFORE}${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${LETTER_AFTER}`, 'giu'), e]);
const ANY_PHRASE = new RegExp(PHRASES.map(([p]) => `${LETTER_BEFORE}${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${LETTER_AFTER}`).join('|'), 'iu');

/** Words only a French title has (a winner, a top scorer, the article before a competition's initials). */
const FRENCH_TITLE = /(?<![\p{L}\p{N}])(vainqueure?|meilleure? (buteur|buteuse)|coupe|remportera)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])de la [A-Z]{2,}(?![\p{L}\p{N}])/iu;
/** Month names (and their short forms) in Spanish, Italian, French and German, by month index; only those unlike English. */
const FOREIGN_MONTHS: ReadonlyMap<string, number> = new Map([
  ...['enero', 'ene', 'gennaio', 'janvier', 'januar', 'jänner'].map((w) => [w, 0] as const),
  ...['febrero', 'febbraio', 'février', 'februar'].map((w) => [w, 1] as const),
  ...['marzo', 'mars', 'märz'].map((w) => [w, 2] as const),
  ...['abril', 'abr', 'aprile', 'avril'].map((w) => [w, 3] as const),
  ...['mayo', 'maggio', 'mai'].map((w) => [w, 4] as const),
  ...['junio', 'giugno', 'juin', 'juni'].map((w) => [w, 5] as const),
  ...['julio', 'luglio', 'juillet', 'juli'].map((w) => [w, 6] as const),
  ...['agosto', 'ago', 'août'].map((w) => [w, 7] as const),
  ...['septiembre', 'settembre', 'septembre'].map((w) => [w, 8] as const),
  ...['octubre', 'ottobre', 'octobre', 'oktober'].map((w) => [w, 9] as const),
  ...['noviembre', 'novembre'].map((w) => [w, 10] as const),
  ...['diciembre', 'dic', 'dicembre', 'décembre', 'dezember'].map((w) => [w, 11] as const),
]);
/** A day, a foreign month and a year ("9 de febrero de 2034", "12 giugno 2033", "9. März 2034"), the month read only there. */
const DAY_MONTH = new RegExp(`(?<![\\p{L}\\p{N}])(\\d{1,2})\\.? (?:de )?(${[...FOREIGN_MONTHS.keys()].join('|')})(?:,? de)?(?=,? \\d{4}(?![\\p{L}\\p{N}]))`, 'giu');

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A title in English words: the phrases above rewritten; "¿...?" loses its opening mark; a day written day first in
 * brackets, "(17/04)" or "(16.04.)", is that day ("(17 April)") when it can be read only one way: the German form with
 * its closing dot, or a first number above 12 (a month-first "(4/17)" is "(April 17)" when the second is above 12).
 */
export function englishTitle(title: string): string {
  let s = title;
  if (ANY_PHRASE.test(s)) for (const [re, e] of PHRASE_RES) s = s.replace(re, e);
  s = s.replace(/¿/g, '');
  // (the Africa Cup of Nations by its French initials, "CAN" in capitals, in a French title: "Vainqueur de la CAN 2034",
  // "Meilleur buteur CAN 2034"; never the word "can", nor Canada's code in an English title)
  if (FRENCH_TITLE.test(title)) s = s.replace(/(?<![\p{L}\p{N}])(?:de la |la )?CAN(?= (?:19|20)\d\d(?![\p{L}\p{N}])|\s*$|\s*[?:(])/gu, (m) => (m.startsWith('CAN') ? 'AFCON' : 'of the AFCON'));
  // (the Champions League by its colloquial short name: "Ganador de la Champions", "vincitore della Champions")
  s = s.replace(/(?<![\p{L}\p{N}])(de la|della|la) champions(?! league)(?![\p{L}\p{N}])/giu, (_m, w: string) => `${w.toLowerCase() === 'la' ? '' : 'of '}the Champions League`);
  // (a count of goals and its side of a line: "4 buts ou plus", "3 goles o más", "3 gol o più" → "4 or more goals")
  s = s.replace(/\b(\d+) (buts|goles|gol) (ou plus|o más|o più)(?![\p{L}\p{N}])/giu, '$1 or more goals');
  s = s.replace(/\b(\d+) (buts|goles|gol) (ou moins|o menos|o meno)(?![\p{L}\p{N}])/giu, '$1 or fewer goals');
  // (a German compound of days and a week: "4-Tage-Woche" is a 4-day week)
  s = s.replace(/\b(\d+)-tage-woche(?![\p{L}\p{N}])/giu, '$1-day week');
  // (a rate move in basis points, "Recorte de 25 pb" / "Alza de 50 pb": a cut or a hike of that size)
  s = s.replace(/(?<![\p{L}\p{N}])(recorte|reducción|baja) de (\d+) pb(?![\p{L}\p{N}])/giu, 'Cut $2bps');
  s = s.replace(/(?<![\p{L}\p{N}])(alza|aumento|subida) de (\d+) pb(?![\p{L}\p{N}])/giu, 'Hike $2bps');
  // (and in French: "Baisse de 25 pb" / "Hausse de 25 pb")
  s = s.replace(/(?<![\p{L}\p{N}])baisse de (\d+) pb(?![\p{L}\p{N}])/giu, 'Cut $1bps');
  s = s.replace(/(?<![\p{L}\p{N}])hausse de (\d+) pb(?![\p{L}\p{N}])/giu, 'Hike $1bps');
  // (the European Union and the European Central Bank by their initials in French, Spanish, Italian and Portuguese, "UE"
  // and "BCE", in capitals in a title of those languages only: "BCE" is also an era in English)
  if (s !== title || title.search(DAY_MONTH) >= 0) {
    s = s.replace(/(?<![\p{L}\p{N}])UE(?![\p{L}\p{N}])/gu, 'EU').replace(/(?<![\p{L}\p{N}])BCE(?![\p{L}\p{N}])/gu, 'ECB');
  }
  // (a French deadline, "avant le 1er octobre": before the first of that month)
  s = s.replace(new RegExp(`(?<![\\p{L}\\p{N}])avant le (\\d{1,2})(?:er)? (${[...FOREIGN_MONTHS.keys()].join('|')})(?![\\p{L}\\p{N}])`, 'giu'), (m, d: string, w: string) => {
    const mo = FOREIGN_MONTHS.get(w.toLowerCase());
    return mo === undefined ? m : `before ${MONTHS[mo]!} ${d}`;
  });
  // (a day and a month in Spanish, Italian, French or German before a year: "9 de febrero de 2034", "12 giugno 2033")
  s = s.replace(DAY_MONTH, (m, d: string, w: string) => {
    const mo = FOREIGN_MONTHS.get(w.toLowerCase());
    return mo === undefined ? m : `${d} ${MONTHS[mo]!}`;
  });
  s = s.replace(/\((\d{1,2})\.(\d{1,2})\.\)/g, (m, d: string, mo: string) => dayMonth(Number(d), Number(mo)) ?? m);
  s = s.replace(/\((\d{1,2})\/(\d{1,2})\)/g, (m, x: string, y: string) => {
    const a = Number(x), b = Number(y);
    if (a > 12 && b <= 12) return dayMonth(a, b) ?? m;
    if (b > 12 && a <= 12) return dayMonth(b, a) === null ? m : `(${MONTHS[a - 1]!} ${b})`;
    return m;
  });
  return s;
}

function dayMonth(d: number, mo: number): string | null {
  return d >= 1 && d <= 31 && mo >= 1 && mo <= 12 ? `(${d} ${MONTHS[mo - 1]!})` : null;
}

/** An outcome label in English words: the phrases above, and a side named after a word for its win ("Sieg Dortmund" → "Dortmund"). */
export function englishLabel(label: string): string {
  const s = englishTitle(label);
  return WIN_PREFIX.test(s) ? s.replace(WIN_PREFIX, '') : s;
}
