// A DAWG (directed acyclic word graph, a minimal automaton of the word list) built from sorted words with
// Daciuk's incremental algorithm, stored flat: per node a 26-bit mask of its outgoing letters, the index of its
// first edge, and whether a word ends there. Letters are 0–25 (a–z).

export interface Dawg {
  readonly root: number;
  readonly mask: Uint32Array;
  readonly first: Uint32Array;
  readonly terminal: Uint8Array;
  readonly targets: Uint32Array;
}

interface BuildNode {
  terminal: boolean;
  letters: number[];
  children: BuildNode[];
  id: number;
}

const newNode = (): BuildNode => ({ terminal: false, letters: [], children: [], id: -1 });

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Builds the DAWG of words sorted in code-unit order, lower case a–z. */
export function buildDawg(words: readonly string[]): Dawg {
  const register = new Map<string, BuildNode>();
  const registered: BuildNode[] = [];
  const root = newNode();
  const unchecked: Array<{ parent: BuildNode; child: BuildNode }> = [];
  let previous = '';

  const minimize = (downTo: number) => {
    while (unchecked.length > downTo) {
      const { parent, child } = unchecked.pop()!;
      let key = child.terminal ? '1' : '0';
      for (let i = 0; i < child.letters.length; i++) key += `${child.letters[i]},${child.children[i].id};`;
      const known = register.get(key);
      if (known) parent.children[parent.children.length - 1] = known;
      else {
        child.id = registered.length;
        registered.push(child);
        register.set(key, child);
      }
    }
  };

  for (const word of words) {
    if (word <= previous && previous !== '') throw new Error(`Words must be sorted and unique: "${previous}" then "${word}"`);
    let shared = 0;
    const max = Math.min(word.length, previous.length);
    while (shared < max && word.charCodeAt(shared) === previous.charCodeAt(shared)) shared++;
    minimize(shared);
    let node = unchecked.length ? unchecked[unchecked.length - 1].child : root;
    for (let i = shared; i < word.length; i++) {
      const next = newNode();
      node.letters.push(word.charCodeAt(i) - 97);
      node.children.push(next);
      unchecked.push({ parent: node, child: next });
      node = next;
    }
    node.terminal = true;
    previous = word;
  }
  minimize(0);
  root.id = registered.length;
  registered.push(root);

  const count = registered.length;
  const mask = new Uint32Array(count);
  const first = new Uint32Array(count);
  const terminal = new Uint8Array(count);
  let edges = 0;
  for (const node of registered) edges += node.letters.length;
  const targets = new Uint32Array(edges);
  let at = 0;
  for (const node of registered) {
    first[node.id] = at;
    terminal[node.id] = node.terminal ? 1 : 0;
    for (let i = 0; i < node.letters.length; i++) {
      mask[node.id] |= 1 << node.letters[i];
      targets[at++] = node.children[i].id;
    }
  }
  return { root: root.id, mask, first, terminal, targets };
}

/** The node reached from `node` by `letter` (0–25), or -1. */
export function child(dawg: Dawg, node: number, letter: number): number {
  const m = dawg.mask[node];
  if (!(m & (1 << letter))) return -1;
  return dawg.targets[dawg.first[node] + popcount(m & ((1 << letter) - 1))];
}

/** The node reached by a run of letters (a–z, any case), or -1. */
export function walk(dawg: Dawg, text: string, from = dawg.root): number {
  let node = from;
  for (let i = 0; i < text.length && node >= 0; i++) node = child(dawg, node, (text.charCodeAt(i) | 32) - 97);
  return node;
}

export function hasWord(dawg: Dawg, word: string): boolean {
  const node = walk(dawg, word);
  return node >= 0 && dawg.terminal[node] === 1;
}

export const nodeCount = (dawg: Dawg) => dawg.mask.length;
