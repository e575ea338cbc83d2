// BM25F (Robertson & Zaragoza): each field's term frequency is weighted and normalised by that
// field's length before one shared saturation, so a word in a title counts more than the same
// word deep in a long description, and repeating a word has diminishing returns.

export interface Bm25Parameters {
  k1: number;
  b: number;
}

export interface Bm25Document {
  id: string;
  /** Field name → the field's terms, in any order. */
  fields: Readonly<Record<string, readonly string[]>>;
}

interface Posting {
  document: number;
  /** Weighted, length-normalised frequency of the term in the document. */
  frequency: number;
}

export interface Bm25Index {
  ids: readonly string[];
  postings: ReadonlyMap<string, readonly Posting[]>;
  idf: ReadonlyMap<string, number>;
  parameters: Bm25Parameters;
}

export interface Bm25Result {
  id: string;
  score: number;
  /** Term → its share of the score, for explaining the match. */
  contributions: Map<string, number>;
}

export function buildBm25Index(
  documents: readonly Bm25Document[],
  fieldWeights: Readonly<Record<string, number>>,
  parameters: Bm25Parameters,
): Bm25Index {
  const averageLength = new Map<string, number>();
  for (const field of Object.keys(fieldWeights)) {
    const total = documents.reduce((sum, document) => sum + (document.fields[field]?.length ?? 0), 0);
    averageLength.set(field, Math.max(1, total / Math.max(1, documents.length)));
  }

  const postings = new Map<string, Posting[]>();
  documents.forEach((document, index) => {
    const frequencies = new Map<string, number>();
    for (const [field, weight] of Object.entries(fieldWeights)) {
      const terms = document.fields[field] ?? [];
      const norm = 1 - parameters.b + (parameters.b * terms.length) / (averageLength.get(field) ?? 1);
      for (const term of terms) frequencies.set(term, (frequencies.get(term) ?? 0) + weight / norm);
    }
    for (const [term, frequency] of frequencies) {
      const list = postings.get(term) ?? [];
      list.push({ document: index, frequency });
      postings.set(term, list);
    }
  });

  const idf = new Map<string, number>();
  for (const [term, list] of postings) {
    idf.set(term, Math.log(1 + (documents.length - list.length + 0.5) / (list.length + 0.5)));
  }
  return { ids: documents.map((document) => document.id), postings, idf, parameters };
}

/** Scores every document against weighted query terms; documents that share no term score 0. */
export function scoreBm25(index: Bm25Index, query: ReadonlyMap<string, number>): Bm25Result[] {
  const { k1 } = index.parameters;
  const results = index.ids.map((id) => ({ id, score: 0, contributions: new Map<string, number>() }));
  for (const [term, queryWeight] of query) {
    const idf = index.idf.get(term) ?? 0;
    for (const { document, frequency } of index.postings.get(term) ?? []) {
      const result = results[document];
      if (!result) continue;
      const contribution = (queryWeight * idf * frequency * (k1 + 1)) / (k1 + frequency);
      result.score += contribution;
      result.contributions.set(term, contribution);
    }
  }
  return results;
}
