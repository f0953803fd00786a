/**
 * Literal texts one of which occurs in every match of a pattern (its "anchors"), read from the
 * pattern's source; null when a match needs no literal of at least `minLength` characters. Knows
 * the syntax the rule tables use: literals and escaped literals, `.`, `\d \w \s`, classes,
 * groups (capturing, `(?:`, lookarounds), alternation, `^ $ \b`, and the quantifiers `? * + {m,n}`.
 * Anything it does not know makes it answer null, which only costs speed, never a match.
 */
export function anchorsOf(source: string, minLength = 3): string[] | null {
  // Most alternatives are plain text: their anchor is themselves, no parsing needed.
  if (plainText.test(source)) return source.length >= minLength ? [source] : null;
  try {
    const parser = new Parser(source, minLength);
    const anchors = parser.alternation();
    return parser.done() ? anchors : null;
  } catch {
    return null;
  }
}

/**
 * A pattern's top-level alternatives as patterns of their own (`a|(b|c)d` → `a`, `(b|c)d`): each
 * then has its own anchors, and is only tested when one of them occurs. The pattern whole when its
 * syntax is beyond the parser.
 */
export function alternativesOf(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') {
      charClass.lastIndex = i;
      if (!charClass.exec(source)) return [source];
      i = charClass.lastIndex - 1;
    } else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      parts.push(source.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(source.slice(from));
  return depth === 0 ? parts : [source];
}

type Anchors = string[] | null;

const plainText = /^[^\\()[\]{}?*+.|^$]*$/;
const charClass = /\[(?:\\.|[^\]\\])*\]/y;
const counted = /\{(\d+)(,\d*)?\}/y;
const groupKind = /\?(:|<?[=!])/y;

class Parser {
  private at = 0;
  constructor(
    private readonly source: string,
    private readonly minLength: number,
  ) {}

  done = () => this.at === this.source.length;

  alternation(): Anchors {
    const branches = [this.sequence()];
    while (this.source[this.at] === '|') {
      this.at++;
      branches.push(this.sequence());
    }
    if (branches.some((b) => b === null)) return null;
    return [...new Set(branches.flat() as string[])];
  }

  private sequence(): Anchors {
    const candidates: string[][] = [];
    let run = '';
    const flush = () => {
      if (run.length >= this.minLength) candidates.push([run]);
      run = '';
    };
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      const atom = this.atom();
      const min = this.quantifier();
      if (atom.kind === 'zero') continue;
      if (atom.kind === 'char' && min === 1 && !this.repeated) {
        run += atom.char;
        continue;
      }
      if (atom.kind === 'char' && min >= 1) run += atom.char;
      flush();
      if (atom.kind === 'group' && min >= 1 && atom.anchors) candidates.push(atom.anchors);
    }
    flush();
    if (!candidates.length) return null;
    // The best is the set whose shortest literal is longest: the fewest false hits.
    const score = (set: string[]) => Math.min(...set.map((s) => s.length)) - set.length / 100;
    return candidates.reduce((best, c) => (score(c) > score(best) ? c : best));
  }

  private repeated = false;

  /** Matches `pattern` (sticky) at the current place and moves past it. */
  private sticky(pattern: RegExp): RegExpExecArray | null {
    pattern.lastIndex = this.at;
    const m = pattern.exec(this.source);
    if (m) this.at = pattern.lastIndex;
    return m;
  }

  private quantifier(): number {
    const c = this.source[this.at];
    this.repeated = false;
    let min = 1;
    if (c === '?' || c === '*') {
      this.at++;
      min = 0;
    } else if (c === '+') {
      this.at++;
      this.repeated = true;
    } else if (c === '{') {
      const m = this.sticky(counted);
      if (!m) throw new Error('quantifier');
      min = Number(m[1]);
      this.repeated = m[2] !== undefined || min > 1;
    } else return 1;
    if (this.source[this.at] === '?') this.at++;
    return min;
  }

  private atom():
    | { kind: 'char'; char: string }
    | { kind: 'other' }
    | { kind: 'zero' }
    | { kind: 'group'; anchors: Anchors } {
    const c = this.source[this.at]!;
    if (c === '(') {
      this.at++;
      let lookaround = false;
      if (this.source[this.at] === '?') {
        const m = this.sticky(groupKind);
        if (!m) throw new Error('group');
        lookaround = m[1] !== ':';
      }
      const anchors = this.alternation();
      if (this.source[this.at] !== ')') throw new Error('group end');
      this.at++;
      return lookaround ? { kind: 'zero' } : { kind: 'group', anchors };
    }
    if (c === '[') {
      if (!this.sticky(charClass)) throw new Error('class');
      return { kind: 'other' };
    }
    if (c === '\\') {
      const e = this.source[this.at + 1]!;
      this.at += 2;
      if (e === 'b' || e === 'B') return { kind: 'zero' };
      if ('dwsDWS'.includes(e)) return { kind: 'other' };
      if ("\\.()[]{}|?*+^$/'-".includes(e)) return { kind: 'char', char: e };
      throw new Error('escape');
    }
    this.at++;
    if (c === '^' || c === '$') return { kind: 'zero' };
    if (c === '.') return { kind: 'other' };
    if ('?*+{}'.includes(c)) throw new Error('quantifier without atom');
    return { kind: 'char', char: c };
  }
}
