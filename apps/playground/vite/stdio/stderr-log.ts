/** The last lines a server process wrote to stderr, bounded so that a chatty server cannot fill memory. */
export class StderrLog {
  private lines: string[] = [];
  private partial = '';
  private readonly decoder = new TextDecoder();

  constructor(
    private readonly maxLines = 200,
    private readonly maxLineLength = 2000,
  ) {}

  /** Appends raw output; a line is kept once its newline arrives. */
  write(chunk: Uint8Array | string): void {
    const text = this.partial + (typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true }));
    const parts = text.split(/\r?\n/);
    this.partial = (parts.pop() ?? '').slice(0, this.maxLineLength);
    for (const line of parts) this.push(line);
  }

  /** A line of the bridge's own, e.g. that the process started or ended. */
  note(text: string): void {
    this.flush();
    this.push(`[playground] ${text}`);
  }

  /** Every kept line, the unfinished one included. */
  snapshot(): string[] {
    return this.partial === '' ? [...this.lines] : [...this.lines, this.partial];
  }

  private flush(): void {
    if (this.partial === '') return;
    this.push(this.partial);
    this.partial = '';
  }

  private push(line: string): void {
    this.lines.push(line.length > this.maxLineLength ? `${line.slice(0, this.maxLineLength)}…` : line);
    if (this.lines.length > this.maxLines) this.lines.splice(0, this.lines.length - this.maxLines);
  }
}
