// Companies named by their stock ticker, as venues label the outcomes of company rankings ("NVDA" for "Nvidia" in
// "World's largest company by market cap"). Only an outcome label that is the ticker itself, in capitals, is read so.

const TICKERS: Readonly<Record<string, string>> = {
  AAPL: 'Apple', MSFT: 'Microsoft', NVDA: 'Nvidia', GOOGL: 'Alphabet', GOOG: 'Alphabet', AMZN: 'Amazon', META: 'Meta',
  TSLA: 'Tesla', AVGO: 'Broadcom', 'BRK.A': 'Berkshire Hathaway', 'BRK.B': 'Berkshire Hathaway', TSM: 'TSMC', LLY: 'Eli Lilly',
  JPM: 'JPMorgan Chase', WMT: 'Walmart', ORCL: 'Oracle', NFLX: 'Netflix', AMD: 'AMD', INTC: 'Intel', PLTR: 'Palantir',
  COST: 'Costco', XOM: 'ExxonMobil', UNH: 'UnitedHealth', BAC: 'Bank of America', DIS: 'Disney', CRM: 'Salesforce',
  ADBE: 'Adobe', ASML: 'ASML', BABA: 'Alibaba', COIN: 'Coinbase', UBER: 'Uber', NVO: 'Novo Nordisk',
  UNP: 'Union Pacific', NSC: 'Norfolk Southern',
};

/** The company an outcome label writes as its ticker ("NVDA" → "Nvidia"); null for anything else. */
export function companyByTicker(label: string): string | null {
  const t = label.trim().replace(/^\$/, '');
  return /^[A-Z]{2,5}(\.[AB])?$/.test(t) ? TICKERS[t] ?? null : null;
}

/** Companies the venues also call by their best-known brand ("Google" for Alphabet, "Facebook" for Meta). */
const BRANDS: Readonly<Record<string, string>> = { google: 'Alphabet', facebook: 'Meta', 'meta platforms': 'Meta', 'alphabet inc': 'Alphabet' };

/** The company an outcome label names by its brand ("Google" → "Alphabet"); null for anything else. */
export function companyByBrand(label: string): string | null {
  return BRANDS[label.trim().toLowerCase().replace(/\.$/, '')] ?? null;
}

/** The company a name word is the first word of ("microsoft", "apple", "facebook" → "Meta"); null for anything else. */
export function companyByWord(word: string): string | null {
  const w = word.trim().toLowerCase();
  if (w.length < 3) return null;
  return Object.values(TICKERS).find((c) => c.toLowerCase().split(/\s+/)[0] === w) ?? companyByBrand(w);
}
