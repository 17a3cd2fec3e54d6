// A margin "by N or more" is no deadline, whatever words follow it (session 10: a margin question read as a "by" deadline
// cut the timing tolerance of its game to an hour and called a spread's venues non-fungible).
import { describe, expect, it } from 'vitest';
import { parseDeadline } from './text.ts';

describe('parseDeadline: margins', () => {
  it('reads no deadline in a margin followed by the ground or the day', () => {
    expect(parseDeadline('Eagles win by 4 or more at Washington on Sunday?')).not.toBe('by');
    expect(parseDeadline('Rangers win by 2 or more runs vs Houston (Apr 19)?')).not.toBe('by');
  });
  it('still reads a date deadline', () => {
    expect(parseDeadline('Will the Bills clinch the AFC East by 7 January?')).toBe('by');
    expect(parseDeadline('Government shutdown by 4 March 2035?')).toBe('by');
    expect(parseDeadline('Ceasefire by 2035?')).toBe('by');
  });
});
