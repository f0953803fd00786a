import { alternativesOf, anchorsOf } from './anchors';

interface Patterned {
  pattern: RegExp;
}

/**
 * The first rule, in the list's order, whose pattern occurs in a text: what
 * `rules.find((r) => r.pattern.test(text))` answers, without running every pattern. Each pattern
 * is split into its top-level alternatives, each with its anchors (literals every match of it
 * contains, see `anchorsOf`). One pass of an Aho-Corasick automaton over the text finds which
 * anchors occur; only the alternatives they point to, and those without anchors, are tested, rule
 * by rule in order. A reply then costs one walk over its characters and a few small pattern tests
 * instead of a scan per rule. Built on first use.
 */
export function firstMatch<R extends Patterned>(rules: readonly R[]): (text: string) => R | undefined {
  let table: { scanner: Scanner; tests: RegExp[]; ruleOf: number[] } | undefined;
  return (text) => {
    table ??= build(rules);
    const { scanner, tests, ruleOf } = table;
    const marks = scanner.candidates(text);
    for (let t = 0; t < tests.length; t++) {
      if (marks[t] && tests[t]!.test(text)) return rules[ruleOf[t]!];
    }
    return undefined;
  };
}

function build<R extends Patterned>(rules: readonly R[]) {
  const tests: RegExp[] = [];
  const ruleOf: number[] = [];
  const anchors: (string[] | null)[] = [];
  rules.forEach((rule, k) => {
    for (const alternative of alternativesOf(rule.pattern.source)) {
      tests.push(new RegExp(alternative, rule.pattern.flags));
      ruleOf.push(k);
      anchors.push(anchorsOf(alternative));
    }
  });
  return { scanner: new Scanner(anchors), tests, ruleOf };
}

/**
 * An Aho-Corasick automaton over every test's anchors: the anchors' trie as a table of
 * transitions, and each state's failure link. Building costs in proportion to the anchors'
 * letters (the first call of a process pays it); scanning one step per character of the text.
 */
class Scanner {
  /** Character code → column of the table; 0 for characters no anchor has. */
  private readonly symbolOf = new Uint8Array(0x10000);
  private readonly width: number;
  private readonly child: Uint16Array | Uint32Array;
  private readonly fail: Uint32Array;
  /** For each state, the tests one of whose anchors ends there (or at a state its link reaches). */
  private readonly found: (number[] | undefined)[];
  private readonly always: Uint8Array;
  private readonly marks: Uint8Array;

  constructor(anchorsPerTest: (string[] | null)[]) {
    this.always = new Uint8Array(anchorsPerTest.length);
    this.marks = new Uint8Array(anchorsPerTest.length);
    const words = new Map<string, number[]>();
    anchorsPerTest.forEach((anchors, test) => {
      if (!anchors) this.always[test] = 1;
      for (const word of anchors ?? []) {
        const tests = words.get(word);
        if (tests) tests.push(test);
        else words.set(word, [test]);
      }
    });
    let width = 1;
    let letters = 1;
    for (const word of words.keys()) {
      letters += word.length;
      for (let i = 0; i < word.length; i++) {
        const code = word.charCodeAt(i);
        if (!this.symbolOf[code]) this.symbolOf[code] = width++;
      }
    }
    if (width > 0xff) throw new Error('too many distinct characters in anchors');
    this.width = width;
    // The trie. State 0 is the root; no state has it as a child, so 0 in the table means none.
    const child = letters < 0xffff ? new Uint16Array(letters * width) : new Uint32Array(letters * width);
    const kids: number[][] = [[]];
    const symbolIn: number[] = [0];
    const ends: [number, number[]][] = [];
    for (const [word, tests] of words) {
      let state = 0;
      for (let i = 0; i < word.length; i++) {
        const symbol = this.symbolOf[word.charCodeAt(i)]!;
        let next = child[state * width + symbol]!;
        if (!next) {
          next = kids.length;
          child[state * width + symbol] = next;
          kids.push([]);
          symbolIn.push(symbol);
          kids[state]!.push(next);
        }
        state = next;
      }
      ends.push([state, tests]);
    }
    // Filled in order, so the array stays a plain list rather than a sparse one.
    const found: (number[] | undefined)[] = new Array<number[] | undefined>(kids.length).fill(undefined);
    for (const [state, tests] of ends) found[state] = found[state] ? found[state]!.concat(tests) : tests;
    // Breadth first, so a state's link (always shallower) is known before the state's own.
    const fail = new Uint32Array(kids.length);
    const queue = [...kids[0]!];
    for (let q = 0; q < queue.length; q++) {
      const state = queue[q]!;
      for (const next of kids[state]!) {
        const symbol = symbolIn[next]!;
        let link = fail[state]!;
        while (link && !child[link * width + symbol]) link = fail[link]!;
        if (state) fail[next] = child[link * width + symbol]!;
        const inherited = found[fail[next]!];
        if (inherited) found[next] = (found[next] ?? []).concat(inherited);
        queue.push(next);
      }
    }
    this.child = child;
    this.fail = fail;
    this.found = found;
  }

  /** Marks (non-zero) for the tests worth running on this text; reused between calls. */
  candidates(text: string): Uint8Array {
    const { marks, child, fail, width, found, symbolOf } = this;
    marks.set(this.always);
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const symbol = symbolOf[text.charCodeAt(i)]!;
      if (!symbol) {
        state = 0;
        continue;
      }
      while (state && !child[state * width + symbol]) state = fail[state]!;
      state = child[state * width + symbol]!;
      const tests = found[state];
      if (tests) for (const test of tests) marks[test] = 1;
    }
    return marks;
  }
}
