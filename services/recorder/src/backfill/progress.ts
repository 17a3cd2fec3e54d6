// A one-line progress bar for terminals (redrawn in place) and a plain line per 10% when not a TTY.

export interface ProgressOut {
  isTTY?: boolean;
  write(s: string): unknown;
}

/** Renders `[#####.....]  42.0%  label` to `out`; `done()` ends the line. */
export class ProgressBar {
  private readonly out: ProgressOut;
  private readonly width: number;
  private lastDecile = -1;
  private last = '';

  constructor(out: ProgressOut, width = 30) {
    this.out = out;
    this.width = width;
  }

  /** The bar text for a fraction in [0, 1]. */
  static render(fraction: number, width: number, label: string): string {
    const f = Math.min(1, Math.max(0, fraction));
    const filled = Math.round(f * width);
    return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(f * 100).toFixed(1).padStart(5)}%  ${label}`;
  }

  update(fraction: number, label: string): void {
    const line = ProgressBar.render(fraction, this.width, label);
    if (this.out.isTTY) {
      if (line !== this.last) this.out.write(`\r${line}`);
      this.last = line;
      return;
    }
    const decile = Math.floor(Math.min(1, fraction) * 10);
    if (decile !== this.lastDecile) {
      this.lastDecile = decile;
      this.out.write(`${line}\n`);
    }
  }

  done(label: string): void {
    this.update(1, label);
    if (this.out.isTTY) this.out.write('\n');
  }
}
