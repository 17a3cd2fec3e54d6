// Entity knowledge base: records, an alias index, and entity mentions found in text (longest match wins).
import { normalizeText } from './text.ts';

export type EntityKind = 'person' | 'team' | 'political_party' | 'cultural_work' | 'geographic_region' | 'organization' | 'event_occurrence';
export const ENTITY_KINDS: readonly EntityKind[] = ['person', 'team', 'political_party', 'cultural_work', 'geographic_region', 'organization', 'event_occurrence'];

/** One knowledge-base record (services/refdata/kb/*.json). */
export interface KbEntity {
  /**
   * The Wikidata Q-id; for a record whose Q-id could not be verified (`"kb_qid": null` in the kb files) an internal key
   * `local:<kind>:<name>` that serves recognition only and is never published as a Q-id (see `publishedQid`).
   */
  kb_qid: string;
  kind: EntityKind;
  canonical_name: string;
  aliases: string[];
  metadata: Record<string, string>;
  /** Aliases that are ambiguous alone (e.g. "Giants"): matched only together with a context word of `context`. */
  weak_aliases?: string[];
  /** coarse domain the entity belongs to: sports, politics, economics, crypto */
  domain?: string;
}

export interface EntityMention {
  entity: KbEntity;
  /** token span in the normalised text */
  start: number;
  end: number;
}

const MAX_NGRAM = 6;

function aliasTokens(s: string): string[] {
  return normalizeText(s).replace(/[/\-]/g, ' ').split(' ').filter((t) => t.length > 0);
}

/** A team's name with its word "state" as the venues abbreviate it ("penn state" is "penn st"); the name without one. */
function stateAbbreviated(key: string): string {
  return key.replace(/(?<=\S )state\b/g, 'st');
}

/** Whether an entity can be meant in a domain: its own, and places also in culture (weather, awards: "Highest temperature in NYC"). */
function inDomainOf(e: KbEntity, domain: string): boolean {
  return e.domain === undefined || e.domain === domain || (e.kind === 'geographic_region' && domain === 'culture');
}

/** Internal key of a kb record without a verified Q-id. */
const LOCAL_KEY = /^local:[a-z_]+:[a-z0-9-]+$/;

