// The shipped knowledge base: records added for recognition (kb_qid null) resolve as the venues write them.
import { describe, expect, it } from 'vitest';
import { loadKb } from './kb.ts';

describe('college teams of the knowledge base', () => {
  const { kb } = loadKb();
  it('knows the Florida Gators and the Villanova Wildcats, so "Wildcats" alone names no one school', () => {
    expect(kb.resolveTeamNickname('Gators', 'NCAA')?.canonical_name).toBe('Florida Gators');
    expect(kb.resolveTeamPlace('Villanova', 'NCAA')?.canonical_name).toBe('Villanova Wildcats');
    expect(kb.resolveTeamNickname('Wildcats', 'NCAA')).toBeUndefined();
  });
});
