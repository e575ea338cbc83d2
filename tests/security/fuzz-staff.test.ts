import { fuzzEndpointsCalledBy } from './support/endpoints-fuzzing.ts';

// The office's endpoints: clients, leads, reservations, berths, the document library.
fuzzEndpointsCalledBy(['staff']);