/** The internal key for a kb record whose Q-id is not verified (`kb_qid: null` in the kb files). */
export function localKbKey(kind: string, canonicalName: string): string {
  return `local:${kind}:${normalizeText(canonicalName).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

/** The Q-id a kb record is published with: null for a record without a verified Q-id. */
export function publishedQid(e: KbEntity): string | null {
  return /^Q\d+$/.test(e.kb_qid) ? e.kb_qid : null;
}

/**
 * Words that parties of many countries share in their names ("Democrats", "Conservatives", "Labour", "Greens", "Social
 * Democrats", "People's Party"): a party alias made of these words alone names a party only in a listing that names the
 * party's country (a Swedish listing's "Social Democrats" is no US Democrat, a Canadian "Conservatives" no UK Tory).
 */
const GENERIC_PARTY_WORDS: ReadonlySet<string> = new Set([
  'the', 'party', 'democrats', 'democrat', 'democratic', 'dem', 'dems', 'republicans', 'republican', 'conservative', 'conservatives',
  'tory', 'tories', 'liberal', 'liberals', 'labour', 'labor', 'green', 'greens', 'national', 'nationals', 'socialist', 'socialists',
  'social', 'christian', 'people', 'peoples', 's', 'new', 'progressive', 'progressives', 'left', 'centre', 'center', 'union', 'league',
  'confederation', 'alliance', 'workers', 'unity', 'united', 'free', 'freedom', 'reform', 'independence', 'democracy', 'liberty',
  'moderate', 'moderates', 'popular', 'progress', 'renaissance',
]);

/** Whether a normalised alias key is made of words parties of many countries share ("democrats", "social democrats"). */
export function genericPartyKey(key: string): boolean {
  return key.length > 0 && key.split(' ').every((w) => GENERIC_PARTY_WORDS.has(w));
}

/** An immutable alias index over KB records. */
export class KnowledgeBase {
  readonly entities: readonly KbEntity[];
  /**
   * The countries (Q-ids or kb keys of country records) the listing being read names: a party alias of generic words is
   * resolved only to a party of one of them. Empty for the kb as loaded (no listing): such aliases resolve to nothing.
   */
  readonly countries: ReadonlySet<string> = new Set();
  /** a party's or organisation's country: metadata `country`, else the country record its `country_name` names */
  private readonly partyCountry: { map: Map<KbEntity, string> | null };
  private readonly byAlias: Map<string, KbEntity[]>;
  private readonly byQid: Map<string, KbEntity>;
  /** teams by the place part of their name ("Denver", "New York G"): venues label game outcomes that way */
  private readonly byPlace: Map<string, KbEntity[]>;
  /** teams by nickname, the last word of their name ("Giants") or metadata `nickname` ("Red Sox"): unique only within a league */
  private readonly byNick: Map<string, KbEntity[]>;
  /** teams by their league abbreviation (metadata `abbr`, "LAL", "BOS"): unique only within a league */
  private readonly byAbbr: Map<string, KbEntity[]>;

  constructor(entities: readonly KbEntity[]) {
    this.entities = entities;
    this.byAlias = new Map();
    this.byQid = new Map();
    this.byPlace = new Map();
    this.byNick = new Map();
    this.byAbbr = new Map();
    this.partyCountry = { map: null };
    for (const e of entities) {
      const abbr = e.kind === 'team' ? e.metadata['abbr'] : undefined;
      if (abbr !== undefined) {
        const k = aliasTokens(abbr).join(' ');
        const al = this.byAbbr.get(k);
        if (al === undefined) this.byAbbr.set(k, [e]);
        else al.push(e);
      }
      if (e.kind === 'team') {
        const words = aliasTokens(e.canonical_name);
        // a nickname of several words ("Maple Leafs", "Red Sox") is given as metadata `nickname`; else the last word
        const nickWords = e.metadata['nickname'] !== undefined ? aliasTokens(e.metadata['nickname']) : words.slice(-1);
        if (words.length > nickWords.length && words.slice(-nickWords.length).join(' ') === nickWords.join(' ')) {
          const nick = nickWords.join(' ');
          const nl = this.byNick.get(nick);
          if (nl === undefined) this.byNick.set(nick, [e]);
          else nl.push(e);
          const place = words.slice(0, -nickWords.length).join(' ');
          // (a school's "State" is abbreviated "St." by the venues: "Ohio St. at Penn St.")
          for (const k of new Set([place, `${place} ${nick.slice(0, 1)}`, stateAbbreviated(place)])) {
            const list = this.byPlace.get(k);
            if (list === undefined) this.byPlace.set(k, [e]);
            else list.push(e);
          }
        }
      }
      if (!/^Q\d+$/.test(e.kb_qid) && !LOCAL_KEY.test(e.kb_qid)) throw new Error(`kb: invalid qid ${e.kb_qid} for ${e.canonical_name}`);
      if (this.byQid.has(e.kb_qid)) throw new Error(`kb: duplicate qid ${e.kb_qid}`);
      this.byQid.set(e.kb_qid, e);
      for (const a of new Set([e.canonical_name, ...e.aliases])) {
        const key = aliasTokens(a).join(' ');
        if (key.length === 0) continue;
        // a person's name in the possessive ("Trump's conviction": the apostrophe is dropped when text is normalised)
        for (const k of e.kind === 'person' && !key.endsWith('s') ? [key, `${key}s`] : e.kind === 'team' ? [...new Set([key, stateAbbreviated(key)])] : [key]) {
          const list = this.byAlias.get(k);
          if (list === undefined) this.byAlias.set(k, [e]);
          else if (!list.includes(e)) list.push(e);
        }
      }
    }
  }

  get(qid: string): KbEntity | undefined {
    return this.byQid.get(qid);
  }

  /** The country a party belongs to (a Q-id or the kb key of a country record), if known. */
  countryOfParty(e: KbEntity): string | undefined {
    return e.kind === 'political_party' ? this.countryOf(e) : undefined;
  }

  /**
   * The country an armed group fights in (an organisation of `org_kind` "armed_group": a country's army, a militia, a
   * rebel force), if known: such groups stand for their country's conflict ("SAF x RSF ceasefire" is Sudan's).
   */
  countryOfArmedGroup(e: KbEntity): string | undefined {
    return e.kind === 'organization' && e.metadata['org_kind'] === 'armed_group' ? this.countryOf(e) : undefined;
  }

  /** A party's or an organisation's country: metadata `country`, else the country record its `country_name` names. */
  private countryOf(e: KbEntity): string | undefined {
    if (this.partyCountry.map === null) {
      const map = new Map<KbEntity, string>();
      const byName = new Map<string, string>();
      for (const r of this.entities) {
        if (r.kind === 'geographic_region' && r.metadata['level'] === 'country') for (const a of [r.canonical_name, ...r.aliases]) byName.set(aliasTokens(a).join(' '), r.kb_qid);
      }
      for (const p of this.entities) {
        if (p.kind !== 'political_party' && p.kind !== 'organization') continue;
        const c = p.metadata['country'] ?? byName.get(aliasTokens(p.metadata['country_name'] ?? '').join(' '));
        if (c !== undefined) map.set(p, c);
      }
      this.partyCountry.map = map;
    }
    return this.partyCountry.map.get(e);
  }

  /** The same knowledge base read for a listing that names these countries (see `countries`). */
  inCountries(countries: ReadonlySet<string>): KnowledgeBase {
    const view = Object.create(this) as KnowledgeBase;
    Object.defineProperty(view, 'countries', { value: countries });
    return view;
  }

  /**
   * The country of every country or place a text names (a state or city stands for its country: "Ohio" is the US);
   * with a country the text names, only those.
   */
  countriesNamed(text: string): Set<string> {
    const out = new Set<string>();
    for (const m of this.findMentions(text)) {
      if (m.entity.kind !== 'geographic_region') continue;
      const c = m.entity.metadata['level'] === 'country' ? m.entity.kb_qid : m.entity.metadata['country'];
      if (c !== undefined) out.add(c);
    }
    return out;
  }

  /** The entities an alias key names that may be meant here: a party by a generic alias only in a country named. */
  private admissible(key: string, list: readonly KbEntity[]): KbEntity[] {
    if (!genericPartyKey(key)) return [...list];
    return list.filter((e) => {
      if (e.kind !== 'political_party') return true;
      const c = this.countryOfParty(e);
      return c !== undefined && this.countries.has(c);
    });
  }

  /** The entity an exact label names (whole label is an alias), when unambiguous within `domain` (if given). */
  resolveLabel(label: string, domain?: string): KbEntity | undefined {
    const key = aliasTokens(label).join(' ');
    const all = this.byAlias.get(key);
    if (all === undefined) return undefined;
    const list = this.admissible(key, all);
    const inDomain = domain !== undefined && domain !== 'other' ? list.filter((e) => inDomainOf(e, domain)) : list;
    return inDomain.length === 1 ? inDomain[0] : undefined;
  }

  /** The team a place label names ("Denver", "Oklahoma City", "New York G"), when unique within `league` (if given). */
  resolveTeamPlace(label: string, league?: string): KbEntity | undefined {
    const list = this.byPlace.get(aliasTokens(label).join(' '));
    if (list === undefined) return undefined;
    const inLeague = league !== undefined ? list.filter((e) => e.metadata['league'] === league) : list;
    return inLeague.length === 1 ? inLeague[0] : undefined;
  }

  /**
   * The team a nickname ("Giants"), an upper-case abbreviation ("NYG") or both ("NYG Giants") name, when unique within
   * `league` (a league is required).
   */
  resolveTeamNickname(label: string, league: string): KbEntity | undefined {
    const key = aliasTokens(label).join(' ');
    // (also an alias teams of several leagues share, "Spurs": Tottenham in the Premier League, San Antonio in the NBA)
    const list = [...(this.byNick.get(key) ?? []), ...(/^[A-Z]{2,3}$/.test(label.trim()) ? this.byAbbr.get(key) ?? [] : []), ...this.teamAliases(key)];
    const inLeague = [...new Set(list.filter((e) => e.metadata['league'] === league))];
    if (inLeague.length === 1) return inLeague[0];
    // the abbreviation and the nickname ("PHI Eagles", "HOU Rockets"): both must name the same team
    const m = /^([A-Z]{2,4})\s+(\S.*)$/.exec(label.trim());
    if (m === null) return undefined;
    const t = this.resolveTeamNickname(m[2]!, league);
    return t !== undefined && t.metadata['abbr'] === m[1] ? t : undefined;
  }

  /** Teams an alias names when teams of several leagues share it (resolved within a league; one team needs no league). */
  private teamAliases(key: string): KbEntity[] {
    const list = this.byAlias.get(key);
    return list !== undefined && list.length > 1 ? list.filter((e) => e.kind === 'team') : [];
  }

  /**
   * The leagues in which a text names two different teams by place or nickname ("Panthers vs. Lightning": the NHL;
   * the NFL has Panthers but no Lightning). Sorted.
   */
  pairLeagues(text: string): string[] {
    const leagues = new Set(this.entities.filter((e) => e.kind === 'team').map((e) => e.metadata['league']).filter((l): l is string => l !== undefined));
    return [...leagues].filter((l) => new Set(this.findLeagueTeams(text, l).map((m) => m.entity)).size >= 2).sort();
  }

  /**
   * Teams of one league named in text by place ("San Antonio", "New York G") or nickname ("Giants"), each unique within
   * the league; spans already covered by `taken` (other mentions) are skipped. Longest match first.
   */
  findLeagueTeams(text: string, league: string, taken: ReadonlyArray<{ start: number; end: number }> = []): EntityMention[] {
    const toks = aliasTokens(text);
    // abbreviations count only where the text writes them in capitals ("LAL @ BOS", not "at bos")
    const upper = new Set(text.split(/[^A-Za-z0-9]+/).filter((w) => /^[A-Z]{2,3}$/.test(w)).map((w) => w.toLowerCase()));
    const out: EntityMention[] = [];
    const covered = (i: number): boolean => taken.some((m) => i >= m.start && i < m.end);
    let i = 0;
    while (i < toks.length) {
      let matched = false;
      if (!covered(i)) {
        for (let n = Math.min(4, toks.length - i); n >= 1; n--) {
          if (toks.slice(i, i + n).some((_, k) => covered(i + k))) continue;
          const key = toks.slice(i, i + n).join(' ');
          const cands = [...(this.byPlace.get(key) ?? []), ...(this.byNick.get(key) ?? []), ...(n === 1 && upper.has(key) ? this.byAbbr.get(key) ?? [] : []), ...this.teamAliases(key)]
            .filter((e) => e.metadata['league'] === league);
          const uniq = [...new Set(cands)];
          if (uniq.length === 1) {
            out.push({ entity: uniq[0]!, start: i, end: i + n });
            i += n;
            matched = true;
            break;
          }
        }
      }
      if (!matched) i++;
    }
    return out;
  }

  /** Entity mentions in text: greedy longest n-gram match; an ambiguous alias (several entities) is skipped unless
   *  the domain narrows it to one. */
  findMentions(text: string, domain?: string): EntityMention[] {
    const toks = aliasTokens(text);
    // (a city or state written with a possessive is the place: "Denver's first measurable snow"; not a country, whose
    // possessive qualifies an office, "Xi Jinping out as China's leader")
    const bare = aliasTokens(text.replace(/(\p{L})['’]s(?![\p{L}\d])/gu, '$1'));
    const possessive = bare.length === toks.length;
    const out: EntityMention[] = [];
    let i = 0;
    while (i < toks.length) {
      let matched = false;
      for (let n = Math.min(MAX_NGRAM, toks.length - i); n >= 1; n--) {
        let key = toks.slice(i, i + n).join(' ');
        let all = this.byAlias.get(key);
        if (all === undefined && possessive && bare[i + n - 1] !== toks[i + n - 1]) {
          const places = this.byAlias.get(bare.slice(i, i + n).join(' '))?.filter((e) => e.kind === 'geographic_region' && e.metadata['level'] !== 'country');
          if (places !== undefined && places.length > 0) {
            key = bare.slice(i, i + n).join(' ');
            all = places;
          }
        }
        if (all === undefined) continue;
        const list = this.admissible(key, all);
        // (a party's generic name of no country named, "Social Democrats" of a listing that names none: no party, nor
        // any shorter alias inside it)
        if (list.length === 0) {
          i += n;
          matched = true;
          break;
        }
        const cands = domain !== undefined && domain !== 'other' ? list.filter((e) => inDomainOf(e, domain)) : list;
        if (cands.length === 1 && cands[0] !== undefined) {
          out.push({ entity: cands[0], start: i, end: i + n });
          i += n;
          matched = true;
          break;
        }
      }
      if (!matched) i++;
    }
    return out;
  }
}
