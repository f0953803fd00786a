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

/** An Aho-Corasick automaton over every test's anchors, as a table of transitions. */
class Scanner {
  /** Character code → column of the table; 0 for characters no anchor has. */
  private readonly symbolOf = new Uint8Array(0x10000);
  private readonly next: Uint16Array | Uint32Array;
  private readonly width: number;
  /** For each state, the tests one of whose anchors ends there. */
  private readonly found: (number[] | undefined)[] = [];
  private readonly always: Uint8Array;
  private readonly marks: Uint8Array;

  constructor(anchorsPerTest: (string[] | null)[]) {
    this.always = new Uint8Array(anchorsPerTest.length);
    this.marks = new Uint8Array(anchorsPerTest.length);
    const words = new Map<string, number[]>();
    anchorsPerTest.forEach((anchors, test) => {
      if (!anchors) this.always[test] = 1;
      for (const a of anchors ?? []) words.set(a, [...(words.get(a) ?? []), test]);
    });
    let width = 1;
    for (const word of words.keys()) {
      for (let i = 0; i < word.length; i++) {
        const code = word.charCodeAt(i);
        if (!this.symbolOf[code]) this.symbolOf[code] = width++;
      }
    }
    if (width > 0xff) throw new Error('too many distinct characters in anchors');
    this.width = width;
    // The trie: children per state, then the tests each anchor's last state reports.
    const children: Map<number, number>[] = [new Map()];
    for (const [word, tests] of words) {
      let state = 0;
      for (let i = 0; i < word.length; i++) {
        const symbol = this.symbolOf[word.charCodeAt(i)]!;
        let child = children[state]!.get(symbol);
        if (child === undefined) {
          child = children.length;
          children.push(new Map());
          children[state]!.set(symbol, child);
        }
        state = child;
      }
      this.found[state] = [...(this.found[state] ?? []), ...tests];
    }
    // Breadth first: each state's failure link, its outputs merged with the link's, and every
    // transition filled in, so the scan never follows a link.
    const states = children.length;
    this.next = states < 0xffff ? new Uint16Array(states * width) : new Uint32Array(states * width);
    const fail = new Uint32Array(states);
    const queue: number[] = [];
    for (const [symbol, child] of children[0]!) {
      this.next[symbol] = child;
      queue.push(child);
    }
    for (let q = 0; q < queue.length; q++) {
      const state = queue[q]!;
      const link = fail[state]!;
      if (this.found[link]) this.found[state] = [...(this.found[state] ?? []), ...this.found[link]!];
      // The link is shallower, so its row is complete: start from it, then add this state's own.
      this.next.copyWithin(state * width, link * width, link * width + width);
      for (const [symbol, child] of children[state]!) {
        fail[child] = this.next[link * width + symbol]!;
        this.next[state * width + symbol] = child;
        queue.push(child);
      }
    }
  }

  /** Marks (non-zero) for the tests worth running on this text; reused between calls. */
  candidates(text: string): Uint8Array {
    const { marks, next, width, found, symbolOf } = this;
    marks.set(this.always);
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      state = next[state * width + symbolOf[text.charCodeAt(i)]!]!;
      const tests = found[state];
      if (tests) for (const test of tests) marks[test] = 1;
    }
    return marks;
  }
}
