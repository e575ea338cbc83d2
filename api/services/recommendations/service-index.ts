import type { CatalogService } from '#api/content/services.ts';
import { createVocabulary, documentTerms, type Synonym, type Vocabulary } from './analyze.ts';
import { buildBm25Index, type Bm25Index } from './bm25.ts';
import { marineSynonyms } from './marine-vocabulary.ts';

// Where a word appears on a service page says how much it is about that service: the title and the
// owner vocabulary (keywords, synonyms) most, the sub-service names and overview next, the long
// prose least.
const fieldWeights = {
  title: 4,
  vocabulary: 3,
  subServiceTitles: 2,
  overview: 1.5,
  details: 1,
  benefits: 0.5,
  body: 0.5,
};

type Field = keyof typeof fieldWeights;

/** Robertson's usual values: k1 for how fast repeats saturate, b for how much length is penalised. */
const bm25Parameters = { k1: 1.2, b: 0.75 };

export interface ServiceIndex {
  vocabulary: Vocabulary;
  bm25: Bm25Index;
}

const allSynonyms = (services: readonly CatalogService[]): Synonym[] => [
  ...marineSynonyms.flatMap((group) => group.phrases.map((phrase) => ({ phrase, means: group.means }))),
  ...services.flatMap((service) => service.synonyms),
];

function fieldTexts(service: CatalogService): Record<Field, string[]> {
  return {
    title: [service.title],
    vocabulary: [...service.keywords, ...service.synonyms.flatMap((synonym) => [synonym.phrase, synonym.means])],
    subServiceTitles: service.subServices.map((subService) => subService.title),
    overview: [service.subtitle, service.summary],
    details: [...service.subServices.map((subService) => subService.description), ...service.features],
    benefits: service.benefits,
    body: [service.body],
  };
}

export function buildServiceIndex(services: readonly CatalogService[]): ServiceIndex {
  const vocabulary = createVocabulary(
    allSynonyms(services),
    services.flatMap((service) => service.keywords),
  );
  const documents = services.map((service) => {
    const texts = fieldTexts(service);
    const fields = Object.fromEntries(
      Object.entries(texts).map(([field, list]) => [field, list.flatMap((text) => documentTerms(text, vocabulary))]),
    );
    return { id: service.id, fields };
  });
  return { vocabulary, bm25: buildBm25Index(documents, fieldWeights, bm25Parameters) };
}
